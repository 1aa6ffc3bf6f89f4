; LangRef "Undefined Values": an undef may be refined by any value, but
; only an undef refines an undef. A target that returns undef bits where
; the source's value is defined under every choice is wrong (Alive2:
; "Target's return value is more undefined"), even if the source's value
; is itself a choice, as a frozen one.

; --- wrong ---
; RUN: not %refinery check %s --function src_freeze --json | FileCheck %s --check-prefix=FREEZE
; FREEZE: {"verdict":"violation","functions":[{"name":"src_freeze","verdict":"violation","kind":"value-mismatch",{{.*}}"detail":"the target's value is more undefined (undef bits where the source's are defined)"
define i32 @src_freeze() {
  %v = freeze i32 undef
  ret i32 %v
}
define i32 @tgt_freeze() {
  ret i32 undef
}

; Dropping the freeze of an argument (Alive2's undef/strip-add-ule): wrong
; for an undef argument. (A poison one makes the branch UB: `0 ule x` is
; true for every choice of an undef.)
; RUN: not %refinery check %s --function src_arg --json | FileCheck %s --check-prefix=ARG
; ARG: {"verdict":"violation","functions":[{"name":"src_arg","verdict":"violation","kind":"value-mismatch","input":"i32 undef",
define i32 @src_arg(i32 %x) {
  %c = icmp ule i32 0, %x
  br i1 %c, label %a, label %b
a:
  %f = freeze i32 %x
  ret i32 %f
b:
  ret i32 0
}
define i32 @tgt_arg(i32 %x) {
  %c = icmp ule i32 0, %x
  br i1 %c, label %a, label %b
a:
  ret i32 %x
b:
  ret i32 0
}

; `or undef, 1` has its low bit set under every choice: a plain undef is
; more undefined in that bit.
; RUN: not %refinery check %s --function src_or --json | FileCheck %s --check-prefix=OR
; OR: {"verdict":"violation","functions":[{"name":"src_or","verdict":"violation","kind":"value-mismatch",
define i8 @src_or() {
  %r = or i8 undef, 1
  ret i8 %r
}
define i8 @tgt_or() {
  %p = alloca i8
  %u = load i8, ptr %p
  ret i8 %u
}

; --- correct ---
; RUN: %refinery check %s --function src_undef --function src_poison --function src_or_ok --json | FileCheck %s --check-prefix=OK
; OK: {"verdict":"no-violation","functions":[{"name":"src_undef","verdict":"no-violation",{{.*}}{"name":"src_poison","verdict":"no-violation",{{.*}}{"name":"src_or_ok","verdict":"no-violation",
define i8 @src_undef() {
  ret i8 undef
}
define i8 @tgt_undef() {
  %p = alloca i8
  %u = load i8, ptr %p
  ret i8 %u
}
; Poison (x = 127) may be refined by undef.
define i8 @src_poison(i8 %x) {
  %r = add nsw i8 %x, 1
  %c = icmp eq i8 %x, 127
  %s = select i1 %c, i8 %r, i8 0
  ret i8 %s
}
define i8 @tgt_poison(i8 %x) {
  %c = icmp eq i8 %x, 127
  %s = select i1 %c, i8 undef, i8 0
  ret i8 %s
}
; Undef in the bits the source leaves undef too.
define i8 @src_or_ok() {
  %r = or i8 undef, 1
  ret i8 %r
}
define i8 @tgt_or_ok() {
  %p = alloca i8
  %u = load i8, ptr %p
  %r = or i8 %u, 1
  ret i8 %r
}
