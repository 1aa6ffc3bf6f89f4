//===- tests/unit/SupportTest.cpp - Shared support pieces -----------------===//
#include "TestIR.h"
#include "support/IntBoundary.h"
#include "support/ModuleUtil.h"
#include "support/Random.h"
#include "llvm/IR/Module.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace refinery;

namespace {

/// Every kind, in enum order.
SmallVector<IntBoundary, 16> allKinds() {
  SmallVector<IntBoundary, 16> Ks;
  for (unsigned K = 0; K < NumIntBoundaries; ++K)
    Ks.push_back(static_cast<IntBoundary>(K));
  return Ks;
}

/// The values as unsigned numbers, for exact comparison.
std::vector<uint64_t> asU64(ArrayRef<APInt> Vs) {
  std::vector<uint64_t> Out;
  for (const APInt &V : Vs)
    Out.push_back(V.getZExtValue());
  return Out;
}

/// At i1 values wrap: 2 and W+1 are 0, MIN is -1, MIN+1 is 0, MAX is 0.
TEST(IntBoundaryTest, I1) {
  EXPECT_EQ(asU64(boundaryInts(1, allKinds())),
            (std::vector<uint64_t>{0, 1, 1, 1, 0, 0, 1, 0, 0, 1, 0}));
}

TEST(IntBoundaryTest, I8) {
  EXPECT_EQ(
      asU64(boundaryInts(8, allKinds())),
      (std::vector<uint64_t>{0, 1, 0xFF, 0x80, 0x7F, 0x81, 0x7E, 2, 7, 8, 9}));
}

TEST(IntBoundaryTest, I64) {
  EXPECT_EQ(asU64(boundaryInts(64, allKinds())),
            (std::vector<uint64_t>{0, 1, UINT64_MAX, 1ull << 63,
                                   (1ull << 63) - 1, (1ull << 63) + 1,
                                   (1ull << 63) - 2, 2, 63, 64, 65}));
}

TEST(IntBoundaryTest, I128) {
  SmallVector<APInt, 16> B = boundaryInts(128, allKinds());
  ASSERT_EQ(B.size(), 11u);
  EXPECT_EQ(B[0], APInt(128, 0));
  EXPECT_EQ(B[1], APInt(128, 1));
  EXPECT_EQ(B[2], APInt(128, {UINT64_MAX, UINT64_MAX}));
  EXPECT_EQ(B[3], APInt(128, {0, 1ull << 63}));
  EXPECT_EQ(B[4], APInt(128, {UINT64_MAX, (1ull << 63) - 1}));
  EXPECT_EQ(B[5], APInt(128, {1, 1ull << 63}));
  EXPECT_EQ(B[6], APInt(128, {UINT64_MAX - 1, (1ull << 63) - 1}));
  EXPECT_EQ(B[7], APInt(128, 2));
  EXPECT_EQ(B[8], APInt(128, 127));
  EXPECT_EQ(B[9], APInt(128, 128));
  EXPECT_EQ(B[10], APInt(128, 129));
}

/// The kinds every consumer starts from, in their drawing order.
TEST(IntBoundaryTest, ExtremeIntsOrder) {
  EXPECT_EQ(asU64(boundaryInts(8, ExtremeInts)),
            (std::vector<uint64_t>{0, 1, 0xFF, 0x80, 0x7F, 0x81, 0x7E}));
}

TEST(IntBoundaryTest, ByteSplat) {
  EXPECT_EQ(byteSplat(32, 0x5A), APInt(32, 0x5A5A5A5A));
  EXPECT_EQ(byteSplat(16, 0x80), APInt(16, 0x8080));
  EXPECT_EQ(byteSplat(3, 0x55), APInt(3, 0x5));
  EXPECT_EQ(byteSplat(1, 0x80), APInt(1, 0));
}

/// The picker the generator and the mutators each had before
/// ChoiceSource::weighted, kept here as the reference.
size_t oldWeighted(ChoiceSource &CS, ArrayRef<unsigned> Ws) {
  uint64_t Total = 0;
  for (unsigned W : Ws)
    Total += W;
  if (Total == 0)
    return 0;
  uint64_t X = CS.below(Total);
  for (size_t I = 0; I < Ws.size(); ++I) {
    if (X < Ws[I])
      return I;
    X -= Ws[I];
  }
  return Ws.size() - 1;
}

/// A fixed seed gives a fixed sequence of picks.
TEST(ChoiceSourceTest, WeightedSequence) {
  SeededRandom R(42);
  std::vector<size_t> Picks;
  for (unsigned I = 0; I < 16; ++I)
    Picks.push_back(R.weighted({2, 3, 0, 1, 1}));
  EXPECT_EQ(Picks, (std::vector<size_t>{1, 0, 3, 1, 1, 0, 1, 0, 3, 3, 4, 4, 1,
                                        3, 3, 1}));
}

/// The picks, and the state of the source after them, equal the old
/// pickers' for the same seed: outputs drawn through it stay the same.
TEST(ChoiceSourceTest, WeightedDrawsLikeTheOldPicker) {
  SeededRandom New(7), Old(7);
  const std::vector<std::vector<unsigned>> Tables = {
      {6, 3, 1, 1}, {8, 2, 0}, {12, 0, 5}, {0, 0, 4}, {1}, {3, 0, 0, 9, 1}};
  for (unsigned I = 0; I < 3000; ++I) {
    const std::vector<unsigned> &T = Tables[I % Tables.size()];
    ASSERT_EQ(New.weighted(T), oldWeighted(Old, T)) << "draw " << I;
  }
  EXPECT_EQ(New.next(), Old.next());
}

/// All-zero weights pick the first index and draw nothing.
TEST(ChoiceSourceTest, WeightedAllZeroDrawsNothing) {
  SeededRandom A(3), B(3);
  EXPECT_EQ(A.weighted({0, 0, 0}), 0u);
  EXPECT_EQ(A.weighted({}), 0u);
  EXPECT_EQ(A.next(), B.next());
}

/// A zero weight is never picked; the others in proportion.
TEST(ChoiceSourceTest, WeightedDistribution) {
  SeededRandom R(1);
  unsigned Count[4] = {};
  for (unsigned I = 0; I < 40000; ++I)
    ++Count[R.weighted({1, 0, 3, 4})];
  EXPECT_EQ(Count[1], 0u);
  EXPECT_NEAR(Count[0], 5000, 300);
  EXPECT_NEAR(Count[2], 15000, 400);
  EXPECT_NEAR(Count[3], 20000, 400);
}

} // namespace

/// The globals a call may name: those of the entry and its direct callees,
/// also inside constant expressions, in module order; an escaping function
/// makes every definition count.
TEST(ModuleUtilTest, ReferencedGlobalsOfRunnableFunctions) {
  llvm::LLVMContext Ctx;
  std::unique_ptr<llvm::Module> M = parseTestIR(R"(
@a = global i32 0
@b = global [2 x i32] zeroinitializer
@c = global i32 0
@d = global i32 0
define i32 @entry() {
  %v = load i32, ptr getelementptr (i8, ptr @b, i64 4)
  %w = call i32 @callee()
  ret i32 %v
}
define i32 @callee() {
  %v = load i32, ptr @a
  ret i32 %v
}
define i32 @other() {
  %v = load i32, ptr @c
  ret i32 %v
}
define ptr @escape() {
  ret ptr @other
}
)",
                                                Ctx);
  ASSERT_TRUE(M);
  auto Names = [](const std::vector<const llvm::GlobalVariable *> &Gs) {
    std::vector<std::string> Out;
    for (const llvm::GlobalVariable *G : Gs)
      Out.push_back(G->getName().str());
    return Out;
  };
  std::vector<const llvm::Function *> Run =
      runnableFunctions(*M->getFunction("entry"));
  ASSERT_EQ(Run.size(), 2u);
  EXPECT_EQ(Names(referencedGlobals(Run)),
            (std::vector<std::string>{"a", "b"}));
  // @escape hands @other's address out: anything may call it.
  EXPECT_EQ(
      Names(referencedGlobals(runnableFunctions(*M->getFunction("escape")))),
      (std::vector<std::string>{"a", "b", "c"}));
}
