; Immediate undefined behaviour (LangRef "Poison Values", "'udiv'",
; "'sdiv'", "'br'", "'unreachable'", "'load'"; UB manual "Immediate UB").
; Source UB allows the target anything, so removing UB is correct; the
; target must not have UB on an input where the source has none (tgt-ub),
; e.g. a division or load speculated out of its guard.

; --- correct ---
; The target defines x / 0; the source is UB there (and for a poison
; divisor), so those inputs count in inputs_src_ub.
; RUN: %refinery check %s --function src_remove_div_ub --json | FileCheck %s --check-prefix=RM-DIV
; RM-DIV: {"verdict":"no-violation","functions":[{"name":"src_remove_div_ub","verdict":"no-violation","inputs_tried":{{[0-9]+}},"inputs_src_ub":{{[1-9][0-9]*}},
; 'unreachable' (and a branch on poison) in the source: anything goes.
; RUN: %refinery check %s --function src_remove_unreachable --json | FileCheck %s --check-prefix=RM-UNREACH
; RM-UNREACH: {"verdict":"no-violation","functions":[{"name":"src_remove_unreachable","verdict":"no-violation","inputs_tried":{{[0-9]+}},"inputs_src_ub":{{[1-9][0-9]*}},
; add nsw cannot trap: hoisting it above the branch is correct because the
; select does not propagate the poison of the arm it does not choose.
; RUN: %refinery check %s --function src_hoist_add --json | FileCheck %s --check-prefix=HOIST
; HOIST: {"verdict":"no-violation","functions":[{"name":"src_hoist_add","verdict":"no-violation",
; A load from a dereferenceable argument can be speculated.
; RUN: %refinery check %s --function src_hoist_deref_load --json | FileCheck %s --check-prefix=HOIST-LOAD
; HOIST-LOAD: {"verdict":"no-violation","functions":[{"name":"src_hoist_deref_load","verdict":"no-violation",

; --- wrong ---
; The UB manual's example: f(false, 0) returns 0 before and is UB after
; (a poison divisor is UB too).
; RUN: not %refinery check %s --function src_spec_div --json | FileCheck %s --check-prefix=SPEC-DIV
; SPEC-DIV: {"verdict":"violation","functions":[{"name":"src_spec_div","verdict":"violation","kind":"tgt-ub","input":"i1 false, i32 {{0|poison}}","src":"return i32 0","tgt":"ub: division by {{zero|poison}} at %div in @tgt_spec_div",
; A load hoisted above its null check: null is the only counterexample.
; RUN: not %refinery check %s --function src_spec_load --json | FileCheck %s --check-prefix=SPEC-LOAD
; SPEC-LOAD: {"verdict":"violation","functions":[{"name":"src_spec_load","verdict":"violation","kind":"tgt-ub","input":"ptr null","src":"return i32 0","tgt":"ub: load: null pointer dereference at %v in @tgt_spec_load",
; The guard against -1 removed: INT_MIN / -1 overflows ('sdiv': undefined
; behaviour); with a poison dividend the division is UB as well (poison
; used where some value is UB).
; RUN: not %refinery check %s --function src_sdiv_overflow --json | FileCheck %s --check-prefix=SDIV-OVF
; SDIV-OVF: {"verdict":"violation","functions":[{"name":"src_sdiv_overflow","verdict":"violation","kind":"tgt-ub","input":"i8 {{-128|poison}}, i8 -1","src":"return i8 {{-128|poison}}","tgt":"ub: signed division overflow at %q in @tgt_sdiv_overflow",
; A branch on an argument the source never looks at: UB when it is poison.
; RUN: not %refinery check %s --function src_br_poison --json | FileCheck %s --check-prefix=BR-POISON
; BR-POISON: {"verdict":"violation","functions":[{"name":"src_br_poison","verdict":"violation","kind":"tgt-ub","input":"i8 {{[^,]+}}, i1 poison","src":"return i8 {{.*}}","tgt":"ub: branch on poison at 'br i1 %c, label %a, label %b' in @tgt_br_poison",

; RUN: sh -c '%refinery check %s --json > /dev/null; test $? -eq 1'

define i8 @src_remove_div_ub(i8 %x, i8 %y) {
  %q = udiv i8 %x, %y
  ret i8 %q
}
define i8 @tgt_remove_div_ub(i8 %x, i8 %y) {
  %z = icmp eq i8 %y, 0
  %s = select i1 %z, i8 1, i8 %y
  %q = udiv i8 %x, %s
  ret i8 %q
}

define i8 @src_remove_unreachable(i1 %c) {
  br i1 %c, label %a, label %b
a:
  ret i8 1
b:
  unreachable
}
define i8 @tgt_remove_unreachable(i1 %c) {
  ret i8 1
}

define i8 @src_hoist_add(i1 %c, i8 %x, i8 %y) {
entry:
  br i1 %c, label %then, label %join
then:
  %a = add nsw i8 %x, %y
  br label %join
join:
  %r = phi i8 [ %a, %then ], [ 0, %entry ]
  ret i8 %r
}
define i8 @tgt_hoist_add(i1 %c, i8 %x, i8 %y) {
  %a = add nsw i8 %x, %y
  %r = select i1 %c, i8 %a, i8 0
  ret i8 %r
}

define i32 @src_hoist_deref_load(i1 %c, ptr dereferenceable(4) %p) {
entry:
  br i1 %c, label %then, label %join
then:
  %v = load i32, ptr %p, align 1
  br label %join
join:
  %r = phi i32 [ %v, %then ], [ 0, %entry ]
  ret i32 %r
}
define i32 @tgt_hoist_deref_load(i1 %c, ptr dereferenceable(4) %p) {
  %v = load i32, ptr %p, align 1
  %r = select i1 %c, i32 %v, i32 0
  ret i32 %r
}

define i32 @src_spec_div(i1 %c, i32 %v) {
entry:
  br i1 %c, label %then, label %join
then:
  %div = udiv i32 3, %v
  br label %join
join:
  %r = phi i32 [ %div, %then ], [ 0, %entry ]
  ret i32 %r
}
define i32 @tgt_spec_div(i1 %c, i32 %v) {
  %div = udiv i32 3, %v
  %r = select i1 %c, i32 %div, i32 0
  ret i32 %r
}

define i32 @src_spec_load(ptr %p) {
entry:
  %isnull = icmp eq ptr %p, null
  br i1 %isnull, label %join, label %then
then:
  %v = load i32, ptr %p
  br label %join
join:
  %r = phi i32 [ %v, %then ], [ 0, %entry ]
  ret i32 %r
}
define i32 @tgt_spec_load(ptr %p) {
  %isnull = icmp eq ptr %p, null
  %v = load i32, ptr %p
  %r = select i1 %isnull, i32 0, i32 %v
  ret i32 %r
}

define i8 @src_sdiv_overflow(i8 %x, i8 %y) {
  %ok = icmp ne i8 %y, -1
  br i1 %ok, label %div, label %neg
div:
  %q = sdiv i8 %x, %y
  ret i8 %q
neg:
  %n = sub i8 0, %x
  ret i8 %n
}
define i8 @tgt_sdiv_overflow(i8 %x, i8 %y) {
  %q = sdiv i8 %x, %y
  ret i8 %q
}

define i8 @src_br_poison(i8 %x, i1 %c) {
  %r = add i8 %x, 1
  ret i8 %r
}
define i8 @tgt_br_poison(i8 %x, i1 %c) {
  br i1 %c, label %a, label %b
a:
  %r = add i8 %x, 1
  ret i8 %r
b:
  %s = add i8 %x, 1
  ret i8 %s
}
