; The refinery exec command line (docs/exec.md): malformed IR, a
; missing function, a wrong number of arguments or a bad constant print an
; error on stderr and exit with status 2; otherwise exec exits 0 whatever the
; outcome.

; --- malformed and invalid IR ---
; RUN: not %refinery exec %S/Inputs/malformed.ll --function f --arg 1 --json 2>&1 | FileCheck %s --check-prefix=MALFORMED
; MALFORMED: error: {{.*}}malformed.ll:3:3: error: expected value token
; RUN: sh -c '%refinery exec %S/Inputs/malformed.ll --function f --arg 1 --json 2>/dev/null; test $? -eq 2'
; RUN: not %refinery exec %S/Inputs/malformed.ll --function f --arg 1 --json 2>/dev/null | count 0
; RUN: not %refinery exec %S/Inputs/invalid.ll --function f --arg 1 --json 2>&1 | FileCheck %s --check-prefix=INVALID
; INVALID: error: {{.*}}invalid.ll: the module is not valid IR:
; INVALID-NEXT: Only PHI nodes may reference their own value!
; RUN: sh -c '%refinery exec %S/Inputs/invalid.ll --function f --arg 1 --json 2>/dev/null; test $? -eq 2'
; RUN: not %refinery exec %S/Inputs/does-not-exist.ll --json 2>&1 | FileCheck %s --check-prefix=NOFILE
; NOFILE: error: {{.*}}does-not-exist.ll: error: Could not open input file: {{.*}}
; RUN: sh -c '%refinery exec %S/Inputs/does-not-exist.ll --json 2>/dev/null; test $? -eq 2'

; --- missing function ---
; RUN: not %refinery exec %s --function nosuch --json 2>&1 | FileCheck %s --check-prefix=NOFUNC
; NOFUNC: error: no function definition @nosuch in {{.*}}cli.ll
; RUN: sh -c '%refinery exec %s --function nosuch --json 2>/dev/null; test $? -eq 2'
; RUN: not %refinery exec %s --function ext --arg 1 --json 2>&1 | FileCheck %s --check-prefix=DECLONLY
; DECLONLY: error: no function definition @ext in {{.*}}cli.ll
; RUN: sh -c '%refinery exec %s --function ext --arg 1 --json 2>/dev/null; test $? -eq 2'

; --- wrong argument count ---
; RUN: not %refinery exec %s --function add --arg 1 --json 2>&1 | FileCheck %s --check-prefix=FEWARGS
; FEWARGS: error: @add takes 2 argument(s), 1 given
; RUN: sh -c '%refinery exec %s --function add --arg 1 --json 2>/dev/null; test $? -eq 2'
; RUN: not %refinery exec %s --function add --arg 1 --arg 2 --arg 3 --json 2>&1 | FileCheck %s --check-prefix=MANYARGS
; MANYARGS: error: @add takes 2 argument(s), 3 given
; RUN: not %refinery exec %s --function nullary --arg 1 --json 2>&1 | FileCheck %s --check-prefix=NULLARY-ARGS
; NULLARY-ARGS: error: @nullary takes 0 argument(s), 1 given

; --- bad constants ---
; RUN: not %refinery exec %s --function add --arg abc --arg 1 --json 2>&1 | FileCheck %s --check-prefix=BADCONST
; BADCONST: error: bad argument 'abc' for type i8: {{.+}}
; RUN: sh -c '%refinery exec %s --function add --arg abc --arg 1 --json 2>/dev/null; test $? -eq 2'
; RUN: not %refinery exec %s --function add --arg 1 --arg 1.5 --json 2>&1 | FileCheck %s --check-prefix=BADCONST-FP
; BADCONST-FP: error: bad argument '1.5' for type i8: {{.+}}
; RUN: not %refinery exec %s --function vec --arg '<i8 1>' --json 2>&1 | FileCheck %s --check-prefix=BADCONST-VEC
; BADCONST-VEC: error: bad argument '<i8 1>' for type <2 x i8>: {{.+}}
; RUN: not %refinery exec %s --function dbl --arg true --json 2>&1 | FileCheck %s --check-prefix=BADCONST-BOOL
; BADCONST-BOOL: error: bad argument 'true' for type double: {{.+}}
; RUN: sh -c '%refinery exec %s --function dbl --arg true --json 2>/dev/null; test $? -eq 2'

; --- integer constants that do not fit the type (signed or unsigned range) ---
; RUN: not %refinery exec %s --function add --arg 300 --arg 1 --json 2>&1 | FileCheck %s --check-prefix=WIDE
; WIDE: error: bad argument '300' for type i8: 300 does not fit in i8 (-128 to 255)
; RUN: sh -c '%refinery exec %s --function add --arg 300 --arg 1 --json 2>/dev/null; echo exit=$?' | FileCheck %s --check-prefix=WIDE-EXIT
; WIDE-EXIT: exit=2
; RUN: not %refinery exec %s --function add --arg -129 --arg 1 2>&1 | FileCheck %s --check-prefix=WIDE-NEG
; WIDE-NEG: error: bad argument '-129' for type i8: -129 does not fit in i8 (-128 to 255)
; RUN: not %refinery exec %s --function add --arg 1 --arg u0x1FF 2>&1 | FileCheck %s --check-prefix=WIDE-HEX
; WIDE-HEX: error: bad argument 'u0x1FF' for type i8: 511 does not fit in i8 (-128 to 255)
; RUN: not %refinery exec %s --function vec --arg '<i8 1, i8 256>' 2>&1 | FileCheck %s --check-prefix=WIDE-VEC
; WIDE-VEC: error: bad argument '<i8 1, i8 256>' for type <2 x i8>: 256 does not fit in i8 (-128 to 255)
; RUN: not %refinery exec %s --function vec --arg 'splat (i8 -200)' 2>&1 | FileCheck %s --check-prefix=WIDE-SPLAT
; WIDE-SPLAT: error: bad argument 'splat (i8 -200)' for type <2 x i8>: -200 does not fit in i8 (-128 to 255)
; RUN: not %refinery exec %s --function bit --arg 2 2>&1 | FileCheck %s --check-prefix=WIDE-I1
; WIDE-I1: error: bad argument '2' for type i1: 2 does not fit in i1 (-1 to 1)
; RUN: not %refinery exec %s --function wide --arg 18446744073709551616 2>&1 | FileCheck %s --check-prefix=WIDE-I64
; WIDE-I64: error: bad argument '18446744073709551616' for type i64: 18446744073709551616 does not fit in i64 (-9223372036854775808 to 18446744073709551615)
; RUN: not %refinery exec %s --function agg --arg '{ i8 1, i4 16 }' 2>&1 | FileCheck %s --check-prefix=WIDE-AGG
; WIDE-AGG: error: bad argument '{ i8 1, i4 16 }' for type { i8, i4 }: 16 does not fit in i4 (-8 to 15)
; Both ends of both ranges fit.
; RUN: %refinery exec %s --function add --arg 255 --arg -128 | FileCheck %s --match-full-lines --check-prefix=FITS
; FITS: return: i8 127
; RUN: %refinery exec %s --function vec --arg '<i8 -128, i8 255>' | FileCheck %s --match-full-lines --check-prefix=FITS-VEC
; FITS-VEC: return: <2 x i8> <i8 -128, i8 -1>
; RUN: %refinery exec %s --function bit --arg -1 | FileCheck %s --match-full-lines --check-prefix=FITS-I1
; FITS-I1: return: i1 true
; RUN: %refinery exec %s --function wide --arg 18446744073709551615 | FileCheck %s --match-full-lines --check-prefix=FITS-I64
; FITS-I64: return: i64 -1
; RUN: %refinery exec %s --function agg --arg '{ i8 -1, i4 -8 }' | FileCheck %s --match-full-lines --check-prefix=FITS-AGG
; FITS-AGG: return: { i8, i4 } { i8 -1, i4 -8 }

; --- exit status 0 whatever the outcome ---
; RUN: %refinery exec %s --function add --arg 1 --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=OK
; OK: {"outcome":"return","value":"i8 3"}
; RUN: %refinery exec %s --function div --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=UB-EXIT0
; UB-EXIT0: {"outcome":"ub","reason":"division by zero at %q in @div"}
; RUN: %refinery exec %s --function nullary --json | FileCheck %s --match-full-lines --check-prefix=VOID
; VOID: {"outcome":"return"}
; RUN: %refinery exec %s --function call_ext --json | FileCheck %s --match-full-lines --check-prefix=UNSUP
; UNSUP: {"outcome":"unsupported","reason":"call to external function @ext at %r in @call_ext"}

; --- default function @main(i32, ptr): argc = 1 ---
; RUN: %refinery exec %s --json | FileCheck %s --match-full-lines --check-prefix=MAIN
; MAIN: {"outcome":"return","value":"i32 1"}

; --- the text form without --json ---
; RUN: %refinery exec %s --function add --arg 1 --arg 2 | FileCheck %s --match-full-lines --check-prefix=TEXT
; TEXT: return: i8 3
; RUN: %refinery exec %s --function div --arg 0 | FileCheck %s --match-full-lines --check-prefix=TEXT-UB
; TEXT-UB: ub: division by zero at %q in @div

declare i8 @ext(i8)

define i8 @add(i8 %a, i8 %b) {
  %r = add i8 %a, %b
  ret i8 %r
}
define i8 @div(i8 %d) {
  %q = udiv i8 1, %d
  ret i8 %q
}
define void @nullary() {
  ret void
}
define <2 x i8> @vec(<2 x i8> %v) {
  ret <2 x i8> %v
}
define i1 @bit(i1 %b) {
  ret i1 %b
}
define i64 @wide(i64 %w) {
  ret i64 %w
}
define { i8, i4 } @agg({ i8, i4 } %a) {
  ret { i8, i4 } %a
}
define double @dbl(double %x) {
  ret double %x
}
define i8 @call_ext() {
  %r = call i8 @ext(i8 1)
  ret i8 %r
}
define i32 @main(i32 %argc, ptr %argv) {
  ret i32 %argc
}
