; A seed LLVM 22 cannot parse (a syntax it does not have): counted, skipped.
; RUN: opt < %s -passes=instcombine -S
define void @f() {
  frobnicate void
}
