//===- reducer/FindingFile.cpp - Reading finding directories --------------===//
#include "reducer/FindingFile.h"
#include "corpus/Finding.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace llvm;
using namespace refinery;

bool refinery::isFindingDir(StringRef Dir) {
  return sys::fs::exists(Dir + "/finding.json");
}

std::string refinery::findingSrcPath(StringRef Dir) {
  return (Dir + "/src.ll").str();
}

OptimizerOptions refinery::optimizerOptionsOf(const PipelineDesc &P) {
  OptimizerOptions O;
  O.Passes = P.Passes;
  O.OptPath = P.Opt;
  O.OptArgs = P.OptArgs;
  O.Plugins = P.Plugins;
  return O;
}

Expected<Finding> refinery::readFinding(StringRef Dir) {
  std::string Path = (Dir + "/finding.json").str();
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return createStringError(Buf.getError(), "cannot read %s: %s", Path.c_str(),
                             Buf.getError().message().c_str());
  Expected<Finding> FOrErr = findingFromJson((*Buf)->getBuffer(), Path);
  if (!FOrErr)
    return FOrErr.takeError();
  Finding &F = *FOrErr;
  if (F.Id.empty())
    F.Id = sys::path::filename(Dir).str();
  if (F.FirstSeen.empty())
    F.FirstSeen = F.FoundAt;
  if (F.LastSeen.empty())
    F.LastSeen = F.FirstSeen;
  if (F.Pipeline.Passes.empty()) {
    // Schema 1: only the opt command line; take its -passes= and plugins.
    for (StringRef Word : split(F.Pipeline.Command, ' ')) {
      Word = Word.trim("'\"");
      if (Word.consume_front("-passes=") || Word.consume_front("--passes="))
        F.Pipeline.Passes = Word.trim("'\"").str();
      else if (Word.consume_front("-load-pass-plugin="))
        F.Pipeline.Plugins.push_back(Word.str());
    }
  }
  if (F.Pipeline.Passes.empty())
    F.Pipeline.Passes = "default<O2>";
  if (F.Kind == FindingKind::Violation && F.Function.empty())
    return createStringError(inconvertibleErrorCode(),
                             "%s: a violation without a \"function\"",
                             Path.c_str());
  return std::move(F);
}
