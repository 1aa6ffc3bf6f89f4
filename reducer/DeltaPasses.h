//===- reducer/DeltaPasses.h - The delta passes of the reducer --*- C++ -*-===//
///
/// \file
/// Internal to the reducer. A delta pass enumerates its targets (things it
/// could remove or simplify) in a deterministic order and asks a
/// TargetChooser about each one; a target that is not kept is changed. The
/// reducer decides which targets to change (delta debugging over chunks of
/// target indices) and tests the result.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_REDUCER_DELTAPASSES_H
#define REFINERY_REDUCER_DELTAPASSES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <utility>
#include <vector>

namespace llvm {
class Module;
}

namespace refinery {

/// A half-open range [first, second) of target indices.
using Chunk = std::pair<unsigned, unsigned>;

/// Answers, target by target, whether a delta pass keeps it.
class TargetChooser {
public:
  /// Changes the targets in \p Change; keeps every other one.
  explicit TargetChooser(llvm::ArrayRef<Chunk> Change) : Change(Change) {}

  /// Asks about the next target: true to keep it as it is.
  bool shouldKeep() {
    unsigned K = Index++;
    for (const Chunk &C : Change)
      if (K >= C.first && K < C.second)
        return false;
    return true;
  }
  /// The targets asked about so far.
  unsigned numTargets() const { return Index; }

private:
  llvm::ArrayRef<Chunk> Change;
  unsigned Index = 0;
};

/// One delta pass: changes the targets \p C does not keep in \p M (the
/// function \p Keep is the one of interest and is never removed). Returns
/// the changed module, a new one, or null if the change is impossible.
using DeltaFn = std::unique_ptr<llvm::Module> (*)(
    TargetChooser &C, std::unique_ptr<llvm::Module> M, llvm::StringRef Keep);

struct DeltaPass {
  const char *Name;
  DeltaFn Run;
};

/// All delta passes in their default order.
llvm::ArrayRef<DeltaPass> allDeltaPasses();

// The delta-pass contract, checked as llvm-reduce's runDeltaPass checks it
// (llvm/tools/llvm-reduce/deltas/Delta.cpp): a pass asks about the same
// targets, in the same order, whatever it changes, so that the indices of a
// chunk name the same targets on every candidate; and a run that keeps
// every target leaves a module that verifies. A pass that breaks it is a
// bug of the reducer, not of the module being reduced: the two functions
// below report it as an error naming the pass.

/// The number of targets of \p P in \p M (not changed): \p P runs on a
/// clone of \p M with every target kept. An error if that run leaves a
/// module that does not verify. \p M must verify.
llvm::Expected<unsigned> countTargets(const DeltaPass &P, const llvm::Module &M,
                                      llvm::StringRef Keep);

/// Runs \p P on a clone of \p M, changing the targets in \p Change; null
/// if the pass could not make the change. An error if the pass asked about
/// other than \p NumTargets targets (the count of countTargets() on \p M).
llvm::Expected<std::unique_ptr<llvm::Module>>
applyDelta(const DeltaPass &P, const llvm::Module &M, llvm::StringRef Keep,
           llvm::ArrayRef<Chunk> Change, unsigned NumTargets);

/// Semantics-preserving tidying after a delta: unreachable blocks, blocks
/// merged into their single predecessor, trivially dead instructions,
/// unused declarations, internal functions and globals (\p Keep stays).
void cleanupModule(llvm::Module &M, llvm::StringRef Keep);

} // namespace refinery

#endif
