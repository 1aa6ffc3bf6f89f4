; getelementptr: offsets from the data layout and the poison rules of
; inbounds, nusw and nuw (LangRef "'getelementptr' Instruction"). Results are
; observed as byte offsets from the base (ptrtoint difference), so they do not
; depend on where objects are placed; poison propagates through sub.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare ptr @malloc(i64)
declare void @free(ptr)

%S = type { i8, i32, i16, i64 }        ; offsets 0, 4, 8, 16; size 24
%P = type <{ i8, i32 }>                ; packed: offsets 0, 1
%N = type { i8, [3 x i16], %S }        ; offsets 0, 2, 8

; Bases are globals: their addresses are fixed, so observing them with
; ptrtoint makes no nondeterministic choice (stack and heap addresses do).
@a4 = global [4 x i32] zeroinitializer
@i32g = global i32 0

;--- inbounds: the base and each step must stay within the object or at its
;    end, else the result is poison.

; RUN: %refinery exec %s --function ib_i32 --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=IB0
; IB0: {"outcome":"return","value":"i64 0"}
; RUN: %refinery exec %s --function ib_i32 --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=IB3
; IB3: {"outcome":"return","value":"i64 12"}
; One past the end is in bounds:
; RUN: %refinery exec %s --function ib_i32 --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=IB4
; IB4: {"outcome":"return","value":"i64 16"}
; RUN: %refinery exec %s --function ib_i32 --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=IB5
; IB5: {"outcome":"return","value":"i64 poison"}
; RUN: %refinery exec %s --function ib_i32 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=IBM1
; IBM1: {"outcome":"return","value":"i64 poison"}
; RUN: %refinery exec %s --function ib_i32 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=IBP
; IBP: {"outcome":"return","value":"i64 poison"}
define i64 @ib_i32(i64 %i) {
  %q = getelementptr inbounds i32, ptr @a4, i64 %i
  %a = ptrtoint ptr @a4 to i64
  %b = ptrtoint ptr %q to i64
  %d = sub i64 %b, %a
  ret i64 %d
}

; Without inbounds any offset is computed (with wrapping arithmetic).
; RUN: %refinery exec %s --function plain_i32 --arg 100 --json | FileCheck %s --match-full-lines --check-prefix=PL100
; PL100: {"outcome":"return","value":"i64 400"}
; RUN: %refinery exec %s --function plain_i32 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=PLM1
; PLM1: {"outcome":"return","value":"i64 -4"}
; 2^62 * 4 wraps to 0 in the 64-bit index type:
; RUN: %refinery exec %s --function plain_i32 --arg 4611686018427387904 --json | FileCheck %s --match-full-lines --check-prefix=PLWRAP
; PLWRAP: {"outcome":"return","value":"i64 0"}
define i64 @plain_i32(i64 %i) {
  %q = getelementptr i32, ptr @a4, i64 %i
  %a = ptrtoint ptr @a4 to i64
  %b = ptrtoint ptr %q to i64
  %d = sub i64 %b, %a
  ret i64 %d
}

; "During the successive addition of offsets to the address, the resulting
; pointer must remain in bounds of the allocated object at each step":
; +16 (the end) then -16 is fine; +32 then -32 is poison although it ends at
; the base.
; RUN: %refinery exec %s --function ib_steps --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=STEP1
; STEP1: {"outcome":"return","value":"i64 0"}
; RUN: %refinery exec %s --function ib_steps --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=STEP2
; STEP2: {"outcome":"return","value":"i64 poison"}
define i64 @ib_steps(i64 %n) {
  %neg = mul i64 %n, -4
  %q = getelementptr inbounds [4 x i32], ptr @a4, i64 %n, i64 %neg
  %a = ptrtoint ptr @a4 to i64
  %b = ptrtoint ptr %q to i64
  %d = sub i64 %b, %a
  ret i64 %d
}

; The base itself must be in bounds: a one-past-the-end base may step back.
; RUN: %refinery exec %s --function ib_from_end --arg -4 --json | FileCheck %s --match-full-lines --check-prefix=FEND
; FEND: {"outcome":"return","value":"i64 0"}
; RUN: %refinery exec %s --function ib_from_end --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=FEND1
; FEND1: {"outcome":"return","value":"i64 poison"}
define i64 @ib_from_end(i64 %i) {
  %e = getelementptr inbounds i32, ptr @a4, i64 4
  %q = getelementptr inbounds i32, ptr %e, i64 %i
  %a = ptrtoint ptr @a4 to i64
  %b = ptrtoint ptr %q to i64
  %d = sub i64 %b, %a
  ret i64 %d
}

; "getelementptr with all-zero indices is always considered to be inbounds,
; even if the base pointer does not point to an allocated object ... the only
; pointer in bounds of the null pointer ... is the null pointer itself."
; RUN: %refinery exec %s --function ib_null --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=IBNULL0
; IBNULL0: {"outcome":"return","value":"ptr null"}
; RUN: %refinery exec %s --function ib_null --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=IBNULL1
; IBNULL1: {"outcome":"return","value":"ptr poison"}
define ptr @ib_null(i64 %i) {
  %q = getelementptr inbounds i32, ptr null, i64 %i
  ret ptr %q
}

; RUN: %refinery exec %s --function ib_null_zero2 --json | FileCheck %s --match-full-lines --check-prefix=IBNULLZ
; IBNULLZ: {"outcome":"return","value":"ptr null"}
define ptr @ib_null_zero2() {
  %q = getelementptr inbounds %S, ptr null, i64 0, i32 0
  ret ptr %q
}

; Without inbounds, null + 4 is just address 4.
; RUN: %refinery exec %s --function plain_null --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=PNULL
; PNULL: {"outcome":"return","value":"i64 4"}
define i64 @plain_null(i64 %i) {
  %q = getelementptr i32, ptr null, i64 %i
  %b = ptrtoint ptr %q to i64
  ret i64 %b
}

; "being in-bounds of a deallocated object is sufficient". (Observing a heap
; address with ptrtoint is a nondeterministic choice.)
; RUN: %refinery exec %s --function ib_freed --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=FREED2
; FREED2: {"outcome":"return","value":"i64 2","nondeterministic":true}
; RUN: %refinery exec %s --function ib_freed --arg 9 --json | FileCheck %s --match-full-lines --check-prefix=FREED9
; FREED9: {"outcome":"return","value":"i64 poison","nondeterministic":true}
define i64 @ib_freed(i64 %i) {
  %p = call ptr @malloc(i64 8)
  call void @free(ptr %p)
  %q = getelementptr inbounds i8, ptr %p, i64 %i
  %a = ptrtoint ptr %p to i64
  %b = ptrtoint ptr %q to i64
  %d = sub i64 %b, %a
  ret i64 %d
}

; A global's bounds are its type's size.
@garr = global [3 x i16] zeroinitializer
; RUN: %refinery exec %s --function ib_global --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=IBG3
; IBG3: {"outcome":"return","value":"i64 6"}
; RUN: %refinery exec %s --function ib_global --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=IBG4
; IBG4: {"outcome":"return","value":"i64 poison"}
define i64 @ib_global(i64 %i) {
  %q = getelementptr inbounds [3 x i16], ptr @garr, i64 0, i64 %i
  %a = ptrtoint ptr @garr to i64
  %b = ptrtoint ptr %q to i64
  %d = sub i64 %b, %a
  ret i64 %d
}

;--- nusw: signed offset arithmetic and address + signed offset must not wrap.

; RUN: %refinery exec %s --function nusw_i8 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=NUSWM1
; NUSWM1: {"outcome":"return","value":"i64 -1"}
; Out of bounds is fine for nusw without inbounds:
; RUN: %refinery exec %s --function nusw_i8 --arg 1000 --json | FileCheck %s --match-full-lines --check-prefix=NUSW1000
; NUSW1000: {"outcome":"return","value":"i64 1000"}
define i64 @nusw_i8(i64 %i) {
  %q = getelementptr nusw i8, ptr @i32g, i64 %i
  %a = ptrtoint ptr @i32g to i64
  %b = ptrtoint ptr %q to i64
  %d = sub i64 %b, %a
  ret i64 %d
}

; The index times the element size must not overflow (mul nsw): 2^62 * 4.
; RUN: %refinery exec %s --function nusw_mul --arg 4611686018427387904 --json | FileCheck %s --match-full-lines --check-prefix=NUSWMUL
; NUSWMUL: {"outcome":"return","value":"i64 poison"}
; RUN: %refinery exec %s --function nusw_mul --arg -3 --json | FileCheck %s --match-full-lines --check-prefix=NUSWMULOK
; NUSWMULOK: {"outcome":"return","value":"i64 -12"}
define i64 @nusw_mul(i64 %i) {
  %q = getelementptr nusw i32, ptr @i32g, i64 %i
  %a = ptrtoint ptr @i32g to i64
  %b = ptrtoint ptr %q to i64
  %d = sub i64 %b, %a
  ret i64 %d
}

; Address 0 (unsigned) + offset -1 (signed) wraps below zero: poison.
; RUN: %refinery exec %s --function nusw_null --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=NUSWNM1
; NUSWNM1: {"outcome":"return","value":"i64 poison"}
; RUN: %refinery exec %s --function nusw_null --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=NUSWN1
; NUSWN1: {"outcome":"return","value":"i64 1"}
define i64 @nusw_null(i64 %i) {
  %q = getelementptr nusw i8, ptr null, i64 %i
  %b = ptrtoint ptr %q to i64
  ret i64 %b
}

; An index wider than the index type must survive truncation (trunc nsw).
; RUN: %refinery exec %s --function nusw_wide --arg 18446744073709551616 --json | FileCheck %s --match-full-lines --check-prefix=NUSWWIDE
; NUSWWIDE: {"outcome":"return","value":"i64 poison"}
; RUN: %refinery exec %s --function plain_wide --arg 18446744073709551616 --json | FileCheck %s --match-full-lines --check-prefix=PLWIDE
; PLWIDE: {"outcome":"return","value":"i64 0"}
; RUN: %refinery exec %s --function nusw_wide --arg -2 --json | FileCheck %s --match-full-lines --check-prefix=NUSWWM2
; NUSWWM2: {"outcome":"return","value":"i64 -2"}
define i64 @nusw_wide(i128 %i) {
  %q = getelementptr nusw i8, ptr @i32g, i128 %i
  %a = ptrtoint ptr @i32g to i64
  %b = ptrtoint ptr %q to i64
  %d = sub i64 %b, %a
  ret i64 %d
}

define i64 @plain_wide(i128 %i) {
  %q = getelementptr i8, ptr @i32g, i128 %i
  %a = ptrtoint ptr @i32g to i64
  %b = ptrtoint ptr %q to i64
  %d = sub i64 %b, %a
  ret i64 %d
}

;--- nuw: offsets are unsigned; a negative index wraps.

; RUN: %refinery exec %s --function nuw_i8 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=NUWM1
; NUWM1: {"outcome":"return","value":"i64 poison"}
; RUN: %refinery exec %s --function nuw_i8 --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=NUW3
; NUW3: {"outcome":"return","value":"i64 3"}
define i64 @nuw_i8(i64 %i) {
  %q = getelementptr nuw i8, ptr @i32g, i64 %i
  %a = ptrtoint ptr @i32g to i64
  %b = ptrtoint ptr %q to i64
  %d = sub i64 %b, %a
  ret i64 %d
}

; A negative i32 index is sign-extended first, then wraps under nuw.
; RUN: %refinery exec %s --function nuw_i32idx --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=NUWI32
; NUWI32: {"outcome":"return","value":"i64 poison"}
define i64 @nuw_i32idx(i32 %i) {
  %q = getelementptr nuw i8, ptr @i32g, i32 %i
  %a = ptrtoint ptr @i32g to i64
  %b = ptrtoint ptr %q to i64
  %d = sub i64 %b, %a
  ret i64 %d
}

; nuw on null: positive offsets are fine, whatever the object.
; RUN: %refinery exec %s --function nuw_null --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=NUWN5
; NUWN5: {"outcome":"return","value":"i64 5"}
define i64 @nuw_null(i64 %i) {
  %q = getelementptr nuw i8, ptr null, i64 %i
  %b = ptrtoint ptr %q to i64
  ret i64 %b
}

; inbounds nuw: going back from the end with a negative index is poison under
; nuw even though it stays in bounds.
; RUN: %refinery exec %s --function ib_nuw_back --json | FileCheck %s --match-full-lines --check-prefix=IBNUWB
; IBNUWB: {"outcome":"return","value":"i64 poison"}
define i64 @ib_nuw_back() {
  %e = getelementptr inbounds i32, ptr @a4, i64 4
  %q = getelementptr inbounds nuw i32, ptr %e, i64 -1
  %a = ptrtoint ptr @a4 to i64
  %b = ptrtoint ptr %q to i64
  %d = sub i64 %b, %a
  ret i64 %d
}

;--- Index types: "the index itself is sign-extended or truncated".

; RUN: %refinery exec %s --function idx_i8 --arg -56 --json | FileCheck %s --match-full-lines --check-prefix=IDX8
; IDX8: {"outcome":"return","value":"i64 -112"}
define i64 @idx_i8(i8 %i) {
  %q = getelementptr i16, ptr null, i8 %i
  %b = ptrtoint ptr %q to i64
  ret i64 %b
}

;--- Struct field offsets come from the data layout.

; RUN: %refinery exec %s --function s_f1 --json | FileCheck %s --match-full-lines --check-prefix=SF1
; SF1: {"outcome":"return","value":"i64 4"}
; RUN: %refinery exec %s --function s_f2 --json | FileCheck %s --match-full-lines --check-prefix=SF2
; SF2: {"outcome":"return","value":"i64 8"}
; RUN: %refinery exec %s --function s_f3 --json | FileCheck %s --match-full-lines --check-prefix=SF3
; SF3: {"outcome":"return","value":"i64 16"}
; The first index steps over whole structs (alloc size 24):
; RUN: %refinery exec %s --function s_next_f3 --json | FileCheck %s --match-full-lines --check-prefix=SNF3
; SNF3: {"outcome":"return","value":"i64 40"}
; RUN: %refinery exec %s --function packed_f1 --json | FileCheck %s --match-full-lines --check-prefix=PKF1
; PKF1: {"outcome":"return","value":"i64 1"}
; RUN: %refinery exec %s --function nested --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=NEST
; NEST: {"outcome":"return","value":"i64 6"}
; RUN: %refinery exec %s --function nested_s --json | FileCheck %s --match-full-lines --check-prefix=NESTS
; NESTS: {"outcome":"return","value":"i64 24"}
define i64 @s_f1() {
  %q = getelementptr %S, ptr null, i64 0, i32 1
  %b = ptrtoint ptr %q to i64
  ret i64 %b
}

define i64 @s_f2() {
  %q = getelementptr %S, ptr null, i64 0, i32 2
  %b = ptrtoint ptr %q to i64
  ret i64 %b
}

define i64 @s_f3() {
  %q = getelementptr %S, ptr null, i64 0, i32 3
  %b = ptrtoint ptr %q to i64
  ret i64 %b
}

define i64 @s_next_f3() {
  %q = getelementptr %S, ptr null, i64 1, i32 3
  %b = ptrtoint ptr %q to i64
  ret i64 %b
}

define i64 @packed_f1() {
  %q = getelementptr %P, ptr null, i64 0, i32 1
  %b = ptrtoint ptr %q to i64
  ret i64 %b
}

define i64 @nested(i64 %i) {
  ; field 1 ([3 x i16] at 2), element %i
  %q = getelementptr %N, ptr null, i64 0, i32 1, i64 %i
  %b = ptrtoint ptr %q to i64
  ret i64 %b
}

define i64 @nested_s() {
  ; field 2 (%S at 8), its field 3 (at 16)
  %q = getelementptr %N, ptr null, i64 0, i32 2, i32 3
  %b = ptrtoint ptr %q to i64
  ret i64 %b
}

; A field written through a struct GEP is read at its byte offset.
; RUN: %refinery exec %s --function field_store --arg 77 --json | FileCheck %s --match-full-lines --check-prefix=FSTORE
; FSTORE: {"outcome":"return","value":"i16 77"}
define i16 @field_store(i16 %x) {
  %p = alloca %S
  %f = getelementptr inbounds %S, ptr %p, i64 0, i32 2
  store i16 %x, ptr %f
  %q = getelementptr inbounds i8, ptr %p, i64 8
  %v = load i16, ptr %q
  ret i16 %v
}

; Indexing into a vector type.
; RUN: %refinery exec %s --function vec_elt --json | FileCheck %s --match-full-lines --check-prefix=VELT
; VELT: {"outcome":"return","value":"i64 8"}
define i64 @vec_elt() {
  %q = getelementptr <4 x i32>, ptr null, i64 0, i64 2
  %b = ptrtoint ptr %q to i64
  ret i64 %b
}

;--- Vector GEPs: one address per lane, flags apply lane-wise.

; RUN: %refinery exec %s --function vgep --arg '<i64 0, i64 3>' --json | FileCheck %s --match-full-lines --check-prefix=VGEP
; VGEP: {"outcome":"return","value":"<2 x i64> <i64 0, i64 12>"}
; RUN: %refinery exec %s --function vgep --arg '<i64 1, i64 poison>' --json | FileCheck %s --match-full-lines --check-prefix=VGEPP
; VGEPP: {"outcome":"return","value":"<2 x i64> <i64 4, i64 poison>"}
define <2 x i64> @vgep(<2 x i64> %i) {
  %q = getelementptr i32, ptr @a4, <2 x i64> %i
  %a = ptrtoint ptr @a4 to i64
  %av = insertelement <2 x i64> poison, i64 %a, i32 0
  %as = shufflevector <2 x i64> %av, <2 x i64> poison, <2 x i32> zeroinitializer
  %b = ptrtoint <2 x ptr> %q to <2 x i64>
  %d = sub <2 x i64> %b, %as
  ret <2 x i64> %d
}

; inbounds lane by lane: lane 1 is out of bounds.
; RUN: %refinery exec %s --function vgep_ib --arg '<i64 4, i64 5>' --json | FileCheck %s --match-full-lines --check-prefix=VGEPIB
; VGEPIB: {"outcome":"return","value":"<2 x i64> <i64 16, i64 poison>"}
define <2 x i64> @vgep_ib(<2 x i64> %i) {
  %q = getelementptr inbounds i32, ptr @a4, <2 x i64> %i
  %a = ptrtoint ptr @a4 to i64
  %av = insertelement <2 x i64> poison, i64 %a, i32 0
  %as = shufflevector <2 x i64> %av, <2 x i64> poison, <2 x i32> zeroinitializer
  %b = ptrtoint <2 x ptr> %q to <2 x i64>
  %d = sub <2 x i64> %b, %as
  ret <2 x i64> %d
}

; A vector of base pointers with a scalar index.
; RUN: %refinery exec %s --function vgep_bases --json | FileCheck %s --match-full-lines --check-prefix=VBASES
; VBASES: {"outcome":"return","value":"<2 x i64> <i64 8, i64 108>"}
define <2 x i64> @vgep_bases() {
  %v0 = insertelement <2 x ptr> poison, ptr null, i32 0
  %g = getelementptr i8, ptr null, i64 100
  %v = insertelement <2 x ptr> %v0, ptr %g, i32 1
  %q = getelementptr i32, <2 x ptr> %v, i64 2
  %b = ptrtoint <2 x ptr> %q to <2 x i64>
  ret <2 x i64> %b
}

; A load through a vector-GEP lane reads that element.
; RUN: %refinery exec %s --function vgep_load --json | FileCheck %s --match-full-lines --check-prefix=VGEPLD
; VGEPLD: {"outcome":"return","value":"i32 30"}
define i32 @vgep_load() {
  %p = alloca [4 x i32]
  store [4 x i32] [i32 10, i32 20, i32 30, i32 40], ptr %p
  %q = getelementptr inbounds i32, ptr %p, <2 x i64> <i64 0, i64 2>
  %e = extractelement <2 x ptr> %q, i32 1
  %v = load i32, ptr %e
  ret i32 %v
}
