//===- reducer/Culprit.cpp - The pass that breaks refinement --------------===//
#include "reducer/Culprit.h"
#include "llvm/Analysis/LazyCallGraph.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassInstrumentation.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace refinery;

namespace {

std::string printModule(const Module &M) {
  std::string S;
  raw_string_ostream OS(S);
  M.print(OS, nullptr);
  return S;
}

/// Pass managers, adaptors and printers: not passes of their own (as
/// StandardInstrumentations ignores them).
bool isIgnored(StringRef PassID) {
  return isSpecialPass(PassID,
                       {"PassManager", "PassAdaptor", "AnalysisManagerProxy",
                        "DevirtSCCRepeatedPass", "ModuleInlinerWrapperPass",
                        "VerifierPass", "PrintModulePass", "PrintFunctionPass"});
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

/// \p Name with the parameters the user's pipeline text gives it
/// ("instcombine<no-verify-fixpoint>"), or \p Name.
std::string withParams(StringRef Pipeline, StringRef Name) {
  for (size_t Pos = Pipeline.find(Name); Pos != StringRef::npos;
       Pos = Pipeline.find(Name, Pos + 1)) {
    bool Starts = Pos == 0 || StringRef("(,").contains(Pipeline[Pos - 1]);
    size_t End = Pos + Name.size();
    if (!Starts || End >= Pipeline.size() || Pipeline[End] != '<')
      continue;
    unsigned Depth = 0;
    for (size_t K = End; K < Pipeline.size(); ++K) {
      Depth += Pipeline[K] == '<';
      if (Pipeline[K] == '>' && --Depth == 0)
        return Pipeline.substr(Pos, K + 1 - Pos).str();
    }
  }
  return Name.str();
}

} // namespace

Expected<CulpritResult> refinery::findCulprit(const OptimizerOptions &Pipeline,
                                              const Module &M,
                                              StringRef Function,
                                              const CheckOptions &Opts) {
  OptimizerOptions InProcess = Pipeline;
  InProcess.OptPath.clear();
  InProcess.OptArgs.clear();
  Expected<std::unique_ptr<Optimizer>> Opt = Optimizer::create(InProcess);
  if (!Opt)
    return Opt.takeError();

  CulpritResult R;
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
  PIC.registerAfterPassCallback([&](StringRef PassID, Any IR,
                                    const PreservedAnalyses &) {
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
    R.PassName = Name.empty() ? PassID.str()
                              : withParams(Pipeline.Passes, Name);
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

  // A one-pass pipeline that opt parses, preferably one that reproduces.
  std::vector<std::string> Forms = {R.PassName};
  if (R.Unit == "loop") {
    Forms.push_back("function(loop-mssa(" + R.PassName + "))");
    Forms.push_back("function(loop(" + R.PassName + "))");
  } else if (R.Unit == "cgscc") {
    Forms.push_back("cgscc(" + R.PassName + ")");
  } else if (R.Unit == "function") {
    Forms.push_back("function(" + R.PassName + ")");
  }
  LLVMContext Ctx;
  SMDiagnostic Diag;
  std::unique_ptr<Module> Before = parseAssemblyString(R.BeforeIR, Diag, Ctx);
  assert(Before && "the snapshot before the culprit does not parse");
  for (const std::string &Form : Forms) {
    OptimizerOptions One = InProcess;
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
    bool Repro = checkStep(*Before, **T, Function, Opts).V ==
                 Verdict::Violation;
    if (R.Pipeline.empty() || Repro) {
      R.Pipeline = Form;
      R.Command = (*O1)->describe() + " -S culprit-before.ll";
      R.Reproduces = Repro;
    }
    if (Repro)
      break;
  }
  return R;
}
