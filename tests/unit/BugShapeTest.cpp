//===- tests/unit/BugShapeTest.cpp - Bug shapes and their similarity ------===//
///
/// \file
/// Tests the normalized tokens of a bug's shape (reducer/BugShape.h): the
/// constants and widths a program happens to have do not count, the
/// classes with rules of their own (signed zeros, undef, poison) and
/// fast-math flags do; and the change of a culprit: what it removed and
/// added, its operand rewiring when that is all, or `order`.
///
//===----------------------------------------------------------------------===//
#include "reducer/BugShape.h"
#include "TestIR.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"
#include "gtest/gtest.h"
#include <string>
#include <vector>

using namespace llvm;
using namespace refinery;

namespace {

/// The tokens of the instructions of @f in \p IR, without producers.
std::vector<std::string> tokensOf(StringRef IR) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseTestIR(IR, Ctx);
  std::vector<std::string> Out;
  if (M)
    for (const Instruction &I : instructions(*M->getFunction("f")))
      Out.push_back(bugToken(I, /*Producers=*/false));
  return Out;
}

/// The change from \p Before to \p After (modules with an @f).
BugShape changeOf(StringRef Before, StringRef After) {
  LLVMContext Ctx;
  std::unique_ptr<Module> B = parseTestIR(Before, Ctx);
  std::unique_ptr<Module> A = parseTestIR(After, Ctx);
  if (!B || !A)
    return BugShape();
  return bugShapeOf(*B, *A);
}

TEST(BugShapeTest, WidthsAndConstantsDoNotCount) {
  EXPECT_EQ(tokensOf("define i8 @f(i8 %x) {\n"
                     "  %q = sdiv i8 %x, 2\n  ret i8 %q\n}\n"),
            (std::vector<std::string>{"sdiv iN x,k", "ret void x"}));
  EXPECT_EQ(tokensOf("define <4 x i64> @f(<4 x i64> %y) {\n"
                     "  %q = sdiv <4 x i64> %y, splat (i64 16)\n"
                     "  ret <4 x i64> %q\n}\n"),
            (std::vector<std::string>{"sdiv iN x,k", "ret void x"}));
}

TEST(BugShapeTest, SpecialConstantsFlagsAndPredicatesCount) {
  EXPECT_EQ(tokensOf("define float @f(float %x, i1 %c, i32 %a) {\n"
                     "  %s = fadd nnan float %x, -0.0\n"
                     "  %t = fadd float %s, 0.0\n"
                     "  %u = select i1 %c, float %t, float 0x7FF8000000000000\n"
                     "  %v = fcmp olt float %u, 0x7FF0000000000000\n"
                     "  %w = add nuw i32 %a, undef\n"
                     "  %z = icmp samesign ult i32 %w, poison\n"
                     "  ret float %u\n}\n"),
            (std::vector<std::string>{
                "fadd nnan fp x,-0.0", "fadd fp x,+0.0", "select fp x,x,nan",
                "fcmp olt i1 x,inf", "add nuw iN x,undef",
                "icmp samesign ult i1 x,poison", "ret void x"}));
}

TEST(BugShapeTest, ChangeIsWhatThePassRemovedAndAdded) {
  // sdiv X, 2 to ashr X, 1: its users' operands do not count.
  const char *Src = "define i8 @f(i8 %x) {\n  %q = sdiv i8 %x, 2\n"
                    "  %r = add i8 %q, 1\n  ret i8 %r\n}\n";
  BugShape S = changeOf(Src, "define i8 @f(i8 %x) {\n  %q = ashr i8 %x, 1\n"
                             "  %r = add i8 %q, 1\n  ret i8 %r\n}\n");
  EXPECT_EQ(S.changeKey(), "-sdiv iN x,k +ashr iN x,k");
  EXPECT_EQ(tokensOf(Src), (std::vector<std::string>{
                               "sdiv iN x,k", "add iN x,k", "ret void x"}));
}

TEST(BugShapeTest, RewiringAloneIsTheChangeWithProducers) {
  // add nsw (add X, 1), 2 to add nsw X, 3, the inner add left dead.
  BugShape S = changeOf("define i8 @f(i8 %x) {\n  %a = add i8 %x, 1\n"
                        "  %b = add nsw i8 %a, 2\n  ret i8 %b\n}\n",
                        "define i8 @f(i8 %x) {\n  %a = add i8 %x, 1\n"
                        "  %b = add nsw i8 %x, 3\n  ret i8 %b\n}\n");
  EXPECT_EQ(S.changeKey(), "-add nsw iN add,k +add nsw iN arg,k");
}

TEST(BugShapeTest, MovesAloneAreOrder) {
  BugShape S = changeOf("define i8 @f(i8 %x, i8 %y) {\n  %a = add i8 %x, 1\n"
                        "  %b = mul i8 %y, %y\n  %c = xor i8 %a, %b\n"
                        "  ret i8 %c\n}\n",
                        "define i8 @f(i8 %x, i8 %y) {\n  %b = mul i8 %y, %y\n"
                        "  %a = add i8 %x, 1\n  %c = xor i8 %a, %b\n"
                        "  ret i8 %c\n}\n");
  EXPECT_EQ(S.changeKey(), "-order +order");
  EXPECT_FALSE(changeOf("define void @f() {\n  ret void\n}\n",
                        "define void @f() {\n  ret void\n}\n")
                   .hasChange());
}

TEST(BugShapeTest, ChangeInACalleeCounts) {
  BugShape S = changeOf("define i8 @g(i8 %x) {\n  %q = sdiv i8 %x, 2\n"
                        "  ret i8 %q\n}\n"
                        "define i8 @f(i8 %x) {\n  %r = call i8 @g(i8 %x)\n"
                        "  ret i8 %r\n}\n",
                        "define i8 @g(i8 %x) {\n  %q = ashr i8 %x, 1\n"
                        "  ret i8 %q\n}\n"
                        "define i8 @f(i8 %x) {\n  %r = call i8 @g(i8 %x)\n"
                        "  ret i8 %r\n}\n");
  EXPECT_EQ(S.changeKey(), "-sdiv iN x,k +ashr iN x,k");
}

TEST(BugShapeTest, Similarity) {
  std::vector<std::string> R = {"block", "block", "phi i1 k,x"},
                           A = {"select i1 x,k,x", "xor i1 x,k"};
  EXPECT_EQ(changeSimilarity(R, A, R, A), 1.0);
  // Four of the five tokens of both in common.
  EXPECT_DOUBLE_EQ(changeSimilarity(R, A, R, {"select i1 x,k,x"}), 4.0 / 5.0);
  // A removed token is not an added one.
  EXPECT_EQ(changeSimilarity({"sdiv iN x,k"}, {}, {}, {"sdiv iN x,k"}), 0.0);
  EXPECT_EQ(changeSimilarity({}, {}, {}, {}), 0.0);
}

} // namespace
