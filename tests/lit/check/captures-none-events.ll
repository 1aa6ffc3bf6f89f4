; An unknown function may not depend on the address of a captures(none)
; pointer argument (LangRef "Pointer Capture": every use of the address
; counts, a comparison too): its call counts by the bytes it may read
; there, so two calls on equal copies are one call to it. InstCombine
; replacing both copies of a constant by the constant, and EarlyCSE then
; merging the calls, is right (a campaign's false alarm, found by a
; helper's triage). Without captures(none) the callee may tell the copies
; apart: two calls are two events.

; RUN: %refinery check %s --function src_copies --json | FileCheck %s --check-prefix=COPIES
; COPIES: {"verdict":"inconclusive","functions":[{"name":"src_copies","verdict":"inconclusive",
; RUN: not %refinery check %s --function src_capturing --json | FileCheck %s --check-prefix=CAPT
; CAPT: {"verdict":"violation","functions":[{"name":"src_capturing","verdict":"violation","kind":"event-mismatch",
; RUN: %refinery check %S/Inputs/captures-none-merge.ll --passes='default<O2>' --json | FileCheck %s --check-prefix=O2
; O2: {"verdict":"inconclusive",

declare i8 @rd(ptr captures(none)) memory(argmem: read)
declare i8 @rdc(ptr) memory(argmem: read)

define void @src_copies() {
  %a = alloca i8
  %b = alloca i8
  store i8 1, ptr %a
  store i8 1, ptr %b
  %r1 = call i8 @rd(ptr %a)
  %r2 = call i8 @rd(ptr %b)
  ret void
}
define void @tgt_copies() {
  %a = alloca i8
  store i8 1, ptr %a
  %r1 = call i8 @rd(ptr %a)
  ret void
}

define void @src_capturing() {
  %a = alloca i8
  %b = alloca i8
  store i8 1, ptr %a
  store i8 1, ptr %b
  %r1 = call i8 @rdc(ptr %a)
  %r2 = call i8 @rdc(ptr %b)
  ret void
}
define void @tgt_capturing() {
  %a = alloca i8
  store i8 1, ptr %a
  %r1 = call i8 @rdc(ptr %a)
  ret void
}
