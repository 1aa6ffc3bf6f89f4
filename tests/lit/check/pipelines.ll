; In-process pipelines: without @src/@tgt pairs (or with --passes) every
; function is checked against itself optimized by LLVM 22's PassBuilder,
; default<O2> unless --passes says otherwise. These functions are
; optimized correctly. An invalid pipeline is an error (exit status 2,
; nothing on stdout).

; RUN: %refinery check %s --passes=instcombine --json | FileCheck %s --check-prefix=INSTCOMBINE
; INSTCOMBINE: {"verdict":"no-violation","passes":"opt -passes='instcombine'","functions":[{"name":"mul_add","verdict":"no-violation",{{.*}}},{"name":"sum_loop","verdict":"no-violation",{{.*}}},{"name":"sel_and","verdict":"no-violation",{{.*}}},{"name":"store_twice","verdict":"no-violation",

; RUN: %refinery check %s --json | FileCheck %s --check-prefix=DEFAULT
; DEFAULT: {"verdict":"no-violation","passes":"opt -passes='default<O2>'","functions":[{"name":"mul_add","verdict":"no-violation",{{.*}}},{"name":"sum_loop","verdict":"no-violation",{{.*}}},{"name":"sel_and","verdict":"no-violation",{{.*}}},{"name":"store_twice","verdict":"no-violation",

; RUN: %refinery check %s --passes='default<O3>' --function sum_loop --json | FileCheck %s --check-prefix=O3
; O3: {"verdict":"no-violation","passes":"opt -passes='default<O3>'","functions":[{"name":"sum_loop","verdict":"no-violation",

; The text form.
; RUN: %refinery check %s --passes=instcombine --function mul_add | FileCheck %s --check-prefix=TEXT --match-full-lines
; TEXT: @mul_add: no-violation after {{[0-9]+}} input(s)
; TEXT-NEXT: verdict: no-violation

; RUN: not %refinery check %s --passes=nonsense --json 2>&1 | FileCheck %s --check-prefix=BAD-PIPELINE
; BAD-PIPELINE: error: invalid pass pipeline 'nonsense': unknown pass name 'nonsense'
; RUN: sh -c '%refinery check %s --passes=nonsense --json 2>/dev/null; test $? -eq 2'
; RUN: not %refinery check %s --passes=nonsense --json 2>/dev/null | count 0

; RUN: not %refinery check %s --passes=instcombine --function nosuch --json 2>&1 | FileCheck %s --check-prefix=NO-FUNC
; NO-FUNC: error: no function @nosuch to check in {{.*}}pipelines.ll
; RUN: sh -c '%refinery check %s --passes=instcombine --function nosuch --json 2>/dev/null; test $? -eq 2'

define i32 @mul_add(i32 %x, i32 %y) {
  %a = mul i32 %x, 8
  %b = add i32 %a, 0
  %c = sub i32 %b, %y
  %d = add i32 %c, %y
  ret i32 %d
}

define i8 @sum_loop(i8 %n) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi i8 [ 0, %entry ], [ %acc.next, %body ]
  %c = icmp ult i8 %i, %n
  br i1 %c, label %body, label %exit
body:
  %acc.next = add i8 %acc, %i
  %i.next = add i8 %i, 1
  br label %loop
exit:
  ret i8 %acc
}

define i1 @sel_and(i32 %x, i32 %y) {
  %cmp1 = icmp ne i32 %x, 0
  %cmp2 = icmp ugt i32 %x, %y
  %r = select i1 %cmp1, i1 %cmp2, i1 false
  ret i1 %r
}

define void @store_twice(ptr %p, i32 %v) {
  store i32 %v, ptr %p
  %l = load i32, ptr %p
  %m = add i32 %l, 1
  store i32 %m, ptr %p
  ret void
}
