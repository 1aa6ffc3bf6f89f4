//===- report/HtmlReport.cpp - refinery report ----------------------------===//
#include "report/HtmlReport.h"
#include "facts/Sqlite.h"
#include "reducer/FindingFile.h"
#include "report/Svg.h"
#include "support/FileUtil.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cmath>
#include <map>
#include <set>

using namespace llvm;
using namespace refinery;

namespace {

using Rows = std::vector<std::vector<std::string>>;

const char *Style = R"css(
body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #222; }
h1 { font-size: 22px; } h2 { font-size: 18px; margin-top: 28px; }
.summary td { padding: 2px 12px 2px 0; }
.plots { display: flex; flex-wrap: wrap; gap: 16px; }
svg.plot { background: #fafafa; border: 1px solid #ddd; }
svg.plot .title { font-weight: 600; font-size: 13px; }
svg.plot .tick, svg.plot .label { font-size: 11px; fill: #555; }
svg.plot .axis { stroke: #888; fill: none; }
svg.plot .line { stroke: #1f77b4; stroke-width: 2; fill: none; }
svg.plot circle { fill: #1f77b4; }
svg.plot rect { fill: #d62728; }
table.matrix { border-collapse: collapse; font-size: 11px; }
table.matrix td, table.matrix th { border: 1px solid #ddd; padding: 1px 4px;
  text-align: right; }
table.matrix td.never { background: #fde0dd; color: #a00; }
table.matrix td.none { background: #fff; }
table.matrix td.tgt { background: #eef; color: #447; }
.card { border: 1px solid #ccc; border-radius: 6px; padding: 12px;
  margin: 12px 0; }
.card.known { border-color: #aaa; background: #f6f6f6; }
.card h3 { margin: 0 0 6px; font-size: 15px; }
pre { background: #f4f4f4; padding: 8px; overflow-x: auto; font-size: 12px; }
.note { color: #666; }
)css";

/// A query's rows, or none (with the error noted) if it fails.
Rows query(SqlDatabase &Db, StringRef Sql, std::vector<std::string> &Notes) {
  Expected<Rows> R = Db.rows(Sql);
  if (R)
    return std::move(*R);
  Notes.push_back(toString(R.takeError()));
  return {};
}

double toDouble(const std::string &S) {
  return S.empty() ? 0 : std::strtod(S.c_str(), nullptr);
}

/// What the campaign database says, drawn.
struct CampaignPart {
  std::string Summary, Plots, Matrix;
  std::vector<std::string> Notes;
};

/// The campaign's time of each case: the run's offset (the earlier runs'
/// lengths) and the case's time into its run.
std::vector<std::pair<double, std::string>> caseTimes(SqlDatabase &Db,
                                                      CampaignPart &P) {
  std::map<std::string, double> Offset;
  double T = 0;
  for (const auto &R :
       query(Db,
             "SELECT r.id, coalesce(r.seconds, (SELECT max(at_s) FROM cases "
             "c WHERE c.run = r.id), 0) FROM run r ORDER BY r.id",
             P.Notes)) {
    Offset[R[0]] = T;
    T += toDouble(R[1]);
  }
  std::vector<std::pair<double, std::string>> Out;
  for (const auto &R :
       query(Db, "SELECT run, at_s, finding FROM cases ORDER BY run, at_s",
             P.Notes))
    Out.push_back({Offset[R[0]] + toDouble(R[1]), R[2]});
  return Out;
}

std::string timePlots(SqlDatabase &Db, unsigned Buckets, CampaignPart &P) {
  std::vector<std::pair<double, std::string>> Cases = caseTimes(Db, P);
  double End = 0;
  for (const auto &C : Cases)
    End = std::max(End, C.first);
  std::vector<std::pair<double, double>> Rate, Found;
  if (!Cases.empty() && End > 0) {
    double W = End / Buckets;
    std::vector<unsigned> N(Buckets, 0);
    for (const auto &C : Cases)
      ++N[std::min<size_t>(Buckets - 1, size_t(C.first / W))];
    for (unsigned B = 0; B < Buckets; ++B)
      Rate.push_back({(B + 0.5) * W, N[B] / W});
  }
  std::set<std::string> Seen;
  Found.push_back({0, 0});
  for (const auto &C : Cases)
    if (!C.second.empty() && Seen.insert(C.second).second)
      Found.push_back({C.first, double(Seen.size())});
  Found.push_back({End, double(Seen.size())});
  return svgLineChart(Rate, "Cases per second", "campaign seconds", "cases/s") +
         svgLineChart(Found, "Findings (signatures) over time",
                      "campaign seconds", "findings", /*Step=*/true);
}

std::string inconclusivePlot(SqlDatabase &Db, CampaignPart &P) {
  std::vector<std::pair<std::string, double>> Bars;
  for (const auto &R :
       query(Db,
             "SELECT j.value, count(DISTINCT cases.id) FROM cases, json_each("
             "cases.inconclusive) j GROUP BY j.value ORDER BY 2 DESC, 1 LIMIT "
             "12",
             P.Notes))
    Bars.push_back({R[0], toDouble(R[1])});
  if (Bars.empty())
    Bars.push_back({"(no inconclusive case)", 0});
  return svgBarChart(Bars, "Inconclusive cases by reason");
}

/// The IR shape coverage: operations by type kind, each cell the cases
/// whose source had that shape (in parentheses: only optimized modules
/// had it); a shape of shapeUniverse() no case had (shape_never_seen) is
/// marked.
std::string coverageMatrix(SqlDatabase &Db, CampaignPart &P) {
  const std::vector<std::string> Kinds = {"iN",  "i1",  "vec", "fp",
                                          "ptr", "agg", "void"};
  // Per operation and kind: cases with it in the source, in the optimized
  // module.
  std::map<std::string, std::map<std::string, std::pair<double, double>>> Seen;
  std::set<std::pair<std::string, std::string>> Never;
  auto Split = [](StringRef Shape) {
    auto [Op, Kind] = Shape.rsplit(' ');
    return std::make_pair(Op.str(), Kind.str());
  };
  // (Not the shape_coverage view: these two counts need one pass.)
  for (const auto &R :
       query(Db,
             "SELECT sh.text, sum(x.side = 'src'), sum(x.side = 'tgt') FROM "
             "case_shape x JOIN shape sh ON sh.id = x.shape GROUP BY x.shape",
             P.Notes)) {
    auto [Op, Kind] = Split(R[0]);
    Seen[Op][Kind] = {toDouble(R[1]), toDouble(R[2])};
  }
  for (const auto &R :
       query(Db, "SELECT shape FROM shape_never_seen", P.Notes)) {
    auto [Op, Kind] = Split(R[0]);
    Never.insert({Op, Kind});
    Seen[Op]; // a row for it
  }
  std::string S;
  raw_string_ostream OS(S);
  OS << "<table class=\"matrix\"><tr><th>operation</th>";
  for (const std::string &K : Kinds)
    OS << "<th>" << K << "</th>";
  OS << "</tr>";
  for (const auto &[Op, Cells] : Seen) {
    OS << "<tr><th>" << htmlEscape(Op) << "</th>";
    for (const std::string &K : Kinds) {
      auto It = Cells.find(K);
      if (It != Cells.end() && It->second.first > 0) {
        // Darker for more cases (log scale).
        double N = It->second.first;
        int L = 95 - std::min(55, int(std::log10(N + 1) * 15));
        OS << formatv("<td style=\"background:hsl(210,70%,{0}%)\">{1}</td>", L,
                      int64_t(N));
      } else if (It != Cells.end() && It->second.second > 0) {
        OS << formatv("<td class=\"tgt\">({0})</td>",
                      int64_t(It->second.second));
      } else if (Never.count({Op, K})) {
        OS << "<td class=\"never\">0</td>";
      } else {
        OS << "<td class=\"none\"></td>";
      }
    }
    OS << "</tr>";
  }
  OS << "</table>";
  return S;
}

CampaignPart campaignPart(StringRef Dir, const ReportOptions &Opts) {
  CampaignPart P;
  SmallString<128> Path(Dir);
  sys::path::append(Path, "campaign.sqlite");
  if (!sys::fs::exists(Path)) {
    P.Notes.push_back("no campaign database (campaign.sqlite): a campaign "
                      "of an older Refinery, or --campaign-db=false");
    return P;
  }
  Expected<SqlDatabase> Db = SqlDatabase::open(Path);
  if (!Db) {
    P.Notes.push_back(toString(Db.takeError()));
    return P;
  }
  Rows Sum = query(*Db,
                   "SELECT (SELECT count(*) FROM run), count(*), "
                   "sum(verdict = 'violation'), sum(verdict IN ('crash', "
                   "'timeout', 'failure')), sum(verdict = 'inconclusive'), "
                   "(SELECT count(*) FROM shape), (SELECT count(*) FROM "
                   "shape_never_seen) FROM cases",
                   P.Notes);
  if (!Sum.empty()) {
    const auto &R = Sum[0];
    P.Summary = formatv("<tr><td>runs</td><td>{0}</td></tr><tr><td>cases"
                        "</td><td>{1}</td></tr><tr><td>violation cases</td>"
                        "<td>{2}</td></tr><tr><td>crash and timeout cases"
                        "</td><td>{3}</td></tr><tr><td>inconclusive cases"
                        "</td><td>{4}</td></tr><tr><td>instruction shapes "
                        "met</td><td>{5} ({6} of the universe never)</td></tr>",
                        R[0], R[1], R[2].empty() ? "0" : R[2],
                        R[3].empty() ? "0" : R[3], R[4].empty() ? "0" : R[4],
                        R[5], R[6])
                    .str();
  }
  P.Plots = timePlots(*Db, std::max(1u, Opts.TimeBuckets), P) +
            inconclusivePlot(*Db, P);
  P.Matrix = coverageMatrix(*Db, P);
  return P;
}

/// The pass a finding is blamed on: the reduction's culprit, the
/// campaign's, or the pass that crashed or ran last.
std::string culpritOf(const TriagedFinding &F) {
  return !F.Culprit.empty()        ? F.Culprit
         : !F.Info.Culprit.empty() ? F.Info.Culprit
         : !F.Info.Pass.empty()    ? F.Info.Pass
                                   : "(unknown)";
}

/// The culprit passes of the findings, weighted by occurrences.
std::string culpritPlot(const TriageResult &T) {
  std::map<std::string, double> N;
  for (const TriagedFinding &F : T.Findings)
    N[culpritOf(F)] += F.Info.Count;
  std::vector<std::pair<std::string, double>> Bars(N.begin(), N.end());
  llvm::sort(Bars, [](const auto &A, const auto &B) {
    return A.second != B.second ? A.second > B.second : A.first < B.first;
  });
  if (Bars.empty())
    Bars.push_back({"(no finding)", 0});
  return svgBarChart(Bars, "Findings by culprit pass (occurrences)");
}

std::string clusterCard(const TriageResult &T, const Cluster &C, size_t I) {
  const TriagedFinding &Rep = T.Findings[C.Members.front()];
  std::string S;
  raw_string_ostream OS(S);
  OS << "<div class=\"card" << (C.Known ? " known" : "") << "\" id=\"cluster-"
     << I + 1 << "\"><h3>" << I + 1 << ". " << findingKindName(C.Kind);
  if (!C.Violation.empty())
    OS << " (" << htmlEscape(C.Violation) << ")";
  OS << " in " << htmlEscape(C.Culprit.empty() ? culpritOf(Rep) : C.Culprit)
     << "</h3>";
  OS << "<div>" << C.Members.size() << " finding(s), " << C.Occurrences
     << " occurrence(s); first seen " << htmlEscape(C.FirstSeen)
     << ", last seen " << htmlEscape(C.LastSeen);
  if (C.Known)
    OS << "; known bug <b>" << htmlEscape(C.Known->Name) << "</b> "
       << htmlEscape(C.Known->Upstream);
  OS << "</div><div>representative: <code>" << htmlEscape(Rep.Dir)
     << "</code></div>";
  if (!C.Change.empty())
    OS << "<div>change: <code>" << htmlEscape(C.Change) << "</code></div>";
  std::string Src = Rep.Reduced
                        ? readTextFileOrEmpty(Rep.ReducedPath() + "/src.ll")
                        : readTextFileOrEmpty(findingSrcPath(Rep.Dir));
  OS << "<div>" << (Rep.Reduced ? "reduced reproducer" : "source (not reduced)")
     << ":</div><pre class=\"reproducer\">" << htmlEscape(StringRef(Src).trim())
     << "</pre>";
  std::string Input = Rep.Reduced ? Rep.Input : Rep.Info.Input;
  if (!Input.empty() || !Rep.SrcOutcome.empty())
    OS << "<div class=\"counterexample\">counterexample: <code>"
       << htmlEscape(Input) << "</code>; source <code>"
       << htmlEscape(Rep.SrcOutcome) << "</code>, target <code>"
       << htmlEscape(Rep.TgtOutcome) << "</code></div>";
  else if (!Rep.Info.Message.empty())
    OS << "<div class=\"counterexample\">message: <code>"
       << htmlEscape(Rep.Info.Message) << "</code></div>";
  // The culprit on the reduced input, or the finding's pipeline on its
  // source.
  std::string Cmd = Rep.reproducerCommand();
  if (Cmd.empty())
    Cmd = Rep.Info.Pipeline.Command + " -S " + findingSrcPath(Rep.Dir);
  OS << "<div>command:</div><pre class=\"command\">" << htmlEscape(Cmd)
     << "</pre></div>";
  return S;
}

} // namespace

Expected<std::string> refinery::renderReport(StringRef Dir,
                                             const ReportOptions &Opts,
                                             raw_ostream *Log) {
  Expected<TriageResult> T = triageFindings(Dir, Opts.Triage, Log);
  if (!T)
    return T.takeError();
  CampaignPart P = campaignPart(Dir, Opts);
  std::string S;
  raw_string_ostream OS(S);
  OS << "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
     << "<title>Refinery report: " << htmlEscape(Dir) << "</title><style>"
     << Style << "</style></head><body>";
  OS << "<h1>Refinery report</h1><table class=\"summary\"><tr><td>findings "
        "directory</td><td><code>"
     << htmlEscape(Dir) << "</code></td></tr><tr><td>findings</td><td>"
     << T->Findings.size() << " in " << T->Clusters.size()
     << " cluster(s)</td></tr>" << P.Summary << "</table>";
  for (const std::string &N : P.Notes)
    OS << "<p class=\"note\">" << htmlEscape(N) << "</p>";
  OS << "<h2>Campaign</h2><div class=\"plots\">" << P.Plots << culpritPlot(*T)
     << "</div>";
  OS << "<h2>Clusters</h2>";
  if (T->Clusters.empty())
    OS << "<p class=\"note\">no finding</p>";
  for (size_t I = 0; I < T->Clusters.size(); ++I)
    OS << clusterCard(*T, T->Clusters[I], I);
  OS << "<h2>IR shape coverage</h2><p class=\"note\">Cases whose source had "
        "each instruction shape (operation and flags by result type kind); "
        "red: a shape a campaign can aim at that no case had.</p>"
     << P.Matrix;
  // The browser's measure of each plot's marks (the lines and bars, not
  // the labels) and of where the plot is on the page, for the browser test
  // (tests/report/browser_check.py); nothing else runs.
  OS << "<script>for (const s of document.querySelectorAll('svg.plot')) {"
        "let w = 0, h = 0;"
        "for (const m of s.querySelectorAll('g.data .line, g.data rect')) {"
        "const b = m.getBBox(); w = Math.max(w, b.width);"
        "h = Math.max(h, b.height);}"
        "const r = s.getBoundingClientRect();"
        "s.setAttribute('data-drawn', w.toFixed(1) + 'x' + h.toFixed(1));"
        "s.setAttribute('data-rect', [r.left + scrollX, r.top + scrollY, "
        "r.width, r.height].map(Math.round).join(','));}</script>";
  OS << "</body></html>\n";
  return S;
}
