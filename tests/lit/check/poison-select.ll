; Poison refined to values, freeze, and select versus and/or.
; LangRef "Poison Values": "It is correct to replace a poison value with an
; undef value or any value of the type." "'freeze' Instruction": freeze of
; poison is an arbitrary fixed value, freeze of anything else is a no-op.
; LangRef "'select' Instruction" and the UB manual ("Propagation of Poison
; Through Select"): select is poison only if the condition or the chosen
; operand is; 'and'/'or' are poison if any operand is. So 'and' -> 'select'
; is correct, 'select' -> 'and' is wrong unless the operand that select may
; skip is frozen or only depends on values the condition depends on.

; --- correct ---
; RUN: %refinery check %s --function src_poison_to_const --json | FileCheck %s --check-prefix=POISON-CONST
; POISON-CONST: {"verdict":"no-violation","functions":[{"name":"src_poison_to_const","verdict":"no-violation",
; add nsw: either no overflow (then x+1 > x) or poison.
; RUN: %refinery check %s --function src_nsw_cmp --json | FileCheck %s --check-prefix=NSW-CMP
; NSW-CMP: {"verdict":"no-violation","functions":[{"name":"src_nsw_cmp","verdict":"no-violation",
; RUN: %refinery check %s --function src_freeze_in_tgt --json | FileCheck %s --check-prefix=FREEZE-TGT
; FREEZE-TGT: {"verdict":"no-violation","functions":[{"name":"src_freeze_in_tgt","verdict":"no-violation",
; RUN: %refinery check %s --function src_and_to_select --json | FileCheck %s --check-prefix=AND-SEL
; AND-SEL: {"verdict":"no-violation","functions":[{"name":"src_and_to_select","verdict":"no-violation",
; RUN: %refinery check %s --function src_or_to_select --json | FileCheck %s --check-prefix=OR-SEL
; OR-SEL: {"verdict":"no-violation","functions":[{"name":"src_or_to_select","verdict":"no-violation",
; select c, x, false -> and c, (freeze x): c false gives false in both.
; RUN: %refinery check %s --function src_select_to_and_freeze --json | FileCheck %s --check-prefix=SEL-AND-FR
; SEL-AND-FR: {"verdict":"no-violation","functions":[{"name":"src_select_to_and_freeze","verdict":"no-violation",
; The UB manual's correct variant: the select's condition uses every value.
; RUN: %refinery check %s --function src_select_flipped --json | FileCheck %s --check-prefix=SEL-FLIP
; SEL-FLIP: {"verdict":"no-violation","functions":[{"name":"src_select_flipped","verdict":"no-violation",

; --- wrong ---
; The only counterexample: c false, x poison.
; RUN: not %refinery check %s --function src_select_to_and --json | FileCheck %s --check-prefix=SEL-AND
; SEL-AND: {"verdict":"violation","functions":[{"name":"src_select_to_and","verdict":"violation","kind":"tgt-poison","input":"i1 false, i1 poison","src":"return i1 false","tgt":"return i1 poison",
; The only counterexample: c true, x poison.
; RUN: not %refinery check %s --function src_select_to_or --json | FileCheck %s --check-prefix=SEL-OR
; SEL-OR: {"verdict":"violation","functions":[{"name":"src_select_to_or","verdict":"violation","kind":"tgt-poison","input":"i1 true, i1 poison","src":"return i1 true","tgt":"return i1 poison",
; Vector select, lane by lane: a false lane whose operand lane is poison.
; RUN: not %refinery check %s --function src_select_to_and_vec --json | FileCheck %s --check-prefix=SEL-AND-V
; SEL-AND-V: {"verdict":"violation","functions":[{"name":"src_select_to_and_vec","verdict":"violation","kind":"tgt-poison",

; RUN: sh -c '%refinery check %s --json > /dev/null; test $? -eq 1'

define i8 @src_poison_to_const() {
  ret i8 poison
}
define i8 @tgt_poison_to_const() {
  ret i8 42
}

define i1 @src_nsw_cmp(i8 %x) {
  %a = add nsw i8 %x, 1
  %c = icmp sgt i8 %a, %x
  ret i1 %c
}
define i1 @tgt_nsw_cmp(i8 %x) {
  ret i1 true
}

define i8 @src_freeze_in_tgt(i8 %x, i8 %y) {
  %r = add nsw i8 %x, %y
  ret i8 %r
}
define i8 @tgt_freeze_in_tgt(i8 %x, i8 %y) {
  %r = add nsw i8 %x, %y
  %f = freeze i8 %r
  ret i8 %f
}

define i1 @src_and_to_select(i1 %c, i1 %x) {
  %r = and i1 %c, %x
  ret i1 %r
}
define i1 @tgt_and_to_select(i1 %c, i1 %x) {
  %r = select i1 %c, i1 %x, i1 false
  ret i1 %r
}

define i1 @src_or_to_select(i1 %c, i1 %x) {
  %r = or i1 %c, %x
  ret i1 %r
}
define i1 @tgt_or_to_select(i1 %c, i1 %x) {
  %r = select i1 %c, i1 true, i1 %x
  ret i1 %r
}

define i1 @src_select_to_and_freeze(i1 %c, i1 %x) {
  %r = select i1 %c, i1 %x, i1 false
  ret i1 %r
}
define i1 @tgt_select_to_and_freeze(i1 %c, i1 %x) {
  %fx = freeze i1 %x
  %r = and i1 %c, %fx
  ret i1 %r
}

define i1 @src_select_flipped(i32 %x, i32 %y) {
  %cmp1 = icmp ne i32 %x, 0
  %cmp2 = icmp ugt i32 %x, %y
  %r = select i1 %cmp2, i1 %cmp1, i1 false
  ret i1 %r
}
define i1 @tgt_select_flipped(i32 %x, i32 %y) {
  %cmp1 = icmp ne i32 %x, 0
  %cmp2 = icmp ugt i32 %x, %y
  %r = and i1 %cmp1, %cmp2
  ret i1 %r
}

define i1 @src_select_to_and(i1 %c, i1 %x) {
  %r = select i1 %c, i1 %x, i1 false
  ret i1 %r
}
define i1 @tgt_select_to_and(i1 %c, i1 %x) {
  %r = and i1 %c, %x
  ret i1 %r
}

define i1 @src_select_to_or(i1 %c, i1 %x) {
  %r = select i1 %c, i1 true, i1 %x
  ret i1 %r
}
define i1 @tgt_select_to_or(i1 %c, i1 %x) {
  %r = or i1 %c, %x
  ret i1 %r
}

define <2 x i1> @src_select_to_and_vec(<2 x i1> %c, <2 x i1> %x) {
  %r = select <2 x i1> %c, <2 x i1> %x, <2 x i1> zeroinitializer
  ret <2 x i1> %r
}
define <2 x i1> @tgt_select_to_and_vec(<2 x i1> %c, <2 x i1> %x) {
  %r = and <2 x i1> %c, %x
  ret <2 x i1> %r
}
