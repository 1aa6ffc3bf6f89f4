; Taint lane by lane: a vector's lanes, an aggregate's fields and a
; division's operands depend on a choice only where their own inputs do
; (LangRef "Vector Operations", "Aggregate Operations", "Undefined
; Values": only the lanes read from an undef are chosen).

; --- wrong ---
; Lane 1 of the undef vector is chosen, lane 0 is %a: extracting lane 0
; gives %a under every choice; the target returns poison (Alive2's
; vector/vector-poison).
; RUN: not %refinery check %s --function src_extract --json | FileCheck %s --check-prefix=EXTRACT
; EXTRACT: {"verdict":"violation","functions":[{"name":"src_extract","verdict":"violation","kind":"tgt-poison",
; A shuffle moves the defined lane; a select on a constant condition keeps
; it; the undef lane never reaches the result.
; RUN: not %refinery check %s --function src_shuffle --json | FileCheck %s --check-prefix=SHUFFLE
; SHUFFLE: {"verdict":"violation","functions":[{"name":"src_shuffle","verdict":"violation","kind":"value-mismatch",
; The lane whose select condition is fixed is %a's under every choice.
; RUN: not %refinery check %s --function src_select_lane_wrong --json | FileCheck %s --check-prefix=SELECT-WRONG
; SELECT-WRONG: {"verdict":"violation","functions":[{"name":"src_select_lane_wrong","verdict":"violation","kind":"value-mismatch",
; A division whose dividend is frozen, by a constant other than -1: its
; UB depends on no choice, so the path stays choice-free and the other
; result's difference is definite.
; RUN: not %refinery check %s --function src_udiv_frozen --json | FileCheck %s --check-prefix=UDIV
; UDIV: {"verdict":"violation","functions":[{"name":"src_udiv_frozen","verdict":"violation","kind":"value-mismatch",
; The undef field of a struct is replaced before the return: the source is
; defined, the target UB (Alive2's attrs/noundefaggr-ret2).
; RUN: not %refinery check %s --function src_fields --json | FileCheck %s --check-prefix=FIELDS
; FIELDS: {"verdict":"violation","functions":[{"name":"src_fields","verdict":"violation","kind":"tgt-ub",

; llvm.vector.extract and llvm.vector.reverse move lanes as a shuffle
; does: the lane taken from %a is defined under every choice of the undef
; lanes (and of a scalable vector's, with vscale 2).
; RUN: not %refinery check %s --function src_vector_extract --json | FileCheck %s --check-prefix=VECTOR-EXTRACT
; VECTOR-EXTRACT: {"verdict":"violation","functions":[{"name":"src_vector_extract","verdict":"violation","kind":"tgt-poison",
; RUN: not %refinery check %s --function src_vector_reverse --json | FileCheck %s --check-prefix=VECTOR-REVERSE
; VECTOR-REVERSE: {"verdict":"violation","functions":[{"name":"src_vector_reverse","verdict":"violation","kind":"tgt-poison",

; --- open (never a violation) ---
; The undef lane itself differs: any value may be chosen for it.
; RUN: %refinery check %s --function src_undef_lane --json | FileCheck %s --check-prefix=UNDEF-LANE
; UNDEF-LANE: {"verdict":"{{no-violation|inconclusive}}","functions":[{"name":"src_undef_lane","verdict":"{{no-violation|inconclusive}}",
; sdiv of a frozen poison by -1 overflows for one choice (INT_MIN): UB may
; depend on the choice, so the path does, and the UB explains the target.
; RUN: %refinery check %s --function src_sdiv_minus_one --json | FileCheck %s --check-prefix=SDIV
; SDIV: {"verdict":"{{no-violation|inconclusive}}","functions":[{"name":"src_sdiv_minus_one","verdict":"{{no-violation|inconclusive}}",
; A lane whose select condition is chosen takes either arm.
; RUN: %refinery check %s --function src_select_lane --json | FileCheck %s --check-prefix=SELECT
; SELECT: {"verdict":"{{no-violation|inconclusive}}","functions":[{"name":"src_select_lane","verdict":"{{no-violation|inconclusive}}",

define i32 @src_extract(i32 %a) {
  %p = add nsw i32 2147483647, 100
  %v = insertelement <2 x i32> undef, i32 %a, i32 0
  %v2 = insertelement <2 x i32> %v, i32 %p, i32 1
  %w = extractelement <2 x i32> %v2, i32 0
  ret i32 %w
}
define i32 @tgt_extract(i32 %a) {
  %p = add nsw i32 2147483647, 100
  ret i32 %p
}

define <2 x i8> @src_shuffle(i8 %a) {
  %v = insertelement <2 x i8> <i8 undef, i8 5>, i8 %a, i32 0
  %s = shufflevector <2 x i8> %v, <2 x i8> poison, <2 x i32> <i32 1, i32 0>
  %r = select i1 true, <2 x i8> %s, <2 x i8> %v
  ret <2 x i8> %r
}
define <2 x i8> @tgt_shuffle(i8 %a) {
  %b = add i8 %a, 1
  %v = insertelement <2 x i8> <i8 5, i8 undef>, i8 %b, i32 1
  ret <2 x i8> %v
}

define i8 @src_udiv_frozen(i8 %x, i8 %y) {
  %s = add nsw i8 %x, %y
  %f = freeze i8 %s
  %q = udiv i8 %f, 3
  %r = add i8 %x, 1
  ret i8 %r
}
define i8 @tgt_udiv_frozen(i8 %x, i8 %y) {
  %r = add i8 %x, 2
  ret i8 %r
}

define noundef {i8, i32} @src_fields() {
  %a = insertvalue {i8, i32} undef, i8 10, 0
  %b = insertvalue {i8, i32} %a, i32 11, 1
  ret {i8, i32} %b
}
define noundef {i8, i32} @tgt_fields() {
  unreachable
}

define <2 x i8> @src_undef_lane(i8 %a) {
  %v = insertelement <2 x i8> undef, i8 %a, i32 0
  ret <2 x i8> %v
}
define <2 x i8> @tgt_undef_lane(i8 %a) {
  %v = insertelement <2 x i8> <i8 poison, i8 100>, i8 %a, i32 0
  ret <2 x i8> %v
}

define i8 @src_sdiv_minus_one(i8 %x) {
  %f = freeze i8 poison
  %q = sdiv i8 %f, -1
  ret i8 %x
}
define i8 @tgt_sdiv_minus_one(i8 %x) {
  unreachable
}

define <2 x i8> @src_select_lane(<2 x i8> %a) {
  %f = freeze <2 x i1> poison
  %m = insertelement <2 x i1> %f, i1 true, i32 0
  %r = select <2 x i1> %m, <2 x i8> %a, <2 x i8> <i8 7, i8 7>
  ret <2 x i8> %r
}
define <2 x i8> @tgt_select_lane(<2 x i8> %a) {
  %s = shufflevector <2 x i8> %a, <2 x i8> <i8 7, i8 7>, <2 x i32> <i32 0, i32 3>
  ret <2 x i8> %s
}

define <2 x i8> @src_select_lane_wrong(<2 x i8> %a) {
  %f = freeze <2 x i1> poison
  %m = insertelement <2 x i1> %f, i1 true, i32 0
  %r = select <2 x i1> %m, <2 x i8> %a, <2 x i8> <i8 7, i8 7>
  ret <2 x i8> %r
}
define <2 x i8> @tgt_select_lane_wrong(<2 x i8> %a) {
  %b = add <2 x i8> %a, <i8 1, i8 0>
  %s = shufflevector <2 x i8> %b, <2 x i8> <i8 7, i8 7>, <2 x i32> <i32 0, i32 3>
  ret <2 x i8> %s
}

define i32 @src_vector_extract(i32 %a) {
  %v = insertelement <8 x i32> undef, i32 %a, i64 5
  %lo = call <4 x i32> @llvm.vector.extract.v4i32.v8i32(<8 x i32> %v, i64 4)
  %w = extractelement <4 x i32> %lo, i64 1
  ret i32 %w
}
define i32 @tgt_vector_extract(i32 %a) {
  ret i32 poison
}

define i32 @src_vector_reverse(i32 %a) vscale_range(2,2) {
  %v = insertelement <vscale x 2 x i32> undef, i32 %a, i64 1
  %r = call <vscale x 2 x i32> @llvm.vector.reverse.nxv2i32(<vscale x 2 x i32> %v)
  %w = extractelement <vscale x 2 x i32> %r, i64 2
  ret i32 %w
}
define i32 @tgt_vector_reverse(i32 %a) vscale_range(2,2) {
  ret i32 poison
}

declare <4 x i32> @llvm.vector.extract.v4i32.v8i32(<8 x i32>, i64)
declare <vscale x 2 x i32> @llvm.vector.reverse.nxv2i32(<vscale x 2 x i32>)
