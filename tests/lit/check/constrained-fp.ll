; Constrained FP intrinsics run in the rounding mode of the caller's
; environment, which the inputs vary (round to nearest, upward, downward,
; toward zero, to nearest away, in turn); a static mode other than the
; environment's is UB (LangRef "Constrained Floating-Point Intrinsics").

; --- wrong ---
; x - 0.0 rounded downward is -0.0 for x = +0.0, not x (Alive2's
; fp/fadd-fail).
; RUN: not %refinery check %s --function src_sub_zero_down --json | FileCheck %s --check-prefix=DOWN
; DOWN: {"verdict":"violation","functions":[{"name":"src_sub_zero_down","verdict":"violation","kind":"value-mismatch","input":"float 0.000000e+00, environment rounding round.downward","src":"return float -0.000000e+00","tgt":"return float 0.000000e+00",
; With "round.dynamic", 1 + 2^-24 is not 1 when the environment rounds
; ties away from zero (or upward); the target's fadd rounds as the default
; environment does.
; RUN: not %refinery check %s --function src_dynamic_tie --json | FileCheck %s --check-prefix=TIE
; TIE: {"verdict":"violation","functions":[{"name":"src_dynamic_tie","verdict":"violation","kind":"value-mismatch","input":"float 1.000000e+00, environment rounding round.tonearestaway",

; --- correct ---
; x - 0.0 rounded upward is x, -0.0 included (Alive2's fp/fadd).
; RUN: %refinery check %s --function src_sub_zero_up --json | FileCheck %s --check-prefix=UP
; UP: {"verdict":"no-violation","functions":[{"name":"src_sub_zero_up","verdict":"no-violation",
; Two static modes in one run: one is not the environment's, UB (Alive2's
; fp/fadd3).
; RUN: %refinery check %s --function src_two_modes --json | FileCheck %s --check-prefix=TWO
; TWO: {"verdict":"no-violation","functions":[{"name":"src_two_modes","verdict":"no-violation",

define float @src_sub_zero_down(float noundef %a) {
  %r = call float @llvm.experimental.constrained.fsub.f32(float %a, float 0.0, metadata !"round.downward", metadata !"fpexcept.strict")
  ret float %r
}
define float @tgt_sub_zero_down(float noundef %a) {
  ret float %a
}

define float @src_dynamic_tie(float noundef %a) {
  %r = call float @llvm.experimental.constrained.fadd.f32(float %a, float 0x3E70000000000000, metadata !"round.dynamic", metadata !"fpexcept.ignore")
  ret float %r
}
define float @tgt_dynamic_tie(float noundef %a) {
  %r = fadd float %a, 0x3E70000000000000
  ret float %r
}

define float @src_sub_zero_up(float %a) {
  %r = call float @llvm.experimental.constrained.fsub.f32(float %a, float 0.0, metadata !"round.upward", metadata !"fpexcept.strict")
  ret float %r
}
define float @tgt_sub_zero_up(float %a) {
  ret float %a
}

define float @src_two_modes(float %a) {
  %x = call float @llvm.experimental.constrained.fsub.f32(float %a, float 0.0, metadata !"round.upward", metadata !"fpexcept.ignore")
  %y = call float @llvm.experimental.constrained.fsub.f32(float %a, float 0.0, metadata !"round.downward", metadata !"fpexcept.ignore")
  %r = call float @llvm.experimental.constrained.fsub.f32(float %x, float %y, metadata !"round.dynamic", metadata !"fpexcept.ignore")
  ret float %r
}
define float @tgt_two_modes(float %a) {
  ret float poison
}

declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fsub.f32(float, float, metadata, metadata)
