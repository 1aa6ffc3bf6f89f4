; A miscompilation by the LangRef of LLVM 22 (found by `refinery fuzz`,
; default<O3>, seed 10; reduced with `refinery reduce`, culprit instcombine;
; also opt-15, 16 and 19): InstCombine turns a 4-byte memmove into an i32
; load and store. memmove copies bytes, each with its own poison; an i32
; load is poison when any of its bytes is (LangRef "Poison Values": a load
; over a partly poison store "Returns a poison value"). After a <2 x i8>
; store with one poison lane, the other lane's byte and bytes 2-3 copied to
; %dst are defined in the source; the target makes all four bytes poison. (A long-standing gap
; between LLVM's memcpy lowering and the LangRef, the motivation of the
; proposed byte type.)
;
;   refinery check instcombine-memmove-partial-poison.ll --passes=instcombine
;   violation (memory-mismatch) at %v = <i8 4, i8 poison>: byte 0 of %dst
;   is 4 in src and poison in tgt
define void @src(ptr %tmp, <2 x i8> %v, ptr %dst) {
  store <2 x i8> %v, ptr %tmp, align 1
  call void @llvm.memmove.p0.p0.i8(ptr %dst, ptr %tmp, i8 4, i1 false)
  ret void
}

declare void @llvm.memmove.p0.p0.i8(ptr, ptr, i8, i1)
