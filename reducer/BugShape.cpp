//===- reducer/BugShape.cpp - What a culprit pass did, normalized ---------===//
#include "reducer/BugShape.h"
#include "support/ModuleUtil.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalValue.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <map>

using namespace llvm;
using namespace refinery;

/// The class of a floating-point constant: the values with rules of their
/// own (signed zeros, NaN, infinities), else `k`.
static std::string fpClass(const APFloat &V) {
  if (V.isZero())
    return V.isNegative() ? "-0.0" : "+0.0";
  if (V.isNaN())
    return "nan";
  if (V.isInfinity())
    return V.isNegative() ? "-inf" : "inf";
  return "k";
}

std::string refinery::operandClass(const Value *V, bool Producers) {
  if (isa<PoisonValue>(V))
    return "poison";
  if (isa<UndefValue>(V))
    return "undef";
  // A global is an address like any other, unless the producers count.
  if (isa<GlobalValue>(V))
    return Producers ? "@" : "x";
  if (isa<ConstantPointerNull>(V))
    return "null";
  if (const auto *C = dyn_cast<Constant>(V)) {
    // A vector constant is classed by its splat value, if it has one.
    if (const Constant *Splat = C->getSplatValue())
      C = Splat;
    if (const auto *CF = dyn_cast<ConstantFP>(C))
      return fpClass(CF->getValueAPF());
    return "k";
  }
  if (!Producers)
    return "x";
  if (isa<Argument>(V))
    return "arg";
  if (const auto *I = dyn_cast<Instruction>(V))
    return I->getOpcodeName();
  return "x";
}

std::string refinery::bugToken(const Instruction &I, bool Producers) {
  std::string S = operationShape(I);
  if (const auto *FP = dyn_cast<FPMathOperator>(&I)) {
    FastMathFlags FMF = FP->getFastMathFlags();
    if (FMF.any()) {
      std::string Flags;
      raw_string_ostream OS(Flags);
      FMF.print(OS); // " nnan ninf"
      S += Flags;
    }
  }
  // A vector operation is the same bug as the scalar one.
  S += " ";
  S += typeKind(I.getType()->getScalarType());
  // The operands that carry data: not the callee, blocks or metadata.
  const auto *Call = dyn_cast<CallBase>(&I);
  SmallVector<std::string, 4> Ops;
  for (const Use &U : I.operands()) {
    const Value *V = U.get();
    if (isa<BasicBlock>(V) || isa<MetadataAsValue>(V) ||
        (Call && Call->isCallee(&U)))
      continue;
    Ops.push_back(operandClass(V, Producers));
  }
  // A phi's incoming order is arbitrary.
  if (isa<PHINode>(I))
    llvm::sort(Ops);
  if (!Ops.empty())
    S += " " + join(Ops, ",");
  return S;
}

std::vector<std::string> refinery::bugTokens(const Function &F,
                                             bool Producers) {
  std::vector<std::string> Out;
  // The attributes, by kind (their values left out): a pass that infers
  // a wrong one changes only them.
  AttributeList AL = F.getAttributes();
  auto AddAttrs = [&](AttributeSet AS, StringRef Where) {
    for (const Attribute &A : AS)
      if (!A.isStringAttribute())
        Out.push_back(
            (Where + ":" + Attribute::getNameFromAttrKind(A.getKindAsEnum()))
                .str());
  };
  AddAttrs(AL.getFnAttrs(), "fnattr");
  AddAttrs(AL.getRetAttrs(), "retattr");
  for (unsigned K = 0; K < F.arg_size(); ++K)
    AddAttrs(AL.getParamAttrs(K), "argattr");
  for (const BasicBlock &BB : F) {
    Out.push_back("block");
    for (const Instruction &I : BB)
      Out.push_back(bugToken(I, Producers));
  }
  return Out;
}

/// The tokens of \p A not in \p B, and those of \p B not in \p A
/// (multisets), sorted.
static void difference(std::vector<std::string> A, std::vector<std::string> B,
                       std::vector<std::string> &OnlyA,
                       std::vector<std::string> &OnlyB) {
  llvm::sort(A);
  llvm::sort(B);
  std::set_difference(A.begin(), A.end(), B.begin(), B.end(),
                      std::back_inserter(OnlyA));
  std::set_difference(B.begin(), B.end(), A.begin(), A.end(),
                      std::back_inserter(OnlyB));
}

/// "-T" for each token T of \p Removed, "+T" of \p Added, sorted.
static std::vector<std::string> tagged(ArrayRef<std::string> Removed,
                                       ArrayRef<std::string> Added) {
  std::vector<std::string> Out;
  for (const std::string &T : Removed)
    Out.push_back("-" + T);
  for (const std::string &T : Added)
    Out.push_back("+" + T);
  llvm::sort(Out);
  return Out;
}

double refinery::changeSimilarity(ArrayRef<std::string> RemovedA,
                                  ArrayRef<std::string> AddedA,
                                  ArrayRef<std::string> RemovedB,
                                  ArrayRef<std::string> AddedB) {
  std::vector<std::string> A = tagged(RemovedA, AddedA),
                           B = tagged(RemovedB, AddedB);
  if (A.empty() && B.empty())
    return 0;
  std::vector<std::string> Common;
  std::set_intersection(A.begin(), A.end(), B.begin(), B.end(),
                        std::back_inserter(Common));
  return double(Common.size()) / double(A.size() + B.size() - Common.size());
}

std::string BugShape::changeKey() const {
  std::vector<std::string> Parts;
  for (const std::string &T : Removed)
    Parts.push_back("-" + T);
  for (const std::string &T : Added)
    Parts.push_back("+" + T);
  return join(Parts, " ");
}

/// The tokens of the function definitions of \p M, function by function.
static std::vector<std::string> moduleTokens(const Module &M, bool Producers) {
  std::vector<std::string> Out;
  for (const Function &F : M)
    if (!F.isDeclaration())
      append_range(Out, bugTokens(F, Producers));
  return Out;
}

BugShape refinery::bugShapeOf(const Module &Before, const Module &After) {
  BugShape S;
  // What the pass removed and added, whatever the rest of the module then
  // computes from it; if it only rewired operands, which; if it only
  // reordered, that.
  difference(moduleTokens(Before, false), moduleTokens(After, false), S.Removed,
             S.Added);
  if (S.hasChange())
    return S;
  std::vector<std::string> B = moduleTokens(Before, true),
                           A = moduleTokens(After, true);
  difference(B, A, S.Removed, S.Added);
  if (!S.hasChange() && B != A)
    S.Removed = S.Added = {"order"};
  return S;
}

Expected<BugShape> refinery::readBugShape(StringRef ReducedDir,
                                          StringRef Function) {
  LLVMContext Ctx;
  Expected<std::unique_ptr<Module>> Src =
      readIRFile(ReducedDir.str() + "/src.ll", Ctx);
  if (!Src)
    return Src.takeError();
  const llvm::Function *F = (*Src)->getFunction(Function);
  if (!F || F->isDeclaration())
    return createStringError(inconvertibleErrorCode(),
                             "%s/src.ll does not define @%s",
                             ReducedDir.str().c_str(), Function.str().c_str());
  std::string BeforePath = ReducedDir.str() + "/culprit-before.ll";
  std::string AfterPath = ReducedDir.str() + "/culprit-after.ll";
  if (!sys::fs::exists(BeforePath) || !sys::fs::exists(AfterPath))
    return BugShape();
  Expected<std::unique_ptr<Module>> Before = readIRFile(BeforePath, Ctx);
  if (!Before)
    return Before.takeError();
  Expected<std::unique_ptr<Module>> After = readIRFile(AfterPath, Ctx);
  if (!After)
    return After.takeError();
  return bugShapeOf(**Before, **After);
}
