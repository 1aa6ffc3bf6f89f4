//===- oracle/smt/Prover.cpp - Refinement proofs and counterexamples ------===//
//
// The query asks for an input and target choices such that, for every
// source choice, the source has no UB and the target has UB or a lane that
// does not refine the source's (LangRef "Poison Values": poison is refined
// by anything; "'freeze' Instruction": each freeze picks one arbitrary
// value). unsat: verified. sat: the model's input is replayed by the
// interpreter; only a confirmed violation is reported.
//
//===----------------------------------------------------------------------===//
#include "oracle/Interpreter.h"
#include "oracle/smt/Encoder.h"
#include "oracle/smt/Smt.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>

using namespace llvm;
using namespace refinery;
using namespace refinery::smt;

/// The input a model gives the parameters of \p F.
static Input inputFromModel(const z3::model &M, const Function &F,
                            const std::vector<SVal> &Args) {
  Input In;
  for (const Argument &A : F.args()) {
    const SVal &V = Args[A.getArgNo()];
    unsigned W = A.getType()->getScalarSizeInBits();
    std::vector<RtValue> Lanes;
    for (const Lane &L : V.Lanes) {
      RtValue X(apintOf(M.eval(L.V, true), W));
      if (M.eval(L.P, true).is_true())
        X.setPoison();
      Lanes.push_back(std::move(X));
    }
    ArgInput AI;
    AI.V = A.getType()->isVectorTy() ? RtValue::compound(std::move(Lanes))
                                     : std::move(Lanes.front());
    In.Args.push_back(std::move(AI));
  }
  return In;
}

SmtCheckResult
refinery::smtCheckRefinement(Interpreter &SI, const Function &Src,
                             Interpreter &TI, const Function &Tgt,
                             const CheckOptions &CO, const SmtOptions &SO) {
  auto Start = std::chrono::steady_clock::now();
  SmtCheckResult R;
  auto Done = [&](SmtStatus S, std::string Detail) {
    R.Status = S;
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
    if (!makeInputVars(C, Src, Args, Why))
      return Done(SmtStatus::OutsideFragment, Why);
    FunctionEncoding S = encodeFunction(C, Src, Args, "src", false, false);
    if (!S.InFragment)
      return Done(SmtStatus::OutsideFragment, "source: " + S.Why);
    FunctionEncoding T = encodeFunction(C, Tgt, Args, "tgt", false, false);
    if (!T.InFragment)
      return Done(SmtStatus::OutsideFragment, "target: " + T.Why);
    assert(S.Ret.Lanes.size() == T.Ret.Lanes.size() && "same return type");
    // Lane by lane: source poison allows anything, else the target lane
    // is not poison and equal.
    z3::expr Refines = C.bool_val(true);
    for (size_t L = 0; L < S.Ret.Lanes.size(); ++L) {
      const Lane &SL = S.Ret.Lanes[L], &TL = T.Ret.Lanes[L];
      Refines = Refines && (SL.P || (!TL.P && SL.V == TL.V));
    }
    z3::expr Bad = !S.UB && (T.UB || !Refines);
    // Source choices are angelic: the violation must hold for all of them.
    if (!S.Choices.empty())
      Bad = z3::forall(S.Choices, Bad);
    z3::solver Sol(C);
    z3::params P(C);
    P.set("timeout", SO.TimeoutMs);
    Sol.set(P);
    Sol.add(Bad);
    switch (Sol.check()) {
    case z3::unsat:
      return Done(SmtStatus::Verified, "");
    case z3::unknown:
      return Done(SmtStatus::Unknown,
                  "the solver did not decide: " + Sol.reason_unknown());
    case z3::sat:
      break;
    }
    // Replay: the interpreter must confirm the violation on the input. It
    // samples the target's choices as all zeros, all ones and random bits;
    // if the model's target choices are others, ask again with the
    // target's choices fixed to zeros, then to ones.
    std::string D;
    for (int Attempt = 0; Attempt < 3; ++Attempt) {
      if (Attempt > 0) {
        if (T.Choices.empty())
          break;
        Sol.push();
        for (const z3::expr &Ch : T.Choices) {
          unsigned W = Ch.get_sort().bv_size();
          Sol.add(Ch == (Attempt == 1 ? C.bv_val(0, W)
                                      : bvConst(C, APInt::getAllOnes(W))));
        }
        z3::check_result Again = Sol.check();
        if (Again != z3::sat) {
          Sol.pop();
          continue;
        }
      }
      z3::model M = Sol.get_model();
      if (Attempt > 0)
        Sol.pop();
      Input Cex = inputFromModel(M, Src, Args);
      CheckOptions Replay = CO;
      Replay.Inputs.Count = 0;
      Replay.Inputs.Extra = {Cex};
      FunctionResult FR = checkRefinement(SI, Src, TI, Tgt, Replay);
      if (FR.V == Verdict::Violation) {
        R.Confirmed = std::move(FR);
        return Done(SmtStatus::Violation, "");
      }
      if (D.empty()) {
        D = "the interpreter did not confirm the counterexample " +
            describeInput(SI, Src, Cex) + " (" + verdictName(FR.V);
        for (auto &[Reason, N] : FR.Reasons)
          D += "; " + Reason;
        D += ")";
      }
      if (SO.Debug) {
        errs() << "smt: @" << Src.getName() << ": unconfirmed "
               << describeInput(SI, Src, Cex) << " (" << verdictName(FR.V)
               << ")\n";
        errs() << "smt: model:\n" << M.to_string() << "\n";
      }
    }
    return Done(SmtStatus::Unknown, D);
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
      // A proof is final unless the interpreter disagrees (a violation on
      // concrete inputs is confirmed by construction): then the proof was
      // wrong, which is a bug of Refinery's, and the violation stands.
      if (Verified && R.V != Verdict::Violation)
        R.V = Verdict::Verified;
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
