; Fast-math allowances that are not enumerated make a difference
; inconclusive only in the functions a run of the source executes: the
; source itself and the definitions it calls directly (a function whose
; address is taken, or an indirect call, makes every definition count).

; --- wrong ---
; The module has an afn elsewhere (@src_afn_other); @src_nnan does not run
; it: copysign(x, copysign(y, z)) -> copysign(x, z) under nnan (LLVM issue
; 121432) gives the flagged call a NaN sign operand where the source gave
; it y: poison.
; RUN: not %refinery check %s --function src_nnan --json | FileCheck %s --check-prefix=NNAN
; NNAN: {"verdict":"violation","functions":[{"name":"src_nnan","verdict":"violation","kind":"tgt-poison",

; --- open ---
; The same difference where the source calls a function with afn.
; RUN: %refinery check %s --function src_calls_afn | FileCheck %s --check-prefix=CALLS
; CALLS: inconclusive: the source has fast-math flags that allow other results (afn allows approximations of unspecified accuracy): the target returns poison where the source does not
; An indirect call may run any definition (here one a global points to).
; RUN: %refinery check %s --function src_indirect | FileCheck %s --check-prefix=INDIRECT
; INDIRECT: inconclusive: the source has fast-math flags that allow other results (afn allows approximations of unspecified accuracy): the target returns poison where the source does not

declare float @llvm.copysign.f32(float, float)
declare float @llvm.sqrt.f32(float)

define float @src_nnan(float noundef %x, float noundef %y, float noundef %z) {
  %s = call float @llvm.copysign.f32(float %y, float %z)
  %r = call nnan float @llvm.copysign.f32(float %x, float %s)
  ret float %r
}
define float @tgt_nnan(float noundef %x, float noundef %y, float noundef %z) {
  %r = call nnan float @llvm.copysign.f32(float %x, float %z)
  ret float %r
}

define float @src_afn_other(float %x) {
  %r = call afn float @llvm.sqrt.f32(float %x)
  ret float %r
}
define float @tgt_afn_other(float %x) {
  %r = call afn float @llvm.sqrt.f32(float %x)
  ret float %r
}

define float @src_calls_afn(float noundef %x, float noundef %y, float noundef %z) {
  %s = call float @llvm.copysign.f32(float %y, float %z)
  %r = call nnan float @llvm.copysign.f32(float %x, float %s)
  %a = call float @src_afn_other(float 1.0)
  ret float %r
}
define float @tgt_calls_afn(float noundef %x, float noundef %y, float noundef %z) {
  %r = call nnan float @llvm.copysign.f32(float %x, float %z)
  ret float %r
}

@fp = global ptr @src_afn_other

define float @src_indirect(float noundef %x, float noundef %y, float noundef %z) {
  %s = call float @llvm.copysign.f32(float %y, float %z)
  %r = call nnan float @llvm.copysign.f32(float %x, float %s)
  %f = load ptr, ptr @fp
  %a = call float %f(float 1.0)
  ret float %r
}
define float @tgt_indirect(float noundef %x, float noundef %y, float noundef %z) {
  %r = call nnan float @llvm.copysign.f32(float %x, float %z)
  %f = load ptr, ptr @fp
  %a = call float %f(float 1.0)
  ret float %r
}
