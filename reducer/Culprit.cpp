//===- reducer/Culprit.cpp - The pass that breaks refinement --------------===//
#include "reducer/Culprit.h"
#include "support/ModuleUtil.h"
#include "llvm/Analysis/LazyCallGraph.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassInstrumentation.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace refinery;

namespace {

/// Pass managers, adaptors and printers: not passes of their own (as
/// StandardInstrumentations ignores them).
bool isIgnored(StringRef PassID) {
  return isSpecialPass(PassID, {"PassManager", "PassAdaptor",
                                "AnalysisManagerProxy", "DevirtSCCRepeatedPass",
                                "ModuleInlinerWrapperPass", "VerifierPass",
                                "PrintModulePass", "PrintFunctionPass"});
}

/// The module of an IR unit and the unit's kind.
const Module *unitModule(const Any &IR, std::string &Unit) {
  if (const auto *M = llvm::any_cast<const Module *>(&IR)) {
    Unit = "module";
    return *M;
  }
  if (const auto *F = llvm::any_cast<const Function *>(&IR)) {
    Unit = "function";
    return (*F)->getParent();
  }
  if (const auto *C = llvm::any_cast<const LazyCallGraph::SCC *>(&IR)) {
    Unit = "cgscc";
    return (*C)->begin()->getFunction().getParent();
  }
  if (const auto *L = llvm::any_cast<const Loop *>(&IR)) {
    Unit = "loop";
    return (*L)->getHeader()->getModule();
  }
  return nullptr;
}

/// Checks \p Name after the pass (\p After) against before it (\p Before).
FunctionResult checkStep(const Module &Before, const Module &After,
                         StringRef Name, const CheckOptions &Opts) {
  const Function *S = Before.getFunction(Name), *T = After.getFunction(Name);
  if (!S || !T || S->isDeclaration() || T->isDeclaration()) {
    FunctionResult R;
    R.V = Verdict::Inconclusive;
    return R;
  }
  FunctionPair P{S, T};
  return checkPairs(Before, After, P, Opts, /*StopAtViolation=*/true).front();
}

/// Every form of \p Name with parameters in a pipeline text
/// ("simplifycfg<switch-to-lookup;...>"), in order, without repeats.
std::vector<std::string> paramForms(StringRef Pipeline, StringRef Name) {
  std::vector<std::string> Forms;
  for (size_t Pos = Pipeline.find(Name); Pos != StringRef::npos;
       Pos = Pipeline.find(Name, Pos + 1)) {
    bool Starts = Pos == 0 || StringRef("(,").contains(Pipeline[Pos - 1]);
    size_t End = Pos + Name.size();
    if (!Starts || End >= Pipeline.size() || Pipeline[End] != '<')
      continue;
    unsigned Depth = 0;
    for (size_t K = End; K < Pipeline.size(); ++K) {
      Depth += Pipeline[K] == '<';
      if (Pipeline[K] == '>' && --Depth == 0) {
        std::string F = Pipeline.substr(Pos, K + 1 - Pos).str();
        if (!is_contained(Forms, F))
          Forms.push_back(std::move(F));
        break;
      }
    }
  }
  return Forms;
}

/// \p Name with the parameters the user's pipeline text gives it
/// ("instcombine<no-verify-fixpoint>"), or \p Name.
std::string withParams(StringRef Pipeline, StringRef Name) {
  std::vector<std::string> Forms = paramForms(Pipeline, Name);
  return Forms.empty() ? Name.str() : Forms.front();
}

/// Lets the plugins register their passes (and the passes' pipeline
/// names) with \p PB; a plugin that does not load is skipped (the
/// optimizer has loaded it before, or reported why not).
void registerPlugins(PassBuilder &PB, ArrayRef<std::string> Plugins) {
#if defined(REFINERY_LLVM_STATIC)
  return; // (Optimizer::create refuses plugins in the static build.)
#endif
  for (const std::string &Path : Plugins) {
    Expected<PassPlugin> Plugin = PassPlugin::Load(Path);
    if (Plugin)
      Plugin->registerPassBuilderCallbacks(PB);
    else
      consumeError(Plugin.takeError());
  }
}

/// The forms of pass \p Name in \p Base's pipeline as LLVM 22 expands it
/// (default<O2> runs simplifycfg with several sets of parameters).
std::vector<std::string> expandedForms(const OptimizerOptions &Base,
                                       StringRef Name) {
  PassInstrumentationCallbacks PIC;
  PassBuilder PB(nullptr, PipelineTuningOptions(), std::nullopt, &PIC);
  registerPlugins(PB, Base.Plugins);
  ModulePassManager MPM;
  if (Error E = PB.parsePassPipeline(MPM, Base.Passes)) {
    consumeError(std::move(E));
    return {};
  }
  std::string Text;
  raw_string_ostream OS(Text);
  MPM.printPipeline(OS, [&](StringRef Class) {
    StringRef N = PIC.getPassNameForClassName(Class);
    return N.empty() ? Class : N;
  });
  return paramForms(Text, Name);
}

/// Fills R.Pipeline, R.Command and R.Reproduces: a one-pass pipeline for
/// the culprit that \p Base's optimizer parses, preferably one that shows
/// the violation again on R.BeforeIR.
void choosePipeline(CulpritResult &R, const OptimizerOptions &Base,
                    StringRef Function, const CheckOptions &Opts) {
  // The pass with each set of parameters the expanded pipeline gives it
  // (how it ran), then as named if that differs; each bare and inside the
  // adaptor of its unit. The name alone may run the pass otherwise than the
  // pipeline did: `instcombine` verifies its fixpoint and stops the process
  // with an LLVM ERROR where default<O2>'s instcombine<no-verify-fixpoint>
  // does not, so it comes last.
  StringRef Bare = StringRef(R.PassName).split('<').first;
  std::vector<std::string> Names = expandedForms(Base, Bare);
  if (!is_contained(Names, R.PassName))
    Names.push_back(R.PassName);
  std::vector<std::string> Forms;
  for (const std::string &N : Names) {
    Forms.push_back(N);
    if (R.Unit == "loop") {
      Forms.push_back("function(loop-mssa(" + N + "))");
      Forms.push_back("function(loop(" + N + "))");
    } else if (R.Unit == "cgscc") {
      Forms.push_back("cgscc(" + N + ")");
    } else if (R.Unit == "function") {
      Forms.push_back("function(" + N + ")");
    }
  }
  LLVMContext Ctx;
  SMDiagnostic Diag;
  std::unique_ptr<Module> Before = parseAssemblyString(R.BeforeIR, Diag, Ctx);
  assert(Before && "the snapshot before the culprit does not parse");
  for (const std::string &Form : Forms) {
    OptimizerOptions One = Base;
    One.Passes = Form;
    Expected<std::unique_ptr<Optimizer>> O1 = Optimizer::create(One);
    if (!O1) {
      consumeError(O1.takeError());
      continue;
    }
    Expected<std::unique_ptr<Module>> T = (*O1)->optimize(*Before);
    if (!T) {
      consumeError(T.takeError());
      continue;
    }
    bool Repro =
        checkStep(*Before, **T, Function, Opts).V == Verdict::Violation;
    if (R.Pipeline.empty() || Repro) {
      R.Pipeline = Form;
      R.Command = (*O1)->describe() + " -S culprit-before.ll";
      R.Reproduces = Repro;
    }
    if (Repro)
      break;
  }
}

/// One pass of an external opt's -opt-bisect-limit log.
struct BisectPass {
  std::string ClassName, Unit;
};

/// Parses "BISECT: running pass (N) <Class> on <unit>" lines.
std::vector<BisectPass> parseBisectLog(StringRef Log) {
  std::vector<BisectPass> Passes;
  SmallVector<StringRef, 0> Lines;
  Log.split(Lines, '\n');
  for (StringRef L : Lines) {
    if (!L.consume_front("BISECT: running pass ("))
      continue;
    auto [Num, Rest] = L.split(") ");
    auto [Class, Unit] = Rest.split(" on ");
    unsigned N;
    if (Num.getAsInteger(10, N) || N != Passes.size() + 1)
      continue;
    std::string Kind = Unit.starts_with("[module]") ? "module"
                       : Unit.starts_with("loop")   ? "loop"
                       : Unit.contains("(")         ? "cgscc"
                                                    : "function";
    Passes.push_back({Class.str(), Kind});
  }
  return Passes;
}

/// The culprit of an external opt: bisects its pipeline with
/// -opt-bisect-limit (opt runs the first N passes, skips the rest) for the
/// smallest N whose output no longer refines \p M. Each run of opt is
/// announced to \p Groups, if given.
Expected<CulpritResult> findCulpritBisect(const OptimizerOptions &Pipeline,
                                          const Module &M, StringRef Function,
                                          const CheckOptions &Opts,
                                          PassObserver *Groups) {
  auto Limited = [&](int64_t N) {
    OptimizerOptions O = Pipeline;
    O.OptArgs.push_back("-opt-bisect-limit=" + std::to_string(N));
    return Optimizer::create(O);
  };
  CulpritResult R;
  // INT_MAX itself means "disabled" to opt: no log.
  Expected<std::unique_ptr<Optimizer>> All = Limited(INT32_MAX - 1);
  if (!All)
    return All.takeError();
  std::string Log;
  Expected<std::unique_ptr<Module>> Full =
      (*All)->optimize(M, "", Groups, &Log);
  if (!Full)
    return Full.takeError();
  std::vector<BisectPass> Passes = parseBisectLog(Log);
  if (Passes.empty() ||
      checkStep(M, **Full, Function, Opts).V != Verdict::Violation)
    return R;
  // Output after the first N passes, and whether it violates.
  auto Run = [&](unsigned N) -> Expected<std::unique_ptr<Module>> {
    Expected<std::unique_ptr<Optimizer>> O = Limited(N);
    if (!O)
      return O.takeError();
    return (*O)->optimize(M, "", Groups);
  };
  unsigned Lo = 0, Hi = Passes.size();
  while (Hi - Lo > 1) {
    unsigned Mid = Lo + (Hi - Lo) / 2;
    Expected<std::unique_ptr<Module>> Out = Run(Mid);
    if (!Out)
      return Out.takeError();
    ++R.PassesRun;
    if (checkStep(M, **Out, Function, Opts).V == Verdict::Violation)
      Hi = Mid;
    else
      Lo = Mid;
  }
  Expected<std::unique_ptr<Module>> Before = Run(Hi - 1);
  Expected<std::unique_ptr<Module>> After = Run(Hi);
  if (!Before)
    return Before.takeError();
  if (!After)
    return After.takeError();
  FunctionResult C = checkStep(**Before, **After, Function, Opts);
  if (C.V != Verdict::Violation)
    return R; // not one pass alone (bisection assumes monotonicity)
  const BisectPass &P = Passes[Hi - 1];
  R.Found = true;
  R.ClassName = P.ClassName;
  // The name `opt -passes=` knows, from LLVM 22's pass registry.
  // (Plugins register names for their passes too.)
  PassInstrumentationCallbacks PIC;
  PassBuilder PB(nullptr, PipelineTuningOptions(), std::nullopt, &PIC);
  registerPlugins(PB, Pipeline.Plugins);
  StringRef Name = PIC.getPassNameForClassName(P.ClassName);
  R.PassName = Name.empty() ? P.ClassName : withParams(Pipeline.Passes, Name);
  R.Unit = P.Unit;
  R.Position = Hi;
  R.BeforeIR = printModule(**Before);
  R.AfterIR = printModule(**After);
  R.Check = std::move(C);
  choosePipeline(R, Pipeline, Function, Opts);
  return R;
}

} // namespace

Expected<CulpritResult> refinery::findCulprit(const OptimizerOptions &Pipeline,
                                              const Module &M,
                                              StringRef Function,
                                              const CheckOptions &Opts,
                                              PassObserver *Groups) {
  if (!Pipeline.OptPath.empty())
    return findCulpritBisect(Pipeline, M, Function, Opts, Groups);
  OptimizerOptions InProcess = Pipeline;
  Expected<std::unique_ptr<Optimizer>> Opt = Optimizer::create(InProcess);
  if (!Opt)
    return Opt.takeError();

  CulpritResult R;
  // The module is printed before each pass and after it. (Neither once per
  // pass, the previous pass's output taken as the next one's input: the
  // inliner's CGSCC adaptor deletes the functions it inlined after its
  // passes, CoroCleanup runs SimplifyCFG inside itself; nor only after
  // passes whose PreservedAnalyses do not keep everything: LLVM 22's
  // InferAlignment, IndVarSimplify and (IP)SCCP change alignments, flags
  // and attributes while keeping every analysis.)
  struct Frame {
    std::string Text;
    std::string Unit;
  };
  std::vector<Frame> Stack;
  PassInstrumentationCallbacks PIC;
  PIC.registerBeforeNonSkippedPassCallback([&](StringRef PassID, Any IR) {
    if (R.Found || isIgnored(PassID))
      return;
    Frame Fr;
    const Module *UM = unitModule(IR, Fr.Unit);
    if (UM)
      Fr.Text = printModule(*UM);
    Stack.push_back(std::move(Fr));
  });
  PIC.registerAfterPassInvalidatedCallback(
      [&](StringRef PassID, const PreservedAnalyses &) {
        if (R.Found || isIgnored(PassID))
          return;
        assert(!Stack.empty() && "after a pass that did not start");
        ++R.PassesRun;
        Stack.pop_back();
      });
  PIC.registerAfterPassCallback(
      [&](StringRef PassID, Any IR, const PreservedAnalyses &) {
        if (R.Found || isIgnored(PassID))
          return;
        assert(!Stack.empty() && "after a pass that did not start");
        Frame Fr = std::move(Stack.back());
        Stack.pop_back();
        ++R.PassesRun;
        std::string Unit;
        const Module *UM = unitModule(IR, Unit);
        if (!UM || Fr.Text.empty())
          return;
        std::string After = printModule(*UM);
        if (After == Fr.Text)
          return;
        SMDiagnostic Diag;
        std::unique_ptr<Module> Before =
            parseAssemblyString(Fr.Text, Diag, UM->getContext());
        if (!Before)
          return;
        FunctionResult C = checkStep(*Before, *UM, Function, Opts);
        if (C.V != Verdict::Violation)
          return;
        R.Found = true;
        R.ClassName = PassID.str();
        StringRef Name = PIC.getPassNameForClassName(PassID);
        R.PassName =
            Name.empty() ? PassID.str() : withParams(Pipeline.Passes, Name);
        R.Unit = Fr.Unit;
        R.Position = R.PassesRun;
        R.BeforeIR = std::move(Fr.Text);
        R.AfterIR = std::move(After);
        R.Check = std::move(C);
      });
  Expected<std::unique_ptr<Module>> Out = (*Opt)->optimizeInstrumented(M, PIC);
  if (!Out)
    return Out.takeError();
  if (!R.Found)
    return R;

  choosePipeline(R, InProcess, Function, Opts);
  return R;
}
