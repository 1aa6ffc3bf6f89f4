//===- semantics/X86Intrinsics.cpp - x86 SIMD intrinsics ------------------===//
//
// Each rule follows the Intel SDM's description of the instruction, as
// LLVM 22 implements it (llvm/lib/Target/X86/X86InstCombineIntrinsic.cpp
// folds the same rules). Poison (LangRef "Poison Values": a value depends
// on its operands): a result lane is poison if an operand lane it depends
// on is poison. A shift reads its count from the low 64 bits of the count
// vector, so a poison lane there makes every result lane poison; the upper
// count lanes are not read (LLVM demands only the low 64 bits).
//
// Every rule was checked natively (clang-22 -O0 on this x86-64 machine)
// against refinery exec: tests/lit/exec/x86-intrinsics.ll.
//
//===----------------------------------------------------------------------===//
#include "semantics/X86Intrinsics.h"
#include "llvm/IR/IntrinsicsX86.h"

using namespace llvm;
using namespace refinery;

namespace {

enum class ShiftKind { Left, LogicalRight, ArithRight };

/// A shift of every lane by one count taken from the low 64 bits of the
/// count vector (PSLLW/D/Q, PSRLW/D/Q, PSRAW/D with an xmm count).
struct X86Shift {
  Intrinsic::ID ID;
  ShiftKind Kind;
};

constexpr X86Shift ShiftTable[] = {
    {Intrinsic::x86_sse2_psll_w, ShiftKind::Left},
    {Intrinsic::x86_sse2_psll_d, ShiftKind::Left},
    {Intrinsic::x86_sse2_psll_q, ShiftKind::Left},
    {Intrinsic::x86_avx2_psll_w, ShiftKind::Left},
    {Intrinsic::x86_avx2_psll_d, ShiftKind::Left},
    {Intrinsic::x86_avx2_psll_q, ShiftKind::Left},
    {Intrinsic::x86_sse2_psrl_w, ShiftKind::LogicalRight},
    {Intrinsic::x86_sse2_psrl_d, ShiftKind::LogicalRight},
    {Intrinsic::x86_sse2_psrl_q, ShiftKind::LogicalRight},
    {Intrinsic::x86_avx2_psrl_w, ShiftKind::LogicalRight},
    {Intrinsic::x86_avx2_psrl_d, ShiftKind::LogicalRight},
    {Intrinsic::x86_avx2_psrl_q, ShiftKind::LogicalRight},
    {Intrinsic::x86_sse2_psra_w, ShiftKind::ArithRight},
    {Intrinsic::x86_sse2_psra_d, ShiftKind::ArithRight},
    {Intrinsic::x86_avx2_psra_w, ShiftKind::ArithRight},
    {Intrinsic::x86_avx2_psra_d, ShiftKind::ArithRight},
};

} // namespace

/// Intel SDM PSLL/PSRL/PSRA: the count is the unsigned low quadword of the
/// count operand; a count >= the lane width gives 0 (PSLL, PSRL) or fills
/// the lane with its sign bit (PSRA).
static RtValue evalShift(ShiftKind Kind, const RtValue &Src,
                         const RtValue &Cnt) {
  unsigned Lanes = Src.numElems();
  unsigned W = Src.elems()[0].bits().getBitWidth();
  unsigned CntW = Cnt.elems()[0].bits().getBitWidth();
  assert(64 % CntW == 0 && "count lanes tile the low quadword");
  APInt Count(64, 0);
  for (unsigned L = 0; L < 64 / CntW; ++L) {
    const RtValue &C = Cnt.elems()[L];
    if (C.isPoison())
      return RtValue::compound(std::vector<RtValue>(Lanes, RtValue::poison(W)));
    Count.insertBits(C.bits(), L * CntW);
  }
  std::vector<RtValue> Out;
  Out.reserve(Lanes);
  for (const RtValue &A : Src.elems()) {
    if (A.isPoison()) {
      Out.push_back(RtValue::poison(W));
      continue;
    }
    bool Over = Count.uge(W);
    unsigned S = Over ? W - 1 : unsigned(Count.getZExtValue());
    switch (Kind) {
    case ShiftKind::Left:
      Out.emplace_back(Over ? APInt(W, 0) : A.bits().shl(S));
      break;
    case ShiftKind::LogicalRight:
      Out.emplace_back(Over ? APInt(W, 0) : A.bits().lshr(S));
      break;
    case ShiftKind::ArithRight:
      Out.emplace_back(A.bits().ashr(S));
      break;
    }
  }
  return RtValue::compound(std::move(Out));
}

/// Applies \p Rule to each pair of lanes of two equally long vectors; a
/// lane is poison if either operand lane is.
template <typename RuleT>
static RtValue mapLanePairs(const RtValue &A, const RtValue &B, RuleT Rule) {
  assert(A.numElems() == B.numElems() && "operands of one lane count");
  std::vector<RtValue> Out;
  Out.reserve(A.numElems());
  for (unsigned L = 0; L < A.numElems(); ++L) {
    const RtValue &X = A.elems()[L], &Y = B.elems()[L];
    if (X.isPoison() || Y.isPoison())
      Out.push_back(RtValue::poison(X.bits().getBitWidth()));
    else
      Out.emplace_back(Rule(X.bits(), Y.bits()));
  }
  return RtValue::compound(std::move(Out));
}

/// Intel SDM PSHUFB: within each 128-bit block, result byte I is 0 if bit
/// 7 of control byte I is set, else the source byte of the block that the
/// control's low four bits select. A lane is poison if its control byte or
/// the byte it selects is.
static RtValue evalPshufb(const RtValue &Src, const RtValue &Ctl) {
  std::vector<RtValue> Out;
  Out.reserve(Ctl.numElems());
  for (unsigned I = 0; I < Ctl.numElems(); ++I) {
    const RtValue &C = Ctl.elems()[I];
    if (C.isPoison()) {
      Out.push_back(RtValue::poison(8));
      continue;
    }
    uint64_t Index = C.bits().getZExtValue();
    if (Index & 0x80) {
      Out.emplace_back(APInt(8, 0));
      continue;
    }
    const RtValue &Picked = Src.elems()[(I & ~15u) + (Index & 15)];
    Out.push_back(Picked.isPoison() ? RtValue::poison(8)
                                    : RtValue(Picked.bits()));
  }
  return RtValue::compound(std::move(Out));
}

enum class HorizontalOp { Add, Sub, AddSat, SubSat };

/// Intel SDM PHADDW/D, PHSUBW/D, PHADDSW, PHSUBSW: within each 128-bit
/// block, the first half of the result holds A's adjacent pairs combined
/// (even lane op odd lane), the second half B's; the saturating forms clamp
/// to the signed range. A lane is poison if either lane of its pair is.
static RtValue evalHorizontal(HorizontalOp Op, const RtValue &A,
                              const RtValue &B) {
  unsigned N = A.numElems();
  unsigned W = A.elems()[0].bits().getBitWidth();
  unsigned PerBlock = 128 / W;
  std::vector<RtValue> Out;
  Out.reserve(N);
  for (unsigned Block = 0; Block < N; Block += PerBlock)
    for (const RtValue *V : {&A, &B})
      for (unsigned I = Block; I < Block + PerBlock; I += 2) {
        const RtValue &X = V->elems()[I], &Y = V->elems()[I + 1];
        if (X.isPoison() || Y.isPoison()) {
          Out.push_back(RtValue::poison(W));
          continue;
        }
        switch (Op) {
        case HorizontalOp::Add:
          Out.emplace_back(X.bits() + Y.bits());
          break;
        case HorizontalOp::Sub:
          Out.emplace_back(X.bits() - Y.bits());
          break;
        case HorizontalOp::AddSat:
          Out.emplace_back(X.bits().sadd_sat(Y.bits()));
          break;
        case HorizontalOp::SubSat:
          Out.emplace_back(X.bits().ssub_sat(Y.bits()));
          break;
        }
      }
  return RtValue::compound(std::move(Out));
}

/// Intel SDM PMADDUBSW: result lane J is the signed-saturated sum of the
/// products of A's unsigned bytes 2J, 2J+1 with B's signed bytes 2J, 2J+1.
/// A lane is poison if any of those four bytes is.
static RtValue evalPmaddubsw(const RtValue &A, const RtValue &B) {
  std::vector<RtValue> Out;
  Out.reserve(A.numElems() / 2);
  for (unsigned J = 0; J < A.numElems(); J += 2) {
    const RtValue *Ops[] = {&A.elems()[J], &A.elems()[J + 1], &B.elems()[J],
                            &B.elems()[J + 1]};
    bool Poison = false;
    for (const RtValue *O : Ops)
      Poison |= O->isPoison();
    if (Poison) {
      Out.push_back(RtValue::poison(16));
      continue;
    }
    APInt P0 = Ops[0]->bits().zext(16) * Ops[2]->bits().sext(16);
    APInt P1 = Ops[1]->bits().zext(16) * Ops[3]->bits().sext(16);
    Out.emplace_back(P0.sadd_sat(P1));
  }
  return RtValue::compound(std::move(Out));
}

std::optional<RtValue> refinery::evalX86Intrinsic(Intrinsic::ID ID,
                                                  ArrayRef<RtValue> Args) {
  for (const X86Shift &S : ShiftTable)
    if (S.ID == ID)
      return evalShift(S.Kind, Args[0], Args[1]);
  switch (ID) {
  // Intel SDM PSIGNB/W/D: the lane negated (modulo 2^W) where the second
  // operand's lane is negative, zeroed where it is zero, kept otherwise.
  case Intrinsic::x86_ssse3_psign_b_128:
  case Intrinsic::x86_ssse3_psign_w_128:
  case Intrinsic::x86_ssse3_psign_d_128:
  case Intrinsic::x86_avx2_psign_b:
  case Intrinsic::x86_avx2_psign_w:
  case Intrinsic::x86_avx2_psign_d:
    return mapLanePairs(Args[0], Args[1], [](const APInt &A, const APInt &B) {
      if (B.isNegative())
        return -A;
      return B.isZero() ? APInt(A.getBitWidth(), 0) : A;
    });
  // Intel SDM PAVGB/W: the unsigned average rounded up, (A + B + 1) >> 1
  // computed without overflow.
  case Intrinsic::x86_sse2_pavg_b:
  case Intrinsic::x86_sse2_pavg_w:
  case Intrinsic::x86_avx2_pavg_b:
  case Intrinsic::x86_avx2_pavg_w:
  case Intrinsic::x86_avx512_pavg_b_512:
  case Intrinsic::x86_avx512_pavg_w_512:
    return mapLanePairs(Args[0], Args[1], [](const APInt &A, const APInt &B) {
      unsigned W = A.getBitWidth();
      APInt Sum = A.zext(W + 1) + B.zext(W + 1) + 1;
      return Sum.lshr(1).trunc(W);
    });
  case Intrinsic::x86_ssse3_pshuf_b_128:
  case Intrinsic::x86_avx2_pshuf_b:
  case Intrinsic::x86_avx512_pshuf_b_512:
    return evalPshufb(Args[0], Args[1]);
  case Intrinsic::x86_ssse3_phadd_w_128:
  case Intrinsic::x86_ssse3_phadd_d_128:
  case Intrinsic::x86_avx2_phadd_w:
  case Intrinsic::x86_avx2_phadd_d:
    return evalHorizontal(HorizontalOp::Add, Args[0], Args[1]);
  case Intrinsic::x86_ssse3_phsub_w_128:
  case Intrinsic::x86_ssse3_phsub_d_128:
  case Intrinsic::x86_avx2_phsub_w:
  case Intrinsic::x86_avx2_phsub_d:
    return evalHorizontal(HorizontalOp::Sub, Args[0], Args[1]);
  case Intrinsic::x86_ssse3_phadd_sw_128:
  case Intrinsic::x86_avx2_phadd_sw:
    return evalHorizontal(HorizontalOp::AddSat, Args[0], Args[1]);
  case Intrinsic::x86_ssse3_phsub_sw_128:
  case Intrinsic::x86_avx2_phsub_sw:
    return evalHorizontal(HorizontalOp::SubSat, Args[0], Args[1]);
  case Intrinsic::x86_ssse3_pmadd_ub_sw_128:
  case Intrinsic::x86_avx2_pmadd_ub_sw:
  case Intrinsic::x86_avx512_pmaddubs_w_512:
    return evalPmaddubsw(Args[0], Args[1]);
  default:
    return std::nullopt;
  }
}
