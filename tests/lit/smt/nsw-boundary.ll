; Bugs that fire on one input in 2^32: the plain concrete check (200
; boundary, constant and random inputs) misses them; refinery check --smt
; finds the one counterexample, and the interpreter confirms it.

; A wrongly kept nsw: %m + 1 overflows only at %m = INT_MAX, i.e. at
; %x = INT_MAX ^ 0x5A5A5A5A = 631612837, where the target is poison.
; RUN: %refinery check %s --function src_nsw --json | FileCheck %s --check-prefix=NSW-MISSED
; NSW-MISSED: {"verdict":"no-violation","functions":[{"name":"src_nsw","verdict":"no-violation","inputs_tried":200,
; RUN: not %refinery check %s --smt --function src_nsw --json | FileCheck %s --check-prefix=NSW
; NSW: {"verdict":"violation","functions":[{"name":"src_nsw","verdict":"violation","kind":"tgt-poison","input":"i32 631612837","src":"return i1 false","tgt":"return i1 poison","detail":"the target returns poison where the source does not","inputs_tried":1,"inputs_src_ub":0,"smt":"violation",

; The icmp-sgt fold that is only right under nsw.
; RUN: %refinery check %s --function src_fold --json | FileCheck %s --check-prefix=FOLD-MISSED
; FOLD-MISSED: {"verdict":"no-violation"
; RUN: not %refinery check %s --smt --function src_fold | FileCheck %s --check-prefix=FOLD
; FOLD: @src_fold: violation (value-mismatch) found by Z3, confirmed by the interpreter
; FOLD-NEXT: the returned values differ
; FOLD-NEXT: input: i32 631612837
; FOLD-NEXT: src:   return i1 false
; FOLD-NEXT: tgt:   return i1 true

define i1 @src_nsw(i32 %x) {
  %m = xor i32 %x, 1515870810
  %a = add i32 %m, 1
  %c = icmp sgt i32 %a, %m
  ret i1 %c
}
define i1 @tgt_nsw(i32 %x) {
  %m = xor i32 %x, 1515870810
  %a = add nsw i32 %m, 1
  %c = icmp sgt i32 %a, %m
  ret i1 %c
}

define i1 @src_fold(i32 %x) {
  %m = xor i32 %x, 1515870810
  %a = add i32 %m, 1
  %c = icmp sgt i32 %a, %m
  ret i1 %c
}
define i1 @tgt_fold(i32 %x) {
  ret i1 true
}
