//===- tools/refinery.cpp - The refinery command --------------------------===//
///
/// \file
/// `refinery <subcommand> ...`: one binary for every job. Each subcommand
/// lives in its own file and registers a cl::SubCommand.
///
//===----------------------------------------------------------------------===//
#include "tools/ToolCommon.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace refinery {
extern cl::SubCommand ExecSub;
extern cl::SubCommand CheckSub;
extern cl::SubCommand GenSub;
extern cl::SubCommand MutateSub;
extern cl::SubCommand FuzzSub;
extern cl::SubCommand ReduceSub;
extern cl::SubCommand TriageSub;
extern cl::SubCommand MergeSub;
extern cl::SubCommand FactsSub;
extern cl::SubCommand ReportSub;
} // namespace refinery

static void printVersion(raw_ostream &OS) {
  OS << "refinery " REFINERY_VERSION " (LLVM " LLVM_VERSION_STRING ")\n";
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::SetVersionPrinter(printVersion);
  // LLVM's own options (hundreds, mostly of its back ends) live in the
  // top-level command; each subcommand has only Refinery's.
  cl::HideUnrelatedOptions(ArrayRef<const cl::OptionCategory *>(),
                           cl::SubCommand::getTopLevel());
  // With an error stream the parser returns false instead of exiting 1:
  // usage errors exit ExitUsage, as every other bad argument does.
  if (!cl::ParseCommandLineOptions(
          argc, argv,
          "Refinery: finds miscompilations in LLVM's middle end\n\n"
          "  refinery fuzz [--passes P] [--opt PATH] [--load-pass-plugin "
          "PATH]... "
          "[--jobs N] [--time S | --runs N] [--seed N] [--corpus DIR] "
          "[--seeds DIR]... [--mutate-only] [--seed-pipelines] "
          "[--findings DIR] [--stats FILE]\n"
          "  refinery exec FILE.ll [--function NAME] [--arg VALUE]... "
          "[--json]\n"
          "  refinery check FILE.ll [--passes P | --tgt FILE2.ll] [--opt PATH] "
          "[--json]\n"
          "  refinery gen --seed N [--count K] [-o FILE|DIR|-] [--size S] "
          "[--features LIST] [--harness]\n"
          "  refinery mutate FILE.ll --seed N [--count K] [--mutations M] "
          "[-o FILE|DIR|-] [--describe]\n"
          "  refinery reduce FINDING_DIR|FILE.ll [--passes P] [-o OUT.ll] "
          "[--out-dir DIR]\n"
          "  refinery triage FINDINGS_DIR [--json OUT] [--markdown OUT]\n"
          "  refinery merge FINDINGS_DIR... -o OUT\n"
          "  refinery facts FILE.ll|DIR... -o OUT.sqlite [--check]\n"
          "  refinery report FINDINGS_DIR -o report.html [--no-reduce]\n",
          &errs()))
    return refinery::ExitUsage;
  if (refinery::ExecSub)
    return refinery::runExec();
  if (refinery::CheckSub)
    return refinery::runCheck();
  if (refinery::GenSub)
    return refinery::runGen();
  if (refinery::MutateSub)
    return refinery::runMutate();
  if (refinery::FuzzSub)
    return refinery::runFuzz();
  if (refinery::ReduceSub)
    return refinery::runReduce();
  if (refinery::TriageSub)
    return refinery::runTriage();
  if (refinery::MergeSub)
    return refinery::runMerge();
  if (refinery::FactsSub)
    return refinery::runFacts();
  if (refinery::ReportSub)
    return refinery::runReport();
  errs() << "refinery: no subcommand given; see 'refinery --help'\n";
  return 2;
}
