; An unnamed function (@0) cannot be paired by name and is not checked; its
; absence is no error either: LLVM's own InstCombine/sqrt.ll
; has one, and the check of the optimized module said "the optimized module
; lacks @0" because unnamed functions were looked up by their empty name.

; RUN: %refinery check %s --passes=instcombine --json | FileCheck %s
; CHECK: {"verdict":"no-violation",{{.*}}"functions":[{"name":"f",
; CHECK-NOT: "name":""

define void @0(float %f) {
  %s = call float @llvm.sqrt.f32(float %f)
  ret void
}

define i8 @f(i8 %x) {
  %a = add i8 %x, 0
  ret i8 %a
}

declare float @llvm.sqrt.f32(float)
