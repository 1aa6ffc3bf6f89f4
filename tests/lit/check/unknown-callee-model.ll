; The implementation of an unknown external function that Refinery runs
; must be a legal one for its declaration and call site, else a correct
; transformation looks wrong. Each pair here is correct:
; - a poison argument gives a poison result (f(5) refines f(poison) for
;   every f; with a noundef result the call is UB, as if f branched on it);
; - a `returned` argument of the call site is the result;
; - a pointer result is as aligned as `align` says, also beyond 16 bytes;
;   null only where the declaration promises nothing, and then only in
;   every other implementation (a call site's nonnull dereferenceable is
;   met in the others: the source is not UB on every input; one
;   implementation in eight returns poison where the declaration has no
;   noundef: UB at the call site there too; another reads through its
;   pointer arguments, check/unknown-callee-reads.ll);
; - a callee that only reads memory returns the same object for the same
;   arguments (EarlyCSE merges the calls);
; - `nofpclass` on an array result or parameter rules out the class in
;   every element (LangRef "Parameter Attributes");
; - a byval argument is the bytes the callee copies, not the caller's
;   address (MemCpyOpt forwards the copy's source);
; - a speculatable callee with a noundef result has no UB for a poison
;   argument, and no result this model can give: unsupported, so the
;   hoisted call is not a violation;
; - a call with vector variants may become calls of the variant, whose
;   results this model does not relate to the scalar one's: unsupported.

; RUN: %refinery check %s --json | FileCheck %s
; CHECK: {"verdict":"inconclusive","functions":[
; CHECK-SAME: {"name":"src_poison_arg","verdict":"no-violation",
; CHECK-SAME: {"name":"src_poison_arg_noundef","verdict":"no-violation","inputs_tried":200,"inputs_src_ub":{{[1-9][0-9]*}},
; CHECK-SAME: {"name":"src_returned","verdict":"no-violation",
; CHECK-SAME: {"name":"src_align","verdict":"no-violation",
; CHECK-SAME: {"name":"src_callsite_deref","verdict":"no-violation","inputs_tried":8,"inputs_src_ub":5,
; CHECK-SAME: {"name":"src_same_object","verdict":"no-violation",
; CHECK-SAME: {"name":"src_same_object_store","verdict":"no-violation",
; CHECK-SAME: {"name":"src_nofpclass_array","verdict":"no-violation",
; CHECK-SAME: {"name":"src_nofpclass_array_arg","verdict":"no-violation",
; CHECK-SAME: {"name":"src_byval_forwarded","verdict":"no-violation",
; CHECK-SAME: {"name":"src_speculatable_poison","verdict":"no-violation",{{[^}]*}}"reasons":[{"reason":"the source uses something unsupported: a speculatable function with a noundef result gets a poison argument at %r in @src_speculatable_poison",
; CHECK-SAME: {"name":"src_vector_variant","verdict":"inconclusive",{{[^}]*}}"reasons":[{"reason":"the source uses something unsupported: call of a function with vector variants (@scalar) at %r in @src_vector_variant",

declare i8 @f(i8)
declare noundef i8 @fn(i8)
declare i32 @g(i32)
declare nonnull align 64 dereferenceable(8) ptr @aligned() memory(none) nounwind willreturn
declare nonnull ptr @p(i32) memory(none) nounwind willreturn
declare nofpclass(nan) [2 x float] @fa(i32)

define i8 @src_poison_arg(i1 %c, i8 %y) {
  %x = select i1 %c, i8 poison, i8 %y
  %r = call i8 @f(i8 %x)
  ret i8 %r
}
define i8 @tgt_poison_arg(i1 %c, i8 %y) {
  %r = call i8 @f(i8 %y)
  ret i8 %r
}

define i8 @src_poison_arg_noundef(i1 %c, i8 %y) {
  %x = select i1 %c, i8 poison, i8 %y
  %r = call i8 @fn(i8 %x)
  ret i8 %r
}
define i8 @tgt_poison_arg_noundef(i1 %c, i8 %y) {
  %r = call i8 @fn(i8 %y)
  ret i8 %r
}

define i32 @src_returned(i32 %x) {
  %r = call i32 @g(i32 returned %x)
  ret i32 %r
}
define i32 @tgt_returned(i32 %x) {
  %r = call i32 @g(i32 returned %x)
  ret i32 %x
}

define i8 @src_align() {
  %pad = alloca [1 x i8], align 16
  %r = call ptr @aligned()
  %v = load i8, ptr %r
  ret i8 %v
}
define i8 @tgt_align() {
  %r = call ptr @aligned()
  %v = load i8, ptr %r
  ret i8 %v
}

declare ptr @plain()
define i8 @src_callsite_deref() {
  %r = call nonnull dereferenceable(4) ptr @plain()
  %v = load i8, ptr %r
  ret i8 %v
}
define i8 @tgt_callsite_deref() {
  %r = call nonnull dereferenceable(4) ptr @plain()
  %v = load i8, ptr %r
  ret i8 %v
}

define i1 @src_same_object(i32 %x) {
  %a = call ptr @p(i32 %x)
  %b = call ptr @p(i32 %x)
  %c = icmp eq ptr %a, %b
  ret i1 %c
}
define i1 @tgt_same_object(i32 %x) {
  %a = call ptr @p(i32 %x)
  ret i1 true
}

define i8 @src_same_object_store(i32 %x) {
  %a = call ptr @p(i32 %x)
  store i8 5, ptr %a
  %b = call ptr @p(i32 %x)
  %v = load i8, ptr %b
  ret i8 %v
}
define i8 @tgt_same_object_store(i32 %x) {
  %a = call ptr @p(i32 %x)
  store i8 5, ptr %a
  ret i8 5
}

define i1 @src_nofpclass_array(i32 %x) {
  %a = call [2 x float] @fa(i32 %x)
  %e = extractvalue [2 x float] %a, 1
  %c = fcmp uno float %e, 0.0
  ret i1 %c
}
define i1 @tgt_nofpclass_array(i32 %x) {
  %a = call [2 x float] @fa(i32 %x)
  ret i1 false
}

define i1 @src_nofpclass_array_arg([2 x float] nofpclass(nan) %a) {
  %e = extractvalue [2 x float] %a, 0
  %c = fcmp uno float %e, 0.0
  ret i1 %c
}
define i1 @tgt_nofpclass_array_arg([2 x float] nofpclass(nan) %a) {
  ret i1 false
}

declare i32 @byval_reader(ptr byval(i64) align 8) nounwind memory(argmem: read)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define i32 @src_byval_forwarded(ptr noalias align 8 dereferenceable(8) %q, ptr noalias align 8 dereferenceable(8) %p) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %q, ptr align 8 %p, i64 8, i1 false)
  %r = call i32 @byval_reader(ptr byval(i64) align 8 %q)
  ret i32 %r
}
define i32 @tgt_byval_forwarded(ptr noalias align 8 dereferenceable(8) %q, ptr noalias align 8 dereferenceable(8) %p) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %q, ptr align 8 %p, i64 8, i1 false)
  %r = call i32 @byval_reader(ptr byval(i64) align 8 %p)
  ret i32 %r
}

declare noundef i32 @spec_nu(i32) speculatable nounwind willreturn memory(none)
define i32 @src_speculatable_poison(i1 %c, i32 %x) {
  %y = add nsw i32 %x, 1
  br i1 %c, label %a, label %b
a:
  %r = call i32 @spec_nu(i32 %y)
  ret i32 %r
b:
  ret i32 0
}
define i32 @tgt_speculatable_poison(i1 %c, i32 %x) {
  %y = add nsw i32 %x, 1
  %r = call i32 @spec_nu(i32 %y)
  %s = select i1 %c, i32 %r, i32 0
  ret i32 %s
}

declare i32 @scalar(i32) nounwind memory(none)
declare <2 x i32> @vector(<2 x i32>) nounwind memory(none)
@llvm.compiler.used = appending global [1 x ptr] [ptr @vector], section "llvm.metadata"
define i32 @src_vector_variant(i32 %x) {
  %r = call i32 @scalar(i32 %x) #1
  ret i32 %r
}
define i32 @tgt_vector_variant(i32 %x) {
  %v = insertelement <2 x i32> poison, i32 %x, i64 0
  %w = call <2 x i32> @vector(<2 x i32> %v)
  %r = extractelement <2 x i32> %w, i64 0
  ret i32 %r
}
attributes #1 = { "vector-function-abi-variant"="_ZGV_LLVM_N2v_scalar(vector)" }
