; A miscompilation by the LangRef of LLVM 22 (LLVM 22.1.8): SROA promotes
; an i16 alloca that a 1-byte memset and a 2-byte memcpy access and merges
; the memset's byte into the stored i16 with zext/and/or
; (insertInteger): when the memset's value is poison the whole i16 is
; poison, so the memcpy's destination gets two poison bytes where the
; source copies one poison byte and one defined byte. The same gap between
; integer SSA values and per-byte poison in memory as
; instcombine-memmove-partial-poison.ll. Upstream knows it as a
; deliberate non-fix: PR llvm-project#109240 ("[SROA] Prevent poison
; propagation in insertInteger()", freezing the old value) was closed
; unmerged because LLVM's de-facto model is that memory cannot contain
; poison, which LLVM 22's LangRef does not say.
;
; LangRef: `llvm.memset` intrinsics "fill "len" bytes of memory starting at
; the destination location" with the byte value (here poison), `llvm.memcpy`
; copies bytes,
; and "Poison Values" lets poison be stored to memory; a load is poison only
; when one of the bytes it reads is. In @src, %buf holds 00 01 after the
; store, poison 01 after the memset, and the memcpy makes @g = poison 01: a
; later load of byte 1 of @g returns 1. The target stores
; `or (and i16 256, -256), (zext i8 poison)` = poison as an i16: byte 1 of
; @g becomes poison. Not a refinement.
;
;   opt-22 -passes=sroa -S sroa-memset-partial-poison.ll
;   (%buf.0.insert.ext = zext i8 %p to i16 ... store i16 %buf.0.insert.insert, ptr @g)
;   refinery check sroa-memset-partial-poison.ll --passes=sroa
;   violation (memory-mismatch) at %p = poison: global @g differs at byte 1
;
; Natively: with a caller `define void @poisoned() { call void @src(i8
; poison) ret void }` and a C main printing g[1] after calling it,
; clang-22 -O0 prints 1 and clang-22 -O2 prints 7 (after inlining, the i16
; store of poison is deleted and @g keeps its initial bytes).
;
; Found how: `refinery fuzz --seeds ../shared/known-bugs --passes
; 'default<O2>' --jobs 2 --seed 31` (issue 12; a generated module, culprit
; the SROA run after inlining); reduced with refinery reduce on the module
; before that SROA run (opt-bisect-limit 44) with --passes=sroa, then
; confirmed with opt-22 and natively.
@g = global [2 x i8] c"\07\07", align 2

define void @src(i8 %p) {
  %buf = alloca i16, align 2
  store i16 256, ptr %buf, align 2
  call void @llvm.memset.p0.i64(ptr %buf, i8 %p, i64 1, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr @g, ptr %buf, i64 2, i1 false)
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
