//===- mutators/Mutator.h - Weighted IR mutation --------------*- C++ -*-===//
///
/// \file
/// Mutates LLVM IR modules to inject what optimizers exploit: poison-
/// generating flags, select/logic and min/max idioms, freeze, interesting
/// constants, new operands, UB-carrying attributes and metadata. A Mutator
/// applies N weighted strategies, drawing every decision from one
/// ChoiceSource, so a mutant is a pure function of (module, choices). Every
/// mutant passes the verifier: the module is verified after each strategy,
/// and a strategy that cannot apply, or whose result is rejected, is undone
/// and another one is tried. Each mutant records a short description of
/// every mutation that made it.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_MUTATORS_MUTATOR_H
#define REFINERY_MUTATORS_MUTATOR_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace refinery {

class ChoiceSource;
class Strategy;

/// What a Mutator does and how often.
struct MutatorOptions {
  /// Mutations per mutant (successful strategy applications).
  unsigned Mutations = 3;
  /// Weights by strategy name (see Mutator::strategyNames()); they replace
  /// the strategies' default weights. A weight of 0 disables a strategy.
  std::map<std::string, unsigned> Weights;
  /// If true, only the strategies named in Weights are used.
  bool OnlyWeighted = false;
  /// If not empty, only these function definitions are mutated (other
  /// functions may still change where a mutation needs it, e.g. the callers
  /// of a function that gets a new argument).
  std::vector<std::string> Functions;
  /// Upper bound on the parameters a function may reach through the
  /// new-argument strategy.
  unsigned MaxParams = 16;
  /// Failed attempts (a strategy whose result does not verify or is
  /// rejected) tolerated per mutant before it is returned with fewer
  /// mutations than asked.
  unsigned MaxFailures = 64;
};

/// One mutation that made a mutant.
struct MutationRecord {
  /// The strategy's name ("flags", "select-logic", ...).
  std::string Strategy;
  /// A short description naming values as the mutant prints them, e.g.
  /// "add nsw to %x in @f" or "select->and at %s in @g".
  std::string Description;
};

/// A mutated module and how it was made.
struct Mutant {
  std::unique_ptr<llvm::Module> M;
  std::vector<MutationRecord> Mutations;
  /// Strategy applications that were undone because the result did not
  /// verify or was rejected (e.g. a FuzzMutate strategy that introduced a
  /// poison literal).
  unsigned Rejected = 0;
  /// Why each of them was undone: "<strategy>: verifier: <message>" or
  /// "<strategy>: rejected".
  std::vector<std::string> Rejections;
};

/// Applies weighted mutation strategies to modules. The strategies keep no
/// state between calls: a const Mutator may be shared by threads that
/// mutate modules of separate LLVMContexts, each with its own ChoiceSource.
class Mutator {
public:
  /// Builds the default strategies with \p Opts' weights. Unknown strategy
  /// names in Opts.Weights are an error.
  static llvm::Expected<std::unique_ptr<Mutator>> create(MutatorOptions Opts);
  ~Mutator();

  /// Mutates a copy of \p Src (in Src's context).
  Mutant mutate(const llvm::Module &Src, ChoiceSource &CS) const;
  /// Mutates \p M, which the Mutant then owns.
  Mutant mutate(std::unique_ptr<llvm::Module> M, ChoiceSource &CS) const;

  /// Strategy names with their effective weights, in a fixed order.
  std::vector<std::pair<std::string, unsigned>> weights() const;
  /// One-line summary of the strategy \p Name (empty if unknown).
  llvm::StringRef summary(llvm::StringRef Name) const;
  /// The names of all strategies, in a fixed order.
  static std::vector<std::string> strategyNames();

  const MutatorOptions &options() const { return Opts; }

private:
  Mutator(MutatorOptions Opts,
          std::vector<std::unique_ptr<Strategy>> Strategies,
          std::vector<unsigned> Weights);
  MutatorOptions Opts;
  std::vector<std::unique_ptr<Strategy>> Strategies;
  std::vector<unsigned> Weights;
};

/// Parses a strategy list "name[=W],name[=W],..." into \p Opts.Weights (a
/// name without a weight gets the strategy's default weight) and sets
/// Opts.OnlyWeighted, so that only the listed strategies run.
llvm::Error parseStrategyList(llvm::StringRef List, MutatorOptions &Opts);

} // namespace refinery

#endif
