//===- tools/ToolCommon.cpp - Shared pieces of the refinery subcommands ---===//
#include "tools/ToolCommon.h"
#include "support/ModuleUtil.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <cmath>

using namespace llvm;
using namespace refinery;

static Error usageError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

Expected<std::unique_ptr<Module>> refinery::loadModule(StringRef Path,
                                                       LLVMContext &Ctx) {
  Expected<std::unique_ptr<Module>> M = readIRFile(Path, Ctx);
  if (!M)
    return M.takeError();
  std::string S;
  raw_string_ostream OS(S);
  if (verifyModule(**M, &OS))
    return createStringError(inconvertibleErrorCode(),
                             "%s: the module is not valid IR:\n%s",
                             Path.str().c_str(), S.c_str());
  return std::move(*M);
}

int refinery::reportError(Error E) {
  WithColor::error(errs(), "refinery") << toString(std::move(E)) << "\n";
  return ExitUsage;
}

Error refinery::checkAtLeast(const cl::Option &O, uint64_t Value, uint64_t Min,
                             StringRef Why) {
  if (Value >= Min)
    return Error::success();
  return usageError("--" + O.ArgStr + " must be at least " + Twine(Min) +
                    (Why.empty() ? "" : " (" + Why + ")"));
}

Error refinery::checkAtMost(const cl::Option &O, uint64_t Value, uint64_t Max) {
  if (Value <= Max)
    return Error::success();
  return usageError("--" + O.ArgStr + " must be at most " + Twine(Max));
}

Error refinery::checkSeconds(const cl::Option &O, double Seconds) {
  if (std::isfinite(Seconds) && Seconds >= 0 && Seconds <= MaxOptionSeconds)
    return Error::success();
  std::string Shown;
  raw_string_ostream OS(Shown);
  if (std::isfinite(Seconds) && Seconds == std::floor(Seconds) &&
      std::fabs(Seconds) < 1e18)
    OS << format("%.0f", Seconds);
  else
    OS << format("%g", Seconds);
  return usageError("--" + O.ArgStr +
                    " must be a number of seconds from 0 to " +
                    Twine(uint64_t(MaxOptionSeconds)) + ", not " + Shown);
}

std::string refinery::knownBaselineDir(const cl::opt<std::string> &Known,
                                       bool ExternalOpt) {
  if (Known.getNumOccurrences())
    return Known == "none" ? std::string() : std::string(Known);
  return ExternalOpt ? std::string() : defaultBaselineDir();
}

Expected<std::vector<KnownBug>> refinery::readKnownBaseline(StringRef Dir) {
  if (Dir.empty())
    return std::vector<KnownBug>();
  return readBaseline(Dir);
}
