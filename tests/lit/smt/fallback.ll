; Outside the encoded fragment (loops when unrolling is off, noalias
; pointer arguments) the solver says so and the concrete checker decides.

; RUN: %refinery check %s --smt --smt-unroll 0 --function src_loop | FileCheck %s --check-prefix=LOOP
; LOOP: @src_loop: no-violation after 200 input(s)
; LOOP-NEXT: smt: outside-fragment: source: a loop; the concrete checker decides
; RUN: %refinery check %s --smt --smt-unroll 0 --function src_loop --json | FileCheck %s --check-prefix=LOOP-JSON
; LOOP-JSON: "verdict":"no-violation","inputs_tried":200,"inputs_src_ub":0,"smt":"outside-fragment","smt_detail":"source: a loop"

; A loop whose target is wrong: still found, by the concrete checker.
; RUN: not %refinery check %s --smt --smt-unroll 0 --function src_loop_bad --json | FileCheck %s --check-prefix=LOOP-BAD
; LOOP-BAD: {"verdict":"violation","functions":[{"name":"src_loop_bad","verdict":"violation","kind":"value-mismatch",{{.*}}"smt":"outside-fragment"

; RUN: %refinery check %s --smt --function src_mem --json | FileCheck %s --check-prefix=MEM
; MEM: "smt":"outside-fragment","smt_detail":"source: parameter attribute noalias"


define i32 @src_loop(i32 %n) {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %j, %l ]
  %j = add i32 %i, 1
  %c = icmp ult i32 %j, 4
  br i1 %c, label %l, label %e
e:
  ret i32 %j
}
define i32 @tgt_loop(i32 %n) {
  ret i32 4
}

define i32 @src_loop_bad(i32 %n) {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %j, %l ]
  %j = add i32 %i, 1
  %c = icmp ult i32 %j, 4
  br i1 %c, label %l, label %e
e:
  ret i32 %j
}
define i32 @tgt_loop_bad(i32 %n) {
  ret i32 5
}

define i8 @src_mem(ptr noalias %p) {
  %v = load i8, ptr %p
  ret i8 %v
}
define i8 @tgt_mem(ptr noalias %p) {
  %v = load i8, ptr %p
  ret i8 %v
}
