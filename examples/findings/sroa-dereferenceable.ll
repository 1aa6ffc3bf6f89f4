; A miscompilation in LLVM 22.1.8 found by checking generated modules
; (refinery gen + refinery check): SROA narrows a memmove onto a 7-byte
; slice of the alloca but keeps the call site's dereferenceable(16), which
; no longer holds, so the optimized call is immediate UB.
;
;   refinery check sroa-dereferenceable.ll --passes=sroa
define i64 @src() {
  %a = alloca [16 x i8], align 16
  call void @llvm.memset.p0.i64(ptr align 16 %a, i8 0, i64 16, i1 false)
  %q = getelementptr i8, ptr %a, i64 2
  call void @llvm.memmove.p0.p0.i64(ptr align 16 dereferenceable(16) %a, ptr align 2 %q, i64 5, i1 false)
  %r = getelementptr i8, ptr %a, i64 7
  store i8 1, ptr %r
  %v = load i64, ptr %a
  ret i64 %v
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
