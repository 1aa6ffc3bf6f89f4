//===- tools/ReportCommand.cpp - refinery report --------------------------===//
///
/// \file
/// `refinery report FINDINGS -o report.html [--known DIR|none]
/// [--no-reduce] [--time-limit S]`: triages the findings directory (as
/// `refinery triage` does) and writes one self-contained HTML page on it
/// and its campaign database (report/HtmlReport.h; docs/report.md).
///
//===----------------------------------------------------------------------===//
#include "corpus/Finding.h"
#include "report/HtmlReport.h"
#include "tools/ToolCommon.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace refinery;

namespace refinery {
cl::SubCommand ReportSub("report",
                         "Write an HTML report on a findings directory");
} // namespace refinery

static cl::OptionCategory ReportCat("report options");
static cl::opt<std::string> ReportDir(cl::Positional, cl::Required,
                                      cl::desc("<FINDINGS_DIR>"),
                                      cl::sub(ReportSub), cl::cat(ReportCat));
static cl::opt<std::string> ReportOut("o", cl::desc("The HTML file to write"),
                                      cl::value_desc("report.html"),
                                      cl::Required, cl::sub(ReportSub),
                                      cl::cat(ReportCat));
static cl::opt<std::string>
    ReportKnown("known",
                cl::desc("Known-bug baseline (default: the project's "
                         "confirmed bugs of the linked LLVM; none: no "
                         "baseline)"),
                cl::value_desc("DIR"), cl::sub(ReportSub), cl::cat(ReportCat));
static cl::opt<bool>
    ReportNoReduce("no-reduce",
                   cl::desc("Cluster without reducing the findings not "
                            "reduced yet"),
                   cl::sub(ReportSub), cl::cat(ReportCat));
static cl::opt<double>
    ReportTimeLimit("time-limit", cl::desc("Seconds per reduction"),
                    cl::init(ReduceOptions().TimeLimitSeconds),
                    cl::sub(ReportSub), cl::cat(ReportCat));

int refinery::runReport() {
  if (Error E = checkSeconds(ReportTimeLimit, ReportTimeLimit))
    return reportError(std::move(E));
  ReportOptions RO;
  RO.Triage.ReduceMissing = !ReportNoReduce;
  RO.Triage.Reduce.TimeLimitSeconds = ReportTimeLimit;
  Expected<std::vector<KnownBug>> B =
      readKnownBaseline(knownBaselineDir(ReportKnown, /*ExternalOpt=*/false));
  if (!B)
    return reportError(B.takeError());
  RO.Triage.Known = std::move(*B);
  Expected<std::string> Html = renderReport(ReportDir, RO, &errs());
  if (!Html)
    return reportError(Html.takeError());
  if (Error E = writeFileAtomically(ReportOut, *Html))
    return reportError(std::move(E));
  outs() << "report: " << ReportOut << "\n";
  return 0;
}
