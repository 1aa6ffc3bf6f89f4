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
#include "llvm/IR/Instruction.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/Support/MathExtras.h"
#include <cstdint>
#include <optional>

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

//===----------------------------------------------------------------------===//
// The interpreter's fast path: the same rules on defined scalars of at most
// 64 bits, zero-extended into a uint64_t, without APInt. Each returns
// std::nullopt where the general rules above must decide (a division by
// zero or one that overflows, an over-wide shift, a flag that does not hold
// and so makes poison); IntOpsTest checks them exhaustively against the rules
// above.
//===----------------------------------------------------------------------===//

/// \p X (a W-bit value) sign-extended.
LLVM_ATTRIBUTE_ALWAYS_INLINE int64_t signedBits(uint64_t X, unsigned W) {
  return static_cast<int64_t>(X << (64 - W)) >> (64 - W);
}

/// True if \p X fits in \p W (1..64) bits as a signed value.
LLVM_ATTRIBUTE_ALWAYS_INLINE bool fitsSignedBits(int64_t X, unsigned W) {
  return signedBits(static_cast<uint64_t>(X), W) == X;
}

/// intBinary of \p Opcode (an Instruction::BinaryOps) on W-bit \p X, \p Y.
LLVM_ATTRIBUTE_ALWAYS_INLINE std::optional<uint64_t>
fastIntBinary(unsigned Opcode, unsigned Flags, uint64_t X, uint64_t Y,
              unsigned W) {
  using llvm::Instruction;
  const uint64_t Mask = llvm::maskTrailingOnes<uint64_t>(W);
  // A flag holds where the exact result fits: in 64 bits (the overflow
  // builtins) and in W (the high bits, fitsSignedBits).
  uint64_t U;
  int64_t S;
  const int64_t SX = signedBits(X, W), SY = signedBits(Y, W);
  switch (Opcode) {
  case Instruction::Add:
    if (LLVM_UNLIKELY(Flags) &&
        (((Flags & FlagNUW) &&
          (__builtin_add_overflow(X, Y, &U) || U > Mask)) ||
         ((Flags & FlagNSW) &&
          (__builtin_add_overflow(SX, SY, &S) || !fitsSignedBits(S, W)))))
      return std::nullopt;
    return (X + Y) & Mask;
  case Instruction::Sub:
    if (LLVM_UNLIKELY(Flags) &&
        (((Flags & FlagNUW) && X < Y) ||
         ((Flags & FlagNSW) &&
          (__builtin_sub_overflow(SX, SY, &S) || !fitsSignedBits(S, W)))))
      return std::nullopt;
    return (X - Y) & Mask;
  case Instruction::Mul:
    if (LLVM_UNLIKELY(Flags) &&
        (((Flags & FlagNUW) &&
          (__builtin_mul_overflow(X, Y, &U) || U > Mask)) ||
         ((Flags & FlagNSW) &&
          (__builtin_mul_overflow(SX, SY, &S) || !fitsSignedBits(S, W)))))
      return std::nullopt;
    return (X * Y) & Mask;
  case Instruction::And:
    return X & Y;
  case Instruction::Or:
    if ((Flags & FlagDisjoint) && (X & Y))
      return std::nullopt;
    return X | Y;
  case Instruction::Xor:
    return X ^ Y;
  case Instruction::Shl: {
    if (Y >= W)
      return std::nullopt;
    const uint64_t R = (X << Y) & Mask;
    // nuw: no set bit shifted out; nsw: every bit shifted out equals the
    // result's sign bit.
    if (LLVM_UNLIKELY(Flags) &&
        (((Flags & FlagNUW) && (R >> Y) != X) ||
         ((Flags & FlagNSW) && (signedBits(R, W) >> Y) != SX)))
      return std::nullopt;
    return R;
  }
  case Instruction::LShr:
  case Instruction::AShr:
    if (Y >= W || ((Flags & FlagExact) && (X & ((uint64_t(1) << Y) - 1))))
      return std::nullopt;
    return Opcode == Instruction::LShr ? X >> Y
                                       : static_cast<uint64_t>(SX >> Y) & Mask;
  // LangRef "'udiv'" .. "'srem' Instruction": a zero divisor, and a signed
  // quotient that overflows (the minimum by -1), are UB, and exact with a
  // remainder poison: the general rules decide those.
  case Instruction::UDiv:
  case Instruction::URem:
    if (Y == 0 || ((Flags & FlagExact) && X % Y))
      return std::nullopt;
    return Opcode == Instruction::UDiv ? X / Y : X % Y;
  case Instruction::SDiv:
  case Instruction::SRem: {
    const int64_t A = signedBits(X, W), B = signedBits(Y, W);
    if (B == 0 || (B == -1 && X == uint64_t(1) << (W - 1)) ||
        ((Flags & FlagExact) && A % B))
      return std::nullopt;
    return static_cast<uint64_t>(Opcode == Instruction::SDiv ? A / B : A % B) &
           Mask;
  }
  default:
    return std::nullopt;
  }
}

/// intCompare of \p Pred on W-bit \p X, \p Y.
LLVM_ATTRIBUTE_ALWAYS_INLINE std::optional<bool>
fastIntCompare(llvm::CmpInst::Predicate Pred, unsigned Flags, uint64_t X,
               uint64_t Y, unsigned W) {
  using llvm::CmpInst;
  // samesign: operands of different signs make poison.
  if ((Flags & FlagSameSign) && (((X ^ Y) >> (W - 1)) & 1))
    return std::nullopt;
  const int64_t SX = signedBits(X, W), SY = signedBits(Y, W);
  switch (Pred) {
  case CmpInst::ICMP_EQ:
    return X == Y;
  case CmpInst::ICMP_NE:
    return X != Y;
  case CmpInst::ICMP_UGT:
    return X > Y;
  case CmpInst::ICMP_UGE:
    return X >= Y;
  case CmpInst::ICMP_ULT:
    return X < Y;
  case CmpInst::ICMP_ULE:
    return X <= Y;
  case CmpInst::ICMP_SGT:
    return SX > SY;
  case CmpInst::ICMP_SGE:
    return SX >= SY;
  case CmpInst::ICMP_SLT:
    return SX < SY;
  case CmpInst::ICMP_SLE:
    return SX <= SY;
  default:
    return std::nullopt;
  }
}

/// intCast of \p Opcode (trunc, zext, sext) of W-bit \p X to \p DW bits.
LLVM_ATTRIBUTE_ALWAYS_INLINE std::optional<uint64_t>
fastIntCast(unsigned Opcode, unsigned Flags, uint64_t X, unsigned W,
            unsigned DW) {
  using llvm::Instruction;
  const uint64_t DMask = llvm::maskTrailingOnes<uint64_t>(DW);
  switch (Opcode) {
  case Instruction::Trunc: {
    uint64_t R = X & DMask;
    // nuw: the dropped bits are zero; nsw: the value fits as signed.
    if (LLVM_UNLIKELY(Flags) &&
        (((Flags & FlagNUW) && R != X) ||
         ((Flags & FlagNSW) && signedBits(R, DW) != signedBits(X, W))))
      return std::nullopt;
    return R;
  }
  case Instruction::ZExt:
    // nneg: a negative operand makes poison.
    if ((Flags & FlagNNeg) && ((X >> (W - 1)) & 1))
      return std::nullopt;
    return X;
  case Instruction::SExt:
    return static_cast<uint64_t>(signedBits(X, W)) & DMask;
  default:
    return std::nullopt;
  }
}

/// llvm.umax/umin/smax/smin (LangRef "Standard C/C++ Library
/// Intrinsics": the larger or smaller of two W-bit integers, unsigned or
/// signed) on W-bit \p X, \p Y. \p ID is one of those four.
LLVM_ATTRIBUTE_ALWAYS_INLINE uint64_t fastIntMinMax(llvm::Intrinsic::ID ID,
                                                    uint64_t X, uint64_t Y,
                                                    unsigned W) {
  switch (ID) {
  case llvm::Intrinsic::umax:
    return X > Y ? X : Y;
  case llvm::Intrinsic::umin:
    return X < Y ? X : Y;
  case llvm::Intrinsic::smax:
    return signedBits(X, W) > signedBits(Y, W) ? X : Y;
  default:
    assert(ID == llvm::Intrinsic::smin && "a min/max intrinsic");
    return signedBits(X, W) < signedBits(Y, W) ? X : Y;
  }
}

} // namespace refinery

#endif
