//===- tests/unit/SmtLaneTest.cpp - SMT encoding vs. the interpreter ------===//
///
/// \file
/// Compares the Z3 encoding of every integer lane operation
/// (oracle/smt/LaneOps.h, evaluated through LaneProbe) with the
/// interpreter's own rules (semantics/IntOps, semantics/Intrinsics)
/// exhaustively at widths 1 to 4: every operand pair, every placement of
/// poison, every flag combination: value, poison and UB must agree. bswap
/// (legal only at multiples of 16 bits) is compared on a sample of i16.
/// Memory (oracle/smt/EncodeMemory.cpp) is compared function by function
/// (FunctionProbe against the interpreter) on every index in and around
/// an alloca's bounds, with poison.
///
//===----------------------------------------------------------------------===//
#include "TestIR.h"
#include "oracle/Interpreter.h"
#include "oracle/smt/LaneProbe.h"
#include "oracle/smt/Smt.h"
#include "semantics/IntOps.h"
#include "semantics/Intrinsics.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <gtest/gtest.h>

using namespace llvm;
using namespace refinery;

namespace {

constexpr unsigned MinWidth = 1, MaxWidth = 4;

std::string show(const ScalarResult &R) {
  switch (R.K) {
  case ScalarResult::UB:
    return "ub";
  case ScalarResult::Poison:
    return "poison";
  default:
    return "value " + toString(R.V, 10, false);
  }
}

bool same(const ScalarResult &A, const ScalarResult &B) {
  if (A.K != B.K)
    return false;
  return A.K != ScalarResult::Value || A.V == B.V;
}

/// Counts cases and mismatches; reports the first few in full.
struct Tally {
  unsigned Cases = 0, Mismatches = 0;
  void check(const ScalarResult &Smt, const ScalarResult &Ref,
             const std::string &What) {
    ++Cases;
    if (same(Smt, Ref))
      return;
    if (++Mismatches <= 20)
      ADD_FAILURE() << What << ": smt " << show(Smt) << ", interpreter "
                    << show(Ref);
  }
};

/// Every operand vector of \p N operands of \p W bits, each also poison.
template <typename Fn>
void forAllOperands(unsigned N, ArrayRef<unsigned> Widths, Fn F) {
  SmallVector<APInt, 4> Vals;
  SmallVector<bool, 4> Poison;
  std::function<void(unsigned)> Rec = [&](unsigned K) {
    if (K == N) {
      F(ArrayRef<APInt>(Vals), ArrayRef<bool>(Poison));
      return;
    }
    unsigned W = Widths[K];
    for (uint64_t X = 0; X < (uint64_t(1) << W); ++X)
      for (bool P : {false, true}) {
        // The bits of a poison operand do not matter: two suffice.
        if (P && X > 1)
          continue;
        Vals.push_back(APInt(W, X));
        Poison.push_back(P);
        Rec(K + 1);
        Vals.pop_back();
        Poison.pop_back();
      }
  };
  Rec(0);
}

std::string describe(const char *Op, unsigned Flags, ArrayRef<APInt> V,
                     ArrayRef<bool> P) {
  std::string S = std::string(Op) + " flags=" + std::to_string(Flags);
  for (size_t K = 0; K < V.size(); ++K)
    S += P[K] ? " poison" : " " + toString(V[K], 10, false);
  return S;
}

TEST(SmtLaneTest, BinaryOperatorsAgreeExhaustively) {
  struct OpFlags {
    Instruction::BinaryOps Op;
    std::vector<unsigned> Flags;
  };
  std::vector<unsigned> Wrap = {0, FlagNSW, FlagNUW, FlagNSW | FlagNUW};
  std::vector<OpFlags> Ops = {{Instruction::Add, Wrap},
                              {Instruction::Sub, Wrap},
                              {Instruction::Mul, Wrap},
                              {Instruction::Shl, Wrap},
                              {Instruction::UDiv, {0, FlagExact}},
                              {Instruction::SDiv, {0, FlagExact}},
                              {Instruction::LShr, {0, FlagExact}},
                              {Instruction::AShr, {0, FlagExact}},
                              {Instruction::URem, {0}},
                              {Instruction::SRem, {0}},
                              {Instruction::And, {0}},
                              {Instruction::Or, {0, FlagDisjoint}},
                              {Instruction::Xor, {0}}};
  Tally T;
  for (const OpFlags &O : Ops)
    for (unsigned Flags : O.Flags)
      for (unsigned W = MinWidth; W <= MaxWidth; ++W) {
        auto Probe = LaneProbe::binary(O.Op, Flags, W);
        forAllOperands(2, {W, W}, [&](ArrayRef<APInt> V, ArrayRef<bool> P) {
          ScalarResult Ref = intBinary(O.Op, Flags, V[0], P[0], V[1], P[1]);
          T.check(Probe->eval(V, P).First, Ref,
                  describe(Instruction::getOpcodeName(O.Op), Flags, V, P));
        });
      }
  EXPECT_EQ(T.Mismatches, 0u);
  // 30 opcode and flag sets, (2^W + 2)^2 operand pairs at W = 1..4.
  EXPECT_EQ(T.Cases, 30u * (16 + 36 + 100 + 324));
}

TEST(SmtLaneTest, CompareAgreesExhaustively) {
  Tally T;
  for (unsigned PI = CmpInst::FIRST_ICMP_PREDICATE;
       PI <= CmpInst::LAST_ICMP_PREDICATE; ++PI)
    for (unsigned Flags : {0u, unsigned(FlagSameSign)})
      for (unsigned W = MinWidth; W <= MaxWidth; ++W) {
        auto Pred = CmpInst::Predicate(PI);
        auto Probe = LaneProbe::compare(Pred, Flags, W);
        forAllOperands(2, {W, W}, [&](ArrayRef<APInt> V, ArrayRef<bool> P) {
          ScalarResult Ref = intCompare(Pred, Flags, V[0], P[0], V[1], P[1]);
          T.check(
              Probe->eval(V, P).First, Ref,
              describe(CmpInst::getPredicateName(Pred).data(), Flags, V, P));
        });
      }
  EXPECT_EQ(T.Mismatches, 0u);
  EXPECT_EQ(T.Cases, 10u * 2 * (4 * 4 + 6 * 6 + 10 * 10 + 18 * 18));
}

TEST(SmtLaneTest, CastsAgreeExhaustively) {
  Tally T;
  auto Run = [&](Instruction::CastOps Op, unsigned Flags, unsigned From,
                 unsigned To) {
    auto Probe = LaneProbe::cast(Op, Flags, From, To);
    forAllOperands(1, {From}, [&](ArrayRef<APInt> V, ArrayRef<bool> P) {
      ScalarResult Ref = intCast(Op, Flags, V[0], P[0], To);
      T.check(Probe->eval(V, P).First, Ref,
              describe(Instruction::getOpcodeName(Op), Flags, V, P) + " to i" +
                  std::to_string(To));
    });
  };
  for (unsigned W = MinWidth; W <= MaxWidth; ++W) {
    for (unsigned To = 1; To < W; ++To)
      for (unsigned Flags : {0u, unsigned(FlagNUW), unsigned(FlagNSW),
                             unsigned(FlagNUW | FlagNSW)})
        Run(Instruction::Trunc, Flags, W, To);
    for (unsigned To = W + 1; To <= 8; ++To) {
      Run(Instruction::ZExt, 0, W, To);
      Run(Instruction::ZExt, FlagNNeg, W, To);
      Run(Instruction::SExt, 0, W, To);
    }
  }
  EXPECT_EQ(T.Mismatches, 0u);
  EXPECT_GT(T.Cases, 500u);
}

TEST(SmtLaneTest, SelectAndFreezeFollowTheLangRef) {
  Tally T;
  for (unsigned W = MinWidth; W <= MaxWidth; ++W) {
    auto Sel = LaneProbe::select(W);
    forAllOperands(3, {1, W, W}, [&](ArrayRef<APInt> V, ArrayRef<bool> P) {
      // LangRef "'select'": poison condition -> poison, else the chosen arm.
      ScalarResult Ref = ScalarResult::poison(W);
      unsigned Arm = V[0].isOne() ? 1 : 2;
      if (!P[0] && !P[Arm])
        Ref = ScalarResult::value(V[Arm]);
      T.check(Sel->eval(V, P).First, Ref, describe("select", 0, V, P));
    });
    auto Fr = LaneProbe::freeze(W);
    forAllOperands(1, {W}, [&](ArrayRef<APInt> V, ArrayRef<bool> P) {
      for (uint64_t Ch = 0; Ch < (uint64_t(1) << W); ++Ch) {
        APInt Choice(W, Ch);
        // LangRef "'freeze'": poison becomes the choice, else unchanged.
        ScalarResult Ref = ScalarResult::value(P[0] ? Choice : V[0]);
        T.check(Fr->eval(V, P, &Choice).First, Ref,
                describe("freeze", 0, V, P) + " choice " + std::to_string(Ch));
      }
    });
  }
  EXPECT_EQ(T.Mismatches, 0u);
}

/// Builds calls of intrinsics and evaluates them with semantics/Intrinsics.
class IntrinsicRef {
public:
  /// The call `call RetTy @Name(ArgTy..., [i1 Flag])`.
  const CallBase &call(const std::string &Name, const std::string &RetTy,
                       const std::string &ArgTy, unsigned NumOps,
                       std::optional<bool> Flag) {
    std::string Args, Params;
    for (unsigned K = 0; K < NumOps; ++K) {
      Args += (K ? ", " : "") + ArgTy + " %a" + std::to_string(K);
      Params += (K ? ", " : "") + ArgTy;
    }
    if (Flag) {
      Args += std::string(", i1 ") + (*Flag ? "true" : "false");
      Params += ", i1";
    }
    std::string IR = "declare " + RetTy + " @" + Name + "(" + Params +
                     ")\ndefine " + RetTy + " @f(" + Args.substr(0) +
                     ") {\n  %r = call " + RetTy + " @" + Name + "(" + Args +
                     ")\n  ret " + RetTy + " %r\n}\n";
    // The parameters of @f are the operands without the flag.
    if (Flag)
      IR.replace(IR.find(std::string(", i1 ") + (*Flag ? "true" : "false")),
                 *Flag ? 9 : 10, "");
    SMDiagnostic Err;
    Modules.push_back(parseAssemblyString(IR, Err, Ctx));
    if (!Modules.back()) {
      std::string S;
      raw_string_ostream OS(S);
      Err.print("ir", OS);
      ADD_FAILURE() << S << IR;
      abort();
    }
    for (Instruction &I : instructions(*Modules.back()->getFunction("f")))
      if (auto *CB = dyn_cast<CallBase>(&I))
        return *CB;
    llvm_unreachable("no call");
  }
  LLVMContext Ctx;
  std::vector<std::unique_ptr<Module>> Modules;
};

ScalarResult fromRt(const RtValue &V, unsigned W) {
  if (V.isPoison())
    return ScalarResult::poison(W);
  return ScalarResult::value(V.bits());
}

std::vector<RtValue> rtArgs(ArrayRef<APInt> V, ArrayRef<bool> P) {
  std::vector<RtValue> Args;
  for (size_t K = 0; K < V.size(); ++K) {
    RtValue X(V[K]);
    if (P[K])
      X.setPoison();
    Args.push_back(X);
  }
  return Args;
}

/// Every entry of semantics' laneWiseIntrinsics(), the one list both
/// sides cover: scmp/ucmp (a result of another width) here below, bswap
/// (widths that are multiples of 16) in BswapAgreesOnI16Sample, the others
/// here.
TEST(SmtLaneTest, IntrinsicsAgreeExhaustively) {
  IntrinsicRef Ref;
  ZeroPolicy Zero;
  Tally T;
  unsigned Covered = 0;
  for (const LaneWiseIntrinsic &C : laneWiseIntrinsics()) {
    if (C.ID == Intrinsic::scmp || C.ID == Intrinsic::ucmp ||
        C.ID == Intrinsic::bswap)
      continue;
    ++Covered;
    std::string Name = Intrinsic::getBaseName(C.ID).str();
    for (unsigned W = MinWidth; W <= MaxWidth; ++W)
      for (bool Flag : {false, true}) {
        if (Flag && !C.HasFlag)
          continue;
        std::string Ty = "i" + std::to_string(W);
        const CallBase &Call =
            Ref.call(Name + "." + Ty, Ty, Ty, C.NumOperands,
                     C.HasFlag ? std::optional<bool>(Flag) : std::nullopt);
        auto Probe = LaneProbe::intrinsic(C.ID, C.NumOperands, W, Flag, W);
        std::vector<unsigned> Widths(C.NumOperands, W);
        forAllOperands(C.NumOperands, Widths,
                       [&](ArrayRef<APInt> V, ArrayRef<bool> P) {
                         std::vector<RtValue> Args = rtArgs(V, P);
                         if (C.HasFlag)
                           Args.push_back(RtValue::ofBool(Flag));
                         Nondet ND(Zero);
                         std::optional<IntrinsicResult> R =
                             evalIntrinsic(C.ID, Call, Args, 64, ND);
                         ASSERT_TRUE(R && R->K == IntrinsicResult::Value);
                         T.check(Probe->eval(V, P).First, fromRt(R->V, W),
                                 describe(Name.c_str(), Flag, V, P));
                       });
      }
  }
  EXPECT_EQ(Covered, laneWiseIntrinsics().size() - 3);
  // scmp/ucmp into i2 and i8 results.
  for (auto [ID, Name] :
       {std::pair{Intrinsic::scmp, "scmp"}, std::pair{Intrinsic::ucmp, "ucmp"}})
    for (unsigned RW : {2u, 8u})
      for (unsigned W = MinWidth; W <= MaxWidth; ++W) {
        std::string Ty = "i" + std::to_string(W),
                    RTy = "i" + std::to_string(RW);
        const CallBase &Call =
            Ref.call(std::string("llvm.") + Name + "." + RTy + "." + Ty, RTy,
                     Ty, 2, std::nullopt);
        auto Probe = LaneProbe::intrinsic(ID, 2, W, false, RW);
        forAllOperands(2, {W, W}, [&](ArrayRef<APInt> V, ArrayRef<bool> P) {
          Nondet ND(Zero);
          std::optional<IntrinsicResult> R =
              evalIntrinsic(ID, Call, rtArgs(V, P), 64, ND);
          ASSERT_TRUE(R && R->K == IntrinsicResult::Value);
          T.check(Probe->eval(V, P).First, fromRt(R->V, RW),
                  describe(Name, RW, V, P));
        });
      }
  EXPECT_EQ(T.Mismatches, 0u);
  EXPECT_GT(T.Cases, 20000u);
}

/// Every entry of semantics' overflowIntrinsics().
TEST(SmtLaneTest, WithOverflowAgreesExhaustively) {
  IntrinsicRef Ref;
  ZeroPolicy Zero;
  Tally T;
  for (const OverflowIntrinsic &OI : overflowIntrinsics())
    for (unsigned W = MinWidth; W <= MaxWidth; ++W) {
      Intrinsic::ID ID = OI.ID;
      std::string Name = Intrinsic::getBaseName(ID).str();
      std::string Ty = "i" + std::to_string(W);
      const CallBase &Call =
          Ref.call(Name + "." + Ty, "{" + Ty + ", i1}", Ty, 2, std::nullopt);
      auto Probe = LaneProbe::withOverflow(ID, W);
      forAllOperands(2, {W, W}, [&](ArrayRef<APInt> V, ArrayRef<bool> P) {
        Nondet ND(Zero);
        std::optional<IntrinsicResult> R =
            evalIntrinsic(ID, Call, rtArgs(V, P), 64, ND);
        ASSERT_TRUE(R && R->K == IntrinsicResult::Value);
        LaneProbe::Result S = Probe->eval(V, P);
        T.check(S.First, fromRt(R->V.elems()[0], W),
                describe(Name.c_str(), 0, V, P));
        T.check(*S.Second, fromRt(R->V.elems()[1], 1),
                describe(Name.c_str(), 1, V, P) + " (overflow bit)");
      });
    }
  EXPECT_EQ(T.Mismatches, 0u);
}

TEST(SmtLaneTest, BswapAgreesOnI16Sample) {
  IntrinsicRef Ref;
  ZeroPolicy Zero;
  Tally T;
  const CallBase &Call =
      Ref.call("llvm.bswap.i16", "i16", "i16", 1, std::nullopt);
  auto Probe = LaneProbe::intrinsic(Intrinsic::bswap, 1, 16, false, 16);
  for (uint64_t X = 0; X < 65536; X += 97)
    for (bool P : {false, true}) {
      APInt V(16, X);
      Nondet ND(Zero);
      std::optional<IntrinsicResult> R =
          evalIntrinsic(Intrinsic::bswap, Call, rtArgs({V}, {P}), 64, ND);
      ASSERT_TRUE(R && R->K == IntrinsicResult::Value);
      T.check(Probe->eval({V}, {P}).First, fromRt(R->V, 16),
              describe("bswap", 0, {V}, {P}));
    }
  EXPECT_EQ(T.Mismatches, 0u);
  EXPECT_GT(T.Cases, 1000u);
}

/// The comparison must be able to fail: a deliberately wrong reference
/// (add without its nsw) disagrees with the encoding of add nsw.
TEST(SmtLaneTest, ComparisonDetectsAWrongRule) {
  auto Probe = LaneProbe::binary(Instruction::Add, FlagNSW, 4);
  unsigned Differ = 0;
  forAllOperands(2, {4, 4}, [&](ArrayRef<APInt> V, ArrayRef<bool> P) {
    ScalarResult Wrong = intBinary(Instruction::Add, 0, V[0], P[0], V[1], P[1]);
    Differ += !same(Probe->eval(V, P).First, Wrong);
  });
  // Signed overflow of two i4 operands: 64 of the 256 non-poison pairs.
  EXPECT_EQ(Differ, 64u);
}

/// Functions over an alloca: stores and loads of several widths at
/// variable byte and element indices (bounds, alignment, byte order,
/// partial overlap, poison bytes, uninitialized bytes), getelementptr's
/// inbounds and nuw, memset, memcpy and memmove. Each takes (i64 %i, i64
/// %j, i8 %x) and returns i16 or <2 x i8>.
constexpr const char *MemoryFunctions = R"IR(
define i16 @store_load(i64 %i, i64 %j, i8 %x) {
  %a = alloca [4 x i8], align 2
  store i32 305419896, ptr %a, align 2
  %p = getelementptr inbounds i8, ptr %a, i64 %i
  store i8 %x, ptr %p, align 1
  %q = getelementptr inbounds i16, ptr %a, i64 %j
  %v = load i16, ptr %q, align 2
  ret i16 %v
}
define i16 @unaligned(i64 %i, i64 %j, i8 %x) {
  %a = alloca [6 x i8], align 4
  %p = getelementptr i8, ptr %a, i64 %i
  %z = zext i8 %x to i16
  store i16 %z, ptr %p, align 1
  %q = getelementptr i8, ptr %a, i64 %j
  %v = load i16, ptr %q, align 2
  ret i16 %v
}
define i16 @uninit(i64 %i, i64 %j, i8 %x) {
  %a = alloca [4 x i8], align 1
  %p = getelementptr inbounds nuw i8, ptr %a, i64 %i
  store i8 %x, ptr %p, align 1
  %q = getelementptr inbounds i8, ptr %a, i64 %j
  %v = load i16, ptr %q, align 1
  ret i16 %v
}
define <2 x i8> @vector(i64 %i, i64 %j, i8 %x) {
  %a = alloca [2 x i16], align 2
  %p = getelementptr inbounds [2 x i16], ptr %a, i64 0, i64 %i
  %v0 = insertelement <2 x i8> <i8 1, i8 2>, i8 %x, i64 1
  store <2 x i8> %v0, ptr %p, align 2
  %q = getelementptr inbounds i8, ptr %a, i64 %j
  %v = load <2 x i8>, ptr %q, align 1
  ret <2 x i8> %v
}
define i16 @intrinsics(i64 %i, i64 %j, i8 %x) {
  %a = alloca [8 x i8], align 2
  call void @llvm.memset.p0.i64(ptr align 2 %a, i8 %x, i64 4, i1 false)
  %p = getelementptr inbounds i8, ptr %a, i64 4
  store i32 -1, ptr %p, align 2
  %s = getelementptr i8, ptr %a, i64 %i
  %d = getelementptr i8, ptr %a, i64 %j
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 3, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr %s, ptr %d, i64 2, i1 false)
  %q = getelementptr inbounds i8, ptr %a, i64 3
  %v = load i16, ptr %q, align 1
  ret i16 %v
}
define i16 @phi_select(i64 %i, i64 %j, i8 %x) {
entry:
  %a = alloca i16, align 2
  %b = alloca [2 x i16], align 2
  store i16 7, ptr %a, align 2
  store i32 0, ptr %b, align 2
  %c = icmp slt i64 %i, %j
  br i1 %c, label %l, label %r
l:
  %pb = getelementptr inbounds i16, ptr %b, i64 %i
  br label %m
r:
  br label %m
m:
  %p = phi ptr [ %pb, %l ], [ %a, %r ]
  %t = trunc i8 %x to i1
  %s = select i1 %t, ptr %p, ptr %a
  %z = sext i8 %x to i16
  store i16 %z, ptr %s, align 2
  %v = load i16, ptr %a, align 2
  ret i16 %v
}
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
)IR";

/// The interpreter's outcome as FunctionProbe reports it.
std::vector<ScalarResult> interpreted(Interpreter &I, const Function &F,
                                      ArrayRef<APInt> V, ArrayRef<bool> P) {
  ZeroPolicy Zero;
  Outcome O = I.run(F, rtArgs(V, P), Zero);
  if (O.Kind == OutcomeKind::UB)
    return {ScalarResult::ub("ub", F.getReturnType()->getScalarSizeInBits())};
  EXPECT_EQ(O.Kind, OutcomeKind::Return) << O.Reason;
  unsigned W = F.getReturnType()->getScalarSizeInBits();
  std::vector<ScalarResult> R;
  if (!O.Value.isCompound())
    return {fromRt(O.Value, W)};
  for (const RtValue &L : O.Value.elems())
    R.push_back(fromRt(L, W));
  return R;
}

/// Compares \p Probe with the interpreter on \p F for one input; \p What
/// names it in failures.
void compareOnce(FunctionProbe &Probe, Interpreter &Interp, const Function &F,
                 ArrayRef<APInt> V, ArrayRef<bool> P, const std::string &What,
                 Tally &T) {
  std::vector<ScalarResult> S = Probe.eval(V, P),
                            R = interpreted(Interp, F, V, P);
  ASSERT_EQ(S.size(), R.size()) << What;
  for (size_t L = 0; L < S.size(); ++L)
    T.check(S[L], R[L], What + " lane " + std::to_string(L));
}

/// Runs \p Inputs (which calls compareOnce) on every function defined in
/// \p M with its probe; returns how many there were.
unsigned
forEachProbe(const Module &M, Interpreter &Interp,
             function_ref<void(const Function &, FunctionProbe &)> Inputs) {
  unsigned Functions = 0;
  for (const Function &F : M) {
    if (F.isDeclaration())
      continue;
    ++Functions;
    std::string Why;
    std::unique_ptr<FunctionProbe> Probe = FunctionProbe::create(F, Why);
    EXPECT_TRUE(Probe) << F.getName().str() << ": " << Why;
    if (Probe)
      Inputs(F, *Probe);
  }
  return Functions;
}

TEST(SmtLaneTest, MemoryAgreesOnEveryIndexAroundTheBounds) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseTestIR(MemoryFunctions, Ctx);
  ASSERT_TRUE(M);
  Interpreter Interp(*M);
  Tally T;
  unsigned Functions =
      forEachProbe(*M, Interp, [&](const Function &F, FunctionProbe &Probe) {
        for (int64_t I = -2; I <= 9; ++I)
          for (int64_t J = -2; J <= 9; ++J)
            for (uint64_t X : {0, 1, 0x80, 0xFF})
              for (bool XP : {false, true}) {
                if (XP && X)
                  continue;
                SmallVector<APInt, 3> V = {APInt(64, I, true),
                                           APInt(64, J, true), APInt(8, X)};
                SmallVector<bool, 3> P = {false, false, XP};
                compareOnce(Probe, Interp, F, V, P,
                            F.getName().str() + "(" + std::to_string(I) + ", " +
                                std::to_string(J) + ", " +
                                (XP ? "poison" : std::to_string(X)) + ")",
                            T);
              }
      });
  EXPECT_EQ(Functions, 6u);
  EXPECT_EQ(T.Mismatches, 0u);
  EXPECT_GT(T.Cases, 3000u);
}

/// Floating point (oracle/smt/EncodeFloat.cpp) against the interpreter
/// (semantics/FloatOps): every pair of 24 half values that reach every
/// class (zeros, denormals, normals, the largest, infinities, quiet and
/// signaling NaNs with payloads, both signs), through each arithmetic
/// operation, fcmp predicate, cast and encoded intrinsic (is.fpclass with
/// several masks), and selects, with nnan, ninf and nsz. The NaN and sign
/// choices are zero on both sides.
std::string floatFunctions() {
  std::string IR;
  unsigned N = 0;
  auto Def = [&](const std::string &Ret, const std::string &Body) {
    IR += "define " + Ret + " @f" + std::to_string(N++) +
          "(half %a, half %b, half %c) {\n" + Body + "}\n";
  };
  for (const char *Op : {"fadd", "fsub", "fmul", "fdiv"})
    for (const char *Flags : {"", "nnan ", "ninf ", "nsz "})
      Def("half", std::string("  %r = ") + Op + " " + Flags +
                      "half %a, %b\n  ret half %r\n");
  for (const char *Flags : {"", "nnan ", "nsz "})
    Def("half",
        std::string("  %r = fneg ") + Flags + "half %a\n  ret half %r\n");
  for (const char *Pred :
       {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt",
        "uge", "ult", "ule", "une", "uno", "true"})
    Def("i1",
        std::string("  %r = fcmp ") + Pred + " half %a, %b\n  ret i1 %r\n");
  Def("i1", "  %r = fcmp nnan oeq half %a, %b\n  ret i1 %r\n");
  Def("float", "  %r = fpext half %a to float\n  ret float %r\n");
  Def("half", "  %x = fpext half %a to double\n  %y = fmul double %x, "
              "1.0e-3\n  %r = fptrunc double %y to half\n  ret half %r\n");
  for (const char *Cast : {"fptosi", "fptoui"})
    for (const char *To : {"i8", "i32"})
      Def(To, std::string("  %r = ") + Cast + " half %a to " + To + "\n  ret " +
                  To + " %r\n");
  Def("half", "  %i = bitcast half %a to i16\n  %t = trunc i16 %i to "
              "i8\n  %r = sitofp i8 %t to half\n  ret half %r\n");
  Def("half", "  %i = bitcast half %a to i16\n  %r = uitofp nneg i16 %i to "
              "half\n  ret half %r\n");
  Def("half", "  %r = call half @llvm.fabs.f16(half %a)\n  ret half %r\n");
  Def("half", "  %r = call half @llvm.copysign.f16(half %a, half %b)\n"
              "  ret half %r\n");
  Def("half", "  %r = call half @llvm.sqrt.f16(half %a)\n  ret half %r\n");
  Def("half", "  %r = call half @llvm.fma.f16(half %a, half %b, half %c)\n"
              "  ret half %r\n");
  for (unsigned Mask : {0x3u, 0x90u, 0x60u, 0x204u, 0x3FFu, 0x108u})
    Def("i1", "  %r = call i1 @llvm.is.fpclass.f16(half %a, i32 " +
                  std::to_string(Mask) + ")\n  ret i1 %r\n");
  for (const char *Flags : {"nnan ", "ninf ", "nsz "})
    Def("half", std::string("  %l = fcmp olt half %a, %b\n  %r = select ") +
                    Flags + "i1 %l, half %a, half %b\n  ret half %r\n");
  Def("<2 x half>",
      "  %v = insertelement <2 x half> <half 1.0, half 1.0>, half %a, i32 1\n"
      "  %w = insertelement <2 x half> <half 0.0, half 0.0>, half %b, i32 0\n"
      "  %r = fdiv <2 x half> %v, %w\n  ret <2 x half> %r\n");
  IR += "declare half @llvm.fabs.f16(half)\n"
        "declare half @llvm.copysign.f16(half, half)\n"
        "declare half @llvm.sqrt.f16(half)\n"
        "declare half @llvm.fma.f16(half, half, half)\n"
        "declare i1 @llvm.is.fpclass.f16(half, i32)\n";
  return IR;
}

TEST(SmtLaneTest, FloatingPointAgreesOnEveryClass) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseTestIR(floatFunctions(), Ctx);
  ASSERT_TRUE(M);
  Interpreter Interp(*M);
  // +-0, the smallest and largest denormals, the smallest normal, 1, 1.5,
  // 3, the largest, infinity, a quiet NaN, a quiet NaN with a payload, a
  // signaling NaN; each with both signs.
  const uint16_t Magnitudes[] = {0x0000, 0x0001, 0x03FF, 0x0400,
                                 0x3C00, 0x3E00, 0x4200, 0x7BFF,
                                 0x7C00, 0x7E00, 0x7E15, 0x7C2A};
  std::vector<APInt> Values;
  for (uint16_t X : Magnitudes)
    for (uint16_t Sign : {0, 0x8000})
      Values.push_back(APInt(16, X | Sign));
  Tally T;
  unsigned Functions =
      forEachProbe(*M, Interp, [&](const Function &F, FunctionProbe &Probe) {
        bool UsesC = !F.getArg(2)->use_empty();
        for (const APInt &A : Values)
          for (const APInt &B : Values)
            for (size_t K = 0; K < (UsesC ? Values.size() : 1); ++K)
              for (bool AP : {false, true}) {
                if (AP && (A != Values[0] || B != Values[0]))
                  continue;
                SmallVector<APInt, 3> V = {A, B,
                                           Values[(K * 7) % Values.size()]};
                SmallVector<bool, 3> P = {AP, false, false};
                compareOnce(Probe, Interp, F, V, P,
                            F.getName().str() + "(0x" + toString(A, 16, false) +
                                ", 0x" + toString(B, 16, false) + ", 0x" +
                                toString(V[2], 16, false) +
                                (AP ? ", a poison" : "") + ")",
                            T);
              }
      });
  EXPECT_EQ(Functions, 58u);
  EXPECT_EQ(T.Mismatches, 0u);
  EXPECT_GT(T.Cases, 25000u);
}

} // namespace

// A campaign worker's SynthSession keeps one solver context across
// syntheses and renews it now and then: every call, before and after a
// renewal, finds a pair of inputs at the edge of an add nsw, one that
// overflows and one next to it (+-1, modulo 2^32) that does not. (Which
// pair depends on the solver's state: a fresh context gives the least x
// that overflows and x - 1.)
TEST(SmtLaneTest, SynthSessionFindsTheBoundaryAcrossRenewals) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseTestIR(R"(
define i32 @f(i32 %x) {
  %a = add nsw i32 %x, 100
  ret i32 %a
}
)",
                                          Ctx);
  ASSERT_TRUE(M);
  const Function &F = *M->getFunction("f");
  SmtOptions SO;
  SO.SynthBudgetMs = 10'000;
  SO.SynthQueryMs = 10'000;
  auto Overflows = [](int64_t X) { return X > INT32_MAX - 100; };
  // True if \p Ins is one overflowing input and its neighbour.
  auto AtTheEdge = [&](const std::vector<Input> &Ins) {
    if (Ins.size() != 2)
      return false;
    int64_t A = Ins[0].Args[0].V.bits().getSExtValue(),
            B = Ins[1].Args[0].V.bits().getSExtValue();
    uint32_t D = static_cast<uint32_t>(A - B);
    return Overflows(A) != Overflows(B) && (D == 1 || D == UINT32_MAX);
  };
  std::vector<Input> Fresh = synthesizeBoundaryInputs(F, SO);
  ASSERT_TRUE(AtTheEdge(Fresh));
  EXPECT_EQ(Fresh[0].Args[0].V.bits().getSExtValue(), INT32_MAX - 99);
  SynthSession Session;
  for (unsigned K = 0; K < 70; ++K)
    ASSERT_TRUE(AtTheEdge(Session.synthesize(F, SO))) << "call " << K;
}
