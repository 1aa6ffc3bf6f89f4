; Integer intrinsics (LangRef "Intrinsic Functions"): min/max, abs
; (is_int_min_poison), ctpop, ctlz/cttz (is_zero_poison), bswap, bitreverse,
; fshl/fshr (amount modulo the width), saturating arithmetic (ushl.sat/sshl.sat
; with an amount >= the width are poison), *.with.overflow ({result modulo
; 2^n, overflow bit}), ucmp/scmp, vector.reduce.*, assume (a false condition
; is UB) and expect (returns its value). A poison operand gives poison.

; --- min / max ---
; RUN: %refinery exec %s --function smin --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SMIN
; SMIN: {"outcome":"return","value":"i8 -1"}
; RUN: %refinery exec %s --function smax --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SMAX
; SMAX: {"outcome":"return","value":"i8 1"}
; RUN: %refinery exec %s --function umin --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=UMIN
; UMIN: {"outcome":"return","value":"i8 1"}
; RUN: %refinery exec %s --function umax --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=UMAX
; UMAX: {"outcome":"return","value":"i8 -1"}
; RUN: %refinery exec %s --function umax --arg poison --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=UMAX-POISON
; UMAX-POISON: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function smin_v2 --arg '<i8 -128, i8 poison>' --arg '<i8 127, i8 0>' --json | FileCheck %s --match-full-lines --check-prefix=SMINV2
; SMINV2: {"outcome":"return","value":"<2 x i8> <i8 -128, i8 poison>"}

define i8 @smin(i8 %a, i8 %b) {
  %r = call i8 @llvm.smin.i8(i8 %a, i8 %b)
  ret i8 %r
}
define i8 @smax(i8 %a, i8 %b) {
  %r = call i8 @llvm.smax.i8(i8 %a, i8 %b)
  ret i8 %r
}
define i8 @umin(i8 %a, i8 %b) {
  %r = call i8 @llvm.umin.i8(i8 %a, i8 %b)
  ret i8 %r
}
define i8 @umax(i8 %a, i8 %b) {
  %r = call i8 @llvm.umax.i8(i8 %a, i8 %b)
  ret i8 %r
}
define <2 x i8> @smin_v2(<2 x i8> %a, <2 x i8> %b) {
  %r = call <2 x i8> @llvm.smin.v2i8(<2 x i8> %a, <2 x i8> %b)
  ret <2 x i8> %r
}

; --- abs ---
; RUN: %refinery exec %s --function abs --arg -5 --json | FileCheck %s --match-full-lines --check-prefix=ABS
; ABS: {"outcome":"return","value":"i8 5"}
; RUN: %refinery exec %s --function abs --arg -128 --json | FileCheck %s --match-full-lines --check-prefix=ABS-MIN
; ABS-MIN: {"outcome":"return","value":"i8 -128"}
; RUN: %refinery exec %s --function abs_poison_min --arg -128 --json | FileCheck %s --match-full-lines --check-prefix=ABSP-MIN
; ABSP-MIN: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function abs_poison_min --arg 127 --json | FileCheck %s --match-full-lines --check-prefix=ABSP-MAX
; ABSP-MAX: {"outcome":"return","value":"i8 127"}
; RUN: %refinery exec %s --function abs_v2 --arg '<i8 -128, i8 -3>' --json | FileCheck %s --match-full-lines --check-prefix=ABSV2
; ABSV2: {"outcome":"return","value":"<2 x i8> <i8 poison, i8 3>"}

define i8 @abs(i8 %a) {
  %r = call i8 @llvm.abs.i8(i8 %a, i1 false)
  ret i8 %r
}
define i8 @abs_poison_min(i8 %a) {
  %r = call i8 @llvm.abs.i8(i8 %a, i1 true)
  ret i8 %r
}
define <2 x i8> @abs_v2(<2 x i8> %a) {
  %r = call <2 x i8> @llvm.abs.v2i8(<2 x i8> %a, i1 true)
  ret <2 x i8> %r
}

; --- bit counting ---
; RUN: %refinery exec %s --function ctpop --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=CTPOP
; CTPOP: {"outcome":"return","value":"i8 8"}
; RUN: %refinery exec %s --function ctpop --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=CTPOP-ZERO
; CTPOP-ZERO: {"outcome":"return","value":"i8 0"}
; RUN: %refinery exec %s --function ctpop_i128 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=CTPOPI128
; CTPOPI128: {"outcome":"return","value":"i128 128"}
; RUN: %refinery exec %s --function ctlz --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=CTLZ
; CTLZ: {"outcome":"return","value":"i8 7"}
; RUN: %refinery exec %s --function ctlz --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=CTLZ-ZERO
; CTLZ-ZERO: {"outcome":"return","value":"i8 8"}
; RUN: %refinery exec %s --function ctlz_zp --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=CTLZZP-ZERO
; CTLZZP-ZERO: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function ctlz_zp --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=CTLZZP-NEG
; CTLZZP-NEG: {"outcome":"return","value":"i8 0"}
; RUN: %refinery exec %s --function cttz --arg 8 --json | FileCheck %s --match-full-lines --check-prefix=CTTZ
; CTTZ: {"outcome":"return","value":"i8 3"}
; RUN: %refinery exec %s --function cttz --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=CTTZ-ZERO
; CTTZ-ZERO: {"outcome":"return","value":"i8 8"}
; RUN: %refinery exec %s --function cttz_zp --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=CTTZZP-ZERO
; CTTZZP-ZERO: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function ctlz_i33 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=CTLZI33
; CTLZI33: {"outcome":"return","value":"i33 32"}
; RUN: %refinery exec %s --function cttz_v2 --arg '<i8 0, i8 -128>' --json | FileCheck %s --match-full-lines --check-prefix=CTTZV2
; CTTZV2: {"outcome":"return","value":"<2 x i8> <i8 8, i8 7>"}

define i8 @ctpop(i8 %a) {
  %r = call i8 @llvm.ctpop.i8(i8 %a)
  ret i8 %r
}
define i128 @ctpop_i128(i128 %a) {
  %r = call i128 @llvm.ctpop.i128(i128 %a)
  ret i128 %r
}
define i8 @ctlz(i8 %a) {
  %r = call i8 @llvm.ctlz.i8(i8 %a, i1 false)
  ret i8 %r
}
define i8 @ctlz_zp(i8 %a) {
  %r = call i8 @llvm.ctlz.i8(i8 %a, i1 true)
  ret i8 %r
}
define i8 @cttz(i8 %a) {
  %r = call i8 @llvm.cttz.i8(i8 %a, i1 false)
  ret i8 %r
}
define i8 @cttz_zp(i8 %a) {
  %r = call i8 @llvm.cttz.i8(i8 %a, i1 true)
  ret i8 %r
}
define i33 @ctlz_i33(i33 %a) {
  %r = call i33 @llvm.ctlz.i33(i33 %a, i1 false)
  ret i33 %r
}
define <2 x i8> @cttz_v2(<2 x i8> %a) {
  %r = call <2 x i8> @llvm.cttz.v2i8(<2 x i8> %a, i1 false)
  ret <2 x i8> %r
}

; --- byte and bit order ---
; RUN: %refinery exec %s --function bswap16 --arg 258 --json | FileCheck %s --match-full-lines --check-prefix=BSWAP16
; BSWAP16: {"outcome":"return","value":"i16 513"}
; RUN: %refinery exec %s --function bswap32 --arg 16909060 --json | FileCheck %s --match-full-lines --check-prefix=BSWAP32
; BSWAP32: {"outcome":"return","value":"i32 67305985"}
; RUN: %refinery exec %s --function bswap48 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=BSWAP48
; BSWAP48: {"outcome":"return","value":"i48 1099511627776"}
; RUN: %refinery exec %s --function bswap16 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=BSWAP16-POISON
; BSWAP16-POISON: {"outcome":"return","value":"i16 poison"}
; RUN: %refinery exec %s --function bitreverse --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=BITREV
; BITREV: {"outcome":"return","value":"i8 -128"}
; RUN: %refinery exec %s --function bitreverse --arg 6 --json | FileCheck %s --match-full-lines --check-prefix=BITREV6
; BITREV6: {"outcome":"return","value":"i8 96"}
; RUN: %refinery exec %s --function bitreverse_i7 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=BITREVI7
; BITREVI7: {"outcome":"return","value":"i7 -64"}

define i16 @bswap16(i16 %a) {
  %r = call i16 @llvm.bswap.i16(i16 %a)
  ret i16 %r
}
define i32 @bswap32(i32 %a) {
  %r = call i32 @llvm.bswap.i32(i32 %a)
  ret i32 %r
}
define i48 @bswap48(i48 %a) {
  %r = call i48 @llvm.bswap.i48(i48 %a)
  ret i48 %r
}
define i8 @bitreverse(i8 %a) {
  %r = call i8 @llvm.bitreverse.i8(i8 %a)
  ret i8 %r
}
define i7 @bitreverse_i7(i7 %a) {
  %r = call i7 @llvm.bitreverse.i7(i7 %a)
  ret i7 %r
}

; --- funnel shifts: fshl = high half of ({a:b} << c%8), fshr = low half of ({a:b} >> c%8) ---
; RUN: %refinery exec %s --function fshl --arg -127 --arg 66 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=FSHL
; FSHL: {"outcome":"return","value":"i8 2"}
; RUN: %refinery exec %s --function fshl --arg -127 --arg 66 --arg 9 --json | FileCheck %s --match-full-lines --check-prefix=FSHL-MOD
; FSHL-MOD: {"outcome":"return","value":"i8 2"}
; RUN: %refinery exec %s --function fshl --arg -127 --arg 66 --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=FSHL-ZERO
; FSHL-ZERO: {"outcome":"return","value":"i8 -127"}
; RUN: %refinery exec %s --function fshl --arg -127 --arg -127 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=FSHL-ROT
; FSHL-ROT: {"outcome":"return","value":"i8 3"}
; RUN: %refinery exec %s --function fshl --arg -127 --arg 66 --arg poison --json | FileCheck %s --match-full-lines --check-prefix=FSHL-POISON
; FSHL-POISON: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function fshr --arg -127 --arg 66 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=FSHR
; FSHR: {"outcome":"return","value":"i8 -95"}
; RUN: %refinery exec %s --function fshr --arg -127 --arg 66 --arg 8 --json | FileCheck %s --match-full-lines --check-prefix=FSHR-MOD
; FSHR-MOD: {"outcome":"return","value":"i8 66"}
; RUN: %refinery exec %s --function fshr_i7 --arg 1 --arg 0 --arg 8 --json | FileCheck %s --match-full-lines --check-prefix=FSHRI7
; FSHRI7: {"outcome":"return","value":"i7 -64"}

define i8 @fshl(i8 %a, i8 %b, i8 %c) {
  %r = call i8 @llvm.fshl.i8(i8 %a, i8 %b, i8 %c)
  ret i8 %r
}
define i8 @fshr(i8 %a, i8 %b, i8 %c) {
  %r = call i8 @llvm.fshr.i8(i8 %a, i8 %b, i8 %c)
  ret i8 %r
}
define i7 @fshr_i7(i7 %a, i7 %b, i7 %c) {
  %r = call i7 @llvm.fshr.i7(i7 %a, i7 %b, i7 %c)
  ret i7 %r
}

; --- saturating arithmetic ---
; RUN: %refinery exec %s --function uadd_sat --arg -56 --arg 100 --json | FileCheck %s --match-full-lines --check-prefix=UADDSAT
; UADDSAT: {"outcome":"return","value":"i8 -1"}
; RUN: %refinery exec %s --function usub_sat --arg 5 --arg 10 --json | FileCheck %s --match-full-lines --check-prefix=USUBSAT
; USUBSAT: {"outcome":"return","value":"i8 0"}
; RUN: %refinery exec %s --function sadd_sat --arg 100 --arg 100 --json | FileCheck %s --match-full-lines --check-prefix=SADDSAT-HI
; SADDSAT-HI: {"outcome":"return","value":"i8 127"}
; RUN: %refinery exec %s --function sadd_sat --arg -100 --arg -100 --json | FileCheck %s --match-full-lines --check-prefix=SADDSAT-LO
; SADDSAT-LO: {"outcome":"return","value":"i8 -128"}
; RUN: %refinery exec %s --function ssub_sat --arg -100 --arg 100 --json | FileCheck %s --match-full-lines --check-prefix=SSUBSAT
; SSUBSAT: {"outcome":"return","value":"i8 -128"}
; RUN: %refinery exec %s --function ssub_sat --arg 3 --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=SSUBSAT-OK
; SSUBSAT-OK: {"outcome":"return","value":"i8 -2"}
; RUN: %refinery exec %s --function ushl_sat_i4 --arg 3 --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=USHLSAT
; USHLSAT: {"outcome":"return","value":"i4 -1"}
; RUN: %refinery exec %s --function ushl_sat_i4 --arg 2 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=USHLSAT-OK
; USHLSAT-OK: {"outcome":"return","value":"i4 4"}
; RUN: %refinery exec %s --function ushl_sat_i4 --arg 1 --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=USHLSAT-WIDTH
; USHLSAT-WIDTH: {"outcome":"return","value":"i4 poison"}
; RUN: %refinery exec %s --function sshl_sat_i4 --arg 2 --arg 2 --json | FileCheck %s --match-full-lines --check-prefix=SSHLSAT-HI
; SSHLSAT-HI: {"outcome":"return","value":"i4 7"}
; RUN: %refinery exec %s --function sshl_sat_i4 --arg -5 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SSHLSAT-LO
; SSHLSAT-LO: {"outcome":"return","value":"i4 -8"}
; RUN: %refinery exec %s --function sshl_sat_i4 --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SSHLSAT-OK
; SSHLSAT-OK: {"outcome":"return","value":"i4 -2"}
; RUN: %refinery exec %s --function sshl_sat_i4 --arg 0 --arg 4 --json | FileCheck %s --match-full-lines --check-prefix=SSHLSAT-WIDTH
; SSHLSAT-WIDTH: {"outcome":"return","value":"i4 poison"}

define i8 @uadd_sat(i8 %a, i8 %b) {
  %r = call i8 @llvm.uadd.sat.i8(i8 %a, i8 %b)
  ret i8 %r
}
define i8 @usub_sat(i8 %a, i8 %b) {
  %r = call i8 @llvm.usub.sat.i8(i8 %a, i8 %b)
  ret i8 %r
}
define i8 @sadd_sat(i8 %a, i8 %b) {
  %r = call i8 @llvm.sadd.sat.i8(i8 %a, i8 %b)
  ret i8 %r
}
define i8 @ssub_sat(i8 %a, i8 %b) {
  %r = call i8 @llvm.ssub.sat.i8(i8 %a, i8 %b)
  ret i8 %r
}
define i4 @ushl_sat_i4(i4 %a, i4 %b) {
  %r = call i4 @llvm.ushl.sat.i4(i4 %a, i4 %b)
  ret i4 %r
}
define i4 @sshl_sat_i4(i4 %a, i4 %b) {
  %r = call i4 @llvm.sshl.sat.i4(i4 %a, i4 %b)
  ret i4 %r
}

; --- with.overflow ---
; RUN: %refinery exec %s --function sadd_ov --arg 127 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SADDOV
; SADDOV: {"outcome":"return","value":"{ i8, i1 } { i8 -128, i1 true }"}
; RUN: %refinery exec %s --function sadd_ov --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SADDOV-NO
; SADDOV-NO: {"outcome":"return","value":"{ i8, i1 } zeroinitializer"}
; RUN: %refinery exec %s --function uadd_ov --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=UADDOV
; UADDOV: {"outcome":"return","value":"{ i8, i1 } { i8 0, i1 true }"}
; RUN: %refinery exec %s --function ssub_ov --arg -128 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SSUBOV
; SSUBOV: {"outcome":"return","value":"{ i8, i1 } { i8 127, i1 true }"}
; RUN: %refinery exec %s --function usub_ov --arg 0 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=USUBOV
; USUBOV: {"outcome":"return","value":"{ i8, i1 } { i8 -1, i1 true }"}
; RUN: %refinery exec %s --function smul_ov --arg 2 --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=SMULOV-NO
; SMULOV-NO: {"outcome":"return","value":"{ i8, i1 } { i8 6, i1 false }"}
; RUN: %refinery exec %s --function smul_ov --arg -128 --arg -1 --json | FileCheck %s --match-full-lines --check-prefix=SMULOV
; SMULOV: {"outcome":"return","value":"{ i8, i1 } { i8 -128, i1 true }"}
; RUN: %refinery exec %s --function umul_ov --arg 16 --arg 16 --json | FileCheck %s --match-full-lines --check-prefix=UMULOV
; UMULOV: {"outcome":"return","value":"{ i8, i1 } { i8 0, i1 true }"}
; RUN: %refinery exec %s --function umul_ov --arg poison --arg 0 --json | FileCheck %s --match-full-lines --check-prefix=UMULOV-POISON
; UMULOV-POISON: {"outcome":"return","value":"{ i8, i1 } poison"}
; RUN: %refinery exec %s --function smul_ov_i1 --arg true --arg true --json | FileCheck %s --match-full-lines --check-prefix=SMULOVI1
; SMULOVI1: {"outcome":"return","value":"{ i1, i1 } { i1 true, i1 true }"}
; RUN: %refinery exec %s --function uadd_ov_v2 --arg '<i8 -1, i8 1>' --arg '<i8 1, i8 1>' --json | FileCheck %s --match-full-lines --check-prefix=UADDOVV2
; UADDOVV2: {"outcome":"return","value":"{ <2 x i8>, <2 x i1> } { <2 x i8> <i8 0, i8 2>, <2 x i1> <i1 true, i1 false> }"}

define { i8, i1 } @sadd_ov(i8 %a, i8 %b) {
  %r = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %a, i8 %b)
  ret { i8, i1 } %r
}
define { i8, i1 } @uadd_ov(i8 %a, i8 %b) {
  %r = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %a, i8 %b)
  ret { i8, i1 } %r
}
define { i8, i1 } @ssub_ov(i8 %a, i8 %b) {
  %r = call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 %a, i8 %b)
  ret { i8, i1 } %r
}
define { i8, i1 } @usub_ov(i8 %a, i8 %b) {
  %r = call { i8, i1 } @llvm.usub.with.overflow.i8(i8 %a, i8 %b)
  ret { i8, i1 } %r
}
define { i8, i1 } @smul_ov(i8 %a, i8 %b) {
  %r = call { i8, i1 } @llvm.smul.with.overflow.i8(i8 %a, i8 %b)
  ret { i8, i1 } %r
}
define { i8, i1 } @umul_ov(i8 %a, i8 %b) {
  %r = call { i8, i1 } @llvm.umul.with.overflow.i8(i8 %a, i8 %b)
  ret { i8, i1 } %r
}
; (-1) * (-1) = 1 does not fit i1.
define { i1, i1 } @smul_ov_i1(i1 %a, i1 %b) {
  %r = call { i1, i1 } @llvm.smul.with.overflow.i1(i1 %a, i1 %b)
  ret { i1, i1 } %r
}
define { <2 x i8>, <2 x i1> } @uadd_ov_v2(<2 x i8> %a, <2 x i8> %b) {
  %r = call { <2 x i8>, <2 x i1> } @llvm.uadd.with.overflow.v2i8(<2 x i8> %a, <2 x i8> %b)
  ret { <2 x i8>, <2 x i1> } %r
}

; --- ucmp / scmp ---
; RUN: %refinery exec %s --function scmp --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=SCMP-LT
; SCMP-LT: {"outcome":"return","value":"i8 -1"}
; RUN: %refinery exec %s --function ucmp --arg -1 --arg 1 --json | FileCheck %s --match-full-lines --check-prefix=UCMP-GT
; UCMP-GT: {"outcome":"return","value":"i8 1"}
; RUN: %refinery exec %s --function ucmp --arg 5 --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=UCMP-EQ
; UCMP-EQ: {"outcome":"return","value":"i8 0"}
; RUN: %refinery exec %s --function scmp_i2 --arg -100 --arg 3 --json | FileCheck %s --match-full-lines --check-prefix=SCMPI2
; SCMPI2: {"outcome":"return","value":"i2 -1"}
; RUN: %refinery exec %s --function ucmp_v2 --arg '<i32 0, i32 poison>' --arg '<i32 -1, i32 0>' --json | FileCheck %s --match-full-lines --check-prefix=UCMPV2
; UCMPV2: {"outcome":"return","value":"<2 x i8> <i8 -1, i8 poison>"}

define i8 @scmp(i8 %a, i8 %b) {
  %r = call i8 @llvm.scmp.i8.i8(i8 %a, i8 %b)
  ret i8 %r
}
define i8 @ucmp(i8 %a, i8 %b) {
  %r = call i8 @llvm.ucmp.i8.i8(i8 %a, i8 %b)
  ret i8 %r
}
define i2 @scmp_i2(i32 %a, i32 %b) {
  %r = call i2 @llvm.scmp.i2.i32(i32 %a, i32 %b)
  ret i2 %r
}
define <2 x i8> @ucmp_v2(<2 x i32> %a, <2 x i32> %b) {
  %r = call <2 x i8> @llvm.ucmp.v2i8.v2i32(<2 x i32> %a, <2 x i32> %b)
  ret <2 x i8> %r
}

; --- vector.reduce.* ---
; RUN: %refinery exec %s --function reduce_add --arg '<i8 1, i8 2, i8 3, i8 4>' --json | FileCheck %s --match-full-lines --check-prefix=RADD
; RADD: {"outcome":"return","value":"i8 10"}
; RUN: %refinery exec %s --function reduce_add --arg '<i8 127, i8 1, i8 0, i8 0>' --json | FileCheck %s --match-full-lines --check-prefix=RADD-WRAP
; RADD-WRAP: {"outcome":"return","value":"i8 -128"}
; RUN: %refinery exec %s --function reduce_add --arg '<i8 1, i8 2, i8 poison, i8 4>' --json | FileCheck %s --match-full-lines --check-prefix=RADD-POISON
; RADD-POISON: {"outcome":"return","value":"i8 poison"}
; RUN: %refinery exec %s --function reduce_mul --arg '<i8 1, i8 2, i8 3, i8 4>' --json | FileCheck %s --match-full-lines --check-prefix=RMUL
; RMUL: {"outcome":"return","value":"i8 24"}
; RUN: %refinery exec %s --function reduce_and --arg '<i8 -1, i8 7, i8 14, i8 6>' --json | FileCheck %s --match-full-lines --check-prefix=RAND
; RAND: {"outcome":"return","value":"i8 6"}
; RUN: %refinery exec %s --function reduce_or --arg '<i8 1, i8 2, i8 4, i8 8>' --json | FileCheck %s --match-full-lines --check-prefix=ROR
; ROR: {"outcome":"return","value":"i8 15"}
; RUN: %refinery exec %s --function reduce_xor --arg '<i8 1, i8 3, i8 7, i8 15>' --json | FileCheck %s --match-full-lines --check-prefix=RXOR
; RXOR: {"outcome":"return","value":"i8 10"}
; RUN: %refinery exec %s --function reduce_smax --arg '<i8 -1, i8 3, i8 -128, i8 0>' --json | FileCheck %s --match-full-lines --check-prefix=RSMAX
; RSMAX: {"outcome":"return","value":"i8 3"}
; RUN: %refinery exec %s --function reduce_smin --arg '<i8 -1, i8 3, i8 -128, i8 0>' --json | FileCheck %s --match-full-lines --check-prefix=RSMIN
; RSMIN: {"outcome":"return","value":"i8 -128"}
; RUN: %refinery exec %s --function reduce_umax --arg '<i8 -1, i8 3, i8 -128, i8 0>' --json | FileCheck %s --match-full-lines --check-prefix=RUMAX
; RUMAX: {"outcome":"return","value":"i8 -1"}
; RUN: %refinery exec %s --function reduce_umin --arg '<i8 -1, i8 3, i8 -128, i8 0>' --json | FileCheck %s --match-full-lines --check-prefix=RUMIN
; RUMIN: {"outcome":"return","value":"i8 0"}

define i8 @reduce_add(<4 x i8> %v) {
  %r = call i8 @llvm.vector.reduce.add.v4i8(<4 x i8> %v)
  ret i8 %r
}
define i8 @reduce_mul(<4 x i8> %v) {
  %r = call i8 @llvm.vector.reduce.mul.v4i8(<4 x i8> %v)
  ret i8 %r
}
define i8 @reduce_and(<4 x i8> %v) {
  %r = call i8 @llvm.vector.reduce.and.v4i8(<4 x i8> %v)
  ret i8 %r
}
define i8 @reduce_or(<4 x i8> %v) {
  %r = call i8 @llvm.vector.reduce.or.v4i8(<4 x i8> %v)
  ret i8 %r
}
define i8 @reduce_xor(<4 x i8> %v) {
  %r = call i8 @llvm.vector.reduce.xor.v4i8(<4 x i8> %v)
  ret i8 %r
}
define i8 @reduce_smax(<4 x i8> %v) {
  %r = call i8 @llvm.vector.reduce.smax.v4i8(<4 x i8> %v)
  ret i8 %r
}
define i8 @reduce_smin(<4 x i8> %v) {
  %r = call i8 @llvm.vector.reduce.smin.v4i8(<4 x i8> %v)
  ret i8 %r
}
define i8 @reduce_umax(<4 x i8> %v) {
  %r = call i8 @llvm.vector.reduce.umax.v4i8(<4 x i8> %v)
  ret i8 %r
}
define i8 @reduce_umin(<4 x i8> %v) {
  %r = call i8 @llvm.vector.reduce.umin.v4i8(<4 x i8> %v)
  ret i8 %r
}

; --- assume / expect ---
; llvm.assume's parameter is noundef, so a poison condition is UB already as a
; noundef violation.
; RUN: %refinery exec %s --function assume --arg true --json | FileCheck %s --match-full-lines --check-prefix=ASSUME-T
; ASSUME-T: {"outcome":"return","value":"i8 1"}
; RUN: %refinery exec %s --function assume --arg false --json | FileCheck %s --match-full-lines --check-prefix=ASSUME-F
; ASSUME-F: {"outcome":"ub","reason":"llvm.assume on false at 'call void @llvm.assume(i1 %c)' in @assume"}
; RUN: %refinery exec %s --function assume --arg poison --json | FileCheck %s --match-full-lines --check-prefix=ASSUME-POISON
; ASSUME-POISON: {"outcome":"ub","reason":"noundef value is poison (argument 0) at 'call void @llvm.assume(i1 %c)' in @assume"}
; RUN: %refinery exec %s --function assume_const_false --json | FileCheck %s --match-full-lines --check-prefix=ASSUME-CONST
; ASSUME-CONST: {"outcome":"ub","reason":"llvm.assume on false at 'call void @llvm.assume(i1 false)' in @assume_const_false"}
; RUN: %refinery exec %s --function expect --arg 5 --json | FileCheck %s --match-full-lines --check-prefix=EXPECT
; EXPECT: {"outcome":"return","value":"i32 5"}
; RUN: %refinery exec %s --function expect --arg poison --json | FileCheck %s --match-full-lines --check-prefix=EXPECT-POISON
; EXPECT-POISON: {"outcome":"return","value":"i32 poison"}
; RUN: %refinery exec %s --function expect_prob --arg 7 --json | FileCheck %s --match-full-lines --check-prefix=EXPECTPROB
; EXPECTPROB: {"outcome":"return","value":"i64 7"}

define i8 @assume(i1 %c) {
  call void @llvm.assume(i1 %c)
  ret i8 1
}
define i8 @assume_const_false() {
  call void @llvm.assume(i1 false)
  ret i8 1
}
define i32 @expect(i32 %a) {
  %r = call i32 @llvm.expect.i32(i32 %a, i32 1)
  ret i32 %r
}
define i64 @expect_prob(i64 %a) {
  %r = call i64 @llvm.expect.with.probability.i64(i64 %a, i64 0, double 0.5)
  ret i64 %r
}
