//===- oracle/smt/LaneOps.cpp - SMT encoding of integer lanes -------------===//
//
// Each rule cites the LangRef (LLVM 22) section it implements and follows
// semantics/IntOps.cpp and semantics/Intrinsics.cpp exactly, including the
// project's choices beyond the LangRef (a poison divisor is UB; sdiv/srem of
// a poison dividend by -1 is UB, as in Alive2).
//
//===----------------------------------------------------------------------===//
#include "oracle/smt/LaneOps.h"
#include "semantics/IntOps.h"
#include "semantics/Intrinsics.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace refinery;
using namespace refinery::smt;

static unsigned widthOf(const z3::expr &E) { return E.get_sort().bv_size(); }

z3::expr smt::bvConst(z3::context &C, const APInt &V) {
  if (V.getBitWidth() <= 64)
    return C.bv_val(static_cast<uint64_t>(V.getZExtValue()), V.getBitWidth());
  SmallString<64> S;
  V.toString(S, 10, /*Signed=*/false);
  return C.bv_val(S.c_str(), V.getBitWidth());
}

APInt smt::apintOf(const z3::expr &E, unsigned Width) {
  assert(E.is_numeral() && "apintOf of a non-numeral");
  std::string S = E.get_decimal_string(0);
  return APInt(Width, S, 10);
}

static z3::expr boolToBV(const z3::expr &B) {
  z3::context &C = B.ctx();
  return z3::ite(B, C.bv_val(1, 1), C.bv_val(0, 1));
}

static z3::expr isMin(const z3::expr &A) {
  return A == bvConst(A.ctx(), APInt::getSignedMinValue(widthOf(A)));
}

static z3::expr isNeg(const z3::expr &A) {
  unsigned W = widthOf(A);
  return A.extract(W - 1, W - 1) == A.ctx().bv_val(1, 1);
}

/// Whether the exact sum/difference/product of \p A and \p B is not
/// representable in their width, as signed or unsigned integers: the
/// operation is redone one (add, sub) or W (mul) bits wider.
static z3::expr overflows(Instruction::BinaryOps Op, bool Signed,
                          const z3::expr &A, const z3::expr &B) {
  unsigned W = widthOf(A);
  unsigned Ext = Op == Instruction::Mul ? W : 1;
  auto X = [&](const z3::expr &E) {
    return Signed ? z3::sext(E, Ext) : z3::zext(E, Ext);
  };
  z3::expr Wide = Op == Instruction::Add   ? X(A) + X(B)
                  : Op == Instruction::Sub ? X(A) - X(B)
                                           : X(A) * X(B);
  z3::expr Narrow = Op == Instruction::Add   ? A + B
                    : Op == Instruction::Sub ? A - B
                                             : A * B;
  return Wide != X(Narrow);
}

LaneResult smt::encodeBinary(Instruction::BinaryOps Op, unsigned Flags,
                             const Lane &A, const Lane &B) {
  z3::context &C = A.V.ctx();
  unsigned W = widthOf(A.V);
  assert(widthOf(B.V) == W && "operand widths differ");
  bool NSW = Flags & FlagNSW, NUW = Flags & FlagNUW, Exact = Flags & FlagExact;
  z3::expr False = C.bool_val(false);
  z3::expr Zero = C.bv_val(0, W);
  z3::expr Poison = A.P || B.P;
  switch (Op) {
  case Instruction::UDiv:
  case Instruction::URem:
  case Instruction::SDiv:
  case Instruction::SRem: {
    bool Signed = Op == Instruction::SDiv || Op == Instruction::SRem;
    // LangRef "Poison Values": a poison divisor is UB; "'udiv'" et al.:
    // division by zero is UB; "'sdiv'"/"'srem'": INT_MIN / -1 is UB (also
    // with a poison dividend, which may be INT_MIN).
    z3::expr UB = B.P || B.V == Zero;
    if (Signed)
      UB = UB || (B.V == C.bv_val(-1, W) && (A.P || isMin(A.V)));
    z3::expr P = A.P;
    z3::expr V = Zero;
    switch (Op) {
    case Instruction::UDiv:
      V = z3::udiv(A.V, B.V);
      // "the result value of the udiv is a poison value if %op1 is not a
      // multiple of %op2" (exact).
      if (Exact)
        P = P || z3::urem(A.V, B.V) != Zero;
      break;
    case Instruction::SDiv:
      V = A.V / B.V; // bvsdiv: rounds toward zero, as sdiv
      if (Exact)
        P = P || z3::srem(A.V, B.V) != Zero;
      break;
    case Instruction::URem:
      V = z3::urem(A.V, B.V);
      break;
    default:
      V = z3::srem(A.V, B.V); // the sign of the dividend, as srem
      break;
    }
    return {{V, P}, UB};
  }
  case Instruction::Add:
  case Instruction::Sub:
  case Instruction::Mul: {
    // LangRef "'add'", "'sub'", "'mul'": nuw/nsw make unsigned/signed
    // overflow poison.
    if (NUW)
      Poison = Poison || overflows(Op, false, A.V, B.V);
    if (NSW)
      Poison = Poison || overflows(Op, true, A.V, B.V);
    z3::expr V = Op == Instruction::Add   ? A.V + B.V
                 : Op == Instruction::Sub ? A.V - B.V
                                          : A.V * B.V;
    return {{V, Poison}, False};
  }
  case Instruction::Shl: {
    // LangRef "'shl'": an amount >= the width is poison; nuw: a non-zero
    // bit shifted out; nsw: a shifted-out bit that differs from the sign
    // of the result.
    z3::expr V = z3::shl(A.V, B.V);
    Poison = Poison || z3::uge(B.V, C.bv_val(W, W));
    if (NUW)
      Poison = Poison || z3::lshr(V, B.V) != A.V;
    if (NSW)
      Poison = Poison || z3::ashr(V, B.V) != A.V;
    return {{V, Poison}, False};
  }
  case Instruction::LShr:
  case Instruction::AShr: {
    // LangRef "'lshr'"/"'ashr'": an amount >= the width is poison; exact: a
    // non-zero bit shifted out.
    Poison = Poison || z3::uge(B.V, C.bv_val(W, W));
    if (Exact)
      Poison = Poison || z3::shl(z3::lshr(A.V, B.V), B.V) != A.V;
    z3::expr V =
        Op == Instruction::LShr ? z3::lshr(A.V, B.V) : z3::ashr(A.V, B.V);
    return {{V, Poison}, False};
  }
  case Instruction::And:
    return {{A.V & B.V, Poison}, False};
  case Instruction::Or:
    // LangRef "'or'": disjoint makes A & B != 0 poison.
    if (Flags & FlagDisjoint)
      Poison = Poison || (A.V & B.V) != Zero;
    return {{A.V | B.V, Poison}, False};
  case Instruction::Xor:
    return {{A.V ^ B.V, Poison}, False};
  default:
    llvm_unreachable("not an integer binary operator");
  }
}

LaneResult smt::encodeCompare(CmpInst::Predicate Pred, unsigned Flags,
                              const Lane &A, const Lane &B) {
  z3::context &C = A.V.ctx();
  z3::expr P = A.P || B.P;
  // LangRef "'icmp'": samesign makes operands of different signs poison.
  if (Flags & FlagSameSign)
    P = P || isNeg(A.V) != isNeg(B.V);
  z3::expr R = C.bool_val(false);
  switch (Pred) {
  case CmpInst::ICMP_EQ:
    R = A.V == B.V;
    break;
  case CmpInst::ICMP_NE:
    R = A.V != B.V;
    break;
  case CmpInst::ICMP_UGT:
    R = z3::ugt(A.V, B.V);
    break;
  case CmpInst::ICMP_UGE:
    R = z3::uge(A.V, B.V);
    break;
  case CmpInst::ICMP_ULT:
    R = z3::ult(A.V, B.V);
    break;
  case CmpInst::ICMP_ULE:
    R = z3::ule(A.V, B.V);
    break;
  case CmpInst::ICMP_SGT:
    R = A.V > B.V;
    break;
  case CmpInst::ICMP_SGE:
    R = A.V >= B.V;
    break;
  case CmpInst::ICMP_SLT:
    R = A.V < B.V;
    break;
  case CmpInst::ICMP_SLE:
    R = A.V <= B.V;
    break;
  default:
    llvm_unreachable("not an integer predicate");
  }
  return {{boolToBV(R), P}, C.bool_val(false)};
}

LaneResult smt::encodeCast(Instruction::CastOps Op, unsigned Flags,
                           const Lane &A, unsigned DstWidth) {
  z3::context &C = A.V.ctx();
  unsigned W = widthOf(A.V);
  z3::expr P = A.P;
  z3::expr V = A.V;
  switch (Op) {
  case Instruction::Trunc:
    // LangRef "'trunc'": nuw: a truncated bit is non-zero; nsw: the
    // truncated bits are not all equal to the result's sign bit.
    V = A.V.extract(DstWidth - 1, 0);
    if (DstWidth < W) {
      if (Flags & FlagNUW)
        P = P || z3::zext(V, W - DstWidth) != A.V;
      if (Flags & FlagNSW)
        P = P || z3::sext(V, W - DstWidth) != A.V;
    }
    break;
  case Instruction::ZExt:
    // LangRef "'zext'": nneg makes a negative operand poison.
    if (Flags & FlagNNeg)
      P = P || isNeg(A.V);
    V = z3::zext(A.V, DstWidth - W);
    break;
  case Instruction::SExt:
    V = z3::sext(A.V, DstWidth - W);
    break;
  default:
    llvm_unreachable("not an integer cast");
  }
  return {{V, P}, C.bool_val(false)};
}

Lane smt::encodeSelect(const Lane &Cond, const Lane &T, const Lane &F) {
  // LangRef "'select'": poison if the condition is poison, else the
  // chosen operand (poison only if that one is).
  z3::expr IsT = Cond.V == Cond.V.ctx().bv_val(1, 1);
  return {z3::ite(IsT, T.V, F.V), Cond.P || z3::ite(IsT, T.P, F.P)};
}

Lane smt::encodeFreeze(const Lane &A, const z3::expr &Choice) {
  // LangRef "'freeze'": a poison operand becomes an arbitrary value.
  return {z3::ite(A.P, Choice, A.V), A.V.ctx().bool_val(false)};
}

Lane smt::encodeIntrinsicLane(Intrinsic::ID ID, ArrayRef<Lane> Ops, bool Flag,
                              unsigned ResultBits) {
  const z3::expr &A = Ops[0].V;
  z3::context &C = A.ctx();
  unsigned W = widthOf(A);
  // LangRef "Poison Values": a poison operand makes the result poison.
  z3::expr P = C.bool_val(false);
  for (const Lane &L : Ops)
    P = P || L.P;
  z3::expr SMin = bvConst(C, APInt::getSignedMinValue(W));
  z3::expr SMax = bvConst(C, APInt::getSignedMaxValue(W));
  z3::expr Ones = bvConst(C, APInt::getAllOnes(W));
  z3::expr Zero = C.bv_val(0, W);
  switch (ID) {
  case Intrinsic::abs:
    // LangRef 'llvm.abs.*': INT_MIN gives INT_MIN, or poison if
    // is_int_min_poison.
    if (Flag)
      P = P || isMin(A);
    return {z3::ite(isNeg(A), -A, A), P};
  // LangRef 'llvm.smax.*', 'llvm.smin.*', 'llvm.umax.*', 'llvm.umin.*'.
  case Intrinsic::smax:
    return {z3::ite(A > Ops[1].V, A, Ops[1].V), P};
  case Intrinsic::smin:
    return {z3::ite(A < Ops[1].V, A, Ops[1].V), P};
  case Intrinsic::umax:
    return {z3::ite(z3::ugt(A, Ops[1].V), A, Ops[1].V), P};
  case Intrinsic::umin:
    return {z3::ite(z3::ult(A, Ops[1].V), A, Ops[1].V), P};
  case Intrinsic::scmp:
  case Intrinsic::ucmp: {
    // LangRef 'llvm.scmp.*' / 'llvm.ucmp.*': -1, 0 or 1.
    const z3::expr &B = Ops[1].V;
    z3::expr Less = ID == Intrinsic::scmp ? A < B : z3::ult(A, B);
    z3::expr V = z3::ite(
        Less, bvConst(C, APInt::getAllOnes(ResultBits)),
        z3::ite(A == B, C.bv_val(0, ResultBits), C.bv_val(1, ResultBits)));
    return {V, P};
  }
  case Intrinsic::ctpop: {
    // LangRef 'llvm.ctpop.*'.
    z3::expr Sum = Zero;
    for (unsigned I = 0; I < W; ++I) {
      z3::expr Bit = A.extract(I, I);
      Sum = Sum + (W > 1 ? z3::zext(Bit, W - 1) : Bit);
    }
    return {Sum, P};
  }
  case Intrinsic::ctlz:
  case Intrinsic::cttz: {
    // LangRef 'llvm.ctlz.*' / 'llvm.cttz.*': zero gives the width, or
    // poison if is_zero_poison.
    if (Flag)
      P = P || A == Zero;
    z3::expr R = C.bv_val(W, W);
    if (ID == Intrinsic::ctlz) {
      for (unsigned I = 0; I < W; ++I) // the highest set bit wins
        R = z3::ite(A.extract(I, I) == C.bv_val(1, 1), C.bv_val(W - 1 - I, W),
                    R);
    } else {
      for (unsigned I = W; I-- > 0;) // the lowest set bit wins
        R = z3::ite(A.extract(I, I) == C.bv_val(1, 1), C.bv_val(I, W), R);
    }
    return {R, P};
  }
  case Intrinsic::bswap: {
    // LangRef 'llvm.bswap.*' (W is a multiple of 16).
    assert(W % 16 == 0 && "bswap of a width that is not a multiple of 16");
    z3::expr R = A.extract(7, 0);
    for (unsigned B = 1; B < W / 8; ++B)
      R = z3::concat(R, A.extract(8 * B + 7, 8 * B));
    return {R, P};
  }
  case Intrinsic::bitreverse: {
    // LangRef 'llvm.bitreverse.*'.
    z3::expr R = A.extract(0, 0);
    for (unsigned I = 1; I < W; ++I)
      R = z3::concat(R, A.extract(I, I));
    return {R, P};
  }
  case Intrinsic::fshl:
  case Intrinsic::fshr: {
    // LangRef 'llvm.fshl.*' / 'llvm.fshr.*': concatenate, shift by the
    // amount modulo W, take the high (fshl) or low (fshr) half.
    z3::expr S = z3::zext(z3::urem(Ops[2].V, C.bv_val(W, W)), W);
    z3::expr Cat = z3::concat(A, Ops[1].V);
    if (ID == Intrinsic::fshl)
      return {z3::shl(Cat, S).extract(2 * W - 1, W), P};
    return {z3::lshr(Cat, S).extract(W - 1, 0), P};
  }
  case Intrinsic::clmul: {
    // LangRef 'llvm.clmul.*': the low bits of the carry-less product.
    z3::expr R = Zero;
    for (unsigned I = 0; I < W; ++I)
      R = R ^ z3::ite(Ops[1].V.extract(I, I) == C.bv_val(1, 1),
                      z3::shl(A, C.bv_val(I, W)), Zero);
    return {R, P};
  }
  // LangRef "Saturation Arithmetic Intrinsics".
  case Intrinsic::uadd_sat:
    return {z3::ite(overflows(Instruction::Add, false, A, Ops[1].V), Ones,
                    A + Ops[1].V),
            P};
  case Intrinsic::usub_sat:
    return {z3::ite(z3::ult(A, Ops[1].V), Zero, A - Ops[1].V), P};
  case Intrinsic::sadd_sat:
  case Intrinsic::ssub_sat: {
    Instruction::BinaryOps Op =
        ID == Intrinsic::sadd_sat ? Instruction::Add : Instruction::Sub;
    z3::expr Exact = Op == Instruction::Add ? A + Ops[1].V : A - Ops[1].V;
    // On overflow the exact result has the sign of A.
    return {z3::ite(overflows(Op, true, A, Ops[1].V),
                    z3::ite(isNeg(A), SMin, SMax), Exact),
            P};
  }
  case Intrinsic::ushl_sat:
  case Intrinsic::sshl_sat: {
    // LangRef 'llvm.ushl.sat.*' / 'llvm.sshl.sat.*': an amount >= W is
    // poison.
    const z3::expr &B = Ops[1].V;
    P = P || z3::uge(B, C.bv_val(W, W));
    z3::expr R = z3::shl(A, B);
    if (ID == Intrinsic::ushl_sat)
      return {z3::ite(z3::lshr(R, B) != A, Ones, R), P};
    return {z3::ite(z3::ashr(R, B) != A, z3::ite(isNeg(A), SMin, SMax), R), P};
  }
  default:
    llvm_unreachable("not an encoded lane-wise integer intrinsic");
  }
}

std::pair<Lane, Lane>
smt::encodeWithOverflowLane(Intrinsic::ID ID, const Lane &A, const Lane &B) {
  // LangRef "Arithmetic with Overflow Intrinsics": {result modulo 2^W,
  // overflow}; a poison operand makes both poison.
  z3::expr P = A.P || B.P;
  const OverflowIntrinsic *OI = findOverflowIntrinsic(ID);
  assert(OI && "not a with.overflow intrinsic");
  Instruction::BinaryOps Op = OI->Op;
  bool Signed = OI->Signed;
  z3::expr V = Op == Instruction::Add   ? A.V + B.V
               : Op == Instruction::Sub ? A.V - B.V
                                        : A.V * B.V;
  return {{V, P}, {boolToBV(overflows(Op, Signed, A.V, B.V)), P}};
}
