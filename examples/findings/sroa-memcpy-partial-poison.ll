; A miscompilation by the LangRef of LLVM 22 (found by the soundness sweep
; on LLVM's own SROA/address-spaces.ll once the checker's inputs gave the
; caller's memory poison bytes; reduced with `refinery reduce`, culprit
; sroa): SROA replaces a 2-byte memcpy from %a (addrspace 1) into an alloca,
; and the copy of the alloca's first byte to %b, by an i16 load of %a
; truncated to i8 (a memcpy between address spaces it rewrites as loads
; and stores). memcpy copies bytes, each with its own poison; an i16 load is poison
; when either byte is (LangRef "Poison Values": a load over a partly
; poison store "Returns a poison value"). With byte 1 of %a poison and
; byte 0 defined, the source copies a defined byte to %b, the target a
; poison one. (The same load-widening gap as
; instcombine-memmove-partial-poison.ll; upstream holds memory to no
; poison de facto, llvm-project#52930, and reports of the kind are open,
; llvm-project#176685.)
;
;   refinery check sroa-memcpy-partial-poison.ll --passes=sroa
;   violation (memory-mismatch): memory of argument %b differs at byte 0
target datalayout = "e-p:64:64:64-p1:16:16:16-i64:32:64-n8:16:32:64"

define void @src(ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %aa = alloca <2 x i64>, align 16
  call void @llvm.memcpy.p0.p1.i8(ptr %aa, ptr addrspace(1) %a, i8 2, i1 false)
  call void @llvm.memcpy.p1.p0.i8(ptr addrspace(1) %b, ptr %aa, i8 1, i1 false)
  ret void
}

declare void @llvm.memcpy.p0.p1.i8(ptr, ptr addrspace(1), i8, i1)
declare void @llvm.memcpy.p1.p0.i8(ptr addrspace(1), ptr, i8, i1)
