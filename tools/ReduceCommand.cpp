//===- tools/ReduceCommand.cpp - refinery reduce --------------------------===//
///
/// \file
/// `refinery reduce FINDING_DIR|FILE.ll [--passes P] [--load-pass-plugin
/// PATH]... [--opt PATH] [--function NAME] [-o OUT.ll] [--out-dir DIR]
/// [--delta-passes LIST] [--time-limit S] [--timeout S] [--no-culprit]`:
/// reduces a miscompilation in-process, keeping its violation, and names
/// the pass that breaks it. A finding directory gets FINDING_DIR/reduced/.
///
//===----------------------------------------------------------------------===//
#include "reducer/Report.h"
#include "support/Process.h"
#include "tools/ToolCommon.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace refinery;

namespace refinery {
cl::SubCommand ReduceSub("reduce",
                         "Reduce a miscompilation and find its culprit pass");
} // namespace refinery

static cl::OptionCategory ReduceCat("reduce options");
static cl::opt<std::string> ReduceInput(cl::Positional,
                                        cl::desc("<FINDING_DIR|FILE.ll>"),
                                        cl::Required, cl::sub(ReduceSub),
                                        cl::cat(ReduceCat));
static cl::opt<std::string> ReducePasses(
    "passes",
    cl::desc("Pipeline, as for opt -passes= (default: the finding's, or "
             "default<O2>)"),
    cl::sub(ReduceSub), cl::cat(ReduceCat));
static cl::opt<std::string> ReduceOpt("opt",
                                      cl::desc("Run this external opt binary"),
                                      cl::sub(ReduceSub), cl::cat(ReduceCat));
static cl::opt<std::string>
    ReduceOptArgs("opt-args",
                  cl::desc("Extra flags for the optimizer (split at spaces)"),
                  cl::sub(ReduceSub), cl::cat(ReduceCat));
static cl::list<std::string> ReducePlugins("load-pass-plugin",
                                           cl::desc("Load a pass plugin"),
                                           cl::sub(ReduceSub),
                                           cl::cat(ReduceCat));
static cl::opt<std::string>
    ReduceFunction("function",
                   cl::desc("The violating function to keep (default: the "
                            "finding's, or the first violating one)"),
                   cl::sub(ReduceSub), cl::cat(ReduceCat));
static cl::opt<std::string>
    ReduceOutput("o", cl::desc("Write the reduced module to this file"),
                 cl::value_desc("OUT.ll"), cl::sub(ReduceSub),
                 cl::cat(ReduceCat));
static cl::opt<std::string>
    ReduceOutDir("out-dir",
                 cl::desc("Write all outputs here (default for a finding: "
                          "FINDING_DIR/reduced)"),
                 cl::sub(ReduceSub), cl::cat(ReduceCat));
static cl::opt<std::string>
    DeltaPasses("delta-passes",
                cl::desc("Comma-separated delta passes to run (default: all)"),
                cl::sub(ReduceSub), cl::cat(ReduceCat));
static cl::opt<double>
    TimeLimit("time-limit",
              cl::desc("Seconds after which no new candidate is tried"),
              cl::init(ReduceOptions().TimeLimitSeconds), cl::sub(ReduceSub),
              cl::cat(ReduceCat));
static cl::opt<unsigned> ReduceOptTimeout(
    "timeout",
    cl::desc("Seconds the external opt (--opt) may run on one candidate; "
             "killed with all it started (0: no limit)"),
    cl::init(OptimizerOptions().TimeoutSeconds), cl::sub(ReduceSub),
    cl::cat(ReduceCat));
static cl::opt<bool> NoCulprit("no-culprit",
                               cl::desc("Do not search for the culprit pass"),
                               cl::sub(ReduceSub), cl::cat(ReduceCat));
static cl::opt<unsigned> ReduceInputs("inputs", cl::desc("Inputs per check"),
                                      cl::init(InputOptions().Count),
                                      cl::sub(ReduceSub), cl::cat(ReduceCat));
static cl::opt<uint64_t> ReduceSeed("seed", cl::desc("Seed of the input set"),
                                    cl::init(0), cl::sub(ReduceSub),
                                    cl::cat(ReduceCat));

static cl::opt<unsigned> ReduceVScale(
    "vscale",
    cl::desc("vscale of the checks' runs (default: the least value the "
             "functions' vscale_range admits, else 1)"),
    cl::init(0), cl::sub(ReduceSub), cl::cat(ReduceCat));

/// Reduce options from the command line.
static ReduceOptions reduceOptionsFromFlags() {
  ReduceOptions RO;
  RO.Check.Inputs.Count = ReduceInputs;
  RO.Check.Inputs.Seed = ReduceSeed;
  RO.Check.Exec.VScale = ReduceVScale;
  RO.TimeLimitSeconds = TimeLimit;
  for (StringRef P : split(DeltaPasses, ','))
    if (!P.trim().empty())
      RO.Passes.push_back(P.trim().str());
  return RO;
}

static int reduceInProcess();

/// The reduction runs in a child process: the optimizer may crash on a
/// candidate (a bug of its own, often the very one being reduced), which
/// then ends with a message rather than a core dump of the reducer.
int refinery::runReduce() {
  if (Error E = checkSeconds(TimeLimit, TimeLimit))
    return reportError(std::move(E));
  if (Error E = checkAtLeast(ReduceInputs, ReduceInputs, 1))
    return reportError(std::move(E));
  if (Error E = checkAtMost(ReduceVScale, ReduceVScale, MaxVScale))
    return reportError(std::move(E));
  ForkedResult R = runForked([](std::string &) { return reduceInProcess(); });
  if (R.Status.How == ProcessStatus::End::Exited)
    return R.Status.Code;
  errs() << "refinery: error: the reduction crashed (signal " << R.Status.Code
         << "): the optimizer crashed on a candidate? (the files written "
            "so far are kept)\n";
  return ExitUsage;
}

static int reduceInProcess() {
  ReduceOptions RO = reduceOptionsFromFlags();
  OptimizerOptions Pipeline;
  ReduceGoal Goal;
  std::string OutDir = ReduceOutDir;
  std::string FindingId;
  LLVMContext Ctx;
  std::unique_ptr<Module> M;
  std::string SrcPath = ReduceInput;
  if (sys::fs::is_directory(ReduceInput)) {
    Expected<Finding> F = readFinding(ReduceInput);
    if (!F)
      return reportError(F.takeError());
    if (F->Kind != FindingKind::Violation)
      return reportError(
          createStringError(inconvertibleErrorCode(),
                            "%s is a %s finding; only violations are reduced",
                            ReduceInput.c_str(), findingKindName(F->Kind)));
    Pipeline = optimizerOptionsOf(F->Pipeline);
    Goal.Function = F->Function;
    for (ViolationKind K :
         {ViolationKind::ValueMismatch, ViolationKind::TgtPoison,
          ViolationKind::TgtUB, ViolationKind::MemoryMismatch,
          ViolationKind::EventMismatch})
      if (F->Violation == violationName(K))
        Goal.Kind = K;
    SrcPath = findingSrcPath(ReduceInput);
    FindingId = F->Id;
    if (OutDir.empty())
      OutDir = ReduceInput + "/reduced";
  }
  if (ReducePasses.getNumOccurrences())
    Pipeline.Passes = ReducePasses;
  if (ReduceOpt.getNumOccurrences())
    Pipeline.OptPath = ReduceOpt;
  if (ReduceOptArgs.getNumOccurrences()) {
    Pipeline.OptArgs.clear();
    for (StringRef A : split(ReduceOptArgs, ' '))
      if (!A.empty())
        Pipeline.OptArgs.push_back(A.str());
  }
  if (ReducePlugins.getNumOccurrences())
    Pipeline.Plugins = ReducePlugins;
  Pipeline.TimeoutSeconds = ReduceOptTimeout;
  if (!ReduceFunction.empty() && ReduceFunction != Goal.Function) {
    Goal.Function = ReduceFunction;
    Goal.Kind = ViolationKind::None;
  }
  Expected<std::unique_ptr<Module>> MOrErr = loadModule(SrcPath, Ctx);
  if (!MOrErr)
    return reportError(MOrErr.takeError());
  M = std::move(*MOrErr);

  Expected<ReductionReport> R =
      reduceViolation(*M, Pipeline, Goal, RO, !NoCulprit);
  if (!R)
    return reportError(R.takeError());
  R->FindingId = FindingId;
  if (!OutDir.empty())
    if (Error E = writeReport(*R, OutDir))
      return reportError(std::move(E));
  if (!ReduceOutput.empty()) {
    std::error_code EC;
    raw_fd_ostream OS(ReduceOutput, EC);
    if (EC)
      return reportError(createStringError(EC, "cannot write %s: %s",
                                           ReduceOutput.c_str(),
                                           EC.message().c_str()));
    R->Result.Reduced->print(OS, nullptr);
  }
  printSummary(*R, outs());
  if (!OutDir.empty())
    outs() << "  written to " << OutDir << "\n";
  if (OutDir.empty() && ReduceOutput.empty())
    outs() << "\n" << *R->Result.Reduced;
  return 0;
}
