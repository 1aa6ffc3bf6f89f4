//===- corpus/Finding.h - Findings and the finding store --------*- C++ -*-===//
///
/// \file
/// A finding is what a campaign leaves for a developer: a miscompilation
/// (`violation`), an optimizer crash (`crash`) or a hang (`timeout`), with
/// everything needed to reproduce it. On disk each finding is a directory
/// named by its id, holding `finding.json` (schema `refinery.finding/2`,
/// documented in docs/fuzz.md) and the modules (`src.ll`, `tgt.ll` for
/// violations, `stderr.txt` for crashes).
///
/// The FindingStore owns a findings directory: findings with the same
/// signature are one directory whose count goes up, and the smallest
/// example (by instruction count of src) is kept. Every change is atomic
/// (temporary file or directory, then rename), so a campaign killed at
/// any moment (also `kill -9`) leaves a store that reopens without losing
/// or duplicating findings.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_CORPUS_FINDING_H
#define REFINERY_CORPUS_FINDING_H

#include "support/EnumNames.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <map>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

namespace refinery {

struct FunctionResult;
class JsonReader;

/// The version written into finding.json's "schema".
inline constexpr const char *FindingSchema = "refinery.finding/2";

/// How a case's source module came about.
enum class OriginKind : uint8_t {
  Generated, ///< by the generator from CaseOrigin::GenSeed
  Corpus,    ///< a corpus file (CaseOrigin::File)
  Fuzzer,    ///< a libFuzzer input (refinery-fuzzer)
};
/// The one table of origin kinds and their spelling in finding.json and
/// the worker protocol.
inline constexpr EnumName<OriginKind> OriginKindNames[] = {
    {OriginKind::Generated, "generated"},
    {OriginKind::Corpus, "corpus"},
    {OriginKind::Fuzzer, "fuzzer"},
};
/// finding.json's spelling of \p K (OriginKindNames).
inline const char *originKindName(OriginKind K) {
  return enumName<OriginKind>(OriginKindNames, K);
}
/// The origin kind spelled \p Name, or std::nullopt.
inline std::optional<OriginKind> originKindFromName(llvm::StringRef Name) {
  return enumFromName<OriginKind>(OriginKindNames, Name);
}
/// The origin kind in field "kind" of \p R (absent: generated); another
/// spelling is an error recorded in \p R.
OriginKind readOriginKind(JsonReader &R);

/// Where a violation's counterexample came from.
enum class InputOrigin : uint8_t {
  Concrete, ///< the input set of the concrete check
  Smt,      ///< synthesized by Z3 at a boundary of the source
};
/// The one table of input origins and their spelling in finding.json.
inline constexpr EnumName<InputOrigin> InputOriginNames[] = {
    {InputOrigin::Concrete, "concrete"},
    {InputOrigin::Smt, "smt"},
};
/// finding.json's spelling of \p O (InputOriginNames).
inline const char *inputOriginName(InputOrigin O) {
  return enumName<InputOrigin>(InputOriginNames, O);
}
/// The input origin spelled \p Name, or std::nullopt.
inline std::optional<InputOrigin> inputOriginFromName(llvm::StringRef Name) {
  return enumFromName<InputOrigin>(InputOriginNames, Name);
}

/// How a case's source module came about.
struct CaseOrigin {
  OriginKind Kind = OriginKind::Generated;
  uint64_t GenSeed = 0;
  std::string File;
  /// One entry per mutation: "<strategy>: <description>".
  std::vector<std::string> Mutations;
};

/// The pipeline a finding was found with.
struct PipelineDesc {
  std::string Passes;
  /// An external opt binary, or empty for the linked LLVM in-process.
  std::string Opt;
  std::vector<std::string> OptArgs;
  std::vector<std::string> Plugins;
  /// The command line that reproduces the optimization (for reports).
  std::string Command;
};

/// What a finding is: a miscompilation, an optimizer crash or a hang.
enum class FindingKind : uint8_t {
  Violation, ///< the optimized module does not refine its source
  Crash,     ///< the optimizer (or a Refinery phase) crashed or failed
  Timeout,   ///< the optimizer (or a Refinery phase) did not finish in time
};
/// The one table of finding kinds and their spelling in finding.json and
/// the worker protocol.
inline constexpr EnumName<FindingKind> FindingKindNames[] = {
    {FindingKind::Violation, "violation"},
    {FindingKind::Crash, "crash"},
    {FindingKind::Timeout, "timeout"},
};
/// finding.json's spelling of \p K (FindingKindNames).
inline const char *findingKindName(FindingKind K) {
  return enumName<FindingKind>(FindingKindNames, K);
}
/// The kind spelled \p Name in finding.json, or std::nullopt.
inline std::optional<FindingKind> findingKindFromName(llvm::StringRef Name) {
  return enumFromName<FindingKind>(FindingKindNames, Name);
}

struct Finding {
  FindingKind Kind = FindingKind::Violation;
  /// Groups findings that are likely the same bug (findingSignature()).
  std::string Signature;
  /// Derived from Kind and Signature by the store.
  std::string Id;

  /// For violations: the violation kind ("value-mismatch", ...), the
  /// function, the counterexample input and both outcomes.
  std::string Violation;
  std::string Function;
  std::string Input;
  /// Where the counterexample came from.
  refinery::InputOrigin InputOrigin = InputOrigin::Concrete;
  std::string SrcOutcome, TgtOutcome;
  std::string Detail;
  /// Passes that changed Function (or the whole module), in order.
  std::vector<std::string> PassesChanged;
  /// The first pass whose output does not refine its input (empty if not
  /// searched or not found).
  std::string Culprit;

  /// For crashes and timeouts: the phase ("optimize", "check", ...), the
  /// pass that was running, the function it ran on, the message (first
  /// LLVM ERROR, assertion or signal) and the exit status.
  std::string Phase;
  std::string Pass;
  std::string PassFunction;
  std::string Message;
  std::string Status;

  PipelineDesc Pipeline;
  std::string LLVMVersion;
  std::string RefineryVersion;
  /// The campaign seed and the index of the case within the campaign.
  uint64_t Seed = 0;
  uint64_t Case = 0;
  CaseOrigin Origin;

  /// Instructions in src (the store keeps the smallest example).
  unsigned Size = 0;
  /// Occurrences of the signature; times as ISO 8601 UTC strings.
  uint64_t Count = 1;
  /// The seed and case of the latest occurrence (for resuming).
  uint64_t LastSeed = 0, LastCase = 0;
  std::string FirstSeen, LastSeen, FoundAt;
  /// Seconds into the campaign when the kept example was found.
  double CampaignSeconds = 0;
  /// Per-phase times of the kept example's case, in milliseconds.
  std::map<std::string, double> TimeMs;

  /// The known bug (the name of a baseline entry, reducer/Baseline.h) this
  /// finding is, if a campaign or triage found it to be one.
  std::string Known;
  /// The files of the finding directory besides finding.json, by name
  /// ("src.ll", "tgt.ll", "stderr.txt").
  std::map<std::string, std::string> Files;
};

/// Serializes \p F (without Files) as finding.json's text.
std::string findingToJson(const Finding &F);
/// finding.json's object (findingToJson() is its text), for JSON that
/// carries a finding (the campaign's worker protocol).
nlohmann::ordered_json findingToJsonObject(const Finding &F);
/// Reads a finding from \p R, an object as findingToJsonObject() writes
/// it; a field that does not fit (also an unknown schema or kind) is
/// recorded as \p R's error.
Finding findingFromReader(JsonReader &R);
/// Parses finding.json's text, read from \p File (schema
/// refinery.finding/2; /1 of the libFuzzer target is read as far as it
/// goes). Text that is not JSON, a field of the wrong type, an unknown
/// schema or kind is an error naming \p File and the field.
llvm::Expected<Finding> findingFromJson(llvm::StringRef Text,
                                        llvm::StringRef File = "finding.json");

/// The signature of \p F, which groups findings that are likely the same
/// bug: violationSignature() of a violation (its pass: the culprit, else
/// "last:" and the last pass in PassesChanged), failureSignature() of a
/// crash or timeout (corpus/Corpus.h).
std::string findingSignature(const Finding &F);

/// The finding of \p R, a check's violation: its kind, function,
/// counterexample, outcomes and detail, the passes among \p Changes (pass,
/// and the function it changed or "" for the whole module) that changed
/// R's function, in order, and where the counterexample came from
/// (\p FromSmt: synthesized by Z3, else the concrete input set). The caller
/// adds the case (pipeline, origin, modules) and the culprit if it searched
/// for one, then the signature (findingSignature()).
Finding
violationFinding(const FunctionResult &R,
                 llvm::ArrayRef<std::pair<std::string, std::string>> Changes,
                 bool FromSmt);

/// \p V as 16 lower-case hex digits: finding ids, corpus module names and
/// features.
std::string hex16(uint64_t V);

/// The id of a finding with this kind and signature: "<kind>-<16 hex>".
std::string findingId(FindingKind Kind, llvm::StringRef Signature);

/// The current time as an ISO 8601 UTC string.
std::string nowIso8601();

/// Writes \p Text to \p Path atomically (a temporary file in the same
/// directory, flushed, then renamed over \p Path).
llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Text);

/// A findings directory.
class FindingStore {
public:
  /// Opens (creating if needed) \p Dir, finishes or undoes what an
  /// interrupted update left behind, and indexes the findings in it.
  static llvm::Expected<FindingStore> open(llvm::StringRef Dir);

  struct AddResult {
    std::string Id;
    /// A signature not seen before.
    bool New = false;
    /// The example was smaller than the kept one and replaced it.
    bool Replaced = false;
    uint64_t Count = 0;
  };
  /// Records \p F: a new directory for a new signature; for a known one,
  /// counts it and keeps the smaller example.
  llvm::Expected<AddResult> add(Finding F);

  /// Distinct signatures, in all and by kind.
  size_t size() const { return Index.size(); }
  size_t count(FindingKind Kind) const;
  /// The highest case index of any finding of campaign seed \p Seed in
  /// shard \p ShardIndex of \p ShardCount (the cases K with K mod
  /// ShardCount == ShardIndex; std::nullopt if none), so that a resumed
  /// campaign starts after it.
  std::optional<uint64_t> lastCase(uint64_t Seed, uint64_t ShardIndex = 0,
                                   uint64_t ShardCount = 1) const;
  /// Loads the finding with id \p Id.
  llvm::Expected<Finding> load(llvm::StringRef Id) const;
  /// Records that finding \p Id's example is the known bug \p Name (a
  /// smaller example that replaces it is classified again: a signature
  /// may group several bugs).
  llvm::Error markKnown(llvm::StringRef Id, llvm::StringRef Name);
  /// Adds \p Occurrences occurrences of finding \p F, read from another
  /// store (`refinery merge`): a new directory if the signature is new
  /// (with F's files), else the count goes up, the first and last times
  /// widen, and the smaller example is kept with its own known mark.
  /// Returns whether the signature was new.
  llvm::Expected<bool> absorb(Finding F, uint64_t Occurrences);
  const std::string &dir() const { return Dir; }
  /// The ids in the store, sorted.
  std::vector<std::string> ids() const;

private:
  struct Entry {
    FindingKind Kind;
    uint64_t LastSeed = 0, LastCase = 0;
  };
  llvm::Error writeDirectory(const Finding &F, bool Replace);
  std::string Dir;
  std::map<std::string, Entry> Index;
};

} // namespace refinery

#endif
