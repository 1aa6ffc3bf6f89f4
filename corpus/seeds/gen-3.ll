; refinery gen --seed 3 --size 10
; features: ints,memory,switch,fp
; widths: i32 i128
; weights: arith=2 logic=1 shift=1 div=8 select=2 cast=3 freeze=5 fpconv=3 value=17 load=1 store=8 memintrin=1 if=8 guardeddiv=2 switch=3 earlyret=3 fpvalue=5
; static step bounds: @f0=33 @f1=25 @f2=35
; ModuleID = 'gen-3'
source_filename = "gen-3.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g0 = global [8 x i64] [i64 6148914691236517205, i64 63, i64 -8459804116780540003, i64 9223372036854775807, i64 1024, i64 1, i64 67108865, i64 4398046511104], align 16

define noundef i128 @f0(ptr noundef nonnull align 8 dereferenceable(16) %a0, ptr noundef nonnull align 1 dereferenceable(8) %a1, i128 noundef %a2) {
entry:
  %buf = alloca [4 x i64], align 16
  store [4 x i64] [i64 -1, i64 9223372036854775807, i64 9223372036854775806, i64 9223372036854775807], ptr %buf, align 16
  %0 = trunc i128 %a2 to i64
  %1 = sitofp i64 %0 to double
  %2 = trunc i128 %a2 to i64
  %3 = sitofp i64 %2 to double
  %4 = fcmp true double %1, %3
  %5 = zext i1 %4 to i32
  br i1 %4, label %then, label %join

then:                                             ; preds = %entry
  %6 = freeze i1 %4
  %7 = trunc i128 %a2 to i64
  %8 = uitofp i64 %7 to double
  %9 = fdiv double %8, 2.000000e+00
  %10 = trunc i128 %a2 to i64
  %11 = uitofp i64 %10 to float
  %12 = trunc i128 %a2 to i64
  %13 = sitofp i64 %12 to float
  %14 = select i1 %4, float %11, float %13
  %15 = sext i1 %4 to i128
  br label %join

join:                                             ; preds = %then, %entry
  %16 = phi i32 [ %5, %entry ], [ 0, %then ]
  %17 = phi i128 [ %a2, %entry ], [ %15, %then ]
  %18 = phi i128 [ %a2, %entry ], [ %a2, %then ]
  %19 = trunc i128 %18 to i32
  %20 = select i1 %4, ptr %a1, ptr %a0
  %21 = trunc i128 %18 to i16
  %22 = getelementptr i8, ptr %20, i64 6
  store i16 %21, ptr %22, align 1
  %23 = sext i32 %19 to i128
  %24 = sub i128 %17, %23
  %25 = sext i32 %16 to i128
  %26 = add i128 %24, %25
  ret i128 %26
}

define i32 @f1(i32 noundef %a0, i32 noundef %a1) {
entry:
  %buf = alloca [16 x i32], align 4
  call void @llvm.memset.p0.i64(ptr align 4 %buf, i8 -104, i64 64, i1 false)
  %buf1 = alloca [9 x i32], align 16
  call void @llvm.memset.p0.i64(ptr align 16 %buf1, i8 0, i64 36, i1 false)
  %0 = sitofp i32 %a0 to float
  %1 = fdiv float %0, 4.000000e+00
  %2 = icmp eq i32 %a0, 0
  %3 = icmp eq i32 %a0, -2147483648
  %4 = icmp eq i32 %a0, -1
  %5 = and i1 %3, %4
  %6 = or i1 %2, %5
  %7 = select i1 %6, i32 1, i32 %a0
  %8 = sdiv i32 %a0, %7
  %9 = uitofp i32 %8 to float
  %10 = sitofp i32 %a1 to float
  %11 = fmul float %9, %10
  %12 = icmp ule i32 %a1, %8
  br i1 %12, label %then, label %else

then:                                             ; preds = %entry
  %13 = uitofp i32 %a0 to float
  br label %join

else:                                             ; preds = %entry
  br label %join

join:                                             ; preds = %else, %then
  %14 = phi float [ %1, %then ], [ %11, %else ]
  %15 = call i32 @llvm.fptosi.sat.i32.f32(float %14)
  %16 = add i32 %a1, %15
  ret i32 %16
}

define i32 @f2(i32 noundef %a0, i32 noundef %a1, ptr noundef nonnull align 1 dereferenceable(64) %a2, ptr noundef nonnull align 16 dereferenceable(32) %a3) {
entry:
  %buf = alloca [32 x i16], align 2
  call void @llvm.memset.p0.i64(ptr align 2 %buf, i8 127, i64 64, i1 false)
  %0 = call i32 @llvm.umax.i32(i32 %a0, i32 1)
  %1 = udiv i32 %a0, %0
  %2 = icmp ult i32 %a0, %a1
  br i1 %2, label %then, label %join

then:                                             ; preds = %entry
  %3 = trunc i32 %a1 to i8
  %4 = getelementptr i8, ptr %a3, i64 13
  store i8 %3, ptr %4, align 1
  %5 = zext i32 %a1 to i64
  %6 = urem i64 %5, 30
  %7 = getelementptr i8, ptr %buf, i64 22
  %8 = getelementptr i8, ptr %a2, i64 16
  call void @llvm.memmove.p0.p0.i64(ptr align 2 %7, ptr align 1 %8, i64 %6, i1 false)
  %9 = uitofp i1 %2 to double
  br label %join

join:                                             ; preds = %then, %entry
  %10 = phi i32 [ %a0, %entry ], [ %a1, %then ]
  %11 = phi double [ -0.000000e+00, %entry ], [ %9, %then ]
  %12 = phi i32 [ %1, %entry ], [ %a0, %then ]
  %13 = zext i32 %10 to i128
  switch i128 %13, label %sw.default [
    i128 3, label %sw.case
    i128 1, label %sw.case1
  ]

sw.default:                                       ; preds = %join
  %14 = freeze i1 %2
  br label %sw.join

sw.join:                                          ; preds = %sw.case1, %sw.case, %sw.default
  %15 = phi i32 [ %10, %sw.default ], [ %1, %sw.case ], [ %12, %sw.case1 ]
  %16 = phi double [ %11, %sw.default ], [ %11, %sw.case ], [ %23, %sw.case1 ]
  %17 = phi i32 [ %10, %sw.default ], [ %1, %sw.case ], [ %a1, %sw.case1 ]
  %18 = or i32 %15, %17
  %19 = call i64 @llvm.fptoui.sat.i64.f64(double %16)
  %20 = trunc i64 %19 to i32
  %21 = xor i32 %18, %20
  ret i32 %21

sw.case:                                          ; preds = %join
  %22 = sitofp i32 %1 to float
  br label %sw.join

sw.case1:                                         ; preds = %join
  %23 = sitofp i32 %10 to double
  br label %sw.join
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr writeonly captures(none), ptr readonly captures(none), i64, i1 immarg) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fptoui.sat.i64.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptosi.sat.i32.f32(float) #1

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
