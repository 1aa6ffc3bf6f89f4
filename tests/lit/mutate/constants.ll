; refinery mutate --strategies constants: a constant becomes an interesting
; one (0, +-1, MIN, MAX, bw-1, bw, bw+1, powers of two and neighbours,
; neighbours of the function's constants).

; RUN: %refinery mutate %s --strategies constants --mutations 1 --seed 1 --count 40 -o - | FileCheck %s
; CHECK-COUNT-40: ; mutation (constants): replace {{i8 3 with i8 -?[0-9]+ in operand 1 of %r|double 1.500000e\+00 with double [-+0-9.e]+|double 1.500000e\+00 with double 0x[0-9A-F]+}}

define i8 @shl(i8 %x) {
  %r = shl i8 %x, 3
  ret i8 %r
}

define double @fp(double %x) {
  %r = fmul double %x, 1.5
  ret double %r
}
