//===- tests/unit/ValueTest.cpp - RtValue's element storage ---------------===//
#include "semantics/Value.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace refinery;

namespace {

/// {{1, 2}, 3}: a compound whose first element is a compound.
RtValue nested() {
  return RtValue::compound(
      {RtValue::compound({RtValue::ofInt(8, 1), RtValue::ofInt(8, 2)}),
       RtValue::ofInt(8, 3)});
}

TEST(ValueTest, CopiesAndMovesElements) {
  RtValue V = nested();
  RtValue C = V;
  ASSERT_TRUE(C.isCompound());
  EXPECT_TRUE(C.identical(V));
  C.elems()[1] = RtValue::ofInt(8, 4);
  EXPECT_FALSE(C.identical(V)); // (a copy owns its elements)
  RtValue M = std::move(C);
  ASSERT_EQ(M.numElems(), 2u);
  EXPECT_EQ(M.elems()[1].bits().getZExtValue(), 4u);
  // A scalar made of a compound drops its elements.
  M.setScalar(8, 7);
  EXPECT_FALSE(M.isCompound());
  EXPECT_EQ(M.numElems(), 0u);
  // An aggregate of no elements ({} of an empty struct) is a compound.
  RtValue E = RtValue::compound({});
  RtValue E2 = E;
  EXPECT_TRUE(E2.isCompound());
  EXPECT_EQ(E2.numElems(), 0u);
  EXPECT_TRUE(E2.identical(E));
}

// A value assigned one of its own elements (copied or moved) reads the
// element before its old elements are freed.
TEST(ValueTest, AssignsOwnElement) {
  RtValue V = nested();
  V = V.elems()[0];
  ASSERT_TRUE(V.isCompound());
  ASSERT_EQ(V.numElems(), 2u);
  EXPECT_EQ(V.elems()[1].bits().getZExtValue(), 2u);
  RtValue W = nested();
  W = std::move(W.elems()[0]);
  ASSERT_TRUE(W.isCompound());
  ASSERT_EQ(W.numElems(), 2u);
  EXPECT_EQ(W.elems()[0].bits().getZExtValue(), 1u);
  RtValue X = nested();
  X = X.elems()[1];
  EXPECT_FALSE(X.isCompound());
  EXPECT_EQ(X.bits().getZExtValue(), 3u);
}

} // namespace
