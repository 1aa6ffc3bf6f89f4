; The source module of unknown-callee-arg-bytes.ll's DECLS check.
declare noundef i32 @rd(ptr noundef nonnull dereferenceable(4)) memory(argmem: read) nounwind willreturn

define i32 @store_moved(ptr dereferenceable(4) %p, i16 %x) {
  %q = getelementptr i8, ptr %p, i64 2
  store i16 %x, ptr %q
  %r = call i32 @rd(ptr %p)
  ret i32 %r
}
