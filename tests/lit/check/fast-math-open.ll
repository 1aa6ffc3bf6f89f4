; Fast-math allowances that are not enumerated (LangRef "Fast-Math Flags"):
; a difference in a module that has one is inconclusive, with the reason,
; never a violation. One module each (the reason is the first of those the
; source runs, see fast-math-scope.ll);
; the names differ so that the whole file is a module too (soundness sweep).
; RUN: rm -rf %t && split-file %s %t

; afn: approximations of unspecified accuracy.
; RUN: %refinery check %t/afn.ll --function src_afn | FileCheck %s --check-prefix=AFN
; AFN: @src_afn: inconclusive after 200 input(s)
; AFN-NEXT:   inconclusive: the source has fast-math flags that allow other results (afn allows approximations of unspecified accuracy): the returned values differ ({{[0-9]+}} input(s))
; AFN-NEXT: verdict: inconclusive

; reassoc: algebraic rewrites across expressions (x + 0.0 may be x).
; RUN: %refinery check %t/reassoc.ll --function src_reassoc | FileCheck %s --check-prefix=REASSOC
; REASSOC: @src_reassoc: inconclusive after 200 input(s)
; REASSOC-NEXT:   inconclusive: the source has fast-math flags that allow other results (reassoc allows algebraic rewrites across expressions): the returned values differ ({{[0-9]+}} input(s))

; arcp's two-instruction rewrite a / (b / c) = a * (c / b), correct here.
; RUN: %refinery check %t/arcp-two.ll --function src_arcp_two | FileCheck %s --check-prefix=ARCP-TWO
; ARCP-TWO: @src_arcp_two: inconclusive after 200 input(s)
; ARCP-TWO-NEXT:   inconclusive: the source has fast-math flags that allow other results (arcp on an fdiv whose value may meet another arcp operation is not enumerated): the returned values differ ({{[0-9]+}} input(s))

; A product that reaches the fadd through a select could be fused once a
; pass folds the select: not enumerated.
; RUN: %refinery check %t/contract-select.ll --function src_contract_select | FileCheck %s --check-prefix=CONTRACT-SELECT
; CONTRACT-SELECT: @src_contract_select: inconclusive after {{[0-9]+}} input(s)
; CONTRACT-SELECT-NEXT:   inconclusive: the source has fast-math flags that allow other results (contract on an fmul whose value may reach an fadd or fsub other than directly is not enumerated): the returned values differ ({{[0-9]+}} input(s))

; nsz on a select with nnan: whether the operand it does not choose (a NaN
; here) makes it poison is open (LLVM's InstCombine fcmp-select.ll,
; test_fcmp_select_maxnum, relies on it; LLVM issue 161634 on the other
; reading).
; RUN: %refinery check %t/select-nsz-nnan.ll --function src_select_nsz_nnan | FileCheck %s --check-prefix=SELECT-NSZ-NNAN
; SELECT-NSZ-NNAN: @src_select_nsz_nnan: inconclusive after 200 input(s)
; SELECT-NSZ-NNAN-NEXT:   inconclusive: the source has fast-math flags that allow other results (nsz on select with nnan or ninf is not enumerated): the returned values differ ({{[0-9]+}} input(s))

; contract on another operation.
; RUN: %refinery check %t/contract-fneg.ll --function src_contract_fneg | FileCheck %s --check-prefix=CONTRACT-FNEG
; CONTRACT-FNEG: @src_contract_fneg: inconclusive after 1 input(s)
; CONTRACT-FNEG-NEXT:   inconclusive: the source has fast-math flags that allow other results (contract on fneg is not enumerated): the returned values differ (1 input(s))

;--- select-nsz-nnan.ll
define double @src_select_nsz_nnan(double %x) {
  %c = fcmp ogt double %x, 1.0
  %s = select nnan nsz i1 %c, double %x, double 1.0
  ret double %s
}
define double @tgt_select_nsz_nnan(double %x) {
  %m = call nsz double @llvm.maxnum.f64(double %x, double 1.0)
  ret double %m
}
;--- afn.ll
define float @src_afn(float %x) {
  %r = call afn float @llvm.sqrt.f32(float %x)
  ret float %r
}
define float @tgt_afn(float %x) {
  %r = fmul float %x, 0.5
  ret float %r
}
;--- reassoc.ll
define float @src_reassoc(float %x) {
  %r = fadd reassoc float %x, 0.0
  ret float %r
}
define float @tgt_reassoc(float %x) {
  ret float %x
}
;--- arcp-two.ll
define float @src_arcp_two(float %a, float %b, float %c) {
  %q = fdiv arcp float %b, %c
  %r = fdiv arcp float %a, %q
  ret float %r
}
define float @tgt_arcp_two(float %a, float %b, float %c) {
  %q = fdiv arcp float %c, %b
  %r = fmul arcp float %a, %q
  ret float %r
}
;--- contract-select.ll
define float @src_contract_select(i1 %k) {
  %m = fmul contract float 0x3FF0000020000000, 0x3FF0000020000000
  %s = select i1 %k, float %m, float 1.0
  %r = fadd contract float %s, 0xBFF0000040000000
  ret float %r
}
define float @tgt_contract_select(i1 %k) {
  %f = call float @llvm.fma.f32(float 0x3FF0000020000000, float 0x3FF0000020000000, float 0xBFF0000040000000)
  %n = fadd float 1.0, 0xBFF0000040000000
  %r = select i1 %k, float %f, float %n
  ret float %r
}
;--- contract-fneg.ll
define float @src_contract_fneg() {
  %m = fmul float 0x3FF0000020000000, 0x3FF0000020000000
  %n = fneg contract float %m
  %r = fsub contract float %n, 0xBFF0000040000000
  ret float %r
}
define float @tgt_contract_fneg() {
  %r = call float @llvm.fma.f32(float 0xBFF0000020000000, float 0x3FF0000020000000, float 0x3FF0000040000000)
  ret float %r
}
