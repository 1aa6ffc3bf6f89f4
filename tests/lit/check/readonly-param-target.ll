; readonly and readnone on a pointer parameter (LangRef "Parameter
; Attributes"): writing (or, for readnone, accessing) *through* the
; argument is UB; the memory may still be reached through other pointers.
; In the function under test, an input buffer is reached only through its
; argument (no input memory or global points to it), so a target that
; adds the attribute to a function writing through the argument is wrong.

; --- wrong ---
; RUN: not %refinery check %s --function src_intro_readonly --json | FileCheck %s --check-prefix=RO
; RO: {"verdict":"violation","functions":[{"name":"src_intro_readonly","verdict":"violation","kind":"tgt-ub","input":"ptr <64-byte buffer: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 ...>","src":"return i8 2","tgt":"ub: write through a readonly argument at 'store i8 3, ptr %q, align 1' in @tgt_intro_readonly",
; Through a GEP, in a callee: still based on the argument.
; RUN: not %refinery check %s --function src_intro_readnone_callee --json | FileCheck %s --check-prefix=RN
; RN: {"verdict":"violation","functions":[{"name":"src_intro_readnone_callee","verdict":"violation","kind":"tgt-ub",{{.*}}"tgt":"ub: access through a readnone argument at %v in @reader",

; --- correct ---
; The write goes through another argument, which may alias the first.
; RUN: %refinery check %s --function src_other_arg --json | FileCheck %s --check-prefix=OTHER
; OTHER: {"verdict":"no-violation","functions":[{"name":"src_other_arg","verdict":"no-violation",
; writeonly is memory(write) for one argument: a read of it is allowed.
; RUN: %refinery check %s --function src_writeonly_read --json | FileCheck %s --check-prefix=WO
; WO: {"verdict":"no-violation","functions":[{"name":"src_writeonly_read","verdict":"no-violation",
; The call site's readonly binds a variadic argument too: the source is UB
; where the callee writes through it (function-attrs infers readonly here).
; RUN: %refinery check %s --function src_vararg_readonly --json | FileCheck %s --check-prefix=VARARG
; VARARG: {"verdict":"no-violation","functions":[{"name":"src_vararg_readonly","verdict":"no-violation","inputs_tried":200,"inputs_src_ub":200,
; An unknown callee whose argument is `returned` yet captures(none): no
; implementation keeps both promises (returning captures), so nothing is
; modelled.
; RUN: %refinery check %s --function src_returned_nocapture --json | FileCheck %s --check-prefix=RETCAP
; RETCAP: {"verdict":"inconclusive","functions":[{"name":"src_returned_nocapture","verdict":"inconclusive",{{.*}}"reason":"the source uses something unsupported: a `returned` pointer argument that its captures(...) does not let return at %q in @src_returned_nocapture",
; A readonly callee parameter while the caller writes through its own copy.
; RUN: %refinery check %s --function src_callee_other --json | FileCheck %s --check-prefix=CALLEE
; CALLEE: {"verdict":"no-violation","functions":[{"name":"src_callee_other","verdict":"no-violation",

define i8 @src_intro_readonly(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 1
  store i8 3, ptr %q
  ret i8 2
}
define i8 @tgt_intro_readonly(ptr readonly %p) {
  %q = getelementptr i8, ptr %p, i64 1
  store i8 3, ptr %q
  ret i8 2
}

define i8 @reader(ptr %p) {
  %v = load i8, ptr %p
  ret i8 %v
}
define i8 @src_intro_readnone_callee(ptr %p) {
  %q = getelementptr inbounds i8, ptr %p, i64 2
  %v = call i8 @reader(ptr %q)
  ret i8 %v
}
define i8 @tgt_intro_readnone_callee(ptr readnone %p) {
  %q = getelementptr inbounds i8, ptr %p, i64 2
  %v = call i8 @reader(ptr %q)
  ret i8 %v
}

define void @src_other_arg(ptr %p, ptr %q) {
  store i8 1, ptr %q
  ret void
}
define void @tgt_other_arg(ptr readonly %p, ptr %q) {
  store i8 1, ptr %q
  ret void
}

define i8 @src_writeonly_read(ptr %p) {
  store i8 4, ptr %p
  ret i8 4
}
define i8 @tgt_writeonly_read(ptr writeonly %p) {
  store i8 4, ptr %p
  %v = load i8, ptr %p
  ret i8 %v
}

define void @writer(ptr readonly %a, ptr %b) {
  store i8 9, ptr %b
  ret void
}
define void @src_callee_other(ptr %p) {
  store i8 9, ptr %p
  ret void
}
define void @tgt_callee_other(ptr %p) {
  call void @writer(ptr %p, ptr %p)
  ret void
}

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
define internal void @vwriter(i32 %n, ...) {
  %ap = alloca ptr
  call void @llvm.va_start.p0(ptr %ap)
  %q = va_arg ptr %ap, ptr
  store i8 1, ptr %q
  call void @llvm.va_end.p0(ptr %ap)
  ret void
}
define void @src_vararg_readonly(ptr %p) {
  call void (i32, ...) @vwriter(i32 0, ptr readonly %p)
  ret void
}
define void @tgt_vararg_readonly(ptr readonly %p) {
  call void (i32, ...) @vwriter(i32 0, ptr readonly %p)
  ret void
}

declare ptr @id(ptr captures(none) returned) memory(none) nounwind willreturn
define void @src_returned_nocapture(ptr %p) {
  %q = call ptr @id(ptr %p)
  store i8 1, ptr %q
  ret void
}
define void @tgt_returned_nocapture(ptr readnone %p) {
  %q = call ptr @id(ptr %p)
  store i8 1, ptr %q
  ret void
}
