; shl/lshr/ashr (LangRef "'shl' Instruction", "'lshr' Instruction", "'ashr'
; Instruction"): an amount >= the bit width gives poison; shl nuw: poison if
; a non-zero bit is shifted out; shl nsw: poison if a shifted-out bit
; disagrees with the result's sign bit; lshr/ashr exact: poison if a
; non-zero bit is shifted out.

; --- shl ---
; RUN: %refinery exec %s --function shl --arg 1 --arg 7 --json | FileCheck %s --match-full-lines --check-prefix=SHL
; SHL: {"outcome":"return","value":"i8 -128"}
; RUN: %refinery exec %s --function shl --arg -1 --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=SHL-OUT
; SHL-OUT: {"outcome":"return","value":"i8 -16"}
; RUN: %refinery exec %s --function shl --arg 1 --arg 8 --json | FileCheck %s --match-full-lines --check-prefix=SHL-WIDTH
; SHL-WIDTH: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function shl --arg 1 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=SHL-HUGE
; SHL-HUGE: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function shl --arg 0 --arg 8 --json | FileCheck %s --match-full-lines --check-prefix=SHL-ZWIDTH
; SHL-ZWIDTH: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function shl --arg 1 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=SHL-PAMT
; SHL-PAMT: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function shl --arg poison --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=SHL-PVAL
; SHL-PVAL: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function shl_nuw --arg 64 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SHLNUW-OK
; SHLNUW-OK: {"outcome":"return","value":"i8 -128"}
; RUN: %refinery exec %s --function shl_nuw --arg 64 --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=SHLNUW-OUT
; SHLNUW-OUT: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function shl_nsw --arg 64 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SHLNSW-SIGN
; SHLNSW-SIGN: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function shl_nsw --arg -1 --arg 7 --json | FileCheck %s --match-full-lines --check-prefix=SHLNSW-ONES
; SHLNSW-ONES: {"outcome":"return","value":"i8 -128"}
; RUN: %refinery exec %s --function shl_nsw --arg -64 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SHLNSW-NEG
; SHLNSW-NEG: {"outcome":"return","value":"i8 -128"}
; RUN: %refinery exec %s --function shl_nsw --arg -64 --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=SHLNSW-NEGOUT
; SHLNSW-NEGOUT: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function shl_nsw --arg 1 --arg 6 --json | FileCheck %s --match-full-lines --check-prefix=SHLNSW-OK
; SHLNSW-OK: {"outcome":"return","value":"i8 64"}
; RUN: %refinery exec %s --function shl_nuw_nsw --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SHLNUWNSW
; SHLNUWNSW: {"outcome":"return","value":"i8 poison"}

define i8 @shl(i8 %a, i8 %b) {
  %r = shl i8 %a, %b
  ret i8 %r
}
define i8 @shl_nuw(i8 %a, i8 %b) {
  %r = shl nuw i8 %a, %b
  ret i8 %r
}
define i8 @shl_nsw(i8 %a, i8 %b) {
  %r = shl nsw i8 %a, %b
  ret i8 %r
}
define i8 @shl_nuw_nsw(i8 %a, i8 %b) {
  %r = shl nuw nsw i8 %a, %b
  ret i8 %r
}

; --- lshr / ashr ---
; RUN: %refinery exec %s --function lshr --arg -128 --arg 7 --json | FileCheck %s --match-full-lines --check-prefix=LSHR
; LSHR: {"outcome":"return","value":"i8 1"}
; RUN: %refinery exec %s --function lshr --arg -1 --arg 8 --json | FileCheck %s --match-full-lines --check-prefix=LSHR-WIDTH
; LSHR-WIDTH: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function lshr_exact --arg 8 --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=LSHRX-OK
; LSHRX-OK: {"outcome":"return","value":"i8 1"}
; RUN: %refinery exec %s --function lshr_exact --arg 9 --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=LSHRX-OUT
; LSHRX-OUT: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function lshr_exact --arg 9 --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=LSHRX-ZERO
; LSHRX-ZERO: {"outcome":"return","value":"i8 9"}
; RUN: %refinery exec %s --function ashr --arg -128 --arg 7 --json | FileCheck %s --match-full-lines --check-prefix=ASHR
; ASHR: {"outcome":"return","value":"i8 -1"}
; RUN: %refinery exec %s --function ashr --arg 64 --arg 6 --json | FileCheck %s --match-full-lines --check-prefix=ASHR-POS
; ASHR-POS: {"outcome":"return","value":"i8 1"}
; RUN: %refinery exec %s --function ashr --arg 5 --arg 8 --json | FileCheck %s --match-full-lines --check-prefix=ASHR-WIDTH
; ASHR-WIDTH: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function ashr_exact --arg -8 --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=ASHRX-OK
; ASHRX-OK: {"outcome":"return","value":"i8 -1"}
; RUN: %refinery exec %s --function ashr_exact --arg -7 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=ASHRX-OUT
; ASHRX-OUT: {"outcome":"return","value":"i8 poison"}

define i8 @lshr(i8 %a, i8 %b) {
  %r = lshr i8 %a, %b
  ret i8 %r
}
define i8 @lshr_exact(i8 %a, i8 %b) {
  %r = lshr exact i8 %a, %b
  ret i8 %r
}
define i8 @ashr(i8 %a, i8 %b) {
  %r = ashr i8 %a, %b
  ret i8 %r
}
define i8 @ashr_exact(i8 %a, i8 %b) {
  %r = ashr exact i8 %a, %b
  ret i8 %r
}

; --- odd widths ---
; RUN: %refinery exec %s --function shl_i1 --arg true --arg false --json | FileCheck %s --match-full-lines --check-prefix=SHLI1-OK
; SHLI1-OK: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function shl_i1 --arg true --arg true --json | FileCheck %s --match-full-lines --check-prefix=SHLI1-WIDTH
; SHLI1-WIDTH: {"outcome":"return","value":"i1 poison"}
; RUN: %refinery exec %s --function lshr_i7 --arg -1 --arg 6 --json | FileCheck %s --match-full-lines --check-prefix=LSHRI7
; LSHRI7: {"outcome":"return","value":"i7 1"}
; RUN: %refinery exec %s --function lshr_i7 --arg -1 --arg 7 --json | FileCheck %s --match-full-lines --check-prefix=LSHRI7-WIDTH
; LSHRI7-WIDTH: {"outcome":"return","value":"i7 poison"}
; RUN: %refinery exec %s --function ashr_i33 --arg -4294967296 --arg 32 --json | FileCheck %s --match-full-lines --check-prefix=ASHRI33
; ASHRI33: {"outcome":"return","value":"i33 -1"}
; RUN: %refinery exec %s --function ashr_i33 --arg -4294967296 --arg 33 --json | FileCheck %s --match-full-lines --check-prefix=ASHRI33-WIDTH
; ASHRI33-WIDTH: {"outcome":"return","value":"i33 poison"}
; RUN: %refinery exec %s --function shl_i128 --arg 1 --arg 127 --json | FileCheck %s --match-full-lines --check-prefix=SHLI128
; SHLI128: {"outcome":"return","value":"i128 -170141183460469231731687303715884105728"}
; RUN: %refinery exec %s --function shl_i128 --arg 1 --arg 128 --json | FileCheck %s --match-full-lines --check-prefix=SHLI128-WIDTH
; SHLI128-WIDTH: {"outcome":"return","value":"i128 poison"}
; RUN: %refinery exec %s --function shl_nuw_i128 --arg 3 --arg 127 --json | FileCheck %s --match-full-lines --check-prefix=SHLNUWI128
; SHLNUWI128: {"outcome":"return","value":"i128 poison"}

define i1 @shl_i1(i1 %a, i1 %b) {
  %r = shl i1 %a, %b
  ret i1 %r
}
define i7 @lshr_i7(i7 %a, i7 %b) {
  %r = lshr i7 %a, %b
  ret i7 %r
}
define i33 @ashr_i33(i33 %a, i33 %b) {
  %r = ashr i33 %a, %b
  ret i33 %r
}
define i128 @shl_i128(i128 %a, i128 %b) {
  %r = shl i128 %a, %b
  ret i128 %r
}
define i128 @shl_nuw_i128(i128 %a, i128 %b) {
  %r = shl nuw i128 %a, %b
  ret i128 %r
}

; --- vectors: the amount of each element applies to that element ---
; RUN: %refinery exec %s --function shl_v2 --arg '<i8 1, i8 1>' --arg '<i8 3, i8 8>' --json | FileCheck %s --match-full-lines --check-prefix=SHLV2
; SHLV2: {"outcome":"return","value":"<2 x i8> <i8 8, i8 poison>"}
; RUN: %refinery exec %s --function lshr_exact_v2 --arg '<i8 4, i8 5>' --arg '<i8 2, i8 2>' --json | FileCheck %s --match-full-lines --check-prefix=LSHRXV2
; LSHRXV2: {"outcome":"return","value":"<2 x i8> <i8 1, i8 poison>"}

define <2 x i8> @shl_v2(<2 x i8> %a, <2 x i8> %b) {
  %r = shl <2 x i8> %a, %b
  ret <2 x i8> %r
}
define <2 x i8> @lshr_exact_v2(<2 x i8> %a, <2 x i8> %b) {
  %r = lshr exact <2 x i8> %a, %b
  ret <2 x i8> %r
}
