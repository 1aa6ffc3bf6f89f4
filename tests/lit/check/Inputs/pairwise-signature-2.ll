define i8 @src_a(i8 %x) {
  ret i8 %x
}
define i8 @tgt_a(i8 %x) {
  %y = add i8 %x, 1
  ret i8 %y
}
define <2 x i8> @src_b(<2 x i8> %x, i1 %c) {
  ret <2 x i8> %x
}
define <2 x i8> @tgt_b(<2 x i8> %x) {
  ret <2 x i8> %x
}
