; A miscompilation in LLVM 22.1.8, known upstream: llvm-project#191338,
; fixed by PR #191822 ("[FunctionAttrs] Don't infer noundef when return has
; nofpclass") after 22 branched; llvm-project#200245 (open) reports a case
; the fix still misses. FunctionAttrs infers `noundef` for a return value
; it proves is never undef or poison (here `freeze %0`), but forgets that
; the function's own `nofpclass` return attribute turns a returned value of
; an excluded class into poison.
;
; LangRef ("Parameter Attributes"): `nofpclass` -- "If the value is a
; floating-point class indicated by the nofpclass test mask, a poison value
; is passed or returned instead." `noundef` -- "If the value representation
; contains any undefined or poison bits, the behavior is undefined." For
; %0 = -0.0 the freeze returns -0.0, which is in the excluded class `nzero`,
; so the source returns poison (a defined execution). With the inferred
; `noundef` the same return is immediate UB: the target is not a refinement.
;
;   opt-22 -passes=function-attrs -S functionattrs-noundef-nofpclass.ll
;   (define noundef nofpclass(ninf nzero nsub nnorm) float @f ...)
;   refinery check functionattrs-noundef-nofpclass.ll --passes=function-attrs
;   violation (tgt-ub) at float -0.0: src returns poison, tgt's noundef
;   return is poison
;
; Found how: not by a Refinery campaign; recorded from the upstream report
; (issue 12) and confirmed with refinery check and opt-22.
define nofpclass(ninf nzero nsub nnorm) float @f(float %0) {
  %r = freeze float %0
  ret float %r
}
