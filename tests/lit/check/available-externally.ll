; An available_externally function is equivalent to its definition outside
; the module (LangRef "Linkage Types"). elim-avail-extern turns it into a
; declaration; a call of that declaration is not modelled as an unknown
; function (whose results would differ from the body's): unsupported, so
; the pair is inconclusive rather than a false event-mismatch.

; RUN: %refinery check %s --passes elim-avail-extern --json | FileCheck %s
; CHECK: {"verdict":"inconclusive","passes":"opt -passes='elim-avail-extern'","functions":[{"name":"f","verdict":"inconclusive",{{.*}}"reason":"the target uses something unsupported: call to @h, which the other module defines available_externally at %r in @f",

define available_externally i32 @h(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @f(i32 %x) {
  %r = call i32 @h(i32 %x)
  ret i32 %r
}
