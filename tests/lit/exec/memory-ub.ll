; Memory accesses that are immediate UB (LangRef "Pointer Aliasing Rules":
; "Any memory access must be done through a pointer value associated with an
; address range of the memory access, otherwise the behavior is undefined";
; "Allocated Objects", "Object Lifetime"; "'load'/'store' Instruction":
; overestimating the alignment is UB; "Poison Values": a poison pointer
; operand of a load or store is UB), and the LLVM 22 exception: "loading
; from a stack object outside its lifetime is not undefined behavior and
; returns a poison value instead. Storing to it is still undefined behavior."

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare ptr @malloc(i64)
declare void @free(ptr)
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

@g = global i32 42

;--- null and poison pointers.

; "A null pointer in the default address-space is associated with no address."
; RUN: %refinery exec %s --function ld --arg null --json | FileCheck %s --match-full-lines --check-prefix=LDNULL
; LDNULL: {"outcome":"ub","reason":"load: null pointer dereference{{.*}}"}
; RUN: %refinery exec %s --function ld --arg poison --json | FileCheck %s --match-full-lines --check-prefix=LDPOISON
; LDPOISON: {"outcome":"ub","reason":"{{.*}}poison pointer{{.*}}"}
define i32 @ld(ptr %p) {
  %v = load i32, ptr %p
  ret i32 %v
}

; RUN: %refinery exec %s --function st --arg null --json | FileCheck %s --match-full-lines --check-prefix=STNULL
; STNULL: {"outcome":"ub","reason":"store: null pointer dereference{{.*}}"}
; RUN: %refinery exec %s --function st --arg poison --json | FileCheck %s --match-full-lines --check-prefix=STPOISON
; STPOISON: {"outcome":"ub","reason":"{{.*}}poison pointer{{.*}}"}
define void @st(ptr %p) {
  store i32 1, ptr %p
  ret void
}

; A pointer made poison by a poison GEP index: UB at the load.
; RUN: %refinery exec %s --function gep_poison_load --arg poison --json | FileCheck %s --match-full-lines --check-prefix=GEPPL
; GEPPL: {"outcome":"ub","reason":"{{.*}}poison pointer{{.*}}"}
; RUN: %refinery exec %s --function gep_poison_load --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=GEPPL0
; GEPPL0: {"outcome":"return","value":"i32 42"}
define i32 @gep_poison_load(i64 %i) {
  %q = getelementptr i32, ptr @g, i64 %i
  %v = load i32, ptr %q
  ret i32 %v
}

;--- Out of bounds.

; RUN: %refinery exec %s --function oob --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=OOB3
; OOB3: {"outcome":"return","value":"i8 4"}
; One past the end:
; RUN: %refinery exec %s --function oob --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=OOB4
; OOB4: {"outcome":"ub","reason":"load: out-of-bounds access{{.*}}"}
; Before the start:
; RUN: %refinery exec %s --function oob --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=OOBM1
; OOBM1: {"outcome":"ub","reason":"{{.*}}"}
; RUN: %refinery exec %s --function oob --arg 1000 --json | FileCheck %s --match-full-lines --check-prefix=OOBFAR
; OOBFAR: {"outcome":"ub","reason":"{{.*}}"}
define i8 @oob(i64 %off) {
  %p = alloca [4 x i8], align 4
  store i32 67305985, ptr %p      ; bytes 1, 2, 3, 4
  %q = getelementptr i8, ptr %p, i64 %off
  %v = load i8, ptr %q
  ret i8 %v
}

; An i32 load that starts inside the object but ends past it.
; RUN: %refinery exec %s --function oob_wide --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=OOBW0
; OOBW0: {"outcome":"return","value":"i32 67305985"}
; RUN: %refinery exec %s --function oob_wide --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=OOBW1
; OOBW1: {"outcome":"ub","reason":"{{.*}}"}
define i32 @oob_wide(i64 %off) {
  %p = alloca [4 x i8], align 4
  store i32 67305985, ptr %p
  %q = getelementptr i8, ptr %p, i64 %off
  %v = load i32, ptr %q, align 1
  ret i32 %v
}

; RUN: %refinery exec %s --function oob_store --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=OOBS4
; OOBS4: {"outcome":"ub","reason":"store: out-of-bounds access{{.*}}"}
; RUN: %refinery exec %s --function oob_store --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=OOBSM1
; OOBSM1: {"outcome":"ub","reason":"{{.*}}"}
; RUN: %refinery exec %s --function oob_store --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=OOBS2
; OOBS2: {"outcome":"return"}
define void @oob_store(i64 %off) {
  %p = alloca i32
  %q = getelementptr i8, ptr %p, i64 %off
  store i8 0, ptr %q
  ret void
}

; A global is as big as its type.
; RUN: %refinery exec %s --function oob_global --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=OOBG
; OOBG: {"outcome":"ub","reason":"{{.*}}"}
define i8 @oob_global(i64 %off) {
  %q = getelementptr i8, ptr @g, i64 %off
  %v = load i8, ptr %q
  ret i8 %v
}

; Reaching another object from a pointer based on a different one is UB,
; even at the right address; inttoptr of the right address is based on it
; ("A pointer value formed by an inttoptr is based on all pointer values that
; contribute ... to the computation of the pointer's value").
; RUN: %refinery exec %s --function cross_object --json | FileCheck %s --match-full-lines --check-prefix=CROSS
; CROSS: {"outcome":"ub","reason":"{{.*}}"}
; RUN: %refinery exec %s --function via_inttoptr --json | FileCheck %s --match-full-lines --check-prefix=I2P
; I2P: {"outcome":"return","value":"i32 5"}
@ga = global i32 1
@gb = global i32 5

define i32 @cross_object() {
  %ia = ptrtoint ptr @ga to i64
  %ib = ptrtoint ptr @gb to i64
  %d = sub i64 %ib, %ia
  %q = getelementptr i8, ptr @ga, i64 %d
  %v = load i32, ptr %q
  ret i32 %v
}

define i32 @via_inttoptr() {
  %ib = ptrtoint ptr @gb to i64
  %q = inttoptr i64 %ib to ptr
  %v = load i32, ptr %q
  ret i32 %v
}

;--- Alignment: "Overestimating the alignment results in undefined behavior."

; RUN: %refinery exec %s --function misaligned --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=MIS4
; MIS4: {"outcome":"return","value":"i32 0"}
; RUN: %refinery exec %s --function misaligned --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=MIS1
; MIS1: {"outcome":"ub","reason":"load: misaligned access{{.*}}"}
; RUN: %refinery exec %s --function misaligned --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=MIS2
; MIS2: {"outcome":"ub","reason":"{{.*}}"}
define i32 @misaligned(i64 %off) {
  %p = alloca [8 x i8], align 8
  store i64 0, ptr %p
  %q = getelementptr i8, ptr %p, i64 %off
  %v = load i32, ptr %q, align 4
  ret i32 %v
}

; align 1 is always safe.
; RUN: %refinery exec %s --function align1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=AL1
; AL1: {"outcome":"return","value":"i32 0"}
define i32 @align1(i64 %off) {
  %p = alloca [8 x i8], align 8
  store i64 0, ptr %p
  %q = getelementptr i8, ptr %p, i64 %off
  %v = load i32, ptr %q, align 1
  ret i32 %v
}

; RUN: %refinery exec %s --function misaligned_store --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=MISST
; MISST: {"outcome":"ub","reason":"store: misaligned access{{.*}}"}
define void @misaligned_store(i64 %off) {
  %p = alloca [8 x i8], align 8
  %q = getelementptr i8, ptr %p, i64 %off
  store i32 0, ptr %q, align 4
  ret void
}

;--- Heap objects: dead after free.

; RUN: %refinery exec %s --function use_after_free --json | FileCheck %s --match-full-lines --check-prefix=UAF
; UAF: {"outcome":"ub","reason":"load: use after free{{.*}}"}
define i32 @use_after_free() {
  %p = call ptr @malloc(i64 4)
  store i32 1, ptr %p
  call void @free(ptr %p)
  %v = load i32, ptr %p
  ret i32 %v
}

; RUN: %refinery exec %s --function store_after_free --json | FileCheck %s --match-full-lines --check-prefix=SAF
; SAF: {"outcome":"ub","reason":"store: use after free{{.*}}"}
define void @store_after_free() {
  %p = call ptr @malloc(i64 4)
  call void @free(ptr %p)
  store i32 1, ptr %p
  ret void
}

; Control: before the free the same access is fine.
; RUN: %refinery exec %s --function heap_ok --arg 6 --json | FileCheck %s --match-full-lines --check-prefix=HEAPOK
; HEAPOK: {"outcome":"return","value":"i32 6"}
define i32 @heap_ok(i32 %x) {
  %p = call ptr @malloc(i64 4)
  store i32 %x, ptr %p
  %v = load i32, ptr %p
  call void @free(ptr %p)
  ret i32 %v
}

; RUN: %refinery exec %s --function double_free --json | FileCheck %s --match-full-lines --check-prefix=DFREE
; DFREE: {"outcome":"ub","reason":"{{.*}}"}
define void @double_free() {
  %p = call ptr @malloc(i64 4)
  call void @free(ptr %p)
  call void @free(ptr %p)
  ret void
}

; free of memory malloc did not return: an alloca, a global, an interior
; pointer (C11 7.22.3.3).
; RUN: %refinery exec %s --function free_stack --json | FileCheck %s --match-full-lines --check-prefix=FSTACK
; FSTACK: {"outcome":"ub","reason":"{{.*}}"}
; RUN: %refinery exec %s --function free_global --json | FileCheck %s --match-full-lines --check-prefix=FGLOBAL
; FGLOBAL: {"outcome":"ub","reason":"{{.*}}"}
; RUN: %refinery exec %s --function free_interior --json | FileCheck %s --match-full-lines --check-prefix=FINT
; FINT: {"outcome":"ub","reason":"{{.*}}"}
; free(NULL) does nothing.
; RUN: %refinery exec %s --function free_null --json | FileCheck %s --match-full-lines --check-prefix=FNULL
; FNULL: {"outcome":"return"}
define void @free_stack() {
  %p = alloca i32
  call void @free(ptr %p)
  ret void
}

define void @free_global() {
  call void @free(ptr @g)
  ret void
}

define void @free_interior() {
  %p = call ptr @malloc(i64 8)
  %q = getelementptr i8, ptr %p, i64 4
  call void @free(ptr %q)
  ret void
}

define void @free_null() {
  call void @free(ptr null)
  ret void
}

;--- Stack objects outside their lifetime: loads give poison, stores are UB.

; After lifetime.end.
; RUN: %refinery exec %s --function after_end_load --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=AELOAD
; AELOAD: {"outcome":"return","value":"i32 poison"}
; RUN: %refinery exec %s --function after_end_store --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=AESTORE
; AESTORE: {"outcome":"ub","reason":"{{.*}}"}
define i32 @after_end_load(i32 %x) {
  %p = alloca i32
  call void @llvm.lifetime.start.p0(ptr %p)
  store i32 %x, ptr %p
  call void @llvm.lifetime.end.p0(ptr %p)
  %v = load i32, ptr %p
  ret i32 %v
}

define void @after_end_store(i32 %x) {
  %p = alloca i32
  call void @llvm.lifetime.start.p0(ptr %p)
  call void @llvm.lifetime.end.p0(ptr %p)
  store i32 %x, ptr %p
  ret void
}

; Before lifetime.start: "If the returned pointer is used by
; llvm.lifetime.start, the returned object is initially dead" ('alloca').
; RUN: %refinery exec %s --function before_start_load --json | FileCheck %s --match-full-lines --check-prefix=BSLOAD
; BSLOAD: {"outcome":"return","value":"i32 poison"}
; RUN: %refinery exec %s --function before_start_store --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=BSSTORE
; BSSTORE: {"outcome":"ub","reason":"{{.*}}"}
define i32 @before_start_load() {
  %p = alloca i32
  %v = load i32, ptr %p
  call void @llvm.lifetime.start.p0(ptr %p)
  ret i32 %v
}

define void @before_start_store(i32 %x) {
  %p = alloca i32
  store i32 %x, ptr %p
  call void @llvm.lifetime.start.p0(ptr %p)
  ret void
}

; Within the lifetime, the object behaves normally.
; RUN: %refinery exec %s --function in_lifetime --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=INLT
; INLT: {"outcome":"return","value":"i32 3"}
define i32 @in_lifetime(i32 %x) {
  %p = alloca i32
  call void @llvm.lifetime.start.p0(ptr %p)
  store i32 %x, ptr %p
  %v = load i32, ptr %p
  call void @llvm.lifetime.end.p0(ptr %p)
  ret i32 %v
}

; A second lifetime.start makes the object alive again and uninitialized.
; RUN: %refinery exec %s --function restart --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=RESTART
; RESTART: {"outcome":"return","value":"i32 0","nondeterministic":true}
define i32 @restart(i32 %x) {
  %p = alloca i32
  call void @llvm.lifetime.start.p0(ptr %p)
  store i32 %x, ptr %p
  call void @llvm.lifetime.end.p0(ptr %p)
  call void @llvm.lifetime.start.p0(ptr %p)
  %v = load i32, ptr %p
  ret i32 %v
}

; lifetime.end of poison has no effect.
; RUN: %refinery exec %s --function end_poison --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=ENDP
; ENDP: {"outcome":"return","value":"i32 3"}
define i32 @end_poison(i32 %x) {
  %p = alloca i32
  store i32 %x, ptr %p
  call void @llvm.lifetime.end.p0(ptr poison)
  %v = load i32, ptr %p
  ret i32 %v
}

; A callee's alloca is dead once the callee returns ("The stack object is
; marked as dead when either llvm.lifetime.end to the alloca is executed or
; the function returns"): loading it gives poison, storing is UB.
; RUN: %refinery exec %s --function dead_frame_load --json | FileCheck %s --match-full-lines --check-prefix=DFLOAD
; DFLOAD: {"outcome":"return","value":"i32 poison"}
; RUN: %refinery exec %s --function dead_frame_store --json | FileCheck %s --match-full-lines --check-prefix=DFSTORE
; DFSTORE: {"outcome":"ub","reason":"{{.*}}"}
define ptr @leak_frame() {
  %p = alloca i32
  store i32 77, ptr %p
  ret ptr %p
}

define i32 @dead_frame_load() {
  %p = call ptr @leak_frame()
  %v = load i32, ptr %p
  ret i32 %v
}

define void @dead_frame_store() {
  %p = call ptr @leak_frame()
  store i32 1, ptr %p
  ret void
}

; A copy from a dead frame's object reads poison bytes; many dead frames
; (more objects than the memory keeps in one block) leave a later object
; intact.
; RUN: %refinery exec %s --function dead_frame_copy --json | FileCheck %s --match-full-lines --check-prefix=DFCOPY
; DFCOPY: {"outcome":"return","value":"i32 poison"}
; RUN: %refinery exec %s --function many_dead_frames --arg 300 --json | FileCheck %s --match-full-lines --check-prefix=DFMANY
; DFMANY: {"outcome":"return","value":"i32 377"}
define i32 @dead_frame_copy() {
  %p = call ptr @leak_frame()
  %q = alloca i32
  store i32 5, ptr %q
  call void @llvm.memcpy.p0.p0.i64(ptr %q, ptr %p, i64 4, i1 false)
  %v = load i32, ptr %q
  ret i32 %v
}

define i32 @many_dead_frames(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %p = call ptr @leak_frame()
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  %q = alloca i32
  store i32 %n, ptr %q
  %v = load i32, ptr %q
  %sum = add i32 %v, 77
  ret i32 %sum
}

;--- memcpy/memset ranges ("'llvm.memcpy' Intrinsic").

; The two ranges "must either be equal or non-overlapping".
; RUN: %refinery exec %s --function memcpy_overlap --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=MCOV
; MCOV: {"outcome":"ub","reason":"{{.*}}"}
; RUN: %refinery exec %s --function memcpy_overlap --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=MCEQ
; MCEQ: {"outcome":"return","value":"i32 67305985"}
; RUN: %refinery exec %s --function memcpy_overlap --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=MCDIS
; MCDIS: {"outcome":"return","value":"i32 67305985"}
define i32 @memcpy_overlap(i64 %off) {
  %p = alloca [8 x i8], align 4
  store i32 67305985, ptr %p
  %d = getelementptr i8, ptr %p, i64 %off
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %p, i64 4, i1 false)
  %v = load i32, ptr %d, align 1
  ret i32 %v
}

; "If <len> is not a well-defined value, the behavior is undefined."
; RUN: %refinery exec %s --function memcpy_len --arg poison --json | FileCheck %s --match-full-lines --check-prefix=MCPLEN
; MCPLEN: {"outcome":"ub","reason":"{{.*}}"}
; Copying 5 bytes out of a 4-byte object:
; RUN: %refinery exec %s --function memcpy_len --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=MCOOB
; MCOOB: {"outcome":"ub","reason":"{{.*}}"}
; RUN: %refinery exec %s --function memcpy_len --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=MCLEN4
; MCLEN4: {"outcome":"return"}
define void @memcpy_len(i64 %n) {
  %s = alloca i32
  %d = alloca [8 x i8]
  store i32 0, ptr %s
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 %n, i1 false)
  ret void
}

; Length 0 is a no-op, even with null pointers; length 1 through null is UB.
; RUN: %refinery exec %s --function memcpy_null --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=MCN0
; MCN0: {"outcome":"return"}
; RUN: %refinery exec %s --function memcpy_null --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=MCN1
; MCN1: {"outcome":"ub","reason":"{{.*}}"}
define void @memcpy_null(i64 %n) {
  call void @llvm.memcpy.p0.p0.i64(ptr null, ptr null, i64 %n, i1 false)
  ret void
}

; RUN: %refinery exec %s --function memset_oob --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=MSOK
; MSOK: {"outcome":"return"}
; RUN: %refinery exec %s --function memset_oob --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=MSOOB
; MSOOB: {"outcome":"ub","reason":"{{.*}}"}
define void @memset_oob(i64 %n) {
  %p = alloca i32
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 %n, i1 false)
  ret void
}

; memset on a constant global writes read-only memory.
@cst = constant i32 7
; RUN: %refinery exec %s --function memset_const --json | FileCheck %s --match-full-lines --check-prefix=MSCONST
; MSCONST: {"outcome":"ub","reason":"{{.*}}"}
define void @memset_const() {
  call void @llvm.memset.p0.i64(ptr @cst, i8 0, i64 4, i1 false)
  ret void
}

; An align attribute on a memcpy argument that does not hold makes the
; pointer poison ("'align'": "poison value is ... passed instead"); with a
; non-zero length "both <dest> and <src> should be well-defined, otherwise
; the behavior is undefined"; with length 0 it is a no-op.
; RUN: %refinery exec %s --function memcpy_align --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=MCALIGN4
; MCALIGN4: {"outcome":"ub","reason":"{{.*}}"}
; RUN: %refinery exec %s --function memcpy_align --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=MCALIGN0
; MCALIGN0: {"outcome":"return"}
define void @memcpy_align(i64 %n) {
  %s = alloca i64, align 8
  %d = alloca [16 x i8], align 8
  store i64 0, ptr %s
  %d1 = getelementptr i8, ptr %d, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d1, ptr %s, i64 %n, i1 false)
  ret void
}

; A zero-size object has no dereferenceable byte.
; RUN: %refinery exec %s --function zero_size --json | FileCheck %s --match-full-lines --check-prefix=ZEROSIZE
; ZEROSIZE: {"outcome":"ub","reason":"{{.*}}"}
define i8 @zero_size() {
  %p = alloca [0 x i8]
  %v = load i8, ptr %p
  ret i8 %v
}
