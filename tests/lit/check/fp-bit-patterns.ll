; Floating-point values are bit patterns (LangRef "Behavior of Floating-Point
; NaN values": bitcast, fneg, llvm.fabs and llvm.copysign "act directly on
; the underlying bit representation and never change anything except
; possibly for the sign bit"; "'fneg' Instruction", "'llvm.fabs.*'
; Intrinsic", "'llvm.copysign.*' Intrinsic"). So integer and/xor/or on the
; bitcast sign bit equal fneg/fabs/copysign for every type whose sign is the
; top bit, for every input: NaNs with payloads, signaling NaNs and the
; non-canonical x86_fp80 encodings (unnormals, pseudo-NaNs, ...) included.
; Rewrites that compute (fmul by 1.0, fsub from -0.0) may change a NaN's
; bits and are caught.

; --- correct ---
; InstCombine's fneg-fabs-as-int.ll x86_fp80 case: and with ~(1 << 79) is
; fabs. Before the fix, fabs went through APFloat, which re-encodes
; unnormals, and the input printed re-encoded.
; RUN: %refinery check %s --function src_fabs_x86_fp80 --json | FileCheck %s --check-prefix=FABS80
; FABS80: {"verdict":"no-violation","functions":[{"name":"src_fabs_x86_fp80","verdict":"no-violation",
; RUN: %refinery check %s --function src_fneg_x86_fp80 --json | FileCheck %s --check-prefix=FNEG80
; FNEG80: {"verdict":"no-violation","functions":[{"name":"src_fneg_x86_fp80","verdict":"no-violation",
; RUN: %refinery check %s --function src_copysign_x86_fp80 --json | FileCheck %s --check-prefix=CS80
; CS80: {"verdict":"no-violation","functions":[{"name":"src_copysign_x86_fp80","verdict":"no-violation",
; RUN: %refinery check %s --function src_fabs_half --json | FileCheck %s --check-prefix=FABS16
; FABS16: {"verdict":"no-violation","functions":[{"name":"src_fabs_half","verdict":"no-violation",
; RUN: %refinery check %s --function src_fneg_bfloat --json | FileCheck %s --check-prefix=FNEGBF
; FNEGBF: {"verdict":"no-violation","functions":[{"name":"src_fneg_bfloat","verdict":"no-violation",
; RUN: %refinery check %s --function src_nabs_float --json | FileCheck %s --check-prefix=NABS32
; NABS32: {"verdict":"no-violation","functions":[{"name":"src_nabs_float","verdict":"no-violation",
; RUN: %refinery check %s --function src_copysign_double --json | FileCheck %s --check-prefix=CS64
; CS64: {"verdict":"no-violation","functions":[{"name":"src_copysign_double","verdict":"no-violation",
; RUN: %refinery check %s --function src_fabs_fp128 --json | FileCheck %s --check-prefix=FABS128
; FABS128: {"verdict":"no-violation","functions":[{"name":"src_fabs_fp128","verdict":"no-violation",
; RUN: %refinery check %s --function src_fneg_v2x86_fp80 --json | FileCheck %s --check-prefix=FNEGV80
; FNEGV80: {"verdict":"no-violation","functions":[{"name":"src_fneg_v2x86_fp80","verdict":"no-violation",
; Moving values around keeps their bits: memory, phi, select.
; RUN: %refinery check %s --function src_move_x86_fp80 --json | FileCheck %s --check-prefix=MOVE80
; MOVE80: {"verdict":"no-violation","functions":[{"name":"src_move_x86_fp80","verdict":"no-violation",

; --- wrong ---
; fabs -> an and that also clears the explicit integer bit (bit 63).
; RUN: not %refinery check %s --function src_fabs_x86_fp80_badmask --json | FileCheck %s --check-prefix=BADMASK
; BADMASK: {"verdict":"violation","functions":[{"name":"src_fabs_x86_fp80_badmask","verdict":"violation","kind":"value-mismatch",
; fneg x -> fsub -0.0, x: fsub is a math operation, which may quiet a
; signaling NaN (and picks the sign of a NaN result).
; RUN: not %refinery check %s --function src_fneg_fsub --json | FileCheck %s --check-prefix=FSUB
; FSUB: {"verdict":"violation","functions":[{"name":"src_fneg_fsub","verdict":"violation","kind":"value-mismatch","input":"float {{.*}}",
; fabs -> fmul (fabs x), 1.0 on x86_fp80: wrong for a signaling NaN.
; RUN: not %refinery check %s --function src_fabs80_fmul --json | FileCheck %s --check-prefix=FMUL80
; FMUL80: {"verdict":"violation","functions":[{"name":"src_fabs80_fmul","verdict":"violation","kind":"value-mismatch","input":"x86_fp80 0xK{{[0-9A-F]+}}",

define x86_fp80 @src_fabs_x86_fp80(x86_fp80 %x) {
  %b = bitcast x86_fp80 %x to i80
  %a = and i80 %b, 604462909807314587353087
  %r = bitcast i80 %a to x86_fp80
  ret x86_fp80 %r
}
define x86_fp80 @tgt_fabs_x86_fp80(x86_fp80 %x) {
  %r = call x86_fp80 @llvm.fabs.f80(x86_fp80 %x)
  ret x86_fp80 %r
}

define x86_fp80 @src_fneg_x86_fp80(x86_fp80 %x) {
  %b = bitcast x86_fp80 %x to i80
  %a = xor i80 %b, -604462909807314587353088
  %r = bitcast i80 %a to x86_fp80
  ret x86_fp80 %r
}
define x86_fp80 @tgt_fneg_x86_fp80(x86_fp80 %x) {
  %r = fneg x86_fp80 %x
  ret x86_fp80 %r
}

define x86_fp80 @src_copysign_x86_fp80(x86_fp80 %x, x86_fp80 %y) {
  %bx = bitcast x86_fp80 %x to i80
  %by = bitcast x86_fp80 %y to i80
  %m = and i80 %bx, 604462909807314587353087
  %s = and i80 %by, -604462909807314587353088
  %o = or i80 %m, %s
  %r = bitcast i80 %o to x86_fp80
  ret x86_fp80 %r
}
define x86_fp80 @tgt_copysign_x86_fp80(x86_fp80 %x, x86_fp80 %y) {
  %r = call x86_fp80 @llvm.copysign.f80(x86_fp80 %x, x86_fp80 %y)
  ret x86_fp80 %r
}

define half @src_fabs_half(half %x) {
  %b = bitcast half %x to i16
  %a = and i16 %b, 32767
  %r = bitcast i16 %a to half
  ret half %r
}
define half @tgt_fabs_half(half %x) {
  %r = call half @llvm.fabs.f16(half %x)
  ret half %r
}

define bfloat @src_fneg_bfloat(bfloat %x) {
  %b = bitcast bfloat %x to i16
  %a = xor i16 %b, -32768
  %r = bitcast i16 %a to bfloat
  ret bfloat %r
}
define bfloat @tgt_fneg_bfloat(bfloat %x) {
  %r = fneg bfloat %x
  ret bfloat %r
}

define float @src_nabs_float(float %x) {
  %b = bitcast float %x to i32
  %a = or i32 %b, -2147483648
  %r = bitcast i32 %a to float
  ret float %r
}
define float @tgt_nabs_float(float %x) {
  %f = call float @llvm.fabs.f32(float %x)
  %r = fneg float %f
  ret float %r
}

define double @src_copysign_double(double %x, double %y) {
  %bx = bitcast double %x to i64
  %by = bitcast double %y to i64
  %m = and i64 %bx, 9223372036854775807
  %s = and i64 %by, -9223372036854775808
  %o = or i64 %m, %s
  %r = bitcast i64 %o to double
  ret double %r
}
define double @tgt_copysign_double(double %x, double %y) {
  %r = call double @llvm.copysign.f64(double %x, double %y)
  ret double %r
}

define fp128 @src_fabs_fp128(fp128 %x) {
  %b = bitcast fp128 %x to i128
  %a = and i128 %b, 170141183460469231731687303715884105727
  %r = bitcast i128 %a to fp128
  ret fp128 %r
}
define fp128 @tgt_fabs_fp128(fp128 %x) {
  %r = call fp128 @llvm.fabs.f128(fp128 %x)
  ret fp128 %r
}

define <2 x x86_fp80> @src_fneg_v2x86_fp80(<2 x x86_fp80> %x) {
  %b = bitcast <2 x x86_fp80> %x to <2 x i80>
  %a = xor <2 x i80> %b, splat (i80 -604462909807314587353088)
  %r = bitcast <2 x i80> %a to <2 x x86_fp80>
  ret <2 x x86_fp80> %r
}
define <2 x x86_fp80> @tgt_fneg_v2x86_fp80(<2 x x86_fp80> %x) {
  %r = fneg <2 x x86_fp80> %x
  ret <2 x x86_fp80> %r
}

define x86_fp80 @src_move_x86_fp80(x86_fp80 %x, i1 %c) {
entry:
  %p = alloca x86_fp80
  store x86_fp80 %x, ptr %p
  %f = load x86_fp80, ptr %p
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %phi = phi x86_fp80 [ %f, %a ], [ %x, %entry ]
  %s = select i1 %c, x86_fp80 %phi, x86_fp80 %x
  ret x86_fp80 %s
}
define x86_fp80 @tgt_move_x86_fp80(x86_fp80 %x, i1 %c) {
  ret x86_fp80 %x
}

define x86_fp80 @src_fabs_x86_fp80_badmask(x86_fp80 %x) {
  %r = call x86_fp80 @llvm.fabs.f80(x86_fp80 %x)
  ret x86_fp80 %r
}
define x86_fp80 @tgt_fabs_x86_fp80_badmask(x86_fp80 %x) {
  %b = bitcast x86_fp80 %x to i80
  %a = and i80 %b, 604453686435277732577279
  %r = bitcast i80 %a to x86_fp80
  ret x86_fp80 %r
}

define float @src_fneg_fsub(float %x) {
  %r = fneg float %x
  ret float %r
}
define float @tgt_fneg_fsub(float %x) {
  %r = fsub float -0.0, %x
  ret float %r
}

define x86_fp80 @src_fabs80_fmul(x86_fp80 %x) {
  %r = call x86_fp80 @llvm.fabs.f80(x86_fp80 %x)
  ret x86_fp80 %r
}
define x86_fp80 @tgt_fabs80_fmul(x86_fp80 %x) {
  %f = call x86_fp80 @llvm.fabs.f80(x86_fp80 %x)
  %r = fmul x86_fp80 %f, 0xK3FFF8000000000000000
  ret x86_fp80 %r
}
