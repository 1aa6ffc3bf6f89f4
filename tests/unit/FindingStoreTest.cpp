//===- tests/unit/FindingStoreTest.cpp - The finding store and corpus -----===//
//
// Dedupe by signature (counted, the smallest example kept), the JSON round
// trip, recovery from what a kill leaves behind, and the corpus directory's
// feature set; plus the message normalization behind signatures.
//
//===----------------------------------------------------------------------===//
#include "corpus/Corpus.h"
#include "corpus/Finding.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace refinery;

namespace {

class TempDir {
public:
  TempDir() {
    SmallString<128> P;
    EXPECT_FALSE(sys::fs::createUniqueDirectory("refinery-store-test", P));
    Path = std::string(P);
  }
  ~TempDir() { sys::fs::remove_directories(Path); }
  std::string sub(StringRef Name) const {
    SmallString<128> P(Path);
    sys::path::append(P, Name);
    return std::string(P);
  }
  std::string Path;
};

std::string read(StringRef Path) {
  auto B = MemoryBuffer::getFile(Path);
  return B ? (*B)->getBuffer().str() : "<missing>";
}

Finding violation(unsigned Size, uint64_t Case, StringRef Src) {
  Finding F;
  F.Kind = FindingKind::Violation;
  F.Signature = "violation|value-mismatch|return|return|instcombine";
  F.Violation = "value-mismatch";
  F.Function = "f";
  F.Input = "i32 -1";
  F.SrcOutcome = "return i32 0";
  F.TgtOutcome = "return i32 -1";
  F.PassesChanged = {"instcombine"};
  F.Pipeline.Passes = "default<O2>";
  F.Seed = 5;
  F.Case = Case;
  F.Size = Size;
  F.Origin.Kind = OriginKind::Generated;
  F.Origin.GenSeed = 77;
  F.Origin.Mutations = {"flags: add nsw to %x in @f"};
  F.TimeMs["optimize"] = 1.5;
  F.Files["src.ll"] = Src.str();
  F.Files["tgt.ll"] = "tgt";
  return F;
}

TEST(FindingStoreTest, DedupeCountsAndKeepsTheSmallest) {
  TempDir D;
  auto S = FindingStore::open(D.Path);
  ASSERT_TRUE(bool(S)) << toString(S.takeError());
  auto R1 = S->add(violation(10, 3, "ten"));
  ASSERT_TRUE(bool(R1));
  EXPECT_TRUE(R1->New);
  EXPECT_EQ(R1->Count, 1u);
  EXPECT_EQ(R1->Id.substr(0, 10), "violation-");
  EXPECT_EQ(R1->Id.size(), 10u + 16u);
  // Larger: counted, not kept.
  auto R2 = S->add(violation(20, 9, "twenty"));
  ASSERT_TRUE(bool(R2));
  EXPECT_FALSE(R2->New);
  EXPECT_FALSE(R2->Replaced);
  EXPECT_EQ(R2->Count, 2u);
  EXPECT_EQ(read(D.sub(R1->Id + "/src.ll")), "ten");
  // Smaller: replaces the example, keeps the count going.
  auto R3 = S->add(violation(4, 12, "four"));
  ASSERT_TRUE(bool(R3));
  EXPECT_TRUE(R3->Replaced);
  EXPECT_EQ(R3->Count, 3u);
  EXPECT_EQ(read(D.sub(R1->Id + "/src.ll")), "four");
  EXPECT_EQ(S->size(), 1u);
  EXPECT_EQ(S->count(FindingKind::Violation), 1u);
  EXPECT_EQ(S->lastCase(5), std::optional<uint64_t>(12));
  EXPECT_EQ(S->lastCase(6), std::nullopt);

  // Another signature is another finding.
  Finding Other = violation(4, 13, "other");
  Other.Signature += "x";
  ASSERT_TRUE(bool(S->add(Other)));
  EXPECT_EQ(S->size(), 2u);

  // Reopening sees the same store.
  auto S2 = FindingStore::open(D.Path);
  ASSERT_TRUE(bool(S2));
  EXPECT_EQ(S2->size(), 2u);
  EXPECT_EQ(S2->lastCase(5), std::optional<uint64_t>(13));
  auto F = S2->load(R1->Id);
  ASSERT_TRUE(bool(F));
  EXPECT_EQ(F->Count, 3u);
  EXPECT_EQ(F->Size, 4u);
  EXPECT_EQ(F->Case, 12u);
  EXPECT_EQ(F->Files["src.ll"], "four");
}

TEST(FindingStoreTest, JsonRoundTrip) {
  Finding F = violation(7, 2, "src");
  F.Id = findingId(F.Kind, F.Signature);
  F.Count = 4;
  F.FirstSeen = "2026-01-01T00:00:00Z";
  auto G = findingFromJson(findingToJson(F));
  ASSERT_TRUE(bool(G)) << toString(G.takeError());
  EXPECT_EQ(G->Id, F.Id);
  EXPECT_EQ(G->Kind, FindingKind::Violation);
  EXPECT_EQ(G->Signature, F.Signature);
  EXPECT_EQ(G->Violation, "value-mismatch");
  EXPECT_EQ(G->Input, "i32 -1");
  EXPECT_EQ(G->PassesChanged, F.PassesChanged);
  EXPECT_EQ(G->Pipeline.Passes, "default<O2>");
  EXPECT_EQ(G->Origin.Kind, OriginKind::Generated);
  EXPECT_EQ(G->Origin.GenSeed, 77u);
  EXPECT_EQ(G->Origin.Mutations, F.Origin.Mutations);
  EXPECT_EQ(G->Count, 4u);
  EXPECT_EQ(G->FirstSeen, F.FirstSeen);
  EXPECT_DOUBLE_EQ(G->TimeMs["optimize"], 1.5);
  EXPECT_FALSE(bool(findingFromJson("{\"schema\": \"other/1\"}")));
  EXPECT_FALSE(bool(findingFromJson("not json")));
}

TEST(FindingStoreTest, NamesThatAreNotUtf8AreWrittenReplaced) {
  // LLVM names and an optimizer's messages are any bytes; JSON is UTF-8.
  // The writer (built without exceptions) aborted on them: the bytes that
  // are not UTF-8 become U+FFFD instead.
  Finding F = violation(7, 2, "src");
  F.Function = "f\xff";
  F.Detail = "in @\"f\xff\"";
  TempDir T;
  Expected<FindingStore> S = FindingStore::open(T.Path);
  ASSERT_TRUE(bool(S)) << toString(S.takeError());
  Expected<FindingStore::AddResult> R = S->add(F);
  ASSERT_TRUE(bool(R)) << toString(R.takeError());
  Expected<Finding> G = S->load(R->Id);
  ASSERT_TRUE(bool(G)) << toString(G.takeError());
  EXPECT_EQ(G->Function, "f\xef\xbf\xbd");
  EXPECT_EQ(G->Detail, "in @\"f\xef\xbf\xbd\"");
}

/// The error findingFromJson gives for \p Text, or "" if it reads it.
std::string readError(StringRef Text) {
  Expected<Finding> F = findingFromJson(Text);
  return F ? "" : toString(F.takeError());
}

TEST(FindingStoreTest, JsonFieldsAreTypeChecked) {
  const char *Head = R"({"schema": "refinery.finding/2", "kind": "crash", )";
  auto With = [&](StringRef Fields) { return (Head + Fields + "}").str(); };
  // null is an absent field; every field of the wrong type is an error
  // naming the file and the field.
  EXPECT_EQ(readError(With(R"("culprit": null, "count": 2)")), "");
  EXPECT_EQ(readError(With(R"("count": "3")")),
            "finding.json: field 'count': expected an unsigned integer, "
            "found string");
  EXPECT_EQ(readError(With(R"("case": -1)")),
            "finding.json: field 'case': expected an unsigned integer, "
            "found -1");
  EXPECT_EQ(readError(With(R"("message": 7)")),
            "finding.json: field 'message': expected a string, found 7");
  EXPECT_EQ(readError(With(R"("pipeline": {"passes": ["x"]})")),
            "finding.json: field 'pipeline.passes': expected a string, "
            "found array");
  EXPECT_EQ(readError(With(R"("pipeline": "default<O2>")")),
            "finding.json: field 'pipeline': expected an object, found "
            "string");
  EXPECT_EQ(readError(With(R"("mutations": ["a", 2])")),
            "finding.json: field 'mutations[1]': expected a string, found 2");
  EXPECT_EQ(readError(With(R"("time_ms": {"optimize": "fast"})")),
            "finding.json: field 'time_ms.optimize': expected a number, "
            "found string");
  EXPECT_EQ(readError(With(R"("size": 4294967296)")),
            "finding.json: field 'size': expected an unsigned integer "
            "below 2^32, found 4294967296");
  // The kind is one of the three, and required.
  EXPECT_EQ(readError(R"({"schema": "refinery.finding/2", "kind": "bug"})"),
            "finding.json: field 'kind': expected violation, crash or "
            "timeout, found 'bug'");
  EXPECT_EQ(readError(R"({"schema": "refinery.finding/2"})"),
            "finding.json: field 'kind': expected violation, crash or "
            "timeout, found nothing");
  EXPECT_EQ(readError("[1]"), "finding.json: expected an object, found array");
  EXPECT_EQ(readError("{\"schema\": "),
            "finding.json: not valid JSON: parse error at line 1, column 12: "
            "syntax error while parsing value - unexpected end of input; "
            "expected '[', '{', or a literal");
}

TEST(FindingStoreTest, AnUnreadableFindingDoesNotOpenTheStore) {
  TempDir D;
  ASSERT_FALSE(sys::fs::create_directories(D.sub("crash-1")));
  {
    std::error_code EC;
    raw_fd_ostream OS(D.sub("crash-1/finding.json"), EC);
    OS << R"({"schema": "refinery.finding/2", "id": "crash-1", )"
       << R"("kind": "crash", "last_case": "7"})";
  }
  auto S = FindingStore::open(D.Path);
  ASSERT_FALSE(bool(S));
  EXPECT_EQ(toString(S.takeError()),
            D.sub("crash-1/finding.json") +
                ": field 'last_case': expected an unsigned integer, found "
                "string");
}

TEST(FindingStoreTest, RecoversWhatAKillLeavesBehind) {
  TempDir D;
  std::string Id;
  {
    auto S = FindingStore::open(D.Path);
    ASSERT_TRUE(bool(S));
    auto R = S->add(violation(10, 1, "kept"));
    ASSERT_TRUE(bool(R));
    Id = R->Id;
  }
  // Killed while writing a new finding: a temporary directory.
  ASSERT_FALSE(sys::fs::create_directories(D.sub(".tmp-crash-1234")));
  // Killed between moving a finding aside and moving its replacement in.
  Finding G = violation(3, 2, "moved");
  G.Signature = "sig-moved";
  G.Id = findingId(FindingKind::Violation, "sig-moved");
  ASSERT_FALSE(sys::fs::create_directories(D.sub(".old-" + G.Id)));
  {
    std::error_code EC;
    raw_fd_ostream OS(D.sub(".old-" + G.Id + "/finding.json"), EC);
    OS << findingToJson(G);
  }
  // Killed while rewriting a count: a temporary file in a finding.
  {
    std::error_code EC;
    raw_fd_ostream OS(D.sub(Id + "/finding.json.tmp-abcdef"), EC);
    OS << "{";
  }
  auto S = FindingStore::open(D.Path);
  ASSERT_TRUE(bool(S)) << toString(S.takeError());
  EXPECT_EQ(S->size(), 2u);
  EXPECT_FALSE(sys::fs::exists(D.sub(".tmp-crash-1234")));
  EXPECT_FALSE(sys::fs::exists(D.sub(".old-" + G.Id)));
  EXPECT_TRUE(sys::fs::exists(D.sub(G.Id + "/finding.json")));
  EXPECT_FALSE(sys::fs::exists(D.sub(Id + "/finding.json.tmp-abcdef")));
  auto F = S->load(Id);
  ASSERT_TRUE(bool(F));
  EXPECT_EQ(F->Files["src.ll"], "kept");
}

TEST(CorpusTest, AddsByContentAndRemembersFeatures) {
  TempDir D;
  {
    auto C = CorpusDir::open(D.sub("corpus"));
    ASSERT_TRUE(bool(C));
    auto A = C->add("define void @f() {\n  ret void\n}\n");
    ASSERT_TRUE(bool(A));
    EXPECT_TRUE(A->second);
    auto B = C->add("define void @f() {\n  ret void\n}\n");
    ASSERT_TRUE(bool(B));
    EXPECT_FALSE(B->second);
    EXPECT_EQ(A->first, B->first);
    EXPECT_TRUE(C->hasNewFeature({1, 2}));
    auto N = C->addFeatures({1, 2, 2});
    ASSERT_TRUE(bool(N));
    EXPECT_EQ(*N, 2u);
    EXPECT_FALSE(C->hasNewFeature({2, 1}));
    EXPECT_TRUE(C->hasNewFeature({3}));
  }
  // A line cut short by a kill is ignored.
  {
    std::error_code EC;
    raw_fd_ostream OS(D.sub("corpus/.features"), EC, sys::fs::OF_Append);
    OS << "00000000000";
  }
  auto C = CorpusDir::open(D.sub("corpus"));
  ASSERT_TRUE(bool(C));
  EXPECT_EQ(C->featureCount(), 2u);
  EXPECT_FALSE(C->hasNewFeature({1, 2}));
  EXPECT_EQ(listModules(D.sub("corpus")).size(), 1u);
}

TEST(CorpusTest, AppendsAfterALineCutShortByAKill) {
  TempDir D;
  {
    auto C = CorpusDir::open(D.sub("corpus"));
    ASSERT_TRUE(bool(C));
    ASSERT_TRUE(bool(C->addFeatures({1, 2})));
  }
  {
    std::error_code EC;
    raw_fd_ostream OS(D.sub("corpus/.features"), EC, sys::fs::OF_Append);
    OS << "00000000000";
  }
  {
    auto C = CorpusDir::open(D.sub("corpus"));
    ASSERT_TRUE(bool(C));
    auto N = C->addFeatures({5});
    ASSERT_TRUE(bool(N));
    EXPECT_EQ(*N, 1u);
  }
  // The feature added after the cut line is not glued onto it.
  auto C = CorpusDir::open(D.sub("corpus"));
  ASSERT_TRUE(bool(C));
  EXPECT_EQ(C->featureCount(), 3u);
  EXPECT_FALSE(C->hasNewFeature({1, 2, 5}));
  EXPECT_EQ(read(D.sub("corpus/.features")),
            "0000000000000001\n0000000000000002\n0000000000000005\n");
}

/// Pruning keeps one cover of the recorded features, smallest module
/// first (libFuzzer's -merge=1); a module without recorded features stays.
TEST(CorpusTest, PruneKeepsACoverSmallestFirst) {
  TempDir D;
  std::string Seed, Small, Mid, Big, Other;
  {
    auto C = CorpusDir::open(D.sub("corpus"));
    ASSERT_TRUE(bool(C));
    auto Add = [&](StringRef Text, ArrayRef<uint64_t> Fs) {
      auto A = C->add(Text, Fs);
      EXPECT_TRUE(A && A->second);
      return A ? A->first : std::string();
    };
    Seed = Add("; seed\n", {});
    Small = Add("; s\n", {1, 2});
    Big = Add("; the big one\n", {3, 2, 1});
    Mid = Add("; mid\n", {2, 3});
    Other = Add("; other module\n", {4});
    EXPECT_EQ(C->prunableCount(), 4u);
    auto Removed = C->prune();
    ASSERT_TRUE(bool(Removed));
    // "; s" covers 1 and 2, "; mid" adds 3, "; the big one" adds nothing.
    EXPECT_EQ(*Removed, std::vector<std::string>{Big});
    EXPECT_EQ(C->prunableCount(), 3u);
  }
  std::vector<std::string> Left = {Seed, Small, Mid, Other};
  llvm::sort(Left);
  EXPECT_EQ(listModules(D.sub("corpus")), Left);
  // The index survives a reopen, with features sorted; a line cut short
  // by a kill and a line for a module gone are dropped.
  {
    std::error_code EC;
    raw_fd_ostream OS(D.sub("corpus/.module-features"), EC, sys::fs::OF_Append);
    OS << "0000000000000009.ll 0000000000000001\n00000000000000aa.ll 00000";
  }
  auto C = CorpusDir::open(D.sub("corpus"));
  ASSERT_TRUE(bool(C));
  EXPECT_EQ(C->prunableCount(), 3u);
  EXPECT_EQ(C->featuresOf(sys::path::filename(Mid)).vec(),
            (std::vector<uint64_t>{2, 3}));
  EXPECT_TRUE(C->featuresOf(sys::path::filename(Seed)).empty());
  auto Again = C->prune();
  ASSERT_TRUE(bool(Again));
  EXPECT_TRUE(Again->empty());
  EXPECT_EQ(listModules(D.sub("corpus")), Left);
  // One spelling of the directory, whatever the caller's: pruned paths are
  // compared with listModules() of it (a campaign with --corpus DIR//
  // once kept pruned modules in its list).
  auto Same = CorpusDir::open(D.sub("corpus") + "//./");
  ASSERT_TRUE(bool(Same));
  EXPECT_EQ(Same->dir(), D.sub("corpus"));
  EXPECT_EQ(listModules(Same->dir()), Left);
}

TEST(SignatureTest, NormalizesVariableParts) {
  EXPECT_EQ(normalizeMessage("LLVM ERROR: did not reach a fixpoint after 3 "
                             "iterations in @f12"),
            "LLVM ERROR: did not reach a fixpoint after N iterations in @_");
  EXPECT_EQ(normalizeMessage("Assertion `x' failed at 0x7ffd12 for %v.1"),
            "Assertion `x' failed at N for %_");
  // A list of names is one name: how many were listed does not matter.
  EXPECT_EQ(normalizeMessage("the optimized module lacks @f2, @\"a b\", @f4, "
                             "defined by the source"),
            "the optimized module lacks @_, defined by the source");
  EXPECT_EQ(normalizeMessage("lacks @f0, defined"), "lacks @_, defined");
  EXPECT_EQ(normalizeMessage("uses %a, %b and @g, @h, %c"),
            "uses %_ and @_, %_");
  EXPECT_EQ(violationSignature("tgt-ub", "return i8 1",
                               "ub: division by zero at %q in @f", "gvn"),
            "violation|tgt-ub|return|ub: division by zero|gvn");
  EXPECT_EQ(violationSignature("tgt-poison", "return i8 1",
                               "return <2 x i8> <i8 poison, i8 1>", "sroa"),
            "violation|tgt-poison|return|return poison|sroa");
  EXPECT_EQ(
      failureSignature(FindingKind::Timeout, "optimize", "licm", "whatever"),
      "timeout|optimize|licm");
  EXPECT_EQ(crashMessage("noise\nfoo: Assertion `a && b' failed.\nStack"),
            "foo: Assertion `a && b' failed.");
  EXPECT_EQ(crashMessage("nothing here\n"), "");
}

} // namespace

TEST(RunLineTest, TakesThePassesOfTheFirstOptRunLine) {
  // LLVM's regression tests, as they are written.
  EXPECT_EQ(runLinePasses("; NOTE: Assertions have been autogenerated\n"
                          "; RUN: opt < %s -passes=instcombine -S | "
                          "FileCheck %s\n"),
            "instcombine");
  EXPECT_EQ(runLinePasses("; RUN: opt -S -passes='default<O2>' %s | "
                          "FileCheck %s\n"),
            "default<O2>");
  EXPECT_EQ(runLinePasses("; RUN: opt -S --passes=\"loop-mssa(licm)\" < %s\n"),
            "loop-mssa(licm)");
  // A RUN line without opt, or opt without -passes=, is passed over; a
  // continuation line is joined.
  EXPECT_EQ(runLinePasses("; RUN: llvm-as < %s | llvm-dis\n"
                          "; RUN: opt -S -O2 < %s\n"
                          "; RUN: opt -S \\\n"
                          "; RUN:   -passes=gvn < %s\n"),
            "gvn");
  // -p=, and a path to opt.
  EXPECT_EQ(runLinePasses("; RUN: %bin/opt -p=sroa -S %s\n"), "sroa");
  // Neither -passes= inside another flag nor a file without RUN lines.
  EXPECT_EQ(runLinePasses("; RUN: opt -S -print-passes=x %s\n"), std::nullopt);
  EXPECT_EQ(runLinePasses("define void @f() {\n  ret void\n}\n"), std::nullopt);
  // An unterminated quote names nothing.
  EXPECT_EQ(runLinePasses("; RUN: opt -passes='instcombine -S %s\n"),
            std::nullopt);
}
