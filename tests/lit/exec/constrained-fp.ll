; Constrained floating-point intrinsics (LangRef "Constrained
; Floating-Point Intrinsics"): fadd, fsub, fmul, fdiv, frem and fma round
; in the environment's rounding mode ("round.dynamic"); a static mode that
; is not the environment's is UB. `refinery exec` runs in the default
; environment, round to nearest (ties to even).

; 1 + 2^-24 is a tie between 1 and 1 + 2^-23: to nearest even, 1.
; RUN: %refinery exec %s --function add_dynamic --arg 0x3FF0000000000000 --json | FileCheck %s --match-full-lines --check-prefix=DYN
; DYN: {"outcome":"return","value":"float 1.000000e+00"}
; RUN: %refinery exec %s --function add_nearest --arg 0x3FF0000000000000 --json | FileCheck %s --match-full-lines --check-prefix=NEAREST
; NEAREST: {"outcome":"return","value":"float 1.000000e+00"}
; RUN: %refinery exec %s --function add_upward --arg 0x3FF0000000000000 --json | FileCheck %s --match-full-lines --check-prefix=UPWARD
; UPWARD: {"outcome":"ub","reason":"the rounding mode of a constrained intrinsic is not the environment's at %r in @add_upward"}
; RUN: %refinery exec %s --function fma_dynamic --arg 2.0 --arg 3.0 --arg 1.0 --json | FileCheck %s --match-full-lines --check-prefix=FMA
; FMA: {"outcome":"return","value":"double 7.000000e+00"}
; RUN: %refinery exec %s --function sqrt_dynamic --arg 4.0 --json | FileCheck %s --match-full-lines --check-prefix=SQRT
; SQRT: {"outcome":"unsupported","reason":"constrained intrinsic @llvm.experimental.constrained.sqrt.f64 at %r in @sqrt_dynamic"}

define float @add_dynamic(float %x) {
  %r = call float @llvm.experimental.constrained.fadd.f32(float %x, float 0x3E70000000000000, metadata !"round.dynamic", metadata !"fpexcept.ignore")
  ret float %r
}
define float @add_nearest(float %x) {
  %r = call float @llvm.experimental.constrained.fadd.f32(float %x, float 0x3E70000000000000, metadata !"round.tonearest", metadata !"fpexcept.strict")
  ret float %r
}
define float @add_upward(float %x) {
  %r = call float @llvm.experimental.constrained.fadd.f32(float %x, float 0x3E70000000000000, metadata !"round.upward", metadata !"fpexcept.ignore")
  ret float %r
}
define double @fma_dynamic(double %a, double %b, double %c) {
  %r = call double @llvm.experimental.constrained.fma.f64(double %a, double %b, double %c, metadata !"round.dynamic", metadata !"fpexcept.ignore")
  ret double %r
}
define double @sqrt_dynamic(double %a) {
  %r = call double @llvm.experimental.constrained.sqrt.f64(double %a, metadata !"round.dynamic", metadata !"fpexcept.ignore")
  ret double %r
}
declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata)
declare double @llvm.experimental.constrained.fma.f64(double, double, double, metadata, metadata)
declare double @llvm.experimental.constrained.sqrt.f64(double, metadata, metadata)
