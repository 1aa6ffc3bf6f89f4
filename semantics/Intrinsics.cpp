//===- semantics/Intrinsics.cpp - Intrinsics without memory ---------------===//
//
// Every rule cites the LangRef (LLVM 22) section it implements. Shared rules:
//
// * LangRef "Poison Values": an intrinsic call depends on its operands, so a
//   poison operand makes the result poison; lane-wise intrinsics do this per
//   lane, reductions make the whole result poison.
// * LangRef "Behavior of Floating-Point NaN values": a floating-point math
//   operation that returns a NaN returns a nondeterministic one (fpResult);
//   fabs and copysign act on the bits and never change a NaN but its sign.
// * LangRef "Fast-Math Flags" on a call returning floating point: nnan/ninf
//   make the result poison if an argument or the result is a NaN/Inf. As in
//   FloatOps.cpp, nsz, afn and reassoc (which license rewrites) do not change
//   the computed value: the plain IEEE result is returned and the refinement
//   oracle tolerates their divergence. So minnum nsz (-0.0, +0.0) is -0.0,
//   and a reassoc vector.reduce.fadd is evaluated sequentially.
//
//===----------------------------------------------------------------------===//
#include "semantics/Intrinsics.h"
#include "semantics/FloatOps.h"
#include "semantics/X86Intrinsics.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/ADT/FloatingPointMode.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Operator.h"
#include <algorithm>

using namespace llvm;
using namespace refinery;

namespace {

/// The operands of one lane of a lane-wise intrinsic call.
using LaneArgs = SmallVector<const RtValue *, 4>;

/// The floating-point context of one call: its scalar type, fast-math flags
/// and the source of nondeterminism.
struct FPCall {
  const Type *Ty; ///< The scalar floating-point type.
  const fltSemantics &Sem;
  unsigned Width;
  FastMathFlags FMF;
  Nondet &ND;
};

/// Which NaN a floating-point rule returns when its result is a NaN.
enum class NaNRule : uint8_t {
  /// Any NaN LangRef "Behavior of Floating-Point NaN values" allows.
  Math,
  /// As Math, but quiet: the min/max families turn sNaNs into qNaNs
  /// (LangRef "'llvm.min.*' Intrinsics Comparation").
  Quiet,
  /// Exactly the computed NaN (canonicalize of a non-NaN).
  Exact,
};

/// The result of a floating-point rule before the NaN and flag rules apply.
struct FPOut {
  APFloat V;
  NaNRule Rule = NaNRule::Math;
};

/// The magnitude of a finite nonzero float as Odd * 2^Exp, with Odd odd.
struct Dyadic {
  APInt Odd;
  int Exp;
};

} // namespace

//===----------------------------------------------------------------------===//
// Shared helpers
//===----------------------------------------------------------------------===//

/// Applies \p Rule to every lane of a call. Vector operands contribute their
/// lane; scalar operands (immediate flags, ...) are shared by every lane. If
/// \p IsVector is false, \p Rule sees the operands themselves.
template <typename RuleT>
static RtValue mapLanes(ArrayRef<RtValue> Args, bool IsVector, RuleT Rule) {
  LaneArgs Lane(Args.size());
  if (!IsVector) {
    for (size_t I = 0; I < Args.size(); ++I)
      Lane[I] = &Args[I];
    return Rule(Lane);
  }
  unsigned N = 0;
  for (const RtValue &A : Args)
    if (A.isCompound()) {
      N = A.numElems();
      break;
    }
  std::vector<RtValue> Out;
  Out.reserve(N);
  for (unsigned L = 0; L < N; ++L) {
    for (size_t I = 0; I < Args.size(); ++I) {
      assert((!Args[I].isCompound() || Args[I].numElems() == N) &&
             "vector operands with different lane counts");
      Lane[I] = Args[I].isCompound() ? &Args[I].elems()[L] : &Args[I];
    }
    Out.push_back(Rule(Lane));
  }
  return RtValue::compound(std::move(Out));
}

static bool anyPoison(ArrayRef<const RtValue *> Ops) {
  for (const RtValue *A : Ops)
    if (A->isPoison())
      return true;
  return false;
}

/// A nondeterministic choice between two results the LangRef both allows
/// for an sNaN operand. It is an Undef choice (an arbitrary bit), which the
/// checker never counts as completely enumerated; llvm.fmuladd's choice is
/// an FPRewrite (mulAdd).
static bool chooseEither(Nondet &ND) {
  return ND.choose(NondetKind::Undef, 1).isOne();
}

/// The floats of the non-poison scalars \p Ops, or std::nullopt if nnan or
/// ninf make the result poison because of one of them.
static std::optional<SmallVector<APFloat, 4>>
argFloats(const FPCall &C, ArrayRef<const RtValue *> Ops) {
  if (fpFlagsMakePoison(C.FMF, C.Ty, Ops))
    return std::nullopt;
  SmallVector<APFloat, 4> X;
  for (const RtValue *A : Ops)
    X.push_back(APFloat(C.Sem, A->bits()));
  return X;
}

/// Turns the computed result \p R of operands \p Inputs into the returned
/// scalar: nnan/ninf on the result, then the NaN rule.
static RtValue finishFP(const FPCall &C, const FPOut &R,
                        ArrayRef<const RtValue *> Inputs) {
  if ((C.FMF.noNaNs() && R.V.isNaN()) || (C.FMF.noInfs() && R.V.isInfinity()))
    return RtValue::poison(C.Width);
  if (!R.V.isNaN() || R.Rule == NaNRule::Exact)
    return RtValue(R.V.bitcastToAPInt());
  if (R.Rule == NaNRule::Math)
    return fpResult(C.Ty, R.V, Inputs, C.ND);
  // Quiet: with every input NaN quieted, fpResult's choices (the preferred
  // NaN or a propagated payload) are all quiet.
  SmallVector<RtValue, 16> Quieted;
  for (const RtValue *In : Inputs) {
    APFloat F(C.Sem, In->bits());
    Quieted.push_back(F.isNaN() ? RtValue(F.makeQuiet().bitcastToAPInt())
                                : *In);
  }
  SmallVector<const RtValue *, 16> Ptrs;
  for (const RtValue &Q : Quieted)
    Ptrs.push_back(&Q);
  return fpResult(C.Ty, R.V, Ptrs, C.ND);
}

static FPCall fpCallOf(const CallBase &Call, const Type *FPTy, Nondet &ND) {
  FastMathFlags FMF;
  if (auto *Op = dyn_cast<FPMathOperator>(&Call))
    FMF = Op->getFastMathFlags();
  const Type *Ty = FPTy->getScalarType();
  const fltSemantics &Sem = floatSemantics(Ty);
  return {Ty, Sem, APFloat::getSizeInBits(Sem), FMF, ND};
}

/// Splits the magnitude of a finite nonzero float into an odd integer and an
/// exponent.
static Dyadic decompose(const APFloat &X) {
  assert(X.isFiniteNonZero() && "decompose of zero, Inf or NaN");
  const fltSemantics &Sem = X.getSemantics();
  int P = APFloat::semanticsPrecision(Sem);
  // X = M * 2^E with M an integer of at most P bits (ilogb normalizes
  // subnormals, so this E may lie below the subnormal grid; M stays exact).
  int E = ilogb(X) - (P - 1);
  APFloat M = scalbn(abs(X), -E, APFloat::rmNearestTiesToEven);
  APSInt I(P + 1, /*isUnsigned=*/true);
  bool IsExact = false;
  M.convertToInteger(I, APFloat::rmTowardZero, &IsExact);
  assert(IsExact && !I.isZero() && "scaled float is not an integer");
  unsigned TZ = I.countr_zero();
  return {I.lshr(TZ), E + static_cast<int>(TZ)};
}

/// Mag * 2^Exp, which the caller guarantees is representable.
static APFloat fromScaled(const fltSemantics &Sem, const APInt &Mag, int Exp) {
  APFloat F(Sem);
  [[maybe_unused]] APFloat::opStatus St =
      F.convertFromAPInt(Mag, /*IsSigned=*/false, APFloat::rmNearestTiesToEven);
  assert(St == APFloat::opOK && "magnitude is not exact");
  return scalbn(F, Exp, APFloat::rmNearestTiesToEven);
}

//===----------------------------------------------------------------------===//
// Integer intrinsics
//===----------------------------------------------------------------------===//

/// The lane-wise integer intrinsics, their value operands and whether an
/// immarg flag follows them (LangRef "Standard C/C++ Library Intrinsics",
/// "Bit Manipulation Intrinsics", "Saturation Arithmetic Intrinsics").
static constexpr LaneWiseIntrinsic LaneWiseTable[] = {
    {Intrinsic::abs, 1, true},       {Intrinsic::smax, 2, false},
    {Intrinsic::smin, 2, false},     {Intrinsic::umax, 2, false},
    {Intrinsic::umin, 2, false},     {Intrinsic::scmp, 2, false},
    {Intrinsic::ucmp, 2, false},     {Intrinsic::ctpop, 1, false},
    {Intrinsic::ctlz, 1, true},      {Intrinsic::cttz, 1, true},
    {Intrinsic::bswap, 1, false},    {Intrinsic::bitreverse, 1, false},
    {Intrinsic::fshl, 3, false},     {Intrinsic::fshr, 3, false},
    {Intrinsic::clmul, 2, false},    {Intrinsic::uadd_sat, 2, false},
    {Intrinsic::usub_sat, 2, false}, {Intrinsic::sadd_sat, 2, false},
    {Intrinsic::ssub_sat, 2, false}, {Intrinsic::ushl_sat, 2, false},
    {Intrinsic::sshl_sat, 2, false},
};

ArrayRef<LaneWiseIntrinsic> refinery::laneWiseIntrinsics() {
  return LaneWiseTable;
}

/// The entry of \p ID in \p Table (of entries with a field ID), or null.
template <typename EntryT, size_t N>
static const EntryT *findEntry(const EntryT (&Table)[N], Intrinsic::ID ID) {
  for (const EntryT &E : Table)
    if (E.ID == ID)
      return &E;
  return nullptr;
}

const LaneWiseIntrinsic *refinery::findLaneWiseIntrinsic(Intrinsic::ID ID) {
  return findEntry(LaneWiseTable, ID);
}

/// One lane of a lane-wise integer intrinsic whose operands are not poison.
/// Returns std::nullopt for a poison result.
static std::optional<APInt> intLane(Intrinsic::ID ID, const LaneArgs &L,
                                    unsigned ResultBits) {
  const APInt &A = L[0]->bits();
  unsigned W = A.getBitWidth();
  auto Flag = [&] { return L[1]->bits().isOne(); };
  switch (ID) {
  case Intrinsic::abs:
    // LangRef 'llvm.abs.*' Intrinsic: INT_MIN gives INT_MIN, or poison if
    // is_int_min_poison is set.
    if (A.isMinSignedValue())
      return Flag() ? std::nullopt : std::optional<APInt>(A);
    return A.abs();
  // LangRef 'llvm.smax.*', 'llvm.smin.*', 'llvm.umax.*', 'llvm.umin.*'.
  case Intrinsic::smax:
    return APIntOps::smax(A, L[1]->bits());
  case Intrinsic::smin:
    return APIntOps::smin(A, L[1]->bits());
  case Intrinsic::umax:
    return APIntOps::umax(A, L[1]->bits());
  case Intrinsic::umin:
    return APIntOps::umin(A, L[1]->bits());
  case Intrinsic::scmp:
  case Intrinsic::ucmp: {
    // LangRef 'llvm.scmp.*' / 'llvm.ucmp.*' Intrinsic: -1, 0 or 1 in a
    // result type of any width >= 2.
    const APInt &B = L[1]->bits();
    bool Less = ID == Intrinsic::scmp ? A.slt(B) : A.ult(B);
    if (Less)
      return APInt::getAllOnes(ResultBits);
    return APInt(ResultBits, A == B ? 0 : 1);
  }
  case Intrinsic::ctpop:
    // LangRef 'llvm.ctpop.*' Intrinsic.
    return APInt(W, A.popcount());
  case Intrinsic::ctlz:
  case Intrinsic::cttz:
    // LangRef 'llvm.ctlz.*' / 'llvm.cttz.*' Intrinsic: zero gives the bit
    // width, or poison if is_zero_poison is set.
    if (A.isZero() && Flag())
      return std::nullopt;
    return APInt(W, ID == Intrinsic::ctlz ? A.countl_zero() : A.countr_zero());
  case Intrinsic::bswap:
    // LangRef 'llvm.bswap.*' Intrinsics (the verifier ensures W % 16 == 0).
    assert(W % 16 == 0 && "bswap of a width that is not a multiple of 16");
    return A.byteSwap();
  case Intrinsic::bitreverse:
    // LangRef 'llvm.bitreverse.*' Intrinsics.
    return A.reverseBits();
  case Intrinsic::fshl:
    // LangRef 'llvm.fshl.*' Intrinsic: the shift amount is taken modulo W.
    return APIntOps::fshl(A, L[1]->bits(), L[2]->bits());
  case Intrinsic::fshr:
    // LangRef 'llvm.fshr.*' Intrinsic.
    return APIntOps::fshr(A, L[1]->bits(), L[2]->bits());
  case Intrinsic::clmul:
    // LangRef 'llvm.clmul.*' Intrinsic: the low bits of the carry-less
    // product.
    return APIntOps::clmul(A, L[1]->bits());
  // LangRef "Saturation Arithmetic Intrinsics".
  case Intrinsic::uadd_sat:
    return A.uadd_sat(L[1]->bits());
  case Intrinsic::usub_sat:
    return A.usub_sat(L[1]->bits());
  case Intrinsic::sadd_sat:
    return A.sadd_sat(L[1]->bits());
  case Intrinsic::ssub_sat:
    return A.ssub_sat(L[1]->bits());
  case Intrinsic::ushl_sat:
  case Intrinsic::sshl_sat: {
    // LangRef 'llvm.ushl.sat.*' / 'llvm.sshl.sat.*' Intrinsics: a shift
    // amount >= the bit width gives poison.
    const APInt &B = L[1]->bits();
    if (B.uge(W))
      return std::nullopt;
    return ID == Intrinsic::ushl_sat ? A.ushl_sat(B) : A.sshl_sat(B);
  }
  default:
    llvm_unreachable("not a lane-wise integer intrinsic");
  }
}

/// LangRef "Arithmetic with Overflow Intrinsics".
static constexpr OverflowIntrinsic OverflowTable[] = {
    {Intrinsic::sadd_with_overflow, Instruction::Add, true},
    {Intrinsic::uadd_with_overflow, Instruction::Add, false},
    {Intrinsic::ssub_with_overflow, Instruction::Sub, true},
    {Intrinsic::usub_with_overflow, Instruction::Sub, false},
    {Intrinsic::smul_with_overflow, Instruction::Mul, true},
    {Intrinsic::umul_with_overflow, Instruction::Mul, false},
};

ArrayRef<OverflowIntrinsic> refinery::overflowIntrinsics() {
  return OverflowTable;
}

const OverflowIntrinsic *refinery::findOverflowIntrinsic(Intrinsic::ID ID) {
  return findEntry(OverflowTable, ID);
}

/// One lane of \p OI, as the pair {result modulo 2^W, overflow bit}; a
/// poison operand makes both poison.
static RtValue overflowLane(const OverflowIntrinsic &OI, const LaneArgs &L) {
  unsigned W = L[0]->bits().getBitWidth();
  if (anyPoison(L))
    return RtValue::compound({RtValue::poison(W), RtValue::poison(1)});
  const APInt &A = L[0]->bits(), &B = L[1]->bits();
  bool Ov = false;
  APInt R;
  switch (OI.Op) {
  case Instruction::Add:
    R = OI.Signed ? A.sadd_ov(B, Ov) : A.uadd_ov(B, Ov);
    break;
  case Instruction::Sub:
    R = OI.Signed ? A.ssub_ov(B, Ov) : A.usub_ov(B, Ov);
    break;
  case Instruction::Mul:
    R = OI.Signed ? A.smul_ov(B, Ov) : A.umul_ov(B, Ov);
    break;
  default:
    llvm_unreachable("not an operation of a with.overflow intrinsic");
  }
  return RtValue::compound({RtValue(std::move(R)), RtValue::ofBool(Ov)});
}

/// A *.with.overflow call: on vectors the result is {<N x iW>, <N x i1>},
/// so the per-lane pairs are transposed.
static RtValue evalWithOverflow(const OverflowIntrinsic &OI,
                                ArrayRef<RtValue> Args, bool IsVector) {
  RtValue Lanes = mapLanes(
      Args, IsVector, [&](const LaneArgs &L) { return overflowLane(OI, L); });
  if (!IsVector)
    return Lanes;
  std::vector<RtValue> Vals, Bits;
  for (const RtValue &P : Lanes.elems()) {
    Vals.push_back(P.elems()[0]);
    Bits.push_back(P.elems()[1]);
  }
  return RtValue::compound(
      {RtValue::compound(std::move(Vals)), RtValue::compound(std::move(Bits))});
}

/// LangRef "Vector Reduction Intrinsics" ('llvm.vector.reduce.add.*' ...
/// 'llvm.vector.reduce.umin.*').
static constexpr ReductionIntrinsic ReductionTable[] = {
    {Intrinsic::vector_reduce_add, Instruction::Add,
     CmpInst::BAD_ICMP_PREDICATE},
    {Intrinsic::vector_reduce_mul, Instruction::Mul,
     CmpInst::BAD_ICMP_PREDICATE},
    {Intrinsic::vector_reduce_and, Instruction::And,
     CmpInst::BAD_ICMP_PREDICATE},
    {Intrinsic::vector_reduce_or, Instruction::Or, CmpInst::BAD_ICMP_PREDICATE},
    {Intrinsic::vector_reduce_xor, Instruction::Xor,
     CmpInst::BAD_ICMP_PREDICATE},
    {Intrinsic::vector_reduce_smax, Instruction::ICmp, CmpInst::ICMP_SGT},
    {Intrinsic::vector_reduce_smin, Instruction::ICmp, CmpInst::ICMP_SLT},
    {Intrinsic::vector_reduce_umax, Instruction::ICmp, CmpInst::ICMP_UGT},
    {Intrinsic::vector_reduce_umin, Instruction::ICmp, CmpInst::ICMP_ULT},
};

ArrayRef<ReductionIntrinsic> refinery::reductionIntrinsics() {
  return ReductionTable;
}

const ReductionIntrinsic *refinery::findReductionIntrinsic(Intrinsic::ID ID) {
  return findEntry(ReductionTable, ID);
}

/// \p RI folded over the lanes of \p Vec; any poison lane makes the result
/// poison. A min/max keeps the accumulator while RI.Keep holds against the
/// next lane (APIntOps::smax and friends pick the same way).
static RtValue evalIntReduce(const ReductionIntrinsic &RI, const RtValue &Vec,
                             unsigned W) {
  assert(Vec.isCompound() && Vec.numElems() > 0 && "reduction of a scalar");
  for (const RtValue &E : Vec.elems())
    if (E.isPoison())
      return RtValue::poison(W);
  APInt Acc = Vec.elems()[0].bits();
  for (const RtValue &E : ArrayRef(Vec.elems()).drop_front()) {
    const APInt &X = E.bits();
    switch (RI.Opcode) {
    case Instruction::Add:
      Acc += X;
      break;
    case Instruction::Mul:
      Acc *= X;
      break;
    case Instruction::And:
      Acc &= X;
      break;
    case Instruction::Or:
      Acc |= X;
      break;
    case Instruction::Xor:
      Acc ^= X;
      break;
    case Instruction::ICmp:
      if (!ICmpInst::compare(Acc, X, RI.Keep))
        Acc = X;
      break;
    default:
      llvm_unreachable("not an integer reduction");
    }
  }
  return RtValue(std::move(Acc));
}

//===----------------------------------------------------------------------===//
// Floating-point intrinsics
//===----------------------------------------------------------------------===//

static bool isMaxKind(Intrinsic::ID ID) {
  switch (ID) {
  case Intrinsic::maxnum:
  case Intrinsic::maximum:
  case Intrinsic::maximumnum:
  case Intrinsic::vector_reduce_fmax:
  case Intrinsic::vector_reduce_fmaximum:
    return true;
  default:
    return false;
  }
}

/// The larger (\p IsMax) or smaller of two non-NaN floats, with -0.0 < +0.0
/// (LangRef "'llvm.min.*' Intrinsics Comparation": +0.0(max)/-0.0(min) for
/// all three families).
static const APFloat &pickNumber(bool IsMax, const APFloat &A,
                                 const APFloat &B) {
  assert(!A.isNaN() && !B.isNaN() && "pickNumber of a NaN");
  if (A.isZero() && B.isZero())
    return A.isNegative() == IsMax ? B : A;
  bool AGreater = A.compare(B) == APFloat::cmpGreaterThan;
  return AGreater == IsMax ? A : B;
}

/// The minimum or maximum of \p A and \p B in one of the three families.
static APFloat minMax(Intrinsic::ID ID, const APFloat &A, const APFloat &B,
                      Nondet &ND) {
  bool IsMax = isMaxKind(ID);
  switch (ID) {
  case Intrinsic::minimum:
  case Intrinsic::maximum:
    // LangRef 'llvm.minimum.*' / 'llvm.maximum.*' Intrinsic: a NaN operand
    // gives NaN.
    if (A.isNaN() || B.isNaN())
      return A.isNaN() ? A : B;
    return pickNumber(IsMax, A, B);
  case Intrinsic::minimumnum:
  case Intrinsic::maximumnum:
    // LangRef 'llvm.minimumnum.*' / 'llvm.maximumnum.*' Intrinsic: NaN only
    // if both are NaN (sNaN included); otherwise the number.
    if (A.isNaN())
      return B;
    if (B.isNaN())
      return A;
    return pickNumber(IsMax, A, B);
  case Intrinsic::minnum:
  case Intrinsic::maxnum: {
    // LangRef 'llvm.minnum.*' / 'llvm.maxnum.*' Intrinsic: qNaN vs number
    // gives the number; sNaN gives qNaN. LangRef "Behavior of Floating-Point
    // NaN values" also lets every math operation treat an sNaN as quiet, so
    // sNaN vs number is either the NaN or the number.
    if (A.isNaN() && B.isNaN())
      return A;
    if (!A.isNaN() && !B.isNaN())
      return pickNumber(IsMax, A, B);
    const APFloat &NaN = A.isNaN() ? A : B;
    const APFloat &Num = A.isNaN() ? B : A;
    if (NaN.isSignaling() && !chooseEither(ND))
      return NaN;
    return Num;
  }
  default:
    llvm_unreachable("not a min/max intrinsic");
  }
}

/// LangRef 'llvm.sqrt.*' Intrinsic: the correctly rounded square root
/// (IEEE-754 squareRoot, round to nearest even), computed exactly on
/// integers so that it does not depend on the host's libm.
static APFloat sqrtNearestEven(const APFloat &X) {
  const fltSemantics &Sem = X.getSemantics();
  if (X.isNaN() || X.isZero() || (X.isInfinity() && !X.isNegative()))
    return X; // NaN (made nondeterministic later), +-0, +Inf.
  if (X.isNegative())
    return APFloat::getQNaN(Sem);
  Dyadic D = decompose(X);
  int P = APFloat::semanticsPrecision(Sem);
  // sqrt(Odd * 2^Exp) = sqrt(Odd * 2^S) * 2^((Exp - S) / 2) with S making
  // the exponent even and the integer root at least P + 2 bits long.
  int S = 2 * P + 4 + ((D.Exp - (2 * P + 4)) & 1);
  unsigned Bits = D.Odd.getBitWidth() + S + 4;
  APInt M = D.Odd.zext(Bits).shl(S);
  APInt Q = M.sqrt(); // Rounded to nearest; make it the floor.
  if ((Q * Q).ugt(M))
    Q -= 1;
  bool Sticky = Q * Q != M;
  // R = 2Q + sticky lies strictly between 2Q and 2Q + 2 when inexact, and
  // has at least P + 3 bits, so rounding R rounds the true root.
  APInt R = Q.shl(1);
  if (Sticky)
    R.setBit(0);
  int Exp = (D.Exp - S) / 2 - 1;
  unsigned Drop = R.getActiveBits() - P;
  assert(Drop >= 3 && "root too short to round");
  APInt Keep = R.lshr(Drop);
  APInt Rem = R & APInt::getLowBitsSet(Bits, Drop);
  APInt Half = APInt::getOneBitSet(Bits, Drop - 1);
  if (Rem.ugt(Half) || (Rem == Half && Keep[0]))
    Keep += 1;
  // Square roots of finite floats are normal: scaling is exact.
  return fromScaled(Sem, Keep, Exp + static_cast<int>(Drop));
}

/// LangRef 'llvm.fmuladd.*' Intrinsic: a * b + c, fused or not. If the two
/// differ the choice is nondeterministic (unfused when the policy says 0).
static APFloat mulAdd(ArrayRef<APFloat> X, Nondet &ND) {
  APFloat Fused = X[0];
  Fused.fusedMultiplyAdd(X[1], X[2], APFloat::rmNearestTiesToEven);
  APFloat Split = X[0];
  Split.multiply(X[1], APFloat::rmNearestTiesToEven);
  Split.add(X[2], APFloat::rmNearestTiesToEven);
  if (Fused.bitwiseIsEqual(Split) || (Fused.isNaN() && Split.isNaN()))
    return Fused;
  // Exactly two results: a 1-bit choice the checker enumerates completely.
  return ND.choose(NondetKind::FPRewrite, 1).isOne() ? Fused : Split;
}

/// One lane of a lane-wise floating-point intrinsic on non-poison operands.
static FPOut fpLane(Intrinsic::ID ID, ArrayRef<APFloat> X, Nondet &ND) {
  const APFloat &A = X[0];
  auto Rounded = [&](APFloat::roundingMode RM) {
    APFloat R = A;
    R.roundToIntegral(RM);
    return FPOut{R};
  };
  switch (ID) {
  case Intrinsic::minnum:
  case Intrinsic::maxnum:
  case Intrinsic::minimum:
  case Intrinsic::maximum:
  case Intrinsic::minimumnum:
  case Intrinsic::maximumnum:
    return {minMax(ID, A, X[1], ND), NaNRule::Quiet};
  case Intrinsic::sqrt:
    return {sqrtNearestEven(A)};
  case Intrinsic::fma: {
    // LangRef 'llvm.fma.*' Intrinsic: IEEE-754 fusedMultiplyAdd.
    APFloat R = A;
    R.fusedMultiplyAdd(X[1], X[2], APFloat::rmNearestTiesToEven);
    return {R};
  }
  case Intrinsic::fmuladd:
    return {mulAdd(X, ND)};
  // LangRef 'llvm.floor.*', 'llvm.ceil.*', 'llvm.trunc.*', 'llvm.round.*'
  // (ties away from zero, as libm round), 'llvm.roundeven.*', and
  // 'llvm.rint.*' / 'llvm.nearbyint.*' (the default environment rounds to
  // nearest even).
  case Intrinsic::floor:
    return Rounded(APFloat::rmTowardNegative);
  case Intrinsic::ceil:
    return Rounded(APFloat::rmTowardPositive);
  case Intrinsic::trunc:
    return Rounded(APFloat::rmTowardZero);
  case Intrinsic::round:
    return Rounded(APFloat::rmNearestTiesToAway);
  case Intrinsic::roundeven:
  case Intrinsic::rint:
  case Intrinsic::nearbyint:
    return Rounded(APFloat::rmNearestTiesToEven);
  case Intrinsic::canonicalize:
    // LangRef 'llvm.canonicalize.*' Intrinsic: NaN payloads are conserved
    // and sNaNs quieted, except in environments with a single canonical NaN,
    // which canonicalize: so a NaN result is any NaN the NaN rules allow
    // (the quieted input or the preferred NaN). Signs of zeros are
    // conserved; other values are re-encoded canonically (subnormals are
    // preserved in the default environment).
    if (A.isNaN())
      return {A.makeQuiet(), NaNRule::Quiet};
    return {A, NaNRule::Exact};
  default:
    llvm_unreachable("not a lane-wise floating-point intrinsic");
  }
}

/// A call of a lane-wise floating-point intrinsic whose operands all have
/// the result's type.
static IntrinsicResult evalFPLanewise(Intrinsic::ID ID, const CallBase &Call,
                                      ArrayRef<RtValue> Args, Nondet &ND) {
  FPCall C = fpCallOf(Call, Call.getType(), ND);
  // The integer square root below needs an IEEE-style format.
  if (ID == Intrinsic::sqrt && &C.Sem == &APFloat::PPCDoubleDouble())
    return IntrinsicResult::unsupported("llvm.sqrt on ppc_fp128");
  bool IsVector = Call.getType()->isVectorTy();
  if (ID == Intrinsic::fabs || ID == Intrinsic::copysign)
    return IntrinsicResult::value(
        mapLanes(Args, IsVector, [&](const LaneArgs &L) {
          // LangRef 'llvm.fabs.*' / 'llvm.copysign.*' Intrinsic: the input
          // (the first operand) with only its sign bit changed; NaN payloads,
          // quiet bits and every other bit are kept, so this works on the
          // bits, never through APFloat. nnan / ninf apply to the operands
          // and the result (LangRef "Fast-Math Flags"); the result is a NaN
          // or an infinity exactly when the first operand is.
          if (anyPoison(L) || fpFlagsMakePoison(C.FMF, C.Ty, L))
            return RtValue::poison(C.Width);
          return ID == Intrinsic::fabs ? fpAbs(C.Ty, *L[0])
                                       : fpCopySign(C.Ty, *L[0], *L[1]);
        }));
  return IntrinsicResult::value(
      mapLanes(Args, IsVector, [&](const LaneArgs &L) {
        if (anyPoison(L))
          return RtValue::poison(C.Width);
        std::optional<SmallVector<APFloat, 4>> X = argFloats(C, L);
        if (!X)
          return RtValue::poison(C.Width);
        return finishFP(C, fpLane(ID, *X, C.ND), L);
      }));
}

/// LangRef 'llvm.frexp.*' Intrinsic: { mantissa, exponent } with the
/// mantissa's magnitude in [0.5, 1) and mantissa * 2^exponent the operand;
/// a zero gives itself and exponent 0, an infinity itself and a NaN a NaN
/// (the NaN rules), each with an unspecified exponent (a choice, as a
/// frozen value). Lane by lane for vectors.
static IntrinsicResult evalFrexp(const CallBase &Call, ArrayRef<RtValue> Args,
                                 Nondet &ND) {
  auto *STy = cast<StructType>(Call.getType());
  Type *MantTy = STy->getElementType(0), *ExpTy = STy->getElementType(1);
  FPCall C = fpCallOf(Call, MantTy, ND);
  if (&C.Sem == &APFloat::PPCDoubleDouble() || C.FMF.any())
    return IntrinsicResult::unsupported(
        "llvm.frexp on ppc_fp128 or with fast-math flags");
  unsigned EW = ExpTy->getScalarSizeInBits();
  auto One = [&](const RtValue &X, RtValue &Mant, RtValue &Exp) {
    if (X.isPoison()) {
      Mant = RtValue::poison(C.Width);
      Exp = RtValue::poison(EW);
      return;
    }
    APFloat V(C.Sem, X.bits());
    int E = 0;
    APFloat M = frexp(V, E, APFloat::rmNearestTiesToEven);
    const RtValue *In[] = {&X};
    Mant = finishFP(C, FPOut{M}, In);
    Exp = V.isNaN() || V.isInfinity()
              ? RtValue(ND.choose(NondetKind::FreezePoison, EW))
              : RtValue(APInt(EW, E, /*isSigned=*/true));
  };
  RtValue Mant, Exp;
  if (!MantTy->isVectorTy()) {
    One(Args[0], Mant, Exp);
  } else {
    std::vector<RtValue> Ms(Args[0].numElems()), Es(Args[0].numElems());
    for (unsigned K = 0; K < Args[0].numElems(); ++K)
      One(Args[0].elems()[K], Ms[K], Es[K]);
    Mant = RtValue::compound(std::move(Ms));
    Exp = RtValue::compound(std::move(Es));
  }
  return IntrinsicResult::value(
      RtValue::compound({std::move(Mant), std::move(Exp)}));
}

/// LangRef 'llvm.ldexp.*' Intrinsic: the first operand times 2 to the
/// power of the second, rounded once (to nearest even); an underflow gives
/// a zero, an overflow an infinity, each with the operand's sign. A NaN
/// result follows the NaN rules (LangRef "Behavior of Floating-Point NaN
/// values": ldexp is not one of the bitwise operations). nnan/ninf apply to
/// the floating-point operand and the result. Lane by lane for vectors.
static IntrinsicResult evalLdexp(const CallBase &Call, ArrayRef<RtValue> Args,
                                 Nondet &ND) {
  FPCall C = fpCallOf(Call, Call.getType(), ND);
  if (&C.Sem == &APFloat::PPCDoubleDouble())
    return IntrinsicResult::unsupported("llvm.ldexp on ppc_fp128");
  bool IsVector = Call.getType()->isVectorTy();
  return IntrinsicResult::value(
      mapLanes(Args, IsVector, [&](const LaneArgs &L) {
        if (anyPoison(L))
          return RtValue::poison(C.Width);
        std::optional<SmallVector<APFloat, 4>> X = argFloats(C, L[0]);
        if (!X)
          return RtValue::poison(C.Width);
        // Any exponent beyond +-2^20 saturates every format alike.
        const APInt &EB = L[1]->bits();
        int64_t Cap = 1 << 20;
        int64_t E = EB.getSignificantBits() > 32
                        ? (EB.isNegative() ? -Cap : Cap)
                        : std::clamp<int64_t>(EB.getSExtValue(), -Cap, Cap);
        APFloat R = scalbn((*X)[0], int(E), APFloat::rmNearestTiesToEven);
        return finishFP(C, FPOut{R}, L[0]);
      }));
}

/// LangRef 'llvm.is.fpclass' Intrinsic: whether the operand is in any class
/// of the test mask (bit 0 sNaN ... bit 9 +Inf, as FPClassTest).
static RtValue evalIsFPClass(const CallBase &Call, ArrayRef<RtValue> Args) {
  const Type *OpTy = Call.getArgOperand(0)->getType();
  const fltSemantics &Sem = floatSemantics(OpTy);
  return mapLanes(Args, OpTy->isVectorTy(), [&](const LaneArgs &L) {
    if (anyPoison(L))
      return RtValue::poison(1);
    uint64_t Test = L[1]->bits().getZExtValue() & fcAllFlags;
    FPClassTest Class = APFloat(Sem, L[0]->bits()).classify();
    return RtValue::ofBool((Class & Test) != 0);
  });
}

/// LangRef 'llvm.vector.reduce.fadd.*' / 'llvm.vector.reduce.fmul.*'
/// Intrinsic: sequential from the start value. With reassoc the order is
/// open; per the file comment the sequential result is returned.
static APFloat foldArith(bool IsMul, ArrayRef<APFloat> Xs) {
  APFloat Acc = Xs[0];
  for (const APFloat &X : Xs.drop_front())
    IsMul ? Acc.multiply(X, APFloat::rmNearestTiesToEven)
          : Acc.add(X, APFloat::rmNearestTiesToEven);
  return Acc;
}

/// LangRef 'llvm.vector.reduce.fmax.*' / 'fmin.*' (maxnum/minnum comparison)
/// and 'fmaximum.*' / 'fminimum.*' (maximum/minimum comparison).
static APFloat foldMinMax(Intrinsic::ID ID, ArrayRef<APFloat> Xs, Nondet &ND) {
  bool IsMax = isMaxKind(ID);
  bool Propagate = ID == Intrinsic::vector_reduce_fmaximum ||
                   ID == Intrinsic::vector_reduce_fminimum;
  const APFloat *Best = nullptr, *NaN = nullptr;
  bool AnySNaN = false;
  for (const APFloat &X : Xs) {
    if (X.isNaN()) {
      NaN = &X;
      AnySNaN |= X.isSignaling();
      continue;
    }
    Best = Best ? &pickNumber(IsMax, *Best, X) : &X;
  }
  if (!NaN)
    return *Best;
  // Any NaN lane makes fmaximum/fminimum NaN; fmax/fmin only if no lane is
  // a number, or (as for maxnum on an sNaN) nondeterministically if a lane
  // is an sNaN.
  if (Propagate || !Best || (AnySNaN && !chooseEither(ND)))
    return *NaN;
  return *Best;
}

/// A floating-point vector reduction.
static IntrinsicResult evalFPReduce(Intrinsic::ID ID, const CallBase &Call,
                                    ArrayRef<RtValue> Args, Nondet &ND) {
  FPCall C = fpCallOf(Call, Call.getType(), ND);
  bool HasStart = ID == Intrinsic::vector_reduce_fadd ||
                  ID == Intrinsic::vector_reduce_fmul;
  SmallVector<const RtValue *, 16> Ops;
  if (HasStart)
    Ops.push_back(&Args[0]);
  const RtValue &Vec = Args[HasStart ? 1 : 0];
  assert(Vec.isCompound() && Vec.numElems() > 0 && "reduction of a scalar");
  for (const RtValue &E : Vec.elems())
    Ops.push_back(&E);
  if (anyPoison(Ops))
    return IntrinsicResult::value(RtValue::poison(C.Width));
  std::optional<SmallVector<APFloat, 4>> X = argFloats(C, Ops);
  if (!X)
    return IntrinsicResult::value(RtValue::poison(C.Width));
  FPOut R = HasStart ? FPOut{foldArith(ID == Intrinsic::vector_reduce_fmul, *X)}
                     : FPOut{foldMinMax(ID, *X, ND), NaNRule::Quiet};
  return IntrinsicResult::value(finishFP(C, R, Ops));
}

//===----------------------------------------------------------------------===//
// Families dispatched by the entry point
//===----------------------------------------------------------------------===//

/// A lane-wise integer intrinsic (laneWiseIntrinsics()): poison operand
/// lanes give poison result lanes, the others intLane's value.
static RtValue evalIntLanewise(Intrinsic::ID ID, const CallBase &Call,
                               ArrayRef<RtValue> Args, bool IsVector) {
  unsigned ResultBits = Call.getType()->getScalarSizeInBits();
  return mapLanes(Args, IsVector, [&](const LaneArgs &L) {
    std::optional<APInt> R;
    if (!anyPoison(L))
      R = intLane(ID, L, ResultBits);
    return R ? RtValue(std::move(*R)) : RtValue::poison(ResultBits);
  });
}

/// LangRef "'llvm.fptosi.sat.*' Intrinsic" / "'llvm.fptoui.sat.*'
/// Intrinsic": the value rounded toward zero and clamped to the integer
/// range; NaN gives 0.
static RtValue evalFPToIntSat(Intrinsic::ID ID, const CallBase &Call,
                              ArrayRef<RtValue> Args, bool IsVector) {
  unsigned ResultBits = Call.getType()->getScalarSizeInBits();
  const Type *SrcTy = Call.getArgOperand(0)->getType()->getScalarType();
  bool Signed = ID == Intrinsic::fptosi_sat;
  return mapLanes(Args, IsVector, [&](const LaneArgs &L) {
    if (anyPoison(L))
      return RtValue::poison(ResultBits);
    APFloat F(floatSemantics(SrcTy), L[0]->bits());
    if (F.isNaN())
      return RtValue(APInt(ResultBits, 0));
    APSInt R(ResultBits, !Signed);
    bool Exact;
    // Out-of-range values saturate (convertToInteger clamps them).
    (void)F.convertToInteger(R, APFloat::rmTowardZero, &Exact);
    return RtValue(APInt(R));
  });
}

/// The intrinsics that compute nothing of their own: they return an
/// operand, check an assumption or do nothing. std::nullopt for any other.
static std::optional<IntrinsicResult>
evalNoComputation(Intrinsic::ID ID, ArrayRef<RtValue> Args) {
  switch (ID) {
  // LangRef 'llvm.expect' / 'llvm.expect.with.probability' Intrinsic: "is
  // lowered to the val". LangRef 'llvm.ssa.copy' and
  // 'llvm.arithmetic.fence' Intrinsic: return their operand.
  case Intrinsic::expect:
  case Intrinsic::expect_with_probability:
  case Intrinsic::ssa_copy:
  case Intrinsic::arithmetic_fence:
    return IntrinsicResult::value(Args[0]);

  case Intrinsic::assume:
    // LangRef 'llvm.assume' Intrinsic: a violated condition is undefined
    // behavior; a poison condition may be false. Operand bundles carry
    // assumptions about other values and are not checked here.
    if (Args[0].isPoison())
      return IntrinsicResult::ub("llvm.assume on poison");
    if (Args[0].bits().isZero())
      return IntrinsicResult::ub("llvm.assume on false");
    return IntrinsicResult::value(RtValue());

  // LangRef 'llvm.donothing' and 'llvm.sideeffect' Intrinsic: no effect.
  case Intrinsic::donothing:
  case Intrinsic::sideeffect:
    return IntrinsicResult::value(RtValue());

  case Intrinsic::is_constant:
    // LangRef 'llvm.is.constant.*' Intrinsic: the result depends on the
    // optimizations applied, which an interpreter cannot know.
    return IntrinsicResult::unsupported(
        "llvm.is.constant depends on optimization");

  default:
    return std::nullopt;
  }
}

/// The intrinsics that give vectors their shape, and llvm.vscale, whose
/// results have the lanes vscale \p VScale gives them (LangRef "Vector
/// Type"). std::nullopt for any other.
static std::optional<IntrinsicResult>
evalVectorShape(Intrinsic::ID ID, const CallBase &Call, ArrayRef<RtValue> Args,
                unsigned PointerBits, unsigned VScale) {
  switch (ID) {
  case Intrinsic::vscale:
  case Intrinsic::stepvector:
  case Intrinsic::get_active_lane_mask:
  case Intrinsic::vector_insert:
  case Intrinsic::vector_extract:
  case Intrinsic::vector_reverse:
    break;
  default:
    return std::nullopt;
  }
  Type *RetTy = Call.getType();
  bool Scalable = isa<ScalableVectorType>(RetTy) ||
                  llvm::any_of(Call.args(), [](const Use &U) {
                    return isa<ScalableVectorType>(U->getType());
                  });
  if (!VScale && (ID == Intrinsic::vscale || Scalable))
    return IntrinsicResult::unsupported(
        "scalable vector types are not modelled without a vscale");
  switch (ID) {
  case Intrinsic::vscale: {
    // LangRef 'llvm.vscale' Intrinsic: vscale; poison if it does not fit
    // in the result type.
    unsigned W = RetTy->getIntegerBitWidth();
    if (!isUIntN(W, VScale))
      return IntrinsicResult::value(RtValue::poison(W));
    return IntrinsicResult::value(RtValue(APInt(W, VScale)));
  }
  case Intrinsic::stepvector: {
    // LangRef 'llvm.stepvector' Intrinsic: lane K holds K, truncated to
    // the element type.
    unsigned W = RetTy->getScalarSizeInBits(), N = laneCount(RetTy, VScale);
    std::vector<RtValue> Lanes;
    Lanes.reserve(N);
    for (unsigned K = 0; K < N; ++K)
      Lanes.push_back(RtValue(APInt(W, K, /*isSigned=*/false,
                                    /*implicitTrunc=*/true)));
    return IntrinsicResult::value(RtValue::compound(std::move(Lanes)));
  }
  case Intrinsic::get_active_lane_mask: {
    // LangRef 'llvm.get.active.lane.mask.*' Intrinsics: lane K is
    // "icmp ult (%base + K), %n" computed in integers, without overflow;
    // a poison operand makes every lane poison, as that icmp would.
    unsigned N = laneCount(RetTy, VScale);
    if (Args[0].isPoison() || Args[1].isPoison())
      return IntrinsicResult::value(
          RtValue::compound(std::vector<RtValue>(N, RtValue::poison(1))));
    unsigned W = Args[0].bits().getBitWidth() + 33;
    APInt Base = Args[0].bits().zext(W), Limit = Args[1].bits().zext(W);
    std::vector<RtValue> Lanes;
    Lanes.reserve(N);
    for (unsigned K = 0; K < N; ++K)
      Lanes.push_back(RtValue::ofBool((Base + K).ult(Limit)));
    return IntrinsicResult::value(RtValue::compound(std::move(Lanes)));
  }
  case Intrinsic::vector_insert:
  case Intrinsic::vector_extract: {
    // LangRef 'llvm.vector.insert' / 'llvm.vector.extract' Intrinsic: idx
    // is scaled by vscale when the subvector is scalable; a subvector that
    // does not lie within the vector ("Elements idx through (idx +
    // num_elements(subvec) - 1) must be valid vec indices") makes the
    // result poison. The index is unsigned (an element number), and is
    // compared without computing idx * vscale + num_elements, which may
    // not fit in 64 bits.
    bool Insert = ID == Intrinsic::vector_insert;
    Type *SubTy = Insert ? Call.getArgOperand(1)->getType() : RetTy;
    uint64_t Idx =
        cast<ConstantInt>(Call.getArgOperand(Insert ? 2 : 1))->getZExtValue();
    uint64_t Scale = isa<ScalableVectorType>(SubTy) ? VScale : 1;
    const RtValue &Vec = Args[0];
    uint64_t N = Vec.numElems(), SubN = laneCount(SubTy, VScale);
    if (SubN > N || Idx > (N - SubN) / Scale) {
      unsigned EW = scalarBits(RetTy->getScalarType(), PointerBits);
      return IntrinsicResult::value(RtValue::compound(
          std::vector<RtValue>(laneCount(RetTy, VScale), RtValue::poison(EW))));
    }
    Idx *= Scale;
    if (!Insert)
      return IntrinsicResult::value(RtValue::compound(std::vector<RtValue>(
          Vec.elems().begin() + Idx, Vec.elems().begin() + Idx + SubN)));
    RtValue R = Vec;
    for (uint64_t K = 0; K < SubN; ++K)
      R.elems()[Idx + K] = Args[1].elems()[K];
    return IntrinsicResult::value(std::move(R));
  }
  case Intrinsic::vector_reverse: {
    // LangRef 'llvm.vector.reverse' Intrinsic: the lanes in reverse order.
    RtValue R = Args[0];
    std::reverse(R.elems().begin(), R.elems().end());
    return IntrinsicResult::value(std::move(R));
  }
  default:
    llvm_unreachable("not a vector shape intrinsic");
  }
}

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

std::optional<IntrinsicResult>
refinery::evalIntrinsic(Intrinsic::ID ID, const CallBase &Call,
                        ArrayRef<RtValue> Args, unsigned PointerBits,
                        Nondet &ND, unsigned VScale) {
  assert(Args.size() == Call.arg_size() && "one value per call argument");
  // Non-canonical x86_fp80 encodings (unnormals, pseudo-NaNs, ...): LangRef
  // defines no computation on them ("Floating-Point Semantics" covers the
  // IEEE formats only), and APFloat re-encodes them. Only llvm.fabs and
  // llvm.copysign, which act on bits ("Behavior of Floating-Point NaN
  // values"), accept them; any other intrinsic reading one is unsupported.
  if (ID != Intrinsic::fabs && ID != Intrinsic::copysign)
    for (unsigned K = 0; K < Args.size(); ++K)
      if (hasNonCanonicalX87(Call.getArgOperand(K)->getType()->getScalarType(),
                             Args[K]))
        return IntrinsicResult::unsupported(NonCanonicalX87Reason);
  bool IsVector =
      Call.arg_size() && Call.getArgOperand(0)->getType()->isVectorTy();
  if (findLaneWiseIntrinsic(ID))
    return IntrinsicResult::value(evalIntLanewise(ID, Call, Args, IsVector));
  if (const OverflowIntrinsic *OI = findOverflowIntrinsic(ID))
    return IntrinsicResult::value(evalWithOverflow(*OI, Args, IsVector));
  if (const ReductionIntrinsic *RI = findReductionIntrinsic(ID))
    return IntrinsicResult::value(
        evalIntReduce(*RI, Args[0], Call.getType()->getScalarSizeInBits()));
  if (std::optional<RtValue> X86 = evalX86Intrinsic(ID, Args))
    return IntrinsicResult::value(std::move(*X86));
  if (std::optional<IntrinsicResult> R =
          evalVectorShape(ID, Call, Args, PointerBits, VScale))
    return R;
  switch (ID) {
  case Intrinsic::fptosi_sat:
  case Intrinsic::fptoui_sat:
    return IntrinsicResult::value(evalFPToIntSat(ID, Call, Args, IsVector));

  case Intrinsic::fabs:
  case Intrinsic::copysign:
  case Intrinsic::minnum:
  case Intrinsic::maxnum:
  case Intrinsic::minimum:
  case Intrinsic::maximum:
  case Intrinsic::minimumnum:
  case Intrinsic::maximumnum:
  case Intrinsic::sqrt:
  case Intrinsic::fma:
  case Intrinsic::fmuladd:
  case Intrinsic::floor:
  case Intrinsic::ceil:
  case Intrinsic::trunc:
  case Intrinsic::round:
  case Intrinsic::roundeven:
  case Intrinsic::rint:
  case Intrinsic::nearbyint:
  case Intrinsic::canonicalize:
    return evalFPLanewise(ID, Call, Args, ND);

  case Intrinsic::is_fpclass:
    return IntrinsicResult::value(evalIsFPClass(Call, Args));

  case Intrinsic::frexp:
    return evalFrexp(Call, Args, ND);

  case Intrinsic::ldexp:
    return evalLdexp(Call, Args, ND);

  case Intrinsic::vector_reduce_fadd:
  case Intrinsic::vector_reduce_fmul:
  case Intrinsic::vector_reduce_fmax:
  case Intrinsic::vector_reduce_fmin:
  case Intrinsic::vector_reduce_fmaximum:
  case Intrinsic::vector_reduce_fminimum:
    return evalFPReduce(ID, Call, Args, ND);

  default:
    return evalNoComputation(ID, Args);
  }
}
