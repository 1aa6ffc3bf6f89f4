; Variable arguments (LangRef "Variable Argument Handling Intrinsics",
; "'va_arg' Instruction"). The model: a va_list is one pointer into the
; caller's variadic arguments, one after another in slots of their size
; rounded up to 8 bytes; va_arg reads the next one, va_copy copies the
; position, va_end ends the list. Reading past the last argument, after
; va_end or without va_start is UB; a va_list of another size (x86-64's
; __va_list_tag), a type wider than 8 bytes and a target without 64-bit
; pointers are not modelled.

%va = type { ptr }

; i32, double and i64 arguments, read back in order (1 + 2.5 + 40).
; RUN: %refinery exec %s --function sum3 --json | FileCheck %s --match-full-lines --check-prefix=SUM
; SUM: {"outcome":"return","value":"i64 43"}
define i64 @sum3() {
  %r = call i64 (i32, ...) @take(i32 3, i32 1, double 2.5, i64 40)
  ret i64 %r
}
define i64 @take(i32 %n, ...) {
  %ap = alloca %va
  call void @llvm.va_start.p0(ptr %ap)
  %a = va_arg ptr %ap, i32
  %b = va_arg ptr %ap, double
  %c = va_arg ptr %ap, i64
  call void @llvm.va_end.p0(ptr %ap)
  %a64 = sext i32 %a to i64
  %bi = fptosi double %b to i64
  %s = add i64 %a64, %bi
  %t = add i64 %s, %c
  ret i64 %t
}

; va_copy keeps the position: the copy reads the second argument again.
; RUN: %refinery exec %s --function copy --json | FileCheck %s --match-full-lines --check-prefix=COPY
; COPY: {"outcome":"return","value":"i32 22"}
define i32 @copy() {
  %r = call i32 (...) @second_twice(i32 7, i32 11)
  ret i32 %r
}
define i32 @second_twice(...) {
  %ap = alloca %va
  %aq = alloca %va
  call void @llvm.va_start.p0(ptr %ap)
  %x = va_arg ptr %ap, i32
  call void @llvm.va_copy.p0(ptr %aq, ptr %ap)
  %y = va_arg ptr %ap, i32
  %z = va_arg ptr %aq, i32
  call void @llvm.va_end.p0(ptr %ap)
  call void @llvm.va_end.p0(ptr %aq)
  %r = add i32 %y, %z
  ret i32 %r
}

; RUN: %refinery exec %s --function past_end --json | FileCheck %s --match-full-lines --check-prefix=PAST
; PAST: {"outcome":"ub","reason":"load: out-of-bounds access at %b in @two"}
define i32 @past_end() {
  %r = call i32 (...) @two(i32 1)
  ret i32 %r
}
define i32 @two(...) {
  %ap = alloca %va
  call void @llvm.va_start.p0(ptr %ap)
  %a = va_arg ptr %ap, i32
  %b = va_arg ptr %ap, i32
  %r = add i32 %a, %b
  ret i32 %r
}

; RUN: %refinery exec %s --function after_end --json | FileCheck %s --match-full-lines --check-prefix=ENDED
; ENDED: {"outcome":"ub","reason":"va_arg of a va_list not started or already ended at %a in @ended"}
define i32 @after_end() {
  %r = call i32 (...) @ended(i32 1)
  ret i32 %r
}
define i32 @ended(...) {
  %ap = alloca %va
  call void @llvm.va_start.p0(ptr %ap)
  call void @llvm.va_end.p0(ptr %ap)
  %a = va_arg ptr %ap, i32
  ret i32 %a
}

; RUN: %refinery exec %s --function x86_list --json | FileCheck %s --match-full-lines --check-prefix=X86
; X86: {"outcome":"unsupported","reason":"a va_list that is not one pointer at 'call void @llvm.va_start.p0(ptr %ap)' in @x86"}
%struct.__va_list_tag = type { i32, i32, ptr, ptr }
define i32 @x86_list() {
  %r = call i32 (...) @x86(i32 1)
  ret i32 %r
}
define i32 @x86(...) {
  %ap = alloca [1 x %struct.__va_list_tag]
  call void @llvm.va_start.p0(ptr %ap)
  ret i32 0
}

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_copy.p0(ptr, ptr)
declare void @llvm.va_end.p0(ptr)

; A va_list the run's va_start did not make (a caller's, passed in) has a
; layout the model does not know: unsupported, not UB.
; RUN: %refinery exec %s --function foreign --json | FileCheck %s --match-full-lines --check-prefix=FOREIGN
; FOREIGN: {"outcome":"unsupported","reason":"va_arg of a va_list from outside the run at %a in @read_one"}
@list = global [2 x i64] zeroinitializer
define i32 @foreign() {
  store ptr @list, ptr @list
  %r = call i32 @read_one(ptr @list)
  ret i32 %r
}
define i32 @read_one(ptr %ap) {
  %a = va_arg ptr %ap, i32
  ret i32 %a
}

; RUN: %refinery exec %s --function wide --json | FileCheck %s --match-full-lines --check-prefix=WIDE
; WIDE: {"outcome":"unsupported","reason":"va_arg of a type wider than 8 bytes or on a target without 64-bit pointers at %a in @read_wide"}
define i128 @wide() {
  %r = call i128 (...) @read_wide(i128 1)
  ret i128 %r
}
define i128 @read_wide(...) {
  %ap = alloca %va
  call void @llvm.va_start.p0(ptr %ap)
  %a = va_arg ptr %ap, i128
  ret i128 %a
}
