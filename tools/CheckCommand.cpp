//===- tools/CheckCommand.cpp - refinery check ----------------------------===//
///
/// \file
/// `refinery check FILE.ll [--passes P | --tgt FILE2.ll] [--opt PATH]
/// [--opt-args FLAGS] [--load-pass-plugin PATH]... [--function NAME]
/// [--inputs N] [--seed N] [--max-steps N] [--smt] [--smt-inputs]
/// [--smt-timeout MS] [--json]`: checks that optimized functions refine
/// their sources on concrete inputs, and with --smt proves it (or finds a
/// counterexample) with Z3 for loop-free integer functions.
///
//===----------------------------------------------------------------------===//
#include "oracle/Checker.h"
#include "oracle/Optimizer.h"
#include "oracle/smt/Smt.h"
#include "support/JsonReader.h"
#include "tools/ToolCommon.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <nlohmann/json.hpp>

using namespace llvm;
using namespace refinery;

namespace refinery {
cl::SubCommand CheckSub("check",
                        "Check that optimized functions refine their sources");
} // namespace refinery

static cl::OptionCategory CheckCat("check options");
static cl::opt<std::string> CheckInput(cl::Positional, cl::desc("<FILE.ll>"),
                                       cl::Required, cl::sub(CheckSub),
                                       cl::cat(CheckCat));
static cl::opt<std::string>
    Passes("passes",
           cl::desc("Pipeline to check, as for opt -passes= (default: "
                    "default<O2>)"),
           cl::init("default<O2>"), cl::sub(CheckSub), cl::cat(CheckCat));
static cl::opt<std::string>
    TgtFile("tgt", cl::desc("Compare with the functions of this file instead "
                            "of optimizing"),
            cl::sub(CheckSub), cl::cat(CheckCat));
static cl::opt<std::string>
    OptPath("opt", cl::desc("Run this external opt binary (LLVM 15 or later)"),
            cl::sub(CheckSub), cl::cat(CheckCat));
static cl::opt<std::string> OptArgs("opt-args",
                                    cl::desc("Extra flags for the optimizer "
                                             "(split at spaces)"),
                                    cl::sub(CheckSub), cl::cat(CheckCat));
static cl::list<std::string>
    Plugins("load-pass-plugin", cl::desc("Load a pass plugin"),
            cl::sub(CheckSub), cl::cat(CheckCat));
static cl::list<std::string>
    OnlyFunction("function",
                 cl::desc("Check only this function (may be repeated)"),
                 cl::sub(CheckSub), cl::cat(CheckCat));
static cl::opt<unsigned> NumInputs("inputs",
                                   cl::desc("Inputs per function"),
                                   cl::init(InputOptions().Count),
                                   cl::sub(CheckSub), cl::cat(CheckCat));
static cl::opt<uint64_t> Seed("seed", cl::desc("Seed of the input set"),
                              cl::init(0), cl::sub(CheckSub),
                              cl::cat(CheckCat));
static cl::opt<uint64_t> CheckMaxSteps(
    "max-steps", cl::desc("Instructions per run before step-limit"),
    cl::init(CheckOptions().Exec.MaxSteps), cl::sub(CheckSub),
    cl::cat(CheckCat));
static cl::opt<uint64_t> CheckTimeout(
    "timeout",
    cl::desc("Wall-clock seconds each function may take; runs still going "
             "end with step-limit and no further inputs are tried; also the "
             "limit of an external opt (--opt), killed with all it started "
             "(0: no limit)"),
    cl::init(60), cl::sub(CheckSub), cl::cat(CheckCat));
static cl::opt<bool>
    UseSmt("smt",
           cl::desc("Prove refinement with Z3 (loop-free integer functions) "
                    "or find a counterexample, replayed by the interpreter; "
                    "the concrete checker decides the rest"),
           cl::sub(CheckSub), cl::cat(CheckCat));
static cl::opt<bool> SmtInputs(
    "smt-inputs",
    cl::desc("Add inputs synthesized by Z3 at the boundaries of the "
             "source's flags, comparisons and UB guards"),
    cl::sub(CheckSub), cl::cat(CheckCat));
static cl::opt<unsigned>
    SmtTimeout("smt-timeout", cl::desc("Time limit of each proof query (ms)"),
               cl::init(SmtOptions().TimeoutMs), cl::sub(CheckSub),
               cl::cat(CheckCat));
static cl::opt<bool>
    SmtDebug("smt-debug",
             cl::desc("Print why SMT counterexamples were not confirmed and "
                      "what the input synthesis found"),
             cl::Hidden, cl::sub(CheckSub), cl::cat(CheckCat));
static cl::opt<bool> RandomOnly(
    "random-inputs-only",
    cl::desc("Only uniformly random inputs (a baseline for benchmarks)"),
    cl::Hidden, cl::sub(CheckSub), cl::cat(CheckCat));
static cl::opt<bool> CheckJson("json", cl::desc("Print the result as JSON"),
                               cl::sub(CheckSub), cl::cat(CheckCat));

namespace {
struct Pair {
  const Function *Src;
  const Function *Tgt;
};
} // namespace

static double msSince(std::chrono::steady_clock::time_point T) {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now() - T)
      .count();
}

/// Rejects values that make no sense: no inputs and no SMT, no steps, no
/// time for a proof query, or an endless timeout.
static Error checkCheckOptions() {
  if (!UseSmt && !SmtInputs)
    if (Error E = checkAtLeast(NumInputs, NumInputs, 1,
                               "0 needs --smt or --smt-inputs"))
      return E;
  if (Error E = checkAtLeast(CheckMaxSteps, CheckMaxSteps, 1))
    return E;
  if (Error E = checkAtLeast(SmtTimeout, SmtTimeout, 1))
    return E;
  return checkSeconds(CheckTimeout, CheckTimeout);
}

/// A pairwise @src/@tgt file whose target has another signature than its
/// source is malformed: there is nothing to compare.
static Error checkPairSignatures(ArrayRef<Pair> Pairs) {
  for (const Pair &P : Pairs) {
    if (P.Src->getFunctionType() == P.Tgt->getFunctionType())
      continue;
    std::string SrcTy, TgtTy;
    raw_string_ostream SOS(SrcTy), TOS(TgtTy);
    P.Src->getFunctionType()->print(SOS);
    P.Tgt->getFunctionType()->print(TOS);
    return createStringError(
        inconvertibleErrorCode(),
        "@%s has another signature than @%s: %s instead of %s",
        P.Tgt->getName().str().c_str(), P.Src->getName().str().c_str(),
        TgtTy.c_str(), SrcTy.c_str());
  }
  return Error::success();
}

int refinery::runCheck() {
  if (Error E = checkCheckOptions())
    return reportError(std::move(E));
  LLVMContext Ctx;
  Expected<std::unique_ptr<Module>> SrcOrErr = loadModule(CheckInput, Ctx);
  if (!SrcOrErr)
    return reportError(SrcOrErr.takeError());
  std::unique_ptr<Module> SrcM = std::move(*SrcOrErr);
  std::unique_ptr<Module> TgtM;
  std::vector<Pair> Pairs;
  double OptimizeMs = 0;
  std::string PassesUsed;

  bool OptimizeMode = Passes.getNumOccurrences() || OptPath.getNumOccurrences() ||
                      Plugins.getNumOccurrences();
  // Alive2's convention: @src with @tgt, and @srcX / @src_X with @tgtX /
  // @tgt_X, in one file.
  std::vector<Pair> Alive2Pairs;
  for (const Function &F : *SrcM) {
    if (F.isDeclaration() || !F.getName().starts_with("src"))
      continue;
    std::string TgtName = ("tgt" + F.getName().drop_front(3)).str();
    if (const Function *T = SrcM->getFunction(TgtName))
      if (!T->isDeclaration())
        Alive2Pairs.push_back({&F, T});
  }
  if (!TgtFile.empty()) {
    Expected<std::unique_ptr<Module>> T = loadModule(TgtFile, Ctx);
    if (!T)
      return reportError(T.takeError());
    TgtM = std::move(*T);
  } else if (!OptimizeMode && !Alive2Pairs.empty()) {
    Pairs = Alive2Pairs;
  } else {
    OptimizerOptions OO;
    OO.Passes = Passes;
    OO.OptPath = OptPath;
    OO.Plugins = Plugins;
    OO.TimeoutSeconds = CheckTimeout;
    for (StringRef A : llvm::split(OptArgs, ' '))
      if (!A.empty())
        OO.OptArgs.push_back(A.str());
    Expected<std::unique_ptr<Optimizer>> Opt = Optimizer::create(OO);
    if (!Opt)
      return reportError(Opt.takeError());
    PassesUsed = (*Opt)->describe();
    auto Start = std::chrono::steady_clock::now();
    Expected<std::unique_ptr<Module>> T =
        (*Opt)->optimize(*SrcM, (*Opt)->isExternal() ? StringRef(CheckInput)
                                                     : StringRef());
    OptimizeMs = msSince(Start);
    if (!T)
      return reportError(T.takeError());
    TgtM = std::move(*T);
  }
  // Functions with local linkage are checked through their callers
  // (functionPairsToCheck), unless --function names them.
  std::vector<std::string> Internal;
  if (TgtM)
    for (const auto &[S, T] : functionPairsToCheck(
             *SrcM, *TgtM,
             std::vector<std::string>(OnlyFunction.begin(), OnlyFunction.end()),
             &Internal))
      Pairs.push_back({S, T});
  if (!OnlyFunction.empty()) {
    llvm::erase_if(Pairs, [](const Pair &P) {
      return !is_contained(OnlyFunction, P.Src->getName()) &&
             !is_contained(OnlyFunction, P.Tgt->getName());
    });
    if (Pairs.empty())
      return reportError(createStringError(
          inconvertibleErrorCode(), "no function @%s to check in %s",
          OnlyFunction.front().c_str(), CheckInput.c_str()));
  }
  if (!TgtM)
    if (Error E = checkPairSignatures(Pairs))
      return reportError(std::move(E));

  CheckOptions CO;
  CO.Inputs.Count = NumInputs;
  CO.Inputs.Seed = Seed;
  CO.Inputs.OnlyRandom = RandomOnly;
  CO.Exec.MaxSteps = CheckMaxSteps;
  CO.TimeLimitMs = CheckTimeout * 1000;
  std::vector<FunctionPair> FP;
  for (const Pair &P : Pairs)
    FP.push_back({P.Src, P.Tgt});
  std::vector<FunctionResult> Results;
  if (UseSmt || SmtInputs) {
    SmtCheckConfig SC;
    SC.Prove = UseSmt;
    SC.SynthesizeInputs = SmtInputs;
    SC.Opts.TimeoutMs = SmtTimeout;
    SC.Opts.Debug = SmtDebug;
    Results = checkPairsSmt(*SrcM, TgtM ? *TgtM : *SrcM, FP, CO, SC);
  } else {
    Results = checkPairs(*SrcM, TgtM ? *TgtM : *SrcM, FP, CO);
  }
  Verdict Overall = overallVerdict(Results);

  if (CheckJson) {
    nlohmann::ordered_json J;
    J["verdict"] = verdictName(Overall);
    if (!PassesUsed.empty())
      J["passes"] = PassesUsed;
    J["functions"] = nlohmann::ordered_json::array();
    for (const FunctionResult &R : Results) {
      nlohmann::ordered_json F;
      F["name"] = R.Name;
      F["verdict"] = verdictName(R.V);
      if (R.V == Verdict::Violation) {
        F["kind"] = violationName(R.Kind);
        F["input"] = R.CounterExampleText;
        F["src"] = R.SrcOutcome;
        F["tgt"] = R.TgtOutcome;
        F["detail"] = R.Detail;
      }
      F["inputs_tried"] = R.InputsTried;
      F["inputs_src_ub"] = R.InputsSrcUB;
      if (R.PossibleHangs)
        F["possible_hangs"] = R.PossibleHangs;
      if (!R.Reasons.empty()) {
        nlohmann::ordered_json Rs = nlohmann::ordered_json::array();
        for (auto &[Why, N] : R.Reasons)
          Rs.push_back({{"reason", Why}, {"inputs", N}});
        F["reasons"] = Rs;
      }
      if (R.SynthesizedInputs)
        F["inputs_synthesized"] = R.SynthesizedInputs;
      if (R.Smt) {
        F["smt"] = smtStatusName(*R.Smt);
        if (!R.SmtDetail.empty())
          F["smt_detail"] = R.SmtDetail;
      }
      F["time_ms"] = {{"optimize", OptimizeMs}, {"execute", R.ExecuteMs}};
      if (R.Smt)
        F["time_ms"]["smt"] = R.SmtMs;
      J["functions"].push_back(F);
    }
    if (!Internal.empty())
      J["internal_not_checked"] = Internal;
    outs() << toJsonText(J) << "\n";
  } else {
    for (const FunctionResult &R : Results) {
      outs() << "@" << R.Name << ": " << verdictName(R.V);
      if (R.V == Verdict::Violation)
        outs() << " (" << violationName(R.Kind) << ")";
      if (R.V == Verdict::Verified)
        outs() << " by Z3 for every input (values and poison; undef inputs are not modelled)\n";
      else if (R.Smt == SmtStatus::Violation)
        outs() << " found by Z3, confirmed by the interpreter\n";
      else
        outs() << " after " << R.InputsTried << " input(s)"
               << (R.SynthesizedInputs
                       ? " (" + std::to_string(R.SynthesizedInputs) +
                             " synthesized by Z3)"
                       : std::string())
               << "\n";
      if (R.Smt && *R.Smt != SmtStatus::Verified &&
          *R.Smt != SmtStatus::Violation)
        outs() << "  smt: " << smtStatusName(*R.Smt)
               << (R.SmtDetail.empty() ? "" : ": " + R.SmtDetail)
               << "; the concrete checker decides\n";
      if (R.V == Verdict::Violation) {
        outs() << "  " << R.Detail << "\n";
        outs() << "  input: " << R.CounterExampleText << "\n";
        outs() << "  src:   " << R.SrcOutcome << "\n";
        outs() << "  tgt:   " << R.TgtOutcome << "\n";
        if (!PassesUsed.empty())
          outs() << "  passes: " << PassesUsed << "\n";
        for (const Pair &P : Pairs)
          if (P.Src->getName() == R.Name) {
            outs() << "\n; source\n" << *P.Src << "\n; target\n" << *P.Tgt;
          }
      }
      if (R.PossibleHangs)
        outs() << "  note: the target ran out of steps on " << R.PossibleHangs
               << " input(s) where the source returned (possible hang)\n";
      for (auto &[Why, N] : R.Reasons)
        outs() << "  " << (R.V == Verdict::Inconclusive ? "inconclusive: " : "note: ")
               << Why << " (" << N << " input(s))\n";
    }
    if (!Internal.empty())
      outs() << "note: " << Internal.size()
             << " internal function(s) checked only through their callers\n";
    if (Overall == Verdict::NothingChecked)
      outs() << "note: no externally visible function "
             << (TgtFile.empty() ? "definition to check"
                                 : "defined in both files")
             << "\n";
    outs() << "verdict: " << verdictName(Overall) << "\n";
  }
  return Overall == Verdict::Violation        ? 1
         : Overall == Verdict::NothingChecked ? ExitNothingChecked
                                              : 0;
}
