//===- campaign/Merge.cpp - Merging findings directories ------------------===//
#include "campaign/Merge.h"
#include "campaign/Campaign.h"
#include "campaign/CampaignDb.h"
#include "corpus/Corpus.h"
#include "corpus/Finding.h"
#include "support/JsonReader.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/xxhash.h"
#include <map>
#include <nlohmann/json.hpp>

using namespace llvm;
using namespace refinery;
using json = nlohmann::ordered_json;

std::string refinery::newStoreId(StringRef Dir) {
  SmallString<128> Abs(Dir);
  sys::fs::make_absolute(Abs);
  std::string Seed =
      (Abs + "|" + nowIso8601() + "|" + Twine(sys::Process::getProcessId()))
          .str();
  return utohexstr(xxh3_64bits(Seed), /*LowerCase=*/true, /*Width=*/16);
}

std::string refinery::absoluteStorePath(StringRef Dir) {
  SmallString<128> Abs(Dir);
  sys::fs::make_absolute(Abs);
  sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  return std::string(Abs);
}

static std::string campaignFile(StringRef Dir) {
  SmallString<128> P(Dir);
  sys::path::append(P, "campaign.json");
  return std::string(P);
}

/// Dir's campaign.json (with the schema if it has none).
static Expected<json> readCampaign(StringRef Dir) {
  Expected<JsonReader> R = readCampaignState(Dir);
  if (!R)
    return R.takeError();
  if (Error E = R->takeError())
    return std::move(E);
  json J = R->object();
  J["schema"] = CampaignSchema;
  return J;
}

/// J's store id, made (and written to \p Dir) if it has none.
static Expected<std::string> storeIdOf(json &J, StringRef Dir) {
  if (J.contains("store_id") && J["store_id"].is_string())
    return J["store_id"].get<std::string>();
  J["store_id"] = newStoreId(Dir);
  J["store_path"] = absoluteStorePath(Dir);
  if (Error E = writeFileAtomically(campaignFile(Dir), toJsonText(J, 2) + "\n"))
    return std::move(E);
  return J["store_id"].get<std::string>();
}

static uint64_t u64At(const json &J, const std::string &Key) {
  return J.contains(Key) && J[Key].is_number_unsigned() ? J[Key].get<uint64_t>()
                                                        : 0;
}

static double numberAt(const json &J, const std::string &Key) {
  return J.contains(Key) && J[Key].is_number() ? J[Key].get<double>() : 0.0;
}

/// A store's contributions by origin: per store id, the occurrences of each
/// finding and the cases and seconds its own runs made (the contents of
/// `merged_from`, and the store's own runs under its own id).
using Contributions = std::map<std::string, json>;

/// \p State's merged_from.
static Contributions mergedFrom(const json &State) {
  Contributions C;
  if (State.contains("merged_from") && State["merged_from"].is_object())
    for (const auto &[Id, V] : State["merged_from"].items())
      if (V.is_object())
        C[Id] = V;
  return C;
}

/// The contribution of \p State's own runs: its counts less what it
/// merged (\p Counts: each finding's count in the store).
static json ownContribution(const json &State, const Contributions &Merged,
                            const std::map<std::string, uint64_t> &Counts) {
  json Own = {{"findings", json::object()}};
  for (const auto &[Id, N] : Counts) {
    uint64_t Others = 0;
    for (const auto &[Origin, C] : Merged)
      if (C.contains("findings"))
        Others += u64At(C["findings"], Id);
    if (N > Others)
      Own["findings"][Id] = N - Others;
  }
  uint64_t Cases = u64At(State, "cases_total"), OtherCases = 0;
  double Seconds = numberAt(State, "seconds_total"), OtherSeconds = 0;
  for (const auto &[Origin, C] : Merged) {
    OtherCases += u64At(C, "cases_total");
    OtherSeconds += numberAt(C, "seconds_total");
  }
  Own["cases_total"] = Cases - std::min(Cases, OtherCases);
  Own["seconds_total"] = std::max(0.0, Seconds - OtherSeconds);
  return Own;
}

/// \p A with every count of \p B that is larger (contributions only grow).
static json maxOf(json A, const json &B) {
  json Findings = A.contains("findings") && A["findings"].is_object()
                      ? A["findings"]
                      : json::object();
  if (B.contains("findings") && B["findings"].is_object())
    for (const auto &[Id, V] : B["findings"].items())
      if (V.is_number_unsigned())
        Findings[Id] = std::max(u64At(Findings, Id), V.get<uint64_t>());
  A["findings"] = Findings;
  A["cases_total"] = std::max(u64At(A, "cases_total"), u64At(B, "cases_total"));
  A["seconds_total"] =
      std::max(numberAt(A, "seconds_total"), numberAt(B, "seconds_total"));
  return A;
}

/// Reads what merging \p In needs before anything of OUT changes (so that a
/// directory that cannot be read changes nothing): its findings and the
/// texts of its corpus modules.
struct InputStore {
  std::vector<Finding> Findings;
  /// Each module's text and its recorded features (CorpusDir::featuresOf).
  std::vector<std::pair<std::string, std::vector<uint64_t>>> Modules;
  std::vector<uint64_t> Features;
};
static Expected<InputStore> readInput(StringRef In) {
  InputStore R;
  Expected<FindingStore> Src = FindingStore::open(In);
  if (!Src)
    return Src.takeError();
  for (const std::string &Id : Src->ids()) {
    Expected<Finding> F = Src->load(Id);
    if (!F)
      return F.takeError();
    R.Findings.push_back(std::move(*F));
  }
  SmallString<128> Dir(In);
  sys::path::append(Dir, "corpus");
  if (!sys::fs::is_directory(Dir))
    return R;
  Expected<CorpusDir> C = CorpusDir::open(Dir);
  if (!C)
    return C.takeError();
  for (const std::string &Path : listModules(Dir)) {
    ErrorOr<std::unique_ptr<MemoryBuffer>> B = MemoryBuffer::getFile(Path);
    if (!B)
      return createFileError(Path, B.getError());
    ArrayRef<uint64_t> Fs = C->featuresOf(sys::path::filename(Path));
    R.Modules.push_back({(*B)->getBuffer().str(), Fs.vec()});
  }
  R.Features = C->features();
  return R;
}

/// Folds the next case of every seed and shard of \p From into \p Into
/// (the larger).
static void mergeNextCases(const json &From, json &Into) {
  if (!From.contains("next_case") || !From["next_case"].is_object())
    return;
  json Next = Into.contains("next_case") && Into["next_case"].is_object()
                  ? Into["next_case"]
                  : json::object();
  for (const auto &[Key, V] : From["next_case"].items())
    if (V.is_number_unsigned())
      Next[Key] = std::max(u64At(Next, Key), V.get<uint64_t>());
  Into["next_case"] = Next;
}

/// Merges the input with state \p InState and contents \p In into OUT
/// (\p Store, \p Corpus, \p OutState of id \p OutId).
static Error mergeOne(const json &InState, const std::string &InId,
                      InputStore &In, const std::string &OutId,
                      FindingStore &Store, CorpusDir &Corpus, json &OutState,
                      MergeStats &S) {
  // The input's contributions by origin: what it merged, and its own runs.
  Contributions InMerged = mergedFrom(InState);
  std::map<std::string, uint64_t> Counts;
  for (const Finding &F : In.Findings)
    Counts[F.Id] = F.Count;
  Contributions Origins = InMerged;
  Origins[InId] =
      maxOf(Origins[InId], ownContribution(InState, InMerged, Counts));
  // OUT takes each origin's contribution where it is larger than what OUT
  // has of it; its own runs it has already.
  Contributions OutMerged = mergedFrom(OutState);
  std::map<std::string, uint64_t> Delta;
  uint64_t NewCases = 0;
  double NewSeconds = 0;
  for (const auto &[Origin, C] : Origins) {
    if (Origin == OutId)
      continue;
    json Old = OutMerged.count(Origin) ? OutMerged[Origin] : json::object();
    json New = maxOf(Old, C);
    for (const auto &[Id, V] : New["findings"].items()) {
      uint64_t Was = Old.contains("findings") ? u64At(Old["findings"], Id) : 0;
      if (V.get<uint64_t>() > Was)
        Delta[Id] += V.get<uint64_t>() - Was;
    }
    NewCases += u64At(New, "cases_total") - u64At(Old, "cases_total");
    NewSeconds +=
        numberAt(New, "seconds_total") - numberAt(Old, "seconds_total");
    OutMerged[Origin] = New;
  }
  for (Finding &F : In.Findings) {
    auto It = Delta.find(F.Id);
    if (It == Delta.end() || !It->second)
      continue;
    uint64_t N = It->second;
    Expected<bool> New = Store.absorb(std::move(F), N);
    if (!New)
      return New.takeError();
    ++(*New ? S.NewFindings : S.UpdatedFindings);
    S.Occurrences += N;
  }
  for (const auto &[Text, Features] : In.Modules) {
    Expected<std::pair<std::string, bool>> Added = Corpus.add(Text, Features);
    if (!Added)
      return Added.takeError();
    S.CorpusAdded += Added->second;
  }
  Expected<unsigned> NewFeatures = Corpus.addFeatures(In.Features);
  if (!NewFeatures)
    return NewFeatures.takeError();
  S.FeaturesAdded += *NewFeatures;
  mergeNextCases(InState, OutState);
  OutState["cases_total"] = u64At(OutState, "cases_total") + NewCases;
  OutState["seconds_total"] = numberAt(OutState, "seconds_total") + NewSeconds;
  json M = json::object();
  for (const auto &[Origin, C] : OutMerged)
    M[Origin] = C;
  OutState["merged_from"] = M;
  S.Cases += NewCases;
  return Error::success();
}

Expected<MergeStats> refinery::mergeStores(ArrayRef<std::string> Inputs,
                                           StringRef Out) {
  MergeStats S;
  if (std::error_code EC = sys::fs::create_directories(Out))
    return createFileError(Out, EC);
  Expected<json> OutState = readCampaign(Out);
  if (!OutState)
    return OutState.takeError();
  Expected<std::string> OutId = storeIdOf(*OutState, Out);
  if (!OutId)
    return OutId.takeError();
  Expected<FindingStore> Store = FindingStore::open(Out);
  if (!Store)
    return Store.takeError();
  SmallString<128> CorpusPath(Out);
  sys::path::append(CorpusPath, "corpus");
  Expected<CorpusDir> Corpus = CorpusDir::open(CorpusPath);
  if (!Corpus)
    return Corpus.takeError();
  for (const std::string &In : Inputs) {
    if (!sys::fs::exists(campaignFile(In)) &&
        !sys::fs::is_directory(In + "/corpus"))
      return createStringError(inconvertibleErrorCode(),
                               "%s is not a findings directory (it has no "
                               "campaign.json and no corpus)",
                               In.c_str());
    Expected<json> InState = readCampaign(In);
    if (!InState)
      return InState.takeError();
    Expected<std::string> Id = storeIdOf(*InState, In);
    if (!Id)
      return Id.takeError();
    if (*Id == *OutId) {
      ++S.Skipped;
      continue;
    }
    Expected<InputStore> Read = readInput(In);
    if (!Read)
      return Read.takeError();
    if (Error E = mergeOne(*InState, *Id, *Read, *OutId, *Store, *Corpus,
                           *OutState, S))
      return E;
    ++S.Stores;
    // After each input, so that an error later loses nothing merged.
    (*OutState)["updated"] = nowIso8601();
    if (Error E = writeFileAtomically(campaignFile(Out),
                                      toJsonText(*OutState, 2) + "\n"))
      return E;
  }
  // The campaign databases: OUT's gets the runs and cases it lacks.
  for (const std::string &In : Inputs) {
    SmallString<128> InDb(In);
    sys::path::append(InDb, "campaign.sqlite");
    if (!sys::fs::exists(InDb) || sys::fs::equivalent(In, Out))
      continue;
    Expected<CampaignDb> Db = CampaignDb::open(Out);
    if (!Db)
      return Db.takeError();
    Expected<uint64_t> Added = Db->absorb(InDb);
    if (!Added)
      return Added.takeError();
    S.DatabaseCases += *Added;
  }
  // The merged corpus keeps one cover of its features, as libFuzzer's
  // -merge=1 does.
  Expected<std::vector<std::string>> Pruned = Corpus->prune();
  if (!Pruned)
    return Pruned.takeError();
  S.CorpusPruned = Pruned->size();
  return S;
}

Error refinery::renewCopiedStoreId(StringRef Dir) {
  Expected<json> State = readCampaign(Dir);
  if (!State)
    return State.takeError();
  std::string Here = absoluteStorePath(Dir);
  if (!State->contains("store_id") || !(*State)["store_id"].is_string() ||
      !State->contains("store_path") || !(*State)["store_path"].is_string() ||
      (*State)["store_path"].get<std::string>() == Here)
    return Error::success();
  // A copy: what it holds from its own runs so far is the original's, kept
  // as a merged origin under the old id; its runs from now on are its own.
  Expected<FindingStore> Store = FindingStore::open(Dir);
  if (!Store)
    return Store.takeError();
  std::map<std::string, uint64_t> Counts;
  for (const std::string &Id : Store->ids()) {
    Expected<Finding> F = Store->load(Id);
    if (!F)
      return F.takeError();
    Counts[Id] = F->Count;
  }
  Contributions Merged = mergedFrom(*State);
  std::string Old = (*State)["store_id"].get<std::string>();
  Merged[Old] = maxOf(Merged[Old], ownContribution(*State, Merged, Counts));
  json M = json::object();
  for (const auto &[Origin, C] : Merged)
    M[Origin] = C;
  (*State)["merged_from"] = M;
  (*State)["store_id"] = newStoreId(Dir);
  (*State)["store_path"] = Here;
  return writeFileAtomically(campaignFile(Dir), toJsonText(*State, 2) + "\n");
}
