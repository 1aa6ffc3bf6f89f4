; Which i128 bits are the sign of a ppc_fp128, and are and/xor on them
; fabs/fneg? (InstCombine folded `and`/`xor` of a bitcast ppc_fp128 with
; bit 127 into fabs/fneg; upstream has since stopped the `and` fold.)
;
; Evidence:
; - LangRef "Floating-Point Types": ppc_fp128 is a "128-bit floating-point
;   value (two 64-bits)", nothing more: no bit layout. "'bitcast .. to'":
;   "as if the value had been stored to memory and read back".
; - PowerPC stores the high-order double at the lower address on both
;   endiannesses. Read back as an i128, the high-order double (with the sign
;   of the value) is bits 0..63 on little-endian (sign: bit 63) and bits
;   64..127 on big-endian (sign: bit 127) (llvm-project issues #44482,
;   #209034).
; - APFloat's DoubleAPFloat::bitcastToAPInt, and so LLVM's constant folder,
;   puts the high-order double in bits 0..63 whatever the endianness.
; - fneg: LangRef "'fneg' Instruction" says "its sign bit flipped" and
;   "returns the negation of its operand"; APFloat's changeSign (and the
;   PowerPC lowering) flips the signs of both doubles, which is what negates
;   hi + lo exactly. fabs: APFloat negates both doubles of a negative value.
;   Flipping one sign bit (of either double) is not the negation of the value
;   when the low-order double is non-zero (-hi + lo != -(hi + lo)), and not
;   the same bits even when it is +0.0.
;
; Verdict: `xor i128 (bitcast x), 1 << 127` is the negation of the low-order
; double under APFloat's layout (and on little-endian), and flips only the
; high-order sign on big-endian: never fneg's both-doubles flip, so neither
; xor (bit 127 or bit 63) is fneg, and `and ~(1 << 127)` is not fabs. But
; LangRef does not fix the layout (nor says which "sign bit" a double-double
; has), so refinery does not decide these pairs: a bitcast between
; ppc_fp128 and another type makes the run unsupported and the verdict
; inconclusive, never a violation. Rewrites that never expose the layout are
; decided with APFloat's semantics (both doubles' signs), below.

; --- inconclusive: the answer depends on the bit layout ---
; RUN: %refinery check %s --function src_fabs_and127 --json | FileCheck %s --check-prefix=AND127
; AND127: {"verdict":"inconclusive","functions":[{"name":"src_fabs_and127","verdict":"inconclusive",{{.*}}"reasons":[{"reason":"the target uses something unsupported: bitcast between ppc_fp128 and another type: LangRef does not define the bit layout of ppc_fp128
; RUN: %refinery check %s --function src_fneg_xor127 --json | FileCheck %s --check-prefix=XOR127
; XOR127: {"verdict":"inconclusive","functions":[{"name":"src_fneg_xor127","verdict":"inconclusive",
; RUN: %refinery check %s --function src_fneg_xor63 --json | FileCheck %s --check-prefix=XOR63
; XOR63: {"verdict":"inconclusive","functions":[{"name":"src_fneg_xor63","verdict":"inconclusive",

; --- decided without the layout ---
; RUN: %refinery check %s --function src_fabs_fneg --json | FileCheck %s --check-prefix=FABS-FNEG
; FABS-FNEG: {"verdict":"no-violation","functions":[{"name":"src_fabs_fneg","verdict":"no-violation",
; RUN: %refinery check %s --function src_copysign_negzero --json | FileCheck %s --check-prefix=COPYSIGN
; COPYSIGN: {"verdict":"no-violation","functions":[{"name":"src_copysign_negzero","verdict":"no-violation",
; fneg -> fabs is wrong (for a positive x).
; RUN: not %refinery check %s --function src_fneg_fabs_wrong --json | FileCheck %s --check-prefix=WRONG
; WRONG: {"verdict":"violation","functions":[{"name":"src_fneg_fabs_wrong","verdict":"violation","kind":"value-mismatch",

define ppc_fp128 @src_fabs_and127(ppc_fp128 %x) {
  %r = call ppc_fp128 @llvm.fabs.ppcf128(ppc_fp128 %x)
  ret ppc_fp128 %r
}
define ppc_fp128 @tgt_fabs_and127(ppc_fp128 %x) {
  %b = bitcast ppc_fp128 %x to i128
  %a = and i128 %b, 170141183460469231731687303715884105727
  %r = bitcast i128 %a to ppc_fp128
  ret ppc_fp128 %r
}

define ppc_fp128 @src_fneg_xor127(ppc_fp128 %x) {
  %r = fneg ppc_fp128 %x
  ret ppc_fp128 %r
}
define ppc_fp128 @tgt_fneg_xor127(ppc_fp128 %x) {
  %b = bitcast ppc_fp128 %x to i128
  %a = xor i128 %b, -170141183460469231731687303715884105728
  %r = bitcast i128 %a to ppc_fp128
  ret ppc_fp128 %r
}

define ppc_fp128 @src_fneg_xor63(ppc_fp128 %x) {
  %r = fneg ppc_fp128 %x
  ret ppc_fp128 %r
}
define ppc_fp128 @tgt_fneg_xor63(ppc_fp128 %x) {
  %b = bitcast ppc_fp128 %x to i128
  %a = xor i128 %b, 9223372036854775808
  %r = bitcast i128 %a to ppc_fp128
  ret ppc_fp128 %r
}

define ppc_fp128 @src_fabs_fneg(ppc_fp128 %x) {
  %n = fneg ppc_fp128 %x
  %r = call ppc_fp128 @llvm.fabs.ppcf128(ppc_fp128 %n)
  ret ppc_fp128 %r
}
define ppc_fp128 @tgt_fabs_fneg(ppc_fp128 %x) {
  %r = call ppc_fp128 @llvm.fabs.ppcf128(ppc_fp128 %x)
  ret ppc_fp128 %r
}

define ppc_fp128 @src_copysign_negzero(ppc_fp128 %x) {
  %r = call ppc_fp128 @llvm.copysign.ppcf128(ppc_fp128 %x, ppc_fp128 0xM80000000000000000000000000000000)
  ret ppc_fp128 %r
}
define ppc_fp128 @tgt_copysign_negzero(ppc_fp128 %x) {
  %a = call ppc_fp128 @llvm.fabs.ppcf128(ppc_fp128 %x)
  %r = fneg ppc_fp128 %a
  ret ppc_fp128 %r
}

define ppc_fp128 @src_fneg_fabs_wrong(ppc_fp128 %x) {
  %r = fneg ppc_fp128 %x
  ret ppc_fp128 %r
}
define ppc_fp128 @tgt_fneg_fabs_wrong(ppc_fp128 %x) {
  %r = call ppc_fp128 @llvm.fabs.ppcf128(ppc_fp128 %x)
  ret ppc_fp128 %r
}
