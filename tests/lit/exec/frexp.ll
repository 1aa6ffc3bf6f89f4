; llvm.frexp (LangRef "'llvm.frexp.*' Intrinsic"): the mantissa in
; [0.5, 1) in magnitude and the exponent; a zero keeps its sign with
; exponent 0; an infinity or a NaN gives itself (a NaN by the NaN rules)
; and an unspecified exponent (a choice: `refinery exec` chooses 0).

; RUN: %refinery exec %s --function frexp_f64 --arg 8.0 --json | FileCheck %s --match-full-lines --check-prefix=EIGHT
; EIGHT: {"outcome":"return","value":"{ double, i32 } { double 5.000000e-01, i32 4 }"}
; RUN: %refinery exec %s --function frexp_f64 --arg -0.75 --json | FileCheck %s --match-full-lines --check-prefix=FRACTION
; FRACTION: {"outcome":"return","value":"{ double, i32 } { double -7.500000e-01, i32 0 }"}
; RUN: %refinery exec %s --function frexp_f64 --arg -0.0 --json | FileCheck %s --match-full-lines --check-prefix=NEGZERO
; NEGZERO: {"outcome":"return","value":"{ double, i32 } { double -0.000000e+00, i32 0 }"}
; RUN: %refinery exec %s --function frexp_f64 --arg 0x7FF0000000000000 --json | FileCheck %s --match-full-lines --check-prefix=INF
; INF: {"outcome":"return","value":"{ double, i32 } { double 0x7FF0000000000000, i32 0 }","nondeterministic":true}
; RUN: %refinery exec %s --function frexp_f64 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=POISON
; POISON: {"outcome":"return","value":"{ double, i32 } poison"}
; RUN: %refinery exec %s --function frexp_v2f32 --arg "<float 3.0, float 0x36A0000000000000>" --json | FileCheck %s --match-full-lines --check-prefix=VEC
; VEC: {"outcome":"return","value":"{ <2 x float>, <2 x i32> } { <2 x float> <float 7.500000e-01, float 5.000000e-01>, <2 x i32> <i32 2, i32 -148> }"}

define { double, i32 } @frexp_f64(double %x) {
  %r = call { double, i32 } @llvm.frexp.f64.i32(double %x)
  ret { double, i32 } %r
}
define { <2 x float>, <2 x i32> } @frexp_v2f32(<2 x float> %x) {
  %r = call { <2 x float>, <2 x i32> } @llvm.frexp.v2f32.v2i32(<2 x float> %x)
  ret { <2 x float>, <2 x i32> } %r
}
declare { double, i32 } @llvm.frexp.f64.i32(double)
declare { <2 x float>, <2 x i32> } @llvm.frexp.v2f32.v2i32(<2 x float>)
