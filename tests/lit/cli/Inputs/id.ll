define i8 @id8(i8 %x) {
  ret i8 %x
}
