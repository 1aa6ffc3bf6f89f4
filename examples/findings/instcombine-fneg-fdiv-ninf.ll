; A miscompilation in LLVM 22.1.8, known upstream as a family: the fast-math
; flag propagation of InstCombine's fneg folds, llvm-project#189729 (ninf and
; nsz in foldFNegIntoConstant, fixed by PR #191653 after 22 branched). This
; fold is the sibling hoistFNegAboveFMulFDiv; no dedicated report was found
; (searched "fneg ninf fdiv instcombine"). InstCombine hoists a negation
; above a division,
;   fneg ninf (fdiv X, Y)  -->  fdiv ninf (fneg X), Y
; and gives the new fdiv the fneg's fast-math flags. The fneg's `ninf` only
; speaks about the fneg's own operand and result (the quotient); on the fdiv
; it also covers the divisor Y.
;
; LangRef ("Fast-Math Flags"): `ninf` -- "If an argument is +/-Inf, or the
; result would be +/-Inf, it produces a poison value instead." For X = 1.0,
; Y = +inf the source computes 1.0 / +inf = +0.0 and negates it: neither the
; fneg's argument (+0.0) nor its result (-0.0) is infinite, so the source
; returns -0.0. In the target the fdiv's argument Y is +inf, so the fdiv
; has `ninf` and an infinite argument: poison. The target is more poisonous
; than the source, not a refinement.
;
;   opt-22 -passes=instcombine -S instcombine-fneg-fdiv-ninf.ll
;   (%1 = fneg ninf float %x; %r = fdiv ninf float %1, %y)
;   refinery check instcombine-fneg-fdiv-ninf.ll --passes=instcombine
;   violation (tgt-poison) at float 1.0, float +inf: src returns -0.0,
;   tgt returns poison
;
; Natively: a caller `@caller(float %x)` returning `call float @src(float %x,
; float 0x7FF0000000000000)` is folded by opt-22 -passes='default<O2>' to
; `ret float poison` (@src is simplified first, then inlined with Y = +inf);
; compiled with clang-22 -O2 and called from C with X = 1.0 it returns 1
; (the register left over) where -O0 returns -0. (With the constant +inf
; written in @src itself the sibling fold of
; instcombine-fneg-fdiv-const-ninf.ll, llvm-project#189729, fires first.)
;
; Found how: not by a Refinery campaign; recorded from the upstream report
; family (issue 12) and confirmed with refinery check and natively.
define float @src(float %x, float %y) {
  %d = fdiv float %x, %y
  %r = fneg ninf float %d
  ret float %r
}
