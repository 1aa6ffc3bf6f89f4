; --smt-inputs adds inputs synthesized by Z3 at the source's boundaries to
; the concrete input set. Here the target's ule is wrong only where the
; source's ult compares equal (%m = 1000, %x = 1000 - 123456789), which no
; boundary or random input hits; the tie of the comparison is exactly such
; a boundary.
; RUN: %refinery check %s --json | FileCheck %s --check-prefix=PLAIN
; PLAIN: {"verdict":"no-violation"
; RUN: not %refinery check %s --smt-inputs --json | FileCheck %s --check-prefix=SYNTH
; SYNTH: {"verdict":"violation","functions":[{"name":"src","verdict":"violation","kind":"value-mismatch","input":"i32 -123455789","src":"return i32 2","tgt":"return i32 1",{{.*}}"inputs_synthesized":{{[1-9][0-9]*}}

; A flag's boundary: the nsw add overflows at %x = INT_MAX - 41; the input
; next to it (%x = INT_MAX - 42) is where the sum is INT_MAX.
; RUN: %refinery check %s --smt-inputs --smt-debug --function src_flag 2>&1 >/dev/null | FileCheck %s --check-prefix=FLAG
; FLAG: smt-inputs: @src_flag: poison-generating flag at   %a = add nsw i32 %x, 42: both sides

define i32 @src(i32 %x) {
  %m = add i32 %x, 123456789
  %c = icmp ult i32 %m, 1000
  %r = select i1 %c, i32 1, i32 2
  ret i32 %r
}
define i32 @tgt(i32 %x) {
  %m = add i32 %x, 123456789
  %c = icmp ule i32 %m, 1000
  %r = select i1 %c, i32 1, i32 2
  ret i32 %r
}

define i32 @src_flag(i32 %x) {
  %a = add nsw i32 %x, 42
  ret i32 %a
}
define i32 @tgt_flag(i32 %x) {
  %a = add nsw i32 %x, 42
  ret i32 %a
}
