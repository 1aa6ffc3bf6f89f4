; An unknown function's pointer result is only as aligned as a declaration
; says (LangRef "Parameter Attributes": dereferenceable(n) does not imply
; align). Implementation 1 of every 8 returns its buffer one byte in, so a
; load the target hoists past a branch, or makes more aligned, is seen.

; --- wrong: the aligned load runs on every path in the target; for the
; misaligned result it is UB where the source does not load.
; RUN: not %refinery check %s --function src_hoist --json | FileCheck %s --check-prefix=HOIST
; HOIST: {"verdict":"violation","functions":[{"name":"src_hoist","verdict":"violation","kind":"tgt-ub","input":"i1 false, external functions #{{[0-9]+}}",{{.*}}"tgt":"ub: load: misaligned access
define i32 @src_hoist(i1 %c) {
entry:
  %p = call dereferenceable(4) ptr @f()
  br i1 %c, label %a, label %exit
a:
  %v = load i32, ptr %p, align 4
  br label %exit
exit:
  %r = phi i32 [ %v, %a ], [ 0, %entry ]
  ret i32 %r
}
define i32 @tgt_hoist(i1 %c) {
  %p = call dereferenceable(4) ptr @f()
  %v = load i32, ptr %p, align 4
  %r = select i1 %c, i32 %v, i32 0
  ret i32 %r
}

; --- right: the same hoist of an align 1 load.
; RUN: %refinery check %s --function src_hoist1 --json | FileCheck %s --check-prefix=HOIST1
; HOIST1: {"verdict":"no-violation","functions":[{"name":"src_hoist1","verdict":"no-violation",
define i32 @src_hoist1(i1 %c) {
entry:
  %p = call dereferenceable(4) ptr @f()
  br i1 %c, label %a, label %exit
a:
  %v = load i32, ptr %p, align 1
  br label %exit
exit:
  %r = phi i32 [ %v, %a ], [ 0, %entry ]
  ret i32 %r
}
define i32 @tgt_hoist1(i1 %c) {
  %p = call dereferenceable(4) ptr @f()
  %v = load i32, ptr %p, align 1
  %r = select i1 %c, i32 %v, i32 0
  ret i32 %r
}

; --- right: a call site's align is the caller's promise: a misaligned
; result is poison there, and dereferenceable makes it UB, in the source as
; in the target. The offset is the function's, not the call site's: a
; target that drops the call site's align (as SimplifyCFG's hoisting and
; EarlyCSE do when they merge calls) is right too. A declaration's align,
; the target module's alone included (the function is one function for
; both modules), keeps every result aligned: a target that folds the low
; bits of the result to 0 by it is right.
; RUN: %refinery check %s --function src_site_align --json | FileCheck %s --check-prefix=SITE
; SITE: {"verdict":"no-violation","functions":[{"name":"src_site_align","verdict":"no-violation","inputs_tried":{{[0-9]+}},
define i32 @src_site_align(i1 %c) {
entry:
  %p = call align 4 dereferenceable(4) ptr @f()
  br i1 %c, label %a, label %exit
a:
  %v = load i32, ptr %p, align 4
  br label %exit
exit:
  %r = phi i32 [ %v, %a ], [ 0, %entry ]
  ret i32 %r
}
define i32 @tgt_site_align(i1 %c) {
  %p = call align 4 dereferenceable(4) ptr @f()
  %v = load i32, ptr %p, align 4
  %r = select i1 %c, i32 %v, i32 0
  ret i32 %r
}

declare ptr @f()

; RUN: %refinery check %S/Inputs/misaligned-decl-src.ll --tgt %S/Inputs/misaligned-decl-tgt.ll --json | FileCheck %s --check-prefix=DECL
; DECL: {"verdict":"no-violation","functions":[{"name":"low_bits","verdict":"no-violation","inputs_tried":{{[0-9]+}},"inputs_src_ub":0,

; RUN: %refinery check %s --function src_drop_site_align --json | FileCheck %s --check-prefix=DROP
; DROP: {"verdict":"no-violation","functions":[{"name":"src_drop_site_align","verdict":"no-violation",
define i32 @src_drop_site_align() {
  %p = call align 4 ptr @f()
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
define i32 @tgt_drop_site_align() {
  %p = call ptr @f()
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

; --- right: one read-only function returns one pointer for one argument,
; at every call site (EarlyCSE merges the calls and drops an align).
; RUN: %refinery check %s --function src_merge --json | FileCheck %s --check-prefix=MERGE
; MERGE: {"verdict":"no-violation","functions":[{"name":"src_merge","verdict":"no-violation",
define i1 @src_merge(i64 %x) {
  %a = call align 4 ptr @g.pure(i64 %x)
  %b = call ptr @g.pure(i64 %x)
  %c = icmp eq ptr %a, %b
  ret i1 %c
}
define i1 @tgt_merge(i64 %x) {
  %a = call ptr @g.pure(i64 %x)
  ret i1 true
}
declare ptr @g.pure(i64) memory(none) nounwind willreturn
