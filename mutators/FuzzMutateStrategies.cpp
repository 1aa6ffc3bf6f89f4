//===- mutators/FuzzMutateStrategies.cpp - LLVM's FuzzMutate strategies ---===//
///
/// \file
/// LLVM's own FuzzMutate strategies (llvm/FuzzMutate/IRMutator.h), driven
/// by Refinery's choices: Refinery picks the instruction or block, and
/// seeds the RandomIRBuilder from the ChoiceSource, so a mutant stays a
/// function of the choices. FuzzMutate may make constants it then uses as
/// operands, including `poison` (RandomIRBuilder::newSink stores to a poison
/// pointer, makeConstantsWithType ends with poison): a result with more
/// undef or poison literals than before is rejected (the UB manual's rule
/// for placeholders), as is anything the verifier rejects.
///
//===----------------------------------------------------------------------===//
#include "mutators/MutationUtil.h"
#include "llvm/ADT/DepthFirstIterator.h"
#include "llvm/FuzzMutate/IRMutator.h"
#include "llvm/FuzzMutate/RandomIRBuilder.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace refinery;

namespace {

/// The number of undef or poison literals a module uses (as operands or in
/// global initializers).
unsigned countUndefLiterals(const Module &M) {
  auto IsUndef = [](const Constant *C) {
    return isa<UndefValue>(C) || C->containsUndefOrPoisonElement();
  };
  unsigned N = 0;
  for (const GlobalVariable &G : M.globals())
    if (G.hasInitializer() && IsUndef(G.getInitializer()))
      ++N;
  for (const Function &F : M)
    for (const Instruction &I : instructions(F))
      for (const Value *Op : I.operands())
        if (const auto *C = dyn_cast<Constant>(Op); C && IsUndef(C))
          ++N;
  return N;
}

/// The function as printed (to tell whether a strategy changed it).
std::string functionText(const Function &F) {
  std::string S;
  raw_string_ostream OS(S);
  F.print(OS);
  return S;
}

/// The instruction as printed on one line (a switch prints on several).
std::string instText(const Instruction &I) {
  std::string S;
  raw_string_ostream OS(S);
  I.print(OS);
  std::string R;
  for (char C : StringRef(S).trim()) {
    if (C == '\n')
      C = ' ';
    if (C == ' ' && !R.empty() && R.back() == ' ')
      continue;
    R += C;
  }
  return R;
}

/// Common ground of the FuzzMutate wrappers.
class FuzzMutateStrategy : public Strategy {
public:
  bool mayChangeOnFailure() const override { return true; }
  bool accept(const Module &Before, const Module &After) override {
    return countUndefLiterals(After) <= countUndefLiterals(Before);
  }

protected:
  /// A RandomIRBuilder seeded from the choices, with llvm-opt-fuzzer's
  /// types and pointers.
  static RandomIRBuilder builder(MutationContext &Ctx) {
    LLVMContext &C = Ctx.module().getContext();
    SmallVector<Type *, 8> Types = {
        Type::getInt1Ty(C),   Type::getInt8Ty(C),    Type::getInt16Ty(C),
        Type::getInt32Ty(C),  Type::getInt64Ty(C),   Type::getFloatTy(C),
        Type::getDoubleTy(C), PointerType::get(C, 0)};
    return RandomIRBuilder(int(Ctx.rng().next() & 0x7fffffff), Types);
  }

  /// Blocks FuzzMutate can work in: reachable (in unreachable code values
  /// may depend on each other in a cycle, which ShuffleBlockStrategy's
  /// topological sort drops), not EH pads, no musttail, a plain
  /// terminator.
  static std::vector<BasicBlock *> blocks(MutationContext &Ctx) {
    std::vector<BasicBlock *> R;
    for (Function *F : Ctx.functions()) {
      SmallPtrSet<BasicBlock *, 32> Reachable;
      for (BasicBlock *BB : depth_first(&F->getEntryBlock()))
        Reachable.insert(BB);
      for (BasicBlock &BB : *F) {
        const Instruction *T = BB.getTerminator();
        if (!Reachable.count(&BB) || BB.isEHPad() || hasMustTailCall(BB) ||
            !T || !isa<BranchInst, ReturnInst, SwitchInst, UnreachableInst>(T))
          continue;
        R.push_back(&BB);
      }
    }
    return R;
  }

  /// Describes the instructions of \p F not in \p Before (at most three).
  static void describeNew(Description &D, Function &F,
                          const SmallPtrSetImpl<Instruction *> &Before) {
    unsigned N = 0;
    for (Instruction &I : instructions(F))
      if (!Before.count(&I)) {
        if (N == 3) {
          D << ", ...";
          break;
        }
        D << (N++ ? ", " : ": ") << "`" << instText(I) << "`";
      }
  }
};

/// InstModificationIRStrategy: flips a flag, changes a predicate or swaps
/// operands of one instruction.
class FMModifyStrategy final : public FuzzMutateStrategy {
public:
  StringRef name() const override { return "fm-modify"; }
  StringRef summary() const override {
    return "FuzzMutate InstModificationIRStrategy on one instruction";
  }
  unsigned defaultWeight() const override { return 2; }

  bool apply(MutationContext &Ctx, Description &D) override {
    std::vector<Instruction *> Cands = Ctx.instructions([](Instruction &I) {
      return isa<BinaryOperator, CmpInst, GetElementPtrInst, SelectInst,
                 ShuffleVectorInst>(I) ||
             isa<FPMathOperator>(I);
    });
    if (Cands.empty())
      return false;
    Instruction *I = Ctx.pick(Cands);
    std::string Old = instText(*I);
    RandomIRBuilder IB = builder(Ctx);
    InstModificationIRStrategy().mutate(*I, IB);
    std::string New = instText(*I);
    if (Old == New)
      return false;
    D << "fuzzmutate modify " << I << " in ";
    D.fn(*I->getFunction());
    D << ": `" << Old << "` -> `" << New << "`";
    return true;
  }
};

/// InstDeleterIRStrategy: deletes one instruction, its users take another
/// value of its type.
class FMDeleteStrategy final : public FuzzMutateStrategy {
public:
  StringRef name() const override { return "fm-delete"; }
  StringRef summary() const override {
    return "FuzzMutate InstDeleterIRStrategy on one instruction";
  }
  unsigned defaultWeight() const override { return 2; }

  bool apply(MutationContext &Ctx, Description &D) override {
    std::vector<Instruction *> Cands = Ctx.instructions([](Instruction &I) {
      if (I.isTerminator() || I.isEHPad() || I.isSwiftError() ||
          isa<PHINode>(I) || I.getType()->isTokenTy() ||
          hasMustTailCall(*I.getParent()))
        return false;
      if (auto *II = dyn_cast<IntrinsicInst>(&I))
        return !II->isAssumeLikeIntrinsic();
      return true;
    });
    if (Cands.empty())
      return false;
    Instruction *I = Ctx.pick(Cands);
    Function &F = *I->getFunction();
    std::string Old = instText(*I);
    RandomIRBuilder IB = builder(Ctx);
    InstDeleterIRStrategy().mutate(*I, IB);
    D << "fuzzmutate delete `" << Old << "` in ";
    D.fn(F);
    return true;
  }
};

/// ShuffleBlockStrategy: reorders a block's instructions in a random
/// topological order.
class FMShuffleStrategy final : public FuzzMutateStrategy {
public:
  StringRef name() const override { return "fm-shuffle"; }
  StringRef summary() const override {
    return "FuzzMutate ShuffleBlockStrategy on one block";
  }
  unsigned defaultWeight() const override { return 2; }

  bool apply(MutationContext &Ctx, Description &D) override {
    std::vector<BasicBlock *> Blocks = blocks(Ctx);
    std::erase_if(Blocks, [](BasicBlock *BB) {
      return std::distance(BB->getFirstInsertionPt(), BB->end()) < 3;
    });
    // A block whose instructions form a chain has one order: try others.
    for (unsigned Try = 0; Try < 4 && !Blocks.empty(); ++Try) {
      size_t K = Ctx.index(Blocks.size());
      BasicBlock *BB = Blocks[K];
      Blocks.erase(Blocks.begin() + K);
      auto Order = [&] {
        std::vector<Instruction *> R;
        for (Instruction &I : *BB)
          R.push_back(&I);
        return R;
      };
      std::vector<Instruction *> Before = Order();
      RandomIRBuilder IB = builder(Ctx);
      ShuffleBlockStrategy().mutate(*BB, IB);
      // Anything the sort left out (a dependence cycle) goes back.
      for (Instruction *I : Before)
        if (!I->getParent())
          I->insertBefore(BB->getTerminator()->getIterator());
      if (Order() == Before)
        continue;
      D << "fuzzmutate shuffle block " << BB << " in ";
      D.fn(*BB->getParent());
      return true;
    }
    return false;
  }
};

/// Strategies that add instructions to one block, described by what they
/// add.
template <typename S> class FMBlockStrategy final : public FuzzMutateStrategy {
public:
  FMBlockStrategy(StringRef Name, StringRef Summary, StringRef Verb,
                  unsigned Weight, bool NeedsPreds)
      : Name(Name), Summary(Summary), Verb(Verb), Weight(Weight),
        NeedsPreds(NeedsPreds) {}
  StringRef name() const override { return Name; }
  StringRef summary() const override { return Summary; }
  unsigned defaultWeight() const override { return Weight; }

  bool apply(MutationContext &Ctx, Description &D) override {
    std::vector<BasicBlock *> Blocks = blocks(Ctx);
    if (NeedsPreds)
      std::erase_if(Blocks, [](BasicBlock *BB) {
        return BB->isEntryBlock() || pred_empty(BB);
      });
    if (Blocks.empty())
      return false;
    BasicBlock *BB = Ctx.pick(Blocks);
    Function &F = *BB->getParent();
    SmallPtrSet<Instruction *, 32> Before;
    for (Instruction &I : instructions(F))
      Before.insert(&I);
    std::string Text = functionText(F);
    D << "fuzzmutate " << Verb << " " << BB << " of ";
    D.fn(F);
    RandomIRBuilder IB = builder(Ctx);
    Impl.mutate(*BB, IB);
    if (functionText(F) == Text)
      return false;
    describeNew(D, F, Before);
    return true;
  }

private:
  S Impl;
  std::string Name, Summary, Verb;
  unsigned Weight;
  bool NeedsPreds;
};

} // namespace

std::vector<std::unique_ptr<Strategy>> refinery::createFuzzMutateStrategies() {
  std::vector<std::unique_ptr<Strategy>> R;
  R.push_back(std::make_unique<FMModifyStrategy>());
  R.push_back(std::make_unique<FMDeleteStrategy>());
  R.push_back(std::make_unique<FMShuffleStrategy>());
  R.push_back(std::make_unique<FMBlockStrategy<InjectorIRStrategy>>(
      "fm-inject",
      "FuzzMutate InjectorIRStrategy (a new operation) in one "
      "block",
      "inject into", 2, false));
  R.push_back(std::make_unique<FMBlockStrategy<InsertPHIStrategy>>(
      "fm-phi", "FuzzMutate InsertPHIStrategy in one block",
      "insert a phi into", 1, true));
  R.push_back(std::make_unique<FMBlockStrategy<SinkInstructionStrategy>>(
      "fm-sink", "FuzzMutate SinkInstructionStrategy (a new use) in one block",
      "add a use in", 1, false));
  R.push_back(std::make_unique<FMBlockStrategy<InsertCFGStrategy>>(
      "fm-cfg", "FuzzMutate InsertCFGStrategy (new branches) in one block",
      "insert control flow into", 1, false));
  return R;
}
