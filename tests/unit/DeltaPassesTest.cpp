//===- tests/unit/DeltaPassesTest.cpp - The delta-pass contract -----------===//
///
/// \file
/// Tests the reducer's check of the delta-pass contract (countTargets and
/// applyDelta, after llvm-reduce's deltas/Delta.cpp): deliberately broken
/// passes (one whose targets change once it changes one, one that breaks
/// the module while keeping every target) are reported as errors naming
/// the pass, and every real delta pass keeps the contract on every single
/// target of a small module (and the flags pass on the case where it did
/// not).
///
//===----------------------------------------------------------------------===//
#include "reducer/DeltaPasses.h"
#include "TestIR.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "gtest/gtest.h"
#include <map>
#include <string>

using namespace llvm;
using namespace refinery;

namespace {

const char *const IR = R"(
define internal i32 @g(i32 %y, i32 %unused) {
  %r = shl nsw i32 %y, 2
  ret i32 %r
}

define i32 @f(i32 noundef %x, i1 %c) nounwind {
entry:
  %a = add nsw i32 %x, 100
  %b = call i32 @g(i32 %a, i32 0)
  br i1 %c, label %then, label %done
then:
  %d = mul i32 %b, 7
  br label %done
done:
  %p = phi i32 [ %b, %entry ], [ %d, %then ]
  %q = zext i32 %p to i64, !annotation !0
  %t = trunc i64 %q to i32
  ret i32 %t
}

!0 = !{!"note"}
)";

/// Each test starts from its own parse of IR.
class DeltaPassesTest : public ::testing::Test {
protected:
  LLVMContext Ctx;
  std::unique_ptr<Module> M;
  void SetUp() override {
    M = parseTestIR(IR, Ctx);
    ASSERT_TRUE(M);
  }
};

/// Broken on purpose: one target per instruction of @Keep other than its
/// terminators, but it stops asking once it has changed one (renamed it),
/// so a chunk's indices name other targets than counted.
std::unique_ptr<Module>
stopsAfterChange(TargetChooser &C, std::unique_ptr<Module> M, StringRef Keep) {
  for (Instruction &I : instructions(*M->getFunction(Keep)))
    if (!I.isTerminator() && !C.shouldKeep()) {
      I.setName("changed");
      break;
    }
  return M;
}

/// Broken on purpose: one target, but it removes @Keep's last return
/// whatever the answer, leaving a block without a terminator.
std::unique_ptr<Module> dropsReturn(TargetChooser &C, std::unique_ptr<Module> M,
                                    StringRef Keep) {
  (void)C.shouldKeep();
  for (Instruction &I : instructions(*M->getFunction(Keep)))
    if (isa<ReturnInst>(I)) {
      I.eraseFromParent();
      break;
    }
  return M;
}

TEST_F(DeltaPassesTest, TargetsThatChangeWhileApplyingAreAnError) {
  DeltaPass P{"stops-after-change", stopsAfterChange};
  // Six instructions of @f are not terminators.
  Expected<unsigned> N = countTargets(P, *M, "f");
  ASSERT_TRUE(bool(N)) << toString(N.takeError());
  EXPECT_EQ(*N, 6u);
  // Keeping every target asks about all six: no error.
  Expected<std::unique_ptr<Module>> Kept = applyDelta(P, *M, "f", {}, *N);
  ASSERT_TRUE(bool(Kept)) << toString(Kept.takeError());
  EXPECT_TRUE(*Kept);
  // Changing target 2 asks about three.
  const Chunk Change[] = {{2, 3}};
  Expected<std::unique_ptr<Module>> Changed =
      applyDelta(P, *M, "f", Change, *N);
  ASSERT_FALSE(bool(Changed));
  EXPECT_EQ(toString(Changed.takeError()),
            "delta pass 'stops-after-change' is broken (a reducer bug): it "
            "counted 6 targets, then asked about 3 while changing some of "
            "them");
}

TEST_F(DeltaPassesTest, InvalidModuleWhenKeepingEveryTargetIsAnError) {
  DeltaPass P{"drops-return", dropsReturn};
  Expected<unsigned> N = countTargets(P, *M, "f");
  ASSERT_FALSE(bool(N));
  std::string Msg = toString(N.takeError());
  EXPECT_EQ(Msg.rfind("delta pass 'drops-return' is broken (a reducer bug): "
                      "run with every target kept, it left a module that "
                      "does not verify: ",
                      0),
            0u)
      << Msg;
  // The input module is left alone.
  EXPECT_FALSE(verifyModule(*M, nullptr));
}

TEST_F(DeltaPassesTest, EveryDeltaPassKeepsTheContract) {
  // The targets of each pass in the module above.
  const std::map<std::string, unsigned> Want = {
      {"functions", 1},        {"inline", 1},       {"cfg", 2},
      {"return-values", 5},    {"instructions", 7}, {"operands-skip", 4},
      {"operands-to-args", 7}, {"arguments", 1},    {"constants", 9},
      {"widths", 5},           {"flags", 2},        {"attributes", 2},
      {"metadata", 1}};
  std::map<std::string, unsigned> Counted;
  for (const DeltaPass &P : allDeltaPasses()) {
    Expected<unsigned> N = countTargets(P, *M, "f");
    ASSERT_TRUE(bool(N)) << P.Name << ": " << toString(N.takeError());
    Counted[P.Name] = *N;
    // Each target alone, and all of them at once.
    for (unsigned K = 0; K <= *N; ++K) {
      const Chunk Change[] = {K < *N ? Chunk{K, K + 1} : Chunk{0, *N}};
      Expected<std::unique_ptr<Module>> R = applyDelta(P, *M, "f", Change, *N);
      EXPECT_TRUE(bool(R)) << P.Name << " target " << K << ": "
                           << toString(R.takeError());
    }
  }
  EXPECT_EQ(Counted, Want);
}

const DeltaPass &passNamed(StringRef Name) {
  for (const DeltaPass &P : allDeltaPasses())
    if (Name == P.Name)
      return P;
  llvm_unreachable("no such delta pass");
}

TEST_F(DeltaPassesTest, FlagsAsksAboutBothTargetsWhateverItDrops) {
  // ninf is both a poison-generating flag and the only fast-math flag:
  // dropping the first leaves nothing for the second, which must still be
  // asked about.
  M = parseTestIR(R"(
define float @f(float %x) {
  %d = fdiv ninf float %x, 3.0
  ret float %d
}
)",
                  Ctx);
  ASSERT_TRUE(M);
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

/// Runs \p P on \p M changing every one of its targets (keeping @f), as a
/// reduction's last chunk does; sets \p Targets to their number. A test
/// failure if counting or applying fails or the result does not verify;
/// null if no module came out.
std::unique_ptr<Module> changeEveryTarget(const DeltaPass &P, const Module &M,
                                          unsigned &Targets) {
  Expected<unsigned> N = countTargets(P, M, "f");
  if (!N) {
    ADD_FAILURE() << toString(N.takeError());
    return nullptr;
  }
  Targets = *N;
  const Chunk All[] = {{0, *N}};
  Expected<std::unique_ptr<Module>> R = applyDelta(P, M, "f", All, *N);
  if (!R) {
    ADD_FAILURE() << toString(R.takeError());
    return nullptr;
  }
  if (*R && verifyModule(**R, &errs()))
    ADD_FAILURE() << P.Name << " left a module that does not verify";
  return std::move(*R);
}

} // namespace

TEST_F(DeltaPassesTest, InstructionsSurvivesRemovingACallOfTheKeptFunction) {
  // Removing %s (used) turns it into a new parameter of @f, which rebuilds
  // @f and replaces its call sites: the removed call of @f in @h and the
  // recursive one must not be touched after they are gone (this crashed).
  LLVMContext C2;
  std::unique_ptr<Module> M2 = parseTestIR(R"(
define i32 @f(i32 %x) {
  %s = add i32 %x, 1
  %r = call i32 @f(i32 %s)
  %t = add i32 %r, %s
  ret i32 %t
}

define i32 @h(i32 %y) {
  %c = call i32 @f(i32 %y)
  %u = mul i32 %c, 3
  ret i32 %u
}
)",
                                           C2);
  unsigned N = 0;
  EXPECT_TRUE(changeEveryTarget(passNamed("instructions"), *M2, N));
}

TEST_F(DeltaPassesTest, OperandsToArgsSurvivesARecursiveCall) {
  // The operand %s of the recursive call becomes a new parameter; the
  // rebuild of @f replaces that call (this wrote into the erased one).
  LLVMContext C2;
  std::unique_ptr<Module> M2 = parseTestIR(R"(
define i32 @f(i32 %x) {
  %s = add i32 %x, 1
  %r = call i32 @f(i32 %s)
  ret i32 %r
}
)",
                                           C2);
  unsigned N = 0;
  std::unique_ptr<Module> R =
      changeEveryTarget(passNamed("operands-to-args"), *M2, N);
  ASSERT_TRUE(R);
  ASSERT_EQ(N, 2u);
  // Both operands are now the new parameters, in order: the call's
  // argument and the returned value.
  const Function *F = R->getFunction("f");
  ASSERT_EQ(F->arg_size(), 3u);
  const auto *Call = cast<CallInst>(&*std::next(F->getEntryBlock().begin()));
  EXPECT_EQ(Call->getArgOperand(0), F->getArg(1));
  const auto *Ret = cast<ReturnInst>(F->getEntryBlock().getTerminator());
  EXPECT_EQ(Ret->getReturnValue(), F->getArg(2));
}
