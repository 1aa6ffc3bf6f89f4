; udiv/sdiv/urem/srem (LangRef "'udiv' Instruction" ... "'srem'
; Instruction"): division by zero and signed overflow (INT_MIN / -1) are
; immediate UB; a poison divisor is UB ("Poison Values": the divisor operand
; of udiv/sdiv/urem/srem), and so is a poison dividend with a -1 divisor of
; sdiv/srem (poison may be replaced by any value, INT_MIN included); exact
; makes an inexact division poison.

; --- udiv ---
; RUN: %refinery exec %s --function udiv --arg -56 --arg 7 --json | FileCheck %s --match-full-lines --check-prefix=UDIV
; UDIV: {"outcome":"return","value":"i8 28"}
; RUN: %refinery exec %s --function udiv --arg 7 --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=UDIV-ZERO
; UDIV-ZERO: {"outcome":"ub","reason":"division by zero at %r in @udiv"}
; RUN: %refinery exec %s --function udiv --arg 7 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=UDIV-PDIVISOR
; UDIV-PDIVISOR: {"outcome":"ub","reason":"division by poison at %r in @udiv"}
; RUN: %refinery exec %s --function udiv --arg poison --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=UDIV-PDIVIDEND
; UDIV-PDIVIDEND: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function udiv --arg poison --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=UDIV-PZERO
; UDIV-PZERO: {"outcome":"ub","reason":"division by zero at %r in @udiv"}
; RUN: %refinery exec %s --function udiv --arg -1 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=UDIV-ALLONES
; UDIV-ALLONES: {"outcome":"return","value":"i8 1"}
; RUN: %refinery exec %s --function udiv_exact --arg 6 --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=UDIVX-OK
; UDIVX-OK: {"outcome":"return","value":"i8 2"}
; RUN: %refinery exec %s --function udiv_exact --arg 7 --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=UDIVX-INEXACT
; UDIVX-INEXACT: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function udiv_exact --arg 7 --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=UDIVX-ZERO
; UDIVX-ZERO: {"outcome":"ub","reason":"division by zero at %r in @udiv_exact"}

define i8 @udiv(i8 %a, i8 %b) {
  %r = udiv i8 %a, %b
  ret i8 %r
}
define i8 @udiv_exact(i8 %a, i8 %b) {
  %r = udiv exact i8 %a, %b
  ret i8 %r
}

; --- sdiv ---
; RUN: %refinery exec %s --function sdiv --arg -7 --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=SDIV-TRUNC
; SDIV-TRUNC: {"outcome":"return","value":"i8 -3"}
; RUN: %refinery exec %s --function sdiv --arg 7 --arg -2 --json | FileCheck %s --match-full-lines --check-prefix=SDIV-TRUNC2
; SDIV-TRUNC2: {"outcome":"return","value":"i8 -3"}
; RUN: %refinery exec %s --function sdiv --arg -128 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=SDIV-OVF
; SDIV-OVF: {"outcome":"ub","reason":"signed division overflow at %r in @sdiv"}
; RUN: %refinery exec %s --function sdiv --arg -127 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=SDIV-NOOVF
; SDIV-NOOVF: {"outcome":"return","value":"i8 127"}
; RUN: %refinery exec %s --function sdiv --arg -128 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SDIV-MIN1
; SDIV-MIN1: {"outcome":"return","value":"i8 -128"}
; RUN: %refinery exec %s --function sdiv --arg poison --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=SDIV-POVF
; SDIV-POVF: {"outcome":"ub","reason":"signed division overflow at %r in @sdiv"}
; RUN: %refinery exec %s --function sdiv --arg poison --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=SDIV-PDIVIDEND
; SDIV-PDIVIDEND: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function sdiv --arg 5 --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=SDIV-ZERO
; SDIV-ZERO: {"outcome":"ub","reason":"division by zero at %r in @sdiv"}
; RUN: %refinery exec %s --function sdiv --arg -128 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=SDIV-PDIVISOR
; SDIV-PDIVISOR: {"outcome":"ub","reason":"division by poison at %r in @sdiv"}
; RUN: %refinery exec %s --function sdiv_exact --arg -6 --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=SDIVX-OK
; SDIVX-OK: {"outcome":"return","value":"i8 -2"}
; RUN: %refinery exec %s --function sdiv_exact --arg -7 --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=SDIVX-INEXACT
; SDIVX-INEXACT: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function sdiv_exact --arg -128 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=SDIVX-OVF
; SDIVX-OVF: {"outcome":"ub","reason":"signed division overflow at %r in @sdiv_exact"}

define i8 @sdiv(i8 %a, i8 %b) {
  %r = sdiv i8 %a, %b
  ret i8 %r
}
define i8 @sdiv_exact(i8 %a, i8 %b) {
  %r = sdiv exact i8 %a, %b
  ret i8 %r
}

; --- urem / srem ---
; RUN: %refinery exec %s --function urem --arg -1 --arg 10 --json | FileCheck %s --match-full-lines --check-prefix=UREM
; UREM: {"outcome":"return","value":"i8 5"}
; RUN: %refinery exec %s --function urem --arg 3 --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=UREM-ZERO
; UREM-ZERO: {"outcome":"ub","reason":"division by zero at %r in @urem"}
; RUN: %refinery exec %s --function urem --arg 3 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=UREM-PDIVISOR
; UREM-PDIVISOR: {"outcome":"ub","reason":"division by poison at %r in @urem"}
; RUN: %refinery exec %s --function srem --arg -7 --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=SREM-NEG
; SREM-NEG: {"outcome":"return","value":"i8 -1"}
; RUN: %refinery exec %s --function srem --arg 7 --arg -2 --json | FileCheck %s --match-full-lines --check-prefix=SREM-POS
; SREM-POS: {"outcome":"return","value":"i8 1"}
; RUN: %refinery exec %s --function srem --arg -128 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=SREM-OVF
; SREM-OVF: {"outcome":"ub","reason":"signed division overflow at %r in @srem"}
; RUN: %refinery exec %s --function srem --arg poison --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=SREM-POVF
; SREM-POVF: {"outcome":"ub","reason":"signed division overflow at %r in @srem"}
; RUN: %refinery exec %s --function srem --arg 9 --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=SREM-ZERO
; SREM-ZERO: {"outcome":"ub","reason":"division by zero at %r in @srem"}

define i8 @urem(i8 %a, i8 %b) {
  %r = urem i8 %a, %b
  ret i8 %r
}
define i8 @srem(i8 %a, i8 %b) {
  %r = srem i8 %a, %b
  ret i8 %r
}

; --- i1: true is both INT_MIN and -1, so sdiv/srem true, true overflow ---
; RUN: %refinery exec %s --function udiv_i1 --arg true --arg true --json | FileCheck %s --match-full-lines --check-prefix=UDIVI1
; UDIVI1: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function sdiv_i1 --arg true --arg true --json | FileCheck %s --match-full-lines --check-prefix=SDIVI1-OVF
; SDIVI1-OVF: {"outcome":"ub","reason":"signed division overflow at %r in @sdiv_i1"}
; RUN: %refinery exec %s --function sdiv_i1 --arg false --arg true --json | FileCheck %s --match-full-lines --check-prefix=SDIVI1-OK
; SDIVI1-OK: {"outcome":"return","value":"i1 false"}
; RUN: %refinery exec %s --function srem_i1 --arg true --arg true --json | FileCheck %s --match-full-lines --check-prefix=SREMI1-OVF
; SREMI1-OVF: {"outcome":"ub","reason":"signed division overflow at %r in @srem_i1"}

define i1 @udiv_i1(i1 %a, i1 %b) {
  %r = udiv i1 %a, %b
  ret i1 %r
}
define i1 @sdiv_i1(i1 %a, i1 %b) {
  %r = sdiv i1 %a, %b
  ret i1 %r
}
define i1 @srem_i1(i1 %a, i1 %b) {
  %r = srem i1 %a, %b
  ret i1 %r
}

; --- wide and odd widths ---
; RUN: %refinery exec %s --function sdiv_i128 --arg -170141183460469231731687303715884105728 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=SDIVI128-OVF
; SDIVI128-OVF: {"outcome":"ub","reason":"signed division overflow at %r in @sdiv_i128"}
; RUN: %refinery exec %s --function udiv_i128 --arg 170141183460469231731687303715884105728 --arg 18446744073709551616 --json | FileCheck %s --match-full-lines --check-prefix=UDIVI128
; UDIVI128: {"outcome":"return","value":"i128 9223372036854775808"}
; RUN: %refinery exec %s --function srem_i33 --arg -4294967296 --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=SREMI33
; SREMI33: {"outcome":"return","value":"i33 -1"}

define i128 @sdiv_i128(i128 %a, i128 %b) {
  %r = sdiv i128 %a, %b
  ret i128 %r
}
define i128 @udiv_i128(i128 %a, i128 %b) {
  %r = udiv i128 %a, %b
  ret i128 %r
}
define i33 @srem_i33(i33 %a, i33 %b) {
  %r = srem i33 %a, %b
  ret i33 %r
}

; --- vectors: any zero element of the divisor is UB ---
; RUN: %refinery exec %s --function udiv_v2 --arg '<i8 10, i8 20>' --arg '<i8 2, i8 0>' --json | FileCheck %s --match-full-lines --check-prefix=UDIVV2-ZERO
; UDIVV2-ZERO: {"outcome":"ub","reason":"division by zero at %r in @udiv_v2"}
; RUN: %refinery exec %s --function udiv_v2 --arg '<i8 poison, i8 9>' --arg '<i8 3, i8 3>' --json | FileCheck %s --match-full-lines --check-prefix=UDIVV2-PLANE
; UDIVV2-PLANE: {"outcome":"return","value":"<2 x i8> <i8 poison, i8 3>"}
; RUN: %refinery exec %s --function sdiv_v2 --arg '<i8 1, i8 -128>' --arg '<i8 -1, i8 -1>' --json | FileCheck %s --match-full-lines --check-prefix=SDIVV2-OVF
; SDIVV2-OVF: {"outcome":"ub","reason":"signed division overflow at %r in @sdiv_v2"}

define <2 x i8> @udiv_v2(<2 x i8> %a, <2 x i8> %b) {
  %r = udiv <2 x i8> %a, %b
  ret <2 x i8> %r
}
define <2 x i8> @sdiv_v2(<2 x i8> %a, <2 x i8> %b) {
  %r = sdiv <2 x i8> %a, %b
  ret <2 x i8> %r
}
