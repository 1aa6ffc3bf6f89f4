; A miscompilation by the letter of the LangRef of LLVM 22 (no native effect
; found), found by the soundness sweep (issue 12) on the project's own
; tests/lit/exec/memory-ub.ll (@restart, default<O2>): SROA (and mem2reg)
; delete the lifetime markers of an alloca and forward a store made before
; `llvm.lifetime.end` to a load after the next `llvm.lifetime.start`.
;
; LangRef: after `llvm.lifetime.start` "the stack object is marked as alive
; and has an uninitialized value", and (alloca) "loading from uninitialized
; memory produces an undefined value". So the source's load returns undef
; whatever %x is. The target returns %x; for %x = poison that is poison,
; which does not refine undef (undef may be refined to any value, never to
; poison). For %x not poison the target is a valid refinement.
;
;   refinery check sroa-lifetime-restart.ll --passes=sroa
;   violation (tgt-poison) at i32 poison: src returns undef (reported as
;   i32 0, nondeterministic), tgt returns poison
;   (mem2reg and default<O2> give the same; opt-22 -passes=sroa -S shows
;   `ret i32 %x`)
;
; Upstream: PR llvm-project#191909 ("[PromoteMemToReg] Insert store undef
; when removing lifetime markers", re-applied as #218935, after 22 branched)
; makes mem2reg (and so SROA) treat the markers as stores of undef, which
; removes this forwarding; it was framed as an optimization, no miscompile
; report was found.
define i32 @restart(i32 %x) {
  %p = alloca i32
  call void @llvm.lifetime.start.p0(ptr %p)
  store i32 %x, ptr %p
  call void @llvm.lifetime.end.p0(ptr %p)
  call void @llvm.lifetime.start.p0(ptr %p)
  %v = load i32, ptr %p
  ret i32 %v
}
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
