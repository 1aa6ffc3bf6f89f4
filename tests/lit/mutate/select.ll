; refinery mutate --strategies select-logic on the UB manual's example
; ("Propagation of Poison Through Select"): select %c1, %c2, false is not
; poison when %c1 is false and %c2 is poison; the and it becomes is.

; RUN: %refinery mutate %s --strategies select-logic --mutations 1 --seed 1 --describe -o %t.ll 2>&1 | FileCheck %s --check-prefix=DESC
; DESC: seed 1: select-logic: select->and at %and in @fn
; RUN: FileCheck %s --check-prefix=IR < %t.ll
; IR: %and = and i1 %cmp1, %cmp2
; RUN: %refinery exec %s --function fn --arg 0 --arg poison --json | FileCheck %s --check-prefix=SRC
; SRC: {"outcome":"return","value":"i1 false"}
; RUN: %refinery exec %t.ll --function fn --arg 0 --arg poison --json | FileCheck %s --check-prefix=MUT
; MUT: {"outcome":"return","value":"i1 poison"}
; RUN: %refinery exec %t.ll --function fn --arg 5 --arg 3 --json | FileCheck %s --check-prefix=MUT-DEF
; MUT-DEF: {"outcome":"return","value":"i1 true"}

; Back: the mutant's and becomes a select again.
; RUN: %refinery mutate %t.ll --strategies select-logic --mutations 1 --seed 1 --describe -o /dev/null 2>&1 | FileCheck %s --check-prefix=BACK
; BACK: seed 1: select-logic: and->select at %and in @fn

; min/max idioms: the intrinsic becomes icmp+select with the same results.
; RUN: %refinery mutate %s --function smax --strategies minmax=1 --mutations 1 --seed 4 --describe -o %t.mm.ll 2>&1 | FileCheck %s --check-prefix=MM
; MM: seed 4: minmax: {{smax->select at %m in @smax|inject .*}}
; RUN: %opt22 -passes=verify -disable-output %t.mm.ll

define i1 @fn(i32 %x, i32 %y) {
  %cmp1 = icmp ne i32 %x, 0
  %cmp2 = icmp ugt i32 %x, %y
  %and = select i1 %cmp1, i1 %cmp2, i1 false
  ret i1 %and
}

define i8 @smax(i8 %a, i8 %b) {
  %m = call i8 @llvm.smax.i8(i8 %a, i8 %b)
  ret i8 %m
}
