; refinery gen --seed 5 --size 10
; features: ints,loops,calls,switch,intrinsics,fp
; widths: i2 i16 i17 i32
; weights: arith=5 logic=1 shift=8 div=5 cmp=5 select=3 freeze=1 intrinsic=1 fpconv=2 value=15 if=1 guardeddiv=2 switch=8 loop=8 break=1 earlyret=8 call=1 fpvalue=2
; static step bounds: @f0=1504 @f1=79 @f2=2159 @f3=66 @f4=1414
; ModuleID = 'gen-5'
source_filename = "gen-5.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define noundef i2 @f0(i32 noundef %a0, i2 noundef %a1) {
entry:
  %0 = sext i2 %a1 to i17
  switch i17 %0, label %sw.default [
    i17 -65536, label %sw.case
    i17 32896, label %sw.case1
    i17 0, label %sw.case2
  ]

sw.default:                                       ; preds = %entry
  %1 = call i17 @f3(i32 %a0, i32 %a0)
  %2 = sitofp i17 %1 to double
  br label %sw.join

sw.join:                                          ; preds = %sw.case2, %sw.case1, %sw.case, %sw.default
  %3 = phi double [ %2, %sw.default ], [ %5, %sw.case ], [ %9, %sw.case1 ], [ %12, %sw.case2 ]
  %4 = phi i17 [ %1, %sw.default ], [ %6, %sw.case ], [ %10, %sw.case1 ], [ %13, %sw.case2 ]
  switch i2 %a1, label %sw.default3 [
    i2 0, label %sw.case5
    i2 1, label %sw.case6
    i2 -1, label %sw.case7
  ]

sw.case:                                          ; preds = %entry
  %5 = uitofp i32 %a0 to double
  %6 = zext i2 %a1 to i17
  br label %sw.join

sw.case1:                                         ; preds = %entry
  %7 = sitofp i32 %a0 to float
  %8 = fmul float %7, 2.000000e+00
  %9 = sitofp i2 %a1 to double
  %10 = sext i2 %a1 to i17
  br label %sw.join

sw.case2:                                         ; preds = %entry
  %11 = icmp ule i32 %a0, -1
  %12 = sitofp i32 %a0 to double
  %13 = trunc i32 %a0 to i17
  br label %sw.join

sw.default3:                                      ; preds = %sw.join
  %14 = or i17 %4, %4
  br label %sw.join4

sw.join4:                                         ; preds = %sw.case7, %sw.case6, %sw.case5, %sw.default3
  %15 = icmp ult i17 %4, 17
  %16 = select i1 %15, i17 %4, i17 1
  br label %loop

sw.case5:                                         ; preds = %sw.join
  br label %sw.join4

sw.case6:                                         ; preds = %sw.join
  br label %sw.join4

sw.case7:                                         ; preds = %sw.join
  %17 = uitofp i17 %4 to float
  %18 = fdiv float %17, 3.200000e+01
  br label %sw.join4

loop:                                             ; preds = %loop.exit9, %sw.join4
  %i = phi i17 [ 0, %sw.join4 ], [ %35, %loop.exit9 ]
  %19 = phi i2 [ %a1, %sw.join4 ], [ %33, %loop.exit9 ]
  %20 = trunc i17 %i to i2
  %21 = icmp ne i17 %4, 0
  br label %loop8

loop.exit:                                        ; preds = %loop.exit9
  %22 = phi i2 [ %33, %loop.exit9 ]
  %23 = trunc i32 %a0 to i1
  %24 = call i64 @llvm.fptosi.sat.i64.f64(double %3)
  %25 = trunc i64 %24 to i1
  %26 = icmp ne i1 %25, false
  br i1 %26, label %div, label %div.join

loop8:                                            ; preds = %loop8, %loop
  %i10 = phi i32 [ 7, %loop ], [ %31, %loop8 ]
  %27 = phi i2 [ %20, %loop ], [ %19, %loop8 ]
  %28 = phi i1 [ %21, %loop ], [ %28, %loop8 ]
  %29 = urem i32 %a0, 32
  %30 = ashr i32 %i10, %29
  %31 = sub i32 %i10, 1
  %32 = icmp sgt i32 %31, 0
  br i1 %32, label %loop8, label %loop.exit9

loop.exit9:                                       ; preds = %loop8
  %33 = phi i2 [ %19, %loop8 ]
  %34 = phi i1 [ %28, %loop8 ]
  %35 = add i17 %i, 1
  %36 = icmp ult i17 %35, %16
  br i1 %36, label %loop, label %loop.exit

div:                                              ; preds = %loop.exit
  %37 = urem i1 %23, %25
  br label %div.join

div.join:                                         ; preds = %div, %loop.exit
  %38 = phi i1 [ %37, %div ], [ false, %loop.exit ]
  %39 = trunc i17 %4 to i2
  %40 = sext i1 %38 to i2
  %41 = xor i2 %39, %40
  %42 = xor i2 %41, %22
  ret i2 %42
}

define i32 @f1(i2 noundef %a0, i32 noundef %a1, i16 noundef %a2) {
entry:
  %0 = icmp ugt i32 %a1, %a1
  br i1 %0, label %then, label %join

then:                                             ; preds = %entry
  %1 = zext i2 %a0 to i17
  %2 = call i17 @llvm.umin.i17(i17 %1, i17 2)
  br label %loop

join:                                             ; preds = %loop.exit, %entry
  %3 = phi i32 [ %a1, %entry ], [ %16, %loop.exit ]
  %4 = phi i16 [ 21845, %entry ], [ %13, %loop.exit ]
  %5 = phi i1 [ %0, %entry ], [ %0, %loop.exit ]
  %6 = and i32 %3, 7
  switch i32 %6, label %sw.default [
    i32 3, label %sw.case
    i32 1, label %sw.case
    i32 5, label %sw.case3
    i32 2, label %sw.case4
  ]

loop:                                             ; preds = %cont2, %then
  %i = phi i17 [ 0, %then ], [ %19, %cont2 ]
  %7 = phi i16 [ %a2, %then ], [ %18, %cont2 ]
  %8 = uitofp i32 %a1 to float
  %9 = uitofp i2 %a0 to float
  %10 = call float @llvm.copysign.f32(float %8, float %9)
  %11 = lshr i32 %a1, 4
  %12 = trunc i32 %11 to i1
  br i1 %12, label %ret.early, label %cont

loop.exit:                                        ; preds = %cont2
  %13 = phi i16 [ %18, %cont2 ]
  %14 = trunc i16 %a2 to i2
  %15 = mul i2 %a0, %14
  %16 = zext i2 %15 to i32
  br label %join

ret.early:                                        ; preds = %loop
  ret i32 %a1

cont:                                             ; preds = %loop
  br i1 %0, label %ret.early1, label %cont2

ret.early1:                                       ; preds = %cont
  ret i32 %a1

cont2:                                            ; preds = %cont
  %17 = call i32 @llvm.fptosi.sat.i32.f32(float %10)
  %18 = trunc i32 %17 to i16
  %19 = add i17 %i, 1
  %20 = icmp ult i17 %19, %2
  br i1 %20, label %loop, label %loop.exit

sw.default:                                       ; preds = %join
  %21 = uitofp i2 %a0 to double
  %22 = sitofp i2 %a0 to double
  %23 = fcmp ord double %21, %22
  br label %sw.join

sw.join:                                          ; preds = %cont6, %sw.case3, %sw.case, %sw.default
  %24 = sext i1 %5 to i32
  %25 = add i32 %a1, %24
  ret i32 %25

sw.case:                                          ; preds = %join, %join
  %26 = uitofp i16 %4 to double
  %27 = fcmp ord double %26, %26
  br label %sw.join

sw.case3:                                         ; preds = %join
  br label %sw.join

sw.case4:                                         ; preds = %join
  %28 = zext i16 %4 to i32
  %29 = icmp sgt i32 %28, %a1
  br i1 %29, label %ret.early5, label %cont6

ret.early5:                                       ; preds = %sw.case4
  ret i32 %a1

cont6:                                            ; preds = %sw.case4
  br label %sw.join
}

define noundef i2 @f2(i32 noundef %a0, i17 noundef %a1, i16 noundef %a2, i2 noundef %a3) {
entry:
  %0 = urem i2 %a3, -2
  %1 = lshr i2 %a3, %0
  %2 = add i32 %a0, %a0
  %3 = trunc i32 %a0 to i16
  %4 = call i2 @f4(i16 %a2, i32 2147483646, i2 %a3, i16 %3)
  br label %bits.head

bits.head:                                        ; preds = %join, %entry
  %x = phi i32 [ %2, %entry ], [ %27, %join ]
  %n = phi i32 [ 0, %entry ], [ %28, %join ]
  %5 = icmp ne i32 %x, 0
  br i1 %5, label %bits.body, label %bits.exit

bits.body:                                        ; preds = %bits.head
  %6 = add i2 %4, %4
  %7 = sitofp i32 %2 to float
  %8 = fmul float %7, -3.250000e+00
  %9 = add i16 %a2, %a2
  %10 = icmp ule i16 %a2, %9
  br i1 %10, label %ret.early, label %cont

bits.exit:                                        ; preds = %then, %bits.head
  %11 = icmp ne i32 %2, 0
  %12 = icmp ult i1 true, true
  %13 = select i1 %12, i1 true, i1 false
  %14 = lshr i1 %11, %13
  %15 = zext i1 %14 to i2
  %16 = and i2 %15, 1
  %17 = or i2 %16, 1
  %18 = srem i2 %4, %17
  %19 = or i2 %4, 1
  %20 = udiv i2 %4, %19
  %21 = add i2 %a3, %20
  %22 = sub i2 %21, %18
  ret i2 %22

ret.early:                                        ; preds = %bits.body
  ret i2 %1

cont:                                             ; preds = %bits.body
  %23 = fsub float %8, %8
  %24 = icmp eq i17 %a1, %a1
  br i1 %24, label %then, label %else

then:                                             ; preds = %cont
  %25 = fcmp ueq float %23, %8
  br i1 %25, label %bits.exit, label %cont1

else:                                             ; preds = %cont
  br label %join

join:                                             ; preds = %else, %cont1
  %26 = sub i32 %x, 1
  %27 = and i32 %x, %26
  %28 = add i32 %n, 1
  br label %bits.head

cont1:                                            ; preds = %then
  br label %join
}

define noundef i17 @f3(i32 noundef %a0, i32 noundef %a1) {
entry:
  %0 = sitofp i32 %a0 to double
  %1 = uitofp i32 %a1 to double
  %2 = fadd double %0, %1
  %3 = call i16 @llvm.fptoui.sat.i16.f64(double %2)
  %4 = trunc i32 %a0 to i1
  %5 = trunc i32 %a1 to i1
  %6 = trunc i32 %a0 to i1
  %7 = icmp ne i1 %5, false
  %8 = xor i1 %7, true
  br i1 %8, label %div.join, label %div

div:                                              ; preds = %entry
  %9 = udiv i1 %4, %5
  br label %div.join

div.join:                                         ; preds = %div, %entry
  %10 = phi i1 [ %9, %div ], [ %6, %entry ]
  %11 = sitofp i16 %3 to double
  %12 = urem i16 %3, 5
  switch i16 %12, label %sw.default [
    i16 -7, label %sw.case
    i16 3, label %sw.case1
    i16 7, label %sw.case2
  ]

sw.default:                                       ; preds = %div.join
  %13 = sitofp i32 %a0 to float
  %14 = fdiv float %13, 5.000000e-01
  br label %sw.join

sw.join:                                          ; preds = %sw.case2, %sw.case1, %sw.case, %sw.default
  %15 = phi i32 [ %a1, %sw.default ], [ %a0, %sw.case ], [ %a1, %sw.case1 ], [ %27, %sw.case2 ]
  %16 = phi i1 [ %10, %sw.default ], [ %10, %sw.case ], [ %10, %sw.case1 ], [ %10, %sw.case2 ]
  %17 = call i64 @llvm.fptosi.sat.i64.f64(double %2)
  %18 = trunc i64 %17 to i17
  %19 = zext i17 %18 to i32
  %20 = and i32 %19, 1
  %21 = trunc i32 %15 to i2
  %22 = zext i1 %10 to i32
  br label %loop

sw.case:                                          ; preds = %div.join
  %23 = call i64 @llvm.fptosi.sat.i64.f64(double %11)
  %24 = trunc i64 %23 to i32
  %25 = sext i1 %10 to i32
  %26 = select i1 %10, i32 %24, i32 %25
  br label %sw.join

sw.case1:                                         ; preds = %div.join
  br label %sw.join

sw.case2:                                         ; preds = %div.join
  %27 = sub i32 %a0, %a1
  br label %sw.join

loop:                                             ; preds = %loop, %sw.join
  %i = phi i32 [ 0, %sw.join ], [ %33, %loop ]
  %28 = phi i2 [ -2, %sw.join ], [ %28, %loop ]
  %29 = phi i2 [ %21, %sw.join ], [ %32, %loop ]
  %30 = phi i32 [ %22, %sw.join ], [ %a1, %loop ]
  %31 = trunc i32 %a1 to i2
  %32 = sub i2 %28, %31
  %33 = add i32 %i, 2
  %34 = icmp ult i32 %33, %20
  br i1 %34, label %loop, label %loop.exit

loop.exit:                                        ; preds = %loop
  %35 = phi i2 [ %28, %loop ]
  %36 = phi i2 [ %32, %loop ]
  %37 = phi i32 [ %a1, %loop ]
  %38 = trunc i32 %37 to i17
  %39 = or i17 65534, %38
  %40 = sext i2 %36 to i17
  %41 = sub i17 %39, %40
  %42 = zext i2 %35 to i17
  %43 = xor i17 %41, %42
  %44 = sext i1 %16 to i17
  %45 = xor i17 %43, %44
  ret i17 %45
}

define noundef i2 @f4(i16 noundef %a0, i32 noundef %a1, i2 noundef %a2, i16 noundef %a3) {
entry:
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i32 [ 0, %entry ], [ %5, %loop ]
  %0 = trunc i32 %a1 to i2
  %1 = add i2 %a2, 1
  %2 = icmp ult i2 %1, -2
  %3 = select i1 %2, i2 1, i2 %a2
  %4 = sdiv i2 %0, %3
  %5 = add i32 %i, 1
  %6 = icmp ult i32 %5, 10
  br i1 %6, label %loop, label %loop.exit

loop.exit:                                        ; preds = %loop
  %7 = lshr i32 %a1, 31
  %8 = urem i32 %7, 536870913
  %9 = icmp ult i32 %8, 11
  %10 = select i1 %9, i32 %8, i32 4
  %11 = trunc i16 %a0 to i1
  %12 = zext i2 %a2 to i17
  br label %loop.head

loop.head:                                        ; preds = %sw.join, %loop.exit
  %i2 = phi i32 [ 0, %loop.exit ], [ %34, %sw.join ]
  %13 = phi i1 [ %11, %loop.exit ], [ %13, %sw.join ]
  %14 = phi i16 [ %a3, %loop.exit ], [ %a3, %sw.join ]
  %15 = phi i17 [ %12, %loop.exit ], [ %33, %sw.join ]
  %16 = icmp ult i32 %i2, %10
  br i1 %16, label %loop.body, label %loop.exit1

loop.body:                                        ; preds = %loop.head
  %17 = trunc i32 %8 to i17
  %18 = call i17 @llvm.umin.i17(i17 %17, i17 11)
  br label %loop3

loop.exit1:                                       ; preds = %loop.head
  %19 = trunc i32 %i2 to i2
  %20 = trunc i16 %14 to i2
  %21 = xor i2 %19, %20
  ret i2 %21

loop3:                                            ; preds = %loop3, %loop.body
  %i5 = phi i17 [ %18, %loop.body ], [ %26, %loop3 ]
  %22 = phi i2 [ %a2, %loop.body ], [ %23, %loop3 ]
  %23 = phi i2 [ %a2, %loop.body ], [ %23, %loop3 ]
  %24 = urem i2 %22, -2
  %25 = shl i2 %23, %24
  %26 = sub i17 %i5, 1
  %27 = icmp sgt i17 %26, 0
  br i1 %27, label %loop3, label %loop.exit4

loop.exit4:                                       ; preds = %loop3
  %28 = phi i2 [ %23, %loop3 ]
  %29 = phi i2 [ %23, %loop3 ]
  switch i17 %15, label %sw.default [
    i17 7, label %sw.case
  ]

sw.default:                                       ; preds = %loop.exit4
  %30 = icmp eq i2 %28, 0
  %31 = select i1 %30, i2 1, i2 %28
  %32 = urem i2 %28, %31
  br label %sw.join

sw.join:                                          ; preds = %sw.case, %sw.default
  %33 = sext i2 %28 to i17
  %34 = add i32 %i2, 1
  br label %loop.head

sw.case:                                          ; preds = %loop.exit4
  br label %sw.join
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i17 @llvm.umin.i17(i17, i17) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.fptoui.sat.i16.f64(double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fptosi.sat.i64.f64(double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptosi.sat.i32.f32(float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
