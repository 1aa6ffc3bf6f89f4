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

#include "reducer/Baseline.h"
#include "reducer/BugShape.h"
#include "reducer/FindingFile.h"
#include "reducer/Reducer.h"
#include <optional>
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
  /// The known bugs (a baseline, reducer/Baseline.h) findings are matched
  /// against.
  std::vector<KnownBug> Known;
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
  /// What the culprit changed in the reduced function (readBugShape()).
  BugShape Bug;
  /// The violation kind of the culprit's own output against its input
  /// (a later pass may turn its UB into a wrong value).
  std::string CulpritViolation;
  /// The known bug it is (matchKnown()), if any.
  std::optional<KnownBug> Known;
  /// The reduction's directory if it is not Dir/reduced (a `refinery
  /// reduce --out-dir`).
  std::string ReducedDir;
  std::string ReducedPath() const {
    return ReducedDir.empty() ? Dir + "/reduced" : ReducedDir;
  }
  /// The culprit's `opt` command on the reduced input, naming the file in
  /// ReducedPath() ("" without a culprit).
  std::string reproducerCommand() const;
  /// Why reduction failed, if it did.
  std::string Error;
};

struct Cluster {
  /// The signature the members share: for reduced violations with a
  /// culprit, the culprit and its change (BugShape::changeKey()), so that
  /// one wrong rewrite is one cluster wherever its wrong value went; for
  /// others the violation kind, the culprit and the source's shape, or the
  /// finding's signature.
  std::string Key;
  FindingKind Kind = FindingKind::Violation;
  /// The representative's violation kind, its culprit, source shape and
  /// change; the violation kinds of all members.
  std::string Violation, Culprit, Shape, Change;
  std::vector<std::string> Violations;
  /// The known bug of the representative if every member is known.
  std::optional<KnownBug> Known;
  /// Indices into TriageResult::Findings; the first is the representative
  /// (the smallest reduced case, then the smallest id).
  std::vector<size_t> Members;
  uint64_t Occurrences = 0;
  std::string FirstSeen, LastSeen;
};

struct TriageResult {
  std::string Dir;
  std::vector<TriagedFinding> Findings;
  /// New bugs first, then known ones; largest first, then by key.
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

/// What triage knows of the one finding in \p Path: a finding directory
/// (reduced now if it is an unreduced violation and Opts.ReduceMissing) or
/// a reduction's directory (`refinery reduce --out-dir`: reduced.json and
/// the modules), for `refinery triage --promote`.
llvm::Expected<TriagedFinding> triageOne(llvm::StringRef Path,
                                         const TriageOptions &Opts,
                                         llvm::raw_ostream *Log);

/// The result as JSON (schema refinery.triage/1).
std::string triageJSON(const TriageResult &R);

/// The result as markdown: one ready-to-file report per cluster.
std::string triageMarkdown(const TriageResult &R);

} // namespace refinery

#endif
