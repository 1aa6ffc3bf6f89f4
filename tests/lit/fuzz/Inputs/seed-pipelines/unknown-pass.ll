; A seed whose RUN line names a pass LLVM 22 does not have: counted, skipped
; with --seed-pipelines.
; RUN: opt < %s -passes=no-such-pass -S
define i32 @f(i32 %x) {
  ret i32 %x
}
