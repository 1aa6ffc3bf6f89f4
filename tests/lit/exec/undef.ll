; undef (LangRef "Undefined Values"): every use of an undef value may see a
; different arbitrary bit pattern. refinery exec resolves each use to zero and
; reports "nondeterministic":true. Branching on undef is UB ("'br'
; Instruction": "If 'cond' is poison or undef, this instruction has undefined
; behavior"); so is dividing by undef (it may be zero). Memory that was never
; written (a fresh alloca) reads as undef ("'alloca' Instruction").

; RUN: %refinery exec %s --function ret_undef --json | FileCheck %s --match-full-lines --check-prefix=RET
; RET: {"outcome":"return","value":"i8 0","nondeterministic":true}
; RUN: %refinery exec %s --function add_undef --json | FileCheck %s --match-full-lines --check-prefix=ADD
; ADD: {"outcome":"return","value":"i8 1","nondeterministic":true}
; RUN: %refinery exec %s --function or_undef_ones --json | FileCheck %s --match-full-lines --check-prefix=OR-ONES
; OR-ONES: {"outcome":"return","value":"i8 -1","nondeterministic":true}
; RUN: %refinery exec %s --function id --arg undef --json | FileCheck %s --match-full-lines --check-prefix=ARG
; ARG: {"outcome":"return","value":"i8 0","nondeterministic":true}
; RUN: %refinery exec %s --function id --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=ARG-DEF
; ARG-DEF: {"outcome":"return","value":"i8 3"}
; RUN: %refinery exec %s --function xor_self --arg undef --json | FileCheck %s --match-full-lines --check-prefix=XORSELF
; XORSELF: {"outcome":"return","value":"i8 0","nondeterministic":true}
; RUN: %refinery exec %s --function vec_undef_lane --json | FileCheck %s --match-full-lines --check-prefix=VEC
; VEC: {"outcome":"return","value":"<2 x i8> <i8 0, i8 1>","nondeterministic":true}
; RUN: %refinery exec %s --function struct_undef --json | FileCheck %s --match-full-lines --check-prefix=STRUCT
; STRUCT: {"outcome":"return","value":"{ i8, i16 } zeroinitializer","nondeterministic":true}
; RUN: %refinery exec %s --function select_undef --json | FileCheck %s --match-full-lines --check-prefix=SELECT
; SELECT: {"outcome":"return","value":"i8 20","nondeterministic":true}
; RUN: %refinery exec %s --function freeze_undef --json | FileCheck %s --match-full-lines --check-prefix=FREEZE
; FREEZE: {"outcome":"return","value":"i8 0","nondeterministic":true}
; RUN: %refinery exec %s --function udiv_by_undef --json | FileCheck %s --match-full-lines --check-prefix=UDIV
; UDIV: {"outcome":"ub","reason":"division by undef at %r in @udiv_by_undef","nondeterministic":true}
; RUN: %refinery exec %s --function load_uninit --json | FileCheck %s --match-full-lines --check-prefix=UNINIT
; UNINIT: {"outcome":"return","value":"i32 0","nondeterministic":true}
; RUN: %refinery exec %s --function br_arg --arg undef --json | FileCheck %s --match-full-lines --check-prefix=BR-ARG
; BR-ARG: {"outcome":"ub","reason":"{{[^"]*}}"{{.*}}}
; RUN: %refinery exec %s --function br_frozen --json | FileCheck %s --match-full-lines --check-prefix=BR-FROZEN
; BR-FROZEN: {"outcome":"return","value":"i8 2","nondeterministic":true}
; RUN: %refinery exec %s --function fadd_undef --json | FileCheck %s --match-full-lines --check-prefix=FADD
; FADD: {"outcome":"return","value":"double 1.000000e+00","nondeterministic":true}

define i8 @ret_undef() {
  ret i8 undef
}
define i8 @add_undef() {
  %r = add i8 undef, 1
  ret i8 %r
}
define i8 @or_undef_ones() {
  %r = or i8 undef, -1
  ret i8 %r
}
define i8 @id(i8 %a) {
  ret i8 %a
}
define i8 @xor_self(i8 %a) {
  %r = xor i8 %a, %a
  ret i8 %r
}
define <2 x i8> @vec_undef_lane() {
  ret <2 x i8> <i8 undef, i8 1>
}
define { i8, i16 } @struct_undef() {
  ret { i8, i16 } undef
}
define i8 @select_undef() {
  %r = select i1 undef, i8 10, i8 20
  ret i8 %r
}
define i8 @freeze_undef() {
  %r = freeze i8 undef
  ret i8 %r
}
define i8 @udiv_by_undef() {
  %r = udiv i8 1, undef
  ret i8 %r
}
define i32 @load_uninit() {
  %p = alloca i32
  %v = load i32, ptr %p
  ret i32 %v
}
define i8 @br_arg(i1 %c) {
entry:
  br i1 %c, label %t, label %f
t:
  ret i8 1
f:
  ret i8 2
}
define i8 @br_frozen() {
entry:
  %c = freeze i1 undef
  br i1 %c, label %t, label %f
t:
  ret i8 1
f:
  ret i8 2
}
define double @fadd_undef() {
  %r = fadd double undef, 1.0
  ret double %r
}
