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

; --- right: a call site's align (the caller's promise) keeps the result
; aligned; so does a declaration's, the target module's alone included
; (the function is one function for both modules: a target that folds the
; low bits of the result to 0 by its declaration's align 4 is right).
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
