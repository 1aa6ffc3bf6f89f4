//===- report/HtmlReport.h - refinery report --------------------*- C++ -*-===//
///
/// \file
/// `refinery report FINDINGS -o report.html`: one self-contained HTML page
/// (inline CSS and SVG, nothing fetched at view time; a few lines of script
/// only record each plot's drawn size for the browser test)
/// on a findings directory: the campaign database's cases per second and
/// findings over time, inconclusive reasons and IR shape coverage
/// (campaign.sqlite, campaign/CampaignDb.h), the culprit passes, and a
/// card per cluster of the triage (reducer/Triage.h) with its reduced
/// reproducer, counterexample and `opt` command. docs/report.md.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_REPORT_HTMLREPORT_H
#define REFINERY_REPORT_HTMLREPORT_H

#include "reducer/Triage.h"
#include "llvm/Support/Error.h"
#include <string>

namespace llvm {
class raw_ostream;
}

namespace refinery {

struct ReportOptions {
  /// How the findings are triaged (reduced if not yet, clustered).
  TriageOptions Triage;
  /// Buckets of the plots over time.
  unsigned TimeBuckets = 40;
};

/// The report of findings directory \p Dir as HTML; progress of the triage
/// goes to \p Log if set.
llvm::Expected<std::string> renderReport(llvm::StringRef Dir,
                                         const ReportOptions &Opts,
                                         llvm::raw_ostream *Log);

} // namespace refinery

#endif
