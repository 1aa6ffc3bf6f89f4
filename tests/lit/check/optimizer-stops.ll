; An in-process optimizer that ends the process is an error of the
; check, exit status 2, never exit status 1 (a violation): the pipeline
; runs in a child process, and how the child ended is the error. LLVM's
; own `instcombine` stops with an LLVM ERROR when one iteration does not
; reach a fixpoint (its verification, which a pipeline text names by
; default; llvm/llvm-project#213857 holds this function), and a pass can
; crash (the test plugin's refinery-crash-if-tiny aborts on a function of
; at most two instructions).

; RUN: sh -c '%refinery check %s --passes=instcombine --json; echo exit=$?' 2>&1 | FileCheck %s --check-prefix=FIXPOINT
; FIXPOINT: LLVM ERROR: Instruction Combining on f did not reach a fixpoint
; FIXPOINT-NOT: "verdict"
; FIXPOINT: refinery: error: the optimizer ended its process with exit status 1 (opt -passes='instcombine'; its message above)
; FIXPOINT-NEXT: exit=2

; Without the verification, the same function is checked.
; RUN: %refinery check %s --passes='instcombine<no-verify-fixpoint>' --json | FileCheck %s --check-prefix=NOVERIFY
; NOVERIFY: {"verdict":"no-violation"

; RUN: sh -c '%refinery check %s --load-pass-plugin %testplugin --passes=refinery-crash-if-tiny --function tiny --json; echo exit=$?' 2>&1 | FileCheck %s --check-prefix=CRASH
; CRASH-NOT: "verdict"
; CRASH: refinery: error: the optimizer crashed (Aborted{{.*}}) (opt {{.*}}-passes='refinery-crash-if-tiny'; its message above)
; CRASH-NEXT: exit=2

target datalayout = "e-n64"

define void @f(i64 %s) {
entry:
  br label %loop

loop:
  %a = phi i8 [ 0, %entry ], [ %t, %loop ]
  %b = phi i64 [ 0, %entry ], [ %s, %loop ]
  %se = sext i8 %a to i64
  %or = or i64 %b, %se
  %t = trunc i64 %or to i8
  %c = icmp eq i64 %s, 0
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

define i32 @tiny(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}
