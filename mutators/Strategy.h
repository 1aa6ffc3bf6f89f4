//===- mutators/Strategy.h - One kind of mutation -------------*- C++ -*-===//
///
/// \file
/// The interface every mutation strategy implements, the context it runs
/// in, and the description it leaves. Strategies are small focused classes
/// (mutators/*Strategies.cpp); Mutator (mutators/Mutator.cpp) picks them by
/// weight, verifies their result and undoes failures.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_MUTATORS_STRATEGY_H
#define REFINERY_MUTATORS_STRATEGY_H

#include "mutators/Mutator.h"
#include "support/Random.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/ValueHandle.h"
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class Function;
class Instruction;
class Module;
class ModuleSlotTracker;
class Value;
} // namespace llvm

namespace refinery {

/// A mutation's description, e.g. "add nsw to %x in @f". Values are kept as
/// handles and printed when the mutant is finished, so that an unnamed
/// value is named by its slot in the mutant as printed; a value deleted
/// (or replaced and deleted) by a later mutation prints as it did when the
/// description was made.
class Description {
public:
  Description &operator<<(llvm::StringRef S);
  Description &operator<<(const char *S) { return *this << llvm::StringRef(S); }
  Description &operator<<(const std::string &S) {
    return *this << llvm::StringRef(S);
  }
  Description &operator<<(int64_t N);
  /// A value: printed as an operand without type ("%x", "%5", "@g",
  /// "i8 7" for constants: constants print with their type).
  Description &operator<<(const llvm::Value *V);
  /// "@name" of a function (by name, which survives signature changes).
  Description &fn(const llvm::Function &F);

  bool empty() const { return Parts.empty(); }
  /// Prints the description; \p MST must track the final module.
  std::string render(llvm::ModuleSlotTracker &MST) const;

  /// A value reference inside the description.
  struct Part {
    std::string Text;
    llvm::WeakVH V;
    bool IsValue = false;
  };
  std::vector<Part> &parts() { return Parts; }

private:
  std::vector<Part> Parts;
};

/// What a strategy may use while it mutates one module.
class MutationContext {
public:
  MutationContext(llvm::Module &M, ChoiceSource &CS,
                  const MutatorOptions &Opts);

  llvm::Module &module() { return M; }
  ChoiceSource &rng() { return CS; }
  const MutatorOptions &options() const { return Opts; }

  /// The function definitions that may be mutated, in module order.
  llvm::ArrayRef<llvm::Function *> functions() const { return Funcs; }
  /// The instructions of functions() for which \p Pred holds, in order.
  std::vector<llvm::Instruction *>
  instructions(llvm::function_ref<bool(llvm::Instruction &)> Pred) const;

  /// A uniform index below \p N (N > 0).
  size_t index(size_t N) {
    assert(N > 0 && "choice among nothing");
    return CS.below(N);
  }
  template <typename T> T &pick(std::vector<T> &Items) {
    return Items[index(Items.size())];
  }
  template <typename T> const T &pick(llvm::ArrayRef<T> Items) {
    return Items[index(Items.size())];
  }

private:
  llvm::Module &M;
  ChoiceSource &CS;
  const MutatorOptions &Opts;
  std::vector<llvm::Function *> Funcs;
};

/// One kind of mutation.
class Strategy {
public:
  virtual ~Strategy();
  /// A stable short name ("flags"), used for weights and in records.
  virtual llvm::StringRef name() const = 0;
  /// One line for `refinery mutate --list-strategies`.
  virtual llvm::StringRef summary() const = 0;
  virtual unsigned defaultWeight() const = 0;
  /// Applies one mutation and describes it in \p D. Returns false if the
  /// strategy finds nothing to mutate; then the module must be unchanged
  /// unless mayChangeOnFailure() says otherwise.
  virtual bool apply(MutationContext &Ctx, Description &D) = 0;
  /// True if apply() may leave changes behind when it returns false.
  virtual bool mayChangeOnFailure() const { return false; }
  /// Called after a successful apply() on a module that verifies: returns
  /// false to reject the result (the Mutator then undoes it). \p Before is
  /// the module as it was before apply().
  virtual bool accept(const llvm::Module &Before, const llvm::Module &After) {
    return true;
  }
};

/// The built-in strategies in their fixed order (Refinery's own first,
/// then the FuzzMutate-based ones).
std::vector<std::unique_ptr<Strategy>> createDefaultStrategies();

// Factories, one per strategy class (mutators/*Strategies.cpp).
std::unique_ptr<Strategy> createFlagStrategy();
std::unique_ptr<Strategy> createSelectLogicStrategy();
std::unique_ptr<Strategy> createSelectSwapStrategy();
std::unique_ptr<Strategy> createRelatedSelectStrategy();
std::unique_ptr<Strategy> createMinMaxStrategy();
std::unique_ptr<Strategy> createFPFormsStrategy();
std::unique_ptr<Strategy> createFreezeStrategy();
std::unique_ptr<Strategy> createConstantStrategy();
std::unique_ptr<Strategy> createDominatingOperandStrategy();
std::unique_ptr<Strategy> createNewArgumentStrategy();
std::unique_ptr<Strategy> createOpcodeStrategy();
std::unique_ptr<Strategy> createPredicateStrategy();
std::unique_ptr<Strategy> createCommuteStrategy();
std::unique_ptr<Strategy> createMoveStrategy();
std::unique_ptr<Strategy> createWidthStrategy();
std::unique_ptr<Strategy> createAttributeStrategy();
std::unique_ptr<Strategy> createMetadataStrategy();
std::vector<std::unique_ptr<Strategy>> createFuzzMutateStrategies();

} // namespace refinery

#endif
