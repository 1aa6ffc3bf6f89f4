//===- tests/unit/FloatOpsTest.cpp - Tests of semantics/FloatOps ----------===//
///
/// \file
/// Exact-value tests of the floating-point rules: every expectation is a bit
/// pattern or poison, written from the LangRef of LLVM 22 ("Floating-Point
/// Environment", "Behavior of Floating-Point NaN values", "Fast-Math Flags"
/// and the fneg ... sitofp, fcmp instruction sections). Bit patterns of
/// float/double were computed on IEEE hardware with round-to-nearest-even.
///
//===----------------------------------------------------------------------===//

#include "semantics/FloatOps.h"
#include "semantics/IntOps.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Type.h"
#include "gtest/gtest.h"
#include <bit>
#include <cstdint>
#include <random>
#include <vector>

using namespace llvm;
using namespace refinery;

namespace {

/// Returns a fixed sequence of NaN choices, and records how many were asked.
class ScriptedPolicy final : public NondetPolicy {
public:
  explicit ScriptedPolicy(std::vector<APInt> Script)
      : Script(std::move(Script)) {}
  APInt choose(NondetKind K, unsigned Width) override {
    EXPECT_EQ(K, NondetKind::NaN);
    EXPECT_LT(Next, Script.size()) << "unexpected choice";
    APInt C = Script[Next++ % Script.size()];
    EXPECT_EQ(C.getBitWidth(), Width);
    return C;
  }
  size_t Next = 0;

private:
  std::vector<APInt> Script;
};

class FloatOpsTest : public ::testing::Test {
protected:
  LLVMContext Ctx;
  Type *HalfTy = Type::getHalfTy(Ctx);
  Type *BFloatTy = Type::getBFloatTy(Ctx);
  Type *FloatTy = Type::getFloatTy(Ctx);
  Type *DoubleTy = Type::getDoubleTy(Ctx);
  Type *FP128Ty = Type::getFP128Ty(Ctx);
  Type *X86FP80Ty = Type::getX86_FP80Ty(Ctx);
  Type *PPCFP128Ty = Type::getPPC_FP128Ty(Ctx);
  ZeroPolicy Zero;
  Nondet ND{Zero};
  FastMathFlags NoFMF;

  static RtValue f(float X) {
    return RtValue::ofInt(32, std::bit_cast<uint32_t>(X));
  }
  static RtValue fb(uint32_t Bits) { return RtValue::ofInt(32, Bits); }
  static RtValue d(double X) {
    return RtValue::ofInt(64, std::bit_cast<uint64_t>(X));
  }
  static RtValue db(uint64_t Bits) { return RtValue::ofInt(64, Bits); }
  static FastMathFlags nnan() {
    FastMathFlags F;
    F.setNoNaNs();
    return F;
  }
  static FastMathFlags ninf() {
    FastMathFlags F;
    F.setNoInfs();
    return F;
  }

  RtValue bin(Instruction::BinaryOps Op, Type *Ty, const RtValue &A,
              const RtValue &B, FastMathFlags FMF = {}) {
    return fpBinary(Op, FMF, Ty, A, B, ND);
  }
  RtValue cast(Instruction::CastOps Op, Type *Src, Type *Dst, const RtValue &A,
               unsigned Flags = 0) {
    return fpCast(Op, Flags, NoFMF, Src, Dst, A, ND);
  }
  bool cmp(CmpInst::Predicate P, const RtValue &A, const RtValue &B) {
    RtValue R = fpCompare(P, NoFMF, FloatTy, A, B);
    EXPECT_FALSE(R.isPoison());
    EXPECT_EQ(R.bits().getBitWidth(), 1u);
    return R.bits().getBoolValue();
  }
};

constexpr uint32_t FInf = 0x7F800000, FQNaN = 0x7FC00000;
constexpr uint64_t DInf = 0x7FF0000000000000;

/// Expects a defined scalar with exactly \p Bits.
#define EXPECT_BITS(V, Bits)                                                   \
  do {                                                                         \
    RtValue V_ = (V);                                                          \
    ASSERT_FALSE(V_.isPoison());                                               \
    EXPECT_EQ(V_.bits(), (Bits));                                              \
  } while (0)
#define EXPECT_BITS64(V, Bits) EXPECT_BITS(V, APInt(64, Bits))
#define EXPECT_BITS32(V, Bits) EXPECT_BITS(V, APInt(32, Bits))

//===--- Arithmetic (LangRef fadd fsub fmul fdiv frem) --------------------===//

TEST_F(FloatOpsTest, AddRoundsToNearestEven) {
  // 0x3DCCCCCD + 0x3E4CCCCD rounds to 0x3E99999A.
  EXPECT_BITS32(bin(Instruction::FAdd, FloatTy, f(0.1f), f(0.2f)), 0x3E99999A);
  EXPECT_BITS64(bin(Instruction::FAdd, DoubleTy, d(0.1), d(0.2)),
                0x3FD3333333333334);
  // 2^24 + 1 is a tie between 2^24 and 2^24 + 2: even wins.
  EXPECT_BITS32(bin(Instruction::FAdd, FloatTy, f(16777216.0f), f(1.0f)),
                std::bit_cast<uint32_t>(16777216.0f));
  EXPECT_BITS32(bin(Instruction::FAdd, FloatTy, f(16777216.0f), f(3.0f)),
                std::bit_cast<uint32_t>(16777220.0f));
  EXPECT_FALSE(ND.used());
}

TEST_F(FloatOpsTest, SignedZeros) {
  // IEEE-754 under round-to-nearest: x - x = +0, -0 + -0 = -0.
  EXPECT_BITS32(bin(Instruction::FSub, FloatTy, f(1.5f), f(1.5f)), 0);
  EXPECT_BITS32(bin(Instruction::FAdd, FloatTy, f(-0.0f), f(-0.0f)),
                0x80000000);
  EXPECT_BITS32(bin(Instruction::FMul, FloatTy, f(-0.0f), f(3.0f)), 0x80000000);
}

TEST_F(FloatOpsTest, DivisionByZeroGivesInfinity) {
  EXPECT_BITS64(bin(Instruction::FDiv, DoubleTy, d(1.0), d(0.0)), DInf);
  EXPECT_BITS64(bin(Instruction::FDiv, DoubleTy, d(1.0), d(-0.0)),
                0xFFF0000000000000);
  EXPECT_FALSE(ND.used());
}

TEST_F(FloatOpsTest, ZeroByZeroIsCanonicalNaN) {
  EXPECT_BITS64(bin(Instruction::FDiv, DoubleTy, d(0.0), d(0.0)),
                0x7FF8000000000000);
  EXPECT_TRUE(ND.used());
}

TEST_F(FloatOpsTest, OverflowAndSubnormals) {
  EXPECT_BITS32(bin(Instruction::FMul, FloatTy, f(3e38f), f(10.0f)), FInf);
  // Subnormals are preserved (LangRef "Floating-Point Environment").
  EXPECT_BITS32(bin(Instruction::FDiv, FloatTy, fb(0x00800000), f(2.0f)),
                0x00400000);
}

TEST_F(FloatOpsTest, FRemIsFmod) {
  EXPECT_BITS64(bin(Instruction::FRem, DoubleTy, d(5.5), d(2.0)),
                std::bit_cast<uint64_t>(1.5));
  EXPECT_BITS64(bin(Instruction::FRem, DoubleTy, d(-5.5), d(2.0)),
                std::bit_cast<uint64_t>(-1.5));
  EXPECT_BITS64(bin(Instruction::FRem, DoubleTy, d(5.5), d(-2.0)),
                std::bit_cast<uint64_t>(1.5));
  // The sign of the dividend, also for a zero remainder.
  EXPECT_BITS32(bin(Instruction::FRem, FloatTy, f(-4.0f), f(2.0f)), 0x80000000);
  EXPECT_BITS64(bin(Instruction::FRem, DoubleTy, d(1.0), db(DInf)),
                std::bit_cast<uint64_t>(1.0));
  EXPECT_FALSE(ND.used());
  EXPECT_BITS64(bin(Instruction::FRem, DoubleTy, d(1.0), d(0.0)),
                0x7FF8000000000000);
  EXPECT_TRUE(ND.used());
}

TEST_F(FloatOpsTest, PoisonOperand) {
  RtValue P = RtValue::poison(32);
  for (auto Op : {Instruction::FAdd, Instruction::FSub, Instruction::FMul,
                  Instruction::FDiv, Instruction::FRem}) {
    EXPECT_TRUE(bin(Op, FloatTy, P, f(1.0f)).isPoison());
    EXPECT_TRUE(bin(Op, FloatTy, f(1.0f), P).isPoison());
  }
  EXPECT_TRUE(fpNeg(NoFMF, FloatTy, P, ND).isPoison());
  EXPECT_FALSE(ND.used());
}

TEST_F(FloatOpsTest, OtherTypes) {
  // half: 1.0 + 2^-11 is a tie; even (1.0 = 0x3C00) wins.
  EXPECT_BITS(bin(Instruction::FAdd, HalfTy, RtValue::ofInt(16, 0x3C00),
                  RtValue::ofInt(16, 0x1000)),
              APInt(16, 0x3C00));
  // bfloat: 1.0 + 1.0 = 2.0.
  EXPECT_BITS(bin(Instruction::FAdd, BFloatTy, RtValue::ofInt(16, 0x3F80),
                  RtValue::ofInt(16, 0x3F80)),
              APInt(16, 0x4000));
  // fp128: 1.0 + 2^-112 is exact.
  APInt One(128, 0), Eps(128, 0), Sum(128, 0);
  One.insertBits(APInt(16, 0x3FFF), 112);
  Eps.insertBits(APInt(16, 0x3FFF - 112), 112);
  Sum = One;
  Sum.setBit(0);
  EXPECT_BITS(bin(Instruction::FAdd, FP128Ty, RtValue(One), RtValue(Eps)), Sum);
  // x86_fp80: 1.0 + 2^-63 is exact (64-bit significand, explicit 1).
  APInt X1(80, 0), XE(80, 0);
  X1.insertBits(APInt(16, 0x3FFF), 64);
  X1.setBit(63);
  XE.insertBits(APInt(16, 0x3FFF - 63), 64);
  XE.setBit(63);
  APInt XS = X1;
  XS.setBit(0);
  EXPECT_BITS(bin(Instruction::FAdd, X86FP80Ty, RtValue(X1), RtValue(XE)), XS);
}

//===--- Fast-math flags --------------------------------------------------===//

TEST_F(FloatOpsTest, NNaNOperandIsPoison) {
  EXPECT_TRUE(
      bin(Instruction::FAdd, FloatTy, fb(FQNaN), f(1.0f), nnan()).isPoison());
  EXPECT_TRUE(bin(Instruction::FMul, FloatTy, f(1.0f), fb(0x7F800001), nnan())
                  .isPoison());
  EXPECT_FALSE(ND.used()) << "poison needs no NaN choice";
  // Inf operands are fine under nnan.
  EXPECT_BITS32(bin(Instruction::FAdd, FloatTy, fb(FInf), f(1.0f), nnan()),
                FInf);
}

TEST_F(FloatOpsTest, NNaNResultIsPoison) {
  EXPECT_TRUE(bin(Instruction::FAdd, FloatTy, fb(FInf), fb(0xFF800000), nnan())
                  .isPoison());
  EXPECT_TRUE(
      bin(Instruction::FDiv, FloatTy, f(0.0f), f(0.0f), nnan()).isPoison());
  EXPECT_FALSE(ND.used());
}

TEST_F(FloatOpsTest, NInf) {
  EXPECT_TRUE(
      bin(Instruction::FAdd, FloatTy, fb(FInf), f(1.0f), ninf()).isPoison());
  EXPECT_TRUE(
      bin(Instruction::FDiv, FloatTy, f(1.0f), f(0.0f), ninf()).isPoison());
  EXPECT_TRUE(
      bin(Instruction::FMul, FloatTy, f(3e38f), f(10.0f), ninf()).isPoison());
  // A NaN is fine under ninf (and goes through the NaN choice).
  EXPECT_BITS32(bin(Instruction::FDiv, FloatTy, f(0.0f), f(0.0f), ninf()),
                FQNaN);
}

TEST_F(FloatOpsTest, RewriteFlagsComputeIEEEResult) {
  FastMathFlags F;
  F.setNoSignedZeros();
  F.setAllowReciprocal();
  F.setAllowContract();
  F.setApproxFunc();
  F.setAllowReassoc();
  EXPECT_BITS32(bin(Instruction::FAdd, FloatTy, f(-0.0f), f(-0.0f), F),
                0x80000000);
  EXPECT_BITS32(bin(Instruction::FDiv, FloatTy, f(1.0f), f(3.0f), F),
                std::bit_cast<uint32_t>(1.0f / 3.0f));
}

TEST_F(FloatOpsTest, FlagsMakePoisonHelper) {
  RtValue NaN = fb(FQNaN), Inf = fb(0xFF800000), One = f(1.0f);
  RtValue P = RtValue::poison(32);
  EXPECT_TRUE(fpFlagsMakePoison(nnan(), FloatTy, {&One, &NaN}));
  EXPECT_FALSE(fpFlagsMakePoison(nnan(), FloatTy, {&One, &Inf, &P}));
  EXPECT_TRUE(fpFlagsMakePoison(ninf(), FloatTy, {&Inf}));
  EXPECT_FALSE(fpFlagsMakePoison(ninf(), FloatTy, {&NaN}));
  // The rewrite-based flags (fast without nnan and ninf) never make poison.
  FastMathFlags Rewrite = FastMathFlags::getFast();
  Rewrite.setNoNaNs(false);
  Rewrite.setNoInfs(false);
  EXPECT_FALSE(fpFlagsMakePoison(Rewrite, FloatTy, {&NaN, &Inf}));
}

//===--- NaN results (LangRef "Behavior of Floating-Point NaN values") ----===//

TEST_F(FloatOpsTest, ZeroChoiceIsCanonicalNaNForEveryType) {
  for (Type *Ty :
       {HalfTy, BFloatTy, FloatTy, DoubleTy, FP128Ty, X86FP80Ty, PPCFP128Ty}) {
    const fltSemantics &Sem = Ty->getFltSemantics();
    RtValue Zero(APFloat::getZero(Sem).bitcastToAPInt());
    Nondet Local(this->Zero);
    RtValue R = fpBinary(Instruction::FDiv, NoFMF, Ty, Zero, Zero, Local);
    ASSERT_FALSE(R.isPoison());
    EXPECT_EQ(R.bits(), APFloat::getQNaN(Sem).bitcastToAPInt());
    EXPECT_TRUE(Local.used());
  }
  // The concrete patterns of two of them.
  EXPECT_BITS32(bin(Instruction::FSub, FloatTy, fb(FInf), fb(FInf)), FQNaN);
  APInt X87(80, 0);
  X87.insertBits(APInt(16, 0x7FFF), 64);
  X87.setBit(63);
  X87.setBit(62);
  RtValue XZ(APInt(80, 0));
  EXPECT_BITS(bin(Instruction::FDiv, X86FP80Ty, XZ, XZ), X87);
}

TEST_F(FloatOpsTest, ChosenNaNIsHonouredAndQuieted) {
  // The input qNaN has payload 5. Choosing a signaling pattern with that
  // payload and the sign set gives the quieted, negative NaN.
  ScriptedPolicy P(
      {APInt(32, 0xFF800005), APInt(32, 0x7FC00005), APInt(32, 0x00000005)});
  Nondet N(P);
  RtValue In = fb(0x7FC00005);
  RtValue R1 = fpBinary(Instruction::FAdd, NoFMF, FloatTy, In, f(1.0f), N);
  EXPECT_BITS32(R1, 0xFFC00005);
  RtValue R2 = fpBinary(Instruction::FMul, NoFMF, FloatTy, f(2.0f), In, N);
  EXPECT_BITS32(R2, 0x7FC00005);
  // The exponent is forced to all ones.
  RtValue R3 = fpBinary(Instruction::FSub, NoFMF, FloatTy, In, In, N);
  EXPECT_BITS32(R3, 0x7FC00005);
  EXPECT_EQ(P.Next, 3u);
}

TEST_F(FloatOpsTest, ChosenNaNOutsideAllowedSetFallsBack) {
  // No input NaN carries payload 9: the preferred NaN, with the chosen sign.
  ScriptedPolicy P({APInt(32, 0xFFC00009), APInt(32, 0x7FC00009)});
  Nondet N(P);
  EXPECT_BITS32(
      fpBinary(Instruction::FDiv, NoFMF, FloatTy, f(0.0f), f(0.0f), N),
      0xFFC00000);
  EXPECT_BITS32(
      fpBinary(Instruction::FAdd, NoFMF, FloatTy, fb(0x7FC00005), f(0.0f), N),
      FQNaN);
}

TEST_F(FloatOpsTest, SignalingNaNMayPropagateUnchanged) {
  // LangRef: "fmul SNaN, 1.0" may be simplified to SNaN ("Unchanged NaN
  // propagation"), so the SNaN is a possible result when chosen...
  ScriptedPolicy P({APInt(32, 0x7F800005), APInt(32, 0x7F800005)});
  Nondet N(P);
  RtValue SNaN = fb(0x7F800005);
  EXPECT_BITS32(fpBinary(Instruction::FMul, NoFMF, FloatTy, SNaN, f(1.0f), N),
                0x7F800005);
  // ...but a signaling result cannot come from a quiet input.
  EXPECT_BITS32(
      fpBinary(Instruction::FMul, NoFMF, FloatTy, fb(0x7FC00005), f(1.0f), N),
      0x7FC00005);
}

TEST_F(FloatOpsTest, FNegIsABitOperation) {
  EXPECT_BITS32(fpNeg(NoFMF, FloatTy, f(1.0f), ND), 0xBF800000);
  EXPECT_BITS32(fpNeg(NoFMF, FloatTy, f(0.0f), ND), 0x80000000);
  // NaNs keep their payload and quiet bit; no NaN choice.
  EXPECT_BITS32(fpNeg(NoFMF, FloatTy, fb(0x7F800001), ND), 0xFF800001);
  EXPECT_BITS32(fpNeg(NoFMF, FloatTy, fb(0xFFC12345), ND), 0x7FC12345);
  EXPECT_FALSE(ND.used());
  EXPECT_TRUE(fpNeg(nnan(), FloatTy, fb(0x7F800001), ND).isPoison());
  EXPECT_TRUE(fpNeg(ninf(), FloatTy, fb(FInf), ND).isPoison());
  // x86_fp80: bit 79; ppc_fp128: the signs of both doubles.
  EXPECT_BITS(fpNeg(NoFMF, X86FP80Ty, RtValue(APInt(80, 1)), ND),
              APInt(80, 1) | APInt::getOneBitSet(80, 79));
  APInt PPCOne(128, std::bit_cast<uint64_t>(1.0));
  PPCOne.insertBits(APInt(64, std::bit_cast<uint64_t>(0x1p-60)), 64);
  APInt PPCNeg = PPCOne;
  PPCNeg.flipBit(63);
  PPCNeg.flipBit(127);
  EXPECT_BITS(fpNeg(NoFMF, PPCFP128Ty, RtValue(PPCOne), ND), PPCNeg);
}

//===--- fcmp -------------------------------------------------------------===//

TEST_F(FloatOpsTest, CompareTruthTable) {
  // Columns: 1 vs 2 (less), 2 vs 2 (equal), 2 vs 1 (greater), NaN vs 1.
  struct Row {
    CmpInst::Predicate P;
    bool Lt, Eq, Gt, Un;
  } Rows[] = {
      {CmpInst::FCMP_FALSE, 0, 0, 0, 0}, {CmpInst::FCMP_OEQ, 0, 1, 0, 0},
      {CmpInst::FCMP_OGT, 0, 0, 1, 0},   {CmpInst::FCMP_OGE, 0, 1, 1, 0},
      {CmpInst::FCMP_OLT, 1, 0, 0, 0},   {CmpInst::FCMP_OLE, 1, 1, 0, 0},
      {CmpInst::FCMP_ONE, 1, 0, 1, 0},   {CmpInst::FCMP_ORD, 1, 1, 1, 0},
      {CmpInst::FCMP_UNO, 0, 0, 0, 1},   {CmpInst::FCMP_UEQ, 0, 1, 0, 1},
      {CmpInst::FCMP_UGT, 0, 0, 1, 1},   {CmpInst::FCMP_UGE, 0, 1, 1, 1},
      {CmpInst::FCMP_ULT, 1, 0, 0, 1},   {CmpInst::FCMP_ULE, 1, 1, 0, 1},
      {CmpInst::FCMP_UNE, 1, 0, 1, 1},   {CmpInst::FCMP_TRUE, 1, 1, 1, 1},
  };
  for (const Row &R : Rows) {
    SCOPED_TRACE(CmpInst::getPredicateName(R.P).str());
    EXPECT_EQ(cmp(R.P, f(1.0f), f(2.0f)), R.Lt);
    EXPECT_EQ(cmp(R.P, f(2.0f), f(2.0f)), R.Eq);
    EXPECT_EQ(cmp(R.P, f(2.0f), f(1.0f)), R.Gt);
    EXPECT_EQ(cmp(R.P, fb(FQNaN), f(1.0f)), R.Un);
    // A signaling NaN is unordered too, on either side.
    EXPECT_EQ(cmp(R.P, f(1.0f), fb(0xFF800001)), R.Un);
  }
}

TEST_F(FloatOpsTest, CompareSpecialValues) {
  EXPECT_TRUE(cmp(CmpInst::FCMP_UNO, fb(FQNaN), fb(FQNaN)));
  EXPECT_TRUE(cmp(CmpInst::FCMP_OEQ, f(0.0f), f(-0.0f)));
  EXPECT_FALSE(cmp(CmpInst::FCMP_OEQ, fb(FQNaN), fb(FQNaN)));
  EXPECT_TRUE(cmp(CmpInst::FCMP_OLT, fb(0xFF800000), fb(0x00000001)));
  EXPECT_TRUE(cmp(CmpInst::FCMP_OEQ, fb(FInf), fb(FInf)));
}

TEST_F(FloatOpsTest, ComparePoisonAndFlags) {
  RtValue P = RtValue::poison(32);
  EXPECT_TRUE(
      fpCompare(CmpInst::FCMP_OLT, NoFMF, FloatTy, P, f(1.0f)).isPoison());
  EXPECT_TRUE(
      fpCompare(CmpInst::FCMP_TRUE, NoFMF, FloatTy, f(1.0f), P).isPoison());
  EXPECT_TRUE(fpCompare(CmpInst::FCMP_UNO, nnan(), FloatTy, fb(FQNaN), f(1.0f))
                  .isPoison());
  EXPECT_TRUE(fpCompare(CmpInst::FCMP_TRUE, nnan(), FloatTy, f(1.0f), fb(FQNaN))
                  .isPoison());
  EXPECT_TRUE(fpCompare(CmpInst::FCMP_OEQ, ninf(), FloatTy, fb(FInf), fb(FInf))
                  .isPoison());
  RtValue R = fpCompare(CmpInst::FCMP_OLT, ninf(), FloatTy, fb(FQNaN), f(1.0f));
  EXPECT_BITS(R, APInt(1, 0));
}

//===--- fptrunc / fpext --------------------------------------------------===//

TEST_F(FloatOpsTest, FPTrunc) {
  // LangRef examples.
  EXPECT_BITS32(cast(Instruction::FPTrunc, DoubleTy, FloatTy, d(16777217.0)),
                std::bit_cast<uint32_t>(16777216.0f));
  EXPECT_BITS(cast(Instruction::FPTrunc, DoubleTy, HalfTy, d(1e300)),
              APInt(16, 0x7C00));
  EXPECT_BITS32(cast(Instruction::FPTrunc, DoubleTy, FloatTy, d(1e300)), FInf);
  EXPECT_BITS32(cast(Instruction::FPTrunc, DoubleTy, FloatTy, d(0.1)),
                0x3DCCCCCD);
  EXPECT_FALSE(ND.used());
  // ninf: the result would be +inf.
  EXPECT_TRUE(
      fpCast(Instruction::FPTrunc, 0, ninf(), DoubleTy, FloatTy, d(1e300), ND)
          .isPoison());
}

TEST_F(FloatOpsTest, FPExt) {
  EXPECT_BITS64(cast(Instruction::FPExt, FloatTy, DoubleTy, f(3.125f)),
                std::bit_cast<uint64_t>(3.125));
  // LangRef: fpext double 3.125 to fp128 gives
  // 0xL00000000000000004000900000000000.
  APInt Q(128, 0);
  Q.insertBits(APInt(64, 0x4000900000000000), 64);
  EXPECT_BITS(cast(Instruction::FPExt, DoubleTy, FP128Ty, d(3.125)), Q);
  EXPECT_BITS64(cast(Instruction::FPExt, HalfTy, DoubleTy,
                     RtValue::ofInt(16, 0x0001)), // Smallest subnormal half.
                std::bit_cast<uint64_t>(0x1p-24));
  EXPECT_TRUE(
      fpCast(Instruction::FPExt, 0, nnan(), FloatTy, DoubleTy, fb(FQNaN), ND)
          .isPoison());
  EXPECT_FALSE(ND.used());
}

TEST_F(FloatOpsTest, NaNPayloadThroughCasts) {
  // fpext: the payload goes to the high-order payload bits. fptrunc: the
  // low-order bits are dropped, and an SNaN whose payload becomes zero
  // cannot propagate unchanged.
  ScriptedPolicy P({APInt(64, 0x7FF0000020000000), APInt(32, 0x7F800000),
                    APInt(32, 0x7F800001)});
  Nondet N(P);
  EXPECT_BITS64(fpCast(Instruction::FPExt, 0, NoFMF, FloatTy, DoubleTy,
                       fb(0x7F800001), N),
                0x7FF0000020000000);
  RtValue SNaN = db(0x7FF0000000000001);
  EXPECT_BITS32(
      fpCast(Instruction::FPTrunc, 0, NoFMF, DoubleTy, FloatTy, SNaN, N),
      FQNaN);
  RtValue SNaN2 = db(0x7FF0000020000000);
  EXPECT_BITS32(
      fpCast(Instruction::FPTrunc, 0, NoFMF, DoubleTy, FloatTy, SNaN2, N),
      0x7F800001);
}

//===--- fptoui / fptosi --------------------------------------------------===//

TEST_F(FloatOpsTest, FPToSI) {
  Type *I8 = Type::getInt8Ty(Ctx);
  EXPECT_TRUE(cast(Instruction::FPToSI, DoubleTy, I8, d(128.0)).isPoison());
  EXPECT_BITS(cast(Instruction::FPToSI, DoubleTy, I8, d(127.9)), APInt(8, 127));
  EXPECT_BITS(cast(Instruction::FPToSI, DoubleTy, I8, d(-128.9)),
              APInt(8, 0x80));
  EXPECT_TRUE(cast(Instruction::FPToSI, DoubleTy, I8, d(-129.0)).isPoison());
  EXPECT_BITS(cast(Instruction::FPToSI, DoubleTy, I8, d(-0.7)), APInt(8, 0));
  // LangRef example: fptosi double -123.0 to i32 is -123.
  EXPECT_BITS(
      cast(Instruction::FPToSI, DoubleTy, Type::getInt32Ty(Ctx), d(-123.0)),
      APInt(32, -123, true));
  // i1: -1.0 fits (all ones), 1.0 does not.
  Type *I1 = Type::getInt1Ty(Ctx);
  EXPECT_BITS(cast(Instruction::FPToSI, FloatTy, I1, f(-1.0f)), APInt(1, 1));
  EXPECT_TRUE(cast(Instruction::FPToSI, FloatTy, I1, f(1.0f)).isPoison());
}

TEST_F(FloatOpsTest, FPToUI) {
  Type *I8 = Type::getInt8Ty(Ctx);
  EXPECT_BITS(cast(Instruction::FPToUI, FloatTy, I8, f(255.99f)),
              APInt(8, 255));
  EXPECT_TRUE(cast(Instruction::FPToUI, FloatTy, I8, f(256.0f)).isPoison());
  EXPECT_BITS(cast(Instruction::FPToUI, FloatTy, I8, f(-0.5f)), APInt(8, 0));
  EXPECT_TRUE(cast(Instruction::FPToUI, FloatTy, I8, f(-1.0f)).isPoison());
  // LangRef examples: 1.0E+300 to i1 and 1.04E+17 to i8 do not fit.
  EXPECT_TRUE(
      cast(Instruction::FPToUI, DoubleTy, Type::getInt1Ty(Ctx), d(1e300))
          .isPoison());
  EXPECT_TRUE(cast(Instruction::FPToUI, FloatTy, I8, f(1.04e17f)).isPoison());
  // 2^100 fits i128 exactly.
  Type *I128 = Type::getInt128Ty(Ctx);
  EXPECT_BITS(cast(Instruction::FPToUI, DoubleTy, I128, d(0x1p100)),
              APInt::getOneBitSet(128, 100));
}

TEST_F(FloatOpsTest, FPToIntOfNaNAndInfIsPoison) {
  Type *I64 = Type::getInt64Ty(Ctx);
  for (auto Op : {Instruction::FPToUI, Instruction::FPToSI}) {
    EXPECT_TRUE(cast(Op, DoubleTy, I64, db(0x7FF8000000000000)).isPoison());
    EXPECT_TRUE(cast(Op, DoubleTy, I64, db(DInf)).isPoison());
    EXPECT_TRUE(cast(Op, DoubleTy, I64, RtValue::poison(64)).isPoison());
  }
  EXPECT_FALSE(ND.used());
}

//===--- uitofp / sitofp --------------------------------------------------===//

TEST_F(FloatOpsTest, UIToFP) {
  Type *I8 = Type::getInt8Ty(Ctx);
  // LangRef examples.
  EXPECT_BITS64(cast(Instruction::UIToFP, I8, DoubleTy, RtValue::ofInt(8, 255)),
                std::bit_cast<uint64_t>(255.0));
  EXPECT_TRUE(
      cast(Instruction::UIToFP, I8, DoubleTy, RtValue::ofInt(8, 255), FlagNNeg)
          .isPoison());
  EXPECT_BITS32(cast(Instruction::UIToFP, Type::getInt32Ty(Ctx), FloatTy,
                     RtValue::ofInt(32, 256), FlagNNeg),
                std::bit_cast<uint32_t>(256.0f));
  // 2^24 + 1 rounds to even; an odd width works.
  EXPECT_BITS32(cast(Instruction::UIToFP, Type::getInt32Ty(Ctx), FloatTy,
                     RtValue::ofInt(32, 16777217)),
                std::bit_cast<uint32_t>(16777216.0f));
  EXPECT_BITS32(cast(Instruction::UIToFP, Type::getIntNTy(Ctx, 7), FloatTy,
                     RtValue::ofInt(7, 127)),
                std::bit_cast<uint32_t>(127.0f));
  // Too large for half: +inf.
  EXPECT_BITS(cast(Instruction::UIToFP, Type::getInt128Ty(Ctx), HalfTy,
                   RtValue(APInt::getAllOnes(128))),
              APInt(16, 0x7C00));
}

TEST_F(FloatOpsTest, SIToFP) {
  EXPECT_BITS64(cast(Instruction::SIToFP, Type::getInt8Ty(Ctx), DoubleTy,
                     RtValue::ofInt(8, 255)),
                std::bit_cast<uint64_t>(-1.0));
  EXPECT_BITS32(cast(Instruction::SIToFP, Type::getIntNTy(Ctx, 7), FloatTy,
                     RtValue::ofInt(7, 64)),
                std::bit_cast<uint32_t>(-64.0f));
  EXPECT_BITS32(cast(Instruction::SIToFP, Type::getInt1Ty(Ctx), FloatTy,
                     RtValue::ofInt(1, 1)),
                std::bit_cast<uint32_t>(-1.0f));
  // i128: 2^100 + 2^47 + 1 is above the midpoint between 2^100 and
  // 2^100 + 2^48 (the double spacing there), so it rounds up; 2^100 + 2^47
  // is the midpoint and rounds to even (2^100).
  Type *I128 = Type::getInt128Ty(Ctx);
  APInt Big = APInt::getOneBitSet(128, 100) + APInt::getOneBitSet(128, 47);
  EXPECT_BITS64(cast(Instruction::SIToFP, I128, DoubleTy, RtValue(Big + 1)),
                std::bit_cast<uint64_t>(0x1p100 + 0x1p48));
  EXPECT_BITS64(cast(Instruction::SIToFP, I128, DoubleTy, RtValue(Big)),
                std::bit_cast<uint64_t>(0x1p100));
  EXPECT_BITS64(cast(Instruction::SIToFP, I128, DoubleTy, RtValue(-Big - 1)),
                std::bit_cast<uint64_t>(-(0x1p100 + 0x1p48)));
  // INT128_MIN is exact.
  EXPECT_BITS64(cast(Instruction::SIToFP, I128, DoubleTy,
                     RtValue(APInt::getSignedMinValue(128))),
                std::bit_cast<uint64_t>(-0x1p127));
  EXPECT_TRUE(cast(Instruction::SIToFP, I128, DoubleTy, RtValue::poison(128))
                  .isPoison());
  EXPECT_FALSE(ND.used());
}

} // namespace

namespace {
/// Answers every choice with all ones (flush) and records the kinds asked.
class FlushPolicy final : public NondetPolicy {
public:
  APInt choose(NondetKind K, unsigned Width) override {
    Kinds.push_back(K);
    return APInt::getAllOnes(Width);
  }
  std::vector<NondetKind> Kinds;
};
} // namespace

/// LangRef "denormal-fp-math": a flushed denormal becomes a zero of its
/// sign under preserve-sign and +0 under positive-zero; other values,
/// poison and IEEE mode are left alone. Without a Nondet the input rule is
/// definite (fcmp); with one, flushing is a DenormalFlush choice, asked
/// only for a denormal.
TEST_F(FloatOpsTest, DenormalFlushing) {
  const RtValue NegDenorm = RtValue::ofInt(32, 0x80000001); // -1.4e-45
  const RtValue PosDenorm = RtValue::ofInt(32, 0x00400000);
  const RtValue One = f(1.0f);
  auto Bits = [](const RtValue &V) { return V.bits().getZExtValue(); };
  EXPECT_EQ(Bits(fpFlushDenormalInput(FloatTy, NegDenorm,
                                      DenormalMode::PreserveSign)),
            0x80000000u);
  EXPECT_EQ(Bits(fpFlushDenormalInput(FloatTy, NegDenorm,
                                      DenormalMode::PositiveZero)),
            0u);
  EXPECT_EQ(Bits(fpFlushDenormalInput(FloatTy, PosDenorm,
                                      DenormalMode::PreserveSign)),
            0u);
  EXPECT_EQ(Bits(fpFlushDenormalInput(FloatTy, NegDenorm, DenormalMode::IEEE)),
            0x80000001u);
  EXPECT_EQ(
      Bits(fpFlushDenormalInput(FloatTy, One, DenormalMode::PreserveSign)),
      Bits(One));
  EXPECT_TRUE(fpFlushDenormalInput(FloatTy, RtValue::poison(32),
                                   DenormalMode::PreserveSign)
                  .isPoison());
  // half: 0x8001 is its smallest negative denormal.
  EXPECT_EQ(Bits(fpFlushDenormalInput(HalfTy, RtValue::ofInt(16, 0x8001),
                                      DenormalMode::PreserveSign)),
            0x8000u);

  FlushPolicy Flush;
  Nondet FlushND(Flush);
  EXPECT_EQ(Bits(fpFlushDenormalOutput(FloatTy, One, DenormalMode::PreserveSign,
                                       FlushND)),
            Bits(One));
  EXPECT_TRUE(Flush.Kinds.empty());
  EXPECT_EQ(Bits(fpFlushDenormalOutput(FloatTy, NegDenorm,
                                       DenormalMode::PreserveSign, FlushND)),
            0x80000000u);
  EXPECT_EQ(Flush.Kinds, std::vector<NondetKind>{NondetKind::DenormalFlush});
  // The zero policy keeps the denormal.
  EXPECT_EQ(Bits(fpFlushDenormalOutput(FloatTy, NegDenorm,
                                       DenormalMode::PreserveSign, ND)),
            0x80000001u);
  EXPECT_EQ(Bits(fpFlushDenormalInput(FloatTy, NegDenorm,
                                      DenormalMode::PositiveZero, &FlushND)),
            0u);
}

//===--- The hot loop's kernels -------------------------------------------===//

/// fastIntToFP against fpCast (sitofp, uitofp to float and double), and
/// fastIntToFPIsExact against APFloat's inexact status, at
/// widths around the float and double significands and the word's, on
/// boundary operands (each power of two and its neighbours, the rounding
/// ties just above 2^24 and 2^53) and random ones.
TEST_F(FloatOpsTest, FastIntToFP) {
  std::mt19937_64 Rng(17);
  unsigned Cases = 0, Wrong = 0;
  for (unsigned W : {1u, 2u, 8u, 16u, 23u, 24u, 25u, 26u, 31u, 32u, 33u, 52u,
                     53u, 54u, 55u, 56u, 63u, 64u}) {
    const uint64_t Mask = W == 64 ? ~uint64_t(0) : (uint64_t(1) << W) - 1;
    std::vector<uint64_t> Ops = {0, 1, Mask, Mask >> 1, (Mask >> 1) + 1};
    for (unsigned B = 0; B < W; ++B)
      for (int64_t D : {-3, -2, -1, 0, 1, 2, 3})
        Ops.push_back((uint64_t(1) << B) + D);
    for (unsigned K = 0; K < 200; ++K)
      Ops.push_back(Rng());
    Type *IntTy = Type::getIntNTy(Ctx, W);
    for (uint64_t X : Ops) {
      X &= Mask;
      for (bool Signed : {false, true})
        for (Type *DstTy : {FloatTy, DoubleTy}) {
          unsigned DstBits = DstTy == FloatTy ? 32 : 64;
          RtValue Ref = cast(Signed ? Instruction::SIToFP : Instruction::UIToFP,
                             IntTy, DstTy, RtValue(APInt(W, X)));
          // (Exact where APFloat rounds nothing away.)
          APFloat R(DstTy->getFltSemantics());
          bool Exact =
              R.convertFromAPInt(APInt(W, X), Signed,
                                 APFloat::rmNearestTiesToEven) == APFloat::opOK;
          ++Cases;
          if (Ref.isPoison() ||
              Ref.bits().getZExtValue() != fastIntToFP(Signed, X, W, DstBits) ||
              Exact != fastIntToFPIsExact(Signed, X, W, DstBits)) {
            if (++Wrong <= 10)
              ADD_FAILURE() << (Signed ? "sitofp i" : "uitofp i") << W << " "
                            << X << " to f" << DstBits;
          }
        }
    }
  }
  EXPECT_GT(Cases, 20000u);
  EXPECT_EQ(Wrong, 0u);
}

/// fastFCmp against fpCompare for every predicate, on each pair of a set
/// of operands of half, bfloat, float and double: zeros of both signs,
/// the smallest and largest denormals and normals, ones, infinities,
/// quiet and signaling NaNs of both signs with payloads, and random bit
/// patterns.
TEST_F(FloatOpsTest, FastFCmp) {
  std::mt19937_64 Rng(23);
  unsigned Cases = 0, Wrong = 0;
  for (Type *Ty : {HalfTy, BFloatTy, FloatTy, DoubleTy}) {
    const fltSemantics &Sem = Ty->getFltSemantics();
    const unsigned W = Ty->getPrimitiveSizeInBits().getFixedValue();
    const unsigned Mant = APFloat::semanticsPrecision(Sem) - 1;
    const uint64_t Mask = W == 64 ? ~uint64_t(0) : (uint64_t(1) << W) - 1;
    std::vector<uint64_t> Ops;
    for (bool Neg : {false, true}) {
      for (const APFloat &V :
           {APFloat::getZero(Sem, Neg), APFloat::getSmallest(Sem, Neg),
            APFloat::getLargest(Sem, Neg),
            APFloat::getSmallestNormalized(Sem, Neg), APFloat::getInf(Sem, Neg),
            APFloat::getQNaN(Sem, Neg), APFloat::getSNaN(Sem, Neg)})
        Ops.push_back(V.bitcastToAPInt().getZExtValue());
      APFloat One(Sem, 1);
      if (Neg)
        One.changeSign();
      Ops.push_back(One.bitcastToAPInt().getZExtValue());
      // A NaN with the lowest payload bit, and the largest denormal.
      Ops.push_back(APFloat::getInf(Sem, Neg).bitcastToAPInt().getZExtValue() |
                    1);
      Ops.push_back((APFloat::getSmallestNormalized(Sem, Neg)
                         .bitcastToAPInt()
                         .getZExtValue()) -
                    1);
    }
    for (unsigned K = 0; K < 24; ++K)
      Ops.push_back(Rng() & Mask);
    for (uint64_t A : Ops)
      for (uint64_t B : Ops)
        for (unsigned P = CmpInst::FIRST_FCMP_PREDICATE;
             P <= CmpInst::LAST_FCMP_PREDICATE; ++P) {
          RtValue Ref =
              fpCompare(static_cast<CmpInst::Predicate>(P), FastMathFlags(), Ty,
                        RtValue(APInt(W, A)), RtValue(APInt(W, B)));
          ++Cases;
          if (Ref.isPoison() ||
              Ref.bits().getBoolValue() != fastFCmp(P, W, Mant, A, B)) {
            if (++Wrong <= 10)
              ADD_FAILURE()
                  << "fcmp " << P << " f" << W << " " << A << ", " << B;
          }
        }
  }
  EXPECT_GT(Cases, 50000u);
  EXPECT_EQ(Wrong, 0u);
}
