; The hot loop (ARCHITECTURE.md "The fast path") runs llvm.memcpy,
; llvm.memmove and llvm.memset whose pointer arguments have at most an
; `align` (CallPlan::MemAlign): `--stats` counts the steps the general code
; took. Anything the general code must decide (callMemoryIntrinsic) is
; left to it, which gives its outcome: overlapping memcpy ranges, an address its `align`
; makes poison, an access past the object, a tail call's access to an
; alloca of its caller, an access a restricting frame forbids,
; a copy from a dead object, a poison fill byte, a length of zero.

; A loop of memcpy and of memmove onto an overlapping range, after a
; memset: all on the fast path but for the `ret`.
; RUN: %refinery exec %s --function copies --stats 2>&1 | FileCheck %s --check-prefix=COPIES
; COPIES: refinery exec: 606 steps (1 general);
; COPIES: return: i32 117901063
; RUN: %refinery exec %s --function overlap --stats 2>&1 | FileCheck %s --check-prefix=OVERLAP
; OVERLAP: refinery exec: 4 steps (1 general);
; OVERLAP: ub: memcpy with overlapping ranges
; RUN: %refinery exec %s --function misaligned --stats 2>&1 | FileCheck %s --check-prefix=MISALIGNED
; MISALIGNED: refinery exec: 4 steps (1 general);
; MISALIGNED: ub: store through a poison pointer
; RUN: %refinery exec %s --function misaligned_empty --stats 2>&1 | FileCheck %s --check-prefix=EMPTY
; EMPTY: refinery exec: 6 steps (2 general);
; EMPTY: return: i32 16843009
; RUN: %refinery exec %s --function beyond_object --stats 2>&1 | FileCheck %s --check-prefix=BEYOND
; BEYOND: refinery exec: 4 steps (1 general);
; BEYOND: ub: store: out-of-bounds access
; RUN: %refinery exec %s --function tail_into_caller_alloca --stats 2>&1 | FileCheck %s --check-prefix=TAIL
; TAIL: refinery exec: 2 steps (1 general);
; TAIL: ub: the callee of a tail call accesses an alloca of its caller
; (A tail call's access to an alloca of the caller's caller stays there.)
; RUN: %refinery exec %s --function tail_elsewhere --stats 2>&1 | FileCheck %s --check-prefix=ELSEWHERE
; ELSEWHERE: refinery exec: 6 steps (3 general);
; ELSEWHERE: return: i32 16843009
; Under a frame whose memory attribute or argument attributes restrict
; accesses, loads, stores and memory intrinsics the restriction allows
; (checkEffects) stay there too; one it forbids is the general code's.
; RUN: %refinery exec %s --function restricted_allowed --stats 2>&1 | FileCheck %s --check-prefix=ALLOWED
; ALLOWED: refinery exec: 148 steps (3 general);
; ALLOWED: return: i32 190
; RUN: %refinery exec %s --function restricted --stats 2>&1 | FileCheck %s --check-prefix=RESTRICTED
; RESTRICTED: refinery exec: 3 steps (2 general);
; RESTRICTED: ub: write to memory the memory attribute does not allow
; RUN: %refinery exec %s --function from_dead --stats 2>&1 | FileCheck %s --check-prefix=DEAD
; DEAD: refinery exec: 6 steps (4 general);
; DEAD: return: i32 poison
; RUN: %refinery exec %s --function poison_fill --stats 2>&1 | FileCheck %s --check-prefix=POISON
; POISON: refinery exec: 4 steps (3 general);
; POISON: return: i32 poison

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.lifetime.start.p0(ptr)

define i32 @copies() {
entry:
  %a = alloca [16 x i8], align 4
  %b = alloca [16 x i8], align 4
  call void @llvm.memset.p0.i64(ptr align 4 %a, i8 7, i64 16, i1 false)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %b, ptr align 4 %a, i64 16, i1 false)
  %p = getelementptr inbounds i8, ptr %a, i64 1
  call void @llvm.memmove.p0.p0.i64(ptr %p, ptr %a, i64 15, i1 false)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 100
  br i1 %c, label %loop, label %exit

exit:
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @overlap() {
  %a = alloca [16 x i8], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 1, i64 16, i1 false)
  %p = getelementptr inbounds i8, ptr %a, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %a, i64 8, i1 false)
  ret i32 0
}

define i32 @misaligned() {
  %a = alloca [16 x i8], align 8
  call void @llvm.memset.p0.i64(ptr %a, i8 1, i64 16, i1 false)
  %p = getelementptr inbounds i8, ptr %a, i64 4
  call void @llvm.memset.p0.i64(ptr align 8 %p, i8 2, i64 4, i1 false)
  ret i32 0
}

define i32 @misaligned_empty() {
  %a = alloca [16 x i8], align 8
  call void @llvm.memset.p0.i64(ptr %a, i8 1, i64 16, i1 false)
  %p = getelementptr inbounds i8, ptr %a, i64 4
  call void @llvm.memset.p0.i64(ptr align 8 %p, i8 2, i64 0, i1 false)
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @beyond_object() {
  %a = alloca [16 x i8], align 4
  %b = alloca [32 x i8], align 4
  call void @llvm.memset.p0.i64(ptr %b, i8 1, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %b, i64 20, i1 false)
  ret i32 0
}

define i32 @tail_into_caller_alloca() {
  %a = alloca [16 x i8], align 4
  tail call void @llvm.memset.p0.i64(ptr %a, i8 1, i64 16, i1 false)
  ret i32 0
}

define i32 @tail_elsewhere() {
  %a = alloca i32, align 4
  %v = call i32 @tail_callee(ptr %a)
  ret i32 %v
}

define i32 @tail_callee(ptr %p) {
  tail call void @llvm.memset.p0.i64(ptr %p, i8 1, i64 4, i1 false)
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @from_dead() {
  %a = alloca [4 x i8], align 4
  %b = alloca [4 x i8], align 4
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 4, i1 false)
  call void @llvm.lifetime.start.p0(ptr %a)
  %v = load i32, ptr %b
  ret i32 %v
}

define i32 @poison_fill() {
  %a = alloca [4 x i8], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 poison, i64 4, i1 false)
  %v = load i32, ptr %a
  ret i32 %v
}

define i32 @restricted() {
  %a = alloca i32, align 4
  %v = call i32 @restricted_callee(ptr %a)
  ret i32 %v
}

define i32 @restricted_callee(ptr %p) memory(argmem: read) {
  call void @llvm.memset.p0.i64(ptr %p, i8 1, i64 4, i1 false)
  ret i32 0
}

define i32 @restricted_allowed() {
  %a = alloca [8 x i32], align 4
  %v = call i32 @argmem_loop(ptr %a)
  ret i32 %v
}

define i32 @argmem_loop(ptr %p) memory(argmem: readwrite) {
entry:
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 32, i1 false)
  %q = getelementptr inbounds i8, ptr %p, i64 16
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %x = load i32, ptr %p, align 4
  %y = add i32 %x, %i
  store i32 %y, ptr %p, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr %q, ptr %p, i64 16, i1 false)
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, 20
  br i1 %c, label %loop, label %exit

exit:
  %r = load i32, ptr %q, align 4
  ret i32 %r
}
