//===- reducer/Baseline.cpp - Known-bug baselines -------------------------===//
#include "reducer/Baseline.h"
#include "reducer/Triage.h"
#include "support/JsonReader.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <nlohmann/json.hpp>

using namespace llvm;
using namespace refinery;

static constexpr StringRef KnownSuffix = ".known.json";

/// The least changeSimilarity() of a known bug's change and a finding's.
static constexpr double KnownSimilarity = 0.75;

StringRef refinery::passBaseName(StringRef Pass) {
  return Pass.take_until([](char C) { return C == '<'; });
}

/// The major version of an LLVM version string ("22" of "22.1.8").
static StringRef majorOf(StringRef Version) {
  return Version.take_until([](char C) { return C == '.'; });
}

static Expected<KnownBug> readEntry(StringRef Path) {
  Expected<JsonReader> ROrErr = JsonReader::readFile(Path);
  if (!ROrErr)
    return ROrErr.takeError();
  JsonReader &R = *ROrErr;
  KnownBug K;
  std::string Schema = R.getString("schema");
  K.Name = R.getString("name");
  K.Reproducer = R.getString("reproducer");
  K.Kind = R.getEnum<FindingKind>("kind", FindingKindNames);
  K.Violation = R.getString("violation");
  K.Culprit = R.getString("culprit");
  K.Function = R.getString("function");
  JsonReader C = R.getObject("change");
  K.Removed = C.getStrings("removed");
  K.Added = C.getStrings("added");
  K.Signature = R.getString("signature");
  K.Passes = R.getString("passes");
  K.Opt = R.getString("opt");
  K.LLVMVersion = R.getString("llvm_version");
  K.Upstream = R.getString("upstream");
  K.Note = R.getString("note");
  if (Schema != KnownSchema)
    R.fail("schema", KnownSchema, "'" + Schema + "'");
  if (Error E = R.takeError())
    return std::move(E);
  bool Usable = K.Kind == FindingKind::Violation
                    ? !K.Culprit.empty() && !K.Violation.empty() &&
                          (!K.Removed.empty() || !K.Added.empty())
                    : !K.Signature.empty();
  if (K.Name.empty() || !Usable || (K.Upstream.empty() && K.Note.empty()))
    return createStringError(
        inconvertibleErrorCode(),
        "%s: an entry needs a name, a culprit, a violation kind and a change "
        "(a violation) or a signature (a crash or timeout), and an upstream "
        "reference or a note",
        Path.str().c_str());
  return K;
}

Expected<std::vector<KnownBug>> refinery::readBaseline(StringRef Dir) {
  std::vector<std::string> Paths;
  std::error_code EC;
  for (sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC))
    if (StringRef(It->path()).ends_with(KnownSuffix))
      Paths.push_back(It->path());
  if (EC)
    return createStringError(EC, "cannot read the baseline %s: %s",
                             Dir.str().c_str(), EC.message().c_str());
  llvm::sort(Paths);
  std::vector<KnownBug> Out;
  for (const std::string &P : Paths) {
    Expected<KnownBug> K = readEntry(P);
    if (!K)
      return K.takeError();
    Out.push_back(std::move(*K));
  }
  return Out;
}

std::string refinery::defaultBaselineDir() {
  return sys::fs::is_directory(REFINERY_BASELINE_DIR) ? REFINERY_BASELINE_DIR
                                                      : "";
}

const KnownBug *refinery::matchKnown(ArrayRef<KnownBug> Baseline,
                                     const TriagedFinding &T) {
  const Finding &F = T.Info;
  for (const KnownBug &K : Baseline) {
    if (K.Kind != F.Kind || K.Opt != F.Pipeline.Opt)
      continue;
    if (!K.LLVMVersion.empty() && !F.LLVMVersion.empty() &&
        majorOf(K.LLVMVersion) != majorOf(F.LLVMVersion))
      continue;
    if (F.Kind != FindingKind::Violation) {
      if (K.Signature == F.Signature)
        return &K;
      continue;
    }
    if (T.Reduced && !T.Culprit.empty() &&
        passBaseName(T.Culprit) == passBaseName(K.Culprit) &&
        T.CulpritViolation == K.Violation &&
        changeSimilarity(T.Bug.Removed, T.Bug.Added, K.Removed, K.Added) >=
            KnownSimilarity)
      return &K;
  }
  return nullptr;
}

/// "instcombine-tgt-poison-1a2b3c4d": a default entry name for \p T.
static std::string defaultName(const TriagedFinding &T) {
  const Finding &F = T.Info;
  std::string Pass =
      passBaseName(F.Kind == FindingKind::Violation ? T.Culprit : F.Pass).str();
  std::string What =
      F.Kind == FindingKind::Violation ? F.Violation : findingKindName(F.Kind);
  StringRef Id = StringRef(F.Id).rsplit('-').second.take_front(8);
  return (Pass.empty() ? "" : Pass + "-") + What +
         (Id.empty() ? "" : "-" + Id.str());
}

Expected<KnownBug> refinery::promoteToBaseline(const TriagedFinding &T,
                                               StringRef Dir, StringRef Name,
                                               StringRef Upstream,
                                               StringRef Note) {
  const Finding &F = T.Info;
  auto Fail = [](const Twine &Msg) {
    return createStringError(inconvertibleErrorCode(), "%s", Msg.str().c_str());
  };
  if (Upstream.empty() && Note.empty())
    return Fail("a baseline entry needs --upstream or --note");
  if (F.Kind == FindingKind::Violation && !T.Reduced)
    return Fail(F.Id + " is not reduced: run `refinery triage` first");
  if (F.Kind == FindingKind::Violation && T.Culprit.empty())
    return Fail(F.Id + " has no culprit pass (no pass alone breaks "
                       "refinement), which a baseline entry needs");
  if (F.Kind == FindingKind::Violation && !T.Bug.hasChange())
    return Fail(F.Id + "'s culprit changed nothing a bug shape sees, which a "
                       "baseline entry needs");
  KnownBug K;
  K.Name = Name.empty() ? defaultName(T) : Name.str();
  K.Kind = F.Kind;
  if (F.Kind == FindingKind::Violation) {
    K.Violation = T.CulpritViolation;
    K.Culprit = passBaseName(T.Culprit).str();
    K.Function = F.Function;
    K.Removed = T.Bug.Removed;
    K.Added = T.Bug.Added;
  } else {
    K.Signature = F.Signature;
  }
  K.Passes = F.Pipeline.Passes;
  K.Opt = F.Pipeline.Opt;
  K.LLVMVersion = F.LLVMVersion;
  K.Upstream = Upstream.str();
  K.Note = Note.str();
  if (std::error_code EC = sys::fs::create_directories(Dir))
    return createStringError(EC, "cannot create %s: %s", Dir.str().c_str(),
                             EC.message().c_str());
  Expected<std::vector<KnownBug>> Existing = readBaseline(Dir);
  if (!Existing)
    return Existing.takeError();
  for (const KnownBug &E : *Existing)
    if (E.Name == K.Name)
      return Fail("the baseline " + Dir + " already has an entry " + K.Name);
  if (const KnownBug *E = matchKnown(*Existing, T))
    return Fail(F.Id + " is already known as " + E->Name + " in " + Dir);
  // The reproducer: the directory's own NAME.ll if it has one (a
  // hand-written reproducer with its LangRef argument), else the reduced
  // source, or the finding's source for a crash or timeout.
  K.Reproducer = K.Name + ".ll";
  std::string ReproPath = (Dir + "/" + K.Reproducer).str();
  if (!sys::fs::exists(ReproPath)) {
    std::string From = F.Kind == FindingKind::Violation
                           ? T.ReducedPath() + "/src.ll"
                           : findingSrcPath(T.Dir);
    if (std::error_code EC = sys::fs::copy_file(From, ReproPath))
      return createStringError(EC, "cannot copy %s to %s: %s", From.c_str(),
                               ReproPath.c_str(), EC.message().c_str());
  }
  nlohmann::ordered_json J;
  auto OrNull = [](const std::string &S) {
    return S.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(S);
  };
  J["schema"] = KnownSchema;
  J["name"] = K.Name;
  J["reproducer"] = K.Reproducer;
  J["kind"] = findingKindName(K.Kind);
  J["violation"] = OrNull(K.Violation);
  J["culprit"] = OrNull(K.Culprit);
  J["function"] = OrNull(K.Function);
  J["change"] = {{"removed", K.Removed}, {"added", K.Added}};
  J["signature"] = OrNull(K.Signature);
  J["passes"] = K.Passes;
  J["opt"] = OrNull(K.Opt);
  J["llvm_version"] = OrNull(K.LLVMVersion);
  J["upstream"] = OrNull(K.Upstream);
  J["note"] = OrNull(K.Note);
  if (Error E = writeFileAtomically((Dir + "/" + K.Name + KnownSuffix).str(),
                                    toJsonText(J, 2) + "\n"))
    return std::move(E);
  return K;
}
