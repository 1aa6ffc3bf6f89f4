; A global other modules may write, made `constant` by the target
; (Inputs/global-made-constant-tgt.ll): the contents of a constant "will
; never be modified" (LangRef "Global Variables"), so an input in which
; other code wrote other bytes to it is UB of the target program, while the
; source is defined (Alive2's globals/glbconstchk). The reverse, a constant
; made writable, only allows more (globals/glbconstchk2); a constant whose
; bytes the inputs leave as they are is no difference either.

; RUN: not %refinery check %s --tgt %S/Inputs/global-made-constant-tgt.ll --json | FileCheck %s
; CHECK: {"verdict":"violation","functions":[
; CHECK-SAME: {"name":"made_constant","verdict":"violation","kind":"tgt-ub","input":"@g = <ff ff ff ff>","src":"return i32 -1","tgt":"ub: other code modified constant @g before the call",
; CHECK-SAME: {"name":"made_writable","verdict":"no-violation",
; CHECK-SAME: {"name":"stays_constant","verdict":"no-violation",
; CHECK-SAME: {"name":"fold_externally_initialized","verdict":"violation","kind":"value-mismatch","input":"@e = <ff ff ff ff>","src":"return i32 -1","tgt":"return i32 5",

; An externally_initialized constant may hold other bytes than its
; initializer (LangRef "Global Variables"): no UB, and a fold to the
; initializer is wrong.

@g = global i32 0
@k = constant i32 7
@c = constant i32 1
@e = externally_initialized constant i32 5

define i32 @made_constant() {
  %v = load i32, ptr @g
  ret i32 %v
}

define i32 @made_writable() {
  %v = load i32, ptr @k
  ret i32 %v
}

define i32 @stays_constant() {
  %v = load i32, ptr @c
  ret i32 %v
}

define i32 @fold_externally_initialized() {
  %v = load i32, ptr @e
  ret i32 %v
}
