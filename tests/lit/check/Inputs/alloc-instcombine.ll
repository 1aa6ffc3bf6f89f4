; Allocation-function calls instcombine may remove (used by allocators.ll).

declare ptr @myalloc(i64) allockind("alloc,uninitialized") allocsize(0) "alloc-family"="myalloc"
declare void @myfree(ptr allocptr) allockind("free") "alloc-family"="myalloc"
declare ptr @customalloc(i64, i64) allockind("alloc") "alloc-family"="customalloc"
declare void @customfree(ptr allocptr) allockind("free") "alloc-family"="customalloc"

; An allocation only written to and freed: the pair goes.
define i32 @unused_pair(i32 %x) {
  %p = call ptr @myalloc(i64 8)
  store i32 %x, ptr %p
  call void @myfree(ptr %p)
  ret i32 %x
}

; The same with an allocator without allocsize.
define i32 @unused_pair_nosize(i32 %x, i64 %n) {
  %p = call ptr @customalloc(i64 %n, i64 16)
  call void @customfree(ptr %p)
  ret i32 %x
}

; An unused allocation alone.
define void @unused_alloc() {
  %p = call ptr @myalloc(i64 32)
  ret void
}

; Comparing a fresh allocation with null.
define i1 @alloc_is_null() {
  %p = call ptr @myalloc(i64 4)
  %c = icmp eq ptr %p, null
  call void @myfree(ptr %p)
  ret i1 %c
}
