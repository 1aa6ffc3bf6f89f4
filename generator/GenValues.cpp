//===- generator/GenValues.cpp - Values, operations and guards ------------===//
///
/// \file
/// The value pool, conversions between types, and every value-producing
/// operation: integer arithmetic with its UB/poison guards, compares,
/// selects, casts, intrinsics, vector and aggregate operations, and the
/// NaN-free floating-point subset.
///
//===----------------------------------------------------------------------===//
#include "generator/GenInternal.h"
#include "llvm/IR/Intrinsics.h"
#include <cmath>

using namespace llvm;
using namespace refinery;
using namespace refinery::gen;

void FunctionGen::add(Value *V) {
  assert(!V->getType()->isPointerTy() && !V->getType()->isVoidTy() &&
         "only first-class non-pointer values go in the pool");
  Pool.push_back(V);
}

Constant *FunctionGen::constInt(Type *Ty, uint64_t X, bool Signed) {
  return ConstantInt::get(Ty, X, Signed);
}

Constant *FunctionGen::splatConst(Type *Ty, const APInt &C) {
  return ConstantInt::get(Ty, C);
}

Type *FunctionGen::randomIntOrVecType() {
  unsigned K = R.weighted({8, 2, MG.VecTypes.empty() ? 0u : 3u});
  if (K == 0)
    return MG.intTy(MG.randomWidth());
  if (K == 1)
    return MG.intTy(1);
  return MG.VecTypes[R.below(MG.VecTypes.size())];
}

Type *FunctionGen::randomValueType() {
  // Often the type of a value already in the pool, so values combine.
  if (!Pool.empty() && R.chance(2, 5)) {
    Type *Ty = Pool[R.below(Pool.size())]->getType();
    if (!Ty->isFPOrFPVectorTy() || MG.weight(Op::FPValue))
      return Ty;
  }
  unsigned K =
      R.weighted({12, MG.ValueStructs.empty() ? 0u : MG.weight(Op::BuildAgg),
                  MG.weight(Op::FPValue)});
  if (K == 1)
    return MG.ValueStructs[R.below(MG.ValueStructs.size())];
  if (K == 2)
    return MG.randomFPType();
  return randomIntOrVecType();
}

Value *FunctionGen::poolValue(Type *Ty) {
  SmallVector<Value *, 16> C;
  for (size_t I = Pool.size(); I-- > 0 && C.size() < 16;)
    if (Pool[I]->getType() == Ty)
      C.push_back(Pool[I]);
  if (C.empty())
    return nullptr;
  // Recent values are favoured: they make deeper expressions.
  if (R.coin())
    return C[R.below(std::min<size_t>(C.size(), 3))];
  return C[R.below(C.size())];
}

Value *FunctionGen::newArgument(Type *Ty) {
  assert(Ty->isIntOrIntVectorTy() && "only integer placeholder arguments");
  auto A = std::make_unique<Argument>(Ty, "x" + Twine(ExtraArgs.size()));
  Value *V = A.get();
  ExtraArgs.push_back(std::move(A));
  add(V);
  return V;
}

/// A random pool value that convert() can turn into \p Ty, or null.
static Value *convertibleFrom(ArrayRef<Value *> Pool, ChoiceSource &R,
                              Type *Ty) {
  if (Pool.empty())
    return nullptr;
  for (unsigned Try = 0; Try < 4; ++Try) {
    Value *V = Pool[R.below(Pool.size())];
    Type *VT = V->getType();
    if (Ty->isFPOrFPVectorTy() && !VT->isIntOrIntVectorTy() &&
        !VT->isFPOrFPVectorTy())
      continue;
    if (Ty->isAggregateType())
      continue;
    return V;
  }
  return nullptr;
}

Value *FunctionGen::pick(Type *Ty) {
  if (R.chance(3, 4))
    if (Value *V = poolValue(Ty))
      return V;
  unsigned Roll = R.below(10);
  if (Roll < 3)
    return MG.constantOf(Ty);
  if (Roll == 3 && Ty->isIntOrIntVectorTy() && !poolValue(Ty) &&
      F->arg_size() + ExtraArgs.size() < 10)
    return newArgument(Ty);
  if (Value *Src = convertibleFrom(Pool, R, Ty))
    return convert(Src, Ty);
  if (Value *V = poolValue(Ty))
    return V;
  if (Ty->isAggregateType())
    return buildAggregate(Ty);
  return MG.constantOf(Ty);
}

Value *FunctionGen::pickNonConst(Type *Ty) {
  if (Value *V = poolValue(Ty))
    if (R.chance(4, 5))
      return V;
  if (Value *Src = convertibleFrom(Pool, R, Ty))
    return convert(Src, Ty);
  return pick(Ty);
}

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

Value *FunctionGen::convertScalarInt(Value *V, IntegerType *Ty) {
  unsigned SW = V->getType()->getIntegerBitWidth(), DW = Ty->getBitWidth();
  if (SW == DW)
    return V;
  if (SW > DW) {
    if (DW == 1 && R.chance(1, 3))
      return B.CreateICmpNE(V, ConstantInt::get(V->getType(), 0));
    return B.CreateTrunc(V, Ty);
  }
  return R.coin() ? B.CreateZExt(V, Ty) : B.CreateSExt(V, Ty);
}

Value *FunctionGen::splat(Value *Scalar, FixedVectorType *VT) {
  // insertelement into a constant vector, then a zero mask; the second
  // shuffle operand is the vector itself, never poison.
  Value *Ins = B.CreateInsertElement(MG.constantOf(VT), Scalar, uint64_t(0));
  SmallVector<int, 16> Mask(VT->getNumElements(), 0);
  return B.CreateShuffleVector(Ins, Ins, Mask);
}

Value *FunctionGen::convert(Value *V, Type *Ty) {
  Type *VT = V->getType();
  if (VT == Ty)
    return V;
  if (Ty->isAggregateType())
    return buildAggregate(Ty);
  if (VT->isAggregateType()) {
    unsigned N = isa<StructType>(VT) ? VT->getStructNumElements()
                                     : VT->getArrayNumElements();
    return convert(B.CreateExtractValue(V, unsigned(R.below(N))), Ty);
  }
  if (Ty->isFPOrFPVectorTy())
    return convertToFP(V, Ty);
  if (VT->isFPOrFPVectorTy()) {
    V = fpAsInt(V);
    VT = V->getType();
    if (VT == Ty)
      return V;
  }
  auto *DV = dyn_cast<FixedVectorType>(Ty);
  auto *SV = dyn_cast<FixedVectorType>(VT);
  if (VT->getPrimitiveSizeInBits() == Ty->getPrimitiveSizeInBits() &&
      (DV || SV) && R.coin())
    return B.CreateBitCast(V, Ty);
  if (!DV) {
    if (SV) {
      if (R.chance(1, 4) && MG.has(Feature::Intrinsics)) {
        static const Intrinsic::ID Reds[] = {
            Intrinsic::vector_reduce_xor, Intrinsic::vector_reduce_add,
            Intrinsic::vector_reduce_or, Intrinsic::vector_reduce_umax};
        V = B.CreateIntrinsic(Reds[R.below(4)], {VT}, {V});
      } else {
        V = B.CreateExtractElement(V, uint64_t(R.below(SV->getNumElements())));
      }
    }
    return convertScalarInt(V, cast<IntegerType>(Ty));
  }
  auto *DE = cast<IntegerType>(DV->getElementType());
  if (SV) {
    if (SV->getNumElements() != DV->getNumElements()) {
      SmallVector<int, 16> Mask;
      for (unsigned I = 0; I < DV->getNumElements(); ++I)
        Mask.push_back(R.below(2 * SV->getNumElements()));
      Value *Other = R.coin() ? V : MG.constantOf(SV);
      V = B.CreateShuffleVector(V, Other, Mask);
    }
    unsigned SW = SV->getScalarSizeInBits(), DW = DE->getBitWidth();
    if (SW > DW)
      return B.CreateTrunc(V, Ty);
    if (SW < DW)
      return R.coin() ? B.CreateZExt(V, Ty) : B.CreateSExt(V, Ty);
    return V;
  }
  Value *E = convertScalarInt(V, DE);
  if (R.coin())
    return splat(E, DV);
  return B.CreateInsertElement(MG.constantOf(DV), E,
                               uint64_t(R.below(DV->getNumElements())));
}

//===----------------------------------------------------------------------===//
// Guards
//===----------------------------------------------------------------------===//

Value *FunctionGen::guardShiftAmount(Value *Amt) {
  Type *Ty = Amt->getType();
  unsigned W = Ty->getScalarSizeInBits();
  if (MG.Opts.OmitGuardsForTesting)
    return Amt;
  switch (R.below(5)) {
  case 0: {
    // A constant amount below the width (per lane for vectors).
    auto Amount = [&]() -> uint64_t {
      switch (R.below(4)) {
      case 0:
        return W - 1;
      case 1:
        return std::min(1u, W - 1);
      default:
        return R.below(W);
      }
    };
    if (auto *VT = dyn_cast<FixedVectorType>(Ty)) {
      SmallVector<Constant *, 16> L;
      for (unsigned I = 0; I < VT->getNumElements(); ++I)
        L.push_back(ConstantInt::get(VT->getElementType(), Amount()));
      return ConstantVector::get(L);
    }
    return ConstantInt::get(Ty, Amount());
  }
  case 1:
    return B.CreateAnd(Amt, constInt(Ty, W - 1));
  case 2:
    return B.CreateURem(Amt, constInt(Ty, W));
  case 3:
    return B.CreateIntrinsic(Intrinsic::umin, {Ty}, {Amt, constInt(Ty, W - 1)});
  default: {
    Value *InRange = B.CreateICmpULT(Amt, constInt(Ty, W));
    return B.CreateSelect(InRange, Amt, constInt(Ty, R.below(W)));
  }
  }
}

Value *FunctionGen::guardUDivisor(Value *D) {
  Type *Ty = D->getType();
  unsigned W = Ty->getScalarSizeInBits();
  if (MG.Opts.OmitGuardsForTesting)
    return D;
  switch (R.below(5)) {
  case 0:
    return B.CreateOr(D, constInt(Ty, 1));
  case 1: {
    APInt C(W, R.below(3) + 1, false, /*implicitTrunc=*/true);
    if (C.isZero())
      C = APInt(W, 1);
    return B.CreateSelect(B.CreateICmpEQ(D, constInt(Ty, 0)), splatConst(Ty, C),
                          D);
  }
  case 2:
    return B.CreateIntrinsic(Intrinsic::umax, {Ty}, {D, constInt(Ty, 1)});
  case 3: {
    // A non-zero constant divisor.
    APInt C = MG.interestingInt(W);
    if (C.isZero())
      C = APInt(W, 1);
    return splatConst(Ty, C);
  }
  default: {
    if (W == 1)
      return B.CreateOr(D, constInt(Ty, 1));
    // d + (d == 0): one more than zero exactly when zero.
    Value *IsZero = B.CreateZExt(B.CreateICmpEQ(D, constInt(Ty, 0)), Ty);
    return B.CreateAdd(D, IsZero);
  }
  }
}

Value *FunctionGen::guardSDivisor(Value *X, Value *D) {
  Type *Ty = D->getType();
  unsigned W = Ty->getScalarSizeInBits();
  assert(W >= 2 && "signed division of i1 always divides by -1");
  if (MG.Opts.OmitGuardsForTesting)
    return D;
  APInt Min = APInt::getSignedMinValue(W), Max = APInt::getSignedMaxValue(W);
  switch (R.below(6)) {
  case 0:
    // Positive and non-zero: neither zero nor -1.
    return B.CreateOr(B.CreateAnd(D, splatConst(Ty, Max)), constInt(Ty, 1));
  case 1: {
    // Exactly the two undefined cases replaced.
    Value *Zero = B.CreateICmpEQ(D, constInt(Ty, 0));
    Value *Ovf =
        B.CreateAnd(B.CreateICmpEQ(X, splatConst(Ty, Min)),
                    B.CreateICmpEQ(D, splatConst(Ty, APInt::getAllOnes(W))));
    return B.CreateSelect(B.CreateOr(Zero, Ovf), constInt(Ty, 1), D);
  }
  case 2: {
    // d + 1 u< 2 exactly when d is 0 or -1.
    Value *Bad =
        B.CreateICmpULT(B.CreateAdd(D, constInt(Ty, 1)), constInt(Ty, 2));
    APInt C = MG.interestingInt(W);
    if (C.isZero() || C.isAllOnes())
      C = APInt(W, 1);
    return B.CreateSelect(Bad, splatConst(Ty, C), D);
  }
  case 3:
    return B.CreateIntrinsic(Intrinsic::smax, {Ty}, {D, constInt(Ty, 1)});
  case 4: {
    APInt C = MG.interestingInt(W);
    if (C.isZero() || C.isAllOnes())
      C = R.coin() ? APInt(W, 1) : Min;
    return splatConst(Ty, C);
  }
  default: {
    // Odd (never zero), then -1 replaced.
    Value *Odd = B.CreateOr(D, constInt(Ty, 1));
    Value *M1 = B.CreateICmpEQ(Odd, splatConst(Ty, APInt::getAllOnes(W)));
    return B.CreateSelect(M1, constInt(Ty, 1), Odd);
  }
  }
}

Value *FunctionGen::divisionIsSafe(Value *X, Value *D, bool Signed) {
  Type *Ty = D->getType();
  unsigned W = Ty->getScalarSizeInBits();
  Value *Ok = B.CreateICmpNE(D, constInt(Ty, 0));
  if (Signed) {
    Value *Ovf = B.CreateAnd(
        B.CreateICmpEQ(X, splatConst(Ty, APInt::getSignedMinValue(W))),
        B.CreateICmpEQ(D, splatConst(Ty, APInt::getAllOnes(W))));
    Ok = R.coin()
             ? B.CreateAnd(Ok, B.CreateNot(Ovf))
             : B.CreateSelect(Ovf, ConstantInt::getFalse(Ok->getType()), Ok);
  }
  if (auto *VT = dyn_cast<FixedVectorType>(Ok->getType())) {
    // Every lane must be safe.
    unsigned N = VT->getNumElements();
    Value *Bits = B.CreateBitCast(Ok, MG.intTy(N));
    Ok = B.CreateICmpEQ(Bits,
                        ConstantInt::get(MG.intTy(N), APInt::getAllOnes(N)));
  }
  if (MG.Opts.OmitGuardsForTesting)
    return ConstantInt::getTrue(Ctx);
  return Ok;
}

Value *FunctionGen::clampBelow(Value *V, uint64_t K) {
  Type *Ty = V->getType();
  assert(K >= 1 && "empty range");
  assert((Ty->getIntegerBitWidth() >= 64 ||
          K <= (uint64_t(1) << Ty->getIntegerBitWidth())) &&
         "bound does not fit the type");
  if (K == 1)
    return R.coin() ? constInt(Ty, 0) : B.CreateAnd(V, constInt(Ty, 0));
  unsigned W = Ty->getIntegerBitWidth();
  if (W < 64 && K >= (uint64_t(1) << W))
    return V; // every value of the type is below K
  switch (R.below(4)) {
  case 0:
    return B.CreateAnd(V, constInt(Ty, floorPow2(K) - 1));
  case 1:
    return B.CreateURem(V, constInt(Ty, K));
  case 2:
    return B.CreateIntrinsic(Intrinsic::umin, {Ty}, {V, constInt(Ty, K - 1)});
  default:
    return B.CreateSelect(B.CreateICmpULT(V, constInt(Ty, K)), V,
                          constInt(Ty, R.below(K)));
  }
}

Value *FunctionGen::clampIndex(Value *V, uint64_t K, IntegerType *IdxTy) {
  if (V->getType()->isVectorTy() || !V->getType()->isIntegerTy())
    V = convert(V, IdxTy);
  V = convertScalarInt(V, IdxTy);
  return clampBelow(V, K);
}

Value *FunctionGen::clampIndex(uint64_t K) {
  IntegerType *IdxTy = MG.intTy(R.coin() ? 32 : 64);
  if (R.chance(1, 4))
    return ConstantInt::get(IdxTy, R.below(K));
  Value *Src = nullptr;
  for (unsigned Try = 0; Try < 4 && !Src; ++Try)
    if (!Pool.empty()) {
      Value *V = Pool[R.below(Pool.size())];
      if (V->getType()->isIntegerTy())
        Src = V;
    }
  if (!Src)
    Src = pick(IdxTy);
  return clampIndex(Src, K, IdxTy);
}

//===----------------------------------------------------------------------===//
// Integer operations
//===----------------------------------------------------------------------===//

Value *FunctionGen::emitValue(Type *Ty) {
  Value *V;
  if (Ty->isFPOrFPVectorTy())
    V = emitFP(Ty);
  else if (Ty->isAggregateType())
    V = buildAggregate(Ty);
  else
    V = emitIntValue(Ty);
  if (!isa<Constant>(V) && !isa<Argument>(V))
    add(V);
  return V;
}

Value *FunctionGen::emitIntValue(Type *Ty) {
  bool IsBool = Ty->getScalarType()->isIntegerTy(1);
  SmallVector<unsigned, 16> Ws(NumOps, 0);
  for (Op O : {Op::Arith, Op::Logic, Op::Shift, Op::Div, Op::Select, Op::Cast,
               Op::Freeze, Op::Intrinsic, Op::VectorOp, Op::Aggregate,
               Op::FPConv, Op::Peephole})
    Ws[static_cast<unsigned>(O)] = MG.weight(O);
  if (IsBool)
    Ws[static_cast<unsigned>(Op::Cmp)] = MG.weight(Op::Cmp) * 3 + 1;
  for (unsigned Try = 0; Try < 3; ++Try) {
    Value *V = nullptr;
    switch (static_cast<Op>(R.weighted(Ws))) {
    case Op::Arith:
      V = emitArith(Ty);
      break;
    case Op::Logic:
      V = emitLogic(Ty);
      break;
    case Op::Shift:
      V = emitShift(Ty);
      break;
    case Op::Div:
      V = emitDiv(Ty);
      break;
    case Op::Cmp:
      V = emitCmp(Ty);
      break;
    case Op::Select:
      V = emitSelect(Ty);
      break;
    case Op::Cast:
      V = emitCast(Ty);
      break;
    case Op::Freeze:
      V = B.CreateFreeze(pickNonConst(Ty));
      break;
    case Op::Intrinsic:
      V = emitIntrinsic(Ty);
      break;
    case Op::VectorOp:
      V = emitVectorOp(Ty);
      break;
    case Op::Aggregate:
      V = emitAggregateExtract(Ty);
      break;
    case Op::FPConv:
      V = emitFPToInt(Ty);
      break;
    case Op::Peephole:
      V = emitPeephole(Ty);
      break;
    default:
      break;
    }
    if (V)
      return V;
  }
  return emitArith(Ty);
}

const char *refinery::gen::idiomName(Idiom I) {
  static const char *Names[] = {"const-chain", "shift-mask", "cmp-ladder",
                                "clamp",       "neg-abs",    "bool-ext",
                                "mask-test"};
  static_assert(std::size(Names) == NumIdioms, "names");
  return Names[static_cast<unsigned>(I)];
}

Constant *FunctionGen::peepholeConst(Type *Ty, bool ShiftAmount) {
  unsigned W = Ty->getScalarSizeInBits();
  APInt C = MG.interestingInt(W);
  // (A shift amount from the low word: getZExtValue would assert on a
  // value of more than 64 bits.)
  if (ShiftAmount)
    C = APInt(W, C.getRawData()[0] % W);
  return splatConst(Ty, C);
}

Value *FunctionGen::emitPeephole(Type *Ty) {
  if (!Ty->isIntOrIntVectorTy())
    return nullptr;
  bool IsBool = Ty->getScalarType()->isIntegerTy(1);
  // An i1 result: a compare ladder or a mask test of a wider value.
  Type *XTy =
      IsBool ? withElem(Ty, IntegerType::get(Ctx, MG.randomWidth())) : Ty;
  Value *X = pickNonConst(XTy);
  auto Cmp = [&](Value *V) {
    static const CmpInst::Predicate Preds[] = {
        CmpInst::ICMP_EQ,  CmpInst::ICMP_NE,  CmpInst::ICMP_ULT,
        CmpInst::ICMP_UGT, CmpInst::ICMP_SLT, CmpInst::ICMP_SGT,
        CmpInst::ICMP_ULE, CmpInst::ICMP_SGE};
    return B.CreateICmp(Preds[R.below(std::size(Preds))], V,
                        peepholeConst(V->getType()));
  };
  auto BinOp = [&](unsigned K, Value *A, Value *C) -> Value * {
    static const Instruction::BinaryOps Ops[] = {
        Instruction::Add, Instruction::Sub, Instruction::Mul,
        Instruction::And, Instruction::Or,  Instruction::Xor};
    return B.CreateBinOp(Ops[K % std::size(Ops)], A, C);
  };
  // Constant chains three times as often as each other idiom.
  Idiom I = IsBool           ? (R.coin() ? Idiom::CmpLadder : Idiom::MaskTest)
            : R.chance(1, 3) ? Idiom::ConstChain
                             : static_cast<Idiom>(R.below(NumIdioms));
  Value *V = nullptr;
  switch (I) {
  case Idiom::ConstChain: {
    // Mostly one operation twice, add most often (add (add X, C1), C2:
    // reassociation's material), else two.
    unsigned Op1 = R.chance(1, 2) ? 0 : R.below(6);
    unsigned Op2 = R.chance(3, 4) ? Op1 : R.below(6);
    V = BinOp(Op2, BinOp(Op1, X, peepholeConst(Ty)), peepholeConst(Ty));
    break;
  }
  case Idiom::ShiftMask: {
    Constant *S = peepholeConst(Ty, /*ShiftAmount=*/true);
    switch (R.below(4)) {
    case 0:
      V = B.CreateAnd(B.CreateShl(X, S), peepholeConst(Ty));
      break;
    case 1:
      V = B.CreateLShr(B.CreateShl(X, S), S);
      break;
    case 2:
      V = B.CreateShl(B.CreateLShr(X, S), S);
      break;
    default:
      V = B.CreateAnd(R.coin() ? B.CreateLShr(X, S) : B.CreateAShr(X, S),
                      peepholeConst(Ty));
      break;
    }
    break;
  }
  case Idiom::CmpLadder: {
    Value *C =
        R.coin() ? B.CreateAnd(Cmp(X), Cmp(X)) : B.CreateOr(Cmp(X), Cmp(X));
    V = IsBool ? C : B.CreateSelect(C, X, peepholeConst(Ty));
    break;
  }
  case Idiom::Clamp: {
    Constant *C = peepholeConst(Ty);
    static const CmpInst::Predicate Preds[] = {
        CmpInst::ICMP_SLT, CmpInst::ICMP_SGT, CmpInst::ICMP_ULT,
        CmpInst::ICMP_UGT};
    Value *Cond = B.CreateICmp(Preds[R.below(4)], X, C);
    V = R.coin() ? B.CreateSelect(Cond, C, X) : B.CreateSelect(Cond, X, C);
    break;
  }
  case Idiom::NegAbs: {
    Value *Zero = Constant::getNullValue(Ty);
    switch (R.below(3)) {
    case 0:
      V = B.CreateSub(Zero, X);
      break;
    case 1:
      V = B.CreateAdd(B.CreateXor(X, Constant::getAllOnesValue(Ty)),
                      constInt(Ty, 1));
      break;
    default:
      V = B.CreateSelect(B.CreateICmpSLT(X, Zero), B.CreateSub(Zero, X), X);
      break;
    }
    break;
  }
  case Idiom::BoolExt: {
    Value *E = R.coin() ? B.CreateZExt(Cmp(X), Ty) : B.CreateSExt(Cmp(X), Ty);
    V = R.coin() ? B.CreateAdd(X, E) : E;
    break;
  }
  case Idiom::MaskTest: {
    Constant *M = peepholeConst(XTy);
    Value *A = B.CreateAnd(X, M);
    Value *C = R.coin() ? B.CreateICmpEQ(A, M)
                        : B.CreateICmpNE(A, Constant::getNullValue(XTy));
    V = IsBool ? C : B.CreateSelect(C, X, peepholeConst(Ty));
    break;
  }
  case Idiom::NumIdioms:
    llvm_unreachable("not an idiom");
  }
  ++MG.IdiomCount[static_cast<unsigned>(I)];
  return V;
}

Value *FunctionGen::emitArith(Type *Ty) {
  Value *A = pickNonConst(Ty), *C = pick(Ty);
  if (R.chance(1, 5))
    std::swap(A, C);
  switch (R.below(3)) {
  case 0:
    return B.CreateAdd(A, C);
  case 1:
    return B.CreateSub(A, C);
  default:
    return B.CreateMul(A, C);
  }
}

Value *FunctionGen::emitLogic(Type *Ty) {
  Value *A = pickNonConst(Ty), *C = pick(Ty);
  switch (R.below(4)) {
  case 0:
    return B.CreateAnd(A, C);
  case 1:
    return B.CreateOr(A, C);
  case 2:
    return B.CreateXor(A, C);
  default:
    return B.CreateXor(A, Constant::getAllOnesValue(Ty)); // not
  }
}

Value *FunctionGen::emitShift(Type *Ty) {
  Value *A = pickNonConst(Ty);
  Value *Amt = guardShiftAmount(pick(Ty));
  switch (R.below(3)) {
  case 0:
    return B.CreateShl(A, Amt);
  case 1:
    return B.CreateLShr(A, Amt);
  default:
    return B.CreateAShr(A, Amt);
  }
}

Value *FunctionGen::emitDiv(Type *Ty) {
  bool CanSigned = Ty->getScalarSizeInBits() >= 2;
  unsigned K = R.below(CanSigned ? 4 : 2);
  Value *X = pickNonConst(Ty),
        *D = R.chance(2, 3) ? pickNonConst(Ty) : pick(Ty);
  switch (K) {
  case 0:
    return B.CreateUDiv(X, guardUDivisor(D));
  case 1:
    return B.CreateURem(X, guardUDivisor(D));
  case 2:
    return B.CreateSDiv(X, guardSDivisor(X, D));
  default:
    return B.CreateSRem(X, guardSDivisor(X, D));
  }
}

Value *FunctionGen::emitCmp(Type *Ty) {
  assert(Ty->getScalarType()->isIntegerTy(1) && "compares make booleans");
  unsigned N = lanes(Ty);
  if (MG.has(Feature::FP) && R.chance(1, 6))
    if (Value *C = emitFCmp(Ty))
      return C;
  // The operand type: that of a pool value with the right lane count, or
  // a palette width.
  Type *OT = nullptr;
  for (unsigned Try = 0; Try < 4 && !OT && !Pool.empty(); ++Try) {
    Type *T = Pool[R.below(Pool.size())]->getType();
    if (T->isIntOrIntVectorTy() && lanes(T) == N)
      OT = T;
  }
  if (!OT)
    OT = withElem(Ty, MG.intTy(std::min(64u, MG.randomWidth())));
  auto P = static_cast<CmpInst::Predicate>(
      CmpInst::FIRST_ICMP_PREDICATE +
      R.below(CmpInst::LAST_ICMP_PREDICATE - CmpInst::FIRST_ICMP_PREDICATE +
              1));
  Value *A = pickNonConst(OT), *C = pick(OT);
  return B.CreateICmp(P, A, C);
}

Value *FunctionGen::emitSelect(Type *Ty) {
  Type *CondTy = MG.intTy(1);
  if (lanes(Ty) && R.coin())
    CondTy = withElem(Ty, CondTy);
  Value *C = pick(CondTy);
  return B.CreateSelect(C, pickNonConst(Ty), pick(Ty));
}

Value *FunctionGen::emitCast(Type *Ty) {
  // A value of another integer (or vector) type, converted.
  for (unsigned Try = 0; Try < 4 && !Pool.empty(); ++Try) {
    Value *V = Pool[R.below(Pool.size())];
    if (V->getType() != Ty && V->getType()->isIntOrIntVectorTy())
      return convert(V, Ty);
  }
  return convert(pick(randomIntOrVecType()), Ty);
}

//===----------------------------------------------------------------------===//
// Intrinsics
//===----------------------------------------------------------------------===//

Value *FunctionGen::emitIntrinsic(Type *Ty) {
  unsigned W = Ty->getScalarSizeInBits();
  enum Kind {
    MinMax,
    Abs,
    CtPop,
    Ctlz,
    Cttz,
    BSwap,
    BitRev,
    Funnel,
    Sat,
    ShlSat,
    WithOvf,
    Cmp3,
    Reduce,
    NumKinds
  };
  SmallVector<Kind, NumKinds> Ok = {MinMax, Abs,    CtPop, Ctlz,   Cttz,
                                    BitRev, Funnel, Sat,   ShlSat, WithOvf};
  if (W % 16 == 0)
    Ok.push_back(BSwap);
  if (W >= 2)
    Ok.push_back(Cmp3);
  if (!lanes(Ty) && MG.has(Feature::Vectors) && W <= 64)
    Ok.push_back(Reduce);
  Kind K = Ok[R.below(Ok.size())];
  auto Un = [&](Intrinsic::ID ID) {
    return B.CreateIntrinsic(ID, {Ty}, {pickNonConst(Ty)});
  };
  auto Bin = [&](Intrinsic::ID ID) {
    return B.CreateIntrinsic(ID, {Ty}, {pickNonConst(Ty), pick(Ty)});
  };
  switch (K) {
  case MinMax: {
    static const Intrinsic::ID IDs[] = {Intrinsic::smin, Intrinsic::smax,
                                        Intrinsic::umin, Intrinsic::umax};
    return Bin(IDs[R.below(4)]);
  }
  case Abs:
    // is_int_min_poison = false: abs(INT_MIN) is INT_MIN.
    return B.CreateIntrinsic(Intrinsic::abs, {Ty},
                             {pickNonConst(Ty), B.getFalse()});
  case CtPop:
    return Un(Intrinsic::ctpop);
  case Ctlz:
  case Cttz:
    // is_zero_poison = false: zero gives the width.
    return B.CreateIntrinsic(K == Ctlz ? Intrinsic::ctlz : Intrinsic::cttz,
                             {Ty}, {pickNonConst(Ty), B.getFalse()});
  case BSwap:
    return Un(Intrinsic::bswap);
  case BitRev:
    return Un(Intrinsic::bitreverse);
  case Funnel:
    // The amount is taken modulo the width: no guard needed.
    return B.CreateIntrinsic(R.coin() ? Intrinsic::fshl : Intrinsic::fshr, {Ty},
                             {pickNonConst(Ty), pick(Ty), pick(Ty)});
  case Sat: {
    static const Intrinsic::ID IDs[] = {
        Intrinsic::sadd_sat, Intrinsic::uadd_sat, Intrinsic::ssub_sat,
        Intrinsic::usub_sat};
    return Bin(IDs[R.below(4)]);
  }
  case ShlSat:
    // Poison for amounts >= the width: guarded like a shift.
    return B.CreateIntrinsic(
        R.coin() ? Intrinsic::sshl_sat : Intrinsic::ushl_sat, {Ty},
        {pickNonConst(Ty), guardShiftAmount(pick(Ty))});
  case WithOvf: {
    static const Intrinsic::ID IDs[] = {
        Intrinsic::sadd_with_overflow, Intrinsic::uadd_with_overflow,
        Intrinsic::ssub_with_overflow, Intrinsic::usub_with_overflow,
        Intrinsic::smul_with_overflow, Intrinsic::umul_with_overflow};
    // Multiplication beyond 64 bits needs compiler-rt's __muloti4 natively.
    Intrinsic::ID ID = IDs[R.below(W <= 64 ? 6 : 4)];
    Value *S = B.CreateIntrinsic(ID, {Ty}, {pickNonConst(Ty), pick(Ty)});
    Value *Flag = B.CreateExtractValue(S, 1);
    add(Flag);
    if (Ty->getScalarType()->isIntegerTy(1) && R.coin())
      return Flag;
    return B.CreateExtractValue(S, 0);
  }
  case Cmp3: {
    Type *OT = withElem(Ty, MG.intTy(std::min(64u, MG.randomWidth())));
    for (unsigned Try = 0; Try < 3 && !Pool.empty(); ++Try) {
      Type *T = Pool[R.below(Pool.size())]->getType();
      if (T->isIntOrIntVectorTy() && lanes(T) == lanes(Ty))
        OT = T;
    }
    return B.CreateIntrinsic(R.coin() ? Intrinsic::scmp : Intrinsic::ucmp,
                             {Ty, OT}, {pickNonConst(OT), pick(OT)});
  }
  case Reduce: {
    Value *Vec = nullptr;
    for (size_t I = Pool.size(); I-- > 0 && !Vec;)
      if (auto *VT = dyn_cast<FixedVectorType>(Pool[I]->getType()))
        if (VT->getElementType() == Ty && R.chance(2, 3))
          Vec = Pool[I];
    if (!Vec) {
      unsigned N =
          MG.VecTypes.empty()
              ? 4
              : MG.VecTypes[R.below(MG.VecTypes.size())]->getNumElements();
      Vec = pick(FixedVectorType::get(Ty, N));
    }
    static const Intrinsic::ID IDs[] = {
        Intrinsic::vector_reduce_add,  Intrinsic::vector_reduce_mul,
        Intrinsic::vector_reduce_and,  Intrinsic::vector_reduce_or,
        Intrinsic::vector_reduce_xor,  Intrinsic::vector_reduce_smax,
        Intrinsic::vector_reduce_smin, Intrinsic::vector_reduce_umax,
        Intrinsic::vector_reduce_umin};
    return B.CreateIntrinsic(IDs[R.below(9)], {Vec->getType()}, {Vec});
  }
  case NumKinds:
    break;
  }
  llvm_unreachable("intrinsic kind");
}

//===----------------------------------------------------------------------===//
// Vectors and aggregates
//===----------------------------------------------------------------------===//

Value *FunctionGen::emitVectorOp(Type *Ty) {
  auto *VT = dyn_cast<FixedVectorType>(Ty);
  if (!VT) {
    // extractelement from a vector of Ty.
    Value *Vec = nullptr;
    for (size_t I = Pool.size(); I-- > 0 && !Vec;)
      if (auto *PT = dyn_cast<FixedVectorType>(Pool[I]->getType()))
        if (PT->getElementType() == Ty && R.chance(2, 3))
          Vec = Pool[I];
    if (!Vec) {
      if (MG.VecTypes.empty() || Ty->getIntegerBitWidth() > 64)
        return nullptr;
      unsigned N = MG.VecTypes[R.below(MG.VecTypes.size())]->getNumElements();
      Vec = pickNonConst(FixedVectorType::get(Ty, N));
    }
    unsigned N = cast<FixedVectorType>(Vec->getType())->getNumElements();
    if (R.chance(2, 3))
      return B.CreateExtractElement(Vec, uint64_t(R.below(N)));
    return B.CreateExtractElement(Vec, clampIndex(N));
  }
  unsigned N = VT->getNumElements();
  Type *E = VT->getElementType();
  if (R.coin()) {
    Value *Idx = R.chance(2, 3) ? B.getInt64(R.below(N)) : clampIndex(N);
    return B.CreateInsertElement(pickNonConst(Ty), pick(E), Idx);
  }
  // shufflevector of two vectors with Ty's lane type (any lane count);
  // every mask lane names a source lane (no poison lanes).
  Value *A = nullptr;
  for (size_t I = Pool.size(); I-- > 0 && !A;)
    if (auto *PT = dyn_cast<FixedVectorType>(Pool[I]->getType()))
      if (PT->getElementType() == E && R.chance(1, 2))
        A = Pool[I];
  if (!A)
    A = pickNonConst(Ty);
  unsigned M = cast<FixedVectorType>(A->getType())->getNumElements();
  Value *C = pick(A->getType());
  SmallVector<int, 16> Mask;
  for (unsigned I = 0; I < N; ++I)
    Mask.push_back(R.below(2 * M));
  return B.CreateShuffleVector(A, C, Mask);
}

Value *FunctionGen::buildAggregate(Type *Ty) {
  Value *Agg = MG.constantOf(Ty);
  unsigned N = isa<StructType>(Ty) ? Ty->getStructNumElements()
                                   : Ty->getArrayNumElements();
  for (unsigned I = 0; I < N; ++I) {
    if (R.chance(1, 5))
      continue; // the constant's field stays
    Type *ET = isa<StructType>(Ty) ? Ty->getStructElementType(I)
                                   : Ty->getArrayElementType();
    Agg = B.CreateInsertValue(Agg, pick(ET), I);
  }
  return Agg;
}

Value *FunctionGen::emitAggregateExtract(Type *Ty) {
  for (size_t I = Pool.size(); I-- > 0;) {
    auto *ST = dyn_cast<StructType>(Pool[I]->getType());
    if (!ST || R.chance(1, 3))
      continue;
    for (unsigned K = 0; K < ST->getNumElements(); ++K)
      if (ST->getElementType(K) == Ty)
        return B.CreateExtractValue(Pool[I], K);
  }
  for (StructType *ST : MG.ValueStructs)
    for (unsigned K = 0; K < ST->getNumElements(); ++K)
      if (ST->getElementType(K) == Ty) {
        Value *Agg = buildAggregate(ST);
        add(Agg);
        return B.CreateExtractValue(Agg, K);
      }
  return nullptr;
}
