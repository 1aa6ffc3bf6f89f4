; A miscompilation in LLVM 22.1.8 (also opt-15, 16 and 19) found by
; `refinery fuzz` (default<O2>, seed 4, a generated module): LoopIdiomRecognize
; turns an i2 "shift until zero" loop into a counted loop whose trip count
; 2 - cttz(%a) is decremented with `sub nsw i2`. For %a = 1 or 3 the trip
; count is 2 = 0b10, i.e. -2 as a signed i2, so the first decrement -2 - 1
; overflows: %tcdec is poison and the loop's branch on it is UB, where the
; source returns 2 (LoopIdiomRecognize.cpp, transformLoopToCountable,
; CreateSub(..., "tcdec", /*HasNUW=*/false, /*HasNSW=*/true); the .iv code
; next to it already avoids nsw for bit width 2). Later passes exploit the
; poison and return wrong values at default<O2> (tgt 4 for src 2 after
; loop-unroll-full and instcombine on the variant that also returns %x).
;
;   refinery check loop-idiom-i2-tripcount-nsw.ll --passes=loop-idiom
;   violation (tgt-ub) at i2 1: src returns i8 2, tgt branches on poison
define i8 @src(i2 %a) {
entry:
  %z = icmp eq i2 %a, 0
  br i1 %z, label %exit, label %loop

loop:
  %n = phi i8 [ 0, %entry ], [ %n.next, %loop ]
  %x = phi i2 [ %a, %entry ], [ %x.next, %loop ]
  %x.next = shl i2 %x, 1
  %n.next = add i8 %n, 1
  %c = icmp eq i2 %x.next, 0
  br i1 %c, label %exit, label %loop

exit:
  %r = phi i8 [ 0, %entry ], [ %n.next, %loop ]
  ret i8 %r
}
