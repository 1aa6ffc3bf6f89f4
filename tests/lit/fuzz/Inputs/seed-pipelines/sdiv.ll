; A seed of refinery fuzz --seed-pipelines (tests/lit/fuzz/seed-modes.test),
; written as LLVM's regression tests are: its RUN line names the pipeline
; (the test plugin's unsound sdiv X, 2 -> ashr X, 1).
; RUN: opt < %s -passes='function(refinery-unsound-sdiv)' -S | FileCheck %s

define i32 @half(i32 %x) {
  %d = sdiv i32 %x, 2
  ret i32 %d
}
