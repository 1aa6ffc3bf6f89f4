; Stream output (TargetLibraryInfo, C prototypes only): fwrite (C11
; 7.21.8.2), fputc and putc (7.21.7.3, 7.21.7.8), fputs (7.21.7.4) and
; their _unlocked forms write to the stream their FILE* names, one byte
; sequence per stream keyed by that pointer. `exec` prints each stream
; after the program's stdout as `stream <pointer>: "<bytes>"`, escaped as
; an LLVM string constant (with --json, as "streams"). No write fails:
; fwrite returns n, fputc and putc the character written, fputs 1 (glibc).

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i64 @fwrite(ptr, i64, i64, ptr)
declare i64 @fwrite_unlocked(ptr, i64, i64, ptr)
declare i32 @fputc(i32, ptr)
declare i32 @putc(i32, ptr)
declare i32 @fputs(ptr, ptr)
declare i32 @puts(ptr)

@out = global [16 x i8] zeroinitializer
@err = global [16 x i8] zeroinitializer
@xpto = private constant [6 x i8] c"xpto\0A\00"

;--- Writes to two streams and to stdout: each stream's bytes in order,
; whichever function wrote them; stdout apart.

; RUN: %refinery exec %s --function mixed | FileCheck %s --match-full-lines --check-prefix=MIXED
; MIXED: xpto
; MIXED-EMPTY:
; MIXED-NEXT: stream ptr @out: "xpAxpto\0A!"
; MIXED-NEXT: stream ptr @err: "to\0A"
; MIXED-NEXT: return: i64 5
; RUN: %refinery exec %s --function mixed --json | FileCheck %s --match-full-lines --check-prefix=MIXEDJSON
; MIXEDJSON: xpto
; MIXEDJSON-EMPTY:
; MIXEDJSON-NEXT: {"outcome":"return","value":"i64 5","streams":{"ptr @out":"xpAxpto\\0A!","ptr @err":"to\\0A"}}
define i64 @mixed() {
  %a = call i64 @fwrite(ptr @xpto, i64 1, i64 2, ptr @out)
  %c = call i32 @fputc(i32 65, ptr @out)
  %p = call i32 @puts(ptr @xpto)
  %s = call i32 @fputs(ptr @xpto, ptr @out)
  %tail = getelementptr i8, ptr @xpto, i64 2
  %b = call i64 @fwrite_unlocked(ptr %tail, i64 3, i64 1, ptr @err)
  %d = call i32 @putc(i32 33, ptr @out)
  %r1 = add i64 %a, %b
  %s64 = zext i32 %s to i64
  %r2 = add i64 %r1, %s64
  %r3 = add i64 %r2, 1
  ret i64 %r3
}

;--- Results: fwrite returns n (not size * n), fputc/putc the character as
; unsigned char, fputs 1.

; RUN: %refinery exec %s --function fwrite_n --arg 2 --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=FWN
; FWN: {"outcome":"return","value":"i64 3","streams":{"ptr @out":"xpto\\0A\\00"}}
define i64 @fwrite_n(i64 %size, i64 %n) {
  %r = call i64 @fwrite(ptr @xpto, i64 %size, i64 %n, ptr @out)
  ret i64 %r
}

; RUN: %refinery exec %s --function fputc_ret --arg 321 --json | FileCheck %s --match-full-lines --check-prefix=FPUTC321
; FPUTC321: {"outcome":"return","value":"i32 65","streams":{"ptr @out":"A"}}
; RUN: %refinery exec %s --function fputc_ret --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=FPUTCM1
; FPUTCM1: {"outcome":"return","value":"i32 255","streams":{"ptr @out":"\\FF"}}
define i32 @fputc_ret(i32 %c) {
  %r = call i32 @fputc(i32 %c, ptr @out)
  ret i32 %r
}

; RUN: %refinery exec %s --function putc_ret --arg 10 --json | FileCheck %s --match-full-lines --check-prefix=PUTC
; PUTC: {"outcome":"return","value":"i32 10","streams":{"ptr @err":"\\0A"}}
define i32 @putc_ret(i32 %c) {
  %r = call i32 @putc(i32 %c, ptr @err)
  ret i32 %r
}

; The empty string writes nothing: no stream is listed.
@empty = private constant [1 x i8] zeroinitializer
; RUN: %refinery exec %s --function fputs_empty --json | FileCheck %s --match-full-lines --check-prefix=FPUTSEMPTY
; FPUTSEMPTY: {"outcome":"return","value":"i32 1"}
define i32 @fputs_empty() {
  %r = call i32 @fputs(ptr @empty, ptr @out)
  ret i32 %r
}

;--- size or n zero: returns 0 and reads nothing (a null or poison-free
; but invalid pointer is never touched).

; RUN: %refinery exec %s --function fwrite_zero --arg 0 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=FWZ1
; FWZ1: {"outcome":"return","value":"i64 0"}
; RUN: %refinery exec %s --function fwrite_zero --arg -1 --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=FWZ2
; FWZ2: {"outcome":"return","value":"i64 0"}
define i64 @fwrite_zero(i64 %size, i64 %n) {
  %r = call i64 @fwrite(ptr null, i64 %size, i64 %n, ptr @out)
  ret i64 %r
}

;--- UB: data that is not readable (out of bounds, size * n beyond any
; object, also when the product wraps), a poison byte in it, a poison size,
; a null or poison stream.

; RUN: %refinery exec %s --function fwrite_oob --json | FileCheck %s --match-full-lines --check-prefix=FWOOB
; FWOOB: {"outcome":"ub","reason":"load: out-of-bounds access at %r in @fwrite_oob"}
define i64 @fwrite_oob() {
  %r = call i64 @fwrite(ptr @xpto, i64 7, i64 1, ptr @out)
  ret i64 %r
}

; RUN: %refinery exec %s --function fwrite_huge --json | FileCheck %s --match-full-lines --check-prefix=FWHUGE
; FWHUGE: {"outcome":"ub","reason":"@fwrite: out-of-bounds access at {{.*}}"}
define i64 @fwrite_huge() {
  %r = call i64 @fwrite(ptr @xpto, i64 4294967296, i64 4294967297, ptr @out)
  ret i64 %r
}

; RUN: %refinery exec %s --function fwrite_poison_byte --json | FileCheck %s --match-full-lines --check-prefix=FWPB
; FWPB: {"outcome":"ub","reason":"@fwrite reading its data: poison byte at {{.*}}"}
define i64 @fwrite_poison_byte() {
  %p = alloca [2 x i8]
  store i8 120, ptr %p
  %q = getelementptr i8, ptr %p, i64 1
  store i8 poison, ptr %q
  %r = call i64 @fwrite(ptr %p, i64 1, i64 2, ptr @out)
  ret i64 %r
}

; RUN: %refinery exec %s --function fwrite_poison_size --json | FileCheck %s --match-full-lines --check-prefix=FWPS
; FWPS: {"outcome":"ub","reason":"poison argument 1 passed to @fwrite at {{.*}}"}
define i64 @fwrite_poison_size() {
  %r = call i64 @fwrite(ptr @xpto, i64 poison, i64 1, ptr @out)
  ret i64 %r
}

; RUN: %refinery exec %s --function fputc_null_stream --json | FileCheck %s --match-full-lines --check-prefix=FPUTCNULL
; FPUTCNULL: {"outcome":"ub","reason":"null stream passed to @fputc at {{.*}}"}
define i32 @fputc_null_stream() {
  %r = call i32 @fputc(i32 65, ptr null)
  ret i32 %r
}

; RUN: %refinery exec %s --function fputs_poison_stream --json | FileCheck %s --match-full-lines --check-prefix=FPUTSPOISON
; FPUTSPOISON: {"outcome":"ub","reason":"poison argument 1 passed to @fputs at {{.*}}"}
define i32 @fputs_poison_stream() {
  %r = call i32 @fputs(ptr @xpto, ptr poison)
  ret i32 %r
}

;--- An uninitialized byte is a chosen one (zero here), as in a string
; printf or puts prints.

; RUN: %refinery exec %s --function fwrite_undef_byte --json | FileCheck %s --match-full-lines --check-prefix=FWUNDEF
; FWUNDEF: {"outcome":"return","value":"i64 2","nondeterministic":true,"streams":{"ptr @out":"x\\00"}}
define i64 @fwrite_undef_byte() {
  %p = alloca [2 x i8]
  store i8 120, ptr %p
  %r = call i64 @fwrite(ptr %p, i64 1, i64 2, ptr @out)
  ret i64 %r
}
