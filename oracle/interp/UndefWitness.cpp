//===- oracle/interp/UndefWitness.cpp - Is a target operand undef? --------===//
//
// LangRef "Undefined Values": "Branching on an undefined value is undefined
// behavior", and so is a switch on one. In the target role a register that
// holds undef bits is read afresh at each use (rereadUndefOperands) and a
// value computed from it is then one value, so the run itself cannot tell
// whether a branch condition computed from undef is undefined. This file
// decides it by witness: it evaluates the condition's pure integer
// computation again under other choices of the undef bits it reads, and
// calls the condition undef only if two choices give different values or
// one gives poison (then for some choice the branch is on poison). A
// condition that every tried choice leaves the same is not called undef:
// the witness search can miss, never invent, undefined behaviour.
//
//===----------------------------------------------------------------------===//
#include "oracle/interp/Engine.h"
#include "semantics/IntOps.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace refinery;

namespace {

/// The pure integer computation of an operand that the witness search
/// evaluates again: its instructions (nodes) and the registers it reads as
/// they are (leaves).
class Slice {
public:
  Slice(const Frame &Fr, const BasicBlock &At) : Fr(Fr), At(At) {}

  /// Collects the nodes of \p Ref's computation; false if no witness can
  /// come of it: no leaf holds undef bits, or a leaf register was itself
  /// computed from a node (evaluating the node again would pair a new
  /// value with the old one the leaf was computed from).
  bool build(int32_t Ref) {
    collect(Ref);
    if (!UndefLeaf)
      return false;
    for (uint32_t Slot : Leaves)
      if (const Instruction *L = Fr.DF->InstOf[Slot]; L && readsNode(*L))
        return false;
    return true;
  }
  /// The node that computes \p Ref, or null if \p Ref is a leaf.
  const DInst *node(int32_t Ref) const {
    return NodeSlots.contains(Ref) ? candidate(Ref) : nullptr;
  }

  const Frame &Fr;

private:
  const BasicBlock &At;
  /// The nodes, by slot and by instruction.
  SmallDenseSet<int32_t, 16> NodeSlots;
  SmallPtrSet<const Instruction *, 16> Nodes;
  SmallVector<uint32_t, 8> Leaves;
  bool UndefLeaf = false;

  /// The instruction that computes \p Ref if it may be a node: a pure
  /// integer operation of the branch's own block (it ran in this visit of
  /// the block, from the registers it reads now), or of any block in a
  /// function without cycles (each ran once).
  const DInst *candidate(int32_t Ref) const {
    const DecodedFunction &DF = *Fr.DF;
    if (Ref < 0 || static_cast<uint32_t>(Ref) >= DF.DefOf.size() ||
        DF.DefOf[Ref] == DecodedFunction::NoDef)
      return nullptr;
    const DInst &In = DF.Code[DF.DefOf[Ref]];
    if (!DF.Acyclic && In.I->getParent() != &At)
      return nullptr;
    Type *Ty = In.I->getType();
    if (!Ty->isIntegerTy() || Ty->getIntegerBitWidth() > 64)
      return nullptr;
    switch (In.Op) {
    case DOp::IntCmp:
      // Pointers compare by address.
      return In.I->getOperand(0)->getType()->isIntegerTy() ? &In : nullptr;
    case DOp::IntBin:
    case DOp::IntCast:
    case DOp::Select:
      return &In;
    default:
      return nullptr;
    }
  }
  void collect(int32_t Ref) {
    constexpr unsigned MaxNodes = 32;
    const DecodedFunction &DF = *Fr.DF;
    if (Ref < 0) {
      UndefLeaf |= Ref != NoOperand && DF.UndefConsts[~Ref];
      return;
    }
    // (An undef constant read into a scratch slot is a leaf holding undef
    // bits, computed from nothing.)
    const DInst *In = candidate(Ref);
    if (!In || NodeSlots.size() >= MaxNodes) {
      const RtValue &V = Fr.Regs[Ref];
      UndefLeaf |= !V.isCompound() && V.isUndef() && V.undefBits();
      Leaves.push_back(static_cast<uint32_t>(Ref));
      return;
    }
    if (!NodeSlots.insert(Ref).second)
      return;
    Nodes.insert(In->I);
    for (int32_t Op : {In->A, In->B, In->C})
      if (Op != NoOperand)
        collect(Op);
  }
  /// True if \p L reads a node, through any chain of operands in the
  /// function (bounded: true if the bound is reached).
  bool readsNode(const Instruction &L) const {
    constexpr unsigned MaxVisits = 256;
    SmallVector<const Instruction *, 16> Work{&L};
    SmallPtrSet<const Instruction *, 32> Seen{&L};
    while (!Work.empty()) {
      const Instruction *I = Work.pop_back_val();
      for (const Value *Op : I->operands()) {
        auto *OI = dyn_cast<Instruction>(Op);
        if (!OI || !Seen.insert(OI).second)
          continue;
        if (Nodes.contains(OI) || Seen.size() > MaxVisits)
          return true;
        Work.push_back(OI);
      }
    }
    return false;
  }
};

/// One evaluation of a slice under one choice of every undef bit it reads
/// (a choice per use of a register or constant holding undef, as the
/// target reads them).
class SliceEval {
public:
  SliceEval(const Slice &S, uint64_t Sample) : S(S), Sample(Sample) {}

  /// The operand's value (poison or not) under this sample's choices, or
  /// std::nullopt if the computation leaves what the evaluator models or
  /// is UB under these choices (this sample then says nothing). A leaf's
  /// undef bits are those of \p Toward if given (a steered read); a node
  /// is evaluated as usual.
  std::optional<ScalarResult> eval(int32_t Ref, const APInt *Toward = nullptr);
  /// Undef reads this evaluation chose.
  unsigned freshReads() const { return Reads; }

private:
  const Slice &S;
  const uint64_t Sample;
  unsigned Reads = 0;
  DenseMap<int32_t, std::optional<ScalarResult>> Memo;

  /// Bits for the next undef read: all zero in sample 0, all one in
  /// sample 1, then a fixed pseudo-random sequence (splitmix64).
  uint64_t nextChoice() {
    ++Reads;
    if (Sample < 2)
      return Sample ? ~uint64_t(0) : 0;
    uint64_t Z = Sample * 0x9E3779B97F4A7C15ull + Reads * 0xBF58476D1CE4E5B9ull;
    Z = (Z ^ (Z >> 30)) * 0xBF58476D1CE4E5B9ull;
    Z = (Z ^ (Z >> 27)) * 0x94D049BB133111EBull;
    return Z ^ (Z >> 31);
  }
  /// The bits of the next undef read: \p Toward where given (a steered
  /// read), else the next choice.
  APInt choiceBits(unsigned W, const APInt *Toward) {
    if (Toward) {
      ++Reads;
      return *Toward;
    }
    return APInt(W, nextChoice(), /*isSigned=*/false, /*implicitTrunc=*/true);
  }
  /// A scalar integer register or constant as one use reads it: its undef
  /// bits chosen afresh (taken from \p Toward if given).
  std::optional<ScalarResult> leaf(const RtValue &V,
                                   const APInt *Toward = nullptr) {
    if (V.isCompound() || V.bits().getBitWidth() > 64)
      return std::nullopt;
    if (V.isPoison())
      return ScalarResult::poison(V.bits().getBitWidth());
    APInt Bits = V.bits();
    if (V.isUndef() && V.undefBits()) {
      unsigned W = Bits.getBitWidth();
      APInt Free(W, V.undefBits());
      Bits = (Bits & ~Free) | (choiceBits(W, Toward) & Free);
    }
    return ScalarResult::value(std::move(Bits));
  }
  std::optional<ScalarResult> undefConstant(const Constant *C,
                                            const APInt *Toward = nullptr) {
    // Only a whole undef scalar integer: an undef inside a vector or a
    // constant expression is left to the run.
    if (!isa<UndefValue>(C) || isa<PoisonValue>(C) ||
        !C->getType()->isIntegerTy() || C->getType()->getIntegerBitWidth() > 64)
      return std::nullopt;
    return ScalarResult::value(
        choiceBits(C->getType()->getIntegerBitWidth(), Toward));
  }
  /// A compare's operands; samples 2 and 3 steer an undef leaf of one
  /// toward the value of the other, so that "icmp eq" of an undef byte
  /// and a constant meets both results (random choices rarely hit one
  /// value).
  std::optional<std::pair<ScalarResult, ScalarResult>>
  compareOperands(const DInst &In);
  std::optional<ScalarResult> compute(const DInst &In);
};

} // namespace

std::optional<ScalarResult> SliceEval::eval(int32_t Ref, const APInt *Toward) {
  const DecodedFunction &DF = *S.Fr.DF;
  if (Ref == NoOperand)
    return std::nullopt;
  if (Ref < 0) {
    if (const Constant *C = DF.UndefConsts[~Ref])
      return undefConstant(C, Toward);
    return leaf(DF.Consts[~Ref]);
  }
  // (An undef constant read into a scratch slot is a leaf that holds
  // undef bits.)
  const DInst *In = S.node(Ref);
  if (!In)
    return leaf(S.Fr.Regs[Ref], Toward);
  auto It = Memo.find(Ref);
  if (It != Memo.end())
    return It->second;
  std::optional<ScalarResult> R = compute(*In);
  Memo[Ref] = R;
  return R;
}

std::optional<std::pair<ScalarResult, ScalarResult>>
SliceEval::compareOperands(const DInst &In) {
  std::optional<ScalarResult> A, B;
  if (Sample == 2 || Sample == 3) {
    bool SteerA = Sample == 2;
    std::optional<ScalarResult> &Fixed = SteerA ? B : A;
    std::optional<ScalarResult> &Steered = SteerA ? A : B;
    Fixed = eval(SteerA ? In.B : In.A);
    Steered = eval(SteerA ? In.A : In.B,
                   Fixed && Fixed->isValue() ? &Fixed->V : nullptr);
  } else {
    A = eval(In.A);
    B = eval(In.B);
  }
  if (!A || !B)
    return std::nullopt;
  return std::make_pair(std::move(*A), std::move(*B));
}

std::optional<ScalarResult> SliceEval::compute(const DInst &In) {
  auto Operand = [&](int32_t Ref) { return eval(Ref); };
  unsigned W = In.I->getType()->getIntegerBitWidth();
  switch (In.Op) {
  case DOp::IntBin: {
    auto A = Operand(In.A), B = Operand(In.B);
    if (!A || !B)
      return std::nullopt;
    ScalarResult R =
        intBinary(static_cast<Instruction::BinaryOps>(In.Sub), In.Flags, A->V,
                  A->isPoison(), B->V, B->isPoison());
    if (R.isUB())
      return std::nullopt; // (the run checked the division it made)
    return R;
  }
  case DOp::IntCmp: {
    auto Ops = compareOperands(In);
    if (!Ops)
      return std::nullopt;
    const auto &[A, B] = *Ops;
    return intCompare(static_cast<CmpInst::Predicate>(In.Pred), In.Flags, A.V,
                      A.isPoison(), B.V, B.isPoison());
  }
  case DOp::IntCast: {
    auto A = Operand(In.A);
    if (!A)
      return std::nullopt;
    return intCast(static_cast<Instruction::CastOps>(In.Sub), In.Flags, A->V,
                   A->isPoison(), W);
  }
  case DOp::Select: {
    // LangRef "'select' Instruction": a poison condition gives poison.
    auto C = Operand(In.A);
    if (!C)
      return std::nullopt;
    if (C->isPoison())
      return ScalarResult::poison(W);
    return Operand(C->V.isOne() ? In.B : In.C);
  }
  default:
    llvm_unreachable("not a slice node");
  }
}

bool Execution::Impl::undefWitnessed(const Frame &Fr, int32_t Ref,
                                     const Instruction &At) const {
  Slice S(Fr, *At.getParent());
  if (!S.build(Ref))
    return false;
  constexpr uint64_t Samples = 8;
  std::optional<APInt> First;
  for (uint64_t K = 0; K < Samples; ++K) {
    SliceEval E(S, K);
    std::optional<ScalarResult> R = E.eval(Ref);
    if (K == 0 && E.freshReads() == 0 && R)
      return false; // no undef read: one value
    if (!R)
      continue;
    if (R->isPoison())
      return true;
    if (!First)
      First = R->V;
    else if (*First != R->V)
      return true;
  }
  return false;
}
