; dead_on_return (LangRef "Parameter Attributes"): what the function
; writes through the argument is poison once it returns, so the caller
; does not look at it: a store through it may go. The argument may alias
; others (the attribute does not imply noalias), so its whole buffer is
; left unchecked; the other arguments' buffers are not.

; --- correct ---
; RUN: %refinery check %s --function src_dead_store --json | FileCheck %s --check-prefix=DEAD
; DEAD: {"verdict":"no-violation","functions":[{"name":"src_dead_store","verdict":"no-violation","inputs_tried":200,"inputs_src_ub":26,

; --- wrong ---
; RUN: not %refinery check %s --function src_live_store --json | FileCheck %s --check-prefix=LIVE
; LIVE: {"verdict":"violation","functions":[{"name":"src_live_store","verdict":"violation","kind":"memory-mismatch",{{.*}}"detail":"memory of argument %p differs at byte 0",

define void @src_dead_store(ptr %p, ptr dead_on_return %q) {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr %q, i8 0, i64 128, i1 false)
  ret void
}
define void @tgt_dead_store(ptr %p, ptr dead_on_return %q) {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 128, i1 false)
  ret void
}

define void @src_live_store(ptr %p, ptr dead_on_return %q) {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 128, i1 false)
  call void @llvm.memset.p0.i64(ptr %q, i8 0, i64 128, i1 false)
  ret void
}
define void @tgt_live_store(ptr %p, ptr dead_on_return %q) {
  call void @llvm.memset.p0.i64(ptr %q, i8 0, i64 128, i1 false)
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
