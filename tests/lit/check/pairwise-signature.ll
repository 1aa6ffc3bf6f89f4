; Pairwise mode (@src and @tgt in one file): a @tgt whose signature differs
; from its @src has nothing to compare; that pair is inconclusive, as with
; --tgt, and the other pairs are checked (Alive2's sub-is-not has such a
; pair among wrong ones).

; RUN: %refinery check %s | FileCheck %s
; CHECK: @src: inconclusive after 0 input(s)
; CHECK-NEXT: inconclusive: the target has another signature: i64 (i64) instead of i32 (i32) (1 input(s))
; CHECK: verdict: inconclusive

; Every pair is looked at, not only the first.
; RUN: not %refinery check %S/Inputs/pairwise-signature-2.ll --json | FileCheck %s --check-prefix=SECOND
; SECOND: {"verdict":"violation","functions":[{"name":"src_a","verdict":"violation",
; SECOND-SAME: {"name":"src_b","verdict":"inconclusive",{{.*}}"reasons":[{"reason":"the target has another signature: <2 x i8> (<2 x i8>) instead of <2 x i8> (<2 x i8>, i1)","inputs":1}]
; A pair not selected by --function does not matter.
; RUN: not %refinery check %S/Inputs/pairwise-signature-2.ll --function src_a | FileCheck %s --check-prefix=ONLY-A
; ONLY-A: @src_a: violation
; ONLY-A: verdict: violation

define i32 @src(i32 %x) {
  ret i32 %x
}

define i64 @tgt(i64 %x) {
  ret i64 %x
}
