//===- mutators/OperandStrategies.cpp - New operands ----------------------===//
///
/// \file
/// * operand-replace: replaces an operand by another value of the same type
///   that dominates the use (an argument, an earlier instruction, a global).
/// * operand-new-arg: replaces an operand by a NEW parameter of its
///   function, the UB manual's placeholder rule ("add a new argument to the
///   function rather than using undef or poison"); never an undef or poison
///   literal. Functions whose address escapes (any use but a direct call
///   with the function's own type), variadic functions, `main`, and
///   functions involved in musttail calls are left alone. Direct callers
///   are updated: each call passes a value of the caller of that type that
///   dominates the call (the caller's own argument if there is one), or
///   zero/null when there is none.
///
//===----------------------------------------------------------------------===//
#include "mutators/MutationUtil.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace refinery;

namespace {

class DominatingOperandStrategy final : public Strategy {
public:
  StringRef name() const override { return "operand-replace"; }
  StringRef summary() const override {
    return "replace an operand by a dominating value of the same type";
  }
  unsigned defaultWeight() const override { return 8; }

  bool apply(MutationContext &Ctx, Description &D) override {
    std::vector<OperandRef> Ops = replaceableOperands(Ctx);
    // A few candidates, as the first ones may have no alternative.
    for (unsigned Try = 0; Try < 8 && !Ops.empty(); ++Try) {
      size_t K = Ctx.index(Ops.size());
      OperandRef O = Ops[K];
      Ops[K] = Ops.back();
      Ops.pop_back();
      Function &F = *O.I->getFunction();
      DominatorTree DT(F);
      if (!DT.isReachableFromEntry(O.I->getParent()))
        continue;
      Value *Old = O.get();
      std::vector<Value *> Vals = dominatingValues(O.use(), Old->getType(), DT);
      if (Vals.empty())
        continue;
      Value *New = Ctx.pick(Vals);
      replaceOperand(O.I, O.OpNo, New);
      D << "replace operand " << int64_t(O.OpNo) << " (" << Old << ") of "
        << O.I << " with " << New << " in ";
      D.fn(F);
      return true;
    }
    return false;
  }
};

/// True if \p F's signature may grow: a definition whose every use is a
/// direct, non-musttail call with F's own function type.
bool canAddParameter(Function &F, const MutatorOptions &Opts) {
  if (F.isDeclaration() || F.isVarArg() || F.getName() == "main" ||
      F.isIntrinsic() || F.arg_size() >= Opts.MaxParams)
    return false;
  for (BasicBlock &BB : F)
    if (BB.hasAddressTaken() || hasMustTailCall(BB))
      return false;
  for (Use &U : F.uses()) {
    auto *CI = dyn_cast<CallInst>(U.getUser());
    if (!CI || !CI->isCallee(&U) ||
        CI->getFunctionType() != F.getFunctionType() || CI->isMustTailCall())
      return false;
  }
  return true;
}

/// Recreates \p F with an extra parameter of type \p Ty, moving the body
/// and updating the callers; returns the new function and its new
/// argument. If \p Track is one of the calls, it is set to the call that
/// replaces it.
std::pair<Function *, Argument *>
addParameter(MutationContext &Ctx, Function &F, Type *Ty, Instruction *&Track) {
  SmallVector<Type *, 8> Params(F.getFunctionType()->params());
  Params.push_back(Ty);
  auto *NFTy = FunctionType::get(F.getReturnType(), Params, false);
  Function *NF = Function::Create(NFTy, F.getLinkage(), F.getAddressSpace());
  F.getParent()->getFunctionList().insert(F.getIterator(), NF);
  NF->copyAttributesFrom(&F);
  NF->copyMetadata(&F, 0);
  NF->splice(NF->begin(), &F);
  for (auto [Old, New] : zip(F.args(), NF->args())) {
    Old.replaceAllUsesWith(&New);
    New.takeName(&Old);
  }
  Argument *Extra = NF->getArg(NF->arg_size() - 1);
  Extra->setName("new.arg");
  NF->takeName(&F);

  // Direct calls: pass a value the caller has.
  SmallVector<CallInst *, 8> Calls;
  for (User *U : F.users())
    Calls.push_back(cast<CallInst>(U));
  for (CallInst *CI : Calls) {
    Function *Caller = CI->getFunction();
    DominatorTree DT(*Caller);
    std::vector<Value *> Avail = valuesAvailableAt(CI, Ty, DT);
    Value *Pass = Constant::getNullValue(Ty);
    if (!Avail.empty()) {
      // The caller's own arguments first: they keep the new input free.
      std::vector<Value *> Args;
      for (Value *V : Avail)
        if (isa<Argument>(V))
          Args.push_back(V);
      Pass = Args.empty() ? Ctx.pick(Avail) : Ctx.pick(Args);
    }
    SmallVector<Value *, 8> CallArgs(CI->args());
    CallArgs.push_back(Pass);
    SmallVector<OperandBundleDef, 1> Bundles;
    CI->getOperandBundlesAsDefs(Bundles);
    CallInst *NC =
        CallInst::Create(NFTy, NF, CallArgs, Bundles, "", CI->getIterator());
    NC->setCallingConv(CI->getCallingConv());
    NC->setAttributes(CI->getAttributes());
    NC->setTailCallKind(CI->getTailCallKind());
    NC->copyMetadata(*CI);
    NC->takeName(CI);
    if (Track == CI)
      Track = NC;
    CI->replaceAllUsesWith(NC);
    CI->eraseFromParent();
  }
  assert(F.use_empty() && "old function still used");
  F.eraseFromParent();
  return {NF, Extra};
}

class NewArgumentStrategy final : public Strategy {
public:
  StringRef name() const override { return "operand-new-arg"; }
  StringRef summary() const override {
    return "replace an operand by a new function argument (callers pass a "
           "value of theirs)";
  }
  unsigned defaultWeight() const override { return 5; }

  bool apply(MutationContext &Ctx, Description &D) override {
    std::vector<OperandRef> Ops;
    for (const OperandRef &O : replaceableOperands(Ctx))
      if (canAddParameter(*O.I->getFunction(), Ctx.options()))
        Ops.push_back(O);
    if (Ops.empty())
      return false;
    OperandRef O = Ctx.pick(Ops);
    Value *Old = O.get();
    D << "replace operand " << int64_t(O.OpNo) << " (" << Old << ") of " << O.I
      << " with new argument ";
    Function &F = *O.I->getFunction();
    unsigned NumCalls = F.getNumUses();
    // The user itself may be a (recursive) call that gets replaced.
    auto [NF, Arg] = addParameter(Ctx, F, Old->getType(), O.I);
    replaceOperand(O.I, O.OpNo, Arg);
    D << Arg << " of ";
    D.fn(*NF);
    if (NumCalls)
      D << " (" << int64_t(NumCalls) << " call(s) updated)";
    return true;
  }
};

} // namespace

std::unique_ptr<Strategy> refinery::createDominatingOperandStrategy() {
  return std::make_unique<DominatingOperandStrategy>();
}
std::unique_ptr<Strategy> refinery::createNewArgumentStrategy() {
  return std::make_unique<NewArgumentStrategy>();
}
