; refinery gen --seed 4 --size 10
; features: ints,calls,intrinsics
; widths: i8 i1 i64
; weights: arith=3 logic=8 shift=3 div=8 cmp=1 select=8 cast=5 freeze=5 intrinsic=3 value=13 if=8 guardeddiv=1 earlyret=3 call=1
; static step bounds: @f0=69 @f1=45 @f2=62 @f3=34
; ModuleID = 'gen-4'
source_filename = "gen-4.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i64 @f0(i64 noundef %a0, i1 noundef %a1) {
entry:
  %0 = call i1 @f1(i64 %a0, i1 %a1)
  %1 = zext i1 %a1 to i8
  %2 = sext i1 %0 to i8
  %3 = sext i1 %a1 to i8
  %4 = icmp ne i8 %2, 0
  %5 = icmp eq i8 %1, -128
  %6 = icmp eq i8 %2, -1
  %7 = and i1 %5, %6
  %8 = xor i1 %7, true
  %9 = and i1 %4, %8
  %10 = xor i1 %9, true
  br i1 %10, label %div.join, label %div

div:                                              ; preds = %entry
  %11 = srem i8 %1, %2
  br label %div.join

div.join:                                         ; preds = %div, %entry
  %12 = phi i8 [ %11, %div ], [ %3, %entry ]
  br i1 %0, label %then, label %else

then:                                             ; preds = %div.join
  %13 = or i64 %a0, %a0
  br label %join

else:                                             ; preds = %div.join
  %14 = and i1 %0, %0
  br label %join

join:                                             ; preds = %else, %then
  %15 = sext i1 %0 to i64
  %16 = zext i8 %12 to i64
  %17 = or i64 %15, %16
  ret i64 %17
}

define noundef i1 @f1(i64 noundef %a0, i1 noundef %a1) {
entry:
  %0 = trunc i64 %a0 to i8
  %1 = lshr i8 %0, 0
  %2 = trunc i8 %1 to i1
  br i1 %2, label %then, label %else

then:                                             ; preds = %entry
  br i1 %a1, label %then1, label %else2

else:                                             ; preds = %entry
  br i1 %a1, label %then4, label %else5

join:                                             ; preds = %join6, %join3
  %3 = freeze i1 %a1
  %4 = icmp ule i1 %3, %a1
  br i1 %4, label %then7, label %else8

then1:                                            ; preds = %then
  %5 = icmp ne i64 %a0, 0
  br label %join3

else2:                                            ; preds = %then
  br label %join3

join3:                                            ; preds = %else2, %then1
  %6 = call i64 @llvm.ctlz.i64(i64 %a0, i1 false)
  br label %join

then4:                                            ; preds = %else
  %7 = trunc i64 %a0 to i8
  %8 = sext i1 %a1 to i8
  %9 = lshr i8 %7, 1
  br label %join6

else5:                                            ; preds = %else
  br label %join6

join6:                                            ; preds = %else5, %then4
  %10 = phi i1 [ %a1, %then4 ], [ %a1, %else5 ]
  %11 = phi i1 [ %a1, %then4 ], [ %a1, %else5 ]
  %12 = icmp ne i64 %a0, 0
  %13 = and i1 %12, false
  br label %join

then7:                                            ; preds = %join
  %14 = and i64 %a0, %a0
  br label %join9

else8:                                            ; preds = %join
  br label %join9

join9:                                            ; preds = %else8, %then7
  %15 = phi i1 [ %3, %then7 ], [ %a1, %else8 ]
  %16 = phi i8 [ 127, %then7 ], [ 8, %else8 ]
  %17 = sext i1 %4 to i8
  %18 = icmp sgt i8 %17, %16
  br i1 %18, label %then10, label %else11

then10:                                           ; preds = %join9
  br i1 %3, label %then13, label %else14

else11:                                           ; preds = %join9
  %19 = icmp ult i8 %16, %16
  %20 = call i1 @llvm.ctpop.i1(i1 %4)
  br label %join12

join12:                                           ; preds = %else11, %join15
  %21 = phi i1 [ %25, %join15 ], [ %20, %else11 ]
  %22 = or i1 %15, %21
  ret i1 %22

then13:                                           ; preds = %then10
  %23 = select i1 %4, i64 %a0, i64 %a0
  br label %join15

else14:                                           ; preds = %then10
  br label %join15

join15:                                           ; preds = %else14, %then13
  %24 = phi i1 [ %a1, %then13 ], [ %3, %else14 ]
  %25 = phi i1 [ %4, %then13 ], [ %18, %else14 ]
  br label %join12
}

define i1 @f2(i8 noundef %a0, i64 noundef %a1, i8 noundef %a2, i1 noundef %a3) {
entry:
  %0 = select i1 %a3, i8 %a2, i8 %a0
  %1 = sext i1 %a3 to i64
  %2 = call i8 @f3(i8 %a0, i64 %1, i1 %a3)
  br i1 %a3, label %then, label %join

then:                                             ; preds = %entry
  %3 = icmp eq i8 %2, 0
  %4 = select i1 %3, i8 3, i8 %2
  %5 = urem i8 %2, %4
  %6 = icmp uge i8 %2, %0
  br label %join

join:                                             ; preds = %then, %entry
  %7 = zext i1 %a3 to i8
  %8 = call i8 @llvm.umin.i8(i8 %0, i8 7)
  %9 = shl i8 %7, %8
  %10 = call { i8, i1 } @llvm.usub.with.overflow.i8(i8 %9, i8 %a2)
  %11 = extractvalue { i8, i1 } %10, 1
  %12 = extractvalue { i8, i1 } %10, 0
  %13 = zext i1 %a3 to i8
  %14 = icmp ne i8 %2, 0
  %15 = xor i1 %14, true
  br i1 %15, label %div.join, label %div

div:                                              ; preds = %join
  %16 = urem i8 %13, %2
  br label %div.join

div.join:                                         ; preds = %div, %join
  %17 = phi i8 [ %16, %div ], [ %2, %join ]
  %18 = trunc i8 %17 to i1
  %19 = or i1 %a3, %18
  %20 = icmp ne i8 %12, 0
  %21 = sub i1 %19, %20
  %22 = or i1 %21, %11
  ret i1 %22
}

define internal i8 @f3(i8 noundef %a0, i64 noundef %a1, i1 noundef %a2) {
entry:
  %0 = select i1 %a2, i1 %a2, i1 %a2
  %1 = sext i1 %0 to i64
  %2 = freeze i64 %1
  %3 = select i1 %a2, i64 %a1, i64 %2
  %4 = select i1 false, i1 %0, i1 %0
  br i1 %a2, label %ret.early, label %cont

ret.early:                                        ; preds = %entry
  ret i8 %a0

cont:                                             ; preds = %entry
  %5 = or i1 %a2, true
  %6 = urem i1 %a2, %5
  %7 = lshr i64 %a1, 53
  %8 = trunc i64 %7 to i1
  br i1 %8, label %ret.early1, label %cont2

ret.early1:                                       ; preds = %cont
  ret i8 %a0

cont2:                                            ; preds = %cont
  %9 = trunc i64 %2 to i1
  %10 = zext i1 %4 to i8
  br i1 %4, label %then, label %join

then:                                             ; preds = %cont2
  %11 = call i8 @llvm.cttz.i8(i8 %a0, i1 false)
  %12 = zext i8 %11 to i64
  %13 = xor i64 %12, -1
  %14 = sext i1 %9 to i8
  %15 = or i8 %a0, 1
  %16 = urem i8 %14, %15
  br label %join

join:                                             ; preds = %then, %cont2
  %17 = phi i8 [ %10, %cont2 ], [ %16, %then ]
  %18 = phi i1 [ false, %cont2 ], [ %4, %then ]
  %19 = trunc i64 %2 to i8
  %20 = zext i1 %18 to i8
  %21 = or i8 %19, %20
  %22 = sub i8 %21, %17
  %23 = zext i1 %6 to i8
  %24 = xor i8 %22, %23
  %25 = trunc i64 %3 to i8
  %26 = or i8 %24, %25
  ret i8 %26
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.cttz.i8(i8, i1 immarg) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umin.i8(i8, i8) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.usub.with.overflow.i8(i8, i8) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.ctpop.i1(i1) #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
