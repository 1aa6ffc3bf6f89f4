//===- tools/TriageCommand.cpp - refinery triage --------------------------===//
///
/// \file
/// `refinery triage FINDINGS_DIR [--json OUT] [--markdown OUT] [--no-reduce]
/// [--time-limit S] [--timeout S]`: reduces the violations not reduced yet
/// and clusters all findings by signature, one representative per cluster.
///
//===----------------------------------------------------------------------===//
#include "reducer/Triage.h"
#include "tools/ToolCommon.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace refinery;

namespace refinery {
cl::SubCommand TriageSub("triage",
                         "Reduce and cluster the findings of a directory");
} // namespace refinery

static cl::OptionCategory TriageCat("triage options");
static cl::opt<std::string> TriageDir(cl::Positional,
                                      cl::desc("<FINDINGS_DIR>"), cl::Required,
                                      cl::sub(TriageSub), cl::cat(TriageCat));
static cl::opt<std::string>
    JsonOut("json", cl::desc("Write the clusters as JSON (refinery.triage/1)"),
            cl::value_desc("OUT"), cl::sub(TriageSub), cl::cat(TriageCat));
static cl::opt<std::string>
    MarkdownOut("markdown",
                cl::desc("Write one bug report per cluster as markdown"),
                cl::value_desc("OUT"), cl::sub(TriageSub), cl::cat(TriageCat));
static cl::opt<bool> NoReduce("no-reduce", cl::desc("Cluster without reducing"),
                              cl::sub(TriageSub), cl::cat(TriageCat));
static cl::opt<double>
    TriageTimeLimit("time-limit",
                    cl::desc("Seconds per reduction after which no new "
                             "candidate is tried"),
                    cl::init(ReduceOptions().TimeLimitSeconds),
                    cl::sub(TriageSub), cl::cat(TriageCat));

static cl::opt<unsigned> TriageOptTimeout(
    "timeout",
    cl::desc("Seconds a finding's external opt may run on one candidate; "
             "killed with all it started (0: no limit)"),
    cl::init(TriageOptions().OptTimeoutSeconds), cl::sub(TriageSub),
    cl::cat(TriageCat));

static int writeOut(const std::string &Path, const std::string &Text) {
  if (Path == "-") {
    outs() << Text;
    return 0;
  }
  std::error_code EC;
  raw_fd_ostream OS(Path, EC);
  if (EC)
    return reportError(createStringError(EC, "cannot write %s: %s",
                                         Path.c_str(), EC.message().c_str()));
  OS << Text;
  return 0;
}

int refinery::runTriage() {
  if (Error E = checkSeconds(TriageTimeLimit, TriageTimeLimit))
    return reportError(std::move(E));
  TriageOptions TO;
  TO.ReduceMissing = !NoReduce;
  TO.Reduce.TimeLimitSeconds = TriageTimeLimit;
  TO.OptTimeoutSeconds = TriageOptTimeout;
  Expected<TriageResult> R = triageFindings(TriageDir, TO, &errs());
  if (!R)
    return reportError(R.takeError());
  for (const auto &[Dir, Why] : R->Unreadable)
    WithColor::warning(errs(), "refinery") << Why << "\n";
  for (const std::string &W : R->Warnings)
    WithColor::warning(errs(), "refinery") << W << "\n";
  if (R->Findings.empty() && !R->Unreadable.empty())
    return reportError(createStringError(inconvertibleErrorCode(),
                                         "no finding in %s could be read",
                                         TriageDir.c_str()));
  if (!JsonOut.empty())
    if (int RC = writeOut(JsonOut, triageJSON(*R)))
      return RC;
  if (!MarkdownOut.empty())
    if (int RC = writeOut(MarkdownOut, triageMarkdown(*R)))
      return RC;
  if (JsonOut != "-" && MarkdownOut != "-") {
    outs() << R->Findings.size() << " finding(s), " << R->Clusters.size()
           << " cluster(s), " << R->ReducedNow << " reduced now\n";
    unsigned N = 0;
    for (const Cluster &C : R->Clusters)
      outs() << "  cluster-" << ++N << ": " << C.Members.size()
             << " finding(s), " << C.Key << "\n";
  }
  return 0;
}
