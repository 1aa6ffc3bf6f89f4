; An optimizer crash (invalid IR) in LLVM 22.1.8 and opt-19 (not opt-15)
; found by `refinery fuzz` (default<O2>, seed 6, a generated module; SROA
; had produced the constant): InstCombine folds
;   bitcast (<3 x i32> <i32 0, i32 undef, i32 undef>) to <4 x i24>
; into a <3 x i24> constant, so the `add` gets operands of two different
; types and the verifier rejects the module ("Both operands to a binary
; operator are not of the same type!"; in the campaign the user was a
; llvm.ucmp call: "Call parameter type does not match function signature!").
;
;
; Upstream: llvm-project#179626 (open) reports the same folding, which keeps
; the source's element count. A default<O2> campaign (seed 77) met it in
; IPSCCP too: bitcast (<2 x i48> <i48 1, i48 1>) to <3 x i32> becomes
; <2 x i32> splat (i32 1) (opt-15 to opt-22).
;
;   opt-22 -passes=instcombine instcombine-bitcast-vector-width.ll
;   refinery check instcombine-bitcast-vector-width.ll --passes=instcombine
;   (error: the optimized module is not valid IR after pass instcombine on @f)
define <4 x i24> @f(<4 x i24> %a) {
  %v = insertelement <3 x i32> undef, i32 0, i32 0
  %b = bitcast <3 x i32> %v to <4 x i24>
  %c = add <4 x i24> %a, %b
  ret <4 x i24> %c
}
