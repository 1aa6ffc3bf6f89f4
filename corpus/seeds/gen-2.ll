; refinery gen --seed 2 --size 10
; features: ints,memory,loops,aggregates
; widths: i64 i3
; weights: arith=5 logic=1 shift=5 div=1 cmp=1 select=3 cast=1 aggregate=5 value=17 load=8 store=2 memintrin=5 if=1 guardeddiv=2 loop=1 break=8 earlyret=8 buildagg=8
; static step bounds: @f0=53 @f1=37
; ModuleID = 'gen-2'
source_filename = "gen-2.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g0 = global [8 x i32] [i32 2147483647, i32 2147483646, i32 -4, i32 -1, i32 31, i32 31, i32 2147483646, i32 2147483647], align 4
@g1 = global [8 x i32] [i32 -1, i32 268435457, i32 7, i32 -7, i32 1431655765, i32 32, i32 4, i32 1859515418], align 16

define i3 @f0(i64 noundef %a0, ptr noundef nonnull align 1 dereferenceable(32) %a1, ptr noundef nonnull align 4 dereferenceable(4) %a2) {
entry:
  %buf = alloca [32 x i8], align 16
  call void @llvm.memset.p0.i64(ptr align 16 %buf, i8 -10, i64 32, i1 false)
  %buf1 = alloca [3 x { i64, i16, i8, i8, i8, i8, i8, i8 }], align 8
  store [3 x { i64, i16, i8, i8, i8, i8, i8, i8 }] [{ i64, i16, i8, i8, i8, i8, i8, i8 } { i64 63, i16 -32767, i8 8, i8 126, i8 -127, i8 -127, i8 -3, i8 7 }, { i64, i16, i8, i8, i8, i8, i8, i8 } { i64 64, i16 17, i8 -4, i8 16, i8 -128, i8 24, i8 7, i8 -110 }, { i64, i16, i8, i8, i8, i8, i8, i8 } { i64 6148914691236517205, i16 327, i8 126, i8 -1, i8 7, i8 6, i8 8, i8 127 }], ptr %buf1, align 8
  %0 = trunc i64 %a0 to i3
  %1 = insertvalue { i3, i64 } { i3 1, i64 9223372036854775807 }, i3 %0, 0
  %2 = getelementptr i8, ptr %a1, i64 1
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %2, ptr align 4 %a2, i64 2, i1 false)
  %3 = trunc i64 %a0 to i3
  %4 = insertvalue { i3, i64 } { i3 -3, i64 256 }, i3 %3, 0
  %5 = insertvalue { i3, i64 } %4, i64 %a0, 1
  %6 = getelementptr i8, ptr %buf1, i64 26
  %7 = load { i64, i16, i8, i8, i8, i8, i8, i8 }, ptr %6, align 2
  %8 = icmp ule i64 %a0, %a0
  %9 = select i1 %8, ptr %buf, ptr @g0
  %10 = trunc i64 %a0 to i8
  %11 = trunc i64 %a0 to i32
  %12 = call i32 @llvm.umin.i32(i32 %11, i32 31)
  %13 = getelementptr i8, ptr %9, i32 %12
  store i8 %10, ptr %13, align 1
  %14 = extractvalue { i64, i16, i8, i8, i8, i8, i8, i8 } %7, 0
  %15 = trunc i64 %14 to i3
  %16 = select i1 %8, i3 %15, i3 0
  %17 = getelementptr i8, ptr %a1, i64 8
  %18 = load i16, ptr %17, align 1
  %19 = insertvalue { i3, i64 } { i3 -1, i64 -9223372036854775807 }, i3 %16, 0
  %20 = insertvalue { i3, i64 } %19, i64 -9223372036854775808, 1
  %21 = insertvalue { i3, i64 } { i3 -1, i64 9223372036854775807 }, i3 %16, 0
  %22 = insertvalue { i3, i64 } %21, i64 %a0, 1
  %23 = icmp ne i1 %8, %8
  %24 = select i1 %23, ptr @g0, ptr %a1
  %25 = getelementptr i8, ptr %24, i64 16
  %26 = load i64, ptr %25, align 1
  %27 = getelementptr i8, ptr @g1, i64 16
  store i64 %26, ptr %27, align 8
  %28 = insertvalue { i3, i64 } { i3 3, i64 63 }, i3 -3, 0
  %29 = insertvalue { i3, i64 } %28, i64 %26, 1
  %30 = extractvalue { i3, i64 } %29, 1
  %31 = trunc i64 %30 to i3
  %32 = add i3 %16, %31
  %33 = extractvalue { i3, i64 } %22, 1
  %34 = trunc i64 %33 to i3
  %35 = or i3 %32, %34
  %36 = extractvalue { i3, i64 } %20, 0
  %37 = or i3 %35, %36
  %38 = trunc i16 %18 to i3
  %39 = sub i3 %37, %38
  %40 = extractvalue { i3, i64 } %5, 0
  %41 = or i3 %39, %40
  %42 = extractvalue { i3, i64 } %1, 1
  %43 = trunc i64 %42 to i3
  %44 = sub i3 %41, %43
  ret i3 %44
}

define i3 @f1(ptr noundef nonnull align 8 dereferenceable(8) %a0, i3 noundef %a1, i3 noundef %a2, ptr noundef nonnull align 1 dereferenceable(16) %a3, i64 noundef %a4, i3 noundef %a5) {
entry:
  %0 = insertvalue { i3, i64 } { i3 0, i64 64 }, i3 %a2, 0
  %1 = insertvalue { i3, i64 } %0, i64 %a4, 1
  %2 = lshr i64 %a4, 23
  %3 = trunc i64 %2 to i1
  br i1 %3, label %ret.early, label %cont

ret.early:                                        ; preds = %entry
  ret i3 %a1

cont:                                             ; preds = %entry
  %4 = icmp uge i3 %a1, %a5
  br i1 %4, label %ret.early1, label %cont2

ret.early1:                                       ; preds = %cont
  ret i3 %a2

cont2:                                            ; preds = %cont
  %5 = getelementptr i8, ptr %a0, i64 6
  %6 = load i16, ptr %5, align 2
  %7 = icmp ne i3 %a2, 0
  %8 = xor i1 %7, true
  br i1 %8, label %div.join, label %div

div:                                              ; preds = %cont2
  %9 = urem i3 %a5, %a2
  br label %div.join

div.join:                                         ; preds = %div, %cont2
  %10 = phi i3 [ %9, %div ], [ 2, %cont2 ]
  %11 = lshr i64 %a4, 63
  %12 = trunc i64 %11 to i1
  br i1 %12, label %ret.early3, label %cont4

ret.early3:                                       ; preds = %div.join
  ret i3 %10

cont4:                                            ; preds = %div.join
  %13 = getelementptr i8, ptr %a3, i64 8
  %14 = load i32, ptr %13, align 1
  %15 = icmp ne i3 %a1, 0
  %16 = xor i1 %15, true
  br i1 %16, label %div.join6, label %div5

div5:                                             ; preds = %cont4
  %17 = urem i3 %a1, %a1
  br label %div.join6

div.join6:                                        ; preds = %div5, %cont4
  %18 = phi i3 [ %17, %div5 ], [ %10, %cont4 ]
  %19 = add i3 3, %18
  %20 = trunc i32 %14 to i3
  %21 = or i3 %19, %20
  %22 = trunc i16 %6 to i3
  %23 = sub i3 %21, %22
  %24 = extractvalue { i3, i64 } %1, 0
  %25 = or i3 %23, %24
  ret i3 %25
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr writeonly captures(none), ptr readonly captures(none), i64, i1 immarg) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
