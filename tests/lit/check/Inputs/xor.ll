; A function with an `xor`, on which the test plugin's refinery-hang loops
; forever (input of optimizer-child-ends.test).
define i32 @f(i32 %x) {
  %y = xor i32 %x, 1
  ret i32 %y
}
