//===- campaign/Merge.cpp - Merging findings directories ------------------===//
#include "campaign/Merge.h"
#include "campaign/Campaign.h"
#include "corpus/Corpus.h"
#include "corpus/Finding.h"
#include "support/JsonReader.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/xxhash.h"
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
  if (Error E = writeFileAtomically(campaignFile(Dir), toJsonText(J, 2) + "\n"))
    return std::move(E);
  return J["store_id"].get<std::string>();
}

static uint64_t u64At(const json &J, const char *Key) {
  return J.contains(Key) && J[Key].is_number_unsigned() ? J[Key].get<uint64_t>()
                                                        : 0;
}

static double numberAt(const json &J, const char *Key) {
  return J.contains(Key) && J[Key].is_number() ? J[Key].get<double>() : 0.0;
}

/// Adds the findings of \p In that \p Prev (what earlier merges took of
/// it) does not account for to \p Out.
static Error mergeFindings(StringRef In, FindingStore &Out, json &Prev,
                           MergeStats &S) {
  Expected<FindingStore> Src = FindingStore::open(In);
  if (!Src)
    return Src.takeError();
  json Counts = Prev.contains("findings") && Prev["findings"].is_object()
                    ? Prev["findings"]
                    : json::object();
  for (const std::string &Id : Src->ids()) {
    Expected<Finding> F = Src->load(Id);
    if (!F)
      return F.takeError();
    uint64_t Taken = u64At(Counts, Id.c_str());
    if (F->Count <= Taken)
      continue;
    uint64_t Delta = F->Count - Taken;
    Expected<bool> New = Out.absorb(std::move(*F), Delta);
    if (!New)
      return New.takeError();
    ++(*New ? S.NewFindings : S.UpdatedFindings);
    S.Occurrences += Delta;
    Counts[Id] = Taken + Delta;
    Prev["findings"] = Counts;
  }
  return Error::success();
}

/// Adds the corpus modules and features of \p In's corpus to \p Out's.
static Error mergeCorpus(StringRef In, CorpusDir &Out, MergeStats &S) {
  SmallString<128> Dir(In);
  sys::path::append(Dir, "corpus");
  if (!sys::fs::is_directory(Dir))
    return Error::success();
  for (const std::string &Path : listModules(Dir)) {
    ErrorOr<std::unique_ptr<MemoryBuffer>> B = MemoryBuffer::getFile(Path);
    if (!B)
      return createFileError(Path, B.getError());
    Expected<std::pair<std::string, bool>> Added = Out.add((*B)->getBuffer());
    if (!Added)
      return Added.takeError();
    S.CorpusAdded += Added->second;
  }
  Expected<CorpusDir> Src = CorpusDir::open(Dir);
  if (!Src)
    return Src.takeError();
  Expected<unsigned> NewFeatures = Out.addFeatures(Src->features());
  if (!NewFeatures)
    return NewFeatures.takeError();
  S.FeaturesAdded += *NewFeatures;
  return Error::success();
}

/// Folds campaign.json \p From of a merged directory into \p Into: the
/// next case of every seed and shard (the larger), and the totals it
/// gained since \p Prev.
static void mergeState(const json &From, json &Into, json &Prev,
                       MergeStats &S) {
  if (From.contains("next_case") && From["next_case"].is_object()) {
    json Next = Into.contains("next_case") && Into["next_case"].is_object()
                    ? Into["next_case"]
                    : json::object();
    for (const auto &[Key, V] : From["next_case"].items())
      if (V.is_number_unsigned())
        Next[Key] = std::max(u64At(Next, Key.c_str()), V.get<uint64_t>());
    Into["next_case"] = Next;
  }
  uint64_t Cases = u64At(From, "cases_total");
  uint64_t NewCases = Cases - std::min(Cases, u64At(Prev, "cases_total"));
  double Seconds = numberAt(From, "seconds_total");
  double NewSeconds = std::max(0.0, Seconds - numberAt(Prev, "seconds_total"));
  Into["cases_total"] = u64At(Into, "cases_total") + NewCases;
  Into["seconds_total"] = numberAt(Into, "seconds_total") + NewSeconds;
  Prev["cases_total"] = Cases;
  Prev["seconds_total"] = Seconds;
  S.Cases += NewCases;
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
  // Values, not references into OutState: an ordered_json object is a
  // vector, which a new key may move.
  json Merged = OutState->contains("merged_from") &&
                        (*OutState)["merged_from"].is_object()
                    ? (*OutState)["merged_from"]
                    : json::object();
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
    json Prev = Merged.contains(*Id) && Merged[*Id].is_object()
                    ? Merged[*Id]
                    : json::object();
    if (Error E = mergeFindings(In, *Store, Prev, S))
      return std::move(E);
    if (Error E = mergeCorpus(In, *Corpus, S))
      return std::move(E);
    mergeState(*InState, *OutState, Prev, S);
    Merged[*Id] = Prev;
    (*OutState)["merged_from"] = Merged;
    ++S.Stores;
    // After each input, so that an error later loses nothing merged.
    (*OutState)["updated"] = nowIso8601();
    if (Error E = writeFileAtomically(campaignFile(Out),
                                      toJsonText(*OutState, 2) + "\n"))
      return std::move(E);
  }
  return S;
}
