; refinery mutate --strategies freeze: a freeze around a poison value
; makes it an arbitrary fixed value (LangRef "'freeze' Instruction"; exec
; chooses zero and says the run was nondeterministic).

; RUN: %refinery mutate %s --function f --strategies freeze --mutations 1 --seed 1 --describe -o %t.ll 2>&1 | FileCheck %s --check-prefix=DESC
; DESC: seed 1: freeze: freeze %a {{for all uses|at its use in ret in %0}} in @f
; RUN: %refinery exec %s --function f --json | FileCheck %s --check-prefix=SRC
; SRC: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %t.ll --function f --json | FileCheck %s --check-prefix=MUT
; MUT: {"outcome":"return","value":"i8 0","nondeterministic":true}

define i8 @f() {
  %a = add nsw i8 127, 1
  ret i8 %a
}
