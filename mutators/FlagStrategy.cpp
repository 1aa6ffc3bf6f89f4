//===- mutators/FlagStrategy.cpp - Poison-generating flags ----------------===//
///
/// \file
/// Adds or removes one of LLVM 22's poison-generating flags (LangRef
/// "Poison Values" and each instruction's section): add/sub/mul/shl
/// nsw/nuw, udiv/sdiv/lshr/ashr exact, or disjoint, zext/uitofp nneg, trunc
/// nuw/nsw, icmp samesign, getelementptr inbounds/nusw/nuw, and the
/// fast-math flags (nnan, ninf make poison; nsz, arcp, contract, afn,
/// reassoc allow other results; `fast` sets or clears all seven).
///
//===----------------------------------------------------------------------===//
#include "mutators/MutationUtil.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Operator.h"

using namespace llvm;
using namespace refinery;

namespace {

enum class Flag {
  NSW,
  NUW,
  Exact,
  Disjoint,
  NNeg,
  TruncNUW,
  TruncNSW,
  SameSign,
  InBounds,
  NUSW,
  GEPNUW,
  NNaN,
  NInf,
  NSZ,
  ARcp,
  Contract,
  AFn,
  Reassoc,
  /// All seven fast-math flags at once (`fast`).
  Fast,
};

StringRef flagName(Flag F) {
  switch (F) {
  case Flag::NSW:
  case Flag::TruncNSW:
    return "nsw";
  case Flag::NUW:
  case Flag::TruncNUW:
  case Flag::GEPNUW:
    return "nuw";
  case Flag::Exact:
    return "exact";
  case Flag::Disjoint:
    return "disjoint";
  case Flag::NNeg:
    return "nneg";
  case Flag::SameSign:
    return "samesign";
  case Flag::InBounds:
    return "inbounds";
  case Flag::NUSW:
    return "nusw";
  case Flag::NNaN:
    return "nnan";
  case Flag::NInf:
    return "ninf";
  case Flag::NSZ:
    return "nsz";
  case Flag::ARcp:
    return "arcp";
  case Flag::Contract:
    return "contract";
  case Flag::AFn:
    return "afn";
  case Flag::Reassoc:
    return "reassoc";
  case Flag::Fast:
    return "fast";
  }
  llvm_unreachable("unknown flag");
}

/// How often a flag is chosen relative to others: the poison-generating
/// flags most, nsz (a nondeterministic zero sign) less, and the fast-math
/// flags that allow other results least (the oracle can only be
/// inconclusive about them).
unsigned flagWeight(Flag F) {
  switch (F) {
  case Flag::NSZ:
    return 2;
  case Flag::ARcp:
  case Flag::Contract:
  case Flag::AFn:
  case Flag::Reassoc:
  case Flag::Fast:
    return 1;
  default:
    return 4;
  }
}

void flagsOf(Instruction &I, SmallVectorImpl<Flag> &Out) {
  switch (I.getOpcode()) {
  case Instruction::Add:
  case Instruction::Sub:
  case Instruction::Mul:
  case Instruction::Shl:
    Out.append({Flag::NSW, Flag::NUW});
    break;
  case Instruction::UDiv:
  case Instruction::SDiv:
  case Instruction::LShr:
  case Instruction::AShr:
    Out.push_back(Flag::Exact);
    break;
  case Instruction::Or:
    Out.push_back(Flag::Disjoint);
    break;
  case Instruction::ZExt:
  case Instruction::UIToFP:
    Out.push_back(Flag::NNeg);
    break;
  case Instruction::Trunc:
    Out.append({Flag::TruncNUW, Flag::TruncNSW});
    break;
  case Instruction::ICmp:
    Out.push_back(Flag::SameSign);
    break;
  case Instruction::GetElementPtr:
    Out.append({Flag::InBounds, Flag::NUSW, Flag::GEPNUW});
    break;
  default:
    break;
  }
  if (isa<FPMathOperator>(I))
    Out.append({Flag::NNaN, Flag::NInf, Flag::NSZ, Flag::ARcp, Flag::Contract,
                Flag::AFn, Flag::Reassoc, Flag::Fast});
}

bool hasFlag(Instruction &I, Flag F) {
  switch (F) {
  case Flag::NSW:
    return I.hasNoSignedWrap();
  case Flag::NUW:
    return I.hasNoUnsignedWrap();
  case Flag::TruncNSW:
    return cast<TruncInst>(I).hasNoSignedWrap();
  case Flag::TruncNUW:
    return cast<TruncInst>(I).hasNoUnsignedWrap();
  case Flag::Exact:
    return I.isExact();
  case Flag::Disjoint:
    return cast<PossiblyDisjointInst>(I).isDisjoint();
  case Flag::NNeg:
    return I.hasNonNeg();
  case Flag::SameSign:
    return cast<ICmpInst>(I).hasSameSign();
  case Flag::InBounds:
    return cast<GetElementPtrInst>(I).getNoWrapFlags().isInBounds();
  case Flag::NUSW:
    return cast<GetElementPtrInst>(I)
        .getNoWrapFlags()
        .hasNoUnsignedSignedWrap();
  case Flag::GEPNUW:
    return cast<GetElementPtrInst>(I).getNoWrapFlags().hasNoUnsignedWrap();
  case Flag::NNaN:
    return I.hasNoNaNs();
  case Flag::NInf:
    return I.hasNoInfs();
  case Flag::NSZ:
    return I.hasNoSignedZeros();
  case Flag::ARcp:
    return I.hasAllowReciprocal();
  case Flag::Contract:
    return I.hasAllowContract();
  case Flag::AFn:
    return I.hasApproxFunc();
  case Flag::Reassoc:
    return I.hasAllowReassoc();
  case Flag::Fast:
    return I.getFastMathFlags().isFast();
  }
  llvm_unreachable("unknown flag");
}

/// Sets or clears \p F; returns a note on flags that changed with it (GEP
/// inbounds implies nusw).
StringRef setFlag(Instruction &I, Flag F, bool On) {
  switch (F) {
  case Flag::NSW:
    I.setHasNoSignedWrap(On);
    break;
  case Flag::NUW:
    I.setHasNoUnsignedWrap(On);
    break;
  case Flag::TruncNSW:
    cast<TruncInst>(I).setHasNoSignedWrap(On);
    break;
  case Flag::TruncNUW:
    cast<TruncInst>(I).setHasNoUnsignedWrap(On);
    break;
  case Flag::Exact:
    I.setIsExact(On);
    break;
  case Flag::Disjoint:
    cast<PossiblyDisjointInst>(I).setIsDisjoint(On);
    break;
  case Flag::NNeg:
    I.setNonNeg(On);
    break;
  case Flag::SameSign:
    cast<ICmpInst>(I).setSameSign(On);
    break;
  case Flag::InBounds:
  case Flag::NUSW:
  case Flag::GEPNUW: {
    auto &GEP = cast<GetElementPtrInst>(I);
    GEPNoWrapFlags NW = GEP.getNoWrapFlags();
    StringRef Note;
    if (F == Flag::InBounds) {
      if (On && !NW.hasNoUnsignedSignedWrap())
        Note = " (and nusw)";
      NW = On ? NW | GEPNoWrapFlags::inBounds() : NW.withoutInBounds();
    } else if (F == Flag::NUSW) {
      if (!On && NW.isInBounds())
        Note = " (and inbounds)";
      NW = On ? NW | GEPNoWrapFlags::noUnsignedSignedWrap()
              : NW.withoutNoUnsignedSignedWrap();
    } else {
      NW = On ? NW | GEPNoWrapFlags::noUnsignedWrap()
              : NW.withoutNoUnsignedWrap();
    }
    GEP.setNoWrapFlags(NW);
    return Note;
  }
  case Flag::NNaN:
    I.setHasNoNaNs(On);
    break;
  case Flag::NInf:
    I.setHasNoInfs(On);
    break;
  case Flag::NSZ:
    I.setHasNoSignedZeros(On);
    break;
  case Flag::ARcp:
    I.setHasAllowReciprocal(On);
    break;
  case Flag::Contract:
    I.setHasAllowContract(On);
    break;
  case Flag::AFn:
    I.setHasApproxFunc(On);
    break;
  case Flag::Reassoc:
    I.setHasAllowReassoc(On);
    break;
  case Flag::Fast:
    I.setFast(On);
    break;
  }
  return "";
}

/// True if \p I is a link of a constant chain: a binary operator with a
/// constant operand whose other operand, or only user, is one too (`add
/// (add X, C1), C2`: the material of reassociation and of InstCombine's
/// constant folds, where a flag's meaning is easiest to get wrong).
bool onConstantChain(Instruction &I) {
  auto Link = [](Value *V) {
    auto *BO = dyn_cast<BinaryOperator>(V);
    return BO && (isa<Constant>(BO->getOperand(0)) ||
                  isa<Constant>(BO->getOperand(1)));
  };
  if (!Link(&I))
    return false;
  for (Value *Op : I.operands())
    if (!isa<Constant>(Op) && Link(Op))
      return true;
  return I.hasOneUse() && Link(I.user_back());
}

/// Adds or removes one poison-generating or fast-math flag.
class FlagStrategy final : public Strategy {
public:
  StringRef name() const override { return "flags"; }
  StringRef summary() const override {
    return "add or remove nsw/nuw/exact/disjoint/nneg/samesign/inbounds/"
           "nusw/nuw and fast-math flags";
  }
  unsigned defaultWeight() const override { return 20; }

  bool apply(MutationContext &Ctx, Description &D) override {
    struct Site {
      Instruction *I;
      Flag F;
      bool Present;
    };
    std::vector<Site> Sites;
    std::vector<unsigned> Weights;
    SmallVector<Flag, 8> Flags;
    for (Function *Fn : Ctx.functions())
      for (Instruction &I : instructions(*Fn)) {
        Flags.clear();
        flagsOf(I, Flags);
        if (Flags.empty())
          continue;
        // Adding is twice as likely as removing, and eight times as
        // likely on a constant chain.
        unsigned Chain = onConstantChain(I) ? 8 : 1;
        for (Flag F : Flags) {
          bool Present = hasFlag(I, F);
          Sites.push_back({&I, F, Present});
          Weights.push_back(flagWeight(F) * (Present ? 1 : 2) * Chain);
        }
      }
    if (Sites.empty())
      return false;
    const Site &S = Sites[Ctx.rng().weighted(Weights)];
    StringRef Note = setFlag(*S.I, S.F, !S.Present);
    D << (S.Present ? "remove " : "add ") << flagName(S.F) << Note
      << (S.Present ? " from " : " to ") << S.I << " in ";
    D.fn(*S.I->getFunction());
    return true;
  }
};

} // namespace

std::unique_ptr<Strategy> refinery::createFlagStrategy() {
  return std::make_unique<FlagStrategy>();
}
