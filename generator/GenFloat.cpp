//===- generator/GenFloat.cpp - Floating-point values ---------------------===//
///
/// \file
/// Floating point in half, float, double and fixed vectors of them, free of
/// NaN, infinities and nondeterminism by construction: every value carries a
/// static magnitude bound (FunctionGen::FPBound) and an operation is only
/// emitted when its result's bound stays within fpLimit, so nothing
/// overflows to infinity and no NaN can arise (LangRef "Behavior of
/// Floating-Point NaN values": a NaN result has a nondeterministic payload;
/// none is ever made). Values from outside (arguments, loads) may be
/// anything and pass boundFP first. Division and remainder get divisors of
/// magnitude at least one; fmuladd multiplies by a power of two at least one,
/// so fused and unfused results agree (LangRef 'llvm.fmuladd.*' Intrinsic);
/// fma is not used on half (x86 evaluates it in float and rounds twice).
///
//===----------------------------------------------------------------------===//
#include "generator/GenInternal.h"
#include "llvm/ADT/FloatingPointMode.h"
#include "llvm/IR/Intrinsics.h"
#include <cmath>

using namespace llvm;
using namespace refinery;
using namespace refinery::gen;

/// Floating-point magnitude limits: no value may exceed them, so no
/// operation can overflow to infinity and then make a NaN.
static double fpLimit(Type *Ty) {
  Type *S = Ty->getScalarType();
  if (S->isHalfTy())
    return 6e4;
  return S->isFloatTy() ? 1e36 : 1e300;
}

/// Rounding may push a result slightly above the exact bound.
static double roundUp(double B) { return B * (1 + 1e-3) + 1e-300; }

/// The largest magnitude among the lanes of a constant.
static double constBound(const Constant *C) {
  if (auto *CF = dyn_cast<ConstantFP>(C))
    return std::fabs(CF->getValueAPF().convertToDouble());
  double Bd = 0;
  if (auto *VT = dyn_cast<FixedVectorType>(C->getType()))
    for (unsigned I = 0; I < VT->getNumElements(); ++I)
      Bd = std::max(Bd, constBound(C->getAggregateElement(I)));
  return Bd;
}

//===----------------------------------------------------------------------===//
// Types and constants
//===----------------------------------------------------------------------===//

void ModuleGen::makeFPTypes() {
  if (!has(Feature::FP))
    return;
  Type *Scalars[] = {Type::getHalfTy(Ctx), Type::getFloatTy(Ctx),
                     Type::getDoubleTy(Ctx)};
  for (Type *T : Scalars)
    if (R.chance(T->isHalfTy() ? 1 : 2, 3))
      FPTypes.push_back(T);
  if (FPTypes.empty())
    FPTypes.push_back(Scalars[1 + R.below(2)]);
  if (!has(Feature::Vectors))
    return;
  static const unsigned Lanes[] = {2, 4, 8};
  unsigned NV = 1 + R.below(2);
  for (unsigned I = 0; I < NV; ++I) {
    Type *E = Scalars[R.below(3)];
    unsigned L = Lanes[R.below(E->isDoubleTy() ? 2 : 3)];
    Type *VT = FixedVectorType::get(E, L);
    if (!is_contained(FPTypes, VT))
      FPTypes.push_back(VT);
  }
}

Type *ModuleGen::randomFPType(bool ScalarOnly) {
  SmallVector<Type *, 6> Ok;
  for (Type *T : FPTypes)
    if (!ScalarOnly || !T->isVectorTy())
      Ok.push_back(T);
  if (Ok.empty())
    return nullptr;
  return Ok[R.below(Ok.size())];
}

Constant *ModuleGen::fpConstant(Type *Ty) {
  assert(Ty->isFloatingPointTy() && "a scalar floating-point type");
  // Common values, then per type: the largest value kept, the smallest
  // normal and a subnormal.
  static const double Common[] = {0.0,    -0.0, 1.0,  -1.0, 0.5,   2.0,  -3.25,
                                  1024.0, 1e-3, -7.0, 0.1,  255.5, -0.75};
  double Special[3];
  if (Ty->isHalfTy())
    Special[0] = 6e4, Special[1] = 0x1p-14, Special[2] = -0x1p-24;
  else if (Ty->isFloatTy())
    Special[0] = 1e30, Special[1] = 0x1p-126, Special[2] = -0x1p-149;
  else
    Special[0] = 1e200, Special[1] = 0x1p-1022, Special[2] = -0x1p-1074;
  unsigned NC = std::size(Common);
  unsigned K = R.below(NC + 3);
  double V = K < NC ? Common[K] : Special[K - NC];
  return ConstantFP::get(Ty, V);
}

//===----------------------------------------------------------------------===//
// Bounds and conversions
//===----------------------------------------------------------------------===//

double FunctionGen::fpBound(Value *V) {
  if (auto *C = dyn_cast<Constant>(V))
    return constBound(C);
  auto It = FPBound.find(V);
  assert(It != FPBound.end() && "floating-point value without a bound");
  return It->second;
}

Value *FunctionGen::withBound(Value *V, double Bd) {
  if (!isa<Constant>(V))
    FPBound[V] = Bd;
  return V;
}

Value *FunctionGen::fpAsInt(Value *V) {
  Type *VT = V->getType();
  Type *IT = withElem(VT, MG.intTy(VT->getScalarSizeInBits()));
  // The bits keep what a conversion loses (the sign of a zero).
  if (R.chance(1, 3))
    return B.CreateBitCast(V, IT);
  return saturate(V, IT);
}

Value *FunctionGen::saturate(Value *X, Type *IT) {
  return B.CreateIntrinsic(R.coin() ? Intrinsic::fptosi_sat
                                    : Intrinsic::fptoui_sat,
                           {IT, X->getType()}, {X});
}

Value *FunctionGen::convertToFP(Value *V, Type *Ty) {
  Type *VT = V->getType();
  unsigned DL = lanes(Ty), SL = lanes(VT);
  if (SL && SL != DL) {
    // A lane of the source: it keeps the vector's bound.
    Value *E = B.CreateExtractElement(V, uint64_t(R.below(SL)));
    if (VT->isFPOrFPVectorTy())
      withBound(E, fpBound(V));
    return convertToFP(E, Ty);
  }
  if (DL && !SL) {
    auto *DV = cast<FixedVectorType>(Ty);
    Value *E = convertToFP(V, DV->getElementType());
    if (R.coin())
      return withBound(splat(E, DV), fpBound(E));
    Constant *C = MG.constantOf(DV);
    return withBound(B.CreateInsertElement(C, E, uint64_t(R.below(DL))),
                     std::max(fpBound(E), constBound(C)));
  }
  // Same lane count from here on.
  Type *DE = Ty->getScalarType();
  if (VT->isFPOrFPVectorTy()) {
    double Bd = fpBound(V);
    unsigned SW = VT->getScalarSizeInBits(), DW = DE->getPrimitiveSizeInBits();
    if (SW < DW)
      return withBound(B.CreateFPExt(V, Ty), Bd);
    if (Bd <= fpLimit(Ty))
      return withBound(B.CreateFPTrunc(V, Ty), roundUp(Bd));
    return MG.constantOf(Ty);
  }
  // From an integer: at most 64 bits (16 and signed for half, whose
  // largest finite value is 65504).
  unsigned W = VT->getScalarSizeInBits();
  unsigned Cap = DE->isHalfTy() ? 16 : 64;
  if (W > Cap) {
    V = B.CreateTrunc(V, withElem(VT, MG.intTy(Cap)));
    W = Cap;
  }
  bool Signed = DE->isHalfTy() || R.coin();
  Value *C = Signed ? B.CreateSIToFP(V, Ty) : B.CreateUIToFP(V, Ty);
  return withBound(C, roundUp(std::ldexp(1.0, Signed ? int(W) - 1 : int(W))));
}

Value *FunctionGen::boundFP(Value *V) {
  Type *Ty = V->getType();
  Constant *Alt = MG.constantOf(Ty);
  double Limit = R.coin() ? fpLimit(Ty) : std::min(fpLimit(Ty), 65536.0);
  Constant *L = ConstantFP::get(Ty, Limit);
  Value *Abs = B.CreateIntrinsic(Intrinsic::fabs, {Ty}, {V});
  Value *Out;
  switch (R.below(3)) {
  case 0:
    Out = B.CreateSelect(B.CreateFCmpOLT(Abs, L), V, Alt);
    break;
  case 1:
    // The negation: unordered or not below the limit.
    Out = B.CreateSelect(B.CreateFCmpUGE(Abs, L), Alt, V);
    break;
  default:
    // Finite and at most the limit, as two tests.
    Out = B.CreateSelect(
        B.CreateAnd(B.createIsFPClass(V, fcFinite), B.CreateFCmpOLE(Abs, L)), V,
        Alt);
    break;
  }
  FPInputs.push_back(Out);
  return withBound(Out, std::max(Limit, constBound(Alt)));
}

Value *FunctionGen::combineFP(Value *RV, Value *C) {
  Type *Ty = RV->getType();
  double Sum = fpBound(RV) + fpBound(C);
  if (Sum <= fpLimit(Ty))
    return withBound(R.coin() ? B.CreateFAdd(RV, C) : B.CreateFSub(RV, C),
                     roundUp(Sum));
  return withBound(B.CreateSelect(B.CreateFCmpOLT(RV, C), RV, C),
                   std::max(fpBound(RV), fpBound(C)));
}

//===----------------------------------------------------------------------===//
// Floating-point values
//===----------------------------------------------------------------------===//

Value *FunctionGen::emitFP(Type *Ty) {
  Value *V = nullptr;
  switch (R.weighted({3, 3, 2, 4, 2, 3, 2})) {
  case 0: {
    // From an integer (of this lane count, or a scalar splat).
    Type *IT = MG.intTy(MG.randomWidth());
    if (lanes(Ty) && R.coin())
      IT = withElem(Ty, MG.intTy(std::min(64u, MG.randomWidth())));
    return convertToFP(pickNonConst(IT), Ty);
  }
  case 1:
    V = emitFPArith(Ty);
    break;
  case 2:
    V = emitFPDivRem(Ty);
    break;
  case 3:
    V = emitFPIntrinsic(Ty);
    break;
  case 4: {
    Value *A = pickNonConst(Ty), *C = pick(Ty);
    // A scalar condition, or a lane-wise compare for vectors.
    Value *Cond = nullptr;
    if (lanes(Ty) && R.coin())
      Cond = emitFCmp(withElem(Ty, MG.intTy(1)));
    if (!Cond)
      Cond = genCondition();
    V = withBound(B.CreateSelect(Cond, A, C), std::max(fpBound(A), fpBound(C)));
    break;
  }
  case 5:
    V = emitFPIdiom(Ty);
    break;
  default: {
    // From another floating-point type.
    Type *Other = MG.randomFPType();
    if (Value *A = Other != Ty ? poolValue(Other) : nullptr)
      return convertToFP(A, Ty);
    break;
  }
  }
  if (!V)
    return convertToFP(pickNonConst(MG.intTy(MG.randomWidth())), Ty);
  return V;
}

Value *FunctionGen::emitFPArith(Type *Ty) {
  double Limit = fpLimit(Ty);
  Value *A = pickNonConst(Ty), *C = pick(Ty);
  double BA = fpBound(A), BC = fpBound(C);
  switch (R.below(3)) {
  case 0:
    if (BA + BC > Limit)
      return nullptr;
    return withBound(R.coin() ? B.CreateFAdd(A, C) : B.CreateFSub(A, C),
                     roundUp(BA + BC));
  case 1:
    if (BA * BC > Limit)
      return nullptr;
    return withBound(B.CreateFMul(A, C), roundUp(BA * BC));
  default:
    switch (R.below(3)) {
    case 0:
      return withBound(B.CreateFNeg(A), BA);
    case 1:
      return withBound(B.CreateIntrinsic(Intrinsic::fabs, {Ty}, {A}), BA);
    default:
      return withBound(B.CreateIntrinsic(Intrinsic::copysign, {Ty}, {A, C}),
                       BA);
    }
  }
}

Value *FunctionGen::emitFPDivRem(Type *Ty) {
  double Limit = fpLimit(Ty);
  Value *A = pickNonConst(Ty);
  double BA = fpBound(A);
  Constant *One = ConstantFP::get(Ty, 1.0);
  if (R.chance(1, 3)) {
    // Division by a power of two: exact unless it underflows; never NaN.
    int K = int(R.below(10)) - 3;
    double Q = BA / std::ldexp(1.0, K);
    if (Q > Limit)
      return nullptr;
    return withBound(B.CreateFDiv(A, ConstantFP::get(Ty, std::ldexp(1.0, K))),
                     roundUp(Q));
  }
  // A divisor of magnitude at least one: |A / D| <= |A| and |A rem D| <=
  // |A|.
  Value *D = pick(Ty);
  double BD = fpBound(D) + 1;
  Value *Abs = B.CreateIntrinsic(Intrinsic::fabs, {Ty}, {D});
  switch (R.below(3)) {
  case 0:
    D = B.CreateFAdd(Abs, One);
    break;
  case 1:
    D = B.CreateIntrinsic(Intrinsic::maxnum, {Ty}, {Abs, One});
    break;
  default:
    // Negative divisors too: copysign(max(|D|, 1), D).
    D = B.CreateIntrinsic(
        Intrinsic::copysign, {Ty},
        {B.CreateIntrinsic(Intrinsic::maximum, {Ty}, {Abs, One}), D});
    break;
  }
  withBound(D, BD);
  if (R.coin())
    return withBound(B.CreateFDiv(A, D), BA);
  return withBound(B.CreateFRem(A, D), BA);
}

Value *FunctionGen::emitFPIntrinsic(Type *Ty) {
  double Limit = fpLimit(Ty);
  Value *A = pickNonConst(Ty), *C = pick(Ty);
  double BA = fpBound(A), BC = fpBound(C);
  switch (R.below(6)) {
  case 0: {
    // LangRef: each of the three families orders -0.0 below +0.0, so no
    // choice arises on finite operands.
    static const Intrinsic::ID MinMax[] = {
        Intrinsic::minnum,  Intrinsic::maxnum,     Intrinsic::minimum,
        Intrinsic::maximum, Intrinsic::minimumnum, Intrinsic::maximumnum};
    return withBound(
        B.CreateIntrinsic(MinMax[R.below(std::size(MinMax))], {Ty}, {A, C}),
        std::max(BA, BC));
  }
  case 1: {
    Value *D = pick(Ty);
    double Bd = BA * BC + fpBound(D);
    if (Ty->getScalarType()->isHalfTy() || Bd > Limit)
      return nullptr;
    return withBound(B.CreateIntrinsic(Intrinsic::fma, {Ty}, {A, C, D}),
                     roundUp(Bd));
  }
  case 2: {
    // An exact product (a power of two at least one), so fused and unfused
    // agree.
    double P = std::ldexp(1.0, int(R.below(4)));
    Value *D = pick(Ty);
    double Bd = BA * P + fpBound(D);
    if (Bd > Limit)
      return nullptr;
    Value *Args[] = {A, ConstantFP::get(Ty, P), D};
    if (R.coin())
      std::swap(Args[0], Args[1]);
    return withBound(B.CreateIntrinsic(Intrinsic::fmuladd, {Ty}, Args),
                     roundUp(Bd));
  }
  case 3: {
    Value *Abs = B.CreateIntrinsic(Intrinsic::fabs, {Ty}, {A});
    withBound(Abs, BA);
    return withBound(B.CreateIntrinsic(Intrinsic::sqrt, {Ty}, {Abs}),
                     roundUp(std::sqrt(BA)));
  }
  case 4: {
    static const Intrinsic::ID Round[] = {
        Intrinsic::floor,    Intrinsic::ceil,      Intrinsic::trunc,
        Intrinsic::round,    Intrinsic::roundeven, Intrinsic::rint,
        Intrinsic::nearbyint};
    if (BA + 1 > Limit)
      return nullptr;
    return withBound(
        B.CreateIntrinsic(Round[R.below(std::size(Round))], {Ty}, {A}),
        roundUp(BA + 1));
  }
  default: {
    // ldexp by an exponent in [-4, 4]: a constant or a clamped integer.
    Type *ET = withElem(Ty, MG.intTy(32));
    Value *E;
    if (R.coin()) {
      E = ConstantInt::get(ET, uint64_t(int64_t(R.below(9)) - 4), true);
    } else {
      Value *X = convert(pickNonConst(MG.intTy(MG.randomWidth())), ET);
      E = B.CreateSub(B.CreateAnd(X, ConstantInt::get(ET, 7)),
                      ConstantInt::get(ET, 3));
    }
    if (BA * 16 > Limit)
      return nullptr;
    return withBound(B.CreateIntrinsic(Intrinsic::ldexp, {Ty, ET}, {A, E}),
                     roundUp(BA * 16));
  }
  }
}

Value *FunctionGen::emitFPIdiom(Type *Ty) {
  // The shapes InstCombine's floating-point folds look at (and unsound ones
  // get wrong): signed-zero identities, negation forms, min/max by select;
  // often on an argument or a load, which may be -0.0 or extreme.
  // (fpext, fptrunc and lane moves keep a zero's sign).
  Value *A = nullptr;
  SmallVector<Value *, 4> Inputs;
  for (Value *V : FPInputs)
    if (is_contained(Pool, V))
      Inputs.push_back(V);
  if (!Inputs.empty() && R.chance(2, 3))
    A = convertToFP(Inputs[R.below(Inputs.size())], Ty);
  else
    A = pickNonConst(Ty);
  double BA = fpBound(A);
  auto Z = [&](bool Neg) { return ConstantFP::get(Ty, Neg ? -0.0 : 0.0); };
  switch (R.weighted({3, 1, 1, 2, 1})) {
  case 0:
    // X + 0.0 (not X for X = -0.0), X + -0.0, X - 0.0, X - -0.0.
    return withBound(R.chance(2, 3) ? B.CreateFAdd(A, Z(R.chance(1, 3)))
                                    : B.CreateFSub(A, Z(R.coin())),
                     BA);
  case 1:
    return withBound(B.CreateFSub(Z(R.coin()), A), BA);
  case 2:
    return withBound(
        B.CreateFMul(A, ConstantFP::get(Ty, R.coin() ? 1.0 : -1.0)), BA);
  case 3: {
    // min/max by select, on an ordered or unordered compare.
    Value *C = pick(Ty);
    static const CmpInst::Predicate Ps[] = {
        CmpInst::FCMP_OLT, CmpInst::FCMP_OGT, CmpInst::FCMP_OLE,
        CmpInst::FCMP_OGE, CmpInst::FCMP_ULT, CmpInst::FCMP_UGT};
    Value *Cmp = B.CreateFCmp(Ps[R.below(std::size(Ps))], A, C);
    return withBound(R.coin() ? B.CreateSelect(Cmp, A, C)
                              : B.CreateSelect(Cmp, C, A),
                     std::max(BA, fpBound(C)));
  }
  default: {
    // A clamp to a constant range by two selects.
    Constant *Lo = ConstantFP::get(Ty, -1.0), *Hi = ConstantFP::get(Ty, 1.0);
    if (R.coin())
      Lo = ConstantFP::get(Ty, 0.0), Hi = ConstantFP::get(Ty, 255.0);
    Value *Up = B.CreateSelect(B.CreateFCmpOGT(A, Hi), Hi, A);
    withBound(Up, BA);
    return withBound(B.CreateSelect(B.CreateFCmpOLT(Up, Lo), Lo, Up), BA);
  }
  }
}

//===----------------------------------------------------------------------===//
// Integers from floating point
//===----------------------------------------------------------------------===//

/// A floating-point type of the module with \p Ty's lane count, or null.
static Type *fpTypeWithLanes(ModuleGen &MG, Type *Ty) {
  SmallVector<Type *, 6> Ok;
  for (Type *T : MG.FPTypes)
    if (lanes(T) == lanes(Ty))
      Ok.push_back(T);
  if (Ok.empty())
    return nullptr;
  return Ok[MG.R.below(Ok.size())];
}

Value *FunctionGen::emitFCmp(Type *Ty) {
  Type *FT = fpTypeWithLanes(MG, Ty);
  if (!FT)
    return nullptr;
  Value *A = pickNonConst(FT), *C = pick(FT);
  // No NaN ever exists, so every predicate is deterministic.
  auto P = static_cast<CmpInst::Predicate>(
      CmpInst::FIRST_FCMP_PREDICATE +
      R.below(CmpInst::LAST_FCMP_PREDICATE - CmpInst::FIRST_FCMP_PREDICATE +
              1));
  return B.CreateFCmp(P, A, C);
}

Value *FunctionGen::emitFPToInt(Type *Ty) {
  Type *FT = fpTypeWithLanes(MG, Ty);
  if (!FT)
    FT = MG.randomFPType(/*ScalarOnly=*/true);
  if (!FT)
    return nullptr;
  Value *X = poolValue(FT);
  if (!X)
    X = emitValue(FT);
  double Bd = fpBound(X);
  unsigned W = Ty->getScalarSizeInBits();
  unsigned CW = std::min(W, 64u);
  Type *CT = withElem(FT, MG.intTy(CW));
  switch (R.below(7)) {
  case 0:
  case 1:
    return convert(saturate(X, CT), Ty);
  case 2:
    // In range by the bound: truncation toward zero stays below 2^(W-1).
    if (CW >= 2 && Bd < std::ldexp(1.0, int(CW) - 1))
      return convert(B.CreateFPToSI(X, CT), Ty);
    return convert(B.CreateIntrinsic(Intrinsic::fptosi_sat, {CT, FT}, {X}), Ty);
  case 3:
    if (Bd < std::ldexp(1.0, int(CW))) {
      Value *Abs = withBound(B.CreateIntrinsic(Intrinsic::fabs, {FT}, {X}), Bd);
      return convert(B.CreateFPToUI(Abs, CT), Ty);
    }
    return convert(B.CreateIntrinsic(Intrinsic::fptoui_sat, {CT, FT}, {X}), Ty);
  case 4:
    return convert(
        B.CreateBitCast(X, withElem(FT, MG.intTy(FT->getScalarSizeInBits()))),
        Ty);
  case 5: {
    // LangRef 'llvm.is.fpclass' Intrinsic: any non-empty test mask.
    auto Mask = static_cast<FPClassTest>(1 + R.below(fcAllFlags));
    return convert(B.createIsFPClass(X, Mask), Ty);
  }
  default:
    return convert(emitFCmp(withElem(FT, MG.intTy(1))), Ty);
  }
}
