; A miscompilation in LLVM 22.1.8 (also opt-15, 16 and 19) found by
; `refinery fuzz` (default<O1> seed 11 and default<O3> seed 10, generated
; modules; reduced with `refinery reduce`, culprit simplifycfg): SimplifyCFG
; hoists `udiv i1 %x, %y` out of the block that only runs when %y != 0 and
; folds the branches into selects, so the division runs for %y = 0 too:
; division by zero, immediate UB, where the source returns %a. At -O1/-O3
; later passes then drop the %y test altogether and return the wrong value.
;
;   refinery check simplifycfg-speculate-i1-udiv.ll --passes=simplifycfg
;   violation (tgt-ub) at i1 false, i8 0, i1 false, i8 0
define i8 @src(i1 %x, i8 %a, i1 %y, i8 %b) {
entry:
  %c = icmp ne i1 %y, false
  br i1 %c, label %div, label %join

div:
  %q = udiv i1 %x, %y
  br label %join

join:
  %p = phi i1 [ %q, %div ], [ true, %entry ]
  br i1 %p, label %early, label %cont

early:
  ret i8 %a

cont:
  %z = zext i1 %x to i8
  %s = add i8 %b, %z
  ret i8 %s
}
