; refinery mutate --strategies flags: an injected poison-generating flag
; makes a violating input poison (LangRef "Poison Values" and each
; instruction's section), which refinery exec shows. Each function below
; has exactly one flag to add, so the mutation does not depend on the seed.

; RUN: %refinery mutate %s --function div --strategies flags --mutations 1 --seed 1 --describe -o %t.div.ll 2>&1 | FileCheck %s --check-prefix=DIV-DESC
; DIV-DESC: seed 1: flags: add exact to %r in @div
; RUN: FileCheck %s --check-prefix=DIV-IR < %t.div.ll
; DIV-IR: ; refinery mutate flags.ll --seed 1 --mutations 1
; DIV-IR-NEXT: ; mutation (flags): add exact to %r in @div
; DIV-IR: %r = udiv exact i8 %x, %y
; RUN: %refinery exec %s --function div --arg 7 --arg 2 --json | FileCheck %s --check-prefix=DIV-SRC
; DIV-SRC: {"outcome":"return","value":"i8 3"}
; RUN: %refinery exec %t.div.ll --function div --arg 7 --arg 2 --json | FileCheck %s --check-prefix=DIV-MUT
; DIV-MUT: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %t.div.ll --function div --arg 6 --arg 2 --json | FileCheck %s --check-prefix=DIV-MUT-EXACT
; DIV-MUT-EXACT: {"outcome":"return","value":"i8 3"}

; RUN: %refinery mutate %s --function disjoint --strategies flags --mutations 1 --seed 2 -o %t.or.ll
; RUN: FileCheck %s --check-prefix=OR-IR < %t.or.ll
; OR-IR: ; mutation (flags): add disjoint to %r in @disjoint
; OR-IR: %r = or disjoint i8 %x, %y
; RUN: %refinery exec %t.or.ll --function disjoint --arg 1 --arg 3 --json | FileCheck %s --check-prefix=OR-MUT
; OR-MUT: {"outcome":"return","value":"i8 poison"}

; RUN: %refinery mutate %s --function samesign --strategies flags --mutations 1 --seed 3 -o %t.cmp.ll
; RUN: FileCheck %s --check-prefix=CMP-IR < %t.cmp.ll
; CMP-IR: %r = icmp samesign ult i8 %x, %y
; RUN: %refinery exec %t.cmp.ll --function samesign --arg -1 --arg 1 --json | FileCheck %s --check-prefix=CMP-MUT
; CMP-MUT: {"outcome":"return","value":"i1 poison"}

; A flag that is there is removed: the overflow is defined again.
; RUN: %refinery mutate %s --function nneg --strategies flags --mutations 1 --seed 4 --describe -o %t.zext.ll 2>&1 | FileCheck %s --check-prefix=ZEXT-DESC
; ZEXT-DESC: seed 4: flags: remove nneg from %r in @nneg
; RUN: %refinery exec %s --function nneg --arg -1 --json | FileCheck %s --check-prefix=ZEXT-SRC
; ZEXT-SRC: {"outcome":"return","value":"i16 poison"}
; RUN: %refinery exec %t.zext.ll --function nneg --arg -1 --json | FileCheck %s --check-prefix=ZEXT-MUT
; ZEXT-MUT: {"outcome":"return","value":"i16 255"}

; add has two flags to add: either makes one of these inputs poison.
; RUN: %refinery mutate %s --function add --strategies flags --mutations 1 --seed 5 --describe -o %t.add.ll 2>&1 | FileCheck %s --check-prefix=ADD-DESC
; ADD-DESC: seed 5: flags: add {{nsw|nuw}} to %r in @add

define i8 @div(i8 %x, i8 %y) {
  %r = udiv i8 %x, %y
  ret i8 %r
}

define i8 @disjoint(i8 %x, i8 %y) {
  %r = or i8 %x, %y
  ret i8 %r
}

define i1 @samesign(i8 %x, i8 %y) {
  %r = icmp ult i8 %x, %y
  ret i1 %r
}

define i16 @nneg(i8 %x) {
  %r = zext nneg i8 %x to i16
  ret i16 %r
}

define i8 @add(i8 %x, i8 %y) {
  %r = add i8 %x, %y
  ret i8 %r
}
