//===- tools/ToolCommon.cpp - Shared pieces of the refinery subcommands ---===//
#include "tools/ToolCommon.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace refinery;

Expected<std::unique_ptr<Module>> refinery::loadModule(StringRef Path,
                                                       LLVMContext &Ctx) {
  SMDiagnostic Diag;
  std::unique_ptr<Module> M = parseIRFile(Path, Diag, Ctx);
  if (!M) {
    std::string S;
    raw_string_ostream OS(S);
    Diag.print(nullptr, OS, /*ShowColors=*/false);
    return createStringError(inconvertibleErrorCode(), "%s",
                             StringRef(S).rtrim().str().c_str());
  }
  std::string S;
  raw_string_ostream OS(S);
  if (verifyModule(*M, &OS))
    return createStringError(inconvertibleErrorCode(),
                             "%s: the module is not valid IR:\n%s",
                             Path.str().c_str(), S.c_str());
  return std::move(M);
}

int refinery::reportError(Error E) {
  WithColor::error(errs(), "refinery") << toString(std::move(E)) << "\n";
  return ExitUsage;
}
