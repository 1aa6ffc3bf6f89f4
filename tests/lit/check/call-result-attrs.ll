; A call's result carries the return attributes of the callee and of the
; call site as one set (LangRef "Parameter Attributes": range, nonnull,
; align and nofpclass make a violating value poison; "Undefined Behavior":
; noundef on the return of the function or the call site): a value a
; call-site range makes poison is UB under the callee's noundef, so a
; target may drop a freeze of it. The source takes that reading (the more
; undefined one); the target the other, where the callee's noundef holds
; for the value it returned and the call site's range only makes poison.

; RUN: %refinery check %s --function src_decl_noundef --json | FileCheck %s --check-prefix=DECL
; DECL: {"verdict":"no-violation","functions":[{"name":"src_decl_noundef","verdict":"no-violation",
; RUN: %refinery check %s --function src_defined_noundef --json | FileCheck %s --check-prefix=DEFINED
; DEFINED: {"verdict":"no-violation","functions":[{"name":"src_defined_noundef","verdict":"no-violation",
; Without noundef anywhere the freeze matters.
; RUN: not %refinery check %s --function src_no_noundef --json | FileCheck %s --check-prefix=NONE
; NONE: {"verdict":"violation","functions":[{"name":"src_no_noundef","verdict":"violation","kind":"tgt-poison",

declare noundef i4 @ext0(i4)
declare i4 @ext1(i4)

define noundef i4 @src_decl_noundef(i4 %x) {
  %r = call range(i4 -7, 0) i4 @ext0(i4 %x)
  %f = freeze i4 %r
  ret i4 %f
}
define noundef i4 @tgt_decl_noundef(i4 %x) {
  %r = call range(i4 -7, 0) i4 @ext0(i4 %x)
  ret i4 %r
}

define noundef i4 @id(i4 %x) noinline {
  ret i4 %x
}
define i4 @src_defined_noundef(i4 %x) {
  %r = call range(i4 -7, 0) i4 @id(i4 %x)
  %f = freeze i4 %r
  ret i4 %f
}
define i4 @tgt_defined_noundef(i4 %x) {
  %r = call range(i4 -7, 0) i4 @id(i4 %x)
  ret i4 %r
}

define i4 @src_no_noundef(i4 %x) {
  %r = call range(i4 -7, 0) i4 @ext1(i4 %x)
  %f = freeze i4 %r
  ret i4 %f
}
define i4 @tgt_no_noundef(i4 %x) {
  %r = call range(i4 -7, 0) i4 @ext1(i4 %x)
  ret i4 %r
}
