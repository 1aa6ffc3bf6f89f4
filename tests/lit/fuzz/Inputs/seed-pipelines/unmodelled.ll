; A seed whose only function the interpreter does not model (callbr):
; counted, skipped.
; RUN: opt < %s -passes=instcombine -S
define void @f() {
  callbr void asm "", "!i"() to label %a [label %b]
a:
  ret void
b:
  ret void
}
