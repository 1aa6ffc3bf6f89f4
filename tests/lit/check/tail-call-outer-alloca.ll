; LangRef "'call' Instruction": a tail call's callee does not access the
; allocas, va_args or byval arguments of the caller, the function with the
; call. An alloca of the caller's own caller is not among them: TailCallElim
; marks `call @ext(ptr %p)` tail in @inner, whose %p is @f's alloca, and
; @ext still reads it. (A default<O2> campaign, seed 21, met this as a false
; event-mismatch: the interpreter hid every stack object from the callee of
; a tail call.) The callee of a tail call reading its own caller's alloca
; stays UB (tests/lit/check/call-memory.ll).

; RUN: %refinery check %s --tgt %S/Inputs/tail-call-outer-alloca-tgt.ll --json | FileCheck %s
; CHECK: {"verdict":"no-violation","functions":[{"name":"f","verdict":"no-violation",{{.*}}{"name":"inner","verdict":"no-violation",

declare i16 @ext(ptr captures(none))

define i16 @f(i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  %r = call i16 @inner(ptr %a)
  ret i16 %r
}

define i16 @inner(ptr %p) {
  %r = call i16 @ext(ptr %p)
  ret i16 %r
}
