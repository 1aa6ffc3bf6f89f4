//===- tools/tv/RefineryTV.cpp - Translation validation inside opt --------===//
///
/// \file
/// `libRefineryTV.so`, a pass plug-in for `opt -load-pass-plugin`: after
/// every function pass that changes a function, the function after the
/// pass is checked against the function before it with Refinery's oracle
/// (as Alive2's translation-validation plug-in does with its SMT checker).
/// Before each function pass the plug-in keeps a copy of the module and
/// the function's text; after it, a changed function is checked on
/// concrete inputs (checkPairs, the inputs and rules of `refinery check`).
/// A violation is reported on stderr with the pass, the function and the
/// counterexample, and written to a findings directory when asked (the
/// store and schema of `refinery fuzz`, the pass as its culprit).
///
/// Options (opt's command line, after -load-pass-plugin):
///   -refinery-tv-findings=DIR  also record violations there
///   -refinery-tv-inputs=N      concrete inputs per function (default 32)
///   -refinery-tv-stats         a summary on stderr when opt ends
///
/// Loop and CGSCC passes (the inliner) are not checked on their own: the
/// function passes around them see their results. opt's own output is
/// unchanged.
///
//===----------------------------------------------------------------------===//
#include "corpus/Finding.h"
#include "oracle/Checker.h"
#include "support/ModuleUtil.h"
#include "llvm/ADT/Any.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassInstrumentation.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include <chrono>
#include <map>
#include <memory>

using namespace llvm;
using namespace refinery;

static cl::opt<std::string>
    TVFindings("refinery-tv-findings",
               cl::desc("Refinery TV: also record violations in this "
                        "findings directory"),
               cl::value_desc("DIR"));
static cl::opt<unsigned>
    TVInputs("refinery-tv-inputs",
             cl::desc("Refinery TV: concrete inputs per function (default "
                      "32)"),
             cl::init(32));
static cl::opt<bool> TVStats("refinery-tv-stats",
                             cl::desc("Refinery TV: a summary on stderr when "
                                      "opt ends"));

namespace {

/// The plug-in's state for one opt process.
class Validator {
public:
  explicit Validator(PassInstrumentationCallbacks &PIC) : PIC(PIC) {}
  ~Validator() {
    if (TVStats)
      printStats();
  }
  void before(StringRef Pass, Any IR);
  void after(StringRef Pass, Any IR);
  void invalidated() { Saved.reset(); }

private:
  struct Snapshot {
    std::unique_ptr<Module> Module;
    const Function *F = nullptr;
    std::string Text;
  };
  void report(StringRef Pass, const Function &Src, const Function &Tgt,
              const FunctionResult &R);
  void printStats() const;

  /// The pipeline name of pass class \p Pass ("sroa"), if it has one.
  StringRef passName(StringRef Pass) const {
    StringRef Name = PIC.getPassNameForClassName(Pass);
    return Name.empty() ? Pass : Name;
  }

  PassInstrumentationCallbacks &PIC;
  std::optional<Snapshot> Saved;
  /// Function passes run, those that changed their function (checked),
  /// and the verdicts.
  uint64_t Runs = 0, Checked = 0;
  std::map<Verdict, uint64_t> Verdicts;
  double CheckMs = 0, CopyMs = 0;
};

/// The function a pass runs on, or null for other IR units.
const Function *functionOf(Any &IR) {
  const Function **F = llvm::any_cast<const Function *>(&IR);
  return F ? *F : nullptr;
}

bool isPassOfInterest(StringRef Pass, const Function *F) {
  return F && !F->isDeclaration() &&
         !isSpecialPass(Pass, {"PassManager", "PassAdaptor"});
}

double msSince(std::chrono::steady_clock::time_point T) {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now() - T)
      .count();
}

std::string functionText(const Function &F) {
  std::string S;
  raw_string_ostream OS(S);
  F.print(OS);
  return S;
}

void Validator::before(StringRef Pass, Any IR) {
  const Function *F = functionOf(IR);
  if (!isPassOfInterest(Pass, F))
    return;
  auto T = std::chrono::steady_clock::now();
  ValueToValueMapTy VMap;
  Snapshot S;
  S.Module = CloneModule(*F->getParent(), VMap);
  S.F = cast<Function>(VMap[F]);
  S.Text = functionText(*F);
  Saved = std::move(S);
  CopyMs += msSince(T);
}

void Validator::after(StringRef Pass, Any IR) {
  const Function *F = functionOf(IR);
  if (!isPassOfInterest(Pass, F) || !Saved)
    return;
  Snapshot S = std::move(*Saved);
  Saved.reset();
  ++Runs;
  if (functionText(*F) == S.Text)
    return;
  ++Checked;
  auto T = std::chrono::steady_clock::now();
  CheckOptions CO;
  CO.Inputs.Count = TVInputs;
  std::vector<FunctionResult> Results =
      checkPairs(*S.Module, *F->getParent(), {{S.F, F}}, CO,
                 /*StopAtViolation=*/true);
  CheckMs += msSince(T);
  for (const FunctionResult &R : Results) {
    ++Verdicts[R.V];
    if (R.V == Verdict::Violation)
      report(passName(Pass), *S.F, *F, R);
  }
}

void Validator::report(StringRef Pass, const Function &Src,
                       const Function &Tgt, const FunctionResult &R) {
  errs() << "refinery-tv: violation (" << violationName(R.Kind) << ") in @"
         << R.Name << " after pass " << Pass << "\n"
         << "  input: " << R.CounterExampleText << "\n"
         << "  src:   " << R.SrcOutcome << "\n"
         << "  tgt:   " << R.TgtOutcome << "\n"
         << "  " << R.Detail << "\n";
  if (TVFindings.empty())
    return;
  Finding F = violationFinding(R, {{Pass.str(), R.Name}}, /*FromSmt=*/false);
  F.Culprit = Pass.str();
  F.Signature = findingSignature(F);
  F.Pipeline.Passes = Pass.str();
  F.Pipeline.Command = "opt -passes='" + Pass.str() + "'";
  F.LLVMVersion = LLVM_VERSION_STRING;
  F.RefineryVersion = REFINERY_VERSION;
  F.Size = countInstructions(*Src.getParent());
  F.Files["src.ll"] = printModule(*Src.getParent());
  F.Files["tgt.ll"] = printModule(*Tgt.getParent());
  Expected<FindingStore> Store = FindingStore::open(TVFindings);
  if (!Store) {
    errs() << "refinery-tv: " << toString(Store.takeError()) << "\n";
    return;
  }
  Expected<FindingStore::AddResult> Added = Store->add(std::move(F));
  if (!Added) {
    errs() << "refinery-tv: " << toString(Added.takeError()) << "\n";
    return;
  }
  SmallString<128> Dir(TVFindings);
  sys::path::append(Dir, Added->Id);
  errs() << "  written to " << Dir << "\n";
}

void Validator::printStats() const {
  auto N = [&](Verdict V) {
    auto It = Verdicts.find(V);
    return It == Verdicts.end() ? uint64_t(0) : It->second;
  };
  errs() << "refinery-tv: " << Runs << " function pass run(s), " << Checked
         << " changed their function and were checked: "
         << N(Verdict::NoViolation) << " no-violation, "
         << N(Verdict::Violation) << " violation, "
         << N(Verdict::Inconclusive) << " inconclusive; "
         << format("%.1f ms checking, %.1f ms copying", CheckMs, CopyMs)
         << "\n";
}

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "RefineryTV", REFINERY_VERSION,
          [](PassBuilder &PB) {
            PassInstrumentationCallbacks *PIC =
                PB.getPassInstrumentationCallbacks();
            if (!PIC)
              return;
            // One validator per process: opt builds one PassBuilder.
            static Validator V(*PIC);
            PIC->registerBeforeNonSkippedPassCallback(
                [](StringRef P, Any IR) { V.before(P, std::move(IR)); });
            PIC->registerAfterPassCallback(
                [](StringRef P, Any IR, const PreservedAnalyses &) {
                  V.after(P, std::move(IR));
                });
            PIC->registerAfterPassInvalidatedCallback(
                [](StringRef, const PreservedAnalyses &) {
                  V.invalidated();
                });
          }};
}
