//===- reducer/BugShape.h - What a culprit pass did, normalized -*- C++ -*-===//
///
/// \file
/// The shape of a reduced violation, which triage clusters on and a
/// known-bug baseline matches against: the instructions its culprit pass
/// removed from the function and added to it (a multiset difference of
/// normalized tokens, so that where the wrong value went afterwards does
/// not matter).
///
/// A token is operationShape() (opcode, poison-generating flags,
/// predicate, intrinsic), the fast-math flags, the kind of the scalar type
/// (integer widths other than i1 left out, a vector as its element) and
/// the class of each operand: for a constant `undef`, `poison`, `null`,
/// `+0.0`, `-0.0`, `nan`, `inf`, `-inf` (a floating-point value or splat
/// with rules of its own) or `k` (any other); for a value computed at run
/// time or a global's address `x`, or, where the producers count, `arg`,
/// `@` or the defining instruction's opcode (a phi's in sorted order). A basic
/// block is the token `block`; an attribute of the function, its return value
/// or a parameter `fnattr:K`, `retattr:K` or `argattr:K` (K its kind, without a
/// value). So `sdiv i8 %x, 2` and `sdiv <4 x i64> %y, splat (i64 16)` are both
/// `sdiv iN x,k`: the constants a program happens to have do not split one
/// wrong rewrite into several bugs.
///
/// The change is the multiset difference of the tokens of the module's
/// function definitions before and after the culprit pass without
/// producers: what it removed and added, not
/// where the rest of the function took the result. Where that is empty
/// (the pass only rewired operands: `add nsw (add X, C1), C2` to `add nsw
/// X, C3` leaving the inner add dead), the difference with producers; where
/// that is empty too, `order` (the pass only moved instructions).
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_REDUCER_BUGSHAPE_H
#define REFINERY_REDUCER_BUGSHAPE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace llvm {
class Function;
class Instruction;
class Module;
class Value;
} // namespace llvm

namespace refinery {

struct BugShape {
  /// The tokens the culprit pass removed from the function and added to it,
  /// sorted (with repeats); both empty if no culprit is known. A pass that
  /// only reordered instructions has the token `order` in both.
  std::vector<std::string> Removed, Added;

  bool hasChange() const { return !Removed.empty() || !Added.empty(); }
  /// "-sdiv iN x,pow2 +ashr iN x,1": the change as one string ("" if none).
  std::string changeKey() const;
};

/// How alike two changes are: the tokens they have in common over the
/// tokens of both (multisets, a removed and an added token apart), from 0
/// (nothing in common, or both empty) to 1 (the same change).
double changeSimilarity(llvm::ArrayRef<std::string> RemovedA,
                        llvm::ArrayRef<std::string> AddedA,
                        llvm::ArrayRef<std::string> RemovedB,
                        llvm::ArrayRef<std::string> AddedB);

/// The class of operand \p V (see the file comment); \p Producers: a
/// value computed at run time by what computes it.
std::string operandClass(const llvm::Value *V, bool Producers);
/// The token of \p I (see the file comment).
std::string bugToken(const llvm::Instruction &I, bool Producers);
/// The tokens of \p F: `block` and its instructions' tokens, block by block.
std::vector<std::string> bugTokens(const llvm::Function &F, bool Producers);

/// The shape of a reduced violation whose culprit pass turned module
/// \p Before into \p After. The change is over every function definition:
/// the wrong rewrite may be in a function the one of interest calls.
BugShape bugShapeOf(const llvm::Module &Before, const llvm::Module &After);

/// The shape of the reduction in directory \p ReducedDir (a finding's
/// reduced/ or `refinery reduce --out-dir`): function \p Function of its
/// src.ll must define, and culprit-before.ll and culprit-after.ll (no
/// change without them). An error names a file that cannot be read or a
/// src.ll without the function.
llvm::Expected<BugShape> readBugShape(llvm::StringRef ReducedDir,
                                      llvm::StringRef Function);

} // namespace refinery

#endif
