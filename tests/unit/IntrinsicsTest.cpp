//===- tests/unit/IntrinsicsTest.cpp - Intrinsic evaluation tests ---------===//
//
// Exact-value tests of semantics/Intrinsics.cpp. Each test parses a call of
// the intrinsic (only its types matter) and evaluates it on given operand
// values. Expected values come from the LangRef examples or are computed by
// hand; saturating and overflow arithmetic is also compared exhaustively at
// i4 with plain 64-bit arithmetic, and sqrt with the host's sqrt.
//
//===----------------------------------------------------------------------===//
#include "semantics/Intrinsics.h"
#include "semantics/FloatOps.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <random>

using namespace llvm;
using namespace refinery;

namespace {

/// Answers every choice with \p Answer (truncated to the asked width) and
/// records the kinds asked for.
class FixedPolicy final : public NondetPolicy {
public:
  explicit FixedPolicy(uint64_t Answer = 0) : Answer(Answer) {}
  APInt choose(NondetKind K, unsigned Width) override {
    Kinds.push_back(K);
    return APInt(Width, Answer, /*isSigned=*/false, /*implicitTrunc=*/true);
  }
  uint64_t Answer;
  std::vector<NondetKind> Kinds;
};

std::string str(const RtValue &V) {
  std::string S;
  raw_string_ostream OS(S);
  V.dump(OS);
  return S;
}

/// An iW scalar from a (possibly negative) number.
RtValue Int(unsigned W, int64_t X) {
  return RtValue(APInt(W, X, /*isSigned=*/false, /*implicitTrunc=*/true));
}
RtValue I1(bool B) { return RtValue::ofBool(B); }
RtValue I8(int64_t X) { return Int(8, X); }
RtValue Poison(unsigned W) { return RtValue::poison(W); }
RtValue Vec(std::vector<RtValue> Elems) {
  return RtValue::compound(std::move(Elems));
}
RtValue F32(float F) { return RtValue(APInt(32, std::bit_cast<uint32_t>(F))); }
RtValue F64(double D) { return RtValue(APInt(64, std::bit_cast<uint64_t>(D))); }
RtValue Bits32(uint32_t B) { return RtValue(APInt(32, B)); }

constexpr uint32_t CanonicalNaN32 = 0x7FC00000;
constexpr uint32_t SNaN32 = 0x7F800123; // Signaling, payload 0x123.
constexpr uint32_t QNaN32 = 0x7FC00123; // Quiet, payload 0x123.
const float Inf = INFINITY;

#define EXPECT_VAL(Actual, Expected)                                           \
  do {                                                                         \
    RtValue A_ = (Actual), E_ = (Expected);                                    \
    EXPECT_TRUE(A_.identical(E_))                                              \
        << "got " << str(A_) << ", want " << str(E_);                          \
  } while (false)

class IntrinsicsTest : public ::testing::Test {
protected:
  LLVMContext Ctx;
  std::vector<std::unique_ptr<Module>> Modules;
  /// Whether the last evaluation consulted its Nondet.
  bool LastUsedND = false;

  /// Parses `define void @f() { <Text> ret void }` and returns the first
  /// call in it. Operands in \p Text only fix the types.
  const CallBase &call(StringRef Text) {
    std::string IR =
        ("define void @f() {\n" + Text + "\n  ret void\n}\n").str();
    SMDiagnostic Err;
    std::unique_ptr<Module> M = parseAssemblyString(IR, Err, Ctx);
    if (!M) {
      std::string Msg;
      raw_string_ostream OS(Msg);
      Err.print("IntrinsicsTest", OS);
      ADD_FAILURE() << Msg;
      std::abort();
    }
    const CallBase *C = nullptr;
    for (const Instruction &I : M->getFunction("f")->getEntryBlock())
      if ((C = dyn_cast<CallBase>(&I)))
        break;
    assert(C && "no call in the test IR");
    Modules.push_back(std::move(M));
    return *C;
  }

  std::optional<IntrinsicResult>
  tryEval(const CallBase &C, std::vector<RtValue> Args, NondetPolicy &P) {
    Nondet ND(P);
    std::optional<IntrinsicResult> R =
        evalIntrinsic(C.getIntrinsicID(), C, Args, 64, ND);
    LastUsedND = ND.used();
    return R;
  }

  IntrinsicResult eval(StringRef Text, std::vector<RtValue> Args,
                       NondetPolicy &P) {
    std::optional<IntrinsicResult> R = tryEval(call(Text), std::move(Args), P);
    EXPECT_TRUE(R.has_value()) << Text.str();
    return R.value_or(IntrinsicResult::unsupported("not evaluated"));
  }

  /// The value of a call that must produce one, under \p P.
  RtValue val(StringRef Text, std::vector<RtValue> Args, NondetPolicy &P) {
    IntrinsicResult R = eval(Text, std::move(Args), P);
    EXPECT_EQ(R.K, IntrinsicResult::Value) << Text.str() << ": " << R.Reason;
    return R.V;
  }
  /// The value of a deterministic call (asserts that no choice was made).
  RtValue val(StringRef Text, std::vector<RtValue> Args) {
    ZeroPolicy Z;
    RtValue V = val(Text, std::move(Args), Z);
    EXPECT_FALSE(LastUsedND) << Text.str() << " made a nondeterministic choice";
    return V;
  }
  /// The value of the lane-wise call \p C on prepared arguments.
  RtValue valOn(const CallBase &C, std::vector<RtValue> Args) {
    ZeroPolicy Z;
    std::optional<IntrinsicResult> R = tryEval(C, std::move(Args), Z);
    EXPECT_TRUE(R && R->K == IntrinsicResult::Value);
    return R ? R->V : RtValue();
  }
};

//===----------------------------------------------------------------------===//
// Integer intrinsics
//===----------------------------------------------------------------------===//

TEST_F(IntrinsicsTest, AbsIntMin) {
  const char *T = "%r = call i8 @llvm.abs.i8(i8 0, i1 true)";
  EXPECT_VAL(val(T, {I8(-128), I1(true)}), Poison(8));
  EXPECT_VAL(val(T, {I8(-128), I1(false)}), I8(-128));
  EXPECT_VAL(val(T, {I8(-5), I1(true)}), I8(5));
  EXPECT_VAL(val(T, {I8(7), I1(true)}), I8(7));
  EXPECT_VAL(val(T, {Poison(8), I1(false)}), Poison(8));
}

TEST_F(IntrinsicsTest, AbsVectorLanes) {
  EXPECT_VAL(val("%r = call <3 x i8> @llvm.abs.v3i8(<3 x i8> zeroinitializer, "
                 "i1 true)",
                 {Vec({I8(-3), Poison(8), I8(-128)}), I1(true)}),
             Vec({I8(3), Poison(8), Poison(8)}));
}

TEST_F(IntrinsicsTest, MinMaxScalar) {
  EXPECT_VAL(val("%r = call i8 @llvm.smax.i8(i8 0, i8 0)", {I8(-1), I8(1)}),
             I8(1));
  EXPECT_VAL(val("%r = call i8 @llvm.umax.i8(i8 0, i8 0)", {I8(-1), I8(1)}),
             I8(255));
  EXPECT_VAL(val("%r = call i8 @llvm.smin.i8(i8 0, i8 0)", {I8(-1), I8(1)}),
             I8(-1));
  EXPECT_VAL(val("%r = call i8 @llvm.umin.i8(i8 0, i8 0)", {I8(-1), I8(1)}),
             I8(1));
  EXPECT_VAL(val("%r = call i8 @llvm.smax.i8(i8 0, i8 0)", {I8(3), Poison(8)}),
             Poison(8));
}

TEST_F(IntrinsicsTest, UminVectorPoisonLane) {
  EXPECT_VAL(val("%r = call <2 x i8> @llvm.umin.v2i8(<2 x i8> zeroinitializer, "
                 "<2 x i8> zeroinitializer)",
                 {Vec({I8(200), Poison(8)}), Vec({I8(100), I8(1)})}),
             Vec({I8(100), Poison(8)}));
}

TEST_F(IntrinsicsTest, ScmpUcmpResultWidths) {
  const char *S = "%r = call i2 @llvm.scmp.i2.i8(i8 0, i8 0)";
  EXPECT_VAL(val(S, {I8(-1), I8(1)}), Int(2, -1));
  EXPECT_VAL(val(S, {I8(1), I8(-1)}), Int(2, 1));
  EXPECT_VAL(val(S, {I8(42), I8(42)}), Int(2, 0));
  const char *U = "%r = call i32 @llvm.ucmp.i32.i8(i8 0, i8 0)";
  EXPECT_VAL(val(U, {I8(-1), I8(1)}), Int(32, 1));
  EXPECT_VAL(val(U, {I8(1), I8(-1)}), Int(32, -1));
  EXPECT_VAL(val(U, {Poison(8), I8(1)}), Poison(32));
}

TEST_F(IntrinsicsTest, ScmpVector) {
  EXPECT_VAL(val("%r = call <3 x i4> @llvm.scmp.v3i4.v3i8(<3 x i8> "
                 "zeroinitializer, <3 x i8> zeroinitializer)",
                 {Vec({I8(-5), I8(0), Poison(8)}), Vec({I8(5), I8(0), I8(1)})}),
             Vec({Int(4, -1), Int(4, 0), Poison(4)}));
}

TEST_F(IntrinsicsTest, Ctlz) {
  const char *T = "%r = call i8 @llvm.ctlz.i8(i8 0, i1 false)";
  EXPECT_VAL(val(T, {I8(0), I1(false)}), I8(8));
  EXPECT_VAL(val(T, {I8(0), I1(true)}), Poison(8));
  EXPECT_VAL(val(T, {I8(1), I1(true)}), I8(7));
  EXPECT_VAL(val(T, {I8(-1), I1(false)}), I8(0));
  // LangRef example: llvm.ctlz(i32 2) = 30.
  EXPECT_VAL(val("%r = call i32 @llvm.ctlz.i32(i32 0, i1 false)",
                 {Int(32, 2), I1(false)}),
             Int(32, 30));
}

TEST_F(IntrinsicsTest, Cttz) {
  const char *T = "%r = call i8 @llvm.cttz.i8(i8 0, i1 false)";
  EXPECT_VAL(val(T, {I8(0), I1(false)}), I8(8));
  EXPECT_VAL(val(T, {I8(0), I1(true)}), Poison(8));
  EXPECT_VAL(val(T, {I8(2), I1(true)}), I8(1)); // LangRef: cttz(2) = 1.
  EXPECT_VAL(val(T, {I8(-128), I1(false)}), I8(7));
}

TEST_F(IntrinsicsTest, CtlzVectorZeroPoisonPerLane) {
  EXPECT_VAL(val("%r = call <2 x i16> @llvm.ctlz.v2i16(<2 x i16> "
                 "zeroinitializer, i1 true)",
                 {Vec({Int(16, 0), Int(16, 0x00F0)}), I1(true)}),
             Vec({Poison(16), Int(16, 8)}));
}

TEST_F(IntrinsicsTest, Ctpop) {
  const char *T = "%r = call i8 @llvm.ctpop.i8(i8 0)";
  EXPECT_VAL(val(T, {I8(0xB6)}), I8(5));
  EXPECT_VAL(val(T, {I8(-1)}), I8(8));
  EXPECT_VAL(val(T, {Poison(8)}), Poison(8));
  EXPECT_VAL(val("%r = call i128 @llvm.ctpop.i128(i128 0)",
                 {RtValue(APInt::getAllOnes(128))}),
             Int(128, 128));
}

TEST_F(IntrinsicsTest, Bswap) {
  EXPECT_VAL(val("%r = call i16 @llvm.bswap.i16(i16 0)", {Int(16, 0x1234)}),
             Int(16, 0x3412));
  EXPECT_VAL(val("%r = call i32 @llvm.bswap.i32(i32 0)", {Int(32, 0x11223344)}),
             Int(32, 0x44332211));
  EXPECT_VAL(
      val("%r = call i48 @llvm.bswap.i48(i48 0)", {Int(48, 0x112233445566)}),
      Int(48, 0x665544332211));
}

TEST_F(IntrinsicsTest, Bitreverse) {
  // LangRef example: 0b10110110 becomes 0b01101101.
  EXPECT_VAL(val("%r = call i8 @llvm.bitreverse.i8(i8 0)", {I8(0xB6)}),
             I8(0x6D));
  EXPECT_VAL(val("%r = call <2 x i4> @llvm.bitreverse.v2i4(<2 x i4> "
                 "zeroinitializer)",
                 {Vec({Int(4, 1), Poison(4)})}),
             Vec({Int(4, 8), Poison(4)}));
}

TEST_F(IntrinsicsTest, FshlLangRefExamples) {
  const char *T = "%r = call i8 @llvm.fshl.i8(i8 0, i8 0, i8 0)";
  EXPECT_VAL(val(T, {I8(255), I8(0), I8(15)}), I8(128));
  EXPECT_VAL(val(T, {I8(15), I8(15), I8(11)}), I8(120));
  EXPECT_VAL(val(T, {I8(0), I8(255), I8(8)}), I8(0));
  // Shift 9 is 1 modulo 8: (0x81 << 1) | (0x01 >> 7) = 0x02.
  EXPECT_VAL(val(T, {I8(0x81), I8(0x01), I8(9)}), I8(0x02));
  EXPECT_VAL(val(T, {I8(0x81), I8(0x01), Poison(8)}), Poison(8));
}

TEST_F(IntrinsicsTest, FshrLangRefExamples) {
  const char *T = "%r = call i8 @llvm.fshr.i8(i8 0, i8 0, i8 0)";
  EXPECT_VAL(val(T, {I8(255), I8(0), I8(15)}), I8(254));
  EXPECT_VAL(val(T, {I8(15), I8(15), I8(11)}), I8(225));
  EXPECT_VAL(val(T, {I8(0), I8(255), I8(8)}), I8(255));
  // Shift 9 is 1 modulo 8: (0x81 << 7) | (0x01 >> 1) = 0x80.
  EXPECT_VAL(val(T, {I8(0x81), I8(0x01), I8(9)}), I8(0x80));
  EXPECT_VAL(val(T, {Poison(8), I8(0x01), I8(0)}), Poison(8));
}

TEST_F(IntrinsicsTest, ClmulLangRefExamples) {
  const char *T = "%r = call i4 @llvm.clmul.i4(i4 0, i4 0)";
  EXPECT_VAL(val(T, {Int(4, 1), Int(4, 2)}), Int(4, 2));
  EXPECT_VAL(val(T, {Int(4, 5), Int(4, 6)}), Int(4, 14));
  EXPECT_VAL(val(T, {Int(4, -4), Int(4, 2)}), Int(4, -8));
  EXPECT_VAL(val(T, {Int(4, -4), Int(4, -5)}), Int(4, 4));
}

TEST_F(IntrinsicsTest, SaturatingLangRefExamples) {
  auto I4 = [](int64_t X) { return Int(4, X); };
  const char *SAdd = "%r = call i4 @llvm.sadd.sat.i4(i4 0, i4 0)";
  EXPECT_VAL(val(SAdd, {I4(1), I4(2)}), I4(3));
  EXPECT_VAL(val(SAdd, {I4(5), I4(6)}), I4(7));
  EXPECT_VAL(val(SAdd, {I4(-4), I4(2)}), I4(-2));
  EXPECT_VAL(val(SAdd, {I4(-4), I4(-5)}), I4(-8));
  const char *UAdd = "%r = call i4 @llvm.uadd.sat.i4(i4 0, i4 0)";
  EXPECT_VAL(val(UAdd, {I4(5), I4(6)}), I4(11));
  EXPECT_VAL(val(UAdd, {I4(8), I4(8)}), I4(15));
  const char *SSub = "%r = call i4 @llvm.ssub.sat.i4(i4 0, i4 0)";
  EXPECT_VAL(val(SSub, {I4(2), I4(6)}), I4(-4));
  EXPECT_VAL(val(SSub, {I4(-4), I4(5)}), I4(-8));
  EXPECT_VAL(val(SSub, {I4(4), I4(-5)}), I4(7));
  const char *USub = "%r = call i4 @llvm.usub.sat.i4(i4 0, i4 0)";
  EXPECT_VAL(val(USub, {I4(2), I4(1)}), I4(1));
  EXPECT_VAL(val(USub, {I4(2), I4(6)}), I4(0));
  EXPECT_VAL(val(USub, {I4(2), Poison(4)}), Poison(4));
}

TEST_F(IntrinsicsTest, ShlSatExamplesAndPoison) {
  auto I4 = [](int64_t X) { return Int(4, X); };
  const char *S = "%r = call i4 @llvm.sshl.sat.i4(i4 0, i4 0)";
  EXPECT_VAL(val(S, {I4(2), I4(1)}), I4(4));
  EXPECT_VAL(val(S, {I4(2), I4(2)}), I4(7));
  EXPECT_VAL(val(S, {I4(-5), I4(1)}), I4(-8));
  EXPECT_VAL(val(S, {I4(-1), I4(1)}), I4(-2));
  EXPECT_VAL(val(S, {I4(0), I4(4)}), Poison(4)); // Shift >= width.
  const char *U = "%r = call i4 @llvm.ushl.sat.i4(i4 0, i4 0)";
  EXPECT_VAL(val(U, {I4(2), I4(1)}), I4(4));
  EXPECT_VAL(val(U, {I4(3), I4(3)}), I4(15));
  EXPECT_VAL(val(U, {I4(1), I4(-1)}), Poison(4)); // Shift 15.
}

/// Exhaustive i4 comparison of the saturating intrinsics with a clamp of
/// the exact result.
TEST_F(IntrinsicsTest, SaturatingExhaustiveI4) {
  struct Case {
    const char *Name;
    bool Signed;
    int64_t (*Exact)(int64_t, int64_t);
    bool IsShift;
  };
  const Case Cases[] = {
      {"uadd.sat", false, [](int64_t A, int64_t B) { return A + B; }, false},
      {"usub.sat", false, [](int64_t A, int64_t B) { return A - B; }, false},
      {"sadd.sat", true, [](int64_t A, int64_t B) { return A + B; }, false},
      {"ssub.sat", true, [](int64_t A, int64_t B) { return A - B; }, false},
      {"ushl.sat", false, [](int64_t A, int64_t B) { return A << B; }, true},
      {"sshl.sat", true, [](int64_t A, int64_t B) { return A * (1 << B); },
       true},
  };
  for (const Case &K : Cases) {
    const CallBase &C =
        call((Twine("%r = call i4 @llvm.") + K.Name + ".i4(i4 0, i4 0)").str());
    for (int64_t A = 0; A < 16; ++A)
      for (int64_t B = 0; B < 16; ++B) {
        int64_t SA = K.Signed ? (A ^ 8) - 8 : A;
        int64_t SB = K.IsShift ? B : (K.Signed ? (B ^ 8) - 8 : B);
        RtValue Want = Poison(4);
        if (!K.IsShift || B < 4) {
          int64_t Lo = K.Signed ? -8 : 0, Hi = K.Signed ? 7 : 15;
          Want = Int(4, std::clamp(K.Exact(SA, SB), Lo, Hi));
        }
        RtValue Got = valOn(C, {Int(4, A), Int(4, B)});
        EXPECT_TRUE(Got.identical(Want))
            << K.Name << "(" << A << ", " << B << ") = " << str(Got)
            << ", want " << str(Want);
      }
  }
}

TEST_F(IntrinsicsTest, WithOverflowValues) {
  EXPECT_VAL(val("%r = call {i8, i1} @llvm.uadd.with.overflow.i8(i8 0, i8 0)",
                 {I8(200), I8(100)}),
             Vec({I8(44), I1(true)}));
  EXPECT_VAL(val("%r = call {i8, i1} @llvm.uadd.with.overflow.i8(i8 0, i8 0)",
                 {I8(100), I8(100)}),
             Vec({I8(200), I1(false)}));
  EXPECT_VAL(val("%r = call {i8, i1} @llvm.sadd.with.overflow.i8(i8 0, i8 0)",
                 {I8(100), I8(50)}),
             Vec({I8(-106), I1(true)}));
  EXPECT_VAL(val("%r = call {i8, i1} @llvm.usub.with.overflow.i8(i8 0, i8 0)",
                 {I8(1), I8(2)}),
             Vec({I8(255), I1(true)}));
  EXPECT_VAL(val("%r = call {i8, i1} @llvm.ssub.with.overflow.i8(i8 0, i8 0)",
                 {I8(-128), I8(1)}),
             Vec({I8(127), I1(true)}));
  EXPECT_VAL(val("%r = call {i8, i1} @llvm.smul.with.overflow.i8(i8 0, i8 0)",
                 {I8(-128), I8(-1)}),
             Vec({I8(-128), I1(true)}));
  EXPECT_VAL(val("%r = call {i8, i1} @llvm.umul.with.overflow.i8(i8 0, i8 0)",
                 {I8(15), I8(17)}),
             Vec({I8(255), I1(false)}));
  EXPECT_VAL(val("%r = call {i8, i1} @llvm.umul.with.overflow.i8(i8 0, i8 0)",
                 {I8(16), I8(16)}),
             Vec({I8(0), I1(true)}));
}

TEST_F(IntrinsicsTest, WithOverflowPoisonMakesBothFieldsPoison) {
  EXPECT_VAL(val("%r = call {i8, i1} @llvm.sadd.with.overflow.i8(i8 0, i8 0)",
                 {Poison(8), I8(1)}),
             Vec({Poison(8), Poison(1)}));
}

TEST_F(IntrinsicsTest, WithOverflowVectorIsTransposed) {
  EXPECT_VAL(
      val("%r = call {<3 x i8>, <3 x i1>} "
          "@llvm.uadd.with.overflow.v3i8(<3 x i8> zeroinitializer, "
          "<3 x i8> zeroinitializer)",
          {Vec({I8(200), I8(1), Poison(8)}), Vec({I8(100), I8(2), I8(3)})}),
      Vec({Vec({I8(44), I8(3), Poison(8)}),
           Vec({I1(true), I1(false), Poison(1)})}));
}

/// Exhaustive comparison at i1 and i4 with the LangRef definition: the
/// operation overflows if the extended result differs from the exact one.
TEST_F(IntrinsicsTest, WithOverflowExhaustive) {
  const char *Ops[] = {"sadd", "uadd", "ssub", "usub", "smul", "umul"};
  for (unsigned W : {1u, 4u})
    for (const char *Op : Ops) {
      std::string Ty = "i" + std::to_string(W);
      const CallBase &C =
          call("%r = call {" + Ty + ", i1} @llvm." + Op + ".with.overflow." +
               Ty + "(" + Ty + " 0, " + Ty + " 0)");
      bool Signed = Op[0] == 's';
      int64_t N = int64_t(1) << W;
      for (int64_t A = 0; A < N; ++A)
        for (int64_t B = 0; B < N; ++B) {
          auto Ext = [&](int64_t X) {
            return Signed && X >= N / 2 ? X - N : X;
          };
          int64_t EA = Ext(A), EB = Ext(B);
          int64_t Exact = Op[1] == 'a'   ? EA + EB
                          : Op[1] == 's' ? EA - EB
                                         : EA * EB;
          int64_t Wrapped = Ext(((Exact % N) + N) % N);
          RtValue Want = Vec({Int(W, Exact), I1(Wrapped != Exact)});
          RtValue Got = valOn(C, {Int(W, A), Int(W, B)});
          EXPECT_TRUE(Got.identical(Want))
              << Op << " i" << W << " (" << A << ", " << B << ") = " << str(Got)
              << ", want " << str(Want);
        }
    }
}

TEST_F(IntrinsicsTest, IntReductions) {
  std::vector<RtValue> V = {Vec({I8(-3), I8(5), I8(100), I8(0x0F)})};
  auto R = [&](const char *Op) {
    return val((Twine("%r = call i8 @llvm.vector.reduce.") + Op +
                ".v4i8(<4 x i8> zeroinitializer)")
                   .str(),
               V);
  };
  EXPECT_VAL(R("add"), I8(117));               // -3 + 5 + 100 + 15.
  EXPECT_VAL(R("mul"), I8(-3 * 5 * 100 * 15)); // Modulo 256: 20.
  EXPECT_VAL(R("and"), I8(0x04));              // 0xFD & 0x05 & 0x64 & 0x0F.
  EXPECT_VAL(R("or"), I8(0xFF));
  EXPECT_VAL(R("xor"), I8(0xFD ^ 0x05 ^ 0x64 ^ 0x0F));
  EXPECT_VAL(R("smax"), I8(100));
  EXPECT_VAL(R("smin"), I8(-3));
  EXPECT_VAL(R("umax"), I8(0xFD));
  EXPECT_VAL(R("umin"), I8(5));
}

TEST_F(IntrinsicsTest, ReduceOrPoisonLaneIsPoison) {
  // Even though or with 0xFF would absorb the poison lane's bits.
  EXPECT_VAL(val("%r = call i8 @llvm.vector.reduce.or.v2i8(<2 x i8> "
                 "zeroinitializer)",
                 {Vec({I8(0xFF), Poison(8)})}),
             Poison(8));
  EXPECT_VAL(val("%r = call i8 @llvm.vector.reduce.umin.v2i8(<2 x i8> "
                 "zeroinitializer)",
                 {Vec({I8(0), Poison(8)})}),
             Poison(8));
}

//===----------------------------------------------------------------------===//
// General intrinsics
//===----------------------------------------------------------------------===//

TEST_F(IntrinsicsTest, ExpectReturnsItsValue) {
  EXPECT_VAL(val("%r = call i32 @llvm.expect.i32(i32 0, i32 1)",
                 {Int(32, 7), Int(32, 1)}),
             Int(32, 7));
  EXPECT_VAL(val("%r = call i32 @llvm.expect.i32(i32 0, i32 1)",
                 {Poison(32), Int(32, 1)}),
             Poison(32));
  EXPECT_VAL(val("%r = call i1 @llvm.expect.with.probability.i1(i1 0, i1 1, "
                 "double 0.5)",
                 {I1(false), I1(true), F64(0.5)}),
             I1(false));
}

TEST_F(IntrinsicsTest, Assume) {
  ZeroPolicy Z;
  const char *T = "call void @llvm.assume(i1 true)";
  IntrinsicResult R = eval(T, {I1(true)}, Z);
  EXPECT_EQ(R.K, IntrinsicResult::Value);
  EXPECT_FALSE(R.V.isCompound());
  EXPECT_EQ(R.V.bits().getBitWidth(), 1u); // The default, unset value.
  R = eval(T, {I1(false)}, Z);
  EXPECT_EQ(R.K, IntrinsicResult::UB);
  EXPECT_EQ(R.Reason, "llvm.assume on false");
  R = eval(T, {Poison(1)}, Z);
  EXPECT_EQ(R.K, IntrinsicResult::UB);
  EXPECT_EQ(R.Reason, "llvm.assume on poison");
  // Operand bundles are ignored.
  R = eval("call void @llvm.assume(i1 true) [\"align\"(ptr null, i64 8)]",
           {I1(true)}, Z);
  EXPECT_EQ(R.K, IntrinsicResult::Value);
}

TEST_F(IntrinsicsTest, IsConstantIsUnsupported) {
  ZeroPolicy Z;
  IntrinsicResult R =
      eval("%r = call i1 @llvm.is.constant.i32(i32 0)", {Int(32, 0)}, Z);
  EXPECT_EQ(R.K, IntrinsicResult::Unsupported);
}

TEST_F(IntrinsicsTest, MemoryIntrinsicsAreLeftToTheInterpreter) {
  ZeroPolicy Z;
  RtValue P(APInt(64, 0), NoProv);
  EXPECT_FALSE(tryEval(call("call void @llvm.memset.p0.i64(ptr null, i8 0, "
                            "i64 0, i1 false)"),
                       {P, I8(0), Int(64, 0), I1(false)}, Z));
  EXPECT_FALSE(tryEval(call("%r = call ptr @llvm.ptrmask.p0.i64(ptr null, "
                            "i64 0)"),
                       {P, Int(64, 0)}, Z));
  EXPECT_FALSE(tryEval(call("%r = call ptr @llvm.stacksave.p0()"), {}, Z));
}

//===----------------------------------------------------------------------===//
// Floating-point intrinsics
//===----------------------------------------------------------------------===//

TEST_F(IntrinsicsTest, FabsKeepsNaNBits) {
  const char *T = "%r = call float @llvm.fabs.f32(float 0.0)";
  EXPECT_VAL(val(T, {F32(-1.5f)}), F32(1.5f));
  EXPECT_VAL(val(T, {F32(-0.0f)}), F32(0.0f));
  EXPECT_VAL(val(T, {Bits32(SNaN32 | 0x80000000)}), Bits32(SNaN32));
  EXPECT_VAL(val(T, {Poison(32)}), Poison(32));
}

TEST_F(IntrinsicsTest, CopysignKeepsNaNBits) {
  const char *T = "%r = call float @llvm.copysign.f32(float 0.0, float 0.0)";
  EXPECT_VAL(val(T, {F32(1.0f), F32(-0.0f)}), F32(-1.0f));
  EXPECT_VAL(val(T, {F32(-2.0f), F32(3.0f)}), F32(2.0f));
  EXPECT_VAL(val(T, {Bits32(SNaN32), F32(-1.0f)}), Bits32(SNaN32 | 0x80000000));
  EXPECT_VAL(val(T, {F32(1.0f), Poison(32)}), Poison(32));
}

TEST_F(IntrinsicsTest, MinnumMaxnumNumbersAndZeros) {
  const char *Min = "%r = call float @llvm.minnum.f32(float 0.0, float 0.0)";
  const char *Max = "%r = call float @llvm.maxnum.f32(float 0.0, float 0.0)";
  EXPECT_VAL(val(Min, {F32(1.0f), F32(-2.0f)}), F32(-2.0f));
  EXPECT_VAL(val(Max, {F32(1.0f), F32(-2.0f)}), F32(1.0f));
  // LangRef 22: -0.0 < +0.0 for minnum/maxnum.
  EXPECT_VAL(val(Min, {F32(0.0f), F32(-0.0f)}), F32(-0.0f));
  EXPECT_VAL(val(Max, {F32(-0.0f), F32(0.0f)}), F32(0.0f));
  // qNaN vs number: the number, with no choice involved.
  EXPECT_VAL(val(Min, {Bits32(QNaN32), F32(3.0f)}), F32(3.0f));
  EXPECT_VAL(val(Max, {F32(-Inf), Bits32(QNaN32)}), F32(-Inf));
}

TEST_F(IntrinsicsTest, MinnumSignalingNaNIsNondeterministic) {
  const char *T = "%r = call float @llvm.minnum.f32(float 0.0, float 0.0)";
  // Choice 0: minNum's qNaN (here the preferred NaN).
  FixedPolicy P0(0);
  EXPECT_VAL(val(T, {Bits32(SNaN32), F32(1.0f)}, P0), Bits32(CanonicalNaN32));
  EXPECT_TRUE(LastUsedND);
  // Choice 1: the sNaN treated as quiet, so the number.
  FixedPolicy P1(1);
  EXPECT_VAL(val(T, {F32(1.0f), Bits32(SNaN32)}, P1), F32(1.0f));
  EXPECT_EQ(P1.Kinds, std::vector<NondetKind>{NondetKind::Undef});
}

TEST_F(IntrinsicsTest, MinMaxNaNResultIsQuiet) {
  // The policy proposes the sNaN input unchanged, which plain NaN
  // propagation would allow; the min/max families quiet it instead.
  for (const char *Name : {"minnum", "minimum", "maximumnum"}) {
    SCOPED_TRACE(Name);
    FixedPolicy P(SNaN32);
    std::vector<RtValue> Args = {Bits32(SNaN32), F32(1.0f)};
    if (StringRef(Name) != "minimum") // Else a number would be returned.
      Args[1] = Bits32(SNaN32);
    EXPECT_VAL(val((Twine("%r = call float @llvm.") + Name +
                    ".f32(float 0.0, float 0.0)")
                       .str(),
                   Args, P),
               Bits32(QNaN32));
  }
}

TEST_F(IntrinsicsTest, MinimumMaximumPropagateNaN) {
  const char *Min = "%r = call float @llvm.minimum.f32(float 0.0, float 0.0)";
  const char *Max = "%r = call float @llvm.maximum.f32(float 0.0, float 0.0)";
  EXPECT_VAL(val(Min, {F32(-0.0f), F32(0.0f)}), F32(-0.0f));
  EXPECT_VAL(val(Max, {F32(-0.0f), F32(0.0f)}), F32(0.0f));
  EXPECT_VAL(val(Max, {F32(2.0f), F32(7.0f)}), F32(7.0f));
  ZeroPolicy Z;
  EXPECT_VAL(val(Min, {Bits32(QNaN32), F32(1.0f)}, Z), Bits32(CanonicalNaN32));
  EXPECT_TRUE(LastUsedND);
}

TEST_F(IntrinsicsTest, MinimumnumMaximumnum) {
  const char *Min =
      "%r = call float @llvm.minimumnum.f32(float 0.0, float 0.0)";
  const char *Max =
      "%r = call float @llvm.maximumnum.f32(float 0.0, float 0.0)";
  // A number beats any NaN, signaling included, without a choice.
  EXPECT_VAL(val(Min, {Bits32(SNaN32), F32(1.0f)}), F32(1.0f));
  EXPECT_VAL(val(Max, {F32(-4.0f), Bits32(QNaN32)}), F32(-4.0f));
  EXPECT_VAL(val(Min, {F32(0.0f), F32(-0.0f)}), F32(-0.0f));
  EXPECT_VAL(val(Max, {F32(0.0f), F32(-0.0f)}), F32(0.0f));
  ZeroPolicy Z;
  EXPECT_VAL(val(Max, {Bits32(SNaN32), Bits32(SNaN32)}, Z),
             Bits32(CanonicalNaN32));
}

TEST_F(IntrinsicsTest, MinnumVectorPoisonLane) {
  EXPECT_VAL(val("%r = call <2 x float> @llvm.minnum.v2f32(<2 x float> "
                 "zeroinitializer, <2 x float> zeroinitializer)",
                 {Vec({F32(1.0f), Poison(32)}), Vec({F32(0.5f), F32(2.0f)})}),
             Vec({F32(0.5f), Poison(32)}));
}

TEST_F(IntrinsicsTest, SqrtSpecialValues) {
  const char *T = "%r = call float @llvm.sqrt.f32(float 0.0)";
  EXPECT_VAL(val(T, {F32(4.0f)}), F32(2.0f));
  EXPECT_VAL(val(T, {F32(-0.0f)}), F32(-0.0f));
  EXPECT_VAL(val(T, {F32(Inf)}), F32(Inf));
  // The NaN of sqrt(-1) is chosen; the zero answer is the preferred NaN.
  FixedPolicy P;
  EXPECT_VAL(val(T, {F32(-1.0f)}, P), Bits32(CanonicalNaN32));
  EXPECT_EQ(P.Kinds, std::vector<NondetKind>{NondetKind::NaN});
  EXPECT_VAL(val(T, {Poison(32)}), Poison(32));
}

TEST_F(IntrinsicsTest, SqrtMatchesHostForFloatAndDouble) {
  const CallBase &CF = call("%r = call float @llvm.sqrt.f32(float 0.0)");
  const CallBase &CD = call("%r = call double @llvm.sqrt.f64(double 0.0)");
  std::mt19937_64 Rng(12345);
  for (int I = 0; I < 20000; ++I) {
    // Positive finite values, subnormals included.
    uint32_t B32 = uint32_t(Rng()) % 0x7F800000u;
    float X = std::bit_cast<float>(B32);
    EXPECT_VAL(valOn(CF, {F32(X)}), F32(std::sqrt(X)));
    uint64_t B64 = Rng() % 0x7FF0000000000000ull;
    double D = std::bit_cast<double>(B64);
    EXPECT_VAL(valOn(CD, {F64(D)}), F64(std::sqrt(D)));
  }
  EXPECT_VAL(valOn(CF, {Bits32(1)}), F32(std::sqrt(std::bit_cast<float>(1u))));
}

TEST_F(IntrinsicsTest, SqrtOtherFormats) {
  // Reference bits computed with exact integer square roots.
  EXPECT_VAL(
      val("%r = call half @llvm.sqrt.f16(half 0.0)", {Int(16, 0x4000)}), // 2.0
      Int(16, 0x3DA8));
  APInt Two128(128, 0);
  Two128.setBit(126); // 2.0 in fp128: exponent 0x4000.
  APInt Root(128, "3fff6a09e667f3bcc908b2fb1366ea95", 16);
  EXPECT_VAL(
      val("%r = call fp128 @llvm.sqrt.f128(fp128 0xL0)", {RtValue(Two128)}),
      RtValue(Root));
  APInt TwoX87(80, 0);
  TwoX87.setBit(63); // Explicit integer bit.
  TwoX87.setBit(78); // Exponent 0x4000.
  EXPECT_VAL(val("%r = call x86_fp80 @llvm.sqrt.f80(x86_fp80 0xK0)",
                 {RtValue(TwoX87)}),
             RtValue(APInt(80, "3fffb504f333f9de6484", 16)));
}

TEST_F(IntrinsicsTest, FmaIsFused) {
  const char *T =
      "%r = call double @llvm.fma.f64(double 0.0, double 0.0, double 0.0)";
  EXPECT_VAL(val(T, {F64(0.1), F64(10.0), F64(-1.0)}),
             F64(std::fma(0.1, 10.0, -1.0)));
  EXPECT_NE(std::fma(0.1, 10.0, -1.0), 0.0);
  EXPECT_VAL(val(T, {F64(2.0), F64(3.0), F64(1.0)}), F64(7.0));
}

TEST_F(IntrinsicsTest, FmuladdChoosesFusionOnlyWhenItMatters) {
  const char *T = "%r = call double @llvm.fmuladd.f64(double 0.0, double "
                  "0.0, double 0.0)";
  // Both ways give 7.0: no choice.
  EXPECT_VAL(val(T, {F64(2.0), F64(3.0), F64(1.0)}), F64(7.0));
  // 0.1 * 10 rounds to 1.0 unfused.
  FixedPolicy P0(0), P1(1);
  EXPECT_VAL(val(T, {F64(0.1), F64(10.0), F64(-1.0)}, P0), F64(0.0));
  EXPECT_VAL(val(T, {F64(0.1), F64(10.0), F64(-1.0)}, P1),
             F64(std::fma(0.1, 10.0, -1.0)));
  EXPECT_EQ(P1.Kinds.size(), 1u);
}

TEST_F(IntrinsicsTest, Rounding) {
  auto R = [&](const char *Name, float X) {
    return val(
        (Twine("%r = call float @llvm.") + Name + ".f32(float 0.0)").str(),
        {F32(X)});
  };
  EXPECT_VAL(R("floor", -2.5f), F32(-3.0f));
  EXPECT_VAL(R("ceil", -2.5f), F32(-2.0f));
  EXPECT_VAL(R("trunc", -2.5f), F32(-2.0f));
  EXPECT_VAL(R("round", -2.5f), F32(-3.0f)); // Ties away from zero.
  EXPECT_VAL(R("round", 2.5f), F32(3.0f));
  EXPECT_VAL(R("roundeven", 2.5f), F32(2.0f));
  EXPECT_VAL(R("rint", 3.5f), F32(4.0f));
  EXPECT_VAL(R("nearbyint", 2.5f), F32(2.0f));
  EXPECT_VAL(R("trunc", -0.5f), F32(-0.0f));
  EXPECT_VAL(R("ceil", -0.5f), F32(-0.0f));
  EXPECT_VAL(R("floor", 0.5f), F32(0.0f));
  EXPECT_VAL(R("floor", Inf), F32(Inf));
}

TEST_F(IntrinsicsTest, CanonicalizeNaNIsAChoice) {
  // LangRef: payloads are conserved and sNaNs quieted, unless the
  // environment has one canonical NaN; the zero policy picks that one.
  const char *T = "%r = call float @llvm.canonicalize.f32(float 0.0)";
  ZeroPolicy Z;
  EXPECT_VAL(val(T, {Bits32(SNaN32 | 0x80000000)}, Z), Bits32(0x7FC00000));
  EXPECT_TRUE(LastUsedND);
  EXPECT_VAL(val(T, {Bits32(QNaN32)}, Z), Bits32(0x7FC00000));
  EXPECT_TRUE(LastUsedND);
  EXPECT_VAL(val(T, {F32(-0.0f)}), F32(-0.0f));
  EXPECT_VAL(val(T, {Bits32(1)}), Bits32(1)); // Subnormals are preserved.
}

TEST_F(IntrinsicsTest, IsFPClass) {
  auto C = [&](RtValue X, unsigned Test) {
    return val("%r = call i1 @llvm.is.fpclass.f32(float 0.0, i32 0)",
               {X, Int(32, Test)});
  };
  EXPECT_VAL(C(Bits32(SNaN32), 0x001), I1(true));
  EXPECT_VAL(C(Bits32(SNaN32), 0x002), I1(false));
  EXPECT_VAL(C(Bits32(QNaN32), 0x002), I1(true));
  EXPECT_VAL(C(F32(-Inf), 0x004), I1(true));
  EXPECT_VAL(C(F32(-1.0f), 0x108), I1(true)); // LangRef: 0x108 is normal.
  EXPECT_VAL(C(F32(1.0f), 0x108), I1(true));
  EXPECT_VAL(C(Bits32(0x80000001), 0x010), I1(true)); // Negative subnormal.
  EXPECT_VAL(C(Bits32(0x80000001), 0x080), I1(false));
  EXPECT_VAL(C(F32(-0.0f), 0x020), I1(true));
  EXPECT_VAL(C(F32(0.0f), 0x020), I1(false));
  EXPECT_VAL(C(F32(0.0f), 0x040), I1(true));
  EXPECT_VAL(C(F32(Inf), 0x200), I1(true));
  EXPECT_VAL(C(F32(Inf), 0x1FF), I1(false));
  EXPECT_VAL(C(Poison(32), 0x3FF), Poison(1));
  EXPECT_VAL(val("%r = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> "
                 "zeroinitializer, i32 0)",
                 {Vec({F32(0.0f), F32(2.0f)}), Int(32, 0x060)}),
             Vec({I1(true), I1(false)}));
}

TEST_F(IntrinsicsTest, FastMathFlagsMakePoison) {
  EXPECT_VAL(
      val("%r = call nnan float @llvm.fabs.f32(float 0.0)", {Bits32(QNaN32)}),
      Poison(32));
  EXPECT_VAL(val("%r = call ninf float @llvm.maxnum.f32(float 0.0, float "
                 "0.0)",
                 {F32(Inf), F32(1.0f)}),
             Poison(32));
  // nnan on a NaN result: poison, and no NaN is chosen.
  EXPECT_VAL(
      val("%r = call nnan float @llvm.sqrt.f32(float 0.0)", {F32(-1.0f)}),
      Poison(32));
  // ninf on a finite computation that overflows.
  EXPECT_VAL(val("%r = call ninf float @llvm.fma.f32(float 0.0, float 0.0, "
                 "float 0.0)",
                 {F32(3e38f), F32(10.0f), F32(0.0f)}),
             Poison(32));
  // nsz does not change the value (see the file comment of Intrinsics.cpp).
  EXPECT_VAL(val("%r = call nsz float @llvm.minnum.f32(float 0.0, float "
                 "0.0)",
                 {F32(0.0f), F32(-0.0f)}),
             F32(-0.0f));
}

TEST_F(IntrinsicsTest, ReduceFaddIsSequential) {
  const char *T = "%r = call double @llvm.vector.reduce.fadd.v3f64(double "
                  "0.0, <3 x double> zeroinitializer)";
  // ((-0 + 1e16) + 1) - 1e16: the 1 is lost in the rounding of 1e16 + 1.
  EXPECT_VAL(val(T, {F64(-0.0), Vec({F64(1e16), F64(1.0), F64(-1e16)})}),
             F64(0.0));
  EXPECT_VAL(val(T, {F64(-0.0), Vec({F64(1e16), F64(-1e16), F64(1.0)})}),
             F64(1.0));
  EXPECT_VAL(val(T, {F64(-0.0), Vec({F64(-0.0), F64(-0.0), F64(-0.0)})}),
             F64(-0.0));
  EXPECT_VAL(val(T, {F64(1.0), Vec({F64(1.0), Poison(64), F64(1.0)})}),
             Poison(64));
}

TEST_F(IntrinsicsTest, ReduceFmul) {
  const char *T = "%r = call float @llvm.vector.reduce.fmul.v4f32(float "
                  "0.0, <4 x float> zeroinitializer)";
  EXPECT_VAL(
      val(T, {F32(2.0f), Vec({F32(3.0f), F32(-0.5f), F32(4.0f), F32(1.0f)})}),
      F32(-12.0f));
  EXPECT_VAL(
      val("%r = call nnan float @llvm.vector.reduce.fmul.v4f32(float "
          "0.0, <4 x float> zeroinitializer)",
          {F32(1.0f), Vec({F32(3.0f), Bits32(QNaN32), F32(4.0f), F32(1.0f)})}),
      Poison(32));
  // Inf * 0 in the middle gives a NaN result, chosen through the policy.
  FixedPolicy P;
  EXPECT_VAL(
      val(T, {F32(1.0f), Vec({F32(Inf), F32(0.0f), F32(1.0f), F32(1.0f)})}, P),
      Bits32(CanonicalNaN32));
  EXPECT_EQ(P.Kinds, std::vector<NondetKind>{NondetKind::NaN});
}

TEST_F(IntrinsicsTest, ReduceFmaxFmin) {
  const char *Max = "%r = call float @llvm.vector.reduce.fmax.v4f32(<4 x "
                    "float> zeroinitializer)";
  const char *Min = "%r = call float @llvm.vector.reduce.fmin.v4f32(<4 x "
                    "float> zeroinitializer)";
  EXPECT_VAL(
      val(Max, {Vec({F32(1.0f), Bits32(QNaN32), F32(7.0f), F32(-9.0f)})}),
      F32(7.0f));
  EXPECT_VAL(
      val(Min, {Vec({F32(1.0f), Bits32(QNaN32), F32(7.0f), F32(-9.0f)})}),
      F32(-9.0f));
  EXPECT_VAL(val(Min, {Vec({F32(0.0f), F32(-0.0f), F32(0.0f), F32(1.0f)})}),
             F32(-0.0f));
  ZeroPolicy Z;
  EXPECT_VAL(val(Max,
                 {Vec({Bits32(QNaN32), Bits32(QNaN32), Bits32(QNaN32),
                       Bits32(QNaN32)})},
                 Z),
             Bits32(CanonicalNaN32));
  // An sNaN lane: either the NaN or the maximum of the numbers.
  FixedPolicy P1(1);
  EXPECT_VAL(
      val(Max, {Vec({F32(1.0f), Bits32(SNaN32), F32(7.0f), F32(-9.0f)})}, P1),
      F32(7.0f));
  EXPECT_TRUE(LastUsedND);
  EXPECT_VAL(val(Max, {Vec({F32(1.0f), Poison(32), F32(7.0f), F32(-9.0f)})}),
             Poison(32));
}

TEST_F(IntrinsicsTest, ReduceFmaximumFminimum) {
  const char *Max = "%r = call float @llvm.vector.reduce.fmaximum.v3f32(<3 x "
                    "float> zeroinitializer)";
  const char *Min = "%r = call float @llvm.vector.reduce.fminimum.v3f32(<3 x "
                    "float> zeroinitializer)";
  EXPECT_VAL(val(Max, {Vec({F32(-0.0f), F32(0.0f), F32(-1.0f)})}), F32(0.0f));
  EXPECT_VAL(val(Min, {Vec({F32(0.0f), F32(-0.0f), F32(1.0f)})}), F32(-0.0f));
  ZeroPolicy Z;
  EXPECT_VAL(val(Max, {Vec({F32(1.0f), Bits32(QNaN32), F32(7.0f)})}, Z),
             Bits32(CanonicalNaN32));
}

/// The lane-wise table: its members, their operands and flags.
TEST(LaneWiseIntrinsicsTest, Table) {
  std::vector<std::string> Names;
  for (const LaneWiseIntrinsic &E : laneWiseIntrinsics())
    Names.push_back(Intrinsic::getBaseName(E.ID).str() + "/" +
                    std::to_string(E.NumOperands) + (E.HasFlag ? "+flag" : ""));
  EXPECT_EQ(Names,
            (std::vector<std::string>{
                "llvm.abs/1+flag",  "llvm.smax/2",     "llvm.smin/2",
                "llvm.umax/2",      "llvm.umin/2",     "llvm.scmp/2",
                "llvm.ucmp/2",      "llvm.ctpop/1",    "llvm.ctlz/1+flag",
                "llvm.cttz/1+flag", "llvm.bswap/1",    "llvm.bitreverse/1",
                "llvm.fshl/3",      "llvm.fshr/3",     "llvm.clmul/2",
                "llvm.uadd.sat/2",  "llvm.usub.sat/2", "llvm.sadd.sat/2",
                "llvm.ssub.sat/2",  "llvm.ushl.sat/2", "llvm.sshl.sat/2"}));
  ASSERT_NE(findLaneWiseIntrinsic(Intrinsic::fshr), nullptr);
  EXPECT_EQ(findLaneWiseIntrinsic(Intrinsic::fshr)->NumOperands, 3u);
  EXPECT_EQ(findLaneWiseIntrinsic(Intrinsic::sadd_with_overflow), nullptr);
  EXPECT_EQ(findLaneWiseIntrinsic(Intrinsic::fabs), nullptr);
}

/// The with.overflow table: each intrinsic's operation and signedness.
TEST(LaneWiseIntrinsicsTest, OverflowTable) {
  std::vector<std::string> Rows;
  for (const OverflowIntrinsic &E : overflowIntrinsics())
    Rows.push_back(Intrinsic::getBaseName(E.ID).str() + "=" +
                   (E.Signed ? "s" : "u") + Instruction::getOpcodeName(E.Op));
  EXPECT_EQ(Rows, (std::vector<std::string>{"llvm.sadd.with.overflow=sadd",
                                            "llvm.uadd.with.overflow=uadd",
                                            "llvm.ssub.with.overflow=ssub",
                                            "llvm.usub.with.overflow=usub",
                                            "llvm.smul.with.overflow=smul",
                                            "llvm.umul.with.overflow=umul"}));
  EXPECT_EQ(findOverflowIntrinsic(Intrinsic::abs), nullptr);
  EXPECT_EQ(findLaneWiseIntrinsic(Intrinsic::umul_with_overflow), nullptr);
}

/// The integer reduction table: each intrinsic's folded operation and, for
/// min/max, the predicate that keeps the accumulator.
TEST(LaneWiseIntrinsicsTest, ReductionTable) {
  std::vector<std::string> Rows;
  for (const ReductionIntrinsic &E : reductionIntrinsics())
    Rows.push_back(Intrinsic::getBaseName(E.ID).str() + "=" +
                   Instruction::getOpcodeName(E.Opcode) +
                   (E.Keep == CmpInst::BAD_ICMP_PREDICATE
                        ? ""
                        : " " + CmpInst::getPredicateName(E.Keep).str()));
  EXPECT_EQ(
      Rows,
      (std::vector<std::string>{
          "llvm.vector.reduce.add=add", "llvm.vector.reduce.mul=mul",
          "llvm.vector.reduce.and=and", "llvm.vector.reduce.or=or",
          "llvm.vector.reduce.xor=xor", "llvm.vector.reduce.smax=icmp sgt",
          "llvm.vector.reduce.smin=icmp slt",
          "llvm.vector.reduce.umax=icmp ugt",
          "llvm.vector.reduce.umin=icmp ult"}));
  ASSERT_NE(findReductionIntrinsic(Intrinsic::vector_reduce_umin), nullptr);
  EXPECT_EQ(findReductionIntrinsic(Intrinsic::vector_reduce_umin)->Keep,
            CmpInst::ICMP_ULT);
  EXPECT_EQ(findReductionIntrinsic(Intrinsic::vector_reduce_fadd), nullptr);
  EXPECT_EQ(findReductionIntrinsic(Intrinsic::umin), nullptr);
}

//===----------------------------------------------------------------------===//
// The hot loop's kernels
//===----------------------------------------------------------------------===//

/// Bit patterns of a float (\p Double false) or double to try the hot
/// loop's kernels on: zeros, infinities, NaNs, subnormals, the halves and
/// integers near every power of two up to 2^66 with their neighbours, both
/// signs, and random bits.
static std::vector<uint64_t> fpPatterns(bool Double, std::mt19937_64 &Rng) {
  std::vector<double> Values = {0.0, 0.5, 0.99, 1.5, 2.5, INFINITY, NAN};
  for (int E = 0; E <= 66; ++E)
    for (double D : {-1.0, -0.5, 0.0, 0.5, 1.0}) {
      double X = std::ldexp(1.0, E) + D;
      Values.push_back(X);
      Values.push_back(std::nextafter(X, 0.0));
      Values.push_back(std::nextafter(X, INFINITY));
    }
  std::vector<uint64_t> Out;
  for (double V : Values)
    for (double X : {V, -V})
      Out.push_back(Double ? std::bit_cast<uint64_t>(X)
                           : std::bit_cast<uint32_t>(float(X)));
  // Subnormals, a signaling NaN and NaNs with a sign.
  for (uint64_t B :
       Double ? std::vector<uint64_t>{1, 0x800FFFFFFFFFFFFF, 0x7FF0000000000001,
                                      0xFFF8000000000000}
              : std::vector<uint64_t>{1, 0x807FFFFF, 0x7F800001, 0xFFC00000})
    Out.push_back(B);
  for (unsigned K = 0; K < 300; ++K)
    Out.push_back(Double ? Rng() : Rng() & 0xFFFFFFFF);
  return Out;
}

/// fastFAbs and fastFPToIntSat against evalIntrinsic, for every type the
/// hot loop takes them on.
TEST_F(IntrinsicsTest, FastKernels) {
  std::mt19937_64 Rng(5);
  unsigned Cases = 0, Wrong = 0;
  auto Check = [&](const CallBase &C, const RtValue &Arg, uint64_t Fast) {
    RtValue Ref = valOn(C, {Arg});
    ++Cases;
    if (Ref.isPoison() || Ref.isCompound() ||
        Ref.bits().getZExtValue() != Fast) {
      if (++Wrong <= 10)
        ADD_FAILURE() << C.getCalledFunction()->getName().str() << " on "
                      << Arg.bits().getZExtValue() << ": " << Fast;
    }
  };
  for (auto [Ty, Suffix] : {std::pair{"half", "f16"},
                            {"bfloat", "bf16"},
                            {"float", "f32"},
                            {"double", "f64"}}) {
    const CallBase &C = call((Twine("%r = call ") + Ty + " @llvm.fabs." +
                              Suffix + "(" + Ty + " 0.0)")
                                 .str());
    unsigned W = C.getType()->getPrimitiveSizeInBits();
    for (uint64_t B : fpPatterns(/*Double=*/true, Rng)) {
      B &= W == 64 ? ~uint64_t(0) : (uint64_t(1) << W) - 1;
      Check(C, RtValue(APInt(W, B)), fastFAbs(B, W));
    }
  }
  for (bool Double : {false, true})
    for (unsigned W : {1u, 8u, 16u, 31u, 32u, 33u, 63u, 64u})
      for (bool Signed : {false, true}) {
        const char *Src = Double ? "double" : "float";
        const CallBase &C =
            call((Twine("%r = call i") + Twine(W) + " @llvm." +
                  (Signed ? "fptosi" : "fptoui") + ".sat.i" + Twine(W) +
                  (Double ? ".f64(" : ".f32(") + Src + " 0.0)")
                     .str());
        unsigned SrcBits = Double ? 64 : 32;
        for (uint64_t B : fpPatterns(Double, Rng))
          Check(C, RtValue(APInt(SrcBits, B)),
                fastFPToIntSat(Signed, SrcBits, B, W));
      }
  EXPECT_GT(Cases, 20000u);
  EXPECT_EQ(Wrong, 0u);
}

} // namespace
