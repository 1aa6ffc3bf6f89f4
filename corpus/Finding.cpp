//===- corpus/Finding.cpp - Findings and the finding store ----------------===//
#include "corpus/Finding.h"
#include "support/FileUtil.h"
#include "support/JsonReader.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"
#include <algorithm>
#include <ctime>
#include <nlohmann/json.hpp>

using namespace llvm;
using namespace refinery;
using json = nlohmann::ordered_json;

OriginKind refinery::readOriginKind(JsonReader &R) {
  return R.getEnum("kind", OriginKindNames, OriginKind::Generated);
}

std::string refinery::hex16(uint64_t V) {
  std::string Hex = utohexstr(V, /*LowerCase=*/true);
  return std::string(16 - Hex.size(), '0') + Hex;
}

std::string refinery::findingId(FindingKind Kind, StringRef Signature) {
  return (Twine(findingKindName(Kind)) + "-" + hex16(xxh3_64bits(Signature)))
      .str();
}

std::string refinery::nowIso8601() {
  std::time_t T = std::time(nullptr);
  std::tm TM;
  gmtime_r(&T, &TM);
  char Buf[32];
  std::strftime(Buf, sizeof(Buf), "%Y-%m-%dT%H:%M:%SZ", &TM);
  return Buf;
}

Error refinery::writeFileAtomically(StringRef Path, StringRef Text) {
  SmallString<128> Tmp;
  int FD;
  if (std::error_code EC =
          sys::fs::createUniqueFile(Path + ".tmp-%%%%%%%%", FD, Tmp))
    return createFileError(Path, EC);
  {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
    OS.close();
    if (OS.has_error()) {
      std::error_code EC = OS.error();
      OS.clear_error();
      sys::fs::remove(Tmp);
      return createFileError(Tmp, EC);
    }
  }
  if (std::error_code EC = sys::fs::rename(Tmp, Path)) {
    sys::fs::remove(Tmp);
    return createFileError(Path, EC);
  }
  return Error::success();
}

static json stringsToJson(const std::vector<std::string> &V) {
  json J = json::array();
  for (const std::string &S : V)
    J.push_back(S);
  return J;
}

std::string refinery::findingToJson(const Finding &F) {
  return toJsonText(findingToJsonObject(F), 2) + "\n";
}

json refinery::findingToJsonObject(const Finding &F) {
  json J;
  J["schema"] = FindingSchema;
  J["id"] = F.Id;
  J["kind"] = findingKindName(F.Kind);
  J["signature"] = F.Signature;
  if (F.Kind == FindingKind::Violation) {
    J["violation"] = F.Violation;
    J["function"] = F.Function;
    J["input"] = F.Input;
    J["input_origin"] = inputOriginName(F.InputOrigin);
    J["src_outcome"] = F.SrcOutcome;
    J["tgt_outcome"] = F.TgtOutcome;
    J["detail"] = F.Detail;
    J["passes_changed"] = stringsToJson(F.PassesChanged);
    J["culprit"] = F.Culprit.empty() ? json(nullptr) : json(F.Culprit);
  } else {
    J["violation"] = nullptr;
    J["phase"] = F.Phase;
    J["pass"] = F.Pass;
    J["pass_function"] = F.PassFunction;
    J["message"] = F.Message;
    J["status"] = F.Status;
  }
  json P;
  P["passes"] = F.Pipeline.Passes;
  P["opt"] = F.Pipeline.Opt.empty() ? json(nullptr) : json(F.Pipeline.Opt);
  P["opt_args"] = stringsToJson(F.Pipeline.OptArgs);
  P["plugins"] = stringsToJson(F.Pipeline.Plugins);
  P["command"] = F.Pipeline.Command;
  J["pipeline"] = P;
  J["llvm_version"] = F.LLVMVersion;
  J["refinery_version"] = F.RefineryVersion;
  J["seed"] = F.Seed;
  J["case"] = F.Case;
  json O;
  O["kind"] = originKindName(F.Origin.Kind);
  if (F.Origin.Kind == OriginKind::Generated)
    O["gen_seed"] = F.Origin.GenSeed;
  if (!F.Origin.File.empty())
    O["file"] = F.Origin.File;
  J["origin"] = O;
  J["mutations"] = stringsToJson(F.Origin.Mutations);
  J["size"] = F.Size;
  J["count"] = F.Count;
  J["first_seen"] = F.FirstSeen;
  J["last_seen"] = F.LastSeen;
  J["found_at"] = F.FoundAt;
  J["campaign_seconds"] = F.CampaignSeconds;
  J["last_seed"] = F.LastSeed;
  J["last_case"] = F.LastCase;
  J["time_ms"] = F.TimeMs;
  J["known"] = F.Known.empty() ? json(nullptr) : json(F.Known);
  json Files = json::array();
  for (const auto &KV : F.Files)
    Files.push_back(KV.first);
  J["files"] = Files;
  return J;
}

Expected<Finding> refinery::findingFromJson(StringRef Text, StringRef File) {
  Expected<JsonReader> ROrErr = JsonReader::parse(File, Text);
  if (!ROrErr)
    return ROrErr.takeError();
  Finding F = findingFromReader(*ROrErr);
  if (Error E = ROrErr->takeError())
    return std::move(E);
  return F;
}

Finding refinery::findingFromReader(JsonReader &R) {
  Finding F;
  std::string Schema = R.getString("schema");
  if (Schema != FindingSchema && Schema != "refinery.finding/1") {
    R.fail("schema", Twine(FindingSchema) + " or refinery.finding/1",
           Schema.empty() ? "nothing" : "'" + Schema + "'");
    return F;
  }
  F.Kind = R.getEnum<FindingKind>("kind", FindingKindNames);
  F.Id = R.getString("id");
  F.Signature = R.getString("signature");
  F.Violation = R.getString("violation");
  F.Function = R.getString("function");
  F.Input = R.getString("input");
  F.InputOrigin = R.getEnum("input_origin", InputOriginNames, F.InputOrigin);
  F.SrcOutcome = R.getString("src_outcome");
  F.TgtOutcome = R.getString("tgt_outcome");
  F.Detail = R.getString("detail");
  F.PassesChanged = R.getStrings("passes_changed");
  F.Culprit = R.getString("culprit");
  F.Phase = R.getString("phase");
  F.Pass = R.getString("pass");
  F.PassFunction = R.getString("pass_function");
  F.Message = R.getString("message");
  F.Status = R.getString("status");
  if (Schema == FindingSchema) {
    JsonReader P = R.getObject("pipeline");
    F.Pipeline.Passes = P.getString("passes");
    F.Pipeline.Opt = P.getString("opt");
    F.Pipeline.OptArgs = P.getStrings("opt_args");
    F.Pipeline.Plugins = P.getStrings("plugins");
    F.Pipeline.Command = P.getString("command");
  } else {
    // refinery.finding/1: "passes" is the command.
    F.Pipeline.Command = R.getString("passes");
  }
  F.LLVMVersion = R.getString("llvm_version");
  F.RefineryVersion = R.getString("refinery_version");
  F.Seed = R.getU64("seed");
  F.Case = R.getU64("case");
  JsonReader O = R.getObject("origin");
  F.Origin.Kind = readOriginKind(O);
  F.Origin.GenSeed = O.getU64("gen_seed");
  F.Origin.File = O.getString("file");
  F.Origin.Mutations = R.getStrings("mutations");
  F.Size = R.getU32("size");
  F.Count = std::max<uint64_t>(1, R.getU64("count"));
  F.FirstSeen = R.getString("first_seen");
  F.LastSeen = R.getString("last_seen");
  F.FoundAt = R.getString("found_at");
  F.CampaignSeconds = R.getNumber("campaign_seconds");
  F.LastSeed = R.getU64("last_seed");
  F.LastCase = R.getU64("last_case");
  F.TimeMs = R.getNumberMap("time_ms");
  F.Known = R.getString("known");
  return F;
}

//===----------------------------------------------------------------------===//
// FindingStore
//===----------------------------------------------------------------------===//

static std::string pathJoin(StringRef A, StringRef B) {
  SmallString<128> P(A);
  sys::path::append(P, B);
  return std::string(P);
}

Expected<FindingStore> FindingStore::open(StringRef Dir) {
  if (std::error_code EC = sys::fs::create_directories(Dir))
    return createFileError(Dir, EC);
  FindingStore S;
  // Absolute: createUniqueDirectory puts a relative model under the
  // system's temporary directory.
  SmallString<128> Abs(Dir);
  if (std::error_code EC = sys::fs::make_absolute(Abs))
    return createFileError(Dir, EC);
  S.Dir = std::string(Abs);
  // Collect the names first: recovery renames entries.
  std::vector<std::string> Names;
  std::error_code EC;
  for (sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC))
    Names.push_back(sys::path::filename(It->path()).str());
  if (EC)
    return createFileError(Dir, EC);
  llvm::sort(Names);
  for (const std::string &N : Names) {
    StringRef Name(N);
    // A new or replacing finding directory that was not renamed into
    // place: the finding it held was not recorded yet.
    if (Name.starts_with(".tmp-")) {
      sys::fs::remove_directories(pathJoin(Dir, Name));
      continue;
    }
    // A finding moved aside while a smaller example replaced it: if the
    // replacement is in place the old one goes, otherwise it comes back.
    if (Name.consume_front(".old-")) {
      std::string Final = pathJoin(Dir, Name);
      if (sys::fs::exists(Final))
        sys::fs::remove_directories(pathJoin(Dir, N));
      else
        sys::fs::rename(pathJoin(Dir, N), Final);
    }
  }
  Names.clear();
  for (sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC))
    Names.push_back(sys::path::filename(It->path()).str());
  llvm::sort(Names);
  for (const std::string &N : Names) {
    std::string JsonPath = pathJoin(pathJoin(Dir, N), "finding.json");
    if (N.starts_with(".") || !sys::fs::exists(JsonPath))
      continue;
    // Temporary files of an interrupted count update.
    std::error_code EC2;
    for (sys::fs::directory_iterator It(pathJoin(Dir, N), EC2), End;
         It != End && !EC2; It.increment(EC2))
      if (StringRef(It->path()).contains(".tmp-"))
        sys::fs::remove(It->path());
    Expected<std::string> Text = readTextFile(JsonPath);
    if (!Text)
      return Text.takeError();
    Expected<Finding> F = findingFromJson(*Text, JsonPath);
    if (!F)
      return F.takeError();
    if (F->Id != N)
      continue; // not one of ours (e.g. a libFuzzer finding-<hash>)
    Entry &E = S.Index[N];
    E.Kind = F->Kind;
    E.LastSeed = F->LastSeed;
    E.LastCase = F->LastCase;
  }
  return std::move(S);
}

size_t FindingStore::count(FindingKind Kind) const {
  return llvm::count_if(Index,
                        [&](const auto &KV) { return KV.second.Kind == Kind; });
}

std::optional<uint64_t> FindingStore::lastCase(uint64_t Seed,
                                               uint64_t ShardIndex,
                                               uint64_t ShardCount) const {
  assert(ShardIndex < ShardCount && "a shard outside the shard count");
  std::optional<uint64_t> Last;
  for (const auto &KV : Index)
    if (KV.second.LastSeed == Seed &&
        KV.second.LastCase % ShardCount == ShardIndex)
      Last = std::max(Last.value_or(0), KV.second.LastCase);
  return Last;
}

std::vector<std::string> FindingStore::ids() const {
  std::vector<std::string> V;
  for (const auto &KV : Index)
    V.push_back(KV.first);
  return V;
}

Expected<Finding> FindingStore::load(StringRef Id) const {
  std::string Path = pathJoin(pathJoin(Dir, Id), "finding.json");
  Expected<std::string> Text = readTextFile(Path);
  if (!Text)
    return Text.takeError();
  Expected<Finding> F = findingFromJson(*Text, Path);
  if (!F)
    return F.takeError();
  for (StringRef Name : {"src.ll", "tgt.ll", "stderr.txt"}) {
    std::string P = pathJoin(pathJoin(Dir, Id), Name);
    if (!sys::fs::exists(P))
      continue;
    Expected<std::string> Body = readTextFile(P);
    if (!Body)
      return Body.takeError();
    F->Files[Name.str()] = std::move(*Body);
  }
  return F;
}

Error FindingStore::writeDirectory(const Finding &F, bool Replace) {
  SmallString<128> Tmp;
  if (std::error_code EC =
          sys::fs::createUniqueDirectory(pathJoin(Dir, ".tmp-" + F.Id), Tmp))
    return createFileError(Dir, EC);
  for (const auto &[Name, Text] : F.Files)
    if (Error E = writeFileAtomically(pathJoin(Tmp, Name), Text))
      return E;
  if (Error E =
          writeFileAtomically(pathJoin(Tmp, "finding.json"), findingToJson(F)))
    return E;
  std::string Final = pathJoin(Dir, F.Id);
  std::string Old = pathJoin(Dir, ".old-" + F.Id);
  if (Replace)
    if (std::error_code EC = sys::fs::rename(Final, Old))
      return createFileError(Final, EC);
  if (std::error_code EC = sys::fs::rename(Tmp, Final))
    return createFileError(Final, EC);
  if (Replace)
    sys::fs::remove_directories(Old);
  return Error::success();
}

Expected<FindingStore::AddResult> FindingStore::add(Finding F) {
  assert(!F.Signature.empty() && "a finding needs a signature");
  F.Id = findingId(F.Kind, F.Signature);
  std::string Now = nowIso8601();
  F.LastSeed = F.Seed;
  F.LastCase = F.Case;
  AddResult R;
  R.Id = F.Id;
  auto It = Index.find(F.Id);
  if (It == Index.end()) {
    F.Count = 1;
    F.FirstSeen = F.LastSeen = F.FoundAt = Now;
    if (Error E = writeDirectory(F, /*Replace=*/false))
      return std::move(E);
    Index[F.Id] = {F.Kind, F.LastSeed, F.LastCase};
    R.New = true;
    R.Count = 1;
    return R;
  }
  Expected<Finding> Old = load(F.Id);
  if (!Old)
    return Old.takeError();
  Entry &E = It->second;
  E.LastSeed = F.LastSeed;
  E.LastCase = F.LastCase;
  R.Count = Old->Count + 1;
  if (F.Size < Old->Size) {
    F.Count = R.Count;
    // A known mark was decided on the old example: the new one is
    // classified again (a signature may group several bugs).
    F.Known.clear();
    F.FirstSeen = Old->FirstSeen;
    F.LastSeen = F.FoundAt = Now;
    if (Error Err = writeDirectory(F, /*Replace=*/true))
      return std::move(Err);
    R.Replaced = true;
    return R;
  }
  Old->Count = R.Count;
  Old->LastSeen = Now;
  Old->LastSeed = F.LastSeed;
  Old->LastCase = F.LastCase;
  if (Error Err = writeFileAtomically(
          pathJoin(pathJoin(Dir, F.Id), "finding.json"), findingToJson(*Old)))
    return std::move(Err);
  return R;
}

Expected<bool> FindingStore::absorb(Finding F, uint64_t Occurrences) {
  assert(Occurrences && "nothing to absorb");
  F.Id = findingId(F.Kind, F.Signature);
  auto It = Index.find(F.Id);
  if (It == Index.end()) {
    F.Count = Occurrences;
    if (Error E = writeDirectory(F, /*Replace=*/false))
      return std::move(E);
    Index[F.Id] = {F.Kind, F.LastSeed, F.LastCase};
    return true;
  }
  Expected<Finding> Old = load(F.Id);
  if (!Old)
    return Old.takeError();
  // The kept example and its fields (its known mark too: a mark holds for
  // the example it was decided on) come from the smaller one; the counts,
  // times and latest occurrence from both.
  Finding &Keep = F.Size < Old->Size ? F : *Old;
  const Finding &Other = &Keep == &F ? *Old : F;
  Keep.Count = Old->Count + Occurrences;
  if (!Other.FirstSeen.empty() &&
      (Keep.FirstSeen.empty() || Other.FirstSeen < Keep.FirstSeen))
    Keep.FirstSeen = Other.FirstSeen;
  if (Other.LastSeen > Keep.LastSeen) {
    Keep.LastSeen = Other.LastSeen;
    Keep.LastSeed = Other.LastSeed;
    Keep.LastCase = Other.LastCase;
  }
  Entry &E = It->second;
  E.LastSeed = Keep.LastSeed;
  E.LastCase = Keep.LastCase;
  if (&Keep == &F) {
    if (Error Err = writeDirectory(F, /*Replace=*/true))
      return std::move(Err);
    return false;
  }
  if (Error Err = writeFileAtomically(
          pathJoin(pathJoin(Dir, F.Id), "finding.json"), findingToJson(*Old)))
    return std::move(Err);
  return false;
}

Error FindingStore::markKnown(StringRef Id, StringRef Name) {
  Expected<Finding> F = load(Id);
  if (!F)
    return F.takeError();
  F->Known = Name.str();
  return writeFileAtomically(pathJoin(pathJoin(Dir, Id), "finding.json"),
                             findingToJson(*F));
}
