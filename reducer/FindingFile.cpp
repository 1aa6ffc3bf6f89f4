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

Expected<FindingInfo> refinery::readFinding(StringRef Dir) {
  std::string Path = (Dir + "/finding.json").str();
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return createStringError(Buf.getError(), "cannot read %s: %s",
                             Path.c_str(),
                             Buf.getError().message().c_str());
  Expected<Finding> FOrErr = findingFromJson((*Buf)->getBuffer(), Path);
  if (!FOrErr)
    return FOrErr.takeError();
  Finding &Fd = *FOrErr;
  FindingInfo F;
  F.Dir = Dir.str();
  F.Id = Fd.Id.empty() ? sys::path::filename(Dir).str() : Fd.Id;
  F.Kind = Fd.Kind;
  F.Signature = Fd.Signature;
  F.Violation = Fd.Violation;
  F.Function = Fd.Function;
  F.Input = Fd.Input;
  F.SrcOutcome = Fd.SrcOutcome;
  F.TgtOutcome = Fd.TgtOutcome;
  F.Detail = Fd.Detail;
  F.Pass = Fd.Pass;
  F.Message = Fd.Message;
  F.Count = Fd.Count;
  F.FirstSeen = Fd.FirstSeen.empty() ? Fd.FoundAt : Fd.FirstSeen;
  F.LastSeen = Fd.LastSeen.empty() ? F.FirstSeen : Fd.LastSeen;
  F.LLVMVersion = Fd.LLVMVersion;
  F.Pipeline.Passes = Fd.Pipeline.Passes;
  F.Pipeline.OptPath = Fd.Pipeline.Opt;
  F.Pipeline.OptArgs = Fd.Pipeline.OptArgs;
  F.Pipeline.Plugins = Fd.Pipeline.Plugins;
  if (F.Pipeline.Passes.empty()) {
    // Schema 1: only the opt command line; take its -passes= and plugins.
    for (StringRef Word : split(Fd.Pipeline.Command, ' ')) {
      Word = Word.trim("'\"");
      if (Word.consume_front("-passes=") || Word.consume_front("--passes="))
        F.Pipeline.Passes = Word.trim("'\"").str();
      else if (Word.consume_front("-load-pass-plugin="))
        F.Pipeline.Plugins.push_back(Word.str());
    }
  }
  if (F.Pipeline.Passes.empty())
    F.Pipeline.Passes = "default<O2>";
  if (F.isViolation() && F.Function.empty())
    return createStringError(inconvertibleErrorCode(),
                             "%s: a violation without a \"function\"",
                             Path.c_str());
  return F;
}
