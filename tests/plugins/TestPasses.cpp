//===- tests/plugins/TestPasses.cpp - Deliberately broken passes ----------===//
///
/// \file
/// A pass plugin for Refinery's own tests, never for real use:
///
/// * `refinery-unsound-sdiv`: rewrites `sdiv X, 2` to `ashr X, 1`, which
///   rounds negative odd X the wrong way (a value mismatch at X = -1).
/// * `refinery-unsound-addchain`: folds a constant chain `add nsw (add X,
///   C1), C2` into `add nsw X, C1+C2`, keeping the outer nsw, which the
///   inner add's wrap breaks (X = MAX, C1 = C2 = 1: MIN + 1 in the source,
///   poison in the target). Reassociate's classic mistake.
/// * `refinery-crash`: aborts when a function contains a `mul`.
/// * `refinery-hang`: loops forever when a function contains an `xor`.
/// * `refinery-crash<P>`, `refinery-hang<P>`: the same on an instruction
///   with opcode name P (`udiv`) or a call of an intrinsic whose name
///   starts with P (`llvm.fshl`), for patterns rarer than mul and xor.
/// * `refinery-sleep`: sleeps 500 ms on every function, after writing
///   `refinery-sleep: pid P until T` (T: the end, in ms since the epoch)
///   to stderr, so that a test can catch a campaign worker mid-pass.
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
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/PassManager.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <thread>
#include <unistd.h>
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

struct UnsoundAddChain : PassInfoMixin<UnsoundAddChain> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    SmallVector<Instruction *, 8> Dead;
    for (Instruction &I : instructions(F)) {
      Value *X;
      Constant *C1, *C2;
      auto *Outer = dyn_cast<BinaryOperator>(&I);
      if (!Outer || !Outer->hasNoSignedWrap() ||
          !match(Outer, m_Add(m_OneUse(m_Add(m_Value(X), m_ImmConstant(C1))),
                              m_ImmConstant(C2))))
        continue;
      IRBuilder<> B(&I);
      I.replaceAllUsesWith(B.CreateNSWAdd(X, ConstantExpr::getAdd(C1, C2)));
      Dead.push_back(&I);
    }
    for (Instruction *I : Dead)
      I->eraseFromParent();
    return Dead.empty() ? PreservedAnalyses::all() : PreservedAnalyses::none();
  }
};

/// Whether \p F has an instruction with opcode name \p Trigger or a call
/// of an intrinsic whose name starts with it.
bool hasTrigger(Function &F, StringRef Trigger) {
  for (Instruction &I : instructions(F)) {
    if (Trigger == I.getOpcodeName())
      return true;
    if (auto *II = dyn_cast<IntrinsicInst>(&I))
      if (II->getCalledFunction()->getName().starts_with(Trigger))
        return true;
  }
  return false;
}

struct Crash : PassInfoMixin<Crash> {
  std::string Trigger = "mul";
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    if (hasTrigger(F, Trigger))
      std::abort();
    return PreservedAnalyses::all();
  }
};

struct Hang : PassInfoMixin<Hang> {
  std::string Trigger = "xor";
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    if (hasTrigger(F, Trigger))
      for (volatile unsigned long K = 0;; K = K + 1)
        ;
    return PreservedAnalyses::all();
  }
};

struct Sleep : PassInfoMixin<Sleep> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    using namespace std::chrono;
    auto Until = system_clock::now() + milliseconds(500);
    errs() << "refinery-sleep: pid " << ::getpid() << " until "
           << duration_cast<milliseconds>(Until.time_since_epoch()).count()
           << "\n";
    errs().flush();
    std::this_thread::sleep_until(Until);
    return PreservedAnalyses::all();
  }
};

/// "P" of a pipeline name "Base<P>", or \p Default for "Base"; nullopt for
/// another name.
std::optional<std::string> triggerOf(StringRef Name, StringRef Base,
                                     StringRef Default) {
  if (Name == Base)
    return Default.str();
  if (!Name.consume_front(Base) || !Name.consume_front("<") ||
      !Name.consume_back(">") || Name.empty())
    return std::nullopt;
  return Name.str();
}
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
  return {
      LLVM_PLUGIN_API_VERSION, "RefineryTestPasses", "1", [](PassBuilder &PB) {
        // Pipeline names for pass instrumentation (crash reports).
        if (PassInstrumentationCallbacks *PIC =
                PB.getPassInstrumentationCallbacks()) {
          PIC->addClassToPassName(UnsoundSDiv::name(), "refinery-unsound-sdiv");
          PIC->addClassToPassName(UnsoundAddChain::name(),
                                  "refinery-unsound-addchain");
          PIC->addClassToPassName(Crash::name(), "refinery-crash");
          PIC->addClassToPassName(Hang::name(), "refinery-hang");
          PIC->addClassToPassName(Sleep::name(), "refinery-sleep");
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
              if (Name == "refinery-unsound-addchain") {
                FPM.addPass(UnsoundAddChain());
                return true;
              }
              if (auto T = triggerOf(Name, "refinery-crash", "mul")) {
                Crash P;
                P.Trigger = *T;
                FPM.addPass(std::move(P));
                return true;
              }
              if (Name == "refinery-sleep") {
                FPM.addPass(Sleep());
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
              if (auto T = triggerOf(Name, "refinery-hang", "xor")) {
                Hang P;
                P.Trigger = *T;
                FPM.addPass(std::move(P));
                return true;
              }
              return false;
            });
      }};
}
