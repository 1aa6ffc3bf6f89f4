; Which differences a source choice could explain (Outcome::PathTainted,
; RtValue taint bits). A difference is definite only if neither the path
; nor the differing value depends on a choice the source could make
; otherwise.

; A frozen value is never poison, whatever was chosen: a target that
; returns poison is definitely wrong.
; RUN: not %refinery check %s --function src_freeze_ret --json | FileCheck %s --check-prefix=FR-RET
; FR-RET: {"verdict":"violation","functions":[{"name":"src_freeze_ret","verdict":"violation","kind":"tgt-poison","input":"i32 poison, i32 {{-?[0-9]+}}",
define i32 @src_freeze_ret(i32 %x, i32 %y) {
  %f = freeze i32 %x
  ret i32 %f
}
define i32 @tgt_freeze_ret(i32 %x, i32 %y) {
  ret i32 %x
}

; Whether 'add nsw' of a frozen value is poison depends on the value chosen:
; the source may be poison for some choice, so a poison target is not
; definitely wrong (never a violation).
; RUN: %refinery check %s --function src_freeze_nsw --json | FileCheck %s --check-prefix=FR-NSW
; FR-NSW: {"verdict":"{{no-violation|inconclusive}}","functions":[{"name":"src_freeze_nsw","verdict":"{{no-violation|inconclusive}}",
define i32 @src_freeze_nsw(i32 %x) {
  %f = freeze i32 %x
  %a = add nsw i32 %f, 1
  ret i32 %a
}
define i32 @tgt_freeze_nsw(i32 %x) {
  %a = add nsw i32 %x, 1
  ret i32 %a
}

; A branch on a frozen poison: the choice 12345 takes the path where the
; source returns what the target does (not among the explored choices).
; RUN: %refinery check %s --function src_freeze_br --json | FileCheck %s --check-prefix=FR-BR
; FR-BR: {"verdict":"{{no-violation|inconclusive}}","functions":[{"name":"src_freeze_br","verdict":"{{no-violation|inconclusive}}",
define i32 @src_freeze_br() {
  %f = freeze i32 poison
  %c = icmp eq i32 %f, 12345
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}
define i32 @tgt_freeze_br() {
  ret i32 1
}

; A choice that does not reach the result: the wrong constant is definite.
; RUN: not %refinery check %s --function src_unrelated --json | FileCheck %s --check-prefix=UNREL
; UNREL: {"verdict":"violation","functions":[{"name":"src_unrelated","verdict":"violation","kind":"value-mismatch",
define i32 @src_unrelated(i32 %x, i32 %y) {
  %f = freeze i32 %x
  %unused = add i32 %f, 1
  %r = mul i32 %y, 3
  ret i32 %r
}
define i32 @tgt_unrelated(i32 %x, i32 %y) {
  %r = mul i32 %y, 4
  ret i32 %r
}

; A choice stored to memory taints the path: memory is not tracked byte by
; byte, so a later difference is not definite (the source may choose 7).
; RUN: %refinery check %s --function src_stored --json | FileCheck %s --check-prefix=STORED
; STORED: {"verdict":"{{no-violation|inconclusive}}","functions":[{"name":"src_stored","verdict":"{{no-violation|inconclusive}}",
define i32 @src_stored(ptr %p) {
  %f = freeze i32 poison
  store i32 %f, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt_stored(ptr %p) {
  store i32 7, ptr %p
  ret i32 7
}
