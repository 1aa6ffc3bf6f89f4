; Pointer arguments that are an address without provenance (as a
; getelementptr from null), near the bottom and the top of the address
; space: the inputs where non-inbounds address arithmetic reaches null or
; wraps (LangRef "getelementptr": without inbounds/nuw the address wraps;
; "Pointer Aliasing Rules": no access through them). Parameters with
; dereferenceable bytes never get them.

; --- wrong ---
; nonnull added to the result of an offset that reaches null at p = 8.
; RUN: not %refinery check %s --function src_nonnull_back --json | FileCheck %s --check-prefix=NONNULL
; NONNULL: {"verdict":"violation","functions":[{"name":"src_nonnull_back","verdict":"violation","kind":"tgt-poison","input":"ptr 0x8","src":"return ptr null","tgt":"return ptr poison","detail":"the target returns poison where the source does not",
; p + 16 > p folded to true: it wraps at the top of the address space.
; RUN: not %refinery check %s --function src_gep_ugt --json | FileCheck %s --check-prefix=UGT
; UGT: {"verdict":"violation","functions":[{"name":"src_gep_ugt","verdict":"violation","kind":"value-mismatch","input":"ptr 0xffffffffffffffff","src":"return i1 false","tgt":"return i1 true","detail":"the returned values differ",
; Both pointers addresses: (p + 1) > (q + 1) folded to p > q.
; RUN: not %refinery check %s --function src_gep_pair --json | FileCheck %s --check-prefix=PAIR
; PAIR: {"verdict":"violation","functions":[{"name":"src_gep_pair","verdict":"violation","kind":"value-mismatch","input":"ptr 0x8, ptr 0xffffffffffffffff","src":"return i1 true","tgt":"return i1 false","detail":"the returned values differ",

; --- correct ---
; With nuw the wrapping offset is poison: the fold is right.
; RUN: %refinery check %s --function src_gep_ugt_nuw --json | FileCheck %s --check-prefix=UGT-NUW
; UGT-NUW: {"verdict":"no-violation","functions":[{"name":"src_gep_ugt_nuw","verdict":"no-violation",
; With inbounds an offset from a pointer to no object is poison: nonnull
; may be added.
; RUN: %refinery check %s --function src_nonnull_inbounds --json | FileCheck %s --check-prefix=NONNULL-INB
; NONNULL-INB: {"verdict":"no-violation","functions":[{"name":"src_nonnull_inbounds","verdict":"no-violation",
; A dereferenceable parameter points to memory: the target may load early.
; RUN: %refinery check %s --function src_deref_hoist --json | FileCheck %s --check-prefix=DEREF
; DEREF: {"verdict":"no-violation","functions":[{"name":"src_deref_hoist","verdict":"no-violation",

; RUN: sh -c '%refinery check %s --json > /dev/null; test $? -eq 1'

define ptr @src_nonnull_back(ptr nonnull %p) {
  %r = getelementptr i8, ptr %p, i64 -8
  ret ptr %r
}
define nonnull ptr @tgt_nonnull_back(ptr nonnull %p) {
  %r = getelementptr i8, ptr %p, i64 -8
  ret ptr %r
}

define i1 @src_gep_ugt(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 16
  %c = icmp ugt ptr %q, %p
  ret i1 %c
}
define i1 @tgt_gep_ugt(ptr %p) {
  ret i1 true
}

define i1 @src_gep_pair(ptr %p, ptr %q) {
  %p1 = getelementptr i8, ptr %p, i64 1
  %q1 = getelementptr i8, ptr %q, i64 1
  %c = icmp ugt ptr %p1, %q1
  ret i1 %c
}
define i1 @tgt_gep_pair(ptr %p, ptr %q) {
  %c = icmp ugt ptr %p, %q
  ret i1 %c
}

define i1 @src_gep_ugt_nuw(ptr %p) {
  %q = getelementptr nuw i8, ptr %p, i64 16
  %c = icmp ugt ptr %q, %p
  ret i1 %c
}
define i1 @tgt_gep_ugt_nuw(ptr %p) {
  ret i1 true
}

define ptr @src_nonnull_inbounds(ptr nonnull %p) {
  %r = getelementptr inbounds i8, ptr %p, i64 -8
  ret ptr %r
}
define nonnull ptr @tgt_nonnull_inbounds(ptr nonnull %p) {
  %r = getelementptr inbounds i8, ptr %p, i64 -8
  ret ptr %r
}

define i32 @src_deref_hoist(ptr align 4 dereferenceable(4) %p, i1 %c) {
  br i1 %c, label %t, label %e
t:
  %v = load i32, ptr %p
  ret i32 %v
e:
  ret i32 0
}
define i32 @tgt_deref_hoist(ptr align 4 dereferenceable(4) %p, i1 %c) {
  %v = load i32, ptr %p
  %r = select i1 %c, i32 %v, i32 0
  ret i32 %r
}
