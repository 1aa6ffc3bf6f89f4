; The same bug found again from another seed: other names, other noise.
define i64 @f(i64 %a, i64 %b) {
  %n = mul nsw i64 %b, %b
  %h = sdiv i64 %a, 2
  %s = add i64 %h, %n
  ret i64 %s
}
