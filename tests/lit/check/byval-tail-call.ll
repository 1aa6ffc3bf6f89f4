; A byval argument's copy is made by the caller, so a tail call may pass
; one of the caller's allocas byval (LangRef "'call' Instruction": the
; callee does not access the caller's allocas; tailcallelim marks such
; calls `tail`).
; RUN: %refinery check %s --function f --passes 'function(tailcallelim)' --json | FileCheck %s --check-prefix=TAIL
; TAIL: {"verdict":"no-violation","passes":{{.*}}"functions":[{"name":"f","verdict":"no-violation",
; RUN: %refinery check %s --function g --passes 'function(tailcallelim)' --json | FileCheck %s --check-prefix=DEFINED
; DEFINED: {"verdict":"no-violation","passes":{{.*}}"functions":[{"name":"g","verdict":"no-violation",
; A byval argument of a scalable type has no size to copy: unsupported.
; RUN: %refinery check %s --function src_scalable --json | FileCheck %s --check-prefix=SCALABLE
; SCALABLE: {"verdict":"inconclusive","functions":[{"name":"src_scalable","verdict":"inconclusive",{{.*}}a byval argument of a scalable type

declare i32 @bvf(ptr byval(i32))

define i32 @f(i32 %x) {
  %s = alloca i32
  store i32 %x, ptr %s
  %r = call i32 @bvf(ptr byval(i32) %s)
  ret i32 %r
}

define internal i32 @bvdef(ptr byval(i32) %p) {
  %v = load i32, ptr %p
  ret i32 %v
}
define i32 @g(i32 %x) {
  %s = alloca i32
  store i32 %x, ptr %s
  %r = call i32 @bvdef(ptr byval(i32) %s)
  ret i32 %r
}

declare i32 @bv(ptr byval(<vscale x 4 x i32>))
define i32 @src_scalable(ptr %p) {
  %r = call i32 @bv(ptr byval(<vscale x 4 x i32>) %p)
  ret i32 %r
}
define i32 @tgt_scalable(ptr %p) {
  %r = call i32 @bv(ptr byval(<vscale x 4 x i32>) %p)
  ret i32 %r
}
