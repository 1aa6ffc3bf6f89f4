; icmp (LangRef "'icmp' Instruction"). @all_preds returns the ten predicates
; as one <10 x i1>, in the order eq ne ugt uge ult ule sgt sge slt sle; the
; operand pairs order differently signed and unsigned. samesign makes
; operands of different signs poison; a poison operand gives poison; vectors
; compare element by element.

; RUN: %refinery exec %s --function all_preds --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=ALL-MN
; ALL-MN: {"outcome":"return","value":"<10 x i1> <i1 false, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true>"}
; RUN: %refinery exec %s --function all_preds --arg 1 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=ALL-NM
; ALL-NM: {"outcome":"return","value":"<10 x i1> <i1 false, i1 true, i1 false, i1 false, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>"}
; RUN: %refinery exec %s --function all_preds --arg 5 --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=ALL-EQ
; ALL-EQ: {"outcome":"return","value":"<10 x i1> <i1 true, i1 false, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true>"}
; RUN: %refinery exec %s --function all_preds --arg -128 --arg 127 --json | FileCheck %s --match-full-lines --check-prefix=ALL-MINMAX
; ALL-MINMAX: {"outcome":"return","value":"<10 x i1> <i1 false, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true>"}
; RUN: %refinery exec %s --function all_preds --arg 0 --arg -128 --json | FileCheck %s --match-full-lines --check-prefix=ALL-ZMIN
; ALL-ZMIN: {"outcome":"return","value":"<10 x i1> <i1 false, i1 true, i1 false, i1 false, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false>"}
; RUN: %refinery exec %s --function all_preds --arg poison --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=ALL-POISON
; ALL-POISON: {"outcome":"return","value":"<10 x i1> poison"}

define <10 x i1> @all_preds(i8 %a, i8 %b) {
  %eq = icmp eq i8 %a, %b
  %ne = icmp ne i8 %a, %b
  %ugt = icmp ugt i8 %a, %b
  %uge = icmp uge i8 %a, %b
  %ult = icmp ult i8 %a, %b
  %ule = icmp ule i8 %a, %b
  %sgt = icmp sgt i8 %a, %b
  %sge = icmp sge i8 %a, %b
  %slt = icmp slt i8 %a, %b
  %sle = icmp sle i8 %a, %b
  %v0 = insertelement <10 x i1> poison, i1 %eq, i32 0
  %v1 = insertelement <10 x i1> %v0, i1 %ne, i32 1
  %v2 = insertelement <10 x i1> %v1, i1 %ugt, i32 2
  %v3 = insertelement <10 x i1> %v2, i1 %uge, i32 3
  %v4 = insertelement <10 x i1> %v3, i1 %ult, i32 4
  %v5 = insertelement <10 x i1> %v4, i1 %ule, i32 5
  %v6 = insertelement <10 x i1> %v5, i1 %sgt, i32 6
  %v7 = insertelement <10 x i1> %v6, i1 %sge, i32 7
  %v8 = insertelement <10 x i1> %v7, i1 %slt, i32 8
  %v9 = insertelement <10 x i1> %v8, i1 %sle, i32 9
  ret <10 x i1> %v9
}

; --- samesign ---
; RUN: %refinery exec %s --function ult_samesign --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=ULTSS-DIFF
; ULTSS-DIFF: {"outcome":"return","value":"i1 poison"}
; RUN: %refinery exec %s --function ult_samesign --arg 1 --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=ULTSS-POS
; ULTSS-POS: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function ult_samesign --arg -2 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=ULTSS-NEG
; ULTSS-NEG: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function slt_samesign --arg -2 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=SLTSS-NEG
; SLTSS-NEG: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function slt_samesign --arg -128 --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=SLTSS-DIFF
; SLTSS-DIFF: {"outcome":"return","value":"i1 poison"}
; RUN: %refinery exec %s --function eq_samesign --arg 0 --arg -128 --json | FileCheck %s --match-full-lines --check-prefix=EQSS-DIFF
; EQSS-DIFF: {"outcome":"return","value":"i1 poison"}
; RUN: %refinery exec %s --function eq_samesign --arg 0 --arg 127 --json | FileCheck %s --match-full-lines --check-prefix=EQSS-SAME
; EQSS-SAME: {"outcome":"return","value":"i1 false"}

define i1 @ult_samesign(i8 %a, i8 %b) {
  %r = icmp samesign ult i8 %a, %b
  ret i1 %r
}
define i1 @slt_samesign(i8 %a, i8 %b) {
  %r = icmp samesign slt i8 %a, %b
  ret i1 %r
}
define i1 @eq_samesign(i8 %a, i8 %b) {
  %r = icmp samesign eq i8 %a, %b
  ret i1 %r
}

; --- other widths, vectors, pointers ---
; RUN: %refinery exec %s --function sgt_i1 --arg true --arg false --json | FileCheck %s --match-full-lines --check-prefix=SGTI1
; SGTI1: {"outcome":"return","value":"i1 false"}
; RUN: %refinery exec %s --function ugt_i1 --arg true --arg false --json | FileCheck %s --match-full-lines --check-prefix=UGTI1
; UGTI1: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function slt_i128 --arg -170141183460469231731687303715884105728 --arg 170141183460469231731687303715884105727 --json | FileCheck %s --match-full-lines --check-prefix=SLTI128
; SLTI128: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function ult_i33 --arg 4294967295 --arg -4294967296 --json | FileCheck %s --match-full-lines --check-prefix=ULTI33
; ULTI33: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function slt_v4 --arg '<i8 -1, i8 1, i8 poison, i8 0>' --arg '<i8 0, i8 0, i8 0, i8 0>' --json | FileCheck %s --match-full-lines --check-prefix=SLTV4
; SLTV4: {"outcome":"return","value":"<4 x i1> <i1 true, i1 false, i1 poison, i1 false>"}
; RUN: %refinery exec %s --function ptr_eq --arg null --arg null --json | FileCheck %s --match-full-lines --check-prefix=PTREQ-NULL
; PTREQ-NULL: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function ptr_eq --arg null --arg poison --json | FileCheck %s --match-full-lines --check-prefix=PTREQ-POISON
; PTREQ-POISON: {"outcome":"return","value":"i1 poison"}
; RUN: %refinery exec %s --function global_ne_null --json | FileCheck %s --match-full-lines --check-prefix=GLOBAL-NE-NULL
; GLOBAL-NE-NULL: {"outcome":"return","value":"i1 true"}

@g = global i32 0

define i1 @sgt_i1(i1 %a, i1 %b) {
  %r = icmp sgt i1 %a, %b
  ret i1 %r
}
define i1 @ugt_i1(i1 %a, i1 %b) {
  %r = icmp ugt i1 %a, %b
  ret i1 %r
}
define i1 @slt_i128(i128 %a, i128 %b) {
  %r = icmp slt i128 %a, %b
  ret i1 %r
}
define i1 @ult_i33(i33 %a, i33 %b) {
  %r = icmp ult i33 %a, %b
  ret i1 %r
}
define <4 x i1> @slt_v4(<4 x i8> %a, <4 x i8> %b) {
  %r = icmp slt <4 x i8> %a, %b
  ret <4 x i1> %r
}
define i1 @ptr_eq(ptr %a, ptr %b) {
  %r = icmp eq ptr %a, %b
  ret i1 %r
}
define i1 @global_ne_null() {
  %r = icmp ne ptr @g, null
  ret i1 %r
}
