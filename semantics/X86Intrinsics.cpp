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
    return mapLanePairs(Args[0], Args[1], [](const APInt &A, const APInt &B) {
      unsigned W = A.getBitWidth();
      APInt Sum = A.zext(W + 1) + B.zext(W + 1) + 1;
      return Sum.lshr(1).trunc(W);
    });
  default:
    return std::nullopt;
  }
}
