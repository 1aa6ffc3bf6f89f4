; The one-pointer va_list with 8-byte slots (exec/varargs.ll) is only the
; ABI of modules without a triple, Darwin's arm64 and riscv64: elsewhere
; (here NVPTX, whose layout ExpandVariadics writes into the IR with 4-byte
; alignment) va_start is unsupported rather than a model the target's own
; lowering could contradict.

; RUN: %refinery exec %s --function caller --json | FileCheck %s --match-full-lines
; CHECK: {"outcome":"unsupported","reason":"va_start on a target whose variadic layout is not modelled at 'call void @llvm.va_start.p0(ptr %ap)' in @third"}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @third(i32 %n, ...) {
  %ap = alloca ptr, align 8
  call void @llvm.va_start.p0(ptr %ap)
  %a = va_arg ptr %ap, i32
  call void @llvm.va_end.p0(ptr %ap)
  ret i32 %a
}
define i32 @caller() {
  %r = call i32 (i32, ...) @third(i32 0, i32 1, i32 2, i32 3)
  ret i32 %r
}
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
