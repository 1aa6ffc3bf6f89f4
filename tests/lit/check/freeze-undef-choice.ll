; LangRef "'freeze' Instruction": freeze of undef or poison (scalar, lane
; or field) gives "an arbitrary, but fixed, value". A frozen undef
; constant is one choice of a frozen value, like a frozen poison, so the
; source's exploration enumerates it (an i1 has two) instead of giving up
; as it must on an undef read, whose uses may each see another value.

; --- wrong: every choice of the source differs from the target ---
; Both directions of the source return; the target is UB.
; RUN: not %refinery check %s --function src_ub --json | FileCheck %s --check-prefix=UB
; UB: {"verdict":"violation","functions":[{"name":"src_ub","verdict":"violation","kind":"tgt-ub",
define i8 @src_ub() {
  %f = freeze i1 undef
  br i1 %f, label %a, label %b
a:
  ret i8 0
b:
  ret i8 3
}
define i8 @tgt_ub() {
  unreachable
}

; The target drops the external call on the path that makes it.
; RUN: not %refinery check %s --function src_call --json | FileCheck %s --check-prefix=CALL
; CALL: {"verdict":"violation","functions":[{"name":"src_call","verdict":"violation",
define i1 @src_call() {
  %g = freeze i1 undef
  br i1 %g, label %c, label %e
c:
  call void @g()
  ret i1 true
e:
  ret i1 false
}
define i1 @tgt_call() {
  %g = freeze i1 undef
  br i1 %g, label %c, label %e
c:
  ret i1 true
e:
  ret i1 false
}
declare void @g()

; Lane 1 of the frozen vector is 1 under every choice: the target's 2
; differs, whatever lane 0 chose (the lane no choice touches decides).
; RUN: not %refinery check %s --function src_lane --json | FileCheck %s --check-prefix=LANE
; LANE: {"verdict":"violation","functions":[{"name":"src_lane","verdict":"violation","kind":"value-mismatch","input":"","src":"return <2 x i8> <i8 0, i8 1>","tgt":"return <2 x i8> <i8 7, i8 2>",
define <2 x i8> @src_lane() {
  %f = freeze <2 x i8> <i8 undef, i8 1>
  ret <2 x i8> %f
}
define <2 x i8> @tgt_lane() {
  ret <2 x i8> <i8 7, i8 2>
}

; --- correct: a choice explains the target ---
; RUN: %refinery check %s --function src_pick --json | FileCheck %s --check-prefix=PICK
; PICK: {"verdict":"no-violation","functions":[{"name":"src_pick","verdict":"no-violation",
define i8 @src_pick() {
  %f = freeze i1 undef
  br i1 %f, label %a, label %b
a:
  ret i8 0
b:
  ret i8 3
}
define i8 @tgt_pick() {
  ret i8 3
}

; The frozen lane 0 may be 7 (a candidate the target's return suggests).
; RUN: %refinery check %s --function src_lane_ok --json | FileCheck %s --check-prefix=LANE-OK
; LANE-OK: {"verdict":"no-violation","functions":[{"name":"src_lane_ok","verdict":"no-violation",
define <2 x i8> @src_lane_ok() {
  %f = freeze <2 x i8> <i8 undef, i8 1>
  ret <2 x i8> %f
}
define <2 x i8> @tgt_lane_ok() {
  ret <2 x i8> <i8 7, i8 1>
}

; InstCombine folds a frozen poison to a constant of its choosing.
; RUN: %refinery check %s --function src_fold --json | FileCheck %s --check-prefix=FOLD
; FOLD: {"verdict":"no-violation","functions":[{"name":"src_fold","verdict":"no-violation",
define i32 @src_fold() {
  %f = freeze i32 poison
  ret i32 %f
}
define i32 @tgt_fold() {
  ret i32 42
}

; A frozen struct with an undef field: the field may be anything, the
; other keeps its value.
; RUN: %refinery check %s --function src_field --json | FileCheck %s --check-prefix=FIELD
; FIELD: {"verdict":"no-violation","functions":[{"name":"src_field","verdict":"no-violation",
define {i8, i8} @src_field() {
  %f = freeze {i8, i8} {i8 undef, i8 5}
  ret {i8, i8} %f
}
define {i8, i8} @tgt_field() {
  ret {i8, i8} {i8 9, i8 5}
}
; RUN: not %refinery check %s --function src_field_bad --json | FileCheck %s --check-prefix=FIELD-BAD
; FIELD-BAD: {"verdict":"violation","functions":[{"name":"src_field_bad","verdict":"violation","kind":"value-mismatch",
define {i8, i8} @src_field_bad() {
  %f = freeze {i8, i8} {i8 undef, i8 5}
  ret {i8, i8} %f
}
define {i8, i8} @tgt_field_bad() {
  ret {i8, i8} {i8 9, i8 6}
}
