//===- oracle/smt/Prover.cpp - Refinement proofs and counterexamples ------===//
//
// The query asks for an input (poison and undef arguments included) and
// target choices such that, for every source choice, the source has no UB
// and the target has UB or a lane that does not refine the source's
// (LangRef "Poison Values": poison is refined by anything; "'freeze'
// Instruction": each freeze picks one arbitrary value; "Undefined Values":
// each use of an undef picks one). unsat: verified. sat: the model's input is
// replayed by the interpreter; only a confirmed violation is reported.
//
//===----------------------------------------------------------------------===//
#include "oracle/Interpreter.h"
#include "oracle/smt/Encoder.h"
#include "oracle/smt/Smt.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <map>
#include <optional>
#include <set>

using namespace llvm;
using namespace refinery;
using namespace refinery::smt;

/// The input a model gives the parameters of \p F.
/// The input a model gives the parameters of \p F, or std::nullopt if it
/// cannot be replayed (a block of the caller's memory over a megabyte).
/// A pointer into the caller's block K gets that block's bytes as a buffer
/// (the first argument into it owns it, the others alias it), read-only
/// unless writable in the model.
static std::optional<Input> inputFromModel(const z3::model &M,
                                           const Function &F,
                                           const std::vector<SVal> &Args,
                                           const FunctionEncoding &S) {
  z3::context &C = M.ctx();
  Input In;
  std::map<uint64_t, int> Owner; // block id -> argument owning its buffer
  for (const Argument &A : F.args()) {
    const SVal &V = Args[A.getArgNo()];
    ArgInput AI;
    if (A.getType()->isPointerTy()) {
      const Lane &L = V.Lanes[0];
      APInt P = apintOf(M.eval(L.V, true), 72);
      uint64_t Bid = P.extractBitsAsZExtValue(8, 64),
               Off = P.extractBitsAsZExtValue(64, 0);
      if (Bid > S.NonLocal.size())
        Bid = 0;
      AI.V = RtValue(APInt(64, Off));
      if (M.eval(L.P, true).is_true())
        AI.V.setPoison();
      else if (!V.Undef.empty() && M.eval(V.Undef[0], true).is_true())
        AI.V.setUndef();
      else if (Bid) {
        AI.BufferOffset = Off;
        if (auto It = Owner.find(Bid); It != Owner.end()) {
          AI.AliasOf = It->second;
        } else {
          const FunctionEncoding::NonLocalBlock &B = S.NonLocal[Bid - 1];
          uint64_t Size = apintOf(M.eval(B.Size, true), 64).getZExtValue();
          if (Size > (uint64_t(1) << 20))
            return std::nullopt;
          z3::expr Mem0 =
              C.constant("mem0", C.array_sort(C.bv_sort(72), C.bv_sort(24)));
          for (uint64_t K = 0; K < Size; ++K) {
            z3::expr Byte = M.eval(
                z3::select(Mem0, z3::concat(C.bv_val(Bid, 8), C.bv_val(K, 64))),
                true);
            APInt X = apintOf(Byte, 24);
            MemByte MB;
            MB.Val = X.extractBitsAsZExtValue(8, 0);
            MB.PoisonMask = X.extractBitsAsZExtValue(8, 8);
            MB.UndefMask = X.extractBitsAsZExtValue(8, 16);
            AI.Buffer.push_back(MB);
          }
          AI.ReadOnly = !M.eval(B.Writable, true).is_true();
          Owner[Bid] = A.getArgNo();
          // (An empty block still needs a buffer of its own.)
          if (AI.Buffer.empty())
            AI.Buffer.push_back(MemByte{});
        }
      }
      In.Args.push_back(std::move(AI));
      continue;
    }
    unsigned W = A.getType()->getScalarSizeInBits();
    std::vector<RtValue> Lanes;
    for (size_t K = 0; K < V.Lanes.size(); ++K) {
      const Lane &L = V.Lanes[K];
      RtValue X(apintOf(M.eval(L.V, true), W));
      if (M.eval(L.P, true).is_true())
        X.setPoison();
      else if (K < V.Undef.size() && M.eval(V.Undef[K], true).is_true())
        X.setUndef();
      Lanes.push_back(std::move(X));
    }
    AI.V = A.getType()->isVectorTy() ? RtValue::compound(std::move(Lanes))
                                     : std::move(Lanes.front());
    In.Args.push_back(std::move(AI));
  }
  return In;
}

namespace {

/// One refinement check: the encodings of both sides, the queries, and the
/// replay of a counterexample.
class RefinementQuery {
public:
  RefinementQuery(z3::context &C, Interpreter &SI, const Function &Src,
                  Interpreter &TI, const Function &Tgt, const CheckOptions &CO,
                  const SmtOptions &SO, const std::vector<SVal> &Args,
                  const FunctionEncoding &S, const FunctionEncoding &T)
      : C(C), SI(SI), Src(Src), TI(TI), Tgt(Tgt), CO(CO), SO(SO), Args(Args),
        S(S), T(T), Bad(bad()) {}

  /// Asks for a counterexample among the inputs with undef arguments
  /// (\p UndefInputs) or those without, within \p Ms: Verified if there
  /// is none, Violation if the interpreter confirms one (in \p Confirmed),
  /// else Unknown with \p Detail.
  SmtStatus decide(bool UndefInputs, unsigned Ms, FunctionResult &Confirmed,
                   std::string &Detail);

private:
  using Clock = std::chrono::steady_clock;
  z3::context &C;
  Interpreter &SI;
  const Function &Src;
  Interpreter &TI;
  const Function &Tgt;
  const CheckOptions &CO;
  const SmtOptions &SO;
  const std::vector<SVal> &Args;
  const FunctionEncoding &S, &T;
  /// An input and target choices on which the source has no UB and the
  /// target does not refine it, for the source choices in S.Choices.
  z3::expr Bad;

  z3::expr bad() const;
  /// Whether some byte of the caller's memory the target leaves does not
  /// refine the source's (for the byte a model picks).
  z3::expr memoryDiffers() const;
  /// Instances of the quantified \p Query with each source choice replaced
  /// by a target choice of the same origin (FunctionEncoding::
  /// ChoiceOrigins) or another candidate: the source picking what the
  /// target picked is the usual witness of a correct transformation.
  /// \p Restrict restricts a term to the inputs \p Query is about.
  std::vector<z3::expr>
  pairedChoices(const z3::expr &Query,
                function_ref<z3::expr(const z3::expr &)> Restrict) const;
  /// An input and target choices where \p Constraint holds and \p Query
  /// (Bad, or Bad for the inputs without undef) holds for every source
  /// choice (\p Model); unsat if there is none. \p Quantify: Z3's
  /// quantified query may be asked first (its quantifier engine ignores
  /// time limits on some queries with undef uses, gigabytes in minutes, so
  /// only without those).
  z3::check_result
  counterexample(const z3::expr &Query, bool Quantify,
                 const z3::expr &Constraint,
                 function_ref<z3::expr(const z3::expr &)> Restrict,
                 Clock::time_point Deadline, std::optional<z3::model> &Model,
                 std::string &Why);
  /// Whether the interpreter confirms \p M's input.
  bool confirm(const z3::model &M, FunctionResult &Confirmed,
               std::string &Detail);
};

} // namespace

z3::expr RefinementQuery::bad() const {
  assert(S.Ret.Lanes.size() == T.Ret.Lanes.size() && "same return type");
  // Lane by lane: source poison allows anything, else the target lane
  // is not poison and equal.
  z3::expr Refines = C.bool_val(true);
  for (size_t L = 0; L < S.Ret.Lanes.size(); ++L) {
    const Lane &SL = S.Ret.Lanes[L], &TL = T.Ret.Lanes[L];
    Refines = Refines && (SL.P || (!TL.P && SL.V == TL.V));
  }
  // Runs past the unroll bound are not encoded, hence not checked: the
  // target's are left out, and a source choice whose run gets past it
  // explains nothing (else it would explain everything). Inputs on which
  // every source choice gets past it are left out too: some choice, a copy
  // of the source's choices chosen with the input, stays within.
  z3::expr_vector Within(C);
  for (unsigned K = 0; K < S.Choices.size(); ++K)
    Within.push_back(C.constant(("src.within." + std::to_string(K)).c_str(),
                                S.Choices[K].get_sort()));
  z3::expr SomeSourceRunWithin = !S.Cut;
  SomeSourceRunWithin = SomeSourceRunWithin.substitute(S.Choices, Within);
  return SomeSourceRunWithin && !T.Cut && S.InputOK &&
         (S.Cut || (!S.UB && (T.UB || !Refines || memoryDiffers())));
}

z3::expr RefinementQuery::memoryDiffers() const {
  if (S.NonLocal.empty())
    return C.bool_val(false);
  // The bytes of the caller's blocks that either side may have written
  // (the others keep their input), bit by bit: a poison source bit allows
  // anything, an undef one any defined bit (LangRef "Undefined Values"), a
  // defined one only itself. The bytes are those of the run the source's
  // choices make, so "some byte differs" stays inside the quantifier over
  // them.
  auto Bits = [](const z3::expr &B) { return B.extract(7, 0); };
  auto Poison = [](const z3::expr &B) { return B.extract(15, 8); };
  auto Undef = [](const z3::expr &B) { return B.extract(23, 16); };
  z3::expr Differs = C.bool_val(false);
  for (const std::vector<z3::expr> *W : {&S.Written, &T.Written})
    for (const z3::expr &At : *W) {
      z3::expr Bid = At.extract(71, 64);
      z3::expr NonLocal =
          Bid != C.bv_val(0, 8) && z3::ule(Bid, C.bv_val(S.NonLocal.size(), 8));
      z3::expr SB = z3::select(*S.FinalMem, At),
               TB = z3::select(*T.FinalMem, At);
      z3::expr Ok =
          Poison(SB) |
          (~Poison(TB) & (Undef(SB) | (~Undef(TB) & ~(Bits(SB) ^ Bits(TB)))));
      Differs = Differs || (NonLocal && Ok != C.bv_val(0xFF, 8));
    }
  return Differs;
}

std::vector<z3::expr> RefinementQuery::pairedChoices(
    const z3::expr &Query,
    function_ref<z3::expr(const z3::expr &)> Restrict) const {
  // Candidate values for each source choice: the target's choices of its
  // origin; failing that (an undef that went through memory on one side
  // only), the target's choices of its width; and for a NaN choice or a
  // load of undef bits the target's returned lanes of its width (the
  // source taking the target's bits).
  std::map<std::string, std::vector<z3::expr>> TargetByOrigin;
  std::map<unsigned, std::vector<z3::expr>> TargetByWidth, ReturnByWidth;
  for (unsigned K = 0; K < T.Choices.size(); ++K) {
    TargetByOrigin[T.ChoiceOrigins[K]].push_back(T.Choices[K]);
    TargetByWidth[T.Choices[K].get_sort().bv_size()].push_back(T.Choices[K]);
  }
  for (const Lane &L : T.Ret.Lanes)
    ReturnByWidth[L.V.get_sort().bv_size()].push_back(Restrict(L.V));
  std::vector<std::pair<unsigned, std::vector<z3::expr>>> Paired;
  uint64_t Maps = 1;
  for (unsigned K = 0; K < S.Choices.size(); ++K) {
    unsigned W = S.Choices[K].get_sort().bv_size();
    std::vector<z3::expr> Ts;
    if (auto It = TargetByOrigin.find(S.ChoiceOrigins[K]);
        It != TargetByOrigin.end())
      Ts = It->second;
    else if (auto It = TargetByWidth.find(W); It != TargetByWidth.end())
      Ts = It->second;
    if (StringRef(S.ChoiceOrigins[K]).starts_with("nan.") ||
        StringRef(S.ChoiceOrigins[K]).starts_with("load."))
      if (auto It = ReturnByWidth.find(W); It != ReturnByWidth.end())
        Ts.insert(Ts.end(), It->second.begin(), It->second.end());
    if (Ts.empty())
      continue;
    Maps = std::min<uint64_t>(Maps * Ts.size(), UINT32_MAX);
    Paired.push_back({K, std::move(Ts)});
  }
  std::vector<z3::expr> Instances;
  if (Paired.empty())
    return Instances;
  auto Instance = [&](auto Pick) {
    z3::expr_vector From(C), To(C);
    for (unsigned P = 0; P < Paired.size(); ++P) {
      From.push_back(S.Choices[Paired[P].first]);
      To.push_back(Paired[P].second[Pick(P)]);
    }
    z3::expr B = Query;
    Instances.push_back(B.substitute(From, To));
  };
  // Every map from source choices to their candidates when there are few,
  // else the maps by rank and by reverse rank (uses are numbered in block
  // order, which the two sides need not share).
  if (Maps <= SO.MaxChoicePairings) {
    for (uint64_t M = 0; M < Maps; ++M)
      Instance([&, M](unsigned P) {
        uint64_t X = M;
        for (unsigned Q = 0; Q < P; ++Q)
          X /= Paired[Q].second.size();
        return unsigned(X % Paired[P].second.size());
      });
    return Instances;
  }
  for (bool Reverse : {false, true}) {
    std::map<std::string, unsigned> Rank;
    Instance([&](unsigned P) {
      size_t N = Paired[P].second.size();
      unsigned R =
          std::min<unsigned>(Rank[S.ChoiceOrigins[Paired[P].first]]++, N - 1);
      return unsigned(Reverse ? N - 1 - R : R);
    });
  }
  return Instances;
}

z3::check_result RefinementQuery::counterexample(
    const z3::expr &Query, bool Quantify, const z3::expr &Constraint,
    function_ref<z3::expr(const z3::expr &)> Restrict,
    Clock::time_point Deadline, std::optional<z3::model> &Model,
    std::string &Why) {
  // Source choices are angelic: the query must hold for all of them, an exists-
  // forall query. Z3's default solver (model-based quantifier
  // instantiation) decides many such queries quickly; where it gives up,
  // counterexample-guided refinement with quantifier-free queries takes
  // over: a candidate satisfies the query for every source choice met so far
  // (and for one it picks); a source choice that explains the candidate
  // joins those. (Z3's complete quantified bit-vector engine, logic BV,
  // ignores time limits and memory: not used.) Without source choices the
  // first candidate is the answer.
  auto Remaining = [&] {
    auto Ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                  Deadline - Clock::now())
                  .count();
    return unsigned(std::max<long long>(Ms, 1));
  };
  auto Limit = [&](z3::solver &Sol) {
    Sol.set(queryLimits(C, Remaining(), SO));
  };
  if (!S.Choices.empty() && Quantify) {
    z3::solver Q(C);
    Q.set(queryLimits(C, std::min(Remaining(), SO.QuantifiedMs), SO));
    Q.add(Constraint);
    Q.add(z3::forall(S.Choices, Query));
    z3::check_result R = Q.check();
    if (R == z3::unsat)
      return R;
    if (R == z3::sat) {
      Model = Q.get_model();
      return R;
    }
  }
  std::set<std::string> SourceChoices;
  for (const z3::expr &Ch : S.Choices)
    SourceChoices.insert(Ch.decl().name().str());
  z3::solver Cand(C);
  Cand.add(Constraint);
  Cand.add(Query);
  for (const z3::expr &G : pairedChoices(Query, Restrict))
    Cand.add(G);
  for (unsigned Round = 0; Round < SO.MaxRefinements; ++Round) {
    Limit(Cand);
    z3::check_result R = Cand.check();
    if (R == z3::unknown)
      Why = "the solver did not decide: " + Cand.reason_unknown();
    if (R != z3::sat)
      return R;
    z3::model M = Cand.get_model();
    if (S.Choices.empty()) {
      Model = M;
      return z3::sat;
    }
    // Does a source choice explain the candidate?
    z3::solver Explain(C);
    Explain.add(!Query);
    for (unsigned K = 0; K < M.num_consts(); ++K) {
      z3::func_decl D = M.get_const_decl(K);
      if (!SourceChoices.count(D.name().str()))
        Explain.add(D() == M.get_const_interp(D));
    }
    Limit(Explain);
    z3::check_result E = Explain.check();
    if (E == z3::unknown)
      Why = "the solver did not decide: " + Explain.reason_unknown();
    if (E == z3::unsat) {
      Model = M;
      return z3::sat;
    }
    if (E != z3::sat)
      return z3::unknown;
    z3::model X = Explain.get_model();
    z3::expr_vector Picked(C);
    for (const z3::expr &Ch : S.Choices)
      Picked.push_back(X.eval(Ch, true));
    z3::expr_vector From = S.Choices;
    z3::expr Q = Query;
    Cand.add(Q.substitute(From, Picked));
  }
  Why = "the source's choices explained " + std::to_string(SO.MaxRefinements) +
        " candidate counterexamples";
  return z3::unknown;
}

bool RefinementQuery::confirm(const z3::model &M, FunctionResult &Confirmed,
                              std::string &Detail) {
  std::optional<Input> MaybeCex = inputFromModel(M, Src, Args, S);
  if (!MaybeCex) {
    if (Detail.empty())
      Detail = "the counterexample's memory is too large to replay";
    return false;
  }
  Input Cex = std::move(*MaybeCex);
  CheckOptions Replay = CO;
  Replay.Inputs.Count = 0;
  Replay.Inputs.Extra = {Cex};
  FunctionResult FR = checkRefinement(SI, Src, TI, Tgt, Replay);
  if (FR.V == Verdict::Violation) {
    Confirmed = std::move(FR);
    return true;
  }
  if (Detail.empty()) {
    Detail = "the interpreter did not confirm the counterexample " +
             describeInput(SI, Src, Cex) + " (" + verdictName(FR.V);
    for (auto &[Reason, N] : FR.Reasons)
      Detail += "; " + Reason;
    Detail += ")";
  }
  if (SO.Debug) {
    errs() << "smt: @" << Src.getName() << ": unconfirmed "
           << describeInput(SI, Src, Cex) << " (" << verdictName(FR.V) << ")\n";
    errs() << "smt: model:\n" << M.to_string() << "\n";
  }
  return false;
}

SmtStatus RefinementQuery::decide(bool UndefInputs, unsigned Ms,
                                  FunctionResult &Confirmed,
                                  std::string &Detail) {
  Clock::time_point Deadline = Clock::now() + std::chrono::milliseconds(Ms);
  z3::expr_vector Us(C), Falses(C);
  z3::expr InputFilter = C.bool_val(false);
  // An undef lane that is poison too is poison: those inputs are the
  // others'.
  for (const SVal &V : Args)
    for (size_t L = 0; L < V.Undef.size(); ++L) {
      Us.push_back(V.Undef[L]);
      Falses.push_back(C.bool_val(false));
      InputFilter = InputFilter || (V.Undef[L] && !V.Lanes[L].P);
    }
  // Without undef inputs their uses' choices drop out of the query.
  auto ForInputs = [&](const z3::expr &X) {
    z3::expr Y = X;
    return UndefInputs ? Y : Y.substitute(Us, Falses).simplify();
  };
  z3::expr Query = ForInputs(Bad);
  if (!UndefInputs)
    InputFilter = C.bool_val(true);
  // The quantifier order this query does not model (Alive2's): a freeze's
  // choice is made before the caller's uses of an undef the target
  // returns (LangRef "Undefined Values": each use may see another value),
  // so a frozen source value does not explain a returned undef.
  bool SourceFreezes = false;
  for (const std::string &O : S.ChoiceOrigins)
    SourceFreezes |= StringRef(O).starts_with("freeze.");
  if (!ForInputs(T.UndefReused).simplify().is_false()) {
    Detail = "a value the target computes from an undef has several uses "
             "or is stored (not modelled: each use or load may see another "
             "value)";
    return SmtStatus::Unknown;
  }
  if (SourceFreezes && !ForInputs(T.RetMayBeUndef).simplify().is_false()) {
    Detail = "the target may return an undef where the source freezes "
             "(not modelled: the freeze's choice precedes the uses of the "
             "returned undef)";
    return SmtStatus::Unknown;
  }
  // The interpreter must confirm a counterexample. It samples the
  // target's choices as all zeros, all ones and random bits; if the
  // model's target choices are others, ask again with the target's
  // choices fixed to zeros, then to ones.
  // The replay places the caller's blocks at addresses aligned to 16 and
  // needs their bytes: after the first model, ask for such blocks.
  z3::expr Replayable = C.bool_val(true);
  for (const FunctionEncoding::NonLocalBlock &B : S.NonLocal)
    Replayable = Replayable && B.Base.extract(3, 0) == C.bv_val(0, 4) &&
                 z3::ule(B.Size, C.bv_val(4096, 64));
  for (int Attempt = 0; Attempt < 4; ++Attempt) {
    z3::expr Constraint = InputFilter;
    if (Attempt > 0) {
      if (T.Choices.empty() && S.NonLocal.empty())
        break;
      Constraint = Constraint && Replayable;
    }
    if (Attempt > 1) {
      if (T.Choices.empty())
        break;
      for (const z3::expr &Ch : T.Choices) {
        unsigned W = Ch.get_sort().bv_size();
        Constraint = Constraint &&
                     Ch == (Attempt == 2 ? C.bv_val(0, W)
                                         : bvConst(C, APInt::getAllOnes(W)));
      }
    }
    std::optional<z3::model> M;
    std::string Why;
    z3::check_result R = counterexample(Query, !UndefInputs, Constraint,
                                        ForInputs, Deadline, M, Why);
    if (Attempt == 0 && R != z3::sat) {
      Detail = Why;
      return R == z3::unsat ? SmtStatus::Verified : SmtStatus::Unknown;
    }
    if (R == z3::sat && confirm(*M, Confirmed, Detail))
      return SmtStatus::Violation;
  }
  return SmtStatus::Unknown;
}

SmtCheckResult
refinery::smtCheckRefinement(Interpreter &SI, const Function &Src,
                             Interpreter &TI, const Function &Tgt,
                             const CheckOptions &CO, const SmtOptions &SO) {
  auto Start = std::chrono::steady_clock::now();
  SmtCheckResult R;
  auto Done = [&](SmtStatus St, std::string Detail) {
    R.Status = St;
    R.Detail = std::move(Detail);
    R.Ms = std::chrono::duration<double, std::milli>(
               std::chrono::steady_clock::now() - Start)
               .count();
    return R;
  };
  if (Src.getFunctionType() != Tgt.getFunctionType())
    return Done(SmtStatus::OutsideFragment,
                "the functions have different signatures");
  // One context per check: no state is shared between checks.
  z3::context C;
  try {
    std::vector<SVal> Args;
    std::string Why;
    if (!makeInputVars(C, Src, Args, Why, /*AllowUnknown=*/false,
                       /*UndefInputs=*/true))
      return Done(SmtStatus::OutsideFragment, Why);
    FunctionEncoding S = encodeFunction(C, Src, Args, "src", false, false,
                                        /*Target=*/false, SO.Unroll);
    if (!S.InFragment)
      return Done(SmtStatus::OutsideFragment, "source: " + S.Why);
    FunctionEncoding T = encodeFunction(C, Tgt, Args, "tgt", false, false,
                                        /*Target=*/true, SO.Unroll);
    if (!T.InFragment)
      return Done(SmtStatus::OutsideFragment, "target: " + T.Why);
    if (S.HasLoops || T.HasLoops) {
      // When no run of either side gets past the bound, the proof covers
      // every run.
      z3::solver Sol(C);
      Sol.set(queryLimits(C, SO.QuantifiedMs, SO));
      Sol.add(S.Cut || T.Cut);
      if (Sol.check() != z3::unsat)
        R.Unrolled = SO.Unroll;
    }
    RefinementQuery Q(C, SI, Src, TI, Tgt, CO, SO, Args, S, T);
    // First the inputs without undef arguments, then (each undef use a
    // quantified source choice, the costly part) the others.
    bool AnyUndef = false;
    for (const SVal &V : Args)
      AnyUndef |= !V.Undef.empty();
    std::string D;
    SmtStatus St = Q.decide(false, SO.TimeoutMs, R.Confirmed, D);
    if (St != SmtStatus::Verified || !AnyUndef)
      return Done(St, D);
    St = Q.decide(true, std::min(SO.TimeoutMs, SO.UndefTimeoutMs), R.Confirmed,
                  D);
    if (St == SmtStatus::Unknown)
      D = "refinement holds for every input without undef arguments; with "
          "undef ones: " +
          D;
    return Done(St, D);
  } catch (const z3::exception &X) {
    return Done(SmtStatus::Unknown, std::string("solver error: ") + X.msg());
  }
}

std::vector<FunctionResult>
refinery::checkPairsSmt(const Module &Src, const Module &Tgt,
                        ArrayRef<FunctionPair> Pairs, CheckOptions Opts,
                        const SmtCheckConfig &Config, bool StopAtViolation) {
  CheckInterpreters Interps(Src, Tgt, Opts.Exec);
  Opts.Exec.Layout = &Interps.Layout;
  Interpreter &SI = Interps.Source, &TI = Interps.Target;
  std::vector<FunctionResult> Results;
  for (const auto &[S, T] : Pairs) {
    std::optional<SmtCheckResult> Proof;
    if (Config.Prove)
      Proof = smtCheckRefinement(SI, *S, TI, *T, Opts, Config.Opts);
    if (Proof && Proof->Status == SmtStatus::Violation) {
      FunctionResult R = std::move(Proof->Confirmed);
      R.Smt = Proof->Status;
      R.SmtMs = Proof->Ms;
      Results.push_back(std::move(R));
      if (StopAtViolation)
        break;
      continue;
    }
    CheckOptions PairOpts = Opts;
    bool Verified = Proof && Proof->Status == SmtStatus::Verified;
    std::vector<Input> Synth;
    if (Config.SynthesizeInputs && !Verified) {
      Synth = synthesizeBoundaryInputs(*S, Config.Opts);
      PairOpts.Inputs.Extra.insert(PairOpts.Inputs.Extra.end(), Synth.begin(),
                                   Synth.end());
    }
    FunctionResult R = checkRefinement(SI, *S, TI, *T, PairOpts);
    R.SynthesizedInputs = Synth.size();
    if (Proof) {
      R.Smt = Proof->Status;
      R.SmtDetail = Proof->Detail;
      R.SmtMs = Proof->Ms;
      R.SmtUnrolled = Proof->Unrolled;
      // A proof is final unless the interpreter disagrees (a violation on
      // concrete inputs is confirmed by construction): then the proof was
      // wrong, which is a bug of Refinery's, and the violation stands.
      if (Verified && R.V != Verdict::Violation)
        R.V = Verdict::Verified;
      else if (Verified && Proof->Unrolled)
        R.SmtDetail = "the solver proved refinement for runs within " +
                      std::to_string(Proof->Unrolled) +
                      " back edges; the interpreter found a violation (a "
                      "longer run, or a bug in Refinery's encoding)";
      else if (Verified)
        R.SmtDetail = "the solver proved refinement but the interpreter "
                      "found a violation: a bug in Refinery's encoding";
    }
    Results.push_back(std::move(R));
    if (StopAtViolation && Results.back().V == Verdict::Violation)
      break;
  }
  return Results;
}
