; A NaN an operation returns is a choice of sign, quiet bit and payload,
; but a NaN under every choice (LangRef "Behavior of Floating-Point NaN
; values"): fcmp, and nnan/ninf on select, only ask whether it is a NaN,
; so a difference they make is a violation, not inconclusive. The inputs
; pair floating-point arguments as inf/-inf, 0/inf, ... so that
; arguments without NaNs (nofpclass(nan)) still make a NaN.

; --- wrong ---
; select ninf (c, x * y, x) -> x * select ninf (c, y, 1.0): for x = 0 and
; y = inf the source's product is a NaN (not an infinity, so ninf allows it)
; while the target's select sees the infinity: poison.
; RUN: not %refinery check %s --function src_ninf_select --json | FileCheck %s --check-prefix=NINF
; NINF: {"verdict":"violation","functions":[{"name":"src_ninf_select","verdict":"violation","kind":"tgt-poison","input":"i1 true, float 0.000000e+00, float 0x7FF0000000000000","src":"return float 0x7FF8000000000000","tgt":"return float poison","detail":"the target returns poison where the source does not",
; x + y is never a NaN for NaN-free x, y: wrong for inf + -inf.
; RUN: not %refinery check %s --function src_uno_sum --json | FileCheck %s --check-prefix=UNO
; UNO: {"verdict":"violation","functions":[{"name":"src_uno_sum","verdict":"violation","kind":"value-mismatch","input":"float 0x7FF0000000000000, float 0xFFF0000000000000","src":"return i1 true","tgt":"return i1 false","detail":"the returned values differ",

; fneg ninf (fmul nsz x, <0, -0>) -> fmul ninf x, <-0, 0> (LLVM issue
; 93769): for x = -inf the source's lane is a NaN under every choice (fneg
; of a NaN is a NaN, and ninf does not test NaNs), while the other lane's
; zero has a sign nsz chose; the target's ninf sees the infinity: poison.
; RUN: not %refinery check %s --function src_fneg_ninf_lanes --json | FileCheck %s --check-prefix=FNEG
; FNEG: {"verdict":"violation","functions":[{"name":"src_fneg_ninf_lanes","verdict":"violation","kind":"tgt-poison",

; --- correct ---
; The same without ninf in the target (LLVM 22's fold): lane by lane a
; NaN, or a zero whose sign nsz leaves free.
; RUN: %refinery check %s --function src_fneg_nsz_lanes --json | FileCheck %s --check-prefix=FNEG-NSZ
; FNEG-NSZ: {"verdict":"no-violation","functions":[{"name":"src_fneg_nsz_lanes","verdict":"no-violation",
; Without infinities either, the sum is never a NaN.
; RUN: %refinery check %s --function src_uno_sum_finite --json | FileCheck %s --check-prefix=UNO-FINITE
; UNO-FINITE: {"verdict":"no-violation","functions":[{"name":"src_uno_sum_finite","verdict":"no-violation",
; A NaN replaced by another NaN: any NaN refines the source's.
; RUN: %refinery check %s --function src_canonical_nan --json | FileCheck %s --check-prefix=CANON
; CANON: {"verdict":"no-violation","functions":[{"name":"src_canonical_nan","verdict":"no-violation",

; RUN: sh -c '%refinery check %s --json > /dev/null; test $? -eq 1'

define float @src_ninf_select(i1 %c, float nofpclass(nan) %x, float nofpclass(nan) %y) {
  %m = fmul float %x, %y
  %r = select ninf i1 %c, float %m, float %x
  ret float %r
}
define float @tgt_ninf_select(i1 %c, float nofpclass(nan) %x, float nofpclass(nan) %y) {
  %s = select ninf i1 %c, float %y, float 1.0
  %r = fmul float %x, %s
  ret float %r
}

define i1 @src_uno_sum(float nofpclass(nan) %x, float nofpclass(nan) %y) {
  %s = fadd float %x, %y
  %c = fcmp uno float %s, 0.0
  ret i1 %c
}
define i1 @tgt_uno_sum(float nofpclass(nan) %x, float nofpclass(nan) %y) {
  ret i1 false
}

define i1 @src_uno_sum_finite(float nofpclass(nan inf) %x, float nofpclass(nan inf) %y) {
  %s = fadd float %x, %y
  %c = fcmp uno float %s, 0.0
  ret i1 %c
}
define i1 @tgt_uno_sum_finite(float nofpclass(nan inf) %x, float nofpclass(nan inf) %y) {
  ret i1 false
}

define float @src_canonical_nan(float %x, float %y) {
  %s = fsub float %x, %y
  %o = fcmp ord float %s, 0.0
  %r = select i1 %o, float %s, float 0x7FF8000000000000
  ret float %r
}
define float @tgt_canonical_nan(float %x, float %y) {
  %s = fsub float %x, %y
  ret float %s
}

; Not after contract (or arcp): there whether the result is a NaN is itself
; chosen. At a = -max, b = max, c = inf the two roundings give -inf + inf, a
; NaN, while the fused product-sum is inf; the target fuses, and the source
; may have too.
; RUN: %refinery check %s --function src_contract_nan --inputs 300 | FileCheck %s --check-prefix=CONTRACT
; CONTRACT: @src_contract_nan: no-violation after 300 input(s)
; CONTRACT-NEXT: verdict: no-violation
define i1 @src_contract_nan(float %a, float %b, float %c) {
  %m = fmul contract float %a, %b
  %s = fadd contract float %m, %c
  %u = fcmp uno float %s, %s
  ret i1 %u
}
define i1 @tgt_contract_nan(float %a, float %b, float %c) {
  %s = call float @llvm.fma.f32(float %a, float %b, float %c)
  %u = fcmp uno float %s, %s
  ret i1 %u
}

define <2 x float> @src_fneg_ninf_lanes(<2 x float> %a) {
  %m = fmul nsz <2 x float> %a, <float 0.0, float -0.0>
  %r = fneg ninf <2 x float> %m
  ret <2 x float> %r
}
define <2 x float> @tgt_fneg_ninf_lanes(<2 x float> %a) {
  %r = fmul ninf <2 x float> %a, <float -0.0, float 0.0>
  ret <2 x float> %r
}

define <2 x float> @src_fneg_nsz_lanes(<2 x float> %a) {
  %m = fmul nsz <2 x float> %a, <float 0.0, float -0.0>
  %r = fneg <2 x float> %m
  ret <2 x float> %r
}
define <2 x float> @tgt_fneg_nsz_lanes(<2 x float> %a) {
  %r = fmul nsz <2 x float> %a, <float -0.0, float 0.0>
  ret <2 x float> %r
}

; fptrunc/fpext of a NaN is a NaN under every choice, and llvm.is.fpclass
; with both NaN classes in its test (or neither) asks no more (Alive2's
; fp/trunc-snan): a pure, speculatable intrinsic's result is tainted like
; an instruction's, the path is not.
; RUN: not %refinery check %s --function src_snan_convert --json | FileCheck %s --check-prefix=SNAN
; SNAN: {"verdict":"violation","functions":[{"name":"src_snan_convert","verdict":"violation","kind":"value-mismatch","input":"","src":"return i1 true","tgt":"return i1 false",
; Testing only for a signaling NaN depends on the chosen quiet bit: the
; exploration finds the quiet NaN that explains the target.
; RUN: %refinery check %s --function src_snan_only --json | FileCheck %s --check-prefix=SNAN-ONLY
; SNAN-ONLY: {"verdict":"no-violation","functions":[{"name":"src_snan_only","verdict":"no-violation",
define i1 @src_snan_convert() {
  %f = fptrunc double 0x7FF0100000000000 to float
  %d = fpext float %f to double
  %isnan = call i1 @llvm.is.fpclass.f64(double %d, i32 3)
  ret i1 %isnan
}
define i1 @tgt_snan_convert() {
  ret i1 false
}
define i1 @src_snan_only() {
  %f = fptrunc double 0x7FF0100000000000 to float
  %d = fpext float %f to double
  %s = call i1 @llvm.is.fpclass.f64(double %d, i32 1)
  ret i1 %s
}
define i1 @tgt_snan_only() {
  ret i1 false
}
declare i1 @llvm.is.fpclass.f64(double, i32)

; Not where attributes or metadata check the intrinsic's operands or result:
; with noundef on ctlz's result (poison for 0) or nofpclass(snan) on
; is.fpclass's operand, whether the source is UB or poison depends on the
; choice, so the path does.
; RUN: %refinery check %s --function src_ctlz_noundef --function src_fpclass_nofpclass --json | FileCheck %s --check-prefix=CHECKED
; CHECKED: {"verdict":"inconclusive","functions":[{"name":"src_ctlz_noundef","verdict":"inconclusive",
; CHECKED-SAME: {"name":"src_fpclass_nofpclass","verdict":"inconclusive",
define i32 @src_ctlz_noundef() {
  %f = freeze i32 poison
  %x = xor i32 %f, 12345
  %r = call noundef i32 @llvm.ctlz.i32(i32 %x, i1 true)
  ret i32 0
}
define i32 @tgt_ctlz_noundef() {
  ret i32 1
}
define i1 @src_fpclass_nofpclass() {
  %f = fptrunc double 0x7FF0100000000000 to float
  %d = fpext float %f to double
  %isnan = call i1 @llvm.is.fpclass.f64(double nofpclass(snan) %d, i32 3)
  ret i1 %isnan
}
define i1 @tgt_fpclass_nofpclass() {
  ret i1 false
}
declare i32 @llvm.ctlz.i32(i32, i1)
