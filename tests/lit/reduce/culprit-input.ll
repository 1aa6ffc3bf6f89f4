; The culprit's input (culprit-before.ll) is the module as the passes
; before it left it, also where such a pass keeps every analysis: LLVM 22's
; InferAlignment raises the load's alignment to the global's and reports
; all analyses preserved. (The load stays: only the widths delta runs.)

; RUN: rm -rf %t.d
; RUN: %refinery reduce %s --load-pass-plugin %testplugin --passes='function(infer-alignment),function(refinery-unsound-sdiv)' --delta-passes=widths --out-dir %t.d | FileCheck %s --check-prefix=SUMMARY
; SUMMARY: culprit: refinery-unsound-sdiv (function pass #{{[0-9]+}})
; RUN: FileCheck %s --check-prefix=BEFORE < %t.d/culprit-before.ll
; BEFORE: load i8, ptr @g, align 16

; Nor is it the output of the pass before: the inliner's CGSCC adaptor (no
; pass of its own) deletes @callee, which the inliner left as a stub, after
; the inliner ran.
; RUN: rm -rf %t.i
; RUN: %refinery reduce %s --load-pass-plugin %testplugin --passes='cgscc(inline),function(refinery-unsound-sdiv)' --delta-passes=widths --out-dir %t.i | FileCheck %s --check-prefix=SUMMARY-INLINE
; SUMMARY-INLINE: culprit: refinery-unsound-sdiv
; RUN: FileCheck %s --check-prefix=INLINED < %t.i/culprit-before.ll
; INLINED-NOT: @callee
; INLINED: define i{{[0-9]+}} @caller
; INLINED-NOT: @callee

@g = global i8 8, align 16

define i8 @quarter(i8 %x) {
  %v = load i8, ptr @g, align 1
  %q = sdiv i8 %x, 2
  %r = add i8 %q, %v
  ret i8 %r
}

define internal i32 @callee(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define i32 @caller(i32 %x) {
  %r = call i32 @callee(i32 %x)
  ret i32 %r
}
