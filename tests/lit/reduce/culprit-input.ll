; The culprit's input (culprit-before.ll) is the module as the passes
; before it left it, also where such a pass keeps every analysis: LLVM 22's
; InferAlignment raises the load's alignment to the global's and reports
; all analyses preserved. (The load stays: only the widths delta runs,
; which this module gives nothing to do.)

; RUN: rm -rf %t.d
; RUN: %refinery reduce %s --load-pass-plugin %testplugin --passes='function(infer-alignment),function(refinery-unsound-sdiv)' --delta-passes=widths --out-dir %t.d | FileCheck %s --check-prefix=SUMMARY
; SUMMARY: culprit: refinery-unsound-sdiv (function pass #2)
; RUN: FileCheck %s --check-prefix=BEFORE < %t.d/culprit-before.ll
; BEFORE: load i8, ptr @g, align 16

@g = global i8 8, align 16

define i8 @quarter(i8 %x) {
  %v = load i8, ptr @g, align 1
  %q = sdiv i8 %x, 2
  %r = add i8 %q, %v
  ret i8 %r
}
