//===- oracle/smt/LaneOps.h - SMT encoding of integer lanes -----*- C++ -*-===//
///
/// \file
/// The Z3 encoding of one lane of LLVM 22's integer operations: a value is a
/// bit-vector and a Boolean that is true when the lane is poison; an
/// operation yields such a pair and a Boolean that is true when it is
/// immediate UB. The rules mirror semantics/IntOps.cpp and
/// semantics/Intrinsics.cpp rule for rule (the unit tests compare them
/// exhaustively at widths 1 to 4). Internal to oracle/smt: only oracle/smt
/// includes Z3 headers.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_ORACLE_SMT_LANEOPS_H
#define REFINERY_ORACLE_SMT_LANEOPS_H

#include "llvm/ADT/APInt.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Intrinsics.h"
#include <optional>
#include <z3++.h>

namespace refinery {
namespace smt {

/// One scalar lane: its bits (an i1 is a 1-bit vector) and whether it is
/// poison.
struct Lane {
  z3::expr V;
  z3::expr P;
};

/// The result of one lane operation: the lane and whether it is UB.
struct LaneResult {
  Lane L;
  z3::expr UB;
};

/// The bit-vector constant \p V.
z3::expr bvConst(z3::context &C, const llvm::APInt &V);
/// The value of a numeral \p E of \p Width bits (from a model).
llvm::APInt apintOf(const z3::expr &E, unsigned Width);

/// add sub mul udiv sdiv urem srem shl lshr ashr and or xor with \p Flags
/// (semantics/IntOps.h's IntFlags).
LaneResult encodeBinary(llvm::Instruction::BinaryOps Op, unsigned Flags,
                        const Lane &A, const Lane &B);
/// icmp with \p Flags (samesign); the result is a 1-bit lane.
LaneResult encodeCompare(llvm::CmpInst::Predicate Pred, unsigned Flags,
                         const Lane &A, const Lane &B);
/// trunc / zext / sext to \p DstWidth with \p Flags.
LaneResult encodeCast(llvm::Instruction::CastOps Op, unsigned Flags,
                      const Lane &A, unsigned DstWidth);
/// select on one lane: poison if the condition or the chosen arm is.
Lane encodeSelect(const Lane &Cond, const Lane &T, const Lane &F);
/// freeze: a poison lane becomes \p Choice (a fresh variable).
Lane encodeFreeze(const Lane &A, const z3::expr &Choice);

/// One lane of a lane-wise integer intrinsic, any of
/// semantics/Intrinsics.h's laneWiseIntrinsics() (abs, min/max, scmp/ucmp,
/// ctpop, ctlz/cttz, bswap, bitreverse, fshl/fshr, the saturating
/// arithmetic, clmul). \p Flag is the value of the immarg operand of abs,
/// ctlz and cttz (is_int_min_poison / is_zero_poison); \p ResultBits the
/// width of the result lane (scmp/ucmp).
Lane encodeIntrinsicLane(llvm::Intrinsic::ID ID, llvm::ArrayRef<Lane> Ops,
                         bool Flag, unsigned ResultBits);
/// One lane of a *.with.overflow intrinsic: {result, overflow bit}.
std::pair<Lane, Lane> encodeWithOverflowLane(llvm::Intrinsic::ID ID,
                                             const Lane &A, const Lane &B);

} // namespace smt
} // namespace refinery

#endif
