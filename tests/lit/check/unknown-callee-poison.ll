; An unknown function may return poison where its declaration does not say
; noundef (LangRef "Parameter Attributes": noundef; a nonnull or align
; result that does not hold is poison too). Dropping a `freeze` of such a
; result is wrong; keeping the result as it is, or a call site's noundef
; (the caller's promise, UB where broken), is right.

; --- wrong ---
; RUN: not %refinery check %s --function src_drop_freeze --json | FileCheck %s --check-prefix=INT
; INT: {"verdict":"violation","functions":[{"name":"src_drop_freeze","verdict":"violation","kind":"tgt-poison","input":"i8 -128, external functions #3","src":"return i8 0","tgt":"return i8 poison",
; RUN: not %refinery check %s --function src_drop_freeze_nonnull --json | FileCheck %s --check-prefix=NONNULL
; NONNULL: {"verdict":"violation","functions":[{"name":"src_drop_freeze_nonnull","verdict":"violation","kind":"tgt-poison","input":"external functions #3","src":"return ptr null","tgt":"return ptr poison",

; --- correct ---
; RUN: %refinery check %s --function src_keep --json | FileCheck %s --check-prefix=KEEP
; (Implementation 6 of every 8 branches on its arguments: UB in the source
; for the inputs that pass poison or undef.)
; KEEP: {"verdict":"no-violation","functions":[{"name":"src_keep","verdict":"no-violation","inputs_tried":{{[0-9]+}},"inputs_src_ub":{{[1-9][0-9]*}},
; A noundef result is never poison: the freeze may go.
; RUN: %refinery check %s --function src_noundef --json | FileCheck %s --check-prefix=NOUNDEF
; NOUNDEF: {"verdict":"no-violation","functions":[{"name":"src_noundef","verdict":"no-violation",
; A call site's noundef makes a poison result UB in the source.
; RUN: %refinery check %s --function src_site_noundef --json | FileCheck %s --check-prefix=SITE
; SITE: {"verdict":"no-violation","functions":[{"name":"src_site_noundef","verdict":"no-violation","inputs_tried":{{[0-9]+}},"inputs_src_ub":{{[1-9][0-9]*}},
; dereferenceable(_or_null) implies noundef; an allocsize function returns
; memory or null: no poison from either.
; RUN: %refinery check %s --function src_deref_decl --json | FileCheck %s --check-prefix=DEREF
; DEREF: {"verdict":"no-violation","functions":[{"name":"src_deref_decl","verdict":"no-violation","inputs_tried":{{[0-9]+}},"inputs_src_ub":0,
; RUN: %refinery check %s --function src_allocsize --json | FileCheck %s --check-prefix=ALLOCSIZE
; ALLOCSIZE: {"verdict":"no-violation","functions":[{"name":"src_allocsize","verdict":"no-violation","inputs_tried":{{[0-9]+}},"inputs_src_ub":0,
; Source and target are one function however each module declares it: a
; target module that drops the declaration's noundef or nonnull is no
; license for poison or null.
; RUN: %refinery check %S/Inputs/callee-decl-src.ll --tgt %S/Inputs/callee-decl-tgt.ll --json | FileCheck %s --check-prefix=DECLS
; DECLS: {"verdict":"no-violation","functions":[{"name":"undef_free","verdict":"no-violation",{{.*}}{"name":"non_null","verdict":"no-violation",

declare i8 @f(i8)
declare noundef i8 @fn(i8)
declare nonnull align 4 ptr @g()

define i8 @src_drop_freeze(i8 %x) {
  %r = call i8 @f(i8 %x)
  %fr = freeze i8 %r
  ret i8 %fr
}
define i8 @tgt_drop_freeze(i8 %x) {
  %r = call i8 @f(i8 %x)
  ret i8 %r
}

define ptr @src_drop_freeze_nonnull() {
  %p = call ptr @g()
  %fr = freeze ptr %p
  ret ptr %fr
}
define ptr @tgt_drop_freeze_nonnull() {
  %p = call ptr @g()
  ret ptr %p
}

define i8 @src_keep(i8 %x) {
  %r = call i8 @f(i8 %x)
  %s = add i8 %r, 1
  ret i8 %s
}
define i8 @tgt_keep(i8 %x) {
  %r = call i8 @f(i8 %x)
  %s = sub i8 %r, -1
  ret i8 %s
}

define i8 @src_noundef(i8 %x) {
  %r = call i8 @fn(i8 %x)
  %fr = freeze i8 %r
  ret i8 %fr
}
define i8 @tgt_noundef(i8 %x) {
  %r = call i8 @fn(i8 %x)
  ret i8 %r
}

define i8 @src_site_noundef(i8 %x) {
  %r = call noundef i8 @f(i8 %x)
  %fr = freeze i8 %r
  ret i8 %fr
}
define i8 @tgt_site_noundef(i8 %x) {
  %r = call noundef i8 @f(i8 %x)
  ret i8 %r
}

declare dereferenceable_or_null(4) ptr @d()
define ptr @src_deref_decl() {
  %p = call ptr @d()
  %fr = freeze ptr %p
  ret ptr %fr
}
define ptr @tgt_deref_decl() {
  %p = call ptr @d()
  ret ptr %p
}

declare ptr @my_malloc(i32) allocsize(0)
define ptr @src_allocsize() {
  %p = call ptr @my_malloc(i32 23)
  ret ptr %p
}
define ptr @tgt_allocsize() {
  %p = call dereferenceable_or_null(23) ptr @my_malloc(i32 23)
  ret ptr %p
}
