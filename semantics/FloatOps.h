//===- semantics/FloatOps.h - Floating-point operation rules ----*- C++ -*-===//
///
/// \file
/// Scalar rules of LLVM 22's floating-point instructions on APFloat: fneg,
/// fadd/fsub/fmul/fdiv/frem, fcmp, fptrunc/fpext, fptoui/fptosi,
/// uitofp/sitofp (nneg), and the fast-math flags that produce poison (nnan,
/// ninf). Values are RtValue scalars holding the float's bit pattern.
///
/// NaN results follow LangRef "Behavior of Floating-Point NaN values": the
/// NaN an operation returns is chosen through the Nondet (kind NaN), and the
/// choice is recorded. The rounding mode is round-to-nearest-even (the
/// default floating-point environment).
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_SEMANTICS_FLOATOPS_H
#define REFINERY_SEMANTICS_FLOATOPS_H

#include "semantics/IntOps.h"
#include "semantics/Value.h"
#include "llvm/ADT/FloatingPointMode.h"
#include "llvm/IR/FMF.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/Support/Compiler.h"
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

namespace llvm {
class Function;
} // namespace llvm

namespace refinery {

/// Whether \p Bits, of semantics \p Sem, is an x86_fp80 encoding that is
/// not canonical: an unnormal (non-zero exponent, explicit integer bit 0,
/// including "unnormal zeros"), a pseudo-NaN or pseudo-infinity (all-ones
/// exponent, integer bit 0), or a pseudo-denormal (zero exponent, integer bit
/// 1). Always false for the other formats, whose every bit pattern is
/// canonical.
///
/// LangRef "Floating-Point Types" only says x86_fp80 is the "80-bit
/// floating-point value (X87)"; "Floating-Point Semantics" defines the core
/// operations for half, float, double and fp128 only. What arithmetic does
/// with these encodings is therefore not defined by the LangRef, and APFloat
/// (LLVM 22) does not keep them: it reads unnormals, pseudo-NaNs and
/// pseudo-infinities as NaNs and re-encodes unnormals and pseudo-denormals
/// when converting back to bits. Their bits are kept exactly wherever
/// LangRef says no computation happens (see fpNeg, fpAbs, fpCopySign).
bool isNonCanonicalX87(const llvm::fltSemantics &Sem, const llvm::APInt &Bits);

/// Whether a non-poison lane of \p V (a scalar or vector of the scalar FP
/// type \p ScalarTy) is a non-canonical x86_fp80 encoding.
bool hasNonCanonicalX87(const llvm::Type *ScalarTy, const RtValue &V);

/// Why a run stops as unsupported when a computing floating-point operation
/// (arithmetic, fcmp, conversions, computing intrinsics) reads a
/// non-canonical x86_fp80 encoding.
extern const char *const NonCanonicalX87Reason;

/// Whether the bit pattern \p Bits of semantics \p Sem has its sign set: the
/// top bit, and for ppc_fp128 the sign of the high-order double (which
/// APFloat::bitcastToAPInt places in bits 0..63, so bit 63).
bool fpSignBit(const llvm::fltSemantics &Sem, const llvm::APInt &Bits);

/// llvm.fabs of the non-poison scalar \p A of type \p Ty, on bits (LangRef
/// "'llvm.fabs.*' Intrinsic": "completely identical to the input except for
/// the sign bit"). ppc_fp128 negates both doubles if the value is negative,
/// as APFloat's DoubleAPFloat does.
RtValue fpAbs(const llvm::Type *Ty, const RtValue &A);

/// llvm.copysign of the non-poison scalars \p Mag and \p Sgn of type \p Ty,
/// on bits (LangRef "'llvm.copysign.*' Intrinsic"). ppc_fp128 negates both
/// doubles of \p Mag if their sign differs from \p Sgn's, as APFloat does.
RtValue fpCopySign(const llvm::Type *Ty, const RtValue &Mag,
                   const RtValue &Sgn);

/// fneg of a scalar of type \p Ty (a scalar FP type): a sign-bit flip, also
/// of NaNs; \p ND is never consulted.
RtValue fpNeg(llvm::FastMathFlags FMF, const llvm::Type *Ty, const RtValue &A,
              Nondet &ND);

/// fadd fsub fmul fdiv frem of scalars of FP type \p Ty, rounded by \p RM
/// (the default environment's round to nearest, ties to even, unless a
/// constrained intrinsic says otherwise). Like fpCompare and fpCast, it
/// computes with APFloat; callers do not pass non-canonical x86_fp80
/// operands (isNonCanonicalX87), whose meaning LangRef leaves open.
RtValue fpBinary(llvm::Instruction::BinaryOps Op, llvm::FastMathFlags FMF,
                 const llvm::Type *Ty, const RtValue &A, const RtValue &B,
                 Nondet &ND,
                 llvm::RoundingMode RM = llvm::RoundingMode::NearestTiesToEven);

/// LangRef "Fast-Math Flags", arcp: `a / b` computed as `a * (1.0 / b)`,
/// both steps rounded and both under \p FMF's nnan/ninf (the rewritten
/// instructions keep the flags). Scalars of FP type \p Ty.
RtValue fpDivByReciprocal(llvm::FastMathFlags FMF, const llvm::Type *Ty,
                          const RtValue &A, const RtValue &B, Nondet &ND);

/// LangRef "Fast-Math Flags", contract: `a * b + c` fused into one rounding
/// (llvm.fma's result), under \p FMF's nnan/ninf; \p NegProduct and
/// \p NegAddend negate `a * b` and `c` first (the fused forms of fsub).
/// Scalars of FP type \p Ty.
RtValue
fpFusedMulAdd(llvm::FastMathFlags FMF, const llvm::Type *Ty, const RtValue &A,
              const RtValue &B, const RtValue &C, bool NegProduct,
              bool NegAddend, Nondet &ND,
              llvm::RoundingMode RM = llvm::RoundingMode::NearestTiesToEven);

/// fcmp of scalars of FP type \p Ty; returns an i1 scalar (or poison). A
/// poison operand gives poison, also for `true` and `false`.
RtValue fpCompare(llvm::CmpInst::Predicate Pred, llvm::FastMathFlags FMF,
                  const llvm::Type *Ty, const RtValue &A, const RtValue &B);

/// fptrunc fpext fptoui fptosi uitofp sitofp from scalar type \p SrcTy to
/// scalar type \p DstTy. \p Flags holds FlagNNeg (uitofp nneg). fptoui and
/// fptosi give poison for NaN, infinities and values that do not fit.
RtValue fpCast(llvm::Instruction::CastOps Op, unsigned Flags,
               llvm::FastMathFlags FMF, const llvm::Type *SrcTy,
               const llvm::Type *DstTy, const RtValue &A, Nondet &ND);

/// A function's "denormal-fp-math" (LangRef "Function Attributes"): the
/// mode of float ("denormal-fp-math-f32" where given) and the mode of the
/// other floating-point types; or the floating-point environment's, which
/// the "dynamic" parts of those read.
struct DenormalModes {
  llvm::DenormalMode F32 = llvm::DenormalMode::getIEEE();
  llvm::DenormalMode Other = llvm::DenormalMode::getIEEE();
  /// The mode of the scalar floating-point type \p Ty.
  const llvm::DenormalMode &of(const llvm::Type *Ty) const {
    return Ty->isFloatTy() ? F32 : Other;
  }
  bool isIEEE() const {
    return F32 == llvm::DenormalMode::getIEEE() &&
           Other == llvm::DenormalMode::getIEEE();
  }
  /// True if a part of either mode says "dynamic".
  bool hasDynamic() const;
  bool operator==(const DenormalModes &) const = default;
};

/// The "denormal-fp-math" modes of \p F.
DenormalModes denormalModesOf(const llvm::Function &F);

/// True if \p Ty is a floating-point type whose denormals LangRef's
/// "denormal-fp-math" attribute governs as the interpreter models it
/// (fpFlushDenormalInput, fpFlushDenormalOutput): half, bfloat, float,
/// double and fp128 (x86_fp80 has pseudo-denormals, ppc_fp128 two parts).
bool isDenormalModelled(const llvm::Type *Ty);

/// Why a run stops as unsupported when arithmetic or fcmp on a type that
/// isDenormalModelled rejects runs under a "denormal-fp-math" other than
/// IEEE.
extern const char *const DenormalTypeReason;

/// LangRef "Function Attributes", "denormal-fp-math", input mode \p Mode
/// (resolved: not Dynamic): a floating-point operation "must treat any
/// input denormal value as zero", of the denormal's sign under
/// preserve-sign, positive under positive-zero. Returns the scalar \p A of
/// type \p Ty (isDenormalModelled) as the operation reads it.
///
/// With \p ND, whether a denormal is read as zero is a choice (kind
/// DenormalFlush, one bit: 1 flushes): LLVM folds `fmul x, 1.0` to `x`
/// whatever the mode, and LangRef's "'llvm.canonicalize.*' Intrinsic"
/// allows it ("implementable as multiplication by 1.0, provided that the
/// compiler does not constant fold the operation"), so arithmetic may also
/// read the denormal itself. fcmp passes no \p ND: LLVM folds comparisons
/// by the mode (a denormal equals zero), which decides them.
RtValue fpFlushDenormalInput(const llvm::Type *Ty, const RtValue &A,
                             llvm::DenormalMode::DenormalModeKind Mode,
                             Nondet *ND = nullptr);

/// LangRef "denormal-fp-math", output mode \p Mode (resolved): under
/// preserve-sign or positive-zero "denormal outputs may be flushed to
/// zero", respecting the mode's sign. If the scalar result \p R of type
/// \p Ty is a denormal there, whether it is flushed is a choice of \p ND
/// (kind DenormalFlush, one bit: 1 flushes); otherwise \p R is returned
/// and \p ND is not consulted.
RtValue fpFlushDenormalOutput(const llvm::Type *Ty, RtValue R,
                              llvm::DenormalMode::DenormalModeKind Mode,
                              Nondet &ND);

/// Applies nnan/ninf to a computed result and its inputs (LangRef
/// "Fast-Math Flags"): true (poison) if, under nnan, one of the non-poison
/// scalars \p Values (all of type \p Ty) is a NaN or, under ninf, an
/// infinity. The other fast-math flags never make poison.
bool fpFlagsMakePoison(llvm::FastMathFlags FMF, const llvm::Type *Ty,
                       llvm::ArrayRef<const RtValue *> Values);

/// Turns \p R into the NaN result of an operation: if \p R is a NaN, its
/// bits are replaced by a NaN chosen through \p ND (LangRef "Behavior of
/// Floating-Point NaN values"); other values are returned unchanged and \p ND
/// is not consulted. \p Inputs are the operands, of type \p Ty.
///
/// The choice (kind NaN, the width of \p Ty) is read as a bit pattern whose
/// exponent is forced to all ones. Its sign is always kept. Its quiet bit
/// and payload are kept if the LangRef allows them: the preferred NaN
/// (quiet, zero payload), a quiet NaN with the payload of a NaN input, or a
/// signaling NaN input unchanged. Otherwise the quiet bit is set, and if the
/// payload is still not allowed it is cleared. So a choice of zero gives the
/// canonical NaN (APFloat::getQNaN), and choosing the exact bits of an
/// allowed NaN gives that NaN. Targets' "extra" payloads are not modelled.
/// For ppc_fp128 these rules apply to the high-order double; the low-order
/// double of the result is +0.0.
RtValue fpResult(const llvm::Type *Ty, const llvm::APFloat &R,
                 llvm::ArrayRef<const RtValue *> Inputs, Nondet &ND);

// The interpreter's hot loop (Execution::Impl::runFast) on 64-bit words
// (zero-extended bits), for the types a host float or double holds; each
// is its general rule's result, which FloatOpsTest and IntrinsicsTest check.

/// LangRef "'llvm.fabs.*' Intrinsic" on a half, bfloat, float or double of
/// \p W bits: the sign bit, the top one, cleared (fpAbs).
LLVM_ATTRIBUTE_ALWAYS_INLINE uint64_t fastFAbs(uint64_t Bits, unsigned W) {
  return Bits & ~(uint64_t(1) << (W - 1));
}

/// LangRef "'fcmp' Instruction" without fast-math flags, predicate \p Pred
/// (FCmpInst's truth table: bit 0 equal, 1 greater, 2 less, 3 unordered),
/// on the \p W-bit IEEE values \p A and \p B (half, bfloat, float, double)
/// with \p MantBits bits of significand after the leading one: a NaN (a
/// magnitude above infinity's) is unordered; otherwise the order of
/// sign-magnitude keys, -0 and +0 equal (fpCompare).
LLVM_ATTRIBUTE_ALWAYS_INLINE bool
fastFCmp(unsigned Pred, unsigned W, unsigned MantBits, uint64_t A, uint64_t B) {
  const uint64_t Sign = uint64_t(1) << (W - 1);
  const uint64_t InfBits = (Sign - 1) & ~((uint64_t(1) << MantBits) - 1);
  const uint64_t MagA = A & (Sign - 1), MagB = B & (Sign - 1);
  unsigned Outcome;
  if (MagA > InfBits || MagB > InfBits) {
    Outcome = 3;
  } else {
    const int64_t KA = (A & Sign) ? -int64_t(MagA) : int64_t(MagA);
    const int64_t KB = (B & Sign) ? -int64_t(MagB) : int64_t(MagB);
    Outcome = KA == KB ? 0 : KA > KB ? 1 : 2;
  }
  return (Pred >> Outcome) & 1;
}

/// LangRef "'llvm.fptosi.sat.*'" / "'llvm.fptoui.sat.*' Intrinsic" of a
/// float (\p SrcBits 32) or double (64) to an i\p W, 1 <= W <= 64: a NaN
/// gives 0, a value out of range the nearest bound, any other its value
/// rounded toward zero (evalIntrinsic).
LLVM_ATTRIBUTE_ALWAYS_INLINE uint64_t fastFPToIntSat(bool Signed,
                                                     unsigned SrcBits,
                                                     uint64_t Bits,
                                                     unsigned W) {
  double D = SrcBits == 32 ? double(std::bit_cast<float>(uint32_t(Bits)))
                           : std::bit_cast<double>(Bits);
  const uint64_t Mask = llvm::maskTrailingOnes<uint64_t>(W);
  if (std::isnan(D))
    return 0;
  D = std::trunc(D);
  if (Signed) {
    const double Bound = std::ldexp(1.0, int(W) - 1); // 2^(W-1)
    if (D >= Bound)
      return Mask >> 1;
    if (D < -Bound)
      return uint64_t(1) << (W - 1);
    return uint64_t(int64_t(D)) & Mask;
  }
  if (D < 0) // (-0.0 is not below zero: 0)
    return 0;
  if (D >= std::ldexp(1.0, int(W)))
    return Mask;
  return uint64_t(D);
}

/// True if an i\p SrcW (at most 64 bits) converts exactly to a float
/// (\p DstBits 32) or double (64): its magnitude's significant bits fit
/// the significand. An exact conversion does not depend on the host's
/// rounding mode, which a pass plug-in loaded in-process could change.
LLVM_ATTRIBUTE_ALWAYS_INLINE bool fastIntToFPIsExact(bool Signed, uint64_t Bits,
                                                     unsigned SrcW,
                                                     unsigned DstBits) {
  uint64_t Mag = Bits;
  if (Signed) {
    const int64_t X = signedBits(Bits, SrcW);
    Mag = X < 0 ? uint64_t(0) - uint64_t(X) : uint64_t(X);
  }
  if (Mag)
    Mag >>= std::countr_zero(Mag);
  return Mag <
         (uint64_t(1) << (DstBits == 32 ? std::numeric_limits<float>::digits
                                        : std::numeric_limits<double>::digits));
}

/// LangRef "'sitofp .. to'" / "'uitofp .. to'" of an i\p SrcW (at most 64
/// bits) to a float (\p DstBits 32) or double (64), rounded to nearest
/// even (fpCast) where the host converts in that rounding mode, its
/// default (the hot loop takes only exact conversions,
/// fastIntToFPIsExact). The caller checks nneg.
LLVM_ATTRIBUTE_ALWAYS_INLINE uint64_t fastIntToFP(bool Signed, uint64_t Bits,
                                                  unsigned SrcW,
                                                  unsigned DstBits) {
  if (Signed) {
    const int64_t X = signedBits(Bits, SrcW);
    return DstBits == 32 ? std::bit_cast<uint32_t>(float(X))
                         : std::bit_cast<uint64_t>(double(X));
  }
  return DstBits == 32 ? std::bit_cast<uint32_t>(float(Bits))
                       : std::bit_cast<uint64_t>(double(Bits));
}

} // namespace refinery

#endif
