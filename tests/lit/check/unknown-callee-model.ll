; The implementation of an unknown external function that Refinery runs
; must be a legal one for its declaration and call site, else a correct
; transformation looks wrong. Each pair here is correct:
; - a poison argument gives a poison result (f(5) refines f(poison) for
;   every f; with a noundef result the call is UB, as if f branched on it);
; - a `returned` argument of the call site is the result;
; - a pointer result is as aligned as `align` says, also beyond 16 bytes;
; - a callee that only reads memory returns the same object for the same
;   arguments (EarlyCSE merges the calls);
; - `nofpclass` on an array result or parameter rules out the class in
;   every element (LangRef "Parameter Attributes").

; RUN: %refinery check %s --json | FileCheck %s
; CHECK: {"verdict":"no-violation","functions":[
; CHECK-SAME: {"name":"src_poison_arg","verdict":"no-violation",
; CHECK-SAME: {"name":"src_poison_arg_noundef","verdict":"no-violation","inputs_tried":200,"inputs_src_ub":{{[1-9][0-9]*}},
; CHECK-SAME: {"name":"src_returned","verdict":"no-violation",
; CHECK-SAME: {"name":"src_align","verdict":"no-violation",
; CHECK-SAME: {"name":"src_same_object","verdict":"no-violation",
; CHECK-SAME: {"name":"src_same_object_store","verdict":"no-violation",
; CHECK-SAME: {"name":"src_nofpclass_array","verdict":"no-violation",
; CHECK-SAME: {"name":"src_nofpclass_array_arg","verdict":"no-violation",

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
