; icmp (LangRef "'icmp' Instruction"): every predicate, on i8 operands
; -1 and 1 (which order differently signed and unsigned) and on equal
; operands; samesign makes operands of different signs poison; a poison
; operand gives poison; vectors compare element by element.

; RUN: %refinery exec %s --function eq --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=EQ-MN
; EQ-MN: {"outcome":"return","value":"i1 false"}
; RUN: %refinery exec %s --function eq --arg 1 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=EQ-NM
; EQ-NM: {"outcome":"return","value":"i1 false"}
; RUN: %refinery exec %s --function eq --arg 5 --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=EQ-EQ
; EQ-EQ: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function ne --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=NE-MN
; NE-MN: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function ne --arg 1 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=NE-NM
; NE-NM: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function ne --arg 5 --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=NE-EQ
; NE-EQ: {"outcome":"return","value":"i1 false"}
; RUN: %refinery exec %s --function ugt --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=UGT-MN
; UGT-MN: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function ugt --arg 1 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=UGT-NM
; UGT-NM: {"outcome":"return","value":"i1 false"}
; RUN: %refinery exec %s --function ugt --arg 5 --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=UGT-EQ
; UGT-EQ: {"outcome":"return","value":"i1 false"}
; RUN: %refinery exec %s --function uge --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=UGE-MN
; UGE-MN: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function uge --arg 1 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=UGE-NM
; UGE-NM: {"outcome":"return","value":"i1 false"}
; RUN: %refinery exec %s --function uge --arg 5 --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=UGE-EQ
; UGE-EQ: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function ult --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=ULT-MN
; ULT-MN: {"outcome":"return","value":"i1 false"}
; RUN: %refinery exec %s --function ult --arg 1 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=ULT-NM
; ULT-NM: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function ult --arg 5 --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=ULT-EQ
; ULT-EQ: {"outcome":"return","value":"i1 false"}
; RUN: %refinery exec %s --function ule --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=ULE-MN
; ULE-MN: {"outcome":"return","value":"i1 false"}
; RUN: %refinery exec %s --function ule --arg 1 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=ULE-NM
; ULE-NM: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function ule --arg 5 --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=ULE-EQ
; ULE-EQ: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function sgt --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SGT-MN
; SGT-MN: {"outcome":"return","value":"i1 false"}
; RUN: %refinery exec %s --function sgt --arg 1 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=SGT-NM
; SGT-NM: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function sgt --arg 5 --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=SGT-EQ
; SGT-EQ: {"outcome":"return","value":"i1 false"}
; RUN: %refinery exec %s --function sge --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SGE-MN
; SGE-MN: {"outcome":"return","value":"i1 false"}
; RUN: %refinery exec %s --function sge --arg 1 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=SGE-NM
; SGE-NM: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function sge --arg 5 --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=SGE-EQ
; SGE-EQ: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function slt --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SLT-MN
; SLT-MN: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function slt --arg 1 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=SLT-NM
; SLT-NM: {"outcome":"return","value":"i1 false"}
; RUN: %refinery exec %s --function slt --arg 5 --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=SLT-EQ
; SLT-EQ: {"outcome":"return","value":"i1 false"}
; RUN: %refinery exec %s --function sle --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SLE-MN
; SLE-MN: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function sle --arg 1 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=SLE-NM
; SLE-NM: {"outcome":"return","value":"i1 false"}
; RUN: %refinery exec %s --function sle --arg 5 --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=SLE-EQ
; SLE-EQ: {"outcome":"return","value":"i1 true"}

define i1 @eq(i8 %a, i8 %b) {
  %r = icmp eq i8 %a, %b
  ret i1 %r
}
define i1 @ne(i8 %a, i8 %b) {
  %r = icmp ne i8 %a, %b
  ret i1 %r
}
define i1 @ugt(i8 %a, i8 %b) {
  %r = icmp ugt i8 %a, %b
  ret i1 %r
}
define i1 @uge(i8 %a, i8 %b) {
  %r = icmp uge i8 %a, %b
  ret i1 %r
}
define i1 @ult(i8 %a, i8 %b) {
  %r = icmp ult i8 %a, %b
  ret i1 %r
}
define i1 @ule(i8 %a, i8 %b) {
  %r = icmp ule i8 %a, %b
  ret i1 %r
}
define i1 @sgt(i8 %a, i8 %b) {
  %r = icmp sgt i8 %a, %b
  ret i1 %r
}
define i1 @sge(i8 %a, i8 %b) {
  %r = icmp sge i8 %a, %b
  ret i1 %r
}
define i1 @slt(i8 %a, i8 %b) {
  %r = icmp slt i8 %a, %b
  ret i1 %r
}
define i1 @sle(i8 %a, i8 %b) {
  %r = icmp sle i8 %a, %b
  ret i1 %r
}

; --- poison operands ---
; RUN: %refinery exec %s --function eq --arg poison --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=EQ-POISON
; EQ-POISON: {"outcome":"return","value":"i1 poison"}
; RUN: %refinery exec %s --function ule --arg 0 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=ULE-POISON
; ULE-POISON: {"outcome":"return","value":"i1 poison"}

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
