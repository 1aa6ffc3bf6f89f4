; Calls (LangRef "'call' Instruction", "'invoke' Instruction", "'ret'
; Instruction", "Poison Values": a poison callee operand is UB).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @add(i32 %a, i32 %b) {
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @inc(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @dec(i32 %x) {
  %r = sub i32 %x, 1
  ret i32 %r
}

;--- Direct calls.

; RUN: %refinery exec %s --function direct --arg 40 --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=DIRECT
; DIRECT: {"outcome":"return","value":"i32 42"}
; Poison arguments flow into the callee and back (no noundef).
; RUN: %refinery exec %s --function direct --arg poison --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=DIRECTP
; DIRECTP: {"outcome":"return","value":"i32 poison"}
define i32 @direct(i32 %a, i32 %b) {
  %r = call i32 @add(i32 %a, i32 %b)
  ret i32 %r
}

; A chain of calls; each call's result is bound in the caller.
; RUN: %refinery exec %s --function chain --arg 10 --json | FileCheck %s --match-full-lines --check-prefix=CHAIN
; CHAIN: {"outcome":"return","value":"i32 11"}
define i32 @chain(i32 %x) {
  %a = call i32 @inc(i32 %x)
  %b = call i32 @inc(i32 %a)
  %c = call i32 @dec(i32 %b)
  ret i32 %c
}

; A void callee writing through a pointer argument.
define void @set(ptr %p, i32 %v) {
  store i32 %v, ptr %p
  ret void
}
; RUN: %refinery exec %s --function void_call --arg 17 --json | FileCheck %s --match-full-lines --check-prefix=VOIDC
; VOIDC: {"outcome":"return","value":"i32 17"}
define i32 @void_call(i32 %x) {
  %p = alloca i32
  call void @set(ptr %p, i32 %x)
  %v = load i32, ptr %p
  ret i32 %v
}

; Aggregate return values.
define { i32, i1 } @pair(i32 %x) {
  %a = insertvalue { i32, i1 } poison, i32 %x, 0
  %b = insertvalue { i32, i1 } %a, i1 true, 1
  ret { i32, i1 } %b
}
; RUN: %refinery exec %s --function call_pair --arg 7 --json | FileCheck %s --match-full-lines --check-prefix=PAIR
; PAIR: {"outcome":"return","value":"{ i32, i1 } { i32 7, i1 true }"}
define { i32, i1 } @call_pair(i32 %x) {
  %r = call { i32, i1 } @pair(i32 %x)
  ret { i32, i1 } %r
}

; A void entry function.
; RUN: %refinery exec %s --function void_entry --json | FileCheck %s --match-full-lines --check-prefix=VOIDENTRY
; VOIDENTRY: {"outcome":"return"}
define void @void_entry() {
  ret void
}

;--- Recursion.

; RUN: %refinery exec %s --function fact --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=FACT0
; FACT0: {"outcome":"return","value":"i32 1"}
; RUN: %refinery exec %s --function fact --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=FACT5
; FACT5: {"outcome":"return","value":"i32 120"}
; RUN: %refinery exec %s --function fact --arg 12 --json | FileCheck %s --match-full-lines --check-prefix=FACT12
; FACT12: {"outcome":"return","value":"i32 479001600"}
; 13! overflows i32 and the multiply has nsw: poison.
; RUN: %refinery exec %s --function fact --arg 13 --json | FileCheck %s --match-full-lines --check-prefix=FACT13
; FACT13: {"outcome":"return","value":"i32 poison"}
define i32 @fact(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %base, label %rec
base:
  ret i32 1
rec:
  %m = sub i32 %n, 1
  %f = call i32 @fact(i32 %m)
  %r = mul nsw i32 %n, %f
  ret i32 %r
}

; Each recursive activation has its own alloca.
; RUN: %refinery exec %s --function sum_frames --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=SUMF
; SUMF: {"outcome":"return","value":"i32 10"}
define i32 @sum_frames(i32 %n) {
entry:
  %p = alloca i32
  store i32 %n, ptr %p
  %z = icmp eq i32 %n, 0
  br i1 %z, label %base, label %rec
base:
  ret i32 0
rec:
  %m = sub i32 %n, 1
  %s = call i32 @sum_frames(i32 %m)
  %mine = load i32, ptr %p
  %r = add i32 %s, %mine
  ret i32 %r
}

; Mutual recursion.
; RUN: %refinery exec %s --function is_even --arg 10 --json | FileCheck %s --match-full-lines --check-prefix=EVEN10
; EVEN10: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function is_even --arg 7 --json | FileCheck %s --match-full-lines --check-prefix=EVEN7
; EVEN7: {"outcome":"return","value":"i1 false"}
; RUN: %refinery exec %s --function is_odd --arg 7 --json | FileCheck %s --match-full-lines --check-prefix=ODD7
; ODD7: {"outcome":"return","value":"i1 true"}
define i1 @is_even(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %yes, label %rec
yes:
  ret i1 true
rec:
  %m = sub i32 %n, 1
  %r = call i1 @is_odd(i32 %m)
  ret i1 %r
}

define i1 @is_odd(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %no, label %rec
no:
  ret i1 false
rec:
  %m = sub i32 %n, 1
  %r = call i1 @is_even(i32 %m)
  ret i1 %r
}

;--- Indirect calls.

; RUN: %refinery exec %s --function indirect --arg true --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=INDT
; INDT: {"outcome":"return","value":"i32 6"}
; RUN: %refinery exec %s --function indirect --arg false --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=INDF
; INDF: {"outcome":"return","value":"i32 4"}
; A poison callee operand is UB.
; RUN: %refinery exec %s --function indirect --arg poison --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=INDP
; INDP: {"outcome":"ub","reason":"{{.*}}"}
define i32 @indirect(i1 %c, i32 %x) {
  %f = select i1 %c, ptr @inc, ptr @dec
  %r = call i32 %f(i32 %x)
  ret i32 %r
}

; A function pointer stored in memory (a table) and loaded back.
@table = global [2 x ptr] [ptr @inc, ptr @dec]
; RUN: %refinery exec %s --function via_table --arg 1 --arg 10 --json | FileCheck %s --match-full-lines --check-prefix=TABLE
; TABLE: {"outcome":"return","value":"i32 9"}
define i32 @via_table(i64 %i, i32 %x) {
  %slot = getelementptr [2 x ptr], ptr @table, i64 0, i64 %i
  %f = load ptr, ptr %slot
  %r = call i32 %f(i32 %x)
  ret i32 %r
}

; A function pointer passed as an argument.
define i32 @apply(ptr %f, i32 %x) {
  %r = call i32 %f(i32 %x)
  ret i32 %r
}
; RUN: %refinery exec %s --function apply_twice --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=APPLY
; APPLY: {"outcome":"return","value":"i32 3"}
define i32 @apply_twice(i32 %x) {
  %a = call i32 @apply(ptr @inc, i32 %x)
  %b = call i32 @apply(ptr @inc, i32 %a)
  ret i32 %b
}

; Calling null, or a pointer that is not a function.
; RUN: %refinery exec %s --function call_ptr --arg null --json | FileCheck %s --match-full-lines --check-prefix=CALLNULL
; CALLNULL: {"outcome":"ub","reason":"{{.*}}"}
; RUN: %refinery exec %s --function call_ptr --arg poison --json | FileCheck %s --match-full-lines --check-prefix=CALLPOISON
; CALLPOISON: {"outcome":"ub","reason":"{{.*}}"}
define i32 @call_ptr(ptr %f) {
  %r = call i32 %f(i32 0)
  ret i32 %r
}

; RUN: %refinery exec %s --function call_data --json | FileCheck %s --match-full-lines --check-prefix=CALLDATA
; CALLDATA: {"outcome":"ub","reason":"{{.*}}"}
define i32 @call_data() {
  %p = alloca i32
  %r = call i32 %p(i32 0)
  ret i32 %r
}

; An offset into a function is not the function.
; RUN: %refinery exec %s --function call_interior --json | FileCheck %s --match-full-lines --check-prefix=CALLINT
; CALLINT: {"outcome":"ub","reason":"{{.*}}"}
define i32 @call_interior() {
  %f = getelementptr i8, ptr @inc, i64 1
  %r = call i32 %f(i32 0)
  ret i32 %r
}

; A significant signature mismatch: i32 (i32) called as i64 (ptr, ptr, ptr).
; RUN: %refinery exec %s --function mismatch --json | FileCheck %s --match-full-lines --check-prefix=MISMATCH
; MISMATCH: {"outcome":"ub","reason":"{{.*}}"}
define i64 @mismatch() {
  %r = call i64 @inc(ptr null, ptr null, ptr null)
  ret i64 %r
}

; RUN: %refinery exec %s --function mismatch_indirect --json | FileCheck %s --match-full-lines --check-prefix=MISMATCHI
; MISMATCHI: {"outcome":"ub","reason":"{{.*}}"}
define void @mismatch_indirect() {
  %p = alloca ptr
  store ptr @add, ptr %p
  %f = load ptr, ptr %p
  call void %f(double 1.0)
  ret void
}

;--- External functions the interpreter does not know.

declare i32 @mystery(i32)
; RUN: %refinery exec %s --function unknown_ext --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=UNKNOWN
; UNKNOWN: {"outcome":"unsupported","reason":"{{.*}}@mystery{{.*}}"}
define i32 @unknown_ext(i32 %x) {
  %r = call i32 @mystery(i32 %x)
  ret i32 %r
}

; Not reached: no call happens.
; RUN: %refinery exec %s --function unknown_not_called --arg false --json | FileCheck %s --match-full-lines --check-prefix=UNKNC
; UNKNC: {"outcome":"return","value":"i32 0"}
define i32 @unknown_not_called(i1 %c) {
entry:
  br i1 %c, label %call, label %done
call:
  %r = call i32 @mystery(i32 0)
  ret i32 %r
done:
  ret i32 0
}

;--- Limits: unbounded recursion hits the call depth limit; a long loop hits
;    --max-steps.

; RUN: %refinery exec %s --function forever --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=DEPTH
; DEPTH: {"outcome":"step-limit","reason":"{{.*}}"}
define i32 @forever(i32 %n) {
  %m = add i32 %n, 1
  %r = call i32 @forever(i32 %m)
  ret i32 %r
}

; RUN: %refinery exec %s --function loop --arg 1000000 --max-steps 1000 --json | FileCheck %s --match-full-lines --check-prefix=STEPS
; STEPS: {"outcome":"step-limit","reason":"{{.*}}"}
; RUN: %refinery exec %s --function loop --arg 10 --max-steps 1000 --json | FileCheck %s --match-full-lines --check-prefix=STEPSOK
; STEPSOK: {"outcome":"return","value":"i32 10"}
define i32 @loop(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %j, %head ]
  %j = add i32 %i, 1
  %c = icmp ult i32 %j, %n
  br i1 %c, label %head, label %exit
exit:
  ret i32 %j
}

;--- invoke: on a normal return, control continues at the normal label with
;    the result bound on that edge.

declare i32 @__gxx_personality_v0(...)

; RUN: %refinery exec %s --function inv --arg 41 --json | FileCheck %s --match-full-lines --check-prefix=INVOKE
; INVOKE: {"outcome":"return","value":"i32 42"}
define i32 @inv(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @inc(i32 %x) to label %ok unwind label %lp
ok:
  ret i32 %r
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret i32 -1
}

; The invoke's result feeds a phi in the normal destination.
; RUN: %refinery exec %s --function inv_phi --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=INVPHI
; INVPHI: {"outcome":"return","value":"i32 102"}
define i32 @inv_phi(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @inc(i32 %x) to label %ok unwind label %lp
ok:
  %p = phi i32 [ %r, %entry ]
  %s = add i32 %p, 100
  ret i32 %s
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret i32 -1
}

; An invoke of a void function through a pointer.
; RUN: %refinery exec %s --function inv_void --arg 9 --json | FileCheck %s --match-full-lines --check-prefix=INVVOID
; INVVOID: {"outcome":"return","value":"i32 9"}
define i32 @inv_void(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  %p = alloca i32
  %f = select i1 true, ptr @set, ptr null
  invoke void %f(ptr %p, i32 %x) to label %ok unwind label %lp
ok:
  %v = load i32, ptr %p
  ret i32 %v
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret i32 -1
}

;--- Varargs: a call may pass more arguments than the fixed ones.

define i32 @first_of(i32 %a, ...) {
  ret i32 %a
}
; RUN: %refinery exec %s --function call_varargs --json | FileCheck %s --match-full-lines --check-prefix=VARARGS
; VARARGS: {"outcome":"return","value":"i32 3"}
define i32 @call_varargs() {
  %r = call i32 (i32, ...) @first_of(i32 3, i64 4, double 5.0)
  ret i32 %r
}

; tail/musttail calls behave as calls.
; RUN: %refinery exec %s --function tail --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=TAIL
; TAIL: {"outcome":"return","value":"i32 2"}
define i32 @tail(i32 %x) {
  %r = musttail call i32 @inc(i32 %x)
  ret i32 %r
}
