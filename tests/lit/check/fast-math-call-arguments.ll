; LangRef "Fast-Math Flags": under nnan, "if an argument is a nan, or the
; result would be a nan, it produces a poison value" (ninf likewise for an
; infinity). For a call that is its floating-point arguments too, whatever
; the callee returns.

; --- right: the call's result is poison for a NaN (an infinite) argument, so
; a target may return poison.
; RUN: %refinery check %s --function src_nan_arg --json | FileCheck %s --check-prefix=NAN
; NAN: {"verdict":"no-violation","functions":[{"name":"src_nan_arg","verdict":"no-violation",
define double @src_nan_arg() {
  %r = call nnan double @fd(double 0x7FF8000000000000)
  ret double %r
}
define double @tgt_nan_arg() {
  ret double poison
}
; RUN: %refinery check %s --function src_inf_arg --json | FileCheck %s --check-prefix=INF
; INF: {"verdict":"no-violation","functions":[{"name":"src_inf_arg","verdict":"no-violation",
define double @src_inf_arg() {
  %r = call ninf double @fd(double 0x7FF0000000000000)
  ret double %r
}
define double @tgt_inf_arg() {
  ret double poison
}

; --- right: the flags' poison comes before the return attributes, so a
; noundef call result that nnan makes poison is UB, and the freeze of it
; may go (what opt-22 -passes=instcombine does: LLVM takes a noundef
; result as never poison).
; RUN: %refinery check %s --function src_noundef --json | FileCheck %s --check-prefix=NOUNDEF
; NOUNDEF: {"verdict":"no-violation","functions":[{"name":"src_noundef","verdict":"no-violation","inputs_tried":{{[0-9]+}},"inputs_src_ub":{{[1-9][0-9]*}},
define double @src_noundef(double %x) {
  %r = call nnan noundef double @fd(double %x)
  %f = freeze double %r
  ret double %f
}
define double @tgt_noundef(double %x) {
  %r = call nnan noundef double @fd(double %x)
  ret double %r
}

; --- wrong: without the flag the result of a call with a NaN argument is a
; value.
; RUN: not %refinery check %s --function src_no_flag --json | FileCheck %s --check-prefix=NOFLAG
; NOFLAG: {"verdict":"violation","functions":[{"name":"src_no_flag","verdict":"violation","kind":"tgt-poison",
define double @src_no_flag() {
  %r = call double @fd(double 0x7FF8000000000000)
  ret double %r
}
define double @tgt_no_flag() {
  ret double poison
}

declare double @fd(double) memory(none) nounwind willreturn
