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

/// Semantics-preserving tidying after a delta: unreachable blocks, blocks
/// merged into their single predecessor, trivially dead instructions,
/// unused declarations, internal functions and globals (\p Keep stays).
void cleanupModule(llvm::Module &M, llvm::StringRef Keep);

} // namespace refinery

#endif
