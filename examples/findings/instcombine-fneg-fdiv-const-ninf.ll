; A miscompilation in LLVM 22.1.8, known upstream: llvm-project#189729,
; fixed by PR #191653 ("[InstCombine] Fix FMF propagation in
; `foldFNegIntoConstant`") after 22 branched. InstCombine folds a negation
; into the constant divisor of a division,
;   fneg ninf (fdiv X, C)  -->  fdiv ninf X, -C
; and gives the new fdiv every fast-math flag of the fneg. The fneg's
; `ninf` only speaks about the fneg's own operand and result (the
; quotient); on the fdiv it also covers the divisor C, which may be
; infinite. (LLVM 22 already intersects `ninf`/`nsz` of both instructions
; in the sibling case -(C / X) --> (-C) / X; PR #191653 does the same for
; this one. The variable-divisor fold hoistFNegAboveFMulFDiv is
; instcombine-fneg-fdiv-ninf.ll.)
;
; LangRef ("Fast-Math Flags"): `ninf` -- "If an argument is +/-Inf, or the
; result would be +/-Inf, it produces a poison value instead." In @src, lane
; 1 divides X by +inf: for X = -1.0 the quotient is -0.0, neither the fneg's
; argument (-0.0) nor its result (+0.0) is infinite, so the source returns
; +0.0 in that lane (lane 0 is X / 2.0 negated). The target's fdiv has
; `ninf` and the argument -inf in lane 1: poison. In @scalar the divisor is
; +inf outright and the target's `fdiv ninf float %x, -inf` is folded on
; to `ret float poison`. The target is more poisonous than the source, not
; a refinement.
;
;   opt-22 -passes=instcombine -S instcombine-fneg-fdiv-const-ninf.ll
;   (%r = fdiv ninf <2 x float> %x, <float -2.0, float 0xFFF0000000000000>;
;    @scalar: ret float poison)
;   refinery check instcombine-fneg-fdiv-const-ninf.ll --passes=instcombine
;   violation (tgt-poison) in @src at <2 x float> <0.0, -1.0>: src returns
;   <-0.0, +0.0>, tgt <-0.0, poison>; in @scalar at 0.0: src -0.0, tgt poison
;
; Natively: @scalar compiled with clang-22 -O2 and called from C with
; X = 1.0 returns 1 (the argument register left over); at -O0 it returns -0.
;
; Found how: `refinery fuzz --seeds ../shared/known-bugs --passes
; 'default<O2>' --jobs 2 --seed 31` (issue 12; three findings on mutants of
; known-bugs/93769.ll, whose fmul constant the mutator replaced by
; infinities and whose fmul became an fdiv); reduced with refinery reduce
; (culprit instcombine), confirmed with opt-22 and natively.
define <2 x float> @src(<2 x float> %x) {
  %d = fdiv <2 x float> %x, <float 2.000000e+00, float 0x7FF0000000000000>
  %r = fneg ninf <2 x float> %d
  ret <2 x float> %r
}

define float @scalar(float %x) {
  %d = fdiv float %x, 0x7FF0000000000000
  %r = fneg ninf float %d
  ret float %r
}
