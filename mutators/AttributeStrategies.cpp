//===- mutators/AttributeStrategies.cpp - UB-carrying attributes ----------===//
///
/// \file
/// * ub-attrs: adds or removes noundef, range, nonnull, align,
///   dereferenceable, dereferenceable_or_null and nofpclass on function
///   parameters, function returns, call-site arguments and call-site
///   returns. In LLVM 22 a value that violates range, nonnull, align or
///   nofpclass is poison, and noundef turns poison into immediate UB;
///   dereferenceable(N) promises N readable bytes (LangRef "Parameter
///   Attributes").
/// * ub-metadata: adds or removes !range, !nonnull, !noundef and !align on
///   loads (LangRef "'load' Instruction"): a loaded value outside !range,
///   null under !nonnull or misaligned under !align is poison; !noundef
///   makes poison or undef immediate UB.
///
//===----------------------------------------------------------------------===//
#include "mutators/MutationUtil.h"
#include "llvm/ADT/FloatingPointMode.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/ConstantRange.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace refinery;

namespace {

/// A non-empty, non-full range of \p W-bit integers from the interesting
/// values (half the time a short one).
ConstantRange interestingRange(ChoiceSource &CS, unsigned W,
                               ArrayRef<APInt> Known) {
  APInt Lo = interestingInt(CS, W, Known);
  APInt Hi = CS.coin() ? Lo + APInt(W, 1 + CS.below(16), false, true)
                       : interestingInt(CS, W, Known, &Lo);
  if (Hi == Lo)
    Hi = Lo + 1;
  return ConstantRange(Lo, Hi);
}

std::string rangeText(const ConstantRange &CR) {
  return "[" + toString(CR.getLower(), 10, /*Signed=*/true) + ", " +
         toString(CR.getUpper(), 10, /*Signed=*/true) + ")";
}

enum class SiteKind { Param, Ret, CallArg, CallRet };

/// A place an attribute can go.
struct Site {
  SiteKind K;
  Function *F;  ///< For Param and Ret.
  CallBase *CB; ///< For CallArg and CallRet.
  unsigned Idx; ///< Parameter or argument number.
  Type *Ty;

  AttributeList attrs() const {
    return CB ? CB->getAttributes() : F->getAttributes();
  }
  bool has(Attribute::AttrKind A) const {
    AttributeList AL = attrs();
    return (K == SiteKind::Param || K == SiteKind::CallArg)
               ? AL.hasParamAttr(Idx, A)
               : AL.hasRetAttr(A);
  }
  Attribute get(Attribute::AttrKind A) const {
    AttributeList AL = attrs();
    return (K == SiteKind::Param || K == SiteKind::CallArg)
               ? AL.getParamAttr(Idx, A)
               : AL.getRetAttr(A);
  }
  void add(Attribute A) const {
    switch (K) {
    case SiteKind::Param:
      F->addParamAttr(Idx, A);
      break;
    case SiteKind::Ret:
      F->addRetAttr(A);
      break;
    case SiteKind::CallArg:
      CB->addParamAttr(Idx, A);
      break;
    case SiteKind::CallRet:
      CB->addRetAttr(A);
      break;
    }
  }
  void remove(Attribute::AttrKind A) const {
    switch (K) {
    case SiteKind::Param:
      F->removeParamAttr(Idx, A);
      break;
    case SiteKind::Ret:
      F->removeRetAttr(A);
      break;
    case SiteKind::CallArg:
      CB->removeParamAttr(Idx, A);
      break;
    case SiteKind::CallRet:
      CB->removeRetAttr(A);
      break;
    }
  }
  void describe(Description &D) const {
    switch (K) {
    case SiteKind::Param:
      D << "argument " << F->getArg(Idx) << " of ";
      D.fn(*F);
      return;
    case SiteKind::Ret:
      D << "the return of ";
      D.fn(*F);
      return;
    case SiteKind::CallArg:
      D << "argument " << int64_t(Idx) << " of call " << CB << " in ";
      D.fn(*CB->getFunction());
      return;
    case SiteKind::CallRet:
      D << "the return of call " << CB << " in ";
      D.fn(*CB->getFunction());
      return;
    }
  }
};

const Attribute::AttrKind UBAttrs[] = {
    Attribute::NoUndef,         Attribute::Range,
    Attribute::NonNull,         Attribute::Alignment,
    Attribute::Dereferenceable, Attribute::DereferenceableOrNull,
    Attribute::NoFPClass};

bool fits(Attribute::AttrKind A, Type *Ty) {
  switch (A) {
  case Attribute::NoUndef:
    return !Ty->isVoidTy() && !Ty->isTokenTy() && !Ty->isLabelTy() &&
           !Ty->isMetadataTy();
  case Attribute::Range:
    return Ty->isIntOrIntVectorTy();
  case Attribute::NonNull:
  case Attribute::Alignment:
  case Attribute::Dereferenceable:
  case Attribute::DereferenceableOrNull:
    return Ty->isPointerTy();
  case Attribute::NoFPClass:
    return Ty->isFPOrFPVectorTy();
  default:
    return false;
  }
}

/// A random attribute of kind \p A for a value of type \p Ty in \p F.
Attribute makeAttr(ChoiceSource &CS, Attribute::AttrKind A, Type *Ty,
                   const Function &F) {
  LLVMContext &C = Ty->getContext();
  switch (A) {
  case Attribute::Range: {
    unsigned W = Ty->getScalarSizeInBits();
    return Attribute::get(C, Attribute::Range,
                          interestingRange(CS, W, intConstantsIn(F, W)));
  }
  case Attribute::Alignment:
    return Attribute::getWithAlignment(C, Align(uint64_t(1) << CS.below(7)));
  case Attribute::Dereferenceable:
    return Attribute::getWithDereferenceableBytes(C, uint64_t(1)
                                                         << CS.below(8));
  case Attribute::DereferenceableOrNull:
    return Attribute::getWithDereferenceableOrNullBytes(C, uint64_t(1)
                                                               << CS.below(8));
  case Attribute::NoFPClass: {
    static const FPClassTest Masks[] = {
        fcNan,         fcSNan,     fcQNan,    fcInf,     fcPosInf,
        fcNegInf,      fcZero,     fcNegZero, fcPosZero, fcSubnormal,
        fcNan | fcInf, fcNegative, fcPositive};
    return Attribute::getWithNoFPClass(C, Masks[CS.below(std::size(Masks))]);
  }
  default:
    return Attribute::get(C, A);
  }
}

class AttributeStrategy final : public Strategy {
public:
  StringRef name() const override { return "ub-attrs"; }
  StringRef summary() const override {
    return "add or remove noundef/range/nonnull/align/dereferenceable/"
           "nofpclass on arguments, returns and call sites";
  }
  unsigned defaultWeight() const override { return 8; }

  bool apply(MutationContext &Ctx, Description &D) override {
    std::vector<Site> Sites;
    for (Function *F : Ctx.functions()) {
      for (Argument &A : F->args())
        Sites.push_back(
            {SiteKind::Param, F, nullptr, A.getArgNo(), A.getType()});
      if (!F->getReturnType()->isVoidTy())
        Sites.push_back({SiteKind::Ret, F, nullptr, 0, F->getReturnType()});
      for (Instruction &I : instructions(*F)) {
        auto *CB = dyn_cast<CallBase>(&I);
        if (!CB || isa<IntrinsicInst>(CB) || CB->isInlineAsm() ||
            isa<CallBrInst>(CB))
          continue;
        for (unsigned K = 0, E = CB->arg_size(); K < E; ++K)
          Sites.push_back({SiteKind::CallArg, nullptr, CB, K,
                           CB->getArgOperand(K)->getType()});
        if (!CB->getType()->isVoidTy())
          Sites.push_back({SiteKind::CallRet, nullptr, CB, 0, CB->getType()});
      }
    }
    struct Choice {
      size_t Site;
      Attribute::AttrKind A;
    };
    std::vector<Choice> Choices;
    for (size_t S = 0; S < Sites.size(); ++S)
      for (Attribute::AttrKind A : UBAttrs)
        if (fits(A, Sites[S].Ty))
          Choices.push_back({S, A});
    if (Choices.empty())
      return false;
    Choice Ch = Ctx.pick(Choices);
    const Site &S = Sites[Ch.Site];
    const Function &F = S.F ? *S.F : *S.CB->getFunction();
    if (S.has(Ch.A)) {
      std::string Old = S.get(Ch.A).getAsString();
      S.remove(Ch.A);
      D << "remove " << Old << " from ";
    } else {
      Attribute A = makeAttr(Ctx.rng(), Ch.A, S.Ty, F);
      S.add(A);
      D << "add " << A.getAsString() << " to ";
    }
    S.describe(D);
    return true;
  }
};

enum class LoadMD { Range, NonNull, NoUndef, Align };

class MetadataStrategy final : public Strategy {
public:
  StringRef name() const override { return "ub-metadata"; }
  StringRef summary() const override {
    return "add or remove !range/!nonnull/!noundef/!align on loads";
  }
  unsigned defaultWeight() const override { return 5; }

  bool apply(MutationContext &Ctx, Description &D) override {
    struct Choice {
      LoadInst *L;
      LoadMD K;
    };
    std::vector<Choice> Choices;
    for (Function *F : Ctx.functions())
      for (Instruction &I : instructions(*F)) {
        auto *L = dyn_cast<LoadInst>(&I);
        if (!L)
          continue;
        Type *Ty = L->getType();
        if (Ty->isIntOrIntVectorTy())
          Choices.push_back({L, LoadMD::Range});
        if (Ty->isPointerTy()) {
          Choices.push_back({L, LoadMD::NonNull});
          Choices.push_back({L, LoadMD::Align});
        }
        Choices.push_back({L, LoadMD::NoUndef});
      }
    if (Choices.empty())
      return false;
    Choice Ch = Ctx.pick(Choices);
    LoadInst *L = Ch.L;
    LLVMContext &C = L->getContext();
    unsigned KindID;
    StringRef Name;
    switch (Ch.K) {
    case LoadMD::Range:
      KindID = LLVMContext::MD_range;
      Name = "!range";
      break;
    case LoadMD::NonNull:
      KindID = LLVMContext::MD_nonnull;
      Name = "!nonnull";
      break;
    case LoadMD::NoUndef:
      KindID = LLVMContext::MD_noundef;
      Name = "!noundef";
      break;
    case LoadMD::Align:
      KindID = LLVMContext::MD_align;
      Name = "!align";
      break;
    }
    if (L->getMetadata(KindID)) {
      L->setMetadata(KindID, nullptr);
      D << "remove " << Name << " from load " << L << " in ";
      D.fn(*L->getFunction());
      return true;
    }
    std::string Detail;
    MDNode *N;
    switch (Ch.K) {
    case LoadMD::Range: {
      unsigned W = L->getType()->getScalarSizeInBits();
      ConstantRange CR =
          interestingRange(Ctx.rng(), W, intConstantsIn(*L->getFunction(), W));
      N = MDBuilder(C).createRange(CR.getLower(), CR.getUpper());
      Detail = " " + rangeText(CR);
      break;
    }
    case LoadMD::Align: {
      uint64_t A = uint64_t(1) << Ctx.index(7);
      N = MDNode::get(C, {ConstantAsMetadata::get(
                             ConstantInt::get(Type::getInt64Ty(C), A))});
      Detail = " " + std::to_string(A);
      break;
    }
    default:
      N = MDNode::get(C, {});
      break;
    }
    L->setMetadata(KindID, N);
    D << "add " << Name << Detail << " to load " << L << " in ";
    D.fn(*L->getFunction());
    return true;
  }
};

} // namespace

std::unique_ptr<Strategy> refinery::createAttributeStrategy() {
  return std::make_unique<AttributeStrategy>();
}
std::unique_ptr<Strategy> refinery::createMetadataStrategy() {
  return std::make_unique<MetadataStrategy>();
}
