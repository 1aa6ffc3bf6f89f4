; The sdiv peephole's bug met again in another program: a vector of i32
; halved after a multiply, the result stored.
define <2 x i32> @f(<2 x i32> %a, <2 x i32> %b, ptr %p) {
  %m = mul <2 x i32> %b, %b
  store <2 x i32> %m, ptr %p
  %h = sdiv <2 x i32> %a, splat (i32 2)
  %x = xor <2 x i32> %h, %m
  ret <2 x i32> %x
}
