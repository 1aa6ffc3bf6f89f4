//===- oracle/smt/Synth.cpp - Boundary inputs from the solver -------------===//
//
// For each condition the approximate encoding of the source collects (a
// poison-generating flag, a UB guard, a shift amount, a comparison, a
// branch), one query over two copies of the inputs: one on whose path the
// condition fires, and one within +-1 of it in every integer argument on
// whose path it does not (the edge: just overflowing and just not). The
// first try also asks for no UB in the source; without it if that fails;
// then for a firing input alone.
//
//===----------------------------------------------------------------------===//
#include "oracle/smt/Encoder.h"
#include "oracle/smt/Smt.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <set>

using namespace llvm;
using namespace refinery;
using namespace refinery::smt;

namespace {

class Synthesizer {
public:
  Synthesizer(const Function &F, const SmtOptions &SO, z3::context &C)
      : F(F), SO(SO), C(C), Start(std::chrono::steady_clock::now()) {}
  std::vector<Input> run();

private:
  const Function &F;
  const SmtOptions &SO;
  z3::context &C;
  std::chrono::steady_clock::time_point Start;
  std::vector<Input> Out;
  /// The bit patterns already produced (to skip duplicates).
  std::set<std::vector<std::string>> Seen;
  Input Template;

  double elapsedMs() const {
    return std::chrono::duration<double, std::milli>(
               std::chrono::steady_clock::now() - Start)
        .count();
  }
  bool full() const {
    return Out.size() >= SO.MaxSynthInputs || elapsedMs() >= SO.SynthBudgetMs;
  }
  /// Adds the model's input; returns the model values of the integer
  /// lanes (for the neighbour query).
  void add(const z3::model &M, const std::vector<SVal> &Args);
};

} // namespace

void Synthesizer::add(const z3::model &M, const std::vector<SVal> &Args) {
  Input In = Template;
  std::vector<std::string> Key;
  for (const Argument &A : F.args()) {
    const SVal &V = Args[A.getArgNo()];
    if (V.unknown())
      continue;
    unsigned W = A.getType()->getScalarSizeInBits();
    std::vector<RtValue> Lanes;
    for (const Lane &L : V.Lanes) {
      APInt X = apintOf(M.eval(L.V, true), W);
      Key.push_back(llvm::toString(X, 16, false));
      Lanes.push_back(RtValue(std::move(X)));
    }
    ArgInput &AI = In.Args[A.getArgNo()];
    AI = ArgInput();
    AI.V = A.getType()->isVectorTy() ? RtValue::compound(std::move(Lanes))
                                     : std::move(Lanes.front());
  }
  if (!Seen.insert(Key).second)
    return;
  Out.push_back(std::move(In));
}

std::vector<Input> Synthesizer::run() {
  if (F.isDeclaration() || F.arg_size() == 0)
    return Out;
  unsigned PB = F.getParent()->getDataLayout().getPointerSizeInBits();
  // Pointer parameters keep the buffers of the concrete input set's first
  // input.
  InputOptions IO;
  IO.Count = 1;
  std::vector<Input> First = makeInputs(F, PB, IO);
  if (First.empty())
    return Out;
  Template = First.front();
  try {
    std::vector<SVal> Args;
    std::string Why;
    makeInputVars(C, F, Args, Why, /*AllowUnknown=*/true);
    FunctionEncoding E = encodeFunction(C, F, Args, "src",
                                        /*Approximate=*/true,
                                        /*CollectBoundaries=*/true);
    z3::solver Sol(C);
    Sol.set(queryLimits(C, SO.SynthQueryMs, SO));
    // Synthesized inputs are never poison (the concrete input set has
    // poison inputs of its own).
    for (const SVal &V : Args)
      for (const Lane &L : V.Lanes)
        Sol.add(!L.P);
    // A second copy of the inputs, for the input next to the boundary.
    z3::expr_vector From(C), To(C);
    std::vector<SVal> Next = Args;
    for (SVal &V : Next)
      for (Lane &L : V.Lanes) {
        std::string N = "next." + L.V.to_string();
        z3::expr NV = C.bv_const(N.c_str(), L.V.get_sort().bv_size());
        z3::expr NP = C.bool_const((N + ".poison").c_str());
        From.push_back(L.V);
        To.push_back(NV);
        From.push_back(L.P);
        To.push_back(NP);
        L = {NV, NP};
        Sol.add(!NP);
      }
    z3::expr Near = C.bool_val(true);
    for (size_t A = 0; A < Args.size(); ++A)
      for (size_t L = 0; L < Args[A].Lanes.size(); ++L) {
        z3::expr D = Next[A].Lanes[L].V - Args[A].Lanes[L].V;
        unsigned W = D.get_sort().bv_size();
        Near = Near && (D == C.bv_val(0, W) || D == C.bv_val(1, W) ||
                        D == C.bv_val(-1, W));
      }
    z3::expr UB2 = z3::expr(E.UB).substitute(From, To);
    for (const BoundaryPoint &B : E.Boundaries) {
      if (full())
        break;
      z3::expr Fires2 = z3::expr(B.Fires).substitute(From, To);
      z3::expr Reach2 = z3::expr(B.Reach).substitute(From, To);
      // Just firing, and next to it just not: one query over both copies;
      // without the no-UB wish if that fails; else just firing.
      const char *Found = "no input";
      for (int Try = 0; Try < 4 && !full(); ++Try) {
        bool Pair = Try < 2, NoUB = Try % 2 == 0;
        Sol.push();
        Sol.add(B.Reach && B.Fires);
        if (NoUB)
          Sol.add(!E.UB);
        if (Pair) {
          Sol.add(Reach2 && !Fires2 && Near);
          if (NoUB)
            Sol.add(!UB2);
        }
        bool Sat = Sol.check() == z3::sat;
        if (Sat) {
          z3::model M = Sol.get_model();
          add(M, Args);
          if (Pair)
            add(M, Next);
          Found = Pair ? "both sides" : "fires";
        }
        Sol.pop();
        if (Sat)
          break;
      }
      if (SO.Debug)
        errs() << "smt-inputs: @" << F.getName() << ": " << B.What << " at "
               << *B.I << ": " << Found << "\n";
    }
  } catch (const z3::exception &X) {
    if (SO.Debug)
      errs() << "smt-inputs: @" << F.getName() << ": solver error: " << X.msg()
             << "\n";
  }
  return Out;
}

std::vector<Input> refinery::synthesizeBoundaryInputs(const Function &Src,
                                                      const SmtOptions &SO) {
  // One context per call: no state shared with other checks.
  z3::context C;
  return Synthesizer(Src, SO, C).run();
}

SynthSession::SynthSession() = default;
SynthSession::~SynthSession() = default;

std::vector<Input> SynthSession::synthesize(const Function &Src,
                                            const SmtOptions &SO) {
  if (!Ctx || Uses == RenewAfter) {
    Ctx = std::make_unique<z3::context>();
    Uses = 0;
  }
  ++Uses;
  return Synthesizer(Src, SO, *Ctx).run();
}
