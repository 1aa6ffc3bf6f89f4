; End to end: a deliberately unsound peephole from the test-only plugin
; (sdiv X, 2 -> ashr X, 1) is caught in-process and through an external opt.

; RUN: not %refinery check %s --load-pass-plugin %testplugin --passes=refinery-unsound-sdiv --json | FileCheck %s --check-prefix=INPROC
; INPROC: {"verdict":"violation","passes":"opt -load-pass-plugin={{.*}}RefineryTestPasses.so -passes='refinery-unsound-sdiv'","functions":[{"name":"half","verdict":"violation","kind":"value-mismatch","input":"i32 -1","src":"return i32 0","tgt":"return i32 -1",

; RUN: not %refinery check %s --opt %opt22 --load-pass-plugin %testplugin --passes=refinery-unsound-sdiv --json | FileCheck %s --check-prefix=EXTERNAL
; EXTERNAL: {"verdict":"violation",{{.*}}"name":"half","verdict":"violation","kind":"value-mismatch","input":"i32 -1",

; The exit status of a violation is exactly 1.
; RUN: sh -c '%refinery check %s --load-pass-plugin %testplugin --passes=refinery-unsound-sdiv > /dev/null; test $? -eq 1'

; Without the broken pass the same pipeline is fine.
; RUN: %refinery check %s --load-pass-plugin %testplugin --passes=instcombine --json | FileCheck %s --check-prefix=SOUND
; SOUND: {"verdict":"no-violation",

; A plugin that does not exist is a usage error.
; RUN: not %refinery check %s --load-pass-plugin %t.missing.so --passes=refinery-unsound-sdiv 2>&1 | FileCheck %s --check-prefix=MISSING
; MISSING: error: cannot load pass plugin

define i32 @half(i32 %x) {
  %q = sdiv i32 %x, 2
  ret i32 %q
}
