; Fast-math flags whose allowance is a few results per instruction are
; choices (LangRef "Fast-Math Flags"), angelic in the source (enumerated)
; and demonic in the target (sampled): arcp lets `a / b` be `a * (1.0 / b)`,
; contract lets an fmul followed by an fadd/fsub (both with the flag) be one
; fused multiply-add, and llvm.fmuladd is fused or not. A mismatch is a
; violation only if no source choice explains the target. The flags whose
; allowance stays open are in fast-math-open.ll.

; --- arcp ---
; RUN: %refinery check %s --function src_arcp | FileCheck %s --check-prefix=ARCP
; ARCP: @src_arcp: no-violation after 200 input(s)
; ARCP-NEXT: verdict: no-violation
define float @src_arcp(float %x, float %y) {
  %r = fdiv arcp float %x, %y
  ret float %r
}
define float @tgt_arcp(float %x, float %y) {
  %i = fdiv float 1.0, %y
  %r = fmul float %x, %i
  ret float %r
}

; Each lane makes its own choice.
; RUN: %refinery check %s --function src_arcp_vec | FileCheck %s --check-prefix=ARCP-VEC
; ARCP-VEC: @src_arcp_vec: no-violation after 200 input(s)
define <2 x float> @src_arcp_vec(<2 x float> %x, <2 x float> %y) {
  %r = fdiv arcp <2 x float> %x, %y
  ret <2 x float> %r
}
define <2 x float> @tgt_arcp_vec(<2 x float> %x, <2 x float> %y) {
  %i = fdiv <2 x float> splat (float 1.0), %y
  %r = fmul <2 x float> %x, %i
  ret <2 x float> %r
}

; Without arcp the reciprocal's rounding shows: -MAX / MAX is -1, but
; -MAX * (1 / MAX) is not.
; RUN: not %refinery check %s --function src_no_arcp | FileCheck %s --check-prefix=NO-ARCP
; NO-ARCP: @src_no_arcp: violation (value-mismatch) after {{[0-9]+}} input(s)
; NO-ARCP-NEXT:   the returned values differ
; NO-ARCP-NEXT:   input: float {{.*}}, float {{.*}}
; NO-ARCP-NEXT:   src:   return float
; NO-ARCP-NEXT:   tgt:   return float
define float @src_no_arcp(float %x, float %y) {
  %r = fdiv float %x, %y
  ret float %r
}
define float @tgt_no_arcp(float %x, float %y) {
  %i = fdiv float 1.0, %y
  %r = fmul float %x, %i
  ret float %r
}

; The target's arcp is demonic: it may return what the source cannot.
; RUN: not %refinery check %s --function src_tgt_arcp | FileCheck %s --check-prefix=TGT-ARCP
; TGT-ARCP: @src_tgt_arcp: violation (value-mismatch) after {{[0-9]+}} input(s)
define float @src_tgt_arcp(float %x, float %y) {
  %r = fdiv float %x, %y
  ret float %r
}
define float @tgt_tgt_arcp(float %x, float %y) {
  %r = fdiv arcp float %x, %y
  ret float %r
}

; --- contract ---
; (1 + 2^-23)^2 - (1 + 2^-22) is 2^-46 fused, 0 in two roundings.
; RUN: %refinery check %s --function src_contract_const | FileCheck %s --check-prefix=CONTRACT-CONST
; CONTRACT-CONST: @src_contract_const: no-violation after 1 input(s)
define float @src_contract_const() {
  %m = fmul contract float 0x3FF0000020000000, 0x3FF0000020000000
  %r = fadd contract float %m, 0xBFF0000040000000
  ret float %r
}
define float @tgt_contract_const() {
  %r = call float @llvm.fma.f32(float 0x3FF0000020000000, float 0x3FF0000020000000, float 0xBFF0000040000000)
  ret float %r
}

; The fmul without contract: no fusion.
; RUN: not %refinery check %s --function src_mul_no_contract | FileCheck %s --check-prefix=MUL-NO-CONTRACT
; MUL-NO-CONTRACT: @src_mul_no_contract: violation (value-mismatch) after 1 input(s)
; MUL-NO-CONTRACT-NEXT:   the returned values differ
; MUL-NO-CONTRACT-NEXT:   input:
; MUL-NO-CONTRACT-NEXT:   src:   return float 0.000000e+00
; MUL-NO-CONTRACT-NEXT:   tgt:   return float 0x3D10000000000000
define float @src_mul_no_contract() {
  %m = fmul float 0x3FF0000020000000, 0x3FF0000020000000
  %r = fadd contract float %m, 0xBFF0000040000000
  ret float %r
}
define float @tgt_mul_no_contract() {
  %r = call float @llvm.fma.f32(float 0x3FF0000020000000, float 0x3FF0000020000000, float 0xBFF0000040000000)
  ret float %r
}

; The fadd without contract: no fusion.
; RUN: not %refinery check %s --function src_add_no_contract | FileCheck %s --check-prefix=ADD-NO-CONTRACT
; ADD-NO-CONTRACT: @src_add_no_contract: violation (value-mismatch) after 1 input(s)
define float @src_add_no_contract() {
  %m = fmul contract float 0x3FF0000020000000, 0x3FF0000020000000
  %r = fadd float %m, 0xBFF0000040000000
  ret float %r
}
define float @tgt_add_no_contract() {
  %r = call float @llvm.fma.f32(float 0x3FF0000020000000, float 0x3FF0000020000000, float 0xBFF0000040000000)
  ret float %r
}

; On arguments, fadd and both orders of fsub.
; RUN: %refinery check %s --function src_contract_add --function src_contract_sub --function src_contract_rsub | FileCheck %s --check-prefix=CONTRACT-ARGS
; CONTRACT-ARGS: @src_contract_add: no-violation after 200 input(s)
; CONTRACT-ARGS-NEXT: @src_contract_sub: no-violation after 200 input(s)
; CONTRACT-ARGS-NEXT: @src_contract_rsub: no-violation after 200 input(s)
; CONTRACT-ARGS-NEXT: verdict: no-violation
define double @src_contract_add(double %a, double %b, double %c) {
  %m = fmul contract double %a, %b
  %r = fadd contract double %c, %m
  ret double %r
}
define double @tgt_contract_add(double %a, double %b, double %c) {
  %r = call double @llvm.fma.f64(double %a, double %b, double %c)
  ret double %r
}
define double @src_contract_sub(double %a, double %b, double %c) {
  %m = fmul contract double %a, %b
  %r = fsub contract double %m, %c
  ret double %r
}
define double @tgt_contract_sub(double %a, double %b, double %c) {
  %n = fneg double %c
  %r = call double @llvm.fma.f64(double %a, double %b, double %n)
  ret double %r
}
define double @src_contract_rsub(double %a, double %b, double %c) {
  %m = fmul contract double %a, %b
  %r = fsub contract double %c, %m
  ret double %r
}
define double @tgt_contract_rsub(double %a, double %b, double %c) {
  %n = fneg double %a
  %r = call double @llvm.fma.f64(double %n, double %b, double %c)
  ret double %r
}

; Two products: either one may be fused, not both into one rounding.
; RUN: %refinery check %s --function src_contract_two | FileCheck %s --check-prefix=CONTRACT-TWO
; CONTRACT-TWO: @src_contract_two: no-violation after 200 input(s)
define double @src_contract_two(double %a, double %b, double %c, double %d) {
  %m = fmul contract double %a, %b
  %n = fmul contract double %c, %d
  %r = fadd contract double %m, %n
  ret double %r
}
define double @tgt_contract_two(double %a, double %b, double %c, double %d) {
  %n = fmul double %c, %d
  %r = call double @llvm.fma.f64(double %a, double %b, double %n)
  ret double %r
}

; The target's contract is demonic.
; RUN: not %refinery check %s --function src_tgt_contract | FileCheck %s --check-prefix=TGT-CONTRACT
; TGT-CONTRACT: @src_tgt_contract: violation (value-mismatch) after 1 input(s)
define float @src_tgt_contract() {
  %m = fmul float 0x3FF0000020000000, 0x3FF0000020000000
  %r = fadd float %m, 0xBFF0000040000000
  ret float %r
}
define float @tgt_tgt_contract() {
  %m = fmul contract float 0x3FF0000020000000, 0x3FF0000020000000
  %r = fadd contract float %m, 0xBFF0000040000000
  ret float %r
}

; --- llvm.fmuladd: fused or not (LangRef "'llvm.fmuladd.*' Intrinsic") ---
; RUN: %refinery check %s --function src_fmuladd | FileCheck %s --check-prefix=FMULADD
; FMULADD: @src_fmuladd: no-violation after 1 input(s)
define float @src_fmuladd() {
  %r = call float @llvm.fmuladd.f32(float 0x3FF0000020000000, float 0x3FF0000020000000, float 0xBFF0000040000000)
  ret float %r
}
define float @tgt_fmuladd() {
  %r = call float @llvm.fma.f32(float 0x3FF0000020000000, float 0x3FF0000020000000, float 0xBFF0000040000000)
  ret float %r
}
; Neither result is -1.
; RUN: not %refinery check %s --function src_fmuladd_bad | FileCheck %s --check-prefix=FMULADD-BAD
; FMULADD-BAD: @src_fmuladd_bad: violation (value-mismatch) after 1 input(s)
define float @src_fmuladd_bad() {
  %r = call float @llvm.fmuladd.f32(float 0x3FF0000020000000, float 0x3FF0000020000000, float 0xBFF0000040000000)
  ret float %r
}
define float @tgt_fmuladd_bad() {
  ret float -1.0
}

; --- nsz: the sign of a zero result is a 1-bit choice ---
; RUN: %refinery check %s --function src_nsz | FileCheck %s --check-prefix=NSZ
; NSZ: @src_nsz: no-violation after 200 input(s)
define float @src_nsz(float %x) {
  %r = fadd nsz float %x, 0.0
  ret float %r
}
define float @tgt_nsz(float %x) {
  ret float %x
}
; Without nsz, -0.0 + 0.0 is +0.0.
; RUN: not %refinery check %s --function src_no_nsz | FileCheck %s --check-prefix=NO-NSZ
; NO-NSZ: @src_no_nsz: violation (value-mismatch) after {{[0-9]+}} input(s)
; NO-NSZ-NEXT:   the returned values differ
; NO-NSZ-NEXT:   input: float -0.000000e+00
; NO-NSZ-NEXT:   src:   return float 0.000000e+00
; NO-NSZ-NEXT:   tgt:   return float -0.000000e+00
define float @src_no_nsz(float %x) {
  %r = fadd float %x, 0.0
  ret float %r
}
define float @tgt_no_nsz(float %x) {
  ret float %x
}

; --- fcmp: only nnan, ninf and reassoc affect it (LangRef "'fcmp'
; Instruction"), so nsz there licenses nothing (LLVM issue 140994) ---
; RUN: not %refinery check %s --function src_fcmp_nsz | FileCheck %s --check-prefix=FCMP-NSZ
; FCMP-NSZ: @src_fcmp_nsz: violation (value-mismatch) after {{[0-9]+}} input(s)
; FCMP-NSZ-NEXT:   the returned values differ
; FCMP-NSZ-NEXT:   input: double 0.000000e+00, double -0.000000e+00
; FCMP-NSZ-NEXT:   src:   return double -0.000000e+00
; FCMP-NSZ-NEXT:   tgt:   return double 0.000000e+00
define double @src_fcmp_nsz(double %x, double %y) {
  %cmp = fcmp nsz une double %x, %y
  %cond = select i1 %cmp, double %x, double %y
  ret double %cond
}
define double @tgt_fcmp_nsz(double %x, double %y) {
  ret double %x
}
; RUN: %refinery check %s --function src_fcmp_flags | FileCheck %s --check-prefix=FCMP-FLAGS
; FCMP-FLAGS: @src_fcmp_flags: no-violation after 200 input(s)
define i1 @src_fcmp_flags(float %x) {
  %c = fcmp nsz arcp contract afn oeq float %x, 0.0
  ret i1 %c
}
define i1 @tgt_fcmp_flags(float %x) {
  %c = fcmp oeq float %x, -0.0
  ret i1 %c
}

; --- nsz on select and phi: a zero result may have either sign ---
; RUN: %refinery check %s --function src_select_nsz --function src_phi_nsz | FileCheck %s --check-prefix=SELECT-NSZ
; SELECT-NSZ: @src_select_nsz: no-violation after {{[0-9]+}} input(s)
; SELECT-NSZ-NEXT: @src_phi_nsz: no-violation after {{[0-9]+}} input(s)
define float @src_select_nsz(i1 %b, float %x) {
  %s = select nsz i1 %b, float %x, float 0.0
  ret float %s
}
define float @tgt_select_nsz(i1 %b, float %x) {
  %s = select i1 %b, float %x, float -0.0
  ret float %s
}
define float @src_phi_nsz(i1 %b, float %x) {
entry:
  br i1 %b, label %t, label %j
t:
  br label %j
j:
  %p = phi nsz float [ %x, %t ], [ 0.0, %entry ]
  ret float %p
}
define float @tgt_phi_nsz(i1 %b, float %x) {
  %s = select i1 %b, float %x, float -0.0
  ret float %s
}
; Without nsz the select's +0.0 stays.
; RUN: not %refinery check %s --function src_select_no_nsz | FileCheck %s --check-prefix=SELECT-NO-NSZ
; SELECT-NO-NSZ: @src_select_no_nsz: violation (value-mismatch) after {{[0-9]+}} input(s)
; SELECT-NO-NSZ-NEXT:   the returned values differ
; SELECT-NO-NSZ-NEXT:   input: i1 false, float {{.*}}
; SELECT-NO-NSZ-NEXT:   src:   return float 0.000000e+00
; SELECT-NO-NSZ-NEXT:   tgt:   return float -0.000000e+00
define float @src_select_no_nsz(i1 %b, float %x) {
  %s = select i1 %b, float %x, float 0.0
  ret float %s
}
define float @tgt_select_no_nsz(i1 %b, float %x) {
  %s = select i1 %b, float %x, float -0.0
  ret float %s
}
; nsz does not make a non-zero result's sign free.
; RUN: not %refinery check %s --function src_select_nsz_bad | FileCheck %s --check-prefix=SELECT-NSZ-BAD
; SELECT-NSZ-BAD: @src_select_nsz_bad: violation (value-mismatch) after {{[0-9]+}} input(s)
define float @src_select_nsz_bad(i1 %b, float %x) {
  %s = select nsz i1 %b, float %x, float 1.0
  ret float %s
}
define float @tgt_select_nsz_bad(i1 %b, float %x) {
  %s = select i1 %b, float %x, float -1.0
  ret float %s
}

; --- nsz on fpext ---
; A zero that fpext nsz makes may take either sign: a target returning +0.0
; for -0.0 refines it (a false violation before the interpreter chose the
; sign on casts).
; RUN: %refinery check %s --function src_fpext_nsz | FileCheck %s --check-prefix=FPEXT-NSZ
; FPEXT-NSZ: @src_fpext_nsz: no-violation after
define double @src_fpext_nsz(float %x) {
  %e = fpext nsz float %x to double
  ret double %e
}
define double @tgt_fpext_nsz(float %x) {
  %e = fpext float %x to double
  %r = fadd double %e, 0.0
  ret double %r
}
