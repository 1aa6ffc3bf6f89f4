//===- reducer/Baseline.h - Known-bug baselines -----------------*- C++ -*-===//
///
/// \file
/// A baseline is a directory of known bugs, so that a nightly campaign
/// does not report the same LLVM bug again: one `NAME.known.json` (schema
/// `refinery.known/1`, docs/triage.md) per bug beside its reduced
/// reproducer `NAME.ll`, with the pipeline, the culprit pass, the violation
/// kind, the culprit's change (reducer/BugShape.h) and an upstream
/// reference or a note. The project's confirmed LLVM bugs
/// (examples/findings/) are the default baseline of the linked LLVM.
///
/// The rule (matchKnown()): a reduced violation is a known bug if the
/// entry is for the same optimizer (the linked LLVM of the same major
/// version, or the same external opt), names the same culprit pass
/// (parameters left out) and the same violation kind of the culprit's own
/// output against its input (a later pass may turn the culprit's UB into
/// a wrong value), and at least three
/// quarters of the tokens of both culprits' changes are common to both
/// (changeSimilarity() >= 0.75: a reduction of another program keeps the
/// wrong rewrite and may differ around it, in an operand or a block). A
/// crash or timeout is known if its finding signature is the entry's.
/// Everything else is new: a variant of a known bug that reduces to a
/// change further off is reported, and `refinery triage --promote` adds
/// it.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_REDUCER_BASELINE_H
#define REFINERY_REDUCER_BASELINE_H

#include "corpus/Finding.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace refinery {

struct TriagedFinding;

/// The version written into NAME.known.json's "schema".
inline constexpr const char *KnownSchema = "refinery.known/1";

/// One entry of a baseline.
struct KnownBug {
  /// The entry's name (NAME of NAME.known.json) and its reproducer's file
  /// name in the baseline directory.
  std::string Name, Reproducer;
  FindingKind Kind = FindingKind::Violation;
  /// For violations: the culprit pass, the violation kind of its own
  /// output, the function and the culprit's change; for crashes and
  /// timeouts the finding's signature.
  std::string Violation, Culprit, Function;
  std::vector<std::string> Removed, Added;
  std::string Signature;
  /// The pipeline it was found with, the external opt that ran it (empty:
  /// the linked LLVM) and the LLVM version it was seen in.
  std::string Passes, Opt, LLVMVersion;
  /// An upstream reference (`llvm-project#N`) and/or a note; at least one.
  std::string Upstream, Note;
};

/// The name of pass \p Pass without its parameters: `simplifycfg` for
/// `simplifycfg<switch-to-lookup>`.
llvm::StringRef passBaseName(llvm::StringRef Pass);

/// The entries of the baseline in \p Dir, by name. An entry that cannot be
/// read is an error naming its file.
llvm::Expected<std::vector<KnownBug>> readBaseline(llvm::StringRef Dir);

/// The baseline of the linked LLVM: the project's examples/findings/ if it
/// exists (empty if not).
std::string defaultBaselineDir();

/// The entry of \p Baseline that \p T is (the rule above), or null.
const KnownBug *matchKnown(llvm::ArrayRef<KnownBug> Baseline,
                           const TriagedFinding &T);

/// Adds the reduced violation, crash or timeout \p T to the baseline in
/// \p Dir (created) as entry \p Name (empty: from the culprit, the kind
/// and the finding's id): NAME.known.json and, unless the directory has
/// it, its reproducer NAME.ll (the reduced source). \p Upstream or \p Note
/// must be given. An unreduced violation, an existing entry of that name
/// and a finding an entry already matches are errors.
llvm::Expected<KnownBug> promoteToBaseline(const TriagedFinding &T,
                                           llvm::StringRef Dir,
                                           llvm::StringRef Name,
                                           llvm::StringRef Upstream,
                                           llvm::StringRef Note);

} // namespace refinery

#endif
