; A seed with a signed division by a constant (exercises division folds).
define i32 @half(i32 %x) {
  %q = sdiv i32 %x, 2
  ret i32 %q
}
