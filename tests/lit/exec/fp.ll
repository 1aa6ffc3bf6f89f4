; Floating-point instructions (LangRef "'fadd'" ... "'frem' Instruction",
; "'fneg' Instruction", "'fcmp' Instruction", the FP conversions, "Fast-Math
; Flags", "Behavior of Floating-Point NaN values"). Arithmetic is IEEE-754
; with round-to-nearest-even (the default floating-point environment). A NaN
; result is a nondeterministic NaN: refinery exec reports
; "nondeterministic":true and picks the canonical quiet NaN. fneg only flips
; the sign bit, also of a NaN. nnan/ninf make a NaN/Inf argument or result
; poison. fptoui/fptosi of a value that does not fit (NaN and Inf included)
; give poison; uitofp nneg of a negative value gives poison.

; --- fadd / fsub / fmul / fdiv ---
; RUN: %refinery exec %s --function fadd --arg 1.5 --arg 2.25 --json | FileCheck %s --match-full-lines --check-prefix=FADD
; FADD: {"outcome":"return","value":"double 3.750000e+00"}
; RUN: %refinery exec %s --function fadd --arg 0.1 --arg 0.2 --json | FileCheck %s --match-full-lines --check-prefix=FADD-ROUND
; FADD-ROUND: {"outcome":"return","value":"double 0x3FD3333333333334"}
; RUN: %refinery exec %s --function fadd --arg -0.0 --arg 0.0 --json | FileCheck %s --match-full-lines --check-prefix=FADD-ZEROS
; FADD-ZEROS: {"outcome":"return","value":"double 0.000000e+00"}
; RUN: %refinery exec %s --function fadd --arg -0.0 --arg -0.0 --json | FileCheck %s --match-full-lines --check-prefix=FADD-NEGZEROS
; FADD-NEGZEROS: {"outcome":"return","value":"double -0.000000e+00"}
; RUN: %refinery exec %s --function fadd --arg 0x7FF0000000000000 --arg 0xFFF0000000000000 --json | FileCheck %s --match-full-lines --check-prefix=FADD-INFS
; FADD-INFS: {"outcome":"return","value":"double 0x7FF8000000000000","nondeterministic":true}
; RUN: %refinery exec %s --function fadd --arg 0x7FF8000000000001 --arg 1.0 --json | FileCheck %s --match-full-lines --check-prefix=FADD-NANIN
; FADD-NANIN: {"outcome":"return","value":"double 0x7FF8000000000000","nondeterministic":true}
; RUN: %refinery exec %s --function fadd --arg poison --arg 1.0 --json | FileCheck %s --match-full-lines --check-prefix=FADD-POISON
; FADD-POISON: {"outcome":"return","value":"double poison"}
; RUN: %refinery exec %s --function fsub --arg 1.0 --arg 1.0 --json | FileCheck %s --match-full-lines --check-prefix=FSUB-SELF
; FSUB-SELF: {"outcome":"return","value":"double 0.000000e+00"}
; RUN: %refinery exec %s --function fsub --arg -0.0 --arg 0.0 --json | FileCheck %s --match-full-lines --check-prefix=FSUB-NEGZERO
; FSUB-NEGZERO: {"outcome":"return","value":"double -0.000000e+00"}
; RUN: %refinery exec %s --function fmul --arg 1.0e308 --arg 10.0 --json | FileCheck %s --match-full-lines --check-prefix=FMUL-OVF
; FMUL-OVF: {"outcome":"return","value":"double 0x7FF0000000000000"}
; RUN: %refinery exec %s --function fmul --arg 0.0 --arg 0x7FF0000000000000 --json | FileCheck %s --match-full-lines --check-prefix=FMUL-ZEROINF
; FMUL-ZEROINF: {"outcome":"return","value":"double 0x7FF8000000000000","nondeterministic":true}
; RUN: %refinery exec %s --function fmul --arg -2.0 --arg 0.0 --json | FileCheck %s --match-full-lines --check-prefix=FMUL-NEGZERO
; FMUL-NEGZERO: {"outcome":"return","value":"double -0.000000e+00"}
; RUN: %refinery exec %s --function fdiv --arg 1.0 --arg 3.0 --json | FileCheck %s --match-full-lines --check-prefix=FDIV
; FDIV: {"outcome":"return","value":"double 0x3FD5555555555555"}
; RUN: %refinery exec %s --function fdiv --arg 1.0 --arg 0.0 --json | FileCheck %s --match-full-lines --check-prefix=FDIV-PINF
; FDIV-PINF: {"outcome":"return","value":"double 0x7FF0000000000000"}
; RUN: %refinery exec %s --function fdiv --arg -1.0 --arg 0.0 --json | FileCheck %s --match-full-lines --check-prefix=FDIV-NINF
; FDIV-NINF: {"outcome":"return","value":"double 0xFFF0000000000000"}
; RUN: %refinery exec %s --function fdiv --arg 0.0 --arg 0.0 --json | FileCheck %s --match-full-lines --check-prefix=FDIV-NAN
; FDIV-NAN: {"outcome":"return","value":"double 0x7FF8000000000000","nondeterministic":true}
; RUN: %refinery exec %s --function fadd_float --arg 1.5 --arg 2.5 --json | FileCheck %s --match-full-lines --check-prefix=FADDF
; FADDF: {"outcome":"return","value":"float 4.000000e+00"}
; RUN: %refinery exec %s --function fadd_float --arg 0x47EFFFFFE0000000 --arg 0x47EFFFFFE0000000 --json | FileCheck %s --match-full-lines --check-prefix=FADDF-OVF
; FADDF-OVF: {"outcome":"return","value":"float 0x7FF0000000000000"}
; RUN: %refinery exec %s --function fadd_half --arg 1.0 --arg 1.0 --json | FileCheck %s --match-full-lines --check-prefix=FADDH
; FADDH: {"outcome":"return","value":"half 0xH4000"}
; RUN: %refinery exec %s --function fadd_fp128 --arg 0xL00000000000000003FFF000000000000 --arg 0xL00000000000000004000000000000000 --json | FileCheck %s --match-full-lines --check-prefix=FADDQ
; FADDQ: {"outcome":"return","value":"fp128 0xL00000000000000004000800000000000"}
; RUN: %refinery exec %s --function fadd_v2 --arg '<double 1.0, double poison>' --arg '<double 2.0, double 3.0>' --json | FileCheck %s --match-full-lines --check-prefix=FADDV2
; FADDV2: {"outcome":"return","value":"<2 x double> <double 3.000000e+00, double poison>"}

define double @fadd(double %a, double %b) {
  %r = fadd double %a, %b
  ret double %r
}
define double @fsub(double %a, double %b) {
  %r = fsub double %a, %b
  ret double %r
}
define double @fmul(double %a, double %b) {
  %r = fmul double %a, %b
  ret double %r
}
define double @fdiv(double %a, double %b) {
  %r = fdiv double %a, %b
  ret double %r
}
define float @fadd_float(float %a, float %b) {
  %r = fadd float %a, %b
  ret float %r
}
define half @fadd_half(half %a, half %b) {
  %r = fadd half %a, %b
  ret half %r
}
define fp128 @fadd_fp128(fp128 %a, fp128 %b) {
  %r = fadd fp128 %a, %b
  ret fp128 %r
}
define <2 x double> @fadd_v2(<2 x double> %a, <2 x double> %b) {
  %r = fadd <2 x double> %a, %b
  ret <2 x double> %r
}

; --- frem: the remainder has the sign of the dividend ---
; RUN: %refinery exec %s --function frem --arg 5.5 --arg 2.0 --json | FileCheck %s --match-full-lines --check-prefix=FREM
; FREM: {"outcome":"return","value":"double 1.500000e+00"}
; RUN: %refinery exec %s --function frem --arg -5.5 --arg 2.0 --json | FileCheck %s --match-full-lines --check-prefix=FREM-NEG
; FREM-NEG: {"outcome":"return","value":"double -1.500000e+00"}
; RUN: %refinery exec %s --function frem --arg -6.0 --arg 3.0 --json | FileCheck %s --match-full-lines --check-prefix=FREM-NEGZERO
; FREM-NEGZERO: {"outcome":"return","value":"double -0.000000e+00"}
; RUN: %refinery exec %s --function frem --arg 1.0 --arg 0x7FF0000000000000 --json | FileCheck %s --match-full-lines --check-prefix=FREM-INFDIVISOR
; FREM-INFDIVISOR: {"outcome":"return","value":"double 1.000000e+00"}
; RUN: %refinery exec %s --function frem --arg 1.0 --arg 0.0 --json | FileCheck %s --match-full-lines --check-prefix=FREM-ZERO
; FREM-ZERO: {"outcome":"return","value":"double 0x7FF8000000000000","nondeterministic":true}
; RUN: %refinery exec %s --function frem --arg 0x7FF0000000000000 --arg 1.0 --json | FileCheck %s --match-full-lines --check-prefix=FREM-INF
; FREM-INF: {"outcome":"return","value":"double 0x7FF8000000000000","nondeterministic":true}

define double @frem(double %a, double %b) {
  %r = frem double %a, %b
  ret double %r
}

; --- fneg: a sign flip, never a nondeterministic NaN ---
; RUN: %refinery exec %s --function fneg --arg 1.5 --json | FileCheck %s --match-full-lines --check-prefix=FNEG
; FNEG: {"outcome":"return","value":"double -1.500000e+00"}
; RUN: %refinery exec %s --function fneg --arg 0.0 --json | FileCheck %s --match-full-lines --check-prefix=FNEG-ZERO
; FNEG-ZERO: {"outcome":"return","value":"double -0.000000e+00"}
; RUN: %refinery exec %s --function fneg --arg 0x7FF8000000000000 --json | FileCheck %s --match-full-lines --check-prefix=FNEG-QNAN
; FNEG-QNAN: {"outcome":"return","value":"double 0xFFF8000000000000"}
; RUN: %refinery exec %s --function fneg --arg 0x7FF0000000000001 --json | FileCheck %s --match-full-lines --check-prefix=FNEG-SNAN
; FNEG-SNAN: {"outcome":"return","value":"double 0xFFF0000000000001"}
; RUN: %refinery exec %s --function fneg --arg poison --json | FileCheck %s --match-full-lines --check-prefix=FNEG-POISON
; FNEG-POISON: {"outcome":"return","value":"double poison"}
; RUN: %refinery exec %s --function fneg_nnan --arg 0x7FF8000000000000 --json | FileCheck %s --match-full-lines --check-prefix=FNEGNNAN
; FNEGNNAN: {"outcome":"return","value":"double poison"}

define double @fneg(double %a) {
  %r = fneg double %a
  ret double %r
}
define double @fneg_nnan(double %a) {
  %r = fneg nnan double %a
  ret double %r
}

; --- nnan / ninf ---
; RUN: %refinery exec %s --function fadd_nnan --arg 1.0 --arg 2.0 --json | FileCheck %s --match-full-lines --check-prefix=FADDNNAN-OK
; FADDNNAN-OK: {"outcome":"return","value":"double 3.000000e+00"}
; RUN: %refinery exec %s --function fadd_nnan --arg 0x7FF8000000000000 --arg 1.0 --json | FileCheck %s --match-full-lines --check-prefix=FADDNNAN-ARG
; FADDNNAN-ARG: {"outcome":"return","value":"double poison"}
; RUN: %refinery exec %s --function fadd_nnan --arg 0x7FF0000000000000 --arg 0xFFF0000000000000 --json | FileCheck %s --match-full-lines --check-prefix=FADDNNAN-RES
; FADDNNAN-RES: {"outcome":"return","value":"double poison"}
; RUN: %refinery exec %s --function fadd_nnan --arg 0x7FF0000000000000 --arg 1.0 --json | FileCheck %s --match-full-lines --check-prefix=FADDNNAN-INF
; FADDNNAN-INF: {"outcome":"return","value":"double 0x7FF0000000000000"}
; RUN: %refinery exec %s --function fmul_ninf --arg 1.0e308 --arg 10.0 --json | FileCheck %s --match-full-lines --check-prefix=FMULNINF-RES
; FMULNINF-RES: {"outcome":"return","value":"double poison"}
; RUN: %refinery exec %s --function fmul_ninf --arg 0x7FF0000000000000 --arg 0.5 --json | FileCheck %s --match-full-lines --check-prefix=FMULNINF-ARG
; FMULNINF-ARG: {"outcome":"return","value":"double poison"}
; RUN: %refinery exec %s --function fmul_ninf --arg 0x7FF8000000000000 --arg 0.5 --json | FileCheck %s --match-full-lines --check-prefix=FMULNINF-NAN
; FMULNINF-NAN: {"outcome":"return","value":"double 0x7FF8000000000000","nondeterministic":true}
; RUN: %refinery exec %s --function fdiv_ninf --arg 1.0 --arg 0.0 --json | FileCheck %s --match-full-lines --check-prefix=FDIVNINF
; FDIVNINF: {"outcome":"return","value":"double poison"}

define double @fadd_nnan(double %a, double %b) {
  %r = fadd nnan double %a, %b
  ret double %r
}
define double @fmul_ninf(double %a, double %b) {
  %r = fmul ninf double %a, %b
  ret double %r
}
define double @fdiv_ninf(double %a, double %b) {
  %r = fdiv ninf double %a, %b
  ret double %r
}

; --- fptosi / fptoui ---
; RUN: %refinery exec %s --function fptosi_i8 --arg -1.5 --json | FileCheck %s --match-full-lines --check-prefix=FPTOSI-NEG
; FPTOSI-NEG: {"outcome":"return","value":"i8 -1"}
; RUN: %refinery exec %s --function fptosi_i8 --arg 127.9 --json | FileCheck %s --match-full-lines --check-prefix=FPTOSI-MAX
; FPTOSI-MAX: {"outcome":"return","value":"i8 127"}
; RUN: %refinery exec %s --function fptosi_i8 --arg 128.0 --json | FileCheck %s --match-full-lines --check-prefix=FPTOSI-OVF
; FPTOSI-OVF: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function fptosi_i8 --arg -128.9 --json | FileCheck %s --match-full-lines --check-prefix=FPTOSI-MIN
; FPTOSI-MIN: {"outcome":"return","value":"i8 -128"}
; RUN: %refinery exec %s --function fptosi_i8 --arg -129.0 --json | FileCheck %s --match-full-lines --check-prefix=FPTOSI-UNF
; FPTOSI-UNF: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function fptosi_i8 --arg 0x7FF8000000000000 --json | FileCheck %s --match-full-lines --check-prefix=FPTOSI-NAN
; FPTOSI-NAN: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function fptosi_i8 --arg 0xFFF0000000000000 --json | FileCheck %s --match-full-lines --check-prefix=FPTOSI-INF
; FPTOSI-INF: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function fptosi_i32 --arg 1.0e10 --json | FileCheck %s --match-full-lines --check-prefix=FPTOSI32-OVF
; FPTOSI32-OVF: {"outcome":"return","value":"i32 poison"}
; RUN: %refinery exec %s --function fptosi_i1 --arg -1.0 --json | FileCheck %s --match-full-lines --check-prefix=FPTOSII1-M1
; FPTOSII1-M1: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function fptosi_i1 --arg 1.0 --json | FileCheck %s --match-full-lines --check-prefix=FPTOSII1-1
; FPTOSII1-1: {"outcome":"return","value":"i1 poison"}
; RUN: %refinery exec %s --function fptoui_i8 --arg 255.5 --json | FileCheck %s --match-full-lines --check-prefix=FPTOUI-MAX
; FPTOUI-MAX: {"outcome":"return","value":"i8 -1"}
; RUN: %refinery exec %s --function fptoui_i8 --arg 256.0 --json | FileCheck %s --match-full-lines --check-prefix=FPTOUI-OVF
; FPTOUI-OVF: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function fptoui_i8 --arg -1.0 --json | FileCheck %s --match-full-lines --check-prefix=FPTOUI-NEG
; FPTOUI-NEG: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function fptoui_i8 --arg -0.5 --json | FileCheck %s --match-full-lines --check-prefix=FPTOUI-NEGFRAC
; FPTOUI-NEGFRAC: {"outcome":"return","value":"i8 0"}

define i8 @fptosi_i8(double %a) {
  %r = fptosi double %a to i8
  ret i8 %r
}
define i32 @fptosi_i32(double %a) {
  %r = fptosi double %a to i32
  ret i32 %r
}
define i1 @fptosi_i1(double %a) {
  %r = fptosi double %a to i1
  ret i1 %r
}
define i8 @fptoui_i8(double %a) {
  %r = fptoui double %a to i8
  ret i8 %r
}

; --- uitofp / sitofp / fptrunc / fpext ---
; RUN: %refinery exec %s --function uitofp --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=UITOFP
; UITOFP: {"outcome":"return","value":"double 2.550000e+02"}
; RUN: %refinery exec %s --function uitofp_nneg --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=UITOFPNNEG-NEG
; UITOFPNNEG-NEG: {"outcome":"return","value":"double poison"}
; RUN: %refinery exec %s --function uitofp_nneg --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=UITOFPNNEG-OK
; UITOFPNNEG-OK: {"outcome":"return","value":"double 5.000000e+00"}
; RUN: %refinery exec %s --function sitofp --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=SITOFP
; SITOFP: {"outcome":"return","value":"double -1.000000e+00"}
; RUN: %refinery exec %s --function sitofp_i1 --arg true --json | FileCheck %s --match-full-lines --check-prefix=SITOFPI1
; SITOFPI1: {"outcome":"return","value":"double -1.000000e+00"}
; RUN: %refinery exec %s --function sitofp --arg poison --json | FileCheck %s --match-full-lines --check-prefix=SITOFP-POISON
; SITOFP-POISON: {"outcome":"return","value":"double poison"}
; RUN: %refinery exec %s --function sitofp_float --arg 16777217 --json | FileCheck %s --match-full-lines --check-prefix=SITOFPF-ROUND
; SITOFPF-ROUND: {"outcome":"return","value":"float 0x4170000000000000"}
; RUN: %refinery exec %s --function uitofp_i128_float --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=UITOFP128
; UITOFP128: {"outcome":"return","value":"float 0x7FF0000000000000"}
; RUN: %refinery exec %s --function fptrunc --arg 0.1 --json | FileCheck %s --match-full-lines --check-prefix=FPTRUNC
; FPTRUNC: {"outcome":"return","value":"float 0x3FB99999A0000000"}
; RUN: %refinery exec %s --function fptrunc --arg 1.0e300 --json | FileCheck %s --match-full-lines --check-prefix=FPTRUNC-OVF
; FPTRUNC-OVF: {"outcome":"return","value":"float 0x7FF0000000000000"}
; RUN: %refinery exec %s --function fptrunc --arg 0x7FF8000000000000 --json | FileCheck %s --match-full-lines --check-prefix=FPTRUNC-NAN
; FPTRUNC-NAN: {"outcome":"return","value":"float 0x7FF8000000000000","nondeterministic":true}
; RUN: %refinery exec %s --function fpext --arg 1.5 --json | FileCheck %s --match-full-lines --check-prefix=FPEXT
; FPEXT: {"outcome":"return","value":"double 1.500000e+00"}

define double @uitofp(i8 %a) {
  %r = uitofp i8 %a to double
  ret double %r
}
define double @uitofp_nneg(i8 %a) {
  %r = uitofp nneg i8 %a to double
  ret double %r
}
define double @sitofp(i8 %a) {
  %r = sitofp i8 %a to double
  ret double %r
}
define double @sitofp_i1(i1 %a) {
  %r = sitofp i1 %a to double
  ret double %r
}
define float @sitofp_float(i32 %a) {
  %r = sitofp i32 %a to float
  ret float %r
}
define float @uitofp_i128_float(i128 %a) {
  %r = uitofp i128 %a to float
  ret float %r
}
define float @fptrunc(double %a) {
  %r = fptrunc double %a to float
  ret float %r
}
define double @fpext(float %a) {
  %r = fpext float %a to double
  ret double %r
}

; --- fast-math flags on calls and conversions ---
; LangRef "Fast-Math Flags": call instructions that return floating-point
; types take nnan/ninf too; fptrunc/fpext take them.
; RUN: %refinery exec %s --function call_nnan --arg 0x7FF8000000000000 --json | FileCheck %s --match-full-lines --check-prefix=CALLNNAN-NAN
; CALLNNAN-NAN: {"outcome":"return","value":"double poison"}
; RUN: %refinery exec %s --function call_nnan --arg 2.0 --json | FileCheck %s --match-full-lines --check-prefix=CALLNNAN-OK
; CALLNNAN-OK: {"outcome":"return","value":"double 2.000000e+00"}
; RUN: %refinery exec %s --function fpext_nnan --arg 0x7FF8000000000000 --json | FileCheck %s --match-full-lines --check-prefix=FPEXTNNAN
; FPEXTNNAN: {"outcome":"return","value":"double poison"}

define double @id_double(double %x) {
  ret double %x
}
define double @call_nnan(double %x) {
  %r = call nnan double @id_double(double %x)
  ret double %r
}
define double @fpext_nnan(float %x) {
  %r = fpext nnan float %x to double
  ret double %r
}

; --- saturating conversions ---
; LangRef "'llvm.fptosi.sat.*' Intrinsic" / "'llvm.fptoui.sat.*' Intrinsic":
; out-of-range values saturate to the bounds of the result type; NaN gives 0.
; RUN: %refinery exec %s --function fptosi_sat --arg 1000.0 --json | FileCheck %s --match-full-lines --check-prefix=FPTOSISAT-HI
; FPTOSISAT-HI: {"outcome":"return","value":"i8 127"}
; RUN: %refinery exec %s --function fptosi_sat --arg 0x7FF8000000000000 --json | FileCheck %s --match-full-lines --check-prefix=FPTOSISAT-NAN
; FPTOSISAT-NAN: {"outcome":"return","value":"i8 0"}
; RUN: %refinery exec %s --function fptoui_sat --arg -5.0 --json | FileCheck %s --match-full-lines --check-prefix=FPTOUISAT-LO
; FPTOUISAT-LO: {"outcome":"return","value":"i8 0"}

define i8 @fptosi_sat(double %x) {
  %r = call i8 @llvm.fptosi.sat.i8.f64(double %x)
  ret i8 %r
}
define i8 @fptoui_sat(double %x) {
  %r = call i8 @llvm.fptoui.sat.i8.f64(double %x)
  ret i8 %r
}

; --- fcmp with poison and fast-math flags ---
; RUN: %refinery exec %s --function fcmp_true --arg poison --arg 1.0 --json | FileCheck %s --match-full-lines --check-prefix=FTRUE-POISON
; FTRUE-POISON: {"outcome":"return","value":"i1 poison"}
; RUN: %refinery exec %s --function fcmp_oeq_nnan --arg 0x7FF8000000000000 --arg 1.0 --json | FileCheck %s --match-full-lines --check-prefix=FOEQNNAN-NAN
; FOEQNNAN-NAN: {"outcome":"return","value":"i1 poison"}
; RUN: %refinery exec %s --function fcmp_oeq_nnan --arg 1.0 --arg 1.0 --json | FileCheck %s --match-full-lines --check-prefix=FOEQNNAN-OK
; FOEQNNAN-OK: {"outcome":"return","value":"i1 true"}
; RUN: %refinery exec %s --function fcmp_olt_ninf --arg 1.0 --arg 0x7FF0000000000000 --json | FileCheck %s --match-full-lines --check-prefix=FOLTNINF
; FOLTNINF: {"outcome":"return","value":"i1 poison"}
; RUN: %refinery exec %s --function fcmp_olt_v2 --arg '<float 1.0, float poison>' --arg '<float 2.0, float 2.0>' --json | FileCheck %s --match-full-lines --check-prefix=FOLTV2
; FOLTV2: {"outcome":"return","value":"<2 x i1> <i1 true, i1 poison>"}

define i1 @fcmp_oeq_nnan(double %a, double %b) {
  %r = fcmp nnan oeq double %a, %b
  ret i1 %r
}
define i1 @fcmp_olt_ninf(double %a, double %b) {
  %r = fcmp ninf olt double %a, %b
  ret i1 %r
}
define <2 x i1> @fcmp_olt_v2(<2 x float> %a, <2 x float> %b) {
  %r = fcmp olt <2 x float> %a, %b
  ret <2 x i1> %r
}

; --- fcmp, every predicate ---
; @fcmp_all returns the 16 predicates as one <16 x i1>, in the order false oeq
; ogt oge olt ole one ord ueq ugt uge ult ule une uno true: ordered predicates
; are false and unordered ones true when an operand is a NaN; -0.0 equals
; +0.0; a poison operand makes even false and true poison.
; RUN: %refinery exec %s --function fcmp_all --arg 1.0 --arg 2.0 --json | FileCheck %s --match-full-lines --check-prefix=FCMP-LT
; FCMP-LT: {"outcome":"return","value":"<16 x i1> <i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 true, i1 true, i1 true, i1 false, i1 true>"}
; RUN: %refinery exec %s --function fcmp_all --arg 2.0 --arg 1.0 --json | FileCheck %s --match-full-lines --check-prefix=FCMP-GT
; FCMP-GT: {"outcome":"return","value":"<16 x i1> <i1 false, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 true, i1 false, i1 true, i1 true, i1 false, i1 false, i1 true, i1 false, i1 true>"}
; RUN: %refinery exec %s --function fcmp_all --arg 0x7FF8000000000000 --arg 1.0 --json | FileCheck %s --match-full-lines --check-prefix=FCMP-NAN
; FCMP-NAN: {"outcome":"return","value":"<16 x i1> <i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>"}
; RUN: %refinery exec %s --function fcmp_all --arg 1.0 --arg 0x7FF0000000000001 --json | FileCheck %s --match-full-lines --check-prefix=FCMP-SNAN
; FCMP-SNAN: {"outcome":"return","value":"<16 x i1> <i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>"}
; RUN: %refinery exec %s --function fcmp_all --arg -0.0 --arg 0.0 --json | FileCheck %s --match-full-lines --check-prefix=FCMP-ZEROS
; FCMP-ZEROS: {"outcome":"return","value":"<16 x i1> <i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false, i1 true>"}
; RUN: %refinery exec %s --function fcmp_all --arg 0xFFF0000000000000 --arg 0xFFF0000000000000 --json | FileCheck %s --match-full-lines --check-prefix=FCMP-INFS
; FCMP-INFS: {"outcome":"return","value":"<16 x i1> <i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 false, i1 true>"}
; RUN: %refinery exec %s --function fcmp_all --arg 1.0 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=FCMP-POISON
; FCMP-POISON: {"outcome":"return","value":"<16 x i1> poison"}

define <16 x i1> @fcmp_all(double %a, double %b) {
  %false = fcmp false double %a, %b
  %oeq = fcmp oeq double %a, %b
  %ogt = fcmp ogt double %a, %b
  %oge = fcmp oge double %a, %b
  %olt = fcmp olt double %a, %b
  %ole = fcmp ole double %a, %b
  %one = fcmp one double %a, %b
  %ord = fcmp ord double %a, %b
  %ueq = fcmp ueq double %a, %b
  %ugt = fcmp ugt double %a, %b
  %uge = fcmp uge double %a, %b
  %ult = fcmp ult double %a, %b
  %ule = fcmp ule double %a, %b
  %une = fcmp une double %a, %b
  %uno = fcmp uno double %a, %b
  %true = fcmp true double %a, %b
  %v0 = insertelement <16 x i1> poison, i1 %false, i32 0
  %v1 = insertelement <16 x i1> %v0, i1 %oeq, i32 1
  %v2 = insertelement <16 x i1> %v1, i1 %ogt, i32 2
  %v3 = insertelement <16 x i1> %v2, i1 %oge, i32 3
  %v4 = insertelement <16 x i1> %v3, i1 %olt, i32 4
  %v5 = insertelement <16 x i1> %v4, i1 %ole, i32 5
  %v6 = insertelement <16 x i1> %v5, i1 %one, i32 6
  %v7 = insertelement <16 x i1> %v6, i1 %ord, i32 7
  %v8 = insertelement <16 x i1> %v7, i1 %ueq, i32 8
  %v9 = insertelement <16 x i1> %v8, i1 %ugt, i32 9
  %v10 = insertelement <16 x i1> %v9, i1 %uge, i32 10
  %v11 = insertelement <16 x i1> %v10, i1 %ult, i32 11
  %v12 = insertelement <16 x i1> %v11, i1 %ule, i32 12
  %v13 = insertelement <16 x i1> %v12, i1 %une, i32 13
  %v14 = insertelement <16 x i1> %v13, i1 %uno, i32 14
  %v15 = insertelement <16 x i1> %v14, i1 %true, i32 15
  ret <16 x i1> %v15
}
define i1 @fcmp_true(double %a, double %b) {
  %r = fcmp true double %a, %b
  ret i1 %r
}
