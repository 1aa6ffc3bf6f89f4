; A variadic function's inputs vary its variadic arguments too: input K
; passes K % 4 of them, each an i64 (printed after "..."). The va_list
; model is that of exec/varargs.ll.

%va = type { ptr }

; --- wrong: the target reads a second argument the source does not ---
; With one variadic argument it reads past the last (UB).
; RUN: not %refinery check %s --function src_extra --json | FileCheck %s --check-prefix=EXTRA
; EXTRA: {"verdict":"violation","functions":[{"name":"src_extra","verdict":"violation","kind":"tgt-ub","input":"... i64 {{-?[0-9]+}}","src":"return i32
define i32 @src_extra(...) {
  %ap = alloca %va
  call void @llvm.va_start.p0(ptr %ap)
  %a = va_arg ptr %ap, i32
  call void @llvm.va_end.p0(ptr %ap)
  ret i32 %a
}
define i32 @tgt_extra(...) {
  %ap = alloca %va
  call void @llvm.va_start.p0(ptr %ap)
  %a = va_arg ptr %ap, i32
  %b = va_arg ptr %ap, i32
  call void @llvm.va_end.p0(ptr %ap)
  ret i32 %a
}

; --- wrong: the copy made after the first va_arg reads the second ---
; RUN: not %refinery check %s --function src_copy_late --json | FileCheck %s --check-prefix=LATE
; LATE: {"verdict":"violation","functions":[{"name":"src_copy_late","verdict":"violation","kind":"value-mismatch","input":"... i64 {{-?[0-9]+}}, i64 {{-?[0-9]+}}",
define i32 @src_copy_late(...) {
  %ap = alloca %va
  %aq = alloca %va
  call void @llvm.va_start.p0(ptr %ap)
  %a = va_arg ptr %ap, i32
  call void @llvm.va_copy.p0(ptr %aq, ptr %ap)
  %b = va_arg ptr %aq, i32
  %r = add i32 %a, %b
  ret i32 %r
}
define i32 @tgt_copy_late(...) {
  %ap = alloca %va
  call void @llvm.va_start.p0(ptr %ap)
  %a = va_arg ptr %ap, i32
  %r = add i32 %a, %a
  ret i32 %r
}

; --- correct: a copy made before the first va_arg reads the first ---
; RUN: %refinery check %s --function src_copy_early --json | FileCheck %s --check-prefix=EARLY
; EARLY: {"verdict":"no-violation","functions":[{"name":"src_copy_early","verdict":"no-violation",
define i32 @src_copy_early(...) {
  %ap = alloca %va
  %aq = alloca %va
  call void @llvm.va_start.p0(ptr %ap)
  call void @llvm.va_copy.p0(ptr %aq, ptr %ap)
  %a = va_arg ptr %ap, i32
  %b = va_arg ptr %aq, i32
  %r = add i32 %a, %b
  ret i32 %r
}
define i32 @tgt_copy_early(...) {
  %ap = alloca %va
  call void @llvm.va_start.p0(ptr %ap)
  %a = va_arg ptr %ap, i32
  %r = add i32 %a, %a
  ret i32 %r
}

; --- correct: va_arg after va_end is UB, so anything refines it ---
; RUN: %refinery check %s --function src_dead --json | FileCheck %s --check-prefix=DEAD
; DEAD: {"verdict":"no-violation","functions":[{"name":"src_dead","verdict":"no-violation","inputs_tried":8,"inputs_src_ub":8,
define i32 @src_dead(...) {
  %ap = alloca %va
  call void @llvm.va_start.p0(ptr %ap)
  call void @llvm.va_end.p0(ptr %ap)
  %a = va_arg ptr %ap, i32
  ret i32 %a
}
define i32 @tgt_dead(...) {
  unreachable
}

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_copy.p0(ptr, ptr)
declare void @llvm.va_end.p0(ptr)
