; "denormal-fp-math" (LangRef "Function Attributes"): under preserve-sign or
; positive-zero, a denormal result "may be flushed to zero" (respecting the
; sign mode) and a floating-point operation "must treat any input denormal
; value as zero". fcmp does so (LLVM folds comparisons by the mode);
; arithmetic may also read the denormal itself, as LLVM folds `fmul x, 1.0`
; to `x` ("'llvm.canonicalize.*' Intrinsic"). "dynamic" reads the
; environment's mode, which the inputs vary. Wrong and right pairs.
; RUN: rm -rf %t && split-file %s %t

; fcmp reads a denormal as zero: `une` against 0 is false, not true.
; RUN: not %refinery check %t/fcmp.ll --function src_fcmp_const | FileCheck %s --check-prefix=FCMP-CONST
; FCMP-CONST: @src_fcmp_const: violation (value-mismatch) after 1 input(s)
; FCMP-CONST: src: return i1 false
; FCMP-CONST: tgt: return i1 true
; RUN: %refinery check %t/fcmp.ll --function src_fcmp_const_ok | FileCheck %s --check-prefix=FCMP-CONST-OK
; FCMP-CONST-OK: @src_fcmp_const_ok: no-violation after 1 input(s)

; is.fpclass sees the denormal ("does not depend on the floating-point
; environment"): `fcmp oeq x, 0` is not a zero-class test here.
; RUN: not %refinery check %t/fcmp.ll --function src_fcmp_class | FileCheck %s --check-prefix=FCMP-CLASS
; FCMP-CLASS: @src_fcmp_class: violation (value-mismatch) after {{[0-9]+}} input(s)
; FCMP-CLASS: src: return i1 true
; FCMP-CLASS: tgt: return i1 false
; RUN: %refinery check %t/fcmp.ll --function src_fcmp_class_ok | FileCheck %s --check-prefix=FCMP-CLASS-OK
; FCMP-CLASS-OK: @src_fcmp_class_ok: no-violation after 200 input(s)

; Arithmetic may or may not flush its operands: x * 1.0 is x, and is 0.
; RUN: %refinery check %t/arith.ll --function src_mul_one | FileCheck %s --check-prefix=MUL-ONE
; MUL-ONE: @src_mul_one: no-violation after 200 input(s)
; RUN: %refinery check %t/arith.ll --function src_mul_one_zero | FileCheck %s --check-prefix=MUL-ONE-ZERO
; MUL-ONE-ZERO: @src_mul_one_zero: no-violation after 1 input(s)

; A denormal result may be flushed, to a zero of its sign under
; preserve-sign, to +0 under positive-zero, never under ieee.
; RUN: %refinery check %t/arith.ll --function src_div_flush | FileCheck %s --check-prefix=DIV-FLUSH
; DIV-FLUSH: @src_div_flush: no-violation after 1 input(s)
; RUN: %refinery check %t/arith.ll --function src_div_keep | FileCheck %s --check-prefix=DIV-KEEP
; DIV-KEEP: @src_div_keep: no-violation after 1 input(s)
; RUN: not %refinery check %t/arith.ll --function src_div_sign | FileCheck %s --check-prefix=DIV-SIGN
; DIV-SIGN: @src_div_sign: violation (value-mismatch) after 1 input(s)
; DIV-SIGN: src: return float 0xB800000000000000
; DIV-SIGN: tgt: return float 0.000000e+00
; RUN: %refinery check %t/arith.ll --function src_div_positive | FileCheck %s --check-prefix=DIV-POSITIVE
; DIV-POSITIVE: @src_div_positive: no-violation after 1 input(s)

; "denormal-fp-math-f32" overrides for float: ieee there, so no flush
; (Alive2's fp/fdiv-denormal-f32-no-fold-1).
; RUN: not %refinery check %t/arith.ll --function src_f32_ieee | FileCheck %s --check-prefix=F32-IEEE
; F32-IEEE: @src_f32_ieee: violation (value-mismatch) after 1 input(s)
; RUN: %refinery check %t/arith.ll --function src_f32_flush | FileCheck %s --check-prefix=F32-FLUSH
; F32-FLUSH: @src_f32_flush: no-violation after 1 input(s)

; "dynamic" reads the environment: folding the comparison (LLVM issue
; 114947) is wrong in an environment that flushes.
; RUN: not %refinery check %t/dynamic.ll --function src_dynamic --json | FileCheck %s --check-prefix=DYNAMIC
; DYNAMIC: {"verdict":"violation","functions":[{"name":"src_dynamic","verdict":"violation","kind":"value-mismatch","input":"environment denormals ieee,preserve-sign",
; RUN: %refinery check %t/dynamic.ll --function src_dynamic_ok | FileCheck %s --check-prefix=DYNAMIC-OK
; DYNAMIC-OK: @src_dynamic_ok: no-violation after 200 input(s)

; Conversions and FP intrinsics under a flushing mode are not modelled:
; a difference is inconclusive, with the reason.
; RUN: %refinery check %t/open.ll --function src_fpext | FileCheck %s --check-prefix=FPEXT
; FPEXT: @src_fpext: inconclusive after 200 input(s)
; FPEXT-NEXT: inconclusive: "denormal-fp-math" other than ieee on fpext is not modelled: the returned values differ ({{[0-9]+}} input(s))

; Review findings, each a false violation before its fix. The environment
; is the one the entry fixes, per type and part: a "dynamic" callee
; inlined into a preserve-sign caller computes as the caller does, and
; doubles stay IEEE where only "denormal-fp-math-f32" is dynamic.
; RUN: %refinery check %t/review.ll --function src_inline | FileCheck %s --check-prefix=INLINE
; INLINE: @src_inline: no-violation after 200 input(s)
; RUN: %refinery check %t/review.ll --function src_per_type | FileCheck %s --check-prefix=PER-TYPE
; PER-TYPE: @src_per_type: no-violation after 200 input(s)
; Flushing decides NaN-ness (0 / denormal is 0, 0 / 0 a NaN), so under
; nnan whether the result is poison is a choice too.
; RUN: %refinery check %t/review.ll --function src_nnan_flush | FileCheck %s --check-prefix=NNAN-FLUSH
; NNAN-FLUSH: @src_nnan_flush: no-violation after 200 input(s)

; exec: the comparison reads the denormal as zero.
; RUN: %refinery exec %t/fcmp.ll --function src_fcmp_const | FileCheck %s --check-prefix=EXEC
; EXEC: return: i1 false

;--- fcmp.ll
define i1 @src_fcmp_const() #0 {
  %c = fcmp une float 0x3800000000000000, 0.0
  ret i1 %c
}
define i1 @tgt_fcmp_const() #0 {
  ret i1 true
}
define i1 @src_fcmp_const_ok() #0 {
  %c = fcmp une float 0x3800000000000000, 0.0
  ret i1 %c
}
define i1 @tgt_fcmp_const_ok() #0 {
  ret i1 false
}
define i1 @src_fcmp_class(float %x) #0 {
  %c = fcmp oeq float %x, 0.0
  ret i1 %c
}
define i1 @tgt_fcmp_class(float %x) #0 {
  %c = call i1 @llvm.is.fpclass.f32(float %x, i32 96) ; zero
  ret i1 %c
}
define i1 @src_fcmp_class_ok(float %x) #0 {
  %c = fcmp oeq float %x, 0.0
  ret i1 %c
}
define i1 @tgt_fcmp_class_ok(float %x) #0 {
  %c = call i1 @llvm.is.fpclass.f32(float %x, i32 240) ; zero or subnormal
  ret i1 %c
}
declare i1 @llvm.is.fpclass.f32(float, i32)
attributes #0 = { "denormal-fp-math"="preserve-sign,preserve-sign" }

;--- arith.ll
define float @src_mul_one(float %x) #0 {
  %r = fmul float %x, 1.0
  ret float %r
}
define float @tgt_mul_one(float %x) #0 {
  ret float %x
}
define float @src_mul_one_zero() #0 {
  %r = fmul float 0x3800000000000000, 1.0
  ret float %r
}
define float @tgt_mul_one_zero() #0 {
  ret float 0.0
}
define float @src_div_flush() #0 {
  %r = fdiv float 0x3810000000000000, 2.0
  ret float %r
}
define float @tgt_div_flush() #0 {
  ret float 0.0
}
define float @src_div_keep() #0 {
  %r = fdiv float 0x3810000000000000, 2.0
  ret float %r
}
define float @tgt_div_keep() #0 {
  ret float 0x3800000000000000
}
define float @src_div_sign() #0 {
  %r = fdiv float 0x3810000000000000, -2.0
  ret float %r
}
define float @tgt_div_sign() #0 {
  ret float 0.0
}
define float @src_div_positive() #1 {
  %r = fdiv float 0x3810000000000000, -2.0
  ret float %r
}
define float @tgt_div_positive() #1 {
  ret float 0.0
}
define float @src_f32_ieee() #2 {
  %r = fdiv float 0x3810000000000000, 2.0
  ret float %r
}
define float @tgt_f32_ieee() #2 {
  ret float 0.0
}
define float @src_f32_flush() #3 {
  %r = fdiv float 0x3810000000000000, 2.0
  ret float %r
}
define float @tgt_f32_flush() #3 {
  ret float 0.0
}
attributes #0 = { "denormal-fp-math"="preserve-sign,preserve-sign" }
attributes #1 = { "denormal-fp-math"="positive-zero,positive-zero" }
attributes #2 = { "denormal-fp-math"="positive-zero,positive-zero" "denormal-fp-math-f32"="ieee,ieee" }
attributes #3 = { "denormal-fp-math-f32"="positive-zero,positive-zero" }

;--- dynamic.ll
define <2 x i1> @src_dynamic() #0 {
  %c = fcmp une <2 x double> <double 0x8000000000000, double 1.0>, zeroinitializer
  ret <2 x i1> %c
}
define <2 x i1> @tgt_dynamic() #0 {
  ret <2 x i1> <i1 true, i1 true>
}
define <2 x i1> @src_dynamic_ok(double %x) #0 {
  %c = fcmp une double %x, %x
  %v = insertelement <2 x i1> poison, i1 %c, i64 0
  %w = insertelement <2 x i1> %v, i1 false, i64 1
  ret <2 x i1> %w
}
define <2 x i1> @tgt_dynamic_ok(double %x) #0 {
  %c = fcmp uno double %x, 0.0
  %v = insertelement <2 x i1> poison, i1 %c, i64 0
  %w = insertelement <2 x i1> %v, i1 false, i64 1
  ret <2 x i1> %w
}
attributes #0 = { "denormal-fp-math"="ieee,dynamic" }

;--- open.ll
define double @src_fpext(float %x) #0 {
  %r = fpext float %x to double
  ret double %r
}
define double @tgt_fpext(float %x) #0 {
  %y = fadd float %x, 0.0
  %r = fpext float %y to double
  ret double %r
}
attributes #0 = { "denormal-fp-math"="preserve-sign,preserve-sign" }

;--- review.ll
define internal i1 @callee_dynamic(float %x) #1 {
  %c = fcmp oeq float %x, 0.0
  ret i1 %c
}
define i1 @src_inline(float %x) #0 {
  %r = call i1 @callee_dynamic(float %x)
  ret i1 %r
}
define i1 @tgt_inline(float %x) #0 {
  %c = fcmp oeq float %x, 0.0
  ret i1 %c
}
define internal i1 @callee_double(double %x) #1 {
  %c = fcmp oeq double %x, 0.0
  ret i1 %c
}
define i1 @src_per_type(double %x) #2 {
  %r = call i1 @callee_double(double %x)
  ret i1 %r
}
define i1 @tgt_per_type(double %x) #2 {
  %c = fcmp oeq double %x, 0.0
  ret i1 %c
}
define float @src_nnan_flush(float %x) #3 {
  %r = fdiv nnan float 0.0, %x
  ret float %r
}
define float @tgt_nnan_flush(float %x) #3 {
  %r = fdiv nnan float 0.0, %x
  ret float %r
}
attributes #0 = { "denormal-fp-math"="preserve-sign,preserve-sign" }
attributes #1 = { "denormal-fp-math"="dynamic,dynamic" }
attributes #2 = { "denormal-fp-math-f32"="dynamic,dynamic" }
attributes #3 = { "denormal-fp-math"="ieee,preserve-sign" }
