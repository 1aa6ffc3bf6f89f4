//===- tests/unit/FPBitPatternsTest.cpp - FP values as bit patterns -------===//
///
/// \file
/// Floating-point values are bit patterns. LangRef "Behavior of
/// Floating-Point NaN values": bitcast, fneg, llvm.fabs and llvm.copysign
/// "act directly on the underlying bit representation and never change
/// anything except possibly for the sign bit". These tests run the
/// sign-bit rules on raw patterns of every FP type (exhaustively for half
/// and bfloat, sampled for the wider ones, with x86_fp80's non-canonical
/// encodings and ppc_fp128 values whose low-order double is not zero), check
/// the classification of x86_fp80 encodings, and print every kind of value
/// as a counterexample prints it and parse it back as `refinery exec --arg`
/// does, bit for bit.
///
//===----------------------------------------------------------------------===//

#include "oracle/Interpreter.h"
#include "oracle/ValueFormat.h"
#include "semantics/FloatOps.h"
#include "semantics/Intrinsics.h"
#include "semantics/Memory.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <random>

using namespace llvm;
using namespace refinery;

namespace {

/// An x86_fp80 pattern from its sign+exponent (16 bits) and mantissa.
APInt x87(uint16_t SignExp, uint64_t Mantissa) {
  uint64_t Words[2] = {Mantissa, SignExp};
  return APInt(80, Words);
}

/// A ppc_fp128 pattern in APFloat's layout: high-order double in bits 0..63.
APInt ppc(uint64_t Hi, uint64_t Lo) {
  uint64_t Words[2] = {Hi, Lo};
  return APInt(128, Words);
}

std::string hex(const APInt &B) { return toString(B, 16, false); }

std::string name(const Type *Ty) {
  std::string S;
  raw_string_ostream OS(S);
  Ty->print(OS);
  return S;
}

class FPBitPatternsTest : public ::testing::Test {
protected:
  LLVMContext Ctx;
  ZeroPolicy Zero;
  Nondet ND{Zero};
  FastMathFlags NoFMF;
  std::mt19937_64 Rng{12};

  std::vector<Type *> types() {
    return {Type::getHalfTy(Ctx),     Type::getBFloatTy(Ctx),
            Type::getFloatTy(Ctx),    Type::getDoubleTy(Ctx),
            Type::getFP128Ty(Ctx),    Type::getX86_FP80Ty(Ctx),
            Type::getPPC_FP128Ty(Ctx)};
  }

  APInt random(unsigned W) {
    APInt V(W, 0);
    for (unsigned B = 0; B < W; B += 64)
      V.insertBits(APInt(std::min(64u, W - B), Rng(), false, true), B);
    return V;
  }

  /// Sampled patterns of \p Ty: random bits, random NaN-exponent bits, and
  /// for x86_fp80 every kind of non-canonical encoding, for ppc_fp128 values
  /// with a non-zero low-order double.
  std::vector<APInt> samples(Type *Ty) {
    const fltSemantics &Sem = Ty->getFltSemantics();
    unsigned W = APFloat::getSizeInBits(Sem);
    std::vector<APInt> S;
    APInt Inf = APFloat::getInf(Sem).bitcastToAPInt();
    for (int K = 0; K < 2000; ++K) {
      APInt R = random(W);
      S.push_back(R);
      S.push_back(R | Inf); // NaNs (or infinities) with random payloads
    }
    if (Ty->isX86_FP80Ty())
      for (uint16_t SE :
           {0x0000, 0x8000, 0x0001, 0x3FFF, 0xBFFF, 0x7FFF, 0xFFFF, 0x7FFE})
        for (uint64_t M :
             {0ULL, 1ULL, 0x4000000000000000ULL, 0x8000000000000000ULL,
              0xC000000000000001ULL, 0x1A6635CE6CA2DDFAULL})
          S.push_back(x87(SE, M));
    if (Ty->isPPC_FP128Ty())
      for (uint64_t Hi : {0x3FF0000000000000ULL, 0xBFF0000000000000ULL,
                          0x7FF8000000000001ULL, 0x0ULL})
        for (uint64_t Lo : {0x3C90000000000000ULL, 0xBC90000000000000ULL,
                            0x8000000000000000ULL, 0x7FF0000000000001ULL})
          S.push_back(ppc(Hi, Lo));
    return S;
  }

  /// Checks fneg, fabs and copysign on the pattern \p B of \p Ty against
  /// the bit-level definitions, and that a store/load (bitcast) round trip
  /// keeps it.
  void checkSignOps(Type *Ty, const APInt &B) {
    const fltSemantics &Sem = Ty->getFltSemantics();
    unsigned W = B.getBitWidth();
    bool DD = Ty->isPPC_FP128Ty();
    // The sign bit: the top bit, for ppc_fp128 the high-order double's.
    unsigned SignBit = DD ? 63 : W - 1;
    APInt Flipped = B;
    Flipped.flipBit(SignBit);
    if (DD)
      Flipped.flipBit(127); // both doubles, as APFloat's changeSign
    bool Neg = B[SignBit];
    RtValue V(B);

    RtValue N = fpNeg(NoFMF, Ty, V, ND);
    ASSERT_EQ(N.bits(), Flipped) << name(Ty) << " fneg " << hex(B);
    ASSERT_EQ(fpNeg(NoFMF, Ty, N, ND).bits(), B) << name(Ty) << " " << hex(B);
    ASSERT_EQ(fpAbs(Ty, V).bits(), Neg ? Flipped : B)
        << name(Ty) << " fabs " << hex(B);
    RtValue Plus(APFloat::getZero(Sem).bitcastToAPInt());
    RtValue Minus(APFloat::getZero(Sem, true).bitcastToAPInt());
    ASSERT_EQ(fpCopySign(Ty, V, Plus).bits(), Neg ? Flipped : B)
        << name(Ty) << " copysign + " << hex(B);
    ASSERT_EQ(fpCopySign(Ty, V, Minus).bits(), Neg ? B : Flipped)
        << name(Ty) << " copysign - " << hex(B);
    // The sign of a NaN is a sign too. (For ppc_fp128 both zeros of +0.0
    // become -0.0, so this is not APFloat::getZero(Sem, true).)
    APInt NegZero = Plus.bits();
    NegZero.flipBit(SignBit);
    if (DD)
      NegZero.flipBit(127);
    ASSERT_EQ(fpCopySign(Ty, Plus, V).bits(), Neg ? NegZero : Plus.bits())
        << name(Ty) << " copysign from " << hex(B);

    // Store then load (what bitcast does) keeps the bits.
    DataLayout DL("e");
    SmallVector<MemByte, 16> Bytes(DL.getTypeStoreSize(Ty));
    encodeValue(DL, Ty, V, Bytes);
    ASSERT_EQ(decodeValue(DL, Ty, Bytes, ND).bits(), B) << name(Ty) << hex(B);
  }
};

TEST_F(FPBitPatternsTest, SixteenBitTypesExhaustively) {
  for (Type *Ty : {Type::getHalfTy(Ctx), Type::getBFloatTy(Ctx)})
    for (unsigned P = 0; P < 0x10000; ++P)
      checkSignOps(Ty, APInt(16, P));
  EXPECT_FALSE(ND.used());
}

TEST_F(FPBitPatternsTest, WiderTypesSampled) {
  for (Type *Ty : types()) {
    if (Ty->getPrimitiveSizeInBits() == 16)
      continue;
    for (const APInt &B : samples(Ty))
      checkSignOps(Ty, B);
  }
  EXPECT_FALSE(ND.used());
}

TEST_F(FPBitPatternsTest, FlagsAreTheOnlyPoison) {
  // fneg with nnan: a NaN operand is poison; an x86_fp80 unnormal is a NaN
  // for APFloat (LLVM 22), the same on both sides of a check.
  Type *F80 = Type::getX86_FP80Ty(Ctx);
  FastMathFlags NNaN;
  NNaN.setNoNaNs();
  EXPECT_TRUE(fpNeg(NNaN, F80, RtValue(x87(0x7FFF, 0xC000000000000000)), ND)
                  .isPoison());
  EXPECT_EQ(
      fpNeg(NoFMF, F80, RtValue(x87(0x3FFF, 0x4000000000000000)), ND).bits(),
      x87(0xBFFF, 0x4000000000000000));
}

TEST_F(FPBitPatternsTest, NonCanonicalX87Encodings) {
  const fltSemantics &Sem = APFloat::x87DoubleExtended();
  struct Case {
    uint16_t SignExp;
    uint64_t Mantissa;
    bool NonCanonical;
  } Cases[] = {
      {0x0000, 0, false},                  // +0
      {0x8000, 1, false},                  // -denormal
      {0x0000, 0x8000000000000000, true},  // pseudo-denormal
      {0x3FFF, 0x8000000000000000, false}, // 1.0
      {0x3FFF, 0x4000000000000000, true},  // unnormal
      {0x3FFF, 0, true},                   // unnormal zero
      {0x7FFF, 0x8000000000000000, false}, // +inf
      {0x7FFF, 0, true},                   // pseudo-infinity
      {0xFFFF, 0xC000000000000000, false}, // -qNaN
      {0x7FFF, 0x8000000000000001, false}, // sNaN
      {0xFFFF, 0x1A6635CE6CA2DDFA, true},  // pseudo-NaN
  };
  for (const Case &C : Cases)
    EXPECT_EQ(isNonCanonicalX87(Sem, x87(C.SignExp, C.Mantissa)),
              C.NonCanonical)
        << hex(x87(C.SignExp, C.Mantissa));
  // Other formats have no non-canonical patterns.
  EXPECT_FALSE(isNonCanonicalX87(APFloat::IEEEdouble(), APInt(64, 1)));
  EXPECT_FALSE(isNonCanonicalX87(APFloat::PPCDoubleDouble(), ppc(0, 1)));
}

/// Evaluates `call <Ty> @llvm.<Name>(...)` on \p Args.
class FPBitPatternsIntrinsicTest : public FPBitPatternsTest {
protected:
  std::unique_ptr<Module> M;
  IntrinsicResult call(StringRef Text, std::vector<RtValue> Args) {
    std::string IR =
        ("define void @f() {\n" + Text + "\n  ret void\n}\n").str();
    SMDiagnostic Err;
    M = parseAssemblyString(IR, Err, Ctx);
    if (!M) {
      ADD_FAILURE() << Err.getMessage().str();
      return IntrinsicResult::unsupported("parse error");
    }
    const auto &C =
        cast<CallBase>(M->getFunction("f")->getEntryBlock().front());
    std::optional<IntrinsicResult> R =
        evalIntrinsic(C.getIntrinsicID(), C, Args, 64, ND);
    EXPECT_TRUE(R.has_value()) << Text.str();
    return R.value_or(IntrinsicResult::unsupported("not evaluated"));
  }
};

TEST_F(FPBitPatternsIntrinsicTest, FabsCopysignKeepX87Unnormals) {
  // InstCombine's fneg-fabs-as-int.ll x86_fp80 case: fabs must equal
  // `and` with ~(1 << 79) on every pattern; APFloat would re-encode these.
  for (APInt B :
       {x87(0xBFFF, 0x4000000000000000), x87(0x8001, 0),
        x87(0xFFFF, 0x1A6635CE6CA2DDFA), x87(0x8000, 0x8000000000000001)}) {
    IntrinsicResult R =
        call("%r = call x86_fp80 @llvm.fabs.f80(x86_fp80 0xK0)", {RtValue(B)});
    ASSERT_EQ(R.K, IntrinsicResult::Value) << R.Reason;
    APInt Want = B;
    Want.clearBit(79);
    EXPECT_EQ(R.V.bits(), Want) << hex(B);
    R = call("%r = call x86_fp80 @llvm.copysign.f80(x86_fp80 0xK0, "
             "x86_fp80 0xK0)",
             {RtValue(Want), RtValue(x87(0xFFFF, 0))});
    ASSERT_EQ(R.K, IntrinsicResult::Value) << R.Reason;
    EXPECT_EQ(R.V.bits(), B) << hex(B);
  }
  // A vector lane keeps its bits too.
  IntrinsicResult R =
      call("%r = call <2 x x86_fp80> @llvm.fabs.v2f80(<2 x x86_fp80> "
           "zeroinitializer)",
           {RtValue::compound({RtValue(x87(0xBFFF, 1)), RtValue::poison(80)})});
  ASSERT_EQ(R.K, IntrinsicResult::Value);
  EXPECT_EQ(R.V.elems()[0].bits(), x87(0x3FFF, 1));
  EXPECT_TRUE(R.V.elems()[1].isPoison());
  EXPECT_FALSE(ND.used());
}

TEST_F(FPBitPatternsIntrinsicTest, FabsOfEveryHalfPattern) {
  for (unsigned P = 0; P < 0x10000; P += 7) {
    IntrinsicResult R = call("%r = call half @llvm.fabs.f16(half 0.0)",
                             {RtValue(APInt(16, P))});
    ASSERT_EQ(R.V.bits(), APInt(16, P & 0x7FFF)) << P;
  }
}

TEST_F(FPBitPatternsIntrinsicTest, ComputingOnNonCanonicalX87IsUnsupported) {
  IntrinsicResult R = call("%r = call x86_fp80 @llvm.sqrt.f80(x86_fp80 0xK0)",
                           {RtValue(x87(0x3FFF, 0x4000000000000000))});
  EXPECT_EQ(R.K, IntrinsicResult::Unsupported);
  R = call("%r = call i1 @llvm.is.fpclass.f80(x86_fp80 0xK0, i32 3)",
           {RtValue(x87(0x7FFF, 0)), RtValue(APInt(32, 3))});
  EXPECT_EQ(R.K, IntrinsicResult::Unsupported);
  // Canonical operands compute as before.
  R = call("%r = call i1 @llvm.is.fpclass.f80(x86_fp80 0xK0, i32 3)",
           {RtValue(x87(0x7FFF, 0xC000000000000000)), RtValue(APInt(32, 3))});
  ASSERT_EQ(R.K, IntrinsicResult::Value);
  EXPECT_TRUE(R.V.bits().isOne());
}

/// Prints \p V of \p Ty as a counterexample prints it and parses it back as
/// `refinery exec --arg` does.
class FPRoundTripTest : public FPBitPatternsTest {
protected:
  RtValue roundTrip(Type *Ty, const RtValue &V) {
    Module M("m", Ctx);
    Interpreter I(M);
    std::string Text = I.formatValue(Ty, V);
    SMDiagnostic Diag;
    Constant *C = parseConstantValue(Text, Diag, M);
    if (!C) {
      ADD_FAILURE() << "cannot parse '" << Text
                    << "': " << Diag.getMessage().str();
      return RtValue::poison(1);
    }
    ZeroPolicy P;
    Execution E(I, P);
    RtValue Back = E.constantValue(C);
    restoreX87Bits(Ty, Text, Back);
    return Back;
  }
};

TEST_F(FPRoundTripTest, EveryTypeBitExact) {
  for (Type *Ty : types()) {
    std::vector<APInt> S = samples(Ty);
    if (Ty->getPrimitiveSizeInBits() == 16) {
      S.clear();
      for (unsigned P = 0; P < 0x10000; P += 3)
        S.push_back(APInt(16, P));
    }
    // Signaling and negative NaNs with payloads, for every type.
    const fltSemantics &Sem = Ty->getFltSemantics();
    APInt One(64, 1);
    S.push_back(APFloat::getSNaN(Sem, true, &One).bitcastToAPInt());
    S.push_back(APFloat::getQNaN(Sem, true, &One).bitcastToAPInt());
    for (size_t K = 0; K < S.size(); K += (S.size() > 4000 ? 5 : 1)) {
      RtValue Back = roundTrip(Ty, RtValue(S[K]));
      ASSERT_FALSE(Back.isPoison());
      ASSERT_EQ(Back.bits(), S[K]) << name(Ty) << " " << hex(S[K]);
    }
  }
}

TEST_F(FPRoundTripTest, FloatSignalingNaNPayloads) {
  // float prints as a double hex constant; the payload of a signaling NaN
  // must survive the widening and the narrowing back.
  Type *F32 = Type::getFloatTy(Ctx);
  for (uint32_t B : {0x7F800001u, 0xFF800001u, 0x7FBFFFFFu, 0x7F812345u,
                     0xFFC00001u, 0x7FC00000u, 0xFFFFFFFFu}) {
    RtValue Back = roundTrip(F32, RtValue(APInt(32, B)));
    EXPECT_EQ(Back.bits(), APInt(32, B)) << std::hex << B;
  }
}

TEST_F(FPRoundTripTest, NonCanonicalX87InAggregates) {
  Type *F80 = Type::getX86_FP80Ty(Ctx);
  auto *VT = FixedVectorType::get(F80, 3);
  RtValue V = RtValue::compound({RtValue(x87(0x3FFF, 0x4000000000000000)),
                                 RtValue::poison(80),
                                 RtValue(x87(0x3FFF, 0x8000000000000000))});
  RtValue Back = roundTrip(VT, V);
  ASSERT_TRUE(Back.isCompound());
  EXPECT_TRUE(Back.identical(V));
  auto *ST = StructType::get(Ctx, {F80, Type::getInt32Ty(Ctx)});
  RtValue SV = RtValue::compound(
      {RtValue(x87(0x0000, 0x8000000000000001)), RtValue(APInt(32, 7))});
  EXPECT_TRUE(roundTrip(ST, SV).identical(SV));
}

} // namespace
