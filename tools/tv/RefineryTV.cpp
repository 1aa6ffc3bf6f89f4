//===- tools/tv/RefineryTV.cpp - Translation validation inside opt --------===//
///
/// \file
/// `libRefineryTV.so`, a pass plug-in for `opt -load-pass-plugin`: after
/// every pass that changes a function, the function after the pass is
/// checked against the function before it with Refinery's oracle (as
/// Alive2's translation-validation plug-in does with its SMT checker).
/// Before each pass (function, loop, CGSCC or module pass; not pass
/// managers, adaptors and wrappers) the plug-in keeps a copy of the module
/// and the text of the functions the pass runs on (the loop's function,
/// the SCC's functions, every definition); after it, each of those
/// functions that changed and still exists is checked on concrete inputs
/// (checkPairs, the inputs and rules of `refinery check`). A violation is
/// reported on stderr with the pass, the function and the counterexample,
/// and written to a findings directory when asked (the store and schema of
/// `refinery fuzz`: src.ll is opt's input, the pipeline opt's -passes, the
/// pass the culprit; before-pass.ll and tgt.ll the module around the pass;
/// one opt process at a time writes, under DIR/.lock).
///
/// Options (opt's command line, after -load-pass-plugin):
///   -refinery-tv-findings=DIR  also record violations there
///   -refinery-tv-inputs=N      concrete inputs per function (default 32)
///   -refinery-tv-stats         a summary on stderr when opt ends
///
/// opt's own output is unchanged.
///
//===----------------------------------------------------------------------===//
#include "corpus/Finding.h"
#include "oracle/Checker.h"
#include "support/ModuleUtil.h"
#include "llvm/ADT/Any.h"
#include "llvm/Analysis/LazyCallGraph.h"
#include "llvm/Analysis/LoopInfo.h"
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
#include <fcntl.h>
#include <map>
#include <memory>
#include <sys/file.h>
#include <unistd.h>

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
    // Destroyed at exit, after opt's LLVMContext: its modules must not be.
    (void)Input.release();
    for (Snapshot &S : Saved)
      (void)S.Copy.release();
  }
  void before(StringRef Pass, Any IR);
  void after(StringRef Pass, Any IR);
  void invalidated() {
    if (!Saved.empty())
      Saved.pop_back();
  }

private:
  /// The module before a pass and the text of the functions it runs on.
  struct Snapshot {
    bool Skip = true; ///< a pass manager, adaptor or wrapper
    std::unique_ptr<Module> Copy;
    std::vector<std::pair<std::string, std::string>> Texts;
  };
  void report(StringRef Pass, const Module &Before, const Function &Tgt,
              const FunctionResult &R);
  void record(StringRef Pass, const Module &Before, const Function &Tgt,
              const FunctionResult &R);
  void printStats() const;
  /// The pipeline name of pass class \p Pass ("sroa"), if it has one.
  StringRef passName(StringRef Pass) const {
    StringRef Name = PIC.getPassNameForClassName(Pass);
    return Name.empty() ? Pass : Name;
  }

  PassInstrumentationCallbacks &PIC;
  /// One per pass running (passes nest: managers, adaptors).
  std::vector<Snapshot> Saved;
  /// opt's input (kept for findings only).
  std::unique_ptr<Module> Input;
  /// Passes run, function checks (a pass changed the function), verdicts.
  uint64_t Runs = 0, Checked = 0;
  std::map<Verdict, uint64_t> Verdicts;
  double CheckMs = 0, CopyMs = 0;
};

/// The module of IR unit \p IR and the functions a pass on it may change.
const Module *unitOf(Any &IR, std::vector<const Function *> &Fns) {
  if (const Function **F = llvm::any_cast<const Function *>(&IR)) {
    Fns.push_back(*F);
    return (*F)->getParent();
  }
  if (const Loop **L = llvm::any_cast<const Loop *>(&IR)) {
    const Function *F = (*L)->getHeader()->getParent();
    Fns.push_back(F);
    return F->getParent();
  }
  if (const LazyCallGraph::SCC **C =
          llvm::any_cast<const LazyCallGraph::SCC *>(&IR)) {
    for (const LazyCallGraph::Node &N : **C)
      Fns.push_back(&N.getFunction());
    return Fns.empty() ? nullptr : Fns.front()->getParent();
  }
  if (const Module **M = llvm::any_cast<const Module *>(&IR)) {
    for (const Function &F : **M)
      Fns.push_back(&F);
    return *M;
  }
  return nullptr;
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
  Snapshot S;
  std::vector<const Function *> Fns;
  const Module *M = unitOf(IR, Fns);
  if (M && !TVFindings.empty() && !Input)
    Input = CloneModule(*M);
  // (isSpecialPass compares the ends of the class names.)
  if (M && !isSpecialPass(Pass, {"PassManager", "PassAdaptor", "WrapperPass",
                                 "RepeatedPass"})) {
    auto T = std::chrono::steady_clock::now();
    S.Skip = false;
    S.Copy = CloneModule(*M);
    for (const Function *F : Fns)
      if (!F->isDeclaration())
        S.Texts.push_back({F->getName().str(), functionText(*F)});
    CopyMs += msSince(T);
  }
  Saved.push_back(std::move(S));
}

void Validator::after(StringRef Pass, Any IR) {
  if (Saved.empty())
    return;
  Snapshot S = std::move(Saved.back());
  Saved.pop_back();
  std::vector<const Function *> Fns;
  const Module *M = unitOf(IR, Fns);
  if (S.Skip || !M)
    return;
  ++Runs;
  std::vector<FunctionPair> Pairs;
  for (const auto &[Name, Text] : S.Texts) {
    const Function *Now = M->getFunction(Name);
    // A function the pass deleted (inlined everywhere) has nothing to check.
    if (!Now || Now->isDeclaration() || functionText(*Now) == Text)
      continue;
    Pairs.push_back({S.Copy->getFunction(Name), Now});
  }
  if (Pairs.empty())
    return;
  Checked += Pairs.size();
  auto T = std::chrono::steady_clock::now();
  CheckOptions CO;
  CO.Inputs.Count = TVInputs;
  std::vector<FunctionResult> Results =
      checkPairs(*S.Copy, *M, Pairs, CO, /*StopAtViolation=*/false);
  CheckMs += msSince(T);
  for (size_t K = 0; K < Results.size(); ++K) {
    ++Verdicts[Results[K].V];
    if (Results[K].V == Verdict::Violation)
      report(passName(Pass), *S.Copy, *Pairs[K].second, Results[K]);
  }
}

void Validator::report(StringRef Pass, const Module &Before,
                       const Function &Tgt, const FunctionResult &R) {
  errs() << "refinery-tv: violation (" << violationName(R.Kind) << ") in @"
         << R.Name << " after pass " << Pass << "\n"
         << "  input: " << R.CounterExampleText << "\n"
         << "  src:   " << R.SrcOutcome << "\n"
         << "  tgt:   " << R.TgtOutcome << "\n"
         << "  " << R.Detail << "\n";
  if (!TVFindings.empty())
    record(Pass, Before, Tgt, R);
}

/// opt's -passes, if it has the option.
std::string optPipeline() {
  auto &Opts = cl::getRegisteredOptions();
  auto It = Opts.find("passes");
  if (It == Opts.end())
    return "";
  return static_cast<cl::opt<std::string> *>(It->second)->getValue();
}

void Validator::record(StringRef Pass, const Module &Before,
                       const Function &Tgt, const FunctionResult &R) {
  Finding F = violationFinding(R, {{Pass.str(), R.Name}}, /*FromSmt=*/false);
  F.Culprit = Pass.str();
  F.Signature = findingSignature(F);
  // The whole pipeline on opt's input reproduces it where the violation
  // survives the later passes; before-pass.ll and tgt.ll show the pass.
  std::string Pipeline = optPipeline();
  F.Pipeline.Passes = Pipeline.empty() ? Pass.str() : Pipeline;
  F.Pipeline.Command = "opt -passes='" + F.Pipeline.Passes + "'";
  F.LLVMVersion = LLVM_VERSION_STRING;
  F.RefineryVersion = REFINERY_VERSION;
  const Module &Src = Input ? *Input : Before;
  F.Size = countInstructions(Src);
  F.Files["src.ll"] = printModule(Src);
  F.Files["before-pass.ll"] = printModule(Before);
  F.Files["tgt.ll"] = printModule(*Tgt.getParent());
  // opt processes of one lit run share the directory: one writes at a time.
  if (std::error_code EC = sys::fs::create_directories(TVFindings)) {
    errs() << "refinery-tv: cannot create " << TVFindings << ": "
           << EC.message() << "\n";
    return;
  }
  SmallString<128> Lock(TVFindings);
  sys::path::append(Lock, ".lock");
  int FD = ::open(Lock.c_str(), O_CREAT | O_RDWR, 0644);
  if (FD >= 0)
    ::flock(FD, LOCK_EX);
  Expected<FindingStore> Store = FindingStore::open(TVFindings);
  Expected<FindingStore::AddResult> Added =
      Store ? Store->add(std::move(F)) : Store.takeError();
  if (FD >= 0)
    ::close(FD);
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
  errs() << "refinery-tv: " << Runs << " pass run(s), " << Checked
         << " function(s) changed and checked: " << N(Verdict::NoViolation)
         << " no-violation, " << N(Verdict::Violation) << " violation, "
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
                [](StringRef, const PreservedAnalyses &) { V.invalidated(); });
          }};
}
