//===- tools/ToolCommon.h - Shared pieces of the refinery subcommands -----===//
#ifndef REFINERY_TOOLS_TOOLCOMMON_H
#define REFINERY_TOOLS_TOOLCOMMON_H

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"
#include <memory>

namespace refinery {

/// Exit status for usage errors, malformed IR and bad arguments.
constexpr int ExitUsage = 2;
/// Exit status of `check` when there was no function to check.
constexpr int ExitNothingChecked = 3;

/// Reads and verifies an IR file (text or bitcode).
llvm::Expected<std::unique_ptr<llvm::Module>>
loadModule(llvm::StringRef Path, llvm::LLVMContext &Ctx);

/// Subcommand entry points (one file each).
int runExec();
int runCheck();
int runGen();
int runMutate();
int runFuzz();
int runReduce();
int runTriage();

/// Prints "refinery: error: <E>" to stderr and returns ExitUsage.
int reportError(llvm::Error E);

} // namespace refinery

#endif
