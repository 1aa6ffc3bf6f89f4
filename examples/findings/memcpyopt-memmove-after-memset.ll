; A miscompilation in LLVM 22.1.8 found by a generated module (seed 9071,
; --size 40) at -O1/-O3: MemCpyOpt deletes a memmove from a memset region
; that the memmove's source extends past. After the memset, bytes 0..9 of
; @g are %x and byte 10 is still 7; the memmove copies bytes 1..10 down by
; one, so byte 9 must become 7. The target leaves it %x.
;
;   refinery check memcpyopt-memmove-after-memset.ll --passes=memcpyopt
@g = global [16 x i8] [i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 7, i8 11, i8 12, i8 13, i8 14, i8 15]

define i8 @src(i8 %x) {
  call void @llvm.memset.p0.i64(ptr @g, i8 %x, i64 10, i1 false)
  %s = getelementptr i8, ptr @g, i64 1
  call void @llvm.memmove.p0.p0.i64(ptr @g, ptr %s, i64 10, i1 false)
  %p = getelementptr i8, ptr @g, i64 9
  %v = load i8, ptr %p
  ret i8 %v
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
