//===- semantics/IntOps.cpp - Integer operation rules ---------------------===//
//
// Every rule cites the LangRef (LLVM 22) section it implements.
//
//===----------------------------------------------------------------------===//
#include "semantics/IntOps.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Operator.h"
#include <optional>

using namespace llvm;
using namespace refinery;

unsigned refinery::intFlagsOf(const Instruction &I) {
  unsigned F = 0;
  if (auto *OBO = dyn_cast<OverflowingBinaryOperator>(&I)) {
    if (OBO->hasNoSignedWrap())
      F |= FlagNSW;
    if (OBO->hasNoUnsignedWrap())
      F |= FlagNUW;
  }
  // trunc carries nuw/nsw itself (it is not an OverflowingBinaryOperator).
  if (auto *TI = dyn_cast<TruncInst>(&I)) {
    if (TI->hasNoSignedWrap())
      F |= FlagNSW;
    if (TI->hasNoUnsignedWrap())
      F |= FlagNUW;
  }
  if (auto *PE = dyn_cast<PossiblyExactOperator>(&I))
    if (PE->isExact())
      F |= FlagExact;
  if (auto *PD = dyn_cast<PossiblyDisjointInst>(&I))
    if (PD->isDisjoint())
      F |= FlagDisjoint;
  if (auto *NN = dyn_cast<PossiblyNonNegInst>(&I))
    if (NN->hasNonNeg())
      F |= FlagNNeg;
  if (auto *IC = dyn_cast<ICmpInst>(&I))
    if (IC->hasSameSign())
      F |= FlagSameSign;
  return F;
}

ScalarResult refinery::intBinary(Instruction::BinaryOps Op, unsigned Flags,
                                 const APInt &A, bool PoisonA, const APInt &B,
                                 bool PoisonB) {
  unsigned W = A.getBitWidth();
  assert(B.getBitWidth() == W && "operand widths differ");
  bool NSW = Flags & FlagNSW, NUW = Flags & FlagNUW, Exact = Flags & FlagExact;

  switch (Op) {
  case Instruction::UDiv:
  case Instruction::URem:
  case Instruction::SDiv:
  case Instruction::SRem: {
    // LangRef "Poison Values": a poison divisor is immediate UB.
    if (PoisonB)
      return ScalarResult::ub("division by poison", W);
    // LangRef "'udiv' Instruction" et al.: division by zero is UB.
    if (B.isZero())
      return ScalarResult::ub("division by zero", W);
    bool Signed = Op == Instruction::SDiv || Op == Instruction::SRem;
    // LangRef "'sdiv'"/"'srem'": INT_MIN / -1 overflows, which is UB. A
    // poison dividend may be INT_MIN, so it is UB with -1 as well (as in
    // Alive2, and as LLVM's speculation rules assume).
    if (Signed && B.isAllOnes() && (PoisonA || A.isMinSignedValue()))
      return ScalarResult::ub("signed division overflow", W);
    if (PoisonA)
      return ScalarResult::poison(W);
    switch (Op) {
    case Instruction::UDiv:
      // "If the exact keyword is present, the result value of the udiv is a
      // poison value if %op1 is not a multiple of %op2".
      if (Exact && !A.urem(B).isZero())
        return ScalarResult::poison(W);
      return ScalarResult::value(A.udiv(B));
    case Instruction::SDiv:
      if (Exact && !A.srem(B).isZero())
        return ScalarResult::poison(W);
      return ScalarResult::value(A.sdiv(B));
    case Instruction::URem:
      return ScalarResult::value(A.urem(B));
    default:
      return ScalarResult::value(A.srem(B));
    }
  }
  default:
    break;
  }

  if (PoisonA || PoisonB)
    return ScalarResult::poison(W);

  bool Ov = false;
  switch (Op) {
  case Instruction::Add: {
    // LangRef "'add'": nuw/nsw make unsigned/signed overflow poison.
    if (NUW) {
      (void)A.uadd_ov(B, Ov);
      if (Ov)
        return ScalarResult::poison(W);
    }
    if (NSW) {
      (void)A.sadd_ov(B, Ov);
      if (Ov)
        return ScalarResult::poison(W);
    }
    return ScalarResult::value(A + B);
  }
  case Instruction::Sub: {
    if (NUW) {
      (void)A.usub_ov(B, Ov);
      if (Ov)
        return ScalarResult::poison(W);
    }
    if (NSW) {
      (void)A.ssub_ov(B, Ov);
      if (Ov)
        return ScalarResult::poison(W);
    }
    return ScalarResult::value(A - B);
  }
  case Instruction::Mul: {
    if (NUW) {
      (void)A.umul_ov(B, Ov);
      if (Ov)
        return ScalarResult::poison(W);
    }
    if (NSW) {
      (void)A.smul_ov(B, Ov);
      if (Ov)
        return ScalarResult::poison(W);
    }
    return ScalarResult::value(A * B);
  }
  case Instruction::Shl: {
    // LangRef "'shl'": a shift amount >= the width is poison; nuw: poison
    // if any non-zero bit is shifted out; nsw: poison if any shifted-out
    // bit disagrees with the result's sign bit.
    if (B.uge(W))
      return ScalarResult::poison(W);
    unsigned Amt = B.getZExtValue();
    APInt R = A.shl(Amt);
    if (NUW && R.lshr(Amt) != A)
      return ScalarResult::poison(W);
    if (NSW && R.ashr(Amt) != A)
      return ScalarResult::poison(W);
    return ScalarResult::value(std::move(R));
  }
  case Instruction::LShr:
  case Instruction::AShr: {
    // LangRef "'lshr'"/"'ashr'": amount >= width is poison; exact: poison
    // if any non-zero bit is shifted out.
    if (B.uge(W))
      return ScalarResult::poison(W);
    unsigned Amt = B.getZExtValue();
    if (Exact && Amt != 0 && A.countr_zero() < Amt)
      return ScalarResult::poison(W);
    return ScalarResult::value(Op == Instruction::LShr ? A.lshr(Amt)
                                                       : A.ashr(Amt));
  }
  case Instruction::And:
    return ScalarResult::value(A & B);
  case Instruction::Or:
    // LangRef "'or'": disjoint makes the result poison if A & B != 0.
    if ((Flags & FlagDisjoint) && A.intersects(B))
      return ScalarResult::poison(W);
    return ScalarResult::value(A | B);
  case Instruction::Xor:
    return ScalarResult::value(A ^ B);
  default:
    llvm_unreachable("not an integer binary operator");
  }
}

ScalarResult refinery::intCompare(CmpInst::Predicate Pred, unsigned Flags,
                                  const APInt &A, bool PoisonA, const APInt &B,
                                  bool PoisonB) {
  if (PoisonA || PoisonB)
    return ScalarResult::poison(1);
  // LangRef "'icmp'": with samesign, the result is poison if the operands
  // have different sign bits.
  if ((Flags & FlagSameSign) && A.isNegative() != B.isNegative())
    return ScalarResult::poison(1);
  return ScalarResult::value(APInt(1, ICmpInst::compare(A, B, Pred)));
}

bool refinery::icmpSameOverClass(CmpInst::Predicate Pred, unsigned Flags,
                                 IntClass C, const APInt &X, const APInt &Other,
                                 bool XOnLeft) {
  if (C == IntClass::None)
    return false;
  // The class as intervals that cross neither zero nor the sign boundary:
  // each is contiguous in the signed and in the unsigned order, so on each
  // a relational predicate is monotone (one answer at both ends means one
  // answer inside), samesign's poison (LangRef "'icmp' Instruction": the
  // operands' signs differ) is one answer, and eq/ne change only at Other.
  unsigned W = X.getBitWidth();
  APInt Zero(W, 0), One(W, 1), MinusOne = APInt::getAllOnes(W),
                               SMin = APInt::getSignedMinValue(W),
                               SMax = APInt::getSignedMaxValue(W);
  SmallVector<std::pair<APInt, APInt>, 2> Ranges;
  if (X.isZero())
    Ranges.push_back({Zero, Zero});
  if (!X.isZero() && (C == IntClass::Zero || X.isNegative()))
    Ranges.push_back({SMin, MinusOne});
  // (i1 has no positive value.)
  if (!X.isZero() && (C == IntClass::Zero || !X.isNegative()) && W > 1)
    Ranges.push_back({One, SMax});
  std::optional<ScalarResult> First;
  for (const auto &[Lo, Hi] : Ranges) {
    if (ICmpInst::isEquality(Pred) && Lo != Hi && Other.sge(Lo) &&
        Other.sle(Hi))
      return false;
    for (const APInt *V : {&Lo, &Hi}) {
      ScalarResult R = XOnLeft
                           ? intCompare(Pred, Flags, *V, false, Other, false)
                           : intCompare(Pred, Flags, Other, false, *V, false);
      if (!First)
        First = std::move(R);
      else if (R.K != First->K || R.V != First->V)
        return false;
    }
  }
  return true;
}

ScalarResult refinery::intCast(Instruction::CastOps Op, unsigned Flags,
                               const APInt &A, bool PoisonA,
                               unsigned DstWidth) {
  if (PoisonA)
    return ScalarResult::poison(DstWidth);
  switch (Op) {
  case Instruction::Trunc: {
    // LangRef "'trunc'": nuw: poison if any truncated bit is non-zero;
    // nsw: poison if the truncated bits are not all equal to the result's
    // sign bit.
    APInt R = A.trunc(DstWidth);
    if ((Flags & FlagNUW) && R.zext(A.getBitWidth()) != A)
      return ScalarResult::poison(DstWidth);
    if ((Flags & FlagNSW) && R.sext(A.getBitWidth()) != A)
      return ScalarResult::poison(DstWidth);
    return ScalarResult::value(std::move(R));
  }
  case Instruction::ZExt:
    // LangRef "'zext'": nneg makes a negative operand poison.
    if ((Flags & FlagNNeg) && A.isNegative())
      return ScalarResult::poison(DstWidth);
    return ScalarResult::value(A.zext(DstWidth));
  case Instruction::SExt:
    return ScalarResult::value(A.sext(DstWidth));
  default:
    llvm_unreachable("not an integer cast");
  }
}
