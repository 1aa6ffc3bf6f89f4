//===- mutators/MutationUtil.h - Helpers shared by strategies -*- C++ -*-===//
///
/// \file
/// Operand classification, dominating values, interesting constants and
/// insertion points: what several strategies need to keep IR valid.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_MUTATORS_MUTATIONUTIL_H
#define REFINERY_MUTATORS_MUTATIONUTIL_H

#include "mutators/Strategy.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/IR/BasicBlock.h"
#include <optional>
#include <vector>

namespace llvm {
class DominatorTree;
class Type;
class Use;
} // namespace llvm

namespace refinery {

/// An operand of an instruction.
struct OperandRef {
  llvm::Instruction *I;
  unsigned OpNo;
  llvm::Value *get() const;
  llvm::Use &use() const;
};

/// True for types whose values strategies exchange freely: integers,
/// floating point, pointers and vectors of those.
bool isValueType(const llvm::Type *Ty);

/// True if operand \p OpNo of \p I must keep its exact value: callees,
/// immarg arguments, switch case values, GEP struct indices, alloca sizes,
/// operands of EH pads, lifetime markers and other intrinsics whose
/// operands have rules beyond their type, labels, tokens and metadata.
bool isFixedOperand(const llvm::Instruction &I, unsigned OpNo);

/// True if operand \p OpNo of \p I may be replaced by another constant of
/// the same type (looser than !isFixedOperand: i1 immarg arguments and
/// switch case values may change, the latter to a value no other case has).
bool isConstantReplaceableOperand(const llvm::Instruction &I, unsigned OpNo);

/// Every operand of functions() for which isFixedOperand is false and whose
/// type is a value type, in order.
std::vector<OperandRef> replaceableOperands(const MutationContext &Ctx);

/// Values of type \p Ty available at use \p U (which belongs to a function
/// \p DT is the tree of): arguments, instructions that dominate the use,
/// and for pointers the module's global variables. Excludes the value
/// currently used and the user itself.
std::vector<llvm::Value *> dominatingValues(const llvm::Use &U, llvm::Type *Ty,
                                            const llvm::DominatorTree &DT);
/// Values of type \p Ty available just before \p Pos (arguments and
/// instructions that dominate it), excluding \p Pos itself.
std::vector<llvm::Value *> valuesAvailableAt(llvm::Instruction *Pos,
                                             llvm::Type *Ty,
                                             const llvm::DominatorTree &DT);

/// The distinct integer constants of width \p Width that \p F uses (vector
/// lanes included), in order of appearance.
std::vector<llvm::APInt> intConstantsIn(const llvm::Function &F,
                                        unsigned Width);
/// The distinct finite floating-point constants of \p F with semantics
/// \p Sem, in order of appearance.
std::vector<llvm::APFloat> fpConstantsIn(const llvm::Function &F,
                                         const llvm::fltSemantics &Sem);

/// Modules with integers wider than this are not mutated (Mutator::mutate):
/// LLVM prints constants in decimal, in time quadratic in their width.
constexpr unsigned MaxWideConstantBits = 4096;

/// An interesting \p Width-bit integer: 0, +-1, MIN, MAX and neighbours,
/// bw-1/bw/bw+1, powers of two and their neighbours, neighbours of
/// \p Known, and neighbours of \p Cur; different from \p Cur when
/// possible.
llvm::APInt interestingInt(ChoiceSource &CS, unsigned Width,
                           llvm::ArrayRef<llvm::APInt> Known,
                           const llvm::APInt *Cur = nullptr);
/// An interesting float: +-0, +-1, 0.5, 2, +-inf, NaN, the smallest
/// subnormal, the smallest normal, the largest finite value, neighbours of
/// \p Known and of \p Cur; different from \p Cur when possible.
llvm::APFloat interestingFloat(ChoiceSource &CS, const llvm::fltSemantics &Sem,
                               llvm::ArrayRef<llvm::APFloat> Known,
                               const llvm::APFloat *Cur = nullptr);

/// The first point after the definition of \p V where an instruction
/// using it may go (after the phis of a phi's block, at the entry for an
/// argument); none for values defined by terminators (invoke, callbr).
std::optional<llvm::BasicBlock::iterator>
insertionPointAfterDef(llvm::Value *V);

/// True if \p BB ends in a musttail call (nothing may go between the call
/// and the ret).
bool hasMustTailCall(const llvm::BasicBlock &BB);

/// Builds `xor C, true` (all ones for vectors) before \p Pos, or folds it
/// for a constant.
llvm::Value *createNot(llvm::Value *C, llvm::Instruction *Pos);

/// Sets operand \p OpNo of \p I to \p V; for a phi, every entry for the
/// same incoming block (a phi's entries for one block must agree).
void replaceOperand(llvm::Instruction *I, unsigned OpNo, llvm::Value *V);

/// Replaces \p Old by \p New (which takes its name) and erases it.
void replaceInst(llvm::Instruction *Old, llvm::Value *New);

/// True if \p I is a call to an intrinsic.
bool isIntrinsicCall(const llvm::Instruction &I);

} // namespace refinery

#endif
