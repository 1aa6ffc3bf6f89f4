; The C library calls clang emits at -O0 (C11 7.21.6.1 fprintf, 7.21.7
; puts/putchar, 7.22.3 memory management, 7.24 string handling, 7.22.4
; exit/abort; glibc for implementation-defined output such as "(nil)" for a
; null %p). The program's output comes before the JSON line.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)
declare i32 @puts(ptr)
declare i32 @putchar(i32)
declare ptr @malloc(i64)
declare ptr @calloc(i64, i64)
declare ptr @realloc(ptr, i64)
declare void @free(ptr)
declare i64 @strlen(ptr)
declare i32 @strcmp(ptr, ptr)
declare ptr @memcpy(ptr, ptr, i64)
declare ptr @memset(ptr, i32, i64)
declare void @exit(i32)
declare void @abort()

;--- printf conversions.

@fmt.int = private constant [43 x i8] c"d=%d u=%u x=%x ld=%ld lld=%lld c=%c s=%s|\0A\00"
@s.hi = private constant [3 x i8] c"hi\00"

; RUN: %refinery exec %s --function pf_ints --json | FileCheck %s --strict-whitespace --check-prefix=PFINT
; PFINT: {{^}}d=-5 u=4294967295 x=ff ld=-1234567890123 lld=9223372036854775807 c=A s=hi|{{$}}
; PFINT-NEXT: {{^}}{"outcome":"return","value":"i32 75"}{{$}}
define i32 @pf_ints() {
  %n = call i32 (ptr, ...) @printf(ptr @fmt.int, i32 -5, i32 -1, i32 255, i64 -1234567890123, i64 9223372036854775807, i32 65, ptr @s.hi)
  ret i32 %n
}

@fmt.misc = private constant [27 x i8] c"p=%p %% [%5d] [%-3d] %.2f\0A\00"

; RUN: %refinery exec %s --function pf_misc --json | FileCheck %s --strict-whitespace --check-prefix=PFMISC
; PFMISC: {{^}}p=(nil) % [   42] [7  ] 3.14{{$}}
; PFMISC-NEXT: {{^}}{"outcome":"return","value":"i32 29"}{{$}}
define i32 @pf_misc() {
  %n = call i32 (ptr, ...) @printf(ptr @fmt.misc, ptr null, i32 42, i32 7, double 3.14159)
  ret i32 %n
}

; printf with an argument that comes from the caller.
@fmt.d = private constant [4 x i8] c"%d\0A\00"
; RUN: %refinery exec %s --function pf_arg --arg -2147483648 --json | FileCheck %s --strict-whitespace --check-prefix=PFARG
; PFARG: {{^}}-2147483648{{$}}
; PFARG-NEXT: {{^}}{"outcome":"return","value":"i32 12"}{{$}}
; RUN: %refinery exec %s --function pf_arg --arg 0 --json | FileCheck %s --strict-whitespace --check-prefix=PFARG0
; PFARG0: {{^}}0{{$}}
; PFARG0-NEXT: {{^}}{"outcome":"return","value":"i32 2"}{{$}}
define i32 @pf_arg(i32 %x) {
  %n = call i32 (ptr, ...) @printf(ptr @fmt.d, i32 %x)
  ret i32 %n
}

; Several calls append to one output, in order.
@fmt.x = private constant [6 x i8] c"[%x]\0A\00"
; RUN: %refinery exec %s --function pf_loop --arg 3 --json | FileCheck %s --strict-whitespace --check-prefix=PFLOOP
; PFLOOP: {{^}}[0]{{$}}
; PFLOOP-NEXT: {{^}}[1]{{$}}
; PFLOOP-NEXT: {{^}}[2]{{$}}
; PFLOOP-NEXT: {{^}}{"outcome":"return"}{{$}}
define void @pf_loop(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %j, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done
body:
  %r = call i32 (ptr, ...) @printf(ptr @fmt.x, i32 %i)
  %j = add i32 %i, 1
  br label %head
done:
  ret void
}

; Output without a final newline: the JSON object still starts its own line.
@fmt.nonl = private constant [4 x i8] c"abc\00"
; RUN: %refinery exec %s --function pf_nonl --json | FileCheck %s --strict-whitespace --check-prefix=PFNONL
; PFNONL: {{^}}abc{{$}}
; PFNONL-NEXT: {{^}}{"outcome":"return","value":"i32 3"}{{$}}
define i32 @pf_nonl() {
  %n = call i32 (ptr, ...) @printf(ptr @fmt.nonl)
  ret i32 %n
}

;--- puts and putchar.

@s.hello = private constant [6 x i8] c"hello\00"
; puts returns "a nonnegative value" on success.
; RUN: %refinery exec %s --function do_puts --json | FileCheck %s --strict-whitespace --check-prefix=PUTS
; PUTS: {{^}}hello{{$}}
; PUTS-NEXT: {{^}}{"outcome":"return","value":"i1 true"}{{$}}
define i1 @do_puts() {
  %r = call i32 @puts(ptr @s.hello)
  %ok = icmp sge i32 %r, 0
  ret i1 %ok
}

; putchar returns the character written.
; RUN: %refinery exec %s --function do_putchar --arg 120 --json | FileCheck %s --strict-whitespace --check-prefix=PUTCHAR
; PUTCHAR: {{^}}xy{{$}}
; PUTCHAR-NEXT: {{^}}{"outcome":"return","value":"i32 120"}{{$}}
define i32 @do_putchar(i32 %c) {
  %r = call i32 @putchar(i32 %c)
  %y = call i32 @putchar(i32 121)
  %nl = call i32 @putchar(i32 10)
  ret i32 %r
}

;--- malloc, calloc, realloc, free.

; malloc'd memory is uninitialized ("indeterminate"); writes read back.
; RUN: %refinery exec %s --function malloc_rw --arg 12345 --json | FileCheck %s --match-full-lines --check-prefix=MALLOCRW
; MALLOCRW: {"outcome":"return","value":"i32 12345"}
define i32 @malloc_rw(i32 %x) {
  %p = call ptr @malloc(i64 8)
  %q = getelementptr i8, ptr %p, i64 4
  store i32 %x, ptr %q
  %v = load i32, ptr %q
  call void @free(ptr %p)
  ret i32 %v
}

; RUN: %refinery exec %s --function malloc_uninit --json | FileCheck %s --match-full-lines --check-prefix=MALLOCU
; MALLOCU: {"outcome":"return","value":"i32 0","nondeterministic":true}
define i32 @malloc_uninit() {
  %p = call ptr @malloc(i64 4)
  %v = load i32, ptr %p
  ret i32 %v
}

; malloc returns memory of exactly the requested size.
; RUN: %refinery exec %s --function malloc_oob --json | FileCheck %s --match-full-lines --check-prefix=MALLOCOOB
; MALLOCOOB: {"outcome":"ub","reason":"{{.*}}"}
define void @malloc_oob() {
  %p = call ptr @malloc(i64 3)
  store i32 0, ptr %p
  ret void
}

; calloc: "the space is initialized to all bits zero".
; RUN: %refinery exec %s --function calloc_zero --arg 12 --json | FileCheck %s --match-full-lines --check-prefix=CALLOC12
; CALLOC12: {"outcome":"return","value":"i32 0"}
; RUN: %refinery exec %s --function calloc_zero --arg 16 --json | FileCheck %s --match-full-lines --check-prefix=CALLOC16
; CALLOC16: {"outcome":"ub","reason":"{{.*}}"}
define i32 @calloc_zero(i64 %off) {
  %p = call ptr @calloc(i64 4, i64 4)
  %q = getelementptr i8, ptr %p, i64 %off
  %v = load i32, ptr %q
  ret i32 %v
}

; realloc keeps the old contents up to the smaller size; the new tail is
; indeterminate; the old pointer is freed.
; RUN: %refinery exec %s --function realloc_keep --json | FileCheck %s --match-full-lines --check-prefix=REALLOCK
; REALLOCK: {"outcome":"return","value":"i32 287454020"}
define i32 @realloc_keep() {
  %p = call ptr @malloc(i64 4)
  store i32 287454020, ptr %p
  %q = call ptr @realloc(ptr %p, i64 16)
  %v = load i32, ptr %q
  ret i32 %v
}

; RUN: %refinery exec %s --function realloc_tail --json | FileCheck %s --match-full-lines --check-prefix=REALLOCT
; REALLOCT: {"outcome":"return","value":"i32 0","nondeterministic":true}
define i32 @realloc_tail() {
  %p = call ptr @malloc(i64 4)
  store i32 287454020, ptr %p
  %q = call ptr @realloc(ptr %p, i64 16)
  %t = getelementptr i8, ptr %q, i64 12
  %v = load i32, ptr %t
  ret i32 %v
}

; Shrinking keeps the prefix: the low half of 0x11223344.
; RUN: %refinery exec %s --function realloc_shrink --json | FileCheck %s --match-full-lines --check-prefix=REALLOCS
; REALLOCS: {"outcome":"return","value":"i16 13124"}
define i16 @realloc_shrink() {
  %p = call ptr @malloc(i64 4)
  store i32 287454020, ptr %p
  %q = call ptr @realloc(ptr %p, i64 2)
  %v = load i16, ptr %q
  ret i16 %v
}

; "old pointers cannot be used to access this new object" ("Allocated
; Objects"); C: the old object is deallocated.
; RUN: %refinery exec %s --function realloc_old --json | FileCheck %s --match-full-lines --check-prefix=REALLOCOLD
; REALLOCOLD: {"outcome":"ub","reason":"{{.*}}"}
define i32 @realloc_old() {
  %p = call ptr @malloc(i64 4)
  store i32 1, ptr %p
  %q = call ptr @realloc(ptr %p, i64 8)
  %v = load i32, ptr %p
  ret i32 %v
}

; realloc(NULL, n) behaves like malloc(n).
; RUN: %refinery exec %s --function realloc_null --arg 9 --json | FileCheck %s --match-full-lines --check-prefix=REALLOCNULL
; REALLOCNULL: {"outcome":"return","value":"i32 9"}
define i32 @realloc_null(i32 %x) {
  %q = call ptr @realloc(ptr null, i64 4)
  store i32 %x, ptr %q
  %v = load i32, ptr %q
  ret i32 %v
}

;--- strlen, strcmp.

@s.empty = private constant [1 x i8] zeroinitializer
@s.abc = private constant [4 x i8] c"abc\00"
@s.abd = private constant [4 x i8] c"abd\00"
@s.ab = private constant [3 x i8] c"ab\00"

; RUN: %refinery exec %s --function do_strlen --arg true --json | FileCheck %s --match-full-lines --check-prefix=STRLEN5
; STRLEN5: {"outcome":"return","value":"i64 5"}
; RUN: %refinery exec %s --function do_strlen --arg false --json | FileCheck %s --match-full-lines --check-prefix=STRLEN0
; STRLEN0: {"outcome":"return","value":"i64 0"}
define i64 @do_strlen(i1 %c) {
  %s = select i1 %c, ptr @s.hello, ptr @s.empty
  %n = call i64 @strlen(ptr %s)
  ret i64 %n
}

; An unterminated string runs off the end of its object.
; RUN: %refinery exec %s --function strlen_unterminated --json | FileCheck %s --match-full-lines --check-prefix=STRLENUB
; STRLENUB: {"outcome":"ub","reason":"{{.*}}"}
define i64 @strlen_unterminated() {
  %p = alloca [2 x i8]
  store [2 x i8] c"xy", ptr %p
  %n = call i64 @strlen(ptr %p)
  ret i64 %n
}

; strcmp: the sign of the result orders the strings.
; RUN: %refinery exec %s --function strcmp_sign --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=SCMPLT
; SCMPLT: {"outcome":"return","value":"i32 -1"}
; RUN: %refinery exec %s --function strcmp_sign --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SCMPEQ
; SCMPEQ: {"outcome":"return","value":"i32 0"}
; RUN: %refinery exec %s --function strcmp_sign --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=SCMPGT
; SCMPGT: {"outcome":"return","value":"i32 1"}
; A prefix is smaller.
; RUN: %refinery exec %s --function strcmp_sign --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=SCMPPRE
; SCMPPRE: {"outcome":"return","value":"i32 -1"}
define i32 @strcmp_sign(i32 %k) {
entry:
  switch i32 %k, label %k3 [ i32 0, label %k0
                             i32 1, label %k1
                             i32 2, label %k2 ]
k0:
  br label %done
k1:
  br label %done
k2:
  br label %done
k3:
  br label %done
done:
  %a = phi ptr [ @s.abc, %k0 ], [ @s.abc, %k1 ], [ @s.abd, %k2 ], [ @s.ab, %k3 ]
  %b = phi ptr [ @s.abd, %k0 ], [ @s.abc, %k1 ], [ @s.abc, %k2 ], [ @s.abc, %k3 ]
  %r = call i32 @strcmp(ptr %a, ptr %b)
  %neg = icmp slt i32 %r, 0
  %pos = icmp sgt i32 %r, 0
  %s0 = select i1 %pos, i32 1, i32 0
  %s = select i1 %neg, i32 -1, i32 %s0
  ret i32 %s
}

;--- The libc memcpy and memset return their destination.

; RUN: %refinery exec %s --function libc_memcpy --arg 287454020 --json | FileCheck %s --match-full-lines --check-prefix=LMEMCPY
; LMEMCPY: {"outcome":"return","value":"{ i32, i1 } { i32 287454020, i1 true }"}
define { i32, i1 } @libc_memcpy(i32 %x) {
  %s = alloca i32
  %d = alloca i32
  store i32 %x, ptr %s
  %r = call ptr @memcpy(ptr %d, ptr %s, i64 4)
  %v = load i32, ptr %d
  %same = icmp eq ptr %r, %d
  %a = insertvalue { i32, i1 } poison, i32 %v, 0
  %b = insertvalue { i32, i1 } %a, i1 %same, 1
  ret { i32, i1 } %b
}

; memset converts its int to unsigned char: 0x141 writes 0x41.
; RUN: %refinery exec %s --function libc_memset --arg 321 --json | FileCheck %s --match-full-lines --check-prefix=LMEMSET
; LMEMSET: {"outcome":"return","value":"{ i32, i1 } { i32 4276545, i1 true }"}
define { i32, i1 } @libc_memset(i32 %c) {
  %d = alloca i32
  store i32 0, ptr %d
  %r = call ptr @memset(ptr %d, i32 %c, i64 3)
  %v = load i32, ptr %d
  %same = icmp eq ptr %r, %d
  %a = insertvalue { i32, i1 } poison, i32 %v, 0
  %b = insertvalue { i32, i1 } %a, i1 %same, 1
  ret { i32, i1 } %b
}

;--- exit and abort end the run.

; RUN: %refinery exec %s --function do_exit --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=EXIT3
; EXIT3: {"outcome":"exit","value":"i32 3"}
; RUN: %refinery exec %s --function do_exit --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=EXIT0
; EXIT0: {"outcome":"exit","value":"i32 0"}
define i32 @do_exit(i32 %code) {
  call void @exit(i32 %code)
  unreachable
}

; Output printed before exit is kept.
@s.bye = private constant [4 x i8] c"bye\00"
; RUN: %refinery exec %s --function print_then_exit --json | FileCheck %s --strict-whitespace --check-prefix=PEXIT
; PEXIT: {{^}}bye{{$}}
; PEXIT-NEXT: {{^}}{"outcome":"exit","value":"i32 3"}{{$}}
define i32 @print_then_exit() {
  %r = call i32 @puts(ptr @s.bye)
  call void @exit(i32 3)
  unreachable
}

; exit from a nested call ends the whole program.
define void @exit_deep(i32 %c) {
  call void @exit(i32 %c)
  unreachable
}
; RUN: %refinery exec %s --function nested_exit --json | FileCheck %s --match-full-lines --check-prefix=NEXIT
; NEXIT: {"outcome":"exit","value":"i32 7"}
define i32 @nested_exit() {
  call void @exit_deep(i32 7)
  ret i32 0
}

; RUN: %refinery exec %s --function do_abort --json | FileCheck %s --match-full-lines --check-prefix=ABORT
; ABORT: {"outcome":"abort","reason":"{{.*}}abort{{.*}}"}
define i32 @do_abort() {
  call void @abort()
  unreachable
}

; main(argc, argv) without --arg: argc = 1, argv[0] = "refinery".
@fmt.main = private constant [15 x i8] c"argc=%d av=%s\0A\00"
; RUN: %refinery exec %s --json | FileCheck %s --strict-whitespace --check-prefix=MAIN
; MAIN: {{^}}argc=1 av=refinery{{$}}
; MAIN-NEXT: {{^}}{"outcome":"return","value":"i32 0"}{{$}}
define i32 @main(i32 %argc, ptr %argv) {
  %a0 = load ptr, ptr %argv
  %r = call i32 (ptr, ...) @printf(ptr @fmt.main, i32 %argc, ptr %a0)
  ret i32 0
}

;--- Allocation functions by attribute (LangRef "Function Attributes":
;--- allockind, allocsize, "alloc-family"; "Parameter Attributes":
;--- allocalign, allocptr) and C++ operator new/delete.

declare ptr @myarray(i64, i64) allockind("alloc,uninitialized") allocsize(0, 1) "alloc-family"="myalloc"
declare ptr @myzeroed(i64) allockind("alloc,zeroed") allocsize(0) "alloc-family"="myalloc"
declare ptr @myaligned(i64, i64 allocalign) allockind("alloc,uninitialized,aligned") allocsize(0) "alloc-family"="myalloc"
declare void @myfree(ptr allocptr) allockind("free") "alloc-family"="myalloc"
declare ptr @nosize(i64, i64) allockind("alloc") "alloc-family"="nosize"
declare ptr @_Znwm(i64)
declare void @_ZdlPv(ptr)

; allocsize(0, 1): 3 * 4 bytes; byte 12 is out of bounds.
; RUN: %refinery exec %s --function alloc_array --arg 8 --json | FileCheck %s --match-full-lines --check-prefix=ARRAY8
; ARRAY8: {"outcome":"return","value":"i32 5"}
; RUN: %refinery exec %s --function alloc_array --arg 12 --json | FileCheck %s --match-full-lines --check-prefix=ARRAY12
; ARRAY12: {"outcome":"ub","reason":"{{.*}}out-of-bounds{{.*}}"}
define i32 @alloc_array(i64 %off) {
  %p = call ptr @myarray(i64 3, i64 4)
  %q = getelementptr i8, ptr %p, i64 %off
  store i32 5, ptr %q
  %v = load i32, ptr %q
  call void @myfree(ptr %p)
  ret i32 %v
}

; "zeroed": the block reads zero.
; RUN: %refinery exec %s --function alloc_zeroed --json | FileCheck %s --match-full-lines --check-prefix=ZEROED
; ZEROED: {"outcome":"return","value":"i64 0"}
define i64 @alloc_zeroed() {
  %p = call ptr @myzeroed(i64 8)
  %v = load i64, ptr %p
  ret i64 %v
}

; allocalign: the result is aligned, or null for an alignment that is not a
; power of two.
; RUN: %refinery exec %s --function alloc_aligned --arg 256 --json | FileCheck %s --match-full-lines --check-prefix=ALIGN256
; ALIGN256: {"outcome":"return","value":"i64 0","nondeterministic":true}
; RUN: %refinery exec %s --function alloc_aligned --arg 24 --json | FileCheck %s --match-full-lines --check-prefix=ALIGN24
; ALIGN24: {"outcome":"return","value":"i64 -1"}
define i64 @alloc_aligned(i64 %a) {
  %p = call ptr @myaligned(i64 4, i64 %a)
  %null = icmp eq ptr %p, null
  br i1 %null, label %fail, label %ok
ok:
  %i = ptrtoint ptr %p to i64
  %m = sub i64 %a, 1
  %r = and i64 %i, %m
  ret i64 %r
fail:
  ret i64 -1
}

; Without allocsize the block has the size of the first integer argument.
; RUN: %refinery exec %s --function alloc_nosize --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=NOSIZE3
; NOSIZE3: {"outcome":"return","value":"i8 1"}
; RUN: %refinery exec %s --function alloc_nosize --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=NOSIZE4
; NOSIZE4: {"outcome":"ub","reason":"{{.*}}out-of-bounds{{.*}}"}
define i8 @alloc_nosize(i64 %off) {
  %p = call ptr @nosize(i64 4, i64 16)
  %q = getelementptr i8, ptr %p, i64 %off
  store i8 1, ptr %q
  %v = load i8, ptr %q
  ret i8 %v
}

; operator new/delete (TargetLibraryInfo); delete of a malloc'd block is of
; another family: unsupported.
; RUN: %refinery exec %s --function new_delete --json | FileCheck %s --match-full-lines --check-prefix=NEW
; NEW: {"outcome":"return","value":"i32 7"}
define i32 @new_delete() {
  %p = call ptr @_Znwm(i64 4)
  store i32 7, ptr %p
  %v = load i32, ptr %p
  call void @_ZdlPv(ptr %p)
  ret i32 %v
}
; RUN: %refinery exec %s --function delete_malloc --json | FileCheck %s --match-full-lines --check-prefix=DELMALLOC
; DELMALLOC: {"outcome":"unsupported","reason":"@_ZdlPv frees a block of allocation family \"malloc\", not \"_Znwm\"{{.*}}"}
define void @delete_malloc() {
  %p = call ptr @malloc(i64 4)
  call void @_ZdlPv(ptr %p)
  ret void
}
