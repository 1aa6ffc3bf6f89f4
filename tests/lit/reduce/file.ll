; `refinery reduce FILE.ll`: the pipeline comes from the flags and the
; function is the first one that miscompiles; -o writes the reduced module.
; Under default<O2> the division survives to the broken pass, which is the
; culprit however many passes run before it.

; RUN: %refinery reduce %s --load-pass-plugin %testplugin --passes='default<O2>,function(refinery-unsound-sdiv)' -o %t.ll | FileCheck %s --check-prefix=SUMMARY
; SUMMARY: @quarter: value-mismatch, reduced from {{[0-9]+}} to 2 instruction(s)
; SUMMARY: culprit: refinery-unsound-sdiv (function pass #{{[0-9]+}})
; RUN: FileCheck %s --check-prefix=OUT < %t.ll
; OUT:      define i8 @quarter(i8 %{{.*}}) {
; OUT-NEXT:   %{{.*}} = sdiv i8 %{{.*}}, 2
; OUT-NEXT:   ret i8
; OUT-NEXT: }

; A pipeline without the broken pass: nothing to reduce, a usage error.
; RUN: not %refinery reduce %s --passes=instcombine 2>&1 | FileCheck %s --check-prefix=NONE
; NONE: error: no violation after opt -passes='instcombine': nothing to reduce

; A crash finding is not reduced.
; RUN: rm -rf %t.d && mkdir -p %t.d && sed -e 's|@PLUGIN@|%testplugin|' %S/Inputs/crash-finding.json.in > %t.d/finding.json
; RUN: cp %S/Inputs/crash-src.ll %t.d/src.ll
; RUN: not %refinery reduce %t.d 2>&1 | FileCheck %s --check-prefix=CRASH
; CRASH: error: {{.*}} is a crash finding; only violations are reduced

; Only some delta passes: without "widths" the type stays i32.
; RUN: %refinery reduce %s --load-pass-plugin %testplugin --passes=refinery-unsound-sdiv --delta-passes=functions,instructions,operands-to-args,arguments,cfg --no-culprit -o %t2.ll
; RUN: FileCheck %s --check-prefix=NOWIDTH < %t2.ll
; NOWIDTH: sdiv i32 %{{.*}}, 2
; RUN: not %refinery reduce %s --load-pass-plugin %testplugin --passes=refinery-unsound-sdiv --delta-passes=nonsense 2>&1 | FileCheck %s --check-prefix=BADPASS
; BADPASS: error: unknown delta pass 'nonsense'

define i32 @fine(i32 %x) {
  %a = and i32 %x, 7
  ret i32 %a
}

define i32 @quarter(i32 %x, i32 %y) {
  %s = shl i32 %y, 1
  %t = add i32 %x, %s
  %h = sdiv i32 %t, 2
  %m = mul i32 %h, %y
  %r = sub i32 %m, %x
  ret i32 %r
}
