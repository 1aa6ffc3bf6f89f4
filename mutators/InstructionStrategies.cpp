//===- mutators/InstructionStrategies.cpp - Opcodes, predicates, order ----===//
///
/// \file
/// * opcode: changes an opcode within its class (integer binary operators,
///   floating-point binary operators, zext/sext, fptosi/fptoui,
///   sitofp/uitofp, and intrinsic families such as smax/smin/umax/umin,
///   the saturating and with.overflow arithmetic, ctlz/cttz, fshl/fshr,
///   minnum/maxnum/minimum/maximum). Flags that the new opcode supports are
///   kept.
/// * predicate: changes an icmp or fcmp predicate.
/// * commute: swaps the operands of a commutative operation (a comparison
///   gets the swapped predicate), an equivalent change that exercises
///   canonicalization.
/// * move: moves an instruction within its block, after its operands and
///   before its users.
///
//===----------------------------------------------------------------------===//
#include "mutators/MutationUtil.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace refinery;

namespace {

const Instruction::BinaryOps IntBinOps[] = {
    Instruction::Add,  Instruction::Sub,  Instruction::Mul,  Instruction::UDiv,
    Instruction::SDiv, Instruction::URem, Instruction::SRem, Instruction::Shl,
    Instruction::LShr, Instruction::AShr, Instruction::And,  Instruction::Or,
    Instruction::Xor};
const Instruction::BinaryOps FPBinOps[] = {Instruction::FAdd, Instruction::FSub,
                                           Instruction::FMul, Instruction::FDiv,
                                           Instruction::FRem};

/// Intrinsic families whose members share one signature.
const std::vector<std::vector<Intrinsic::ID>> &intrinsicFamilies() {
  static const std::vector<std::vector<Intrinsic::ID>> Families = {
      {Intrinsic::smax, Intrinsic::smin, Intrinsic::umax, Intrinsic::umin},
      {Intrinsic::sadd_sat, Intrinsic::uadd_sat, Intrinsic::ssub_sat,
       Intrinsic::usub_sat},
      {Intrinsic::sshl_sat, Intrinsic::ushl_sat},
      {Intrinsic::sadd_with_overflow, Intrinsic::uadd_with_overflow,
       Intrinsic::ssub_with_overflow, Intrinsic::usub_with_overflow,
       Intrinsic::smul_with_overflow, Intrinsic::umul_with_overflow},
      {Intrinsic::ctlz, Intrinsic::cttz},
      {Intrinsic::fshl, Intrinsic::fshr},
      {Intrinsic::minnum, Intrinsic::maxnum, Intrinsic::minimum,
       Intrinsic::maximum, Intrinsic::minimumnum, Intrinsic::maximumnum},
      {Intrinsic::scmp, Intrinsic::ucmp},
  };
  return Families;
}

const std::vector<Intrinsic::ID> *familyOf(Intrinsic::ID ID) {
  for (const auto &Fam : intrinsicFamilies())
    if (is_contained(Fam, ID))
      return &Fam;
  return nullptr;
}

Instruction::CastOps castPartner(unsigned Op) {
  switch (Op) {
  case Instruction::ZExt:
    return Instruction::SExt;
  case Instruction::SExt:
    return Instruction::ZExt;
  case Instruction::FPToSI:
    return Instruction::FPToUI;
  case Instruction::FPToUI:
    return Instruction::FPToSI;
  case Instruction::SIToFP:
    return Instruction::UIToFP;
  case Instruction::UIToFP:
    return Instruction::SIToFP;
  default:
    return Instruction::CastOpsEnd;
  }
}

bool isDivRem(unsigned Op) {
  return Op == Instruction::UDiv || Op == Instruction::SDiv ||
         Op == Instruction::URem || Op == Instruction::SRem;
}

class OpcodeStrategy final : public Strategy {
public:
  StringRef name() const override { return "opcode"; }
  StringRef summary() const override {
    return "change an opcode (or intrinsic) within its class";
  }
  unsigned defaultWeight() const override { return 6; }

  bool apply(MutationContext &Ctx, Description &D) override {
    std::vector<Instruction *> Cands = Ctx.instructions([](Instruction &I) {
      if (isa<BinaryOperator>(I))
        return true;
      if (isa<CastInst>(I))
        return castPartner(I.getOpcode()) != Instruction::CastOpsEnd;
      if (auto *II = dyn_cast<IntrinsicInst>(&I))
        return familyOf(II->getIntrinsicID()) != nullptr;
      return false;
    });
    if (Cands.empty())
      return false;
    Instruction *I = Ctx.pick(Cands);
    Function &F = *I->getFunction();
    if (auto *II = dyn_cast<IntrinsicInst>(I)) {
      Intrinsic::ID Old = II->getIntrinsicID();
      const std::vector<Intrinsic::ID> &Fam = *familyOf(Old);
      Intrinsic::ID New = Fam[Ctx.index(Fam.size())];
      if (New == Old)
        New = Fam[(find(Fam, Old) - Fam.begin() + 1) % Fam.size()];
      SmallVector<Type *, 2> Tys;
      if (New == Intrinsic::scmp || New == Intrinsic::ucmp)
        Tys = {II->getType(), II->getArgOperand(0)->getType()};
      else
        Tys = {II->getArgOperand(0)->getType()};
      if (Intrinsic::getType(F.getContext(), New, Tys) != II->getFunctionType())
        return false;
      II->setCalledFunction(
          Intrinsic::getOrInsertDeclaration(F.getParent(), New, Tys));
      D << Intrinsic::getBaseName(Old).drop_front(5) << "->"
        << Intrinsic::getBaseName(New).drop_front(5) << " at " << II << " in ";
      D.fn(F);
      return true;
    }
    unsigned OldOp = I->getOpcode();
    Instruction *NewI;
    if (auto *CI = dyn_cast<CastInst>(I)) {
      NewI = CastInst::Create(castPartner(OldOp), CI->getOperand(0),
                              CI->getType(), "", I->getIterator());
    } else {
      ArrayRef<Instruction::BinaryOps> Ops = I->getType()->isFPOrFPVectorTy()
                                                 ? ArrayRef(FPBinOps)
                                                 : ArrayRef(IntBinOps);
      Instruction::BinaryOps NewOp = Ops[Ctx.index(Ops.size())];
      // A division by a constant zero would be UB on every run.
      auto *Divisor = dyn_cast<Constant>(I->getOperand(1));
      if (NewOp == OldOp ||
          (isDivRem(NewOp) && Divisor && !isa<ConstantExpr>(Divisor) &&
           (Divisor->isNullValue() || Divisor->containsUndefOrPoisonElement())))
        NewOp = Ops[(find(Ops, OldOp) - Ops.begin() + 1) % Ops.size()];
      if (isDivRem(NewOp) && Divisor && Divisor->isNullValue())
        return false;
      NewI = BinaryOperator::Create(NewOp, I->getOperand(0), I->getOperand(1),
                                    "", I->getIterator());
    }
    NewI->copyIRFlags(I);
    NewI->copyMetadata(*I);
    NewI->takeName(I);
    I->replaceAllUsesWith(NewI);
    I->eraseFromParent();
    D << Instruction::getOpcodeName(OldOp) << "->" << NewI->getOpcodeName()
      << " at " << NewI << " in ";
    D.fn(F);
    return true;
  }
};

class PredicateStrategy final : public Strategy {
public:
  StringRef name() const override { return "predicate"; }
  StringRef summary() const override {
    return "change an icmp or fcmp predicate";
  }
  unsigned defaultWeight() const override { return 5; }

  bool apply(MutationContext &Ctx, Description &D) override {
    std::vector<Instruction *> Cands =
        Ctx.instructions([](Instruction &I) { return isa<CmpInst>(I); });
    if (Cands.empty())
      return false;
    auto *Cmp = cast<CmpInst>(Ctx.pick(Cands));
    CmpInst::Predicate Old = Cmp->getPredicate(), New;
    if (isa<ICmpInst>(Cmp)) {
      unsigned N = CmpInst::LAST_ICMP_PREDICATE - CmpInst::FIRST_ICMP_PREDICATE;
      unsigned K = Ctx.index(N);
      New = CmpInst::Predicate(CmpInst::FIRST_ICMP_PREDICATE + K);
      if (New >= Old)
        New = CmpInst::Predicate(New + 1);
    } else {
      // The 14 predicates between false and true.
      unsigned K = Ctx.index(13);
      New = CmpInst::Predicate(CmpInst::FCMP_OEQ + K);
      if (New >= Old && Old >= CmpInst::FCMP_OEQ && Old <= CmpInst::FCMP_UNE)
        New = CmpInst::Predicate(New + 1);
    }
    assert(New != Old && "predicate unchanged");
    Cmp->setPredicate(New);
    D << (isa<ICmpInst>(Cmp) ? "icmp " : "fcmp ")
      << CmpInst::getPredicateName(Old) << "->"
      << CmpInst::getPredicateName(New) << " at " << Cmp << " in ";
    D.fn(*Cmp->getFunction());
    return true;
  }
};

class CommuteStrategy final : public Strategy {
public:
  StringRef name() const override { return "commute"; }
  StringRef summary() const override {
    return "swap the operands of a commutative operation or comparison";
  }
  unsigned defaultWeight() const override { return 3; }

  bool apply(MutationContext &Ctx, Description &D) override {
    std::vector<Instruction *> Cands = Ctx.instructions([](Instruction &I) {
      if (isa<CmpInst>(I))
        return I.getOperand(0) != I.getOperand(1);
      if (auto *II = dyn_cast<IntrinsicInst>(&I))
        return II->isCommutative() && II->arg_size() >= 2 &&
               II->getArgOperand(0) != II->getArgOperand(1) &&
               II->getArgOperand(0)->getType() ==
                   II->getArgOperand(1)->getType();
      return isa<BinaryOperator>(I) && I.isCommutative() &&
             I.getOperand(0) != I.getOperand(1);
    });
    if (Cands.empty())
      return false;
    Instruction *I = Ctx.pick(Cands);
    if (auto *Cmp = dyn_cast<CmpInst>(I)) {
      Cmp->swapOperands();
    } else if (auto *II = dyn_cast<IntrinsicInst>(I)) {
      Value *A = II->getArgOperand(0);
      II->setArgOperand(0, II->getArgOperand(1));
      II->setArgOperand(1, A);
    } else {
      cast<BinaryOperator>(I)->swapOperands();
    }
    D << "commute operands of " << I << " in ";
    D.fn(*I->getFunction());
    return true;
  }
};

class MoveStrategy final : public Strategy {
public:
  StringRef name() const override { return "move"; }
  StringRef summary() const override {
    return "move an instruction within its block (after its operands, "
           "before its users)";
  }
  unsigned defaultWeight() const override { return 3; }

  bool apply(MutationContext &Ctx, Description &D) override {
    std::vector<Instruction *> Cands = Ctx.instructions([](Instruction &I) {
      return !isa<PHINode>(I) && !I.isTerminator() && !I.isEHPad() &&
             !hasMustTailCall(*I.getParent()) && I.getParent()->size() > 2;
    });
    for (unsigned Try = 0; Try < 8 && !Cands.empty(); ++Try) {
      size_t K = Ctx.index(Cands.size());
      Instruction *I = Cands[K];
      Cands[K] = Cands.back();
      Cands.pop_back();
      BasicBlock &BB = *I->getParent();
      std::vector<Instruction *> Insts;
      for (Instruction &J : make_range(BB.getFirstInsertionPt(), BB.end()))
        Insts.push_back(&J);
      size_t Pos = find(Insts, I) - Insts.begin();
      // I may go before Insts[Lo..Hi]: after its last operand defined in
      // this block, and no later than its first user in this block (a phi
      // user takes the value at the end of the block: no bound) or the
      // terminator.
      size_t Lo = 0, Hi = Insts.size() - 1;
      for (size_t J = 0; J < Insts.size(); ++J) {
        if (J < Pos && is_contained(I->operands(), Insts[J]))
          Lo = J + 1;
        if (J > Pos && !isa<PHINode>(Insts[J]) &&
            is_contained(Insts[J]->operands(), I)) {
          Hi = std::min(Hi, J);
          break;
        }
      }
      // Positions other than where I is (before Insts[Pos] or
      // Insts[Pos + 1] leave it in place).
      std::vector<size_t> Targets;
      for (size_t J = Lo; J <= Hi; ++J)
        if (J != Pos && J != Pos + 1)
          Targets.push_back(J);
      if (Targets.empty())
        continue;
      Instruction *Before = Insts[Ctx.pick(Targets)];
      I->moveBefore(Before->getIterator());
      D << "move " << I << " before " << Before << " in ";
      D.fn(*I->getFunction());
      return true;
    }
    return false;
  }
};

} // namespace

std::unique_ptr<Strategy> refinery::createOpcodeStrategy() {
  return std::make_unique<OpcodeStrategy>();
}
std::unique_ptr<Strategy> refinery::createPredicateStrategy() {
  return std::make_unique<PredicateStrategy>();
}
std::unique_ptr<Strategy> refinery::createCommuteStrategy() {
  return std::make_unique<CommuteStrategy>();
}
std::unique_ptr<Strategy> refinery::createMoveStrategy() {
  return std::make_unique<MoveStrategy>();
}
