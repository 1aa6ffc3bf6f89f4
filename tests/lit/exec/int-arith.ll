; Integer add/sub/mul with nsw/nuw (LangRef "'add' Instruction",
; "'sub' Instruction", "'mul' Instruction"), at i8, odd widths (i1, i7, i33),
; i128, and on vectors.

; --- add ---
; RUN: %refinery exec %s --function add --arg 100 --arg 27 --json | FileCheck %s --match-full-lines --check-prefix=ADD
; ADD: {"outcome":"return","value":"i8 127"}
; RUN: %refinery exec %s --function add --arg 127 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=ADD-WRAP
; ADD-WRAP: {"outcome":"return","value":"i8 -128"}
; RUN: %refinery exec %s --function add --arg poison --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=ADD-POISON
; ADD-POISON: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function add_nsw --arg 127 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=ADDNSW-OVF
; ADDNSW-OVF: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function add_nsw --arg -128 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=ADDNSW-UNF
; ADDNSW-UNF: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function add_nsw --arg -100 --arg 50 --json | FileCheck %s --match-full-lines --check-prefix=ADDNSW-OK
; ADDNSW-OK: {"outcome":"return","value":"i8 -50"}
; RUN: %refinery exec %s --function add_nsw --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=ADDNSW-UWRAP
; ADDNSW-UWRAP: {"outcome":"return","value":"i8 0"}
; RUN: %refinery exec %s --function add_nuw --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=ADDNUW-OVF
; ADDNUW-OVF: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function add_nuw --arg 127 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=ADDNUW-OK
; ADDNUW-OK: {"outcome":"return","value":"i8 -128"}
; RUN: %refinery exec %s --function add_nuw_nsw --arg 100 --arg 27 --json | FileCheck %s --match-full-lines --check-prefix=ADDNUWNSW-OK
; ADDNUWNSW-OK: {"outcome":"return","value":"i8 127"}
; RUN: %refinery exec %s --function add_nuw_nsw --arg 127 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=ADDNUWNSW-OVF
; ADDNUWNSW-OVF: {"outcome":"return","value":"i8 poison"}

define i8 @add(i8 %a, i8 %b) {
  %r = add i8 %a, %b
  ret i8 %r
}
define i8 @add_nsw(i8 %a, i8 %b) {
  %r = add nsw i8 %a, %b
  ret i8 %r
}
define i8 @add_nuw(i8 %a, i8 %b) {
  %r = add nuw i8 %a, %b
  ret i8 %r
}
define i8 @add_nuw_nsw(i8 %a, i8 %b) {
  %r = add nuw nsw i8 %a, %b
  ret i8 %r
}

; --- sub ---
; RUN: %refinery exec %s --function sub_nsw --arg -128 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SUBNSW-UNF
; SUBNSW-UNF: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function sub_nsw --arg 0 --arg -128 --json | FileCheck %s --match-full-lines --check-prefix=SUBNSW-OVF
; SUBNSW-OVF: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function sub_nsw --arg -1 --arg 127 --json | FileCheck %s --match-full-lines --check-prefix=SUBNSW-OK
; SUBNSW-OK: {"outcome":"return","value":"i8 -128"}
; RUN: %refinery exec %s --function sub_nuw --arg 0 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SUBNUW-OVF
; SUBNUW-OVF: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function sub_nuw --arg -56 --arg 100 --json | FileCheck %s --match-full-lines --check-prefix=SUBNUW-OK
; SUBNUW-OK: {"outcome":"return","value":"i8 100"}
; RUN: %refinery exec %s --function sub_nuw --arg 5 --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=SUBNUW-ZERO
; SUBNUW-ZERO: {"outcome":"return","value":"i8 0"}

define i8 @sub_nsw(i8 %a, i8 %b) {
  %r = sub nsw i8 %a, %b
  ret i8 %r
}
define i8 @sub_nuw(i8 %a, i8 %b) {
  %r = sub nuw i8 %a, %b
  ret i8 %r
}

; --- mul ---
; RUN: %refinery exec %s --function mul --arg 16 --arg 16 --json | FileCheck %s --match-full-lines --check-prefix=MUL-WRAP
; MUL-WRAP: {"outcome":"return","value":"i8 0"}
; RUN: %refinery exec %s --function mul --arg -128 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=MUL-MIN
; MUL-MIN: {"outcome":"return","value":"i8 -128"}
; RUN: %refinery exec %s --function mul_nsw --arg 16 --arg 8 --json | FileCheck %s --match-full-lines --check-prefix=MULNSW-OVF
; MULNSW-OVF: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function mul_nsw --arg -16 --arg 8 --json | FileCheck %s --match-full-lines --check-prefix=MULNSW-MIN
; MULNSW-MIN: {"outcome":"return","value":"i8 -128"}
; RUN: %refinery exec %s --function mul_nsw --arg -128 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=MULNSW-NEG
; MULNSW-NEG: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function mul_nuw --arg 16 --arg 16 --json | FileCheck %s --match-full-lines --check-prefix=MULNUW-OVF
; MULNUW-OVF: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function mul_nuw --arg 15 --arg 17 --json | FileCheck %s --match-full-lines --check-prefix=MULNUW-MAX
; MULNUW-MAX: {"outcome":"return","value":"i8 -1"}
; RUN: %refinery exec %s --function mul_nuw --arg -128 --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=MULNUW-HI
; MULNUW-HI: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function mul_nuw --arg poison --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=MULNUW-POISON
; MULNUW-POISON: {"outcome":"return","value":"i8 poison"}

define i8 @mul(i8 %a, i8 %b) {
  %r = mul i8 %a, %b
  ret i8 %r
}
define i8 @mul_nsw(i8 %a, i8 %b) {
  %r = mul nsw i8 %a, %b
  ret i8 %r
}
define i8 @mul_nuw(i8 %a, i8 %b) {
  %r = mul nuw i8 %a, %b
  ret i8 %r
}

; --- i1: the signed values are 0 and -1 ---
; RUN: %refinery exec %s --function add_i1 --arg true --arg true --json | FileCheck %s --match-full-lines --check-prefix=ADDI1
; ADDI1: {"outcome":"return","value":"i1 false"}
; RUN: %refinery exec %s --function add_nsw_i1 --arg true --arg true --json | FileCheck %s --match-full-lines --check-prefix=ADDNSWI1-OVF
; ADDNSWI1-OVF: {"outcome":"return","value":"i1 poison"}
; RUN: %refinery exec %s --function add_nsw_i1 --arg true --arg false --json | FileCheck %s --match-full-lines --check-prefix=ADDNSWI1-OK
; ADDNSWI1-OK: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function add_nuw_i1 --arg true --arg true --json | FileCheck %s --match-full-lines --check-prefix=ADDNUWI1
; ADDNUWI1: {"outcome":"return","value":"i1 poison"}
; RUN: %refinery exec %s --function sub_nsw_i1 --arg false --arg true --json | FileCheck %s --match-full-lines --check-prefix=SUBNSWI1
; SUBNSWI1: {"outcome":"return","value":"i1 poison"}
; RUN: %refinery exec %s --function mul_nsw_i1 --arg true --arg true --json | FileCheck %s --match-full-lines --check-prefix=MULNSWI1
; MULNSWI1: {"outcome":"return","value":"i1 poison"}
; RUN: %refinery exec %s --function mul_nuw_i1 --arg true --arg true --json | FileCheck %s --match-full-lines --check-prefix=MULNUWI1
; MULNUWI1: {"outcome":"return","value":"i1 true"}

define i1 @add_i1(i1 %a, i1 %b) {
  %r = add i1 %a, %b
  ret i1 %r
}
define i1 @add_nsw_i1(i1 %a, i1 %b) {
  %r = add nsw i1 %a, %b
  ret i1 %r
}
define i1 @add_nuw_i1(i1 %a, i1 %b) {
  %r = add nuw i1 %a, %b
  ret i1 %r
}
define i1 @sub_nsw_i1(i1 %a, i1 %b) {
  %r = sub nsw i1 %a, %b
  ret i1 %r
}
define i1 @mul_nsw_i1(i1 %a, i1 %b) {
  %r = mul nsw i1 %a, %b
  ret i1 %r
}
define i1 @mul_nuw_i1(i1 %a, i1 %b) {
  %r = mul nuw i1 %a, %b
  ret i1 %r
}

; --- i7: signed range [-64, 63] ---
; RUN: %refinery exec %s --function add_i7 --arg 63 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=ADDI7
; ADDI7: {"outcome":"return","value":"i7 -64"}
; RUN: %refinery exec %s --function add_nsw_i7 --arg 63 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=ADDNSWI7-OVF
; ADDNSWI7-OVF: {"outcome":"return","value":"i7 poison"}
; RUN: %refinery exec %s --function add_nsw_i7 --arg -64 --arg 63 --json | FileCheck %s --match-full-lines --check-prefix=ADDNSWI7-OK
; ADDNSWI7-OK: {"outcome":"return","value":"i7 -1"}
; RUN: %refinery exec %s --function add_nuw_i7 --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=ADDNUWI7
; ADDNUWI7: {"outcome":"return","value":"i7 poison"}
; RUN: %refinery exec %s --function mul_nsw_i7 --arg -8 --arg 8 --json | FileCheck %s --match-full-lines --check-prefix=MULNSWI7-OK
; MULNSWI7-OK: {"outcome":"return","value":"i7 -64"}
; RUN: %refinery exec %s --function mul_nsw_i7 --arg 8 --arg 8 --json | FileCheck %s --match-full-lines --check-prefix=MULNSWI7-OVF
; MULNSWI7-OVF: {"outcome":"return","value":"i7 poison"}

define i7 @add_i7(i7 %a, i7 %b) {
  %r = add i7 %a, %b
  ret i7 %r
}
define i7 @add_nsw_i7(i7 %a, i7 %b) {
  %r = add nsw i7 %a, %b
  ret i7 %r
}
define i7 @add_nuw_i7(i7 %a, i7 %b) {
  %r = add nuw i7 %a, %b
  ret i7 %r
}
define i7 @mul_nsw_i7(i7 %a, i7 %b) {
  %r = mul nsw i7 %a, %b
  ret i7 %r
}

; --- i33: signed range [-2^32, 2^32-1] ---
; RUN: %refinery exec %s --function add_nsw_i33 --arg 4294967295 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=ADDNSWI33-OVF
; ADDNSWI33-OVF: {"outcome":"return","value":"i33 poison"}
; RUN: %refinery exec %s --function add_nsw_i33 --arg 4294967295 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=ADDNSWI33-OK
; ADDNSWI33-OK: {"outcome":"return","value":"i33 4294967294"}
; RUN: %refinery exec %s --function mul_nuw_i33 --arg 65536 --arg 65536 --json | FileCheck %s --match-full-lines --check-prefix=MULNUWI33-OK
; MULNUWI33-OK: {"outcome":"return","value":"i33 -4294967296"}
; RUN: %refinery exec %s --function mul_nuw_i33 --arg 65536 --arg 131072 --json | FileCheck %s --match-full-lines --check-prefix=MULNUWI33-OVF
; MULNUWI33-OVF: {"outcome":"return","value":"i33 poison"}
; RUN: %refinery exec %s --function sub_i33 --arg -4294967296 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SUBI33
; SUBI33: {"outcome":"return","value":"i33 4294967295"}

define i33 @add_nsw_i33(i33 %a, i33 %b) {
  %r = add nsw i33 %a, %b
  ret i33 %r
}
define i33 @mul_nuw_i33(i33 %a, i33 %b) {
  %r = mul nuw i33 %a, %b
  ret i33 %r
}
define i33 @sub_i33(i33 %a, i33 %b) {
  %r = sub i33 %a, %b
  ret i33 %r
}

; --- i128 ---
; RUN: %refinery exec %s --function add_i128 --arg 170141183460469231731687303715884105727 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=ADDI128
; ADDI128: {"outcome":"return","value":"i128 -170141183460469231731687303715884105728"}
; RUN: %refinery exec %s --function add_nsw_i128 --arg 170141183460469231731687303715884105727 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=ADDNSWI128
; ADDNSWI128: {"outcome":"return","value":"i128 poison"}
; RUN: %refinery exec %s --function add_nsw_i128 --arg 18446744073709551615 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=ADDNSWI128-CARRY
; ADDNSWI128-CARRY: {"outcome":"return","value":"i128 18446744073709551616"}
; RUN: %refinery exec %s --function mul_i128 --arg 18446744073709551616 --arg 18446744073709551616 --json | FileCheck %s --match-full-lines --check-prefix=MULI128
; MULI128: {"outcome":"return","value":"i128 0"}
; RUN: %refinery exec %s --function mul_nuw_i128 --arg 18446744073709551616 --arg 9223372036854775808 --json | FileCheck %s --match-full-lines --check-prefix=MULNUWI128
; MULNUWI128: {"outcome":"return","value":"i128 -170141183460469231731687303715884105728"}
; RUN: %refinery exec %s --function mul_nsw_i128 --arg 18446744073709551616 --arg 9223372036854775808 --json | FileCheck %s --match-full-lines --check-prefix=MULNSWI128
; MULNSWI128: {"outcome":"return","value":"i128 poison"}
; RUN: %refinery exec %s --function sub_nuw_i128 --arg 0 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SUBNUWI128
; SUBNUWI128: {"outcome":"return","value":"i128 poison"}

define i128 @add_i128(i128 %a, i128 %b) {
  %r = add i128 %a, %b
  ret i128 %r
}
define i128 @add_nsw_i128(i128 %a, i128 %b) {
  %r = add nsw i128 %a, %b
  ret i128 %r
}
define i128 @mul_i128(i128 %a, i128 %b) {
  %r = mul i128 %a, %b
  ret i128 %r
}
define i128 @mul_nuw_i128(i128 %a, i128 %b) {
  %r = mul nuw i128 %a, %b
  ret i128 %r
}
define i128 @mul_nsw_i128(i128 %a, i128 %b) {
  %r = mul nsw i128 %a, %b
  ret i128 %r
}
define i128 @sub_nuw_i128(i128 %a, i128 %b) {
  %r = sub nuw i128 %a, %b
  ret i128 %r
}

; --- vectors: flags act per element ---
; RUN: %refinery exec %s --function add_nsw_v2 --arg '<i8 127, i8 1>' --arg '<i8 1, i8 1>' --json | FileCheck %s --match-full-lines --check-prefix=ADDNSWV2
; ADDNSWV2: {"outcome":"return","value":"<2 x i8> <i8 poison, i8 2>"}
; RUN: %refinery exec %s --function add_nsw_v2 --arg '<i8 poison, i8 3>' --arg '<i8 1, i8 -4>' --json | FileCheck %s --match-full-lines --check-prefix=ADDNSWV2-PLANE
; ADDNSWV2-PLANE: {"outcome":"return","value":"<2 x i8> <i8 poison, i8 -1>"}
; RUN: %refinery exec %s --function mul_nuw_v2 --arg '<i8 16, i8 15>' --arg '<i8 16, i8 17>' --json | FileCheck %s --match-full-lines --check-prefix=MULNUWV2
; MULNUWV2: {"outcome":"return","value":"<2 x i8> <i8 poison, i8 -1>"}

define <2 x i8> @add_nsw_v2(<2 x i8> %a, <2 x i8> %b) {
  %r = add nsw <2 x i8> %a, %b
  ret <2 x i8> %r
}
define <2 x i8> @mul_nuw_v2(<2 x i8> %a, <2 x i8> %b) {
  %r = mul nuw <2 x i8> %a, %b
  ret <2 x i8> %r
}
