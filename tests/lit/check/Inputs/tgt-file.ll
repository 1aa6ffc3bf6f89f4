; Targets for ../tgt-file.ll.

declare i8 @llvm.smax.i8(i8, i8)

define i8 @smax_zero(i8 %x) {
  %r = call i8 @llvm.smax.i8(i8 %x, i8 0)
  ret i8 %r
}

define i8 @guarded_div(i8 %x, i8 %y) {
  %z = icmp eq i8 %y, 0
  %q = udiv i8 %x, %y
  %r = select i1 %z, i8 0, i8 %q
  ret i8 %r
}

define i8 @widened(i16 %x) {
  %t = trunc i16 %x to i8
  ret i8 %t
}
