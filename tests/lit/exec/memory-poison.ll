; Poison in memory is tracked per bit and so per byte: a load is poison only
; if a bit it reads is poison (LangRef "Poison Values": "store i32 %poison,
; ptr @g ... %poison4 = load i16, ptr @g ; Returns a poison value"; "Vector
; Type" memory layout: elements are bit-packed, element zero in the least
; significant bits on little endian; seed doc 002: value-wise poison,
; bit/byte-wise poison in memory, load widening).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

;--- <2 x i8> with one poison lane: each byte keeps its own poison.

; RUN: %refinery exec %s --function v2_byte --arg 7 --arg poison --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=V2B0
; V2B0: {"outcome":"return","value":"i8 7"}
; RUN: %refinery exec %s --function v2_byte --arg 7 --arg poison --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=V2B1
; V2B1: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function v2_byte --arg poison --arg 9 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=V2B2
; V2B2: {"outcome":"return","value":"i8 9"}
; RUN: %refinery exec %s --function v2_byte --arg poison --arg 9 --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=V2B3
; V2B3: {"outcome":"return","value":"i8 poison"}
define i8 @v2_byte(i8 %a, i8 %b, i64 %off) {
  %p = alloca <2 x i8>
  %v0 = insertelement <2 x i8> poison, i8 %a, i32 0
  %v = insertelement <2 x i8> %v0, i8 %b, i32 1
  store <2 x i8> %v, ptr %p
  %q = getelementptr i8, ptr %p, i64 %off
  %r = load i8, ptr %q
  ret i8 %r
}

; The whole i16 reads a poison bit: poison.
; RUN: %refinery exec %s --function v2_i16 --arg 7 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=V2W
; V2W: {"outcome":"return","value":"i16 poison"}
; RUN: %refinery exec %s --function v2_i16 --arg 1 --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=V2WD
; V2WD: {"outcome":"return","value":"i16 513"}
define i16 @v2_i16(i8 %a, i8 %b) {
  %p = alloca <2 x i8>
  %v0 = insertelement <2 x i8> poison, i8 %a, i32 0
  %v = insertelement <2 x i8> %v0, i8 %b, i32 1
  store <2 x i8> %v, ptr %p
  %r = load i16, ptr %p
  ret i16 %r
}

; Loaded back as a vector, only the poison lane is poison.
; RUN: %refinery exec %s --function v2_vec --arg '<i8 7, i8 poison>' --json | FileCheck %s --match-full-lines --check-prefix=V2V
; V2V: {"outcome":"return","value":"<2 x i8> <i8 7, i8 poison>"}
define <2 x i8> @v2_vec(<2 x i8> %v) {
  %p = alloca <2 x i8>
  store <2 x i8> %v, ptr %p
  %r = load <2 x i8>, ptr %p
  ret <2 x i8> %r
}

; Two byte stores, one of them poison, loaded as a vector.
; RUN: %refinery exec %s --function bytes_to_vec --arg 1 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=B2V
; B2V: {"outcome":"return","value":"<2 x i8> <i8 1, i8 poison>"}
define <2 x i8> @bytes_to_vec(i8 %a, i8 %b) {
  %p = alloca i16
  store i8 %a, ptr %p
  %q = getelementptr i8, ptr %p, i64 1
  store i8 %b, ptr %q
  %r = load <2 x i8>, ptr %p
  ret <2 x i8> %r
}

;--- <8 x i1> is bit-packed into one byte: lane 0 is bit 0.

; Lanes 0, 2 and 7 set: 0b10000101 = 133 = i8 -123.
; RUN: %refinery exec %s --function v8i1 --arg '<i1 true, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 true>' --json | FileCheck %s --match-full-lines --check-prefix=V8D
; V8D: {"outcome":"return","value":"i8 -123"}
; One poison lane poisons a bit of the byte: the i8 is poison.
; RUN: %refinery exec %s --function v8i1 --arg '<i1 true, i1 poison, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>' --json | FileCheck %s --match-full-lines --check-prefix=V8P
; V8P: {"outcome":"return","value":"i8 poison"}
define i8 @v8i1(<8 x i1> %v) {
  %p = alloca i8
  store <8 x i1> %v, ptr %p
  %r = load i8, ptr %p
  ret i8 %r
}

; And back: i8 5 loaded as <8 x i1>.
; RUN: %refinery exec %s --function i8_to_v8i1 --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=I2V8
; I2V8: {"outcome":"return","value":"<8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>"}
define <8 x i1> @i8_to_v8i1(i8 %x) {
  %p = alloca i8
  store i8 %x, ptr %p
  %r = load <8 x i1>, ptr %p
  ret <8 x i1> %r
}

; A poison lane stored as <8 x i1> and reloaded as <8 x i1> stays in its lane.
; RUN: %refinery exec %s --function v8i1_rt --arg '<i1 true, i1 poison, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true>' --json | FileCheck %s --match-full-lines --check-prefix=V8RT
; V8RT: {"outcome":"return","value":"<8 x i1> <i1 true, i1 poison, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true>"}
define <8 x i1> @v8i1_rt(<8 x i1> %v) {
  %p = alloca i8
  store <8 x i1> %v, ptr %p
  %r = load <8 x i1>, ptr %p
  ret <8 x i1> %r
}

; The LangRef's own example: <4 x i4> <1, 2, 3, 5> is stored as 0x5321.
; RUN: %refinery exec %s --function v4i4 --arg '<i4 1, i4 2, i4 3, i4 5>' --json | FileCheck %s --match-full-lines --check-prefix=V4I4
; V4I4: {"outcome":"return","value":"i16 21281"}
; A poison in lane 3 only poisons the high nibble of byte 1.
; RUN: %refinery exec %s --function v4i4 --arg '<i4 1, i4 2, i4 3, i4 poison>' --json | FileCheck %s --match-full-lines --check-prefix=V4I4P
; V4I4P: {"outcome":"return","value":"i16 poison"}
define i16 @v4i4(<4 x i4> %v) {
  %p = alloca i16
  store <4 x i4> %v, ptr %p
  %r = load i16, ptr %p
  ret i16 %r
}

; RUN: %refinery exec %s --function v4i4_byte --arg '<i4 1, i4 2, i4 3, i4 poison>' --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=V4I4B0
; V4I4B0: {"outcome":"return","value":"i8 33"}
; RUN: %refinery exec %s --function v4i4_byte --arg '<i4 1, i4 2, i4 3, i4 poison>' --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=V4I4B1
; V4I4B1: {"outcome":"return","value":"i8 poison"}
define i8 @v4i4_byte(<4 x i4> %v, i64 %off) {
  %p = alloca i16
  store <4 x i4> %v, ptr %p
  %q = getelementptr i8, ptr %p, i64 %off
  %r = load i8, ptr %q
  ret i8 %r
}

;--- A poison scalar poisons every byte it is stored to.

; RUN: %refinery exec %s --function p32_byte --arg poison --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=P32B0
; P32B0: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function p32_byte --arg poison --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=P32B3
; P32B3: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function p32_byte --arg 256 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=P32D
; P32D: {"outcome":"return","value":"i8 1"}
define i8 @p32_byte(i32 %x, i64 %off) {
  %p = alloca i32
  store i32 %x, ptr %p
  %q = getelementptr i8, ptr %p, i64 %off
  %r = load i8, ptr %q
  ret i8 %r
}

; RUN: %refinery exec %s --function p32_i16 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=P32H
; P32H: {"outcome":"return","value":"i16 poison"}
; RUN: %refinery exec %s --function p32_rt --arg poison --json | FileCheck %s --match-full-lines --check-prefix=P32RT
; P32RT: {"outcome":"return","value":"i32 poison"}
define i16 @p32_i16(i32 %x) {
  %p = alloca i32
  store i32 %x, ptr %p
  %r = load i16, ptr %p
  ret i16 %r
}

define i32 @p32_rt(i32 %x) {
  %p = alloca i32
  store i32 %x, ptr %p
  %r = load i32, ptr %p
  ret i32 %r
}

; Load widening: a defined i32 next to a poison i32; the i64 covering both
; is poison, the defined half alone is not.
; RUN: %refinery exec %s --function widen --arg 5 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=WIDE
; WIDE: {"outcome":"return","value":"i64 poison"}
; RUN: %refinery exec %s --function widen_half --arg 5 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=HALFW
; HALFW: {"outcome":"return","value":"i32 5"}
define i64 @widen(i32 %lo, i32 %hi) {
  %p = alloca i64
  store i32 %lo, ptr %p
  %q = getelementptr i8, ptr %p, i64 4
  store i32 %hi, ptr %q
  %r = load i64, ptr %p
  ret i64 %r
}

define i32 @widen_half(i32 %lo, i32 %hi) {
  %p = alloca i64
  store i32 %lo, ptr %p
  %q = getelementptr i8, ptr %p, i64 4
  store i32 %hi, ptr %q
  %r = load i32, ptr %p
  ret i32 %r
}

; Overwriting one byte of a poison i32 makes that byte defined, the others
; stay poison; overwriting all four makes the i32 defined again.
; RUN: %refinery exec %s --function patch --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=PATCH1
; PATCH1: {"outcome":"return","value":"i8 7"}
; RUN: %refinery exec %s --function patch --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=PATCH0
; PATCH0: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function patch_i32 --json | FileCheck %s --match-full-lines --check-prefix=PATCHW
; PATCHW: {"outcome":"return","value":"i32 poison"}
; RUN: %refinery exec %s --function repair --json | FileCheck %s --match-full-lines --check-prefix=REPAIR
; REPAIR: {"outcome":"return","value":"i32 5"}
define i8 @patch(i64 %off) {
  %p = alloca i32
  store i32 poison, ptr %p
  %b = getelementptr i8, ptr %p, i64 1
  store i8 7, ptr %b
  %q = getelementptr i8, ptr %p, i64 %off
  %r = load i8, ptr %q
  ret i8 %r
}

define i32 @patch_i32() {
  %p = alloca i32
  store i32 poison, ptr %p
  %b = getelementptr i8, ptr %p, i64 1
  store i8 7, ptr %b
  %r = load i32, ptr %p
  ret i32 %r
}

define i32 @repair() {
  %p = alloca i32
  store i32 poison, ptr %p
  store i32 5, ptr %p
  %r = load i32, ptr %p
  ret i32 %r
}

;--- memcpy/memmove copy bytes, poison included, byte by byte.

; RUN: %refinery exec %s --function mcpy --arg 1 --arg poison --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=MC0
; MC0: {"outcome":"return","value":"i8 1"}
; RUN: %refinery exec %s --function mcpy --arg 1 --arg poison --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=MC1
; MC1: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function mcpy --arg 1 --arg poison --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=MC2
; MC2: {"outcome":"return","value":"i8 3"}
; RUN: %refinery exec %s --function mcpy --arg 1 --arg 2 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=MC3
; MC3: {"outcome":"return","value":"i8 2"}
define i8 @mcpy(i8 %a, i8 %b, i64 %off) {
  %src = alloca <4 x i8>
  %dst = alloca <4 x i8>
  %v0 = insertelement <4 x i8> <i8 poison, i8 poison, i8 3, i8 4>, i8 %a, i32 0
  %v = insertelement <4 x i8> %v0, i8 %b, i32 1
  store <4 x i8> %v, ptr %src
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 4, i1 false)
  %q = getelementptr i8, ptr %dst, i64 %off
  %r = load i8, ptr %q
  ret i8 %r
}

; RUN: %refinery exec %s --function mcpy_i32 --arg 1 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=MCW
; MCW: {"outcome":"return","value":"i32 poison"}
; RUN: %refinery exec %s --function mcpy_i32 --arg 1 --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=MCWD
; MCWD: {"outcome":"return","value":"i32 67305985"}
define i32 @mcpy_i32(i8 %a, i8 %b) {
  %src = alloca <4 x i8>
  %dst = alloca i32
  %v0 = insertelement <4 x i8> <i8 poison, i8 poison, i8 3, i8 4>, i8 %a, i32 0
  %v = insertelement <4 x i8> %v0, i8 %b, i32 1
  store <4 x i8> %v, ptr %src
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 4, i1 false)
  %r = load i32, ptr %dst
  ret i32 %r
}

; Copying only the defined byte into defined memory leaves no poison.
; RUN: %refinery exec %s --function mcpy_one --arg 9 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=MCONE
; MCONE: {"outcome":"return","value":"i16 9"}
define i16 @mcpy_one(i8 %a, i8 %b) {
  %src = alloca <2 x i8>
  %dst = alloca i16
  store i16 0, ptr %dst
  %v0 = insertelement <2 x i8> poison, i8 %a, i32 0
  %v = insertelement <2 x i8> %v0, i8 %b, i32 1
  store <2 x i8> %v, ptr %src
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 1, i1 false)
  %r = load i16, ptr %dst
  ret i16 %r
}

; memmove within one object, shifting a poison byte by one.
; RUN: %refinery exec %s --function mmove --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=MM0
; MM0: {"outcome":"return","value":"i8 1"}
; RUN: %refinery exec %s --function mmove --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=MM2
; MM2: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function mmove --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=MM3
; MM3: {"outcome":"return","value":"i8 3"}
define i8 @mmove(i64 %off) {
  %p = alloca <4 x i8>
  store <4 x i8> <i8 1, i8 poison, i8 3, i8 4>, ptr %p
  %d = getelementptr i8, ptr %p, i64 1
  ; p[1..3] = old p[0..2] = 1, poison, 3
  call void @llvm.memmove.p0.p0.i64(ptr %d, ptr %p, i64 3, i1 false)
  %q = getelementptr i8, ptr %p, i64 %off
  %r = load i8, ptr %q
  ret i8 %r
}

;--- memset writes the byte value; a poison value writes poison bytes.

; RUN: %refinery exec %s --function mset --arg -85 --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=MS0
; MS0: {"outcome":"return","value":"i8 -85"}
; RUN: %refinery exec %s --function mset --arg poison --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=MS1
; MS1: {"outcome":"return","value":"i8 poison"}
; Bytes past the length keep their value: 0x11223344 at offset 2 is 0x22.
; RUN: %refinery exec %s --function mset --arg poison --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=MS2
; MS2: {"outcome":"return","value":"i8 34"}
define i8 @mset(i8 %v, i64 %off) {
  %p = alloca i32
  store i32 287454020, ptr %p
  call void @llvm.memset.p0.i64(ptr %p, i8 %v, i64 2, i1 false)
  %q = getelementptr i8, ptr %p, i64 %off
  %r = load i8, ptr %q
  ret i8 %r
}

; 0x1122ABAB after memset(p, 0xAB, 2) on 0x11223344.
; RUN: %refinery exec %s --function mset_i32 --arg -85 --json | FileCheck %s --match-full-lines --check-prefix=MSW
; MSW: {"outcome":"return","value":"i32 287484843"}
; RUN: %refinery exec %s --function mset_i32 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=MSWP
; MSWP: {"outcome":"return","value":"i32 poison"}
define i32 @mset_i32(i8 %v) {
  %p = alloca i32
  store i32 287454020, ptr %p
  call void @llvm.memset.p0.i64(ptr %p, i8 %v, i64 2, i1 false)
  %r = load i32, ptr %p
  ret i32 %r
}

;--- undef in memory: every load of an undef bit chooses a value.

; RUN: %refinery exec %s --function store_undef --json | FileCheck %s --match-full-lines --check-prefix=SUNDEF
; SUNDEF: {"outcome":"return","value":"i32 0","nondeterministic":true}
define i32 @store_undef() {
  %p = alloca i32
  store i32 undef, ptr %p
  %r = load i32, ptr %p
  ret i32 %r
}

; Struct padding: "If <value> is of aggregate type, padding is filled with
; undef" ('store' Instruction). Byte 1 of { i8, i32 } is padding: undef, not
; poison.
; RUN: %refinery exec %s --function padding_byte --json | FileCheck %s --match-full-lines --check-prefix=PAD
; PAD: {"outcome":"return","value":"i8 0","nondeterministic":true}
; RUN: %refinery exec %s --function padding_i32 --json | FileCheck %s --match-full-lines --check-prefix=PADW
; PADW: {"outcome":"return","value":"i32 1","nondeterministic":true}
define i8 @padding_byte() {
  %p = alloca { i8, i32 }
  store { i8, i32 } { i8 1, i32 2 }, ptr %p
  %q = getelementptr i8, ptr %p, i64 1
  %r = load i8, ptr %q
  ret i8 %r
}

define i32 @padding_i32() {
  %p = alloca { i8, i32 }
  store { i8, i32 } { i8 1, i32 2 }, ptr %p
  %r = load i32, ptr %p
  ret i32 %r
}

; The fields themselves are defined.
; RUN: %refinery exec %s --function struct_field --json | FileCheck %s --match-full-lines --check-prefix=SFLD
; SFLD: {"outcome":"return","value":"i32 2"}
define i32 @struct_field() {
  %p = alloca { i8, i32 }
  store { i8, i32 } { i8 1, i32 2 }, ptr %p
  %q = getelementptr i8, ptr %p, i64 4
  %r = load i32, ptr %q
  ret i32 %r
}
