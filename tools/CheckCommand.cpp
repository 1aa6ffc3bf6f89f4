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
    TgtFile("tgt",
            cl::desc("Compare with the functions of this file instead "
                     "of optimizing"),
            cl::sub(CheckSub), cl::cat(CheckCat));
static cl::opt<std::string>
    OptPath("opt", cl::desc("Run this external opt binary (LLVM 15 or later)"),
            cl::sub(CheckSub), cl::cat(CheckCat));
static cl::opt<std::string> OptArgs("opt-args",
                                    cl::desc("Extra flags for the optimizer "
                                             "(split at spaces)"),
                                    cl::sub(CheckSub), cl::cat(CheckCat));
static cl::list<std::string> Plugins("load-pass-plugin",
                                     cl::desc("Load a pass plugin"),
                                     cl::sub(CheckSub), cl::cat(CheckCat));
static cl::list<std::string>
    OnlyFunction("function",
                 cl::desc("Check only this function (may be repeated)"),
                 cl::sub(CheckSub), cl::cat(CheckCat));
static cl::opt<unsigned> NumInputs("inputs", cl::desc("Inputs per function"),
                                   cl::init(InputOptions().Count),
                                   cl::sub(CheckSub), cl::cat(CheckCat));
static cl::opt<uint64_t> Seed("seed", cl::desc("Seed of the input set"),
                              cl::init(0), cl::sub(CheckSub),
                              cl::cat(CheckCat));
static cl::opt<uint64_t>
    CheckMaxSteps("max-steps",
                  cl::desc("Instructions per run before step-limit"),
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
           cl::desc("Prove refinement with Z3 (integer functions with "
                    "allocas, loops unrolled) or find a counterexample, "
                    "replayed by the interpreter; "
                    "the concrete checker decides the rest"),
           cl::sub(CheckSub), cl::cat(CheckCat));
static cl::opt<bool>
    SmtInputs("smt-inputs",
              cl::desc("Add inputs synthesized by Z3 at the boundaries of the "
                       "source's flags, comparisons and UB guards"),
              cl::sub(CheckSub), cl::cat(CheckCat));
static cl::opt<unsigned>
    SmtTimeout("smt-timeout", cl::desc("Time limit of each proof query (ms)"),
               cl::init(SmtOptions().TimeoutMs), cl::sub(CheckSub),
               cl::cat(CheckCat));
static cl::opt<unsigned> SmtUnroll(
    "smt-unroll",
    cl::desc("Unroll loops this many times in all for the proof (0: "
             "functions with loops are outside the fragment); a proof "
             "covers the runs within that many back edges"),
    cl::init(SmtOptions().Unroll), cl::sub(CheckSub), cl::cat(CheckCat));
static cl::opt<bool>
    SmtDebug("smt-debug",
             cl::desc("Print why SMT counterexamples were not confirmed and "
                      "what the input synthesis found"),
             cl::Hidden, cl::sub(CheckSub), cl::cat(CheckCat));
static cl::opt<bool> RandomOnly(
    "random-inputs-only",
    cl::desc("Only uniformly random inputs (a baseline for benchmarks)"),
    cl::Hidden, cl::sub(CheckSub), cl::cat(CheckCat));
static cl::opt<unsigned> CheckVScale(
    "vscale",
    cl::desc("vscale of the runs, a <vscale x N x T> having N * vscale "
             "lanes, one value for source and target (default: the least "
             "value both functions' vscale_range admit, else 1)"),
    cl::init(0), cl::sub(CheckSub), cl::cat(CheckCat));
static cl::opt<bool> CheckJson("json", cl::desc("Print the result as JSON"),
                               cl::sub(CheckSub), cl::cat(CheckCat));

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
  if (Error E = checkAtMost(CheckVScale, CheckVScale, MaxVScale))
    return E;
  return checkSeconds(CheckTimeout, CheckTimeout);
}

namespace {
/// What `refinery check` compares: the source module, the target module
/// (none for Alive2-style pairs in the source file) and the pairs.
struct CheckSubject {
  std::unique_ptr<Module> Src, Tgt;
  std::vector<FunctionPair> Pairs;
  /// Functions with local linkage checked only through their callers.
  std::vector<std::string> Internal;
  /// The optimizer's description and time, if it ran.
  std::string PassesUsed;
  double OptimizeMs = 0;

  const Module &tgtModule() const { return Tgt ? *Tgt : *Src; }
};
} // namespace

/// Alive2's convention: @src with @tgt, and @srcX / @src_X with @tgtX /
/// @tgt_X, in one file.
static std::vector<FunctionPair> alive2Pairs(const Module &M) {
  std::vector<FunctionPair> Pairs;
  for (const Function &F : M) {
    if (F.isDeclaration() || !F.getName().starts_with("src"))
      continue;
    std::string TgtName = ("tgt" + F.getName().drop_front(3)).str();
    if (const Function *T = M.getFunction(TgtName))
      if (!T->isDeclaration())
        Pairs.push_back({&F, T});
  }
  return Pairs;
}

/// Optimizes \p S.Src with the pipeline of the flags into \p S.Tgt,
/// recording the optimizer's description and time in \p S.
static Error optimizeSubject(CheckSubject &S) {
  OptimizerOptions OO;
  OO.Passes = Passes;
  OO.OptPath = OptPath;
  OO.Plugins = Plugins;
  OO.TimeoutSeconds = CheckTimeout;
  // (A pass that ends the process is an error of the check, exit status 2,
  // not the end of refinery.)
  OO.Isolated = true;
  for (StringRef A : llvm::split(OptArgs, ' '))
    if (!A.empty())
      OO.OptArgs.push_back(A.str());
  Expected<std::unique_ptr<Optimizer>> Opt = Optimizer::create(OO);
  if (!Opt)
    return Opt.takeError();
  S.PassesUsed = (*Opt)->describe();
  auto Start = std::chrono::steady_clock::now();
  Expected<std::unique_ptr<Module>> T = (*Opt)->optimize(
      *S.Src, (*Opt)->isExternal() ? StringRef(CheckInput) : StringRef());
  S.OptimizeMs = msSince(Start);
  if (!T)
    return T.takeError();
  S.Tgt = std::move(*T);
  return Error::success();
}

/// Loads the source, and the target from --tgt or by optimizing (unless the
/// source holds Alive2-style pairs and no pipeline is asked for), and
/// chooses the pairs to check (--function).
static Expected<CheckSubject> loadSubject(LLVMContext &Ctx) {
  CheckSubject S;
  Expected<std::unique_ptr<Module>> SrcOrErr = loadModule(CheckInput, Ctx);
  if (!SrcOrErr)
    return SrcOrErr.takeError();
  S.Src = std::move(*SrcOrErr);
  bool OptimizeMode = Passes.getNumOccurrences() ||
                      OptPath.getNumOccurrences() ||
                      Plugins.getNumOccurrences();
  std::vector<FunctionPair> Alive2Pairs = alive2Pairs(*S.Src);
  std::vector<std::string> Only(OnlyFunction.begin(), OnlyFunction.end());
  if (!TgtFile.empty()) {
    Expected<std::unique_ptr<Module>> T = loadModule(TgtFile, Ctx);
    if (!T)
      return T.takeError();
    S.Tgt = std::move(*T);
  } else if (!OptimizeMode && !Alive2Pairs.empty()) {
    S.Pairs = std::move(Alive2Pairs);
    if (!Only.empty())
      llvm::erase_if(S.Pairs, [&](const FunctionPair &P) {
        return !is_contained(Only, P.first->getName()) &&
               !is_contained(Only, P.second->getName());
      });
  } else if (Error E = optimizeSubject(S)) {
    return std::move(E);
  }
  if (S.Tgt)
    S.Pairs = functionPairsToCheck(*S.Src, *S.Tgt, Only, &S.Internal);
  if (!Only.empty() && S.Pairs.empty())
    return createStringError(inconvertibleErrorCode(),
                             "no function @%s to check in %s",
                             Only.front().c_str(), CheckInput.c_str());
  return std::move(S);
}

/// Checks the pairs of \p S as the flags say: concretely, and with Z3 for
/// --smt or --smt-inputs.
static std::vector<FunctionResult> checkSubject(const CheckSubject &S) {
  CheckOptions CO;
  CO.Inputs.Count = NumInputs;
  CO.Inputs.Seed = Seed;
  CO.Inputs.OnlyRandom = RandomOnly;
  CO.Exec.MaxSteps = CheckMaxSteps;
  CO.Exec.VScale = CheckVScale;
  CO.TimeLimitMs = CheckTimeout * 1000;
  if (!UseSmt && !SmtInputs)
    return checkPairs(*S.Src, S.tgtModule(), S.Pairs, CO);
  SmtCheckConfig SC;
  SC.Prove = UseSmt;
  SC.SynthesizeInputs = SmtInputs;
  SC.Opts.TimeoutMs = SmtTimeout;
  SC.Opts.Unroll = SmtUnroll;
  SC.Opts.Debug = SmtDebug;
  return checkPairsSmt(*S.Src, S.tgtModule(), S.Pairs, CO, SC);
}

/// One function's entry of `check --json`.
static nlohmann::ordered_json functionJson(const FunctionResult &R,
                                           double OptimizeMs) {
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
    if (R.SmtUnrolled)
      F["smt_unrolled"] = R.SmtUnrolled;
  }
  F["time_ms"] = {{"optimize", OptimizeMs}, {"execute", R.ExecuteMs}};
  if (R.Smt)
    F["time_ms"]["smt"] = R.SmtMs;
  return F;
}

/// Prints the result of `check --json`.
static void printJson(const CheckSubject &S, ArrayRef<FunctionResult> Results,
                      Verdict Overall) {
  nlohmann::ordered_json J;
  J["verdict"] = verdictName(Overall);
  if (!S.PassesUsed.empty())
    J["passes"] = S.PassesUsed;
  J["functions"] = nlohmann::ordered_json::array();
  for (const FunctionResult &R : Results)
    J["functions"].push_back(functionJson(R, S.OptimizeMs));
  if (!S.Internal.empty())
    J["internal_not_checked"] = S.Internal;
  outs() << toJsonText(J) << "\n";
}

/// Prints one function's result as text: the verdict, what the solver
/// said, and for a violation the counterexample and both functions.
static void printFunctionText(const CheckSubject &S, const FunctionResult &R) {
  outs() << "@" << R.Name << ": " << verdictName(R.V);
  if (R.V == Verdict::Violation)
    outs() << " (" << violationName(R.Kind) << ")";
  if (R.V == Verdict::Verified)
    outs() << " by Z3 for every input (values, poison and undef"
           << (R.SmtUnrolled ? "; loops unrolled " +
                                   std::to_string(R.SmtUnrolled) + " times"
                             : std::string())
           << ")\n";
  else if (R.Smt == SmtStatus::Violation)
    outs() << " found by Z3, confirmed by the interpreter\n";
  else
    outs() << " after " << R.InputsTried << " input(s)"
           << (R.SynthesizedInputs
                   ? " (" + std::to_string(R.SynthesizedInputs) +
                         " synthesized by Z3)"
                   : std::string())
           << "\n";
  if (R.Smt && *R.Smt != SmtStatus::Verified && *R.Smt != SmtStatus::Violation)
    outs() << "  smt: " << smtStatusName(*R.Smt)
           << (R.SmtDetail.empty() ? "" : ": " + R.SmtDetail)
           << "; the concrete checker decides\n";
  if (R.V == Verdict::Violation) {
    outs() << "  " << R.Detail << "\n";
    outs() << "  input: " << R.CounterExampleText << "\n";
    outs() << "  src:   " << R.SrcOutcome << "\n";
    outs() << "  tgt:   " << R.TgtOutcome << "\n";
    if (!S.PassesUsed.empty())
      outs() << "  passes: " << S.PassesUsed << "\n";
    for (const auto &[Src, Tgt] : S.Pairs)
      if (Src->getName() == R.Name) {
        outs() << "\n; source\n" << *Src << "\n; target\n" << *Tgt;
      }
  }
  if (R.PossibleHangs)
    outs() << "  note: the target ran out of steps on " << R.PossibleHangs
           << " input(s) where the source returned (possible hang)\n";
  for (auto &[Why, N] : R.Reasons)
    outs() << "  "
           << (R.V == Verdict::Inconclusive ? "inconclusive: " : "note: ")
           << Why << " (" << N << " input(s))\n";
}

/// Prints the result of `check` as text.
static void printText(const CheckSubject &S, ArrayRef<FunctionResult> Results,
                      Verdict Overall) {
  for (const FunctionResult &R : Results)
    printFunctionText(S, R);
  if (!S.Internal.empty())
    outs() << "note: " << S.Internal.size()
           << " internal function(s) checked only through their callers\n";
  if (Overall == Verdict::NothingChecked)
    outs() << "note: no externally visible function "
           << (TgtFile.empty() ? "definition to check"
                               : "defined in both files")
           << "\n";
  outs() << "verdict: " << verdictName(Overall) << "\n";
}

int refinery::runCheck() {
  if (Error E = checkCheckOptions())
    return reportError(std::move(E));
  LLVMContext Ctx;
  Expected<CheckSubject> S = loadSubject(Ctx);
  if (!S)
    return reportError(S.takeError());
  std::vector<FunctionResult> Results = checkSubject(*S);
  Verdict Overall = overallVerdict(Results);
  if (CheckJson)
    printJson(*S, Results, Overall);
  else
    printText(*S, Results, Overall);
  return Overall == Verdict::Violation        ? 1
         : Overall == Verdict::NothingChecked ? ExitNothingChecked
                                              : 0;
}
