//===- reducer/Reducer.cpp - Delta reduction of miscompilations -----------===//
///
/// \file
/// Delta debugging as llvm-reduce does it (llvm/tools/llvm-reduce/deltas):
/// per pass, the targets of the current module are numbered; chunks of
/// target indices are tried, halving the chunk size when no chunk can be
/// changed; the changes accepted so far are applied together with each new
/// chunk. Unlike llvm-reduce, the test runs in-process and the oracle is
/// the refinement check itself.
///
//===----------------------------------------------------------------------===//
#include "reducer/Reducer.h"
#include "reducer/DeltaPasses.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include <chrono>
#include <unordered_map>

using namespace llvm;
using namespace refinery;

std::vector<std::string> refinery::deltaPassNames() {
  std::vector<std::string> Names;
  for (const DeltaPass &P : allDeltaPasses())
    Names.push_back(P.Name);
  return Names;
}

/// The definition of \p Name in \p M, or null.
static const Function *definition(const Module &M, StringRef Name) {
  const Function *F = M.getFunction(Name);
  return F && !F->isDeclaration() ? F : nullptr;
}

/// Runs \p F of \p M on \p In as the checker's first source run does;
/// true if that run has undefined behaviour.
static bool srcHasUB(const Module &M, const Module &Tgt, const Function &F,
                     const Input &In, const CheckOptions &Opts) {
  GlobalLayout Layout = planGlobalLayout({&M, &Tgt});
  ExecOptions EO = Opts.Exec;
  EO.Layout = &Layout;
  EO.Role = ExecRole::Source;
  // The vscale the check ran with (checkRefinement), which found one.
  std::vector<VScaleUser> Users = {{&F, "the source"}};
  if (const Function *T = definition(Tgt, F.getName()))
    Users.push_back({T, "the target"});
  Expected<unsigned> VScale = chooseVScaleWithCallees(Users, Opts.Exec.VScale);
  if (!VScale) {
    consumeError(VScale.takeError());
    return false;
  }
  EO.VScale = *VScale;
  Interpreter SI(M, EO);
  ZeroPolicy Policy;
  Execution E(SI, Policy);
  std::vector<RtValue> Args = materializeInput(E, In, F);
  return E.call(F, Args).Kind == OutcomeKind::UB;
}

/// Checks \p Name of \p M against its optimized form \p Tgt.
static FunctionResult checkAgainst(const Module &M, const Module &Tgt,
                                   StringRef Name, const CheckOptions &Opts) {
  const Function *S = definition(M, Name), *T = definition(Tgt, Name);
  FunctionResult R;
  R.Name = Name.str();
  if (!S || !T) {
    R.V = Verdict::Inconclusive;
    R.Reasons.push_back({"the function is gone after optimization", 1});
    return R;
  }
  FunctionPair P{S, T};
  R = checkPairs(M, Tgt, P, Opts, /*StopAtViolation=*/true).front();
  if (R.V == Verdict::Violation &&
      srcHasUB(M, Tgt, *S, R.CounterExample, Opts)) {
    // Cannot happen with the checker's rules; never keep such a case.
    R.V = Verdict::Inconclusive;
    R.Reasons.push_back({"the source has UB on the counterexample", 1});
  }
  return R;
}

Expected<FunctionResult> refinery::checkFunction(Optimizer &Opt,
                                                 const Module &M,
                                                 StringRef Function,
                                                 const CheckOptions &Opts) {
  Expected<std::unique_ptr<Module>> Tgt = Opt.optimize(M);
  if (!Tgt)
    return Tgt.takeError();
  return checkAgainst(M, **Tgt, Function, Opts);
}

Expected<ReduceGoal> refinery::findGoal(Optimizer &Opt, const Module &M,
                                        StringRef OnlyFunction,
                                        const CheckOptions &Opts) {
  Expected<std::unique_ptr<Module>> Tgt = Opt.optimize(M);
  if (!Tgt)
    return Tgt.takeError();
  std::vector<std::string> Only;
  if (!OnlyFunction.empty())
    Only.push_back(OnlyFunction.str());
  std::vector<FunctionPair> Pairs = functionPairsToCheck(M, **Tgt, Only);
  std::vector<FunctionResult> Rs =
      checkPairs(M, **Tgt, Pairs, Opts, /*StopAtViolation=*/true);
  for (const FunctionResult &R : Rs)
    if (R.V == Verdict::Violation)
      return ReduceGoal{R.Name, R.Kind};
  return createStringError(inconvertibleErrorCode(),
                           "no violation%s%s after %s: nothing to reduce",
                           OnlyFunction.empty() ? "" : " in @",
                           OnlyFunction.str().c_str(), Opt.describe().c_str());
}

namespace {

/// Tests candidates and drives the delta passes over the current module.
class Reduction {
public:
  Reduction(Optimizer &Opt, const ReduceGoal &Goal, const ReduceOptions &Opts)
      : Opt(Opt), Goal(Goal), Opts(Opts),
        Start(std::chrono::steady_clock::now()) {}

  Expected<ReduceResult> run(const Module &M);

private:
  Optimizer &Opt;
  const ReduceGoal &Goal;
  const ReduceOptions &Opts;
  std::chrono::steady_clock::time_point Start;
  std::unique_ptr<Module> Current;
  std::string CurrentText;
  /// Verdicts by module text hash: delta debugging meets the same
  /// candidate often.
  std::unordered_map<uint64_t, bool> Cache;
  ReduceResult Stats;

  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         Start)
        .count();
  }
  bool outOfTime() {
    if (Opts.TimeLimitSeconds > 0 && seconds() > Opts.TimeLimitSeconds)
      Stats.TimedOut = true;
    return Stats.TimedOut;
  }
  /// True if \p M (printed as \p Text) still shows the goal's violation.
  bool interesting(const Module &M, StringRef Text);
  /// One delta pass to a fixpoint of its chunks; true if it changed the
  /// current module. An error if the pass breaks the delta-pass contract
  /// (countTargets, applyDelta).
  Expected<bool> runPass(const DeltaPass &P);
  /// A candidate: the current module with the targets in \p Change (of
  /// \p NumTargets) changed and tidied; null if the pass could not make it.
  Expected<std::unique_ptr<Module>>
  candidate(const DeltaPass &P, ArrayRef<Chunk> Change, unsigned NumTargets);
};

bool Reduction::interesting(const Module &M, StringRef Text) {
  uint64_t H = xxh3_64bits(Text);
  auto It = Cache.find(H);
  if (It != Cache.end()) {
    ++Stats.CacheHits;
    return It->second;
  }
  ++Stats.Candidates;
  bool Keep = false;
  if (!verifyModule(M, nullptr) && definition(M, Goal.Function)) {
    Expected<std::unique_ptr<Module>> Tgt = Opt.optimize(M);
    if (!Tgt) {
      consumeError(Tgt.takeError());
    } else {
      FunctionResult R = checkAgainst(M, **Tgt, Goal.Function, Opts.Check);
      Keep = R.V == Verdict::Violation && R.Kind == Goal.Kind;
    }
  }
  Cache[H] = Keep;
  Stats.Kept += Keep;
  return Keep;
}

Expected<std::unique_ptr<Module>> Reduction::candidate(const DeltaPass &P,
                                                       ArrayRef<Chunk> Change,
                                                       unsigned NumTargets) {
  Expected<std::unique_ptr<Module>> M =
      applyDelta(P, *Current, Goal.Function, Change, NumTargets);
  if (M && *M)
    cleanupModule(**M, Goal.Function);
  return M;
}

Expected<bool> Reduction::runPass(const DeltaPass &P) {
  Expected<unsigned> Count = countTargets(P, *Current, Goal.Function);
  if (!Count)
    return Count.takeError();
  const unsigned N = *Count;
  if (N == 0)
    return false;
  std::vector<Chunk> Changed;
  std::vector<Chunk> Chunks = {{0, N}};
  std::unique_ptr<Module> Best;
  std::string BestText;
  while (!Chunks.empty() && !outOfTime()) {
    bool Found = false;
    std::vector<Chunk> Remaining;
    for (const Chunk &Ch : Chunks) {
      if (outOfTime()) {
        Remaining.push_back(Ch);
        continue;
      }
      std::vector<Chunk> Try = Changed;
      Try.push_back(Ch);
      Expected<std::unique_ptr<Module>> Made = candidate(P, Try, N);
      if (!Made)
        return Made.takeError();
      std::unique_ptr<Module> M = std::move(*Made);
      if (!M) {
        Remaining.push_back(Ch);
        continue;
      }
      std::string Text = printModule(*M);
      if (Text == (Best ? BestText : CurrentText) || !interesting(*M, Text)) {
        Remaining.push_back(Ch);
        continue;
      }
      Changed.push_back(Ch);
      Best = std::move(M);
      BestText = std::move(Text);
      Found = true;
    }
    Chunks = std::move(Remaining);
    if (Found)
      continue;
    // Halve the chunks; stop when they are single targets.
    bool Split = false;
    std::vector<Chunk> Halves;
    for (const Chunk &Ch : Chunks) {
      unsigned Size = Ch.second - Ch.first;
      if (Size < 2) {
        Halves.push_back(Ch);
        continue;
      }
      unsigned Mid = Ch.first + Size / 2;
      Halves.push_back({Ch.first, Mid});
      Halves.push_back({Mid, Ch.second});
      Split = true;
    }
    if (!Split)
      break;
    Chunks = std::move(Halves);
  }
  if (!Best)
    return false;
  Current = std::move(Best);
  CurrentText = std::move(BestText);
  return true;
}

Expected<ReduceResult> Reduction::run(const Module &M) {
  Current = CloneModule(M);
  CurrentText = printModule(*Current);
  Stats.InstructionsBefore = countInstructions(*Current);
  if (!interesting(*Current, CurrentText))
    return createStringError(
        inconvertibleErrorCode(),
        "the %s violation of @%s does not reproduce after %s",
        violationName(Goal.Kind), Goal.Function.c_str(),
        Opt.describe().c_str());
  std::vector<const DeltaPass *> Selected;
  for (const DeltaPass &P : allDeltaPasses())
    if (Opts.Passes.empty() || is_contained(Opts.Passes, P.Name))
      Selected.push_back(&P);
  for (const std::string &Name : Opts.Passes)
    if (none_of(allDeltaPasses(),
                [&](const DeltaPass &P) { return Name == P.Name; }))
      return createStringError(inconvertibleErrorCode(),
                               "unknown delta pass '%s'", Name.c_str());
  for (unsigned Round = 0; Round < Opts.MaxRounds && !outOfTime(); ++Round) {
    bool Changed = false;
    for (const DeltaPass *P : Selected) {
      Expected<bool> PassChanged = runPass(*P);
      if (!PassChanged)
        return PassChanged.takeError();
      Changed |= *PassChanged;
    }
    if (!Changed)
      break;
  }
  // The final verdict, with the counterexample of the reduced module.
  Expected<std::unique_ptr<Module>> Tgt = Opt.optimize(*Current);
  if (!Tgt)
    return Tgt.takeError();
  Stats.Check = checkAgainst(*Current, **Tgt, Goal.Function, Opts.Check);
  assert(Stats.Check.V == Verdict::Violation &&
         "the reduced module lost its violation");
  Stats.Optimized = std::move(*Tgt);
  Stats.InstructionsAfter = countInstructions(*Current);
  Stats.Reduced = std::move(Current);
  Stats.Seconds = seconds();
  return std::move(Stats);
}

} // namespace

Expected<ReduceResult> refinery::reduceModule(Optimizer &Opt, const Module &M,
                                              const ReduceGoal &Goal,
                                              const ReduceOptions &Opts) {
  assert(Goal.Kind != ViolationKind::None && "a goal without a violation");
  Reduction R(Opt, Goal, Opts);
  return R.run(M);
}
