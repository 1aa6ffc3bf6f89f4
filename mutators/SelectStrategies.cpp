//===- mutators/SelectStrategies.cpp - select and its idioms --------------===//
///
/// \file
/// Strategies around `select`, the poison barrier (LangRef "'select'
/// Instruction"; UB manual "Propagation of Poison Through Select"):
///
/// * select-logic: `and`/`or` of i1 to and from their select forms
///   (`select c, x, false` / `select c, true, x`). The select form is
///   poison only through the condition or the chosen arm, so select->and
///   makes the result poison where it was not (c false, x poison), and
///   and->select makes it more defined.
/// * select-swap: swaps the arms and inverts the condition (equivalent).
/// * select-related: replaces a use of %v by `select (icmp eq %v, K), K, %v`
///   or `select (icmp ne %v, K), %v, K` with K a constant or another value
///   (the equal-value replacements optimizers like to fold).
/// * minmax: smax/smin/umax/umin/abs to and from their icmp+select idioms,
///   and injection of a min/max of a value with another one.
///
//===----------------------------------------------------------------------===//
#include "mutators/MutationUtil.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace refinery;

namespace {

bool isBoolTy(const Type *Ty) { return Ty->isIntOrIntVectorTy(1); }

bool isZero(const Value *V) {
  const auto *C = dyn_cast<Constant>(V);
  return C && C->isNullValue();
}
bool isAllOnes(const Value *V) {
  const auto *C = dyn_cast<Constant>(V);
  return C && C->isAllOnesValue();
}

/// and/or of i1 to and from select.
class SelectLogicStrategy final : public Strategy {
public:
  StringRef name() const override { return "select-logic"; }
  StringRef summary() const override {
    return "and/or of i1 to and from select c, x, false / select c, true, x";
  }
  unsigned defaultWeight() const override { return 8; }

  bool apply(MutationContext &Ctx, Description &D) override {
    std::vector<Instruction *> Cands = Ctx.instructions([](Instruction &I) {
      if (!isBoolTy(I.getType()))
        return false;
      if (I.getOpcode() == Instruction::And || I.getOpcode() == Instruction::Or)
        return true;
      auto *SI = dyn_cast<SelectInst>(&I);
      if (!SI || SI->getCondition()->getType() != SI->getType())
        return false;
      return isZero(SI->getFalseValue()) || isAllOnes(SI->getTrueValue()) ||
             isZero(SI->getTrueValue()) || isAllOnes(SI->getFalseValue());
    });
    if (Cands.empty())
      return false;
    Instruction *I = Ctx.pick(Cands);
    Function &F = *I->getFunction();
    Type *Ty = I->getType();
    if (auto *SI = dyn_cast<SelectInst>(I)) {
      Value *C = SI->getCondition();
      Value *T = SI->getTrueValue(), *Fv = SI->getFalseValue();
      Instruction *New;
      StringRef What;
      if (isZero(Fv)) { // select c, x, false -> and c, x
        New = BinaryOperator::CreateAnd(C, T, "", SI->getIterator());
        What = "select->and";
      } else if (isAllOnes(T)) { // select c, true, x -> or c, x
        New = BinaryOperator::CreateOr(C, Fv, "", SI->getIterator());
        What = "select->or";
      } else if (isZero(T)) { // select c, false, x -> and (not c), x
        New = BinaryOperator::CreateAnd(createNot(C, SI), Fv, "",
                                        SI->getIterator());
        What = "select->and-not";
      } else { // select c, x, true -> or (not c), x
        New = BinaryOperator::CreateOr(createNot(C, SI), T, "",
                                       SI->getIterator());
        What = "select->or-not";
      }
      replaceInst(SI, New);
      D << What << " at " << New << " in ";
      D.fn(F);
      return true;
    }
    // and a, b -> select a, b, false (or the other operand as condition).
    bool IsAnd = I->getOpcode() == Instruction::And;
    unsigned CondOp = Ctx.rng().coin();
    Value *C = I->getOperand(CondOp), *X = I->getOperand(1 - CondOp);
    Value *New = IsAnd ? SelectInst::Create(C, X, Constant::getNullValue(Ty),
                                            "", I->getIterator())
                       : SelectInst::Create(C, Constant::getAllOnesValue(Ty), X,
                                            "", I->getIterator());
    replaceInst(I, New);
    D << (IsAnd ? "and->select" : "or->select") << " at " << New << " in ";
    D.fn(F);
    return true;
  }
};

/// select c, a, b -> select !c, b, a.
class SelectSwapStrategy final : public Strategy {
public:
  StringRef name() const override { return "select-swap"; }
  StringRef summary() const override {
    return "swap select arms and invert the condition";
  }
  unsigned defaultWeight() const override { return 3; }

  bool apply(MutationContext &Ctx, Description &D) override {
    std::vector<Instruction *> Cands =
        Ctx.instructions([](Instruction &I) { return isa<SelectInst>(I); });
    if (Cands.empty())
      return false;
    auto *SI = cast<SelectInst>(Ctx.pick(Cands));
    Value *C = SI->getCondition();
    auto *Cmp = dyn_cast<CmpInst>(C);
    if (Cmp && Cmp->hasOneUse() && Ctx.rng().coin()) {
      Cmp->setPredicate(Cmp->getInversePredicate());
    } else {
      SI->setCondition(createNot(C, SI));
    }
    SI->swapValues();
    SI->swapProfMetadata();
    D << "swap arms of " << SI << " and invert its condition in ";
    D.fn(*SI->getFunction());
    return true;
  }
};

/// Operands of integer or pointer type whose user can take a new
/// instruction right before it (not a phi), holding a non-constant value.
std::vector<OperandRef> selectableUses(const MutationContext &Ctx,
                                       bool AllowPointers) {
  std::vector<OperandRef> R;
  for (const OperandRef &O : replaceableOperands(Ctx)) {
    Value *V = O.get();
    Type *Ty = V->getType();
    if (isa<Constant>(V) || isa<PHINode>(O.I) || O.I->isEHPad())
      continue;
    if (Ty->isIntOrIntVectorTy() || (AllowPointers && Ty->isPointerTy()))
      R.push_back(O);
  }
  return R;
}

/// A constant of type \p Ty for \p F: an interesting integer (splat for
/// vectors) or null.
Constant *interestingConstant(MutationContext &Ctx, Type *Ty, Function &F) {
  if (Ty->isPtrOrPtrVectorTy())
    return Constant::getNullValue(Ty);
  unsigned W = Ty->getScalarSizeInBits();
  APInt X = interestingInt(Ctx.rng(), W, intConstantsIn(F, W));
  return ConstantInt::get(Ty, X);
}

/// A value to combine with the operand \p O: half of the time another value
/// of its type available at its user, else an interesting constant.
static Value *partnerFor(MutationContext &Ctx, const OperandRef &O) {
  Value *V = O.get();
  Type *Ty = V->getType();
  Function &F = *O.I->getFunction();
  if (Ctx.rng().coin()) {
    DominatorTree DT(F);
    std::vector<Value *> Others = valuesAvailableAt(O.I, Ty, DT);
    std::erase(Others, V);
    if (!Others.empty())
      return Ctx.pick(Others);
  }
  return interestingConstant(Ctx, Ty, F);
}

/// %v -> select (icmp eq %v, K), K, %v and friends.
class RelatedSelectStrategy final : public Strategy {
public:
  StringRef name() const override { return "select-related"; }
  StringRef summary() const override {
    return "replace a use of %v by select (icmp eq %v, K), K, %v or "
           "select (icmp ne %v, K), %v, K";
  }
  unsigned defaultWeight() const override { return 4; }

  bool apply(MutationContext &Ctx, Description &D) override {
    std::vector<OperandRef> Uses = selectableUses(Ctx, /*AllowPointers=*/true);
    if (Uses.empty())
      return false;
    OperandRef O = Ctx.pick(Uses);
    Value *V = O.get();
    Function &F = *O.I->getFunction();
    Value *K = partnerFor(Ctx, O);
    IRBuilder<> B(O.I);
    bool Eq = Ctx.rng().coin();
    Value *Cmp = B.CreateICmp(Eq ? ICmpInst::ICMP_EQ : ICmpInst::ICMP_NE, V, K,
                              "rel.cmp");
    Value *Sel = Eq ? B.CreateSelect(Cmp, K, V, "rel")
                    : B.CreateSelect(Cmp, V, K, "rel");
    O.I->setOperand(O.OpNo, Sel);
    D << "select of related values at " << O.I << " in ";
    D.fn(F);
    D << ": " << V << " -> select (" << V << (Eq ? " == " : " != ") << K
      << "), " << (Eq ? K : V) << ", " << (Eq ? V : K);
    return true;
  }
};

Intrinsic::ID minMaxFor(CmpInst::Predicate P) {
  switch (P) {
  case CmpInst::ICMP_SGT:
  case CmpInst::ICMP_SGE:
    return Intrinsic::smax;
  case CmpInst::ICMP_SLT:
  case CmpInst::ICMP_SLE:
    return Intrinsic::smin;
  case CmpInst::ICMP_UGT:
  case CmpInst::ICMP_UGE:
    return Intrinsic::umax;
  case CmpInst::ICMP_ULT:
  case CmpInst::ICMP_ULE:
    return Intrinsic::umin;
  default:
    return Intrinsic::not_intrinsic;
  }
}

/// The icmp predicate of the select idiom of a min/max intrinsic (strict or
/// not).
CmpInst::Predicate predicateFor(Intrinsic::ID ID, bool Strict) {
  switch (ID) {
  case Intrinsic::smax:
    return Strict ? CmpInst::ICMP_SGT : CmpInst::ICMP_SGE;
  case Intrinsic::smin:
    return Strict ? CmpInst::ICMP_SLT : CmpInst::ICMP_SLE;
  case Intrinsic::umax:
    return Strict ? CmpInst::ICMP_UGT : CmpInst::ICMP_UGE;
  case Intrinsic::umin:
    return Strict ? CmpInst::ICMP_ULT : CmpInst::ICMP_ULE;
  default:
    llvm_unreachable("not a min/max intrinsic");
  }
}

bool isMinMax(Intrinsic::ID ID) {
  return ID == Intrinsic::smax || ID == Intrinsic::smin ||
         ID == Intrinsic::umax || ID == Intrinsic::umin;
}

/// The intrinsic a `select (icmp P a, b), a, b` (or arms swapped) computes.
Intrinsic::ID matchMinMaxIdiom(SelectInst &SI) {
  auto *Cmp = dyn_cast<ICmpInst>(SI.getCondition());
  if (!Cmp || !SI.getType()->isIntOrIntVectorTy())
    return Intrinsic::not_intrinsic;
  Value *A = Cmp->getOperand(0), *B = Cmp->getOperand(1);
  Value *T = SI.getTrueValue(), *F = SI.getFalseValue();
  if (A == B)
    return Intrinsic::not_intrinsic;
  if (T == A && F == B)
    return minMaxFor(Cmp->getPredicate());
  if (T == B && F == A)
    return minMaxFor(Cmp->getInversePredicate());
  return Intrinsic::not_intrinsic;
}

/// Matches the abs idioms `select (icmp slt x, 0), (sub 0, x), x` and
/// `select (icmp sgt x, -1), x, (sub 0, x)`; returns x and the sub.
bool matchAbsIdiom(SelectInst &SI, Value *&X, BinaryOperator *&Neg) {
  auto *Cmp = dyn_cast<ICmpInst>(SI.getCondition());
  if (!Cmp || !SI.getType()->isIntOrIntVectorTy())
    return false;
  X = Cmp->getOperand(0);
  Value *NegV;
  if (Cmp->getPredicate() == CmpInst::ICMP_SLT && isZero(Cmp->getOperand(1)) &&
      SI.getFalseValue() == X)
    NegV = SI.getTrueValue();
  else if (Cmp->getPredicate() == CmpInst::ICMP_SGT &&
           isAllOnes(Cmp->getOperand(1)) && SI.getTrueValue() == X)
    NegV = SI.getFalseValue();
  else
    return false;
  Neg = dyn_cast<BinaryOperator>(NegV);
  return Neg && Neg->getOpcode() == Instruction::Sub &&
         isZero(Neg->getOperand(0)) && Neg->getOperand(1) == X;
}

/// min/max/abs to and from icmp+select, and min/max injection.
class MinMaxStrategy final : public Strategy {
public:
  StringRef name() const override { return "minmax"; }
  StringRef summary() const override {
    return "smax/smin/umax/umin/abs to and from icmp+select idioms; inject "
           "a min/max";
  }
  unsigned defaultWeight() const override { return 6; }

  bool apply(MutationContext &Ctx, Description &D) override {
    std::vector<Instruction *> Cands = Ctx.instructions([](Instruction &I) {
      if (auto *II = dyn_cast<IntrinsicInst>(&I))
        return isMinMax(II->getIntrinsicID()) ||
               II->getIntrinsicID() == Intrinsic::abs;
      if (auto *SI = dyn_cast<SelectInst>(&I)) {
        Value *X;
        BinaryOperator *Neg;
        return matchMinMaxIdiom(*SI) != Intrinsic::not_intrinsic ||
               matchAbsIdiom(*SI, X, Neg);
      }
      return false;
    });
    // Rewrite an existing idiom three times out of four when there is one.
    if (!Cands.empty() && !Ctx.rng().chance(1, 4))
      return rewrite(Ctx, Ctx.pick(Cands), D);
    return inject(Ctx, D);
  }

private:
  bool rewrite(MutationContext &Ctx, Instruction *I, Description &D) {
    Function &F = *I->getFunction();
    IRBuilder<> B(I);
    if (auto *II = dyn_cast<IntrinsicInst>(I)) {
      Intrinsic::ID ID = II->getIntrinsicID();
      Value *A = II->getArgOperand(0);
      Value *R;
      if (ID == Intrinsic::abs) {
        bool IntMinPoison = cast<ConstantInt>(II->getArgOperand(1))->isOne();
        Value *Zero = Constant::getNullValue(A->getType());
        Value *Neg = B.CreateSub(Zero, A, "abs.neg", /*HasNUW=*/false,
                                 /*HasNSW=*/IntMinPoison);
        Value *Cmp = B.CreateICmpSLT(A, Zero, "abs.cmp");
        R = B.CreateSelect(Cmp, Neg, A);
      } else {
        Value *Bv = II->getArgOperand(1);
        Value *Cmp =
            B.CreateICmp(predicateFor(ID, Ctx.rng().coin()), A, Bv, "mm.cmp");
        R = B.CreateSelect(Cmp, A, Bv);
      }
      replaceInst(II, R);
      D << Intrinsic::getBaseName(ID).drop_front(5) << "->select at " << R
        << " in ";
      D.fn(F);
      return true;
    }
    auto *SI = cast<SelectInst>(I);
    Value *R;
    StringRef What;
    Value *X;
    BinaryOperator *Neg;
    if (matchAbsIdiom(*SI, X, Neg)) {
      R = B.CreateBinaryIntrinsic(Intrinsic::abs, X,
                                  B.getInt1(Neg->hasNoSignedWrap()));
      What = "abs";
    } else {
      Intrinsic::ID ID = matchMinMaxIdiom(*SI);
      auto *Cmp = cast<ICmpInst>(SI->getCondition());
      R = B.CreateBinaryIntrinsic(ID, Cmp->getOperand(0), Cmp->getOperand(1));
      What = Intrinsic::getBaseName(ID).drop_front(5);
    }
    replaceInst(SI, R);
    D << "select->" << What << " at " << R << " in ";
    D.fn(F);
    return true;
  }

  bool inject(MutationContext &Ctx, Description &D) {
    std::vector<OperandRef> Uses = selectableUses(Ctx, /*AllowPointers=*/false);
    if (Uses.empty())
      return false;
    OperandRef O = Ctx.pick(Uses);
    Value *V = O.get();
    Function &F = *O.I->getFunction();
    Value *W = partnerFor(Ctx, O);
    static const Intrinsic::ID IDs[] = {Intrinsic::smax, Intrinsic::smin,
                                        Intrinsic::umax, Intrinsic::umin};
    Intrinsic::ID ID = IDs[Ctx.index(4)];
    IRBuilder<> B(O.I);
    bool Idiom = Ctx.rng().coin();
    Value *R;
    if (Idiom) {
      Value *Cmp =
          B.CreateICmp(predicateFor(ID, Ctx.rng().coin()), V, W, "mm.cmp");
      R = B.CreateSelect(Cmp, V, W, "mm");
    } else {
      R = B.CreateBinaryIntrinsic(ID, V, W, {}, "mm");
    }
    O.I->setOperand(O.OpNo, R);
    D << "inject " << Intrinsic::getBaseName(ID).drop_front(5)
      << (Idiom ? " idiom" : "") << " of " << V << " and " << W << " at " << O.I
      << " in ";
    D.fn(F);
    return true;
  }
};

} // namespace

std::unique_ptr<Strategy> refinery::createSelectLogicStrategy() {
  return std::make_unique<SelectLogicStrategy>();
}
std::unique_ptr<Strategy> refinery::createSelectSwapStrategy() {
  return std::make_unique<SelectSwapStrategy>();
}
std::unique_ptr<Strategy> refinery::createRelatedSelectStrategy() {
  return std::make_unique<RelatedSelectStrategy>();
}
std::unique_ptr<Strategy> refinery::createMinMaxStrategy() {
  return std::make_unique<MinMaxStrategy>();
}
