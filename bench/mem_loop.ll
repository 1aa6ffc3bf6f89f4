; A memory loop: 10^6 iterations over a 1024-element i32 array on the
; stack, each loading and storing at a data-dependent index (GEP inbounds,
; load, store): about 1.2 * 10^7 executed instructions. Used by
; interp_speed.py.
define i32 @main() {
entry:
  %buf = alloca [1024 x i32], align 16
  call void @llvm.memset.p0.i64(ptr align 16 %buf, i8 0, i64 4096, i1 false)
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 7, %entry ], [ %acc.next, %loop ]
  %h = mul i32 %acc, 31
  %x = xor i32 %h, %i
  %idx = and i32 %x, 1023
  %idx64 = zext i32 %idx to i64
  %p = getelementptr inbounds [1024 x i32], ptr %buf, i64 0, i64 %idx64
  %v = load i32, ptr %p, align 4
  %v1 = add i32 %v, %i
  store i32 %v1, ptr %p, align 4
  %acc.next = add i32 %acc, %v1
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i.next, 1000000
  br i1 %done, label %exit, label %loop

exit:
  %r = and i32 %acc.next, 127
  ret i32 %r
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
