; A fuzzed-looking module: the unsound sdiv rewrite hides among unrelated
; code, a call, a branch and flags.
declare void @sink(i32)

define internal i32 @helper(i32 %a, i32 %b) {
  %s = add nsw i32 %a, %b
  %m = mul i32 %s, 3
  ret i32 %m
}

define i32 @f(i32 %x, i32 %y, i1 %c) {
entry:
  %t = call i32 @helper(i32 %x, i32 %y)
  %u = xor i32 %t, %y
  br i1 %c, label %then, label %else
then:
  %v = sub nuw i32 %u, 7
  call void @sink(i32 %v)
  %q = sdiv i32 %x, 2
  %w = add i32 %q, %v
  br label %join
else:
  %z = and i32 %u, 255
  br label %join
join:
  %p = phi i32 [ %w, %then ], [ %z, %else ]
  %r = or i32 %p, 1024
  ret i32 %r
}
