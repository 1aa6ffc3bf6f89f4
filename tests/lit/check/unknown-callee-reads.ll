; Implementation 7 of every 8 returns its first pointer argument where the
; declaration promises nothing of the result and the argument may be
; captured through the return: a result compared with the argument may be
; equal.
; RUN: not %refinery check %s --function src_result_is_arg --json | FileCheck %s --check-prefix=RETARG
; RETARG: {"verdict":"violation","functions":[{"name":"src_result_is_arg","verdict":"violation","kind":"value-mismatch","input":"external functions #7","src":"return i1 true","tgt":"return i1 false",
; Without a pointer argument, it returns the last pointer an earlier call
; may have stored away (its captures(...) and memory(...) allow that).
; RUN: not %refinery check %s --function src_escaped --json | FileCheck %s --check-prefix=ESCAPED
; ESCAPED: {"verdict":"violation","functions":[{"name":"src_escaped","verdict":"violation","kind":"value-mismatch","input":"external functions #7","src":"return i8 2","tgt":"return i8 1",
; RUN: %refinery check %s --function src_not_escaped --json | FileCheck %s --check-prefix=KEPT
; KEPT: {"verdict":"no-violation","functions":[{"name":"src_not_escaped","verdict":"no-violation",
; Not where the call site's result is noalias (the caller's promise of a
; fresh object), nor an escaped pointer into a noalias argument's object
; (accesses through both would be UB), and the reading implementation's
; read is one of its callers too (an inlined readnone parameter).
; RUN: %refinery check %s --function src_noalias_result --json | FileCheck %s --check-prefix=NARES
; NARES: {"verdict":"no-violation","functions":[{"name":"src_noalias_result","verdict":"no-violation",
; RUN: %refinery check %s --function src_noalias_param --json | FileCheck %s --check-prefix=NAPARAM
; NAPARAM: {"verdict":"no-violation","functions":[{"name":"src_noalias_param","verdict":"no-violation",
; RUN: %refinery check %s --function src_inlined_readnone --json | FileCheck %s --check-prefix=INLINED
; INLINED: {"verdict":"no-violation","functions":[{"name":"src_inlined_readnone","verdict":"no-violation",
; RUN: %refinery check %s --function src_result_nocapture --json | FileCheck %s --check-prefix=NOCAP
; NOCAP: {"verdict":"no-violation","functions":[{"name":"src_result_nocapture","verdict":"no-violation",

; One implementation of an unknown function in eight reads through every
; pointer argument its declaration lets it read. A call site that adds
; readnone, or memory(...) without argmem reads, promises it does not:
; UB there (LangRef "Parameter Attributes": reading a readnone argument is
; UB; "Function Attributes": memory).

; --- wrong ---
; RUN: not %refinery check %s --function src_site_readnone --json | FileCheck %s --check-prefix=READNONE
; READNONE: {"verdict":"violation","functions":[{"name":"src_site_readnone","verdict":"violation","kind":"tgt-ub","input":"{{.*}}external functions #5","src":{{.*}}"tgt":"ub: the modelled @f reads its argument 0, which the call site says it does not at %v in @tgt_site_readnone",
; RUN: not %refinery check %s --function src_site_memnone --json | FileCheck %s --check-prefix=MEMNONE
; MEMNONE: {"verdict":"violation","functions":[{"name":"src_site_memnone","verdict":"violation","kind":"tgt-ub",{{.*}}"tgt":"ub: the modelled @f reads its argument 0, which the call site says it does not at %v in @tgt_site_memnone",

; --- correct ---
; The declaration already says readnone: no implementation reads.
; RUN: %refinery check %s --function src_decl_readnone --json | FileCheck %s --check-prefix=DECL
; DECL: {"verdict":"no-violation","functions":[{"name":"src_decl_readnone","verdict":"no-violation","inputs_tried":200,"inputs_src_ub":0,
; A global constant may be read even under memory(none).
; RUN: %refinery check %s --function src_site_memnone_const --json | FileCheck %s --check-prefix=CONST
; CONST: {"verdict":"no-violation","functions":[{"name":"src_site_memnone_const","verdict":"no-violation","inputs_tried":8,"inputs_src_ub":0,
; writeonly allows reads that are not observable (memory(write)).
; RUN: %refinery check %s --function src_site_writeonly --json | FileCheck %s --check-prefix=WO
; WO: {"verdict":"no-violation","functions":[{"name":"src_site_writeonly","verdict":"no-violation","inputs_tried":200,"inputs_src_ub":0,

declare i8 @f(ptr)
declare i8 @g(ptr readnone)

define i8 @src_site_readnone(ptr %p) {
  %v = call i8 @f(ptr %p)
  ret i8 %v
}
define i8 @tgt_site_readnone(ptr %p) {
  %v = call i8 @f(ptr readnone %p)
  ret i8 %v
}

define i8 @src_site_memnone(ptr %p) {
  %v = call i8 @f(ptr %p)
  ret i8 %v
}
define i8 @tgt_site_memnone(ptr %p) {
  %v = call i8 @f(ptr %p) memory(none)
  ret i8 %v
}

define i8 @src_decl_readnone(ptr %p) {
  %v = call i8 @g(ptr %p)
  ret i8 %v
}
define i8 @tgt_decl_readnone(ptr %p) {
  %v = call i8 @g(ptr readnone %p)
  ret i8 %v
}

define i8 @src_site_writeonly(ptr %p) {
  %v = call i8 @f(ptr %p)
  ret i8 %v
}
define i8 @tgt_site_writeonly(ptr %p) {
  %v = call i8 @f(ptr writeonly %p)
  ret i8 %v
}

@k = constant i32 7
define i8 @src_site_memnone_const() {
  %v = call i8 @f(ptr @k)
  ret i8 %v
}
define i8 @tgt_site_memnone_const() {
  %v = call i8 @f(ptr @k) memory(none)
  ret i8 %v
}

declare ptr @h(ptr)
declare ptr @hn(ptr captures(none))
define i1 @src_result_is_arg() {
  %p = alloca i8
  %r = call ptr @h(ptr %p)
  %c = icmp eq ptr %p, %r
  ret i1 %c
}
define i1 @tgt_result_is_arg() {
  %p = alloca i8
  %r = call ptr @h(ptr %p)
  ret i1 false
}
define i1 @src_result_nocapture() {
  %p = alloca i8
  %r = call ptr @hn(ptr %p)
  %c = icmp eq ptr %p, %r
  ret i1 %c
}
define i1 @tgt_result_nocapture() {
  %p = alloca i8
  %r = call ptr @hn(ptr %p)
  ret i1 false
}

declare void @keep(ptr)
declare void @look(ptr captures(none))
declare ptr @fetch()
define i8 @src_escaped() {
  %p = alloca i8
  store i8 1, ptr %p
  call void @keep(ptr %p)
  %q = call ptr @fetch()
  store i8 2, ptr %q
  %v = load i8, ptr %p
  ret i8 %v
}
define i8 @tgt_escaped() {
  %p = alloca i8
  store i8 1, ptr %p
  call void @keep(ptr %p)
  %q = call ptr @fetch()
  store i8 2, ptr %q
  ret i8 1
}
define i8 @src_not_escaped() {
  %p = alloca i8
  store i8 1, ptr %p
  call void @look(ptr %p)
  %q = call ptr @fetch()
  store i8 2, ptr %q
  %v = load i8, ptr %p
  ret i8 %v
}
define i8 @tgt_not_escaped() {
  %p = alloca i8
  store i8 1, ptr %p
  call void @look(ptr %p)
  %q = call ptr @fetch()
  store i8 2, ptr %q
  ret i8 1
}

declare ptr @ident(ptr) memory(none)
define i32 @src_noalias_result() {
  %a = alloca i32
  store i32 1, ptr %a
  %p = call noalias ptr @ident(ptr %a)
  store i32 2, ptr %p
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @tgt_noalias_result() {
  %a = alloca i32
  store i32 1, ptr %a
  %p = call noalias ptr @ident(ptr %a)
  store i32 2, ptr %p
  ret i32 1
}

declare ptr @fetch_read() memory(read)
define internal i32 @noalias_user(ptr noalias %q) {
  store i32 1, ptr %q
  %p = call ptr @fetch_read()
  store i32 2, ptr %p
  %v = load i32, ptr %q
  ret i32 %v
}
define i32 @src_noalias_param() {
  %a = alloca i32
  call void @keep(ptr %a)
  %r = call i32 @noalias_user(ptr %a)
  ret i32 %r
}
define i32 @tgt_noalias_param() {
  %a = alloca i32
  call void @keep(ptr %a)
  store i32 1, ptr %a
  %p = call ptr @fetch_read()
  store i32 2, ptr %p
  ret i32 1
}

declare i32 @ext(ptr)
define internal i32 @readnone_param(ptr readnone %p) {
  %r = call i32 @ext(ptr %p)
  ret i32 %r
}
define i32 @src_inlined_readnone(ptr %x) {
  %r = call i32 @readnone_param(ptr %x)
  ret i32 %r
}
define i32 @tgt_inlined_readnone(ptr %x) {
  %r = call i32 @ext(ptr readnone %x)
  ret i32 %r
}
