; The broken division only decides a branch; the returned value does not
; depend on it directly. The return-values delta makes the quotient the
; return value (the return type follows), after which everything else goes.

; RUN: %refinery reduce %s --load-pass-plugin %testplugin --passes=refinery-unsound-sdiv --no-culprit -o %t.ll | FileCheck %s --check-prefix=SUMMARY
; SUMMARY: @g: value-mismatch, reduced from 8 to 2 instruction(s)
; SUMMARY-NEXT: input: i3 -1
; RUN: FileCheck %s < %t.ll
; CHECK:      define i3 @g(i3 %b) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %d = sdiv i3 %b, 2
; CHECK-NEXT:   ret i3 %d
; CHECK-NEXT: }

; Without return-values the branch stays.
; RUN: %refinery reduce %s --load-pass-plugin %testplugin --passes=refinery-unsound-sdiv --no-culprit --delta-passes=functions,cfg,instructions,arguments -o %t2.ll
; RUN: FileCheck %s --check-prefix=BRANCH < %t2.ll
; BRANCH: icmp
; BRANCH: br i1

define i8 @g(i3 %a, i3 %b, i8 %x, i8 %y) {
entry:
  %d = sdiv i3 %b, 2
  %c = icmp sgt i3 %d, %a
  br i1 %c, label %t, label %e
t:
  %x1 = add i8 %x, 1
  br label %j
e:
  br label %j
j:
  %p = phi i8 [ %x1, %t ], [ %y, %e ]
  ret i8 %p
}
