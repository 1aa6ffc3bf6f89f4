//===- tests/unit/SupportTest.cpp - Shared support pieces -----------------===//
#include "support/IntBoundary.h"
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
  EXPECT_EQ(asU64(boundaryInts(8, allKinds())),
            (std::vector<uint64_t>{0, 1, 0xFF, 0x80, 0x7F, 0x81, 0x7E, 2, 7, 8,
                                   9}));
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

} // namespace
