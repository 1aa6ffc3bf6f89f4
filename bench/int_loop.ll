; About 10^7 executed instructions: 10^6 iterations of a 10-instruction loop
; body (integer arithmetic, a compare and a branch). Used by exec_vs_lli.sh.
define i32 @main() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 7, %entry ], [ %acc.next, %loop ]
  %a = mul i32 %acc, 31
  %b = xor i32 %a, %i
  %c = lshr i32 %b, 3
  %d = add i32 %c, %a
  %e = and i32 %d, 1048575
  %acc.next = sub i32 %e, %i
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, 1000000
  br i1 %done, label %exit, label %loop

exit:
  %r = and i32 %acc.next, 127
  ret i32 %r
}
