; A miscompilation in LLVM 22.1.8 found by the soundness sweep (issue 12) on
; LLVM's own test llvm/test/Transforms/LoopIdiom/memset-undef-stores.ll
; (@poison_head, ../shared/llvm-tests, commit a265e887): LoopIdiomRecognize
; merges the two byte stores of each iteration, `store i8 poison` to p[2i]
; and `store i8 1` to p[2i+1], into one memset over 2n bytes and takes the
; first store's byte, poison, as the memset value. The source leaves
; p[2i+1] = 1; the target makes it poison.
;
; LangRef: `llvm.memset` "fills a block of memory with a particular byte
; value", here poison, so every byte of the block is poison; the source's
; `store i8 1` writes a defined byte (a store of a non-poison value). Memory
; the source defines the target makes poison: not a refinement. (Using 1 as
; the memset value would be correct: the poison bytes may become anything.)
;
;   opt-22 -passes=loop-idiom -S loop-idiom-memset-poison-head.ll
;   (call void @llvm.memset.p0.i64(ptr align 1 %p, i8 poison, i64 %0, ...))
;   refinery check loop-idiom-memset-poison-head.ll --passes=loop-idiom
;   violation (memory-mismatch) at n = 4: byte 1 of %p is 1 in src and
;   poison in tgt
;
; Natively: opt-22 -passes=loop-idiom, then llc-22 -O2, and the function
; does nothing at all (the poison memset is dropped): called from C on a
; zeroed 8-byte buffer with n = 4 it leaves p[1], p[3], p[5], p[7] at 0,
; where the unoptimized function sets them to 1. default<O2> does not show
; it (earlier passes delete the poison store first).
;
; Upstream: the test file (added upstream after 22 branched) records this
; output in its CHECK lines and its header says the intended behaviour is to
; "use the non-{poison,undef} value in the chain as the memset value"; no
; issue was found (searched "LoopIdiom memset poison undef stores").
define void @src(ptr %p, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [2 x i8], ptr %p, i64 %i, i64 0
  %b = getelementptr inbounds [2 x i8], ptr %p, i64 %i, i64 1
  store i8 poison, ptr %a
  store i8 1, ptr %b
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}
