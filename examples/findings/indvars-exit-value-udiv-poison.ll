; A miscompilation in LLVM 22.1.8 (found by bench/seed_sources.py's
; --mutate-only --seed-pipelines campaign on ../shared/llvm-tests, a mutant
; of IndVarSimplify's udiv-invariant-but-traps.ll, seed 1; reduced with
; `refinery reduce`, culprit indvars; reported upstream as
; llvm-project#202028, fixed by llvm-project#202378 "[SCEVExpander] Don't
; expand a UDiv with a possibly-poison divisor" after 22 branched):
; IndVarSimplify rewrites the loop's exit value through SCEVExpander,
; which hoists `udiv i32 1, %x` into the entry block because %x's range
; attribute excludes 0. But a value outside the range makes %x poison
; (LangRef "Parameter Attributes": range; no noundef, so such an argument
; is allowed), and a poison divisor is immediate UB ("'udiv' Instruction").
; The source divides only inside the loop, which it leaves at once when %y
; is true, and returns 0; the target divides on every call. Natively
; (clang-22 -O0 of this file and of opt-22 -passes=indvars of it,
; foo(0, true)): the source returns 0, the target dies of SIGFPE.
;
;   refinery check indvars-exit-value-udiv-poison.ll --passes=indvars
;   violation (tgt-ub): division by poison, input i32 0, i1 true (0 is
;   outside the range: %x is poison)
@b = global i32 0, align 4

define i32 @foo(i32 range(i32 2147483647, -2147483633) %x, i1 %y) {
bb0:
  br label %bb1

bb1:
  br i1 %y, label %bb14, label %bb8

bb8:
  %div = udiv i32 1, %x
  br i1 %y, label %bb1, label %bb13

bb13:
  store i32 %div, ptr @b, align 4
  br label %bb14

bb14:
  ret i32 0
}
