//===- tests/unit/InputsTest.cpp - Input sets -----------------------------===//
///
/// \file
/// The exact inputs makeInputs (oracle/Inputs.h) makes for given parameter
/// types, attributes and seeds: the boundary walk, the poison block, the
/// buffers of pointer arguments (sizes, fill patterns, offsets, null,
/// aliasing), vectors and floating point; and that one seed always gives
/// the same inputs. Also materializeInput and describeInput.
///
//===----------------------------------------------------------------------===//
#include "oracle/Inputs.h"
#include "TestIR.h"
#include "oracle/Interpreter.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "gtest/gtest.h"
#include <set>

using namespace llvm;
using namespace refinery;

namespace {

/// Narrow widths: 0, 1, 2, -1, the signed extremes and their neighbours
/// (8), the shift edges 63, 64, 65, and 2^2, 2^5, ..., 2^62 with their
/// neighbours (21 x 3).
TEST(InputsTest, IntegerBoundaryOfI64) {
  std::vector<APInt> B = integerBoundary(64, {});
  EXPECT_EQ(B.size(), 8u + 3u + 3u * 21);
  EXPECT_EQ(B[0], APInt(64, 0));
  EXPECT_EQ(B[2], APInt::getAllOnes(64));
  EXPECT_EQ(B[8], APInt(64, 63));
  EXPECT_EQ(B[11], APInt(64, 4));
  EXPECT_EQ(B.back(), APInt::getOneBitSet(64, 62) + 1);
}

/// A wide integer gets at most 64 powers of two, and fewer when they
/// would pass 16 MiB: an i8388608 parameter made ~2.8 million of them,
/// 1 MiB each (gigabytes and minutes before the first run; found by
/// refinery-frontend-fuzzer on tests/lit/exec/limits.ll), then 64 (with
/// their copies, 550 MiB resident: libFuzzer's 2 GiB limit, met by a
/// mutant with more such parameters, failed a CI run), now 5.
TEST(InputsTest, WideIntegerBoundaryIsBounded) {
  std::vector<APInt> B = integerBoundary(8388608, {});
  EXPECT_EQ(B.size(), 8u + 3u * 5 + 3u);
  std::vector<APInt> C = integerBoundary(4096, {APInt(4096, 12345)});
  EXPECT_EQ(C.size(), 8u + 4u + 3u * 64 + 3u);
}

/// \p B as signed decimals.
std::vector<int64_t> signedValues(ArrayRef<APInt> B) {
  std::vector<int64_t> Out;
  for (const APInt &V : B)
    Out.push_back(V.getSExtValue());
  return Out;
}

/// i1 has only its two values (no 2, no powers of two).
TEST(InputsTest, IntegerBoundaryOfI1) {
  EXPECT_EQ(signedValues(integerBoundary(1, {})),
            (std::vector<int64_t>{0, -1}));
}

/// Every power of two up to i16, in the order: the fixed values, then
/// each power with its neighbours (duplicates dropped where first seen).
TEST(InputsTest, IntegerBoundaryOfI8) {
  EXPECT_EQ(
      signedValues(integerBoundary(8, {})),
      (std::vector<int64_t>{0, 1, -1, -128, 127, -127, 126, 2,  4,  3,  5, 8,
                            7, 9, 16, 15,   17,  32,   31,  33, 64, 63, 65}));
}

/// The function's constants come after the fixed values, each followed by
/// its neighbours and its negation, before the powers of two.
TEST(InputsTest, IntegerBoundaryWithConstants) {
  EXPECT_EQ(signedValues(integerBoundary(4, {APInt(4, 5)})),
            (std::vector<int64_t>{0, 1, -1, -8, 7, -7, 6, 2, 5, 4, -5, 3}));
  // Above i16 every third power of two: 2^2, 2^5, ..., 2^29 (10 of them).
  std::vector<APInt> B = integerBoundary(32, {APInt(32, 1000)});
  ASSERT_EQ(B.size(), 8u + 4u + 3u * 10);
  EXPECT_EQ(signedValues(ArrayRef(B).slice(8, 4)),
            (std::vector<int64_t>{1000, 1001, 999, -1000}));
  // Then the shift edges 31, 32, 33 (which the powers of two repeat).
  EXPECT_EQ(B[12].getSExtValue(), 31);
  EXPECT_EQ(B[15].getSExtValue(), 4);
  EXPECT_EQ(B.back().getSExtValue(), (int64_t(1) << 29) + 1);
}

class MakeInputsTest : public ::testing::Test {
protected:
  LLVMContext Ctx;
  std::unique_ptr<Module> M;

  /// The function @f of \p IR (on a parse error or without @f, a test
  /// failure and an empty @f).
  const Function &parse(StringRef IR) {
    M = parseTestIR(IR, Ctx);
    if (!M)
      M = std::make_unique<Module>("empty", Ctx);
    if (Function *F = M->getFunction("f"))
      return *F;
    ADD_FAILURE() << "no @f";
    return *Function::Create(FunctionType::get(Type::getVoidTy(Ctx), false),
                             GlobalValue::ExternalLinkage, "f", *M);
  }

  static std::vector<Input> make(const Function &F, unsigned Count,
                                 uint64_t Seed = 0) {
    InputOptions Opts;
    Opts.Count = Count;
    Opts.Seed = Seed;
    return makeInputs(F, 64, Opts);
  }
};

/// A scalar as a signed decimal or "poison"; a vector as "<a,b>".
std::string show(const RtValue &V) {
  if (V.isCompound()) {
    std::string S = "<";
    for (unsigned K = 0; K < V.numElems(); ++K)
      S += (K ? "," : "") + show(V.elems()[K]);
    return S + ">";
  }
  if (V.isPoison())
    return "poison";
  if (V.isUndef())
    return "undef";
  return toString(V.bits(), 10, /*Signed=*/true);
}

/// The fill pattern of a buffer: "zeros", "seq" (byte I holds I+1),
/// "ones" (0xff) or "rand".
std::string pattern(ArrayRef<MemByte> B) {
  bool Zeros = true, Seq = true, Ones = true;
  for (size_t I = 0; I < B.size(); ++I) {
    Zeros &= B[I].Val == 0;
    Seq &= B[I].Val == uint8_t(I + 1);
    Ones &= B[I].Val == 0xFF;
  }
  return Zeros ? "zeros" : Seq ? "seq" : Ones ? "ones" : "rand";
}

/// An argument: its value, or "buf(size+offset,align,pattern)",
/// "alias(arg+offset)" or "null" for a pointer (a 64-bit zero without a
/// buffer: these tests have no i64 parameters).
std::string show(const ArgInput &A) {
  if (A.AliasOf >= 0)
    return "alias(" + std::to_string(A.AliasOf) + "+" +
           std::to_string(A.BufferOffset) + ")";
  if (A.Buffer.empty())
    return A.V.isCompound() || A.V.bits().getBitWidth() != 64 || A.V.isPoison()
               ? show(A.V)
               : (A.V.bits().isZero() ? "null" : show(A.V));
  return "buf(" + std::to_string(A.Buffer.size() - A.BufferOffset) + "+" +
         std::to_string(A.BufferOffset) + "," + std::to_string(A.BufferAlign) +
         "," + pattern(A.Buffer) + ")";
}

std::string show(const Input &In) {
  std::string S;
  for (size_t A = 0; A < In.Args.size(); ++A)
    S += (A ? " " : "") + show(In.Args[A]);
  return S;
}

std::vector<std::string> show(ArrayRef<Input> Ins, size_t From = 0,
                              size_t To = ~size_t(0)) {
  std::vector<std::string> Out;
  for (size_t K = From; K < Ins.size() && K < To; ++K)
    Out.push_back(show(Ins[K]));
  return Out;
}

/// Exact equality of two input sets (values, poison, buffers, offsets).
bool identical(ArrayRef<Input> A, ArrayRef<Input> B) {
  if (A.size() != B.size())
    return false;
  for (size_t K = 0; K < A.size(); ++K) {
    if (A[K].Args.size() != B[K].Args.size())
      return false;
    for (size_t J = 0; J < A[K].Args.size(); ++J) {
      const ArgInput &X = A[K].Args[J], &Y = B[K].Args[J];
      if (!X.V.identical(Y.V) || X.Buffer != Y.Buffer ||
          X.BufferAlign != Y.BufferAlign || X.BufferOffset != Y.BufferOffset ||
          X.AliasOf != Y.AliasOf)
        return false;
    }
  }
  return true;
}

const std::vector<std::string> I8Boundary = {
    "0", "1", "-1", "-128", "127", "-127", "126", "2",  "4",  "3",  "5", "8",
    "7", "9", "16", "15",   "17",  "32",   "31",  "33", "64", "63", "65"};

/// A noundef i8 walks its 23 boundary values twice (2 x the longest list,
/// at most Count/2+1 inputs), then random values fill up to Count; no
/// poison anywhere.
TEST_F(MakeInputsTest, NoundefI8WalksItsBoundaryTwice) {
  const Function &F = parse("define i8 @f(i8 noundef %x) { ret i8 %x }");
  std::vector<Input> Ins = make(F, 200);
  ASSERT_EQ(Ins.size(), 200u);
  std::vector<std::string> Twice = I8Boundary;
  Twice.insert(Twice.end(), I8Boundary.begin(), I8Boundary.end());
  EXPECT_EQ(show(Ins, 0, 46), Twice);
  for (const Input &In : Ins)
    EXPECT_FALSE(In.Args[0].V.isPoison()) << "noundef got poison";
  // Count caps the boundary walk at Count/2+1 inputs.
  EXPECT_EQ(show(make(F, 10), 0, 6),
            (std::vector<std::string>{"0", "1", "-1", "-128", "127", "-127"}));
  EXPECT_EQ(make(F, 10).size(), 10u);
}

/// The function's own constants join the boundary values of their width.
TEST_F(MakeInputsTest, ConstantsOfTheFunctionAreBoundaryValues) {
  const Function &F =
      parse("define i8 @f(i8 noundef %x) { %r = add i8 %x, 100\n"
            "ret i8 %r }");
  EXPECT_EQ(show(make(F, 200), 0, 12),
            (std::vector<std::string>{"0", "1", "-1", "-128", "127", "-127",
                                      "126", "2", "100", "101", "99", "-100"}));
}

/// Two arguments walk at different strides (the second at 2K, shifted by
/// one per lap); without noundef, after the boundary walk each argument in
/// turn is poison for 8 inputs while the other walks its values from K+A.
TEST_F(MakeInputsTest, PoisonBlockPerArgument) {
  const Function &F =
      parse("define i8 @f(i8 %x, i8 %y) { %r = add i8 %x, %y\nret i8 %r }");
  std::vector<Input> Ins = make(F, 40);
  ASSERT_EQ(Ins.size(), 40u);
  // Boundary walk: min(2 x 23, 40/2+1) = 21 inputs; the first never poison,
  // the others may be (1 in 8, drawn from the seed).
  EXPECT_EQ(show(Ins[0]), "0 0");
  for (size_t K = 1; K < 21; ++K) {
    const ArgInput &X = Ins[K].Args[0], &Y = Ins[K].Args[1];
    if (!X.V.isPoison())
      EXPECT_EQ(show(X), I8Boundary[K % 23]) << "input " << K;
    if (!Y.V.isPoison())
      EXPECT_EQ(show(Y), I8Boundary[(2 * K) % 23]) << "input " << K;
  }
  EXPECT_EQ(show(Ins, 21, 37),
            (std::vector<std::string>{
                "poison 1", "poison -1", "poison -128", "poison 127",
                "poison -127", "poison 126", "poison 2", "poison 4", "0 poison",
                "1 poison", "-1 poison", "-128 poison", "127 poison",
                "-127 poison", "126 poison", "2 poison"}));
}

/// After the poison block, each integer argument without noundef in turn
/// is undef (every scalar: its bits are chosen where the run starts) for
/// 4 inputs while the other walks its values.
TEST_F(MakeInputsTest, UndefBlockPerArgument) {
  const Function &F =
      parse("define i8 @f(i8 %x, i8 %y) { %r = add i8 %x, %y\nret i8 %r }");
  std::vector<Input> Ins = make(F, 50);
  ASSERT_EQ(Ins.size(), 50u);
  // Boundary walk min(46, 50/2+1) = 26 inputs, the poison block 16.
  EXPECT_EQ(show(Ins, 42, 50),
            (std::vector<std::string>{"undef 1", "undef -1", "undef -128",
                                      "undef 127", "0 undef", "1 undef",
                                      "-1 undef", "-128 undef"}));
}

/// A vector argument is undef in every lane; an argument with an attribute
/// (noundef, range, ...) never gets undef.
TEST_F(MakeInputsTest, UndefVectorsNotNoundef) {
  const Function &F =
      parse("define i8 @f(i8 noundef %x, <2 x i8> %y, i8 range(i8 0, 9) %z)"
            " {\n  ret i8 %x }");
  size_t Undef = 0;
  for (const Input &In : make(F, 200)) {
    EXPECT_FALSE(In.Args[0].V.isUndef()) << "noundef got undef";
    EXPECT_FALSE(In.Args[2].V.isUndef()) << "range got undef";
    Undef += show(In.Args[1]) == "<undef,undef>";
  }
  EXPECT_EQ(Undef, 4u);
}

/// A function with a constrained FP intrinsic runs its inputs in the five
/// rounding modes in turn; others only in the default one.
TEST_F(MakeInputsTest, RoundingModesOnlyForConstrainedFP) {
  const Function &F = parse(
      "define float @f(float %x) {\n"
      "  %r = call float @llvm.experimental.constrained.fadd.f32(float %x,"
      " float 1.0, metadata !\"round.dynamic\", metadata "
      "!\"fpexcept.ignore\")\n"
      "  ret float %r }\n"
      "declare float @llvm.experimental.constrained.fadd.f32(float, float,"
      " metadata, metadata)");
  std::vector<Input> Ins = make(F, 12);
  ASSERT_EQ(Ins.size(), 12u);
  const RoundingMode Modes[] = {
      RoundingMode::NearestTiesToEven, RoundingMode::TowardPositive,
      RoundingMode::TowardNegative, RoundingMode::TowardZero,
      RoundingMode::NearestTiesToAway};
  for (size_t K = 0; K < Ins.size(); ++K)
    EXPECT_EQ(Ins[K].Rounding, Modes[K % 5]) << "input " << K;
  const Function &G = parse("define float @f(float %x) { ret float %x }");
  for (const Input &In : make(G, 12))
    EXPECT_EQ(In.Rounding, RoundingMode::NearestTiesToEven);
}

/// A variadic function's input K passes K % 4 variadic i64 arguments; one
/// without parameters gets eight inputs to vary them over. Others get none.
TEST_F(MakeInputsTest, VariadicArgumentsVaryInNumber) {
  const Function &F = parse("define i32 @f(...) { ret i32 0 }");
  std::vector<Input> Ins = make(F, 12);
  ASSERT_EQ(Ins.size(), 8u);
  for (size_t K = 0; K < Ins.size(); ++K) {
    EXPECT_EQ(Ins[K].VarArgs.size(), K % 4) << "input " << K;
    for (const APInt &V : Ins[K].VarArgs)
      EXPECT_EQ(V.getBitWidth(), 64u);
  }
  const Function &G = parse("define i32 @f(i32 %x, ...) { ret i32 %x }");
  std::vector<Input> GIns = make(G, 12);
  ASSERT_EQ(GIns.size(), 12u);
  for (size_t K = 0; K < GIns.size(); ++K)
    EXPECT_EQ(GIns[K].VarArgs.size(), K % 4) << "input " << K;
  const Function &H = parse("define i32 @f(i32 %x) { ret i32 %x }");
  for (const Input &In : make(H, 12))
    EXPECT_TRUE(In.VarArgs.empty());
}

/// A pointer argument gets a fresh buffer: 64 bytes (DefaultBufferSize),
/// filled with zeros, 1 2 3 ..., 0xff or random bytes by the input's
/// index mod 4, 16-aligned, sometimes 8, 1 or 4 bytes into the buffer,
/// and null for index 19 mod 20. Here the pointer is the second argument,
/// so its index is 2K + K/23.
TEST_F(MakeInputsTest, PointerBuffersOffsetsAndNull) {
  const Function &F =
      parse("define i8 @f(i8 noundef %x, ptr %p) { ret i8 %x }");
  std::vector<Input> Ins = make(F, 100);
  ASSERT_EQ(Ins.size(), 100u);
  EXPECT_EQ(show(Ins, 0, 6), (std::vector<std::string>{
                                 "0 buf(64+0,16,zeros)",
                                 "1 buf(64+0,16,ones)",
                                 "-1 buf(64+0,16,zeros)",
                                 "-128 buf(64+0,16,ones)",
                                 "127 buf(64+0,16,zeros)",
                                 "-127 buf(64+0,16,ones)",
                             }));
  // Index 2K + K/23 is odd from K = 23 on: offsets 0, 8, 1, 4.
  EXPECT_EQ(show(Ins, 23, 28), (std::vector<std::string>{
                                   "0 buf(64+4,16,rand)",
                                   "1 buf(64+0,16,seq)",
                                   "-1 buf(64+8,16,rand)",
                                   "-128 buf(64+1,16,seq)",
                                   "127 buf(64+4,16,rand)",
                               }));
  std::vector<size_t> Nulls;
  for (size_t K = 0; K < 46; ++K)
    if (show(Ins[K].Args[1]) == "null")
      Nulls.push_back(K);
  EXPECT_EQ(Nulls, (std::vector<size_t>{29, 39}));
}

/// dereferenceable(N): never null, and every other input gets exactly N
/// bytes (so that accesses beyond them are caught); align(A): no offset
/// into the buffer, and the buffer is A-aligned.
TEST_F(MakeInputsTest, PointerAttributesShapeTheBuffer) {
  const Function &F = parse(
      "define i8 @f(i8 noundef %x, ptr dereferenceable(8) %p) { ret i8 %x }");
  std::vector<Input> Ins = make(F, 100);
  EXPECT_EQ(show(Ins, 1, 3), (std::vector<std::string>{
                                 "1 buf(64+0,16,ones)",
                                 "-1 buf(64+0,16,zeros)",
                             }));
  EXPECT_EQ(show(Ins, 23, 28), (std::vector<std::string>{
                                   "0 buf(8+4,16,rand)",
                                   "1 buf(8+0,16,seq)",
                                   "-1 buf(8+8,16,rand)",
                                   "-128 buf(8+1,16,seq)",
                                   "127 buf(8+4,16,rand)",
                               }));
  for (size_t K = 0; K < Ins.size(); ++K)
    EXPECT_NE(show(Ins[K].Args[1]), "null") << "input " << K;

  const Function &G =
      parse("define i8 @f(i8 noundef %x, ptr align 32 %p) { ret i8 %x }");
  std::vector<Input> GIns = make(G, 100);
  EXPECT_EQ(show(GIns, 23, 27), (std::vector<std::string>{
                                    "0 buf(64+0,32,rand)",
                                    "1 buf(64+0,32,seq)",
                                    "-1 buf(64+0,32,rand)",
                                    "-128 buf(64+0,32,seq)",
                                }));
  EXPECT_EQ(show(GIns[29].Args[1]), "null");

  const Function &H =
      parse("define i8 @f(i8 noundef %x, ptr nonnull %p) { ret i8 %x }");
  for (const Input &In : make(H, 100))
    EXPECT_NE(show(In.Args[1]), "null");
}

/// A pointer argument the function loads from gets a block of inputs in
/// read-only memory, its load slot walking the i8 boundary values; none
/// if it is writable.
TEST_F(MakeInputsTest, ReadOnlyBuffersWalkTheLoadSlots) {
  const Function &F =
      parse("define i8 @f(ptr %p) { %v = load i8, ptr %p\nret i8 %v }");
  std::vector<std::string> Loaded;
  for (const Input &In : make(F, 100))
    if (In.Args[0].ReadOnly)
      Loaded.push_back(std::to_string(
          int8_t(In.Args[0].Buffer[In.Args[0].BufferOffset].Val)));
  // (23 values; the walk's input 19 passes null instead.)
  ASSERT_EQ(Loaded.size(), 22u);
  EXPECT_EQ(std::vector<std::string>(Loaded.begin(), Loaded.begin() + 4),
            (std::vector<std::string>{"0", "1", "-1", "-128"}));
  const Function &G = parse("define i8 @f(ptr writable dereferenceable(1) %p) "
                            "{ %v = load i8, ptr %p\nret i8 %v }");
  for (const Input &In : make(G, 100))
    EXPECT_FALSE(In.Args[0].ReadOnly);
}

/// Two pointer arguments: after the boundary walk, four inputs where the
/// second points into the first's buffer at offsets 0, 1, 4 and 8, then
/// two where it points where the first does, over a ramp and random bytes;
/// none if either is noalias.
TEST_F(MakeInputsTest, PointerArgumentsMayAlias) {
  const Function &F = parse("define void @f(ptr %a, ptr %b) { ret void }");
  std::vector<Input> Ins = make(F, 30);
  ASSERT_EQ(Ins.size(), 30u);
  EXPECT_EQ(show(Ins, 0, 6), (std::vector<std::string>{
                                 "buf(64+0,16,zeros) buf(64+0,16,zeros)",
                                 "buf(64+0,16,seq) buf(64+8,16,rand)",
                                 "buf(64+0,16,zeros) alias(0+0)",
                                 "buf(64+0,16,seq) alias(0+1)",
                                 "buf(64+0,16,zeros) alias(0+4)",
                                 "buf(64+0,16,zeros) alias(0+8)",
                             }));
  EXPECT_EQ(show(Ins, 6, 8), (std::vector<std::string>{
                                 "buf(64+0,16,seq) alias(0+0)",
                                 "buf(64+8,16,rand) alias(0+8)",
                             }));
  for (size_t K = 8; K < Ins.size(); ++K)
    EXPECT_EQ(Ins[K].Args[1].AliasOf, -1) << "input " << K;

  const Function &G =
      parse("define void @f(ptr %a, ptr noalias %b) { ret void }");
  for (const Input &In : make(G, 30))
    EXPECT_EQ(In.Args[1].AliasOf, -1);
}

/// After the aliasing inputs, each pointer argument gets four inputs whose
/// buffer holds poison and undef bytes among defined ones (from its
/// offset on: one poison in each 8; one undef in each 8; poison and undef
/// in each 16; one poison in each 4); the other pointer's buffer is clean.
TEST_F(MakeInputsTest, PointerBuffersHoldPoisonAndUndefBytes) {
  const Function &F = parse("define void @f(ptr %a, ptr %b) { ret void }");
  std::vector<Input> Ins = make(F, 30);
  // Marks of the bytes of argument A's buffer from its offset: '.'
  // defined, 'p' poison, 'u' undef (the first 16).
  auto Marks = [](const ArgInput &A) {
    std::string S;
    for (size_t I = A.BufferOffset;
         I < A.Buffer.size() && I < A.BufferOffset + 16; ++I)
      S += A.Buffer[I].PoisonMask == 0xFF                    ? 'p'
           : A.Buffer[I].UndefMask == 0xFF                   ? 'u'
           : A.Buffer[I].PoisonMask || A.Buffer[I].UndefMask ? '?'
                                                             : '.';
    return S;
  };
  std::vector<std::string> Spoiled;
  for (const Input &In : Ins)
    for (const ArgInput &A : In.Args)
      if (!A.Buffer.empty() && Marks(A) != std::string(16, '.'))
        Spoiled.push_back(Marks(A));
  EXPECT_EQ(Spoiled,
            (std::vector<std::string>{".p.......p......", "..u.......u.....",
                                      "p........u......", "...p...p...p...p",
                                      ".p.......p......", "..u.......u.....",
                                      "p........u......", "...p...p...p...p"}));
  // Inputs 8 to 15 (after two boundary and six aliasing inputs), one
  // argument at a time.
  for (size_t K = 8; K < 16; ++K) {
    unsigned P = K < 12 ? 0 : 1;
    EXPECT_NE(Marks(Ins[K].Args[P]), std::string(16, '.')) << "input " << K;
    EXPECT_EQ(Marks(Ins[K].Args[1 - P]), std::string(16, '.')) << "input " << K;
  }
}

/// Lane L of a vector takes boundary value K + 3L; a poison input of a
/// vector makes every lane poison.
TEST_F(MakeInputsTest, VectorLanes) {
  const Function &F =
      parse("define <2 x i8> @f(<2 x i8> %v) { ret <2 x i8> %v }");
  std::vector<Input> Ins = make(F, 100);
  EXPECT_EQ(show(Ins[0]), "<0,-128>");
  EXPECT_EQ(show(Ins[1].Args[0].V.elems()[1]), "127");
  // The poison block follows the 2 x 23 boundary inputs.
  EXPECT_EQ(show(Ins, 46, 48),
            (std::vector<std::string>{"<poison,poison>", "<poison,poison>"}));
}

/// float: zeros, ones, infinities, a quiet NaN, the smallest denormal,
/// the largest and smallest normal, -largest, 0.5, then a signalling and a
/// negative quiet NaN (bit patterns).
TEST_F(MakeInputsTest, FloatBoundary) {
  const Function &F =
      parse("define float @f(float noundef %x) { ret float %x }");
  std::vector<Input> Ins = make(F, 100);
  std::vector<std::string> Hex;
  for (size_t K = 0; K < 14; ++K)
    Hex.push_back(toString(Ins[K].Args[0].V.bits(), 16, false));
  EXPECT_EQ(Hex, (std::vector<std::string>{
                     "0", "80000000", "3F800000", "BF800000", "7F800000",
                     "FF800000", "7FC00000", "1", "7F7FFFFF", "800000",
                     "FF7FFFFF", "3F000000", "7FA00000", "FFC00000"}));
  // The list repeats: 14 values, walked twice.
  EXPECT_TRUE(Ins[14].Args[0].V.identical(Ins[0].Args[0].V));
}

/// No parameters: one input, whatever Count says; Extra inputs come first
/// (and are the only ones with Count = 0); a scalable vector parameter
/// gets none without a vscale, and vscale times its minimum lanes with
/// one.
TEST_F(MakeInputsTest, CountExtraAndNoParameters) {
  const Function &F = parse("define i8 @f() { ret i8 1 }");
  EXPECT_EQ(make(F, 200).size(), 1u);
  EXPECT_EQ(make(F, 0).size(), 1u);

  const Function &G = parse("define i8 @f(i8 noundef %x) { ret i8 %x }");
  EXPECT_TRUE(make(G, 0).empty());
  InputOptions Opts;
  Opts.Count = 0;
  Input Extra;
  Extra.Args.emplace_back();
  Extra.Args.back().V = RtValue(APInt(8, 42));
  Opts.Extra = {Extra};
  std::vector<Input> Replay = makeInputs(G, 64, Opts);
  EXPECT_EQ(show(Replay), (std::vector<std::string>{"42"}));
  // Count = 3: the extra input, a boundary walk of 3/2+1 = 2, one random.
  Opts.Count = 3;
  std::vector<Input> WithExtra = makeInputs(G, 64, Opts);
  ASSERT_EQ(WithExtra.size(), 4u);
  EXPECT_EQ(show(WithExtra, 0, 3), (std::vector<std::string>{"42", "0", "1"}));

  const Function &H =
      parse("define void @f(<vscale x 2 x i8> %v) { ret void }");
  EXPECT_TRUE(make(H, 200).empty());
  // At vscale 3: what a <6 x i8> parameter gets.
  InputOptions Scaled;
  Scaled.Count = 3;
  Scaled.VScale = 3;
  std::vector<std::string> Lanes = show(makeInputs(H, 64, Scaled));
  EXPECT_EQ(Lanes, (std::vector<std::string>{
                       "<0,-128,126,3,7,15>", "<1,127,2,5,9,17>",
                       "<poison,poison,poison,poison,poison,poison>"}));
  const Function &Fixed = parse("define void @f(<6 x i8> %v) { ret void }");
  EXPECT_EQ(show(make(Fixed, 3)), Lanes);
}

/// One seed always gives the same inputs; another seed changes the random
/// ones (and the poison draws) but not the boundary walk.
TEST_F(MakeInputsTest, DeterministicForASeed) {
  const Function &F =
      parse("define i8 @f(i8 %x, i32 %y, ptr %p) { ret i8 %x }");
  std::vector<Input> A = make(F, 200, 7), B = make(F, 200, 7),
                     C = make(F, 200, 8);
  ASSERT_EQ(A.size(), 200u);
  EXPECT_TRUE(identical(A, B));
  EXPECT_FALSE(identical(A, C));
  EXPECT_EQ(show(A[0]), show(C[0]));
  const Function &G = parse("define i8 @f(i8 noundef %x) { ret i8 %x }");
  std::vector<Input> GA = make(G, 200, 1), GC = make(G, 200, 2);
  EXPECT_TRUE(
      identical(ArrayRef(GA).take_front(46), ArrayRef(GC).take_front(46)));
  EXPECT_FALSE(identical(GA, GC));
}

/// Only random values: the same count, no boundary order.
TEST_F(MakeInputsTest, OnlyRandom) {
  const Function &F = parse("define i8 @f(i8 noundef %x) { ret i8 %x }");
  InputOptions Opts;
  Opts.Count = 50;
  Opts.OnlyRandom = true;
  std::vector<Input> Ins = makeInputs(F, 64, Opts);
  ASSERT_EQ(Ins.size(), 50u);
  EXPECT_NE(show(Ins, 0, 3), (std::vector<std::string>{"0", "1", "-1"}));
  EXPECT_TRUE(identical(Ins, makeInputs(F, 64, Opts)));
}

/// materializeInput allocates one buffer per pointer argument holding the
/// input's bytes and passes a pointer BufferOffset bytes into it; an
/// aliasing argument points into the earlier argument's buffer.
/// describeInput says so in words.
TEST_F(MakeInputsTest, MaterializeAndDescribe) {
  const Function &F =
      parse("define void @f(i8 %x, ptr %a, ptr %b) { ret void }");
  Input In;
  In.Args.resize(3);
  In.Args[0].V = RtValue(APInt(8, -3, true));
  In.Args[1].Buffer.resize(20);
  for (size_t I = 0; I < 20; ++I)
    In.Args[1].Buffer[I].Val = uint8_t(I * 3);
  In.Args[1].BufferOffset = 4;
  In.Args[1].Buffer[5] = MemByte::poisonByte();
  In.Args[1].Buffer[6] = MemByte::uninit();
  In.Args[1].Buffer[7].PoisonMask = 0x0F;
  In.Args[2].AliasOf = 1;
  In.Args[2].BufferOffset = 10;

  Interpreter I(*M);
  EXPECT_EQ(describeInput(I, F, In),
            "i8 -3, ptr <20-byte buffer + 4: 00 03 06 09 0c pp uu "
            "15{p=0f,u=00} 18 1b 1e 21 24 27 2a 2d ...>, ptr <argument 1's "
            "buffer + 10>");

  ZeroPolicy Zero;
  Execution E(I, Zero);
  std::vector<RtValue> Args = materializeInput(E, In, F);
  ASSERT_EQ(Args.size(), 3u);
  EXPECT_EQ(show(Args[0]), "-3");
  ObjectId Buf = Args[1].prov();
  ASSERT_NE(Buf, NoProv);
  const MemObject &O = E.memory().object(Buf);
  EXPECT_EQ(O.Size, 20u);
  EXPECT_EQ(O.Base % 16, 0u);
  EXPECT_EQ(Args[1].bits().getZExtValue(), O.Base + 4);
  EXPECT_EQ(O.Bytes[7].Val, 21);
  EXPECT_EQ(Args[2].prov(), Buf);
  EXPECT_EQ(Args[2].bits().getZExtValue(), O.Base + 10);
}

} // namespace

/// Collects the address-only values (no buffer, not null, not poison) that
/// the input set gives argument \p A.
static std::set<uint64_t> addressOnly(const std::vector<Input> &Ins,
                                      unsigned A) {
  std::set<uint64_t> Out;
  for (const Input &In : Ins) {
    const ArgInput &X = In.Args[A];
    if (X.AliasOf < 0 && X.Buffer.empty() && !X.V.isCompound() &&
        !X.V.isPoison() && !X.V.bits().isZero())
      Out.insert(X.V.bits().getZExtValue());
  }
  return Out;
}

TEST_F(MakeInputsTest, AddressOnlyPointersLieBelowAndAboveEveryObject) {
  // Aligned addresses near both ends of the address space, never where
  // Memory places objects (from 0x1000 up): an align 4096 parameter gets
  // none, as its low address would be the first object's.
  EXPECT_EQ(addressOnly(make(parse("define void @f(ptr align 16 %p) {\n"
                                   "  ret void\n}\n"),
                             200),
                        0),
            (std::set<uint64_t>{16, 0xfffffffffffffff0ULL}));
  EXPECT_EQ(addressOnly(make(parse("define void @f(ptr align 4096 %p) {\n"
                                   "  ret void\n}\n"),
                             200),
                        0),
            std::set<uint64_t>{});
  EXPECT_EQ(addressOnly(make(parse("define void @f(ptr dereferenceable(1) "
                                   "%p) {\n  ret void\n}\n"),
                             200),
                        0),
            std::set<uint64_t>{});
}
