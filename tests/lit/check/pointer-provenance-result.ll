; A returned pointer is compared by its address and, where both sides'
; pointers are based on objects the caller has (argument buffers, globals),
; by the object too (LangRef "Pointer Aliasing Rules": a getelementptr is
; based on its pointer operand only). The caller may reach the source's
; object through the source's pointer, offset back into it, and not
; through a pointer based on another object.

; --- wrong ---
; p + (q - p) is q's address but based on p (llvm.org/PR44403).
; RUN: not %refinery check %s --function src_gep_diff --json | FileCheck %s --check-prefix=DIFF
; DIFF: {"verdict":"violation","functions":[{"name":"src_gep_diff","verdict":"violation","kind":"value-mismatch",{{.*}}"detail":"the pointers have one address but are based on different objects",

; --- correct ---
; Equal pointers of one object (the inputs alias p and q too).
; RUN: %refinery check %s --function src_equal_guard --json | FileCheck %s --check-prefix=GUARD
; GUARD: {"verdict":"no-violation","functions":[{"name":"src_equal_guard","verdict":"no-violation",
; Two unnamed_addr constants merged into one (ConstantMerge): their
; addresses are not significant, so a difference is no violation.
; RUN: %refinery check %s --function src_merged --json | FileCheck %s --check-prefix=MERGED
; MERGED: {"verdict":"inconclusive","functions":[{"name":"src_merged","verdict":"inconclusive",{{.*}}"reason":"a difference that depends on unspecified addresses or internal globals: the returned values differ",
; A pointer made from an integer may be based on either object.
; RUN: %refinery check %s --function src_inttoptr --json | FileCheck %s --check-prefix=INT
; INT: {"verdict":"no-violation","functions":[{"name":"src_inttoptr","verdict":"no-violation",

define ptr @src_gep_diff(ptr %p, ptr %q) {
  %i = ptrtoint ptr %p to i64
  %j = ptrtoint ptr %q to i64
  %d = sub i64 %j, %i
  %r = getelementptr i8, ptr %p, i64 %d
  ret ptr %r
}
define ptr @tgt_gep_diff(ptr %p, ptr %q) {
  ret ptr %q
}

define ptr @src_equal_guard(ptr %p, ptr %q) {
  %c = icmp eq ptr %p, %q
  br i1 %c, label %t, label %f
t:
  ret ptr %p
f:
  ret ptr null
}
define ptr @tgt_equal_guard(ptr %p, ptr %q) {
  %c = icmp eq ptr %p, %q
  br i1 %c, label %t, label %f
t:
  ret ptr %q
f:
  ret ptr null
}

define ptr @src_inttoptr(ptr %p, ptr %q) {
  %j = ptrtoint ptr %q to i64
  %r = inttoptr i64 %j to ptr
  ret ptr %r
}
define ptr @tgt_inttoptr(ptr %p, ptr %q) {
  ret ptr %q
}

@c = private unnamed_addr constant [4 x i8] c"abc\00"
@d = private unnamed_addr constant [4 x i8] c"abc\00"
define ptr @src_merged(i1 %x) {
  %r = select i1 %x, ptr @c, ptr @d
  ret ptr %r
}
define ptr @tgt_merged(i1 %x) {
  ret ptr @c
}
