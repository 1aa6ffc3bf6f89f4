//===- mutators/ConstantStrategy.cpp - Interesting constants --------------===//
///
/// \file
/// Replaces an integer or floating-point constant operand (or one lane of
/// a vector constant, or the whole vector with a splat) by an interesting
/// one: 0, +-1, MIN, MAX, bw-1, powers of two and neighbours, neighbours of
/// the constants already in the function; for floats +-0, +-1, +-inf, NaN,
/// subnormals and the largest finite value. Boundary values are where
/// flags overflow, shifts become poison and folds have their corner cases.
///
//===----------------------------------------------------------------------===//
#include "mutators/MutationUtil.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace refinery;

namespace {

/// True if \p C is a constant this strategy rewrites: an integer or float
/// scalar, or a fixed vector of them without undef or poison lanes.
bool isRewritable(const Constant *C) {
  Type *Ty = C->getType();
  if (Ty->isIntegerTy() || Ty->isFloatingPointTy())
    return isa<ConstantInt>(C) || isa<ConstantFP>(C);
  auto *VT = dyn_cast<FixedVectorType>(Ty);
  if (!VT || !(VT->getElementType()->isIntegerTy() ||
               VT->getElementType()->isFloatingPointTy()))
    return false;
  if (isa<ConstantExpr>(C) || C->containsUndefOrPoisonElement())
    return false;
  for (unsigned K = 0, E = VT->getNumElements(); K < E; ++K) {
    const Constant *Elt = C->getAggregateElement(K);
    if (!Elt || !(isa<ConstantInt>(Elt) || isa<ConstantFP>(Elt)))
      return false;
  }
  return true;
}

/// An interesting scalar of type \p Ty, different from \p Cur if given.
Constant *interestingScalar(ChoiceSource &CS, Type *Ty, const Function &F,
                            const Constant *Cur) {
  if (auto *IT = dyn_cast<IntegerType>(Ty)) {
    const auto *CI = dyn_cast_or_null<ConstantInt>(Cur);
    APInt X = interestingInt(CS, IT->getBitWidth(),
                             intConstantsIn(F, IT->getBitWidth()),
                             CI ? &CI->getValue() : nullptr);
    return ConstantInt::get(IT, X);
  }
  const fltSemantics &Sem = Ty->getFltSemantics();
  const auto *CF = dyn_cast_or_null<ConstantFP>(Cur);
  APFloat X = interestingFloat(CS, Sem, fpConstantsIn(F, Sem),
                               CF ? &CF->getValueAPF() : nullptr);
  return ConstantFP::get(Ty->getContext(), X);
}

class ConstantStrategy final : public Strategy {
public:
  StringRef name() const override { return "constants"; }
  StringRef summary() const override {
    return "replace a constant by an interesting one (0, +-1, MIN, MAX, "
           "bw-1, powers of two, neighbours of the function's constants)";
  }
  unsigned defaultWeight() const override { return 12; }

  bool apply(MutationContext &Ctx, Description &D) override {
    std::vector<OperandRef> Cands;
    for (Function *F : Ctx.functions())
      for (Instruction &I : instructions(*F))
        for (unsigned K = 0, E = I.getNumOperands(); K < E; ++K) {
          auto *C = dyn_cast<Constant>(I.getOperand(K));
          if (C && isRewritable(C) && isConstantReplaceableOperand(I, K))
            Cands.push_back({&I, K});
        }
    if (Cands.empty())
      return false;
    OperandRef O = Ctx.pick(Cands);
    auto *Old = cast<Constant>(O.get());
    const Function &F = *O.I->getFunction();
    Constant *New;
    if (auto *VT = dyn_cast<FixedVectorType>(Old->getType())) {
      Type *EltTy = VT->getElementType();
      unsigned N = VT->getNumElements();
      if (Ctx.rng().coin()) {
        // One lane.
        SmallVector<Constant *, 16> Lanes;
        for (unsigned K = 0; K < N; ++K)
          Lanes.push_back(Old->getAggregateElement(K));
        unsigned L = Ctx.index(N);
        Lanes[L] = interestingScalar(Ctx.rng(), EltTy, F, Lanes[L]);
        New = ConstantVector::get(Lanes);
      } else {
        New = ConstantVector::getSplat(
            VT->getElementCount(),
            interestingScalar(Ctx.rng(), EltTy, F, Old->getSplatValue()));
      }
      if (New == Old)
        return false;
    } else {
      New = interestingScalar(Ctx.rng(), Old->getType(), F, Old);
    }
    // Switch cases must stay distinct.
    if (auto *SI = dyn_cast<SwitchInst>(O.I); SI && O.OpNo != 0)
      if (SI->findCaseValue(cast<ConstantInt>(New)) != SI->case_default())
        return false;
    replaceOperand(O.I, O.OpNo, New);
    D << "replace " << Old << " with " << New << " in operand "
      << int64_t(O.OpNo) << " of " << O.I << " in ";
    D.fn(F);
    return true;
  }
};

} // namespace

std::unique_ptr<Strategy> refinery::createConstantStrategy() {
  return std::make_unique<ConstantStrategy>();
}
