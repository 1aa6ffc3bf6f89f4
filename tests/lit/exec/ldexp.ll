; llvm.ldexp (LangRef "'llvm.ldexp.*' Intrinsic"): x * 2^e rounded once;
; an underflow gives a zero and an overflow an infinity of x's sign; NaN
; and infinite x give themselves (a NaN by the NaN rules); nnan/ninf make
; a NaN or infinite operand or result poison. Exponents far beyond any
; format's range saturate.

; RUN: %refinery exec %s --function ldexp_f64 --arg 1.5 --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=SCALE
; SCALE: {"outcome":"return","value":"double 1.200000e+01"}
; RUN: %refinery exec %s --function ldexp_f64 --arg -3.0 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=DOWN
; DOWN: {"outcome":"return","value":"double -1.500000e+00"}
; RUN: %refinery exec %s --function ldexp_f64 --arg -1.0 --arg -5000 --json | FileCheck %s --match-full-lines --check-prefix=UNDER
; UNDER: {"outcome":"return","value":"double -0.000000e+00"}
; RUN: %refinery exec %s --function ldexp_f64 --arg 1.0 --arg 2147483647 --json | FileCheck %s --match-full-lines --check-prefix=OVER
; OVER: {"outcome":"return","value":"double 0x7FF0000000000000"}
; Rounding to nearest even: 0x1.8p-1074 (1.5 times the smallest subnormal
; after scaling) rounds to 2 times it.
; RUN: %refinery exec %s --function ldexp_f64 --arg 0x3FF8000000000000 --arg -1074 --json | FileCheck %s --match-full-lines --check-prefix=ROUND
; ROUND: {"outcome":"return","value":"double 9.881310e-324"}
; RUN: %refinery exec %s --function ldexp_f64 --arg 0x7FF0000000000000 --arg -3 --json | FileCheck %s --match-full-lines --check-prefix=INF
; INF: {"outcome":"return","value":"double 0x7FF0000000000000"}
; RUN: %refinery exec %s --function ldexp_ninf --arg 1.0 --arg 2000 --json | FileCheck %s --match-full-lines --check-prefix=NINF
; NINF: {"outcome":"return","value":"double poison"}
; RUN: %refinery exec %s --function ldexp_f64 --arg 1.0 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=POISON
; POISON: {"outcome":"return","value":"double poison"}
; RUN: %refinery exec %s --function ldexp_v2f16 --arg "<half 1.0, half 3.0>" --arg "<i32 4, i32 -30>" --json | FileCheck %s --match-full-lines --check-prefix=VEC
; VEC: {"outcome":"return","value":"<2 x half> <half 0xH4C00, half 0xH0000>"}

define double @ldexp_f64(double %x, i32 %e) {
  %r = call double @llvm.ldexp.f64.i32(double %x, i32 %e)
  ret double %r
}
define double @ldexp_ninf(double %x, i32 %e) {
  %r = call ninf double @llvm.ldexp.f64.i32(double %x, i32 %e)
  ret double %r
}
define <2 x half> @ldexp_v2f16(<2 x half> %x, <2 x i32> %e) {
  %r = call <2 x half> @llvm.ldexp.v2f16.v2i32(<2 x half> %x, <2 x i32> %e)
  ret <2 x half> %r
}
