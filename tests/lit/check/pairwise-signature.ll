; Pairwise mode (@src and @tgt in one file): a @tgt whose signature differs
; from its @src is an error about the target, exit status 2.

; RUN: not %refinery check %s 2>&1 | FileCheck %s
; CHECK: error: @tgt has another signature than @src: i64 (i64) instead of i32 (i32)
; CHECK-NOT: optimized
; RUN: sh -c '%refinery check %s --json; echo exit=$?' 2>/dev/null | FileCheck %s --check-prefix=EXIT
; EXIT-NOT: verdict
; EXIT: exit=2

; Every pair is looked at, not only the first.
; RUN: not %refinery check %S/Inputs/pairwise-signature-2.ll 2>&1 | FileCheck %s --check-prefix=SECOND
; SECOND: error: @tgt_b has another signature than @src_b: <2 x i8> (<2 x i8>) instead of <2 x i8> (<2 x i8>, i1)
; A pair not selected by --function does not matter.
; RUN: %refinery check %S/Inputs/pairwise-signature-2.ll --function src_a | FileCheck %s --check-prefix=ONLY-A
; ONLY-A: @src_a: no-violation
; ONLY-A: verdict: no-violation

define i32 @src(i32 %x) {
  ret i32 %x
}

define i64 @tgt(i64 %x) {
  ret i64 %x
}
