//===- tests/plugins/TestPasses.cpp - Deliberately broken passes ----------===//
///
/// \file
/// A pass plugin for Refinery's own tests, never for real use:
///
/// * `refinery-unsound-sdiv`: rewrites `sdiv X, 2` to `ashr X, 1`, which
///   rounds negative odd X the wrong way (a value mismatch at X = -1).
/// * `refinery-crash`: aborts when a function contains a `mul`.
/// * `refinery-hang`: loops forever when a function contains an `xor`.
/// * `refinery-blowup`: allocates memory without bound when a function
///   contains a `urem` (for campaigns' memory limit).
/// * `refinery-crash-if-tiny`: aborts on a function of at most two
///   instructions (a reducer's late candidates crash the optimizer).
///
/// Loaded with `--load-pass-plugin` by refinery and by opt.
///
//===----------------------------------------------------------------------===//
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/PassManager.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"
#include <cstdlib>
#include <cstring>
#include <memory>
#include <vector>

using namespace llvm;
using namespace llvm::PatternMatch;

namespace {
struct UnsoundSDiv : PassInfoMixin<UnsoundSDiv> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    SmallVector<Instruction *, 8> Dead;
    for (Instruction &I : instructions(F)) {
      Value *X;
      if (!match(&I, m_SDiv(m_Value(X), m_SpecificInt(2))))
        continue;
      IRBuilder<> B(&I);
      I.replaceAllUsesWith(B.CreateAShr(X, 1));
      Dead.push_back(&I);
    }
    for (Instruction *I : Dead)
      I->eraseFromParent();
    return Dead.empty() ? PreservedAnalyses::all() : PreservedAnalyses::none();
  }
};

struct Crash : PassInfoMixin<Crash> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    for (Instruction &I : instructions(F))
      if (I.getOpcode() == Instruction::Mul)
        std::abort();
    return PreservedAnalyses::all();
  }
};

struct Hang : PassInfoMixin<Hang> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    for (Instruction &I : instructions(F))
      if (I.getOpcode() == Instruction::Xor)
        for (volatile unsigned long K = 0;; K = K + 1)
          ;
    return PreservedAnalyses::all();
  }
};
struct CrashIfTiny : PassInfoMixin<CrashIfTiny> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    if (F.getInstructionCount() <= 2)
      std::abort();
    return PreservedAnalyses::all();
  }
};

struct Blowup : PassInfoMixin<Blowup> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    for (Instruction &I : instructions(F))
      if (I.getOpcode() == Instruction::URem) {
        std::vector<std::unique_ptr<char[]>> Hog;
        while (true) {
          Hog.emplace_back(new char[64 << 20]);
          std::memset(Hog.back().get(), 1, 64 << 20);
        }
      }
    return PreservedAnalyses::all();
  }
};
} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "RefineryTestPasses", "1",
          [](PassBuilder &PB) {
            // Pipeline names for pass instrumentation (crash reports).
            if (PassInstrumentationCallbacks *PIC =
                    PB.getPassInstrumentationCallbacks()) {
              PIC->addClassToPassName(UnsoundSDiv::name(),
                                      "refinery-unsound-sdiv");
              PIC->addClassToPassName(Crash::name(), "refinery-crash");
              PIC->addClassToPassName(Hang::name(), "refinery-hang");
              PIC->addClassToPassName(Blowup::name(), "refinery-blowup");
              PIC->addClassToPassName(CrashIfTiny::name(),
                                      "refinery-crash-if-tiny");
            }
            PB.registerPipelineParsingCallback(
                [](StringRef Name, FunctionPassManager &FPM,
                   ArrayRef<PassBuilder::PipelineElement>) {
                  if (Name == "refinery-unsound-sdiv") {
                    FPM.addPass(UnsoundSDiv());
                    return true;
                  }
                  if (Name == "refinery-crash") {
                    FPM.addPass(Crash());
                    return true;
                  }
                  if (Name == "refinery-crash-if-tiny") {
                    FPM.addPass(CrashIfTiny());
                    return true;
                  }
                  if (Name == "refinery-blowup") {
                    FPM.addPass(Blowup());
                    return true;
                  }
                  if (Name == "refinery-hang") {
                    FPM.addPass(Hang());
                    return true;
                  }
                  return false;
                });
          }};
}
