//===- semantics/FloatOps.cpp - Floating-point operation rules ------------===//
//
// Every rule cites the LangRef (LLVM 22) section it implements. Arithmetic is
// APFloat's, which is correctly rounded IEEE-754 for half, bfloat, float,
// double, fp128 and x86_fp80 (LangRef "Floating-Point Semantics"); ppc_fp128
// follows APFloat's double-double arithmetic, as LLVM's constant folder does.
//
// Fast-math flags (LangRef "Fast-Math Flags"): only nnan and ninf change the
// value, to poison. nsz, arcp, contract, afn and reassoc license rewrites
// that may change the result; fpBinary computes the plain IEEE result, and
// fpDivByReciprocal / fpFusedMulAdd the rewritten ones of arcp and contract,
// between which the interpreter chooses (NondetKind::FPRewrite); the
// refinement oracle tolerates what remains (afn, reassoc).
//
// Bit patterns: values are bit patterns, never APFloats. fneg, llvm.fabs and
// llvm.copysign act on the bits (LangRef "Behavior of Floating-Point NaN
// values": they "act directly on the underlying bit representation and never
// change anything except possibly for the sign bit"), so they keep every
// pattern, including x86_fp80 encodings APFloat would re-encode. The
// computing rules (fpBinary, fpCompare, fpCast) go through APFloat; the
// interpreter does not call them on non-canonical x86_fp80 operands (see
// isNonCanonicalX87): the run is unsupported instead, because LangRef
// ("Floating-Point Semantics") defines the core operations for the IEEE
// formats only and says nothing of these encodings. Classifying a value for
// nnan/ninf (fpFlagsMakePoison) follows APFloat on every pattern, the same
// on both sides of a refinement check: LLVM 22's APFloat reads unnormals,
// pseudo-NaNs and pseudo-infinities as NaNs and pseudo-denormals as the
// number of the same value.
//
//===----------------------------------------------------------------------===//
#include "semantics/FloatOps.h"
#include "semantics/IntOps.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/IR/Type.h"

using namespace llvm;
using namespace refinery;

namespace {

/// Where the fields of a NaN live in the bit pattern of a floating-point
/// type. For ppc_fp128 (double-double) the NaN-ness, sign and payload are
/// those of the high-order double, which bitcastToAPInt places in the low
/// 64 bits; the low-order double of a NaN we build is +0.0, as in
/// APFloat::getQNaN.
struct NaNLayout {
  unsigned Width = 0;       ///< Bits of the whole type.
  unsigned SignBit = 0;     ///< Index of the sign bit.
  unsigned ExpLo = 0;       ///< Index of the lowest exponent bit.
  unsigned ExpBits = 0;     ///< Width of the exponent.
  unsigned QuietBit = 0;    ///< Index of the quiet bit.
  unsigned PayloadBits = 0; ///< Bits [0, PayloadBits) are the payload.
  bool ExplicitInt = false; ///< x86_fp80's explicit integer bit (bit 63).
  bool DoubleDouble = false;
};

NaNLayout nanLayout(const fltSemantics &Sem) {
  NaNLayout L;
  L.Width = APFloat::semanticsSizeInBits(Sem);
  const fltSemantics *Part = &Sem;
  if (&Sem == &APFloat::PPCDoubleDouble()) {
    L.DoubleDouble = true;
    Part = &APFloat::IEEEdouble();
  }
  unsigned PartWidth = APFloat::semanticsSizeInBits(*Part);
  unsigned Precision = APFloat::semanticsPrecision(*Part);
  L.ExplicitInt = Part == &APFloat::x87DoubleExtended();
  // IEEE interchange formats store Precision-1 fraction bits; x86_fp80
  // stores all Precision bits (the integer bit is explicit).
  unsigned StoredBits = L.ExplicitInt ? Precision : Precision - 1;
  L.SignBit = PartWidth - 1;
  L.ExpLo = StoredBits;
  L.ExpBits = PartWidth - 1 - StoredBits;
  // LangRef "Behavior of Floating-Point NaN values": the quiet bit is the
  // most significant fraction bit; the payload is the rest of the fraction.
  L.QuietBit = Precision - 2;
  L.PayloadBits = Precision - 2;
  return L;
}

/// The quiet bit and payload of a NaN input, with the payload already
/// resized to the result type's payload width.
struct InputNaN {
  bool Quiet;
  APInt Payload;
};

/// Resizes a NaN payload between types: LangRef "'fpext .. to'": a
/// propagated payload goes to the high-order bits of the result payload,
/// the low-order bits are zero; "'fptrunc .. to'": the low-order bits that
/// do not fit are discarded.
APInt resizePayload(const APInt &P, unsigned ToBits) {
  unsigned FromBits = P.getBitWidth();
  if (ToBits >= FromBits)
    return P.zext(ToBits).shl(ToBits - FromBits);
  return P.lshr(FromBits - ToBits).trunc(ToBits);
}

/// Collects the NaN operands among \p Inputs (of type \p InTy), described in
/// terms of the result layout \p Out.
SmallVector<InputNaN, 2> inputNaNs(const Type *InTy,
                                   ArrayRef<const RtValue *> Inputs,
                                   const NaNLayout &Out) {
  const fltSemantics &Sem = floatSemantics(InTy);
  NaNLayout In = nanLayout(Sem);
  SmallVector<InputNaN, 2> NaNs;
  for (const RtValue *V : Inputs) {
    assert(V && !V->isCompound() && "NaN inputs must be scalars");
    if (V->isPoison())
      continue;
    assert(V->bits().getBitWidth() == In.Width && "input of the wrong type");
    if (!APFloat(Sem, V->bits()).isNaN())
      continue;
    const APInt &B = V->bits();
    NaNs.push_back(
        {B[In.QuietBit],
         resizePayload(B.extractBits(In.PayloadBits, 0), Out.PayloadBits)});
  }
  return NaNs;
}

/// Whether a NaN with quiet bit \p Quiet and payload \p Payload is among the
/// results LangRef "Behavior of Floating-Point NaN values" allows (any sign):
/// the preferred NaN, a quieted input payload, or an input NaN unchanged.
/// Targets' "extra" payloads are not modelled (the set is empty on x86 and
/// ARM).
bool isAllowedNaN(bool Quiet, const APInt &Payload, ArrayRef<InputNaN> NaNs) {
  if (Quiet && Payload.isZero())
    return true; // "Preferred NaN".
  for (const InputNaN &N : NaNs) {
    if (N.Payload != Payload)
      continue;
    if (Quiet)
      return true; // "Quieting NaN propagation" (or unchanged quiet NaN).
    // "Unchanged NaN propagation" of a signaling NaN. After fptrunc an
    // all-zero payload cannot be a signaling NaN (it would be an infinity).
    if (!N.Quiet && !Payload.isZero())
      return true;
  }
  return false;
}

/// fpResult with inputs of type \p InTy (which differs from \p Ty for
/// fptrunc and fpext).
RtValue chooseResult(const Type *Ty, const APFloat &R, const Type *InTy,
                     ArrayRef<const RtValue *> Inputs, Nondet &ND) {
  assert(&R.getSemantics() == &floatSemantics(Ty) && "result of wrong type");
  if (!R.isNaN())
    return RtValue(R.bitcastToAPInt());

  NaNLayout L = nanLayout(floatSemantics(Ty));
  SmallVector<InputNaN, 2> NaNs = inputNaNs(InTy, Inputs, L);

  // The choice is a bit pattern of the type; its exponent is forced to all
  // ones so that it is a NaN, and its quiet bit and payload are kept if
  // allowed. Otherwise it is quieted, and if that is still not allowed, it
  // becomes the preferred NaN. The sign is always the chosen one.
  APInt Chosen = ND.choose(NondetKind::NaN, L.Width);
  assert(Chosen.getBitWidth() == L.Width && "NaN choice of the wrong width");
  APInt N(L.Width, 0);
  if (L.DoubleDouble)
    N = Chosen.trunc(64).zext(L.Width); // Low-order double: +0.0.
  else
    N = Chosen;
  N.setBits(L.ExpLo, L.ExpLo + L.ExpBits);
  if (L.ExplicitInt)
    N.setBit(L.ExpLo - 1);
  APInt Payload = N.extractBits(L.PayloadBits, 0);
  if (!isAllowedNaN(N[L.QuietBit], Payload, NaNs)) {
    N.setBit(L.QuietBit);
    if (!isAllowedNaN(true, Payload, NaNs))
      N.clearLowBits(L.PayloadBits);
  }
  assert(APFloat(floatSemantics(Ty), N).isNaN() && "built a non-NaN");
  return RtValue(std::move(N));
}

/// nnan / ninf (LangRef "Fast-Math Flags") on one non-poison scalar.
bool flagsRejectValue(FastMathFlags FMF, const fltSemantics &Sem,
                      const APInt &Bits) {
  if (!FMF.noNaNs() && !FMF.noInfs())
    return false;
  APFloat F(Sem, Bits);
  return (FMF.noNaNs() && F.isNaN()) || (FMF.noInfs() && F.isInfinity());
}

unsigned floatWidth(const Type *Ty) {
  return APFloat::semanticsSizeInBits(floatSemantics(Ty));
}

} // namespace

bool refinery::isNonCanonicalX87(const fltSemantics &Sem, const APInt &Bits) {
  if (&Sem != &APFloat::x87DoubleExtended())
    return false;
  assert(Bits.getBitWidth() == 80 && "x86_fp80 pattern of the wrong width");
  // Bits 64..78 are the exponent, bit 63 the explicit integer bit. The
  // canonical encodings have the integer bit set exactly when the exponent
  // is non-zero (normals, infinities, NaNs) and clear when it is zero (zeros
  // and denormals).
  bool ExpZero = Bits.extractBits(15, 64).isZero();
  return ExpZero == Bits[63];
}

bool refinery::hasNonCanonicalX87(const Type *ScalarTy, const RtValue &V) {
  if (!ScalarTy->isX86_FP80Ty())
    return false;
  if (V.isCompound()) {
    for (const RtValue &E : V.elems())
      if (hasNonCanonicalX87(ScalarTy, E))
        return true;
    return false;
  }
  return !V.isPoison() &&
         isNonCanonicalX87(APFloat::x87DoubleExtended(), V.bits());
}

const char *const refinery::NonCanonicalX87Reason =
    "x86_fp80 operand with a non-canonical encoding (unnormal, pseudo-NaN, "
    "pseudo-infinity or pseudo-denormal): LangRef does not define arithmetic "
    "on it";

bool refinery::fpSignBit(const fltSemantics &Sem, const APInt &Bits) {
  return Bits[nanLayout(Sem).SignBit];
}

/// Flips the sign of the bit pattern \p Bits of semantics \p Sem: the sign
/// bit, and for ppc_fp128 the signs of both doubles (APFloat's
/// DoubleAPFloat::changeSign), so that the value is negated exactly.
static APInt flipSign(const fltSemantics &Sem, APInt Bits) {
  NaNLayout L = nanLayout(Sem);
  Bits.flipBit(L.SignBit);
  if (L.DoubleDouble)
    Bits.flipBit(L.Width - 1);
  return Bits;
}

RtValue refinery::fpAbs(const Type *Ty, const RtValue &A) {
  assert(!A.isPoison() && !A.isCompound() && "fabs of a non-value");
  const fltSemantics &Sem = floatSemantics(Ty);
  // LangRef "'llvm.fabs.*' Intrinsic" and "Behavior of Floating-Point NaN
  // values": not a floating-point math operation; it acts on the bits. No
  // APFloat round trip, which would re-encode x86_fp80 unnormals.
  if (!fpSignBit(Sem, A.bits()))
    return A;
  return RtValue(flipSign(Sem, A.bits()));
}

RtValue refinery::fpCopySign(const Type *Ty, const RtValue &Mag,
                             const RtValue &Sgn) {
  assert(!Mag.isPoison() && !Sgn.isPoison() && "copysign of a non-value");
  const fltSemantics &Sem = floatSemantics(Ty);
  // LangRef "'llvm.copysign.*' Intrinsic": the first operand with only its
  // sign bit replaced by the second's.
  if (fpSignBit(Sem, Mag.bits()) == fpSignBit(Sem, Sgn.bits()))
    return Mag;
  return RtValue(flipSign(Sem, Mag.bits()));
}

RtValue refinery::fpResult(const Type *Ty, const APFloat &R,
                           ArrayRef<const RtValue *> Inputs, Nondet &ND) {
  return chooseResult(Ty, R, Ty, Inputs, ND);
}

bool refinery::fpFlagsMakePoison(FastMathFlags FMF, const Type *Ty,
                                 ArrayRef<const RtValue *> Values) {
  const fltSemantics &Sem = floatSemantics(Ty);
  for (const RtValue *V : Values) {
    assert(V && !V->isCompound() && "fast-math check on a non-scalar");
    if (!V->isPoison() && flagsRejectValue(FMF, Sem, V->bits()))
      return true;
  }
  return false;
}

RtValue refinery::fpNeg(FastMathFlags FMF, const Type *Ty, const RtValue &A,
                        Nondet &ND) {
  unsigned W = floatWidth(Ty);
  if (A.isPoison())
    return RtValue::poison(W);
  // The result is NaN / Inf exactly when the operand is.
  if (fpFlagsMakePoison(FMF, Ty, {&A}))
    return RtValue::poison(W);
  // LangRef "'fneg' Instruction": a copy of the operand with its sign bit
  // flipped, NaN payload and quiet bit preserved; not a "floating-point math
  // operation" in the sense of "Behavior of Floating-Point NaN values", so
  // no NaN choice is made. ppc_fp128 negates both of its doubles, as
  // APFloat::changeSign does.
  return RtValue(flipSign(floatSemantics(Ty), A.bits()));
}

RtValue refinery::fpBinary(Instruction::BinaryOps Op, FastMathFlags FMF,
                           const Type *Ty, const RtValue &A, const RtValue &B,
                           Nondet &ND, RoundingMode RM) {
  unsigned W = floatWidth(Ty);
  // LangRef "Poison Values": a poison operand makes the result poison.
  if (A.isPoison() || B.isPoison())
    return RtValue::poison(W);
  if (fpFlagsMakePoison(FMF, Ty, {&A, &B}))
    return RtValue::poison(W);

  // LangRef "Floating-Point Environment": round to nearest (ties to even)
  // unless a constrained intrinsic gives \p RM; no observable exceptions,
  // so the status returned by APFloat is ignored.
  const fltSemantics &Sem = floatSemantics(Ty);
  APFloat R(Sem, A.bits());
  APFloat Rhs(Sem, B.bits());
  switch (Op) {
  case Instruction::FAdd: // LangRef "'fadd' Instruction".
    R.add(Rhs, RM);
    break;
  case Instruction::FSub: // LangRef "'fsub' Instruction".
    R.subtract(Rhs, RM);
    break;
  case Instruction::FMul: // LangRef "'fmul' Instruction".
    R.multiply(Rhs, RM);
    break;
  case Instruction::FDiv: // LangRef "'fdiv' Instruction".
    R.divide(Rhs, RM);
    break;
  case Instruction::FRem:
    // LangRef "'frem' Instruction": the result of libm's fmod, with the
    // sign of the dividend; exact, so there is no rounding.
    R.mod(Rhs);
    break;
  default:
    llvm_unreachable("not a floating-point binary operator");
  }

  // LangRef "Fast-Math Flags": nnan / ninf also apply to the result.
  RtValue Res(R.bitcastToAPInt());
  if (fpFlagsMakePoison(FMF, Ty, {&Res}))
    return RtValue::poison(W);
  return fpResult(Ty, R, {&A, &B}, ND);
}

RtValue refinery::fpDivByReciprocal(FastMathFlags FMF, const Type *Ty,
                                    const RtValue &A, const RtValue &B,
                                    Nondet &ND) {
  APFloat One = APFloat::getOne(floatSemantics(Ty));
  RtValue Recip = fpBinary(Instruction::FDiv, FMF, Ty,
                           RtValue(One.bitcastToAPInt()), B, ND);
  return fpBinary(Instruction::FMul, FMF, Ty, A, Recip, ND);
}

RtValue refinery::fpFusedMulAdd(FastMathFlags FMF, const Type *Ty,
                                const RtValue &A, const RtValue &B,
                                const RtValue &C, bool NegProduct,
                                bool NegAddend, Nondet &ND, RoundingMode RM) {
  unsigned W = floatWidth(Ty);
  if (A.isPoison() || B.isPoison() || C.isPoison())
    return RtValue::poison(W);
  if (fpFlagsMakePoison(FMF, Ty, {&A, &B, &C}))
    return RtValue::poison(W);
  const fltSemantics &Sem = floatSemantics(Ty);
  APFloat R(Sem, A.bits());
  if (NegProduct)
    R.changeSign();
  APFloat Addend(Sem, C.bits());
  if (NegAddend)
    Addend.changeSign();
  R.fusedMultiplyAdd(APFloat(Sem, B.bits()), Addend, RM);
  RtValue Res(R.bitcastToAPInt());
  if (fpFlagsMakePoison(FMF, Ty, {&Res}))
    return RtValue::poison(W);
  return fpResult(Ty, R, {&A, &B, &C}, ND);
}

const char *const refinery::DenormalTypeReason =
    "\"denormal-fp-math\" other than ieee on x86_fp80 or ppc_fp128 is not "
    "modelled";

bool DenormalModes::hasDynamic() const {
  for (const DenormalMode &M : {F32, Other})
    if (M.Input == DenormalMode::Dynamic || M.Output == DenormalMode::Dynamic)
      return true;
  return false;
}

DenormalModes refinery::denormalModesOf(const Function &F) {
  return {F.getDenormalMode(APFloat::IEEEsingle()),
          F.getDenormalMode(APFloat::IEEEdouble())};
}

bool refinery::isDenormalModelled(const Type *Ty) {
  return Ty->isHalfTy() || Ty->isBFloatTy() || Ty->isFloatTy() ||
         Ty->isDoubleTy() || Ty->isFP128Ty();
}

/// The zero a denormal \p F flushes to under \p Mode: of \p F's sign
/// under preserve-sign, positive under positive-zero.
static RtValue flushedZero(const APFloat &F,
                           DenormalMode::DenormalModeKind Mode) {
  bool Neg = Mode == DenormalMode::PreserveSign && F.isNegative();
  return RtValue(APFloat::getZero(F.getSemantics(), Neg).bitcastToAPInt());
}

RtValue refinery::fpFlushDenormalInput(const Type *Ty, const RtValue &A,
                                       DenormalMode::DenormalModeKind Mode,
                                       Nondet *ND) {
  assert(Mode != DenormalMode::Dynamic && Mode != DenormalMode::Invalid &&
         "an unresolved denormal mode");
  assert(isDenormalModelled(Ty) && "denormals of this type are not modelled");
  if (Mode == DenormalMode::IEEE || A.isPoison())
    return A;
  APFloat F(floatSemantics(Ty), A.bits());
  if (!F.isDenormal() ||
      (ND && !ND->choose(NondetKind::DenormalFlush, 1).getBoolValue()))
    return A;
  return flushedZero(F, Mode);
}

RtValue refinery::fpFlushDenormalOutput(const Type *Ty, RtValue R,
                                        DenormalMode::DenormalModeKind Mode,
                                        Nondet &ND) {
  // The same rule as a denormal operand's that may be flushed.
  return fpFlushDenormalInput(Ty, R, Mode, &ND);
}

RtValue refinery::fpCompare(CmpInst::Predicate Pred, FastMathFlags FMF,
                            const Type *Ty, const RtValue &A,
                            const RtValue &B) {
  assert(CmpInst::isFPPredicate(Pred) && "fcmp with an integer predicate");
  // LangRef "Poison Values": even `fcmp true` / `fcmp false` of a poison
  // operand is poison (an instruction depending on poison is poison).
  if (A.isPoison() || B.isPoison())
    return RtValue::poison(1);
  // LangRef "'fcmp' Instruction": nnan and ninf act on the operands (they
  // are the only fast-math flags, with reassoc, that matter for fcmp).
  if (fpFlagsMakePoison(FMF, Ty, {&A, &B}))
    return RtValue::poison(1);
  if (Pred == CmpInst::FCMP_FALSE)
    return RtValue::ofBool(false);
  if (Pred == CmpInst::FCMP_TRUE)
    return RtValue::ofBool(true);

  // The predicate encoding is a truth table: bit 0 is "equal", bit 1
  // "greater", bit 2 "less", bit 3 "unordered". Any NaN, quiet or
  // signaling, is unordered (IEEE-754 compareQuiet*; signaling only sets
  // a flag, which the default environment does not observe).
  static_assert(CmpInst::FCMP_OEQ == 1 && CmpInst::FCMP_OGT == 2 &&
                    CmpInst::FCMP_OLT == 4 && CmpInst::FCMP_UNO == 8,
                "fcmp predicate encoding changed");
  const fltSemantics &Sem = floatSemantics(Ty);
  unsigned Outcome = 0;
  switch (APFloat(Sem, A.bits()).compare(APFloat(Sem, B.bits()))) {
  case APFloat::cmpEqual:
    Outcome = 0;
    break;
  case APFloat::cmpGreaterThan:
    Outcome = 1;
    break;
  case APFloat::cmpLessThan:
    Outcome = 2;
    break;
  case APFloat::cmpUnordered:
    Outcome = 3;
    break;
  }
  return RtValue::ofBool((static_cast<unsigned>(Pred) >> Outcome) & 1);
}

RtValue refinery::fpCast(Instruction::CastOps Op, unsigned Flags,
                         FastMathFlags FMF, const Type *SrcTy,
                         const Type *DstTy, const RtValue &A, Nondet &ND) {
  const APFloat::roundingMode RM = APFloat::rmNearestTiesToEven;
  switch (Op) {
  case Instruction::FPTrunc:
  case Instruction::FPExt: {
    unsigned W = floatWidth(DstTy);
    if (A.isPoison())
      return RtValue::poison(W);
    // LangRef "Fast-Math Flags" (fptrunc and fpext accept them).
    if (fpFlagsMakePoison(FMF, SrcTy, {&A}))
      return RtValue::poison(W);
    // LangRef "'fptrunc .. to'": rounded in the default environment (to
    // nearest even; overflow gives an infinity). "'fpext .. to'": exact.
    APFloat R(floatSemantics(SrcTy), A.bits());
    bool LosesInfo = false;
    R.convert(floatSemantics(DstTy), RM, &LosesInfo);
    RtValue Res(R.bitcastToAPInt());
    if (fpFlagsMakePoison(FMF, DstTy, {&Res}))
      return RtValue::poison(W);
    // NaN results: the usual NaN rules, with the payload resized (see
    // resizePayload).
    return chooseResult(DstTy, R, SrcTy, {&A}, ND);
  }

  case Instruction::FPToUI:
  case Instruction::FPToSI: {
    unsigned W = DstTy->getIntegerBitWidth();
    if (A.isPoison())
      return RtValue::poison(W);
    // fptoui / fptosi take no fast-math flags in LLVM 22; should a caller
    // pass some, nnan / ninf apply to the operand.
    if (fpFlagsMakePoison(FMF, SrcTy, {&A}))
      return RtValue::poison(W);
    // LangRef "'fptoui .. to'" / "'fptosi .. to'": round toward zero; "if
    // the value cannot fit in ty2, the result is a poison value". NaN and
    // infinities fit no integer type. A negative value that truncates to
    // zero (e.g. -0.5) fits an unsigned type.
    APSInt Int(W, /*isUnsigned=*/Op == Instruction::FPToUI);
    bool IsExact = false;
    APFloat::opStatus St =
        APFloat(floatSemantics(SrcTy), A.bits())
            .convertToInteger(Int, APFloat::rmTowardZero, &IsExact);
    if (St & APFloat::opInvalidOp)
      return RtValue::poison(W);
    return RtValue(static_cast<APInt>(Int));
  }

  case Instruction::UIToFP:
  case Instruction::SIToFP: {
    unsigned W = floatWidth(DstTy);
    if (A.isPoison())
      return RtValue::poison(W);
    bool IsSigned = Op == Instruction::SIToFP;
    // LangRef "'uitofp .. to'": with nneg, a negative operand (sign bit
    // set) gives poison.
    if (!IsSigned && (Flags & FlagNNeg) && A.bits().isNegative())
      return RtValue::poison(W);
    // LangRef "'uitofp .. to'" / "'sitofp .. to'": rounded with the default
    // rounding mode (nearest even); a too large magnitude becomes an
    // infinity (e.g. i128 to half). Operands of any width.
    APFloat R(floatSemantics(DstTy));
    R.convertFromAPInt(A.bits(), IsSigned, RM);
    RtValue Res(R.bitcastToAPInt());
    // Only ninf can matter (the result is never NaN), if flags are given.
    if (fpFlagsMakePoison(FMF, DstTy, {&Res}))
      return RtValue::poison(W);
    return Res;
  }

  default:
    llvm_unreachable("not a floating-point cast");
  }
}
