; Source choices decided by branch outcome (docs/check.md "Source
; nondeterminism"): when exploring the values of a source choice (a frozen
; poison) is inconclusive, the source is explored again with the direction
; of every branch on a choice-dependent (but not poison-dependent) condition
; decided directly (and the arm of every select on such a condition). If no combination of directions explains the target and
; every run's behaviour depends on the choices only through those
; directions, no choice explains it: a violation. A combination that
; explains the target may be infeasible (no value gives those directions):
; then the verdict stays inconclusive, never no-violation.

; --- wrong: decided by outcome ---
; Issue 15's example: dropping the freeze in front of a branch. When the
; add overflows the target branches on poison (UB); the source returns 0 or
; 1 for every frozen value.
; RUN: not %refinery check %s --function src_drop_freeze_br | FileCheck %s --check-prefix=DROP
; DROP:      @src_drop_freeze_br: violation (tgt-ub) after 4 input(s)
; DROP-NEXT:   the target has undefined behaviour: branch on poison at 'br i1 %c, label %t, label %e' in @tgt_drop_freeze_br
; DROP-NEXT:   input: i32 -2147483648, i32 poison
; DROP-NEXT:   src:   return i32 0
; DROP-NEXT:   tgt:   ub: branch on poison at 'br i1 %c, label %t, label %e' in @tgt_drop_freeze_br
; DROP:      verdict: violation
; The SMT prover's counterexample is confirmed by the same decision.
; RUN: not %refinery check %s --smt --function src_drop_freeze_br --json | FileCheck %s --check-prefix=DROP-SMT
; DROP-SMT: {"verdict":"violation","functions":[{"name":"src_drop_freeze_br","verdict":"violation","kind":"tgt-ub","input":"i32 {{-?[0-9]+}}, i32 {{-?[0-9]+|poison}}",{{.*}}"smt":"violation"
;
; Three directions on one frozen value (two nested branches), the freeze
; dropped: every combination returns, the target is UB.
; RUN: not %refinery check %s --function src_nested_drop --json | FileCheck %s --check-prefix=NESTED-DROP
; NESTED-DROP: {"verdict":"violation","functions":[{"name":"src_nested_drop","verdict":"violation","kind":"tgt-ub","input":"i32 -2147483648, i32 poison","src":"return i32 0","tgt":"ub: branch on poison at 'br i1 %c, label %t, label %e' in @tgt_nested_drop",
; Two frozen values, two branches: the target returns 7 on overflow, which
; no combination of directions returns (0, 1, 2 or 3).
; RUN: not %refinery check %s --function src_two_freezes_bad --json | FileCheck %s --check-prefix=TWO-BAD
; TWO-BAD: {"verdict":"violation","functions":[{"name":"src_two_freezes_bad","verdict":"violation","kind":"value-mismatch","input":"i32 -2147483648, i32 poison","src":"return i32 0","tgt":"return i32 7",
; A path returns the frozen value itself: its bits depend on the choice,
; but the target's UB is explained by no defined source run.
; RUN: not %refinery check %s --function src_ret_frozen_tgt_ub --json | FileCheck %s --check-prefix=RET-FR-UB
; RET-FR-UB: {"verdict":"violation","functions":[{"name":"src_ret_frozen_tgt_ub","verdict":"violation","kind":"tgt-ub","input":"i32 -2147483648, i32 poison","src":"return i32 0",

; The same for a select: the target's select on poison returns poison,
; the source's arm is 1 or 0 whichever value was frozen.
; RUN: not %refinery check %s --function src_select_drop --json | FileCheck %s --check-prefix=SEL-DROP
; SEL-DROP: {"verdict":"violation","functions":[{"name":"src_select_drop","verdict":"violation","kind":"tgt-poison","input":"i32 -2147483648, i32 poison","src":"return i32 0","tgt":"return i32 poison",

; --- correct: never a violation ---
; (Targets that compute the overflow freeze the arguments first, so that
; they are correct for poison arguments too.)
; The freeze kept (an equivalent compare): no violation.
; RUN: %refinery check %s --function src_keep_freeze_br --json | FileCheck %s --check-prefix=KEEP
; KEEP: {"verdict":"no-violation","functions":[{"name":"src_keep_freeze_br","verdict":"no-violation",
; On overflow the target returns 1: the source's choice 1 does too.
; RUN: %refinery check %s --function src_pick_one --json | FileCheck %s --check-prefix=PICK
; PICK: {"verdict":"no-violation","functions":[{"name":"src_pick_one","verdict":"no-violation",
; Two frozen values: the target's 3 on overflow is what the directions
; (true, true) give, and values give them (phase 1 finds 1 and 1).
; RUN: %refinery check %s --function src_two_freezes_ok --json | FileCheck %s --check-prefix=TWO-OK
; TWO-OK: {"verdict":"no-violation","functions":[{"name":"src_two_freezes_ok","verdict":"no-violation",

; The freeze kept in front of the select.
; RUN: %refinery check %s --function src_select_keep --json | FileCheck %s --check-prefix=SEL-KEEP
; SEL-KEEP: {"verdict":"no-violation","functions":[{"name":"src_select_keep","verdict":"no-violation",
; A select whose condition is poison for some choices (as above): the
; source may return poison, so the target's 7 on overflow is allowed; its
; arm is never decided by outcome.
; RUN: %refinery check %s --function src_select_poison_cond --json | FileCheck %s --check-prefix=SEL-PCOND
; SEL-PCOND-NOT: "verdict":"violation"
; SEL-PCOND: {"verdict":"inconclusive","functions":[{"name":"src_select_poison_cond","verdict":"inconclusive",{{.*}}"reasons":[{"reason":"the source is nondeterministic

; --- open: inconclusive, neither violation nor no-violation ---
; Two branches on the same frozen value: the directions (true, true) mean
; f > 0 and f < 0, which no value gives, but they return the target's 2.
; The target is wrong, yet an outcome path explains it: inconclusive.
; RUN: %refinery check %s --function src_correlated --json | FileCheck %s --check-prefix=CORR
; CORR-NOT: "verdict":"violation"
; CORR: {"verdict":"inconclusive","functions":[{"name":"src_correlated","verdict":"inconclusive",{{.*}}"reasons":[{"reason":"the source is nondeterministic
; A condition whose poison-ness depends on the choice (poison when
; f & 12 == 8, which no explored value gives): the branch is UB for such a
; choice, which explains anything, so its direction is never decided by
; outcome. The pair is correct.
; RUN: %refinery check %s --function src_poison_cond --json | FileCheck %s --check-prefix=PCOND
; PCOND-NOT: "verdict":"violation"
; PCOND: {"verdict":"inconclusive","functions":[{"name":"src_poison_cond","verdict":"inconclusive",
; A path returns the frozen value, the target a value that one choice could
; give on it (here: no choice does, but the value is not decided).
; RUN: %refinery check %s --function src_ret_frozen_value --json | FileCheck %s --check-prefix=RET-FR-VAL
; RET-FR-VAL-NOT: "verdict":"violation"
; RET-FR-VAL: {"verdict":"inconclusive","functions":[{"name":"src_ret_frozen_value","verdict":"inconclusive",
; A loop whose exit depends on the frozen value: the directions are
; unbounded, the exploration incomplete.
; RUN: %refinery check %s --function src_loop_frozen --json | FileCheck %s --check-prefix=LOOP
; LOOP-NOT: "verdict":"violation"
; LOOP: {"verdict":"inconclusive","functions":[{"name":"src_loop_frozen","verdict":"inconclusive",

declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)

define i32 @src_drop_freeze_br(i32 %x, i32 %y) {
  %a = add nsw i32 %x, %y
  %f = freeze i32 %a
  %c = icmp sgt i32 %f, 0
  br i1 %c, label %t, label %e
t:
  ret i32 1
e:
  ret i32 0
}
define i32 @tgt_drop_freeze_br(i32 %x, i32 %y) {
  %a = add nsw i32 %x, %y
  %c = icmp sgt i32 %a, 0
  br i1 %c, label %t, label %e
t:
  ret i32 1
e:
  ret i32 0
}

define i32 @src_nested_drop(i32 %x, i32 %y) {
  %a = add nsw i32 %x, %y
  %f = freeze i32 %a
  %c = icmp sgt i32 %f, 0
  br i1 %c, label %t, label %e
t:
  %c2 = icmp sgt i32 %f, 100
  br i1 %c2, label %big, label %small
big:
  ret i32 2
small:
  ret i32 1
e:
  ret i32 0
}
define i32 @tgt_nested_drop(i32 %x, i32 %y) {
  %a = add nsw i32 %x, %y
  %c = icmp sgt i32 %a, 0
  br i1 %c, label %t, label %e
t:
  %c2 = icmp sgt i32 %a, 100
  br i1 %c2, label %big, label %small
big:
  ret i32 2
small:
  ret i32 1
e:
  ret i32 0
}

; Returns (f1 > 0) + 2 * (f2 > 0) through two branches.
define i32 @src_two_freezes_bad(i32 %x, i32 %y) {
  %a = add nsw i32 %x, %y
  %f1 = freeze i32 %a
  %f2 = freeze i32 %a
  %c1 = icmp sgt i32 %f1, 0
  br i1 %c1, label %t1, label %j
t1:
  br label %j
j:
  %lo = phi i32 [ 1, %t1 ], [ 0, %0 ]
  %c2 = icmp sgt i32 %f2, 0
  br i1 %c2, label %t2, label %e
t2:
  %r = add i32 %lo, 2
  ret i32 %r
e:
  ret i32 %lo
}
define i32 @tgt_two_freezes_bad(i32 %x, i32 %y) {
  %xf = freeze i32 %x
  %yf = freeze i32 %y
  %s = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %xf, i32 %yf)
  %a = extractvalue { i32, i1 } %s, 0
  %ov = extractvalue { i32, i1 } %s, 1
  %c = icmp sgt i32 %a, 0
  %r = select i1 %c, i32 3, i32 0
  %q = select i1 %ov, i32 7, i32 %r
  ret i32 %q
}

define i32 @src_ret_frozen_tgt_ub(i32 %x, i32 %y) {
  %a = add nsw i32 %x, %y
  %f = freeze i32 %a
  %c = icmp sgt i32 %f, 0
  br i1 %c, label %t, label %e
t:
  ret i32 %f
e:
  ret i32 0
}
define i32 @tgt_ret_frozen_tgt_ub(i32 %x, i32 %y) {
  %a = add nsw i32 %x, %y
  %c = icmp sgt i32 %a, 0
  br i1 %c, label %t, label %e
t:
  ret i32 %a
e:
  ret i32 0
}

define i32 @src_keep_freeze_br(i32 %x, i32 %y) {
  %a = add nsw i32 %x, %y
  %f = freeze i32 %a
  %c = icmp sgt i32 %f, 0
  br i1 %c, label %t, label %e
t:
  ret i32 1
e:
  ret i32 0
}
define i32 @tgt_keep_freeze_br(i32 %x, i32 %y) {
  %a = add nsw i32 %x, %y
  %f = freeze i32 %a
  %c = icmp sge i32 %f, 1
  br i1 %c, label %t, label %e
t:
  ret i32 1
e:
  ret i32 0
}

define i32 @src_pick_one(i32 %x, i32 %y) {
  %a = add nsw i32 %x, %y
  %f = freeze i32 %a
  %c = icmp sgt i32 %f, 0
  br i1 %c, label %t, label %e
t:
  ret i32 1
e:
  ret i32 0
}
define i32 @tgt_pick_one(i32 %x, i32 %y) {
  %xf = freeze i32 %x
  %yf = freeze i32 %y
  %s = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %xf, i32 %yf)
  %a = extractvalue { i32, i1 } %s, 0
  %ov = extractvalue { i32, i1 } %s, 1
  %c = icmp sgt i32 %a, 0
  %r = zext i1 %c to i32
  %q = select i1 %ov, i32 1, i32 %r
  ret i32 %q
}

define i32 @src_two_freezes_ok(i32 %x, i32 %y) {
  %a = add nsw i32 %x, %y
  %f1 = freeze i32 %a
  %f2 = freeze i32 %a
  %c1 = icmp sgt i32 %f1, 0
  br i1 %c1, label %t1, label %j
t1:
  br label %j
j:
  %lo = phi i32 [ 1, %t1 ], [ 0, %0 ]
  %c2 = icmp sgt i32 %f2, 0
  br i1 %c2, label %t2, label %e
t2:
  %r = add i32 %lo, 2
  ret i32 %r
e:
  ret i32 %lo
}
define i32 @tgt_two_freezes_ok(i32 %x, i32 %y) {
  %xf = freeze i32 %x
  %yf = freeze i32 %y
  %s = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %xf, i32 %yf)
  %a = extractvalue { i32, i1 } %s, 0
  %ov = extractvalue { i32, i1 } %s, 1
  %c = icmp sgt i32 %a, 0
  %r = select i1 %c, i32 3, i32 0
  %q = select i1 %ov, i32 3, i32 %r
  ret i32 %q
}

define i32 @src_correlated(i32 %x, i32 %y) {
  %a = add nsw i32 %x, %y
  %f = freeze i32 %a
  %c = icmp sgt i32 %f, 0
  br i1 %c, label %t, label %e
t:
  %c2 = icmp slt i32 %f, 0
  br i1 %c2, label %never, label %pos
never:
  ret i32 2
pos:
  ret i32 1
e:
  ret i32 0
}
define i32 @tgt_correlated(i32 %x, i32 %y) {
  %xf = freeze i32 %x
  %yf = freeze i32 %y
  %s = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %xf, i32 %yf)
  %a = extractvalue { i32, i1 } %s, 0
  %ov = extractvalue { i32, i1 } %s, 1
  %c = icmp sgt i32 %a, 0
  %r = zext i1 %c to i32
  %q = select i1 %ov, i32 2, i32 %r
  ret i32 %q
}

define i32 @src_poison_cond(i32 %x, i32 %y) {
  %a = add nsw i32 %x, %y
  %f = freeze i32 %a
  %m = and i32 %f, 12
  %k = xor i32 %m, 8
  %p = sub nuw i32 %k, 4
  %c = icmp ult i32 %p, 100
  br i1 %c, label %t, label %e
t:
  ret i32 1
e:
  ret i32 0
}
define i32 @tgt_poison_cond(i32 %x, i32 %y) {
  %xf = freeze i32 %x
  %yf = freeze i32 %y
  %s = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %xf, i32 %yf)
  %a = extractvalue { i32, i1 } %s, 0
  %ov = extractvalue { i32, i1 } %s, 1
  %m = and i32 %a, 12
  %k = xor i32 %m, 8
  %p = sub nuw i32 %k, 4
  %c = icmp ult i32 %p, 100
  %r = zext i1 %c to i32
  %q = select i1 %ov, i32 7, i32 %r
  ret i32 %q
}

define i32 @src_ret_frozen_value(i32 %x, i32 %y) {
  %a = add nsw i32 %x, %y
  %f = freeze i32 %a
  %c = icmp sgt i32 %f, 0
  br i1 %c, label %t, label %e
t:
  ret i32 %f
e:
  ret i32 0
}
define i32 @tgt_ret_frozen_value(i32 %x, i32 %y) {
  %xf = freeze i32 %x
  %yf = freeze i32 %y
  %s = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %xf, i32 %yf)
  %a = extractvalue { i32, i1 } %s, 0
  %ov = extractvalue { i32, i1 } %s, 1
  %c = icmp sgt i32 %a, 0
  %r = select i1 %c, i32 %a, i32 0
  %q = select i1 %ov, i32 -5, i32 %r
  ret i32 %q
}

define i32 @src_loop_frozen(i32 %x, i32 %y) {
entry:
  %a = add nsw i32 %x, %y
  %f = freeze i32 %a
  br label %loop
loop:
  %i = phi i32 [ %f, %entry ], [ %i.next, %loop ]
  %i.next = lshr i32 %i, 1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i32 1
}
define i32 @tgt_loop_frozen(i32 %x, i32 %y) {
  %xf = freeze i32 %x
  %yf = freeze i32 %y
  %s = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %xf, i32 %yf)
  %ov = extractvalue { i32, i1 } %s, 1
  %q = select i1 %ov, i32 7, i32 1
  ret i32 %q
}

define i32 @src_select_drop(i32 %x, i32 %y) {
  %a = add nsw i32 %x, %y
  %f = freeze i32 %a
  %c = icmp sgt i32 %f, 0
  %r = select i1 %c, i32 1, i32 0
  ret i32 %r
}
define i32 @tgt_select_drop(i32 %x, i32 %y) {
  %a = add nsw i32 %x, %y
  %c = icmp sgt i32 %a, 0
  %r = select i1 %c, i32 1, i32 0
  ret i32 %r
}

define i32 @src_select_keep(i32 %x, i32 %y) {
  %a = add nsw i32 %x, %y
  %f = freeze i32 %a
  %c = icmp sgt i32 %f, 0
  %r = select i1 %c, i32 1, i32 0
  ret i32 %r
}
define i32 @tgt_select_keep(i32 %x, i32 %y) {
  %a = add nsw i32 %x, %y
  %f = freeze i32 %a
  %c = icmp slt i32 %f, 1
  %r = select i1 %c, i32 0, i32 1
  ret i32 %r
}

define i32 @src_select_poison_cond(i32 %x, i32 %y) {
  %a = add nsw i32 %x, %y
  %f = freeze i32 %a
  %m = and i32 %f, 12
  %k = xor i32 %m, 8
  %p = sub nuw i32 %k, 4
  %c = icmp ult i32 %p, 100
  %r = select i1 %c, i32 1, i32 0
  ret i32 %r
}
define i32 @tgt_select_poison_cond(i32 %x, i32 %y) {
  %xf = freeze i32 %x
  %yf = freeze i32 %y
  %s = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %xf, i32 %yf)
  %a = extractvalue { i32, i1 } %s, 0
  %ov = extractvalue { i32, i1 } %s, 1
  %m = and i32 %a, 12
  %k = xor i32 %m, 8
  %p = sub nuw i32 %k, 4
  %c = icmp ult i32 %p, 100
  %r = zext i1 %c to i32
  %q = select i1 %ov, i32 7, i32 %r
  ret i32 %q
}
