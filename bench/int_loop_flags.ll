; bench/int_loop.ll with poison-generating flags wherever they hold (nuw,
; nsw, exact, disjoint, samesign): about 1.4 * 10^7 executed
; instructions, never poison. Used by interp_speed.py.
define i32 @main() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 7, %entry ], [ %acc.next, %loop ]
  %a = mul nuw nsw i32 %acc, 31
  %b = xor i32 %a, %i
  %s = shl nuw nsw i32 %b, 3
  %c = lshr exact i32 %s, 3
  %c2 = lshr i32 %c, 3
  %hi = and i32 %i, 1
  %hi2 = shl nuw nsw i32 %hi, 30
  %d = or disjoint i32 %c2, %hi2
  %e = and i32 %d, 1048575
  %t = sub nsw i32 %e, %i
  %acc.next = and i32 %t, 1048575
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp samesign ult i32 %i.next, 1000000
  br i1 %done, label %loop, label %exit

exit:
  %r = and i32 %acc.next, 127
  ret i32 %r
}
