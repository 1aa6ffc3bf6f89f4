//===- semantics/IntOps.h - Integer operation rules -------------*- C++ -*-===//
///
/// \file
/// The scalar rules of LLVM 22's integer instructions, including every
/// poison-generating flag and every immediate-UB condition (LangRef
/// "Binary Operations", "Bitwise Binary Operations", "icmp" and "Conversion
/// Operations"). The interpreter lifts them over vectors; the unit tests
/// compare them exhaustively with a plain reference at small widths.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_SEMANTICS_INTOPS_H
#define REFINERY_SEMANTICS_INTOPS_H

#include "semantics/Value.h"
#include "llvm/ADT/APInt.h"
#include "llvm/IR/InstrTypes.h"

namespace refinery {

/// Poison-generating flags of integer instructions, as a bit set.
enum IntFlags : unsigned {
  FlagNSW = 1u << 0,
  FlagNUW = 1u << 1,
  FlagExact = 1u << 2,
  FlagDisjoint = 1u << 3,
  FlagNNeg = 1u << 4,
  FlagSameSign = 1u << 5,
};

/// Reads the poison-generating flags an instruction carries.
unsigned intFlagsOf(const llvm::Instruction &I);

/// The result of a scalar operation: a value, poison, or immediate UB.
struct ScalarResult {
  enum Kind : uint8_t { Value, Poison, UB };
  Kind K = Value;
  llvm::APInt V;
  /// For UB: a static description ("division by zero", ...).
  const char *Reason = nullptr;

  static ScalarResult value(llvm::APInt V) { return {Value, std::move(V)}; }
  static ScalarResult poison(unsigned Width) {
    return {Poison, llvm::APInt(Width, 0)};
  }
  static ScalarResult ub(const char *Why, unsigned Width) {
    return {UB, llvm::APInt(Width, 0), Why};
  }
  bool isValue() const { return K == Value; }
  bool isPoison() const { return K == Poison; }
  bool isUB() const { return K == UB; }
};

/// add sub mul udiv sdiv urem srem shl lshr ashr and or xor, with \p Flags.
/// A poison operand makes the result poison, except that a poison divisor
/// is immediate UB.
ScalarResult intBinary(llvm::Instruction::BinaryOps Op, unsigned Flags,
                       const llvm::APInt &A, bool PoisonA, const llvm::APInt &B,
                       bool PoisonB);

/// icmp with \p Flags (samesign).
ScalarResult intCompare(llvm::CmpInst::Predicate Pred, unsigned Flags,
                        const llvm::APInt &A, bool PoisonA,
                        const llvm::APInt &B, bool PoisonB);

/// True if icmp \p Pred with \p Flags of any member of \p X's class \p C
/// (IntClass) with \p Other gives one answer (value or poison): X on the
/// left, or with \p XOnLeft false on the right. False for IntClass::None.
bool icmpSameOverClass(llvm::CmpInst::Predicate Pred, unsigned Flags,
                       IntClass C, const llvm::APInt &X,
                       const llvm::APInt &Other, bool XOnLeft);

/// trunc / zext / sext to \p DstWidth, with \p Flags (trunc nuw nsw, zext
/// nneg).
ScalarResult intCast(llvm::Instruction::CastOps Op, unsigned Flags,
                     const llvm::APInt &A, bool PoisonA, unsigned DstWidth);

} // namespace refinery

#endif
