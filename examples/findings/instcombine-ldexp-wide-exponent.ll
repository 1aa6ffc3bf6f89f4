; A miscompilation in LLVM 22.1.8 (found by a review of Refinery's
; llvm.ldexp semantics, a sweep of constant calls through instcombine):
; constant folding of llvm.ldexp truncates an exponent wider than `int` to
; `int` before APFloat::scalbn. LangRef "'llvm.ldexp.*' Intrinsic": the
; result is the first operand times 2 to the power of the second; "If the
; result overflows, the result is an infinity with the same sign". For
; 2^40 the source's result is +inf; InstCombine folds the call to 1.0
; (2^40 truncates to 0). Fixed upstream after 22 by llvm-project#199309
; ("[ConstantFolding] Handle large exponents in ldexp", which clamps the
; exponent). Natively both sides print 0x1p+0: x86 lowering truncates the
; exponent of the ldexpf libcall the same way, so only the LangRef argument
; tells them apart.
;
;   refinery check instcombine-ldexp-wide-exponent.ll --passes=instcombine
;   violation (value-mismatch): src returns +inf, tgt 1.0
define float @src() {
  %r = call float @llvm.ldexp.f32.i64(float 1.0, i64 1099511627776)
  ret float %r
}
