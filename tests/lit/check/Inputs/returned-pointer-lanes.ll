; Input of check/unknown-callee-returned.ll: a `returned` <2 x ptr> for a
; <4 x ptr> result. The verifier accepts the pair, the LangRef does not (no
; valid bitcast); InstCombine then makes invalid IR of it, so the soundness
; sweep leaves this file out.
define <4 x i1> @src_ptrs(<2 x ptr> %a) {
  %x = call <4 x ptr> @pass.ptrs(<2 x ptr> %a)
  %c = icmp eq <4 x ptr> %x, zeroinitializer
  ret <4 x i1> %c
}
define <4 x i1> @tgt_ptrs(<2 x ptr> %a) {
  %x = call <4 x ptr> @pass.ptrs(<2 x ptr> %a)
  %c = icmp eq <4 x ptr> zeroinitializer, %x
  ret <4 x i1> %c
}

declare <4 x ptr> @pass.ptrs(<2 x ptr> returned)
