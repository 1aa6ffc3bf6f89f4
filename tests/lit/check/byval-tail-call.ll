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
; Such an argument says nothing about how far the other paths read: the
; inputs still include a buffer as long as the accesses at known offsets
; (one byte here), on which the target's extra load at offset 8 is UB.
; RUN: not %refinery check %s --function src_path --json | FileCheck %s --check-prefix=PATH
; PATH: {"verdict":"violation","functions":[{"name":"src_path","verdict":"violation","kind":"tgt-ub",{{.*}}out-of-bounds access

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

define i8 @src_path(ptr %p, i1 %c) {
  br i1 %c, label %a, label %b
a:
  %r = call i32 @bv(ptr byval(<vscale x 4 x i32>) %p)
  ret i8 0
b:
  %v = load i8, ptr %p
  ret i8 %v
}
define i8 @tgt_path(ptr %p, i1 %c) {
  br i1 %c, label %a, label %b
a:
  %r = call i32 @bv(ptr byval(<vscale x 4 x i32>) %p)
  ret i8 0
b:
  %q = getelementptr i8, ptr %p, i64 8
  %u = load i8, ptr %q
  %v = load i8, ptr %p
  ret i8 %v
}
