; Parameter and return attributes and load/call metadata (LangRef
; "Parameter Attributes": noundef, range, nonnull, align, nofpclass,
; dereferenceable, dereferenceable_or_null, byval; "'load' Instruction":
; !nonnull, !align, !noundef; "'range' Metadata"; "'dereferenceable'
; Metadata"; "Poison Values": a noundef argument or return that is poison
; is immediate UB; "Well-Defined Values").

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

;--- noundef: "If the value representation contains any undefined or poison
;    bits, the behavior is undefined."

define i32 @nu_callee(i32 noundef %x) {
  ret i32 %x
}

; RUN: %refinery exec %s --function nu_arg --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=NUARG3
; NUARG3: {"outcome":"return","value":"i32 3"}
; RUN: %refinery exec %s --function nu_arg --arg poison --json | FileCheck %s --match-full-lines --check-prefix=NUARGP
; NUARGP: {"outcome":"ub","reason":"noundef{{.*}}"}
define i32 @nu_arg(i32 %x) {
  %r = call i32 @nu_callee(i32 %x)
  ret i32 %r
}

; The entry function's own noundef parameter.
; RUN: %refinery exec %s --function nu_callee --arg poison --json | FileCheck %s --match-full-lines --check-prefix=NUENTRY
; NUENTRY: {"outcome":"ub","reason":"{{.*}}"}

; Passing undef is UB too (undef bits).
; RUN: %refinery exec %s --function nu_undef --json | FileCheck %s --match-full-lines --check-prefix=NUUNDEF
; NUUNDEF: {"outcome":"ub","reason":"noundef value is undef{{.*}}","nondeterministic":true}
define i32 @nu_undef() {
  %r = call i32 @nu_callee(i32 undef)
  ret i32 %r
}

; A vector with one poison lane is not well defined.
define <2 x i8> @nu_vec_callee(<2 x i8> noundef %v) {
  ret <2 x i8> %v
}
; RUN: %refinery exec %s --function nu_vec --arg '<i8 1, i8 poison>' --json | FileCheck %s --match-full-lines --check-prefix=NUVEC
; NUVEC: {"outcome":"ub","reason":"{{.*}}"}
; RUN: %refinery exec %s --function nu_vec --arg '<i8 1, i8 2>' --json | FileCheck %s --match-full-lines --check-prefix=NUVECOK
; NUVECOK: {"outcome":"return","value":"<2 x i8> <i8 1, i8 2>"}
define <2 x i8> @nu_vec(<2 x i8> %v) {
  %r = call <2 x i8> @nu_vec_callee(<2 x i8> %v)
  ret <2 x i8> %r
}

; noundef on the return value.
define noundef i32 @nu_ret_callee(i32 %x) {
  ret i32 %x
}
; RUN: %refinery exec %s --function nu_ret --arg poison --json | FileCheck %s --match-full-lines --check-prefix=NURETP
; NURETP: {"outcome":"ub","reason":"noundef{{.*}}"}
; RUN: %refinery exec %s --function nu_ret --arg 8 --json | FileCheck %s --match-full-lines --check-prefix=NURET8
; NURET8: {"outcome":"return","value":"i32 8"}
define i32 @nu_ret(i32 %x) {
  %r = call i32 @nu_ret_callee(i32 %x)
  ret i32 %r
}

; Without noundef, poison passes through freely.
define i32 @plain_callee(i32 %x) {
  ret i32 %x
}
; RUN: %refinery exec %s --function plain_arg --arg poison --json | FileCheck %s --match-full-lines --check-prefix=PLAINP
; PLAINP: {"outcome":"return","value":"i32 poison"}
define i32 @plain_arg(i32 %x) {
  %r = call i32 @plain_callee(i32 %x)
  ret i32 %r
}

; Call-site noundef, on the argument and on the result.
; RUN: %refinery exec %s --function cs_nu_arg --arg poison --json | FileCheck %s --match-full-lines --check-prefix=CSNUARG
; CSNUARG: {"outcome":"ub","reason":"noundef{{.*}}"}
; RUN: %refinery exec %s --function cs_nu_ret --arg poison --json | FileCheck %s --match-full-lines --check-prefix=CSNURET
; CSNURET: {"outcome":"ub","reason":"noundef{{.*}}"}
; RUN: %refinery exec %s --function cs_nu_ret --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=CSNURET4
; CSNURET4: {"outcome":"return","value":"i32 4"}
define i32 @cs_nu_arg(i32 %x) {
  %r = call i32 @plain_callee(i32 noundef %x)
  ret i32 %r
}

define i32 @cs_nu_ret(i32 %x) {
  %r = call noundef i32 @plain_callee(i32 %x)
  ret i32 %r
}

;--- range: "If the value is not in the specified range, it is converted to
;    poison"; with noundef, UB.

define i8 @range_callee(i8 range(i8 0, 10) %x) {
  ret i8 %x
}
; RUN: %refinery exec %s --function range_arg --arg 9 --json | FileCheck %s --match-full-lines --check-prefix=RNG9
; RNG9: {"outcome":"return","value":"i8 9"}
; RUN: %refinery exec %s --function range_arg --arg 10 --json | FileCheck %s --match-full-lines --check-prefix=RNG10
; RNG10: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function range_arg --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=RNGM1
; RNGM1: {"outcome":"return","value":"i8 poison"}
define i8 @range_arg(i8 %x) {
  %r = call i8 @range_callee(i8 %x)
  ret i8 %r
}

define i8 @range_nu_callee(i8 noundef range(i8 0, 10) %x) {
  ret i8 %x
}
; RUN: %refinery exec %s --function range_nu_arg --arg 10 --json | FileCheck %s --match-full-lines --check-prefix=RNGNU
; RNGNU: {"outcome":"ub","reason":"{{.*}}"}
; RUN: %refinery exec %s --function range_nu_arg --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=RNGNU0
; RNGNU0: {"outcome":"return","value":"i8 0"}
define i8 @range_nu_arg(i8 %x) {
  %r = call i8 @range_nu_callee(i8 %x)
  ret i8 %r
}

; A wrapping range [250, 5): -1 (255) is in, 100 is not.
define i8 @range_wrap_callee(i8 range(i8 250, 5) %x) {
  ret i8 %x
}
; RUN: %refinery exec %s --function range_wrap --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=RWRAPIN
; RWRAPIN: {"outcome":"return","value":"i8 -1"}
; RUN: %refinery exec %s --function range_wrap --arg 100 --json | FileCheck %s --match-full-lines --check-prefix=RWRAPOUT
; RWRAPOUT: {"outcome":"return","value":"i8 poison"}
define i8 @range_wrap(i8 %x) {
  %r = call i8 @range_wrap_callee(i8 %x)
  ret i8 %r
}

; "For vector-typed parameters, the range is applied element-wise."
define <2 x i8> @range_vec_callee(<2 x i8> range(i8 0, 4) %v) {
  ret <2 x i8> %v
}
; RUN: %refinery exec %s --function range_vec --arg '<i8 1, i8 9>' --json | FileCheck %s --match-full-lines --check-prefix=RVEC
; RVEC: {"outcome":"return","value":"<2 x i8> <i8 1, i8 poison>"}
define <2 x i8> @range_vec(<2 x i8> %v) {
  %r = call <2 x i8> @range_vec_callee(<2 x i8> %v)
  ret <2 x i8> %r
}

; range on the return value, on the definition and at the call site.
define range(i8 0, 4) i8 @range_ret_callee(i8 %x) {
  ret i8 %x
}
; RUN: %refinery exec %s --function range_ret --arg 7 --json | FileCheck %s --match-full-lines --check-prefix=RRET7
; RRET7: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function range_ret --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=RRET3
; RRET3: {"outcome":"return","value":"i8 3"}
define i8 @range_ret(i8 %x) {
  %r = call i8 @range_ret_callee(i8 %x)
  ret i8 %r
}

; RUN: %refinery exec %s --function cs_range --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=CSRNG5
; CSRNG5: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function cs_range_ret --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=CSRRET5
; CSRRET5: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function cs_range_ret --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=CSRRET1
; CSRRET1: {"outcome":"return","value":"i8 1"}
define i8 @id8(i8 %x) {
  ret i8 %x
}

define i8 @cs_range(i8 %x) {
  %r = call i8 @id8(i8 range(i8 0, 5) %x)
  ret i8 %r
}

define i8 @cs_range_ret(i8 %x) {
  %r = call range(i8 0, 5) i8 @id8(i8 %x)
  ret i8 %r
}

; Call-site range and noundef together on the result: UB.
; RUN: %refinery exec %s --function cs_range_nu_ret --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=CSRNU
; CSRNU: {"outcome":"ub","reason":"{{.*}}"}
define i8 @cs_range_nu_ret(i8 %x) {
  %r = call noundef range(i8 0, 5) i8 @id8(i8 %x)
  ret i8 %r
}

;--- nonnull and align make a violating pointer poison (observed by icmp).

define i1 @nonnull_callee(ptr nonnull %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}
; RUN: %refinery exec %s --function nonnull_arg --arg null --json | FileCheck %s --match-full-lines --check-prefix=NNNULL
; NNNULL: {"outcome":"return","value":"i1 poison"}
define i1 @nonnull_arg(ptr %p) {
  %r = call i1 @nonnull_callee(ptr %p)
  ret i1 %r
}

@g = global i32 0
; RUN: %refinery exec %s --function nonnull_g --json | FileCheck %s --match-full-lines --check-prefix=NNG
; NNG: {"outcome":"return","value":"i1 false"}
define i1 @nonnull_g() {
  %r = call i1 @nonnull_callee(ptr @g)
  ret i1 %r
}

define i1 @nonnull_nu_callee(ptr nonnull noundef %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}
; RUN: %refinery exec %s --function nonnull_nu --json | FileCheck %s --match-full-lines --check-prefix=NNNU
; NNNU: {"outcome":"ub","reason":"{{.*}}"}
define i1 @nonnull_nu() {
  %r = call i1 @nonnull_nu_callee(ptr null)
  ret i1 %r
}

define nonnull ptr @nonnull_ret_callee(ptr %p) {
  ret ptr %p
}
; RUN: %refinery exec %s --function nonnull_ret --json | FileCheck %s --match-full-lines --check-prefix=NNRET
; NNRET: {"outcome":"return","value":"ptr poison"}
define ptr @nonnull_ret() {
  %r = call ptr @nonnull_ret_callee(ptr null)
  ret ptr %r
}

define i64 @align_callee(ptr align 4 %p) {
  %i = ptrtoint ptr %p to i64
  %m = and i64 %i, 3
  ret i64 %m
}
; RUN: %refinery exec %s --function align_arg --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=ALIGN4
; ALIGN4: {"outcome":"return","value":"i64 0"}
; RUN: %refinery exec %s --function align_arg --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=ALIGN1
; ALIGN1: {"outcome":"return","value":"i64 poison"}
@buf16 = global [16 x i8] zeroinitializer, align 8
define i64 @align_arg(i64 %off) {
  %q = getelementptr i8, ptr @buf16, i64 %off
  %r = call i64 @align_callee(ptr %q)
  ret i64 %r
}

define i64 @align_nu_callee(ptr noundef align 4 %p) {
  ret i64 0
}
; RUN: %refinery exec %s --function align_nu --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=ALIGNNU
; ALIGNNU: {"outcome":"ub","reason":"{{.*}}"}
define i64 @align_nu(i64 %off) {
  %p = alloca [8 x i8], align 8
  %q = getelementptr i8, ptr %p, i64 %off
  %r = call i64 @align_nu_callee(ptr %q)
  ret i64 %r
}

define align 8 ptr @align_ret_callee(ptr %p) {
  ret ptr %p
}
; RUN: %refinery exec %s --function align_ret --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=ALIGNRET
; ALIGNRET: {"outcome":"return","value":"i1 poison"}
define i1 @align_ret(i64 %off) {
  %p = alloca [16 x i8], align 8
  %q = getelementptr i8, ptr %p, i64 %off
  %r = call ptr @align_ret_callee(ptr %q)
  %c = icmp eq ptr %r, %q
  ret i1 %c
}

; nofpclass(nan): a NaN argument becomes poison.
define double @nofp_callee(double nofpclass(nan) %x) {
  ret double %x
}
; RUN: %refinery exec %s --function nofp --arg 0x7FF8000000000000 --json | FileCheck %s --match-full-lines --check-prefix=NOFPNAN
; NOFPNAN: {"outcome":"return","value":"double poison"}
; RUN: %refinery exec %s --function nofp --arg 1.5 --json | FileCheck %s --match-full-lines --check-prefix=NOFP15
; NOFP15: {"outcome":"return","value":"double 1.500000e+00"}
define double @nofp(double %x) {
  %r = call double @nofp_callee(double %x)
  ret double %r
}

;--- Load metadata.

; !range: "If the loaded ... value is not in the specified range, a poison
; value is returned instead."
; RUN: %refinery exec %s --function md_range --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=MDR1
; MDR1: {"outcome":"return","value":"i8 1"}
; RUN: %refinery exec %s --function md_range --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=MDR2
; MDR2: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function md_range --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=MDR4
; MDR4: {"outcome":"return","value":"i8 4"}
; RUN: %refinery exec %s --function md_range --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=MDRM1
; MDRM1: {"outcome":"return","value":"i8 poison"}
define i8 @md_range(i8 %x) {
  %p = alloca i8
  store i8 %x, ptr %p
  %v = load i8, ptr %p, !range !0
  ret i8 %v
}

; !range on a call result.
; RUN: %refinery exec %s --function md_range_call --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=MDRC5
; MDRC5: {"outcome":"return","value":"i8 5"}
; RUN: %refinery exec %s --function md_range_call --arg 6 --json | FileCheck %s --match-full-lines --check-prefix=MDRC6
; MDRC6: {"outcome":"return","value":"i8 poison"}
define i8 @md_range_call(i8 %x) {
  %r = call i8 @id8(i8 %x), !range !0
  ret i8 %r
}

; !range + !noundef: "violation of that metadata constraint will also result
; in undefined behavior."
; RUN: %refinery exec %s --function md_range_nu --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=MDRNU
; MDRNU: {"outcome":"ub","reason":"{{.*}}"}
define i8 @md_range_nu(i8 %x) {
  %p = alloca i8
  store i8 %x, ptr %p
  %v = load i8, ptr %p, !range !0, !noundef !1
  ret i8 %v
}

; !nonnull
; RUN: %refinery exec %s --function md_nonnull --arg null --json | FileCheck %s --match-full-lines --check-prefix=MDNN
; MDNN: {"outcome":"return","value":"ptr poison"}
define ptr @md_nonnull(ptr %x) {
  %p = alloca ptr
  store ptr %x, ptr %p
  %v = load ptr, ptr %p, !nonnull !1
  ret ptr %v
}

; RUN: %refinery exec %s --function md_nonnull_g --json | FileCheck %s --match-full-lines --check-prefix=MDNNG
; MDNNG: {"outcome":"return","value":"i32 0"}
define i32 @md_nonnull_g() {
  %p = alloca ptr
  store ptr @g, ptr %p
  %v = load ptr, ptr %p, !nonnull !1
  %r = load i32, ptr %v
  ret i32 %r
}

; !align
; RUN: %refinery exec %s --function md_align --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=MDAL2
; MDAL2: {"outcome":"return","value":"i1 poison"}
; RUN: %refinery exec %s --function md_align --arg 8 --json | FileCheck %s --match-full-lines --check-prefix=MDAL8
; MDAL8: {"outcome":"return","value":"i1 true"}
define i1 @md_align(i64 %off) {
  %buf = alloca [16 x i8], align 8
  %q = getelementptr i8, ptr %buf, i64 %off
  %p = alloca ptr
  store ptr %q, ptr %p
  %v = load ptr, ptr %p, !align !2
  %c = icmp eq ptr %v, %q
  ret i1 %c
}

; !noundef: "If the value isn't well defined, the behavior is undefined."
; RUN: %refinery exec %s --function md_noundef --arg poison --json | FileCheck %s --match-full-lines --check-prefix=MDNUP
; MDNUP: {"outcome":"ub","reason":"{{.*}}"}
; RUN: %refinery exec %s --function md_noundef --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=MDNU3
; MDNU3: {"outcome":"return","value":"i32 3"}
define i32 @md_noundef(i32 %x) {
  %p = alloca i32
  store i32 %x, ptr %p
  %v = load i32, ptr %p, !noundef !1
  ret i32 %v
}

; Uninitialized memory has undef bits: not well defined either.
; RUN: %refinery exec %s --function md_noundef_uninit --json | FileCheck %s --match-full-lines --check-prefix=MDNUU
; MDNUU: {"outcome":"ub","reason":"!noundef value is not well defined{{.*}}","nondeterministic":true}
define i32 @md_noundef_uninit() {
  %p = alloca i32
  %v = load i32, ptr %p, !noundef !1
  ret i32 %v
}

; !dereferenceable: "the value loaded is known to be dereferenceable,
; otherwise the behavior is undefined."
; RUN: %refinery exec %s --function md_deref --arg true --json | FileCheck %s --match-full-lines --check-prefix=MDDEREFOK
; MDDEREFOK: {"outcome":"return","value":"i32 0"}
; RUN: %refinery exec %s --function md_deref --arg false --json | FileCheck %s --match-full-lines --check-prefix=MDDEREF4
; MDDEREF4: {"outcome":"ub","reason":"{{.*}}"}
@g64 = global i64 0
define i32 @md_deref(i1 %big) {
  %p = alloca ptr
  %t = select i1 %big, ptr @g64, ptr @g
  store ptr %t, ptr %p
  ; 8 dereferenceable bytes: @g64 has them, @g (an i32) does not.
  %v = load ptr, ptr %p, !dereferenceable !3
  ret i32 0
}

;--- dereferenceable(n): the pointer must be dereferenceable for n bytes;
;    it implies noundef and (in address space 0) nonnull.

define void @deref8(ptr dereferenceable(8) %p) {
  ret void
}
; RUN: %refinery exec %s --function deref_small --json | FileCheck %s --match-full-lines --check-prefix=DEREFSMALL
; DEREFSMALL: {"outcome":"ub","reason":"{{.*}}"}
; RUN: %refinery exec %s --function deref_ok --json | FileCheck %s --match-full-lines --check-prefix=DEREFOK
; DEREFOK: {"outcome":"return"}
; RUN: %refinery exec %s --function deref_arg --arg null --json | FileCheck %s --match-full-lines --check-prefix=DEREFNULL
; DEREFNULL: {"outcome":"ub","reason":"{{.*}}"}
; RUN: %refinery exec %s --function deref_arg --arg poison --json | FileCheck %s --match-full-lines --check-prefix=DEREFP
; DEREFP: {"outcome":"ub","reason":"{{.*}}"}
define void @deref_small() {
  %p = alloca i32
  call void @deref8(ptr %p)
  ret void
}

define void @deref_ok() {
  %p = alloca i64
  call void @deref8(ptr %p)
  ret void
}

define void @deref_arg(ptr %p) {
  call void @deref8(ptr %p)
  ret void
}

; Four bytes from the end of an 8-byte object is not 8 dereferenceable bytes.
; RUN: %refinery exec %s --function deref_offset --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=DEREFOFF
; DEREFOFF: {"outcome":"ub","reason":"{{.*}}"}
define void @deref_offset(i64 %off) {
  %p = alloca [8 x i8]
  %q = getelementptr i8, ptr %p, i64 %off
  call void @deref8(ptr %q)
  ret void
}

define void @deref_or_null8(ptr dereferenceable_or_null(8) %p) {
  ret void
}
; RUN: %refinery exec %s --function deref_or_null --arg null --json | FileCheck %s --match-full-lines --check-prefix=DONNULL
; DONNULL: {"outcome":"return"}
; RUN: %refinery exec %s --function deref_or_null_small --json | FileCheck %s --match-full-lines --check-prefix=DONSMALL
; DONSMALL: {"outcome":"ub","reason":"{{.*}}"}
define void @deref_or_null(ptr %p) {
  call void @deref_or_null8(ptr %p)
  ret void
}

define void @deref_or_null_small() {
  %p = alloca i16
  call void @deref_or_null8(ptr %p)
  ret void
}

; Call-site dereferenceable on an argument.
; RUN: %refinery exec %s --function cs_deref --json | FileCheck %s --match-full-lines --check-prefix=CSDEREF
; CSDEREF: {"outcome":"ub","reason":"{{.*}}"}
define void @sink(ptr %p) {
  ret void
}

define void @cs_deref() {
  %p = alloca i32
  call void @sink(ptr dereferenceable(16) %p)
  ret void
}

; dereferenceable on a return value, and a pointer to a freed object.
define dereferenceable(8) ptr @deref_ret_callee(ptr %p) {
  ret ptr %p
}
; RUN: %refinery exec %s --function deref_ret --arg false --json | FileCheck %s --match-full-lines --check-prefix=DEREFRET4
; DEREFRET4: {"outcome":"ub","reason":"{{.*}}"}
; RUN: %refinery exec %s --function deref_ret --arg true --json | FileCheck %s --match-full-lines --check-prefix=DEREFRET8
; DEREFRET8: {"outcome":"return","value":"i1 true"}
define i1 @deref_ret(i1 %big) {
  %t = select i1 %big, ptr @g64, ptr @g
  %r = call ptr @deref_ret_callee(ptr %t)
  %c = icmp eq ptr %r, %t
  ret i1 %c
}

declare ptr @malloc(i64)
declare void @free(ptr)
; RUN: %refinery exec %s --function deref_freed --json | FileCheck %s --match-full-lines --check-prefix=DEREFFREED
; DEREFFREED: {"outcome":"ub","reason":"{{.*}}"}
define void @deref_freed() {
  %p = call ptr @malloc(i64 8)
  call void @free(ptr %p)
  call void @deref8(ptr %p)
  ret void
}

;--- byval: "a hidden copy of the pointee is made between the caller and the
;    callee, so the callee is unable to modify the value in the caller."

define i32 @byval_callee(ptr byval(i32) %p) {
  %v = load i32, ptr %p
  store i32 99, ptr %p
  ret i32 %v
}
; The callee sees the caller's value...
; RUN: %refinery exec %s --function byval_read --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=BYVALR
; BYVALR: {"outcome":"return","value":"i32 5"}
; ... and its store does not reach the caller.
; RUN: %refinery exec %s --function byval_caller --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=BYVALC
; BYVALC: {"outcome":"return","value":"i32 5"}
define i32 @byval_read(i32 %x) {
  %p = alloca i32
  store i32 %x, ptr %p
  %r = call i32 @byval_callee(ptr byval(i32) %p)
  ret i32 %r
}

define i32 @byval_caller(i32 %x) {
  %p = alloca i32
  store i32 %x, ptr %p
  %r = call i32 @byval_callee(ptr byval(i32) %p)
  %v = load i32, ptr %p
  ret i32 %v
}

; A struct passed byval: the copy has all fields.
%pair = type { i32, i64 }
define i64 @byval_pair_callee(ptr byval(%pair) %p) {
  %a = load i32, ptr %p
  %f = getelementptr %pair, ptr %p, i64 0, i32 1
  %b = load i64, ptr %f
  %ax = sext i32 %a to i64
  %s = add i64 %ax, %b
  ret i64 %s
}
; RUN: %refinery exec %s --function byval_pair --arg 3 --arg 40 --json | FileCheck %s --match-full-lines --check-prefix=BYVALPAIR
; BYVALPAIR: {"outcome":"return","value":"i64 43"}
define i64 @byval_pair(i32 %a, i64 %b) {
  %p = alloca %pair
  store i32 %a, ptr %p
  %f = getelementptr %pair, ptr %p, i64 0, i32 1
  store i64 %b, ptr %f
  %r = call i64 @byval_pair_callee(ptr byval(%pair) %p)
  ret i64 %r
}

; The copy is the callee's stack object: it dies when the callee returns.
define ptr @byval_leak_callee(ptr byval(i32) %p) {
  ret ptr %p
}
; RUN: %refinery exec %s --function byval_leak --json | FileCheck %s --match-full-lines --check-prefix=BYVALLEAK
; BYVALLEAK: {"outcome":"ub","reason":"{{.*}}"}
define void @byval_leak() {
  %p = alloca i32
  store i32 1, ptr %p
  %q = call ptr @byval_leak_callee(ptr byval(i32) %p)
  store i32 2, ptr %q
  ret void
}

!0 = !{i8 0, i8 2, i8 3, i8 6}
!1 = !{}
!2 = !{i64 8}
!3 = !{i64 8}

;--- Value attributes among others the interpreter does not check (noalias,
;    nocapture, zeroext, immarg): a call is checked all the same.

define i1 @mixed_callee(ptr noalias captures(none) nonnull %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}

; RUN: %refinery exec %s --function mixed_param --arg null --json | FileCheck %s --match-full-lines --check-prefix=MIXP
; MIXP: {"outcome":"return","value":"i1 poison"}
define i1 @mixed_param(ptr %p) {
  %r = call i1 @mixed_callee(ptr %p)
  ret i1 %r
}

define i8 @mixed_ret_callee(i8 %x) {
  ret i8 %x
}

; RUN: %refinery exec %s --function mixed_site --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=MIXS
; MIXS: {"outcome":"ub","reason":"noundef value is poison (call result){{.*}}"}
; RUN: %refinery exec %s --function mixed_site --arg 7 --json | FileCheck %s --match-full-lines --check-prefix=MIXS7
; MIXS7: {"outcome":"return","value":"i8 7"}
define i8 @mixed_site(i8 %x) {
  %r = call noundef zeroext range(i8 5, 10) i8 @mixed_ret_callee(i8 zeroext %x)
  ret i8 %r
}

; llvm.memset's immarg volatile flag beside an align the pointer breaks.
; RUN: %refinery exec %s --function mixed_immarg --json | FileCheck %s --match-full-lines --check-prefix=MIXI
; MIXI: {"outcome":"ub","reason":"store through a poison pointer{{.*}}"}
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1 immarg)
define void @mixed_immarg() {
  %a = alloca [8 x i8], align 4
  %p = getelementptr i8, ptr %a, i64 1
  call void @llvm.memset.p0.i64(ptr align 4 %p, i8 0, i64 2, i1 false)
  ret void
}
