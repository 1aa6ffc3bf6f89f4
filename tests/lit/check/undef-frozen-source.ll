; The source's exploration by outcome (oracle/Checker.cpp, exploreOutcomes)
; enumerates the directions of branches on frozen values. A value read
; from undef takes part as long as the source's taint keeps it marked
; undef wherever a choice could change it (known bits): a branch on such a
; value is UB (LangRef "Undefined Values"), and a freeze ends the undef
; (LangRef "'freeze' Instruction": one arbitrary, fixed value). Where the
; mark is lost (here: a conversion to float, which known bits do not
; follow) a branch on the value might be UB for real, so nothing is
; decided.

; --- wrong: the source freezes the uninitialized byte, the target not ---
; Alive2's attrs/noundefaggr: padding stored with an aggregate is undef.
; RUN: not %refinery check %s --function src_drop_freeze --json | FileCheck %s --check-prefix=DROP
; DROP: {"verdict":"violation","functions":[{"name":"src_drop_freeze","verdict":"violation","kind":"tgt-ub",{{.*}}"tgt":"ub: branch on undef
@g = global {i8, i32} undef
define i32 @src_drop_freeze({i8, i32} %s) {
  store {i8, i32} %s, ptr @g
  %p = getelementptr i8, ptr @g, i64 1
  %v = load i8, ptr %p
  %f = freeze i8 %v
  %c = icmp eq i8 %f, 0
  br i1 %c, label %a, label %b
a:
  ret i32 0
b:
  ret i32 1
}
define i32 @tgt_drop_freeze({i8, i32} %s) {
  store {i8, i32} %s, ptr @g
  %p = getelementptr i8, ptr @g, i64 1
  %v = load i8, ptr %p
  %c = icmp eq i8 %v, 0
  br i1 %c, label %a, label %b
a:
  ret i32 0
b:
  ret i32 1
}

; A value the frozen byte cannot explain: both directions return 0 or 1.
; RUN: not %refinery check %s --function src_frozen_two --json | FileCheck %s --check-prefix=TWO
; TWO: {"verdict":"violation","functions":[{"name":"src_frozen_two","verdict":"violation","kind":"value-mismatch",
define i32 @src_frozen_two() {
  %p = alloca i8
  %v = load i8, ptr %p
  %f = freeze i8 %v
  %c = icmp ult i8 %f, 10
  br i1 %c, label %a, label %b
a:
  ret i32 0
b:
  ret i32 1
}
define i32 @tgt_frozen_two() {
  ret i32 2
}

; --- correct or open: never a violation ---
; Each use of %v may see another value, so the two freezes may differ and
; the source may return 0 as well as 1.
; RUN: %refinery check %s --function src_two_freezes --json | FileCheck %s --check-prefix=TWO-FR
; TWO-FR: {"verdict":"{{no-violation|inconclusive}}","functions":[{"name":"src_two_freezes",
define i32 @src_two_freezes() {
  %p = alloca i8
  %v = load i8, ptr %p
  %a = freeze i8 %v
  %b = freeze i8 %v
  %c = icmp eq i8 %a, %b
  br i1 %c, label %t, label %e
t:
  ret i32 1
e:
  ret i32 0
}
define i32 @tgt_two_freezes() {
  ret i32 0
}

; The float of an undef is not followed by known bits: the branch on it
; may be a branch on undef (source UB), so the target's UB is not decided
; against it.
; RUN: %refinery check %s --function src_untracked --json | FileCheck %s --check-prefix=UNTRACKED
; UNTRACKED: {"verdict":"inconclusive","functions":[{"name":"src_untracked","verdict":"inconclusive",
define i32 @src_untracked() {
  %p = alloca i8
  %v = load i8, ptr %p
  %m = uitofp i8 %v to float
  %c = fcmp olt float %m, 10.0
  br i1 %c, label %a, label %b
a:
  ret i32 0
b:
  ret i32 1
}
define i32 @tgt_untracked() {
  unreachable
}

; An undef inside a constant expression: the evaluated value keeps no undef
; mark, so the run counts as untracked. The low half of the bitcast is
; undef, so %c is undef and the branch UB: every target refines the source.
; RUN: %refinery check %s --function src_const_expr --json | FileCheck %s --check-prefix=CEXPR
; CEXPR: {"verdict":"{{inconclusive|no-violation}}","functions":[{"name":"src_const_expr",
define i32 @src_const_expr() {
  %c = icmp eq i64 bitcast (<2 x float> <float undef, float 1.0> to i64), 4575657221408423936
  br i1 %c, label %a, label %b
a:
  ret i32 0
b:
  ret i32 1
}
define i32 @tgt_const_expr() {
  ret i32 2
}
