; Addresses of objects a run allocates (allocas, heap blocks) are not
; specified (LangRef "Pointer Aliasing Rules", "'alloca' Instruction",
; "'ptrtoint .. to' Instruction"): the source may have placed an object
; anywhere it fits, so a value that depends on such an address is a choice
; of the source, whatever route it takes, and a difference in it is never a
; definite violation. The target's layout is one legal layout, so a target
; whose result depends on an address where the source's does not is still
; caught. (Issue: a campaign's SROA "finding" was two layouts compared.)

; An address read back through memory as an integer (the reduced SROA case).
; RUN: %refinery check %s --function src_int_load --json | FileCheck %s --check-prefix=INTLOAD
; INTLOAD: {"verdict":"inconclusive","functions":[{"name":"src_int_load","verdict":"inconclusive",
define i8 @src_int_load() {
  %a = alloca [4 x i16], align 16
  %b = alloca [4 x i64], align 8
  store ptr %b, ptr %a, align 8
  %v = load i8, ptr %a, align 16
  ret i8 %v
}
define i8 @tgt_int_load() {
  %b = alloca [4 x i64], align 8
  %p = ptrtoint ptr %b to i64
  %t = trunc i64 %p to i8
  ret i8 %t
}

; The same through memcpy of the pointer, then an integer load.
; RUN: %refinery check %s --function src_memcpy --json | FileCheck %s --check-prefix=MEMCPY
; MEMCPY: {"verdict":"inconclusive","functions":[{"name":"src_memcpy","verdict":"inconclusive",
define i64 @src_memcpy() {
  %a = alloca ptr, align 8
  %c = alloca i64, align 8
  %b = alloca i32, align 4
  store ptr %b, ptr %a, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr %c, ptr %a, i64 8, i1 false)
  %v = load i64, ptr %c, align 8
  ret i64 %v
}
define i64 @tgt_memcpy() {
  %b = alloca i32, align 4
  %v = ptrtoint ptr %b to i64
  %w = add i64 %v, 64
  ret i64 %w
}

; A pointer assembled from the bytes of two pointers has an address that
; depends on both.
; RUN: %refinery check %s --function src_mixed_ptr --json | FileCheck %s --check-prefix=MIXED
; MIXED: {"verdict":"inconclusive","functions":[{"name":"src_mixed_ptr","verdict":"inconclusive",
define i1 @src_mixed_ptr() {
  %buf = alloca [2 x ptr], align 8
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  store ptr %x, ptr %buf, align 8
  %hi = getelementptr i8, ptr %buf, i64 8
  store ptr %y, ptr %hi, align 8
  %mid = getelementptr i8, ptr %buf, i64 4
  %p = load ptr, ptr %mid, align 4
  %c = icmp eq ptr %p, null
  ret i1 %c
}
define i1 @tgt_mixed_ptr() {
  ret i1 true
}

; The difference of two pointers to different objects.
; RUN: %refinery check %s --function src_ptrdiff --json | FileCheck %s --check-prefix=DIFF
; DIFF: {"verdict":"inconclusive","functions":[{"name":"src_ptrdiff","verdict":"inconclusive",
define i64 @src_ptrdiff() {
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  %a = ptrtoint ptr %x to i64
  %b = ptrtoint ptr %y to i64
  %d = sub i64 %b, %a
  ret i64 %d
}
define i64 @tgt_ptrdiff() {
  ret i64 -16
}

; ptrmask beyond the object's alignment keeps or clears address bits that
; the layout decides. (%pad makes %x lie 16 bytes past a multiple of 64 in
; the interpreter's layout, which puts objects one after the other with a
; 16-byte gap: the masked pointer is not %x there, but is in others.)
; RUN: %refinery check %s --function src_ptrmask --json | FileCheck %s --check-prefix=MASK
; MASK: {"verdict":"inconclusive","functions":[{"name":"src_ptrmask","verdict":"inconclusive",
define i1 @src_ptrmask() {
  %pad = alloca [64 x i8], align 64
  %x = alloca [64 x i8], align 1
  %e = getelementptr i8, ptr %x, i64 32
  %m = call ptr @llvm.ptrmask.p0.i64(ptr %e, i64 -64)
  %c = icmp eq ptr %m, %x
  ret i1 %c
}
define i1 @tgt_ptrmask() {
  ret i1 true
}

; An ordered comparison of pointers to different objects.
; RUN: %refinery check %s --function src_order --json | FileCheck %s --check-prefix=ORDER
; ORDER: {"verdict":"inconclusive","functions":[{"name":"src_order","verdict":"inconclusive",
define i1 @src_order() {
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  %c = icmp ult ptr %x, %y
  ret i1 %c
}
define i1 @tgt_order() {
  ret i1 false
}

; Equality with a pointer that is out of its object's bounds may hold.
; RUN: %refinery check %s --function src_oob_eq --json | FileCheck %s --check-prefix=OOBEQ
; OOBEQ: {"verdict":"inconclusive","functions":[{"name":"src_oob_eq","verdict":"inconclusive",
define i1 @src_oob_eq() {
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  %far = getelementptr i8, ptr %x, i64 64
  %c = icmp eq ptr %far, %y
  ret i1 %c
}
define i1 @tgt_oob_eq() {
  ret i1 true
}

; A freed block's address may be handed out again.
; RUN: %refinery check %s --function src_reuse --json | FileCheck %s --check-prefix=REUSE
; REUSE: {"verdict":"inconclusive","functions":[{"name":"src_reuse","verdict":"inconclusive",
define i1 @src_reuse() {
  %p = call ptr @malloc(i64 8)
  call void @free(ptr %p)
  %q = call ptr @malloc(i64 8)
  %c = icmp eq ptr %p, %q
  call void @free(ptr %q)
  ret i1 %c
}
define i1 @tgt_reuse() {
  ret i1 true
}

; Equality with an address made from a constant integer (never that of %x
; in the interpreter's layout, which starts at 0x1000).
; RUN: %refinery check %s --function src_const_addr --json | FileCheck %s --check-prefix=CONSTADDR
; CONSTADDR: {"verdict":"inconclusive","functions":[{"name":"src_const_addr","verdict":"inconclusive",
define i1 @src_const_addr() {
  %x = alloca i32, align 4
  %c = icmp eq ptr %x, inttoptr (i64 8 to ptr)
  ret i1 %c
}
define i1 @tgt_const_addr() {
  ret i1 true
}

; An access with more alignment than the object has is UB under some
; layouts: the source may be UB, so the target may do anything. (%pad puts
; %x at a multiple of 16 in the interpreter's layout.)
; RUN: %refinery check %s --function src_overaligned --json | FileCheck %s --check-prefix=OVERALIGN
; OVERALIGN: {"verdict":"inconclusive","functions":[{"name":"src_overaligned","verdict":"inconclusive",
define i32 @src_overaligned() {
  %pad = alloca [16 x i8], align 16
  %x = alloca [8 x i32], align 4
  store i32 1, ptr %x, align 16
  %v = load i32, ptr %x, align 16
  ret i32 %v
}
define i32 @tgt_overaligned() {
  ret i32 2
}

; An external function that computes its result from an address.
; RUN: %refinery check %s --function src_opaque_addr --json | FileCheck %s --check-prefix=OPAQUE
; OPAQUE: {"verdict":"inconclusive","functions":[{"name":"src_opaque_addr","verdict":"inconclusive",
declare i32 @hash_ptr(ptr) memory(none) nounwind willreturn
define i32 @src_opaque_addr() {
  %x = alloca i32, align 4
  %h = call i32 @hash_ptr(ptr %x)
  ret i32 %h
}
define i32 @tgt_opaque_addr() {
  %x = alloca i64, align 8
  %h = call i32 @hash_ptr(ptr %x)
  %r = add i32 %h, 1
  ret i32 %r
}

; What must still be caught. A target whose value depends on an address
; where the source's is fixed: the target's layout is a legal one.
; RUN: not %refinery check %s --function src_tgt_addr --json | FileCheck %s --check-prefix=TGTADDR
; TGTADDR: {"verdict":"violation","functions":[{"name":"src_tgt_addr","verdict":"violation","kind":"value-mismatch",
define i8 @src_tgt_addr() {
  ret i8 0
}
define i8 @tgt_tgt_addr() {
  %b = alloca [4 x i64], align 8
  %p = ptrtoint ptr %b to i64
  %t = trunc i64 %p to i8
  %r = or i8 %t, 1
  ret i8 %r
}

; A pointer stored and loaded back as a pointer is no observation of its
; address: a wrong value through it is still a violation.
; RUN: not %refinery check %s --function src_ptr_roundtrip --json | FileCheck %s --check-prefix=ROUNDTRIP
; ROUNDTRIP: {"verdict":"violation","functions":[{"name":"src_ptr_roundtrip","verdict":"violation","kind":"value-mismatch",
define i32 @src_ptr_roundtrip(i32 %v) {
  %slot = alloca ptr, align 8
  %x = alloca i32, align 4
  store i32 %v, ptr %x, align 4
  store ptr %x, ptr %slot, align 8
  %p = load ptr, ptr %slot, align 8
  %r = load i32, ptr %p, align 4
  ret i32 %r
}
define i32 @tgt_ptr_roundtrip(i32 %v) {
  %r = add i32 %v, 1
  ret i32 %r
}

; Comparing an alloca with null, and in-bounds pointers to two live
; objects, does not depend on the layout: still decided.
; RUN: not %refinery check %s --function src_live_eq --json | FileCheck %s --check-prefix=LIVEEQ
; LIVEEQ: {"verdict":"violation","functions":[{"name":"src_live_eq","verdict":"violation","kind":"value-mismatch",
define i1 @src_live_eq() {
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  %c = icmp eq ptr %x, %y
  %n = icmp eq ptr %x, null
  %r = or i1 %c, %n
  ret i1 %r
}
define i1 @tgt_live_eq() {
  ret i1 true
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64)
declare ptr @malloc(i64)
declare void @free(ptr)
