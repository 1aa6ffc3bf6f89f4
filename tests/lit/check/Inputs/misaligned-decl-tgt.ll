; Input of check/unknown-callee-misaligned.ll: the target, whose declaration
; of @g promises align 4: the low bits are 0.
define i64 @low_bits() {
  %p = call ptr @g()
  ret i64 0
}
declare align 4 ptr @g()
