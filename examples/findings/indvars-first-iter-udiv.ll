; A miscompilation in LLVM 22.1.8 (found by bench/seed_sources.py's
; --mutate-only campaign on ../shared/known-bugs: a mutant of the
; reproducer of llvm-project#89958, default<O2>, seed 1; reduced with
; `refinery reduce`, culprit indvars): IndVarSimplify predicates the inner
; exit on the first iteration (`%.first_iter`) and computes the
; loop-invariant `udiv -36028797018963967, %d` for it in the entry block.
; The source divides only inside the loop body, which it never enters when
; %n <= 0; the target divides on every call: for %d = 0 and %n = 0 a
; division by zero (LangRef "'udiv' Instruction": "Division by zero is
; undefined behavior") where the source returns 1. Natively (clang-22 -O0
; of this file and of opt-22 -passes=indvars of it, f(0, 0)): the source
; prints 1, the target dies of SIGFPE. (llvm-project#89958 was the same
; shape in LoopVectorize, fixed by SCEVExpander's safe-udiv mode; no report
; of this IndVars path was found.)
;
;   refinery check indvars-first-iter-udiv.ll --passes=indvars
;   violation (tgt-ub): division by zero, input i64 0, i64 0
define range(i64 0, 2) i64 @src(i64 %d, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %not.big = icmp ne i64 %i, -16777216
  %lt = icmp slt i64 %i, %n
  %go = select i1 %not.big, i1 %lt, i1 false
  br i1 %go, label %body, label %exit

body:
  %q = udiv i64 -36028797018963967, %d
  %i.next = add i64 %i, -1
  %again = icmp sgt i64 %q, %i
  br i1 %again, label %loop, label %exit

exit:
  %r = phi i64 [ 1, %loop ], [ 0, %body ]
  ret i64 %r
}
