; The bug of instcombine-memmove-partial-poison.ll (LLVM 22.1.8; upstream
; llvm-project#176685, open) seen through an external call instead of
; memory: InstCombine turns a 2-byte memcpy into an i16 load and store, so
; one poison byte of the source makes both copied bytes poison (LangRef
; "'load' Instruction": a load of an integer with a poison bit is poison),
; and the unknown @ext1, which may read the copy, reads a poison byte where
; the source gave it a defined one. Found by the 50,000-case default<O2>
; campaign with external calls (seed 12) and by the CI's zero-false-alarm
; campaign; reduced by a helper with `refinery reduce`, culprit
; instcombine. Listed apart from the memory row so that its pattern, which
; asks for a call of an @extN function, cannot hide other event
; differences.
;
;   refinery check instcombine-memcpy-partial-poison-call.ll --passes=instcombine
;   violation (event-mismatch), input i8 0, ptr <2-byte buffer: 01 pp>, ...
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i8 @f1(i8 %a1, ptr %a3, ptr %arg1, i8 %arg3) {
entry:
  call void @llvm.memcpy.p0.p0.i8(ptr %arg1, ptr %a3, i8 2, i1 false)
  call void @ext1(ptr %arg1, i8 %a1, i8 0)
  ret i8 %arg3
}

declare void @ext1(ptr, i8, i8)

declare void @llvm.memcpy.p0.p0.i8(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i8, i1 immarg)
