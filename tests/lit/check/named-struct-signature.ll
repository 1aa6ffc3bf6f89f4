; Functions that take or return a named struct by value are checked after
; an in-process pipeline: the target's functions have the source's types
; (the pipeline runs in a child process first, optimizer-stops.ll, and
; its module is not read back into the source's context, where its
; %struct.S would become another type, %struct.S.0, and the signatures
; would differ).

; RUN: %refinery check %s --passes=instsimplify --json | FileCheck %s
; CHECK: {"verdict":"no-violation",{{.*}}"functions":[{"name":"f","verdict":"no-violation",{{.*}}{"name":"g","verdict":"no-violation",
; CHECK-NOT: another signature

%struct.S = type { i32, i32 }

define i32 @f(%struct.S %s) {
  %a = extractvalue %struct.S %s, 0
  %b = add i32 %a, 0
  ret i32 %b
}

define %struct.S @g(i32 %x) {
  %s = insertvalue %struct.S poison, i32 %x, 0
  %t = insertvalue %struct.S %s, i32 %x, 1
  ret %struct.S %t
}
