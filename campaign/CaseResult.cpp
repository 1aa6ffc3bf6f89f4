//===- campaign/CaseResult.cpp - A worker's result of one case ------------===//
#include "campaign/CaseResult.h"
#include "support/JsonReader.h"
#include "llvm/Support/ErrorHandling.h"
#include <nlohmann/json.hpp>
#include <utility>

using namespace llvm;
using namespace refinery;
using namespace refinery::campaign;
using json = nlohmann::ordered_json;

/// The verdicts that are not the checker's, and their spelling.
static constexpr std::pair<CaseVerdict, const char *> OwnVerdictNames[] = {
    {CaseVerdict::Unchecked, "unchecked"},
    {CaseVerdict::Skipped, "skipped"},
    {CaseVerdict::Failure, "failure"},
    {CaseVerdict::Error, "error"},
};

/// The checker's verdicts.
static constexpr std::pair<CaseVerdict, Verdict> CheckVerdicts[] = {
    {CaseVerdict::NoViolation, Verdict::NoViolation},
    {CaseVerdict::Violation, Verdict::Violation},
    {CaseVerdict::Inconclusive, Verdict::Inconclusive},
    {CaseVerdict::Verified, Verdict::Verified},
    {CaseVerdict::NothingChecked, Verdict::NothingChecked},
};

const char *campaign::caseVerdictName(CaseVerdict V) {
  for (const auto &[CV, Checked] : CheckVerdicts)
    if (CV == V)
      return verdictName(Checked);
  for (const auto &[CV, Name] : OwnVerdictNames)
    if (CV == V)
      return Name;
  llvm_unreachable("a case verdict without a name");
}

std::optional<CaseVerdict> campaign::caseVerdictFromName(StringRef Name) {
  for (const auto &[CV, Checked] : CheckVerdicts)
    if (Name == verdictName(Checked))
      return CV;
  for (const auto &[CV, VName] : OwnVerdictNames)
    if (Name == VName)
      return CV;
  return std::nullopt;
}

CaseVerdict campaign::caseVerdictOf(Verdict V) {
  for (const auto &[CV, Checked] : CheckVerdicts)
    if (Checked == V)
      return CV;
  llvm_unreachable("a verdict without a case verdict");
}

/// The kinds of an optimizer failure: FindingKindNames without violation.
static ArrayRef<EnumName<FindingKind>> failureKindNames() {
  static_assert(FindingKindNames[0].first == FindingKind::Violation,
                "violation leads the finding kinds");
  return ArrayRef(FindingKindNames).drop_front();
}

std::string CaseSource::toJson() const {
  json J;
  J["kind"] = originKindName(Origin.Kind);
  if (!Origin.File.empty())
    J["file"] = Origin.File;
  if (Origin.Kind == OriginKind::Generated)
    J["gen_seed"] = Origin.GenSeed;
  J["mutations"] = Origin.Mutations;
  J["size"] = Size;
  if (!Passes.empty())
    J["passes"] = Passes;
  if (!Shapes.empty())
    J["shapes"] = Shapes;
  return toJsonText(J);
}

Expected<CaseSource> CaseSource::fromJson(StringRef Text) {
  Expected<JsonReader> ROrErr = JsonReader::parse("case source", Text);
  if (!ROrErr)
    return ROrErr.takeError();
  JsonReader &R = *ROrErr;
  CaseSource S;
  S.Origin.Kind = readOriginKind(R);
  S.Origin.File = R.getString("file");
  S.Origin.GenSeed = R.getU64("gen_seed");
  S.Origin.Mutations = R.getStrings("mutations");
  S.Size = R.getU32("size");
  if (R.has("passes"))
    S.Passes = R.getString("passes");
  S.Shapes = R.getStrings("shapes");
  if (Error E = R.takeError())
    return std::move(E);
  return std::move(S);
}

std::string CaseResult::toJson() const {
  json J;
  J["case"] = Case;
  J["verdict"] = caseVerdictName(Verdict);
  if (!ErrorMessage.empty())
    J["error"] = ErrorMessage;
  if (!InconclusiveReasons.empty())
    J["inconclusive"] = InconclusiveReasons;
  if (Smt)
    J["smt"] = true;
  if (Violation)
    J["violation"] = findingToJsonObject(*Violation);
  if (Failure)
    J["failure"] = {{"kind", findingKindName(Failure->Kind)},
                    {"message", Failure->Message},
                    {"pass", Failure->Pass},
                    {"function", Failure->Function}};
  if (!PassMaxMs.empty())
    J["pass_max_ms"] = PassMaxMs;
  if (!Features.empty())
    J["features"] = Features;
  if (!ChangedPasses.empty())
    J["changed_passes"] = ChangedPasses;
  if (!SrcShapes.empty())
    J["src_shapes"] = SrcShapes;
  if (!TgtShapes.empty())
    J["tgt_shapes"] = TgtShapes;
  J["time_ms"] = TimeMs;
  if (RssKb)
    J["rss_kb"] = RssKb;
  if (RssNowKb)
    J["rss_now_kb"] = RssNowKb;
  return toJsonText(J);
}

Expected<CaseResult> CaseResult::fromJson(StringRef Text) {
  Expected<JsonReader> ROrErr = JsonReader::parse("case result", Text);
  if (!ROrErr)
    return ROrErr.takeError();
  JsonReader &R = *ROrErr;
  CaseResult C;
  C.Case = R.getU64("case");
  std::string V = R.getString("verdict");
  if (std::optional<CaseVerdict> CV = caseVerdictFromName(V))
    C.Verdict = *CV;
  else
    R.fail("verdict", "a case verdict", V.empty() ? "nothing" : "'" + V + "'");
  C.ErrorMessage = R.getString("error");
  C.InconclusiveReasons = R.getStrings("inconclusive");
  C.Smt = R.getBool("smt");
  if (R.has("violation")) {
    JsonReader VR = R.getObject("violation");
    C.Violation = findingFromReader(VR);
  }
  if (R.has("failure")) {
    JsonReader FR = R.getObject("failure");
    OptimizerFailure F;
    F.Kind = FR.getEnum("kind", failureKindNames());
    F.Message = FR.getString("message");
    F.Pass = FR.getString("pass");
    F.Function = FR.getString("function");
    C.Failure = std::move(F);
  }
  C.PassMaxMs = R.getNumberMap("pass_max_ms");
  C.Features = R.getU64s("features");
  C.ChangedPasses = R.getStrings("changed_passes");
  C.SrcShapes = R.getStrings("src_shapes");
  C.TgtShapes = R.getStrings("tgt_shapes");
  C.TimeMs = R.getNumberMap("time_ms");
  C.RssKb = R.getU64("rss_kb");
  C.RssNowKb = R.getU64("rss_now_kb");
  if (Error E = R.takeError())
    return std::move(E);
  return std::move(C);
}
