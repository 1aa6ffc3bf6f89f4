define i8 @f(i8 %a) {
entry:
  %r = add i8 %r, %a
  ret i8 %r
}
