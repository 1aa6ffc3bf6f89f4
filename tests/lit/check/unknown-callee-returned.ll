; A `returned` parameter is what an unknown function returns; where the
; types differ, "the parameter and the function return type must be valid
; operands for the bitcast instruction" (LangRef "Parameter Attributes"):
; the result is the argument bitcast. (Found by a campaign on LLVM's
; InstSimplify/returned.ll: the model returned the <2 x i32> argument as
; the <8 x i8> result unchanged, two lanes for eight.)

; --- right: the call, kept as it is.
; RUN: %refinery check %s --function src_same --json | FileCheck %s --check-prefix=SAME
; SAME: {"verdict":"no-violation","functions":[{"name":"src_same","verdict":"no-violation",
define <8 x i1> @src_same(<2 x i32> %a) {
  %x = call <8 x i8> @pass(<2 x i32> %a)
  %c = icmp ne <8 x i8> zeroinitializer, %x
  ret <8 x i1> %c
}
define <8 x i1> @tgt_same(<2 x i32> %a) {
  %x = call <8 x i8> @pass(<2 x i32> %a)
  %c = icmp ne <8 x i8> %x, zeroinitializer
  ret <8 x i1> %c
}

; --- right: the result is the bitcast argument (InstSimplify's fold).
; RUN: %refinery check %s --function src_fold --json | FileCheck %s --check-prefix=FOLD
; FOLD: {"verdict":"no-violation","functions":[{"name":"src_fold","verdict":"no-violation",
define <8 x i8> @src_fold(<2 x i32> %a) {
  %x = call <8 x i8> @pass(<2 x i32> %a)
  ret <8 x i8> %x
}
define <8 x i8> @tgt_fold(<2 x i32> %a) {
  %x = call <8 x i8> @pass(<2 x i32> %a)
  %b = bitcast <2 x i32> %a to <8 x i8>
  ret <8 x i8> %b
}

; --- wrong: a bitcast of another value.
; RUN: not %refinery check %s --function src_other --json | FileCheck %s --check-prefix=OTHER
; OTHER: {"verdict":"violation","functions":[{"name":"src_other","verdict":"violation","kind":"value-mismatch",
define <8 x i8> @src_other(<2 x i32> %a) {
  %x = call <8 x i8> @pass(<2 x i32> %a)
  ret <8 x i8> %x
}
define <8 x i8> @tgt_other(<2 x i32> %a) {
  %x = call <8 x i8> @pass(<2 x i32> %a)
  %s = shl <2 x i32> %a, splat (i32 8)
  %b = bitcast <2 x i32> %s to <8 x i8>
  ret <8 x i8> %b
}

; --- not decided: pointer vectors of other lane counts pass the verifier
; (pointers sized 0 bits) but are no bitcast of each other: unsupported, not
; a crash (Inputs/returned-pointer-lanes.ll; outside the soundness sweep,
; since by the LangRef the module is not valid).
; RUN: %refinery check %S/Inputs/returned-pointer-lanes.ll --function src_ptrs --json | FileCheck %s --check-prefix=PTRS
; PTRS: {"verdict":"inconclusive",{{.*}}a `returned` argument whose type the result's is not a bitcast of

declare <8 x i8> @pass(<2 x i32> returned)
