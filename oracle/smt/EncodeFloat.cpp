//===- oracle/smt/EncodeFloat.cpp - SMT encoding of floating point --------===//
//
// Floating point in Z3's theory of IEEE 754 (round to nearest, ties to
// even: LangRef "Floating-Point Environment"), as the interpreter computes
// it (semantics/FloatOps.cpp). A lane keeps the value's bits; an operation
// converts them to Z3's floats and back. Z3 has one NaN, so a NaN result
// is built from a choice of bits as semantics' fpResult builds it from the
// Nondet (LangRef "Behavior of Floating-Point NaN values"): exponent all
// ones, the chosen sign, the chosen quiet bit and payload if the LangRef
// allows them (the preferred NaN, a quieted input payload, a signaling
// input unchanged), else quieted, else the preferred NaN. Fast-math flags:
// nnan and ninf make poison of a NaN or infinite operand or result; nsz
// lets a zero result (and the infinity of a division by zero) take either
// sign, a choice. arcp, contract, afn and reassoc allow other results
// besides the exact one: a source is encoded with the exact one (fewer
// behaviours, sound for a proof), a target with one of them is outside.
// half, bfloat, float, double and fp128, scalars and vectors.
//
//===----------------------------------------------------------------------===//
#include "oracle/smt/EncoderImpl.h"
#include "llvm/ADT/FloatingPointMode.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Operator.h"

using namespace llvm;
using namespace refinery;
using namespace refinery::smt;

namespace {

/// The bit layout of an IEEE interchange format of \p Width bits with
/// \p Precision significand bits (the hidden bit included).
struct FloatLayout {
  unsigned Width, ExpBits, Precision;
  unsigned fracBits() const { return Precision - 1; }
  unsigned quietBit() const { return Precision - 2; }
  unsigned payloadBits() const { return Precision - 2; }
};

std::optional<FloatLayout> layoutOf(Type *Ty) {
  Ty = Ty->getScalarType();
  if (Ty->isHalfTy())
    return FloatLayout{16, 5, 11};
  if (Ty->isBFloatTy())
    return FloatLayout{16, 8, 8};
  if (Ty->isFloatTy())
    return FloatLayout{32, 8, 24};
  if (Ty->isDoubleTy())
    return FloatLayout{64, 11, 53};
  if (Ty->isFP128Ty())
    return FloatLayout{128, 15, 113};
  return std::nullopt; // x86_fp80, ppc_fp128
}

/// A NaN input's quiet bit and payload, resized to the result's payload
/// (fpext: to the high bits; fptrunc: the high bits kept).
struct NaNInput {
  z3::expr IsNaN, Quiet, Payload;
};

z3::expr resizePayload(const z3::expr &P, unsigned To) {
  unsigned From = P.get_sort().bv_size();
  if (To == From)
    return P;
  if (To > From)
    return z3::concat(P, P.ctx().bv_val(0, To - From));
  return P.extract(From - 1, From - To);
}

} // namespace

bool smt::isFloatish(Type *Ty) {
  // (Scalable vectors have no fixed number of lanes.)
  return !isa<ScalableVectorType>(Ty) && layoutOf(Ty).has_value();
}

bool smt::isLaneType(Type *Ty) { return isIntish(Ty) || isFloatish(Ty); }

bool Encoder::prepareFloat() {
  bool AnyFloat = isFloatish(F.getReturnType());
  for (const Argument &A : F.args())
    AnyFloat |= isFloatish(A.getType());
  for (const Instruction &I : instructions(F)) {
    AnyFloat |= isFloatish(I.getType());
    for (const Use &U : I.operands())
      AnyFloat |= isFloatish(U->getType());
  }
  if (!AnyFloat)
    return true;
  // LangRef "Floating-Point Environment": the default environment only;
  // "denormal-fp-math" other than IEEE flushes denormals.
  if (F.hasFnAttribute(Attribute::StrictFP))
    return outside("a strictfp function");
  if (!denormalModesOf(F).isIEEE())
    return outside("a denormal-fp-math other than ieee");
  return true;
}

z3::sort Encoder::floatSort(Type *Ty) {
  FloatLayout L = *layoutOf(Ty);
  return C.fpa_sort(L.ExpBits, L.Precision);
}

z3::expr Encoder::toFloat(const z3::expr &Bits, Type *Ty) {
  return Bits.mk_from_ieee_bv(floatSort(Ty));
}

z3::expr Encoder::fpPowerOfTwo(int Exp, bool Negative, Type *Ty) {
  APFloat X = scalbn(APFloat::getOne(Ty->getScalarType()->getFltSemantics()),
                     Exp, APFloat::rmNearestTiesToEven);
  if (Negative)
    X.changeSign();
  return toFloat(bvConst(C, X.bitcastToAPInt()), Ty);
}

z3::expr Encoder::fpResult(const z3::expr &R, Type *Ty,
                           ArrayRef<std::pair<Lane, Type *>> Inputs) {
  FloatLayout L = *layoutOf(Ty);
  SmallVector<NaNInput, 3> NaNs;
  for (const auto &[In, InTy] : Inputs) {
    FloatLayout IL = *layoutOf(InTy);
    NaNs.push_back(
        {!In.P && toFloat(In.V, InTy).mk_is_nan(),
         In.V.extract(IL.quietBit(), IL.quietBit()) == C.bv_val(1, 1),
         resizePayload(In.V.extract(IL.payloadBits() - 1, 0),
                       L.payloadBits())});
  }
  // Whether LangRef allows a NaN with this quiet bit and payload.
  auto Allowed = [&](const z3::expr &Quiet, const z3::expr &Payload) {
    z3::expr Zero = C.bv_val(0, L.payloadBits());
    z3::expr A = Quiet && Payload == Zero;
    for (const NaNInput &N : NaNs)
      A = A || (N.IsNaN && N.Payload == Payload &&
                (Quiet || (!N.Quiet && Payload != Zero)));
    return A;
  };
  z3::expr Ch = choice("nan", L.Width);
  z3::expr Sign = Ch.extract(L.Width - 1, L.Width - 1);
  z3::expr Exp = C.bv_val(-1, L.ExpBits);
  z3::expr Quiet = Ch.extract(L.quietBit(), L.quietBit()) == C.bv_val(1, 1);
  z3::expr Payload = Ch.extract(L.payloadBits() - 1, 0);
  z3::expr ZeroPayload = C.bv_val(0, L.payloadBits());
  // Kept if allowed; else quieted; else the preferred NaN.
  z3::expr KeepPayload =
      Allowed(Quiet, Payload) || Allowed(C.bool_val(true), Payload);
  z3::expr QBit =
      z3::ite(Allowed(Quiet, Payload), Ch.extract(L.quietBit(), L.quietBit()),
              C.bv_val(1, 1));
  z3::expr P = z3::ite(KeepPayload, Payload, ZeroPayload);
  z3::expr NaN = z3::concat(Sign, z3::concat(Exp, z3::concat(QBit, P)));
  return z3::ite(R.mk_is_nan(), NaN, R.mk_to_ieee_bv());
}

z3::expr Encoder::fpFlagsPoison(FastMathFlags FMF, const z3::expr &X) {
  z3::expr P = C.bool_val(false);
  if (FMF.noNaNs())
    P = P || X.mk_is_nan();
  if (FMF.noInfs())
    P = P || X.mk_is_inf();
  return P;
}

bool Encoder::fastMathAllowed(const Instruction &I) {
  if (!isa<FPMathOperator>(I))
    return true;
  FastMathFlags FMF = I.getFastMathFlags();
  // Other results besides the exact one: a source may give the exact one.
  if (Target && (FMF.allowReciprocal() || FMF.allowContract() ||
                 FMF.approxFunc() || FMF.allowReassoc()))
    return unsupported(I, "fast-math flags arcp, contract, afn or reassoc "
                          "in a target");
  return true;
}

z3::expr Encoder::zeroSign(const z3::expr &Bits, Type *Ty,
                           const z3::expr &Free) {
  FloatLayout L = *layoutOf(Ty);
  z3::expr Neg = choice("nsz", 1);
  return z3::ite(Free, z3::concat(Neg, Bits.extract(L.Width - 2, 0)), Bits);
}

bool Encoder::floatInstruction(const Instruction &I) {
  // Every floating-point type involved must be encoded (not x86_fp80,
  // ppc_fp128 or scalable vectors).
  auto Bad = [](Type *Ty) {
    return Ty->getScalarType()->isFloatingPointTy() && !isFloatish(Ty);
  };
  if (Bad(I.getType()) ||
      any_of(I.operands(), [&](const Use &U) { return Bad(U->getType()); }))
    return unsupported(I, "a floating-point type not encoded");
  if (!fastMathAllowed(I))
    return false;
  if (isa<UnaryOperator>(I))
    return fpNeg(I);
  if (isa<BinaryOperator>(I))
    return fpBinary(I);
  if (isa<FCmpInst>(I))
    return fpCompare(I);
  return fpCast(I);
}

bool Encoder::fpNeg(const Instruction &I) {
  Type *Ty = I.getType();
  std::optional<SVal> A = get(I.getOperand(0));
  if (!A)
    return unsupported(I, "fneg operand");
  FastMathFlags FMF = I.getFastMathFlags();
  FloatLayout L = *layoutOf(Ty);
  SVal R;
  for (const Lane &X : A->Lanes) {
    // LangRef "'fneg' Instruction": the sign bit flipped, NaNs included.
    z3::expr F = toFloat(X.V, Ty);
    z3::expr Bits = X.V ^ z3::concat(C.bv_val(1, 1), C.bv_val(0, L.Width - 1));
    if (FMF.noSignedZeros())
      Bits = zeroSign(Bits, Ty, F.mk_is_zero());
    R.Lanes.push_back({Bits, X.P || fpFlagsPoison(FMF, F)});
  }
  Vals[&I] = std::move(R);
  return true;
}

bool Encoder::fpBinary(const Instruction &I) {
  Type *Ty = I.getType();
  auto Op = cast<BinaryOperator>(I).getOpcode();
  if (Op == Instruction::FRem)
    return unsupported(I, "frem (Z3's remainder is IEEE's, not fmod)");
  std::optional<SVal> A = get(I.getOperand(0)), B = get(I.getOperand(1));
  if (!A || !B)
    return unsupported(I, "floating-point operand");
  FastMathFlags FMF = I.getFastMathFlags();
  SVal R;
  for (size_t K = 0; K < A->Lanes.size(); ++K) {
    const Lane &X = A->Lanes[K], &Y = B->Lanes[K];
    z3::expr FX = toFloat(X.V, Ty), FY = toFloat(Y.V, Ty);
    z3::expr F = Op == Instruction::FAdd   ? FX + FY
                 : Op == Instruction::FSub ? FX - FY
                 : Op == Instruction::FMul ? FX * FY
                                           : FX / FY;
    z3::expr Bits = fpResult(F, Ty, {{X, Ty}, {Y, Ty}});
    if (FMF.noSignedZeros()) {
      z3::expr Free = F.mk_is_zero();
      if (Op == Instruction::FDiv)
        Free = Free || (F.mk_is_inf() && FY.mk_is_zero());
      Bits = zeroSign(Bits, Ty, Free);
    }
    z3::expr P = X.P || Y.P || fpFlagsPoison(FMF, FX) ||
                 fpFlagsPoison(FMF, FY) || fpFlagsPoison(FMF, F);
    R.Lanes.push_back({Bits, P});
  }
  Vals[&I] = std::move(R);
  return true;
}

bool Encoder::fpCompare(const Instruction &I) {
  const auto *Cmp = cast<FCmpInst>(&I);
  Type *Ty = Cmp->getOperand(0)->getType();
  std::optional<SVal> A = get(Cmp->getOperand(0)), B = get(Cmp->getOperand(1));
  if (!A || !B)
    return unsupported(I, "fcmp operand");
  FastMathFlags FMF = I.getFastMathFlags();
  SVal R;
  for (size_t K = 0; K < A->Lanes.size(); ++K) {
    const Lane &X = A->Lanes[K], &Y = B->Lanes[K];
    z3::expr FX = toFloat(X.V, Ty), FY = toFloat(Y.V, Ty);
    z3::expr Uno = FX.mk_is_nan() || FY.mk_is_nan();
    z3::expr Eq = z3::expr(C, Z3_mk_fpa_eq(C, FX, FY));
    z3::expr Lt = z3::expr(C, Z3_mk_fpa_lt(C, FX, FY));
    z3::expr Gt = z3::expr(C, Z3_mk_fpa_gt(C, FX, FY));
    // LangRef "'fcmp' Instruction": ordered predicates are false on a NaN,
    // unordered ones true.
    z3::expr V = C.bool_val(false);
    switch (Cmp->getPredicate()) {
    case CmpInst::FCMP_FALSE:
      break;
    case CmpInst::FCMP_TRUE:
      V = C.bool_val(true);
      break;
    case CmpInst::FCMP_OEQ:
      V = Eq;
      break;
    case CmpInst::FCMP_OGT:
      V = Gt;
      break;
    case CmpInst::FCMP_OGE:
      V = Gt || Eq;
      break;
    case CmpInst::FCMP_OLT:
      V = Lt;
      break;
    case CmpInst::FCMP_OLE:
      V = Lt || Eq;
      break;
    case CmpInst::FCMP_ONE:
      V = Lt || Gt;
      break;
    case CmpInst::FCMP_ORD:
      V = !Uno;
      break;
    case CmpInst::FCMP_UEQ:
      V = Uno || Eq;
      break;
    case CmpInst::FCMP_UGT:
      V = Uno || Gt;
      break;
    case CmpInst::FCMP_UGE:
      V = Uno || Gt || Eq;
      break;
    case CmpInst::FCMP_ULT:
      V = Uno || Lt;
      break;
    case CmpInst::FCMP_ULE:
      V = Uno || Lt || Eq;
      break;
    case CmpInst::FCMP_UNE:
      V = Uno || Lt || Gt;
      break;
    case CmpInst::FCMP_UNO:
      V = Uno;
      break;
    default:
      return unsupported(I, "fcmp predicate");
    }
    z3::expr P = X.P || Y.P || fpFlagsPoison(FMF, FX) || fpFlagsPoison(FMF, FY);
    R.Lanes.push_back({z3::ite(V, C.bv_val(1, 1), C.bv_val(0, 1)), P});
  }
  Vals[&I] = std::move(R);
  return true;
}

bool Encoder::fpCast(const Instruction &I) {
  auto Op = cast<CastInst>(I).getOpcode();
  Type *SrcTy = I.getOperand(0)->getType(), *DstTy = I.getType();
  std::optional<SVal> A = get(I.getOperand(0));
  if (!A)
    return unsupported(I, "cast operand");
  if (Op == Instruction::BitCast) {
    // The same bits, lane for lane (other lane shapes: outside).
    if (lanesOf(SrcTy) != lanesOf(DstTy))
      return unsupported(I, "a bitcast between vectors of other lane counts");
    Vals[&I] = *A;
    return true;
  }
  FastMathFlags FMF =
      isa<FPMathOperator>(I) ? I.getFastMathFlags() : FastMathFlags();
  unsigned DW = DstTy->getScalarSizeInBits();
  SVal R;
  for (const Lane &X : A->Lanes) {
    z3::expr Bits(C), P = X.P;
    switch (Op) {
    case Instruction::FPTrunc:
    case Instruction::FPExt: {
      // LangRef "'fptrunc'", "'fpext'": rounded; a NaN is a NaN result.
      z3::expr F = toFloat(X.V, SrcTy);
      z3::expr G(C, Z3_mk_fpa_to_fp_float(C, C.fpa_rounding_mode(), F,
                                          floatSort(DstTy)));
      Bits = fpResult(G, DstTy, {{X, SrcTy}});
      // nsz: a zero result (of a zero, or rounded to one) takes any sign.
      if (FMF.noSignedZeros())
        Bits = zeroSign(Bits, DstTy, G.mk_is_zero());
      P = P || fpFlagsPoison(FMF, F) || fpFlagsPoison(FMF, G);
      break;
    }
    case Instruction::FPToSI:
    case Instruction::FPToUI: {
      // LangRef "'fptosi'", "'fptoui'": rounded toward zero; poison if
      // the result does not fit (NaN and infinities included).
      bool Signed = Op == Instruction::FPToSI;
      z3::expr F = toFloat(X.V, SrcTy);
      z3::expr T(C, Z3_mk_fpa_round_to_integral(C, Z3_mk_fpa_rtz(C), F));
      // (2^K is exact in the source type, or infinite beyond its range.)
      int K = Signed ? DW - 1 : DW;
      z3::expr Fits =
          !F.mk_is_nan() && !F.mk_is_inf() &&
          z3::expr(C, Z3_mk_fpa_lt(C, T, fpPowerOfTwo(K, false, SrcTy)));
      Fits =
          Fits &&
          (Signed
               ? z3::expr(C, Z3_mk_fpa_geq(C, T, fpPowerOfTwo(K, true, SrcTy)))
               : z3::expr(C,
                          Z3_mk_fpa_geq(
                              C, T,
                              toFloat(C.bv_val(0, SrcTy->getScalarSizeInBits()),
                                      SrcTy))));
      Bits = z3::expr(C, Signed ? Z3_mk_fpa_to_sbv(C, Z3_mk_fpa_rtz(C), F, DW)
                                : Z3_mk_fpa_to_ubv(C, Z3_mk_fpa_rtz(C), F, DW));
      P = P || !Fits;
      break;
    }
    case Instruction::SIToFP:
    case Instruction::UIToFP: {
      // LangRef "'sitofp'", "'uitofp'" (nneg: a negative operand is
      // poison): rounded, never a NaN.
      bool Signed = Op == Instruction::SIToFP;
      unsigned SW = SrcTy->getScalarSizeInBits();
      if (!Signed && I.hasNonNeg())
        P = P || X.V.extract(SW - 1, SW - 1) == C.bv_val(1, 1);
      z3::expr G = Signed ? z3::sbv_to_fpa(X.V, floatSort(DstTy))
                          : z3::ubv_to_fpa(X.V, floatSort(DstTy));
      Bits = G.mk_to_ieee_bv();
      P = P || fpFlagsPoison(FMF, G);
      break;
    }
    default:
      return unsupported(I, "cast");
    }
    R.Lanes.push_back({Bits, P});
  }
  Vals[&I] = std::move(R);
  return true;
}

bool Encoder::fpSelectFlags(const Instruction &I) {
  Type *Ty = I.getType();
  if (Approx || !isa<FPMathOperator>(I) || !isFloatish(Ty))
    return true;
  FastMathFlags FMF = I.getFastMathFlags();
  if (!FMF.noNaNs() && !FMF.noInfs() && !FMF.noSignedZeros())
    return true;
  // LangRef "Fast-Math Flags"; the interpreter's applyResultFMF and
  // chooseResultZeroSigns.
  for (Lane &L : Vals[&I].Lanes) {
    z3::expr F = toFloat(L.V, Ty);
    L.P = L.P || fpFlagsPoison(FMF, F);
    if (FMF.noSignedZeros())
      L.V = zeroSign(L.V, Ty, F.mk_is_zero());
  }
  return true;
}

bool Encoder::fpClass(const CallBase &CB) {
  // LangRef "'llvm.is.fpclass' Intrinsic": the bits of the mask test
  // signaling NaN, quiet NaN, then -inf, -normal, -subnormal, -0, +0,
  // +subnormal, +normal, +inf.
  Type *Ty = CB.getArgOperand(0)->getType();
  auto *Mask = dyn_cast<ConstantInt>(CB.getArgOperand(1));
  std::optional<SVal> A = get(CB.getArgOperand(0));
  if (!Mask || !A || !isFloatish(Ty))
    return unsupported(CB, "is.fpclass operand");
  FloatLayout L = *layoutOf(Ty);
  uint64_t M = Mask->getZExtValue();
  SVal R;
  for (const Lane &X : A->Lanes) {
    z3::expr F = toFloat(X.V, Ty);
    z3::expr Neg = X.V.extract(L.Width - 1, L.Width - 1) == C.bv_val(1, 1);
    z3::expr Quiet = X.V.extract(L.quietBit(), L.quietBit()) == C.bv_val(1, 1);
    z3::expr Classes[] = {
        F.mk_is_nan() && !Quiet,    F.mk_is_nan() && Quiet,
        F.mk_is_inf() && Neg,       F.mk_is_normal() && Neg,
        F.mk_is_subnormal() && Neg, F.mk_is_zero() && Neg,
        F.mk_is_zero() && !Neg,     F.mk_is_subnormal() && !Neg,
        F.mk_is_normal() && !Neg,   F.mk_is_inf() && !Neg};
    z3::expr In = C.bool_val(false);
    for (unsigned K = 0; K < 10; ++K)
      if (M & (uint64_t(1) << K))
        In = In || Classes[K];
    R.Lanes.push_back({z3::ite(In, C.bv_val(1, 1), C.bv_val(0, 1)), X.P});
  }
  Vals[&CB] = std::move(R);
  return true;
}

bool Encoder::fpIntrinsic(const CallBase &CB, Intrinsic::ID ID) {
  const Instruction &I = CB;
  Type *Ty = I.getType();
  if (ID == Intrinsic::is_fpclass)
    return fpClass(CB);
  if (!isFloatish(Ty) || !fastMathAllowed(I))
    return unsupported(I, "floating-point intrinsic");
  if (isa<FPMathOperator>(I) && I.getFastMathFlags().any())
    return unsupported(I, "a floating-point intrinsic with fast-math flags");
  unsigned N = ID == Intrinsic::fma ? 3 : ID == Intrinsic::copysign ? 2 : 1;
  SmallVector<SVal, 3> Ops;
  if (!intrinsicOperands(CB, N, Ops))
    return unsupported(I, "intrinsic operand");
  FloatLayout L = *layoutOf(Ty);
  z3::expr SignMask = z3::concat(C.bv_val(1, 1), C.bv_val(0, L.Width - 1));
  SVal R;
  for (size_t K = 0; K < Ops[0].Lanes.size(); ++K) {
    const Lane &X = Ops[0].Lanes[K];
    z3::expr P = X.P, Bits = X.V;
    switch (ID) {
    case Intrinsic::fabs:
      // LangRef "'llvm.fabs.*'": the bits with the sign cleared.
      Bits = X.V & ~SignMask;
      break;
    case Intrinsic::copysign: {
      const Lane &S = Ops[1].Lanes[K];
      Bits = (X.V & ~SignMask) | (S.V & SignMask);
      P = P || S.P;
      break;
    }
    case Intrinsic::sqrt: {
      z3::expr F = z3::sqrt(toFloat(X.V, Ty), C.fpa_rounding_mode());
      Bits = fpResult(F, Ty, {{X, Ty}});
      break;
    }
    case Intrinsic::fma: {
      const Lane &Y = Ops[1].Lanes[K], &Z = Ops[2].Lanes[K];
      z3::expr F = z3::fma(toFloat(X.V, Ty), toFloat(Y.V, Ty), toFloat(Z.V, Ty),
                           C.fpa_rounding_mode());
      Bits = fpResult(F, Ty, {{X, Ty}, {Y, Ty}, {Z, Ty}});
      P = P || Y.P || Z.P;
      break;
    }
    default:
      return unsupported(I, "floating-point intrinsic");
    }
    R.Lanes.push_back({Bits, P});
  }
  Vals[&I] = std::move(R);
  return true;
}
