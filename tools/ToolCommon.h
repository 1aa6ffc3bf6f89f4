//===- tools/ToolCommon.h - Shared pieces of the refinery subcommands -----===//
#ifndef REFINERY_TOOLS_TOOLCOMMON_H
#define REFINERY_TOOLS_TOOLCOMMON_H

#include "reducer/Baseline.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include <memory>

namespace refinery {

/// Exit status for usage errors, malformed IR and bad arguments.
constexpr int ExitUsage = 2;
/// Exit status of `check` when there was no function to check.
constexpr int ExitNothingChecked = 3;

/// The longest time an option may give, in seconds (about 31 years): more
/// is a typo, and would overflow the clocks it is added to.
constexpr double MaxOptionSeconds = 1e9;

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
int runMerge();
int runFacts();
int runReport();

/// Prints "refinery: error: <E>" to stderr and returns ExitUsage.
int reportError(llvm::Error E);

/// A usage error unless \p Value >= \p Min: "--NAME must be at least MIN"
/// and \p Why, if given, in parentheses.
llvm::Error checkAtLeast(const llvm::cl::Option &O, uint64_t Value,
                         uint64_t Min, llvm::StringRef Why = "");
/// A usage error unless \p Value is at most \p Max.
llvm::Error checkAtMost(const llvm::cl::Option &O, uint64_t Value,
                        uint64_t Max);
/// A usage error unless \p Seconds is a finite number from 0 to
/// MaxOptionSeconds.
llvm::Error checkSeconds(const llvm::cl::Option &O, double Seconds);

/// The directory of the known-bug baseline option \p Known (`--known DIR`,
/// `none`, or unset: the default baseline of the linked LLVM,
/// defaultBaselineDir(), unless \p ExternalOpt: its bugs are another
/// LLVM's); empty for none.
std::string knownBaselineDir(const llvm::cl::opt<std::string> &Known,
                             bool ExternalOpt);
/// The entries of the baseline in \p Dir (none for an empty \p Dir).
llvm::Expected<std::vector<KnownBug>> readKnownBaseline(llvm::StringRef Dir);

} // namespace refinery

#endif
