; insertvalue/extractvalue (LangRef "'insertvalue' Instruction",
; "'extractvalue' Instruction") and returning structs and arrays. Each
; element of an aggregate is poison on its own; a poison aggregate has every
; element poison.

; RUN: %refinery exec %s --function make_pair --arg 7 --arg false --json | FileCheck %s --match-full-lines --check-prefix=PAIR
; PAIR: {"outcome":"return","value":"{ i32, i1 } { i32 7, i1 false }"}
; RUN: %refinery exec %s --function make_pair --arg 0 --arg false --json | FileCheck %s --match-full-lines --check-prefix=PAIR-ZERO
; PAIR-ZERO: {"outcome":"return","value":"{ i32, i1 } zeroinitializer"}
; RUN: %refinery exec %s --function make_pair --arg poison --arg true --json | FileCheck %s --match-full-lines --check-prefix=PAIR-PFIRST
; PAIR-PFIRST: {"outcome":"return","value":"{ i32, i1 } { i32 poison, i1 true }"}
; RUN: %refinery exec %s --function make_pair --arg poison --arg poison --json | FileCheck %s --match-full-lines --check-prefix=PAIR-POISON
; PAIR-POISON: {"outcome":"return","value":"{ i32, i1 } poison"}
; RUN: %refinery exec %s --function half_pair --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=HALFPAIR
; HALFPAIR: {"outcome":"return","value":"{ i32, i1 } { i32 3, i1 poison }"}
; RUN: %refinery exec %s --function second --arg '{ i32 1, i1 true }' --json | FileCheck %s --match-full-lines --check-prefix=SECOND
; SECOND: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function second --arg '{ i32 1, i1 poison }' --json | FileCheck %s --match-full-lines --check-prefix=SECOND-POISON
; SECOND-POISON: {"outcome":"return","value":"i1 poison"}
; RUN: %refinery exec %s --function second --arg '{ i32 poison, i1 false }' --json | FileCheck %s --match-full-lines --check-prefix=SECOND-OTHERPOISON
; SECOND-OTHERPOISON: {"outcome":"return","value":"i1 false"}
; RUN: %refinery exec %s --function second --arg poison --json | FileCheck %s --match-full-lines --check-prefix=SECOND-ALLPOISON
; SECOND-ALLPOISON: {"outcome":"return","value":"i1 poison"}

define { i32, i1 } @make_pair(i32 %a, i1 %b) {
  %p0 = insertvalue { i32, i1 } poison, i32 %a, 0
  %p1 = insertvalue { i32, i1 } %p0, i1 %b, 1
  ret { i32, i1 } %p1
}
define { i32, i1 } @half_pair(i32 %a) {
  %p = insertvalue { i32, i1 } poison, i32 %a, 0
  ret { i32, i1 } %p
}
define i1 @second({ i32, i1 } %p) {
  %r = extractvalue { i32, i1 } %p, 1
  ret i1 %r
}

; --- nested aggregates and arrays ---
; RUN: %refinery exec %s --function nested_get --arg '{ i8 1, { i16, [2 x i8] } { i16 2, [2 x i8] [i8 3, i8 4] } }' --json | FileCheck %s --match-full-lines --check-prefix=NESTED-GET
; NESTED-GET: {"outcome":"return","value":"i8 4"}
; RUN: %refinery exec %s --function nested_set --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=NESTED-SET
; NESTED-SET: {"outcome":"return","value":"{ i8, { i16, [2 x i8] } } { i8 1, { i16, [2 x i8] } { i16 2, [2 x i8] c\"\\03\\FF\" } }"}
; RUN: %refinery exec %s --function arr3 --arg 1 --arg 2 --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=ARR3
; ARR3: {"outcome":"return","value":"[3 x i32] [i32 1, i32 2, i32 3]"}
; RUN: %refinery exec %s --function arr3 --arg 1 --arg poison --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=ARR3-POISON
; ARR3-POISON: {"outcome":"return","value":"[3 x i32] [i32 1, i32 poison, i32 3]"}
; RUN: %refinery exec %s --function arr_i8 --json | FileCheck %s --match-full-lines --check-prefix=ARRI8
; ARRI8: {"outcome":"return","value":"[3 x i8] c\"AB\\00\""}
; RUN: %refinery exec %s --function vec_in_struct --arg '<i8 1, i8 poison>' --json | FileCheck %s --match-full-lines --check-prefix=VECSTRUCT
; VECSTRUCT: {"outcome":"return","value":"{ <2 x i8>, i8 } { <2 x i8> <i8 1, i8 poison>, i8 5 }"}

define i8 @nested_get({ i8, { i16, [2 x i8] } } %s) {
  %r = extractvalue { i8, { i16, [2 x i8] } } %s, 1, 1, 1
  ret i8 %r
}
define { i8, { i16, [2 x i8] } } @nested_set(i8 %x) {
  %r = insertvalue { i8, { i16, [2 x i8] } } { i8 1, { i16, [2 x i8] } { i16 2, [2 x i8] [i8 3, i8 4] } }, i8 %x, 1, 1, 1
  ret { i8, { i16, [2 x i8] } } %r
}
define [3 x i32] @arr3(i32 %a, i32 %b, i32 %c) {
  %r0 = insertvalue [3 x i32] poison, i32 %a, 0
  %r1 = insertvalue [3 x i32] %r0, i32 %b, 1
  %r2 = insertvalue [3 x i32] %r1, i32 %c, 2
  ret [3 x i32] %r2
}
define [3 x i8] @arr_i8() {
  %r0 = insertvalue [3 x i8] zeroinitializer, i8 65, 0
  %r1 = insertvalue [3 x i8] %r0, i8 66, 1
  ret [3 x i8] %r1
}
define { <2 x i8>, i8 } @vec_in_struct(<2 x i8> %v) {
  %r0 = insertvalue { <2 x i8>, i8 } poison, <2 x i8> %v, 0
  %r1 = insertvalue { <2 x i8>, i8 } %r0, i8 5, 1
  ret { <2 x i8>, i8 } %r1
}

; --- structs through calls ---
; RUN: %refinery exec %s --function divmod_caller --arg 17 --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=DIVMOD
; DIVMOD: {"outcome":"return","value":"i32 32"}
; RUN: %refinery exec %s --function divmod --arg 17 --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=DIVMOD-DIRECT
; DIVMOD-DIRECT: {"outcome":"return","value":"{ i32, i32 } { i32 3, i32 2 }"}
; RUN: %refinery exec %s --function divmod_caller --arg 17 --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=DIVMOD-ZERO
; DIVMOD-ZERO: {"outcome":"ub","reason":"division by zero at %q in @divmod"}
; RUN: %refinery exec %s --function swap_pair --arg '{ i8 1, i16 2 }' --json | FileCheck %s --match-full-lines --check-prefix=SWAPPAIR
; SWAPPAIR: {"outcome":"return","value":"{ i16, i8 } { i16 2, i8 1 }"}

define { i32, i32 } @divmod(i32 %a, i32 %b) {
  %q = udiv i32 %a, %b
  %m = urem i32 %a, %b
  %r0 = insertvalue { i32, i32 } poison, i32 %q, 0
  %r1 = insertvalue { i32, i32 } %r0, i32 %m, 1
  ret { i32, i32 } %r1
}
; q * 10 + m
define i32 @divmod_caller(i32 %a, i32 %b) {
  %p = call { i32, i32 } @divmod(i32 %a, i32 %b)
  %q = extractvalue { i32, i32 } %p, 0
  %m = extractvalue { i32, i32 } %p, 1
  %q10 = mul i32 %q, 10
  %r = add i32 %q10, %m
  ret i32 %r
}
define { i16, i8 } @swap_pair({ i8, i16 } %p) {
  %a = extractvalue { i8, i16 } %p, 0
  %b = extractvalue { i8, i16 } %p, 1
  %r0 = insertvalue { i16, i8 } poison, i16 %b, 0
  %r1 = insertvalue { i16, i8 } %r0, i8 %a, 1
  ret { i16, i8 } %r1
}
