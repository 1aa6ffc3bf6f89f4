; refinery gen --seed 1 --size 10
; features: ints,loops,calls,aggregates,fp
; widths: i16 i33 i8
; weights: arith=5 logic=1 shift=5 div=3 cmp=8 select=3 cast=1 freeze=8 aggregate=8 fpconv=5 value=13 if=3 guardeddiv=1 loop=3 break=2 earlyret=5 call=1 buildagg=8 fpvalue=1
; static step bounds: @f0=33 @f1=26 @f2=40
; ModuleID = 'gen-1'
source_filename = "gen-1.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define noundef i33 @f0(i33 noundef %a0) {
entry:
  %0 = insertvalue { i33, i8 } { i33 257, i8 126 }, i33 %a0, 0
  %1 = trunc i33 %a0 to i8
  %2 = insertvalue { i33, i8 } %0, i8 %1, 1
  %3 = insertvalue { i33, i8 } { i33 -4, i8 0 }, i33 %a0, 0
  %4 = extractvalue { i33, i8 } %2, 0
  %5 = trunc i33 %4 to i8
  %6 = insertvalue { i33, i8 } %3, i8 %5, 1
  %7 = extractvalue { i33, i8 } %6, 0
  %8 = trunc i33 %7 to i8
  %9 = uitofp i8 %8 to float
  %10 = fptosi float %9 to i33
  %11 = insertvalue { i33, i8 } { i33 6, i8 -7 }, i33 %a0, 0
  %12 = extractvalue { i33, i8 } %6, 0
  %13 = trunc i33 %12 to i8
  %14 = insertvalue { i33, i8 } %11, i8 %13, 1
  %15 = insertvalue { i33, i8 } { i33 32, i8 -127 }, i33 %a0, 0
  %16 = insertvalue { i33, i8 } { i33 32, i8 1 }, i8 -1, 1
  %17 = insertvalue { i33, i8 } { i33 0, i8 9 }, i33 32, 0
  %18 = insertvalue { i33, i8 } %17, i8 -128, 1
  %19 = extractvalue { i33, i8 } %18, 1
  %20 = zext i8 %19 to i33
  %21 = or i33 %a0, %20
  %22 = extractvalue { i33, i8 } %16, 1
  %23 = sext i8 %22 to i33
  %24 = xor i33 %21, %23
  %25 = extractvalue { i33, i8 } %15, 1
  %26 = sext i8 %25 to i33
  %27 = sub i33 %24, %26
  %28 = extractvalue { i33, i8 } %14, 1
  %29 = zext i8 %28 to i33
  %30 = or i33 %27, %29
  %31 = add i33 %30, %10
  ret i33 %31
}

define noundef i8 @f1(i33 noundef %a0) {
entry:
  %0 = sub i33 %a0, %a0
  %1 = select i1 false, i33 %0, i33 %0
  %2 = trunc i33 %0 to i16
  %3 = trunc i33 %1 to i16
  %4 = call i16 @llvm.umax.i16(i16 %3, i16 1)
  %5 = udiv i16 %2, %4
  %6 = insertvalue { i33, i8 } { i33 0, i8 7 }, i33 %a0, 0
  %7 = trunc i33 %1 to i8
  %8 = insertvalue { i33, i8 } %6, i8 %7, 1
  %9 = insertvalue { i33, i8 } { i33 -6, i8 127 }, i33 %a0, 0
  %10 = trunc i16 %5 to i8
  %11 = insertvalue { i33, i8 } %9, i8 %10, 1
  %12 = extractvalue { i33, i8 } %11, 0
  %13 = icmp sle i33 %12, %1
  br i1 %13, label %then, label %join

then:                                             ; preds = %entry
  %14 = ashr i1 %13, false
  %15 = zext i1 %13 to i8
  br label %join

join:                                             ; preds = %then, %entry
  %16 = phi i8 [ -1, %entry ], [ %15, %then ]
  %17 = phi i1 [ %13, %entry ], [ %14, %then ]
  %18 = zext i1 %17 to i8
  %19 = add i8 %16, %18
  %20 = extractvalue { i33, i8 } %8, 0
  %21 = trunc i33 %20 to i8
  %22 = sub i8 %19, %21
  ret i8 %22
}

define i8 @f2(i8 noundef %a0, i33 noundef %a1, i33 noundef %a2, i8 noundef %a3) {
entry:
  %0 = insertvalue { i33, i8 } { i33 33, i8 -1 }, i33 %a1, 0
  %1 = trunc i33 %a1 to i8
  %2 = insertvalue { i33, i8 } %0, i8 %1, 1
  %3 = insertvalue { i33, i8 } { i33 4294967294, i8 -127 }, i33 %a2, 0
  %4 = extractvalue { i33, i8 } %2, 1
  %5 = insertvalue { i33, i8 } %3, i8 %4, 1
  %6 = insertvalue { i33, i8 } { i33 -1, i8 85 }, i33 %a2, 0
  %7 = insertvalue { i33, i8 } %6, i8 %a3, 1
  %8 = icmp sge i8 %a3, %a0
  br i1 %8, label %ret.early, label %cont

ret.early:                                        ; preds = %entry
  ret i8 126

cont:                                             ; preds = %entry
  %9 = insertvalue { i33, i8 } { i33 -4294967296, i8 1 }, i33 %a1, 0
  %10 = insertvalue { i33, i8 } %9, i8 7, 1
  %11 = icmp slt i8 %a0, %a0
  br i1 %11, label %ret.early1, label %cont2

ret.early1:                                       ; preds = %cont
  ret i8 %a0

cont2:                                            ; preds = %cont
  %12 = sitofp i33 %a2 to float
  %13 = sitofp i33 %a2 to float
  %14 = fadd float %12, %13
  %15 = extractvalue { i33, i8 } %10, 0
  %16 = zext i1 %11 to i16
  %17 = lshr i16 %16, 12
  %18 = trunc i16 %17 to i1
  br i1 %18, label %ret.early3, label %cont4

ret.early3:                                       ; preds = %cont2
  ret i8 %a0

cont4:                                            ; preds = %cont2
  %19 = fdiv float %14, 1.250000e-01
  %20 = zext i8 %a0 to i33
  %21 = icmp sge i33 %a2, %20
  %22 = trunc i33 %15 to i8
  %23 = sext i1 %21 to i8
  %24 = or i8 %22, %23
  %25 = call i32 @llvm.fptosi.sat.i32.f32(float %19)
  %26 = trunc i32 %25 to i8
  %27 = sub i8 %24, %26
  %28 = extractvalue { i33, i8 } %7, 0
  %29 = trunc i33 %28 to i8
  %30 = sub i8 %27, %29
  %31 = extractvalue { i33, i8 } %5, 1
  %32 = sub i8 %30, %31
  ret i8 %32
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptosi.sat.i32.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umax.i16(i16, i16) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
