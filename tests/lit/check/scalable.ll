; Scalable vectors (<vscale x N x T>) have a size that is a multiple of
; vscale (LangRef "Vector Type"), which the interpreter does not model: such
; functions are inconclusive in `check` and unsupported in `exec`, never an
; abort of the tool (LLVM's "Cannot implicitly convert a scalable size"
; error, met on LLVM's own InstCombine and GVN tests).

; RUN: %refinery check %s --passes=instcombine --json | FileCheck %s --check-prefix=CHECK
; CHECK: {"verdict":"inconclusive",{{.*}}"functions":[{"name":"inner","verdict":"inconclusive",{{.*}}"reason":"scalable vector types are not modelled"{{.*}}{"name":"arg","verdict":"inconclusive",{{.*}}"reason":"scalable vector types are not modelled"{{.*}}{"name":"fixed","verdict":"no-violation"

; RUN: %refinery exec %s --function inner --json | FileCheck %s --check-prefix=INNER
; INNER: {"outcome":"unsupported","reason":"scalable vector types are not modelled at {{.*}} in @inner"}
; RUN: %refinery exec %s --function arg --arg zeroinitializer --json | FileCheck %s --check-prefix=ARG
; ARG: {"outcome":"unsupported","reason":"scalable vector types are not modelled at {{.*}} in @arg"}

define i32 @inner() {
  %p = alloca <vscale x 4 x i32>
  store <vscale x 4 x i32> zeroinitializer, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}

define <vscale x 4 x i32> @arg(<vscale x 4 x i32> %x) {
  ret <vscale x 4 x i32> %x
}

; Fixed-width vectors in the same module are checked as usual.
define <4 x i32> @fixed(<4 x i32> %x) {
  %y = add <4 x i32> %x, zeroinitializer
  ret <4 x i32> %y
}
