//===- reducer/Reducer.h - Delta reduction of miscompilations ---*- C++ -*-===//
///
/// \file
/// In-process delta reduction of a miscompiled module. Every candidate is a
/// clone of the current module with one delta applied; it is kept only if
/// it is verifier-clean and the oracle still reports a violation of the same
/// kind for the same function, on an input on which the source has no UB
/// (run again under the interpreter). Operands are replaced by new function
/// arguments or existing values, never by undef or poison.
///
/// The delta passes, in order (names as for ReduceOptions::Passes):
/// functions, inline, cfg, return-values, instructions, operands-skip,
/// operands-to-args, arguments, constants, widths, flags, attributes, metadata.
/// They repeat until a round changes nothing.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_REDUCER_REDUCER_H
#define REFINERY_REDUCER_REDUCER_H

#include "oracle/Checker.h"
#include "oracle/Optimizer.h"
#include "support/ModuleUtil.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class Module;
}

namespace refinery {

struct ReduceOptions {
  CheckOptions Check;
  /// Delta passes to run (empty: all, in the default order).
  std::vector<std::string> Passes;
  /// Rounds over all passes at most.
  unsigned MaxRounds = 8;
  /// Stop starting new candidates after this many seconds (0: no limit).
  double TimeLimitSeconds = 300;
};

/// The names of the delta passes, in their default order.
std::vector<std::string> deltaPassNames();

/// What is being kept: the violation of one function.
struct ReduceGoal {
  std::string Function;
  ViolationKind Kind = ViolationKind::None;
};

/// Statistics and the final verdict of a reduction.
struct ReduceResult {
  std::unique_ptr<llvm::Module> Reduced;
  /// The optimized reduced module.
  std::unique_ptr<llvm::Module> Optimized;
  /// The oracle's verdict on the reduced module.
  FunctionResult Check;
  unsigned InstructionsBefore = 0, InstructionsAfter = 0;
  unsigned Candidates = 0, Kept = 0, CacheHits = 0;
  double Seconds = 0;
  /// True if the time limit ended the reduction early.
  bool TimedOut = false;
};

/// Checks \p M once as the reducer does: the verdict for \p Function after
/// \p Opt (Violation and the counterexample, or why not).
llvm::Expected<FunctionResult> checkFunction(Optimizer &Opt,
                                             const llvm::Module &M,
                                             llvm::StringRef Function,
                                             const CheckOptions &Opts);

/// Finds the first violating function of \p M after \p Opt: the goal to
/// keep while reducing, or an error if nothing miscompiles.
llvm::Expected<ReduceGoal> findGoal(Optimizer &Opt, const llvm::Module &M,
                                    llvm::StringRef OnlyFunction,
                                    const CheckOptions &Opts);

/// Reduces \p M (not changed) while \p Goal holds. An error if \p Goal does
/// not hold for \p M itself, or if a delta pass breaks the delta-pass
/// contract (a reducer bug: see countTargets() and applyDelta() in
/// reducer/DeltaPasses.h).
llvm::Expected<ReduceResult> reduceModule(Optimizer &Opt, const llvm::Module &M,
                                          const ReduceGoal &Goal,
                                          const ReduceOptions &Opts);

} // namespace refinery

#endif
