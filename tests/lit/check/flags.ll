; Poison-generating flags (LangRef "Poison Values" and the flags of 'add',
; 'sub', 'udiv', 'lshr', 'or', 'zext', 'trunc', 'icmp' and
; 'getelementptr'). A flag only adds poison: dropping it makes the result
; more defined, which refines the source (poison may be replaced by any
; value); adding a flag that can fire turns a value into poison, which does
; not (kind tgt-poison).

; --- dropping flags: correct ---
; RUN: %refinery check %s --function src_drop_nsw --json | FileCheck %s --check-prefix=DROP-NSW
; DROP-NSW: {"verdict":"no-violation","functions":[{"name":"src_drop_nsw","verdict":"no-violation",
; RUN: %refinery check %s --function src_drop_nuw --json | FileCheck %s --check-prefix=DROP-NUW
; DROP-NUW: {"verdict":"no-violation","functions":[{"name":"src_drop_nuw","verdict":"no-violation",
; RUN: %refinery check %s --function src_drop_exact --json | FileCheck %s --check-prefix=DROP-EXACT
; DROP-EXACT: {"verdict":"no-violation","functions":[{"name":"src_drop_exact","verdict":"no-violation",
; RUN: %refinery check %s --function src_drop_disjoint --json | FileCheck %s --check-prefix=DROP-DISJOINT
; DROP-DISJOINT: {"verdict":"no-violation","functions":[{"name":"src_drop_disjoint","verdict":"no-violation",
; RUN: %refinery check %s --function src_drop_nneg --json | FileCheck %s --check-prefix=DROP-NNEG
; DROP-NNEG: {"verdict":"no-violation","functions":[{"name":"src_drop_nneg","verdict":"no-violation",
; RUN: %refinery check %s --function src_drop_samesign --json | FileCheck %s --check-prefix=DROP-SAMESIGN
; DROP-SAMESIGN: {"verdict":"no-violation","functions":[{"name":"src_drop_samesign","verdict":"no-violation",
; RUN: %refinery check %s --function src_drop_inbounds --json | FileCheck %s --check-prefix=DROP-INBOUNDS
; DROP-INBOUNDS: {"verdict":"no-violation","functions":[{"name":"src_drop_inbounds","verdict":"no-violation",
; RUN: %refinery check %s --function src_drop_trunc_flags --json | FileCheck %s --check-prefix=DROP-TRUNC
; DROP-TRUNC: {"verdict":"no-violation","functions":[{"name":"src_drop_trunc_flags","verdict":"no-violation",

; --- adding flags that can fire: wrong (tgt-poison) ---
; Only x = 127 overflows: the counterexample is unique.
; RUN: not %refinery check %s --function src_add_nsw --json | FileCheck %s --check-prefix=ADD-NSW
; ADD-NSW: {"verdict":"violation","functions":[{"name":"src_add_nsw","verdict":"violation","kind":"tgt-poison","input":"i8 127","src":"return i8 -128","tgt":"return i8 poison","detail":"the target returns poison where the source does not",
; Only x = 255 wraps.
; RUN: not %refinery check %s --function src_add_nuw --json | FileCheck %s --check-prefix=ADD-NUW
; ADD-NUW: {"verdict":"violation","functions":[{"name":"src_add_nuw","verdict":"violation","kind":"tgt-poison","input":"i8 -1","src":"return i8 0","tgt":"return i8 poison",
; RUN: not %refinery check %s --function src_add_exact --json | FileCheck %s --check-prefix=ADD-EXACT
; ADD-EXACT: {"verdict":"violation","functions":[{"name":"src_add_exact","verdict":"violation","kind":"tgt-poison","input":"i8 {{-?[0-9]+}}","src":"return i8 {{-?[0-9]+}}","tgt":"return i8 poison",
; RUN: not %refinery check %s --function src_add_disjoint --json | FileCheck %s --check-prefix=ADD-DISJOINT
; ADD-DISJOINT: {"verdict":"violation","functions":[{"name":"src_add_disjoint","verdict":"violation","kind":"tgt-poison","input":"i8 {{-?[0-9]*[13579]}}","src":"return i8 {{-?[0-9]+}}","tgt":"return i8 poison",
; zext nneg is poison for a negative operand.
; RUN: not %refinery check %s --function src_add_nneg --json | FileCheck %s --check-prefix=ADD-NNEG
; ADD-NNEG: {"verdict":"violation","functions":[{"name":"src_add_nneg","verdict":"violation","kind":"tgt-poison","input":"i8 -{{[0-9]+}}","src":"return i16 {{[0-9]+}}","tgt":"return i16 poison",
; icmp samesign is poison when the operands' signs differ (5 is positive).
; RUN: not %refinery check %s --function src_add_samesign --json | FileCheck %s --check-prefix=ADD-SAMESIGN
; ADD-SAMESIGN: {"verdict":"violation","functions":[{"name":"src_add_samesign","verdict":"violation","kind":"tgt-poison","input":"i8 -{{[0-9]+}}","src":"return i1 false","tgt":"return i1 poison",
; An offset outside the 64-byte argument buffer makes an inbounds GEP poison.
; RUN: not %refinery check %s --function src_add_inbounds --json | FileCheck %s --check-prefix=ADD-INBOUNDS
; ADD-INBOUNDS: {"verdict":"violation","functions":[{"name":"src_add_inbounds","verdict":"violation","kind":"tgt-poison","input":"ptr {{.*}}","src":"return ptr {{.*}}","tgt":"return ptr poison",
; RUN: not %refinery check %s --function src_add_trunc_nsw --json | FileCheck %s --check-prefix=ADD-TRUNC
; ADD-TRUNC: {"verdict":"violation","functions":[{"name":"src_add_trunc_nsw","verdict":"violation","kind":"tgt-poison","input":"i16 {{-?[0-9]+}}","src":"return i8 {{-?[0-9]+}}","tgt":"return i8 poison",

; --- the whole file: exit status exactly 1 on a violation ---
; RUN: sh -c '%refinery check %s --json > /dev/null; test $? -eq 1'
; RUN: not %refinery check %s --json | FileCheck %s --check-prefix=ALL
; ALL: {"verdict":"violation","functions":[{"name":"src_drop_nsw","verdict":"no-violation",
; Without a violation the status is exactly 0.
; RUN: %refinery check %s --function src_drop_nsw --function src_drop_nuw --json | FileCheck %s --check-prefix=TWO
; TWO: {"verdict":"no-violation","functions":[{"name":"src_drop_nsw","verdict":"no-violation",{{.*}}},{"name":"src_drop_nuw","verdict":"no-violation",

define i8 @src_drop_nsw(i8 %x, i8 %y) {
  %r = add nsw i8 %x, %y
  ret i8 %r
}
define i8 @tgt_drop_nsw(i8 %x, i8 %y) {
  %r = add i8 %x, %y
  ret i8 %r
}

define i8 @src_drop_nuw(i8 %x, i8 %y) {
  %r = sub nuw i8 %x, %y
  ret i8 %r
}
define i8 @tgt_drop_nuw(i8 %x, i8 %y) {
  %r = sub i8 %x, %y
  ret i8 %r
}

define i8 @src_drop_exact(i8 %x) {
  %r = lshr exact i8 %x, 2
  ret i8 %r
}
define i8 @tgt_drop_exact(i8 %x) {
  %r = lshr i8 %x, 2
  ret i8 %r
}

define i8 @src_drop_disjoint(i8 %x, i8 %y) {
  %r = or disjoint i8 %x, %y
  ret i8 %r
}
define i8 @tgt_drop_disjoint(i8 %x, i8 %y) {
  %r = or i8 %x, %y
  ret i8 %r
}

define i16 @src_drop_nneg(i8 %x) {
  %r = zext nneg i8 %x to i16
  ret i16 %r
}
define i16 @tgt_drop_nneg(i8 %x) {
  %r = zext i8 %x to i16
  ret i16 %r
}

define i1 @src_drop_samesign(i8 %x, i8 %y) {
  %r = icmp samesign ult i8 %x, %y
  ret i1 %r
}
define i1 @tgt_drop_samesign(i8 %x, i8 %y) {
  %r = icmp ult i8 %x, %y
  ret i1 %r
}

define ptr @src_drop_inbounds(ptr %p, i64 %i) {
  %r = getelementptr inbounds i8, ptr %p, i64 %i
  ret ptr %r
}
define ptr @tgt_drop_inbounds(ptr %p, i64 %i) {
  %r = getelementptr i8, ptr %p, i64 %i
  ret ptr %r
}

define i8 @src_drop_trunc_flags(i16 %x) {
  %r = trunc nuw nsw i16 %x to i8
  ret i8 %r
}
define i8 @tgt_drop_trunc_flags(i16 %x) {
  %r = trunc i16 %x to i8
  ret i8 %r
}

define i8 @src_add_nsw(i8 %x) {
  %r = add i8 %x, 1
  ret i8 %r
}
define i8 @tgt_add_nsw(i8 %x) {
  %r = add nsw i8 %x, 1
  ret i8 %r
}

define i8 @src_add_nuw(i8 %x) {
  %r = add i8 %x, 1
  ret i8 %r
}
define i8 @tgt_add_nuw(i8 %x) {
  %r = add nuw i8 %x, 1
  ret i8 %r
}

define i8 @src_add_exact(i8 %x) {
  %r = udiv i8 %x, 3
  ret i8 %r
}
define i8 @tgt_add_exact(i8 %x) {
  %r = udiv exact i8 %x, 3
  ret i8 %r
}

define i8 @src_add_disjoint(i8 %x) {
  %r = or i8 %x, 1
  ret i8 %r
}
define i8 @tgt_add_disjoint(i8 %x) {
  %r = or disjoint i8 %x, 1
  ret i8 %r
}

define i16 @src_add_nneg(i8 %x) {
  %r = zext i8 %x to i16
  ret i16 %r
}
define i16 @tgt_add_nneg(i8 %x) {
  %r = zext nneg i8 %x to i16
  ret i16 %r
}

define i1 @src_add_samesign(i8 %x) {
  %r = icmp ult i8 %x, 5
  ret i1 %r
}
define i1 @tgt_add_samesign(i8 %x) {
  %r = icmp samesign ult i8 %x, 5
  ret i1 %r
}

define ptr @src_add_inbounds(ptr %p, i64 %i) {
  %r = getelementptr i8, ptr %p, i64 %i
  ret ptr %r
}
define ptr @tgt_add_inbounds(ptr %p, i64 %i) {
  %r = getelementptr inbounds i8, ptr %p, i64 %i
  ret ptr %r
}

define i8 @src_add_trunc_nsw(i16 %x) {
  %r = trunc i16 %x to i8
  ret i8 %r
}
define i8 @tgt_add_trunc_nsw(i16 %x) {
  %r = trunc nsw i16 %x to i8
  ret i8 %r
}
