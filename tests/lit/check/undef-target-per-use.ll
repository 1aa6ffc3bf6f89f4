; The UB manual ("Undef Values"): "mul i32 %v, 2" is even even if %v is
; undef, "add i32 %v, %v" is not, so mul -> add is wrong when %v may be
; undef. Here %u is loaded from undef bytes ("%X is undef", LangRef
; "Undefined Values"); the source returns an even i4 (its known bits), the
; target reads %u afresh at each use and may return an odd one: a
; violation (value-mismatch). The same for an undef argument.

; RUN: not %refinery check %s --function src --json | FileCheck %s
; CHECK: {"verdict":"violation","functions":[{"name":"src","verdict":"violation","kind":"value-mismatch","input":"","src":"return i4 {{-?[0-9]*[02468]}}","tgt":"return i4 {{-?[0-9]*[13579]}}",

define i4 @src() {
  %r = mul i4 undef, 2
  ret i4 %r
}
define i4 @tgt() {
  %p = alloca i4
  store i4 undef, ptr %p
  %u = load i4, ptr %p
  %r = add i4 %u, %u
  ret i4 %r
}

; RUN: not %refinery check %s --function src_arg --json | FileCheck %s --check-prefix=ARG
; ARG: {"verdict":"violation","functions":[{"name":"src_arg","verdict":"violation","kind":"value-mismatch","input":"i4 undef",

define i4 @src_arg(i4 %v) {
  %r = mul i4 %v, 2
  ret i4 %r
}
define i4 @tgt_arg(i4 %v) {
  %r = add i4 %v, %v
  ret i4 %r
}

; --- correct: what the target does not read afresh ---
; A computed value is one value even where the computation returned its
; undef operand unchanged: fabs of an uninitialized float has a clear sign
; bit under every choice.
; RUN: %refinery check %s --function src_fabs_sign --json | FileCheck %s --check-prefix=FABS
; FABS: {"verdict":"no-violation","functions":[{"name":"src_fabs_sign","verdict":"no-violation",
; A divisor whose defined bit is 1 is never zero, undef bits or not: the
; hoisted division is not UB.
; RUN: %refinery check %s --function src_partly_undef_divisor --json | FileCheck %s --check-prefix=PDIV
; PDIV: {"verdict":"no-violation","functions":[{"name":"src_partly_undef_divisor","verdict":"no-violation",

declare float @llvm.fabs.f32(float)

define i32 @src_fabs_sign() {
  ret i32 0
}
define i32 @tgt_fabs_sign() {
  %p = alloca float
  %x = load float, ptr %p
  %a = call float @llvm.fabs.f32(float %x)
  %b = bitcast float %a to i32
  %s = lshr i32 %b, 31
  ret i32 %s
}

define i8 @src_partly_undef_divisor(i1 %c) {
entry:
  %p = alloca i8
  store <8 x i1> <i1 true, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef>, ptr %p
  %v = load i8, ptr %p
  br i1 %c, label %then, label %exit
then:
  %d = udiv i8 7, %v
  br label %exit
exit:
  ret i8 0
}
define i8 @tgt_partly_undef_divisor(i1 %c) {
entry:
  %p = alloca i8
  store <8 x i1> <i1 true, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef, i1 undef>, ptr %p
  %v = load i8, ptr %p
  %d = udiv i8 7, %v
  ret i8 0
}
