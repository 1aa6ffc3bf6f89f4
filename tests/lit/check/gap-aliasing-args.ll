; Store-to-load forwarding past a store through another pointer argument.
; Without noalias the two arguments may be the same pointer (LangRef
; "Pointer Aliasing Rules"), and then the load sees %w, not %v: wrong
; (value-mismatch for p == q and v != w).
;
; The input set passes aliasing pointer arguments (the second pointing into
; the first's buffer) for parameters without noalias, which finds it.

; RUN: not %refinery check %s --json | FileCheck %s
; CHECK: {"verdict":"violation","functions":[{"name":"src","verdict":"violation","kind":"value-mismatch",

define i8 @src(ptr %p, ptr %q, i8 %v, i8 %w) {
  store i8 %v, ptr %p
  store i8 %w, ptr %q
  %l = load i8, ptr %p
  ret i8 %l
}
define i8 @tgt(ptr %p, ptr %q, i8 %v, i8 %w) {
  store i8 %v, ptr %p
  store i8 %w, ptr %q
  ret i8 %v
}
