; Allocation functions (LangRef "Function Attributes": allockind, allocsize,
; "alloc-family", "alloc-variant-zeroed"; "Parameter Attributes":
; allocalign, allocptr). A function LLVM treats as an allocator
; (MemoryBuiltins) works on a heap object; its calls are no observable
; events, since the optimizer may add, remove and substitute them. What
; memory holds decides refinement.

; --- correct ---
; dse: customalloc2(n, a) + memset(p, 0, n) -> customalloc2_zeroed(n, a), the
; declared zeroed variant. customalloc2 has no allocsize: the block has the
; size of its first integer argument (an environment choice).
; RUN: %refinery check %S/Inputs/alloc-dse-zeroed.ll --passes=dse --inputs=40 --json | FileCheck %s --check-prefix=DSE
; DSE: {"verdict":"no-violation","passes":"opt -passes='dse'","functions":[{"name":"undeclared_customalloc","verdict":"no-violation",
; The same as a manual pair.
; RUN: %refinery check %s --function src_memset_to_zeroed --inputs=40 --json | FileCheck %s --check-prefix=ZEROED
; ZEROED: {"verdict":"no-violation","functions":[{"name":"src_memset_to_zeroed","verdict":"no-violation",
; instcombine removes allocation/free pairs and unused allocations.
; RUN: %refinery check %S/Inputs/alloc-instcombine.ll --passes=instcombine --json | FileCheck %s --check-prefix=IC
; IC: {"verdict":"no-violation","passes":"opt -passes='instcombine'","functions":[{"name":"unused_pair","verdict":"no-violation",{{.*}}},{"name":"unused_pair_nosize","verdict":"no-violation",{{.*}}},{"name":"unused_alloc","verdict":"no-violation",{{.*}}},{"name":"alloc_is_null","verdict":"no-violation",
; A value stored in a block and read back before the block is freed.
; RUN: %refinery check %s --function src_free_forward --json | FileCheck %s --check-prefix=FREE-FWD
; FREE-FWD: {"verdict":"no-violation","functions":[{"name":"src_free_forward","verdict":"no-violation",
; realloc keeps the contents up to the smaller size.
; RUN: %refinery check %s --function src_realloc_keep --json | FileCheck %s --check-prefix=REALLOC
; REALLOC: {"verdict":"no-violation","functions":[{"name":"src_realloc_keep","verdict":"no-violation",
; allocsize(0, 1): count * size bytes; the last element is in bounds.
; RUN: %refinery check %s --function src_array_last --json | FileCheck %s --check-prefix=ARRAY
; ARRAY: {"verdict":"no-violation","functions":[{"name":"src_array_last","verdict":"no-violation",
; A zeroed block reads zero; an uninitialized one allows anything.
; RUN: %refinery check %s --function src_uninit_any --json | FileCheck %s --check-prefix=UNINIT
; UNINIT: {"verdict":{{"no-violation"|"inconclusive"}},"functions":[{"name":"src_uninit_any","verdict":{{"no-violation"|"inconclusive"}},

; --- wrong ---
; The zeroed variant replaced by the uninitialized allocator: the source
; reads zero, the target reads uninitialized bytes.
; RUN: not %refinery check %s --function src_zeroed_to_uninit --json | FileCheck %s --check-prefix=TO-UNINIT
; TO-UNINIT: {"verdict":"violation","functions":[{"name":"src_zeroed_to_uninit","verdict":"violation","kind":"value-mismatch",
; A load moved after the free.
; RUN: not %refinery check %s --function src_use_after_free --json | FileCheck %s --check-prefix=UAF
; UAF: {"verdict":"violation","functions":[{"name":"src_use_after_free","verdict":"violation","kind":"tgt-ub",
; The old pointer read after realloc (it is invalidated).
; RUN: not %refinery check %s --function src_realloc_old --json | FileCheck %s --check-prefix=REALLOC-OLD
; REALLOC-OLD: {"verdict":"violation","functions":[{"name":"src_realloc_old","verdict":"violation","kind":"tgt-ub",
; allocsize(0, 1): one element past count * size is out of bounds.
; RUN: not %refinery check %s --function src_array_past --json | FileCheck %s --check-prefix=ARRAY-PAST
; ARRAY-PAST: {"verdict":"violation","functions":[{"name":"src_array_past","verdict":"violation","kind":"tgt-ub",

; --- inconclusive ---
; A block freed by a function of another family: the LangRef does not say
; what that does ("mismatched ones will be left alone").
; RUN: %refinery check %s --function src_family_mismatch --json | FileCheck %s --check-prefix=FAMILY
; FAMILY: {"verdict":"inconclusive","functions":[{"name":"src_family_mismatch","verdict":"inconclusive",{{.*}}unsupported: free of a block of allocation family \"myalloc\" by @free (family \"malloc\")
; RUN: %refinery check %s --function src_family_mismatch2 --json | FileCheck %s --check-prefix=FAMILY2
; FAMILY2: {"verdict":"inconclusive","functions":[{"name":"src_family_mismatch2","verdict":"inconclusive",{{.*}}unsupported: @myfree frees a block of allocation family \"malloc\", not \"myalloc\"
; A defined allocation function: LLVM may drop or add calls by its
; allockind, whatever its body does.
; RUN: %refinery check %s --function src_defined_alloc --json | FileCheck %s --check-prefix=DEFINED
; DEFINED: {"verdict":"inconclusive","functions":[{"name":"src_defined_alloc","verdict":"inconclusive",{{.*}}unsupported: call to defined allocation function @defined_alloc

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare ptr @malloc(i64)
declare void @free(ptr)
declare ptr @customalloc2(i64, i64) allockind("alloc") "alloc-family"="customalloc2" "alloc-variant-zeroed"="customalloc2_zeroed"
declare ptr @customalloc2_zeroed(i64, i64) allockind("alloc,zeroed") "alloc-family"="customalloc2"
declare ptr @myalloc(i64) allockind("alloc,uninitialized") allocsize(0) "alloc-family"="myalloc" "alloc-variant-zeroed"="myalloc_zeroed"
declare ptr @myalloc_zeroed(i64) allockind("alloc,zeroed") allocsize(0) "alloc-family"="myalloc"
declare void @myfree(ptr allocptr) allockind("free") "alloc-family"="myalloc"
declare ptr @myrealloc(ptr allocptr, i64) allockind("realloc") allocsize(1) "alloc-family"="myalloc"
declare ptr @myarray(i64, i64) allockind("alloc,uninitialized") allocsize(0, 1) "alloc-family"="myalloc"

define ptr @src_memset_to_zeroed(i64 %n, i64 %a) {
  %p = call ptr @customalloc2(i64 %n, i64 %a)
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 %n, i1 false)
  %c = icmp ult i64 %n, 4
  br i1 %c, label %done, label %read
read:
  %v = load i32, ptr %p
  %z = icmp eq i32 %v, 0
  br i1 %z, label %done, label %bad
bad:
  ret ptr null
done:
  ret ptr %p
}
define ptr @tgt_memset_to_zeroed(i64 %n, i64 %a) {
  %p = call ptr @customalloc2_zeroed(i64 %n, i64 %a)
  ret ptr %p
}

define i32 @src_free_forward(i32 %x) {
  %p = call ptr @myalloc(i64 4)
  store i32 %x, ptr %p
  %v = load i32, ptr %p
  call void @myfree(ptr %p)
  ret i32 %v
}
define i32 @tgt_free_forward(i32 %x) {
  ret i32 %x
}

define i32 @src_realloc_keep(i32 %x) {
  %p = call ptr @myalloc(i64 4)
  store i32 %x, ptr %p
  %q = call ptr @myrealloc(ptr %p, i64 8)
  %v = load i32, ptr %q
  call void @myfree(ptr %q)
  ret i32 %v
}
define i32 @tgt_realloc_keep(i32 %x) {
  ret i32 %x
}

define i32 @src_array_last(i32 %x) {
  %p = call ptr @myarray(i64 3, i64 4)
  %e = getelementptr i8, ptr %p, i64 8
  store i32 %x, ptr %e
  %v = load i32, ptr %e
  ret i32 %v
}
define i32 @tgt_array_last(i32 %x) {
  ret i32 %x
}

define i32 @src_uninit_any() {
  %p = call ptr @myalloc(i64 4)
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt_uninit_any() {
  ret i32 7
}

define i32 @src_zeroed_to_uninit() {
  %p = call ptr @myalloc_zeroed(i64 4)
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @tgt_zeroed_to_uninit() {
  %p = call ptr @myalloc(i64 4)
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @src_use_after_free(i32 %x) {
  %p = call ptr @myalloc(i64 4)
  store i32 %x, ptr %p
  %v = load i32, ptr %p
  call void @myfree(ptr %p)
  ret i32 %v
}
define i32 @tgt_use_after_free(i32 %x) {
  %p = call ptr @myalloc(i64 4)
  store i32 %x, ptr %p
  call void @myfree(ptr %p)
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @src_realloc_old(i32 %x) {
  %p = call ptr @myalloc(i64 4)
  store i32 %x, ptr %p
  %q = call ptr @myrealloc(ptr %p, i64 8)
  %v = load i32, ptr %q
  ret i32 %v
}
define i32 @tgt_realloc_old(i32 %x) {
  %p = call ptr @myalloc(i64 4)
  store i32 %x, ptr %p
  %q = call ptr @myrealloc(ptr %p, i64 8)
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @src_array_past(i32 %x) {
  %p = call ptr @myarray(i64 3, i64 4)
  %e = getelementptr i8, ptr %p, i64 8
  store i32 %x, ptr %e
  ret i32 %x
}
define i32 @tgt_array_past(i32 %x) {
  %p = call ptr @myarray(i64 3, i64 4)
  %e = getelementptr i8, ptr %p, i64 12
  store i32 %x, ptr %e
  ret i32 %x
}

define void @src_family_mismatch() {
  %p = call ptr @myalloc(i64 4)
  call void @free(ptr %p)
  ret void
}
define void @tgt_family_mismatch() {
  ret void
}

define void @src_family_mismatch2() {
  %p = call ptr @malloc(i64 4)
  call void @myfree(ptr %p)
  ret void
}
define void @tgt_family_mismatch2() {
  ret void
}

define ptr @defined_alloc(i64 %n) allockind("alloc,uninitialized") allocsize(0) "alloc-family"="defined" {
  ret ptr null
}
define i32 @src_defined_alloc() {
  %p = call ptr @defined_alloc(i64 4)
  ret i32 0
}
define i32 @tgt_defined_alloc() {
  ret i32 0
}

; --- calloc whose nmemb * size wraps around: null (C23 7.24.3.2), not an
; allocation that may have succeeded. Folding the null test to "not null"
; is wrong (LLVM 22 -O2 does: llvm-project#36652; Alive2's
; memory/calloc-overflow) ---
; RUN: not %refinery check %s --function src_calloc_wraps --json | FileCheck %s --check-prefix=CALLOC-WRAPS
; CALLOC-WRAPS: {"verdict":"violation","functions":[{"name":"src_calloc_wraps","verdict":"violation","kind":"value-mismatch",
; Without the wraparound the allocation may succeed: unsure.
; RUN: %refinery check %s --function src_calloc_huge --json | FileCheck %s --check-prefix=CALLOC-HUGE
; CALLOC-HUGE: {"verdict":"inconclusive","functions":[{"name":"src_calloc_huge","verdict":"inconclusive",
declare ptr @calloc(i64, i64)
define i1 @src_calloc_wraps() {
  %p = call ptr @calloc(i64 555555555555555, i64 40000000)
  %c = icmp eq ptr %p, null
  ret i1 %c
}
define i1 @tgt_calloc_wraps() {
  ret i1 false
}
define i1 @src_calloc_huge() {
  %p = call ptr @calloc(i64 4611686018427387904, i64 2)
  %c = icmp eq ptr %p, null
  ret i1 %c
}
define i1 @tgt_calloc_huge() {
  ret i1 false
}
