//===- semantics/Intrinsics.h - Intrinsics without memory -------*- C++ -*-===//
///
/// \file
/// Evaluation of the intrinsics that compute a value from their arguments
/// alone (LangRef "Intrinsic Functions"): integer min/max, abs, ctpop,
/// ctlz/cttz, bswap, bitreverse, fshl/fshr, saturating arithmetic,
/// *.with.overflow, ucmp/scmp, vector.reduce.*, expect, assume, fabs,
/// minnum/maxnum/..., copysign, sqrt and friends, is.fpclass, ... The
/// interpreter evaluates the memory intrinsics (memcpy, memset, lifetime,
/// ptrmask on provenance) itself.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_SEMANTICS_INTRINSICS_H
#define REFINERY_SEMANTICS_INTRINSICS_H

#include "semantics/Value.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/Intrinsics.h"
#include <optional>
#include <string>

namespace llvm {
class CallBase;
}

namespace refinery {

/// The outcome of an intrinsic call.
struct IntrinsicResult {
  enum Kind : uint8_t { Value, UB, Unsupported };
  Kind K = Value;
  /// The returned value (unset for void intrinsics, UB and Unsupported).
  RtValue V;
  /// Why the call is UB or unsupported.
  std::string Reason;

  static IntrinsicResult value(RtValue V) { return {Value, std::move(V), {}}; }
  static IntrinsicResult ub(std::string Why) {
    return {UB, {}, std::move(Why)};
  }
  static IntrinsicResult unsupported(std::string Why) {
    return {Unsupported, {}, std::move(Why)};
  }
};

/// A lane-wise integer intrinsic: each result lane is computed from the
/// same lane of the value operands alone, and is poison if any of them is
/// (or by the intrinsic's own poison rule).
struct LaneWiseIntrinsic {
  llvm::Intrinsic::ID ID;
  /// The value operands, each an integer or a vector of integers.
  unsigned NumOperands;
  /// Whether an i1 immarg follows them: abs's is_int_min_poison,
  /// ctlz's and cttz's is_zero_poison.
  bool HasFlag;
};

/// The lane-wise integer intrinsics (abs, smax/smin/umax/umin, scmp/ucmp,
/// ctpop, ctlz/cttz, bswap, bitreverse, fshl/fshr, clmul, the saturating
/// arithmetic): the one list that evalIntrinsic and the SMT layer
/// (oracle/smt/LaneOps.cpp, Encoder.cpp) both cover, lane for lane.
llvm::ArrayRef<LaneWiseIntrinsic> laneWiseIntrinsics();

/// The entry of \p ID in laneWiseIntrinsics(), or null if it has none.
const LaneWiseIntrinsic *findLaneWiseIntrinsic(llvm::Intrinsic::ID ID);

/// A *.with.overflow intrinsic (LangRef "Arithmetic with Overflow
/// Intrinsics"): per lane, {A op B modulo 2^W, whether the signed or
/// unsigned operation overflowed}; a poison operand makes both poison.
struct OverflowIntrinsic {
  llvm::Intrinsic::ID ID;
  /// Add, Sub or Mul.
  llvm::Instruction::BinaryOps Op;
  bool Signed;
};

/// The *.with.overflow intrinsics, the one list evalIntrinsic and the SMT
/// layer (oracle/smt/LaneOps.cpp) share.
llvm::ArrayRef<OverflowIntrinsic> overflowIntrinsics();

/// The entry of \p ID in overflowIntrinsics(), or null if it has none.
const OverflowIntrinsic *findOverflowIntrinsic(llvm::Intrinsic::ID ID);

/// An integer vector reduction (LangRef "Vector Reduction Intrinsics",
/// 'llvm.vector.reduce.add.*' ... 'llvm.vector.reduce.umin.*'): the
/// operation folded over the lanes, first to last; any poison lane makes
/// the result poison.
struct ReductionIntrinsic {
  llvm::Intrinsic::ID ID;
  /// The operation folded over the lanes: Instruction::Add, Mul, And, Or or
  /// Xor, or Instruction::ICmp for the min/max reductions.
  unsigned Opcode;
  /// For the min/max reductions (Opcode ICmp), the predicate under which
  /// the accumulator is kept over the next lane (sgt for smax, slt for smin,
  /// ugt for umax, ult for umin); BAD_ICMP_PREDICATE for the others.
  llvm::CmpInst::Predicate Keep;
};

/// The integer vector reductions, the one list evalIntrinsic and the SMT
/// layer (oracle/smt/Encoder.cpp) share.
llvm::ArrayRef<ReductionIntrinsic> reductionIntrinsics();

/// The entry of \p ID in reductionIntrinsics(), or null if it has none.
const ReductionIntrinsic *findReductionIntrinsic(llvm::Intrinsic::ID ID);

/// Evaluates \p Call, a call of intrinsic \p ID, on the argument values
/// \p Args (one per call argument, already read; vector arguments are
/// compound values with one element per lane). \p PointerBits is the
/// pointer width of the data layout, \p VScale the run's vscale (0: none;
/// llvm.vscale and the intrinsics that make scalable vectors are then
/// unsupported). Returns std::nullopt if \p ID is not an intrinsic this
/// function evaluates.
std::optional<IntrinsicResult> evalIntrinsic(llvm::Intrinsic::ID ID,
                                             const llvm::CallBase &Call,
                                             llvm::ArrayRef<RtValue> Args,
                                             unsigned PointerBits, Nondet &ND,
                                             unsigned VScale = 0);

} // namespace refinery

#endif
