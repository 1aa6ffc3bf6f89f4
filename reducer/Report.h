//===- reducer/Report.h - Reducing findings and writing reports -*- C++ -*-===//
///
/// \file
/// Reduction of one finding or file end to end (goal, delta reduction,
/// culprit pass) and its outputs: the reduced module, the Alive2-style
/// @src/@tgt pair, a lit test, the culprit's own before/after IR and
/// reduced.json (schema refinery.reduced/1, see docs/reduce.md).
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_REDUCER_REPORT_H
#define REFINERY_REDUCER_REPORT_H

#include "reducer/Culprit.h"
#include "reducer/FindingFile.h"
#include "reducer/Reducer.h"
#include <optional>

namespace llvm {
class Function;
class LLVMContext;
class raw_ostream;
} // namespace llvm

namespace refinery {

/// A reduced case with what is known about it.
struct ReductionReport {
  /// The finding's id, or empty for a plain file.
  std::string FindingId;
  ReduceGoal Goal;
  OptimizerOptions Pipeline;
  ReduceResult Result;
  std::optional<CulpritResult> Culprit;
  /// Why there is no culprit, if the search failed.
  std::string CulpritError;
};

/// Reduces the violation of \p M after \p Pipeline: of \p Goal.Function
/// (the first violating function if empty) and of kind \p Goal.Kind (the
/// one found if None); then finds the culprit pass if \p FindCulprit.
llvm::Expected<ReductionReport>
reduceViolation(const llvm::Module &M, const OptimizerOptions &Pipeline,
                ReduceGoal Goal, const ReduceOptions &Opts, bool FindCulprit);

/// Reduces the violation finding \p F of directory \p Dir (its src.ll,
/// read into \p Ctx, which must outlive the report) after \p Pipeline
/// (F's pipeline, optimizerOptionsOf(), with the caller's time limit).
llvm::Expected<ReductionReport>
reduceFinding(const Finding &F, llvm::StringRef Dir,
              const OptimizerOptions &Pipeline, llvm::LLVMContext &Ctx,
              const ReduceOptions &Opts, bool FindCulprit);

/// Writes \p R into \p OutDir (created): src.ll, alive.ll, test.ll,
/// reduced.json and, with a culprit, culprit.json, culprit-before.ll and
/// culprit-after.ll.
llvm::Error writeReport(const ReductionReport &R, llvm::StringRef OutDir);

/// The shape of a function for clustering: its opcodes in order, with
/// compare predicates and callee names without type suffixes
/// ("icmp slt,select,ret").
std::string shapeOf(const llvm::Function &F);

/// The module of \p Src with \p Function renamed @src and the optimized
/// function of \p Tgt added as @tgt (Alive2's format).
llvm::Expected<std::string> makeAlivePair(const llvm::Module &Src,
                                          const llvm::Module &Tgt,
                                          llvm::StringRef Function);

/// A lit test: RUN line with `refinery check` and CHECK lines for the
/// violation, then the module.
std::string makeLitTest(const ReductionReport &R);

/// The counterexample as `refinery exec --arg` values, or empty if an
/// argument is a buffer.
std::vector<std::string> execArgs(const llvm::Module &M,
                                  const llvm::Function &F, const Input &In);

/// Prints a summary of \p R for people.
void printSummary(const ReductionReport &R, llvm::raw_ostream &OS);

} // namespace refinery

#endif
