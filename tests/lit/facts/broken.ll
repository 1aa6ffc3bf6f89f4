; refinery facts --check on a module that parses but that LLVM's verifier
; rejects (the parser does not verify): the rules name what is wrong,
; here a phi after a non-phi and a branch back to the entry block.

; RUN: not %refinery facts %s -o %t.sqlite --check | FileCheck %s
; CHECK: facts: 1 module(s) into {{.*}} (1 function definition(s), 4 instruction(s))
; CHECK-DAG: rule entry-without-predecessors: module 1 @f block 0: 1 edge(s) in
; CHECK-DAG: rule phi-first: module 1 @f block 1 instruction 1: phi after add
; CHECK: rules: 2 violation(s) in 1 module(s); the verifier rejects 1 module(s), 1 of them flagged by a rule
; The verifier's message is kept with the module.
; RUN: sqlite3 %t.sqlite "SELECT verified, verifier_message FROM module" | FileCheck %s --check-prefix=VERIFIER
; VERIFIER: 0|{{.*}}

define i32 @f(i32 %x) {
entry:
  br label %next
next:
  %a = add i32 %x, 1
  %p = phi i32 [ %x, %entry ]
  br label %entry
}
