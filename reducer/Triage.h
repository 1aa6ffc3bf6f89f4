//===- reducer/Triage.h - Clustering findings -------------------*- C++ -*-===//
///
/// \file
/// Triage of a findings directory: reduces the violations not reduced yet
/// (into FINDING/reduced/), then clusters all findings by signature
/// (violations by culprit pass, violation kind and the shape of the reduced
/// source; crashes and timeouts by their finding signature) and reports one
/// representative per cluster, as JSON (schema refinery.triage/1, see
/// docs/triage.md) and as markdown bug reports.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_REDUCER_TRIAGE_H
#define REFINERY_REDUCER_TRIAGE_H

#include "reducer/FindingFile.h"
#include "reducer/Reducer.h"
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
}

namespace refinery {

struct TriageOptions {
  ReduceOptions Reduce;
  /// Reduce violations that have no reduced/ directory yet.
  bool ReduceMissing = true;
  /// Seconds a finding's external opt may run on one candidate.
  unsigned OptTimeoutSeconds = OptimizerOptions().TimeoutSeconds;
};

/// What triage knows of one finding.
struct TriagedFinding {
  /// The finding's directory and finding.json (readFinding()).
  std::string Dir;
  Finding Info;
  /// The finding's pipeline, with the triage's time limit.
  OptimizerOptions Pipeline;
  /// From reduced/reduced.json, if the finding is reduced.
  bool Reduced = false;
  std::string Shape, Culprit, CulpritCommand, Input, SrcOutcome, TgtOutcome;
  unsigned InstructionsBefore = 0, InstructionsAfter = 0;
  /// Why reduction failed, if it did.
  std::string Error;
};

struct Cluster {
  /// The signature the members share.
  std::string Key;
  FindingKind Kind = FindingKind::Violation;
  std::string Violation, Culprit, Shape;
  /// Indices into TriageResult::Findings; the first is the representative
  /// (the smallest reduced case, then the smallest id).
  std::vector<size_t> Members;
  uint64_t Occurrences = 0;
  std::string FirstSeen, LastSeen;
};

struct TriageResult {
  std::string Dir;
  std::vector<TriagedFinding> Findings;
  /// Largest first, then by key.
  std::vector<Cluster> Clusters;
  unsigned ReducedNow = 0;
  /// Directories that could not be read, with the reason.
  std::vector<std::pair<std::string, std::string>> Unreadable;
  /// What was read with a recovery (a reduced.json that could not be read
  /// counts as absent).
  std::vector<std::string> Warnings;
};

/// Triages the findings in the subdirectories of \p Dir (or \p Dir itself
/// if it is one finding); progress goes to \p Log if set.
llvm::Expected<TriageResult> triageFindings(llvm::StringRef Dir,
                                            const TriageOptions &Opts,
                                            llvm::raw_ostream *Log);

/// The result as JSON (schema refinery.triage/1).
std::string triageJSON(const TriageResult &R);

/// The result as markdown: one ready-to-file report per cluster.
std::string triageMarkdown(const TriageResult &R);

} // namespace refinery

#endif
