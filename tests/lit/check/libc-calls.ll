; C library functions LLVM transforms by their meaning (TargetLibraryInfo).
; memcmp's result is fixed only in its sign (C11 7.24.4.1), bcmp's only in
; being zero or not (POSIX.1-2001): the source's result is a choice within
; that class (the byte difference LLVM folds memcmp(p, q, 1) to among
; them), a comparison with 0 does not depend on it, and a target value
; outside the class is a violation. A poison or uninitialized byte makes
; the source's result poison. memrchr (GNU) finds the last occurrence; ffs
; (POSIX) and fabsf (C11 F.10.4.2) compute.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @memcmp(ptr, ptr, i64)
declare i32 @bcmp(ptr, ptr, i64)
declare ptr @memrchr(ptr, i32, i64)
declare i32 @ffs(i32)
declare float @fabsf(float)
declare i32 @llvm.cttz.i32(i32, i1)
declare float @llvm.fabs.f32(float)
declare i32 @llvm.bswap.i32(i32)

; --- wrong ---
; memcmp(p, q, 4) == 0 -> the first 3 bytes equal: wrong when only the
; fourth differs.
; RUN: not %refinery check %s --function src_eq_3bytes --json | FileCheck %s --check-prefix=EQ3
; EQ3: {"verdict":"violation","functions":[{"name":"src_eq_3bytes","verdict":"violation","kind":"value-mismatch","input":"i32 -1, i32 2147483647","src":"return i1 false","tgt":"return i1 true","detail":"the returned values differ",
; memcmp(p, q, 4) -> the order of the integers: wrong on a little-endian
; target, where memcmp orders by the lowest byte first; whatever
; magnitude the source chooses, its sign differs.
; RUN: not %refinery check %s --function src_order --json | FileCheck %s --check-prefix=ORDER
; ORDER: {"verdict":"violation","functions":[{"name":"src_order","verdict":"violation","kind":"value-mismatch","input":"i32 -2147483647, i32 33","src":"return i32 -1","tgt":"return i32 1","detail":"the returned values differ",
; bcmp(p, q, 4) -> whether the first 3 bytes differ: wrong when only the
; fourth does; 0 is outside the source's class (nonzero) whatever it
; chooses.
; RUN: not %refinery check %s --function src_bcmp_3bytes --json | FileCheck %s --check-prefix=BCMP3
; BCMP3: {"verdict":"violation","functions":[{"name":"src_bcmp_3bytes","verdict":"violation","kind":"value-mismatch","input":"i32 -1, i32 2147483647","src":"return i32 1","tgt":"return i32 0","detail":"the returned values differ",
; memrchr(s, c, 4) -> s when s[0] is c: the first occurrence, not the last
; (s + 3 for four equal bytes).
; RUN: not %refinery check %s --function src_memrchr_first --json | FileCheck %s --check-prefix=MRCHRFIRST
; MRCHRFIRST: {"verdict":"violation","functions":[{"name":"src_memrchr_first","verdict":"violation","kind":"value-mismatch","input":"ptr <64-byte buffer: 00 00 00 00 {{.*}}>, i32 0, i32 0","src":"return ptr 0x{{[0-9a-fA-F]*}}3","tgt":"return ptr 0x{{[0-9a-fA-F]*}}0","detail":"the returned values differ",
; ffs(x) -> cttz(x): off by one.
; RUN: not %refinery check %s --function src_ffs_cttz --json | FileCheck %s --check-prefix=FFSCTTZ
; FFSCTTZ: {"verdict":"violation","functions":[{"name":"src_ffs_cttz","verdict":"violation","kind":"value-mismatch","input":"i32 0","src":"return i32 0","tgt":"return i32 32","detail":"the returned values differ",

; --- correct ---
; memcmp(p, q, 4) == 0 -> bcmp(p, q, 4) == 0 (SimplifyLibCalls).
; RUN: %refinery check %s --function src_bcmp --json | FileCheck %s --check-prefix=BCMP
; BCMP: {"verdict":"no-violation","functions":[{"name":"src_bcmp","verdict":"no-violation",
; memcmp(p, q, 1) -> the difference of the two bytes (SimplifyLibCalls):
; a magnitude the source may choose.
; RUN: %refinery check %s --function src_one_byte --json | FileCheck %s --check-prefix=ONE
; ONE: {"verdict":"no-violation","functions":[{"name":"src_one_byte","verdict":"no-violation",
; memcmp(p, q, 4) == -1 -> false: the source may return any negative
; value, so false is one of its results.
; RUN: %refinery check %s --function src_eq_minus_one --json | FileCheck %s --check-prefix=MINUSONE
; MINUSONE: {"verdict":"no-violation","functions":[{"name":"src_eq_minus_one","verdict":"no-violation",
; memcmp(p, q, 4) < 0 -> the byte-swapped integers compared.
; RUN: %refinery check %s --function src_lt --json | FileCheck %s --check-prefix=LT
; LT: {"verdict":"no-violation","functions":[{"name":"src_lt","verdict":"no-violation",
; bcmp(p, q, 4) -> zext(x != y) (ExpandMemCmp's bcmp): 1 is nonzero.
; RUN: %refinery check %s --function src_bcmp_ne --json | FileCheck %s --check-prefix=BCMPNE
; BCMPNE: {"verdict":"no-violation","functions":[{"name":"src_bcmp_ne","verdict":"no-violation",
; A byte never stored: the source's result is poison, anything refines it.
; RUN: %refinery check %s --function src_uninit --json | FileCheck %s --check-prefix=UNINIT
; UNINIT: {"verdict":"no-violation","functions":[{"name":"src_uninit","verdict":"no-violation",
; memrchr(s, c, 1) -> s[0] == (char)c ? s : null (SimplifyLibCalls).
; RUN: %refinery check %s --function src_memrchr_one --json | FileCheck %s --check-prefix=MRCHRONE
; MRCHRONE: {"verdict":"no-violation","functions":[{"name":"src_memrchr_one","verdict":"no-violation",
; ffs(x) -> x ? cttz(x) + 1 : 0 (SimplifyLibCalls).
; RUN: %refinery check %s --function src_ffs --json | FileCheck %s --check-prefix=FFS
; FFS: {"verdict":"no-violation","functions":[{"name":"src_ffs","verdict":"no-violation",
; fabsf(x) -> llvm.fabs(x).
; RUN: %refinery check %s --function src_fabsf --json | FileCheck %s --check-prefix=FABSF
; FABSF: {"verdict":"no-violation","functions":[{"name":"src_fabsf","verdict":"no-violation",

; RUN: sh -c '%refinery check %s --json > /dev/null; test $? -eq 1'

define i1 @src_eq_3bytes(i32 %x, i32 %y) {
  %p = alloca i32
  %q = alloca i32
  store i32 %x, ptr %p
  store i32 %y, ptr %q
  %r = call i32 @memcmp(ptr %p, ptr %q, i64 4)
  %c = icmp eq i32 %r, 0
  ret i1 %c
}
define i1 @tgt_eq_3bytes(i32 %x, i32 %y) {
  %a = and i32 %x, 16777215
  %b = and i32 %y, 16777215
  %c = icmp eq i32 %a, %b
  ret i1 %c
}

define i32 @src_order(i32 %x, i32 %y) {
  %p = alloca i32
  %q = alloca i32
  store i32 %x, ptr %p
  store i32 %y, ptr %q
  %r = call i32 @memcmp(ptr %p, ptr %q, i64 4)
  ret i32 %r
}
define i32 @tgt_order(i32 %x, i32 %y) {
  %lt = icmp ult i32 %x, %y
  %ne = icmp ne i32 %x, %y
  %gt = zext i1 %ne to i32
  %r = select i1 %lt, i32 -1, i32 %gt
  ret i32 %r
}

define i32 @src_bcmp_3bytes(i32 %x, i32 %y) {
  %p = alloca i32
  %q = alloca i32
  store i32 %x, ptr %p
  store i32 %y, ptr %q
  %r = call i32 @bcmp(ptr %p, ptr %q, i64 4)
  ret i32 %r
}
define i32 @tgt_bcmp_3bytes(i32 %x, i32 %y) {
  %a = and i32 %x, 16777215
  %b = and i32 %y, 16777215
  %ne = icmp ne i32 %a, %b
  %r = zext i1 %ne to i32
  ret i32 %r
}

define ptr @src_memrchr_first(ptr %s, i32 %x, i32 %c) {
  store i32 %x, ptr %s
  %r = call ptr @memrchr(ptr %s, i32 %c, i64 4)
  ret ptr %r
}
define ptr @tgt_memrchr_first(ptr %s, i32 %x, i32 %c) {
  store i32 %x, ptr %s
  %b = load i8, ptr %s
  %c8 = trunc i32 %c to i8
  %first = icmp eq i8 %b, %c8
  %r = call ptr @memrchr(ptr %s, i32 %c, i64 4)
  %f = select i1 %first, ptr %s, ptr %r
  ret ptr %f
}

define i32 @src_ffs_cttz(i32 %x) {
  %r = call i32 @ffs(i32 %x)
  ret i32 %r
}
define i32 @tgt_ffs_cttz(i32 %x) {
  %r = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  ret i32 %r
}

define i1 @src_bcmp(ptr %p, ptr %q) {
  %r = call i32 @memcmp(ptr %p, ptr %q, i64 4)
  %c = icmp eq i32 %r, 0
  ret i1 %c
}
define i1 @tgt_bcmp(ptr %p, ptr %q) {
  %r = call i32 @bcmp(ptr %p, ptr %q, i64 4)
  %c = icmp eq i32 %r, 0
  ret i1 %c
}

define i32 @src_one_byte(i8 %x, i8 %y) {
  %p = alloca i8
  %q = alloca i8
  store i8 %x, ptr %p
  store i8 %y, ptr %q
  %r = call i32 @memcmp(ptr %p, ptr %q, i64 1)
  ret i32 %r
}
define i32 @tgt_one_byte(i8 %x, i8 %y) {
  %a = zext i8 %x to i32
  %b = zext i8 %y to i32
  %r = sub i32 %a, %b
  ret i32 %r
}

define i1 @src_eq_minus_one(ptr %p, ptr %q) {
  %r = call i32 @memcmp(ptr %p, ptr %q, i64 4)
  %c = icmp eq i32 %r, -1
  ret i1 %c
}
define i1 @tgt_eq_minus_one(ptr %p, ptr %q) {
  ret i1 false
}

define i1 @src_lt(i32 %x, i32 %y) {
  %p = alloca i32
  %q = alloca i32
  store i32 %x, ptr %p
  store i32 %y, ptr %q
  %r = call i32 @memcmp(ptr %p, ptr %q, i64 4)
  %c = icmp slt i32 %r, 0
  ret i1 %c
}
define i1 @tgt_lt(i32 %x, i32 %y) {
  %a = call i32 @llvm.bswap.i32(i32 %x)
  %b = call i32 @llvm.bswap.i32(i32 %y)
  %c = icmp ult i32 %a, %b
  ret i1 %c
}

define i32 @src_bcmp_ne(i32 %x, i32 %y) {
  %p = alloca i32
  %q = alloca i32
  store i32 %x, ptr %p
  store i32 %y, ptr %q
  %r = call i32 @bcmp(ptr %p, ptr %q, i64 4)
  ret i32 %r
}
define i32 @tgt_bcmp_ne(i32 %x, i32 %y) {
  %ne = icmp ne i32 %x, %y
  %r = zext i1 %ne to i32
  ret i32 %r
}

define i32 @src_uninit(i16 %x) {
  %p = alloca i32
  %q = alloca i32
  store i16 %x, ptr %p
  store i32 0, ptr %q
  %r = call i32 @memcmp(ptr %p, ptr %q, i64 4)
  ret i32 %r
}
define i32 @tgt_uninit(i16 %x) {
  ret i32 42
}

define ptr @src_memrchr_one(ptr %s, i32 %c) {
  %r = call ptr @memrchr(ptr %s, i32 %c, i64 1)
  ret ptr %r
}
define ptr @tgt_memrchr_one(ptr %s, i32 %c) {
  %b = load i8, ptr %s
  %c8 = trunc i32 %c to i8
  %eq = icmp eq i8 %b, %c8
  %r = select i1 %eq, ptr %s, ptr null
  ret ptr %r
}

define i32 @src_ffs(i32 %x) {
  %r = call i32 @ffs(i32 %x)
  ret i32 %r
}
define i32 @tgt_ffs(i32 %x) {
  %t = call i32 @llvm.cttz.i32(i32 %x, i1 true)
  %t1 = add i32 %t, 1
  %z = icmp eq i32 %x, 0
  %r = select i1 %z, i32 0, i32 %t1
  ret i32 %r
}

define float @src_fabsf(float %x) {
  %r = call float @fabsf(float %x)
  ret float %r
}
define float @tgt_fabsf(float %x) {
  %r = call float @llvm.fabs.f32(float %x)
  ret float %r
}
