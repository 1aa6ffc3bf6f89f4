; Input of check/unknown-callee-misaligned.ll: the source, whose declaration
; of @g promises no alignment.
define i64 @low_bits() {
  %p = call ptr @g()
  %i = ptrtoint ptr %p to i64
  %m = and i64 %i, 3
  ret i64 %m
}
declare ptr @g()
