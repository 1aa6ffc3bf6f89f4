; refinery mutate --strategies operand-new-arg: an operand becomes a new
; parameter (the UB manual's placeholder rule, never undef or poison); the
; direct callers pass one of their own values. Functions whose address is
; taken keep their signature.

; RUN: %refinery mutate %s --function callee --strategies operand-new-arg --mutations 1 --seed 1 --describe -o %t.ll 2>&1 | FileCheck %s --check-prefix=DESC
; DESC: seed 1: operand-new-arg: replace operand {{[01]}} ({{%a|i32 3}}) of %r with new argument %new.arg of @callee (2 call(s) updated)
; RUN: FileCheck %s --check-prefix=IR < %t.ll
; IR: define i32 @callee(i32 %a, i32 %new.arg)
; IR: %r = udiv i32 {{%new.arg, 3|%a, %new.arg}}
; IR: define i32 @caller(i32 %x, i32 %y)
; IR: %c = call i32 @callee(i32 %x, i32 {{%x|%y}})
; IR: %d = call i32 @callee(i32 %y, i32 {{%x|%y}})
; RUN: %opt22 -passes=verify -disable-output %t.ll

; The escaping function is left alone.
; RUN: %refinery mutate %s --function escapes --strategies operand-new-arg --seed 1 -o %t.esc.ll 2>&1 | FileCheck %s --check-prefix=ESC
; ESC: warning: seed 1: 0 of 3 mutation(s) applied
; RUN: FileCheck %s --check-prefix=ESC-IR < %t.esc.ll
; ESC-IR: define i32 @escapes(i32 %a)

@fp = global ptr @escapes

define i32 @callee(i32 %a) {
  %r = udiv i32 %a, 3
  ret i32 %r
}

define i32 @caller(i32 %x, i32 %y) {
  %c = call i32 @callee(i32 %x)
  %d = call i32 @callee(i32 %y)
  %s = add i32 %c, %d
  ret i32 %s
}

define i32 @escapes(i32 %a) {
  %r = add i32 %a, 1
  ret i32 %r
}
