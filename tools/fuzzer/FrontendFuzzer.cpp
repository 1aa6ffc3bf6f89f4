//===- tools/fuzzer/FrontendFuzzer.cpp - libFuzzer target for Refinery ----===//
///
/// \file
/// `refinery-frontend-fuzzer`: fuzzes Refinery itself, not LLVM. Each input
/// is taken as IR (text, or bitcode when it starts with "BC"); a module that
/// parses and verifies is decoded by the interpreter and every function
/// definition runs on a few inputs with a small step, memory and time
/// budget. Whatever the bytes, the tool must give an outcome: an abort,
/// a sanitizer report or a hang here is a Refinery bug (the interpreter
/// never exits or aborts on a program's behaviour).
///
/// The custom mutator applies Refinery's IR mutators to inputs that parse
/// and libFuzzer's byte mutations to those that do not, so both arbitrary
/// bytes and mutated IR reach the parser and the interpreter.
///
/// bench/frontend_fuzz.sh runs it for a given time on the seed corpus.
///
//===----------------------------------------------------------------------===//
#include "MutateInPlace.h"
#include "mutators/Mutator.h"
#include "oracle/Inputs.h"
#include "oracle/Interpreter.h"
#include "support/ModuleUtil.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace refinery;

namespace {
/// The mutators, made once by LLVMFuzzerInitialize (libFuzzer's entry
/// points are free functions).
std::unique_ptr<Mutator> *Mut = nullptr;

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  Expected<std::unique_ptr<Mutator>> M = Mutator::create(MutatorOptions());
  if (!M) {
    errs() << toString(M.takeError()) << "\n";
    return 1;
  }
  Mut = new std::unique_ptr<Mutator>(std::move(*M));
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseVerifiedModule(
      StringRef(reinterpret_cast<const char *>(Data), Size), Ctx);
  if (!M)
    return 0;
  ExecOptions EO;
  EO.MaxSteps = 20'000;
  EO.MaxMemory = 1 << 20;
  EO.MaxCallDepth = 200;
  EO.Deadline = std::chrono::steady_clock::now() + std::chrono::seconds(2);
  Interpreter Interp(*M, EO);
  InputOptions IO;
  IO.Count = 4;
  for (const Function &F : *M) {
    if (F.isDeclaration())
      continue;
    for (const Input &In : makeInputs(F, Interp.pointerBits(), IO)) {
      ZeroPolicy Policy;
      Execution E(Interp, Policy);
      std::vector<RtValue> Args = materializeInput(E, In, F);
      Outcome O = E.call(F, Args);
      (void)O;
    }
  }
  return 0;
}

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *Data, size_t Size,
                                          size_t MaxSize, unsigned Seed) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseVerifiedModule(
      StringRef(reinterpret_cast<const char *>(Data), Size), Ctx);
  // Half of the valid modules still get byte mutations, so that the parser
  // and verifier see near-valid IR too.
  if (Seed % 2)
    M.reset();
  return mutateInPlace(**Mut, std::move(M), Seed, Data, Size, MaxSize);
}
