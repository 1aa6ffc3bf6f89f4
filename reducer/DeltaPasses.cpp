//===- reducer/DeltaPasses.cpp - The delta passes of the reducer ----------===//
///
/// \file
/// Each pass walks the module in order and asks the chooser once per target,
/// whether or not it changes it, so that target indices are the same on
/// every candidate made from one module. Values that disappear are replaced
/// by a new argument of the function of interest (the UB manual's rule for
/// placeholders), by one of the instruction's own operands, or, in other
/// functions, by zero; never by undef or poison.
///
//===----------------------------------------------------------------------===//
#include "reducer/DeltaPasses.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Local.h"
#include <map>
#include <set>

using namespace llvm;
using namespace refinery;

namespace {

//===----------------------------------------------------------------------===//
// Signatures
//===----------------------------------------------------------------------===//

/// True if \p F's parameter list may change: a definition whose every use
/// is a direct, non-musttail call with F's own type.
bool canChangeParams(const Function &F) {
  if (F.isDeclaration() || F.isVarArg() || F.isIntrinsic() ||
      F.getName() == "main")
    return false;
  for (const BasicBlock &BB : F)
    if (BB.hasAddressTaken())
      return false;
  for (const Use &U : F.uses()) {
    const auto *CI = dyn_cast<CallInst>(U.getUser());
    if (!CI || !CI->isCallee(&U) ||
        CI->getFunctionType() != F.getFunctionType() || CI->isMustTailCall())
      return false;
  }
  return true;
}

/// Recreates \p F with the parameters \p KeepArg says to keep and the new
/// ones of \p NewTys appended; moves the body and updates the direct calls
/// (which pass zero for a new parameter). Returns the new function; its
/// new arguments are the last NewTys.size() ones.
Function *rebuildParams(Function &F, ArrayRef<bool> KeepArg,
                        ArrayRef<Type *> NewTys) {
  assert(canChangeParams(F) && "parameters of F cannot change");
  assert(KeepArg.size() == F.arg_size() && "one flag per argument");
  LLVMContext &Ctx = F.getContext();
  SmallVector<Type *, 8> Params;
  SmallVector<AttributeSet, 8> ParamAttrs;
  AttributeList AL = F.getAttributes();
  for (unsigned K = 0; K < F.arg_size(); ++K)
    if (KeepArg[K]) {
      Params.push_back(F.getArg(K)->getType());
      ParamAttrs.push_back(AL.getParamAttrs(K));
    }
  for (Type *T : NewTys) {
    Params.push_back(T);
    ParamAttrs.push_back(AttributeSet());
  }
  auto *NFTy = FunctionType::get(F.getReturnType(), Params, false);
  Function *NF = Function::Create(NFTy, F.getLinkage(), F.getAddressSpace());
  F.getParent()->getFunctionList().insert(F.getIterator(), NF);
  NF->copyAttributesFrom(&F);
  NF->setAttributes(
      AttributeList::get(Ctx, AL.getFnAttrs(), AL.getRetAttrs(), ParamAttrs));
  NF->copyMetadata(&F, 0);
  NF->splice(NF->begin(), &F);
  unsigned J = 0;
  for (unsigned K = 0; K < F.arg_size(); ++K) {
    Argument *Old = F.getArg(K);
    if (!KeepArg[K]) {
      assert(Old->use_empty() && "removing a used argument");
      continue;
    }
    Argument *New = NF->getArg(J++);
    Old->replaceAllUsesWith(New);
    New->takeName(Old);
  }
  for (unsigned K = 0; K < NewTys.size(); ++K)
    NF->getArg(J + K)->setName("arg");
  NF->takeName(&F);

  SmallVector<CallInst *, 8> Calls;
  for (User *U : F.users())
    Calls.push_back(cast<CallInst>(U));
  for (CallInst *CI : Calls) {
    SmallVector<Value *, 8> Args;
    SmallVector<AttributeSet, 8> ArgAttrs;
    AttributeList CAL = CI->getAttributes();
    for (unsigned K = 0; K < CI->arg_size(); ++K)
      if (KeepArg[K]) {
        Args.push_back(CI->getArgOperand(K));
        ArgAttrs.push_back(CAL.getParamAttrs(K));
      }
    for (Type *T : NewTys) {
      Args.push_back(Constant::getNullValue(T));
      ArgAttrs.push_back(AttributeSet());
    }
    SmallVector<OperandBundleDef, 1> Bundles;
    CI->getOperandBundlesAsDefs(Bundles);
    CallInst *NC =
        CallInst::Create(NFTy, NF, Args, Bundles, "", CI->getIterator());
    NC->setCallingConv(CI->getCallingConv());
    NC->setAttributes(
        AttributeList::get(Ctx, CAL.getFnAttrs(), CAL.getRetAttrs(), ArgAttrs));
    NC->setTailCallKind(CI->getTailCallKind());
    NC->copyMetadata(*CI);
    NC->takeName(CI);
    CI->replaceAllUsesWith(NC);
    CI->eraseFromParent();
  }
  assert(F.use_empty() && "old function still used");
  F.eraseFromParent();
  return NF;
}

/// Gives \p F new parameters of the types \p Tys; returns the new
/// function (F itself is gone).
Function *appendParams(Function &F, ArrayRef<Type *> Tys) {
  SmallVector<bool, 8> Keep(F.arg_size(), true);
  return rebuildParams(F, Keep, Tys);
}

/// True if a value of \p Ty can be passed as an argument.
bool isArgumentType(Type *Ty) {
  return Ty->isFirstClassType() && !Ty->isTokenLikeTy() && !Ty->isLabelTy() &&
         !Ty->isMetadataTy() && !Ty->isVoidTy();
}

/// True if operand \p OpNo of \p I may become another value of its type.
bool isReplaceableOperand(const Instruction &I, unsigned OpNo) {
  const Use &U = I.getOperandUse(OpNo);
  if (!isArgumentType(U->getType()))
    return false;
  if (const auto *CB = dyn_cast<CallBase>(&I)) {
    if (CB->isCallee(&U) || CB->isBundleOperand(OpNo))
      return false;
    if (CB->isArgOperand(&U) &&
        CB->paramHasAttr(CB->getArgOperandNo(&U), Attribute::ImmArg))
      return false;
  }
  if (isa<GetElementPtrInst>(I) && OpNo >= 2)
    return false; // struct indices must stay constant
  if (isa<SwitchInst>(I) && OpNo > 0)
    return false;
  if (isa<AllocaInst>(I) || isa<LandingPadInst>(I) || I.isEHPad())
    return false;
  return true;
}

//===----------------------------------------------------------------------===//
// Functions and calls
//===----------------------------------------------------------------------===//

/// Turns function definitions other than \p Keep into declarations.
std::unique_ptr<Module>
reduceFunctions(TargetChooser &C, std::unique_ptr<Module> M, StringRef Keep) {
  std::vector<Function *> Drop;
  for (Function &F : *M)
    if (!F.isDeclaration() && F.getName() != Keep && !C.shouldKeep())
      Drop.push_back(&F);
  for (Function *F : Drop) {
    F->deleteBody();
    F->setComdat(nullptr);
  }
  return M;
}

/// Inlines direct calls of defined functions.
std::unique_ptr<Module> inlineCalls(TargetChooser &C, std::unique_ptr<Module> M,
                                    StringRef Keep) {
  std::vector<CallBase *> Calls;
  for (Function &F : *M)
    for (Instruction &I : instructions(F))
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (Function *Callee = CB->getCalledFunction())
          if (!Callee->isDeclaration() && Callee != &F &&
              CB->getFunctionType() == Callee->getFunctionType() &&
              !C.shouldKeep())
            Calls.push_back(CB);
  for (CallBase *CB : Calls) {
    InlineFunctionInfo IFI;
    (void)InlineFunction(*CB, IFI).isSuccess();
  }
  return M;
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

/// Folds conditional branches to one successor (two targets each) and
/// switches to their default or without a case (one target each).
std::unique_ptr<Module> simplifyCFG(TargetChooser &C, std::unique_ptr<Module> M,
                                    StringRef Keep) {
  struct Fold {
    Instruction *Term;
    /// A successor to branch to, or (for a switch case) null.
    BasicBlock *Dest;
    unsigned Case;
  };
  std::vector<Fold> Folds;
  for (Function &F : *M)
    for (BasicBlock &BB : F) {
      Instruction *T = BB.getTerminator();
      if (auto *BI = dyn_cast_or_null<BranchInst>(T)) {
        if (!BI->isConditional())
          continue;
        bool Done = false;
        for (unsigned S = 0; S < 2; ++S)
          if (!C.shouldKeep() && !Done) {
            Folds.push_back({BI, BI->getSuccessor(S), 0});
            Done = true;
          }
      } else if (auto *SI = dyn_cast_or_null<SwitchInst>(T)) {
        bool Done = false;
        if (!C.shouldKeep()) {
          Folds.push_back({SI, SI->getDefaultDest(), 0});
          Done = true;
        }
        for (unsigned K = SI->getNumCases(); K-- > 0;)
          if (!C.shouldKeep() && !Done)
            Folds.push_back({SI, nullptr, K});
      }
    }
  for (const Fold &Fo : Folds) {
    BasicBlock *BB = Fo.Term->getParent();
    if (auto *SI = dyn_cast<SwitchInst>(Fo.Term); SI && !Fo.Dest) {
      auto It = SI->case_begin() + Fo.Case;
      BasicBlock *Dest = It->getCaseSuccessor();
      Dest->removePredecessor(BB);
      SI->removeCase(It);
      continue;
    }
    // Drop one edge per successor other than the first edge to Dest.
    bool Kept = false;
    for (unsigned S = 0; S < Fo.Term->getNumSuccessors(); ++S) {
      BasicBlock *Succ = Fo.Term->getSuccessor(S);
      if (Succ == Fo.Dest && !Kept) {
        Kept = true;
        continue;
      }
      Succ->removePredecessor(BB);
    }
    BranchInst::Create(Fo.Dest, Fo.Term->getIterator());
    Fo.Term->eraseFromParent();
  }
  return M;
}

//===----------------------------------------------------------------------===//
// Instructions and operands
//===----------------------------------------------------------------------===//

/// True if \p I may be removed (its uses replaced).
bool isRemovable(const Instruction &I) {
  if (I.isTerminator() || I.isEHPad() || I.getType()->isTokenLikeTy())
    return false;
  if (isa<DbgInfoIntrinsic>(I))
    return false;
  return I.use_empty() || isArgumentType(I.getType());
}

/// Removes instructions; a used value of the function of interest becomes
/// a new argument, elsewhere zero.
std::unique_ptr<Module> removeInstructions(TargetChooser &C,
                                           std::unique_ptr<Module> M,
                                           StringRef Keep) {
  // Weak handles: appendParams replaces (and erases) every call of Keep,
  // which may be among them; such a call is then left as rebuilt.
  std::vector<WeakVH> Remove;
  for (Function &F : *M)
    for (Instruction &I : instructions(F))
      if (isRemovable(I) && !C.shouldKeep())
        Remove.emplace_back(&I);
  auto Alive = [](const WeakVH &H) { return cast_or_null<Instruction>(H); };
  Function *KeepF = M->getFunction(Keep);
  std::vector<Type *> NewTys;
  std::vector<WeakVH> ToArgs;
  bool ToArgsOK = KeepF && canChangeParams(*KeepF);
  for (const WeakVH &H : Remove)
    if (Instruction *I = Alive(H);
        !I->use_empty() && ToArgsOK && I->getFunction() == KeepF) {
      NewTys.push_back(I->getType());
      ToArgs.push_back(H);
    }
  if (!NewTys.empty()) {
    Function *NF = appendParams(*KeepF, NewTys);
    unsigned First = NF->arg_size() - NewTys.size();
    for (unsigned K = 0; K < ToArgs.size(); ++K)
      if (Instruction *I = Alive(ToArgs[K]))
        I->replaceAllUsesWith(NF->getArg(First + K));
  }
  for (const WeakVH &H : Remove)
    if (Instruction *I = Alive(H); I && !I->use_empty())
      I->replaceAllUsesWith(Constant::getNullValue(I->getType()));
  for (const WeakVH &H : Remove)
    if (Instruction *I = Alive(H))
      I->eraseFromParent();
  return M;
}

/// Replaces instructions by their first operand of the same type
/// ("operands-skip").
std::unique_ptr<Module>
skipToOperands(TargetChooser &C, std::unique_ptr<Module> M, StringRef Keep) {
  std::vector<std::pair<Instruction *, Value *>> Skip;
  for (Function &F : *M)
    for (Instruction &I : instructions(F)) {
      if (I.use_empty() || !isRemovable(I) || isa<PHINode>(I))
        continue;
      Value *Op = nullptr;
      for (unsigned K = 0; K < I.getNumOperands() && !Op; ++K)
        if (I.getOperand(K)->getType() == I.getType() &&
            isReplaceableOperand(I, K) && I.getOperand(K) != &I)
          Op = I.getOperand(K);
      if (Op && !C.shouldKeep())
        Skip.push_back({&I, Op});
    }
  for (auto [I, Op] : Skip)
    I->replaceAllUsesWith(Op);
  for (auto [I, Op] : Skip)
    if (I->use_empty() && !I->mayHaveSideEffects())
      I->eraseFromParent();
  return M;
}

/// Replaces operands of the function of interest that are instructions or
/// constant expressions by new arguments.
std::unique_ptr<Module>
operandsToArgs(TargetChooser &C, std::unique_ptr<Module> M, StringRef Keep) {
  Function *F = M->getFunction(Keep);
  if (!F || !canChangeParams(*F))
    return M;
  // Tracking handles: appendParams replaces a recursive call by a new one
  // with the same arguments first (replaceAllUsesWith, then erase), and the
  // handle follows it there.
  std::vector<std::pair<WeakTrackingVH, unsigned>> Ops;
  std::vector<Type *> Tys;
  for (Instruction &I : instructions(*F))
    for (unsigned K = 0; K < I.getNumOperands(); ++K) {
      Value *V = I.getOperand(K);
      if (!isa<Instruction>(V) && !isa<ConstantExpr>(V))
        continue;
      if (!isReplaceableOperand(I, K) || C.shouldKeep())
        continue;
      Ops.emplace_back(&I, K);
      Tys.push_back(V->getType());
    }
  if (Ops.empty())
    return M;
  Function *NF = appendParams(*F, Tys);
  unsigned First = NF->arg_size() - Tys.size();
  for (unsigned K = 0; K < Ops.size(); ++K)
    cast<Instruction>(Ops[K].first)
        ->setOperand(Ops[K].second, NF->getArg(First + K));
  return M;
}

/// Makes a value of the function of interest its return value: the block
/// ends with `ret V` right after V, the other returns become unreachable
/// (a counterexample must not reach them: the source would have UB), and
/// the return type becomes V's. One target per instruction in order; the
/// first one changed wins. Only for a function nothing calls.
std::unique_ptr<Module>
valuesToReturn(TargetChooser &C, std::unique_ptr<Module> M, StringRef Keep) {
  Function *F = M->getFunction(Keep);
  if (!F || F->isDeclaration() || !F->use_empty() || F->isVarArg())
    return M;
  Instruction *Chosen = nullptr;
  for (Instruction &I : instructions(*F)) {
    if (I.isTerminator() || isa<PHINode>(I) || !isArgumentType(I.getType()) ||
        I.getType()->isAggregateType())
      continue;
    if (!C.shouldKeep() && !Chosen)
      Chosen = &I;
  }
  if (!Chosen)
    return M;
  // The new body: everything after Chosen in its block goes.
  BasicBlock *BB = Chosen->getParent();
  BasicBlock *Tail = BB->splitBasicBlock(std::next(Chosen->getIterator()));
  BB->getTerminator()->eraseFromParent();
  ReturnInst *NewRet = ReturnInst::Create(M->getContext(), Chosen, BB);
  (void)Tail;
  std::vector<ReturnInst *> Others;
  for (BasicBlock &B : *F)
    if (auto *R = dyn_cast<ReturnInst>(B.getTerminator()); R && R != NewRet)
      Others.push_back(R);
  for (ReturnInst *R : Others) {
    new UnreachableInst(M->getContext(), R->getIterator());
    R->eraseFromParent();
  }
  removeUnreachableBlocks(*F);
  if (Chosen->getType() == F->getReturnType())
    return M;
  // A new function with the new return type; the body moves over.
  auto *NFTy = FunctionType::get(Chosen->getType(),
                                 F->getFunctionType()->params(), false);
  Function *NF = Function::Create(NFTy, F->getLinkage(), F->getAddressSpace());
  M->getFunctionList().insert(F->getIterator(), NF);
  NF->copyAttributesFrom(F);
  AttributeList AL = F->getAttributes();
  SmallVector<AttributeSet, 8> ParamAttrs;
  for (unsigned K = 0; K < F->arg_size(); ++K)
    ParamAttrs.push_back(AL.getParamAttrs(K));
  NF->setAttributes(AttributeList::get(M->getContext(), AL.getFnAttrs(),
                                       AttributeSet(), ParamAttrs));
  NF->copyMetadata(F, 0);
  NF->splice(NF->begin(), F);
  for (auto [Old, New] : zip(F->args(), NF->args())) {
    Old.replaceAllUsesWith(&New);
    New.takeName(&Old);
  }
  NF->takeName(F);
  F->eraseFromParent();
  return M;
}

/// Removes unused parameters of functions whose signature may change.
std::unique_ptr<Module>
removeArguments(TargetChooser &C, std::unique_ptr<Module> M, StringRef Keep) {
  std::vector<std::pair<Function *, SmallVector<bool, 8>>> Work;
  for (Function &F : *M) {
    if (!canChangeParams(F))
      continue;
    SmallVector<bool, 8> KeepArg(F.arg_size(), true);
    bool Any = false;
    for (Argument &A : F.args())
      if (A.use_empty() && !C.shouldKeep()) {
        KeepArg[A.getArgNo()] = false;
        Any = true;
      }
    if (Any)
      Work.push_back({&F, KeepArg});
  }
  for (auto &[F, KeepArg] : Work)
    rebuildParams(*F, KeepArg, {});
  return M;
}

/// Shrinks integer constant operands towards 0 and 1: each becomes 0, 1 or
/// half its value (three targets, the first one changed wins).
std::unique_ptr<Module>
shrinkConstants(TargetChooser &C, std::unique_ptr<Module> M, StringRef Keep) {
  struct Change {
    Instruction *I;
    unsigned OpNo;
    Constant *New;
  };
  std::vector<Change> Changes;
  for (Function &F : *M)
    for (Instruction &I : instructions(F))
      for (unsigned K = 0; K < I.getNumOperands(); ++K) {
        auto *CI = dyn_cast<ConstantInt>(I.getOperand(K));
        if (!CI || CI->getBitWidth() < 2 || CI->isZero() || CI->isOne() ||
            !isReplaceableOperand(I, K))
          continue;
        const APInt &V = CI->getValue();
        APInt Variants[3] = {APInt(V.getBitWidth(), 0),
                             APInt(V.getBitWidth(), 1), V.sdiv(2)};
        bool Done = false;
        for (const APInt &N : Variants)
          if (!C.shouldKeep() && !Done) {
            Changes.push_back({&I, K, ConstantInt::get(CI->getType(), N)});
            Done = true;
          }
      }
  for (const Change &Ch : Changes)
    Ch.I->setOperand(Ch.OpNo, Ch.New);
  return M;
}

//===----------------------------------------------------------------------===//
// Integer widths
//===----------------------------------------------------------------------===//

/// Collects the integer widths of \p Ty into \p Widths.
void collectWidths(Type *Ty, std::set<unsigned> &Widths) {
  if (auto *IT = dyn_cast<IntegerType>(Ty)) {
    Widths.insert(IT->getBitWidth());
    return;
  }
  for (Type *Sub : Ty->subtypes())
    collectWidths(Sub, Widths);
}

/// Rewrites every `iN` type token of \p Text by \p Map (also in intrinsic
/// names such as llvm.smax.i32), except on the target lines.
std::string rewriteWidths(StringRef Text,
                          const std::map<unsigned, unsigned> &Map) {
  std::string Out;
  Out.reserve(Text.size());
  auto IsWord = [](char Ch) { return isAlnum(Ch) || Ch == '_' || Ch == '$'; };
  size_t LineStart = 0;
  for (size_t K = 0; K < Text.size(); ++K) {
    char Ch = Text[K];
    if (Ch == '\n')
      LineStart = K + 1;
    bool Skip = Text.substr(LineStart).starts_with("target ") ||
                Text.substr(LineStart).starts_with("source_filename");
    if (Ch != 'i' || Skip || (K > 0 && IsWord(Text[K - 1])) ||
        K + 1 >= Text.size() || !isDigit(Text[K + 1])) {
      Out += Ch;
      continue;
    }
    size_t E = K + 1;
    while (E < Text.size() && isDigit(Text[E]))
      ++E;
    unsigned W = 0;
    bool Bad = Text.substr(K + 1, E - K - 1).getAsInteger(10, W);
    auto It = Map.find(W);
    if (Bad || (E < Text.size() && IsWord(Text[E])) || It == Map.end()) {
      Out += Text.substr(K, E - K);
    } else {
      Out += "i" + std::to_string(It->second);
    }
    K = E - 1;
  }
  return Out;
}

/// Narrows integer widths above 8 bits to 8, 16, 32 or 64 bits (one
/// target per smaller width; the narrowest changed wins).
std::unique_ptr<Module>
narrowWidths(TargetChooser &C, std::unique_ptr<Module> M, StringRef Keep) {
  std::set<unsigned> Widths;
  for (Function &F : *M) {
    collectWidths(F.getFunctionType(), Widths);
    for (Instruction &I : instructions(F)) {
      collectWidths(I.getType(), Widths);
      for (Value *Op : I.operands())
        collectWidths(Op->getType(), Widths);
    }
  }
  for (GlobalVariable &G : M->globals())
    collectWidths(G.getValueType(), Widths);
  std::map<unsigned, unsigned> Map;
  for (unsigned W : Widths) {
    if (W <= 8)
      continue;
    bool Done = false;
    for (unsigned N : {8u, 16u, 32u, 64u})
      if (N < W && !C.shouldKeep() && !Done) {
        Map[W] = N;
        Done = true;
      }
  }
  if (Map.empty())
    return M;
  std::string Text;
  raw_string_ostream OS(Text);
  M->print(OS, nullptr);
  std::string New = rewriteWidths(Text, Map);
  SMDiagnostic Diag;
  std::unique_ptr<Module> N = parseAssemblyString(New, Diag, M->getContext());
  if (N)
    N->setModuleIdentifier(M->getModuleIdentifier());
  return N;
}

//===----------------------------------------------------------------------===//
// Flags, attributes, metadata
//===----------------------------------------------------------------------===//

/// Drops poison-generating flags and fast-math flags (two targets per
/// instruction that has them). Both targets are asked about before either
/// changes: dropping the poison-generating flags of a floating-point
/// instruction drops its nnan and ninf, which may leave no fast-math flag.
std::unique_ptr<Module> dropFlags(TargetChooser &C, std::unique_ptr<Module> M,
                                  StringRef Keep) {
  for (Function &F : *M)
    for (Instruction &I : instructions(F)) {
      bool DropPoisonFlags = I.hasPoisonGeneratingFlags() && !C.shouldKeep();
      bool DropFMF = isa<FPMathOperator>(I) && I.getFastMathFlags().any() &&
                     !C.shouldKeep();
      if (DropPoisonFlags)
        I.dropPoisonGeneratingFlags();
      if (DropFMF)
        I.copyFastMathFlags(FastMathFlags());
    }
  return M;
}

/// The attributes of \p AL without those \p C does not keep (one target
/// per attribute).
AttributeList reduceAttributeList(TargetChooser &C, LLVMContext &Ctx,
                                  AttributeList AL) {
  AttributeList Out = AL;
  for (unsigned Index : AL.indexes()) {
    for (const Attribute &A : AL.getAttributes(Index)) {
      if (C.shouldKeep())
        continue;
      Out = A.isStringAttribute()
                ? Out.removeAttributeAtIndex(Ctx, Index, A.getKindAsString())
                : Out.removeAttributeAtIndex(Ctx, Index, A.getKindAsEnum());
    }
  }
  return Out;
}

/// Removes function, return, parameter and call-site attributes.
std::unique_ptr<Module>
dropAttributes(TargetChooser &C, std::unique_ptr<Module> M, StringRef Keep) {
  LLVMContext &Ctx = M->getContext();
  for (Function &F : *M) {
    if (F.isIntrinsic())
      continue;
    F.setAttributes(reduceAttributeList(C, Ctx, F.getAttributes()));
    for (Instruction &I : instructions(F))
      if (auto *CB = dyn_cast<CallBase>(&I))
        CB->setAttributes(reduceAttributeList(C, Ctx, CB->getAttributes()));
  }
  return M;
}

/// Drops instruction and function metadata, named metadata and debug
/// information.
std::unique_ptr<Module>
dropMetadata(TargetChooser &C, std::unique_ptr<Module> M, StringRef Keep) {
  bool HasDebug = false;
  for (Function &F : *M) {
    HasDebug |= F.getSubprogram() != nullptr;
    if (F.hasMetadata() && !F.getSubprogram() && !C.shouldKeep())
      F.clearMetadata();
    for (Instruction &I : instructions(F)) {
      SmallVector<std::pair<unsigned, MDNode *>, 4> MDs;
      I.getAllMetadataOtherThanDebugLoc(MDs);
      if (!MDs.empty() && !C.shouldKeep())
        I.dropUnknownNonDebugMetadata();
    }
  }
  std::vector<NamedMDNode *> Named;
  for (NamedMDNode &N : M->named_metadata()) {
    if (N.getName().starts_with("llvm.dbg"))
      HasDebug = true;
    else if (!C.shouldKeep())
      Named.push_back(&N);
  }
  for (NamedMDNode *N : Named)
    N->eraseFromParent();
  if (HasDebug && !C.shouldKeep())
    StripDebugInfo(*M);
  return M;
}

constexpr DeltaPass Passes[] = {
    {"functions", reduceFunctions},
    {"inline", inlineCalls},
    {"cfg", simplifyCFG},
    {"return-values", valuesToReturn},
    {"instructions", removeInstructions},
    {"operands-skip", skipToOperands},
    {"operands-to-args", operandsToArgs},
    {"arguments", removeArguments},
    {"constants", shrinkConstants},
    {"widths", narrowWidths},
    {"flags", dropFlags},
    {"attributes", dropAttributes},
    {"metadata", dropMetadata},
};

} // namespace

ArrayRef<DeltaPass> refinery::allDeltaPasses() { return Passes; }

Expected<unsigned> refinery::countTargets(const DeltaPass &P, const Module &M,
                                          StringRef Keep) {
  assert(!verifyModule(M, nullptr) &&
         "counting the targets of a broken module");
  TargetChooser Count({});
  std::unique_ptr<Module> Kept = P.Run(Count, CloneModule(M), Keep);
  std::string Problem = "it made no module";
  if (Kept) {
    std::string Errors;
    raw_string_ostream OS(Errors);
    if (!verifyModule(*Kept, &OS))
      return Count.numTargets();
    Problem = "it left a module that does not verify: " +
              StringRef(Errors).trim().str();
  }
  return createStringError(inconvertibleErrorCode(),
                           "delta pass '%s' is broken (a reducer bug): run "
                           "with every target kept, %s",
                           P.Name, Problem.c_str());
}

Expected<std::unique_ptr<Module>>
refinery::applyDelta(const DeltaPass &P, const Module &M, StringRef Keep,
                     ArrayRef<Chunk> Change, unsigned NumTargets) {
  TargetChooser C(Change);
  std::unique_ptr<Module> Changed = P.Run(C, CloneModule(M), Keep);
  if (C.numTargets() != NumTargets)
    return createStringError(
        inconvertibleErrorCode(),
        "delta pass '%s' is broken (a reducer bug): it counted %u targets, "
        "then asked about %u while changing some of them",
        P.Name, NumTargets, C.numTargets());
  return std::move(Changed);
}

void refinery::cleanupModule(Module &M, StringRef Keep) {
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    removeUnreachableBlocks(F);
    for (BasicBlock &BB : make_early_inc_range(F))
      MergeBlockIntoPredecessor(&BB);
    SmallVector<WeakTrackingVH, 16> Dead;
    for (Instruction &I : instructions(F))
      if (isInstructionTriviallyDead(&I))
        Dead.push_back(&I);
    RecursivelyDeleteTriviallyDeadInstructionsPermissive(Dead);
  }
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (Function &F : make_early_inc_range(M))
      if (F.use_empty() && F.getName() != Keep &&
          (F.isDeclaration() || F.hasLocalLinkage())) {
        F.eraseFromParent();
        Changed = true;
      }
    for (GlobalVariable &G : make_early_inc_range(M.globals())) {
      G.removeDeadConstantUsers();
      if (G.use_empty() && !G.getName().starts_with("llvm.")) {
        G.eraseFromParent();
        Changed = true;
      }
    }
  }
}
