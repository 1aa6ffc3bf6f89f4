; The interpreter's memory limit (64 MiB by default) is Refinery's, not the
; program's: an allocation a real allocator would grant but the limit does
; not hold is `unsupported`, never a null result that makes false UB (a
; real malloc(100 MiB) succeeds; a null return used to make the store below
; `ub: null pointer dereference`). A size no allocator can grant (beyond
; half the address space) still fails with null, which the program may
; test (nondeterministic: LLVM may also remove the allocation); a calloc
; whose nmemb * size wraps around returns null, definitely (C23 7.24.3.2).

declare ptr @malloc(i64)
declare ptr @calloc(i64, i64)
declare ptr @realloc(ptr, i64)
declare void @free(ptr)
declare ptr @myalloc(i64) allockind("alloc,uninitialized") allocsize(0) "alloc-family"="my"

; RUN: %refinery exec %s --function malloc_big --json | FileCheck %s --match-full-lines --check-prefix=MBIG
; MBIG: {"outcome":"unsupported","reason":"memory limit of the interpreter (67108864 bytes) reached by a block of 104857600 bytes from @malloc at %p in @malloc_big"}
define i8 @malloc_big() {
  %p = call ptr @malloc(i64 104857600)
  store i8 1, ptr %p
  %v = load i8, ptr %p
  ret i8 %v
}

; The limit counts every block of the run: the second 40 MiB block is past it.
; RUN: %refinery exec %s --function malloc_twice --json | FileCheck %s --match-full-lines --check-prefix=MTWICE
; MTWICE: {"outcome":"unsupported","reason":"memory limit of the interpreter (67108864 bytes) reached by a block of 41943040 bytes from @malloc at %q in @malloc_twice"}
define i8 @malloc_twice() {
  %p = call ptr @malloc(i64 41943040)
  %q = call ptr @malloc(i64 41943040)
  store i8 1, ptr %q
  ret i8 1
}

; RUN: %refinery exec %s --function calloc_big --json | FileCheck %s --match-full-lines --check-prefix=CBIG
; CBIG: {"outcome":"unsupported","reason":"memory limit of the interpreter (67108864 bytes) reached by a block of 104857600 bytes from @calloc at %p in @calloc_big"}
define i8 @calloc_big() {
  %p = call ptr @calloc(i64 1048576, i64 100)
  %v = load i8, ptr %p
  ret i8 %v
}

; RUN: %refinery exec %s --function realloc_big --json | FileCheck %s --match-full-lines --check-prefix=RBIG
; RBIG: {"outcome":"unsupported","reason":"memory limit of the interpreter (67108864 bytes) reached by a block of 104857600 bytes from @realloc at %q in @realloc_big"}
define i8 @realloc_big() {
  %p = call ptr @malloc(i64 4)
  %q = call ptr @realloc(ptr %p, i64 104857600)
  store i8 1, ptr %q
  ret i8 1
}

; RUN: %refinery exec %s --function myalloc_big --json | FileCheck %s --match-full-lines --check-prefix=ABIG
; ABIG: {"outcome":"unsupported","reason":"memory limit of the interpreter (67108864 bytes) reached by a block of 104857600 bytes from @myalloc at %p in @myalloc_big"}
define i8 @myalloc_big() {
  %p = call ptr @myalloc(i64 104857600)
  store i8 1, ptr %p
  ret i8 1
}

; Sizes no allocator grants (2^63 bytes and more on 64-bit pointers): null,
; which the program tests.
; RUN: %refinery exec %s --function impossible --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=IMPOSSIBLE
; RUN: %refinery exec %s --function impossible --arg -9223372036854775808 --json | FileCheck %s --match-full-lines --check-prefix=IMPOSSIBLE
; IMPOSSIBLE: {"outcome":"return","value":"i8 0","nondeterministic":true}
define i8 @impossible(i64 %n) {
  %p = call ptr @malloc(i64 %n)
  %null = icmp eq ptr %p, null
  %r = zext i1 %null to i8
  %s = sub i8 1, %r
  ret i8 %s
}

; RUN: %refinery exec %s --function calloc_overflow --json | FileCheck %s --match-full-lines --check-prefix=COV
; COV: {"outcome":"return","value":"i8 0"}
define i8 @calloc_overflow() {
  %p = call ptr @calloc(i64 4611686018427387904, i64 8)
  %null = icmp eq ptr %p, null
  %r = zext i1 %null to i8
  %s = sub i8 1, %r
  ret i8 %s
}

; check: a source past the limit is inconclusive, not a violation, whatever
; the target does.
; RUN: %refinery check %s --function malloc_big --passes='instcombine' --json | FileCheck %s --check-prefix=CHECK
; CHECK: {"verdict":"inconclusive"

; alloca: the count times the element size, in 64 bits. A product past the
; limit or past 2^64 (4 * 2^62) is `unsupported`; one within it allocates.
; RUN: %refinery exec %s --function alloca_n --arg 1048576 --json | FileCheck %s --match-full-lines --check-prefix=AFIT
; AFIT: {"outcome":"return","value":"i32 7"}
; RUN: %refinery exec %s --function alloca_n --arg 16777217 --json | FileCheck %s --match-full-lines --check-prefix=ABIGN
; RUN: %refinery exec %s --function alloca_n --arg 4611686018427387904 --json | FileCheck %s --match-full-lines --check-prefix=ABIGN
; ABIGN: {"outcome":"unsupported","reason":"alloca larger than the memory limit at %p in @alloca_n"}
define i32 @alloca_n(i64 %n) {
  %p = alloca i32, i64 %n
  store i32 7, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}

; An element past 4 GiB (its size is computed at the run, not kept when
; decoding): past the limit too.
; RUN: %refinery exec %s --function alloca_huge_elt --json | FileCheck %s --match-full-lines --check-prefix=AHUGE
; AHUGE: {"outcome":"unsupported","reason":"alloca larger than the memory limit at %p in @alloca_huge_elt"}
define i8 @alloca_huge_elt() {
  %p = alloca [4294967297 x i8]
  store i8 1, ptr %p
  ret i8 1
}
