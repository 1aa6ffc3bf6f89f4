//===- mutators/FreezeStrategy.cpp - Insert and remove freeze -------------===//
///
/// \file
/// Inserts `freeze` around a value (for all its uses, or one use) or
/// removes a freeze. A freeze stops poison (LangRef "'freeze'
/// Instruction"): its insertion makes the program more defined, its
/// removal less, and optimizers both drop freezes they prove redundant and
/// rely on them (the UB manual's loop unswitching example).
///
//===----------------------------------------------------------------------===//
#include "mutators/MutationUtil.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace refinery;

namespace {

/// Types freeze takes here: scalars and vectors of them.
bool isFreezable(const Value *V) {
  return isValueType(V->getType()) && !V->use_empty();
}

class FreezeStrategy final : public Strategy {
public:
  StringRef name() const override { return "freeze"; }
  StringRef summary() const override {
    return "insert freeze around a value (all uses or one use) or remove a "
           "freeze";
  }
  unsigned defaultWeight() const override { return 8; }

  bool apply(MutationContext &Ctx, Description &D) override {
    std::vector<Value *> Defs;
    std::vector<FreezeInst *> Freezes;
    for (Function *F : Ctx.functions()) {
      for (Argument &A : F->args())
        if (isFreezable(&A))
          Defs.push_back(&A);
      for (Instruction &I : instructions(*F)) {
        if (auto *FI = dyn_cast<FreezeInst>(&I)) {
          Freezes.push_back(FI);
          continue;
        }
        if (isFreezable(&I) && insertionPointAfterDef(&I))
          Defs.push_back(&I);
      }
    }
    // Remove a freeze one time in four when there is one.
    if (!Freezes.empty() && (Defs.empty() || Ctx.rng().chance(1, 4))) {
      FreezeInst *FI = Ctx.pick(Freezes);
      Value *Op = FI->getOperand(0);
      D << "remove freeze " << FI << " of " << Op << " in ";
      D.fn(*FI->getFunction());
      FI->replaceAllUsesWith(Op);
      FI->eraseFromParent();
      return true;
    }
    if (Defs.empty())
      return false;
    Value *V = Ctx.pick(Defs);
    std::string Name = V->hasName() ? (V->getName() + ".fr").str() : "fr";
    // The uses to freeze: all, or one.
    SmallVector<Use *, 8> Uses;
    for (Use &U : V->uses())
      if (!isFixedOperand(*cast<Instruction>(U.getUser()), U.getOperandNo()))
        Uses.push_back(&U);
    if (Uses.empty())
      return false;
    bool All = Ctx.rng().coin();
    if (All) {
      auto IP = insertionPointAfterDef(V);
      assert(IP && "candidate without an insertion point");
      auto *FI = new FreezeInst(V, Name, *IP);
      for (Use *U : Uses)
        U->set(FI);
      D << "freeze " << V << " for all uses in ";
      D.fn(*FI->getFunction());
      return true;
    }
    Use &U = *Uses[Ctx.index(Uses.size())];
    auto *User = cast<Instruction>(U.getUser());
    Instruction *Pos = User;
    // A phi uses its value at the end of the incoming block.
    if (auto *Phi = dyn_cast<PHINode>(User))
      Pos = Phi->getIncomingBlock(U)->getTerminator();
    if (Pos->isEHPad() || hasMustTailCall(*Pos->getParent()))
      return false;
    auto *FI = new FreezeInst(V, Name, Pos->getIterator());
    replaceOperand(User, U.getOperandNo(), FI);
    D << "freeze " << V << " at its use in " << User << " in ";
    D.fn(*FI->getFunction());
    return true;
  }
};

} // namespace

std::unique_ptr<Strategy> refinery::createFreezeStrategy() {
  return std::make_unique<FreezeStrategy>();
}
