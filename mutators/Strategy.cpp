//===- mutators/Strategy.cpp - Descriptions and contexts ------------------===//
#include "mutators/Strategy.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ModuleSlotTracker.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace llvm;
using namespace refinery;

Strategy::~Strategy() = default;

Description &Description::operator<<(StringRef S) {
  if (!Parts.empty() && !Parts.back().IsValue)
    Parts.back().Text += S;
  else
    Parts.push_back({S.str(), WeakVH(), false});
  return *this;
}

Description &Description::operator<<(int64_t N) {
  return *this << StringRef(std::to_string(N));
}

Description &Description::operator<<(const Value *V) {
  assert(V && "describing a null value");
  std::string S;
  raw_string_ostream OS(S);
  if (isa<Constant>(V) && !isa<GlobalValue>(V)) {
    V->printAsOperand(OS, /*PrintType=*/true);
    return *this << StringRef(S);
  }
  // An instruction without a value is named by its opcode and block.
  if (const auto *I = dyn_cast<Instruction>(V); I && I->getType()->isVoidTy())
    return *this << I->getOpcodeName() << " in " << I->getParent();
  // The text as of now, used if a later mutation deletes the value.
  V->printAsOperand(OS, /*PrintType=*/false);
  Parts.push_back({S, WeakVH(const_cast<Value *>(V)), true});
  return *this;
}

Description &Description::fn(const Function &F) {
  std::string S;
  raw_string_ostream OS(S);
  F.printAsOperand(OS, /*PrintType=*/false);
  return *this << StringRef(S);
}

/// The function whose slot numbering names \p V, or null.
static const Function *owningFunction(const Value *V) {
  if (const auto *I = dyn_cast<Instruction>(V))
    return I->getParent() ? I->getParent()->getParent() : nullptr;
  if (const auto *A = dyn_cast<Argument>(V))
    return A->getParent();
  if (const auto *BB = dyn_cast<BasicBlock>(V))
    return BB->getParent();
  return nullptr;
}

std::string Description::render(ModuleSlotTracker &MST) const {
  std::string S;
  raw_string_ostream OS(S);
  for (const Part &P : Parts) {
    Value *V = P.IsValue ? static_cast<Value *>(P.V) : nullptr;
    const Function *F = V ? owningFunction(V) : nullptr;
    // A value must still be in the module MST tracks (it always is, unless
    // a mutation detached it).
    if (!V || (F && F->getParent() != MST.getModule()) ||
        (!F && !isa<GlobalValue>(V))) {
      OS << P.Text;
      continue;
    }
    if (F)
      MST.incorporateFunction(*F);
    V->printAsOperand(OS, /*PrintType=*/false, MST);
  }
  // One line, whatever the parts printed.
  std::replace(S.begin(), S.end(), '\n', ' ');
  return S;
}

MutationContext::MutationContext(Module &M, ChoiceSource &CS,
                                 const MutatorOptions &Opts)
    : M(M), CS(CS), Opts(Opts) {
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    if (!Opts.Functions.empty() &&
        std::find(Opts.Functions.begin(), Opts.Functions.end(), F.getName()) ==
            Opts.Functions.end())
      continue;
    Funcs.push_back(&F);
  }
}

std::vector<Instruction *>
MutationContext::instructions(function_ref<bool(Instruction &)> Pred) const {
  std::vector<Instruction *> R;
  for (Function *F : Funcs)
    for (Instruction &I : llvm::instructions(*F))
      if (Pred(I))
        R.push_back(&I);
  return R;
}
