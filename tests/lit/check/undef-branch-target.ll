; LangRef "Undefined Values": "Branching on an undefined value is undefined
; behavior" (so is a switch). In the target, which reads undef bits afresh
; at each use, a condition computed from undef is UB only when two choices
; of those bits give different conditions (or one gives poison): the
; interpreter evaluates the condition's integer computation again under
; other choices and reports UB only with such a witness.

; --- wrong: the target branches on a comparison of an uninitialized byte: for one
; choice of its bits it is true, for another false, so the condition is
; undef and the branch UB; the source returns.
; RUN: not %refinery check %s --function src_br --json | FileCheck %s --check-prefix=BR
; BR: {"verdict":"violation","functions":[{"name":"src_br","verdict":"violation","kind":"tgt-ub",{{.*}}"tgt":"ub: branch on undef
define i32 @src_br() {
  ret i32 0
}
define i32 @tgt_br() {
  %p = alloca i8
  %v = load i8, ptr %p
  %c = icmp eq i8 %v, 0
  br i1 %c, label %A, label %B
A:
  ret i32 0
B:
  ret i32 0
}

; --- wrong: the same against 10. Random choices of the byte rarely equal 10,
; so the witness search also steers the undef operand of a compare toward
; the other operand (the choice 10 is as valid as any other).
; RUN: not %refinery check %s --function src_eq10 --json | FileCheck %s --check-prefix=EQ10
; EQ10: {"verdict":"violation","functions":[{"name":"src_eq10","verdict":"violation","kind":"tgt-ub",{{.*}}"tgt":"ub: branch on undef
define i32 @src_eq10() {
  ret i32 0
}
define i32 @tgt_eq10() {
  %p = alloca i32
  %v = load i32, ptr %p
  %c = icmp eq i32 10, %v
  br i1 %c, label %A, label %B
A:
  ret i32 0
B:
  ret i32 0
}

; --- right: `or undef, 1` is odd under every choice, never 10: the branch is
; defined (the steering never invents a difference).
; RUN: %refinery check %s --function src_odd --json | FileCheck %s --check-prefix=ODD
; ODD: {"verdict":"no-violation","functions":[{"name":"src_odd","verdict":"no-violation",
define i32 @src_odd() {
  ret i32 0
}
define i32 @tgt_odd() {
  %p = alloca i8
  %v = load i8, ptr %p
  %o = or i8 %v, 1
  %c = icmp eq i8 %o, 10
  br i1 %c, label %A, label %B
A:
  ret i32 1
B:
  ret i32 0
}

; --- right: `and undef, 0` is 0 under every choice: the branch is defined.
; RUN: %refinery check %s --function src_known --json | FileCheck %s --check-prefix=KNOWN
; KNOWN: {"verdict":"no-violation","functions":[{"name":"src_known","verdict":"no-violation",
define i32 @src_known() {
  ret i32 0
}
define i32 @tgt_known() {
  %p = alloca i8
  %v = load i8, ptr %p
  %m = and i8 %v, 0
  %c = icmp eq i8 %m, 0
  br i1 %c, label %A, label %B
A:
  ret i32 0
B:
  ret i32 1
}

; --- right: `urem undef, 3` is below 3 under every choice: no two choices differ
; (known bits alone could not tell).
; RUN: %refinery check %s --function src_urem --json | FileCheck %s --check-prefix=UREM
; UREM: {"verdict":"no-violation","functions":[{"name":"src_urem","verdict":"no-violation",
define i32 @src_urem() {
  ret i32 0
}
define i32 @tgt_urem() {
  %p = alloca i8
  %v = load i8, ptr %p
  %m = urem i8 %v, 3
  %c = icmp ult i8 %m, 3
  br i1 %c, label %A, label %B
A:
  ret i32 0
B:
  ret i32 1
}

; --- wrong: the same for a switch on an argument plus undef.
; RUN: not %refinery check %s --function src_sw --json | FileCheck %s --check-prefix=SW
; SW: {"verdict":"violation","functions":[{"name":"src_sw","verdict":"violation","kind":"tgt-ub",{{.*}}"tgt":"ub: switch on undef
define i32 @src_sw(i8 %x) {
  ret i32 0
}
define i32 @tgt_sw(i8 %x) {
  %a = add i8 %x, undef
  switch i8 %a, label %d [ i8 0, label %z ]
z:
  ret i32 0
d:
  ret i32 0
}

; --- right: a frozen value is one value: the branch is defined.
; RUN: %refinery check %s --function src_frozen --json | FileCheck %s --check-prefix=FROZEN
; FROZEN: {"verdict":"no-violation","functions":[{"name":"src_frozen","verdict":"no-violation",
define i32 @src_frozen() {
  ret i32 0
}
define i32 @tgt_frozen() {
  %p = alloca i8
  %v = load i8, ptr %p
  %f = freeze i8 %v
  %c = icmp eq i8 %f, 0
  br i1 %c, label %A, label %B
A:
  ret i32 0
B:
  ret i32 0
}

; --- not decided: %b was computed from %a. By LangRef %a (computed from
; undef) is itself undef, and this branch UB; the interpreter's target
; takes a computed value as one value, and evaluating %a again under other
; choices would pair a new %a with the old %b, so it seeks no witness:
; a missed violation at worst, never a false one.
; RUN: %refinery check %s --function src_call --json | FileCheck %s --check-prefix=CALL
; CALL: {"verdict":"no-violation","functions":[{"name":"src_call","verdict":"no-violation",
define i32 @src_call() {
  ret i32 1
}
define i32 @tgt_call() {
  %p = alloca i8
  %v = load i8, ptr %p
  %a = add i8 %v, 1
  %b = call i8 @llvm.umin.i8(i8 %a, i8 %a)
  %c = icmp eq i8 %a, %b
  br i1 %c, label %A, label %B
A:
  ret i32 1
B:
  ret i32 0
}

; --- not decided: the target's computed value is one value at all of its
; uses, so `xor %a, %a` is 0 (LangRef would let each use of %a, computed
; from undef, differ: a missed violation at worst).
; RUN: %refinery check %s --function src_xor --json | FileCheck %s --check-prefix=XOR
; XOR: {"verdict":"no-violation","functions":[{"name":"src_xor","verdict":"no-violation",
define i32 @src_xor() {
  ret i32 1
}
define i32 @tgt_xor() {
  %p = alloca i8
  %v = load i8, ptr %p
  %a = add i8 %v, 1
  %x = xor i8 %a, %a
  %c = icmp eq i8 %x, 0
  br i1 %c, label %A, label %B
A:
  ret i32 1
B:
  ret i32 0
}
