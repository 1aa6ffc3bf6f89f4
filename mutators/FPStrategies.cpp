//===- mutators/FPStrategies.cpp - Floating-point forms -------------------===//
///
/// \file
/// `fp-forms`: rewrites a floating-point computation into a neighbouring
/// form that InstCombine's floating-point folds relate, where NaNs and
/// signed zeros make most of them wrong:
///
/// * `select (fcmp P A, B), A, B` (arms in either order) to one of the six
///   min/max intrinsics (minnum/maxnum, minimum/maximum,
///   minimumnum/maximumnum), and a min/max intrinsic back to an fcmp+select;
/// * `fsub -0.0, X` to `fneg X` and `fneg X` to `fsub -0.0, X` (LangRef
///   'fneg' Instruction: the same but for the NaN rules), and `fsub 0.0,
///   X` to `fneg X` (different for X = +0.0);
/// * a floating-point zero operand to the zero of the other sign.
///
/// The mutants need not be equivalent to the original: each is a new
/// program whose optimization is checked on its own.
///
//===----------------------------------------------------------------------===//
#include "mutators/MutationUtil.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;
using namespace llvm::PatternMatch;
using namespace refinery;

namespace {

/// The floating-point min/max intrinsics, minimum kinds at even indices.
constexpr Intrinsic::ID FPMinMax[] = {
    Intrinsic::minnum,  Intrinsic::maxnum,     Intrinsic::minimum,
    Intrinsic::maximum, Intrinsic::minimumnum, Intrinsic::maximumnum};

/// The index of \p ID in FPMinMax, or -1.
int fpMinMaxIndex(Intrinsic::ID ID) {
  for (unsigned K = 0; K < std::size(FPMinMax); ++K)
    if (FPMinMax[K] == ID)
      return int(K);
  return -1;
}

/// Whether \p SI is `select (fcmp P A, B), A, B` or with the arms swapped;
/// sets \p IsMin to whether it picks the smaller operand when the compare
/// is ordered and true.
bool matchFPMinMaxSelect(SelectInst &SI, bool &IsMin) {
  auto *Cmp = dyn_cast<FCmpInst>(SI.getCondition());
  if (!Cmp || !SI.getType()->isFPOrFPVectorTy())
    return false;
  Value *A = Cmp->getOperand(0), *B = Cmp->getOperand(1);
  bool Same = SI.getTrueValue() == A && SI.getFalseValue() == B;
  bool Swapped = SI.getTrueValue() == B && SI.getFalseValue() == A;
  if (!Same && !Swapped)
    return false;
  bool Less;
  switch (Cmp->getPredicate()) {
  case FCmpInst::FCMP_OLT:
  case FCmpInst::FCMP_OLE:
  case FCmpInst::FCMP_ULT:
  case FCmpInst::FCMP_ULE:
    Less = true;
    break;
  case FCmpInst::FCMP_OGT:
  case FCmpInst::FCMP_OGE:
  case FCmpInst::FCMP_UGT:
  case FCmpInst::FCMP_UGE:
    Less = false;
    break;
  default:
    return false;
  }
  IsMin = Less == Same;
  return true;
}

/// True for an operand this strategy may flip the zero sign of.
bool isFPZeroOperand(const Instruction &I, unsigned OpNo) {
  auto *C = dyn_cast<Constant>(I.getOperand(OpNo));
  if (!C || !C->getType()->isFPOrFPVectorTy() ||
      !isConstantReplaceableOperand(I, OpNo))
    return false;
  const APFloat *F;
  return match(C, m_APFloat(F)) && F->isZero();
}

class FPFormsStrategy final : public Strategy {
public:
  StringRef name() const override { return "fp-forms"; }
  StringRef summary() const override {
    return "fcmp+select to and from FP min/max intrinsics, fsub -0.0 to and "
           "from fneg, flip the sign of an FP zero";
  }
  unsigned defaultWeight() const override { return 6; }

  bool apply(MutationContext &Ctx, Description &D) override {
    std::vector<Instruction *> Forms = Ctx.instructions([](Instruction &I) {
      bool IsMin;
      if (auto *SI = dyn_cast<SelectInst>(&I))
        return matchFPMinMaxSelect(*SI, IsMin);
      if (auto *II = dyn_cast<IntrinsicInst>(&I))
        return fpMinMaxIndex(II->getIntrinsicID()) >= 0;
      return I.getOpcode() == Instruction::FNeg ||
             match(&I, m_FSub(m_AnyZeroFP(), m_Value()));
    });
    std::vector<OperandRef> Zeros;
    for (Function *F : Ctx.functions())
      for (Instruction &I : instructions(*F))
        for (unsigned K = 0, E = I.getNumOperands(); K < E; ++K)
          if (isFPZeroOperand(I, K))
            Zeros.push_back({&I, K});
    if (Forms.empty() && Zeros.empty())
      return false;
    if (Zeros.empty() || (!Forms.empty() && Ctx.rng().chance(2, 3)))
      return rewrite(Ctx, Ctx.pick(Forms), D);
    return flipZero(Ctx.pick(Zeros), D);
  }

private:
  bool rewrite(MutationContext &Ctx, Instruction *I, Description &D) {
    Function &F = *I->getFunction();
    IRBuilder<> B(I);
    Value *R;
    StringRef What;
    bool IsMin;
    if (auto *SI = dyn_cast<SelectInst>(I);
        SI && matchFPMinMaxSelect(*SI, IsMin)) {
      // One of the three families, of the kind the select computes.
      Intrinsic::ID ID = FPMinMax[2 * Ctx.index(3) + (IsMin ? 0 : 1)];
      auto *Cmp = cast<FCmpInst>(SI->getCondition());
      R = B.CreateBinaryIntrinsic(ID, Cmp->getOperand(0), Cmp->getOperand(1));
      What = "select->min/max";
    } else if (auto *II = dyn_cast<IntrinsicInst>(I)) {
      bool Min = fpMinMaxIndex(II->getIntrinsicID()) % 2 == 0;
      Value *A = II->getArgOperand(0), *Bv = II->getArgOperand(1);
      // An ordered or unordered, strict or non-strict compare.
      static const FCmpInst::Predicate Less[] = {
          FCmpInst::FCMP_OLT, FCmpInst::FCMP_OLE, FCmpInst::FCMP_ULT,
          FCmpInst::FCMP_ULE};
      FCmpInst::Predicate P = Less[Ctx.index(4)];
      if (!Min)
        P = FCmpInst::getSwappedPredicate(P);
      R = B.CreateSelect(B.CreateFCmp(P, A, Bv, "mm.cmp"), A, Bv);
      What = "min/max->select";
    } else if (I->getOpcode() == Instruction::FNeg) {
      R = B.CreateFSub(ConstantFP::getNegativeZero(I->getType()),
                       I->getOperand(0));
      What = "fneg->fsub -0.0";
    } else {
      R = B.CreateFNeg(I->getOperand(1));
      What = "fsub 0->fneg";
    }
    // Keep the fast-math flags (the rewritten form may still carry them).
    if (auto *NI = dyn_cast<Instruction>(R); NI && isa<FPMathOperator>(NI))
      NI->copyFastMathFlags(I);
    replaceInst(I, R);
    D << What << " at " << R << " in ";
    D.fn(F);
    return true;
  }

  bool flipZero(const OperandRef &O, Description &D) {
    auto *Old = cast<Constant>(O.get());
    const APFloat *Z;
    match(Old, m_APFloat(Z));
    Type *Ty = Old->getType();
    Constant *New = Z->isNegative() ? ConstantFP::getZero(Ty)
                                    : ConstantFP::getNegativeZero(Ty);
    replaceOperand(O.I, O.OpNo, New);
    D << "replace " << Old << " with " << New << " in operand "
      << int64_t(O.OpNo) << " of " << O.I << " in ";
    D.fn(*O.I->getFunction());
    return true;
  }
};

} // namespace

std::unique_ptr<Strategy> refinery::createFPFormsStrategy() {
  return std::make_unique<FPFormsStrategy>();
}
