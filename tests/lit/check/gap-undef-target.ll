; The UB manual ("Undef Values"): "mul i32 %v, 2" is even even if %v is
; undef, "add i32 %v, %v" is not, so mul -> add is wrong when %v may be
; undef. Here %u is loaded from undef bytes ("%X is undef", LangRef
; "Undefined Values"); the source returns an even i4, the target may
; return an odd one: a violation (value-mismatch).
;
; Known gap, so the test is marked as expected to fail: refinery resolves
; the undef at the load, so %u + %u is even in every target run and it
; reports no-violation. (In the source the same imprecision is made sound
; by never treating an undef choice as completely explored.) Remove the
; marker once registers computed from undef stay undef.
; XFAIL: *

; RUN: not %refinery check %s --json | FileCheck %s
; CHECK: {"verdict":"violation","functions":[{"name":"src","verdict":"violation","kind":"value-mismatch","input":"","src":"return i4 {{-?[0-9]*[02468]}}","tgt":"return i4 {{-?[0-9]*[13579]}}",

define i4 @src() {
  %r = mul i4 undef, 2
  ret i4 %r
}
define i4 @tgt() {
  %p = alloca i4
  store i4 undef, ptr %p
  %u = load i4, ptr %p
  %r = add i4 %u, %u
  ret i4 %r
}
