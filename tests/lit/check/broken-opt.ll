; A broken optimizer is not a clean result: an output that is empty, not
; IR (unparsable or failing the verifier) or without a function that
; refinery checks (an externally visible definition of the source) is an
; error, exit status 2. Inputs/fake-opt.sh is such an optimizer (its mode
; comes through --opt-args).

; RUN: not %refinery check %s --opt /bin/true 2>&1 | FileCheck %s --check-prefix=EMPTY
; EMPTY: error: the output of /bin/true is empty
; RUN: sh -c '%refinery check %s --opt /bin/true --json; echo exit=$?' 2>/dev/null | FileCheck %s --check-prefix=EMPTY-EXIT
; EMPTY-EXIT-NOT: no-violation
; EMPTY-EXIT: exit=2

; RUN: not %refinery check %s --opt %S/Inputs/fake-opt.sh --opt-args=--drop 2>&1 | FileCheck %s --check-prefix=DROP
; DROP: error: the optimized module lacks @f, @w, defined by the source
; RUN: sh -c '%refinery check %s --opt %S/Inputs/fake-opt.sh --opt-args=--drop --json; echo exit=$?' 2>/dev/null | FileCheck %s --check-prefix=DROP-EXIT
; DROP-EXIT-NOT: no-violation
; DROP-EXIT: exit=2

; RUN: not %refinery check %s --opt %S/Inputs/fake-opt.sh --opt-args=--garbage 2>&1 | FileCheck %s --check-prefix=GARBAGE
; GARBAGE: error: cannot parse the output of {{.*}}fake-opt.sh
; RUN: sh -c '%refinery check %s --opt %S/Inputs/fake-opt.sh --opt-args=--garbage; echo exit=$?' 2>/dev/null | FileCheck %s --check-prefix=EXIT2
; EXIT2: exit=2

; RUN: not %refinery check %s --opt %S/Inputs/fake-opt.sh --opt-args=--invalid 2>&1 | FileCheck %s --check-prefix=INVALID
; INVALID: error: the optimized module is not valid IR:
; INVALID-NEXT: Instruction does not dominate all uses!
; RUN: sh -c '%refinery check %s --opt %S/Inputs/fake-opt.sh --opt-args=--invalid; echo exit=$?' 2>/dev/null | FileCheck %s --check-prefix=EXIT2

; An optimizer that keeps the module is fine.
; RUN: %refinery check %s --opt %S/Inputs/fake-opt.sh --opt-args=--copy --json | FileCheck %s --check-prefix=COPY
; COPY: {"verdict":"no-violation",{{.*}}"functions":[{"name":"l",{{.*}}{"name":"f",{{.*}}{"name":"w",

; Functions that may legitimately disappear do not count: @h (internal) and
; @l (linkonce_odr) are inlined into @f and deleted by default<O2>, in
; process and in an external opt.
; RUN: %refinery check %s --json | FileCheck %s --check-prefix=O2
; RUN: %refinery check %s --opt %opt22 --json | FileCheck %s --check-prefix=O2
; O2: {"verdict":"no-violation",{{.*}}"functions":[{"name":"f",{{.*}}{"name":"w",
; O2-NOT: "name":"l"

define internal i32 @h(i32 %x) {
  %a = add i32 %x, 1
  ret i32 %a
}

define linkonce_odr i32 @l(i32 %x) {
  %m = mul i32 %x, 3
  ret i32 %m
}

define i32 @f(i32 %x) {
  %a = call i32 @h(i32 %x)
  %b = call i32 @l(i32 %a)
  ret i32 %b
}

define weak i32 @w(i32 %x) {
  ret i32 %x
}
