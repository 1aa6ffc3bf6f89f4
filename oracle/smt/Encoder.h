//===- oracle/smt/Encoder.h - SMT encoding of functions ---------*- C++ -*-===//
///
/// \file
/// Encodes a loop-free LLVM function over integers and vectors of integers
/// into Z3 terms: its return value (per lane: bits and poison), whether it
/// has immediate UB, and the fresh variables its freeze instructions choose.
/// Control flow is encoded by path conditions: a block runs when the
/// disjunction of its incoming edges' conditions holds; a phi is the value
/// of the edge taken. Exact mode refuses everything it cannot encode
/// exactly (loops, memory, calls, floating point, undef, unknown
/// intrinsics and attributes): the function is then outside the fragment.
/// Approximate mode (for input synthesis only, never for proofs) replaces
/// whatever it cannot encode by fresh unconstrained values and ignores back
/// edges (the first iteration of a loop).
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_ORACLE_SMT_ENCODER_H
#define REFINERY_ORACLE_SMT_ENCODER_H

#include "oracle/smt/LaneOps.h"
#include "llvm/ADT/DenseMap.h"
#include <string>
#include <vector>

namespace llvm {
class BasicBlock;
class Function;
class Instruction;
class Type;
class Value;
} // namespace llvm

namespace refinery {
namespace smt {

/// A value: one lane for a scalar, one per element for a vector; a struct
/// (the result of *.with.overflow) holds its fields instead.
/// An SVal with neither lanes nor fields is unknown (approximate mode only).
struct SVal {
  std::vector<Lane> Lanes;
  std::vector<SVal> Fields;
  bool unknown() const { return Lanes.empty() && Fields.empty(); }
};

/// A condition in the source worth an input on each side of it (a flag
/// that may make poison, a UB guard, a comparison, a branch).
struct BoundaryPoint {
  const llvm::Instruction *I;
  /// True exactly at the inputs where the condition fires (e.g. the nsw
  /// add overflows), for non-poison operands.
  z3::expr Fires;
  /// The path condition of the instruction's block.
  z3::expr Reach;
  std::string What;
};

/// The encoding of one function.
struct FunctionEncoding {
  /// False if something could not be encoded exactly (exact mode); Why says
  /// what.
  bool InFragment = true;
  std::string Why;
  /// True when the call has immediate UB.
  z3::expr UB;
  /// The returned value (after the return attributes).
  SVal Ret;
  /// The variables chosen by freeze instructions.
  z3::expr_vector Choices;
  /// For input synthesis: the conditions of the source worth inputs.
  std::vector<BoundaryPoint> Boundaries;
  explicit FunctionEncoding(z3::context &C)
      : UB(C.bool_val(false)), Choices(C) {}
};

/// The input variables of \p F's parameters, named "<arg>.<lane>" (bits)
/// and "<arg>.<lane>.poison". A parameter that is not an integer or a
/// vector of integers gets an empty SVal (unknown) if \p AllowUnknown, else
/// the function returns false with \p Why.
bool makeInputVars(z3::context &C, const llvm::Function &F,
                   std::vector<SVal> &Args, std::string &Why,
                   bool AllowUnknown = false);

/// Encodes \p F applied to \p Args. \p Prefix names its freeze variables.
/// \p Approximate: see the file comment. \p CollectBoundaries fills
/// FunctionEncoding::Boundaries.
FunctionEncoding encodeFunction(z3::context &C, const llvm::Function &F,
                                const std::vector<SVal> &Args,
                                llvm::StringRef Prefix, bool Approximate,
                                bool CollectBoundaries);

} // namespace smt
} // namespace refinery

#endif
