//===- corpus/Corpus.h - Corpus directories and signatures ------*- C++ -*-===//
///
/// \file
/// The corpus of a campaign: a directory of IR modules named by the hash
/// of their text (`<16 hex>.ll`, so adding the same module twice is a
/// no-op), and the set of behaviour features (hashes) the campaign has
/// seen, kept in an append-only file beside the modules so that a resumed
/// campaign does not add again what it already has. Each module added
/// with its features has them in a second append-only file, so that the
/// corpus can be pruned to a subset with the same features, as libFuzzer's
/// `-merge=1` does. Signatures group findings that are likely the same
/// bug.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_CORPUS_CORPUS_H
#define REFINERY_CORPUS_CORPUS_H

#include "corpus/Finding.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace refinery {

/// A writable corpus directory.
class CorpusDir {
public:
  /// Opens \p Dir, creating it if needed, and loads its feature set from
  /// `.features` (one feature a line, 16 hex digits). A last line cut short
  /// by a kill is dropped silently; other bad lines are dropped with a
  /// warning through \p Warn. Either way the file is rewritten without
  /// them, so that the next append starts on a line of its own.
  static llvm::Expected<CorpusDir>
  open(llvm::StringRef Dir,
       llvm::function_ref<void(llvm::Error)> Warn = nullptr);

  /// Adds a module's text (atomically). Returns its path and whether it
  /// was new. A new module's \p Features, when given, are recorded in
  /// `.module-features` (one line a module: its file name, then its
  /// features as 16 hex digits separated by spaces), which makes it a
  /// module that prune() may remove.
  llvm::Expected<std::pair<std::string, bool>>
  add(llvm::StringRef Text, llvm::ArrayRef<uint64_t> Features = {});

  /// Removes the modules whose recorded features the others cover, and
  /// returns their paths. Greedy set cover, smallest file first (ties by
  /// name), as libFuzzer's merge: a module stays if it has a feature that
  /// no module kept before it has. Modules without recorded features
  /// (seeds, corpora of older versions) always stay and cover nothing.
  /// The feature set (`.features`) is unchanged, so a pruned module's
  /// features are not "new" again.
  llvm::Expected<std::vector<std::string>> prune();
  /// How many modules have recorded features.
  size_t prunableCount() const { return ModuleFeatures.size(); }
  /// The recorded features of the module file \p Name (empty if none).
  llvm::ArrayRef<uint64_t> featuresOf(llvm::StringRef Name) const;

  /// Adds the features not seen before to the set (and its file) and
  /// returns how many were new.
  llvm::Expected<unsigned> addFeatures(llvm::ArrayRef<uint64_t> Features);
  /// Whether any of \p Features is new (does not record them).
  bool hasNewFeature(llvm::ArrayRef<uint64_t> Features) const;
  size_t featureCount() const { return Features.size(); }
  /// The feature set, sorted.
  std::vector<uint64_t> features() const;

  const std::string &dir() const { return Dir; }

private:
  llvm::Error loadModuleFeatures(llvm::function_ref<void(llvm::Error)> Warn);

  std::string Dir;
  llvm::DenseSet<uint64_t> Features;
  /// File name -> its features, sorted (`.module-features`).
  std::map<std::string, std::vector<uint64_t>> ModuleFeatures;
};

/// The `.ll` files directly in \p Dir, sorted by name (empty if \p Dir
/// does not exist).
std::vector<std::string> listModules(llvm::StringRef Dir);

/// The pipeline of a test file's first `RUN:` line that runs opt with
/// `-passes=` (or `--passes=`, `-p=`): that value, quotes removed, with
/// the line's `\` continuations joined; std::nullopt if no such line. The
/// line's other opt options (-mtriple, -data-layout, pass flags) are not
/// taken. (LLVM's regression tests say `; RUN: opt < %s -passes=X -S`.)
std::optional<std::string> runLinePasses(llvm::StringRef Text);

/// A message with its variable parts (numbers, value and function names,
/// lists of names, addresses) replaced, so that one bug's messages compare
/// equal:
/// "LLVM ERROR: did not reach a fixpoint after 3 iterations" and the same
/// with 4 give the same text.
std::string normalizeMessage(llvm::StringRef Message);

/// The signature of a violation: the violation kind, the kinds of the two
/// outcomes (with the UB reason) and \p Pass: the culprit pass, or
/// "last:<pass>", the last pass that changed the function, when there is
/// no culprit. Triage (`refinery triage`) clusters further by the shape of
/// the reduced source.
std::string violationSignature(llvm::StringRef Violation,
                               llvm::StringRef SrcOutcome,
                               llvm::StringRef TgtOutcome,
                               llvm::StringRef Pass);

/// The signature of a crash or timeout: kind, phase, the pass that was
/// running and (for crashes) the normalized message.
std::string failureSignature(FindingKind Kind, llvm::StringRef Phase,
                             llvm::StringRef Pass, llvm::StringRef Message);

/// The line of a crashed process's stderr that says why: the first
/// "LLVM ERROR:", assertion, "UNREACHABLE" or sanitizer line; empty if
/// there is none.
std::string crashMessage(llvm::StringRef Stderr);

} // namespace refinery

#endif
