; A getelementptr's flags bind every step of its offset in order (LangRef
; "'getelementptr' Instruction": inbounds, nusw and nuw), not only the
; sum: with constant indices 1 and -12 over [16 x i8] the first step
; leaves an 8-byte object (inbounds: poison) and the second adds a
; negative offset (nuw: poison; nusw: a wrap from a high address), though
; the sum, 4, is in bounds. (A helper's differential review found the
; interpreter's GEP fast path summing the constants first.)

; RUN: %refinery exec %s --function inb --json | FileCheck %s --check-prefix=INB
; INB: {"outcome":"return","value":"i64 poison"{{(,"nondeterministic":true)?}}}
; RUN: %refinery exec %s --function nuw --json | FileCheck %s --check-prefix=NUW
; NUW: {"outcome":"return","value":"i64 poison"{{(,"nondeterministic":true)?}}}
; RUN: %refinery exec %s --function nusw --json | FileCheck %s --check-prefix=NUSW
; NUSW: {"outcome":"return","value":"i64 poison"}
; Without flags the sum is the address.
; RUN: %refinery exec %s --function plain --json | FileCheck %s --check-prefix=PLAIN
; PLAIN: {"outcome":"return","value":"i64 4"{{(,"nondeterministic":true)?}}}

define i64 @inb() {
  %p = alloca [8 x i8], align 8
  %q = getelementptr inbounds [16 x i8], ptr %p, i64 1, i64 -12
  %d = ptrtoint ptr %q to i64
  %e = ptrtoint ptr %p to i64
  %r = sub i64 %d, %e
  ret i64 %r
}

define i64 @nuw() {
  %p = alloca [8 x i8], align 8
  %q = getelementptr nuw [16 x i8], ptr %p, i64 1, i64 -12
  %d = ptrtoint ptr %q to i64
  %e = ptrtoint ptr %p to i64
  %r = sub i64 %d, %e
  ret i64 %r
}

define i64 @nusw() {
  %p = inttoptr i64 -16 to ptr
  %q = getelementptr nusw [32 x i8], ptr %p, i64 1, i64 -31
  %d = ptrtoint ptr %q to i64
  ret i64 %d
}

define i64 @plain() {
  %p = alloca [8 x i8], align 8
  %q = getelementptr [16 x i8], ptr %p, i64 1, i64 -12
  %d = ptrtoint ptr %q to i64
  %e = ptrtoint ptr %p to i64
  %r = sub i64 %d, %e
  ret i64 %r
}
