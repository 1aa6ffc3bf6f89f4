//===- campaign/CaseResult.h - A worker's result of one case ----*- C++ -*-===//
///
/// \file
/// Internal to the campaign library: what a worker reports to its
/// supervisor about a case (the JSON parts of its messages,
/// campaign/Worker.h): where its source came from once it is made
/// (CaseSource, 'S'), and how the case ended (CaseResult, 'D'). Each is
/// written with toJson and read back, checked, with fromJson.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_CAMPAIGN_CASERESULT_H
#define REFINERY_CAMPAIGN_CASERESULT_H

#include "corpus/Finding.h"
#include "oracle/Checker.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace refinery {
namespace campaign {

/// How a case ended.
enum class CaseVerdict : uint8_t {
  // The checker's verdicts (Verdict): the case was optimized and checked.
  NoViolation,
  Violation,
  Inconclusive,
  Verified,
  NothingChecked,
  /// Optimized, not checked (CampaignOptions::Check is off).
  Unchecked,
  /// The optimizer cannot read the module (UnreadableModuleError).
  Skipped,
  /// The optimizer crashed, timed out or made a module that does not
  /// verify.
  Failure,
  /// The case has no source: the generator made an invalid module.
  Error,
};
/// The protocol's spelling of \p V: the checker's verdictName() for its
/// verdicts, else "unchecked", "skipped", "failure" or "error".
const char *caseVerdictName(CaseVerdict V);
/// The verdict spelled \p Name, or std::nullopt.
std::optional<CaseVerdict> caseVerdictFromName(llvm::StringRef Name);
/// The case verdict of a checked case whose check said \p V.
CaseVerdict caseVerdictOf(Verdict V);

/// Where a case's source came from, sent before it is optimized so that a
/// crash or hang can be recorded with it.
struct CaseSource {
  CaseOrigin Origin;
  /// Instructions in the source.
  unsigned Size = 0;
  /// The pipeline of the seed's RUN line the case is optimized with
  /// (CampaignOptions::SeedPipelines), or empty: the campaign's.
  std::string Passes;
  /// The source's instruction shapes (shapesOf()): the campaign database
  /// has them even if the worker dies in the case (the supervisor never
  /// parses a case's IR).
  std::vector<std::string> Shapes;

  /// The JSON text of the source's origin (one line).
  std::string toJson() const;
  /// Reads what toJson() wrote; a field that does not fit is an error.
  static llvm::Expected<CaseSource> fromJson(llvm::StringRef Text);
};

/// How the optimizer failed (CaseVerdict::Failure).
struct OptimizerFailure {
  /// Crash or Timeout (an external opt that ran past its time limit).
  FindingKind Kind = FindingKind::Crash;
  /// The optimizer's error, whole (an external opt's stderr).
  std::string Message;
  /// The first pass after which the module did not verify and its
  /// function, if that is the failure.
  std::string Pass, Function;
};

/// What a worker reports when a case is done.
struct CaseResult {
  uint64_t Case = 0;
  CaseVerdict Verdict = CaseVerdict::Error;
  /// Why, for Error and Skipped.
  std::string ErrorMessage;
  /// For Inconclusive: the kinds of the reasons (each up to its first ':'),
  /// one per reason of each function.
  std::vector<std::string> InconclusiveReasons;
  /// Whether the case was also checked on inputs Z3 synthesized.
  bool Smt = false;
  /// For Violation: the violation's finding (violationFinding(), with the
  /// culprit if one was found); the supervisor adds the campaign's part.
  std::optional<Finding> Violation;
  /// For Failure.
  std::optional<OptimizerFailure> Failure;
  /// The passes whose longest run in this case is longer than any the
  /// worker reported before, with that time (ms).
  std::map<std::string, double> PassMaxMs;
  /// Coverage features of the case (empty for an Error).
  std::vector<uint64_t> Features;
  /// The passes that changed the case's module, in the order they first
  /// did, and the instruction shapes (instructionShape(), sorted) of its
  /// source and of the optimized module: the campaign database's coverage
  /// (campaign/CampaignDb.h).
  std::vector<std::string> ChangedPasses, SrcShapes, TgtShapes;
  /// Milliseconds per phase ("generate", "optimize", "check", ...).
  std::map<std::string, double> TimeMs;
  /// The worker's peak resident memory so far, and its resident memory at
  /// the end of the case, in KiB.
  uint64_t RssKb = 0, RssNowKb = 0;

  /// The JSON text of the result (one line).
  std::string toJson() const;
  /// Reads a result that toJson() wrote; a field that does not fit is an
  /// error.
  static llvm::Expected<CaseResult> fromJson(llvm::StringRef Text);
};

} // namespace campaign
} // namespace refinery

#endif
