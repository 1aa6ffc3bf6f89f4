; Integer and pointer casts and bitcast (LangRef "'trunc .. to'", "'zext ..
; to'", "'sext .. to'", "'ptrtoint .. to'", "'inttoptr .. to'", "'bitcast ..
; to'" Instructions). bitcast is "as if the value had been stored to memory
; and read back"; on this little-endian default layout element zero is the
; least significant part ("Vector Type", Memory Layout), and a load that reads
; a poison bit gives poison ("Poison Values": "%poison4 = load i16 ...").

; --- trunc ---
; RUN: %refinery exec %s --function trunc --arg 257 --json | FileCheck %s --match-full-lines --check-prefix=TRUNC
; TRUNC: {"outcome":"return","value":"i8 1"}
; RUN: %refinery exec %s --function trunc --arg poison --json | FileCheck %s --match-full-lines --check-prefix=TRUNC-POISON
; TRUNC-POISON: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function trunc_nuw --arg 257 --json | FileCheck %s --match-full-lines --check-prefix=TRUNCNUW-HI
; TRUNCNUW-HI: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function trunc_nuw --arg 255 --json | FileCheck %s --match-full-lines --check-prefix=TRUNCNUW-OK
; TRUNCNUW-OK: {"outcome":"return","value":"i8 -1"}
; RUN: %refinery exec %s --function trunc_nuw --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=TRUNCNUW-NEG
; TRUNCNUW-NEG: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function trunc_nsw --arg 255 --json | FileCheck %s --match-full-lines --check-prefix=TRUNCNSW-255
; TRUNCNSW-255: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function trunc_nsw --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=TRUNCNSW-NEG
; TRUNCNSW-NEG: {"outcome":"return","value":"i8 -1"}
; RUN: %refinery exec %s --function trunc_nsw --arg -128 --json | FileCheck %s --match-full-lines --check-prefix=TRUNCNSW-MIN
; TRUNCNSW-MIN: {"outcome":"return","value":"i8 -128"}
; RUN: %refinery exec %s --function trunc_nsw --arg 128 --json | FileCheck %s --match-full-lines --check-prefix=TRUNCNSW-128
; TRUNCNSW-128: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function trunc_nuw_nsw --arg 127 --json | FileCheck %s --match-full-lines --check-prefix=TRUNCNUWNSW-OK
; TRUNCNUWNSW-OK: {"outcome":"return","value":"i8 127"}
; RUN: %refinery exec %s --function trunc_nuw_nsw --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=TRUNCNUWNSW-NEG
; TRUNCNUWNSW-NEG: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function trunc_i1 --arg 123 --json | FileCheck %s --match-full-lines --check-prefix=TRUNCI1-ODD
; TRUNCI1-ODD: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function trunc_i1 --arg 122 --json | FileCheck %s --match-full-lines --check-prefix=TRUNCI1-EVEN
; TRUNCI1-EVEN: {"outcome":"return","value":"i1 false"}
; RUN: %refinery exec %s --function trunc_nuw_i1 --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=TRUNCNUWI1
; TRUNCNUWI1: {"outcome":"return","value":"i1 poison"}
; RUN: %refinery exec %s --function trunc_nsw_i1 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=TRUNCNSWI1
; TRUNCNSWI1: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function trunc_v2 --arg '<i16 8, i16 7>' --json | FileCheck %s --match-full-lines --check-prefix=TRUNCV2
; TRUNCV2: {"outcome":"return","value":"<2 x i8> <i8 8, i8 7>"}
; RUN: %refinery exec %s --function trunc_nuw_v2 --arg '<i16 256, i16 7>' --json | FileCheck %s --match-full-lines --check-prefix=TRUNCNUWV2
; TRUNCNUWV2: {"outcome":"return","value":"<2 x i8> <i8 poison, i8 7>"}
; RUN: %refinery exec %s --function trunc_i128 --arg 18446744073709551617 --json | FileCheck %s --match-full-lines --check-prefix=TRUNCI128
; TRUNCI128: {"outcome":"return","value":"i33 1"}

define i8 @trunc(i16 %a) {
  %r = trunc i16 %a to i8
  ret i8 %r
}
define i8 @trunc_nuw(i16 %a) {
  %r = trunc nuw i16 %a to i8
  ret i8 %r
}
define i8 @trunc_nsw(i16 %a) {
  %r = trunc nsw i16 %a to i8
  ret i8 %r
}
define i8 @trunc_nuw_nsw(i16 %a) {
  %r = trunc nuw nsw i16 %a to i8
  ret i8 %r
}
define i1 @trunc_i1(i32 %a) {
  %r = trunc i32 %a to i1
  ret i1 %r
}
define i1 @trunc_nuw_i1(i32 %a) {
  %r = trunc nuw i32 %a to i1
  ret i1 %r
}
define i1 @trunc_nsw_i1(i32 %a) {
  %r = trunc nsw i32 %a to i1
  ret i1 %r
}
define <2 x i8> @trunc_v2(<2 x i16> %a) {
  %r = trunc <2 x i16> %a to <2 x i8>
  ret <2 x i8> %r
}
define <2 x i8> @trunc_nuw_v2(<2 x i16> %a) {
  %r = trunc nuw <2 x i16> %a to <2 x i8>
  ret <2 x i8> %r
}
define i33 @trunc_i128(i128 %a) {
  %r = trunc i128 %a to i33
  ret i33 %r
}

; --- zext / sext ---
; RUN: %refinery exec %s --function zext --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=ZEXT
; ZEXT: {"outcome":"return","value":"i16 255"}
; RUN: %refinery exec %s --function zext_nneg --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=ZEXTNNEG-NEG
; ZEXTNNEG-NEG: {"outcome":"return","value":"i16 poison"}
; RUN: %refinery exec %s --function zext_nneg --arg 127 --json | FileCheck %s --match-full-lines --check-prefix=ZEXTNNEG-OK
; ZEXTNNEG-OK: {"outcome":"return","value":"i16 127"}
; RUN: %refinery exec %s --function zext_i1 --arg true --json | FileCheck %s --match-full-lines --check-prefix=ZEXTI1
; ZEXTI1: {"outcome":"return","value":"i32 1"}
; RUN: %refinery exec %s --function zext_nneg_i1 --arg true --json | FileCheck %s --match-full-lines --check-prefix=ZEXTNNEGI1
; ZEXTNNEGI1: {"outcome":"return","value":"i32 poison"}
; RUN: %refinery exec %s --function sext --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=SEXT-NEG
; SEXT-NEG: {"outcome":"return","value":"i16 -1"}
; RUN: %refinery exec %s --function sext --arg 127 --json | FileCheck %s --match-full-lines --check-prefix=SEXT-POS
; SEXT-POS: {"outcome":"return","value":"i16 127"}
; RUN: %refinery exec %s --function sext --arg poison --json | FileCheck %s --match-full-lines --check-prefix=SEXT-POISON
; SEXT-POISON: {"outcome":"return","value":"i16 poison"}
; RUN: %refinery exec %s --function sext_i1 --arg true --json | FileCheck %s --match-full-lines --check-prefix=SEXTI1
; SEXTI1: {"outcome":"return","value":"i8 -1"}
; RUN: %refinery exec %s --function sext_i128 --arg -2 --json | FileCheck %s --match-full-lines --check-prefix=SEXTI128
; SEXTI128: {"outcome":"return","value":"i128 -2"}
; RUN: %refinery exec %s --function zext_i128 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=ZEXTI128
; ZEXTI128: {"outcome":"return","value":"i128 18446744073709551615"}

define i16 @zext(i8 %a) {
  %r = zext i8 %a to i16
  ret i16 %r
}
define i16 @zext_nneg(i8 %a) {
  %r = zext nneg i8 %a to i16
  ret i16 %r
}
define i32 @zext_i1(i1 %a) {
  %r = zext i1 %a to i32
  ret i32 %r
}
define i32 @zext_nneg_i1(i1 %a) {
  %r = zext nneg i1 %a to i32
  ret i32 %r
}
define i16 @sext(i8 %a) {
  %r = sext i8 %a to i16
  ret i16 %r
}
define i8 @sext_i1(i1 %a) {
  %r = sext i1 %a to i8
  ret i8 %r
}
define i128 @sext_i128(i7 %a) {
  %r = sext i7 %a to i128
  ret i128 %r
}
define i128 @zext_i128(i64 %a) {
  %r = zext i64 %a to i128
  ret i128 %r
}

; --- ptrtoint / inttoptr (64-bit pointers: the default data layout) ---
; RUN: %refinery exec %s --function ptrtoint --arg null --json | FileCheck %s --match-full-lines --check-prefix=P2I-NULL
; P2I-NULL: {"outcome":"return","value":"i64 0"}
; RUN: %refinery exec %s --function ptrtoint --arg poison --json | FileCheck %s --match-full-lines --check-prefix=P2I-POISON
; P2I-POISON: {"outcome":"return","value":"i64 poison"}
; RUN: %refinery exec %s --function inttoptr --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=I2P-ZERO
; I2P-ZERO: {"outcome":"return","value":"ptr null"}
; RUN: %refinery exec %s --function inttoptr --arg poison --json | FileCheck %s --match-full-lines --check-prefix=I2P-POISON
; I2P-POISON: {"outcome":"return","value":"ptr poison"}
; RUN: %refinery exec %s --function roundtrip --arg 4660 --json | FileCheck %s --match-full-lines --check-prefix=ROUNDTRIP
; ROUNDTRIP: {"outcome":"return","value":"i64 4660"}
; RUN: %refinery exec %s --function ptrtoint_i8 --arg 4660 --json | FileCheck %s --match-full-lines --check-prefix=P2I-TRUNC
; P2I-TRUNC: {"outcome":"return","value":"i8 52"}
; RUN: %refinery exec %s --function inttoptr_i8 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=I2P-ZEXT
; I2P-ZEXT: {"outcome":"return","value":"i64 255"}
; RUN: %refinery exec %s --function ptrtoint_i128 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=P2I-ZEXT
; P2I-ZEXT: {"outcome":"return","value":"i128 18446744073709551615"}
; RUN: %refinery exec %s --function global_roundtrip --json | FileCheck %s --match-full-lines --check-prefix=GLOBAL-ROUNDTRIP
; GLOBAL-ROUNDTRIP: {"outcome":"return","value":"i32 42"}

@g = global i32 42

define i64 @ptrtoint(ptr %p) {
  %r = ptrtoint ptr %p to i64
  ret i64 %r
}
define ptr @inttoptr(i64 %a) {
  %r = inttoptr i64 %a to ptr
  ret ptr %r
}
define i64 @roundtrip(i64 %a) {
  %p = inttoptr i64 %a to ptr
  %r = ptrtoint ptr %p to i64
  ret i64 %r
}
define i8 @ptrtoint_i8(i64 %a) {
  %p = inttoptr i64 %a to ptr
  %r = ptrtoint ptr %p to i8
  ret i8 %r
}
define i64 @inttoptr_i8(i8 %a) {
  %p = inttoptr i8 %a to ptr
  %r = ptrtoint ptr %p to i64
  ret i64 %r
}
define i128 @ptrtoint_i128(i64 %a) {
  %p = inttoptr i64 %a to ptr
  %r = ptrtoint ptr %p to i128
  ret i128 %r
}
; A pointer rebuilt by inttoptr from the integer of @g accesses @g ("Pointer
; Aliasing Rules": it is based on @g).
define i32 @global_roundtrip() {
  %i = ptrtoint ptr @g to i64
  %p = inttoptr i64 %i to ptr
  %v = load i32, ptr %p
  ret i32 %v
}

; --- bitcast ---
; Between a pointer and a vector of one pointer: the lane, provenance and
; all (the round trip compares equal to the alloca).
; RUN: %refinery exec %s --function ptr_to_v1ptr --arg null --json | FileCheck %s --match-full-lines --check-prefix=BC-PV1
; BC-PV1: {"outcome":"return","value":"<1 x ptr> zeroinitializer"}
; RUN: %refinery exec %s --function v1ptr_to_ptr --arg '<ptr null>' --json | FileCheck %s --match-full-lines --check-prefix=BC-V1P
; BC-V1P: {"outcome":"return","value":"ptr null"}
; RUN: %refinery exec %s --function ptr_v1ptr_round_trip --json | FileCheck %s --match-full-lines --check-prefix=BC-PV1-ROUND
; BC-PV1-ROUND: {"outcome":"return","value":"i1 true"}
; The same as constant expressions (default<O2> folds them so).
; RUN: %refinery exec %s --function ptr_v1ptr_constants --json | FileCheck %s --match-full-lines --check-prefix=BC-PV1-CONST
; BC-PV1-CONST: {"outcome":"return","value":"i32 84"}
; RUN: %refinery exec %s --function v2i8_to_i16 --arg '<i8 1, i8 2>' --json | FileCheck %s --match-full-lines --check-prefix=BC-V2I16
; BC-V2I16: {"outcome":"return","value":"i16 513"}
; RUN: %refinery exec %s --function v2i8_to_i16 --arg '<i8 1, i8 poison>' --json | FileCheck %s --match-full-lines --check-prefix=BC-V2I16-POISON
; BC-V2I16-POISON: {"outcome":"return","value":"i16 poison"}
; RUN: %refinery exec %s --function i16_to_v2i8 --arg 513 --json | FileCheck %s --match-full-lines --check-prefix=BC-I16V2
; BC-I16V2: {"outcome":"return","value":"<2 x i8> <i8 1, i8 2>"}
; RUN: %refinery exec %s --function i16_to_v2i8 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=BC-I16V2-POISON
; BC-I16V2-POISON: {"outcome":"return","value":"<2 x i8> poison"}
; RUN: %refinery exec %s --function v4i8_to_v2i16 --arg '<i8 1, i8 poison, i8 3, i8 4>' --json | FileCheck %s --match-full-lines --check-prefix=BC-V4V2
; BC-V4V2: {"outcome":"return","value":"<2 x i16> <i16 poison, i16 1027>"}
; RUN: %refinery exec %s --function v4i4_to_i16 --arg '<i4 1, i4 2, i4 3, i4 5>' --json | FileCheck %s --match-full-lines --check-prefix=BC-V4I4
; BC-V4I4: {"outcome":"return","value":"i16 21281"}
; RUN: %refinery exec %s --function v4i4_to_i16 --arg '<i4 1, i4 2, i4 poison, i4 5>' --json | FileCheck %s --match-full-lines --check-prefix=BC-V4I4-POISON
; BC-V4I4-POISON: {"outcome":"return","value":"i16 poison"}
; RUN: %refinery exec %s --function v4i4_to_v2i8 --arg '<i4 1, i4 poison, i4 3, i4 5>' --json | FileCheck %s --match-full-lines --check-prefix=BC-V4I4-V2I8
; BC-V4I4-V2I8: {"outcome":"return","value":"<2 x i8> <i8 poison, i8 83>"}
; RUN: %refinery exec %s --function i16_to_v4i4 --arg 21281 --json | FileCheck %s --match-full-lines --check-prefix=BC-I16-V4I4
; BC-I16-V4I4: {"outcome":"return","value":"<4 x i4> <i4 1, i4 2, i4 3, i4 5>"}
; RUN: %refinery exec %s --function v8i1_to_i8 --arg '<i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true>' --json | FileCheck %s --match-full-lines --check-prefix=BC-V8I1
; BC-V8I1: {"outcome":"return","value":"i8 -127"}
; RUN: %refinery exec %s --function v8i1_to_i8 --arg '<i1 true, i1 false, i1 false, i1 poison, i1 false, i1 false, i1 false, i1 true>' --json | FileCheck %s --match-full-lines --check-prefix=BC-V8I1-POISON
; BC-V8I1-POISON: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function v2i32_to_i64 --arg '<i32 1, i32 2>' --json | FileCheck %s --match-full-lines --check-prefix=BC-V2I32
; BC-V2I32: {"outcome":"return","value":"i64 8589934593"}
; RUN: %refinery exec %s --function double_to_i64 --arg 1.0 --json | FileCheck %s --match-full-lines --check-prefix=BC-F2I
; BC-F2I: {"outcome":"return","value":"i64 4607182418800017408"}
; RUN: %refinery exec %s --function i32_to_float --arg 1069547520 --json | FileCheck %s --match-full-lines --check-prefix=BC-I2F
; BC-I2F: {"outcome":"return","value":"float 1.500000e+00"}
; RUN: %refinery exec %s --function i32_to_float --arg poison --json | FileCheck %s --match-full-lines --check-prefix=BC-I2F-POISON
; BC-I2F-POISON: {"outcome":"return","value":"float poison"}
; RUN: %refinery exec %s --function double_to_i64 --arg 0x7FF0000000000001 --json | FileCheck %s --match-full-lines --check-prefix=BC-SNAN
; BC-SNAN: {"outcome":"return","value":"i64 9218868437227405313"}
; RUN: %refinery exec %s --function i64_to_double --arg -2251799813685247 --json | FileCheck %s --match-full-lines --check-prefix=BC-I2SNAN
; BC-I2SNAN: {"outcome":"return","value":"double 0xFFF8000000000001"}
; RUN: %refinery exec %s --function v2f32_to_v4i16 --arg '<float 1.0, float poison>' --json | FileCheck %s --match-full-lines --check-prefix=BC-V2F
; BC-V2F: {"outcome":"return","value":"<4 x i16> <i16 0, i16 16256, i16 poison, i16 poison>"}

define i16 @v2i8_to_i16(<2 x i8> %a) {
  %r = bitcast <2 x i8> %a to i16
  ret i16 %r
}
define <2 x i8> @i16_to_v2i8(i16 %a) {
  %r = bitcast i16 %a to <2 x i8>
  ret <2 x i8> %r
}
define <2 x i16> @v4i8_to_v2i16(<4 x i8> %a) {
  %r = bitcast <4 x i8> %a to <2 x i16>
  ret <2 x i16> %r
}
define i16 @v4i4_to_i16(<4 x i4> %a) {
  %r = bitcast <4 x i4> %a to i16
  ret i16 %r
}
define <2 x i8> @v4i4_to_v2i8(<4 x i4> %a) {
  %r = bitcast <4 x i4> %a to <2 x i8>
  ret <2 x i8> %r
}
define <4 x i4> @i16_to_v4i4(i16 %a) {
  %r = bitcast i16 %a to <4 x i4>
  ret <4 x i4> %r
}
define i8 @v8i1_to_i8(<8 x i1> %a) {
  %r = bitcast <8 x i1> %a to i8
  ret i8 %r
}
define i64 @v2i32_to_i64(<2 x i32> %a) {
  %r = bitcast <2 x i32> %a to i64
  ret i64 %r
}
define i64 @double_to_i64(double %a) {
  %r = bitcast double %a to i64
  ret i64 %r
}
define double @i64_to_double(i64 %a) {
  %r = bitcast i64 %a to double
  ret double %r
}
define float @i32_to_float(i32 %a) {
  %r = bitcast i32 %a to float
  ret float %r
}
define <4 x i16> @v2f32_to_v4i16(<2 x float> %a) {
  %r = bitcast <2 x float> %a to <4 x i16>
  ret <4 x i16> %r
}

define <1 x ptr> @ptr_to_v1ptr(ptr %p) {
  %v = bitcast ptr %p to <1 x ptr>
  ret <1 x ptr> %v
}

define ptr @v1ptr_to_ptr(<1 x ptr> %v) {
  %p = bitcast <1 x ptr> %v to ptr
  ret ptr %p
}

define i1 @ptr_v1ptr_round_trip() {
  %a = alloca i32
  %v = bitcast ptr %a to <1 x ptr>
  %e = extractelement <1 x ptr> %v, i32 0
  %p = bitcast <1 x ptr> %v to ptr
  %c1 = icmp eq ptr %p, %a
  %c2 = icmp eq ptr %e, %a
  %c = and i1 %c1, %c2
  ret i1 %c
}

@bc.g = global i32 42

define i32 @ptr_v1ptr_constants() {
  %x = load i32, ptr extractelement (<1 x ptr> bitcast (ptr @bc.g to <1 x ptr>), i64 0)
  %y = load i32, ptr bitcast (<1 x ptr> <ptr @bc.g> to ptr)
  %r = add i32 %x, %y
  ret i32 %r
}
