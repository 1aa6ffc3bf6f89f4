; A miscompilation by the LangRef of LLVM 22 (found by bench/seed_sources.py's
; --mutate-only campaign on ../shared/known-bugs, default<O2>, seed 1: a
; freeze added to a known bug's loop; reduced with `refinery reduce`,
; culprit loop-vectorize): the loop leaves early on a frozen compare with %n
; (the uncountable early exit) before its latch compares with %m (the
; countable exit). LoopVectorize computes the trip count from %m in the
; preheader, smax(%m, 0), and branches on it (%min.iters.check). For %n =
; -128 the source leaves in the first iteration and never reads %m; with
; %m poison the target branches on poison (LangRef "'br' Instruction":
; undefined behavior), where the source returns 1. The same family as
; llvm-project#219371 (open; its fix, llvm-project#219893, bails out for a
; udiv that may trap in the speculated trip count, not for a trip count
; that is poison).
;
;   refinery check loop-vectorize-early-exit-poison-trip-count.ll --passes=loop-vectorize
;   violation (tgt-ub): branch on poison, input i8 -128, i8 poison
define range(i8 0, 2) i8 @src(i8 %n, i8 %m) {
entry:
  br label %loop

loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp slt i8 %i, %n
  %fr = freeze i1 %c
  br i1 %fr, label %latch, label %exit

latch:
  %i.next = add nuw nsw i8 %i, 1
  %again = icmp slt i8 %i, %m
  br i1 %again, label %loop, label %exit

exit:
  %r = phi i8 [ 1, %loop ], [ 0, %latch ]
  ret i8 %r
}
