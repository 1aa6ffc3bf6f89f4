//===- tools/TriageCommand.cpp - refinery triage --------------------------===//
///
/// \file
/// `refinery triage FINDINGS_DIR [--json OUT] [--markdown OUT] [--no-reduce]
/// [--time-limit S] [--timeout S] [--known DIR|none]`: reduces the
/// violations not reduced yet and clusters all findings by root cause, one
/// representative per cluster, known bugs of the baseline apart.
/// `refinery triage --promote FINDING [--known DIR] [--name NAME]
/// (--upstream REF | --note TEXT)`: adds a finding to a baseline.
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
                                      cl::desc("<FINDINGS_DIR>"),
                                      cl::sub(TriageSub), cl::cat(TriageCat));
static cl::opt<std::string>
    Known("known",
          cl::desc("Known-bug baseline to mark findings against (default: "
                   "the project's confirmed bugs of the linked LLVM, "
                   "examples/findings; none: no baseline)"),
          cl::value_desc("DIR"), cl::sub(TriageSub), cl::cat(TriageCat));
static cl::opt<std::string>
    Promote("promote",
            cl::desc("Add this finding (or `refinery reduce --out-dir` "
                     "directory) to the --known baseline"),
            cl::value_desc("FINDING"), cl::sub(TriageSub), cl::cat(TriageCat));
static cl::opt<std::string>
    PromoteName("name", cl::desc("With --promote: the entry's name"),
                cl::sub(TriageSub), cl::cat(TriageCat));
static cl::opt<std::string> PromoteUpstream(
    "upstream",
    cl::desc("With --promote: the upstream report (llvm-project#N)"),
    cl::sub(TriageSub), cl::cat(TriageCat));
static cl::opt<std::string>
    PromoteNote("note", cl::desc("With --promote: a note on the bug"),
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

/// `--promote`: adds the finding to the baseline \p Dir.
static int promote(const TriageOptions &TO, StringRef Dir) {
  if (Dir.empty())
    return reportError(createStringError(
        inconvertibleErrorCode(), "--promote needs a --known directory"));
  Expected<TriagedFinding> T = triageOne(Promote, TO, &errs());
  if (!T)
    return reportError(T.takeError());
  Expected<KnownBug> K =
      promoteToBaseline(*T, Dir, PromoteName, PromoteUpstream, PromoteNote);
  if (!K)
    return reportError(K.takeError());
  outs() << "added " << K->Name << " to " << Dir << "\n";
  return 0;
}

int refinery::runTriage() {
  if (Error E = checkSeconds(TriageTimeLimit, TriageTimeLimit))
    return reportError(std::move(E));
  TriageOptions TO;
  TO.ReduceMissing = !NoReduce;
  TO.Reduce.TimeLimitSeconds = TriageTimeLimit;
  TO.OptTimeoutSeconds = TriageOptTimeout;
  // A finding's own pipeline says which LLVM it is of (matchKnown()), so
  // the default baseline applies whatever the findings' opt.
  std::string BaselineDir = knownBaselineDir(Known, /*ExternalOpt=*/false);
  if (!Promote.empty())
    return promote(TO, BaselineDir);
  if (TriageDir.empty())
    return reportError(
        createStringError(inconvertibleErrorCode(),
                          "a findings directory or --promote is needed"));
  Expected<std::vector<KnownBug>> B = readKnownBaseline(BaselineDir);
  if (!B)
    return reportError(B.takeError());
  TO.Known = std::move(*B);
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
    unsigned NumKnown =
        count_if(R->Clusters, [](const Cluster &C) { return C.Known; });
    outs() << R->Findings.size() << " finding(s), " << R->Clusters.size()
           << " cluster(s)";
    if (NumKnown)
      outs() << " (" << NumKnown << " known)";
    outs() << ", " << R->ReducedNow << " reduced now\n";
    unsigned N = 0;
    for (const Cluster &C : R->Clusters) {
      outs() << "  cluster-" << ++N << ": " << C.Members.size()
             << " finding(s), ";
      if (C.Known)
        outs() << "known: " << C.Known->Name << ", ";
      outs() << C.Key << "\n";
    }
  }
  return 0;
}
