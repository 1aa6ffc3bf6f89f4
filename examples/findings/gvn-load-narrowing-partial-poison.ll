; A miscompilation by the LangRef of LLVM 22 (found by `refinery fuzz`,
; default<O2>, seed 5, with the generator's peephole material; reduced with
; `refinery reduce`, culprit gvn): GVN replaces an i8 load by a trunc of an
; earlier i16 load of the same address. An integer load is poison when any
; of its bytes is (LangRef "Poison Values": a load over partly poison memory
; "Returns a poison value"), so with byte 1 of %p poison and byte 0
; defined, the source's i8 load, and the byte it stores to @g, is defined;
; the target's trunc of the poison i16 stores poison. Reported upstream as
; llvm-project#99268 (open: a load replaced by trunc (bitcast) of a wider
; load with a poison lane; also #209935 for vector store forwarding); the
; same gap between load widening and poison in memory as the InstCombine
; and SROA entries (llvm-project#52930).
;
;   refinery check gvn-load-narrowing-partial-poison.ll --passes=gvn
;   violation (memory-mismatch): global @g differs at byte 0
@g = global i8 0

define i1 @src(ptr %p) {
  %w = load i16, ptr %p, align 1
  %b = load i8, ptr %p, align 1
  store i8 %b, ptr @g, align 1
  %c = icmp sgt i16 %w, -1
  ret i1 %c
}
