//===- mutators/WidthStrategy.cpp - Integer width of a def-use chain ------===//
///
/// \file
/// Changes the integer width of a def-use chain: a run of integer binary
/// operators of one type, each the only user of the previous one
/// (optionally ending in an icmp), is rebuilt in another width. Inputs
/// from outside the chain are truncated or sign/zero-extended to the new
/// width, flags are kept, and the result is cast back (an icmp at the end
/// needs no cast). Narrowing and widening are what optimizers do to
/// arithmetic (InstCombine's narrowing, IndVars' widening), so their
/// corner cases meet here.
///
//===----------------------------------------------------------------------===//
#include "mutators/MutationUtil.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace refinery;

namespace {

constexpr unsigned MaxChain = 4;
constexpr unsigned MaxWidth = 128;

bool isChainOp(const Instruction &I, Type *Ty) {
  return isa<BinaryOperator>(I) && I.getType() == Ty &&
         I.getType()->isIntOrIntVectorTy();
}

/// Signed operations read their operands as signed numbers.
bool isSignedOp(unsigned Op) {
  return Op == Instruction::SDiv || Op == Instruction::SRem ||
         Op == Instruction::AShr;
}

class WidthStrategy final : public Strategy {
public:
  StringRef name() const override { return "width"; }
  StringRef summary() const override {
    return "change the integer width of a def-use chain (casts at its "
           "inputs and output)";
  }
  unsigned defaultWeight() const override { return 4; }

  bool apply(MutationContext &Ctx, Description &D) override {
    std::vector<Instruction *> Starts = Ctx.instructions([](Instruction &I) {
      return isChainOp(I, I.getType()) &&
             I.getType()->getScalarSizeInBits() <= MaxWidth;
    });
    if (Starts.empty())
      return false;
    Instruction *Start = Ctx.pick(Starts);
    Function &F = *Start->getFunction();
    Type *Ty = Start->getType();
    unsigned W = Ty->getScalarSizeInBits();

    // The chain: single-user successors of the same type.
    SmallVector<Instruction *, MaxChain> Chain = {Start};
    ICmpInst *Cmp = nullptr;
    unsigned Len = 1 + Ctx.index(MaxChain);
    while (Chain.size() < Len && Chain.back()->hasOneUse()) {
      auto *U = cast<Instruction>(*Chain.back()->user_begin());
      if (isChainOp(*U, Ty) && U->getOperand(0) != U->getOperand(1) &&
          !is_contained(Chain, U)) {
        Chain.push_back(U);
        continue;
      }
      if (auto *IC = dyn_cast<ICmpInst>(U); IC && Ctx.rng().coin())
        Cmp = IC;
      break;
    }

    // In unreachable code the links may use each other in a cycle; only
    // each link's predecessor may feed it.
    for (size_t K = 0; K < Chain.size(); ++K)
      for (Value *Op : Chain[K]->operands())
        if (is_contained(Chain, Op) && (K == 0 || Op != Chain[K - 1]))
          return false;

    // The new width.
    SmallVector<unsigned, 8> Widths;
    for (unsigned NW : {8u, 16u, 32u, 64u, W / 2, W * 2, W - 1, W + 1})
      if (NW >= 1 && NW <= MaxWidth && NW != W && !is_contained(Widths, NW))
        Widths.push_back(NW);
    unsigned NW = Widths[Ctx.index(Widths.size())];
    Type *NTy = Ty->getWithNewBitWidth(NW);

    // Rebuild each link right before the original, so its inputs dominate.
    DenseMap<Value *, Value *> NewOf;
    auto Convert = [&](Value *V, IRBuilder<> &B, bool Signed) -> Value * {
      if (Value *N = NewOf.lookup(V))
        return N;
      if (NW < W)
        return B.CreateTrunc(V, NTy);
      bool S = Signed || Ctx.rng().chance(1, 3);
      return S ? B.CreateSExt(V, NTy) : B.CreateZExt(V, NTy);
    };
    for (Instruction *I : Chain) {
      IRBuilder<> B(I);
      bool Signed = isSignedOp(I->getOpcode());
      Value *L = Convert(I->getOperand(0), B, Signed);
      Value *R = Convert(I->getOperand(1), B, Signed);
      auto *NI =
          BinaryOperator::Create(cast<BinaryOperator>(I)->getOpcode(), L, R,
                                 I->getName() + ".w", I->getIterator());
      NI->copyIRFlags(I);
      NewOf[I] = NI;
    }
    Instruction *Last = Chain.back();
    Value *NewLast = NewOf[Last];
    if (Cmp) {
      IRBuilder<> B(Cmp);
      bool Signed = Cmp->isSigned();
      Value *L = Convert(Cmp->getOperand(0), B, Signed);
      Value *R = Convert(Cmp->getOperand(1), B, Signed);
      auto *NC = new ICmpInst(Cmp->getIterator(), Cmp->getPredicate(), L, R);
      NC->copyIRFlags(Cmp);
      NC->takeName(Cmp);
      Cmp->replaceAllUsesWith(NC);
      Cmp->eraseFromParent();
    } else {
      // Back to the original width, for the users of the last link.
      IRBuilder<> B(Last);
      Value *Back;
      if (NW > W)
        Back = B.CreateTrunc(NewLast, Ty);
      else
        Back = Ctx.rng().coin() ? B.CreateSExt(NewLast, Ty)
                                : B.CreateZExt(NewLast, Ty);
      Last->replaceAllUsesWith(Back);
    }
    // The old links are now unused (each one's only user was the next).
    for (Instruction *I : reverse(Chain)) {
      assert(I->use_empty() && "old link still used");
      I->eraseFromParent();
    }
    D << "change width of " << (Chain.size() > 1 ? "chain " : "")
      << NewOf[Chain.front()];
    if (Chain.size() > 1)
      D << ".." << NewLast;
    D << (Cmp ? " (into an icmp)" : "") << " from i" << int64_t(W) << " to i"
      << int64_t(NW) << " in ";
    D.fn(F);
    return true;
  }
};

} // namespace

std::unique_ptr<Strategy> refinery::createWidthStrategy() {
  return std::make_unique<WidthStrategy>();
}
