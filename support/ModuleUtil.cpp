//===- support/ModuleUtil.cpp - Small helpers on whole modules ------------===//
#include "support/ModuleUtil.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

std::string refinery::printModule(const Module &M) {
  std::string S;
  raw_string_ostream OS(S);
  M.print(OS, nullptr);
  return S;
}

std::unique_ptr<Module> refinery::parseVerifiedModule(StringRef Bytes,
                                                      LLVMContext &Ctx) {
  std::unique_ptr<Module> M;
  if (Bytes.starts_with("BC")) {
    Expected<std::unique_ptr<Module>> B =
        parseBitcodeFile(MemoryBufferRef(Bytes, "input"), Ctx);
    if (B)
      M = std::move(*B);
    else
      consumeError(B.takeError());
  } else {
    // The parser needs a null-terminated buffer; libFuzzer's is not.
    std::string Text = Bytes.str();
    SMDiagnostic Diag;
    M = parseAssemblyString(Text, Diag, Ctx);
  }
  if (!M || verifyModule(*M))
    return nullptr;
  return M;
}

unsigned refinery::countInstructions(const Module &M) {
  unsigned N = 0;
  for (const Function &F : M)
    N += F.getInstructionCount();
  return N;
}

bool refinery::containsPointer(Type *Ty) {
  if (Ty->isPtrOrPtrVectorTy())
    return true;
  if (auto *ST = dyn_cast<StructType>(Ty))
    return llvm::any_of(ST->elements(), containsPointer);
  if (auto *AT = dyn_cast<ArrayType>(Ty))
    return containsPointer(AT->getElementType());
  return false;
}

bool refinery::containsScalable(Type *Ty) {
  if (isa<ScalableVectorType>(Ty))
    return true;
  if (auto *ST = dyn_cast<StructType>(Ty))
    return llvm::any_of(ST->elements(), containsScalable);
  if (auto *AT = dyn_cast<ArrayType>(Ty))
    return containsScalable(AT->getElementType());
  if (auto *FT = dyn_cast<FunctionType>(Ty))
    return containsScalable(FT->getReturnType()) ||
           llvm::any_of(FT->params(), containsScalable);
  return false;
}

Type *refinery::partType(Type *Ty, unsigned K) {
  if (Ty->isStructTy())
    return Ty->getStructElementType(K);
  if (Ty->isArrayTy())
    return Ty->getArrayElementType();
  return cast<VectorType>(Ty)->getElementType();
}

bool refinery::usesScalable(const Instruction &I) {
  if (containsScalable(I.getType()))
    return true;
  if (auto *AI = dyn_cast<AllocaInst>(&I))
    if (containsScalable(AI->getAllocatedType()))
      return true;
  if (auto *GEP = dyn_cast<GetElementPtrInst>(&I))
    if (containsScalable(GEP->getSourceElementType()))
      return true;
  if (auto *CB = dyn_cast<CallBase>(&I))
    if (containsScalable(CB->getFunctionType()))
      return true;
  return llvm::any_of(I.operands(), [](const Use &U) {
    return containsScalable(U->getType());
  });
}

bool refinery::usesScalable(const Function &F) {
  if (containsScalable(F.getFunctionType()))
    return true;
  for (const Instruction &I : instructions(F))
    if (usesScalable(I))
      return true;
  return false;
}
