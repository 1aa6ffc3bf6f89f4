//===- tests/unit/InputsTest.cpp - Input sets -----------------------------===//
#include "oracle/Inputs.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace refinery;

namespace {

/// Narrow widths: 0, 1, 2, -1, the signed extremes and their neighbours
/// (8), and 2^2, 2^5, ..., 2^62 with their neighbours (21 x 3).
TEST(InputsTest, IntegerBoundaryOfI64) {
  std::vector<APInt> B = integerBoundary(64, {});
  EXPECT_EQ(B.size(), 8u + 3u * 21);
  EXPECT_EQ(B[0], APInt(64, 0));
  EXPECT_EQ(B[2], APInt::getAllOnes(64));
  EXPECT_EQ(B[8], APInt(64, 4));
  EXPECT_EQ(B.back(), APInt::getOneBitSet(64, 62) + 1);
}

/// A wide integer gets about 64 powers of two: an i8388608 parameter made
/// ~2.8 million of them, 1 MiB each (gigabytes and minutes before the first
/// run; found by refinery-frontend-fuzzer on tests/lit/exec/limits.ll).
TEST(InputsTest, WideIntegerBoundaryIsBounded) {
  std::vector<APInt> B = integerBoundary(8388608, {});
  EXPECT_EQ(B.size(), 8u + 3u * 64);
  std::vector<APInt> C = integerBoundary(4096, {APInt(4096, 12345)});
  EXPECT_EQ(C.size(), 8u + 4u + 3u * 64);
}

} // namespace
