; Fast-math allowances that are not enumerated (LangRef "Fast-Math Flags"):
; a difference in a module that has one is inconclusive, with the reason,
; never a violation. One module each (the reason is the module's first).
; RUN: rm -rf %t && split-file %s %t

; afn: approximations of unspecified accuracy.
; RUN: %refinery check %t/afn.ll | FileCheck %s --check-prefix=AFN
; AFN: @src: inconclusive after 200 input(s)
; AFN-NEXT:   inconclusive: the source has fast-math flags that allow other results (afn allows approximations of unspecified accuracy): the returned values differ ({{[0-9]+}} input(s))
; AFN-NEXT: verdict: inconclusive

; reassoc: algebraic rewrites across expressions (x + 0.0 may be x).
; RUN: %refinery check %t/reassoc.ll | FileCheck %s --check-prefix=REASSOC
; REASSOC: @src: inconclusive after 200 input(s)
; REASSOC-NEXT:   inconclusive: the source has fast-math flags that allow other results (reassoc allows algebraic rewrites across expressions): the returned values differ ({{[0-9]+}} input(s))

; arcp's two-instruction rewrite a / (b / c) = a * (c / b), correct here.
; RUN: %refinery check %t/arcp-two.ll | FileCheck %s --check-prefix=ARCP-TWO
; ARCP-TWO: @src: inconclusive after 200 input(s)
; ARCP-TWO-NEXT:   inconclusive: the source has fast-math flags that allow other results (arcp on an fdiv whose value may meet another arcp operation is not enumerated): the returned values differ ({{[0-9]+}} input(s))

; A product that reaches the fadd through a select could be fused once a
; pass folds the select: not enumerated.
; RUN: %refinery check %t/contract-select.ll | FileCheck %s --check-prefix=CONTRACT-SELECT
; CONTRACT-SELECT: @src: inconclusive after {{[0-9]+}} input(s)
; CONTRACT-SELECT-NEXT:   inconclusive: the source has fast-math flags that allow other results (contract on an fmul whose value may reach an fadd or fsub other than directly is not enumerated): the returned values differ ({{[0-9]+}} input(s))

; contract on another operation.
; RUN: %refinery check %t/contract-fneg.ll | FileCheck %s --check-prefix=CONTRACT-FNEG
; CONTRACT-FNEG: @src: inconclusive after 1 input(s)
; CONTRACT-FNEG-NEXT:   inconclusive: the source has fast-math flags that allow other results (contract on fneg is not enumerated): the returned values differ (1 input(s))

;--- afn.ll
define float @src(float %x) {
  %r = call afn float @llvm.sqrt.f32(float %x)
  ret float %r
}
define float @tgt(float %x) {
  %r = fmul float %x, 0.5
  ret float %r
}
;--- reassoc.ll
define float @src(float %x) {
  %r = fadd reassoc float %x, 0.0
  ret float %r
}
define float @tgt(float %x) {
  ret float %x
}
;--- arcp-two.ll
define float @src(float %a, float %b, float %c) {
  %q = fdiv arcp float %b, %c
  %r = fdiv arcp float %a, %q
  ret float %r
}
define float @tgt(float %a, float %b, float %c) {
  %q = fdiv arcp float %c, %b
  %r = fmul arcp float %a, %q
  ret float %r
}
;--- contract-select.ll
define float @src(i1 %k) {
  %m = fmul contract float 0x3FF0000020000000, 0x3FF0000020000000
  %s = select i1 %k, float %m, float 1.0
  %r = fadd contract float %s, 0xBFF0000040000000
  ret float %r
}
define float @tgt(i1 %k) {
  %f = call float @llvm.fma.f32(float 0x3FF0000020000000, float 0x3FF0000020000000, float 0xBFF0000040000000)
  %n = fadd float 1.0, 0xBFF0000040000000
  %r = select i1 %k, float %f, float %n
  ret float %r
}
;--- contract-fneg.ll
define float @src() {
  %m = fmul float 0x3FF0000020000000, 0x3FF0000020000000
  %n = fneg contract float %m
  %r = fsub contract float %n, 0xBFF0000040000000
  ret float %r
}
define float @tgt() {
  %r = call float @llvm.fma.f32(float 0xBFF0000020000000, float 0x3FF0000020000000, float 0x3FF0000040000000)
  ret float %r
}
