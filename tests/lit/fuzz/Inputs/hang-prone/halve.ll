; A seed with the pattern of the test plugin's unsound peephole
; (sdiv X, 2), for tests/lit/fuzz/hang-cut.test.
define i32 @halve(i32 %x) {
  %h = sdiv i32 %x, 2
  ret i32 %h
}

define i8 @halve_sum(i8 %a, i8 %b) {
  %s = add i8 %a, %b
  %h = sdiv i8 %s, 2
  ret i8 %h
}
