; An unknown function gets the values its caller passes. Where the source
; passes a value it chose (a freeze), the choice reaches only the call's
; result and the call's event, which the checker compares with their taint
; (taintReachesOnlyResult): a target that passes undef or poison there
; differs under every choice (implementation 6 of every 8 even branches on
; its arguments, UB for them), while a target that passes one value the
; source may choose is right.

; --- wrong: the target passes undef where the source passes a frozen value
; (Alive2's calls/call-freeze), or poison.
; RUN: not %refinery check %s --function src_undef --json | FileCheck %s --check-prefix=UNDEF
; UNDEF: {"verdict":"violation","functions":[{"name":"src_undef","verdict":"violation","kind":"event-mismatch","input":"i8 0","src":"return i8 {{-?[0-9]+}}","tgt":"return i8 {{-?[0-9]+}}","detail":"external call 1 differs: @f in the source, @f in the target",
define i8 @src_undef(i8 %x) {
  %f = freeze i8 undef
  %r = call i8 @f(i8 %f)
  ret i8 %r
}
define i8 @tgt_undef(i8 %x) {
  %r = call i8 @f(i8 undef)
  ret i8 %r
}
; RUN: not %refinery check %s --function src_poison --json | FileCheck %s --check-prefix=POISON
; POISON: {"verdict":"violation","functions":[{"name":"src_poison","verdict":"violation","kind":"event-mismatch",
define i8 @src_poison(i8 %x) {
  %f = freeze i8 poison
  %r = call i8 @f(i8 %f)
  ret i8 %r
}
define i8 @tgt_poison(i8 %x) {
  %r = call i8 @f(i8 poison)
  ret i8 %r
}

; --- wrong, by implementation 6 alone: the call's event is not compared
; (the function is removable: it only reads memory, returns and does not
; unwind), but branching on the undef argument is UB in the target.
; RUN: not %refinery check %s --function src_branches --json | FileCheck %s --check-prefix=BRANCHES
; BRANCHES: {"verdict":"violation","functions":[{"name":"src_branches","verdict":"violation","kind":"tgt-ub","input":"external functions #6",{{.*}}"tgt":"ub: an unknown function branches on an argument that is not well defined
define void @src_branches() {
  %f = freeze i8 undef
  call void @g(i8 %f)
  ret void
}
define void @tgt_branches() {
  call void @g(i8 undef)
  ret void
}

; --- right: the source may choose 7.
; RUN: %refinery check %s --function src_choose --json | FileCheck %s --check-prefix=CHOOSE
; CHOOSE: {"verdict":"no-violation","functions":[{"name":"src_choose","verdict":"no-violation",
define i8 @src_choose(i8 %x) {
  %f = freeze i8 poison
  %r = call i8 @f(i8 %f)
  ret i8 %r
}
define i8 @tgt_choose(i8 %x) {
  %r = call i8 @f(i8 7)
  ret i8 %r
}

; --- right: one frozen value passed twice; the results are one value too.
; RUN: %refinery check %s --function src_twice --json | FileCheck %s --check-prefix=TWICE
; TWICE: {"verdict":"no-violation","functions":[{"name":"src_twice","verdict":"no-violation",
define i8 @src_twice(i8 %x) {
  %f = freeze i8 %x
  %r = call i8 @f(i8 %f)
  %s = call i8 @f(i8 %f)
  %t = add i8 %r, %s
  ret i8 %t
}
define i8 @tgt_twice(i8 %x) {
  %f = freeze i8 %x
  %r = call i8 @f(i8 %f)
  %s = call i8 @f(i8 %f)
  %t = shl i8 %r, 1
  ret i8 %t
}

; --- not decided: two freezes of a poison argument may differ in the
; target, and do not in the source; the exploration cannot tell which
; choices the target made (a missed violation at worst).
; RUN: %refinery check %s --function src_refreeze --json | FileCheck %s --check-prefix=REFREEZE
; REFREEZE: {"verdict":"inconclusive","functions":[{"name":"src_refreeze","verdict":"inconclusive",
define i8 @src_refreeze(i8 %x) {
  %f = freeze i8 %x
  %r = call i8 @f(i8 %f)
  %s = call i8 @f(i8 %f)
  %t = add i8 %r, %s
  ret i8 %t
}
define i8 @tgt_refreeze(i8 %x) {
  %f = freeze i8 %x
  %g = freeze i8 %x
  %r = call i8 @f(i8 %f)
  %s = call i8 @f(i8 %g)
  %t = add i8 %r, %s
  ret i8 %t
}

declare i8 @f(i8)
declare void @g(i8) memory(read) nounwind willreturn

; --- right: an invoke's result reaches its normal destination's phis on the
; edge, before a taint of the result alone could follow it: an invoke keeps
; tainting the path (the target is what instcombine,simplifycfg make of it:
; the frozen poison chosen as -1, the invoke of a nounwind callee a call).
; RUN: %refinery check %s --function src_invoke --json | FileCheck %s --check-prefix=INVOKE
; INVOKE: {"verdict":"no-violation","functions":[{"name":"src_invoke","verdict":"no-violation",
define i8 @src_invoke(i8 %x) personality ptr @__gxx_personality_v0 {
entry:
  %fr = freeze i8 poison
  %a = or i8 %fr, 1
  %r = invoke i8 @g.pure(i8 %a) to label %ok unwind label %lp
ok:
  %p = phi i8 [ %r, %entry ]
  ret i8 %p
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret i8 0
}
define i8 @tgt_invoke(i8 %x) personality ptr @__gxx_personality_v0 {
  %r = call i8 @g.pure(i8 -1)
  ret i8 %r
}
declare i8 @g.pure(i8) memory(read) nounwind willreturn
declare i32 @__gxx_personality_v0(...)
