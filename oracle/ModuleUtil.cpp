//===- oracle/ModuleUtil.cpp - Small helpers on whole modules -------------===//
#include "oracle/ModuleUtil.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

std::string refinery::printModule(const Module &M) {
  std::string S;
  raw_string_ostream OS(S);
  M.print(OS, nullptr);
  return S;
}

unsigned refinery::countInstructions(const Module &M) {
  unsigned N = 0;
  for (const Function &F : M)
    N += F.getInstructionCount();
  return N;
}
