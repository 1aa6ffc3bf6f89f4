define i32 @g(i32 %x) {
  %m = mul i32 %x, %x
  ret i32 %m
}
