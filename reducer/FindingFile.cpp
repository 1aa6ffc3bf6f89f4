//===- reducer/FindingFile.cpp - Reading finding directories --------------===//
#include "reducer/FindingFile.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <nlohmann/json.hpp>

using namespace llvm;
using namespace refinery;

bool refinery::isFindingDir(StringRef Dir) {
  return sys::fs::exists(Dir + "/finding.json");
}

/// The string at \p Key of \p J, or empty if absent or null.
static std::string str(const nlohmann::json &J, const char *Key) {
  auto It = J.find(Key);
  if (It == J.end() || !It->is_string())
    return "";
  return It->get<std::string>();
}

Expected<FindingInfo> refinery::readFinding(StringRef Dir) {
  std::string Path = (Dir + "/finding.json").str();
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return createStringError(Buf.getError(), "cannot read %s: %s",
                             Path.c_str(),
                             Buf.getError().message().c_str());
  nlohmann::json J =
      nlohmann::json::parse((*Buf)->getBuffer().begin(),
                            (*Buf)->getBuffer().end(), nullptr,
                            /*allow_exceptions=*/false);
  if (J.is_discarded() || !J.is_object())
    return createStringError(inconvertibleErrorCode(),
                             "%s: not a JSON object", Path.c_str());
  FindingInfo F;
  F.Dir = Dir.str();
  F.Schema = str(J, "schema");
  if (F.Schema != "refinery.finding/1" && F.Schema != "refinery.finding/2")
    return createStringError(inconvertibleErrorCode(),
                             "%s: unknown schema '%s'", Path.c_str(),
                             F.Schema.c_str());
  F.Id = str(J, "id");
  F.Kind = str(J, "kind");
  F.Signature = str(J, "signature");
  F.Violation = str(J, "violation");
  F.Function = str(J, "function");
  F.Input = str(J, "input");
  F.SrcOutcome = str(J, "src_outcome");
  F.TgtOutcome = str(J, "tgt_outcome");
  F.Detail = str(J, "detail");
  F.LLVMVersion = str(J, "llvm_version");
  F.FirstSeen = str(J, "first_seen");
  F.LastSeen = str(J, "last_seen");
  if (F.FirstSeen.empty())
    F.FirstSeen = str(J, "found_at");
  if (F.LastSeen.empty())
    F.LastSeen = F.FirstSeen;
  if (auto It = J.find("count"); It != J.end() && It->is_number_unsigned())
    F.Count = It->get<uint64_t>();
  if (auto It = J.find("pipeline"); It != J.end() && It->is_object()) {
    F.Pipeline.Passes = str(*It, "passes");
    F.Pipeline.OptPath = str(*It, "opt");
    for (const char *Key : {"opt_args", "plugins"}) {
      auto L = It->find(Key);
      if (L == It->end() || !L->is_array())
        continue;
      for (const nlohmann::json &E : *L)
        if (E.is_string())
          (StringRef(Key) == "plugins" ? F.Pipeline.Plugins
                                       : F.Pipeline.OptArgs)
              .push_back(E.get<std::string>());
    }
  } else {
    // Schema 1: "passes" is an opt command line; keep its -passes= value.
    std::string Cmd = str(J, "passes");
    for (StringRef Word : split(Cmd, ' ')) {
      Word = Word.trim("'\"");
      if (Word.consume_front("-passes=") || Word.consume_front("--passes="))
        F.Pipeline.Passes = Word.trim("'\"").str();
      else if (Word.consume_front("-load-pass-plugin="))
        F.Pipeline.Plugins.push_back(Word.str());
    }
  }
  if (F.Pipeline.Passes.empty())
    F.Pipeline.Passes = "default<O2>";
  if (F.Id.empty())
    F.Id = sys::path::filename(Dir).str();
  if (F.isViolation() && F.Function.empty())
    return createStringError(inconvertibleErrorCode(),
                             "%s: a violation without a \"function\"",
                             Path.c_str());
  return F;
}
