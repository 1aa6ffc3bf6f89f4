; A miscompilation in LLVM 22.1.8 and opt-19 (not opt-16) found by
; `refinery fuzz` (default<O3>, seed 13, a generated module; reduced with
; `refinery reduce`, culprit the late simplifycfg<switch-to-lookup>): the
; switch over all 16 values of an i4 becomes a 60-bit bitmap (15 entries of
; 4 bits) shifted right by 4 * %a; for %a = 15 (the default case, which
; returns 0) the shift amount is 60, the bit width, so the result is poison
; and the noundef return is UB.
;
;   refinery check simplifycfg-switch-lookup-bitmap.ll \
;     --passes='simplifycfg<switch-to-lookup>'
;   violation (tgt-ub) at i4 -1: src returns 0, tgt's return is poison
; (The x86-64 data layout matters: it decides the bitmap's legal width.)
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define noundef i4 @src(i4 %a) {
entry:
  switch i4 %a, label %join [
    i4 1, label %case
    i4 4, label %case
    i4 0, label %case
  ]

join:
  %v = phi i4 [ 0, %entry ], [ %a, %case ]
  %t = trunc i4 %v to i1
  %r = select i1 %t, i4 %a, i4 %v
  ret i4 %r

case:
  br label %join
}
