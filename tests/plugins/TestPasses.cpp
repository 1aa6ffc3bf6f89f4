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
/// * `refinery-unsound-fadd-zero`: folds `fadd X, +0.0` to X, which is
///   wrong for X = -0.0 (-0.0 + +0.0 is +0.0; only `fadd X, -0.0` is X).
/// * `refinery-unsound-fcmp-ordered`: turns an unordered compare against a
///   constant that is not a NaN (`fcmp uge X, C`) into the ordered one,
///   as if only a NaN constant could make it unordered: wrong for X NaN.
/// * `refinery-unsound-fmin-select`: folds `select (fcmp olt A, B), A, B`
///   to `llvm.minnum(A, B)` (and `ogt` to maxnum) without nnan and nsz:
///   wrong for B NaN (minnum gives A) and for A = -0.0, B = +0.0.
/// * `refinery-unsound-store-forward`: forwards a stored value to a later
///   load of the same address in the block, counting only stores into the
///   same underlying object as clobbers: a store through another pointer
///   argument, which may alias, is ignored.
/// * `refinery-unsound-sink-store`: moves a store that only instructions
///   without memory accesses separate from a call of a declared function
///   that only reads memory to just after the call,
///   as if such a call could not read the stored bytes (a function with
///   `memory(argmem: read)` reads through its pointer arguments).
/// * `refinery-unsound-peepholes`: the sdiv, addchain and fadd-zero
///   rewrites above in one pass (one culprit with three root causes, for
///   triage's clustering).
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
#include "llvm/Analysis/ValueTracking.h"
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
/// Replaces each instruction of \p F for which \p Rewrite returns a value
/// and erases it; the pass's PreservedAnalyses.
template <typename Fn> PreservedAnalyses rewriteEach(Function &F, Fn Rewrite) {
  SmallVector<Instruction *, 8> Dead;
  for (Instruction &I : instructions(F))
    if (Value *New = Rewrite(I)) {
      I.replaceAllUsesWith(New);
      Dead.push_back(&I);
    }
  for (Instruction *I : Dead)
    I->eraseFromParent();
  return Dead.empty() ? PreservedAnalyses::all() : PreservedAnalyses::none();
}

struct UnsoundSDiv : PassInfoMixin<UnsoundSDiv> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    return rewriteEach(F, [](Instruction &I) -> Value * {
      Value *X;
      if (!match(&I, m_SDiv(m_Value(X), m_SpecificInt(2))))
        return nullptr;
      return IRBuilder<>(&I).CreateAShr(X, 1);
    });
  }
};

struct UnsoundAddChain : PassInfoMixin<UnsoundAddChain> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    return rewriteEach(F, [](Instruction &I) -> Value * {
      Value *X;
      Constant *C1, *C2;
      auto *Outer = dyn_cast<BinaryOperator>(&I);
      if (!Outer || !Outer->hasNoSignedWrap() ||
          !match(Outer, m_Add(m_OneUse(m_Add(m_Value(X), m_ImmConstant(C1))),
                              m_ImmConstant(C2))))
        return nullptr;
      return IRBuilder<>(&I).CreateNSWAdd(X, ConstantExpr::getAdd(C1, C2));
    });
  }
};

struct UnsoundFAddZero : PassInfoMixin<UnsoundFAddZero> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    return rewriteEach(F, [](Instruction &I) -> Value * {
      Value *X;
      if (match(&I, m_FAdd(m_Value(X), m_PosZeroFP())))
        return X;
      return nullptr;
    });
  }
};

struct UnsoundPeepholes : PassInfoMixin<UnsoundPeepholes> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &AM) {
    PreservedAnalyses PA = UnsoundSDiv().run(F, AM);
    PA.intersect(UnsoundAddChain().run(F, AM));
    PA.intersect(UnsoundFAddZero().run(F, AM));
    return PA;
  }
};

struct UnsoundFCmpOrdered : PassInfoMixin<UnsoundFCmpOrdered> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    for (Instruction &I : instructions(F)) {
      auto *C = dyn_cast<FCmpInst>(&I);
      const APFloat *K;
      if (!C || !CmpInst::isUnordered(C->getPredicate()) ||
          C->getPredicate() == FCmpInst::FCMP_TRUE ||
          C->getPredicate() == FCmpInst::FCMP_UNO ||
          !match(C->getOperand(1), m_APFloat(K)) || K->isNaN())
        continue;
      C->setPredicate(CmpInst::getOrderedPredicate(C->getPredicate()));
      return PreservedAnalyses::none();
    }
    return PreservedAnalyses::all();
  }
};

struct UnsoundFMinSelect : PassInfoMixin<UnsoundFMinSelect> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    return rewriteEach(F, [](Instruction &I) -> Value * {
      Value *A, *B;
      CmpPredicate P;
      if (!match(&I, m_Select(m_FCmp(P, m_Value(A), m_Value(B)), m_Deferred(A),
                              m_Deferred(B))) ||
          (P != FCmpInst::FCMP_OLT && P != FCmpInst::FCMP_OGT))
        return nullptr;
      IRBuilder<> Bld(&I);
      return Bld.CreateBinaryIntrinsic(
          P == FCmpInst::FCMP_OLT ? Intrinsic::minnum : Intrinsic::maxnum, A,
          B);
    });
  }
};

struct UnsoundStoreForward : PassInfoMixin<UnsoundStoreForward> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    const DataLayout &DL = F.getDataLayout();
    auto Address = [&](Value *P) {
      APInt Off(64, 0);
      Value *Base = P->stripAndAccumulateConstantOffsets(DL, Off, true);
      return std::make_pair(Base, Off.getSExtValue());
    };
    bool Changed = false;
    for (BasicBlock &BB : F) {
      SmallVector<StoreInst *, 8> Live;
      for (Instruction &I : make_early_inc_range(BB)) {
        if (auto *S = dyn_cast<StoreInst>(&I)) {
          // The mistake: only stores into the same underlying object kill.
          const Value *Obj = getUnderlyingObject(S->getPointerOperand());
          erase_if(Live, [&](StoreInst *Old) {
            return getUnderlyingObject(Old->getPointerOperand()) == Obj;
          });
          Live.push_back(S);
        } else if (auto *L = dyn_cast<LoadInst>(&I)) {
          for (StoreInst *S : Live)
            if (Address(S->getPointerOperand()) ==
                    Address(L->getPointerOperand()) &&
                S->getValueOperand()->getType() == L->getType()) {
              L->replaceAllUsesWith(S->getValueOperand());
              L->eraseFromParent();
              Changed = true;
              break;
            }
        } else if (I.mayWriteToMemory()) {
          Live.clear();
        }
      }
    }
    return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }
};

struct UnsoundSinkStore : PassInfoMixin<UnsoundSinkStore> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    bool Changed = false;
    for (BasicBlock &BB : F) {
      StoreInst *Last = nullptr;
      for (Instruction &I : make_early_inc_range(BB)) {
        if (auto *S = dyn_cast<StoreInst>(&I)) {
          Last = S->isSimple() ? S : nullptr;
          continue;
        }
        auto *CI = dyn_cast<CallInst>(&I);
        Function *Callee = CI ? CI->getCalledFunction() : nullptr;
        // The mistake: a call that only reads is taken to read nothing.
        if (Last && Callee && Callee->isDeclaration() &&
            !Callee->isIntrinsic() && CI->onlyReadsMemory()) {
          Last->moveAfter(CI);
          Last = nullptr;
          Changed = true;
        } else if (I.mayReadOrWriteMemory()) {
          Last = nullptr; // only instructions without memory in between
        }
      }
    }
    return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
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
          PIC->addClassToPassName(UnsoundFAddZero::name(),
                                  "refinery-unsound-fadd-zero");
          PIC->addClassToPassName(UnsoundPeepholes::name(),
                                  "refinery-unsound-peepholes");
          PIC->addClassToPassName(UnsoundFCmpOrdered::name(),
                                  "refinery-unsound-fcmp-ordered");
          PIC->addClassToPassName(UnsoundFMinSelect::name(),
                                  "refinery-unsound-fmin-select");
          PIC->addClassToPassName(UnsoundStoreForward::name(),
                                  "refinery-unsound-store-forward");
          PIC->addClassToPassName(UnsoundSinkStore::name(),
                                  "refinery-unsound-sink-store");
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
              if (Name == "refinery-unsound-fadd-zero") {
                FPM.addPass(UnsoundFAddZero());
                return true;
              }
              if (Name == "refinery-unsound-peepholes") {
                FPM.addPass(UnsoundPeepholes());
                return true;
              }
              if (Name == "refinery-unsound-fcmp-ordered") {
                FPM.addPass(UnsoundFCmpOrdered());
                return true;
              }
              if (Name == "refinery-unsound-fmin-select") {
                FPM.addPass(UnsoundFMinSelect());
                return true;
              }
              if (Name == "refinery-unsound-store-forward") {
                FPM.addPass(UnsoundStoreForward());
                return true;
              }
              if (Name == "refinery-unsound-sink-store") {
                FPM.addPass(UnsoundSinkStore());
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
