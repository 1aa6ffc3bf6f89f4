//===- oracle/smt/LaneProbe.cpp - Concrete evaluation of lane encodings ---===//
#include "oracle/smt/LaneProbe.h"
#include "oracle/smt/Encoder.h"
#include "oracle/smt/LaneOps.h"
#include "semantics/Intrinsics.h"
#include "llvm/IR/Function.h"

using namespace llvm;
using namespace refinery;
using namespace refinery::smt;

struct LaneProbe::Impl {
  z3::context C;
  z3::expr_vector Vars{C};
  std::vector<Lane> Ops;
  std::optional<z3::expr> Choice;
  std::optional<Lane> Out, Out2;
  std::optional<z3::expr> UB;
  std::vector<unsigned> Widths;
  unsigned OutWidth = 0;

  void operand(unsigned W) {
    unsigned K = Ops.size();
    z3::expr V = C.bv_const(("op" + std::to_string(K)).c_str(), W);
    z3::expr P = C.bool_const(("op" + std::to_string(K) + ".poison").c_str());
    Ops.push_back({V, P});
    Widths.push_back(W);
  }
  /// \p N operands of width \p W.
  void operands(unsigned N, unsigned W) {
    for (unsigned K = 0; K < N; ++K)
      operand(W);
  }
  /// The encoding's result lane and UB, a lane of width \p W.
  void result(const LaneResult &R, unsigned W) {
    Out = R.L;
    UB = R.UB;
    OutWidth = W;
  }
};

LaneProbe::LaneProbe(std::unique_ptr<Impl> I) : P(std::move(I)) {}
LaneProbe::~LaneProbe() = default;

std::unique_ptr<LaneProbe> LaneProbe::binary(Instruction::BinaryOps Op,
                                             unsigned Flags, unsigned Width) {
  auto I = std::make_unique<Impl>();
  I->operands(2, Width);
  I->result(encodeBinary(Op, Flags, I->Ops[0], I->Ops[1]), Width);
  return std::unique_ptr<LaneProbe>(new LaneProbe(std::move(I)));
}

std::unique_ptr<LaneProbe> LaneProbe::compare(CmpInst::Predicate Pred,
                                              unsigned Flags, unsigned Width) {
  auto I = std::make_unique<Impl>();
  I->operands(2, Width);
  I->result(encodeCompare(Pred, Flags, I->Ops[0], I->Ops[1]), 1);
  return std::unique_ptr<LaneProbe>(new LaneProbe(std::move(I)));
}

std::unique_ptr<LaneProbe> LaneProbe::cast(Instruction::CastOps Op,
                                           unsigned Flags, unsigned SrcWidth,
                                           unsigned DstWidth) {
  auto I = std::make_unique<Impl>();
  I->operand(SrcWidth);
  I->result(encodeCast(Op, Flags, I->Ops[0], DstWidth), DstWidth);
  return std::unique_ptr<LaneProbe>(new LaneProbe(std::move(I)));
}

std::unique_ptr<LaneProbe> LaneProbe::select(unsigned Width) {
  auto I = std::make_unique<Impl>();
  I->operand(1);
  I->operands(2, Width);
  I->Out = encodeSelect(I->Ops[0], I->Ops[1], I->Ops[2]);
  I->OutWidth = Width;
  return std::unique_ptr<LaneProbe>(new LaneProbe(std::move(I)));
}

std::unique_ptr<LaneProbe> LaneProbe::freeze(unsigned Width) {
  auto I = std::make_unique<Impl>();
  I->operand(Width);
  I->Choice = I->C.bv_const("choice", Width);
  I->Out = encodeFreeze(I->Ops[0], *I->Choice);
  I->OutWidth = Width;
  return std::unique_ptr<LaneProbe>(new LaneProbe(std::move(I)));
}

std::unique_ptr<LaneProbe> LaneProbe::intrinsic(Intrinsic::ID ID,
                                                unsigned NumOps, unsigned Width,
                                                bool Flag,
                                                unsigned ResultBits) {
  assert(findLaneWiseIntrinsic(ID) && "not a lane-wise intrinsic");
  auto I = std::make_unique<Impl>();
  I->operands(NumOps, Width);
  I->Out = encodeIntrinsicLane(ID, I->Ops, Flag, ResultBits);
  I->OutWidth = ResultBits;
  return std::unique_ptr<LaneProbe>(new LaneProbe(std::move(I)));
}

std::unique_ptr<LaneProbe> LaneProbe::withOverflow(Intrinsic::ID ID,
                                                   unsigned Width) {
  auto I = std::make_unique<Impl>();
  I->operands(2, Width);
  auto [V, O] = encodeWithOverflowLane(ID, I->Ops[0], I->Ops[1]);
  I->Out = V;
  I->Out2 = O;
  I->OutWidth = Width;
  return std::unique_ptr<LaneProbe>(new LaneProbe(std::move(I)));
}

LaneProbe::Result LaneProbe::eval(ArrayRef<APInt> Vals, ArrayRef<bool> Poison,
                                  const APInt *Choice) {
  Impl &I = *P;
  assert(Vals.size() == I.Ops.size() && Poison.size() == I.Ops.size() &&
         "one value and poison bit per operand");
  z3::expr_vector From(I.C), To(I.C);
  for (size_t K = 0; K < I.Ops.size(); ++K) {
    From.push_back(I.Ops[K].V);
    To.push_back(bvConst(I.C, Vals[K]));
    From.push_back(I.Ops[K].P);
    To.push_back(I.C.bool_val(Poison[K]));
  }
  if (I.Choice) {
    assert(Choice && "freeze needs a choice");
    From.push_back(*I.Choice);
    To.push_back(bvConst(I.C, *Choice));
  }
  auto Eval = [&](const z3::expr &E) {
    z3::expr R = z3::expr(E).substitute(From, To).simplify();
    assert((R.is_numeral() || R.is_true() || R.is_false()) &&
           "the encoding did not evaluate to a constant");
    return R;
  };
  auto Scalar = [&](const Lane &L, unsigned W) {
    if (I.UB && Eval(*I.UB).is_true())
      return ScalarResult::ub("ub", W);
    if (Eval(L.P).is_true())
      return ScalarResult::poison(W);
    return ScalarResult::value(apintOf(Eval(L.V), W));
  };
  Result R{Scalar(*I.Out, I.OutWidth), std::nullopt};
  if (I.Out2)
    R.Second = Scalar(*I.Out2, 1);
  return R;
}

struct FunctionProbe::Impl {
  z3::context C;
  std::vector<SVal> Args;
  std::optional<FunctionEncoding> Enc;
  unsigned RetWidth = 0;

  /// \p E under \p From := \p To: a numeral or a Boolean constant.
  z3::expr eval(const z3::expr &E, const z3::expr_vector &From,
                const z3::expr_vector &To) {
    z3::expr R = z3::expr(E).substitute(From, To).simplify();
    if (R.is_numeral() || R.is_true() || R.is_false())
      return R;
    // (What simplify leaves of array terms, a model evaluates.)
    z3::solver S(C);
    z3::check_result CR = S.check();
    assert(CR == z3::sat && "an empty solver is satisfiable");
    (void)CR;
    return S.get_model().eval(R, true);
  }
};

FunctionProbe::FunctionProbe(std::unique_ptr<Impl> I) : P(std::move(I)) {}
FunctionProbe::~FunctionProbe() = default;

std::unique_ptr<FunctionProbe> FunctionProbe::create(const Function &F,
                                                     std::string &Why) {
  auto I = std::make_unique<Impl>();
  if (!makeInputVars(I->C, F, I->Args, Why))
    return nullptr;
  FunctionEncoding E = encodeFunction(I->C, F, I->Args, "probe",
                                      /*Approximate=*/false,
                                      /*CollectBoundaries=*/false);
  if (!E.InFragment) {
    Why = E.Why;
    return nullptr;
  }
  I->RetWidth = F.getReturnType()->getScalarSizeInBits();
  I->Enc.emplace(std::move(E));
  return std::unique_ptr<FunctionProbe>(new FunctionProbe(std::move(I)));
}

std::vector<ScalarResult> FunctionProbe::eval(ArrayRef<APInt> Vals,
                                              ArrayRef<bool> Poison) {
  Impl &I = *P;
  assert(Vals.size() == I.Args.size() && Poison.size() == I.Args.size() &&
         "one value and poison bit per parameter");
  z3::expr_vector From(I.C), To(I.C);
  for (size_t K = 0; K < I.Args.size(); ++K) {
    assert(I.Args[K].Lanes.size() == 1 && "scalar parameters only");
    From.push_back(I.Args[K].Lanes[0].V);
    To.push_back(bvConst(I.C, Vals[K]));
    From.push_back(I.Args[K].Lanes[0].P);
    To.push_back(I.C.bool_val(Poison[K]));
  }
  for (const z3::expr &Ch : I.Enc->Choices) {
    From.push_back(Ch);
    To.push_back(I.C.bv_val(0, Ch.get_sort().bv_size()));
  }
  if (I.eval(I.Enc->UB, From, To).is_true())
    return {ScalarResult::ub("ub", I.RetWidth)};
  std::vector<ScalarResult> R;
  for (const Lane &L : I.Enc->Ret.Lanes) {
    if (I.eval(L.P, From, To).is_true())
      R.push_back(ScalarResult::poison(I.RetWidth));
    else
      R.push_back(
          ScalarResult::value(apintOf(I.eval(L.V, From, To), I.RetWidth)));
  }
  return R;
}
