; refinery gen --seed 6 --size 10
; features: ints,vectors,loops,calls,switch,aggregates
; widths: i12 i8 <4 x i64> <4 x i32> <3 x i8>
; weights: arith=1 logic=5 shift=8 div=2 cmp=1 select=5 vector=2 aggregate=8 value=13 if=3 switch=2 loop=1 break=1 earlyret=2 call=8 buildagg=8
; static step bounds: @f0=119 @f1=20
; ModuleID = 'gen-6'
source_filename = "gen-6.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define noundef i12 @f0(i12 noundef %a0, i12 noundef %a1, i12 noundef %a2, i8 noundef %a3, <4 x i64> noundef %a4, <4 x i32> noundef %a5, <4 x i1> noundef %x0) {
entry:
  %0 = extractelement <4 x i64> %a4, i64 0
  %1 = icmp ne i64 %0, 0
  %2 = select i1 %1, i8 %a3, i8 %a3
  %3 = urem i12 %a2, 5
  switch i12 %3, label %sw.default [
    i12 7, label %sw.case
    i12 3, label %sw.case1
    i12 6, label %sw.case2
    i12 2, label %sw.case3
    i12 2046, label %sw.case4
  ]

sw.default:                                       ; preds = %entry
  %4 = extractelement <4 x i32> %a5, i64 1
  %5 = trunc i32 %4 to i8
  %6 = call { i12, i8 } @f1(<3 x i8> <i8 -128, i8 -4, i8 0>, i12 %a2, i12 %a0, i12 %a2, i8 %5)
  br label %sw.join

sw.join:                                          ; preds = %sw.case4, %sw.case3, %sw.case2, %sw.case1, %sw.case, %sw.default
  %7 = extractelement <4 x i32> %a5, i64 1
  %8 = trunc i32 %7 to i8
  %9 = call { i12, i8 } @f1(<3 x i8> splat (i8 17), i12 %a0, i12 %a1, i12 %a0, i8 %8)
  %10 = insertvalue { i12, i8 } { i12 -2048, i8 1 }, i8 %a3, 1
  %11 = insertvalue { i12, i8 } { i12 3, i8 127 }, i12 %a2, 0
  %12 = insertvalue { i12, i8 } %11, i8 %a3, 1
  %13 = insertelement <3 x i8> <i8 127, i8 8, i8 -127>, i8 %2, i64 0
  %14 = shufflevector <3 x i8> %13, <3 x i8> %13, <3 x i32> zeroinitializer
  %15 = zext i8 %2 to i12
  %16 = call { i12, i8 } @f1(<3 x i8> %14, i12 %a0, i12 %15, i12 %a2, i8 127)
  %17 = extractelement <4 x i32> %a5, i64 1
  %18 = icmp ne i32 %17, 0
  %19 = extractvalue { i12, i8 } %10, 1
  %20 = icmp ne i8 %19, 0
  %21 = ashr i1 %18, false
  %22 = insertvalue { i12, i8 } { i12 11, i8 -128 }, i12 %a1, 0
  %23 = insertvalue { i12, i8 } %22, i8 %a3, 1
  %24 = select <4 x i1> %x0, <4 x i32> %a5, <4 x i32> %a5
  %25 = trunc i12 %a0 to i8
  %26 = insertelement <3 x i8> <i8 -1, i8 -128, i8 127>, i8 %25, i64 1
  %27 = extractvalue { i12, i8 } %12, 0
  %28 = trunc i12 %27 to i8
  %29 = insertelement <3 x i8> splat (i8 2), i8 %28, i64 0
  %30 = shufflevector <3 x i8> %29, <3 x i8> %29, <3 x i32> zeroinitializer
  %31 = select i1 %21, <3 x i8> %26, <3 x i8> %30
  %32 = extractelement <3 x i8> %31, i64 1
  %33 = zext i8 %32 to i12
  %34 = or i12 %a0, %33
  %35 = extractelement <4 x i32> %24, i64 1
  %36 = trunc i32 %35 to i12
  %37 = or i12 %34, %36
  %38 = extractvalue { i12, i8 } %23, 1
  %39 = sext i8 %38 to i12
  %40 = xor i12 %37, %39
  %41 = extractvalue { i12, i8 } %16, 1
  %42 = zext i8 %41 to i12
  %43 = sub i12 %40, %42
  %44 = extractvalue { i12, i8 } %9, 1
  %45 = sext i8 %44 to i12
  %46 = or i12 %43, %45
  ret i12 %46

sw.case:                                          ; preds = %entry
  br label %sw.join

sw.case1:                                         ; preds = %entry
  %47 = insertvalue { i12, i8 } { i12 128, i8 1 }, i12 %a0, 0
  %48 = insertvalue { i12, i8 } %47, i8 3, 1
  br label %sw.join

sw.case2:                                         ; preds = %entry
  br label %sw.join

sw.case3:                                         ; preds = %entry
  br label %sw.join

sw.case4:                                         ; preds = %entry
  %49 = insertvalue { i12, i8 } { i12 32, i8 -127 }, i12 %a1, 0
  %50 = insertvalue { i12, i8 } %49, i8 %a3, 1
  br label %sw.join
}

define { i12, i8 } @f1(<3 x i8> noundef %a0, i12 noundef %a1, i12 noundef %a2, i12 noundef %a3, i8 noundef %x0) {
entry:
  %0 = insertvalue { i12, i8 } { i12 0, i8 3 }, i8 -2, 1
  %1 = extractvalue { i12, i8 } %0, 0
  %2 = insertvalue { i12, i8 } { i12 128, i8 4 }, i12 %1, 0
  %3 = insertvalue { i12, i8 } { i12 1, i8 7 }, i12 %1, 0
  %4 = extractvalue { i12, i8 } %2, 0
  %5 = trunc i12 %4 to i8
  %6 = insertvalue { i12, i8 } %3, i8 %5, 1
  %7 = extractvalue { i12, i8 } %6, 1
  %8 = insertvalue { i12, i8 } { i12 2047, i8 8 }, i8 %7, 1
  %9 = insertvalue { i12, i8 } { i12 127, i8 -20 }, i12 2047, 0
  %10 = insertvalue { i12, i8 } %9, i8 %x0, 1
  %11 = extractvalue { i12, i8 } %6, 0
  %12 = extractvalue { i12, i8 } %2, 1
  %13 = trunc i8 %12 to i1
  %14 = extractvalue { i12, i8 } %8, 1
  %15 = icmp ne i8 %14, 0
  %16 = icmp ult i1 %15, true
  %17 = select i1 %16, i1 %15, i1 false
  %18 = shl i1 %13, %17
  ret { i12, i8 } { i12 12, i8 -127 }
}
