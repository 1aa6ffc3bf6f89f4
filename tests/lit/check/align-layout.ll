; Whether an `align 8` argument attribute holds for a pointer into an
; alloca only 4-aligned depends on where the alloca lies, which the layout
; does not fix (LangRef "Parameter Attributes": align; a misaligned value
; is poison, UB under noundef): a target that drops a dead alloca, moving
; the other, is no violation (a campaign's false alarm, found by a
; helper's triage).

; RUN: %refinery check %s --json | FileCheck %s
; CHECK: {"verdict":"inconclusive","functions":[{"name":"src","verdict":"inconclusive",

declare void @ext(ptr noundef)

define void @src() {
  %pad = alloca [32 x i8], align 16
  %b = alloca [16 x i8], align 4
  call void @ext(ptr align 8 %b)
  ret void
}
define void @tgt() {
  %b = alloca [16 x i8], align 4
  call void @ext(ptr align 8 %b)
  ret void
}
