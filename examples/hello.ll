; A C-like main: printf through the C library model.
@fmt = private constant [17 x i8] c"sum(1..10) = %d\0A\00"

declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 1, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %s.next = add nsw i32 %s, %i
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp ugt i32 %i.next, 10
  br i1 %done, label %exit, label %loop
exit:
  %n = call i32 (ptr, ...) @printf(ptr @fmt, i32 %s.next)
  ret i32 0
}
