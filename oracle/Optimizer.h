//===- oracle/Optimizer.h - Running an optimization pipeline ----*- C++ -*-===//
///
/// \file
/// The optimizer adapters: LLVM 22's PassBuilder in-process, or an external
/// `opt` binary of any LLVM release since 15 (text IR through temporary
/// files, with a timeout), both with optional pass plugins.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_ORACLE_OPTIMIZER_H
#define REFINERY_ORACLE_OPTIMIZER_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class LLVMContext;
class Module;
class PassInstrumentationCallbacks;
class PassPlugin;
} // namespace llvm

namespace refinery {

struct OptimizerOptions {
  /// A new-pass-manager pipeline, as for `opt -passes=`.
  std::string Passes = "default<O2>";
  /// An external opt binary; empty runs PassBuilder in-process.
  std::string OptPath;
  /// Extra flags for the external opt (e.g. -mtriple=...,
  /// -force-vector-width=4).
  std::vector<std::string> OptArgs;
  /// Pass plugins, loaded in-process and passed to the external opt.
  std::vector<std::string> Plugins;
  /// Seconds an external opt may run (0: no limit). It runs in a process
  /// group of its own, killed as a whole at the timeout or when refinery is
  /// interrupted (SIGINT, SIGTERM, SIGHUP), so nothing it started (a
  /// script's children) outlives it; after a normal exit the group is left
  /// alone.
  unsigned TimeoutSeconds = 120;
  /// Runs an in-process pipeline first in a forked child (runForked), as
  /// a probe, then, if it returned there, in the caller: a pass that ends
  /// the process (an LLVM ERROR, such as InstCombine's fixpoint
  /// verification, or a crash) is an error of optimize(), not the caller's
  /// end. It costs a second run of the pipeline: for a one-shot command.
  /// Not with a PassObserver.
  bool Isolated = false;
};

/// An external opt could not parse the module it was given (an older
/// release and IR syntax it does not know): not a finding about the
/// optimizer.
class UnreadableModuleError : public llvm::ErrorInfo<UnreadableModuleError> {
public:
  static char ID;
  explicit UnreadableModuleError(std::string Msg) : Msg(std::move(Msg)) {}
  void log(llvm::raw_ostream &OS) const override { OS << Msg; }
  std::error_code convertToErrorCode() const override {
    return llvm::inconvertibleErrorCode();
  }

private:
  std::string Msg;
};

/// Watches the passes of an in-process run, e.g. to name the pass that was
/// running when the optimizer crashed, or to learn which passes changed a
/// module (coverage of optimizer behaviour for campaigns).
class PassObserver {
public:
  virtual ~PassObserver();
  /// Before pass \p Pass (its pipeline name where LLVM knows one, e.g.
  /// "instcombine", else its class name) runs on a unit of IR: \p Function
  /// names the function for function and loop passes, empty for module
  /// and CGSCC passes.
  virtual void beforePass(llvm::StringRef Pass, llvm::StringRef Function) {}
  /// After it ran; \p Changed: the pass did not report every analysis
  /// preserved (a pass that changed nothing returns all() by convention).
  virtual void afterPass(llvm::StringRef Pass, llvm::StringRef Function,
                         bool Changed) {}
  /// The pipeline's result did not verify and \p Pass (on \p Function,
  /// empty for a module or SCC pass) was the first after which the module
  /// was invalid (found by running the pipeline again, verifying after
  /// every pass).
  virtual void invalidAfter(llvm::StringRef Pass, llvm::StringRef Function) {}
  /// An external opt now runs as process group \p Group (its own, holding
  /// everything it starts); 0 once it ended, before it is reaped, so a
  /// published id never names another process. For a supervisor that
  /// abandons a worker to kill the worker's opt with it.
  virtual void externalProcessGroup(int Group) {}
};

/// Runs one configured pipeline on modules.
class Optimizer {
public:
  /// Loads the plugins and checks the options.
  static llvm::Expected<std::unique_ptr<Optimizer>>
  create(OptimizerOptions Opts);
  ~Optimizer();

  /// Optimizes a copy of \p M into a new module in \p M's context. With
  /// \p SourceFile set, an external opt reads that file as it is (so an
  /// older opt parses the user's own text) instead of \p M printed by
  /// LLVM 22.
  /// \p Observer, if given, sees every pass of an in-process run (an
  /// external opt reports none).
  /// \p Stderr, if given, gets an external opt's standard error (e.g. its
  /// -opt-bisect-limit log) when it succeeds.
  /// Errors: the optimizer failed, crashed or timed out, or its result is
  /// empty, not valid IR or lacks a definition of \p M that no correct
  /// optimizer drops (any but local, linkonce and available_externally
  /// ones; so every function refinery checks).
  llvm::Expected<std::unique_ptr<llvm::Module>>
  optimize(const llvm::Module &M, llvm::StringRef SourceFile = "",
           PassObserver *Observer = nullptr, std::string *Stderr = nullptr);

  /// Optimizes a copy of \p M in-process with \p PIC as the pass
  /// instrumentation (to watch each pass); the external opt is not used.
  llvm::Expected<std::unique_ptr<llvm::Module>>
  optimizeInstrumented(const llvm::Module &M,
                       llvm::PassInstrumentationCallbacks &PIC);

  const OptimizerOptions &options() const { return Opts; }
  bool isExternal() const { return !Opts.OptPath.empty(); }
  /// "opt-22 -passes=..." or the external command, for reports.
  std::string describe() const { return describe(Opts); }
  /// The same for a pipeline configured by \p Opts.
  static std::string describe(const OptimizerOptions &Opts);

private:
  explicit Optimizer(OptimizerOptions Opts) : Opts(std::move(Opts)) {}
  llvm::Expected<std::unique_ptr<llvm::Module>>
  runInProcess(const llvm::Module &M, PassObserver *Observer,
               llvm::PassInstrumentationCallbacks *CallerPIC = nullptr);
  /// Runs the pipeline on \p M in place, with \p CallerPIC (if given) as
  /// the pass instrumentation, else one that feeds \p Observer.
  llvm::Error runPipeline(llvm::Module &M, PassObserver *Observer,
                          llvm::PassInstrumentationCallbacks *CallerPIC);
  /// runInProcess probed in a forked child (OptimizerOptions::Isolated).
  llvm::Expected<std::unique_ptr<llvm::Module>>
  runIsolated(const llvm::Module &M);
  llvm::Expected<std::unique_ptr<llvm::Module>>
  runExternal(const llvm::Module &M, llvm::StringRef SourceFile,
              PassObserver *Observer, std::string *StderrOut);

  OptimizerOptions Opts;
  std::vector<std::unique_ptr<llvm::PassPlugin>> Loaded;
};

} // namespace refinery

#endif
