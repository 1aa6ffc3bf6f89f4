; and/or/xor (LangRef "'and' Instruction", "'or' Instruction", "'xor'
; Instruction"): or disjoint is poison if both operands have a one in the same
; bit position, for vectors only in that element. A poison operand gives
; poison even where the other operand would decide the result ("Poison
; Values": "and i32 %poison, 0 ; 0, but also poison").

; RUN: %refinery exec %s --function and --arg 12 --arg 10 --json | FileCheck %s --match-full-lines --check-prefix=AND
; AND: {"outcome":"return","value":"i8 8"}
; RUN: %refinery exec %s --function and --arg poison --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=AND-POISON
; AND-POISON: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function or --arg 12 --arg 10 --json | FileCheck %s --match-full-lines --check-prefix=OR
; OR: {"outcome":"return","value":"i8 14"}
; RUN: %refinery exec %s --function or --arg -1 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=OR-POISON
; OR-POISON: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function xor --arg 12 --arg 10 --json | FileCheck %s --match-full-lines --check-prefix=XOR
; XOR: {"outcome":"return","value":"i8 6"}
; RUN: %refinery exec %s --function xor --arg -1 --arg 85 --json | FileCheck %s --match-full-lines --check-prefix=XOR-NOT
; XOR-NOT: {"outcome":"return","value":"i8 -86"}
; RUN: %refinery exec %s --function xor_self --arg poison --json | FileCheck %s --match-full-lines --check-prefix=XORSELF-POISON
; XORSELF-POISON: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function xor_self --arg 77 --json | FileCheck %s --match-full-lines --check-prefix=XORSELF
; XORSELF: {"outcome":"return","value":"i8 0"}
; RUN: %refinery exec %s --function or_disjoint --arg 12 --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=ORD-OK
; ORD-OK: {"outcome":"return","value":"i8 15"}
; RUN: %refinery exec %s --function or_disjoint --arg 12 --arg 10 --json | FileCheck %s --match-full-lines --check-prefix=ORD-OVERLAP
; ORD-OVERLAP: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function or_disjoint --arg -128 --arg 127 --json | FileCheck %s --match-full-lines --check-prefix=ORD-ALL
; ORD-ALL: {"outcome":"return","value":"i8 -1"}
; RUN: %refinery exec %s --function or_disjoint --arg 0 --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=ORD-ZERO
; ORD-ZERO: {"outcome":"return","value":"i8 0"}

define i8 @and(i8 %a, i8 %b) {
  %r = and i8 %a, %b
  ret i8 %r
}
define i8 @or(i8 %a, i8 %b) {
  %r = or i8 %a, %b
  ret i8 %r
}
define i8 @xor(i8 %a, i8 %b) {
  %r = xor i8 %a, %b
  ret i8 %r
}
define i8 @xor_self(i8 %a) {
  %r = xor i8 %a, %a
  ret i8 %r
}
define i8 @or_disjoint(i8 %a, i8 %b) {
  %r = or disjoint i8 %a, %b
  ret i8 %r
}

; --- i1, i128, vectors ---
; RUN: %refinery exec %s --function or_disjoint_i1 --arg true --arg true --json | FileCheck %s --match-full-lines --check-prefix=ORDI1
; ORDI1: {"outcome":"return","value":"i1 poison"}
; RUN: %refinery exec %s --function xor_i1 --arg true --arg true --json | FileCheck %s --match-full-lines --check-prefix=XORI1
; XORI1: {"outcome":"return","value":"i1 false"}
; RUN: %refinery exec %s --function and_i128 --arg -1 --arg 340282366920938463463374607431768211455 --json | FileCheck %s --match-full-lines --check-prefix=ANDI128
; ANDI128: {"outcome":"return","value":"i128 -1"}
; RUN: %refinery exec %s --function or_disjoint_i128 --arg 18446744073709551616 --arg 18446744073709551615 --json | FileCheck %s --match-full-lines --check-prefix=ORDI128
; ORDI128: {"outcome":"return","value":"i128 36893488147419103231"}
; RUN: %refinery exec %s --function or_disjoint_v2 --arg '<i8 1, i8 3>' --arg '<i8 2, i8 1>' --json | FileCheck %s --match-full-lines --check-prefix=ORDV2
; ORDV2: {"outcome":"return","value":"<2 x i8> <i8 3, i8 poison>"}
; RUN: %refinery exec %s --function and_v2 --arg '<i8 poison, i8 -1>' --arg '<i8 0, i8 15>' --json | FileCheck %s --match-full-lines --check-prefix=ANDV2
; ANDV2: {"outcome":"return","value":"<2 x i8> <i8 poison, i8 15>"}

define i1 @or_disjoint_i1(i1 %a, i1 %b) {
  %r = or disjoint i1 %a, %b
  ret i1 %r
}
define i1 @xor_i1(i1 %a, i1 %b) {
  %r = xor i1 %a, %b
  ret i1 %r
}
define i128 @and_i128(i128 %a, i128 %b) {
  %r = and i128 %a, %b
  ret i128 %r
}
define i128 @or_disjoint_i128(i128 %a, i128 %b) {
  %r = or disjoint i128 %a, %b
  ret i128 %r
}
define <2 x i8> @or_disjoint_v2(<2 x i8> %a, <2 x i8> %b) {
  %r = or disjoint <2 x i8> %a, %b
  ret <2 x i8> %r
}
define <2 x i8> @and_v2(<2 x i8> %a, <2 x i8> %b) {
  %r = and <2 x i8> %a, %b
  ret <2 x i8> %r
}
