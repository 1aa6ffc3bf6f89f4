; The module of unknown-callee-arg-bytes.ll's UNNAMED check.
@c1 = private unnamed_addr constant [4 x i8] c"abcd"
@c2 = private unnamed_addr constant [4 x i8] c"abcd"
declare noundef i32 @rd8(ptr noundef nonnull dereferenceable(8) captures(none)) memory(argmem: read) nounwind willreturn

define i32 @f(i1 %c) {
  %s = alloca ptr
  %p = select i1 %c, ptr @c1, ptr @c2
  store ptr %p, ptr %s
  %r = call i32 @rd8(ptr %s)
  ret i32 %r
}
