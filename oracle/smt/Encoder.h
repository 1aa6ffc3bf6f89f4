//===- oracle/smt/Encoder.h - SMT encoding of functions ---------*- C++ -*-===//
///
/// \file
/// Encodes an LLVM function over integers, floating point (EncodeFloat.cpp)
/// and vectors of them, and the memory of its allocas (EncodeMemory.cpp),
/// into Z3 terms: its return
/// value (per lane: bits and poison), whether it has immediate UB, and the
/// fresh variables its freeze instructions and its uses of undef choose.
/// Control flow is encoded by path conditions: a block runs when the
/// disjunction of its incoming edges' conditions holds; a phi is the value
/// of the edge taken; loops are unrolled a bounded number of times. Exact
/// mode refuses everything it cannot encode exactly (memory other than
/// allocas that no pointer leaves, calls, frem, floating-point types other
/// than half/bfloat/float/double/fp128, unknown intrinsics and attributes):
/// the function is then outside the fragment.
/// Approximate mode (for input synthesis only, never for proofs) replaces
/// whatever it cannot encode by fresh unconstrained values and ignores back
/// edges (the first iteration of a loop).
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_ORACLE_SMT_ENCODER_H
#define REFINERY_ORACLE_SMT_ENCODER_H

#include "oracle/smt/LaneOps.h"
#include "oracle/smt/Smt.h"
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
  /// For an argument that may be undef: per lane, true where it is (each
  /// use then sees a value of its own; LangRef "Undefined Values").
  std::vector<z3::expr> Undef;
  /// For a load: per lane, the mask of its bits read from undef bytes
  /// (each use sees other values there).
  std::vector<z3::expr> UndefBits;
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
  /// The variables chosen by freeze instructions and by each use of an
  /// undef constant or argument.
  z3::expr_vector Choices;
  /// Where each choice comes from, parallel to Choices: "freeze.<width>",
  /// "undef.<width>" (a constant) or "arg<N>.<lane>" (an argument's undef),
  /// so that the prover can pair a source choice with the target's of the
  /// same origin.
  std::vector<std::string> ChoiceOrigins;
  /// When the returned value may depend on an undef (not through a
  /// freeze; Encoder's taint): the caller may then see an undef.
  z3::expr RetMayBeUndef;
  /// When a value computed from an undef (not through a freeze) has more
  /// than one use, or is stored. LangRef "Undefined Values" lets each use
  /// (each load of the stored bytes) see another value; the encoding gives
  /// it one, which under-approximates what the function may do: fine for
  /// a source, not for a target.
  z3::expr UndefReused;
  /// The caller's memory blocks pointer arguments may point into, by
  /// block id - 1: symbolic size, address and writability, the same
  /// variables in source and target. Their bytes start as the array
  /// "mem0" holds them.
  struct NonLocalBlock {
    z3::expr Size, Base, Writable;
  };
  std::vector<NonLocalBlock> NonLocal;
  /// The memory when the function returns (with NonLocal blocks).
  std::optional<z3::expr> FinalMem;
  /// The addresses (block id and offset) a store may have written, on any
  /// path (with NonLocal blocks): the caller's bytes elsewhere keep their
  /// input.
  std::vector<z3::expr> Written;
  /// What the inputs must satisfy (blocks that do not wrap around or
  /// start at address 0).
  z3::expr InputOK;
  /// When the run takes more back edges than the unroll bound
  /// (encodeFunction's \p Unroll): what it does then is not encoded.
  z3::expr Cut;
  /// Whether the function has a loop (unrolled in exact mode).
  bool HasLoops = false;
  /// For input synthesis: the conditions of the source worth inputs.
  std::vector<BoundaryPoint> Boundaries;
  explicit FunctionEncoding(z3::context &C)
      : UB(C.bool_val(false)), Choices(C), RetMayBeUndef(C.bool_val(false)),
        UndefReused(C.bool_val(false)), InputOK(C.bool_val(true)),
        Cut(C.bool_val(false)) {}
};

/// The input variables of \p F's parameters, named "<arg>.<lane>" (bits)
/// and "<arg>.<lane>.poison"; with \p UndefInputs also "<arg>.<lane>.undef"
/// for parameters without noundef (SVal::Undef). A parameter that is not an
/// integer or a vector of integers gets an empty SVal (unknown) if
/// \p AllowUnknown, else the function returns false with \p Why, as it
/// does for a range parameter without noundef when \p UndefInputs
/// (whether an undef lies in a range LangRef leaves open).
bool makeInputVars(z3::context &C, const llvm::Function &F,
                   std::vector<SVal> &Args, std::string &Why,
                   bool AllowUnknown = false, bool UndefInputs = false);

/// The parameters of one solver query in \p C: a time limit of
/// \p TimeoutMs and \p SO's memory limit (max_memory; past either the
/// answer is unknown).
inline z3::params queryLimits(z3::context &C, unsigned TimeoutMs,
                              const SmtOptions &SO) {
  z3::params P(C);
  P.set("timeout", TimeoutMs);
  P.set("max_memory", SO.MaxMemoryMB);
  return P;
}

/// Encodes \p F applied to \p Args. \p Prefix names its choice variables
/// (freezes and the uses of undef, FunctionEncoding::Choices).
/// \p Approximate: see the file comment. \p CollectBoundaries fills
/// FunctionEncoding::Boundaries. \p Target: \p F is the target of a
/// refinement check, whose UB on undef operands is over-approximated (the
/// source's under-approximated). \p Unroll (exact mode): a loop is
/// encoded for runs that take at most this many back edges in all
/// (FunctionEncoding::Cut says when a run takes more); 0 puts functions
/// with loops outside the fragment.
FunctionEncoding encodeFunction(z3::context &C, const llvm::Function &F,
                                const std::vector<SVal> &Args,
                                llvm::StringRef Prefix, bool Approximate,
                                bool CollectBoundaries, bool Target = false,
                                unsigned Unroll = 0);

} // namespace smt
} // namespace refinery

#endif
