; refinery check --smt proves correct transformations for every input
; (defined and poison arguments, every target choice): verdict `verified`.

; select of a compare to smax, with the nsw kept on both sides.
; RUN: %refinery check %s --smt --function src_smax --json | FileCheck %s --check-prefix=SMAX
; SMAX: {"verdict":"verified","functions":[{"name":"src_smax","verdict":"verified","inputs_tried":{{[0-9]+}},"inputs_src_ub":{{[0-9]+}},"smt":"verified",
; RUN: %refinery check %s --smt --function src_smax | FileCheck %s --check-prefix=SMAX-TEXT
; SMAX-TEXT: @src_smax: verified by Z3 for every input (values, poison and undef)
; SMAX-TEXT: verdict: verified

; Branches and a phi folded into a select (acyclic control flow).
; RUN: %refinery check %s --smt --function src_phi --json | FileCheck %s --check-prefix=PHI
; PHI: {"verdict":"verified"

; Vectors, udiv exact to lshr exact, a with.overflow intrinsic.
; RUN: %refinery check %s --smt --function src_vec --json | FileCheck %s --check-prefix=VEC
; VEC: {"verdict":"verified"
; RUN: %refinery check %s --smt --function src_udiv --json | FileCheck %s --check-prefix=UDIV
; UDIV: {"verdict":"verified"
; RUN: %refinery check %s --smt --function src_ov --json | FileCheck %s --check-prefix=OV
; OV: {"verdict":"verified"

; Exit status 0 for verified.
; RUN: %refinery check %s --smt

define i32 @src_smax(i32 %x, i32 %y) {
  %a = add nsw i32 %x, %y
  %c = icmp sgt i32 %a, %x
  %r = select i1 %c, i32 %a, i32 %x
  ret i32 %r
}
define i32 @tgt_smax(i32 %x, i32 %y) {
  %a = add nsw i32 %x, %y
  %r = call i32 @llvm.smax.i32(i32 %a, i32 %x)
  ret i32 %r
}

define i8 @src_phi(i1 %c, i8 %x) {
entry:
  br i1 %c, label %t, label %f
t:
  %a = add i8 %x, 1
  br label %j
f:
  %b = sub i8 %x, 1
  br label %j
j:
  %p = phi i8 [ %a, %t ], [ %b, %f ]
  ret i8 %p
}
define i8 @tgt_phi(i1 %c, i8 %x) {
  %a = add i8 %x, 1
  %b = add i8 %x, -1
  %r = select i1 %c, i8 %a, i8 %b
  ret i8 %r
}

define <2 x i16> @src_vec(<2 x i16> %x) {
  %m = mul <2 x i16> %x, <i16 2, i16 4>
  ret <2 x i16> %m
}
define <2 x i16> @tgt_vec(<2 x i16> %x) {
  %m = shl <2 x i16> %x, <i16 1, i16 2>
  ret <2 x i16> %m
}

define i32 @src_udiv(i32 %x) {
  %d = udiv exact i32 %x, 8
  ret i32 %d
}
define i32 @tgt_udiv(i32 %x) {
  %d = lshr exact i32 %x, 3
  ret i32 %d
}

define i1 @src_ov(i16 %x, i16 %y) {
  %s = call { i16, i1 } @llvm.uadd.with.overflow.i16(i16 %x, i16 %y)
  %o = extractvalue { i16, i1 } %s, 1
  ret i1 %o
}
define i1 @tgt_ov(i16 %x, i16 %y) {
  %n = xor i16 %x, -1
  %o = icmp ult i16 %n, %y
  ret i1 %o
}
