; freeze in the source (angelic choices: the violation must hold for every
; one) and in the target (demonic: any choice may be taken).

; The freeze moves after the add: correct. The concrete checker cannot
; tell (for a poison %x no explored source choice matches the target's
; random one: inconclusive); the solver proves it for every choice.
; RUN: %refinery check %s --function src_move --json | FileCheck %s --check-prefix=MOVE-CONCRETE
; MOVE-CONCRETE: {"verdict":"inconclusive"
; RUN: %refinery check %s --smt --function src_move --json | FileCheck %s --check-prefix=MOVE
; MOVE: {"verdict":"verified","functions":[{"name":"src_move","verdict":"verified"

; The target adds a freeze: poison may become any value. Correct.
; RUN: %refinery check %s --smt --function src_add --json | FileCheck %s --check-prefix=ADD
; ADD: {"verdict":"verified"

; The target drops the source's freeze: poison where the source has a
; value (counterexample: %x poison).
; RUN: not %refinery check %s --smt --function src_drop --json | FileCheck %s --check-prefix=DROP
; DROP: {"verdict":"violation","functions":[{"name":"src_drop","verdict":"violation","kind":"tgt-poison","input":"i32 poison",{{.*}}"smt":"violation"

; Source: one frozen value added to itself (always even). Target: a freeze
; of the sum, which may be odd for a poison %x. i4, so the interpreter can
; enumerate every source choice and confirm.
; RUN: not %refinery check %s --smt --function src_twice --json | FileCheck %s --check-prefix=TWICE
; TWICE: {"verdict":"violation","functions":[{"name":"src_twice","verdict":"violation","kind":"value-mismatch","input":"i4 poison",{{.*}}"smt":"violation"

define i32 @src_move(i32 %x) {
  %f = freeze i32 %x
  %r = add i32 %f, 7
  ret i32 %r
}
define i32 @tgt_move(i32 %x) {
  %y = add i32 %x, 7
  %r = freeze i32 %y
  ret i32 %r
}

define i32 @src_add(i32 %x) {
  ret i32 %x
}
define i32 @tgt_add(i32 %x) {
  %f = freeze i32 %x
  ret i32 %f
}

define i32 @src_drop(i32 %x) {
  %f = freeze i32 %x
  ret i32 %f
}
define i32 @tgt_drop(i32 %x) {
  ret i32 %x
}

define i4 @src_twice(i4 %x) {
  %f = freeze i4 %x
  %r = add i4 %f, %f
  ret i4 %r
}
define i4 @tgt_twice(i4 %x) {
  %a = add i4 %x, %x
  %r = freeze i4 %a
  ret i4 %r
}

; A target choice the counterexample depends on: the target is wrong when
; its frozen value equals %x. The interpreter samples the target's choices
; as zeros, ones and random bits, so the solver is asked again with the
; target's choices fixed to zeros: %x = 0 is confirmed.
; RUN: not %refinery check %s --smt --function src_choice --json | FileCheck %s --check-prefix=CHOICE
; CHOICE: {"verdict":"violation","functions":[{"name":"src_choice","verdict":"violation","kind":"value-mismatch","input":"i8 0","src":"return i8 1","tgt":"return i8 0",{{.*}}"smt":"violation"

; Wrong only when the target's choice is 123456789: the solver knows, the
; interpreter cannot confirm (it chooses zeros, ones or random bits): not
; reported; the solver's answer is unknown.
; RUN: %refinery check %s --smt --function src_77 --json | FileCheck %s --check-prefix=C77
; C77: {"verdict":"no-violation",{{.*}}"smt":"unknown","smt_detail":"the interpreter did not confirm the counterexample

define i8 @src_choice(i8 %x) {
  ret i8 1
}
define i8 @tgt_choice(i8 %x) {
  %f = freeze i8 poison
  %c = icmp eq i8 %f, %x
  %r = select i1 %c, i8 0, i8 1
  ret i8 %r
}

define i8 @src_77(i8 %x) {
  ret i8 1
}
define i8 @tgt_77(i8 %x) {
  %f = freeze i32 poison
  %c = icmp eq i32 %f, 123456789
  %r = select i1 %c, i8 0, i8 1
  ret i8 %r
}
