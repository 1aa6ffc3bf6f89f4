; Small functions that show poison and immediate UB.
define i8 @add_nsw(i8 %x, i8 %y) {
  %s = add nsw i8 %x, %y        ; poison on signed overflow
  ret i8 %s
}

define i32 @guarded_div(i32 %x, i32 %d) {
  %q = udiv i32 %x, %d          ; immediate UB when %d is 0
  ret i32 %q
}

define i8 @freeze_poison(i8 %x) {
  %f = freeze i8 %x             ; one arbitrary value for poison
  %g = add i8 %f, 1
  ret i8 %g
}
