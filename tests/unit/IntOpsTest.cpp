//===- tests/unit/IntOpsTest.cpp - Exhaustive tests of semantics/IntOps ---===//
///
/// \file
/// Compares intBinary, intCompare and intCast with an independent reference
/// at every width from 1 to 4: every opcode, every legal flag set, every
/// operand pair and every placement of poison; icmpSameOverClass with the
/// reference's answers over every member of a class; and the interpreter's
/// fast path (fastIntBinary, fastIntCompare, fastIntCast) with the
/// reference on every defined case, which it must take wherever the result
/// is a value (all but divisions), also at the widths 8 to 64 on boundary
/// operands.
///
/// The reference is written from the LangRef of LLVM 22 ("Binary
/// Operations", "Bitwise Binary Operations", "Conversion Operations",
/// "'icmp' Instruction", "Poison Values") on mathematical integers held in
/// int64_t: a W-bit operand is read as its unsigned value in [0, 2^W) or its
/// signed value in [-2^(W-1), 2^(W-1)), the operation is done exactly, and a
/// flag makes the result poison when the exact result is not representable
/// the way the flag promises. It never calls APInt arithmetic, so a slip in
/// the implementation's use of APInt's overflow helpers shows up here.
///
/// Project choices beyond the LangRef (same as Alive2): when a UB rule and a
/// poison rule both apply, the result is UB; sdiv/srem of a poison dividend
/// by -1 is UB, since the dividend may be INT_MIN.
///
//===----------------------------------------------------------------------===//

#include "semantics/IntOps.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instruction.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

using namespace llvm;
using namespace refinery;

namespace {

/// The widths checked exhaustively.
constexpr unsigned MinWidth = 1, MaxWidth = 4;
/// The widest destination of a zext or sext (so width 4 is extended too).
constexpr unsigned MaxExtWidth = 8;
/// Mismatches reported in full; the rest are only counted.
constexpr unsigned MaxReports = 30;

//===----------------------------------------------------------------------===//
// The reference
//===----------------------------------------------------------------------===//

/// What the reference predicts for one case.
struct Expected {
  ScalarResult::Kind K;
  /// The result bits, for a Value.
  uint64_t Bits = 0;
};

int64_t pow2(unsigned N) { return int64_t(1) << N; }

/// The unsigned value of the W-bit pattern \p Bits.
int64_t unsignedOf(uint64_t Bits, unsigned W) {
  return int64_t(Bits) & (pow2(W) - 1);
}

/// The two's complement value of the W-bit pattern \p Bits.
int64_t signedOf(uint64_t Bits, unsigned W) {
  int64_t U = unsignedOf(Bits, W);
  return U >= pow2(W - 1) ? U - pow2(W) : U;
}

bool fitsUnsigned(int64_t X, unsigned W) { return X >= 0 && X < pow2(W); }
bool fitsSigned(int64_t X, unsigned W) {
  return X >= -pow2(W - 1) && X < pow2(W - 1);
}

/// floor(X / 2^N) (C++ division rounds towards zero instead).
int64_t floorDivPow2(int64_t X, unsigned N) {
  int64_t Q = X / pow2(N);
  return (X < 0 && Q * pow2(N) != X) ? Q - 1 : Q;
}

/// A W-bit result holding the mathematical \p X modulo 2^W.
Expected valueOf(int64_t X, unsigned W) {
  int64_t M = X % pow2(W);
  return {ScalarResult::Value, uint64_t(M < 0 ? M + pow2(W) : M)};
}
Expected poison() { return {ScalarResult::Poison}; }
Expected ub() { return {ScalarResult::UB}; }
bool same(const Expected &X, const Expected &Y) {
  return X.K == Y.K && X.Bits == Y.Bits;
}

Expected refBinary(Instruction::BinaryOps Op, unsigned Flags, uint64_t A,
                   bool PoisonA, uint64_t B, bool PoisonB, unsigned W) {
  bool NSW = Flags & FlagNSW, NUW = Flags & FlagNUW;
  bool Exact = Flags & FlagExact, Disjoint = Flags & FlagDisjoint;
  int64_t UA = unsignedOf(A, W), UB = unsignedOf(B, W);
  int64_t SA = signedOf(A, W), SB = signedOf(B, W);

  bool IsDiv = Op == Instruction::UDiv || Op == Instruction::SDiv ||
               Op == Instruction::URem || Op == Instruction::SRem;
  if (IsDiv) {
    // "Poison Values": a poison divisor operand is immediate UB.
    if (PoisonB)
      return ub();
    // "Division by zero is undefined behavior."
    if (UB == 0)
      return ub();
    bool Signed = Op == Instruction::SDiv || Op == Instruction::SRem;
    if (Signed) {
      // sdiv/srem: "Overflow also leads to undefined behavior": the exact
      // quotient (C++ rounds towards zero, as sdiv does) does not fit. A
      // poison dividend stands for any value: UB if any value overflows.
      bool Overflow = !fitsSigned(SA / SB, W);
      for (int64_t X = -pow2(W - 1); PoisonA && X < pow2(W - 1); ++X)
        Overflow |= !fitsSigned(X / SB, W);
      if (Overflow)
        return ub();
    }
    if (PoisonA)
      return poison();
    switch (Op) {
    case Instruction::UDiv:
      // exact: "poison value if %op1 is not a multiple of %op2".
      if (Exact && UA % UB != 0)
        return poison();
      return valueOf(UA / UB, W);
    case Instruction::SDiv:
      // exact: "poison value if the result would be rounded".
      if (Exact && (SA / SB) * SB != SA)
        return poison();
      return valueOf(SA / SB, W);
    case Instruction::URem:
      return valueOf(UA % UB, W);
    default:
      // srem: zero or the sign of the dividend, as C++ '%'.
      return valueOf(SA % SB, W);
    }
  }

  // "Most instructions return 'poison' when one of their arguments is
  // 'poison'."
  if (PoisonA || PoisonB)
    return poison();

  switch (Op) {
  case Instruction::Add:
  case Instruction::Sub:
  case Instruction::Mul: {
    // nuw/nsw: poison if unsigned/signed overflow occurs, i.e. the exact
    // result of the unsigned/signed operands does not fit in W bits.
    int64_t U, S;
    if (Op == Instruction::Add) {
      U = UA + UB;
      S = SA + SB;
    } else if (Op == Instruction::Sub) {
      U = UA - UB;
      S = SA - SB;
    } else {
      U = UA * UB;
      S = SA * SB;
    }
    if ((NUW && !fitsUnsigned(U, W)) || (NSW && !fitsSigned(S, W)))
      return poison();
    return valueOf(U, W);
  }
  case Instruction::Shl:
  case Instruction::LShr:
  case Instruction::AShr: {
    // "If op2 is ... equal to or larger than the number of bits in op1, this
    // instruction returns a poison value." op2 is unsigned.
    if (UB >= W)
      return poison();
    unsigned Amt = unsigned(UB);
    if (Op == Instruction::Shl) {
      // "op1 * 2^op2 mod 2^n". nuw: a non-zero bit is shifted out iff
      // UA * 2^Amt >= 2^W. nsw: every shifted-out bit equals the result's
      // sign bit iff SA * 2^Amt is representable as a signed W-bit value.
      if ((NUW && !fitsUnsigned(UA * pow2(Amt), W)) ||
          (NSW && !fitsSigned(SA * pow2(Amt), W)))
        return poison();
      return valueOf(UA * pow2(Amt), W);
    }
    // exact: "poison value if any of the bits shifted out are non-zero",
    // i.e. the operand is not a multiple of 2^Amt.
    if (Exact && UA % pow2(Amt) != 0)
      return poison();
    if (Op == Instruction::LShr)
      return valueOf(UA / pow2(Amt), W);
    return valueOf(floorDivPow2(SA, Amt), W);
  }
  case Instruction::And:
    return valueOf(int64_t(A & B), W);
  case Instruction::Or:
    // disjoint: "poison value if both inputs have a one in the same bit
    // position".
    if (Disjoint && (A & B) != 0)
      return poison();
    return valueOf(int64_t(A | B), W);
  case Instruction::Xor:
    return valueOf(int64_t(A ^ B), W);
  default:
    ADD_FAILURE() << "no reference for " << Instruction::getOpcodeName(Op);
    return ub();
  }
}

Expected refCompare(CmpInst::Predicate Pred, unsigned Flags, uint64_t A,
                    bool PoisonA, uint64_t B, bool PoisonB, unsigned W) {
  if (PoisonA || PoisonB)
    return poison();
  int64_t UA = unsignedOf(A, W), UB = unsignedOf(B, W);
  int64_t SA = signedOf(A, W), SB = signedOf(B, W);
  // samesign: "if the operands are not of the same sign then the result is
  // a poison value".
  if ((Flags & FlagSameSign) && (SA < 0) != (SB < 0))
    return poison();
  // The ten condition codes as truth tables over the outcome of comparing
  // the unsigned (u*, eq, ne) or signed (s*) readings of the operands.
  static const struct {
    CmpInst::Predicate Pred;
    bool Signed, IfLess, IfEqual, IfGreater;
  } Table[] = {
      {CmpInst::ICMP_EQ, false, false, true, false},
      {CmpInst::ICMP_NE, false, true, false, true},
      {CmpInst::ICMP_UGT, false, false, false, true},
      {CmpInst::ICMP_UGE, false, false, true, true},
      {CmpInst::ICMP_ULT, false, true, false, false},
      {CmpInst::ICMP_ULE, false, true, true, false},
      {CmpInst::ICMP_SGT, true, false, false, true},
      {CmpInst::ICMP_SGE, true, false, true, true},
      {CmpInst::ICMP_SLT, true, true, false, false},
      {CmpInst::ICMP_SLE, true, true, true, false},
  };
  for (const auto &Row : Table) {
    if (Row.Pred != Pred)
      continue;
    int64_t X = Row.Signed ? SA : UA, Y = Row.Signed ? SB : UB;
    return valueOf(X < Y    ? Row.IfLess
                   : X == Y ? Row.IfEqual
                            : Row.IfGreater,
                   1);
  }
  ADD_FAILURE() << "not an integer predicate";
  return ub();
}

Expected refCast(Instruction::CastOps Op, unsigned Flags, uint64_t A,
                 bool PoisonA, unsigned W, unsigned Dst) {
  if (PoisonA)
    return poison();
  int64_t UA = unsignedOf(A, W), SA = signedOf(A, W);
  switch (Op) {
  case Instruction::Trunc:
    // nuw: poison if any truncated bit is non-zero, i.e. the unsigned value
    // does not fit in Dst bits. nsw: poison if a truncated bit differs from
    // the result's top bit, i.e. the signed value does not fit in Dst bits.
    if (((Flags & FlagNUW) && !fitsUnsigned(UA, Dst)) ||
        ((Flags & FlagNSW) && !fitsSigned(SA, Dst)))
      return poison();
    return valueOf(UA, Dst);
  case Instruction::ZExt:
    // nneg: "if the zext argument is negative, the result is a poison
    // value".
    if ((Flags & FlagNNeg) && SA < 0)
      return poison();
    return valueOf(UA, Dst);
  case Instruction::SExt:
    return valueOf(SA, Dst);
  default:
    ADD_FAILURE() << "no reference for " << Instruction::getOpcodeName(Op);
    return ub();
  }
}

//===----------------------------------------------------------------------===//
// Comparing the implementation with the reference
//===----------------------------------------------------------------------===//

std::string flagsText(unsigned Flags) {
  static const struct {
    unsigned Flag;
    const char *Name;
  } Names[] = {{FlagNUW, "nuw"},     {FlagNSW, "nsw"},
               {FlagExact, "exact"}, {FlagDisjoint, "disjoint"},
               {FlagNNeg, "nneg"},   {FlagSameSign, "samesign"}};
  std::string S;
  for (const auto &N : Names)
    if (Flags & N.Flag)
      S += std::string(N.Name) + " ";
  return S;
}

std::string operandText(uint64_t Bits, bool Poison, unsigned W) {
  if (Poison)
    return "poison";
  return std::to_string(unsignedOf(Bits, W)) + " (signed " +
         std::to_string(signedOf(Bits, W)) + ")";
}

const char *kindText(ScalarResult::Kind K) {
  switch (K) {
  case ScalarResult::Value:
    return "value";
  case ScalarResult::Poison:
    return "poison";
  case ScalarResult::UB:
    return "UB";
  }
  return "?";
}

/// Counts the cases checked and the mismatches, and reports the first
/// MaxReports mismatches in full.
class Checker {
public:
  /// Checks one case; \p Describe renders it as an instruction
  /// ("sdiv exact i3 poison, 7 (signed -1)") and is only called on failure.
  template <typename DescribeFn>
  void check(const ScalarResult &Got, const Expected &Want, unsigned ResWidth,
             DescribeFn Describe) {
    ++Cases;
    bool Ok = Got.K == Want.K;
    // A value, and poison, must have the result width.
    if (Ok && Got.K != ScalarResult::UB)
      Ok = Got.V.getBitWidth() == ResWidth;
    if (Ok && Got.K == ScalarResult::Value)
      Ok = Got.V.getZExtValue() == Want.Bits;
    if (Ok)
      return;
    if (++Mismatches > MaxReports)
      return;
    std::string GotText = kindText(Got.K);
    if (Got.K != ScalarResult::UB)
      GotText += " i" + std::to_string(Got.V.getBitWidth());
    if (Got.K == ScalarResult::Value)
      GotText += " " + std::to_string(Got.V.getZExtValue());
    std::string WantText = kindText(Want.K);
    if (Want.K == ScalarResult::Value)
      WantText += " " + std::to_string(Want.Bits);
    ADD_FAILURE() << Describe() << ": expected " << WantText << ", got "
                  << GotText;
  }

  /// Fails the test on any mismatch, and if the loops did not visit the
  /// expected number of cases.
  void finish(unsigned ExpectedCases) const {
    EXPECT_EQ(Mismatches, 0u)
        << "mismatches (first " << MaxReports << " reported above)";
    EXPECT_EQ(Cases, ExpectedCases) << "cases checked";
  }

  unsigned Cases = 0;
  unsigned Mismatches = 0;
};

/// Calls \p F with every subset of the flag set \p Allowed, the empty one
/// included.
template <typename Fn> void forEachFlagSubset(unsigned Allowed, Fn F) {
  for (unsigned S = Allowed;; S = (S - 1) & Allowed) {
    F(S);
    if (S == 0)
      break;
  }
}

/// Calls \p F(A, PoisonA, B, PoisonB) with every W-bit pair and every
/// placement of poison (the bits of a poison operand are still varied: the
/// result must not depend on them).
template <typename Fn> void forEachPair(unsigned W, Fn F) {
  for (uint64_t A = 0; A < uint64_t(pow2(W)); ++A)
    for (uint64_t B = 0; B < uint64_t(pow2(W)); ++B)
      for (unsigned P = 0; P < 4; ++P)
        F(A, bool(P & 1), B, bool(P & 2));
}

/// Every binary opcode with the flags it accepts.
const struct {
  Instruction::BinaryOps Op;
  unsigned Allowed;
} BinaryOps[] = {
    {Instruction::Add, FlagNSW | FlagNUW},
    {Instruction::Sub, FlagNSW | FlagNUW},
    {Instruction::Mul, FlagNSW | FlagNUW},
    {Instruction::Shl, FlagNSW | FlagNUW},
    {Instruction::UDiv, FlagExact},
    {Instruction::SDiv, FlagExact},
    {Instruction::LShr, FlagExact},
    {Instruction::AShr, FlagExact},
    {Instruction::URem, 0},
    {Instruction::SRem, 0},
    {Instruction::And, 0},
    {Instruction::Or, FlagDisjoint},
    {Instruction::Xor, 0},
};

const CmpInst::Predicate Predicates[] = {
    CmpInst::ICMP_EQ,  CmpInst::ICMP_NE,  CmpInst::ICMP_UGT, CmpInst::ICMP_UGE,
    CmpInst::ICMP_ULT, CmpInst::ICMP_ULE, CmpInst::ICMP_SGT, CmpInst::ICMP_SGE,
    CmpInst::ICMP_SLT, CmpInst::ICMP_SLE,
};

APInt bitsOf(uint64_t Bits, unsigned W) { return APInt(W, Bits); }

void checkBinary(Checker &C, Instruction::BinaryOps Op, unsigned Flags,
                 uint64_t A, bool PA, uint64_t B, bool PB, unsigned W) {
  ScalarResult Got = intBinary(Op, Flags, bitsOf(A, W), PA, bitsOf(B, W), PB);
  C.check(Got, refBinary(Op, Flags, A, PA, B, PB, W), W, [&] {
    return std::string(Instruction::getOpcodeName(Op)) + " " +
           flagsText(Flags) + "i" + std::to_string(W) + " " +
           operandText(A, PA, W) + ", " + operandText(B, PB, W);
  });
}

void checkCompare(Checker &C, CmpInst::Predicate Pred, unsigned Flags,
                  uint64_t A, bool PA, uint64_t B, bool PB, unsigned W) {
  ScalarResult Got =
      intCompare(Pred, Flags, bitsOf(A, W), PA, bitsOf(B, W), PB);
  C.check(Got, refCompare(Pred, Flags, A, PA, B, PB, W), 1, [&] {
    return "icmp " + flagsText(Flags) + CmpInst::getPredicateName(Pred).str() +
           " i" + std::to_string(W) + " " + operandText(A, PA, W) + ", " +
           operandText(B, PB, W);
  });
}

void checkCast(Checker &C, Instruction::CastOps Op, unsigned Flags, uint64_t A,
               bool PA, unsigned W, unsigned Dst) {
  ScalarResult Got = intCast(Op, Flags, bitsOf(A, W), PA, Dst);
  C.check(Got, refCast(Op, Flags, A, PA, W, Dst), Dst, [&] {
    return std::string(Instruction::getOpcodeName(Op)) + " " +
           flagsText(Flags) + "i" + std::to_string(W) + " " +
           operandText(A, PA, W) + " to i" + std::to_string(Dst);
  });
}

//===----------------------------------------------------------------------===//
// Tests
//===----------------------------------------------------------------------===//

TEST(IntOpsTest, BinaryExhaustive) {
  Checker C;
  for (unsigned W = MinWidth; W <= MaxWidth; ++W)
    for (const auto &Entry : BinaryOps)
      forEachFlagSubset(Entry.Allowed, [&](unsigned Flags) {
        forEachPair(W, [&](uint64_t A, bool PA, uint64_t B, bool PB) {
          checkBinary(C, Entry.Op, Flags, A, PA, B, PB, W);
        });
      });
  // 30 (opcode, flags) combinations (4 ops x 4 + 4 ops x 2 + 4 ops + or x 2)
  // x 4 poison placements x (4 + 16 + 64 + 256) pairs.
  C.finish(30 * 4 * 340);
}

TEST(IntOpsTest, CompareExhaustive) {
  Checker C;
  for (unsigned W = MinWidth; W <= MaxWidth; ++W)
    for (CmpInst::Predicate Pred : Predicates)
      forEachFlagSubset(FlagSameSign, [&](unsigned Flags) {
        forEachPair(W, [&](uint64_t A, bool PA, uint64_t B, bool PB) {
          checkCompare(C, Pred, Flags, A, PA, B, PB, W);
        });
      });
  // 10 predicates x 2 flag sets x 4 poison placements x 340 pairs.
  C.finish(10 * 2 * 4 * 340);
}

TEST(IntOpsTest, CastExhaustive) {
  Checker C;
  for (unsigned W = MinWidth; W <= MaxWidth; ++W)
    for (uint64_t A = 0; A < uint64_t(pow2(W)); ++A)
      for (bool PA : {false, true}) {
        for (unsigned Dst = 1; Dst < W; ++Dst)
          forEachFlagSubset(FlagNUW | FlagNSW, [&](unsigned Flags) {
            checkCast(C, Instruction::Trunc, Flags, A, PA, W, Dst);
          });
        for (unsigned Dst = W + 1; Dst <= MaxExtWidth; ++Dst) {
          forEachFlagSubset(FlagNNeg, [&](unsigned Flags) {
            checkCast(C, Instruction::ZExt, Flags, A, PA, W, Dst);
          });
          checkCast(C, Instruction::SExt, 0, A, PA, W, Dst);
        }
      }
  // x 2 poison states, summed over W = 1..4 with 2^W values each:
  // trunc: (W-1) widths x 4 flag sets -> 544; zext: (8-W) widths x 2 flag
  // sets -> 568; sext: (8-W) widths -> 284.
  C.finish(544 + 568 + 284);
}

/// icmpSameOverClass against the reference: an icmp of a value of a class
/// (the members by their signed reading: its sign, or whether it is zero)
/// with a constant has one answer across the class exactly when the
/// reference gives every member the same answer; every width, class,
/// member, constant, predicate, flag set and side.
TEST(IntOpsTest, CompareOverClassExhaustive) {
  auto Member = [](IntClass C, uint64_t V, uint64_t X, unsigned W) {
    int64_t SV = signedOf(V, W), SX = signedOf(X, W);
    if (C == IntClass::Zero)
      return (SV == 0) == (SX == 0);
    return (SV < 0) == (SX < 0) && (SV == 0) == (SX == 0);
  };
  unsigned Cases = 0, Same = 0, Mismatches = 0;
  for (unsigned W = MinWidth; W <= MaxWidth; ++W)
    for (IntClass C : {IntClass::Sign, IntClass::Zero})
      for (uint64_t X = 0; X < uint64_t(pow2(W)); ++X)
        for (uint64_t O = 0; O < uint64_t(pow2(W)); ++O)
          for (CmpInst::Predicate Pred : Predicates)
            forEachFlagSubset(FlagSameSign, [&](unsigned Flags) {
              for (bool XOnLeft : {true, false}) {
                std::optional<Expected> First;
                bool OneAnswer = true;
                for (uint64_t V = 0; V < uint64_t(pow2(W)); ++V) {
                  if (!Member(C, V, X, W))
                    continue;
                  Expected E =
                      XOnLeft ? refCompare(Pred, Flags, V, false, O, false, W)
                              : refCompare(Pred, Flags, O, false, V, false, W);
                  if (!First)
                    First = E;
                  else if (!same(E, *First))
                    OneAnswer = false;
                }
                bool Got = icmpSameOverClass(Pred, Flags, C, bitsOf(X, W),
                                             bitsOf(O, W), XOnLeft);
                ++Cases;
                Same += OneAnswer;
                if (Got != OneAnswer && ++Mismatches <= MaxReports)
                  ADD_FAILURE()
                      << "icmp " << flagsText(Flags)
                      << CmpInst::getPredicateName(Pred).str() << " i" << W
                      << (XOnLeft ? " class-of " : " ") << X
                      << (XOnLeft ? ", " : ", class-of ") << O
                      << (C == IntClass::Sign ? " (sign)" : " (zero)")
                      << ": expected " << OneAnswer << ", got " << Got;
              }
            });
  EXPECT_EQ(Mismatches, 0u);
  // 2 classes x 10 predicates x 2 flag sets x 2 sides x 340 pairs.
  EXPECT_EQ(Cases, 2u * 10 * 2 * 2 * 340);
  // Both answers occur (the test is not vacuous).
  EXPECT_GT(Same, 0u);
  EXPECT_LT(Same, Cases);
}

/// What memcmp's and bcmp's callers test: the sign, or zero-ness, against
/// 0 (and LLVM's canonical slt 1 / sgt -1), at the width of a C int.
TEST(IntOpsTest, CompareOverClassAnchors) {
  APInt Neg(32, -7, true), Pos(32, 300), Zero(32, 0), One(32, 1),
      MinusOne(32, -1, true);
  EXPECT_TRUE(
      icmpSameOverClass(CmpInst::ICMP_EQ, 0, IntClass::Sign, Neg, Zero, true));
  EXPECT_TRUE(
      icmpSameOverClass(CmpInst::ICMP_SLT, 0, IntClass::Sign, Pos, One, true));
  EXPECT_TRUE(icmpSameOverClass(CmpInst::ICMP_SGT, 0, IntClass::Sign, Neg,
                                MinusOne, true));
  EXPECT_TRUE(icmpSameOverClass(CmpInst::ICMP_SGT, 0, IntClass::Sign, Pos, Zero,
                                false)); // 0 > x
  EXPECT_TRUE(
      icmpSameOverClass(CmpInst::ICMP_NE, 0, IntClass::Zero, Neg, Zero, true));
  EXPECT_TRUE(
      icmpSameOverClass(CmpInst::ICMP_UGT, 0, IntClass::Zero, Pos, Zero, true));
  // The magnitude shows: x == -1, x < 5, and the sign of a bcmp result.
  EXPECT_FALSE(icmpSameOverClass(CmpInst::ICMP_EQ, 0, IntClass::Sign, Neg,
                                 MinusOne, true));
  EXPECT_FALSE(icmpSameOverClass(CmpInst::ICMP_SLT, 0, IntClass::Sign, Pos,
                                 APInt(32, 5), true));
  EXPECT_FALSE(
      icmpSameOverClass(CmpInst::ICMP_SLT, 0, IntClass::Zero, Pos, Zero, true));
  EXPECT_FALSE(
      icmpSameOverClass(CmpInst::ICMP_EQ, 0, IntClass::None, Zero, Zero, true));
  // A class of one member: zero.
  EXPECT_TRUE(icmpSameOverClass(CmpInst::ICMP_EQ, 0, IntClass::Zero, Zero,
                                MinusOne, true));
}

/// Hand-computed cases (several of them the LangRef's own examples, scaled to
/// small widths), checked against both the reference and the
/// implementation, so that a slip in the reference cannot hide a bug.
TEST(IntOpsTest, Anchors) {
  constexpr auto V = ScalarResult::Value, P = ScalarResult::Poison,
                 U = ScalarResult::UB;
  static const struct {
    Instruction::BinaryOps Op;
    unsigned Flags, W;
    uint64_t A;
    bool PA;
    uint64_t B;
    bool PB;
    ScalarResult::Kind Kind;
    uint64_t Bits;
  } Binary[] = {
      {Instruction::Sub, FlagNUW, 4, 0, false, 1, false, P, 0},
      {Instruction::Sub, 0, 4, 0, true, 1, false, P, 0},
      {Instruction::And, 0, 4, 0, true, 0, false, P, 0},
      {Instruction::Add, FlagNSW, 4, 7, false, 1, false, P, 0},
      {Instruction::Add, FlagNUW, 4, 7, false, 1, false, V, 8},
      {Instruction::Mul, FlagNSW, 3, 6, false, 6, false, P, 0}, // -2*-2=4
      {Instruction::Mul, FlagNSW, 3, 6, false, 2, false, V, 4}, // -2*2=-4
      {Instruction::Mul, FlagNUW, 3, 6, false, 2, false, P, 0}, // 6*2=12
      {Instruction::Shl, 0, 4, 1, false, 4, false, P, 0},
      {Instruction::Shl, FlagNSW, 4, 4, false, 1, false, P, 0},
      {Instruction::Shl, FlagNSW, 4, 12, false, 1, false, V, 8},
      {Instruction::Shl, FlagNUW, 4, 12, false, 1, false, P, 0},
      {Instruction::LShr, 0, 4, 14, false, 1, false, V, 7},
      {Instruction::AShr, 0, 4, 14, false, 1, false, V, 15},
      {Instruction::AShr, FlagExact, 4, 13, false, 1, false, P, 0},
      {Instruction::UDiv, 0, 4, 0, true, 0, false, U, 0},
      {Instruction::UDiv, 0, 4, 0, true, 3, false, P, 0},
      {Instruction::UDiv, 0, 4, 3, false, 0, true, U, 0},
      {Instruction::UDiv, FlagExact, 4, 7, false, 2, false, P, 0},
      {Instruction::SDiv, 0, 1, 1, false, 1, false, U, 0},
      {Instruction::SRem, 0, 1, 1, false, 1, false, U, 0},
      {Instruction::SDiv, 0, 1, 0, false, 1, false, V, 0},
      {Instruction::SRem, 0, 3, 4, false, 7, false, U, 0},
      {Instruction::SDiv, 0, 3, 0, true, 7, false, U, 0},
      {Instruction::SRem, 0, 3, 0, true, 7, false, U, 0},
      {Instruction::SDiv, 0, 3, 0, true, 6, false, P, 0},
      {Instruction::SDiv, 0, 4, 9, false, 2, false, V, 13}, // -7/2 = -3
      {Instruction::SDiv, FlagExact, 4, 9, false, 2, false, P, 0},
      {Instruction::SRem, 0, 4, 9, false, 2, false, V, 15}, // -7%2 = -1
      {Instruction::Or, FlagDisjoint, 4, 4, false, 8, false, V, 12},
      {Instruction::Or, FlagDisjoint, 4, 15, false, 8, false, P, 0},
  };
  for (const auto &T : Binary) {
    EXPECT_TRUE(same(refBinary(T.Op, T.Flags, T.A, T.PA, T.B, T.PB, T.W),
                     {T.Kind, T.Bits}))
        << "reference: " << Instruction::getOpcodeName(T.Op) << " i" << T.W
        << " " << T.A << ", " << T.B;
    Checker Impl;
    checkBinary(Impl, T.Op, T.Flags, T.A, T.PA, T.B, T.PB, T.W);
    Impl.finish(1);
  }

  static const struct {
    CmpInst::Predicate Pred;
    unsigned Flags, W;
    uint64_t A, B;
    ScalarResult::Kind Kind;
    uint64_t Bits;
  } Compare[] = {
      {CmpInst::ICMP_ULE, 0, 4, 12, 5, V, 0}, // ule -4, 5
      {CmpInst::ICMP_ULT, 0, 4, 4, 5, V, 1},
      {CmpInst::ICMP_SGT, 0, 4, 4, 5, V, 0},
      {CmpInst::ICMP_SLT, 0, 1, 1, 0, V, 1}, // i1: 1 is -1
      {CmpInst::ICMP_ULT, FlagSameSign, 4, 15, 0, P, 0},
      {CmpInst::ICMP_SLT, FlagSameSign, 4, 15, 8, V, 0},
  };
  for (const auto &T : Compare) {
    EXPECT_TRUE(same(refCompare(T.Pred, T.Flags, T.A, false, T.B, false, T.W),
                     {T.Kind, T.Bits}))
        << "reference: icmp " << CmpInst::getPredicateName(T.Pred).str() << " i"
        << T.W << " " << T.A << ", " << T.B;
    Checker Impl;
    checkCompare(Impl, T.Pred, T.Flags, T.A, false, T.B, false, T.W);
    Impl.finish(1);
  }

  static const struct {
    Instruction::CastOps Op;
    unsigned Flags, W, Dst;
    uint64_t A;
    ScalarResult::Kind Kind;
    uint64_t Bits;
  } Cast[] = {
      {Instruction::Trunc, 0, 4, 1, 11, V, 1}, // trunc 123 to i1, scaled
      {Instruction::Trunc, 0, 4, 1, 10, V, 0},
      {Instruction::Trunc, FlagNSW, 4, 1, 15, V, 1},
      {Instruction::Trunc, FlagNUW, 4, 1, 15, P, 0},
      {Instruction::Trunc, FlagNSW, 4, 2, 6, P, 0},
      {Instruction::ZExt, FlagNNeg, 4, 8, 15, P, 0},
      {Instruction::ZExt, FlagNNeg, 4, 8, 7, V, 7},
      {Instruction::SExt, 0, 1, 4, 1, V, 15},
  };
  for (const auto &T : Cast) {
    EXPECT_TRUE(
        same(refCast(T.Op, T.Flags, T.A, false, T.W, T.Dst), {T.Kind, T.Bits}))
        << "reference: " << Instruction::getOpcodeName(T.Op) << " i" << T.W
        << " " << T.A << " to i" << T.Dst;
    Checker Impl;
    checkCast(Impl, T.Op, T.Flags, T.A, false, T.W, T.Dst);
    Impl.finish(1);
  }
}

//===----------------------------------------------------------------------===//
// The fast path
//===----------------------------------------------------------------------===//

/// What a fast-path test saw: cases, the ones the fast path took, and the
/// ones it should have taken (a defined result of an operation it covers).
struct FastCount {
  unsigned Cases = 0, Taken = 0, ShouldTake = 0, Wrong = 0;
};

/// Checks one fast-path answer \p Fast against the general rule's \p Ref:
/// a value it gives must be the rule's value; where \p Covered, it must
/// give one exactly when the rule gives a value.
void checkFast(FastCount &N, std::optional<uint64_t> Fast,
               const ScalarResult &Ref, bool Covered,
               const std::function<std::string()> &What) {
  ++N.Cases;
  N.Taken += Fast.has_value();
  N.ShouldTake += Covered && Ref.isValue();
  bool Bad = Fast ? !Ref.isValue() || Ref.V.getZExtValue() != *Fast
                  : Covered && Ref.isValue();
  if (Bad && ++N.Wrong <= MaxReports)
    ADD_FAILURE() << What() << ": fast path "
                  << (Fast ? std::to_string(*Fast) : std::string("declined"))
                  << ", rule "
                  << (Ref.isValue()    ? std::to_string(Ref.V.getZExtValue())
                      : Ref.isPoison() ? "poison"
                                       : "UB");
}

/// Operands for the wide widths: 0, 1, 2, the top bit's neighbours, the
/// all-ones pattern and a few shift amounts.
std::vector<uint64_t> boundaryOperands(unsigned W) {
  uint64_t Mask = W == 64 ? ~uint64_t(0) : (uint64_t(1) << W) - 1;
  uint64_t Top = uint64_t(1) << (W - 1);
  std::vector<uint64_t> V = {0,         1,
                             2,         3,
                             Top - 1,   Top,
                             Top + 1,   Mask,
                             Mask - 1,  W - 1,
                             W,         W / 2,
                             Mask >> 1, 0x5555555555555555ULL & Mask};
  return V;
}

void fastBinaryCase(FastCount &N, unsigned Op, unsigned Flags, uint64_t A,
                    uint64_t B, unsigned W) {
  ScalarResult Ref = intBinary(static_cast<Instruction::BinaryOps>(Op), Flags,
                               APInt(W, A), false, APInt(W, B), false);
  checkFast(N, fastIntBinary(Op, Flags, A, B, W), Ref, /*Covered=*/true, [&] {
    return std::string(Instruction::getOpcodeName(Op)) + " " +
           flagsText(Flags) + "i" + std::to_string(W) + " " +
           std::to_string(A) + ", " + std::to_string(B);
  });
}

TEST(IntOpsTest, FastBinaryExhaustive) {
  FastCount N;
  for (unsigned W = MinWidth; W <= MaxWidth; ++W)
    for (const auto &Entry : BinaryOps)
      forEachFlagSubset(Entry.Allowed, [&](unsigned Flags) {
        for (uint64_t A = 0; A < uint64_t(pow2(W)); ++A)
          for (uint64_t B = 0; B < uint64_t(pow2(W)); ++B)
            fastBinaryCase(N, Entry.Op, Flags, A, B, W);
      });
  // Every (opcode, flags) of BinaryOps x 340 defined pairs; the fast path
  // takes exactly the defined results, divisions and remainders included.
  EXPECT_EQ(N.Cases, 30u * 340);
  EXPECT_EQ(N.Wrong, 0u);
  EXPECT_EQ(N.Taken, N.ShouldTake);
  EXPECT_EQ(N.Taken, 5719u);
}

TEST(IntOpsTest, FastBinaryWide) {
  FastCount N;
  for (unsigned W : {8u, 16u, 31u, 32u, 33u, 63u, 64u})
    for (const auto &Entry : BinaryOps)
      forEachFlagSubset(Entry.Allowed, [&](unsigned Flags) {
        for (uint64_t A : boundaryOperands(W))
          for (uint64_t B : boundaryOperands(W))
            fastBinaryCase(N, Entry.Op, Flags, A, B, W);
      });
  EXPECT_EQ(N.Wrong, 0u);
  EXPECT_EQ(N.Taken, N.ShouldTake);
}

void fastCompareCase(FastCount &N, CmpInst::Predicate Pred, unsigned Flags,
                     uint64_t A, uint64_t B, unsigned W) {
  ScalarResult Ref =
      intCompare(Pred, Flags, APInt(W, A), false, APInt(W, B), false);
  std::optional<bool> Fast = fastIntCompare(Pred, Flags, A, B, W);
  checkFast(N, Fast ? std::optional<uint64_t>(*Fast) : std::nullopt, Ref,
            /*Covered=*/true, [&] {
              return "icmp " + flagsText(Flags) +
                     CmpInst::getPredicateName(Pred).str() + " i" +
                     std::to_string(W) + " " + std::to_string(A) + ", " +
                     std::to_string(B);
            });
}

TEST(IntOpsTest, FastCompareExhaustive) {
  FastCount N;
  for (unsigned W = MinWidth; W <= MaxWidth; ++W)
    for (CmpInst::Predicate Pred : Predicates)
      forEachFlagSubset(FlagSameSign, [&](unsigned Flags) {
        for (uint64_t A = 0; A < uint64_t(pow2(W)); ++A)
          for (uint64_t B = 0; B < uint64_t(pow2(W)); ++B)
            fastCompareCase(N, Pred, Flags, A, B, W);
      });
  for (unsigned W : {8u, 32u, 63u, 64u})
    for (CmpInst::Predicate Pred : Predicates)
      forEachFlagSubset(FlagSameSign, [&](unsigned Flags) {
        for (uint64_t A : boundaryOperands(W))
          for (uint64_t B : boundaryOperands(W))
            fastCompareCase(N, Pred, Flags, A, B, W);
      });
  EXPECT_EQ(N.Wrong, 0u);
  EXPECT_EQ(N.Taken, N.ShouldTake);
  EXPECT_EQ(N.Cases, 10u * 2 * 340 + 4 * 10 * 2 * 14 * 14);
}

TEST(IntOpsTest, FastCastExhaustive) {
  FastCount N;
  auto Case = [&](Instruction::CastOps Op, unsigned Flags, uint64_t A,
                  unsigned W, unsigned Dst) {
    ScalarResult Ref = intCast(Op, Flags, APInt(W, A), false, Dst);
    checkFast(N, fastIntCast(Op, Flags, A, W, Dst), Ref, /*Covered=*/true, [&] {
      return std::string(Instruction::getOpcodeName(Op)) + " " +
             flagsText(Flags) + "i" + std::to_string(W) + " " +
             std::to_string(A) + " to i" + std::to_string(Dst);
    });
  };
  auto All = [&](uint64_t A, unsigned W, unsigned MaxDst) {
    for (unsigned Dst = 1; Dst < W; ++Dst)
      forEachFlagSubset(FlagNUW | FlagNSW, [&](unsigned Flags) {
        Case(Instruction::Trunc, Flags, A, W, Dst);
      });
    for (unsigned Dst = W + 1; Dst <= MaxDst; ++Dst) {
      forEachFlagSubset(FlagNNeg, [&](unsigned Flags) {
        Case(Instruction::ZExt, Flags, A, W, Dst);
      });
      Case(Instruction::SExt, 0, A, W, Dst);
    }
  };
  for (unsigned W = MinWidth; W <= MaxWidth; ++W)
    for (uint64_t A = 0; A < uint64_t(pow2(W)); ++A)
      All(A, W, MaxExtWidth);
  for (unsigned W : {8u, 32u, 63u, 64u})
    for (uint64_t A : boundaryOperands(W))
      All(A, W, 64);
  EXPECT_EQ(N.Wrong, 0u);
  EXPECT_EQ(N.Taken, N.ShouldTake);
}

/// fastIntMinMax against APIntOps (evalIntrinsic's rule) at every width
/// 1..MaxWidth exhaustively and at wide widths on boundary operands.
TEST(IntOpsTest, FastMinMax) {
  unsigned Cases = 0, Wrong = 0;
  auto Case = [&](Intrinsic::ID ID, uint64_t A, uint64_t B, unsigned W) {
    APInt X(W, A), Y(W, B);
    APInt Ref = ID == Intrinsic::umax   ? APIntOps::umax(X, Y)
                : ID == Intrinsic::umin ? APIntOps::umin(X, Y)
                : ID == Intrinsic::smax ? APIntOps::smax(X, Y)
                                        : APIntOps::smin(X, Y);
    ++Cases;
    if (fastIntMinMax(ID, A, B, W) != Ref.getZExtValue() &&
        ++Wrong <= MaxReports)
      ADD_FAILURE() << Intrinsic::getBaseName(ID).str() << " i" << W << " " << A
                    << ", " << B;
  };
  const Intrinsic::ID IDs[] = {Intrinsic::umax, Intrinsic::umin,
                               Intrinsic::smax, Intrinsic::smin};
  for (Intrinsic::ID ID : IDs) {
    for (unsigned W = MinWidth; W <= MaxWidth; ++W)
      for (uint64_t A = 0; A < uint64_t(pow2(W)); ++A)
        for (uint64_t B = 0; B < uint64_t(pow2(W)); ++B)
          Case(ID, A, B, W);
    for (unsigned W : {8u, 16u, 31u, 32u, 33u, 63u, 64u})
      for (uint64_t A : boundaryOperands(W))
        for (uint64_t B : boundaryOperands(W))
          Case(ID, A, B, W);
  }
  EXPECT_EQ(Cases, 4u * (340 + 7 * 14 * 14));
  EXPECT_EQ(Wrong, 0u);
}

} // namespace
