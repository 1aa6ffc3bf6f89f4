; select, phi and freeze.
; LangRef "'select' Instruction": the result is the chosen operand, so a
; poison operand that is not chosen does not make the result poison ("Poison
; Values": select is the notable exception); a vector condition selects
; element by element; fast-math flags apply to the result only ("select nnan
; i1 false, float 0.0, float NaN ; yields float:poison").
; LangRef "'phi' Instruction": the incoming values are used on the edge, so
; all phis of a block take their values at once.
; LangRef "'freeze' Instruction": a poison operand becomes an arbitrary but
; fixed value, the same for all uses; refinery exec chooses zero and reports
; "nondeterministic":true.

; --- select ---
; RUN: %refinery exec %s --function sel --arg true --arg 1 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=SEL-T
; SEL-T: {"outcome":"return","value":"i8 1"}
; RUN: %refinery exec %s --function sel --arg false --arg poison --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=SEL-F
; SEL-F: {"outcome":"return","value":"i8 2"}
; RUN: %refinery exec %s --function sel --arg false --arg 1 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=SEL-FPOISON
; SEL-FPOISON: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function sel --arg poison --arg 1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SEL-CPOISON
; SEL-CPOISON: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function sel_guarded --arg 127 --json | FileCheck %s --match-full-lines --check-prefix=SELG-OVF
; SELG-OVF: {"outcome":"return","value":"i8 0"}
; RUN: %refinery exec %s --function sel_guarded --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=SELG-OK
; SELG-OK: {"outcome":"return","value":"i8 6"}
; RUN: %refinery exec %s --function sel_v --arg '<i1 true, i1 false>' --arg '<i8 1, i8 poison>' --arg '<i8 poison, i8 4>' --json | FileCheck %s --match-full-lines --check-prefix=SELV-LANES
; SELV-LANES: {"outcome":"return","value":"<2 x i8> <i8 1, i8 4>"}
; RUN: %refinery exec %s --function sel_v --arg '<i1 poison, i1 true>' --arg '<i8 1, i8 2>' --arg '<i8 3, i8 4>' --json | FileCheck %s --match-full-lines --check-prefix=SELV-CPOISON
; SELV-CPOISON: {"outcome":"return","value":"<2 x i8> <i8 poison, i8 2>"}
; RUN: %refinery exec %s --function sel_v --arg '<i1 false, i1 false>' --arg '<i8 1, i8 2>' --arg '<i8 3, i8 poison>' --json | FileCheck %s --match-full-lines --check-prefix=SELV-APOISON
; SELV-APOISON: {"outcome":"return","value":"<2 x i8> <i8 3, i8 poison>"}
; RUN: %refinery exec %s --function sel_scalar_cond_v --arg false --arg '<i8 1, i8 2>' --arg '<i8 3, i8 poison>' --json | FileCheck %s --match-full-lines --check-prefix=SELSV
; SELSV: {"outcome":"return","value":"<2 x i8> <i8 3, i8 poison>"}
; RUN: %refinery exec %s --function sel_scalar_cond_v --arg poison --arg '<i8 1, i8 2>' --arg '<i8 1, i8 2>' --json | FileCheck %s --match-full-lines --check-prefix=SELSV-CPOISON
; SELSV-CPOISON: {"outcome":"return","value":"<2 x i8> poison"}
; RUN: %refinery exec %s --function sel_struct --arg true --json | FileCheck %s --match-full-lines --check-prefix=SELSTRUCT
; SELSTRUCT: {"outcome":"return","value":"{ i8, i1 } { i8 7, i1 true }"}
; RUN: %refinery exec %s --function sel_nnan --arg false --json | FileCheck %s --match-full-lines --check-prefix=SELNNAN-NAN
; SELNNAN-NAN: {"outcome":"return","value":"float poison"}
; RUN: %refinery exec %s --function sel_nnan --arg true --json | FileCheck %s --match-full-lines --check-prefix=SELNNAN-OK
; SELNNAN-OK: {"outcome":"return","value":"float 0.000000e+00"}
; RUN: %refinery exec %s --function sel_ninf --arg false --json | FileCheck %s --match-full-lines --check-prefix=SELNINF-INF
; SELNINF-INF: {"outcome":"return","value":"double poison"}

define i8 @sel(i1 %c, i8 %a, i8 %b) {
  %r = select i1 %c, i8 %a, i8 %b
  ret i8 %r
}
; The overflowing add is poison but not selected when %x is 127.
define i8 @sel_guarded(i8 %x) {
  %inc = add nsw i8 %x, 1
  %big = icmp eq i8 %x, 127
  %r = select i1 %big, i8 0, i8 %inc
  ret i8 %r
}
define <2 x i8> @sel_v(<2 x i1> %c, <2 x i8> %a, <2 x i8> %b) {
  %r = select <2 x i1> %c, <2 x i8> %a, <2 x i8> %b
  ret <2 x i8> %r
}
define <2 x i8> @sel_scalar_cond_v(i1 %c, <2 x i8> %a, <2 x i8> %b) {
  %r = select i1 %c, <2 x i8> %a, <2 x i8> %b
  ret <2 x i8> %r
}
define { i8, i1 } @sel_struct(i1 %c) {
  %r = select i1 %c, { i8, i1 } { i8 7, i1 true }, { i8, i1 } poison
  ret { i8, i1 } %r
}
define float @sel_nnan(i1 %c) {
  %r = select nnan i1 %c, float 0.0, float 0x7FF8000000000000
  ret float %r
}
define double @sel_ninf(i1 %c) {
  %r = select ninf i1 %c, double 1.0, double 0x7FF0000000000000
  ret double %r
}

; --- phi ---
; The phis %x and %y swap their values on every back edge; %i counts.
; RUN: %refinery exec %s --function swap --arg 1 --arg 2 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SWAP1
; SWAP1: {"outcome":"return","value":"i32 102"}
; RUN: %refinery exec %s --function swap --arg 1 --arg 2 --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=SWAP2
; SWAP2: {"outcome":"return","value":"i32 201"}
; RUN: %refinery exec %s --function swap --arg 1 --arg 2 --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=SWAP3
; SWAP3: {"outcome":"return","value":"i32 102"}
; RUN: %refinery exec %s --function rotate3 --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=ROT2
; ROT2: {"outcome":"return","value":"i32 231"}
; RUN: %refinery exec %s --function rotate3 --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=ROT3
; ROT3: {"outcome":"return","value":"i32 312"}
; RUN: %refinery exec %s --function rotate3 --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=ROT4
; ROT4: {"outcome":"return","value":"i32 123"}
; RUN: %refinery exec %s --function phi_pick --arg true --arg 5 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=PHIPICK-T
; PHIPICK-T: {"outcome":"return","value":"i8 5"}
; RUN: %refinery exec %s --function phi_pick --arg false --arg 5 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=PHIPICK-F
; PHIPICK-F: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function phi_nnan --arg false --json | FileCheck %s --match-full-lines --check-prefix=PHINNAN-NAN
; PHINNAN-NAN: {"outcome":"return","value":"double poison"}
; RUN: %refinery exec %s --function phi_nnan --arg true --json | FileCheck %s --match-full-lines --check-prefix=PHINNAN-OK
; PHINNAN-OK: {"outcome":"return","value":"double 1.000000e+00"}

define i32 @swap(i32 %a, i32 %b, i32 %n) {
entry:
  br label %loop
loop:
  %x = phi i32 [ %a, %entry ], [ %y, %loop ]
  %y = phi i32 [ %b, %entry ], [ %x, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %x100 = mul i32 %x, 100
  %r = add i32 %x100, %y
  ret i32 %r
}
; Three phis rotate: after k back edges (x, y, z) = rotation of (1, 2, 3).
define i32 @rotate3(i32 %n) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 1, %entry ], [ %y, %loop ]
  %y = phi i32 [ 2, %entry ], [ %z, %loop ]
  %z = phi i32 [ 3, %entry ], [ %x, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %x100 = mul i32 %x, 100
  %y10 = mul i32 %y, 10
  %s = add i32 %x100, %y10
  %r = add i32 %s, %z
  ret i32 %r
}
define i8 @phi_pick(i1 %c, i8 %a, i8 %b) {
entry:
  br i1 %c, label %left, label %right
left:
  br label %join
right:
  br label %join
join:
  %r = phi i8 [ %a, %left ], [ %b, %right ]
  ret i8 %r
}
define double @phi_nnan(i1 %c) {
entry:
  br i1 %c, label %left, label %right
left:
  br label %join
right:
  br label %join
join:
  %r = phi nnan double [ 1.0, %left ], [ 0x7FF8000000000000, %right ]
  ret double %r
}

; --- freeze ---
; RUN: %refinery exec %s --function frz --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=FRZ-VAL
; FRZ-VAL: {"outcome":"return","value":"i8 5"}
; RUN: %refinery exec %s --function frz --arg poison --json | FileCheck %s --match-full-lines --check-prefix=FRZ-POISON
; FRZ-POISON: {"outcome":"return","value":"i8 0","nondeterministic":true}
; RUN: %refinery exec %s --function frz_twice --arg poison --json | FileCheck %s --match-full-lines --check-prefix=FRZTWICE
; FRZTWICE: {"outcome":"return","value":"i1 true","nondeterministic":true}
; RUN: %refinery exec %s --function frz_sub --arg poison --json | FileCheck %s --match-full-lines --check-prefix=FRZSUB
; FRZSUB: {"outcome":"return","value":"i8 0","nondeterministic":true}
; RUN: %refinery exec %s --function frz_branch --arg poison --json | FileCheck %s --match-full-lines --check-prefix=FRZBR-POISON
; FRZBR-POISON: {"outcome":"return","value":"i8 20","nondeterministic":true}
; RUN: %refinery exec %s --function frz_branch --arg true --json | FileCheck %s --match-full-lines --check-prefix=FRZBR-TRUE
; FRZBR-TRUE: {"outcome":"return","value":"i8 10"}
; RUN: %refinery exec %s --function frz_v --arg '<i8 poison, i8 3>' --json | FileCheck %s --match-full-lines --check-prefix=FRZV
; FRZV: {"outcome":"return","value":"<2 x i8> <i8 0, i8 3>","nondeterministic":true}
; RUN: %refinery exec %s --function frz_v --arg '<i8 4, i8 3>' --json | FileCheck %s --match-full-lines --check-prefix=FRZV-DEF
; FRZV-DEF: {"outcome":"return","value":"<2 x i8> <i8 4, i8 3>"}
; RUN: %refinery exec %s --function frz_struct --json | FileCheck %s --match-full-lines --check-prefix=FRZSTRUCT
; FRZSTRUCT: {"outcome":"return","value":"{ i8, i16 } { i8 9, i16 0 }","nondeterministic":true}
; RUN: %refinery exec %s --function frz_ovf --arg 127 --json | FileCheck %s --match-full-lines --check-prefix=FRZOVF
; FRZOVF: {"outcome":"return","value":"i8 0","nondeterministic":true}

define i8 @frz(i8 %a) {
  %f = freeze i8 %a
  ret i8 %f
}
; Both uses of one freeze see the same value.
define i1 @frz_twice(i8 %a) {
  %f = freeze i8 %a
  %p = add i8 %f, 1
  %q = add i8 %f, 1
  %r = icmp eq i8 %p, %q
  ret i1 %r
}
define i8 @frz_sub(i8 %a) {
  %f = freeze i8 %a
  %r = sub i8 %f, %f
  ret i8 %r
}
; Branching on a frozen value is defined (a nondeterministic jump).
define i8 @frz_branch(i1 %c) {
entry:
  %f = freeze i1 %c
  br i1 %f, label %t, label %e
t:
  ret i8 10
e:
  ret i8 20
}
define <2 x i8> @frz_v(<2 x i8> %a) {
  %f = freeze <2 x i8> %a
  ret <2 x i8> %f
}
define { i8, i16 } @frz_struct() {
  %s = insertvalue { i8, i16 } poison, i8 9, 0
  %f = freeze { i8, i16 } %s
  ret { i8, i16 } %f
}
define i8 @frz_ovf(i8 %a) {
  %s = add nsw i8 %a, 1
  %f = freeze i8 %s
  ret i8 %f
}
