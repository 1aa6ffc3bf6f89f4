//===- tools/FuzzCommand.cpp - refinery fuzz ------------------------------===//
///
/// \file
/// `refinery fuzz [--passes P] [--opt PATH] [--load-pass-plugin PATH]...
/// [--jobs N] [--time SECONDS | --runs N] [--seed N] [--corpus DIR]
/// [--seeds DIR]... [--mutate-only] [--seed-pipelines] [--findings DIR]
/// [--stats FILE]`: a fuzzing campaign (see
/// campaign/Campaign.h). Exit status 1 if the run met a violation, crash or
/// timeout, 0 if not, 2 on bad options.
///
//===----------------------------------------------------------------------===//
#include "campaign/Campaign.h"
#include "tools/ToolCommon.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <map>

using namespace llvm;
using namespace refinery;

namespace refinery {
cl::SubCommand FuzzSub("fuzz", "Run a fuzzing campaign: generate, mutate, "
                               "optimize and check cases");
} // namespace refinery

static cl::OptionCategory FuzzCat("fuzz options");
static cl::opt<std::string>
    Passes("passes",
           cl::desc("Pipeline, as for opt -passes= (default: default<O2>)"),
           cl::init("default<O2>"), cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<std::string>
    OptPath("opt",
            cl::desc("Run this external opt binary (LLVM 15 or later) "
                     "instead of the linked LLVM"),
            cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<std::string> OptArgs("opt-args",
                                    cl::desc("Extra flags for the optimizer "
                                             "(split at spaces)"),
                                    cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::list<std::string> Plugins("load-pass-plugin",
                                     cl::desc("Load a pass plugin"),
                                     cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<unsigned> Jobs("jobs",
                              cl::desc("Worker processes (default: one per "
                                       "core)"),
                              cl::init(0), cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<double>
    Time("time",
         cl::desc("Stop after this many seconds (default: 60 unless --runs "
                  "is given; 0: until interrupted)"),
         cl::init(-1), cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<uint64_t> Runs("runs", cl::desc("Stop after this many cases"),
                              cl::init(0), cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<uint64_t> Seed("seed", cl::desc("Campaign seed (default 1)"),
                              cl::init(1), cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<std::string>
    Shard("shard",
          cl::desc("Run shard I of N of the campaign's cases (the cases K "
                   "with K mod N = I): N machines with the same seed run "
                   "disjoint cases (default 0/1)"),
          cl::value_desc("I/N"), cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<std::string>
    Corpus("corpus",
           cl::desc("Corpus directory, read and extended with interesting "
                    "cases (default: FINDINGS/corpus)"),
           cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::list<std::string>
    SeedDirs("seeds",
             cl::desc("A read-only directory of seed modules "
                      "(may be repeated)"),
             cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<bool>
    MutateOnly("mutate-only",
               cl::desc("Every case mutates a seed or corpus module; no "
                        "generated programs"),
               cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<bool> SeedPipelines(
    "seed-pipelines",
    cl::desc("Optimize a case made from a module whose first opt RUN: line "
             "names -passes= (LLVM's regression tests) with that pipeline"),
    cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<std::string>
    Findings("findings",
             cl::desc("Findings directory (default: refinery-findings); "
                      "rerunning on it resumes the campaign"),
             cl::init("refinery-findings"), cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<std::string>
    StatsFile("stats", cl::desc("Append progress records (JSON Lines) here"),
              cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<unsigned>
    CaseTimeout("timeout",
                cl::desc("Seconds a case may take before it is a timeout "
                         "finding (default 20)"),
                cl::init(20), cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<unsigned>
    MaxMemory("max-memory-mb",
              cl::desc("Address-space limit per worker in MiB (default "
                       "4096; 0: none)"),
              cl::init(4096), cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<unsigned> WorkerRecycle(
    "worker-recycle-mb",
    cl::desc("Replace a worker resident above this many MiB after a case "
             "(default 384; 0: never)"),
    cl::init(384), cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<bool> CampaignDatabase(
    "campaign-db",
    cl::desc("Keep FINDINGS/campaign.sqlite, a row per case (default on)"),
    cl::init(true), cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<bool> PruneCorpus(
    "prune-corpus",
    cl::desc("Keep the corpus one cover of its features, as libFuzzer's "
             "-merge=1 (default on)"),
    cl::init(true), cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<unsigned> NumInputs("inputs",
                                   cl::desc("Inputs per function (default "
                                            "32)"),
                                   cl::init(32), cl::sub(FuzzSub),
                                   cl::cat(FuzzCat));
static cl::opt<uint64_t>
    StepBudget("step-budget",
               cl::desc("Interpreter steps per function after which no "
                        "further inputs are tried (default 2000000; 0: "
                        "none)"),
               cl::init(2'000'000), cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<unsigned> LoopingSourceFactor(
    "looping-source-factor",
    cl::desc("Once a source run of a function runs out of steps, its later "
             "source runs end at this many times the steps of its longest "
             "source run that returned, at least 10000 (default 8; 0: "
             "off)"),
    cl::init(8), cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<unsigned>
    SmtPercent("smt-percent",
               cl::desc("Percent of the cases without a violation that are "
                        "checked again on Z3-synthesized boundary inputs "
                        "(default 1; 0: never)"),
               cl::init(1), cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<unsigned>
    SmtBudget("smt-budget-ms",
              cl::desc("Time box of that synthesis per case in ms (default "
                       "40)"),
              cl::init(40), cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<std::string>
    Known("known",
          cl::desc("Known-bug baseline: findings of known bugs are counted "
                   "apart and do not make the exit status 1 (default: the "
                   "project's confirmed bugs of the linked LLVM, "
                   "examples/findings, unless --opt; none: no baseline)"),
          cl::value_desc("DIR"), cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<unsigned>
    SmtShare("smt-share",
             cl::desc("Percent of a worker's case time the SMT phase may "
                      "take: drawn cases skip it while above (default 5; "
                      "100: no cap)"),
             cl::init(5), cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<unsigned> CheckBudget(
    "check-budget-ms",
    cl::desc("Wall-clock budget of a case's check in ms, shared by its "
             "functions; the check on SMT-synthesized inputs and the culprit "
             "search get as much again (default 4000; 0: none)"),
    cl::init(4000), cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<double>
    ProgressEvery("progress",
                  cl::desc("Seconds between progress lines (default 5; 0: "
                           "none)"),
                  cl::init(5), cl::sub(FuzzSub), cl::cat(FuzzCat));
static cl::opt<bool>
    NoCheck("optimize-only",
            cl::desc("Only generate, mutate and optimize (the reference "
                     "of bench/campaign_bench.sh); no oracle"),
            cl::sub(FuzzSub), cl::cat(FuzzCat));

/// Rejects values that make no sense (a negative or endless time, zero
/// cases, inputs or time per case).
/// The shard I/N of --shard (0/1 without it).
static Expected<std::pair<uint64_t, uint64_t>> parseShard() {
  if (Shard.empty())
    return std::make_pair(uint64_t(0), uint64_t(1));
  auto [I, N] = StringRef(Shard).split('/');
  uint64_t Index, Count;
  if (I.getAsInteger(10, Index) || N.getAsInteger(10, Count) || Count == 0 ||
      Index >= Count)
    return createStringError(inconvertibleErrorCode(),
                             "--shard must be I/N with 0 <= I < N, not '%s'",
                             Shard.c_str());
  return std::make_pair(Index, Count);
}

static Error checkFuzzOptions() {
  if (Time.getNumOccurrences())
    if (Error E = checkSeconds(Time, Time))
      return E;
  if (Runs.getNumOccurrences())
    if (Error E = checkAtLeast(Runs, Runs, 1))
      return E;
  if (Error E = checkAtLeast(CaseTimeout, CaseTimeout, 1))
    return E;
  if (Error E = checkSeconds(CaseTimeout, CaseTimeout))
    return E;
  if (Error E = checkAtLeast(NumInputs, NumInputs, 1))
    return E;
  if (Error E = checkAtMost(SmtPercent, SmtPercent, 100))
    return E;
  if (Error E = checkAtLeast(SmtBudget, SmtBudget, 1))
    return E;
  if (Error E = checkAtMost(SmtShare, SmtShare, 100))
    return E;
  return checkSeconds(ProgressEvery, ProgressEvery);
}

int refinery::runFuzz() {
  if (Error E = checkFuzzOptions())
    return reportError(std::move(E));
  CampaignOptions O;
  O.Opt.Passes = Passes;
  O.Opt.OptPath = OptPath;
  SmallVector<StringRef, 8> Args;
  SplitString(OptArgs, Args);
  for (StringRef A : Args)
    O.Opt.OptArgs.push_back(A.str());
  O.Opt.Plugins.assign(Plugins.begin(), Plugins.end());
  O.Opt.TimeoutSeconds = CaseTimeout;
  O.Jobs = Jobs;
  O.Runs = Runs;
  O.TimeSeconds = Time >= 0 ? Time : (Runs ? 0 : 60);
  O.Seed = Seed;
  Expected<std::pair<uint64_t, uint64_t>> ShardOf = parseShard();
  if (!ShardOf)
    return reportError(ShardOf.takeError());
  std::tie(O.ShardIndex, O.ShardCount) = *ShardOf;
  O.FindingsDir = Findings;
  O.CorpusDir = Corpus;
  O.SeedDirs.assign(SeedDirs.begin(), SeedDirs.end());
  O.MutateOnly = MutateOnly;
  O.SeedPipelines = SeedPipelines;
  O.StatsFile = StatsFile;
  // The external opt's own limit comes first, so that its hang is a
  // timeout of the optimizer rather than of the worker.
  O.CaseTimeoutSeconds = CaseTimeout + (OptPath.empty() ? 0 : 5);
  O.MaxMemoryMB = MaxMemory;
  O.WorkerRecycleMB = WorkerRecycle;
  O.PruneCorpus = PruneCorpus;
  O.Database = CampaignDatabase;
  O.Inputs = NumInputs;
  O.StepBudget = StepBudget;
  O.LoopingSourceFactor = LoopingSourceFactor;
  O.SmtPercent = SmtPercent;
  O.SmtBudgetMs = SmtBudget;
  O.SmtSharePercent = SmtShare;
  O.CheckBudgetMs = CheckBudget;
  O.ProgressSeconds = ProgressEvery;
  O.Check = !NoCheck;
  Expected<std::vector<KnownBug>> Baseline =
      readKnownBaseline(knownBaselineDir(Known, !OptPath.empty()));
  if (!Baseline)
    return reportError(Baseline.takeError());
  O.Known = std::move(*Baseline);
  Expected<CampaignStats> S = runCampaign(O, errs());
  if (!S)
    return reportError(S.takeError());
  raw_ostream &OS = outs();
  // (The rate is over the time the cases ran; the wrap-up after them,
  // pruning and known-bug classification, is said apart.)
  OS << "cases: " << S->Cases << " in " << format("%.1f", S->caseSeconds())
     << " s (" << format("%.1f", S->casesPerSecond()) << "/s, " << S->Jobs
     << " worker" << (S->Jobs == 1 ? "" : "s") << "), first case "
     << S->FirstCase;
  if (S->Seconds - S->caseSeconds() >= 0.05)
    OS << "; then " << format("%.1f", S->Seconds - S->caseSeconds())
       << " s of wrap-up (corpus pruning, known-bug classification)";
  OS << "\n";
  OS << "violations: " << S->Violations << ", crashes: " << S->Crashes
     << ", timeouts: " << S->Timeouts << ", inconclusive: " << S->Inconclusive
     << "\n";
  if (S->TimeoutsCut)
    OS << "timeouts cut short: " << S->TimeoutsCut
       << " (stuck in a pass with a known timeout signature)\n";
  if (S->ExternalKills)
    OS << "external kills: " << S->ExternalKills
       << " (not findings; cases given up after " << O.MaxExternalKills << ": "
       << S->GivenUp << ")\n";
  if (uint64_t N = S->InternalTimeouts + S->InternalCrashes)
    OS << "internal: " << N
       << " (Refinery's own phases that ran past the case timeout or "
          "crashed: not LLVM findings, recorded in "
       << Findings << "/internal)\n";
  if (S->SmtCases)
    OS << "smt: " << S->SmtCases
       << " case(s) checked again on synthesized inputs, " << S->SmtViolations
       << " violation(s) only they found\n";
  if (S->Skipped)
    OS << "skipped: " << S->Skipped
       << " (the external opt could not read the module)\n";
  OS << "unique signatures in " << Findings << ": " << S->UniqueSignatures
     << " (new this run: " << S->NewFindings.size() << ")\n";
  std::map<std::string, std::string> KnownAs(S->KnownFindings.begin(),
                                             S->KnownFindings.end());
  for (const std::string &Id : S->NewFindings)
    OS << "  " << Findings << "/" << Id
       << (KnownAs.count(Id) ? " (known: " + KnownAs[Id] + ")" : "") << "\n";
  if (!S->KnownFindings.empty()) {
    OS << "known bugs: " << S->KnownCases << " case(s) of "
       << S->KnownFindings.size() << " finding(s) the baseline knows:";
    for (const auto &[Id, Name] : S->KnownFindings)
      OS << " " << Name;
    OS << "\n";
  }
  OS << "corpus: " << S->CorpusSize << " modules (" << S->CorpusAdded
     << " added, " << S->CorpusPruned << " pruned)\n";
  double Total = 0;
  for (const auto &KV : S->PhaseMs)
    Total += KV.second;
  OS << "time:";
  for (const auto &[Phase, Ms] : S->PhaseMs)
    OS << " " << Phase << " "
       << format("%.0f%%", Total ? 100 * Ms / Total : 0.0);
  OS << "\n";
  if (S->WorkerMaxRssKb)
    OS << format("memory: peak worker RSS %.0f MiB, %llu worker(s) replaced "
                 "for their memory\n",
                 S->WorkerMaxRssKb / 1024.0,
                 (unsigned long long)S->WorkerRecycles);
  // The most frequent reasons for inconclusive cases.
  std::vector<std::pair<uint64_t, std::string>> Top;
  for (const auto &[Why, N] : S->InconclusiveReasons)
    Top.push_back({N, Why});
  llvm::stable_sort(
      Top, [](const auto &A, const auto &B) { return A.first > B.first; });
  for (size_t K = 0; K < Top.size() && K < 3; ++K)
    OS << "inconclusive because: " << Top[K].second << " (" << Top[K].first
       << ")\n";
  // Known bugs met again are not news.
  return S->Violations + S->Crashes + S->Timeouts > S->KnownCases ? 1 : 0;
}
