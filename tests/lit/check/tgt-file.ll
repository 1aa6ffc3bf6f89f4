; --tgt FILE2.ll pairs the functions of the same name in the two files
; (Inputs/tgt-file.ll holds the targets). A function without a counterpart
; is not checked; a counterpart with another signature is inconclusive.

; RUN: not %refinery check %s --tgt %S/Inputs/tgt-file.ll --json | FileCheck %s --check-prefix=ALL
; ALL: {"verdict":"violation","functions":[
; ALL-SAME: {"name":"smax_zero","verdict":"no-violation",
; ALL-SAME: {"name":"guarded_div","verdict":"violation","kind":"tgt-ub","input":"i8 {{-?[0-9]+|poison}}, i8 0","src":"return i8 0","tgt":"ub: division by zero at %q in @guarded_div",
; ALL-SAME: {"name":"widened","verdict":"inconclusive",{{.*}}"reasons":[{"reason":"the target has another signature: i8 (i16) instead of i8 (i8)","inputs":1}]
; ALL-NOT: only_in_source
; RUN: sh -c '%refinery check %s --tgt %S/Inputs/tgt-file.ll --json > /dev/null; test $? -eq 1'

; RUN: %refinery check %s --tgt %S/Inputs/tgt-file.ll --function smax_zero --json | FileCheck %s --check-prefix=SMAX
; SMAX: {"verdict":"no-violation","functions":[{"name":"smax_zero","verdict":"no-violation",
; RUN: %refinery check %s --tgt %S/Inputs/tgt-file.ll --function widened --json | FileCheck %s --check-prefix=WIDENED
; WIDENED: {"verdict":"inconclusive","functions":[{"name":"widened","verdict":"inconclusive",

; The text form of a violation: the counterexample, both outcomes and both
; functions.
; RUN: not %refinery check %s --tgt %S/Inputs/tgt-file.ll --function guarded_div | FileCheck %s --check-prefix=TEXT
; TEXT: @guarded_div: violation (tgt-ub) after {{[0-9]+}} input(s)
; TEXT-NEXT: the target has undefined behaviour: division by zero at %q in @guarded_div
; TEXT-NEXT: input: i8 {{-?[0-9]+|poison}}, i8 0
; TEXT-NEXT: src: return i8 0
; TEXT-NEXT: tgt: ub: division by zero at %q in @guarded_div
; TEXT: ; source
; TEXT: br i1 %z
; TEXT: ; target
; TEXT-NOT: br i1
; TEXT: verdict: violation

; A missing target file is an error.
; RUN: not %refinery check %s --tgt %S/Inputs/does-not-exist.ll --json 2>&1 | FileCheck %s --check-prefix=NOFILE
; NOFILE: error: {{.*}}does-not-exist.ll{{.*}}
; RUN: sh -c '%refinery check %s --tgt %S/Inputs/does-not-exist.ll --json 2>/dev/null; test $? -eq 2'

; smax(x, 0) by compare and select; the target uses the intrinsic.
define i8 @smax_zero(i8 %x) {
  %c = icmp sgt i8 %x, 0
  %r = select i1 %c, i8 %x, i8 0
  ret i8 %r
}

; x / y guarded against y == 0; the target divides unconditionally.
define i8 @guarded_div(i8 %x, i8 %y) {
entry:
  %z = icmp eq i8 %y, 0
  br i1 %z, label %zero, label %div
zero:
  ret i8 0
div:
  %q = udiv i8 %x, %y
  ret i8 %q
}

; The target takes an i16: not comparable.
define i8 @widened(i8 %x) {
  ret i8 %x
}

define i8 @only_in_source(i8 %x) {
  ret i8 %x
}
