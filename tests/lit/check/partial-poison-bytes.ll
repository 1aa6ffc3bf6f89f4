; Caller memory may hold bytes that are poison in part (a stored <8 x i1>
; with poison lanes). A byte-wise copy keeps their defined bits; a load of
; an integer is poison as a whole if any bit is (LangRef "'load'
; Instruction"), so copying through an i8 is wrong, through an <8 x i1>
; right.

; --- wrong ---
; RUN: not %refinery check %s --function src_copy_i8 --json | FileCheck %s --check-prefix=I8
; I8: {"verdict":"violation","functions":[{"name":"src_copy_i8","verdict":"violation","kind":"memory-mismatch",{{.*}}{p=f0,u=00}{{.*}}"detail":"memory of argument %q differs at byte 0",

; --- correct ---
; RUN: %refinery check %s --function src_copy_bits --json | FileCheck %s --check-prefix=BITS
; BITS: {"verdict":"no-violation","functions":[{"name":"src_copy_bits","verdict":"no-violation","inputs_tried":200,

define void @src_copy_i8(ptr %p, ptr %q) {
  call void @llvm.memcpy.p0.p0.i64(ptr %q, ptr %p, i64 1, i1 false)
  ret void
}
define void @tgt_copy_i8(ptr %p, ptr %q) {
  %v = load i8, ptr %p
  store i8 %v, ptr %q
  ret void
}

define void @src_copy_bits(ptr %p, ptr %q) {
  call void @llvm.memcpy.p0.p0.i64(ptr %q, ptr %p, i64 1, i1 false)
  ret void
}
define void @tgt_copy_bits(ptr %p, ptr %q) {
  %v = load <8 x i1>, ptr %p
  store <8 x i1> %v, ptr %q
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
