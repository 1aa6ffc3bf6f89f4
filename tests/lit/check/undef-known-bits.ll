; Values computed from undef (LangRef "Undefined Values": each use of an
; undef, or of a register holding one, may see another value). In the
; source, a flagless integer operation on undef-only operands keeps what
; LLVM's KnownBits says of its result under every choice (undef-only
; taint): a target value that differs in a known bit differs under every
; choice; one that agrees may be what the source gives. A result whose
; bits are all known is no undef at all; one with a free bit is undef, so
; branching on it is UB.

; --- wrong ---
; select c, undef, y + 1 (nsw) > y: for c and y = INT_MAX no value of the
; undef is greater (Alive2's bugs/pr31633).
; RUN: not %refinery check %s --function src_select_sgt --json | FileCheck %s --check-prefix=SGT
; SGT: {"verdict":"violation","functions":[{"name":"src_select_sgt","verdict":"violation","kind":"value-mismatch","input":"i1 true, i32 2147483647","src":"return i1 false","tgt":"return i1 true",
; undef * 2 is even whatever the undef (the UB manual's example).
; RUN: not %refinery check %s --function src_mul_even --json | FileCheck %s --check-prefix=EVEN
; EVEN: {"verdict":"violation","functions":[{"name":"src_mul_even","verdict":"violation","kind":"value-mismatch","input":"","src":"return i4 {{-?[0-9]*[02468]}}","tgt":"return i4 1",
; undef urem 1 is 0.
; RUN: not %refinery check %s --function src_urem_one --json | FileCheck %s --check-prefix=UREM
; UREM: {"verdict":"violation","functions":[{"name":"src_urem_one","verdict":"violation","kind":"value-mismatch","input":"","src":"return i8 0","tgt":"return i8 1",
; undef & 0 is 0, no undef: the branch is defined and always taken.
; RUN: not %refinery check %s --function src_and_zero_branch --json | FileCheck %s --check-prefix=AND-ZERO
; AND-ZERO: {"verdict":"violation","functions":[{"name":"src_and_zero_branch","verdict":"violation","kind":"value-mismatch","input":"","src":"return i8 1","tgt":"return i8 2",
; A value loaded from uninitialized memory is never poison.
; RUN: not %refinery check %s --function src_uninit_poison --json | FileCheck %s --check-prefix=UNINIT-POISON
; UNINIT-POISON: {"verdict":"violation","functions":[{"name":"src_uninit_poison","verdict":"violation","kind":"tgt-poison",

; --- correct ---
; undef & 1 may be 1; undef | 1 may be -1 (LangRef "%A = or %X, undef
; Safe: %A = -1").
; RUN: %refinery check %s --function src_and_one --function src_or_one --json | FileCheck %s --check-prefix=MAY
; MAY: {"verdict":"no-violation","functions":[{"name":"src_and_one","verdict":"no-violation",{{.*}}{"name":"src_or_one","verdict":"no-violation",
; (undef & 1) == 0 is undef: the branch on it is UB, anything refines it
; (Alive2's undef/br-undef4).
; RUN: %refinery check %s --function src_branch_undef_bit --json | FileCheck %s --check-prefix=BRANCH
; BRANCH: {"verdict":"no-violation","functions":[{"name":"src_branch_undef_bit","verdict":"no-violation",
; v + v + 1 of an uninitialized v is any value (each use chooses).
; RUN: %refinery check %s --function src_uninit_twice --json | FileCheck %s --check-prefix=TWICE
; TWICE: {"verdict":"no-violation","functions":[{"name":"src_uninit_twice","verdict":"no-violation",

; RUN: sh -c '%refinery check %s --json > /dev/null; test $? -eq 1'

define i1 @src_select_sgt(i1 %c, i32 %y) {
  %y2 = add nsw i32 %y, 1
  %s = select i1 %c, i32 undef, i32 %y2
  %r = icmp sgt i32 %s, %y
  ret i1 %r
}
define i1 @tgt_select_sgt(i1 %c, i32 %y) {
  ret i1 true
}

define i4 @src_mul_even() {
  %r = mul i4 undef, 2
  ret i4 %r
}
define i4 @tgt_mul_even() {
  ret i4 1
}

define i8 @src_urem_one() {
  %r = urem i8 undef, 1
  ret i8 %r
}
define i8 @tgt_urem_one() {
  ret i8 1
}

define i8 @src_and_zero_branch() {
  %a = and i8 undef, 0
  %c = icmp eq i8 %a, 0
  br i1 %c, label %t, label %e
t:
  ret i8 1
e:
  ret i8 2
}
define i8 @tgt_and_zero_branch() {
  ret i8 2
}

define i8 @src_uninit_poison() {
  %p = alloca i8
  %v = load i8, ptr %p
  %r = add i8 %v, 1
  ret i8 %r
}
define i8 @tgt_uninit_poison() {
  ret i8 poison
}

define i8 @src_and_one() {
  %r = and i8 undef, 1
  ret i8 %r
}
define i8 @tgt_and_one() {
  ret i8 1
}

define i8 @src_or_one(i8 %x) {
  %r = or i8 %x, undef
  ret i8 %r
}
define i8 @tgt_or_one(i8 %x) {
  ret i8 -1
}

define i8 @src_branch_undef_bit() {
  %a = and i8 undef, 1
  %c = icmp eq i8 %a, 0
  br i1 %c, label %t, label %e
t:
  ret i8 0
e:
  ret i8 1
}
define i8 @tgt_branch_undef_bit() {
  ret i8 2
}

define i16 @src_uninit_twice() {
  %p = alloca i16
  %v = load i16, ptr %p
  %d = add i16 %v, %v
  %r = add i16 %d, 1
  ret i16 %r
}
define i16 @tgt_uninit_twice() {
  %p = alloca i16
  %v = load i16, ptr %p
  ret i16 %v
}

; !range on a load of uninitialized memory: a choice out of the range makes
; it poison, so a poison target refines it (never a violation).
; RUN: %refinery check %s --function src_uninit_range --json | FileCheck %s --check-prefix=RANGE
; RANGE: {"verdict":"{{no-violation|inconclusive}}","functions":[{"name":"src_uninit_range","verdict":"{{no-violation|inconclusive}}",
define i8 @src_uninit_range() {
  %p = alloca i8
  %v = load i8, ptr %p, !range !0
  ret i8 %v
}
define i8 @tgt_uninit_range() {
  ret i8 poison
}
!0 = !{i8 0, i8 10}
