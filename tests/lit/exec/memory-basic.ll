; alloca/load/store of scalars, little-endian byte order, uninitialized
; memory, and globals (LangRef "'alloca' Instruction", "'load' Instruction",
; "'store' Instruction", "Global Variables", "Undefined Values"; the data
; layout below is little endian: "e").

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

;--- Round trips through an alloca: a load returns what the store wrote.

; RUN: %refinery exec %s --function rt_i8 --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=RT8A
; RT8A: {"outcome":"return","value":"i8 5"}
; RUN: %refinery exec %s --function rt_i8 --arg -128 --json | FileCheck %s --match-full-lines --check-prefix=RT8B
; RT8B: {"outcome":"return","value":"i8 -128"}
define i8 @rt_i8(i8 %x) {
  %p = alloca i8
  store i8 %x, ptr %p
  %v = load i8, ptr %p
  ret i8 %v
}

; RUN: %refinery exec %s --function rt_i16 --arg -2 --json | FileCheck %s --match-full-lines --check-prefix=RT16
; RT16: {"outcome":"return","value":"i16 -2"}
define i16 @rt_i16(i16 %x) {
  %p = alloca i16
  store i16 %x, ptr %p
  %v = load i16, ptr %p
  ret i16 %v
}

; RUN: %refinery exec %s --function rt_i32 --arg 123456789 --json | FileCheck %s --match-full-lines --check-prefix=RT32A
; RT32A: {"outcome":"return","value":"i32 123456789"}
; RUN: %refinery exec %s --function rt_i32 --arg -2147483648 --json | FileCheck %s --match-full-lines --check-prefix=RT32B
; RT32B: {"outcome":"return","value":"i32 -2147483648"}
define i32 @rt_i32(i32 %x) {
  %p = alloca i32
  store i32 %x, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}

; RUN: %refinery exec %s --function rt_i64 --arg -9223372036854775808 --json | FileCheck %s --match-full-lines --check-prefix=RT64A
; RT64A: {"outcome":"return","value":"i64 -9223372036854775808"}
; RUN: %refinery exec %s --function rt_i64 --arg 1311768467294899695 --json | FileCheck %s --match-full-lines --check-prefix=RT64B
; RT64B: {"outcome":"return","value":"i64 1311768467294899695"}
define i64 @rt_i64(i64 %x) {
  %p = alloca i64
  store i64 %x, ptr %p
  %v = load i64, ptr %p
  ret i64 %v
}

; RUN: %refinery exec %s --function rt_i1 --arg true --json | FileCheck %s --match-full-lines --check-prefix=RT1T
; RT1T: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function rt_i1 --arg false --json | FileCheck %s --match-full-lines --check-prefix=RT1F
; RT1F: {"outcome":"return","value":"i1 false"}
define i1 @rt_i1(i1 %x) {
  %p = alloca i1
  store i1 %x, ptr %p
  %v = load i1, ptr %p
  ret i1 %v
}

; Odd widths, stored and loaded with the same type.
; RUN: %refinery exec %s --function rt_i7 --arg -64 --json | FileCheck %s --match-full-lines --check-prefix=RT7A
; RT7A: {"outcome":"return","value":"i7 -64"}
; RUN: %refinery exec %s --function rt_i7 --arg 63 --json | FileCheck %s --match-full-lines --check-prefix=RT7B
; RT7B: {"outcome":"return","value":"i7 63"}
define i7 @rt_i7(i7 %x) {
  %p = alloca i7
  store i7 %x, ptr %p
  %v = load i7, ptr %p
  ret i7 %v
}

; RUN: %refinery exec %s --function rt_i33 --arg 4294967295 --json | FileCheck %s --match-full-lines --check-prefix=RT33A
; RT33A: {"outcome":"return","value":"i33 4294967295"}
; RUN: %refinery exec %s --function rt_i33 --arg -4294967296 --json | FileCheck %s --match-full-lines --check-prefix=RT33B
; RT33B: {"outcome":"return","value":"i33 -4294967296"}
define i33 @rt_i33(i33 %x) {
  %p = alloca i33
  store i33 %x, ptr %p
  %v = load i33, ptr %p
  ret i33 %v
}

; RUN: %refinery exec %s --function rt_i128 --arg -170141183460469231731687303715884105728 --json | FileCheck %s --match-full-lines --check-prefix=RT128
; RT128: {"outcome":"return","value":"i128 -170141183460469231731687303715884105728"}
define i128 @rt_i128(i128 %x) {
  %p = alloca i128
  store i128 %x, ptr %p
  %v = load i128, ptr %p
  ret i128 %v
}

; An i33 store writes at most 5 bytes ("'store' Instruction": "the number of
; bytes written does not exceed the minimum number of bytes needed"); its low
; 32 bits are the four low bytes.
; RUN: %refinery exec %s --function i33_bytes --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=I33B5
; I33B5: {"outcome":"return","value":"i8 -1"}
; RUN: %refinery exec %s --function i33_bytes --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=I33B0
; I33B0: {"outcome":"return","value":"i8 -1"}
; RUN: %refinery exec %s --function i33_low --arg 4294967295 --json | FileCheck %s --match-full-lines --check-prefix=I33L
; I33L: {"outcome":"return","value":"i32 -1"}
define i8 @i33_bytes(i64 %off) {
  %p = alloca i64
  store i64 -1, ptr %p
  store i33 0, ptr %p
  %q = getelementptr i8, ptr %p, i64 %off
  %b = load i8, ptr %q
  %isfive = icmp eq i64 %off, 5
  ; Byte 5 is untouched (-1); byte 0 of i33 0 is 0, so return 0 - 1 = -1.
  %dec = sub i8 %b, 1
  %r = select i1 %isfive, i8 %b, i8 %dec
  ret i8 %r
}

define i32 @i33_low(i33 %x) {
  %p = alloca i64
  store i33 %x, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}

; An i7 store writes one byte: the next byte keeps its value.
; RUN: %refinery exec %s --function i7_next --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=I7N
; I7N: {"outcome":"return","value":"i8 66"}
define i8 @i7_next(i7 %x) {
  %p = alloca i16
  store i16 16962, ptr %p        ; 0x4242
  store i7 %x, ptr %p
  %q = getelementptr i8, ptr %p, i64 1
  %v = load i8, ptr %q
  ret i8 %v
}

;--- Little-endian byte order: the least significant byte is at the lowest
;    address (data layout "e").

; 287454020 = 0x11223344
; RUN: %refinery exec %s --function le_byte --arg 287454020 --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=LE0
; LE0: {"outcome":"return","value":"i8 68"}
; RUN: %refinery exec %s --function le_byte --arg 287454020 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=LE1
; LE1: {"outcome":"return","value":"i8 51"}
; RUN: %refinery exec %s --function le_byte --arg 287454020 --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=LE2
; LE2: {"outcome":"return","value":"i8 34"}
; RUN: %refinery exec %s --function le_byte --arg 287454020 --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=LE3
; LE3: {"outcome":"return","value":"i8 17"}
; RUN: %refinery exec %s --function le_byte --arg -2 --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=LEM0
; LEM0: {"outcome":"return","value":"i8 -2"}
; RUN: %refinery exec %s --function le_byte --arg -2 --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=LEM3
; LEM3: {"outcome":"return","value":"i8 -1"}
define i8 @le_byte(i32 %x, i64 %off) {
  %p = alloca i32
  store i32 %x, ptr %p
  %q = getelementptr i8, ptr %p, i64 %off
  %v = load i8, ptr %q
  ret i8 %v
}

; Two byte stores read back as one i16.
; RUN: %refinery exec %s --function le_combine --arg 1 --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=LEC1
; LEC1: {"outcome":"return","value":"i16 513"}
; RUN: %refinery exec %s --function le_combine --arg -1 --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=LEC2
; LEC2: {"outcome":"return","value":"i16 255"}
; RUN: %refinery exec %s --function le_combine --arg 0 --arg -128 --json | FileCheck %s --match-full-lines --check-prefix=LEC3
; LEC3: {"outcome":"return","value":"i16 -32768"}
define i16 @le_combine(i8 %a, i8 %b) {
  %p = alloca i16
  store i8 %a, ptr %p
  %q = getelementptr i8, ptr %p, i64 1
  store i8 %b, ptr %q
  %v = load i16, ptr %p
  ret i16 %v
}

; Two i32 stores read back as one i64: 2 * 2^32 + 1.
; RUN: %refinery exec %s --function le_i64 --arg 1 --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=LE64
; LE64: {"outcome":"return","value":"i64 8589934593"}
define i64 @le_i64(i32 %lo, i32 %hi) {
  %p = alloca i64
  store i32 %lo, ptr %p
  %q = getelementptr i8, ptr %p, i64 4
  store i32 %hi, ptr %q
  %v = load i64, ptr %p
  ret i64 %v
}

; An unaligned-offset i32 inside an i64: 0x0807060504030201 at offset 2
; reads 0x06050403.
; RUN: %refinery exec %s --function le_mid --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=LEMID2
; LEMID2: {"outcome":"return","value":"i32 100992003"}
; RUN: %refinery exec %s --function le_mid --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=LEMID4
; LEMID4: {"outcome":"return","value":"i32 134678021"}
define i32 @le_mid(i64 %off) {
  %p = alloca i64
  store i64 578437695752307201, ptr %p
  %q = getelementptr i8, ptr %p, i64 %off
  %v = load i32, ptr %q, align 1
  ret i32 %v
}

; Memory has no types ("Pointer Aliasing Rules"): a double's bits read as i64,
; a vector's and an array's bytes read as i32.
; RUN: %refinery exec %s --function double_bits --json | FileCheck %s --match-full-lines --check-prefix=DBITS
; DBITS: {"outcome":"return","value":"i64 4609434218613702656"}
define i64 @double_bits() {
  %p = alloca double
  store double 1.5, ptr %p
  %v = load i64, ptr %p
  ret i64 %v
}

; RUN: %refinery exec %s --function float_bits --json | FileCheck %s --match-full-lines --check-prefix=FBITS
; FBITS: {"outcome":"return","value":"i32 -2147483648"}
define i32 @float_bits() {
  %p = alloca float
  store float -0.0, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}

; RUN: %refinery exec %s --function vec_bits --json | FileCheck %s --match-full-lines --check-prefix=VBITS
; VBITS: {"outcome":"return","value":"i32 67305985"}
define i32 @vec_bits() {
  %p = alloca <4 x i8>
  store <4 x i8> <i8 1, i8 2, i8 3, i8 4>, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}

; RUN: %refinery exec %s --function array_bits --json | FileCheck %s --match-full-lines --check-prefix=ABITS
; ABITS: {"outcome":"return","value":"i32 262147"}
define i32 @array_bits() {
  %p = alloca [2 x i16], align 4
  store [2 x i16] [i16 3, i16 4], ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}

; Aggregates round-trip as a whole.
; RUN: %refinery exec %s --function struct_rt --arg 1 --arg -7 --json | FileCheck %s --match-full-lines --check-prefix=STRT
; STRT: {"outcome":"return","value":"{ i8, i32 } { i8 1, i32 -7 }"}
define { i8, i32 } @struct_rt(i8 %a, i32 %b) {
  %p = alloca { i8, i32 }
  %s0 = insertvalue { i8, i32 } poison, i8 %a, 0
  %s = insertvalue { i8, i32 } %s0, i32 %b, 1
  store { i8, i32 } %s, ptr %p
  %v = load { i8, i32 }, ptr %p
  ret { i8, i32 } %v
}

; A pointer survives a round trip through memory.
; RUN: %refinery exec %s --function ptr_rt --json | FileCheck %s --match-full-lines --check-prefix=PTRRT
; PTRRT: {"outcome":"return","value":"ptr @g"}
define ptr @ptr_rt() {
  %p = alloca ptr
  store ptr @g, ptr %p
  %v = load ptr, ptr %p
  ret ptr %v
}

; alloca with an element count.
; RUN: %refinery exec %s --function alloca_n --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=ALLN
; ALLN: {"outcome":"return","value":"i32 3"}
define i32 @alloca_n(i64 %i) {
  %p = alloca i32, i32 4
  %q = getelementptr i32, ptr %p, i64 %i
  %x = trunc i64 %i to i32
  store i32 %x, ptr %q
  %v = load i32, ptr %q
  ret i32 %v
}

; The last store wins.
; RUN: %refinery exec %s --function overwrite --arg 9 --json | FileCheck %s --match-full-lines --check-prefix=OVW
; OVW: {"outcome":"return","value":"i32 9"}
define i32 @overwrite(i32 %x) {
  %p = alloca i32
  store i32 1, ptr %p
  store i32 %x, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}

;--- Uninitialized memory: "loading from uninitialized memory produces an
;    undefined value" ('alloca'); exec chooses zero and says so.

; RUN: %refinery exec %s --function uninit --json | FileCheck %s --match-full-lines --check-prefix=UNINIT
; UNINIT: {"outcome":"return","value":"i32 0","nondeterministic":true}
define i32 @uninit() {
  %p = alloca i32
  %v = load i32, ptr %p
  ret i32 %v
}

; Half initialized: the defined byte keeps its value, the other is undef.
; RUN: %refinery exec %s --function half_init --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=HALF
; HALF: {"outcome":"return","value":"i16 5","nondeterministic":true}
define i16 @half_init(i8 %x) {
  %p = alloca i16
  store i8 %x, ptr %p
  %v = load i16, ptr %p
  ret i16 %v
}

; Reading only the initialized byte makes no choice.
; RUN: %refinery exec %s --function init_byte --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=INITB
; INITB: {"outcome":"return","value":"i8 5"}
define i8 @init_byte(i8 %x) {
  %p = alloca i16
  store i8 %x, ptr %p
  %v = load i8, ptr %p
  ret i8 %v
}

;--- Globals: memory initialized with the initializer.

@g = global i32 42
@arr = global [4 x i16] [i16 10, i16 20, i16 30, i16 40]
@st = global { i8, i32 } { i8 7, i32 9 }
@zero = global [8 x i8] zeroinitializer
@bytes = global i32 16909060            ; 0x01020304
@str = constant [4 x i8] c"abc\00"
@cst = constant i32 7
@gp = global ptr @g
@ug = global i32 undef

; RUN: %refinery exec %s --function load_g --json | FileCheck %s --match-full-lines --check-prefix=LOADG
; LOADG: {"outcome":"return","value":"i32 42"}
define i32 @load_g() {
  %v = load i32, ptr @g
  ret i32 %v
}

; RUN: %refinery exec %s --function store_g --arg -3 --json | FileCheck %s --match-full-lines --check-prefix=STOREG
; STOREG: {"outcome":"return","value":"i32 -3"}
define i32 @store_g(i32 %x) {
  store i32 %x, ptr @g
  %v = load i32, ptr @g
  ret i32 %v
}

; RUN: %refinery exec %s --function arr_elt --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=ARR0
; ARR0: {"outcome":"return","value":"i16 10"}
; RUN: %refinery exec %s --function arr_elt --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=ARR3
; ARR3: {"outcome":"return","value":"i16 40"}
define i16 @arr_elt(i64 %i) {
  %q = getelementptr [4 x i16], ptr @arr, i64 0, i64 %i
  %v = load i16, ptr %q
  ret i16 %v
}

; RUN: %refinery exec %s --function st_field --json | FileCheck %s --match-full-lines --check-prefix=STF
; STF: {"outcome":"return","value":"i32 9"}
define i32 @st_field() {
  %q = getelementptr { i8, i32 }, ptr @st, i64 0, i32 1
  %v = load i32, ptr %q
  ret i32 %v
}

; RUN: %refinery exec %s --function zero_elt --arg 7 --json | FileCheck %s --match-full-lines --check-prefix=ZERO
; ZERO: {"outcome":"return","value":"i8 0"}
define i8 @zero_elt(i64 %i) {
  %q = getelementptr i8, ptr @zero, i64 %i
  %v = load i8, ptr %q
  ret i8 %v
}

; RUN: %refinery exec %s --function bytes_at --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=GB0
; GB0: {"outcome":"return","value":"i8 4"}
; RUN: %refinery exec %s --function bytes_at --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=GB3
; GB3: {"outcome":"return","value":"i8 1"}
define i8 @bytes_at(i64 %i) {
  %q = getelementptr i8, ptr @bytes, i64 %i
  %v = load i8, ptr %q
  ret i8 %v
}

; RUN: %refinery exec %s --function str_at --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=STR1
; STR1: {"outcome":"return","value":"i8 98"}
; RUN: %refinery exec %s --function str_at --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=STR3
; STR3: {"outcome":"return","value":"i8 0"}
define i8 @str_at(i64 %i) {
  %q = getelementptr [4 x i8], ptr @str, i64 0, i64 %i
  %v = load i8, ptr %q
  ret i8 %v
}

; A global initialized with the address of another global.
; RUN: %refinery exec %s --function load_gp --json | FileCheck %s --match-full-lines --check-prefix=GP
; GP: {"outcome":"return","value":"i32 42"}
define i32 @load_gp() {
  %p = load ptr, ptr @gp
  %v = load i32, ptr %p
  ret i32 %v
}

; RUN: %refinery exec %s --function ret_gp --json | FileCheck %s --match-full-lines --check-prefix=RETGP
; RETGP: {"outcome":"return","value":"ptr @g"}
define ptr @ret_gp() {
  %p = load ptr, ptr @gp
  ret ptr %p
}

; An undef initializer reads as an undefined value.
; RUN: %refinery exec %s --function load_ug --json | FileCheck %s --match-full-lines --check-prefix=UG
; UG: {"outcome":"return","value":"i32 0","nondeterministic":true}
define i32 @load_ug() {
  %v = load i32, ptr @ug
  ret i32 %v
}

; A constant global can be read, but "the contents of the variable will
; **never** be modified" ("Global Variables"): a store to it is UB.
; RUN: %refinery exec %s --function load_cst --json | FileCheck %s --match-full-lines --check-prefix=LCST
; LCST: {"outcome":"return","value":"i32 7"}
define i32 @load_cst() {
  %v = load i32, ptr @cst
  ret i32 %v
}

; RUN: %refinery exec %s --function store_cst --arg 7 --json | FileCheck %s --match-full-lines --check-prefix=SCST
; SCST: {"outcome":"ub","reason":"store: store to constant memory{{.*}}"}
define i32 @store_cst(i32 %x) {
  store i32 %x, ptr @cst
  %v = load i32, ptr @cst
  ret i32 %v
}

; RUN: %refinery exec %s --function store_str --json | FileCheck %s --match-full-lines --check-prefix=SSTR
; SSTR: {"outcome":"ub","reason":"{{.*}}"}
define void @store_str() {
  %q = getelementptr i8, ptr @str, i64 2
  store i8 0, ptr %q
  ret void
}
