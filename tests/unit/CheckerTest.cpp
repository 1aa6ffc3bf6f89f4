//===- tests/unit/CheckerTest.cpp - Refinement checking -------------------===//
///
/// \file
/// The refinement checker (oracle/Checker.h) and its SMT front
/// (oracle/smt/Smt.h) at the API level: src/tgt pairs parsed from strings,
/// each with its exact verdict, violation kind, counterexample and
/// outcomes, or its exact inconclusive reasons.
///
//===----------------------------------------------------------------------===//
#include "oracle/Checker.h"
#include "TestIR.h"
#include "oracle/smt/Smt.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace refinery;

namespace {

class CheckerTest : public ::testing::Test {
protected:
  LLVMContext Ctx;
  std::unique_ptr<Module> M;

  /// Parses \p IR (which defines @src and @tgt, or other pairs).
  void parse(StringRef IR) { M = parseTestIR(IR, Ctx); }

  FunctionPair pair(StringRef Src = "src", StringRef Tgt = "tgt") {
    const Function *S = M->getFunction(Src), *T = M->getFunction(Tgt);
    EXPECT_TRUE(S && T) << "no @" << Src.str() << " or @" << Tgt.str();
    return {S, T};
  }

  /// Checks @src against @tgt of \p IR (one module, as for Alive2-style
  /// pairs).
  FunctionResult check(StringRef IR, CheckOptions Opts = {}) {
    parse(IR);
    if (!M)
      return {};
    std::vector<FunctionResult> R = checkPairs(*M, *M, {pair()}, Opts);
    EXPECT_EQ(R.size(), 1u);
    return R.empty() ? FunctionResult() : R.front();
  }

  /// Checks an @src returning `freeze <Ty> poison` against a @tgt returning
  /// \p Value.
  FunctionResult checkFrozenSource(StringRef Ty, int Value) {
    std::string T = Ty.str();
    return check("define " + T + " @src() {\n  %f = freeze " + T +
                 " poison\n  ret " + T + " %f\n}\ndefine " + T +
                 " @tgt() {\n  ret " + T + " " + std::to_string(Value) +
                 "\n}\n");
  }
};

/// The reasons of \p R as "count x reason" lines.
std::vector<std::string> reasons(const FunctionResult &R) {
  std::vector<std::string> Out;
  for (const auto &[Why, N] : R.Reasons)
    Out.push_back(std::to_string(N) + " x " + Why);
  return Out;
}

/// The counterexample's scalar arguments as signed decimals ("poison",
/// "buffer" for a pointer buffer).
std::vector<std::string> args(const FunctionResult &R) {
  std::vector<std::string> Out;
  for (const ArgInput &A : R.CounterExample.Args) {
    if (!A.Buffer.empty())
      Out.push_back("buffer");
    else if (A.V.isPoison())
      Out.push_back("poison");
    else
      Out.push_back(toString(A.V.bits(), 10, /*Signed=*/true));
  }
  return Out;
}

TEST(CheckerNamesTest, VerdictAndViolationNames) {
  EXPECT_STREQ(verdictName(Verdict::NoViolation), "no-violation");
  EXPECT_STREQ(verdictName(Verdict::Violation), "violation");
  EXPECT_STREQ(verdictName(Verdict::Inconclusive), "inconclusive");
  EXPECT_STREQ(verdictName(Verdict::Verified), "verified");
  EXPECT_STREQ(verdictName(Verdict::NothingChecked), "nothing-checked");
  EXPECT_STREQ(violationName(ViolationKind::None), "none");
  EXPECT_STREQ(violationName(ViolationKind::ValueMismatch), "value-mismatch");
  EXPECT_STREQ(violationName(ViolationKind::TgtPoison), "tgt-poison");
  EXPECT_STREQ(violationName(ViolationKind::TgtUB), "tgt-ub");
  EXPECT_STREQ(violationName(ViolationKind::MemoryMismatch), "memory-mismatch");
  EXPECT_STREQ(violationName(ViolationKind::EventMismatch), "event-mismatch");
}

/// Nothing checked if there are no results; else a violation wins, then
/// inconclusive; verified only if every pair is.
TEST(CheckerNamesTest, OverallVerdict) {
  auto Of = [](std::initializer_list<Verdict> Vs) {
    std::vector<FunctionResult> Rs;
    for (Verdict V : Vs) {
      Rs.emplace_back();
      Rs.back().V = V;
    }
    return overallVerdict(Rs);
  };
  EXPECT_EQ(Of({}), Verdict::NothingChecked);
  EXPECT_EQ(Of({Verdict::NoViolation}), Verdict::NoViolation);
  EXPECT_EQ(Of({Verdict::NoViolation, Verdict::Inconclusive}),
            Verdict::Inconclusive);
  EXPECT_EQ(Of({Verdict::Inconclusive, Verdict::Violation, Verdict::Verified}),
            Verdict::Violation);
  EXPECT_EQ(Of({Verdict::Verified, Verdict::Verified}), Verdict::Verified);
  EXPECT_EQ(Of({Verdict::Verified, Verdict::NoViolation}),
            Verdict::NoViolation);
  EXPECT_EQ(Of({Verdict::Verified, Verdict::Inconclusive}),
            Verdict::Inconclusive);
}

/// A correct pair: every one of the 200 inputs is judged, none is UB in
/// the source, no reason, no counterexample.
TEST_F(CheckerTest, CorrectPairHasNoViolation) {
  FunctionResult R = check(R"(
define i8 @src(i8 %x, i8 %y) {
  %r = add i8 %x, %y
  ret i8 %r
}
define i8 @tgt(i8 %x, i8 %y) {
  %r = add i8 %y, %x
  ret i8 %r
})");
  EXPECT_EQ(R.Name, "src");
  EXPECT_EQ(R.V, Verdict::NoViolation);
  EXPECT_EQ(R.Kind, ViolationKind::None);
  EXPECT_EQ(R.InputsTried, 200u);
  EXPECT_EQ(R.InputsSrcUB, 0u);
  EXPECT_EQ(R.PossibleHangs, 0u);
  EXPECT_TRUE(R.Reasons.empty());
  EXPECT_TRUE(R.CounterExample.Args.empty());
  EXPECT_EQ(R.Detail, "");
}

/// sdiv by 2 is not ashr by 1 for negative odd numbers: the first such
/// boundary input is -1 (the third: 0, 1, -1, ...).
TEST_F(CheckerTest, ValueMismatch) {
  FunctionResult R = check(R"(
define i8 @src(i8 noundef %x) {
  %r = sdiv i8 %x, 2
  ret i8 %r
}
define i8 @tgt(i8 noundef %x) {
  %r = ashr i8 %x, 1
  ret i8 %r
})");
  EXPECT_EQ(R.V, Verdict::Violation);
  EXPECT_EQ(R.Kind, ViolationKind::ValueMismatch);
  EXPECT_EQ(args(R), (std::vector<std::string>{"-1"}));
  EXPECT_EQ(R.InputsTried, 3u);
  EXPECT_EQ(R.SrcOutcome, "return i8 0");
  EXPECT_EQ(R.TgtOutcome, "return i8 -1");
  EXPECT_EQ(R.Detail, "the returned values differ");
  EXPECT_EQ(R.CounterExampleText, "i8 -1");
}

/// The UB manual's example: a division speculated out of its guard is UB
/// for (false, 0), the very first input.
TEST_F(CheckerTest, TargetHasMoreUB) {
  FunctionResult R = check(R"(
define i32 @src(i1 noundef %c, i32 noundef %v) {
entry:
  br i1 %c, label %then, label %join
then:
  %div = udiv i32 3, %v
  br label %join
join:
  %r = phi i32 [ %div, %then ], [ 0, %entry ]
  ret i32 %r
}
define i32 @tgt(i1 noundef %c, i32 noundef %v) {
  %div = udiv i32 3, %v
  %r = select i1 %c, i32 %div, i32 0
  ret i32 %r
})");
  EXPECT_EQ(R.V, Verdict::Violation);
  EXPECT_EQ(R.Kind, ViolationKind::TgtUB);
  EXPECT_EQ(args(R), (std::vector<std::string>{"0", "0"}));
  EXPECT_EQ(R.InputsTried, 1u);
  EXPECT_EQ(R.SrcOutcome, "return i32 0");
  EXPECT_EQ(R.TgtOutcome, "ub: division by zero at %div in @tgt");
  EXPECT_EQ(R.Detail,
            "the target has undefined behaviour: division by zero at %div "
            "in @tgt");
  EXPECT_EQ(R.CounterExampleText, "i1 false, i32 0");
}

/// Removing UB is correct: the source's UB inputs allow anything and are
/// counted.
TEST_F(CheckerTest, SourceUBAllowsAnything) {
  FunctionResult R = check(R"(
define i8 @src() {
  unreachable
}
define i8 @tgt() {
  ret i8 0
})");
  EXPECT_EQ(R.V, Verdict::NoViolation);
  EXPECT_EQ(R.InputsTried, 1u);
  EXPECT_EQ(R.InputsSrcUB, 1u);
}

/// add -> add nsw makes poison where the source's value is defined: first
/// at 127 (boundary inputs 0, 1, -1, -128, 127).
TEST_F(CheckerTest, TargetHasMorePoison) {
  FunctionResult R = check(R"(
define i8 @src(i8 noundef %x) {
  %r = add i8 %x, 1
  ret i8 %r
}
define i8 @tgt(i8 noundef %x) {
  %r = add nsw i8 %x, 1
  ret i8 %r
})");
  EXPECT_EQ(R.V, Verdict::Violation);
  EXPECT_EQ(R.Kind, ViolationKind::TgtPoison);
  EXPECT_EQ(args(R), (std::vector<std::string>{"127"}));
  EXPECT_EQ(R.InputsTried, 5u);
  EXPECT_EQ(R.SrcOutcome, "return i8 -128");
  EXPECT_EQ(R.TgtOutcome, "return i8 poison");
  EXPECT_EQ(R.Detail, "the target returns poison where the source does not");
}

/// Dropping the nsw goes the other way: correct (poison in the source
/// allows anything), also with poison inputs.
TEST_F(CheckerTest, LessPoisonIsCorrect) {
  FunctionResult R = check(R"(
define i8 @src(i8 %x) {
  %r = add nsw i8 %x, 1
  ret i8 %r
}
define i8 @tgt(i8 %x) {
  %r = add i8 %x, 1
  ret i8 %r
})");
  EXPECT_EQ(R.V, Verdict::NoViolation);
  EXPECT_EQ(R.InputsTried, 200u);
}

/// A different byte stored through a pointer argument.
TEST_F(CheckerTest, MemoryMismatch) {
  FunctionResult R = check(R"(
define void @src(ptr noundef %p) {
  %q = getelementptr i8, ptr %p, i64 3
  store i8 1, ptr %q
  ret void
}
define void @tgt(ptr noundef %p) {
  %q = getelementptr i8, ptr %p, i64 3
  store i8 2, ptr %q
  ret void
})");
  EXPECT_EQ(R.V, Verdict::Violation);
  EXPECT_EQ(R.Kind, ViolationKind::MemoryMismatch);
  EXPECT_EQ(args(R), (std::vector<std::string>{"buffer"}));
  ASSERT_EQ(R.CounterExample.Args.size(), 1u);
  EXPECT_EQ(R.CounterExample.Args[0].Buffer.size(), 64u);
  EXPECT_EQ(R.InputsTried, 1u);
  EXPECT_EQ(R.SrcOutcome, "return");
  EXPECT_EQ(R.TgtOutcome, "return");
  EXPECT_EQ(R.Detail, "memory of argument %p differs at byte 3");
}

/// An external call with another argument.
TEST_F(CheckerTest, EventMismatch) {
  FunctionResult R = check(R"(
declare void @g(i32)
define void @src() {
  call void @g(i32 1)
  ret void
}
define void @tgt() {
  call void @g(i32 2)
  ret void
})");
  EXPECT_EQ(R.V, Verdict::Violation);
  EXPECT_EQ(R.Kind, ViolationKind::EventMismatch);
  EXPECT_TRUE(R.CounterExample.Args.empty());
  EXPECT_EQ(R.Detail, "external call 1 differs: @g in the source, @g in the "
                      "target");
}

/// Ending differently (abort where the source returns) is an event
/// mismatch; after abort, memory is not compared.
TEST_F(CheckerTest, AbortWhereTheSourceReturns) {
  FunctionResult R = check(R"(
declare void @abort()
define void @src(ptr noundef %p) {
  store i8 1, ptr %p
  ret void
}
define void @tgt(ptr noundef %p) {
  call void @abort()
  unreachable
})");
  EXPECT_EQ(R.V, Verdict::Violation);
  EXPECT_EQ(R.Kind, ViolationKind::EventMismatch);
  EXPECT_EQ(R.SrcOutcome, "return");
  EXPECT_EQ(R.TgtOutcome, "abort: abort");
  EXPECT_EQ(R.Detail, "the source ends with return, the target with abort");
}

/// A global both modules have is observable memory; an internal one is
/// observable only through the module's own calls, so a difference there
/// is inconclusive.
TEST_F(CheckerTest, Globals) {
  FunctionResult R = check(R"(
@g = global i32 0
define void @src() {
  store i32 1, ptr @g
  ret void
}
define void @tgt() {
  store i32 257, ptr @g
  ret void
})");
  EXPECT_EQ(R.V, Verdict::Violation);
  EXPECT_EQ(R.Kind, ViolationKind::MemoryMismatch);
  EXPECT_EQ(R.Detail, "global @g differs at byte 1");

  FunctionResult I = check(R"(
@g = internal global i32 0
define void @src() {
  store i32 1, ptr @g
  ret void
}
define void @tgt() {
  store i32 257, ptr @g
  ret void
})");
  EXPECT_EQ(I.V, Verdict::Inconclusive);
  EXPECT_EQ(reasons(I),
            (std::vector<std::string>{
                "1 x a difference that depends on unspecified addresses or "
                "internal globals: global @g differs at byte 1"}));
}

/// Which NaN an operation returns is not specified (LangRef "Behavior of
/// Floating-Point NaN values"): any NaN refines the source's computed NaN,
/// but a NaN the source returns bit-exactly (here its argument) must stay.
TEST_F(CheckerTest, NaNPayloads) {
  FunctionResult R = check(R"(
define float @src(float noundef %x) {
  %r = fadd float %x, 0.0
  ret float %r
}
define float @tgt(float noundef %x) {
  %r = fadd float %x, 0.0
  %n = fcmp uno float %r, 0.0
  %s = select i1 %n, float 0x7FF8000100000000, float %r
  ret float %s
})");
  EXPECT_EQ(R.V, Verdict::NoViolation);

  FunctionResult Exact = check(R"(
define float @src(float noundef %x) {
  ret float %x
}
define float @tgt(float noundef %x) {
  %n = fcmp uno float %x, 0.0
  %s = select i1 %n, float 0x7FF8000100000000, float %x
  ret float %s
})");
  EXPECT_EQ(Exact.V, Verdict::Violation);
  EXPECT_EQ(Exact.Kind, ViolationKind::ValueMismatch);
  // The first NaN input is the quiet NaN (the 7th boundary value).
  EXPECT_EQ(Exact.InputsTried, 7u);
  EXPECT_EQ(Exact.SrcOutcome, "return float 0x7FF8000000000000");
  EXPECT_EQ(Exact.TgtOutcome, "return float 0x7FF8000100000000");
}

/// Target choices are demonic: a frozen poison may be all ones (the second
/// target policy), which the source never returns.
TEST_F(CheckerTest, TargetNondeterminismIsDemonic) {
  FunctionResult R = check(R"(
define i8 @src() {
  ret i8 0
}
define i8 @tgt() {
  %f = freeze i8 poison
  ret i8 %f
})");
  EXPECT_EQ(R.V, Verdict::Violation);
  EXPECT_EQ(R.Kind, ViolationKind::ValueMismatch);
  EXPECT_EQ(R.SrcOutcome, "return i8 0");
  EXPECT_EQ(R.TgtOutcome, "return i8 -1");
}

/// Source choices are angelic: an i4 freeze is explored exhaustively, so
/// any fixed value refines it, and a value it can never take is a
/// violation.
TEST_F(CheckerTest, SourceNondeterminismIsExplored) {
  FunctionResult Ok = checkFrozenSource("i4", 5);
  EXPECT_EQ(Ok.V, Verdict::NoViolation);
  EXPECT_TRUE(Ok.Reasons.empty());

  // (freeze poison) | 1 is odd: 2 is none of its values.
  FunctionResult Bad = check(R"(
define i2 @src() {
  %f = freeze i2 poison
  %r = or i2 %f, 1
  ret i2 %r
}
define i2 @tgt() {
  ret i2 -2
})");
  EXPECT_EQ(Bad.V, Verdict::Violation);
  EXPECT_EQ(Bad.Kind, ViolationKind::ValueMismatch);
  EXPECT_EQ(Bad.SrcOutcome, "return i2 1");
  EXPECT_EQ(Bad.TgtOutcome, "return i2 -2");
}

/// An i8 freeze has too many values to enumerate. The source's exploration
/// also tries the values the target returns: a frozen value returned as it
/// is matches. A value computed from it (42 + 1) that the candidates miss
/// is inconclusive, never a violation.
TEST_F(CheckerTest, UnexploredSourceChoiceIsInconclusive) {
  FunctionResult Returned = checkFrozenSource("i8", 42);
  EXPECT_EQ(Returned.V, Verdict::NoViolation);
  EXPECT_TRUE(Returned.Reasons.empty());

  FunctionResult R = check(R"(
define i8 @src() {
  %f = freeze i8 poison
  %r = add i8 %f, 1
  ret i8 %r
}
define i8 @tgt() {
  ret i8 43
})");
  EXPECT_EQ(R.V, Verdict::Inconclusive);
  EXPECT_EQ(R.Kind, ViolationKind::None);
  EXPECT_EQ(reasons(R),
            (std::vector<std::string>{
                "1 x the source is nondeterministic (freeze, undef, NaN or "
                "addresses) and no explored choice explains the target: the "
                "returned values differ"}));
}

/// A frozen i32 that only steers a branch (issue 15's dropped freeze):
/// exploring the values is incomplete, exploring the two directions is
/// not, and neither returns what the target does (UB). A target that an
/// infeasible pair of directions explains (f > 0 and f < 0 give 2) stays
/// inconclusive; with a limit of one source run per phase, so does the
/// dropped freeze.
TEST_F(CheckerTest, SourceBranchDirectionsAreExplored) {
  const char *Src = R"(
define i32 @src() {
  %f = freeze i32 poison
  %c = icmp sgt i32 %f, 0
  br i1 %c, label %t, label %e
t:
  %c2 = icmp slt i32 %f, 0
  br i1 %c2, label %never, label %pos
never:
  ret i32 2
pos:
  ret i32 1
e:
  ret i32 0
}
)";
  FunctionResult Dropped = check(std::string(Src) + R"(
define i32 @tgt() {
  %c = icmp sgt i32 poison, 0
  br i1 %c, label %t, label %e
t:
  ret i32 1
e:
  ret i32 0
})");
  EXPECT_EQ(Dropped.V, Verdict::Violation);
  EXPECT_EQ(Dropped.Kind, ViolationKind::TgtUB);
  EXPECT_TRUE(Dropped.CounterExample.Args.empty());
  EXPECT_EQ(Dropped.SrcOutcome, "return i32 0");
  EXPECT_EQ(Dropped.TgtOutcome, "ub: branch on poison at 'br i1 %c, label "
                                "%t, label %e' in @tgt");

  const std::string Unexplained =
      "1 x the source is nondeterministic (freeze, undef, NaN or addresses) "
      "and no explored choice explains the target: ";
  FunctionResult Infeasible = check(std::string(Src) + R"(
define i32 @tgt() {
  ret i32 2
})");
  EXPECT_EQ(Infeasible.V, Verdict::Inconclusive);
  EXPECT_EQ(
      reasons(Infeasible),
      (std::vector<std::string>{Unexplained + "the returned values differ"}));

  CheckOptions OneRun;
  OneRun.SourceExploration = 1;
  FunctionResult Short = check(std::string(Src) + R"(
define i32 @tgt() {
  %c = icmp sgt i32 poison, 0
  br i1 %c, label %t, label %e
t:
  ret i32 1
e:
  ret i32 0
})",
                               OneRun);
  EXPECT_EQ(Short.V, Verdict::Inconclusive);
  EXPECT_EQ(reasons(Short),
            (std::vector<std::string>{
                Unexplained + "the target has undefined behaviour: branch on "
                              "poison at 'br i1 %c, label %t, label %e' in "
                              "@tgt"}));
}

/// Functions of different types, and functions whose vscale_range admit no
/// common vscale, are not checked.
TEST_F(CheckerTest, UncheckablePairsAreInconclusive) {
  FunctionResult R = check(R"(
define i8 @src(i8 %x) {
  ret i8 %x
}
define i8 @tgt(i16 %x) {
  ret i8 0
})");
  EXPECT_EQ(R.V, Verdict::Inconclusive);
  EXPECT_EQ(R.InputsTried, 0u);
  EXPECT_EQ(reasons(R),
            (std::vector<std::string>{"1 x the target has another signature: "
                                      "i8 (i16) instead of i8 (i8)"}));

  FunctionResult S = check(R"(
define void @src(<vscale x 2 x i8> %v) vscale_range(1,2) {
  ret void
}
define void @tgt(<vscale x 2 x i8> %v) vscale_range(4,8) {
  ret void
})");
  EXPECT_EQ(S.V, Verdict::Inconclusive);
  EXPECT_EQ(S.InputsTried, 0u);
  EXPECT_EQ(reasons(S),
            (std::vector<std::string>{
                "1 x no vscale lies in both the vscale_range(4,8) of the "
                "target and the vscale_range(1,2) of the source"}));
}

/// The vscale of a check (chooseVScale): the one asked for, else the least
/// value every vscale_range admits, else 1; never one a range excludes.
TEST_F(CheckerTest, VScaleChoice) {
  parse(R"(
define void @open() {
  ret void
}
define void @two() vscale_range(2,2) {
  ret void
}
define void @wide() vscale_range(1,16) {
  ret void
}
define void @from4() vscale_range(4,0) {
  ret void
})");
  ASSERT_TRUE(M);
  auto Choose = [&](std::vector<StringRef> Names,
                    unsigned Requested) -> std::string {
    std::vector<VScaleUser> Users;
    for (StringRef N : Names)
      Users.push_back({M->getFunction(N), ("@" + N).str()});
    Expected<unsigned> V = chooseVScale(Users, Requested);
    return V ? std::to_string(*V) : toString(V.takeError());
  };
  EXPECT_EQ(Choose({"open"}, 0), "1");
  EXPECT_EQ(Choose({"open"}, 3), "3");
  EXPECT_EQ(Choose({"two"}, 0), "2");
  EXPECT_EQ(Choose({"wide", "two"}, 0), "2");
  EXPECT_EQ(Choose({"wide", "open"}, 0), "1");
  EXPECT_EQ(Choose({"from4", "wide"}, 0), "4");
  EXPECT_EQ(Choose({"from4"}, 1024), "1024");
  EXPECT_EQ(Choose({"wide"}, 8), "8");
  EXPECT_EQ(Choose({"wide"}, 6),
            "vscale 6 lies outside the vscale_range(1,16) of @wide");
  EXPECT_EQ(Choose({"wide"}, 32),
            "vscale 32 lies outside the vscale_range(1,16) of @wide");
  EXPECT_EQ(Choose({"two", "from4"}, 0),
            "no vscale lies in both the vscale_range(4,0) of @from4 and the "
            "vscale_range(2,2) of @two");
  EXPECT_EQ(Choose({"open"}, 2048), "vscale 2048 is larger than 1024");

  // The pair's vscale decides the lanes: lane 5 exists from vscale 2 on.
  const char *Lane5 = R"(
define i8 @src(<vscale x 4 x i8> %v) vscale_range(1,4) {
  %e = extractelement <vscale x 4 x i8> %v, i64 5
  ret i8 %e
}
define i8 @tgt(<vscale x 4 x i8> %v) vscale_range(1,4) {
  ret i8 poison
})";
  EXPECT_EQ(check(Lane5).V, Verdict::NoViolation);
  CheckOptions Two;
  Two.Exec.VScale = 2;
  FunctionResult R = check(Lane5, Two);
  EXPECT_EQ(R.V, Verdict::Violation);
  EXPECT_EQ(R.Kind, ViolationKind::TgtPoison);
}

/// A source that runs out of steps decides nothing; a target that runs out
/// of steps where the source returns is a possible hang, not a violation.
TEST_F(CheckerTest, StepLimits) {
  const char *Loop = R"(
define i8 @loop() {
entry:
  br label %l
l:
  br label %l
}
define i8 @ret() {
  ret i8 0
})";
  CheckOptions Opts;
  Opts.Exec.MaxSteps = 1000;
  parse(Loop);
  std::vector<FunctionResult> Rs =
      checkPairs(*M, *M, {pair("loop", "ret"), pair("ret", "loop")}, Opts);
  ASSERT_EQ(Rs.size(), 2u);
  EXPECT_EQ(Rs[0].V, Verdict::Inconclusive);
  EXPECT_EQ(reasons(Rs[0]),
            (std::vector<std::string>{"1 x the source ran out of steps"}));
  EXPECT_EQ(Rs[0].PossibleHangs, 0u);
  EXPECT_EQ(Rs[1].V, Verdict::Inconclusive);
  EXPECT_TRUE(Rs[1].Reasons.empty());
  EXPECT_EQ(Rs[1].PossibleHangs, 1u);
}

/// reassoc lets fadd x, 0.0 return -0.0 for x = -0.0 (LangRef "Fast-Math
/// Flags"): each -0.0 input is a reason, not a violation.
TEST_F(CheckerTest, FastMathSourceIsInconclusive) {
  FunctionResult R = check(R"(
define float @src(float noundef %x) {
  %r = fadd reassoc float %x, 0.0
  ret float %r
}
define float @tgt(float noundef %x) {
  ret float %x
})");
  EXPECT_EQ(R.V, Verdict::Inconclusive);
  // Exactly the inputs that are -0.0.
  parse(R"(
define float @src(float noundef %x) {
  %r = fadd reassoc float %x, 0.0
  ret float %r
})");
  unsigned NegZeros = 0;
  for (const Input &In : makeInputs(*M->getFunction("src"), 64, {}))
    NegZeros += In.Args[0].V.bits() == APInt(32, 0x80000000);
  ASSERT_GE(NegZeros, 2u);
  EXPECT_EQ(reasons(R),
            (std::vector<std::string>{
                std::to_string(NegZeros) +
                " x the source has fast-math flags that allow "
                "other results (reassoc allows algebraic rewrites "
                "across expressions): the returned values differ"}));
}

/// arcp (LangRef "Fast-Math Flags"): `a / b` may be `a * (1.0 / b)`, a
/// 1-bit source choice, so the product with the reciprocal refines it;
/// without arcp it does not (-MAX / MAX is -1, -MAX * (1 / MAX) is not).
TEST_F(CheckerTest, FastMathArcpIsAChoice) {
  const char *Tgt = R"(
define float @tgt(float %x, float %y) {
  %i = fdiv float 1.0, %y
  %r = fmul float %x, %i
  ret float %r
})";
  FunctionResult R = check(std::string(R"(
define float @src(float %x, float %y) {
  %r = fdiv arcp float %x, %y
  ret float %r
})") + Tgt);
  EXPECT_EQ(R.V, Verdict::NoViolation);
  EXPECT_TRUE(R.Reasons.empty());
  R = check(std::string(R"(
define float @src(float %x, float %y) {
  %r = fdiv float %x, %y
  ret float %r
})") + Tgt);
  EXPECT_EQ(R.V, Verdict::Violation);
  EXPECT_EQ(R.Kind, ViolationKind::ValueMismatch);
}

/// contract: an fmul and an fadd with the flag may fuse. (1 + 2^-23)^2 -
/// (1 + 2^-22) is 2^-46 fused and 0 rounded twice; either is the source's,
/// a third value is a violation.
TEST_F(CheckerTest, FastMathContractIsAChoice) {
  auto Src = [](const char *MulFlags) {
    return std::string("define float @src() {\n  %m = fmul ") + MulFlags +
           " float 0x3FF0000020000000, 0x3FF0000020000000\n"
           "  %r = fadd contract float %m, 0xBFF0000040000000\n"
           "  ret float %r\n}\n";
  };
  auto Tgt = [](const char *Val) {
    return std::string("define float @tgt() {\n  ret float ") + Val + "\n}\n";
  };
  EXPECT_EQ(check(Src("contract") + Tgt("0x3D10000000000000")).V,
            Verdict::NoViolation);
  EXPECT_EQ(check(Src("contract") + Tgt("0.0")).V, Verdict::NoViolation);
  EXPECT_EQ(check(Src("contract") + Tgt("1.0")).V, Verdict::Violation);
  FunctionResult R = check(Src("") + Tgt("0x3D10000000000000"));
  EXPECT_EQ(R.V, Verdict::Violation);
  EXPECT_EQ(R.SrcOutcome, "return float 0.000000e+00");
  EXPECT_EQ(R.TgtOutcome, "return float 0x3D10000000000000");
}

/// afn's approximations are not enumerated: inconclusive with the reason.
TEST_F(CheckerTest, FastMathAfnStaysOpen) {
  FunctionResult R = check(R"(
define float @src() {
  %r = call afn float @llvm.sqrt.f32(float 4.0)
  ret float %r
}
define float @tgt() {
  ret float 2.5
})");
  EXPECT_EQ(R.V, Verdict::Inconclusive);
  EXPECT_EQ(reasons(R), (std::vector<std::string>{
                            "1 x the source has fast-math flags that allow "
                            "other results (afn allows approximations of "
                            "unspecified accuracy): the returned values "
                            "differ"}));
}

/// Several pairs: one result each, in order, unless StopAtViolation ends
/// the check at the first violation.
TEST_F(CheckerTest, CheckPairsStopAtViolation) {
  parse(R"(
define i8 @src_bad(i8 noundef %x) {
  ret i8 %x
}
define i8 @tgt_bad(i8 noundef %x) {
  %r = add i8 %x, 1
  ret i8 %r
}
define i8 @src_ok(i8 noundef %x) {
  ret i8 %x
}
define i8 @tgt_ok(i8 noundef %x) {
  %r = or i8 %x, 0
  ret i8 %r
})");
  std::vector<FunctionPair> Pairs = {pair("src_bad", "tgt_bad"),
                                     pair("src_ok", "tgt_ok")};
  std::vector<FunctionResult> All = checkPairs(*M, *M, Pairs, {});
  ASSERT_EQ(All.size(), 2u);
  EXPECT_EQ(All[0].Name, "src_bad");
  EXPECT_EQ(All[0].V, Verdict::Violation);
  EXPECT_EQ(All[1].Name, "src_ok");
  EXPECT_EQ(All[1].V, Verdict::NoViolation);
  EXPECT_EQ(overallVerdict(All), Verdict::Violation);
  std::vector<FunctionResult> First =
      checkPairs(*M, *M, Pairs, {}, /*StopAtViolation=*/true);
  ASSERT_EQ(First.size(), 1u);
  EXPECT_EQ(First[0].Name, "src_bad");
}

/// A counterexample replays on its own (Count = 0, Extra = it); another
/// single input passes.
TEST_F(CheckerTest, ReplayCounterExample) {
  const char *IR = R"(
define i8 @src(i8 noundef %x) {
  %r = sdiv i8 %x, 2
  ret i8 %r
}
define i8 @tgt(i8 noundef %x) {
  %r = ashr i8 %x, 1
  ret i8 %r
})";
  FunctionResult First = check(IR);
  ASSERT_EQ(First.V, Verdict::Violation);
  CheckOptions Replay;
  Replay.Inputs.Count = 0;
  Replay.Inputs.Extra = {First.CounterExample};
  FunctionResult Again = check(IR, Replay);
  EXPECT_EQ(Again.V, Verdict::Violation);
  EXPECT_EQ(Again.InputsTried, 1u);
  EXPECT_EQ(Again.TgtOutcome, First.TgtOutcome);

  Input Even;
  Even.Args.emplace_back();
  Even.Args.back().V = RtValue(APInt(8, -4, true));
  Replay.Inputs.Extra = {Even};
  FunctionResult Fine = check(IR, Replay);
  EXPECT_EQ(Fine.V, Verdict::NoViolation);
  EXPECT_EQ(Fine.InputsTried, 1u);
}

/// The same pair and options give the same result, counterexample
/// included.
TEST_F(CheckerTest, Deterministic) {
  const char *IR = R"(
define i8 @src(i8 %x, i8 %y) {
  %a = mul i8 %x, %y
  %r = udiv i8 %a, 3
  ret i8 %r
}
define i8 @tgt(i8 %x, i8 %y) {
  %a = mul nuw i8 %x, %y
  %r = udiv i8 %a, 3
  ret i8 %r
})";
  CheckOptions Opts;
  Opts.Inputs.Seed = 5;
  FunctionResult A = check(IR, Opts), B = check(IR, Opts);
  EXPECT_EQ(A.V, Verdict::Violation);
  EXPECT_EQ(A.Kind, ViolationKind::TgtPoison);
  EXPECT_EQ(A.V, B.V);
  EXPECT_EQ(A.Kind, B.Kind);
  EXPECT_EQ(A.InputsTried, B.InputsTried);
  EXPECT_EQ(args(A), args(B));
  EXPECT_EQ(A.SrcOutcome, B.SrcOutcome);
  EXPECT_EQ(A.TgtOutcome, B.TgtOutcome);
}

/// The solver: a correct pair is proved (verified); a wrong one gets a
/// counterexample the interpreter confirmed; a pair outside the encoded
/// fragment is left to the concrete checker.
TEST_F(CheckerTest, SmtProveAndRefute) {
  parse(R"(
define i8 @src_ok(i8 %x, i8 %y) {
  %r = add i8 %x, %y
  ret i8 %r
}
define i8 @tgt_ok(i8 %x, i8 %y) {
  %r = add i8 %y, %x
  ret i8 %r
}
define i8 @src_bad(i8 %x) {
  %r = sdiv i8 %x, 2
  ret i8 %r
}
define i8 @tgt_bad(i8 %x) {
  %r = ashr i8 %x, 1
  ret i8 %r
}
define i8 @src_mem(ptr noalias %p) {
  %v = load i8, ptr %p
  ret i8 %v
}
define i8 @tgt_mem(ptr noalias %p) {
  %v = load i8, ptr %p
  ret i8 %v
})");
  SmtCheckConfig Config;
  std::vector<FunctionResult> Rs =
      checkPairsSmt(*M, *M,
                    {pair("src_ok", "tgt_ok"), pair("src_bad", "tgt_bad"),
                     pair("src_mem", "tgt_mem")},
                    {}, Config);
  ASSERT_EQ(Rs.size(), 3u);
  EXPECT_EQ(Rs[0].V, Verdict::Verified);
  EXPECT_EQ(Rs[0].Smt, SmtStatus::Verified);

  EXPECT_EQ(Rs[1].V, Verdict::Violation);
  EXPECT_EQ(Rs[1].Kind, ViolationKind::ValueMismatch);
  EXPECT_EQ(Rs[1].Smt, SmtStatus::Violation);
  // The solver picks the input: some negative odd x.
  ASSERT_EQ(Rs[1].CounterExample.Args.size(), 1u);
  const RtValue &X = Rs[1].CounterExample.Args[0].V;
  ASSERT_FALSE(X.isPoison());
  EXPECT_TRUE(X.bits().isNegative() && X.bits()[0])
      << toString(X.bits(), 10, true);

  EXPECT_EQ(Rs[2].V, Verdict::NoViolation);
  EXPECT_EQ(Rs[2].Smt, SmtStatus::OutsideFragment);
  EXPECT_EQ(overallVerdict(Rs), Verdict::Violation);
  EXPECT_EQ(overallVerdict(ArrayRef(Rs).take_front(1)), Verdict::Verified);
}

/// Every integer vector reduction (reductionIntrinsics()) is proved equal
/// to its fold written out lane by lane, and the solver refutes a smax
/// reduction folded with umax.
TEST_F(CheckerTest, SmtReductionsAreTheirFolds) {
  // {reduction, the instruction or intrinsic folding two lanes}.
  const std::pair<const char *, const char *> Folds[] = {
      {"add", "add"},
      {"mul", "mul"},
      {"and", "and"},
      {"or", "or"},
      {"xor", "xor"},
      {"smax", "call i4 @llvm.smax.i4"},
      {"smin", "call i4 @llvm.smin.i4"},
      {"umax", "call i4 @llvm.umax.i4"},
      {"umin", "call i4 @llvm.umin.i4"},
      {"smax", "call i4 @llvm.umax.i4"},
  };
  std::string IR;
  std::vector<FunctionPair> Pairs;
  for (size_t K = 0; K < std::size(Folds); ++K) {
    auto [Red, Op] = Folds[K];
    std::string N = std::to_string(K);
    bool Call = StringRef(Op).starts_with("call");
    auto Apply = [&](StringRef A, StringRef B) {
      return Call ? std::string(Op) + "(i4 " + A.str() + ", i4 " + B.str() + ")"
                  : std::string(Op) + " i4 " + A.str() + ", " + B.str();
    };
    IR += "define i4 @src" + N +
          "(<3 x i4> %v) {\n  %r = call i4 "
          "@llvm.vector.reduce." +
          std::string(Red) +
          ".v3i4(<3 x i4> %v)\n"
          "  ret i4 %r\n}\n";
    IR += "define i4 @tgt" + N +
          "(<3 x i4> %v) {\n"
          "  %a = extractelement <3 x i4> %v, i32 0\n"
          "  %b = extractelement <3 x i4> %v, i32 1\n"
          "  %c = extractelement <3 x i4> %v, i32 2\n"
          "  %ab = " +
          Apply("%a", "%b") +
          "\n"
          "  %r = " +
          Apply("%ab", "%c") + "\n  ret i4 %r\n}\n";
  }
  parse(IR);
  ASSERT_TRUE(M);
  for (size_t K = 0; K < std::size(Folds); ++K)
    Pairs.push_back(pair("src" + std::to_string(K), "tgt" + std::to_string(K)));
  SmtCheckConfig Config;
  std::vector<FunctionResult> Rs = checkPairsSmt(*M, *M, Pairs, {}, Config);
  ASSERT_EQ(Rs.size(), std::size(Folds));
  for (size_t K = 0; K + 1 < std::size(Folds); ++K) {
    EXPECT_EQ(Rs[K].V, Verdict::Verified) << Folds[K].first;
    EXPECT_EQ(Rs[K].Smt, SmtStatus::Verified) << Folds[K].first;
  }
  EXPECT_EQ(Rs.back().V, Verdict::Violation);
  EXPECT_EQ(Rs.back().Kind, ViolationKind::ValueMismatch);
  EXPECT_EQ(Rs.back().Smt, SmtStatus::Violation);
}

} // namespace

namespace {

/// A source that loops until the step limit on odd inputs and returns at
/// once on even ones: after its first loop, CheckOptions::
/// LoopingSourceFactor ends later loops at 8 times its longest return (at
/// least LoopingSourceFloor steps), so the pair's step budget reaches
/// every input instead of the first few loops.
TEST_F(CheckerTest, LoopingSourceIsCutShort) {
  const char *IR = R"(
define i32 @src(i32 %x) {
entry:
  %odd = and i32 %x, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %done, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1
  br label %loop
done:
  ret i32 %x
}
define i32 @tgt(i32 %x) {
entry:
  %odd = and i32 %x, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %done, label %loop
loop:
  br label %loop
done:
  ret i32 %x
}
)";
  CheckOptions Opts;
  Opts.Inputs.Count = 32;
  Opts.StepBudget = 2'000'000;
  FunctionResult Full = check(IR, Opts);
  EXPECT_EQ(Full.V, Verdict::NoViolation);
  Opts.LoopingSourceFactor = 8;
  FunctionResult Cut = check(IR, Opts);
  EXPECT_EQ(Cut.V, Verdict::NoViolation);
  // The full bound: 8 loops of 250,000 steps spend the budget at the 14th
  // input. Cut short: all 32, of which 11 loop.
  using Reason = std::pair<std::string, unsigned>;
  EXPECT_EQ(Full.InputsTried, 14u);
  EXPECT_EQ(Full.Reasons,
            (std::vector<Reason>{{"the source ran out of steps", 8}}));
  EXPECT_EQ(Cut.InputsTried, 32u);
  EXPECT_EQ(Cut.Reasons,
            (std::vector<Reason>{{"the source ran out of steps", 11}}));
}

/// The lower bound is for an input's first source run only: the source's
/// exploration of its choices (here a frozen poison that sets a loop's
/// trip count, up to 3 x 5000 iterations, far past 8 x the first run's
/// steps) runs under the full bound, so every choice is seen and the
/// target's 7, which no choice returns, is a violation.
TEST_F(CheckerTest, LoopingSourceBoundSparesExploration) {
  const char *IR = R"(
define i32 @src(i32 %n) {
entry:
  %odd = and i32 %n, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %spin, label %go
spin:
  br label %spin
go:
  %fr = freeze i2 poison
  %w = zext i2 %fr to i32
  %m = mul i32 %w, 5000
  br label %loop
loop:
  %i = phi i32 [ 0, %go ], [ %i1, %body ]
  %done = icmp uge i32 %i, %m
  br i1 %done, label %exit, label %body
body:
  %i1 = add i32 %i, 1
  br label %loop
exit:
  ret i32 %w
}
define i32 @tgt(i32 %n) {
entry:
  %odd = and i32 %n, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %spin, label %go
spin:
  br label %spin
go:
  %z = icmp eq i32 %n, 0
  %r = select i1 %z, i32 0, i32 7
  ret i32 %r
}
)";
  CheckOptions Opts;
  Opts.Inputs.Count = 32;
  Opts.StepBudget = 2'000'000;
  Opts.LoopingSourceFactor = 8;
  FunctionResult R = check(IR, Opts);
  EXPECT_EQ(R.V, Verdict::Violation);
  EXPECT_EQ(R.Kind, ViolationKind::ValueMismatch);
}

} // namespace
