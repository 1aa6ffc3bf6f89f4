//===- mutators/MutationUtil.cpp - Helpers shared by strategies -----------===//
#include "mutators/MutationUtil.h"
#include "support/IntBoundary.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace refinery;

Value *OperandRef::get() const { return I->getOperand(OpNo); }
Use &OperandRef::use() const { return I->getOperandUse(OpNo); }

bool refinery::isValueType(const Type *Ty) {
  if (isa<ScalableVectorType>(Ty))
    return false;
  return Ty->isIntOrIntVectorTy() || Ty->isFPOrFPVectorTy() ||
         Ty->isPtrOrPtrVectorTy();
}

bool refinery::isIntrinsicCall(const Instruction &I) {
  return isa<IntrinsicInst>(I);
}

/// True if GEP operand \p OpNo indexes into a struct (must stay a constant
/// in range).
static bool isStructIndex(const GetElementPtrInst &GEP, unsigned OpNo) {
  if (OpNo == 0)
    return false;
  unsigned K = 1;
  for (gep_type_iterator GTI = gep_type_begin(GEP), E = gep_type_end(GEP);
       GTI != E; ++GTI, ++K)
    if (K == OpNo)
      return GTI.isStruct();
  return false;
}

/// Intrinsics whose operands have rules beyond their types (an alloca
/// operand, a constant string, a token from a specific producer).
static bool hasOperandRules(Intrinsic::ID ID) {
  switch (ID) {
  case Intrinsic::lifetime_start:
  case Intrinsic::lifetime_end:
  case Intrinsic::invariant_start:
  case Intrinsic::invariant_end:
  case Intrinsic::launder_invariant_group:
  case Intrinsic::strip_invariant_group:
  case Intrinsic::var_annotation:
  case Intrinsic::ptr_annotation:
  case Intrinsic::annotation:
  case Intrinsic::codeview_annotation:
  case Intrinsic::stackrestore:
  case Intrinsic::stackprotector:
  case Intrinsic::vastart:
  case Intrinsic::vaend:
  case Intrinsic::vacopy:
  case Intrinsic::localescape:
  case Intrinsic::localrecover:
  case Intrinsic::eh_typeid_for:
  case Intrinsic::type_test:
  case Intrinsic::public_type_test:
  case Intrinsic::type_checked_load:
  case Intrinsic::coro_id:
  case Intrinsic::coro_begin:
  case Intrinsic::coro_end:
  case Intrinsic::coro_suspend:
  case Intrinsic::is_constant:
  case Intrinsic::objectsize:
    return true;
  default:
    return false;
  }
}

/// True if \p I and all its operands are off limits.
static bool isUntouchable(const Instruction &I) {
  if (I.isEHPad() || isa<CatchReturnInst, CleanupReturnInst, ResumeInst,
                         IndirectBrInst, CallBrInst>(I))
    return true;
  if (const auto *II = dyn_cast<IntrinsicInst>(&I))
    return hasOperandRules(II->getIntrinsicID()) ||
           // An assume with operand bundles must assume `true`.
           (II->getIntrinsicID() == Intrinsic::assume &&
            II->hasOperandBundles()) ||
           II->getCalledFunction()->getName().starts_with("llvm.experimental.");
  if (const auto *CB = dyn_cast<CallBase>(&I))
    return CB->isInlineAsm() || CB->isMustTailCall();
  return false;
}

/// Operand checks common to both operand predicates. Returns true if the
/// operand is fixed whatever replaces it.
static bool isStructurallyFixed(const Instruction &I, unsigned OpNo) {
  const Value *Op = I.getOperand(OpNo);
  Type *Ty = Op->getType();
  if (Ty->isLabelTy() || Ty->isTokenTy() || Ty->isMetadataTy())
    return true;
  if (isUntouchable(I))
    return true;
  // What follows a musttail call (its ret, maybe a bitcast) must return
  // the call's result as it is.
  if (const CallInst *MTC = I.getParent()->getTerminatingMustTailCall())
    if (MTC->comesBefore(&I))
      return true;
  switch (I.getOpcode()) {
  case Instruction::Alloca:
    return true;
  case Instruction::GetElementPtr:
    return isStructIndex(cast<GetElementPtrInst>(I), OpNo);
  default:
    break;
  }
  if (const auto *CB = dyn_cast<CallBase>(&I)) {
    if (&CB->getCalledOperandUse() == &I.getOperandUse(OpNo))
      return true;
    if (CB->isBundleOperand(OpNo))
      return true;
    if (CB->isArgOperand(&I.getOperandUse(OpNo))) {
      unsigned ArgNo = CB->getArgOperandNo(&I.getOperandUse(OpNo));
      if (CB->paramHasAttr(ArgNo, Attribute::SwiftError) ||
          CB->paramHasAttr(ArgNo, Attribute::InAlloca) ||
          CB->paramHasAttr(ArgNo, Attribute::Preallocated))
        return true;
    }
  }
  return false;
}

bool refinery::isFixedOperand(const Instruction &I, unsigned OpNo) {
  if (isStructurallyFixed(I, OpNo))
    return true;
  if (isa<SwitchInst>(I))
    return OpNo != 0;
  if (const auto *CB = dyn_cast<CallBase>(&I))
    if (CB->isArgOperand(&I.getOperandUse(OpNo)) &&
        CB->paramHasAttr(CB->getArgOperandNo(&I.getOperandUse(OpNo)),
                         Attribute::ImmArg))
      return true;
  return false;
}

bool refinery::isConstantReplaceableOperand(const Instruction &I,
                                            unsigned OpNo) {
  if (isStructurallyFixed(I, OpNo))
    return false;
  if (isa<SwitchInst>(I))
    return OpNo == 0 || OpNo % 2 == 0;
  // An immarg i1 is a flag (is_zero_poison, is_int_min_poison, isvolatile)
  // that takes either value; wider immargs have per-intrinsic domains.
  if (const auto *CB = dyn_cast<CallBase>(&I))
    if (CB->isArgOperand(&I.getOperandUse(OpNo)) &&
        CB->paramHasAttr(CB->getArgOperandNo(&I.getOperandUse(OpNo)),
                         Attribute::ImmArg))
      return I.getOperand(OpNo)->getType()->isIntegerTy(1);
  return true;
}

std::vector<OperandRef>
refinery::replaceableOperands(const MutationContext &Ctx) {
  std::vector<OperandRef> R;
  for (Function *F : Ctx.functions())
    for (Instruction &I : instructions(*F))
      for (unsigned K = 0, E = I.getNumOperands(); K < E; ++K)
        if (isValueType(I.getOperand(K)->getType()) && !isFixedOperand(I, K))
          R.push_back({&I, K});
  return R;
}

std::vector<Value *> refinery::dominatingValues(const Use &U, Type *Ty,
                                                const DominatorTree &DT) {
  auto *User = cast<Instruction>(U.getUser());
  Function *F = User->getFunction();
  Value *Cur = U.get();
  std::vector<Value *> R;
  for (Argument &A : F->args())
    if (A.getType() == Ty && &A != Cur)
      R.push_back(&A);
  for (BasicBlock &BB : *F) {
    if (!DT.isReachableFromEntry(&BB))
      continue;
    for (Instruction &I : BB)
      if (I.getType() == Ty && &I != Cur && &I != User && DT.dominates(&I, U))
        R.push_back(&I);
  }
  // (Not the llvm.* globals, @llvm.global_ctors and the like, which the
  // verifier lets no instruction use.)
  if (Ty->isPointerTy())
    for (GlobalVariable &G : F->getParent()->globals())
      if (G.getType() == Ty && &G != Cur && !G.getName().starts_with("llvm."))
        R.push_back(&G);
  return R;
}

std::vector<Value *> refinery::valuesAvailableAt(Instruction *Pos, Type *Ty,
                                                 const DominatorTree &DT) {
  Function *F = Pos->getFunction();
  std::vector<Value *> R;
  for (Argument &A : F->args())
    if (A.getType() == Ty)
      R.push_back(&A);
  for (BasicBlock &BB : *F) {
    if (!DT.isReachableFromEntry(&BB))
      continue;
    for (Instruction &I : BB)
      if (I.getType() == Ty && &I != Pos && DT.dominates(&I, Pos))
        R.push_back(&I);
  }
  return R;
}

/// Calls \p Fn on every scalar constant \p F uses (vector lanes included).
static void forEachScalarConstant(const Function &F,
                                  function_ref<void(const Constant *)> Fn) {
  for (const Instruction &I : instructions(F))
    for (const Value *Op : I.operands()) {
      const auto *C = dyn_cast<Constant>(Op);
      if (!C || isa<GlobalValue>(C) || isa<ConstantExpr>(C))
        continue;
      if (auto *VT = dyn_cast<FixedVectorType>(C->getType())) {
        for (unsigned K = 0, E = VT->getNumElements(); K < E; ++K)
          if (const Constant *Elt = C->getAggregateElement(K))
            Fn(Elt);
        continue;
      }
      Fn(C);
    }
}

std::vector<APInt> refinery::intConstantsIn(const Function &F, unsigned Width) {
  std::vector<APInt> R;
  forEachScalarConstant(F, [&](const Constant *C) {
    const auto *CI = dyn_cast<ConstantInt>(C);
    if (!CI || CI->getBitWidth() != Width || R.size() >= 64)
      return;
    for (const APInt &X : R)
      if (X == CI->getValue())
        return;
    R.push_back(CI->getValue());
  });
  return R;
}

std::vector<APFloat> refinery::fpConstantsIn(const Function &F,
                                             const fltSemantics &Sem) {
  std::vector<APFloat> R;
  forEachScalarConstant(F, [&](const Constant *C) {
    const auto *CF = dyn_cast<ConstantFP>(C);
    if (!CF || &CF->getValueAPF().getSemantics() != &Sem ||
        !CF->getValueAPF().isFinite() || R.size() >= 64)
      return;
    for (const APFloat &X : R)
      if (X.bitwiseIsEqual(CF->getValueAPF()))
        return;
    R.push_back(CF->getValueAPF());
  });
  return R;
}

/// \p X as a \p Width-bit integer (truncating).
static APInt intOf(unsigned Width, uint64_t X) {
  return APInt(Width, X, /*isSigned=*/false, /*implicitTrunc=*/true);
}

/// A neighbour of \p C: C, C+1, C-1, -C or ~C.
static APInt neighbour(ChoiceSource &CS, const APInt &C) {
  switch (CS.below(5)) {
  case 0:
    return C;
  case 1:
    return C + 1;
  case 2:
    return C - 1;
  case 3:
    return -C;
  default:
    return ~C;
  }
}

/// One draw from the interesting integers (may equal \p Cur).
static APInt drawInt(ChoiceSource &CS, unsigned W, ArrayRef<APInt> Known,
                     const APInt *Cur) {
  // Draws 0-6 are ExtremeInts in their order; 7 one of the shift-amount
  // edges.
  unsigned K = CS.below(Known.empty() ? 11 : 14);
  if (K < std::size(ExtremeInts))
    return boundaryInt(W, ExtremeInts[K]);
  switch (K) {
  case 7: {
    // Shift amounts at the edge: bw-1 is the last valid one, bw poison.
    static const IntBoundary Edge[] = {IntBoundary::WidthMinusOne,
                                       IntBoundary::Width,
                                       IntBoundary::WidthPlusOne};
    return boundaryInt(W, Edge[CS.below(3)]);
  }
  case 8:
  case 9: {
    APInt P = APInt::getOneBitSet(W, CS.below(W));
    switch (CS.below(4)) {
    case 0:
      return P;
    case 1:
      return P - 1;
    case 2:
      return P + 1;
    default:
      return -P;
    }
  }
  case 10:
    if (Cur)
      return neighbour(CS, *Cur);
    return intOf(W, CS.next());
  default:
    return neighbour(CS, Known[CS.below(Known.size())]);
  }
}

APInt refinery::interestingInt(ChoiceSource &CS, unsigned Width,
                               ArrayRef<APInt> Known, const APInt *Cur) {
  assert(Width > 0 && "zero-width integer");
  for (unsigned Try = 0; Try < 8; ++Try) {
    APInt V = drawInt(CS, Width, Known, Cur);
    if (!Cur || V != *Cur)
      return V;
  }
  return Cur ? *Cur + 1 : APInt::getZero(Width);
}

/// One draw from the interesting floats (may equal \p Cur).
static APFloat drawFloat(ChoiceSource &CS, const fltSemantics &Sem,
                         ArrayRef<APFloat> Known, const APFloat *Cur) {
  auto Neighbour = [&](APFloat V) {
    switch (CS.below(4)) {
    case 0:
      V.next(/*nextDown=*/false);
      break;
    case 1:
      V.next(/*nextDown=*/true);
      break;
    case 2:
      V.changeSign();
      break;
    default:
      break;
    }
    return V;
  };
  bool Neg = CS.coin();
  switch (CS.below(Known.empty() ? 13 : 16)) {
  case 0:
    return APFloat::getZero(Sem, Neg);
  case 1:
    return APFloat::getOne(Sem, Neg);
  case 2:
    return APFloat(Sem, "0.5");
  case 3:
    return APFloat(Sem, "2.0");
  case 4:
    return APFloat::getInf(Sem, Neg);
  case 5:
    return APFloat::getQNaN(Sem, Neg);
  case 6:
    return APFloat::getSmallest(Sem, Neg);
  case 7:
    return APFloat::getSmallestNormalized(Sem, Neg);
  case 8:
    return APFloat::getLargest(Sem, Neg);
  case 9:
    return APFloat(Sem, "-1.0");
  case 10:
  case 11:
    if (Cur)
      return Neighbour(*Cur);
    return APFloat::getOne(Sem, Neg);
  case 12:
    return APFloat::getZero(Sem, false);
  default:
    return Neighbour(Known[CS.below(Known.size())]);
  }
}

APFloat refinery::interestingFloat(ChoiceSource &CS, const fltSemantics &Sem,
                                   ArrayRef<APFloat> Known,
                                   const APFloat *Cur) {
  for (unsigned Try = 0; Try < 8; ++Try) {
    APFloat V = drawFloat(CS, Sem, Known, Cur);
    if (!Cur || !V.bitwiseIsEqual(*Cur))
      return V;
  }
  APFloat V = Cur ? *Cur : APFloat::getZero(Sem);
  V.changeSign();
  return V;
}

std::optional<BasicBlock::iterator> refinery::insertionPointAfterDef(Value *V) {
  if (auto *A = dyn_cast<Argument>(V)) {
    BasicBlock &Entry = A->getParent()->getEntryBlock();
    return Entry.getFirstInsertionPt();
  }
  auto *I = dyn_cast<Instruction>(V);
  if (!I || I->isTerminator())
    return std::nullopt;
  if (const auto *CI = dyn_cast<CallInst>(I))
    if (CI->isMustTailCall())
      return std::nullopt;
  std::optional<BasicBlock::iterator> It = I->getInsertionPointAfterDef();
  if (!It || *It == I->getParent()->end())
    return std::nullopt;
  return It;
}

bool refinery::hasMustTailCall(const BasicBlock &BB) {
  return BB.getTerminatingMustTailCall() != nullptr;
}

void refinery::replaceOperand(Instruction *I, unsigned OpNo, Value *V) {
  auto *Phi = dyn_cast<PHINode>(I);
  if (!Phi) {
    I->setOperand(OpNo, V);
    return;
  }
  BasicBlock *BB = Phi->getIncomingBlock(OpNo);
  for (unsigned K = 0, E = Phi->getNumIncomingValues(); K < E; ++K)
    if (Phi->getIncomingBlock(K) == BB)
      Phi->setIncomingValue(K, V);
}

Value *refinery::createNot(Value *C, Instruction *Pos) {
  IRBuilder<> B(Pos);
  std::string Name = C->hasName() ? (C->getName() + ".not").str() : "not";
  return B.CreateNot(C, Name);
}

void refinery::replaceInst(Instruction *Old, Value *New) {
  if (auto *NI = dyn_cast<Instruction>(New))
    if (!NI->hasName())
      NI->takeName(Old);
  Old->replaceAllUsesWith(New);
  Old->eraseFromParent();
}
