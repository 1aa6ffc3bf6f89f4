; Integer and floating-point arithmetic (LangRef "'mul'", "'shl'",
; "'udiv'", "'sdiv'", "'urem'", "'fsub'", "Fast-Math Flags", "Behavior of
; Floating-Point NaN values"): strength reductions that keep every value
; and every poison condition are correct; wrong folds and wrong reductions
; change values (value-mismatch) or add poison (tgt-poison).

; --- correct ---
; RUN: %refinery check %s --function src_mul8_shl --json | FileCheck %s --check-prefix=MUL8
; MUL8: {"verdict":"no-violation","functions":[{"name":"src_mul8_shl","verdict":"no-violation",
; mul nsw x, 8 overflows exactly when shl nsw x, 3 shifts out bits that
; disagree with the result's sign.
; RUN: %refinery check %s --function src_mul8_shl_nsw --json | FileCheck %s --check-prefix=MUL8-NSW
; MUL8-NSW: {"verdict":"no-violation","functions":[{"name":"src_mul8_shl_nsw","verdict":"no-violation",
; RUN: %refinery check %s --function src_udiv_lshr --json | FileCheck %s --check-prefix=UDIV-LSHR
; UDIV-LSHR: {"verdict":"no-violation","functions":[{"name":"src_udiv_lshr","verdict":"no-violation",
; RUN: %refinery check %s --function src_urem_and --json | FileCheck %s --check-prefix=UREM-AND
; UREM-AND: {"verdict":"no-violation","functions":[{"name":"src_urem_and","verdict":"no-violation",
; 16 * 17 = 272 = 16 (mod 256); -128 sdiv 3 = -42 (rounds toward zero).
; RUN: %refinery check %s --function src_fold_ok --json | FileCheck %s --check-prefix=FOLD-OK
; FOLD-OK: {"verdict":"no-violation","functions":[{"name":"src_fold_ok","verdict":"no-violation","inputs_tried":1,
; fadd is commutative; which NaN comes out is unspecified.
; RUN: %refinery check %s --function src_fadd_commute --json | FileCheck %s --check-prefix=FADD-COMM
; FADD-COMM: {"verdict":"no-violation","functions":[{"name":"src_fadd_commute","verdict":"no-violation",
; With nnan ninf, x - x is poison for NaN and infinite x, else +0.0.
; RUN: %refinery check %s --function src_fsub_self_nnan --json | FileCheck %s --check-prefix=FSUB-NNAN
; FSUB-NNAN: {"verdict":"no-violation","functions":[{"name":"src_fsub_self_nnan","verdict":"no-violation",

; --- wrong ---
; x * 8 -> x << 4.
; RUN: not %refinery check %s --function src_mul8_shl4 --json | FileCheck %s --check-prefix=MUL8-SHL4
; MUL8-SHL4: {"verdict":"violation","functions":[{"name":"src_mul8_shl4","verdict":"violation","kind":"value-mismatch","input":"i8 {{-?[0-9]+}}","src":"return i8 {{-?[0-9]+}}","tgt":"return i8 {{-?[0-9]+}}","detail":"the returned values differ",
; mul nsw x, -128 -> shl nsw x, 7 (the classic wrong case): for x = 1 the
; product -128 does not overflow, but shl nsw shifts out zeros that disagree
; with the result's sign bit. x = 1 is the only counterexample.
; RUN: not %refinery check %s --function src_mul_intmin_shl_nsw --json | FileCheck %s --check-prefix=MUL-MIN
; MUL-MIN: {"verdict":"violation","functions":[{"name":"src_mul_intmin_shl_nsw","verdict":"violation","kind":"tgt-poison","input":"i8 1","src":"return i8 -128","tgt":"return i8 poison",
; sdiv rounds toward zero, ashr toward negative infinity: negative odd x.
; RUN: not %refinery check %s --function src_sdiv_ashr --json | FileCheck %s --check-prefix=SDIV-ASHR
; SDIV-ASHR: {"verdict":"violation","functions":[{"name":"src_sdiv_ashr","verdict":"violation","kind":"value-mismatch","input":"i8 -{{[0-9]*[13579]}}",
; Wrong constant folds: -128 sdiv 3 folded with floor rounding, and 255 urem
; 10 folded as a signed remainder.
; RUN: not %refinery check %s --function src_fold_sdiv --json | FileCheck %s --check-prefix=FOLD-SDIV
; FOLD-SDIV: {"verdict":"violation","functions":[{"name":"src_fold_sdiv","verdict":"violation","kind":"value-mismatch","input":"","src":"return i8 -42","tgt":"return i8 -43","detail":"the returned values differ",
; RUN: not %refinery check %s --function src_fold_urem --json | FileCheck %s --check-prefix=FOLD-UREM
; FOLD-UREM: {"verdict":"violation","functions":[{"name":"src_fold_urem","verdict":"violation","kind":"value-mismatch","input":"","src":"return i8 5","tgt":"return i8 -1",
; x - x -> 0.0 without nnan/ninf is wrong: inf - inf and NaN - NaN are NaN,
; never 0.0. The source's NaN is a choice (sign, payload), but a NaN under
; every choice, so no choice explains 0.0: a violation.
; RUN: not %refinery check %s --function src_fsub_self --json | FileCheck %s --check-prefix=FSUB
; FSUB: {"verdict":"violation","functions":[{"name":"src_fsub_self","verdict":"violation","kind":"value-mismatch","input":"float 0x7FF0000000000000","src":"return float 0x7FF8000000000000","tgt":"return float 0.000000e+00","detail":"the returned values differ",

; RUN: sh -c '%refinery check %s --json > /dev/null; test $? -eq 1'

define i32 @src_mul8_shl(i32 %x) {
  %r = mul i32 %x, 8
  ret i32 %r
}
define i32 @tgt_mul8_shl(i32 %x) {
  %r = shl i32 %x, 3
  ret i32 %r
}

define i32 @src_mul8_shl_nsw(i32 %x) {
  %r = mul nsw i32 %x, 8
  ret i32 %r
}
define i32 @tgt_mul8_shl_nsw(i32 %x) {
  %r = shl nsw i32 %x, 3
  ret i32 %r
}

define i8 @src_udiv_lshr(i8 %x) {
  %r = udiv i8 %x, 4
  ret i8 %r
}
define i8 @tgt_udiv_lshr(i8 %x) {
  %r = lshr i8 %x, 2
  ret i8 %r
}

define i8 @src_urem_and(i8 %x) {
  %r = urem i8 %x, 8
  ret i8 %r
}
define i8 @tgt_urem_and(i8 %x) {
  %r = and i8 %x, 7
  ret i8 %r
}

define i8 @src_fold_ok() {
  %a = mul i8 16, 17
  %b = sdiv i8 -128, 3
  %r = add i8 %a, %b
  ret i8 %r
}
define i8 @tgt_fold_ok() {
  ret i8 -26
}

define float @src_fadd_commute(float %x, float %y) {
  %r = fadd float %x, %y
  ret float %r
}
define float @tgt_fadd_commute(float %x, float %y) {
  %r = fadd float %y, %x
  ret float %r
}

define float @src_fsub_self_nnan(float %x) {
  %r = fsub nnan ninf float %x, %x
  ret float %r
}
define float @tgt_fsub_self_nnan(float %x) {
  ret float 0.0
}

define i8 @src_mul8_shl4(i8 %x) {
  %r = mul i8 %x, 8
  ret i8 %r
}
define i8 @tgt_mul8_shl4(i8 %x) {
  %r = shl i8 %x, 4
  ret i8 %r
}

define i8 @src_mul_intmin_shl_nsw(i8 %x) {
  %r = mul nsw i8 %x, -128
  ret i8 %r
}
define i8 @tgt_mul_intmin_shl_nsw(i8 %x) {
  %r = shl nsw i8 %x, 7
  ret i8 %r
}

define i8 @src_sdiv_ashr(i8 %x) {
  %r = sdiv i8 %x, 2
  ret i8 %r
}
define i8 @tgt_sdiv_ashr(i8 %x) {
  %r = ashr i8 %x, 1
  ret i8 %r
}

define i8 @src_fold_sdiv() {
  %r = sdiv i8 -128, 3
  ret i8 %r
}
define i8 @tgt_fold_sdiv() {
  ret i8 -43
}

define i8 @src_fold_urem() {
  %r = urem i8 -1, 10
  ret i8 %r
}
define i8 @tgt_fold_urem() {
  ret i8 -1
}

define float @src_fsub_self(float %x) {
  %r = fsub float %x, %x
  ret float %r
}
define float @tgt_fsub_self(float %x) {
  ret float 0.0
}
