//===- campaign/Supervisor.cpp - Running a campaign -----------------------===//
///
/// \file
/// The supervisor: forks the workers, hands out case numbers, turns
/// results into findings and corpus entries, replaces workers that crash
/// or hang, prints progress and keeps the campaign state for resuming.
///
//===----------------------------------------------------------------------===//
#include "campaign/Campaign.h"
#include "campaign/CampaignDb.h"
#include "campaign/CaseResult.h"
#include "campaign/Merge.h"
#include "campaign/Worker.h"
#include "corpus/Corpus.h"
#include "corpus/Finding.h"
#include "mutators/Mutator.h"
#include "oracle/Checker.h"
#include "oracle/Interpreter.h"
#include "reducer/Triage.h"
#include "support/JsonReader.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <csignal>
#include <cstring>
#include <deque>
#include <fcntl.h>
#include <nlohmann/json.hpp>
#include <poll.h>
#include <set>
#include <sys/mman.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace llvm;
using namespace refinery;
using namespace refinery::campaign;
using json = nlohmann::ordered_json;

namespace {

/// The version written into campaign.json's "schema".

using Clock = std::chrono::steady_clock;

/// Case numbers reserved at a time: campaign.json names the end of a
/// reservation before any case of it is handed out, so a run killed with
/// SIGKILL (between progress ticks) never repeats a case when resumed; the
/// rest of the last reservation, never handed out, is skipped.
constexpr uint64_t CaseReservation = 256;

/// Set by SIGINT/SIGTERM: stop handing out cases and finish.
volatile std::sig_atomic_t Interrupted = 0;
extern "C" void onInterrupt(int) { Interrupted = 1; }

std::string pathJoin(StringRef A, StringRef B) {
  SmallString<128> P(A);
  sys::path::append(P, B);
  return std::string(P);
}

std::string readTail(StringRef Path, size_t Max) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> B = MemoryBuffer::getFile(Path);
  if (!B)
    return "";
  StringRef S = (*B)->getBuffer();
  return S.size() > Max ? S.take_back(Max).str() : S.str();
}

std::string describeStatus(int Status) {
  if (WIFSIGNALED(Status)) {
    int Sig = WTERMSIG(Status);
    const char *Name = sigabbrev_np(Sig);
    return "signal " + std::to_string(Sig) +
           (Name ? " (SIG" + std::string(Name) + ")" : std::string());
  }
  if (WIFEXITED(Status))
    return "exit " + std::to_string(WEXITSTATUS(Status));
  return "status " + std::to_string(Status);
}

/// Whether \p Status is a death by a signal that neither LLVM nor
/// Refinery raises in a worker: someone else's kill (an operator's
/// `kill -9` or `kill`, the kernel's OOM killer), unless the supervisor
/// sent it. An exhausted RLIMIT_AS is not one: LLVM aborts (SIGABRT) or
/// faults (SIGSEGV) then.
bool isKillSignal(int Status) {
  return WIFSIGNALED(Status) &&
         (WTERMSIG(Status) == SIGKILL || WTERMSIG(Status) == SIGTERM);
}

/// The innermost pass LLVM's crash report names ("N.\tRunning pass
/// \"P\" on function \"F\""), for an external opt that crashed.
std::pair<std::string, std::string> runningPass(StringRef Stderr) {
  std::pair<std::string, std::string> R;
  SmallVector<StringRef, 0> Lines;
  Stderr.split(Lines, '\n');
  for (StringRef L : Lines) {
    size_t At = L.find("Running pass \"");
    if (At == StringRef::npos)
      continue;
    StringRef Rest = L.substr(At + 14);
    auto [Pass, Tail] = Rest.split('"');
    // Pass managers and adaptors are not the pass that crashed.
    if (Pass.contains("PassManager") || Pass.contains("(") ||
        Pass.contains("Adaptor"))
      continue;
    R.first = Pass.str();
    R.second.clear();
    size_t Fn = Tail.find("on function \"");
    if (Fn != StringRef::npos)
      R.second = Tail.substr(Fn + 13).split('"').first.str();
  }
  return R;
}

struct Slot {
  pid_t Pid = -1;
  int CmdFD = -1, ResFD = -1;
  bool Busy = false;
  uint64_t Case = 0;
  Clock::time_point Start;
  /// The running case's source and origin, once the worker sent them.
  std::string SrcText;
  CaseSource Source;
  std::string StderrPath;
  /// The supervisor sent the worker SIGKILL (a timeout or a cut).
  bool KilledBySupervisor = false;
};

/// Why the supervisor handles the end of a worker.
enum class WorkerEnd {
  Died,     ///< its result pipe closed: it exited or was killed
  TimedOut, ///< its case ran past the case timeout
  Cut,      ///< its case was stuck in a pass with a known timeout
};

class Supervisor {
public:
  Supervisor(const CampaignOptions &Opts, raw_ostream &Log)
      : Opts(Opts), Log(Log) {}
  Expected<CampaignStats> run();

private:
  Error setUp();
  /// True if seed module \p Path is used; else counts why it is skipped
  /// (CampaignStats::Seeds*): LLVM 22 cannot parse it, its RUN line's
  /// pipeline is not LLVM 22's (with SeedPipelines), or the interpreter
  /// models none of its checked functions (Interpreter::unmodelled).
  bool screenSeed(StringRef Path);
  /// Reads campaign.json, the state of earlier runs (if any).
  Error readState();
  Error spawn(unsigned K);
  void closeSlot(Slot &S);
  /// Waits for the worker of \p S to end (killing it after \p Grace).
  int reap(Slot &S, std::chrono::milliseconds Grace);
  void handleMessage(unsigned K, Message &M);
  /// \p CutPass: for WorkerEnd::Cut, the pass the cut was decided on (the
  /// worker may have moved on before it died).
  void handleDeath(unsigned K, WorkerEnd End, StringRef CutPass = "");
  /// A worker killed from outside (not a finding): its case runs again,
  /// or is given up after MaxExternalKills such kills.
  void handleExternalKill(unsigned K, int Status);
  /// Kills the workers stuck in a pass with a known timeout signature for
  /// longer than that pass normally takes.
  void cutKnownHangs();
  bool timeoutKnown(const std::string &Pass);
  /// Stores \p F (a new finding or an occurrence); returns its id, or ""
  /// if it could not be stored.
  std::string record(Finding F);
  /// Writes \p S's case to the campaign database (campaign.sqlite) as
  /// \p Row, with the case's origin filled in from \p S.
  void recordCase(const Slot &S, CaseRow Row);
  /// Marks the findings of this run that are known bugs
  /// (CampaignOptions::Known) and counts them.
  void classifyKnown();
  /// Records a crash or overrun of Refinery's own phases in
  /// FindingsDir/internal, apart from LLVM's findings.
  void recordInternal(Finding F, bool TimedOut);
  /// \p F with the campaign's part (pipeline, versions, seed, case, origin
  /// and source of \p S's case).
  Finding withCase(Finding F, const Slot &S) const;
  Finding baseFinding(const Slot &S) const { return withCase(Finding(), S); }
  /// The finding of an optimizer failure of \p S's case.
  Finding failureFinding(const OptimizerFailure &Failure, const Slot &S) const;
  /// Adds \p S's source to the corpus if \p Result has a new feature;
  /// returns whether it did.
  bool maybeAddToCorpus(const Slot &S, const CaseResult &Result);
  /// Prunes the corpus directory (CorpusDir::prune) when it has grown
  /// enough since the last time (or \p Now).
  void maybePruneCorpus(bool Now);
  /// Replaces worker \p K, idle after a case, if it is resident above
  /// CampaignOptions::WorkerRecycleMB.
  void maybeRecycle(unsigned K, const CaseResult &R);
  void progress(bool Final);
  void saveState();
  /// Reserves the next CaseReservation case numbers in campaign.json.
  void reserveCases();
  /// The case number of this shard's \p Local-th case.
  uint64_t caseOf(uint64_t Local) const {
    return Local * Opts.ShardCount + Opts.ShardIndex;
  }
  /// The key of this run's next case in campaign.json: the seed, and the
  /// shard if there are several.
  std::string stateKey() const {
    std::string K = std::to_string(Opts.Seed);
    if (Opts.ShardCount > 1)
      K += "/" + std::to_string(Opts.ShardIndex) + "/" +
           std::to_string(Opts.ShardCount);
    return K;
  }
  double elapsed() const {
    return std::chrono::duration<double>(Clock::now() - Began).count();
  }

  const CampaignOptions &Opts;
  raw_ostream &Log;
  std::optional<FindingStore> Store;
  /// campaign.sqlite (CampaignOptions::Database), closed after a write
  /// fails.
  std::optional<CampaignDb> Db;
  std::optional<CorpusDir> Corpus;
  std::unique_ptr<Optimizer> Opt;
  std::unique_ptr<Mutator> Mut;
  std::vector<std::string> CorpusFiles;
  PipelineDesc Pipeline;
  /// Seeds' RUN-line pipelines screened so far: whether LLVM has each.
  std::map<std::string, bool> PipelineKnown;
  std::string WorkerDir;
  std::vector<Slot> Slots;
  WorkerStatus *Status = nullptr;
  CampaignStats Stats;
  uint64_t NextCase = 0;
  /// Prunable corpus modules after the last prune.
  size_t PrunedAt = 0;
  /// The next case of campaign.json: no case below it runs again.
  uint64_t Reserved = 0;
  uint64_t Assigned = 0;
  /// Totals over earlier runs on this findings directory.
  uint64_t CasesBefore = 0;
  double SecondsBefore = 0;
  json PreviousState;
  Clock::time_point Began = Clock::now();
  std::unique_ptr<raw_fd_ostream> StatsOS;
  unsigned RespawnFailures = 0;
  /// Cases to run again (their worker was killed from outside), and how
  /// often each was killed so.
  std::deque<uint64_t> Retries;
  std::map<uint64_t, unsigned> ExternalKillsOf;
  /// Refinery's own problems (opened on the first one).
  std::optional<FindingStore> Internal;
  /// The longest run of each pass seen in this campaign (ms), whether each
  /// pass asked about has a timeout finding, and the passes whose cut was
  /// announced.
  std::map<std::string, double> PassLongestMs;
  std::map<std::string, bool> TimeoutKnown;
  std::set<std::string> CutPasses;
  /// The cases of this run per finding id.
  std::map<std::string, uint64_t> RunOccurrences;
};

Error Supervisor::readState() {
  Expected<JsonReader> R = readCampaignState(Opts.FindingsDir);
  if (!R)
    return R.takeError();
  std::map<std::string, uint64_t> Next = R->getU64Map("next_case");
  CasesBefore = R->getU64("cases_total");
  SecondsBefore = R->getNumber("seconds_total");
  if (Error E = R->takeError())
    return E;
  if (auto It = Next.find(stateKey()); It != Next.end())
    NextCase = It->second;
  PreviousState = R->object();
  return Error::success();
}

bool Supervisor::screenSeed(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> B = MemoryBuffer::getFile(Path);
  LLVMContext Ctx;
  SMDiagnostic Diag;
  std::unique_ptr<Module> M;
  if (B)
    M = parseAssembly((*B)->getMemBufferRef(), Diag, Ctx);
  if (!M || verifyModule(*M)) {
    ++Stats.SeedsUnparsable;
    return false;
  }
  if (std::optional<std::string> P = Opts.SeedPipelines
                                         ? runLinePasses((*B)->getBuffer())
                                         : std::nullopt) {
    auto [It, New] = PipelineKnown.try_emplace(*P, false);
    if (New) {
      OptimizerOptions O = Opts.Opt;
      O.Passes = *P;
      Expected<std::unique_ptr<Optimizer>> Made = Optimizer::create(O);
      It->second = static_cast<bool>(Made);
      if (!Made)
        consumeError(Made.takeError());
    }
    if (!It->second) {
      ++Stats.SeedsBadPipeline;
      return false;
    }
  }
  Interpreter I(*M);
  for (const FunctionPair &FP : functionPairsToCheck(*M, *M)) {
    // The vscale a check of the function takes (checkRefinement).
    Expected<unsigned> VScale =
        chooseVScaleWithCallees({{FP.first, "the source"}}, 0);
    if (!VScale) {
      consumeError(VScale.takeError());
      continue;
    }
    I.setVScale(*VScale);
    if (!I.unmodelled(*FP.first)) {
      ++Stats.SeedsUsed;
      return true;
    }
  }
  ++Stats.SeedsUnmodelled;
  return false;
}

Error Supervisor::setUp() {
  Expected<FindingStore> S = FindingStore::open(Opts.FindingsDir);
  if (!S)
    return S.takeError();
  Store.emplace(std::move(*S));
  std::string CDir = Opts.CorpusDir.empty()
                         ? pathJoin(Opts.FindingsDir, "corpus")
                         : Opts.CorpusDir;
  Expected<CorpusDir> C = CorpusDir::open(CDir, [&](Error E) {
    Log << "refinery fuzz: warning: " << toString(std::move(E)) << "\n";
  });
  if (!C)
    return C.takeError();
  Corpus.emplace(std::move(*C));
  PrunedAt = Corpus->prunableCount();
  for (const std::string &D : Opts.SeedDirs) {
    if (!sys::fs::is_directory(D))
      return createStringError(inconvertibleErrorCode(),
                               "seed directory '%s' does not exist", D.c_str());
    for (std::string &F : listModules(D))
      if (screenSeed(F))
        CorpusFiles.push_back(std::move(F));
  }
  for (std::string &F : listModules(Corpus->dir()))
    CorpusFiles.push_back(std::move(F));
  if (Opts.MutateOnly && CorpusFiles.empty())
    return createStringError(inconvertibleErrorCode(),
                             "--mutate-only needs a seed or corpus module "
                             "that LLVM 22 parses and Refinery models");

  Expected<std::unique_ptr<Optimizer>> O = Optimizer::create(Opts.Opt);
  if (!O)
    return O.takeError();
  Opt = std::move(*O);
  MutatorOptions MO;
  MO.Mutations = 1;
  Expected<std::unique_ptr<Mutator>> M = Mutator::create(MO);
  if (!M)
    return M.takeError();
  Mut = std::move(*M);

  Pipeline.Passes = Opts.Opt.Passes;
  Pipeline.Opt = Opts.Opt.OptPath;
  Pipeline.OptArgs = Opts.Opt.OptArgs;
  for (const std::string &P : Opts.Opt.Plugins) {
    SmallString<128> Abs(P);
    sys::fs::make_absolute(Abs);
    Pipeline.Plugins.push_back(std::string(Abs));
  }
  Pipeline.Command = Opt->describe();

  // Resume: continue after the cases of earlier runs with this seed (in a
  // copied directory, under an id of its own).
  if (Error E = renewCopiedStoreId(Opts.FindingsDir))
    return E;
  if (Error E = readState())
    return E;
  if (std::optional<uint64_t> Last =
          Store->lastCase(Opts.Seed, Opts.ShardIndex, Opts.ShardCount))
    NextCase = std::max(NextCase, *Last / Opts.ShardCount + 1);
  Stats.FirstCase = caseOf(NextCase);

  WorkerDir = pathJoin(Opts.FindingsDir, ".workers");
  if (std::error_code EC = sys::fs::create_directories(WorkerDir))
    return createFileError(WorkerDir, EC);
  if (!Opts.StatsFile.empty()) {
    std::error_code EC;
    StatsOS = std::make_unique<raw_fd_ostream>(Opts.StatsFile, EC,
                                               sys::fs::OF_Append);
    if (EC)
      return createFileError(Opts.StatsFile, EC);
  }
  Stats.Jobs =
      Opts.Jobs ? Opts.Jobs : std::max(1u, std::thread::hardware_concurrency());
  void *Mem = ::mmap(nullptr, sizeof(WorkerStatus) * Stats.Jobs,
                     PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (Mem == MAP_FAILED)
    return createStringError(inconvertibleErrorCode(),
                             "cannot map the worker status page");
  Status = static_cast<WorkerStatus *>(Mem);
  std::memset(Mem, 0, sizeof(WorkerStatus) * Stats.Jobs);
  Slots.resize(Stats.Jobs);
  return Error::success();
}

Error Supervisor::spawn(unsigned K) {
  int Cmd[2], Res[2];
  if (::pipe2(Cmd, O_CLOEXEC) || ::pipe2(Res, O_CLOEXEC))
    return createStringError(inconvertibleErrorCode(), "pipe: %s",
                             std::strerror(errno));
  Slot &S = Slots[K];
  S.StderrPath = pathJoin(WorkerDir, "worker-" + std::to_string(K) + ".stderr");
  Log.flush();
  pid_t Pid = ::fork();
  if (Pid < 0)
    return createStringError(inconvertibleErrorCode(), "fork: %s",
                             std::strerror(errno));
  if (Pid == 0) {
    // The worker: only its own ends of its own pipes.
    for (Slot &O : Slots) {
      if (O.CmdFD >= 0)
        ::close(O.CmdFD);
      if (O.ResFD >= 0)
        ::close(O.ResFD);
    }
    ::close(Cmd[1]);
    ::close(Res[0]);
    std::signal(SIGINT, SIG_IGN);
    // Not the supervisor's handler: `kill WORKER` ends the worker, as
    // `kill -9` does (both are kills from outside).
    std::signal(SIGTERM, SIG_DFL);
    std::signal(SIGPIPE, SIG_DFL);
    WorkerContext W{Opts,       *Opt,   *Mut,   CorpusFiles,
                    &Status[K], Cmd[0], Res[1], S.StderrPath};
    ::_exit(runWorker(W));
  }
  ::close(Cmd[0]);
  ::close(Res[1]);
  S.Pid = Pid;
  S.CmdFD = Cmd[1];
  S.ResFD = Res[0];
  S.Busy = false;
  S.KilledBySupervisor = false;
  return Error::success();
}

void Supervisor::closeSlot(Slot &S) {
  if (S.CmdFD >= 0)
    ::close(S.CmdFD);
  if (S.ResFD >= 0)
    ::close(S.ResFD);
  S.CmdFD = S.ResFD = -1;
}

int Supervisor::reap(Slot &S, std::chrono::milliseconds Grace) {
  // The external opt the worker is running, in a group of its own: a
  // worker abandoned or dead cannot kill it at its timeout.
  if (int32_t G = Status[&S - Slots.data()].OptGroup.exchange(0))
    ::kill(-G, SIGKILL);
  int St = 0;
  auto Deadline = Clock::now() + Grace;
  while (true) {
    pid_t R = ::waitpid(S.Pid, &St, WNOHANG);
    if (R == S.Pid || R < 0)
      break;
    if (Clock::now() >= Deadline) {
      ::kill(-S.Pid, SIGKILL);
      ::kill(S.Pid, SIGKILL);
      S.KilledBySupervisor = true;
      ::waitpid(S.Pid, &St, 0);
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  // Anything else the worker started goes with it, and the group of an
  // opt it started and published while it was being reaped (after the
  // first look above: a busy worker publishes the group only once the
  // opt runs, so an interrupt right then found none).
  ::kill(-S.Pid, SIGKILL);
  if (int32_t G = Status[&S - Slots.data()].OptGroup.exchange(0))
    ::kill(-G, SIGKILL);
  S.Pid = -1;
  return St;
}

Finding Supervisor::withCase(Finding F, const Slot &S) const {
  F.Pipeline = Pipeline;
  if (!S.Source.Passes.empty()) {
    OptimizerOptions O = Opts.Opt;
    O.Passes = S.Source.Passes;
    F.Pipeline.Passes = O.Passes;
    F.Pipeline.Command = Optimizer::describe(O);
  }
  F.LLVMVersion = LLVM_VERSION_STRING;
  F.RefineryVersion = REFINERY_VERSION;
  F.Seed = Opts.Seed;
  F.Case = S.Case;
  F.CampaignSeconds = elapsed();
  F.Origin = S.Source.Origin;
  F.Size = S.Source.Size;
  if (!S.SrcText.empty())
    F.Files["src.ll"] = S.SrcText;
  return F;
}

Finding Supervisor::failureFinding(const OptimizerFailure &Failure,
                                   const Slot &S) const {
  // An external opt that crashed or timed out, or an in-process result
  // that is not valid IR.
  Finding F = baseFinding(S);
  F.Kind = Failure.Kind;
  F.Phase = "optimize";
  const std::string &Msg = Failure.Message;
  F.Pass = Failure.Pass;
  F.PassFunction = Failure.Function;
  if (F.Pass.empty())
    std::tie(F.Pass, F.PassFunction) = runningPass(Msg);
  F.Message = crashMessage(Msg);
  if (F.Message.empty()) {
    // "the optimized module is not valid IR after pass P:" and the
    // verifier's first complaint.
    auto [First, Rest] = StringRef(Msg).split('\n');
    F.Message = First.starts_with("the optimized module is not valid IR")
                    ? (First + " " + Rest.split('\n').first).str()
                    : First.rtrim(':').str();
  }
  F.Status = "optimizer error";
  F.Signature = findingSignature(F);
  F.Files["stderr.txt"] = Msg;
  return F;
}

std::string Supervisor::record(Finding F) {
  // Later cases stuck in this pass are cut short (cutKnownHangs).
  if (F.Kind == FindingKind::Timeout && F.Phase == "optimize" &&
      !F.Pass.empty())
    TimeoutKnown[F.Pass] = true;
  Expected<FindingStore::AddResult> R = Store->add(std::move(F));
  if (!R) {
    Log << "refinery fuzz: cannot record a finding: " << toString(R.takeError())
        << "\n";
    return "";
  }
  ++RunOccurrences[R->Id];
  if (R->New) {
    Stats.NewFindings.push_back(R->Id);
    Log << "refinery fuzz: new finding " << pathJoin(Store->dir(), R->Id)
        << "\n";
  }
  return R->Id;
}

void Supervisor::recordCase(const Slot &S, CaseRow Row) {
  if (!Db)
    return;
  Row.Seed = Opts.Seed;
  Row.Case = S.Case;
  Row.AtSeconds = elapsed();
  const CaseOrigin &O = S.Source.Origin;
  if (!S.SrcText.empty()) {
    Row.Origin = originKindName(O.Kind);
    Row.OriginFile = O.File;
    if (O.Kind == OriginKind::Generated)
      Row.GenSeed = O.GenSeed;
    Row.Mutations = O.Mutations;
    Row.Size = S.Source.Size;
    Row.Passes = S.Source.Passes;
  }
  auto T0 = Clock::now();
  Error E = Db->addCase(Row);
  Stats.DatabaseMs +=
      std::chrono::duration<double, std::milli>(Clock::now() - T0).count();
  if (E) {
    Log << "refinery fuzz: campaign.sqlite: " << toString(std::move(E))
        << "; no more cases are written to it\n";
    Db.reset();
  }
}

void Supervisor::classifyKnown() {
  if (Opts.Known.empty())
    return;
  std::set<std::string> Culprits;
  for (const KnownBug &K : Opts.Known)
    Culprits.insert(passBaseName(K.Culprit).str());
  TriageOptions TO;
  TO.Known = Opts.Known;
  TO.Reduce.TimeLimitSeconds = Opts.KnownReduceSeconds;
  TO.OptTimeoutSeconds = Opts.Opt.TimeoutSeconds;
  for (const auto &[Id, N] : RunOccurrences) {
    Expected<Finding> F = Store->load(Id);
    if (!F) {
      consumeError(F.takeError());
      continue;
    }
    std::string Name;
    if (!F->Known.empty() && any_of(Opts.Known, [&](const KnownBug &K) {
          return K.Name == F->Known;
        })) {
      Name = F->Known;
    } else if (F->Kind != FindingKind::Violation ||
               Culprits.count(passBaseName(F->Culprit).str())) {
      // Only a violation whose culprit an entry names is worth reducing.
      std::string Dir = pathJoin(Store->dir(), Id);
      Expected<TriagedFinding> T = triageOne(Dir, TO, nullptr);
      if (!T) {
        Log << "refinery fuzz: cannot tell whether " << Dir
            << " is a known bug: " << toString(T.takeError()) << "\n";
        continue;
      }
      if (!T->Known)
        continue;
      Name = T->Known->Name;
      if (Error E = Store->markKnown(Id, Name))
        Log << "refinery fuzz: " << toString(std::move(E)) << "\n";
      Log << "refinery fuzz: " << pathJoin(Store->dir(), Id)
          << " is the known bug " << Name << "\n";
    }
    if (Name.empty())
      continue;
    Stats.KnownFindings.push_back({Id, Name});
    Stats.KnownCases += N;
  }
}

bool Supervisor::maybeAddToCorpus(const Slot &S, const CaseResult &Result) {
  const std::vector<uint64_t> &Features = Result.Features;
  if (S.SrcText.empty() || !Corpus->hasNewFeature(Features))
    return false;
  std::string Header = "; refinery fuzz: seed " + std::to_string(Opts.Seed) +
                       " case " + std::to_string(S.Case) + " (" +
                       originKindName(S.Source.Origin.Kind) + ")\n";
  Expected<std::pair<std::string, bool>> Added =
      Corpus->add(Header + S.SrcText, Features);
  if (!Added) {
    Log << "refinery fuzz: cannot add to the corpus: "
        << toString(Added.takeError()) << "\n";
    return false;
  }
  if (Expected<unsigned> N = Corpus->addFeatures(Features); !N)
    consumeError(N.takeError());
  if (!Added->second)
    return false;
  ++Stats.CorpusAdded;
  CorpusFiles.push_back(Added->first);
  for (Slot &O : Slots)
    if (O.CmdFD >= 0)
      writeMessage(O.CmdFD, 'C', {Added->first});
  maybePruneCorpus(false);
  return true;
}

void Supervisor::maybePruneCorpus(bool Now) {
  size_t N = Corpus->prunableCount();
  if (!Opts.PruneCorpus ||
      (!Now && (N < PrunedAt + 64 || 4 * N < 5 * PrunedAt)))
    return;
  Expected<std::vector<std::string>> Removed = Corpus->prune();
  PrunedAt = Corpus->prunableCount();
  if (!Removed) {
    Log << "refinery fuzz: cannot prune the corpus: "
        << toString(Removed.takeError()) << "\n";
    return;
  }
  if (Removed->empty())
    return;
  Stats.CorpusPruned += Removed->size();
  // Workers still list them, and forget each when they fail to read it
  // (CaseRunner::makeSource): no message that a busy worker's pipe would
  // have to hold.
  llvm::erase_if(CorpusFiles, [&](const std::string &F) {
    return std::binary_search(Removed->begin(), Removed->end(), F);
  });
}

void Supervisor::maybeRecycle(unsigned K, const CaseResult &R) {
  Slot &S = Slots[K];
  if (!Opts.WorkerRecycleMB || R.RssNowKb <= uint64_t(Opts.WorkerRecycleMB)
                                                 << 10)
    return;
  writeMessage(S.CmdFD, 'Q', {});
  closeSlot(S);
  reap(S, std::chrono::milliseconds(2000));
  ++Stats.WorkerRecycles;
}

void Supervisor::handleMessage(unsigned K, Message &M) {
  Slot &S = Slots[K];
  if (M.Type == 'S' && M.Parts.size() == 2) {
    Expected<CaseSource> Source = CaseSource::fromJson(M.Parts[0]);
    if (Source)
      S.Source = std::move(*Source);
    else
      consumeError(Source.takeError());
    S.SrcText = std::move(M.Parts[1]);
    return;
  }
  if (M.Type != 'D' || M.Parts.empty())
    return;
  Expected<CaseResult> ROrErr = CaseResult::fromJson(M.Parts[0]);
  S.Busy = false;
  ++Stats.Cases;
  ExternalKillsOf.erase(S.Case);
  if (!ROrErr) {
    consumeError(ROrErr.takeError());
    return;
  }
  CaseResult &R = *ROrErr;
  for (const auto &[Phase, Ms] : R.TimeMs)
    Stats.PhaseMs[Phase] += Ms;
  Stats.WorkerMaxRssKb = std::max(Stats.WorkerMaxRssKb, R.RssKb);
  size_t SlotIdx = K;
  if (Stats.WorkerRssKb.size() <= SlotIdx)
    Stats.WorkerRssKb.resize(SlotIdx + 1);
  Stats.WorkerRssKb[SlotIdx] = R.RssNowKb ? R.RssNowKb : R.RssKb;
  for (const auto &[Pass, Ms] : R.PassMaxMs) {
    double &Longest = PassLongestMs[Pass];
    Longest = std::max(Longest, Ms);
  }
  CaseVerdict V = R.Verdict;
  CaseRow Row;
  if (V == CaseVerdict::Inconclusive) {
    ++Stats.Inconclusive;
    for (const std::string &Why : R.InconclusiveReasons)
      ++Stats.InconclusiveReasons[Why];
  }
  if (V == CaseVerdict::Skipped)
    ++Stats.Skipped;
  if (R.Smt)
    ++Stats.SmtCases;
  if (V == CaseVerdict::Violation && R.Violation) {
    ++Stats.Violations;
    Finding F = withCase(std::move(*R.Violation), S);
    if (F.InputOrigin == InputOrigin::Smt)
      ++Stats.SmtViolations;
    F.Signature = findingSignature(F);
    if (M.Parts.size() > 1)
      F.Files["tgt.ll"] = M.Parts[1];
    F.TimeMs = R.TimeMs;
    Row.Finding = record(std::move(F));
  } else if (V == CaseVerdict::Failure && R.Failure) {
    Finding F = failureFinding(*R.Failure, S);
    (F.Kind == FindingKind::Timeout ? Stats.Timeouts : Stats.Crashes)++;
    Row.Finding = record(std::move(F));
  } else if (V == CaseVerdict::Error) {
    Log << "refinery fuzz: case " << S.Case << ": "
        << (R.ErrorMessage.empty() ? "error" : R.ErrorMessage) << "\n";
  }
  if (V != CaseVerdict::Failure && V != CaseVerdict::Error &&
      V != CaseVerdict::Skipped)
    Row.AddedToCorpus = maybeAddToCorpus(S, R);
  Row.Verdict = caseVerdictName(V);
  Row.Smt = R.Smt;
  Row.TimeMs = R.TimeMs;
  Row.RssMb = double(R.RssNowKb ? R.RssNowKb : R.RssKb) / 1024.0;
  Row.Features = R.Features.size();
  Row.Inconclusive = std::move(R.InconclusiveReasons);
  Row.ChangedPasses = std::move(R.ChangedPasses);
  Row.SrcShapes = std::move(R.SrcShapes);
  Row.TgtShapes = std::move(R.TgtShapes);
  Row.HasTarget = V != CaseVerdict::Failure && V != CaseVerdict::Skipped &&
                  V != CaseVerdict::Error;
  recordCase(S, std::move(Row));
  maybeRecycle(K, R);
}

void Supervisor::handleDeath(unsigned K, WorkerEnd End, StringRef CutPass) {
  Slot &S = Slots[K];
  bool TimedOut = End != WorkerEnd::Died;
  if (TimedOut) {
    ::kill(-S.Pid, SIGKILL);
    ::kill(S.Pid, SIGKILL);
    S.KilledBySupervisor = true;
  }
  closeSlot(S);
  int St = reap(S, std::chrono::milliseconds(2000));
  WorkerStatus &WS = Status[K];
  if (!S.KilledBySupervisor && isKillSignal(St)) {
    handleExternalKill(K, St);
  } else if (S.Busy) {
    ++Stats.Cases;
    ExternalKillsOf.erase(S.Case);
    Finding F = baseFinding(S);
    F.Kind = TimedOut ? FindingKind::Timeout : FindingKind::Crash;
    F.Phase = End == WorkerEnd::Cut
                  ? "optimize"
                  : phaseName(static_cast<Phase>(WS.CurrentPhase.load()));
    bool InOptimizer = F.Phase == "optimize";
    if (InOptimizer) {
      F.Pass = End == WorkerEnd::Cut ? CutPass.str() : std::string(WS.Pass);
      F.PassFunction = WS.Function;
    }
    std::string After =
        End == WorkerEnd::Cut
            ? formatv(
                  "{0:f1} s",
                  std::chrono::duration<double>(Clock::now() - S.Start).count())
                  .str()
            : std::to_string(Opts.CaseTimeoutSeconds) + " s";
    F.Status = TimedOut ? "killed after " + After : describeStatus(St);
    if (End == WorkerEnd::Cut)
      F.Status += " (stuck in a pass with a known timeout)";
    std::string Err = readTail(S.StderrPath, 64 * 1024);
    F.Message = TimedOut ? "no result after " + After : crashMessage(Err);
    if (F.Message.empty())
      F.Message = F.Status;
    if (!Err.empty())
      F.Files["stderr.txt"] = Err;
    F.Signature = findingSignature(F);
    CaseRow Row;
    Row.Verdict = InOptimizer ? findingKindName(F.Kind) : "internal";
    // The worker died before it said: the shapes of the source it sent
    // (a crash's case counts in the coverage too).
    Row.SrcShapes = S.Source.Shapes;
    if (!InOptimizer) {
      recordInternal(std::move(F), TimedOut);
    } else {
      (TimedOut ? Stats.Timeouts : Stats.Crashes)++;
      Stats.TimeoutsCut += End == WorkerEnd::Cut;
      Row.Finding = record(std::move(F));
    }
    recordCase(S, std::move(Row));
    RespawnFailures = 0;
  } else {
    ++RespawnFailures;
  }
  S.Busy = false;
  S.SrcText.clear();
  WS.CurrentPhase.store(0);
  WS.PassStartNs.store(0);
}

void Supervisor::handleExternalKill(unsigned K, int St) {
  Slot &S = Slots[K];
  WorkerStatus &WS = Status[K];
  ++Stats.ExternalKills;
  if (!S.Busy) {
    Log << "refinery fuzz: worker " << K << " killed from outside by "
        << describeStatus(St) << " between cases\n";
    return;
  }
  std::string Where = phaseName(static_cast<Phase>(WS.CurrentPhase.load()));
  if (Where == "optimize" && WS.Pass[0])
    Where += ", pass " + std::string(WS.Pass);
  Log << "refinery fuzz: case " << S.Case << ": worker killed from outside by "
      << describeStatus(St) << " in " << Where << ": not an LLVM finding; ";
  unsigned N = ++ExternalKillsOf[S.Case];
  if (N < Opts.MaxExternalKills) {
    Log << "the case runs again\n";
    Retries.push_back(S.Case);
    return;
  }
  Log << "killed from outside " << N << " times, the case is given up\n";
  ExternalKillsOf.erase(S.Case);
  ++Stats.GivenUp;
  ++Stats.Cases;
  CaseRow Row;
  Row.Verdict = "given-up";
  recordCase(S, std::move(Row));
}

void Supervisor::recordInternal(Finding F, bool TimedOut) {
  (TimedOut ? Stats.InternalTimeouts : Stats.InternalCrashes)++;
  Log << "refinery fuzz: case " << F.Case << ": Refinery's own " << F.Phase
      << " phase "
      << (TimedOut ? "ran past the case timeout (" +
                         std::to_string(Opts.CaseTimeoutSeconds) + " s)"
                   : "crashed (" + F.Status + ")")
      << ": a Refinery problem, not an LLVM finding; ";
  if (!Internal) {
    Expected<FindingStore> S =
        FindingStore::open(pathJoin(Opts.FindingsDir, "internal"));
    if (!S) {
      Log << "cannot record it: " << toString(S.takeError()) << "\n";
      return;
    }
    Internal.emplace(std::move(*S));
  }
  Expected<FindingStore::AddResult> R = Internal->add(std::move(F));
  if (!R) {
    Log << "cannot record it: " << toString(R.takeError()) << "\n";
    return;
  }
  Log << "recorded in " << pathJoin(Internal->dir(), R->Id) << "\n";
}

bool Supervisor::timeoutKnown(const std::string &Pass) {
  auto [It, New] = TimeoutKnown.try_emplace(Pass, false);
  if (New) {
    std::string Id =
        findingId(FindingKind::Timeout,
                  failureSignature(FindingKind::Timeout, "optimize", Pass, ""));
    It->second = sys::fs::exists(pathJoin(Store->dir(), Id));
  }
  return It->second;
}

void Supervisor::cutKnownHangs() {
  int64_t Now = std::chrono::duration_cast<std::chrono::nanoseconds>(
                    Clock::now().time_since_epoch())
                    .count();
  for (unsigned K = 0; K < Slots.size(); ++K) {
    WorkerStatus &WS = Status[K];
    if (!Slots[K].Busy || Slots[K].Pid < 0 ||
        static_cast<Phase>(WS.CurrentPhase.load()) != Phase::Optimize)
      continue;
    // The worker writes the name, then the start: a start that did not
    // change while the name was read is that pass's.
    int64_t Start = WS.PassStartNs.load(std::memory_order_acquire);
    if (!Start)
      continue;
    char Name[sizeof(WS.Pass)];
    std::memcpy(Name, WS.Pass, sizeof(Name));
    Name[sizeof(Name) - 1] = '\0';
    if (WS.PassStartNs.load(std::memory_order_acquire) != Start || !Name[0] ||
        !timeoutKnown(Name))
      continue;
    double Longest = PassLongestMs.count(Name) ? PassLongestMs[Name] : 0;
    double LimitMs =
        std::max(Opts.HangCutFactor * Longest, double(Opts.HangCutFloorMs));
    if (LimitMs >= 1000.0 * Opts.CaseTimeoutSeconds ||
        (Now - Start) / 1e6 < LimitMs)
      continue;
    if (CutPasses.insert(Name).second)
      Log << "refinery fuzz: cutting cases stuck in " << Name << " after "
          << format("%.1f", LimitMs / 1000) << " s (it has a timeout finding; "
          << "its longest normal run " << format("%.1f", Longest)
          << " ms); each counts as that finding\n";
    handleDeath(K, WorkerEnd::Cut, Name);
  }
}

void Supervisor::progress(bool Final) {
  Stats.Seconds = elapsed();
  Stats.UniqueSignatures = Store->size();
  Stats.CorpusSize = CorpusFiles.size();
  double Rate = Stats.casesPerSecond();
  double Inc = Stats.Cases ? 100.0 * Stats.Inconclusive / Stats.Cases : 0;
  Log << (Final ? "refinery fuzz: done: " : "refinery fuzz: ")
      << format("%.0fs", Stats.caseSeconds()) << " cases " << Stats.Cases
      << " (" << format("%.1f", Rate) << "/s) violations " << Stats.Violations
      << " unique " << Stats.UniqueSignatures << " crashes " << Stats.Crashes
      << " timeouts " << Stats.Timeouts;
  if (Stats.TimeoutsCut)
    Log << " (" << Stats.TimeoutsCut << " cut)";
  Log << " inconclusive " << format("%.1f%%", Inc) << " corpus "
      << Stats.CorpusSize;
  if (Stats.Skipped)
    Log << " skipped " << Stats.Skipped;
  if (uint64_t Off = Stats.SeedsUnparsable + Stats.SeedsUnmodelled +
                     Stats.SeedsBadPipeline)
    Log << " seeds " << Stats.SeedsUsed << " (" << Off << " skipped)";
  if (Stats.ExternalKills)
    Log << " external-kills " << Stats.ExternalKills;
  if (Stats.InternalTimeouts + Stats.InternalCrashes)
    Log << " internal " << Stats.InternalTimeouts + Stats.InternalCrashes;
  Log << "\n";
  if (StatsOS) {
    *StatsOS << statsToJson(Stats, Final) << "\n";
    StatsOS->flush();
  }
  saveState();
}

void Supervisor::saveState() {
  json J = PreviousState;
  J["schema"] = CampaignSchema;
  if (!J.contains("next_case") || !J["next_case"].is_object())
    J["next_case"] = json::object();
  // Every case below the reservation may have been handed out; the ones
  // still running are skipped on resume (they had no finding yet), never
  // run twice.
  J["next_case"][stateKey()] = std::max(NextCase, Reserved);
  if (!J.contains("store_id")) {
    J["store_id"] = newStoreId(Opts.FindingsDir);
    J["store_path"] = absoluteStorePath(Opts.FindingsDir);
  }
  J["cases_total"] = CasesBefore + Stats.Cases;
  J["seconds_total"] = SecondsBefore + elapsed();
  J["pipeline"] = Pipeline.Command;
  J["updated"] = nowIso8601();
  if (Error E = writeFileAtomically(pathJoin(Opts.FindingsDir, "campaign.json"),
                                    toJsonText(J, 2) + "\n"))
    Log << "refinery fuzz: cannot save the campaign state: "
        << toString(std::move(E)) << "\n";
}

void Supervisor::reserveCases() {
  Reserved = NextCase + CaseReservation;
  saveState();
}

Expected<CampaignStats> Supervisor::run() {
  if (Error E = setUp())
    return std::move(E);
  if (Opts.Database) {
    Expected<CampaignDb> D = CampaignDb::open(Opts.FindingsDir);
    Expected<int64_t> RunId =
        D ? D->beginRun(
                nowIso8601(), Opts.Seed,
                Opts.ShardCount > 1
                    ? formatv("{0}/{1}", Opts.ShardIndex, Opts.ShardCount).str()
                    : "",
                Slots.size(), Pipeline.Command)
          : D.takeError();
    if (!RunId)
      return RunId.takeError();
    Db.emplace(std::move(*D));
  }
  for (unsigned K = 0; K < Slots.size(); ++K)
    if (Error E = spawn(K))
      return std::move(E);
  Interrupted = 0;
  auto OldInt = std::signal(SIGINT, onInterrupt);
  auto OldTerm = std::signal(SIGTERM, onInterrupt);
  auto OldPipe = std::signal(SIGPIPE, SIG_IGN);
  Log << "refinery fuzz: " << Slots.size() << " worker"
      << (Slots.size() == 1 ? "" : "s") << ", " << Pipeline.Command << ", seed "
      << Opts.Seed
      << (Opts.ShardCount > 1
              ? formatv(", shard {0}/{1}", Opts.ShardIndex, Opts.ShardCount)
                    .str()
              : std::string())
      << ", first case " << caseOf(NextCase) << ", corpus "
      << CorpusFiles.size() << ", findings in " << Opts.FindingsDir << "\n";
  auto LastProgress = Clock::now();
  auto CaseTimeout = std::chrono::seconds(Opts.CaseTimeoutSeconds);
  while (true) {
    bool TimeUp = Opts.TimeSeconds > 0 && elapsed() >= Opts.TimeSeconds;
    auto MoreToHandOut = [&] {
      return !Retries.empty() || Opts.Runs == 0 || Assigned < Opts.Runs;
    };
    bool MoreCases = !Interrupted && !TimeUp && MoreToHandOut();
    unsigned BusyCount = 0;
    for (unsigned K = 0; K < Slots.size(); ++K) {
      Slot &S = Slots[K];
      if (S.Pid < 0 && MoreCases) {
        if (RespawnFailures > 3 * Slots.size())
          return createStringError(inconvertibleErrorCode(),
                                   "workers keep dying without a case (see "
                                   "%s)",
                                   S.StderrPath.c_str());
        if (Error E = spawn(K))
          return std::move(E);
      }
      if (S.Pid >= 0 && !S.Busy && MoreCases && MoreToHandOut()) {
        // A case whose worker was killed from outside goes first.
        if (!Retries.empty()) {
          S.Case = Retries.front();
          Retries.pop_front();
        } else {
          if (NextCase >= Reserved)
            reserveCases();
          S.Case = caseOf(NextCase++);
          ++Assigned;
        }
        S.Busy = true;
        S.Start = Clock::now();
        S.SrcText.clear();
        S.Source = CaseSource();
        writeMessage(S.CmdFD, 'R', {toJsonText(json{{"case", S.Case}})});
      }
      BusyCount += S.Busy;
    }
    if (!BusyCount && !MoreCases)
      break;
    if (Interrupted)
      break;

    std::vector<pollfd> Fds;
    std::vector<unsigned> Owner;
    for (unsigned K = 0; K < Slots.size(); ++K)
      if (Slots[K].ResFD >= 0) {
        Fds.push_back({Slots[K].ResFD, POLLIN, 0});
        Owner.push_back(K);
      }
    int N = ::poll(Fds.data(), Fds.size(), 100);
    if (N < 0 && errno != EINTR)
      return createStringError(inconvertibleErrorCode(), "poll: %s",
                               std::strerror(errno));
    for (size_t I = 0; N > 0 && I < Fds.size(); ++I) {
      if (!(Fds[I].revents & (POLLIN | POLLHUP | POLLERR)))
        continue;
      unsigned K = Owner[I];
      std::optional<Message> M = readMessage(Slots[K].ResFD);
      if (!M)
        handleDeath(K, WorkerEnd::Died);
      else
        handleMessage(K, *M);
    }
    auto Now = Clock::now();
    for (unsigned K = 0; K < Slots.size(); ++K)
      if (Slots[K].Busy && Slots[K].Pid >= 0 &&
          Now - Slots[K].Start > CaseTimeout)
        handleDeath(K, WorkerEnd::TimedOut);
    cutKnownHangs();
    if (Opts.ProgressSeconds > 0 &&
        std::chrono::duration<double>(Now - LastProgress).count() >=
            Opts.ProgressSeconds) {
      LastProgress = Now;
      progress(false);
    }
  }
  // The cases are over; what follows is the run's wrap-up.
  Stats.CaseSeconds = std::max(elapsed(), 1e-9);
  for (Slot &S : Slots) {
    if (S.Pid < 0)
      continue;
    if (!S.Busy)
      writeMessage(S.CmdFD, 'Q', {});
    closeSlot(S);
    reap(S, std::chrono::milliseconds(S.Busy ? 0 : 2000));
  }
  // Every case handed out is done or abandoned: a rerun goes on right
  // after them.
  Reserved = NextCase;
  maybePruneCorpus(true);
  classifyKnown();
  progress(true);
  if (Db)
    if (Error E = Db->endRun(Stats.Seconds, Stats.Cases))
      Log << "refinery fuzz: campaign.sqlite: " << toString(std::move(E))
          << "\n";
  std::signal(SIGINT, OldInt);
  std::signal(SIGTERM, OldTerm);
  std::signal(SIGPIPE, OldPipe);
  ::munmap(Status, sizeof(WorkerStatus) * Slots.size());
  return Stats;
}

} // namespace

Expected<JsonReader> refinery::readCampaignState(StringRef Dir) {
  std::string Path = pathJoin(Dir, "campaign.json");
  if (!sys::fs::exists(Path))
    return JsonReader::parse(Path, "{}");
  Expected<JsonReader> R = JsonReader::readFile(Path);
  if (!R)
    return R.takeError();
  std::string Schema = R->getString("schema", CampaignSchema);
  if (Schema != CampaignSchema)
    R->fail("schema", CampaignSchema, "'" + Schema + "'");
  return R;
}

Expected<CampaignStats> refinery::runCampaign(const CampaignOptions &Opts,
                                              raw_ostream &Log) {
  Supervisor S(Opts, Log);
  return S.run();
}

std::string refinery::statsToJson(const CampaignStats &S, bool Final) {
  json J;
  J["schema"] = "refinery.stats/1";
  J["final"] = Final;
  J["elapsed_s"] = S.Seconds;
  J["jobs"] = S.Jobs;
  J["cases"] = S.Cases;
  J["cases_per_s"] = S.casesPerSecond();
  if (Final) {
    J["cases_s"] = S.caseSeconds();
    J["wrapup_s"] = S.Seconds - S.caseSeconds();
  }
  J["violations"] = S.Violations;
  J["unique_signatures"] = S.UniqueSignatures;
  J["crashes"] = S.Crashes;
  J["timeouts"] = S.Timeouts;
  J["timeouts_cut"] = S.TimeoutsCut;
  J["inconclusive"] = S.Inconclusive;
  J["inconclusive_reasons"] = S.InconclusiveReasons;
  J["skipped"] = S.Skipped;
  J["seeds"] = {{"used", S.SeedsUsed},
                {"unparsable", S.SeedsUnparsable},
                {"unmodelled", S.SeedsUnmodelled},
                {"bad_pipeline", S.SeedsBadPipeline}};
  J["smt_cases"] = S.SmtCases;
  J["smt_violations"] = S.SmtViolations;
  J["external_kills"] = S.ExternalKills;
  J["given_up"] = S.GivenUp;
  J["internal_timeouts"] = S.InternalTimeouts;
  J["internal_crashes"] = S.InternalCrashes;
  J["inconclusive_share"] =
      S.Cases ? double(S.Inconclusive) / double(S.Cases) : 0.0;
  J["corpus"] = S.CorpusSize;
  J["corpus_added"] = S.CorpusAdded;
  J["corpus_pruned"] = S.CorpusPruned;
  J["worker_recycles"] = S.WorkerRecycles;
  J["database_ms"] = S.DatabaseMs;
  J["first_case"] = S.FirstCase;
  J["new_findings"] = S.NewFindings;
  json Known = json::array();
  for (const auto &[Id, Name] : S.KnownFindings)
    Known.push_back({{"id", Id}, {"known", Name}});
  J["known_findings"] = Known;
  J["known_cases"] = S.KnownCases;
  J["time_ms"] = S.PhaseMs;
  J["worker_max_rss_mb"] = double(S.WorkerMaxRssKb) / 1024.0;
  std::vector<double> PerWorker;
  for (uint64_t Kb : S.WorkerRssKb)
    PerWorker.push_back(double(Kb) / 1024.0);
  J["worker_rss_mb"] = PerWorker;
  return toJsonText(J);
}
