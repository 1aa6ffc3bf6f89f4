//===- campaign/Campaign.h - Fuzzing campaigns ------------------*- C++ -*-===//
///
/// \file
/// A campaign (`refinery fuzz`): cases are generated, or mutated from the
/// corpus or from generated programs, optimized and checked, for hours or
/// days, and whatever goes wrong becomes a finding in a FindingStore.
///
/// A supervisor process owns N worker processes (forked once; each loops
/// over cases in-process, so the normal case costs no process start). A
/// worker that crashes (an LLVM assertion or fatal error, a signal, an
/// exhausted memory limit) or runs past the case timeout is killed if
/// needed and replaced; its case becomes a `crash` or `timeout` finding
/// when the optimizer was running. A worker killed by a signal the
/// supervisor did not send (an operator's kill -9, the OOM killer) is no
/// finding: its case runs again. A crash or overrun of Refinery's own
/// phases (generate, mutate, check, SMT, culprit search) is no LLVM finding
/// either: it goes to a store of its own, FindingsDir/internal.
/// Cases are numbered; case K of seed S is the same case in every run, so
/// a finding names (seed, case) and a campaign resumed on the same
/// findings directory continues after the cases it has done.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_CAMPAIGN_CAMPAIGN_H
#define REFINERY_CAMPAIGN_CAMPAIGN_H

#include "generator/Generator.h"
#include "oracle/Optimizer.h"
#include "reducer/Baseline.h"
#include "support/JsonReader.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
}

namespace refinery {

struct CampaignOptions {
  OptimizerOptions Opt;
  /// Worker processes; 0 means one per core.
  unsigned Jobs = 0;
  /// Stop after this many seconds (0: no limit) or cases (0: no limit).
  /// With neither, the campaign runs until interrupted (SIGINT/SIGTERM).
  double TimeSeconds = 0;
  uint64_t Runs = 0;
  uint64_t Seed = 1;
  /// This run's shard of the campaign's cases: it runs the cases K with
  /// K mod ShardCount == ShardIndex, so that ShardCount machines with the
  /// same seed run disjoint cases (`refinery fuzz --shard I/N`).
  uint64_t ShardIndex = 0, ShardCount = 1;
  std::string FindingsDir = "refinery-findings";
  /// The writable corpus (interesting cases go here); empty means
  /// FindingsDir/corpus.
  std::string CorpusDir;
  /// Read-only directories of seed modules (`*.ll`). A seed that LLVM 22
  /// cannot parse, or none of whose checked functions the interpreter
  /// models, is counted and skipped (CampaignStats::Seeds*).
  std::vector<std::string> SeedDirs;
  /// Every case mutates a seed or corpus module: no generated programs.
  bool MutateOnly = false;
  /// A case made from a module whose first opt `RUN:` line names a
  /// pipeline (runLinePasses: LLVM's regression tests) is optimized with
  /// that pipeline instead of Opt's; the case's source, and so the corpus
  /// entry and the finding it may become, keeps the RUN line.
  bool SeedPipelines = false;
  /// A JSON Lines file that gets the progress records.
  std::string StatsFile;
  /// Seconds a case may take before its worker is killed (a timeout
  /// finding).
  unsigned CaseTimeoutSeconds = 20;
  /// A case stuck in a pass that already has a timeout finding is killed
  /// (a duplicate of that finding) after HangCutFactor times the longest
  /// run of that pass seen in this campaign, but not before HangCutFloorMs.
  double HangCutFactor = 10;
  unsigned HangCutFloorMs = 1000;
  /// A case whose worker is killed from outside this many times is given
  /// up instead of run again.
  unsigned MaxExternalKills = 2;
  /// Address-space limit of a worker in MiB (0: none); exceeding it is a
  /// crash finding ("out of memory").
  unsigned MaxMemoryMB = 4096;
  /// A worker resident above this many MiB after a case is replaced by a
  /// fresh one (0: never), so that a long campaign's memory stays flat:
  /// one large Z3 query leaves a worker at ~260 MiB, and glibc keeps what
  /// it freed.
  unsigned WorkerRecycleMB = 384;
  /// Keep FindingsDir/campaign.sqlite, a row per case
  /// (campaign/CampaignDb.h).
  bool Database = true;
  /// Prune the corpus (CorpusDir::prune) whenever it has grown by a
  /// quarter, and at least 64 modules, since it was last pruned, and at
  /// the end of the run, so that it stays one cover of its features.
  bool PruneCorpus = true;
  /// Concrete inputs per function.
  unsigned Inputs = 32;
  /// Interpreter steps per function pair after which no further inputs
  /// are tried (CheckOptions::StepBudget; 0: none), so that long-running
  /// loops do not dominate the campaign's time.
  uint64_t StepBudget = 2'000'000;
  /// Once a source run of a pair runs out of steps, the first source runs
  /// of its later inputs end at this many times the longest such run that
  /// returned (at least 10,000 steps; CheckOptions::LoopingSourceFactor;
  /// 0: off).
  unsigned LoopingSourceFactor = 8;
  /// At most this many mutations per mutated case.
  unsigned MaxMutations = 4;
  /// Share (percent) of the cases without a violation on concrete inputs
  /// that are checked again on inputs Z3 synthesizes at src's boundaries,
  /// and the time box of that synthesis per case (40 ms: about 3% of case
  /// time at default<O2>; at 150 ms it took 14.5% of a 50,000-case
  /// campaign's case time and found no violation the concrete inputs had
  /// not, docs/benchmarks.md).
  unsigned SmtPercent = 1;
  unsigned SmtBudgetMs = 40;
  /// At most this share (percent) of a worker's case time goes to the SMT
  /// phase: a drawn case is not checked on synthesized inputs while the
  /// worker's SMT time so far is above it (100: no cap). Z3 does not
  /// honour a query's time limit while it bit-blasts, so the time box
  /// alone let a query of 13 ms run for 480 ms, and 1% of the cases took
  /// 8% of the time.
  unsigned SmtSharePercent = 5;
  /// Known bugs (a baseline, reducer/Baseline.h): at the end of the run,
  /// the findings of this run are reduced (at most KnownReduceSeconds
  /// each, only those whose culprit a baseline entry names) and matched;
  /// known ones are marked in the store, counted apart and do not count
  /// for the exit status.
  std::vector<KnownBug> Known;
  double KnownReduceSeconds = 30;
  /// Wall-clock milliseconds of a case's check, shared by its function
  /// pairs (CheckOptions::TimeLimitMs); the check on SMT-synthesized
  /// inputs and the culprit search get as much again (0: no limit).
  unsigned CheckBudgetMs = 4000;
  /// Seconds between progress lines (0: none).
  double ProgressSeconds = 5;
  /// False: optimize only, no oracle (the reference of bench/).
  bool Check = true;
  GenOptions Gen;
};

/// Counters of one run of a campaign.
struct CampaignStats {
  /// Seconds since the run began (at the end: until all was done).
  double Seconds = 0;
  /// At the end of the run: the seconds until its last case ended, before
  /// the run's wrap-up (the final corpus pruning and the classification
  /// of new findings against the known-bug baseline); 0 while cases run.
  double CaseSeconds = 0;
  /// The seconds the cases ran (CaseSeconds, or Seconds while they run).
  double caseSeconds() const { return CaseSeconds > 0 ? CaseSeconds : Seconds; }
  /// Cases per second of the time the cases ran: a campaign's throughput,
  /// without its one-time wrap-up.
  double casesPerSecond() const {
    return caseSeconds() > 0 ? Cases / caseSeconds() : 0.0;
  }
  uint64_t Cases = 0;
  /// Cases with a violation / crash / timeout (duplicates included).
  uint64_t Violations = 0, Crashes = 0, Timeouts = 0;
  /// Of the timeouts: cases cut short in a pass with a known timeout.
  uint64_t TimeoutsCut = 0;
  /// Workers killed by a signal the supervisor did not send (not
  /// findings), and cases given up after CampaignOptions::MaxExternalKills
  /// such kills (counted in Cases).
  uint64_t ExternalKills = 0, GivenUp = 0;
  /// Cases in which Refinery's own phases ran past the case timeout or
  /// crashed (not LLVM findings; kept in FindingsDir/internal).
  uint64_t InternalTimeouts = 0, InternalCrashes = 0;
  /// Cases whose verdict was inconclusive, and how often each kind of
  /// reason occurred in them.
  uint64_t Inconclusive = 0;
  std::map<std::string, uint64_t> InconclusiveReasons;
  /// Cases an external opt could not read (newer IR syntax).
  uint64_t Skipped = 0;
  /// Seed modules used, and those skipped: LLVM 22 cannot parse them, the
  /// interpreter models none of their checked functions, or (with
  /// SeedPipelines) their RUN line's pipeline is not one LLVM 22 has.
  uint64_t SeedsUsed = 0, SeedsUnparsable = 0, SeedsUnmodelled = 0,
           SeedsBadPipeline = 0;
  /// Cases checked again on SMT-synthesized inputs, and the violations
  /// only those inputs found.
  uint64_t SmtCases = 0, SmtViolations = 0;
  /// Distinct signatures in the findings directory.
  uint64_t UniqueSignatures = 0;
  /// Findings this run added as new signatures.
  std::vector<std::string> NewFindings;
  /// The findings this run met that are known bugs (id, baseline entry),
  /// and the cases they account for (of Violations, Crashes, Timeouts).
  std::vector<std::pair<std::string, std::string>> KnownFindings;
  uint64_t KnownCases = 0;
  /// Corpus modules at the end, added, and pruned (CorpusDir::prune).
  uint64_t CorpusSize = 0, CorpusAdded = 0, CorpusPruned = 0;
  /// Workers replaced for their resident memory (WorkerRecycleMB).
  uint64_t WorkerRecycles = 0;
  /// Milliseconds the supervisor spent writing campaign.sqlite.
  double DatabaseMs = 0;
  uint64_t FirstCase = 0;
  unsigned Jobs = 0;
  /// Milliseconds spent per phase, summed over cases ("generate",
  /// "mutate", "optimize", "check").
  std::map<std::string, double> PhaseMs;
  /// The peak resident memory of any worker process (KiB), and the
  /// resident memory of each worker slot's current process at the end of
  /// its last case.
  uint64_t WorkerMaxRssKb = 0;
  std::vector<uint64_t> WorkerRssKb;
};

/// The schema of a findings directory's campaign.json: the next case per
/// seed (and shard), the totals, and the store's id (for `refinery merge`).
inline constexpr const char *CampaignSchema = "refinery.campaign/1";

/// The campaign.json of findings directory \p Dir, its schema checked (an
/// empty object if it has none); an error names the file.
llvm::Expected<JsonReader> readCampaignState(llvm::StringRef Dir);

/// Runs a campaign; progress lines and the summary go to \p Log. Errors
/// are for bad options or an unusable findings directory, not for what
/// the optimizer does.
llvm::Expected<CampaignStats> runCampaign(const CampaignOptions &Opts,
                                          llvm::raw_ostream &Log);

/// The statistics as one JSON object (the records of --stats).
std::string statsToJson(const CampaignStats &S, bool Final);

} // namespace refinery

#endif
