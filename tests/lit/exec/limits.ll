; Bounds on time: steps are weighted by cost (a step per 64-bit word of
; the widest integer, the square of that for multiplication and division,
; charged before the work), and --timeout bounds wall-clock time. Six
; instructions at i8388608 took 23 s before the weighting; a loop of wide
; multiplications ran for minutes under --max-steps 100000.

; RUN: %refinery exec %s --function six --arg 3 --max-steps 100000 --json | FileCheck %s --match-full-lines --check-prefix=SIX
; SIX: {"outcome":"step-limit","reason":"step limit reached"}
define i8388608 @six(i8388608 %x) {
  %a = mul i8388608 %x, %x
  %b = mul i8388608 %a, %a
  %c = mul i8388608 %b, %b
  %d = udiv i8388608 %c, %x
  %e = mul i8388608 %d, %d
  %f = mul i8388608 %e, %e
  ret i8388608 %f
}

; The loop never ends (3^k is never 0 mod 2^4096): 100000 steps are ~24
; iterations at i4096, and a wall-clock bound ends it whatever the steps.
; RUN: %refinery exec %s --function loop --arg 3 --max-steps 100000 --json | FileCheck %s --match-full-lines --check-prefix=LOOP
; LOOP: {"outcome":"step-limit","reason":"step limit reached"}
; RUN: %refinery exec %s --function loop --arg 3 --max-steps 1000000000000 --timeout 1 --json | FileCheck %s --match-full-lines --check-prefix=TIME
; TIME: {"outcome":"step-limit","reason":"time limit reached"}
define i4096 @loop(i4096 %x) {
entry:
  br label %l
l:
  %v = phi i4096 [ %x, %entry ], [ %m, %l ]
  %m = mul i4096 %v, 3
  %c = icmp eq i4096 %m, 0
  br i1 %c, label %e, label %l
e:
  ret i4096 %m
}

; The same bound on a loop the fast path runs whole (i64 words): 2*10^9
; steps are ~10 s, the wall-clock bound ends it after 1 s.
; RUN: %refinery exec %s --function fast_loop --arg 3 --max-steps 2000000000 --timeout 1 --json | FileCheck %s --match-full-lines --check-prefix=FASTTIME
; FASTTIME: {"outcome":"step-limit","reason":"time limit reached"}
define i64 @fast_loop(i64 %x) {
entry:
  br label %l
l:
  %v = phi i64 [ %x, %entry ], [ %m, %l ]
  %m = mul i64 %v, 3
  %c = icmp eq i64 %m, 0
  br i1 %c, label %e, label %l
e:
  ret i64 %m
}

; check: each function pair gets --timeout seconds; a source still running
; then is inconclusive, and no further inputs are tried. (2x is never 1.)
; RUN: %refinery check %s --function src_loop --max-steps 1000000000000 --timeout 1 --json | FileCheck %s --check-prefix=CHECK
; CHECK: {"verdict":"inconclusive","functions":[{"name":"src_loop","verdict":"inconclusive","inputs_tried":1,{{.*}}"reason":"the source ran out of steps","inputs":1},{"reason":"the time limit ran out","inputs":1}
define i4096 @src_loop(i4096 %x) {
entry:
  br label %l
l:
  %v = phi i4096 [ %x, %entry ], [ %m, %l ]
  %m = mul i4096 %v, 2
  %c = icmp eq i4096 %m, 1
  br i1 %c, label %e, label %l
e:
  ret i4096 %m
}
define i4096 @tgt_loop(i4096 %x) {
entry:
  br label %l
l:
  %v = phi i4096 [ %x, %entry ], [ %m, %l ]
  %m = mul i4096 %v, 2
  %c = icmp eq i4096 %m, 1
  br i1 %c, label %e, label %l
e:
  ret i4096 %m
}
