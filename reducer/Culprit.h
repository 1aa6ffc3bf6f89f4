//===- reducer/Culprit.h - The pass that breaks refinement ------*- C++ -*-===//
///
/// \file
/// Runs a pipeline pass by pass under pass instrumentation and checks, after
/// every pass that changed the module, that the function of interest after
/// the pass refines the function before it. The first pass that fails is
/// the culprit; its own input and output are kept, and a one-pass pipeline
/// for `opt -passes=` is checked to reproduce the violation.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_REDUCER_CULPRIT_H
#define REFINERY_REDUCER_CULPRIT_H

#include "oracle/Checker.h"
#include "oracle/Optimizer.h"
#include "llvm/Support/Error.h"
#include <string>

namespace llvm {
class Module;
}

namespace refinery {

struct CulpritResult {
  bool Found = false;
  /// The pass as `opt -passes=` names it (with the parameters the user's
  /// pipeline gave it), or its class name if it has no pipeline name.
  std::string PassName;
  /// The pass's C++ class, as pass instrumentation reports it.
  std::string ClassName;
  /// The IR unit it ran on: "module", "cgscc", "function" or "loop".
  std::string Unit;
  /// 1-based position among the passes run (not counting pass managers
  /// and adaptors), and how many ran before the search stopped.
  unsigned Position = 0, PassesRun = 0;
  /// The whole module before and after the pass.
  std::string BeforeIR, AfterIR;
  /// The violation of the pass's output against its input.
  FunctionResult Check;
  /// A one-pass pipeline for `opt -passes=`, and whether running it on
  /// BeforeIR shows the violation again.
  std::string Pipeline;
  bool Reproduces = false;
  /// The reproducer command, on a file culprit-before.ll.
  std::string Command;
};

/// Finds the first pass of \p Pipeline (run in-process, with its plugins)
/// whose output does not refine its input for \p Function of \p M.
/// Found is false if every pass refines its input (the violation needs
/// several passes together). With an external opt (Pipeline.OptPath), its
/// pipeline is bisected with -opt-bisect-limit instead: the smallest number
/// of passes whose output does not refine \p M names the pass; each run of
/// that opt is announced to \p Groups (externalProcessGroup), if given.
llvm::Expected<CulpritResult> findCulprit(const OptimizerOptions &Pipeline,
                                          const llvm::Module &M,
                                          llvm::StringRef Function,
                                          const CheckOptions &Opts,
                                          PassObserver *Groups = nullptr);

} // namespace refinery

#endif
