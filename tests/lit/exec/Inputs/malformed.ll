define i8 @f(i8 %a) {
  %r = add i8 %a,
  ret i8 %r
}
