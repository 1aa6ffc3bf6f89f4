; The source module of unknown-callee-poison.ll's DECLS check.
declare noundef i8 @f(i8)
declare nonnull ptr @g()

define i8 @undef_free(i8 %x) {
  %r = call i8 @f(i8 %x)
  ret i8 %r
}

define i1 @non_null() {
  %r = call ptr @g()
  %c = icmp eq ptr %r, null
  ret i1 %c
}
