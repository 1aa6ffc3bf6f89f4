; LangRef "'udiv' Instruction" (and sdiv, urem, srem): division by zero is
; undefined behaviour, and an undef divisor may be zero (LangRef
; "Undefined Values"), so the source is UB on every input when its divisor
; holds undef bits, even where the bits that are not undef are not zero:
; the target may do anything. (The general path's word arithmetic must not
; compute a quotient first.)

; RUN: %refinery check %s --function src_udiv --json | FileCheck %s --check-prefix=UDIV
; UDIV: {"verdict":"no-violation","functions":[{"name":"src_udiv","verdict":"no-violation","inputs_tried":200,"inputs_src_ub":200,
; RUN: %refinery check %s --function src_srem --json | FileCheck %s --check-prefix=SREM
; SREM: {"verdict":"no-violation","functions":[{"name":"src_srem","verdict":"no-violation","inputs_tried":200,"inputs_src_ub":200,

define i32 @src_udiv(i32 %x) {
  %p = alloca i32
  store i32 256, ptr %p
  store i8 undef, ptr %p
  %v = load i32, ptr %p
  %q = udiv i32 %x, %v
  ret i32 %q
}
define i32 @tgt_udiv(i32 %x) {
  unreachable
}

define i16 @src_srem(i16 %x) {
  %p = alloca i16
  store i16 -256, ptr %p
  store i8 undef, ptr %p
  %v = load i16, ptr %p
  %q = srem i16 %x, %v
  ret i16 %q
}
define i16 @tgt_srem(i16 %x) {
  ret i16 12345
}
