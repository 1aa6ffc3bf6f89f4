//===- campaign/Worker.cpp - Campaign workers -----------------------------===//
#include "campaign/Worker.h"
#include "campaign/CaseResult.h"
#include "corpus/Corpus.h"
#include "corpus/Finding.h"
#include "mutators/Mutator.h"
#include "oracle/Checker.h"
#include "oracle/Optimizer.h"
#include "oracle/smt/Smt.h"
#include "reducer/Culprit.h"
#include "support/JsonReader.h"
#include "support/ModuleUtil.h"
#include "support/Process.h"
#include "support/Random.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"
#include <chrono>
#include <cstring>
#include <fcntl.h>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sys/resource.h>
#include <unistd.h>

using namespace llvm;
using namespace refinery;
using namespace refinery::campaign;
using json = nlohmann::ordered_json;

const char *campaign::phaseName(Phase P) {
  switch (P) {
  case Phase::Idle:
    return "idle";
  case Phase::Generate:
    return "generate";
  case Phase::Mutate:
    return "mutate";
  case Phase::Optimize:
    return "optimize";
  case Phase::Check:
    return "check";
  case Phase::Culprit:
    return "culprit";
  case Phase::Smt:
    return "smt";
  }
  return "idle";
}

//===----------------------------------------------------------------------===//
// Messages
//===----------------------------------------------------------------------===//

/// Moves \p Size bytes at \p Data through \p IO (::read or ::write on
/// \p FD), retrying on EINTR and short transfers: false on an error or end
/// of file.
template <typename CharPtrT, typename IOFnT>
static bool transferAll(IOFnT IO, int FD, CharPtrT Data, size_t Size) {
  while (Size) {
    ssize_t N = IO(FD, Data, Size);
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      return false;
    Data += N;
    Size -= N;
  }
  return true;
}

static bool writeAll(int FD, const char *Data, size_t Size) {
  return transferAll(::write, FD, Data, Size);
}

static bool readAll(int FD, char *Data, size_t Size) {
  return transferAll(::read, FD, Data, Size);
}

bool campaign::writeMessage(int FD, char Type, ArrayRef<StringRef> Parts) {
  // One buffer, one write where the pipe allows: the reader never sees
  // half a header.
  std::string Buf;
  Buf += Type;
  uint32_t N = Parts.size();
  Buf.append(reinterpret_cast<const char *>(&N), 4);
  for (StringRef P : Parts) {
    uint32_t L = P.size();
    Buf.append(reinterpret_cast<const char *>(&L), 4);
    Buf.append(P.data(), P.size());
  }
  return writeAll(FD, Buf.data(), Buf.size());
}

std::optional<Message> campaign::readMessage(int FD) {
  Message M;
  uint32_t N;
  if (!readAll(FD, &M.Type, 1) ||
      !readAll(FD, reinterpret_cast<char *>(&N), 4) || N > 16)
    return std::nullopt;
  for (uint32_t K = 0; K < N; ++K) {
    uint32_t L;
    if (!readAll(FD, reinterpret_cast<char *>(&L), 4) || L > (1u << 30))
      return std::nullopt;
    std::string S(L, '\0');
    if (!readAll(FD, S.data(), L))
      return std::nullopt;
    M.Parts.push_back(std::move(S));
  }
  return M;
}

uint64_t campaign::caseSeed(uint64_t CampaignSeed, uint64_t Case) {
  // splitmix64 of both, so neighbouring cases and seeds are unrelated.
  auto Mix = [](uint64_t Z) {
    Z += 0x9e3779b97f4a7c15ULL;
    Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebULL;
    return Z ^ (Z >> 31);
  };
  return Mix(CampaignSeed ^ Mix(Case));
}

//===----------------------------------------------------------------------===//
// One case
//===----------------------------------------------------------------------===//

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point T) {
  return std::chrono::duration<double, std::milli>(Clock::now() - T).count();
}

void copyName(char *Dst, size_t Size, StringRef Src) {
  size_t N = std::min(Size - 1, Src.size());
  std::memcpy(Dst, Src.data(), N);
  Dst[N] = '\0';
}

/// Publishes an external opt's process group only (the culprit search's
/// runs, whose passes are not the case's).
class GroupPublisher final : public PassObserver {
public:
  explicit GroupPublisher(WorkerStatus *Status) : Status(Status) {}
  void externalProcessGroup(int Group) override {
    Status->OptGroup.store(Group);
  }

private:
  WorkerStatus *Status;
};

/// Publishes the running pass and when it started to the supervisor, and
/// records which passes changed what and how long each pass ran.
class CaseObserver final : public PassObserver {
public:
  explicit CaseObserver(WorkerStatus *Status) : Status(Status) {}
  void beforePass(StringRef Pass, StringRef Function) override {
    copyName(Status->Pass, sizeof(Status->Pass), Pass);
    copyName(Status->Function, sizeof(Status->Function), Function);
    Started = Clock::now();
    // Last, so that the supervisor reads the name of the pass it times.
    Status->PassStartNs.store(
        std::chrono::duration_cast<std::chrono::nanoseconds>(
            Started.time_since_epoch())
            .count(),
        std::memory_order_release);
  }
  void afterPass(StringRef Pass, StringRef Function, bool Changed) override {
    Status->PassStartNs.store(0, std::memory_order_release);
    double &Max = LongestMs[Pass];
    Max = std::max(Max, msSince(Started));
    if (Changed)
      Changes.emplace_back(Pass.str(), Function.str());
  }
  void invalidAfter(StringRef Pass, StringRef Function) override {
    InvalidPass = Pass.str();
    InvalidFunction = Function.str();
  }
  void externalProcessGroup(int Group) override {
    Status->OptGroup.store(Group);
  }
  /// (pass, function or "" for module-wide) of every changing pass run.
  std::vector<std::pair<std::string, std::string>> Changes;
  /// The first pass after which the module did not verify, if it did not.
  std::string InvalidPass, InvalidFunction;
  /// The longest run of each pass in this case, in milliseconds.
  StringMap<double> LongestMs;

private:
  WorkerStatus *Status;
  Clock::time_point Started;
};

/// Adds the features of instruction shapes \p Shapes (\p Prefix and the
/// shape) to \p Out.
void addShapes(ArrayRef<std::string> Shapes, StringRef Prefix,
               std::vector<uint64_t> &Out) {
  for (const std::string &S : Shapes)
    Out.push_back(xxh3_64bits((Prefix + S).str()));
}

class CaseRunner {
public:
  explicit CaseRunner(WorkerContext &W) : W(W) {}
  void run(uint64_t Case);
  void addCorpusFile(std::string Path) {
    W.CorpusFiles.push_back(std::move(Path));
  }

private:
  /// Makes the case's source: generated, or mutated from the corpus or a
  /// generated program (only the former with MutateOnly). Fills \p Source's
  /// origin and, with SeedPipelines, the pipeline of the module's RUN line.
  std::unique_ptr<Module> makeSource(LLVMContext &Ctx, ChoiceSource &R,
                                     CaseSource &Source,
                                     std::map<std::string, double> &Times);
  /// The optimizer of the case: the campaign's, or one for \p Passes (a
  /// seed's RUN line), made once per worker.
  Expected<Optimizer &> optimizerFor(StringRef Passes);
  std::unique_ptr<Module> generate(LLVMContext &Ctx, uint64_t GenSeed);
  /// Checks the externally visible functions of \p Src against \p Tgt on
  /// concrete inputs and, for a share of the cases where those found
  /// nothing, on inputs Z3 synthesizes at the boundaries of src's flags
  /// and guards. Fills Result's verdict (and violation), and TgtText for a
  /// violation.
  void check(const Module &Src, const Module &Tgt, const CaseObserver &Obs,
             ChoiceSource &R, CaseResult &Result, std::string &TgtText);
  /// Describes violation \p FR in Result and looks for its culprit pass.
  void recordViolation(const Module &Src, const Module &Tgt,
                       const FunctionResult &FR, const CaseObserver &Obs,
                       const CheckOptions &CO, bool FromSmt, CaseResult &Result,
                       std::string &TgtText);
  void setPhase(Phase P) {
    W.Status->CurrentPhase.store(static_cast<uint32_t>(P));
  }
  /// The passes whose longest run in \p Obs's case is longer than any
  /// this worker reported before, with that time (ms), for the supervisor's
  /// cut of known hangs.
  std::map<std::string, double> longerPassRuns(const CaseObserver &Obs);

  WorkerContext &W;
  StringMap<double> LongestReportedMs;
  std::map<std::string, std::unique_ptr<Optimizer>, std::less<>> SeedOpts;
  /// The optimizer of the case now running (optimizerFor).
  const Optimizer *CaseOpt = nullptr;
  /// The SMT phase's solver context, kept from case to case.
  SynthSession Synth;
  /// This worker's case time and SMT time so far (ms), for
  /// CampaignOptions::SmtSharePercent.
  double CaseMs = 0, SmtMs = 0;
};

Expected<Optimizer &> CaseRunner::optimizerFor(StringRef Passes) {
  if (Passes.empty())
    return W.Opt;
  auto It = SeedOpts.find(Passes);
  if (It == SeedOpts.end()) {
    OptimizerOptions O = W.Opts.Opt;
    O.Passes = Passes.str();
    Expected<std::unique_ptr<Optimizer>> Made = Optimizer::create(O);
    if (!Made)
      return Made.takeError();
    It = SeedOpts.emplace(Passes.str(), std::move(*Made)).first;
  }
  return *It->second;
}

std::map<std::string, double>
CaseRunner::longerPassRuns(const CaseObserver &Obs) {
  std::map<std::string, double> Longer;
  for (const auto &E : Obs.LongestMs) {
    double &Reported = LongestReportedMs[E.getKey()];
    if (E.getValue() <= Reported)
      continue;
    Reported = E.getValue();
    Longer[E.getKey().str()] = E.getValue();
  }
  return Longer;
}

std::unique_ptr<Module> CaseRunner::generate(LLVMContext &Ctx,
                                             uint64_t GenSeed) {
  GenOptions GO = W.Opts.Gen;
  GO.Seed = GenSeed;
  SeededRandom GR(GenSeed);
  Expected<GeneratedModule> G = generateModule(Ctx, GR, GO);
  if (!G) {
    // A generator bug: the module did not verify. Reported by the case
    // (as an error result), not by a crash.
    errs() << "refinery fuzz: generator: " << toString(G.takeError()) << "\n";
    return nullptr;
  }
  return std::move(G->M);
}

std::unique_ptr<Module>
CaseRunner::makeSource(LLVMContext &Ctx, ChoiceSource &R, CaseSource &Source,
                       std::map<std::string, double> &Times) {
  CaseOrigin &Origin = Source.Origin;
  unsigned Pick = R.below(100);
  bool FromCorpus = !W.CorpusFiles.empty() && (W.Opts.MutateOnly || Pick < 45);
  bool Mutate = FromCorpus || Pick >= 70;
  uint64_t GenSeed = R.next();
  std::unique_ptr<Module> M;
  auto T0 = Clock::now();
  setPhase(Phase::Generate);
  // A module the supervisor pruned (CorpusDir::prune) since it announced
  // it is gone: forgotten, and another drawn.
  ErrorOr<std::unique_ptr<MemoryBuffer>> B = std::errc::invalid_argument;
  std::string Path;
  while (FromCorpus && !B && !W.CorpusFiles.empty()) {
    size_t K = R.below(W.CorpusFiles.size());
    Path = W.CorpusFiles[K];
    B = MemoryBuffer::getFile(Path);
    if (!B && B.getError() == std::errc::no_such_file_or_directory)
      W.CorpusFiles.erase(W.CorpusFiles.begin() + K);
    else if (!B)
      break;
  }
  if (B) {
    SMDiagnostic Diag;
    M = parseAssembly((*B)->getMemBufferRef(), Diag, Ctx);
    if (M) {
      // The module's identifier, and its source file name where the file
      // has none, are the path it was read from: its file name alone, so
      // that what the case prints (and the corpus names by its hash)
      // does not depend on where the campaign's files lie.
      StringRef Name = sys::path::filename(Path);
      if (M->getSourceFileName() == Path)
        M->setSourceFileName(Name);
      M->setModuleIdentifier(Name);
      Origin.Kind = OriginKind::Corpus;
      Origin.File = Path;
      if (W.Opts.SeedPipelines)
        Source.Passes = runLinePasses((*B)->getBuffer()).value_or("");
    }
  }
  // (No generated program with MutateOnly: the case has no source.)
  if (!M && !W.Opts.MutateOnly) {
    M = generate(Ctx, GenSeed);
    Origin.Kind = OriginKind::Generated;
    Origin.GenSeed = GenSeed;
  }
  Times["generate"] = msSince(T0);
  std::vector<std::string> &Mutations = Origin.Mutations;
  if (M && Mutate) {
    auto T1 = Clock::now();
    setPhase(Phase::Mutate);
    unsigned K = 1 + R.below(std::max(1u, W.Opts.MaxMutations));
    for (unsigned I = 0; I < K; ++I) {
      Mutant Mu = W.Mut.mutate(*M, R);
      if (!Mu.M)
        continue;
      M = std::move(Mu.M);
      for (const MutationRecord &MR : Mu.Mutations)
        Mutations.push_back(MR.Strategy + ": " + MR.Description);
    }
    Times["mutate"] = msSince(T1);
  }
  return M;
}

void CaseRunner::recordViolation(const Module &Src, const Module &Tgt,
                                 const FunctionResult &FR,
                                 const CaseObserver &Obs,
                                 const CheckOptions &CO, bool FromSmt,
                                 CaseResult &Result, std::string &TgtText) {
  Finding &F =
      Result.Violation.emplace(violationFinding(FR, Obs.Changes, FromSmt));
  Result.Verdict = CaseVerdict::Violation;
  TgtText = printModule(Tgt);
  // The pass whose output does not refine its input names the bug better
  // than the last pass that changed the function (violations are rare, so
  // the pass-by-pass rerun, or an external opt's -opt-bisect-limit
  // bisection, is affordable). The counterexample goes first.
  setPhase(Phase::Culprit);
  auto T = Clock::now();
  CheckOptions CC = CO;
  CC.Inputs.Extra = {FR.CounterExample};
  CC.Inputs.Count = 16;
  // The search checks once per changing pass: the case's check budget,
  // shared by them.
  if (W.Opts.CheckBudgetMs)
    CC.TimeLimitMs = std::max<uint64_t>(
        1, W.Opts.CheckBudgetMs / std::max<size_t>(1, F.PassesChanged.size()));
  // An external opt's runs are published, so that the supervisor kills
  // them with a worker it abandons.
  GroupPublisher Groups(W.Status);
  Expected<CulpritResult> C =
      findCulprit(CaseOpt->options(), Src, FR.Name, CC, &Groups);
  if (C && C->Found)
    F.Culprit = C->PassName;
  else if (!C)
    consumeError(C.takeError());
  Result.TimeMs["culprit"] = msSince(T);
}

void CaseRunner::check(const Module &Src, const Module &Tgt,
                       const CaseObserver &Obs, ChoiceSource &R,
                       CaseResult &Result, std::string &TgtText) {
  setPhase(Phase::Check);
  auto T1 = Clock::now();
  std::vector<FunctionPair> Pairs = functionPairsToCheck(Src, Tgt);
  CheckOptions CO;
  CO.Inputs.Count = W.Opts.Inputs;
  CO.StepBudget = W.Opts.StepBudget;
  CO.LoopingSourceFactor = W.Opts.LoopingSourceFactor;
  // The check's wall-clock budget, shared by the pairs (the check on
  // synthesized inputs below gets the same again).
  if (W.Opts.CheckBudgetMs)
    CO.TimeLimitMs = std::max<uint64_t>(
        1, W.Opts.CheckBudgetMs / std::max<size_t>(1, Pairs.size()));
  std::vector<FunctionResult> Results =
      checkPairs(Src, Tgt, Pairs, CO, /*StopAtViolation=*/true);
  Result.TimeMs["check"] = msSince(T1);
  Verdict V = overallVerdict(Results);
  Result.Verdict = caseVerdictOf(V);
  // Why cases are inconclusive (the kind of reason, up to its first ':'),
  // so that a campaign can tell what it cannot decide.
  if (V == Verdict::Inconclusive)
    for (const FunctionResult &FR : Results)
      for (const auto &[Reason, N] : FR.Reasons)
        Result.InconclusiveReasons.push_back(
            StringRef(Reason).split(':').first.str());
  for (const FunctionResult &FR : Results)
    if (FR.V == Verdict::Violation) {
      recordViolation(Src, Tgt, FR, Obs, CO, /*FromSmt=*/false, Result,
                      TgtText);
      return;
    }
  // Where concrete inputs found nothing: Z3's boundary inputs (just
  // overflowing and just not, at each flag, guard and comparison of src)
  // for a share of the cases, time-boxed per case.
  if (!W.Opts.SmtPercent || R.below(100) >= W.Opts.SmtPercent)
    return;
  if (W.Opts.SmtSharePercent < 100 &&
      SmtMs * 100 > CaseMs * W.Opts.SmtSharePercent)
    return;
  setPhase(Phase::Smt);
  auto T2 = Clock::now();
  Result.Smt = true;
  SmtOptions SO;
  SO.SynthBudgetMs = std::max<unsigned>(
      1, W.Opts.SmtBudgetMs / std::max<size_t>(1, Pairs.size()));
  SO.SynthQueryMs = std::min(SO.SynthQueryMs, SO.SynthBudgetMs);
  for (const FunctionPair &P : Pairs) {
    CheckOptions SC = CO;
    SC.Inputs.Extra = Synth.synthesize(*P.first, SO);
    SC.Inputs.Count = 0;
    if (SC.Inputs.Extra.empty())
      continue;
    std::vector<FunctionResult> SR =
        checkPairs(Src, Tgt, {P}, SC, /*StopAtViolation=*/true);
    if (!SR.empty() && SR[0].V == Verdict::Violation) {
      Result.TimeMs["smt"] = msSince(T2);
      recordViolation(Src, Tgt, SR[0], Obs, CO, /*FromSmt=*/true, Result,
                      TgtText);
      return;
    }
  }
  Result.TimeMs["smt"] = msSince(T2);
}

void CaseRunner::run(uint64_t Case) {
  // The stderr of this case only: what a crash leaves there is its reason.
  if (::ftruncate(STDERR_FILENO, 0) == 0)
    ::lseek(STDERR_FILENO, 0, SEEK_SET);
  W.Status->Case.store(Case);
  W.Status->Pass[0] = W.Status->Function[0] = '\0';
  W.Status->PassStartNs.store(0, std::memory_order_release);
  SeededRandom R(caseSeed(W.Opts.Seed, Case));
  LLVMContext Ctx;
  CaseSource Source;
  CaseResult Result;
  Result.Case = Case;
  // A case without a source or an optimizer ends here.
  auto EndEarly = [&](CaseVerdict V, std::string Message) {
    Result.Verdict = V;
    Result.ErrorMessage = std::move(Message);
    Result.RssKb = peakRssKb();
    Result.RssNowKb = currentRssKb();
    writeMessage(W.ResFD, 'D', {Result.toJson()});
    setPhase(Phase::Idle);
  };
  std::unique_ptr<Module> Src = makeSource(Ctx, R, Source, Result.TimeMs);
  if (!Src) {
    // A seed that no longer parses (MutateOnly; the supervisor screened
    // them) is skipped.
    if (W.Opts.MutateOnly)
      EndEarly(CaseVerdict::Skipped, "no seed or corpus module parses");
    else
      EndEarly(CaseVerdict::Error, "the generator made an invalid module");
    return;
  }
  // (A seed's pipeline LLVM does not have is skipped too.)
  Expected<Optimizer &> Opt = optimizerFor(Source.Passes);
  if (!Opt) {
    EndEarly(CaseVerdict::Skipped, toString(Opt.takeError()));
    return;
  }
  // The seed's pipeline goes with the source, into the corpus and
  // findings, as the RUN line it came from.
  std::string SrcText =
      (Source.Passes.empty()
           ? ""
           : "; RUN: opt -S -passes='" + Source.Passes + "' < %s\n") +
      printModule(*Src);
  Source.Size = countInstructions(*Src);
  Source.Shapes = shapesOf(*Src);
  writeMessage(W.ResFD, 'S', {Source.toJson(), SrcText});

  setPhase(Phase::Optimize);
  CaseOpt = &*Opt;
  CaseObserver Obs(W.Status);
  auto T0 = Clock::now();
  Expected<std::unique_ptr<Module>> TgtOrErr = Opt->optimize(*Src, "", &Obs);
  Result.TimeMs["optimize"] = msSince(T0);
  W.Status->PassStartNs.store(0, std::memory_order_release);
  Result.PassMaxMs = longerPassRuns(Obs);
  std::vector<uint64_t> &Features = Result.Features;
  std::string TgtText;
  if (!TgtOrErr && TgtOrErr.errorIsA<UnreadableModuleError>()) {
    Result.Verdict = CaseVerdict::Skipped;
    Result.ErrorMessage = toString(TgtOrErr.takeError());
  } else if (!TgtOrErr) {
    // In-process: the output did not verify. External opt: it crashed,
    // timed out or failed. Either way the optimizer's fault.
    std::string Msg = toString(TgtOrErr.takeError());
    StringRef First = StringRef(Msg).split('\n').first;
    Result.Verdict = CaseVerdict::Failure;
    Result.Failure = OptimizerFailure{
        First.contains(" timed out after ") ? FindingKind::Timeout
                                            : FindingKind::Crash,
        Msg, Obs.InvalidPass, Obs.InvalidFunction};
  } else if (!W.Opts.Check) {
    // The same features as a checked case: the same corpus, the same cases.
    Result.Verdict = CaseVerdict::Unchecked;
    Result.TgtShapes = shapesOf(**TgtOrErr);
    addShapes(Result.TgtShapes, "tgt:", Features);
  } else {
    check(*Src, **TgtOrErr, Obs, R, Result, TgtText);
    Result.TgtShapes = shapesOf(**TgtOrErr);
    addShapes(Result.TgtShapes, "tgt:", Features);
  }
  // Coverage of optimizer behaviour: which passes changed something, which
  // changing pass followed which on the same function (the order of the
  // passes that changed it, in pairs), and the instruction shapes going in
  // and coming out.
  {
    std::set<std::string> Seen;
    std::map<std::string, std::string> LastOn;
    for (const auto &[Pass, Fn] : Obs.Changes) {
      if (Seen.insert("changed:" + Pass).second)
        Result.ChangedPasses.push_back(Pass);
      if (Fn.empty())
        continue;
      auto [It, New] = LastOn.try_emplace(Fn, Pass);
      if (!New) {
        if (It->second != Pass)
          Seen.insert("then:" + It->second + ">" + Pass);
        It->second = Pass;
      }
    }
    for (const std::string &F : Seen)
      Features.push_back(xxh3_64bits(F));
    addShapes(Source.Shapes, "src:", Features);
    Result.SrcShapes = Source.Shapes;
  }
  setPhase(Phase::Idle);
  for (const auto &[Name, Ms] : Result.TimeMs) {
    CaseMs += Ms;
    if (Name == "smt")
      SmtMs += Ms;
  }
  Result.RssKb = peakRssKb();
  Result.RssNowKb = currentRssKb();
  if (TgtText.empty())
    writeMessage(W.ResFD, 'D', {Result.toJson()});
  else
    writeMessage(W.ResFD, 'D', {Result.toJson(), TgtText});
}

} // namespace

int campaign::runWorker(WorkerContext &W) {
  // Its own process group: what the worker starts dies with it (an
  // external opt has a group of its own, published in the status).
  ::setpgid(0, 0);
  // AddressSanitizer reserves terabytes of address space for its shadow
  // memory, so a sanitizer build (-DREFINERY_SANITIZE=ON) cannot limit it.
  if (W.Opts.MaxMemoryMB && !REFINERY_SANITIZED) {
    rlimit L;
    L.rlim_cur = L.rlim_max = rlim_t(W.Opts.MaxMemoryMB) << 20;
    ::setrlimit(RLIMIT_AS, &L);
  }
  int FD = ::open(W.StderrPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (FD >= 0) {
    ::dup2(FD, STDERR_FILENO);
    ::dup2(FD, STDOUT_FILENO);
    ::close(FD);
  }
  CaseRunner Runner(W);
  while (std::optional<Message> M = readMessage(W.CmdFD)) {
    if (M->Type == 'Q')
      return 0;
    if (M->Type == 'C' && !M->Parts.empty()) {
      Runner.addCorpusFile(M->Parts[0]);
      continue;
    }
    if (M->Type == 'R' && !M->Parts.empty()) {
      // Checked: a "case" that is not an unsigned integer must not abort
      // the worker in a build without exceptions.
      Expected<JsonReader> J = JsonReader::parse("run message", M->Parts[0]);
      if (!J) {
        consumeError(J.takeError());
        return 3;
      }
      if (!J->has("case"))
        return 3;
      uint64_t Case = J->getU64("case");
      if (Error E = J->takeError()) {
        consumeError(std::move(E));
        return 3;
      }
      Runner.run(Case);
    }
  }
  return 0;
}
