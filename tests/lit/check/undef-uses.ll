; Each use of an undef value may see a different value (LangRef "Undefined
; Values"; UB manual "Undef Values"), also when the undef reaches a use
; through a register: an instruction whose result bits all depend on an
; undef operand is undef ("%A = add %X, undef  Safe: %A = undef"), and so
; is a load of undef bytes ("store undef, ptr %ptr / %X = load ptr %ptr ;
; %X is undef"). Hence:
;   "%B = undef / %C = xor %B, %B  Safe: %C = undef"
;   "%D = undef / %E = icmp slt %D, 4 / %F = icmp sge %D, 4  Safe: %E =
;    undef, %F = undef"
;   the UB manual's @fn: "%add = add i32 undef, 0 / %ret = add i32 %add,
;    %add" "is equivalent to: ret i32 undef"
;   "%X = and i32 undef, 255 / switch %X ... ; UB" (branching on undef).
; Every target below refines its source, so refinery must not report a
; violation (no-violation or inconclusive are both sound).
;
; Refinery resolves an undef at the instruction that reads it, so a
; register computed from undef holds one value for all its uses; the
; source keeps, beside that value, the bits every choice leaves known
; (undef-only taint, LLVM's KnownBits) and the target reads undef
; registers afresh at each use. No enumeration that made an undef choice
; counts as complete (these were false violations before).

; The UB manual's @fn against "ret undef", and against one odd value that
; 2 * %add could never be.
; RUN: %refinery check %s --function src_manual_fn --json | FileCheck %s --check-prefix=MANUAL-FN
; MANUAL-FN: {"verdict":"{{no-violation|inconclusive}}","functions":[{"name":"src_manual_fn","verdict":"{{no-violation|inconclusive}}",
; RUN: %refinery check %s --function src_manual_fn_odd --json | FileCheck %s --check-prefix=MANUAL-FN-ODD
; MANUAL-FN-ODD: {"verdict":"{{no-violation|inconclusive}}","functions":[{"name":"src_manual_fn_odd","verdict":"{{no-violation|inconclusive}}",
; x ^ x for x loaded from undef bytes (an argument buffer and a local).
; RUN: %refinery check %s --function src_xor_loaded_undef --json | FileCheck %s --check-prefix=XOR-LOADED
; XOR-LOADED: {"verdict":"{{no-violation|inconclusive}}","functions":[{"name":"src_xor_loaded_undef","verdict":"{{no-violation|inconclusive}}",
; RUN: %refinery check %s --function src_xor_uninit --json | FileCheck %s --check-prefix=XOR-UNINIT
; XOR-UNINIT: {"verdict":"{{no-violation|inconclusive}}","functions":[{"name":"src_xor_uninit","verdict":"{{no-violation|inconclusive}}",
; The LangRef's %D/%E/%F example: E and F may both be true.
; RUN: %refinery check %s --function src_cmp_pair --json | FileCheck %s --check-prefix=CMP-PAIR
; CMP-PAIR: {"verdict":"{{no-violation|inconclusive}}","functions":[{"name":"src_cmp_pair","verdict":"{{no-violation|inconclusive}}",
; Branching on 'and i1 undef, true' (undef) is UB: anything goes.
; RUN: %refinery check %s --function src_br_and_undef --json | FileCheck %s --check-prefix=BR-AND
; BR-AND: {"verdict":"{{no-violation|inconclusive}}","functions":[{"name":"src_br_and_undef","verdict":"{{no-violation|inconclusive}}",
; The LangRef's switch example itself: sound today (inconclusive; the
; source is UB, so no-violation would be the definite answer).
; RUN: %refinery check %s --function src_switch_and_undef --json | FileCheck %s --check-prefix=SWITCH
; SWITCH: {"verdict":"{{no-violation|inconclusive}}","functions":[{"name":"src_switch_and_undef","verdict":"{{no-violation|inconclusive}}",
; The whole file: never a violation, exit status 0.
; RUN: %refinery check %s --json | FileCheck %s --check-prefix=ALL
; ALL: {"verdict":"{{no-violation|inconclusive}}",
; ALL-NOT: "verdict":"violation"

define i4 @src_manual_fn() {
  %add = add i4 undef, 0
  %ret = add i4 %add, %add
  ret i4 %ret
}
define i4 @tgt_manual_fn() {
  ret i4 undef
}

define i4 @src_manual_fn_odd() {
  %add = add i4 undef, 0
  %ret = add i4 %add, %add
  ret i4 %ret
}
define i4 @tgt_manual_fn_odd() {
  ret i4 1
}

define i1 @src_xor_loaded_undef(ptr %p) {
  store i1 undef, ptr %p
  %x = load i1, ptr %p
  %r = xor i1 %x, %x
  ret i1 %r
}
define i1 @tgt_xor_loaded_undef(ptr %p) {
  store i1 undef, ptr %p
  ret i1 true
}

define i1 @src_xor_uninit() {
  %p = alloca i1
  %x = load i1, ptr %p
  %r = xor i1 %x, %x
  ret i1 %r
}
define i1 @tgt_xor_uninit() {
  ret i1 true
}

define i1 @src_cmp_pair() {
  %p = alloca i4
  store i4 undef, ptr %p
  %d = load i4, ptr %p
  %e = icmp slt i4 %d, 4
  %f = icmp sge i4 %d, 4
  %r = and i1 %e, %f
  ret i1 %r
}
define i1 @tgt_cmp_pair() {
  ret i1 true
}

define i8 @src_br_and_undef() {
  %x = and i1 undef, true
  br i1 %x, label %a, label %b
a:
  ret i8 1
b:
  ret i8 2
}
define i8 @tgt_br_and_undef() {
  ret i8 3
}

define i8 @src_switch_and_undef() {
  %x = and i8 undef, 255
  switch i8 %x, label %d [ i8 0, label %a ]
a:
  ret i8 1
d:
  ret i8 2
}
define i8 @tgt_switch_and_undef() {
  ret i8 3
}
