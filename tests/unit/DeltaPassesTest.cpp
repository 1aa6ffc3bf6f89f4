//===- tests/unit/DeltaPassesTest.cpp - The delta-pass contract -----------===//
///
/// \file
/// Tests the contract of the reducer's delta passes (reducer/DeltaPasses.h):
/// a pass asks about the same targets whatever it changes.
///
//===----------------------------------------------------------------------===//
#include "reducer/DeltaPasses.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace refinery;

namespace {

const DeltaPass &passNamed(StringRef Name) {
  for (const DeltaPass &P : allDeltaPasses())
    if (Name == P.Name)
      return P;
  llvm_unreachable("no such delta pass");
}

TEST(DeltaPassesTest, FlagsAsksAboutBothTargetsWhateverItDrops) {
  // ninf is both a poison-generating flag and the only fast-math flag:
  // dropping the first leaves nothing for the second, which must still be
  // asked about.
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(R"(
define float @f(float %x) {
  %d = fdiv ninf float %x, 3.0
  ret float %d
}
)",
                                                  Err, Ctx);
  ASSERT_TRUE(M) << Err.getMessage().str();
  const DeltaPass &P = passNamed("flags");
  TargetChooser Count({});
  ASSERT_TRUE(P.Run(Count, CloneModule(*M), "f"));
  EXPECT_EQ(Count.numTargets(), 2u);
  for (unsigned K = 0; K < 2; ++K) {
    const Chunk Change[] = {{K, K + 1}};
    TargetChooser C(Change);
    std::unique_ptr<Module> R = P.Run(C, CloneModule(*M), "f");
    ASSERT_TRUE(R);
    EXPECT_EQ(C.numTargets(), 2u) << "changing target " << K;
    std::string Text;
    raw_string_ostream OS(Text);
    OS << *R->getFunction("f")->getEntryBlock().begin();
    EXPECT_EQ(Text, "  %d = fdiv float %x, 3.000000e+00") << "target " << K;
  }
}

} // namespace
