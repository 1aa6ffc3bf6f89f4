; Loops (LangRef "'phi' Instruction", "'br' Instruction"). A loop may be
; rewritten in any way that keeps its trip count and results; an
; off-by-one trip count changes the value or the memory the caller sees.

; --- correct ---
; Counting up to n rewritten as counting down from n: the same n trips.
; RUN: %refinery check %s --function src_count_down --json | FileCheck %s --check-prefix=DOWN
; DOWN: {"verdict":"no-violation","functions":[{"name":"src_count_down","verdict":"no-violation",
; A do-while sum 0 + 1 + ... + (n - 1) replaced by its closed form
; n * (n - 1) / 2 (computed in i16, exact for n <= 255; one trip for n = 0).
; RUN: %refinery check %s --function src_closed_form --json | FileCheck %s --check-prefix=CLOSED
; CLOSED: {"verdict":"no-violation","functions":[{"name":"src_closed_form","verdict":"no-violation",
; A store loop replaced by llvm.memset of the same n bytes. n > 64 is UB in
; the source (out of bounds of the 64-byte buffer) and allows anything.
; RUN: %refinery check %s --function src_memset_idiom --json | FileCheck %s --check-prefix=MEMSET
; MEMSET: {"verdict":"no-violation","functions":[{"name":"src_memset_idiom","verdict":"no-violation","inputs_tried":{{[0-9]+}},"inputs_src_ub":{{[1-9][0-9]*}},

; --- wrong ---
; ult -> ule: one more trip. For n = 0 the source returns 0, the target 3.
; RUN: not %refinery check %s --function src_off_by_one --json | FileCheck %s --check-prefix=OFF1
; OFF1: {"verdict":"violation","functions":[{"name":"src_off_by_one","verdict":"violation","kind":"value-mismatch","input":"i8 {{-?[0-9]+}}","src":"return i8 {{-?[0-9]+}}","tgt":"return i8 {{-?[0-9]+}}","detail":"the returned values differ",
; The same in a store loop: one byte more of the caller's buffer is written.
; RUN: not %refinery check %s --function src_store_loop_off_by_one --json | FileCheck %s --check-prefix=OFF1-MEM
; OFF1-MEM: {"verdict":"violation","functions":[{"name":"src_store_loop_off_by_one","verdict":"violation","kind":"memory-mismatch","input":"ptr <{{[^>]+}}>, i8 {{[0-9]+}}","src":"return","tgt":"return","detail":"memory of argument %p differs at byte {{[0-9]+}}",
; A target that never returns where the source returns: reported as a
; possible hang (never a violation); the step limit makes it fast.
; RUN: %refinery check %s --function src_hang --max-steps 1000 --json | FileCheck %s --check-prefix=HANG
; HANG: {"verdict":"inconclusive","functions":[{"name":"src_hang","verdict":"inconclusive","inputs_tried":[[N:[0-9]+]],"inputs_src_ub":0,"possible_hangs":[[N]],
; The same after the target made the source's one call to @ext and no more:
; still only a possible hang.
; RUN: %refinery check %s --function src_hang_after_call --max-steps 1000 --json | FileCheck %s --check-prefix=HANG-CALL
; HANG-CALL: {"verdict":"inconclusive","functions":[{"name":"src_hang_after_call","verdict":"inconclusive","inputs_tried":[[N:[0-9]+]],"inputs_src_ub":0,"possible_hangs":[[N]],
; But a target that, before it runs out of steps, has made a call (or
; printed output) the source's whole run does not make: a violation,
; whatever it would do next (an unrolled wide counter stepping by 2 never
; meets n = 1).
; RUN: not %refinery check %s --function src_hang_extra_call --max-steps 1000 --json | FileCheck %s --check-prefix=HANG-EXTRA
; HANG-EXTRA: {"verdict":"violation","functions":[{"name":"src_hang_extra_call","verdict":"violation","kind":"event-mismatch","input":"i128 1, external functions #1","src":"return","tgt":"step-limit: step limit reached","detail":"the source makes 1 external call(s), the target at least 286 before it ran out of steps",
; RUN: not %refinery check %s --function src_hang_extra_output --max-steps 1000 --json | FileCheck %s --check-prefix=HANG-OUT
; HANG-OUT: {"verdict":"violation","functions":[{"name":"src_hang_extra_output","verdict":"violation","kind":"event-mismatch","input":"","src":"return","tgt":"step-limit: step limit reached","detail":"the program output differs before the target ran out of steps",

; RUN: sh -c '%refinery check %s --max-steps 100000 --json > /dev/null; test $? -eq 1'

define i8 @src_count_down(i8 %n) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi i8 [ 0, %entry ], [ %acc.next, %body ]
  %c = icmp ult i8 %i, %n
  br i1 %c, label %body, label %exit
body:
  %acc.next = add i8 %acc, 3
  %i.next = add i8 %i, 1
  br label %loop
exit:
  ret i8 %acc
}
define i8 @tgt_count_down(i8 %n) {
entry:
  br label %loop
loop:
  %k = phi i8 [ %n, %entry ], [ %k.next, %body ]
  %acc = phi i8 [ 0, %entry ], [ %acc.next, %body ]
  %c = icmp ne i8 %k, 0
  br i1 %c, label %body, label %exit
body:
  %acc.next = add i8 %acc, 3
  %k.next = add i8 %k, -1
  br label %loop
exit:
  ret i8 %acc
}

define i8 @src_closed_form(i8 %n) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %loop ]
  %sum = phi i8 [ 0, %entry ], [ %sum.next, %loop ]
  %sum.next = add i8 %sum, %i
  %i.next = add i8 %i, 1
  %c = icmp ult i8 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i8 %sum.next
}
define i8 @tgt_closed_form(i8 %n) {
  %nz = icmp eq i8 %n, 0
  %m = select i1 %nz, i8 1, i8 %n
  %w = zext i8 %m to i16
  %w1 = sub i16 %w, 1
  %p = mul i16 %w, %w1
  %h = lshr i16 %p, 1
  %r = trunc i16 %h to i8
  ret i8 %r
}

define void @src_memset_idiom(ptr %p, i8 %n) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp ult i8 %i, %n
  br i1 %c, label %body, label %exit
body:
  %i.w = zext i8 %i to i64
  %q = getelementptr inbounds i8, ptr %p, i64 %i.w
  store i8 7, ptr %q
  %i.next = add i8 %i, 1
  br label %loop
exit:
  ret void
}
define void @tgt_memset_idiom(ptr %p, i8 %n) {
  %w = zext i8 %n to i64
  call void @llvm.memset.p0.i64(ptr %p, i8 7, i64 %w, i1 false)
  ret void
}

define i8 @src_off_by_one(i8 %n) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi i8 [ 0, %entry ], [ %acc.next, %body ]
  %c = icmp ult i8 %i, %n
  br i1 %c, label %body, label %exit
body:
  %acc.next = add i8 %acc, 3
  %i.next = add i8 %i, 1
  br label %loop
exit:
  ret i8 %acc
}
define i8 @tgt_off_by_one(i8 %n) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi i8 [ 0, %entry ], [ %acc.next, %body ]
  %c = icmp ule i8 %i, %n
  br i1 %c, label %body, label %exit
body:
  %acc.next = add i8 %acc, 3
  %i.next = add i8 %i, 1
  br label %loop
exit:
  ret i8 %acc
}

define void @src_store_loop_off_by_one(ptr %p, i8 %n) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp ult i8 %i, %n
  br i1 %c, label %body, label %exit
body:
  %i.w = zext i8 %i to i64
  %q = getelementptr inbounds i8, ptr %p, i64 %i.w
  store i8 7, ptr %q
  %i.next = add i8 %i, 1
  br label %loop
exit:
  ret void
}
define void @tgt_store_loop_off_by_one(ptr %p, i8 %n) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp ule i8 %i, %n
  br i1 %c, label %body, label %exit
body:
  %i.w = zext i8 %i to i64
  %q = getelementptr inbounds i8, ptr %p, i64 %i.w
  store i8 7, ptr %q
  %i.next = add i8 %i, 1
  br label %loop
exit:
  ret void
}

define i8 @src_hang(i8 %n) {
  ret i8 0
}
define i8 @tgt_hang(i8 %n) {
entry:
  br label %loop
loop:
  br label %loop
}

declare void @ext()
declare i32 @putchar(i32)

define void @src_hang_after_call() {
  call void @ext()
  ret void
}
define void @tgt_hang_after_call() {
entry:
  call void @ext()
  br label %loop
loop:
  br label %loop
}

define void @src_hang_extra_call(i128 %n) {
entry:
  br label %loop
loop:
  %i = phi i128 [ 0, %entry ], [ %i.next, %loop ]
  call void @ext()
  %i.next = add i128 %i, 1
  %more = icmp ne i128 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
define void @tgt_hang_extra_call(i128 %n) {
entry:
  br label %loop
loop:
  %i = phi i128 [ 0, %entry ], [ %i.next, %loop ]
  call void @ext()
  call void @ext()
  %i.next = add i128 %i, 2
  %more = icmp ne i128 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @src_hang_extra_output() {
  call i32 @putchar(i32 65)
  ret void
}
define void @tgt_hang_extra_output() {
entry:
  call i32 @putchar(i32 66)
  br label %loop
loop:
  br label %loop
}
