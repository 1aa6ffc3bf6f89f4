; Loops are unrolled (--smt-unroll, 8 back edges by default). A proof is
; complete when no run of either function gets past the bound; otherwise
; `verified` says how far it looked ("smt_unrolled"). A counterexample
; within the bound is a violation as any other.

; Four iterations always: the proof covers every run, no qualifier.
; RUN: %refinery check %s --smt --function src_fixed | FileCheck %s --check-prefix=FIXED
; FIXED: @src_fixed: verified by Z3 for every input (values, poison and undef)
; FIXED-NEXT: verdict: verified
define i32 @src_fixed(i32 %x) {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %s = phi i32 [ %x, %entry ], [ %s1, %h ]
  %s1 = add i32 %s, %i
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 4
  br i1 %c, label %h, label %e
e:
  ret i32 %s1
}
define i32 @tgt_fixed(i32 %x) {
  %r = add i32 %x, 6
  ret i32 %r
}

; The sum 0 + 1 + ... + (n-1) in closed form: right for every n (noundef:
; the loop branches on it), proved for the runs within 8 back edges.
; RUN: %refinery check %s --smt --function src_sum | FileCheck %s --check-prefix=SUM
; SUM: @src_sum: verified by Z3 for every input (values, poison and undef; loops unrolled 8 times)
; RUN: %refinery check %s --smt --function src_sum --json | FileCheck %s --check-prefix=SUM-JSON
; SUM-JSON: {"verdict":"verified",{{.*}}"smt":"verified","smt_unrolled":8,
define i32 @src_sum(i32 noundef %n) {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %b ]
  %s = phi i32 [ 0, %entry ], [ %s1, %b ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %b, label %e
b:
  %s1 = add i32 %s, %i
  %i1 = add i32 %i, 1
  br label %h
e:
  ret i32 %s
}
define i32 @tgt_sum(i32 noundef %n) {
entry:
  %p = icmp sgt i32 %n, 0
  br i1 %p, label %t, label %z
t:
  %m = sub i32 %n, 1
  %a = mul i32 %n, %m
  %r = lshr i32 %a, 1
  ret i32 %r
z:
  ret i32 0
}

; A wrong closed form (n * n / 2): Z3 finds a small n.
; RUN: not %refinery check %s --smt --function src_sum_wrong --json | FileCheck %s --check-prefix=SUM-WRONG
; SUM-WRONG: {"verdict":"violation",{{.*}}"kind":"value-mismatch",{{.*}}"smt":"violation"
define i32 @src_sum_wrong(i32 %n) {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %b ]
  %s = phi i32 [ 0, %entry ], [ %s1, %b ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %b, label %e
b:
  %s1 = add i32 %s, %i
  %i1 = add i32 %i, 1
  br label %h
e:
  ret i32 %s
}
define i32 @tgt_sum_wrong(i32 %n) {
entry:
  %p = icmp sgt i32 %n, 0
  br i1 %p, label %t, label %z
t:
  %a = mul i32 %n, %n
  %r = lshr i32 %a, 1
  ret i32 %r
z:
  ret i32 0
}

; Wrong only past the bound (n > 3): with --smt-unroll 2 the solver proves
; the short runs and the interpreter finds the long one; the verdict is
; the violation, and the detail says why both hold.
; RUN: not %refinery check %s --smt --smt-unroll 2 --function src_long --json | FileCheck %s --check-prefix=LONG
; LONG: {"verdict":"violation",{{.*}}"smt":"verified","smt_detail":"the solver proved refinement for runs within 2 back edges; the interpreter found a violation (a longer run, or a bug in Refinery's encoding)","smt_unrolled":2
define i32 @src_long(i32 noundef %n) {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %h, label %e
e:
  ret i32 %i1
}
define i32 @tgt_long(i32 noundef %n) {
  %c = icmp slt i32 %n, 1
  %m = select i1 %c, i32 1, i32 %n
  %r = call i32 @llvm.umin.i32(i32 %m, i32 3)
  ret i32 %r
}

; An alloca written in a loop and read after it: each iteration's store
; lands in the next element.
; RUN: %refinery check %s --smt --function src_fill --json | FileCheck %s --check-prefix=FILL
; FILL: {"verdict":"verified",{{.*}}"smt":"verified",
define i8 @src_fill(i64 %k) {
entry:
  %a = alloca [4 x i8], align 1
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %i1, %h ]
  %p = getelementptr inbounds i8, ptr %a, i64 %i
  %t = trunc i64 %i to i8
  store i8 %t, ptr %p, align 1
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, 4
  br i1 %c, label %h, label %e
e:
  %q = getelementptr inbounds i8, ptr %a, i64 %k
  %v = load i8, ptr %q, align 1
  ret i8 %v
}
define i8 @tgt_fill(i64 %k) {
  %t = trunc i64 %k to i8
  ret i8 %t
}

declare i32 @llvm.umin.i32(i32, i32)

; A load's undef taint holds in every later copy: a load of uninitialized
; memory in the entry block, switched on after a loop whose store runs in
; copy 0, is UB on the one input that reaches the loop (review finding:
; verified before, the copy-1 load's taint replaced copy 0's).
; RUN: not %refinery check %s --smt --function src_load_taint --json | FileCheck %s --check-prefix=LOAD-TAINT
; LOAD-TAINT: {"verdict":"violation",{{.*}}"kind":"tgt-ub",{{.*}}"smt":"violation"
define i8 @src_load_taint(i32 noundef %n) {
  ret i8 0
}
define i8 @tgt_load_taint(i32 noundef %n) {
entry:
  %a = alloca i8, align 1
  %v = load i8, ptr %a, align 1
  %q = mul i32 %n, -1640531535
  %rare = icmp eq i32 %q, 305419895
  br i1 %rare, label %h, label %d
h:
  %i = phi i32 [ 0, %entry ], [ 1, %h ]
  store i8 0, ptr %a, align 1
  %f = icmp eq i32 %i, 0
  br i1 %f, label %h, label %x
x:
  switch i8 %v, label %d [ i8 0, label %d ]
d:
  ret i8 0
}

; A source choice whose run gets past the bound explains nothing: every
; run of the source returns %x, within the bound or not, so the target's
; %x + 1 is wrong (review finding: verified, unrolled 8 times, before). The
; solver's counterexample needs the source's choices, which the replay
; does not take: inconclusive, not verified.
; RUN: %refinery check %s --smt --function src_hidden --json | FileCheck %s --check-prefix=HIDDEN
; HIDDEN: {"verdict":"inconclusive",{{.*}}"smt":"unknown","smt_detail":"the interpreter did not confirm the counterexample
define i32 @src_hidden(i32 noundef %x) {
entry:
  %f = freeze i32 poison
  %k = and i32 %f, 15
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %b ]
  %c = icmp ult i32 %i, %k
  br i1 %c, label %b, label %e
b:
  %i1 = add i32 %i, 1
  br label %h
e:
  ret i32 %x
}
define i32 @tgt_hidden(i32 noundef %x) {
  %r = add i32 %x, 1
  ret i32 %r
}
