; The module of captures-none-events.ll's O2 check: default<O2> turns
; both allocas into @g0 (InstCombine) and merges the calls (EarlyCSE).
@g0 = constant [8 x i8] c"\10\00\00\FF\01\FF\F9\FE", align 16

declare i8 @ext0(ptr captures(none) dereferenceable(8)) nounwind memory(argmem: read)

define void @f() {
  %a = alloca [8 x i8], align 16
  %b = alloca [8 x i8], align 16
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr @g0, i64 8, i1 false)
  %r1 = call i8 @ext0(ptr %a)
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr @g0, i64 8, i1 false)
  %r2 = call i8 @ext0(ptr %b)
  ret void
}
