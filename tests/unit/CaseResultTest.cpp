//===- tests/unit/CaseResultTest.cpp - Typed case results and kinds -------===//
//
// The names of finding kinds and case verdicts are exactly the spellings
// of finding.json and the worker protocol, and a CaseResult survives
// toJson/fromJson field by field; a result that does not fit is an error.
//
//===----------------------------------------------------------------------===//
#include "campaign/CaseResult.h"
#include "corpus/Corpus.h"
#include "corpus/Finding.h"
#include "oracle/Checker.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace refinery;
using namespace refinery::campaign;

namespace {

/// The error of \p R ("" if none).
std::string errorOf(Expected<CaseResult> R) {
  return R ? std::string() : toString(R.takeError());
}

TEST(FindingKindTest, NamesAreFindingJsonSpellings) {
  EXPECT_STREQ(findingKindName(FindingKind::Violation), "violation");
  EXPECT_STREQ(findingKindName(FindingKind::Crash), "crash");
  EXPECT_STREQ(findingKindName(FindingKind::Timeout), "timeout");
  EXPECT_EQ(findingKindFromName("violation"), FindingKind::Violation);
  EXPECT_EQ(findingKindFromName("crash"), FindingKind::Crash);
  EXPECT_EQ(findingKindFromName("timeout"), FindingKind::Timeout);
  EXPECT_EQ(findingKindFromName("Crash"), std::nullopt);
  EXPECT_EQ(findingKindFromName(""), std::nullopt);
  EXPECT_EQ(findingId(FindingKind::Timeout, "sig").substr(0, 8), "timeout-");
  EXPECT_EQ(findingId(FindingKind::Timeout, "sig").size(), 8u + 16u);
}

TEST(FindingKindTest, OriginAndInputOriginNames) {
  EXPECT_STREQ(originKindName(OriginKind::Generated), "generated");
  EXPECT_STREQ(originKindName(OriginKind::Corpus), "corpus");
  EXPECT_STREQ(originKindName(OriginKind::Fuzzer), "fuzzer");
  EXPECT_EQ(originKindFromName("fuzzer"), OriginKind::Fuzzer);
  EXPECT_EQ(originKindFromName("input"), std::nullopt);
  EXPECT_STREQ(inputOriginName(InputOrigin::Concrete), "concrete");
  EXPECT_STREQ(inputOriginName(InputOrigin::Smt), "smt");
  EXPECT_EQ(inputOriginFromName("smt"), InputOrigin::Smt);
  EXPECT_EQ(inputOriginFromName("SMT"), std::nullopt);
}

TEST(FindingKindTest, SmtStatusNames) {
  EXPECT_STREQ(smtStatusName(SmtStatus::Verified), "verified");
  EXPECT_STREQ(smtStatusName(SmtStatus::Violation), "violation");
  EXPECT_STREQ(smtStatusName(SmtStatus::Unknown), "unknown");
  EXPECT_STREQ(smtStatusName(SmtStatus::OutsideFragment), "outside-fragment");
}

TEST(CaseVerdictTest, NamesAreProtocolSpellings) {
  const std::pair<CaseVerdict, const char *> Expected[] = {
      {CaseVerdict::NoViolation, "no-violation"},
      {CaseVerdict::Violation, "violation"},
      {CaseVerdict::Inconclusive, "inconclusive"},
      {CaseVerdict::Verified, "verified"},
      {CaseVerdict::NothingChecked, "nothing-checked"},
      {CaseVerdict::Unchecked, "unchecked"},
      {CaseVerdict::Skipped, "skipped"},
      {CaseVerdict::Failure, "failure"},
      {CaseVerdict::Error, "error"},
  };
  for (const auto &[V, Name] : Expected) {
    EXPECT_STREQ(caseVerdictName(V), Name);
    EXPECT_EQ(caseVerdictFromName(Name), V) << Name;
  }
  EXPECT_EQ(caseVerdictFromName("crash"), std::nullopt);
  EXPECT_EQ(caseVerdictOf(Verdict::Inconclusive), CaseVerdict::Inconclusive);
  EXPECT_EQ(caseVerdictOf(Verdict::NoViolation), CaseVerdict::NoViolation);
}

TEST(CaseResultTest, ViolationRoundTrips) {
  FunctionResult FR;
  FR.Name = "f";
  FR.V = Verdict::Violation;
  FR.Kind = ViolationKind::TgtPoison;
  FR.CounterExampleText = "i8 -128";
  FR.SrcOutcome = "return i8 1";
  FR.TgtOutcome = "return i8 poison";
  FR.Detail = "the target returns poison";
  CaseResult R;
  R.Case = 42;
  R.Verdict = CaseVerdict::Violation;
  R.Smt = true;
  R.Violation = violationFinding(
      FR, {{"instcombine", "f"}, {"gvn", "g"}, {"globalopt", ""}},
      /*FromSmt=*/true);
  R.Violation->Culprit = "instcombine";
  R.PassMaxMs = {{"instcombine", 1.5}};
  R.Features = {0, 1, 0xffffffffffffffffULL};
  R.TimeMs = {{"check", 0.25}, {"optimize", 3}};
  R.RssKb = 40960;
  R.RssNowKb = 30720;
  Expected<CaseResult> Back = CaseResult::fromJson(R.toJson());
  ASSERT_TRUE(bool(Back)) << toString(Back.takeError());
  EXPECT_EQ(Back->Case, 42u);
  EXPECT_EQ(Back->Verdict, CaseVerdict::Violation);
  EXPECT_TRUE(Back->Smt);
  EXPECT_TRUE(Back->ErrorMessage.empty());
  EXPECT_FALSE(Back->Failure.has_value());
  ASSERT_TRUE(Back->Violation.has_value());
  const Finding &F = *Back->Violation;
  EXPECT_EQ(F.Kind, FindingKind::Violation);
  EXPECT_EQ(F.Violation, "tgt-poison");
  EXPECT_EQ(F.Function, "f");
  EXPECT_EQ(F.Input, "i8 -128");
  EXPECT_EQ(F.InputOrigin, InputOrigin::Smt);
  EXPECT_EQ(F.SrcOutcome, "return i8 1");
  EXPECT_EQ(F.TgtOutcome, "return i8 poison");
  EXPECT_EQ(F.Detail, "the target returns poison");
  EXPECT_EQ(F.PassesChanged,
            (std::vector<std::string>{"instcombine", "globalopt"}));
  EXPECT_EQ(F.Culprit, "instcombine");
  EXPECT_EQ(findingSignature(F),
            "violation|tgt-poison|return|return poison|instcombine");
  EXPECT_EQ(Back->PassMaxMs, R.PassMaxMs);
  EXPECT_EQ(Back->Features, R.Features);
  EXPECT_EQ(Back->TimeMs, R.TimeMs);
  EXPECT_EQ(Back->RssKb, 40960u);
  EXPECT_EQ(Back->RssNowKb, 30720u);
  EXPECT_EQ(Back->toJson(), R.toJson());
}

TEST(CaseResultTest, FailureAndErrorRoundTrip) {
  CaseResult R;
  R.Case = 7;
  R.Verdict = CaseVerdict::Failure;
  R.Failure = OptimizerFailure{FindingKind::Timeout, "opt timed out after 5 s",
                               "licm", "g"};
  Expected<CaseResult> Back = CaseResult::fromJson(R.toJson());
  ASSERT_TRUE(bool(Back)) << toString(Back.takeError());
  EXPECT_EQ(Back->Verdict, CaseVerdict::Failure);
  ASSERT_TRUE(Back->Failure.has_value());
  EXPECT_EQ(Back->Failure->Kind, FindingKind::Timeout);
  EXPECT_EQ(Back->Failure->Message, "opt timed out after 5 s");
  EXPECT_EQ(Back->Failure->Pass, "licm");
  EXPECT_EQ(Back->Failure->Function, "g");
  EXPECT_FALSE(Back->Violation.has_value());
  EXPECT_FALSE(Back->Smt);

  CaseResult E;
  E.Case = 8;
  E.Verdict = CaseVerdict::Inconclusive;
  E.InconclusiveReasons = {"the source ran out of steps", "a difference"};
  Expected<CaseResult> EBack = CaseResult::fromJson(E.toJson());
  ASSERT_TRUE(bool(EBack)) << toString(EBack.takeError());
  EXPECT_EQ(EBack->Verdict, CaseVerdict::Inconclusive);
  EXPECT_EQ(EBack->InconclusiveReasons, E.InconclusiveReasons);
  EXPECT_TRUE(EBack->Features.empty());
  EXPECT_EQ(EBack->toJson(),
            R"({"case":8,"verdict":"inconclusive","inconclusive":)"
            R"(["the source ran out of steps","a difference"],"time_ms":{}})");
}

TEST(CaseResultTest, ResultsThatDoNotFitAreErrors) {
  EXPECT_NE(errorOf(CaseResult::fromJson("not json")), "");
  EXPECT_EQ(errorOf(CaseResult::fromJson(R"({"case":1,"verdict":"maybe"})")),
            "case result: field 'verdict': expected a case verdict, found "
            "'maybe'");
  EXPECT_EQ(errorOf(CaseResult::fromJson(
                R"({"case":1,"verdict":"error","features":[1,-2]})")),
            "case result: field 'features[1]': expected an unsigned "
            "integer, found -2");
  EXPECT_EQ(errorOf(CaseResult::fromJson(
                R"({"case":1,"verdict":"failure","failure":{"kind":"hang"}})")),
            "case result: field 'failure.kind': expected crash or timeout, "
            "found 'hang'");
  EXPECT_EQ(errorOf(CaseResult::fromJson(
                R"({"case":1,"verdict":"violation","smt":1})")),
            "case result: field 'smt': expected a boolean, found 1");
}

/// An optimizer failure is a crash or a timeout, never a violation.
TEST(CaseResultTest, FailureKindsAreCrashAndTimeout) {
  EXPECT_EQ(
      errorOf(CaseResult::fromJson(
          R"({"case":1,"verdict":"failure","failure":{"kind":"violation"}})")),
      "case result: field 'failure.kind': expected crash or timeout, "
      "found 'violation'");
  EXPECT_EQ(errorOf(CaseResult::fromJson(
                R"({"case":1,"verdict":"failure","failure":{"message":"x"}})")),
            "case result: field 'failure.kind': expected crash or timeout, "
            "found nothing");
  Expected<CaseResult> T = CaseResult::fromJson(
      R"({"case":1,"verdict":"failure","failure":{"kind":"timeout"}})");
  ASSERT_TRUE(bool(T)) << toString(T.takeError());
  ASSERT_TRUE(T->Failure.has_value());
  EXPECT_EQ(T->Failure->Kind, FindingKind::Timeout);
}

TEST(CaseSourceTest, RoundTrips) {
  CaseSource S;
  S.Origin.Kind = OriginKind::Generated;
  S.Origin.GenSeed = 0xfedcba9876543210ULL;
  S.Origin.Mutations = {"flags: nsw on %x", "width: i8 to i16"};
  S.Size = 17;
  EXPECT_EQ(
      S.toJson(),
      R"({"kind":"generated","gen_seed":18364758544493064720,)"
      R"("mutations":["flags: nsw on %x","width: i8 to i16"],"size":17})");
  Expected<CaseSource> Back = CaseSource::fromJson(S.toJson());
  ASSERT_TRUE(bool(Back)) << toString(Back.takeError());
  EXPECT_EQ(Back->Origin.Kind, OriginKind::Generated);
  EXPECT_EQ(Back->Origin.GenSeed, 0xfedcba9876543210ULL);
  EXPECT_EQ(Back->Origin.File, "");
  EXPECT_EQ(Back->Origin.Mutations, S.Origin.Mutations);
  EXPECT_EQ(Back->Size, 17u);

  CaseSource C;
  C.Origin.Kind = OriginKind::Corpus;
  C.Origin.File = "corpus/0123.ll";
  C.Origin.GenSeed = 5; // not sent: only generated sources have one
  Expected<CaseSource> CBack = CaseSource::fromJson(C.toJson());
  ASSERT_TRUE(bool(CBack)) << toString(CBack.takeError());
  EXPECT_EQ(CBack->Origin.File, "corpus/0123.ll");
  EXPECT_EQ(CBack->Origin.GenSeed, 0u);
  Expected<CaseSource> Odd = CaseSource::fromJson(R"({"kind":"input"})");
  ASSERT_FALSE(bool(Odd));
  EXPECT_EQ(toString(Odd.takeError()),
            "case source: field 'kind': expected generated, corpus or fuzzer, "
            "found 'input'");
  Expected<CaseSource> Bad = CaseSource::fromJson(R"({"size":"big"})");
  ASSERT_FALSE(bool(Bad));
  EXPECT_EQ(toString(Bad.takeError()),
            "case source: field 'size': expected an unsigned integer, found "
            "string");
}

TEST(ViolationFindingTest, SignatureWithoutCulpritNamesTheLastChange) {
  FunctionResult FR;
  FR.Name = "f";
  FR.V = Verdict::Violation;
  FR.Kind = ViolationKind::ValueMismatch;
  FR.SrcOutcome = "return i8 1";
  FR.TgtOutcome = "return i8 2";
  Finding F = violationFinding(FR, {{"sroa", "f"}, {"gvn", "f"}},
                               /*FromSmt=*/false);
  EXPECT_EQ(F.InputOrigin, InputOrigin::Concrete);
  EXPECT_EQ(findingSignature(F),
            "violation|value-mismatch|return|return|last:gvn");
  F.PassesChanged.clear();
  EXPECT_EQ(findingSignature(F),
            "violation|value-mismatch|return|return|last:");
  Finding C;
  C.Kind = FindingKind::Crash;
  C.Phase = "optimize";
  C.Pass = "licm";
  C.Message = "LLVM ERROR: 3 iterations";
  EXPECT_EQ(findingSignature(C),
            failureSignature(FindingKind::Crash, "optimize", "licm",
                             "LLVM ERROR: 3 iterations"));
}

} // namespace
