; A miscompilation in LLVM 22.1.8 (met by a 50,000-case default<O2>
; campaign, seed 11, on a generated program; reduced with `refinery reduce`,
; culprit instcombine): InstCombine folds fshl(0, X, C) for a constant
; vector C into lshr X, (BW - C) lane by lane, also for a lane whose amount
; is a multiple of the width. There fshl(0, X, 0) is 0 (LangRef
; "'llvm.fshl.*' Intrinsic": the shift amount is taken modulo the width and
; the result is the most significant bits of the concatenation 0:X shifted
; left by 0, i.e. 0), while lshr X, 8 on i8 is poison (LangRef "'lshr'
; Instruction": a shift amount equal to or larger than the bit width gives
; poison). Natively x86 shifts by 8 to 0, so the poison does not show; the
; LangRef argument above is the confirmation. Reported and fixed upstream
; after 22: llvm-project#210605 (fixed by llvm-project#210606), the fshl
; twin of llvm-project#89338 (fshr, fixed earlier).
;
;   refinery check instcombine-fshl-zero-lane.ll --passes=instcombine
;   violation (tgt-poison): src <i8 0, i8 0>, tgt lane 1 poison
define <2 x i8> @src(<2 x i8> %x) {
  %r = call <2 x i8> @llvm.fshl.v2i8(<2 x i8> zeroinitializer, <2 x i8> %x, <2 x i8> <i8 1, i8 8>)
  ret <2 x i8> %r
}
