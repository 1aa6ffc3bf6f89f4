; undef in the solver (LangRef "Undefined Values": each use of an undef may
; see another value): an integer argument without noundef may be undef, and
; each use of it, or of an undef constant, is a fresh choice, angelic in the
; source and demonic in the target.

; x * 2 is even for every x; x + x reads an undef %x twice and may be odd.
; The solver itself finds the undef counterexample (it used to prove this
; pair, undef inputs left out).
; RUN: not %refinery check %s --smt --function src_double --json | FileCheck %s --check-prefix=DOUBLE
; DOUBLE: {"verdict":"violation","functions":[{"name":"src_double","verdict":"violation","kind":"value-mismatch","input":"i8 undef",{{.*}}"smt":"violation"

; The reverse is correct: the target picks among the source's values.
; RUN: %refinery check %s --smt --function src_sum --json | FileCheck %s --check-prefix=SUM
; SUM: {"verdict":"verified"

; With noundef an undef argument is UB at the call: x + x is x * 2 then.
; RUN: %refinery check %s --smt --function src_noundef --json | FileCheck %s --check-prefix=NOUNDEF
; NOUNDEF: {"verdict":"verified"

; An undef constant in the source may be 7; in the target it may be
; anything but the 7 the source returns.
; RUN: %refinery check %s --smt --function src_const --json | FileCheck %s --check-prefix=CONST
; CONST: {"verdict":"verified"
; RUN: not %refinery check %s --smt --function src_seven --json | FileCheck %s --check-prefix=SEVEN
; SEVEN: {"verdict":"violation",{{.*}}"smt":"violation"

; x | undef may be -1 (LangRef's own example of undef folding).
; RUN: %refinery check %s --smt --function src_or --json | FileCheck %s --check-prefix=OR
; OR: {"verdict":"verified"

; Branching on undef is UB (LangRef "'br' Instruction"): the source's
; branch on an undef %c allows the target anything, here a 1 from reading
; %c twice; for a defined %c both return 0.
; RUN: %refinery check %s --smt --function src_br_undef --json | FileCheck %s --check-prefix=BR-UNDEF
; BR-UNDEF: {"verdict":"verified"

; A select turned into a branch on a value computed from %c: for an undef
; (or poison) %c the source returns 1 or 2 (or poison), the target
; branches on undef (UB; to the solver a target's branch on anything an
; undef reaches is). The interpreter confirms.
; RUN: not %refinery check %s --smt --function src_select_br --json | FileCheck %s --check-prefix=SELECT-BR
; SELECT-BR: {"verdict":"violation","functions":[{"name":"src_select_br","verdict":"violation","kind":"tgt-ub","input":"i1 {{undef|poison}}",{{.*}}"smt":"violation"

; A frozen undef is one value; a returned undef may differ at each of the
; caller's uses: the target is more undefined. The solver's query would
; let the source's freeze follow the caller's uses, so it gives no answer
; here (it used to prove the pair); the interpreter finds the violation.
; RUN: not %refinery check %s --smt --function src_frozen --json | FileCheck %s --check-prefix=FROZEN
; FROZEN: {"verdict":"violation",{{.*}}"smt":"unknown","smt_detail":"the target may return an undef where the source freezes (not modelled: the freeze's choice precedes the uses of the returned undef)"

; A value computed from an undef may also differ at each use (LangRef
; "Undefined Values": xor %B, %B of an undef %B is undef): %a + %a may be
; odd. The encoding gives such a value one choice, so a target that uses
; one twice is left open (it used to be proved).
; RUN: %refinery check %s --smt --function src_reused --json | FileCheck %s --check-prefix=REUSED
; REUSED: "smt":"unknown","smt_detail":"refinement holds for every input without undef arguments; with undef ones: a value the target computes from an undef has several uses or is stored (not modelled: each use or load may see another value)"

; The inputs' undef lanes follow the source's attributes; the target's
; noundef makes an undef argument UB (the source returns 1).
; RUN: not %refinery check %s --smt --function src_tgt_noundef --json | FileCheck %s --check-prefix=TGT-NOUNDEF
; TGT-NOUNDEF: {"verdict":"violation","functions":[{"name":"src_tgt_noundef","verdict":"violation","kind":"tgt-ub","input":"i8 undef",{{.*}}"smt":"violation"

; An undef lane of a vector constant, used twice in the target.
; RUN: not %refinery check %s --smt --function src_lane --json | FileCheck %s --check-prefix=LANE
; LANE: {"verdict":"violation",{{.*}}"smt":"violation"

; Whether an undef argument lies in a range attribute's range LangRef does
; not say: no proof for such a parameter without noundef.
; RUN: %refinery check %s --smt --function src_range --json | FileCheck %s --check-prefix=RANGE
; RANGE: "smt":"outside-fragment","smt_detail":"parameter %x has a range but no noundef: whether an undef argument is in the range is open"

define i8 @src_double(i8 %x) {
  %r = mul i8 %x, 2
  ret i8 %r
}
define i8 @tgt_double(i8 %x) {
  %r = add i8 %x, %x
  ret i8 %r
}

define i8 @src_sum(i8 %x) {
  %r = add i8 %x, %x
  ret i8 %r
}
define i8 @tgt_sum(i8 %x) {
  %r = mul i8 %x, 2
  ret i8 %r
}

define i8 @src_noundef(i8 noundef %x) {
  %r = mul i8 %x, 2
  ret i8 %r
}
define i8 @tgt_noundef(i8 noundef %x) {
  %r = add i8 %x, %x
  ret i8 %r
}

define i8 @src_const() {
  ret i8 undef
}
define i8 @tgt_const() {
  ret i8 7
}

define i8 @src_seven() {
  ret i8 7
}
define i8 @tgt_seven() {
  ret i8 undef
}

define <2 x i8> @src_lane() {
  %s = mul <2 x i8> <i8 undef, i8 1>, <i8 2, i8 2>
  ret <2 x i8> %s
}
define <2 x i8> @tgt_lane() {
  %s = add <2 x i8> <i8 undef, i8 1>, <i8 undef, i8 1>
  ret <2 x i8> %s
}

define i8 @src_or(i8 %x) {
  %a = or i8 %x, undef
  ret i8 %a
}
define i8 @tgt_or(i8 %x) {
  ret i8 -1
}

define i8 @src_br_undef(i1 %c) {
  br i1 %c, label %t, label %e
t:
  ret i8 0
e:
  ret i8 0
}
define i8 @tgt_br_undef(i1 %c) {
  %a = xor i1 %c, %c
  %r = zext i1 %a to i8
  ret i8 %r
}

define i8 @src_select_br(i1 %c) {
  %s = select i1 %c, i8 1, i8 2
  ret i8 %s
}
define i8 @tgt_select_br(i1 %c) {
  %n = xor i1 %c, true
  br i1 %n, label %two, label %one
two:
  ret i8 2
one:
  ret i8 1
}

define i32 @src_frozen() {
  %v = freeze i32 undef
  ret i32 %v
}
define i32 @tgt_frozen() {
  ret i32 undef
}

define i8 @src_reused(i8 %x) {
  %r = mul i8 %x, 2
  ret i8 %r
}
define i8 @tgt_reused(i8 %x) {
  %a = or i8 %x, 0
  %r = add i8 %a, %a
  ret i8 %r
}

define i8 @src_tgt_noundef(i8 %x) {
  %a = and i8 %x, 0
  %b = or i8 %a, 1
  %d = udiv i8 1, %b
  ret i8 %d
}
define i8 @tgt_tgt_noundef(i8 noundef %x) {
  %a = and i8 %x, 0
  %b = or i8 %a, 1
  %d = udiv i8 1, %b
  ret i8 %d
}

define i8 @src_range(i8 range(i8 0, 10) %x) {
  ret i8 %x
}
define i8 @tgt_range(i8 range(i8 0, 10) %x) {
  ret i8 %x
}
