; Stream output: fwrite, fputc, putc and fputs write to the stream their
; FILE* names, and the checker compares what each stream received as one
; byte sequence (as stdout's), not call by call: LLVM rewrites these calls
; into one another (SimplifyLibCalls: fwrite of one byte -> fputc, fputs
; -> fwrite, fwrite with n = 0 -> nothing) and may split or merge writes.
; Other bytes, or bytes to another stream, are a violation. No write fails
; in either role (one environment, in which refinement must hold too).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i64 @fwrite(ptr, i64, i64, ptr)
declare i32 @fputc(i32, ptr)
declare i32 @putc(i32, ptr)
declare i32 @fputs(ptr, ptr)

@.str = private unnamed_addr constant [5 x i8] c"xpto\00", align 1
; A FILE object in a global: its address is shared by source and target. (A
; stream in an argument buffer makes the source address-nondeterministic,
; as the interpreter counts such buffers among the objects whose address
; the layout chooses, so a difference there is decided only on inputs
; where the FILE* is no buffer.)
@file = global [16 x i8] zeroinitializer

; --- wrong ---
; fwrite("xpto", 1, 1, f) -> fputc('y', f): the stream receives "y", not "x".
; RUN: not %refinery check %s --function src_wrong_byte --json | FileCheck %s --check-prefix=WRONGBYTE
; WRONGBYTE: {"verdict":"violation","functions":[{"name":"src_wrong_byte","verdict":"violation","kind":"event-mismatch",{{.*}}"detail":"the output to the stream at 0x{{[0-9A-F]+}} differs",
; fputs("xpto", f) -> fwrite("xpto", 1, 3, f): a byte short.
; RUN: not %refinery check %s --function src_short --json | FileCheck %s --check-prefix=SHORT
; SHORT: {"verdict":"violation","functions":[{"name":"src_short","verdict":"violation","kind":"event-mismatch",{{.*}}"detail":"the output to the stream at 0x{{[0-9A-F]+}} differs",
; fputc(c, f) -> fputc(c, g): another stream.
; RUN: not %refinery check %s --function src_other_stream --json | FileCheck %s --check-prefix=OTHER
; OTHER: {"verdict":"violation","functions":[{"name":"src_other_stream","verdict":"violation","kind":"event-mismatch",{{.*}}"detail":"the output to the stream at 0x{{[0-9A-F]+}} differs",
; fputc(c, f) -> nothing: the write is observable.
; RUN: not %refinery check %s --function src_dropped --json | FileCheck %s --check-prefix=DROPPED
; DROPPED: {"verdict":"violation","functions":[{"name":"src_dropped","verdict":"violation","kind":"event-mismatch",{{.*}}"detail":"the output to the stream at 0x{{[0-9A-F]+}} differs",
; fputc's result is the character as unsigned char, not c itself (-1
; gives 255).
; RUN: not %refinery check %s --function src_fputc_result --json | FileCheck %s --check-prefix=FPUTCRES
; FPUTCRES: {"verdict":"violation","functions":[{"name":"src_fputc_result","verdict":"violation","kind":"value-mismatch","input":"i32 -1","src":"return i32 255","tgt":"return i32 -1","detail":"the returned values differ",

; --- correct ---
; fwrite("xpto", 1, 1, f) -> fputc('x', f) (SimplifyLibCalls; Alive2's
; libcalls/fwrite-2).
; RUN: %refinery check %s --function src_fwrite_fputc --json | FileCheck %s --check-prefix=FWFPUTC
; FWFPUTC: {"verdict":"no-violation","functions":[{"name":"src_fwrite_fputc","verdict":"no-violation",
; fputs("xpto", f) -> fwrite("xpto", 4, 1, f) (SimplifyLibCalls).
; RUN: %refinery check %s --function src_fputs_fwrite --json | FileCheck %s --check-prefix=FPUTSFW
; FPUTSFW: {"verdict":"no-violation","functions":[{"name":"src_fputs_fwrite","verdict":"no-violation",
; fwrite(p, size, 0, f) -> 0 (SimplifyLibCalls; Alive2's libcalls/fwrite-1).
; RUN: %refinery check %s --function src_n_zero --json | FileCheck %s --check-prefix=NZERO
; NZERO: {"verdict":"no-violation","functions":[{"name":"src_n_zero","verdict":"no-violation",
; One write split in two, and putc -> fputc: the same bytes in order.
; RUN: %refinery check %s --function src_split --json | FileCheck %s --check-prefix=SPLIT
; SPLIT: {"verdict":"no-violation","functions":[{"name":"src_split","verdict":"no-violation",
; fputc(c, f) & 255 -> fputc(c, f): the result is already an unsigned char.
; RUN: %refinery check %s --function src_fputc_mask --json | FileCheck %s --check-prefix=FPUTCMASK
; FPUTCMASK: {"verdict":"no-violation","functions":[{"name":"src_fputc_mask","verdict":"no-violation",

; RUN: sh -c '%refinery check %s --json > /dev/null; test $? -eq 1'

define void @src_wrong_byte(ptr %f) {
  %call = call i64 @fwrite(ptr @.str, i64 1, i64 1, ptr %f)
  ret void
}
define void @tgt_wrong_byte(ptr %f) {
  %call = call i32 @fputc(i32 121, ptr %f)
  ret void
}

define void @src_short(ptr %f) {
  %call = call i32 @fputs(ptr @.str, ptr %f)
  ret void
}
define void @tgt_short(ptr %f) {
  %call = call i64 @fwrite(ptr @.str, i64 1, i64 3, ptr %f)
  ret void
}

define void @src_other_stream(i32 %c, ptr %f, ptr %g) {
  %call = call i32 @fputc(i32 %c, ptr %f)
  ret void
}
define void @tgt_other_stream(i32 %c, ptr %f, ptr %g) {
  %call = call i32 @fputc(i32 %c, ptr %g)
  ret void
}

define void @src_dropped(i32 %c, ptr %f) {
  %call = call i32 @fputc(i32 %c, ptr %f)
  ret void
}
define void @tgt_dropped(i32 %c, ptr %f) {
  ret void
}

define i32 @src_fputc_result(i32 %c) {
  %r = call i32 @fputc(i32 %c, ptr @file)
  ret i32 %r
}
define i32 @tgt_fputc_result(i32 %c) {
  %r = call i32 @fputc(i32 %c, ptr @file)
  ret i32 %c
}

define void @src_fwrite_fputc(ptr %f) {
  %call = call i64 @fwrite(ptr @.str, i64 1, i64 1, ptr %f)
  ret void
}
define void @tgt_fwrite_fputc(ptr %f) {
  %call = call i32 @fputc(i32 120, ptr %f)
  ret void
}

define void @src_fputs_fwrite(ptr %f) {
  %call = call i32 @fputs(ptr @.str, ptr %f)
  ret void
}
define void @tgt_fputs_fwrite(ptr %f) {
  %call = call i64 @fwrite(ptr @.str, i64 4, i64 1, ptr %f)
  ret void
}

define i64 @src_n_zero(ptr %f, i64 %size) {
  %call = call i64 @fwrite(ptr @.str, i64 %size, i64 0, ptr %f)
  ret i64 %call
}
define i64 @tgt_n_zero(ptr %f, i64 %size) {
  ret i64 0
}

define i64 @src_split(ptr %f, i32 %c) {
  %a = call i64 @fwrite(ptr @.str, i64 2, i64 2, ptr %f)
  %b = call i32 @putc(i32 %c, ptr %f)
  ret i64 %a
}
define i64 @tgt_split(ptr %f, i32 %c) {
  %a = call i64 @fwrite(ptr @.str, i64 1, i64 2, ptr %f)
  %tail = getelementptr i8, ptr @.str, i64 2
  %b = call i64 @fwrite(ptr %tail, i64 2, i64 1, ptr %f)
  %d = call i32 @fputc(i32 %c, ptr %f)
  ret i64 2
}

define i32 @src_fputc_mask(i32 %c, ptr %f) {
  %r = call i32 @fputc(i32 %c, ptr %f)
  %m = and i32 %r, 255
  ret i32 %m
}
define i32 @tgt_fputc_mask(i32 %c, ptr %f) {
  %r = call i32 @fputc(i32 %c, ptr %f)
  ret i32 %r
}
