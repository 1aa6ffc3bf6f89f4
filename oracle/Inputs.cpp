//===- oracle/Inputs.cpp - Deterministic input sets -----------------------===//
#include "oracle/Inputs.h"
#include "oracle/Interpreter.h"
#include "support/IntBoundary.h"
#include "support/ModuleUtil.h"
#include "support/Random.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <utility>

using namespace llvm;
using namespace refinery;

namespace {
/// \p Size bytes of fill pattern \p Pattern: 0 all zero, 1 the sequence
/// 1 2 3 ..., 2 all 0xff, 3 random bytes from \p Rng.
static std::vector<MemByte> patternBytes(uint64_t Size, unsigned Pattern,
                                         ChoiceSource &Rng) {
  std::vector<MemByte> B(Size);
  for (uint64_t I = 0; I < Size; ++I) {
    switch (Pattern) {
    case 0:
      B[I].Val = 0;
      break;
    case 1:
      B[I].Val = static_cast<uint8_t>(I + 1);
      break;
    case 2:
      B[I].Val = 0xFF;
      break;
    default:
      B[I].Val = static_cast<uint8_t>(Rng.next());
      break;
    }
  }
  return B;
}

/// Builds inputs for one function.
class InputMaker {
public:
  InputMaker(const Function &F, unsigned PB, const InputOptions &Opts)
      : F(F), PB(PB), Opts(Opts), Rng(Opts.Seed ^ 0x5eed0f1e9f5ULL) {
    collectConstants();
  }
  std::vector<Input> run();

private:
  const Function &F;
  unsigned PB;
  const InputOptions &Opts;
  SeededRandom Rng;
  std::map<unsigned, SmallSetVector<APInt, 16>> IntConsts;
  std::map<const fltSemantics *, std::vector<APFloat>> FPConsts;

  void collectConstants();
  void addConstant(const Constant *C);
  /// The boundary candidates of a scalar type (computed once per type).
  const std::vector<RtValue> &boundary(Type *Ty) {
    auto [It, New] = BoundaryCache.try_emplace(Ty);
    if (New)
      It->second = computeBoundary(Ty);
    return It->second;
  }
  std::vector<RtValue> computeBoundary(Type *Ty);
  std::map<Type *, std::vector<RtValue>> BoundaryCache;
  RtValue randomScalar(Type *Ty);
  /// The undef value of an integer or integer vector type (each scalar
  /// chosen where the run starts, Execution::Impl::chooseUndefArg).
  RtValue undefOf(Type *Ty) {
    if (auto *VT = dyn_cast<VectorType>(Ty))
      return RtValue::compound(std::vector<RtValue>(
          laneCount(VT, Opts.VScale), undefOf(VT->getElementType())));
    RtValue V(APInt(Ty->getIntegerBitWidth(), 0));
    V.setUndef();
    return V;
  }
  /// The fully poison value of a first-class type.
  RtValue poisonOf(Type *Ty) {
    if (auto *VT = dyn_cast<VectorType>(Ty))
      return RtValue::compound(std::vector<RtValue>(
          laneCount(VT, Opts.VScale),
          RtValue::poison(scalarBits(VT->getElementType(), PB))));
    return RtValue::poison(scalarBits(Ty, PB));
  }
  /// \p V in every lane of \p Ty (a scalar or a vector of V's type).
  RtValue splat(Type *Ty, const APFloat &V) const {
    RtValue S(V.bitcastToAPInt());
    if (auto *VT = dyn_cast<VectorType>(Ty))
      return RtValue::compound(
          std::vector<RtValue>(laneCount(VT, Opts.VScale), S));
    return S;
  }
  /// A value of \p Ty: the \p K-th boundary candidate of each scalar, or a
  /// random one when \p K is negative.
  RtValue value(Type *Ty, int64_t K);
  ArgInput argument(unsigned ArgNo, int64_t K, bool MayPoison);
  /// An input whose argument A takes its (Shift + A)-th boundary value,
  /// poison excluded: the partners of the special inputs.
  Input boundaryWalk(int64_t Shift) {
    Input In;
    In.Args.reserve(F.arg_size());
    for (unsigned A = 0; A < F.arg_size(); ++A)
      In.Args.push_back(argument(A, Shift + A, false));
    return In;
  }
  uint64_t bufferSize(unsigned ArgNo, int64_t K) const;
  std::vector<MemByte> buffer(uint64_t Size, int64_t K);
  /// Makes some of \p Bytes from \p Offset on poison or undef, in the
  /// \p K-th of four patterns. (Not bytes poison in part: LangRef 22
  /// describes a vector store as a bitcast to an integer and its store,
  /// which makes no such byte.)
  static void spoilBytes(std::vector<MemByte> &Bytes, uint64_t Offset,
                         unsigned K);
  /// True if spoilBytes' \p K-th pattern has undef bytes.
  static bool hasUndefPattern(unsigned K) { return K % 4 == 1 || K % 4 == 2; }
  using Slots = std::vector<std::pair<uint64_t, Type *>>;
  /// Where \p Fns load a scalar integer or FP value (of whole bytes) at a
  /// constant offset from \p Base, a pointer argument of F or a global
  /// (computed once per base).
  const Slots &loadSlots(const Value *Base, ArrayRef<const Function *> Fns);
  std::map<const Value *, Slots> SlotCache;
  /// Writes boundary values (the \p K-th walk of them) into the load slots
  /// \p S of the memory \p Bytes, where the base points at \p Offset.
  void fillLoadSlots(const Slots &S, int64_t K, uint64_t Offset,
                     std::vector<MemByte> &Bytes);
  /// True if pointer parameter \p ArgNo may point to read-only memory (no
  /// attribute makes it writable or writes through it).
  bool mayPointToReadOnly(unsigned ArgNo) const;
  /// The alignment and offset of the first `align` assume bundle on pointer
  /// parameter \p ArgNo itself (LangRef "Assume Operand Bundles": the
  /// pointer minus the offset is aligned), if any, with constant operands.
  std::optional<std::pair<uint64_t, uint64_t>>
  assumedAlignment(unsigned ArgNo) const;
  /// How the function reaches through pointer parameter \p ArgNo: the end
  /// of its furthest access at a constant offset (loads, stores, and memory
  /// intrinsics of constant length), the largest alignment such an access
  /// asks of the argument itself (an `align 128` load at offset 0 or 128),
  /// and whether a getelementptr offsets it by an amount computed at run
  /// time.
  struct ArgReach {
    uint64_t ConstEnd = 0;
    bool VariableOffset = false;
    uint64_t Align = 1;
  };
  const ArgReach &argReach(unsigned ArgNo) const;
  /// Adds inputs with pointers inside their buffers and small integers
  /// where the function offsets a pointer argument at run time.
  void addInteriorPointerInputs(std::vector<Input> &Out);
  /// Adds inputs whose pointer arguments that the function calls through
  /// are the addresses of the module's functions.
  void addFunctionPointerInputs(std::vector<Input> &Out);
  /// Adds inputs whose pointer arguments point to globals the function
  /// names.
  void addGlobalPointerInputs(std::vector<Input> &Out);
  mutable std::map<unsigned, ArgReach> ReachCache;
  /// The longest boundary list of the types of argument \p ArgNo's load
  /// slots (1 if it is no pointer or has none).
  size_t slotWalkLength(unsigned ArgNo) {
    size_t Len = 1;
    if (F.getArg(ArgNo)->getType()->isPointerTy())
      for (auto [Off, Ty] : loadSlots(F.getArg(ArgNo), {&F}))
        Len = std::max(Len, boundary(Ty).size());
    return Len;
  }

public:
  /// Gives half of the inputs \p Made contents for the globals a call of F
  /// names whose contents may be anything at the call (see makeInputs).
  void addGlobalContents(std::vector<Input> &Made);
};
} // namespace

void InputMaker::addConstant(const Constant *C) {
  if (auto *CI = dyn_cast<ConstantInt>(C)) {
    IntConsts[CI->getBitWidth()].insert(CI->getValue());
  } else if (auto *CF = dyn_cast<ConstantFP>(C)) {
    FPConsts[&CF->getValueAPF().getSemantics()].push_back(CF->getValueAPF());
  } else if (isa<ConstantDataSequential>(C) || isa<ConstantVector>(C)) {
    if (auto *VT = dyn_cast<FixedVectorType>(C->getType()))
      for (unsigned K = 0; K < VT->getNumElements() && K < 16; ++K)
        if (Constant *E = C->getAggregateElement(K))
          addConstant(E);
  }
}

void InputMaker::collectConstants() {
  for (const Instruction &I : instructions(F))
    for (const Use &U : I.operands())
      if (auto *C = dyn_cast<Constant>(U.get()))
        addConstant(C);
}

std::vector<RtValue> InputMaker::computeBoundary(Type *Ty) {
  std::vector<RtValue> Out;
  if (auto *IT = dyn_cast<IntegerType>(Ty)) {
    unsigned W = IT->getBitWidth();
    auto It = IntConsts.find(W);
    std::vector<APInt> B =
        integerBoundary(W, It == IntConsts.end() ? ArrayRef<APInt>()
                                                 : It->second.getArrayRef());
    Out.reserve(B.size());
    for (APInt &V : B)
      Out.push_back(RtValue(std::move(V)));
    return Out;
  }
  if (Ty->isFloatingPointTy()) {
    const fltSemantics &Sem = Ty->getFltSemantics();
    std::vector<APFloat> S = {
        APFloat::getZero(Sem),         APFloat::getZero(Sem, true),
        APFloat::getOne(Sem),          APFloat::getOne(Sem, true),
        APFloat::getInf(Sem),          APFloat::getInf(Sem, true),
        APFloat::getQNaN(Sem),         APFloat::getSmallest(Sem),
        APFloat::getLargest(Sem),      APFloat::getSmallestNormalized(Sem),
        APFloat::getLargest(Sem, true)};
    APFloat Half(Sem, "0.5");
    S.push_back(Half);
    auto It = FPConsts.find(&Sem);
    if (It != FPConsts.end())
      for (const APFloat &C : It->second) {
        S.push_back(C);
        APFloat Up = C, Down = C;
        Up.next(false);
        Down.next(true);
        S.push_back(Up);
        S.push_back(Down);
      }
    // NaNs whose sign and quiet bit fneg/fabs/copysign must keep (LangRef
    // "Behavior of Floating-Point NaN values").
    S.push_back(APFloat::getSNaN(Sem));
    S.push_back(APFloat::getQNaN(Sem, /*Negative=*/true));
    Out.reserve(S.size());
    for (const APFloat &V : S)
      Out.push_back(RtValue(V.bitcastToAPInt()));
    if (Ty->isX86_FP80Ty()) {
      // x86_fp80 bit patterns are legal inputs even where they are not
      // canonical (see isNonCanonicalX87): an unnormal (1.5's fraction with
      // the integer bit clear), an unnormal zero, a negative pseudo-NaN, a
      // pseudo-infinity and a pseudo-denormal. Operations that only move or
      // flip bits must keep them; computing ones make the run unsupported.
      for (auto [SignExp, Mantissa] :
           {std::pair<uint64_t, uint64_t>{0x3FFF, 0x4000000000000000},
            {0x3FFF, 0},
            {0xFFFF, 0x1A6635CE6CA2DDFA},
            {0x7FFF, 0},
            {0x0000, 0x8000000000000001}}) {
        uint64_t Words[2] = {Mantissa, SignExp};
        Out.push_back(RtValue(APInt(80, Words)));
      }
    }
    return Out;
  }
  return Out;
}

RtValue InputMaker::randomScalar(Type *Ty) {
  unsigned W = Ty->isPointerTy() ? PB : Ty->getPrimitiveSizeInBits();
  APInt V(W, 0);
  for (unsigned B = 0; B < W; B += 64)
    V.insertBits(APInt(std::min(64u, W - B), Rng.next(), false, true), B);
  switch (Rng.below(4)) {
  case 0: // small magnitude
    V = APInt(W, Rng.range(-16, 16), true, true);
    break;
  case 1: // a low bit pattern
    if (W > 8)
      V = V.lshr(Rng.below(W));
    break;
  default:
    break;
  }
  return RtValue(V);
}

RtValue InputMaker::value(Type *Ty, int64_t K) {
  if (auto *VT = dyn_cast<VectorType>(Ty)) {
    const unsigned N = laneCount(VT, Opts.VScale);
    std::vector<RtValue> Lanes;
    Lanes.reserve(N);
    for (unsigned L = 0; L < N; ++L)
      Lanes.push_back(value(VT->getElementType(), K < 0 ? K : K + L * 3));
    return RtValue::compound(std::move(Lanes));
  }
  if (auto *ST = dyn_cast<StructType>(Ty)) {
    std::vector<RtValue> Elems;
    Elems.reserve(ST->getNumElements());
    for (unsigned E = 0; E < ST->getNumElements(); ++E)
      Elems.push_back(value(ST->getElementType(E), K < 0 ? K : K + E));
    return RtValue::compound(std::move(Elems));
  }
  if (auto *AT = dyn_cast<ArrayType>(Ty)) {
    std::vector<RtValue> Elems;
    for (unsigned E = 0; E < AT->getNumElements(); ++E)
      Elems.push_back(value(AT->getElementType(), K < 0 ? K : K + E));
    return RtValue::compound(std::move(Elems));
  }
  if (Ty->isPointerTy())
    return RtValue(APInt(PB, 0)); // replaced by a buffer or null
  if (Opts.OnlyRandom && (Ty->isIntegerTy() || Ty->isFloatingPointTy()))
    return randomScalar(Ty);
  const std::vector<RtValue> &B = boundary(Ty);
  if (K < 0 || B.empty())
    return Rng.coin() && !B.empty() ? B[Rng.below(B.size())] : randomScalar(Ty);
  return B[K % B.size()];
}

const InputMaker::ArgReach &InputMaker::argReach(unsigned ArgNo) const {
  constexpr uint64_t MaxEnd = 4096;
  auto [It, New] = ReachCache.try_emplace(ArgNo);
  ArgReach &R = It->second;
  if (!New)
    return R;
  const DataLayout &DL = F.getDataLayout();
  const Argument *Arg = F.getArg(ArgNo);
  // The end and alignment of an access of \p Size bytes at \p Ptr, if Ptr
  // is the argument at a constant offset.
  auto Reach = [&](const Value *Ptr, std::optional<uint64_t> Size, Align A) {
    APInt Off(DL.getIndexTypeSizeInBits(Ptr->getType()), 0);
    const Value *Base = Ptr->stripAndAccumulateConstantOffsets(
        DL, Off, /*AllowNonInbounds=*/true);
    if (Base != Arg)
      return;
    if (Size && !Off.isNegative() && Off.ult(MaxEnd))
      R.ConstEnd =
          std::max(R.ConstEnd, std::min(MaxEnd, Off.getZExtValue() + *Size));
    if (A.value() <= MaxEnd && Off.urem(A.value()) == 0)
      R.Align = std::max(R.Align, A.value());
  };
  // (A scalable type's size is not fixed: no known end.)
  auto Fixed = [](TypeSize TS) -> std::optional<uint64_t> {
    if (TS.isScalable())
      return std::nullopt;
    return TS.getFixedValue();
  };
  auto StoreSize = [&](Type *Ty) { return Fixed(DL.getTypeStoreSize(Ty)); };
  for (const Instruction &I : instructions(F)) {
    // An offset computed at run time, accessed or not (compared, converted
    // to an integer).
    if (auto *GEP = dyn_cast<GetElementPtrInst>(&I))
      if (!GEP->hasAllConstantIndices() &&
          GEP->getPointerOperand()->stripPointerCasts() == Arg)
        R.VariableOffset = true;
    if (auto *L = dyn_cast<LoadInst>(&I))
      Reach(L->getPointerOperand(), StoreSize(L->getType()), L->getAlign());
    else if (auto *St = dyn_cast<StoreInst>(&I))
      Reach(St->getPointerOperand(),
            StoreSize(St->getValueOperand()->getType()), St->getAlign());
    else if (auto *CB = dyn_cast<CallBase>(&I);
             CB && !isa<AnyMemIntrinsic>(CB)) {
      // A byval argument is copied at the call (LangRef "Parameter
      // Attributes").
      for (unsigned K = 0; K < CB->arg_size(); ++K)
        if (Type *T = CB->getParamByValType(K))
          Reach(CB->getArgOperand(K), Fixed(DL.getTypeAllocSize(T)), Align(1));
    } else if (auto *MI = dyn_cast<AnyMemIntrinsic>(&I)) {
      auto *Len = dyn_cast<ConstantInt>(MI->getLength());
      std::optional<uint64_t> N;
      if (Len && Len->getValue().ule(MaxEnd))
        N = Len->getZExtValue();
      Reach(MI->getRawDest(), N, MI->getDestAlign().valueOrOne());
      if (auto *MT = dyn_cast<AnyMemTransferInst>(MI))
        Reach(MT->getRawSource(), N, MT->getSourceAlign().valueOrOne());
    }
  }
  return R;
}

uint64_t InputMaker::bufferSize(unsigned ArgNo, int64_t K) const {
  uint64_t D = std::max(F.getParamDereferenceableBytes(ArgNo),
                        F.getParamDereferenceableOrNullBytes(ArgNo));
  // What other parameter attributes promise the function may access
  // (LangRef "Parameter Attributes"): the type of sret, byref, byval,
  // inalloca and preallocated, and the ranges initializes writes.
  const Argument *Arg = F.getArg(ArgNo);
  if (Type *T = Arg->getPointeeInMemoryValueType(); T && T->isSized())
    D = std::max<uint64_t>(
        D, F.getDataLayout().getTypeAllocSize(T).getKnownMinValue());
  if (Attribute A = F.getParamAttribute(ArgNo, Attribute::Initializes);
      A.isValid())
    for (const ConstantRange &CR : A.getValueAsConstantRangeList())
      if (CR.getUpper().isStrictlyPositive() && CR.getUpper().ult(4096))
        D = std::max<uint64_t>(D, CR.getUpper().getZExtValue());
  // Every other input gives a dereferenceable parameter exactly the bytes
  // it promises, so that accesses beyond them are caught.
  if (D && K >= 0 && K % 2 == 1)
    return D;
  // One input in four holds exactly the bytes the function reaches at
  // constant offsets, so that an access the target widens or adds beyond
  // them is out of bounds.
  const ArgReach &R = argReach(ArgNo);
  if (K >= 0 && K % 4 == 1 && R.ConstEnd && !R.VariableOffset)
    return std::max(D, R.ConstEnd);
  // The others hold the accesses at constant offsets (a <96 x i8> load);
  // one in four gives accesses at offsets computed at run time 256 bytes
  // (an index of a byte's range).
  uint64_t Size = std::max({D, Opts.DefaultBufferSize, R.ConstEnd});
  if (R.VariableOffset && K >= 0 && K % 4 == 2)
    Size = std::max<uint64_t>(Size, 256);
  return Size;
}

std::vector<MemByte> InputMaker::buffer(uint64_t Size, int64_t K) {
  return patternBytes(Size, K >= 0 ? K % 4 : 3, Rng);
}

void InputMaker::spoilBytes(std::vector<MemByte> &Bytes, uint64_t Offset,
                            unsigned K) {
  for (uint64_t I = Offset; I < Bytes.size(); ++I) {
    uint64_t At = I - Offset;
    bool Poison = false, Undef = false;
    switch (K % 4) {
    case 0: // one poison byte in each 8, the second
      Poison = At % 8 == 1;
      break;
    case 1: // one undef byte in each 8, the third
      Undef = At % 8 == 2;
      break;
    case 2: // the first of each 16 poison, the tenth undef
      Poison = At % 16 == 0;
      Undef = At % 16 == 9;
      break;
    default: // the last of each 4 poison
      Poison = At % 4 == 3;
      break;
    }
    if (Poison)
      Bytes[I] = MemByte::poisonByte();
    else if (Undef)
      Bytes[I] = MemByte::uninit();
  }
}

const InputMaker::Slots &InputMaker::loadSlots(const Value *Base,
                                               ArrayRef<const Function *> Fns) {
  auto [It, New] = SlotCache.try_emplace(Base);
  if (!New)
    return It->second;
  constexpr size_t MaxSlots = 16;
  const DataLayout &DL = F.getDataLayout();
  for (const Function *G : Fns)
    for (const Instruction &I : instructions(*G)) {
      const auto *L = dyn_cast<LoadInst>(&I);
      Type *Ty = L ? L->getType() : nullptr;
      // (Whole bytes: a load of an i4 reads bytes an i4 store wrote.)
      if (!L || !(Ty->isIntegerTy() || Ty->isFloatingPointTy()) ||
          Ty->getPrimitiveSizeInBits() % 8 || DL.getTypeStoreSize(Ty) > 16)
        continue;
      APInt Off(DL.getIndexTypeSizeInBits(L->getPointerOperandType()), 0);
      const Value *From =
          L->getPointerOperand()->stripAndAccumulateConstantOffsets(
              DL, Off, /*AllowNonInbounds=*/true);
      if (From != Base || Off.isNegative())
        continue;
      std::pair<uint64_t, Type *> Slot{Off.getZExtValue(), Ty};
      if (!is_contained(It->second, Slot))
        It->second.push_back(Slot);
      if (It->second.size() == MaxSlots)
        return It->second;
    }
  return It->second;
}

void InputMaker::fillLoadSlots(const Slots &S, int64_t K, uint64_t Offset,
                               std::vector<MemByte> &Bytes) {
  const DataLayout &DL = F.getDataLayout();
  for (size_t J = 0; J < S.size(); ++J) {
    auto [Off, Ty] = S[J];
    uint64_t Size = DL.getTypeStoreSize(Ty);
    uint64_t At = Offset + Off;
    if (At + Size > Bytes.size())
      continue;
    APInt Bits = value(Ty, K + J).bits().zext(Size * 8);
    for (uint64_t B = 0; B < Size; ++B) {
      uint64_t Byte = DL.isLittleEndian() ? B : Size - 1 - B;
      Bytes[At + Byte] =
          MemByte{static_cast<uint8_t>(Bits.extractBitsAsZExtValue(8, B * 8)),
                  0, 0, 0, NoProv};
    }
  }
}

bool InputMaker::mayPointToReadOnly(unsigned ArgNo) const {
  for (Attribute::AttrKind K :
       {Attribute::Writable, Attribute::Initializes, Attribute::StructRet,
        Attribute::ByVal, Attribute::ByRef, Attribute::WriteOnly,
        Attribute::DeadOnUnwind, Attribute::DeadOnReturn})
    if (F.hasParamAttribute(ArgNo, K))
      return false;
  return true;
}

std::optional<std::pair<uint64_t, uint64_t>>
InputMaker::assumedAlignment(unsigned ArgNo) const {
  for (const Instruction &I : instructions(F)) {
    auto *II = dyn_cast<AssumeInst>(&I);
    if (!II)
      continue;
    for (unsigned B = 0; B < II->getNumOperandBundles(); ++B) {
      OperandBundleUse BU = II->getOperandBundleAt(B);
      if (BU.getTagName() != "align" || BU.Inputs.size() < 2 ||
          BU.Inputs[0] != F.getArg(ArgNo))
        continue;
      auto *A = dyn_cast<ConstantInt>(BU.Inputs[1]);
      auto *Off =
          BU.Inputs.size() > 2 ? dyn_cast<ConstantInt>(BU.Inputs[2]) : nullptr;
      if (!A || A->getValue().ugt(4096) || !A->getValue().isPowerOf2() ||
          (BU.Inputs.size() > 2 && (!Off || Off->getValue().ugt(4096))))
        continue;
      return std::pair(A->getZExtValue(), Off ? Off->getZExtValue() : 0);
    }
  }
  return std::nullopt;
}

ArgInput InputMaker::argument(unsigned ArgNo, int64_t K, bool MayPoison) {
  Type *Ty = F.getArg(ArgNo)->getType();
  ArgInput A;
  if (Ty->isPointerTy()) {
    bool MayBeNull = !F.hasParamAttribute(ArgNo, Attribute::NonNull) &&
                     !F.getParamDereferenceableBytes(ArgNo);
    // One input in twenty passes null where null is allowed.
    if (MayBeNull && K >= 0 && K % 20 == 19) {
      A.V = RtValue(APInt(PB, 0));
      return A;
    }
    // Some inputs point into the buffer at an offset, so that pointers are
    // less aligned than the buffer (alignment assumptions get exercised),
    // unless the parameter promises an alignment.
    static const uint64_t Offsets[] = {0, 0, 0, 8, 0, 1, 0, 4};
    if (!F.getParamAlign(ArgNo) && K >= 0)
      A.BufferOffset = Offsets[K % 8];
    // Every other input meets an `align` assumption on the argument (else
    // the source is UB on all of them): the buffer that aligned, the
    // pointer the offset into it (or one alignment in, so that the bytes
    // before it exist too).
    uint64_t AssumedAlign = 1;
    if (auto AO = assumedAlignment(ArgNo); AO && K >= 0 && K % 2 == 0) {
      AssumedAlign = AO->first;
      A.BufferOffset = AO->second % AssumedAlign;
      if (!A.BufferOffset && K % 4 == 2)
        A.BufferOffset = AssumedAlign;
    }
    A.Buffer = buffer(bufferSize(ArgNo, K) + A.BufferOffset, K);
    // Every other input puts boundary values where the function loads
    // scalars from the argument (an i32 load of INT_MAX), walking them.
    if (K >= 0 && K % 2 == 1)
      fillLoadSlots(loadSlots(F.getArg(ArgNo), {&F}), K / 2, A.BufferOffset,
                    A.Buffer);
    // Every other input is as aligned as the function's accesses through
    // the argument ask (a load of <96 x i8> is `align 128` by default).
    uint64_t AccessAlign = K >= 0 && K % 2 == 0 ? argReach(ArgNo).Align : 1;
    A.BufferAlign =
        std::max<uint64_t>({16, F.getParamAlign(ArgNo).valueOrOne().value(),
                            AssumedAlign, AccessAlign});
    return A;
  }
  A.V = value(Ty, K);
  // Poison for parameters without noundef: whole values and single lanes.
  if (MayPoison && !F.hasParamAttribute(ArgNo, Attribute::NoUndef) &&
      Rng.chance(1, 8)) {
    if (A.V.isCompound() && Ty->isVectorTy() && Rng.coin())
      A.V.elems()[Rng.below(A.V.numElems())].setPoison();
    else if (!A.V.isCompound())
      A.V.setPoison();
    else
      for (RtValue &E : A.V.elems())
        if (!E.isCompound())
          E.setPoison();
  }
  return A;
}

void InputMaker::addFunctionPointerInputs(std::vector<Input> &Out) {
  // A pointer argument the function calls through may be the address of
  // any function: each function of the module of the called type (up to
  // four), so that a call specialized for one of them is compared, in
  // eight inputs in a row (which meet each of the eight implementations
  // of unknown functions, InputMaker::run).
  constexpr size_t MaxFunctions = 4;
  for (unsigned P = 0; P < F.arg_size(); ++P) {
    const Argument *Arg = F.getArg(P);
    const FunctionType *Called = nullptr;
    for (const User *U : Arg->users())
      if (auto *CB = dyn_cast<CallBase>(U); CB && CB->getCalledOperand() == Arg)
        Called = CB->getFunctionType();
    if (!Called)
      continue;
    size_t Made = 0;
    for (const Function &G : *F.getParent()) {
      if (Made == MaxFunctions || Out.size() >= Opts.Count)
        break;
      // (An internal function whose address the module does not give out
      // is not one a caller can pass.)
      if (G.getFunctionType() != Called || G.isIntrinsic() ||
          G.hasLocalLinkage() || G.hasAvailableExternallyLinkage())
        continue;
      for (int64_t K = 0; K < 8 && Out.size() < Opts.Count; ++K) {
        Input In = boundaryWalk(K);
        In.Args[P] = ArgInput();
        In.Args[P].Global = G.getName().str();
        Out.push_back(std::move(In));
      }
      ++Made;
    }
  }
}

void InputMaker::addGlobalPointerInputs(std::vector<Input> &Out) {
  // A pointer argument may point to a global the function also names
  // (LangRef "Pointer Aliasing Rules": nothing keeps them apart unless the
  // parameter is noalias), if the global is visible outside the module:
  // each such global in turn (up to four, two inputs each), with the other
  // arguments walking their values.
  constexpr size_t MaxGlobals = 4;
  SetVector<const GlobalVariable *> Named;
  for (const Instruction &I : instructions(F))
    for (const Value *Op : I.operands())
      // (Not an internal global: no caller has its address, and LLVM may
      // assume an argument does not point to it.)
      if (auto *G = dyn_cast<GlobalVariable>(Op->stripPointerCasts());
          G && !G->hasLocalLinkage() && G->getValueType()->isSized() &&
          G->getType()->getAddressSpace() == 0 && Named.size() < MaxGlobals)
        Named.insert(G);
  for (unsigned P = 0; P < F.arg_size(); ++P) {
    if (!F.getArg(P)->getType()->isPointerTy() ||
        F.getArg(P)->getType()->getPointerAddressSpace() != 0 ||
        F.getAttributes().getParamAttrs(P).hasAttributes())
      continue;
    for (const GlobalVariable *G : Named)
      for (int64_t K = 0; K < 2 && Out.size() < Opts.Count; ++K) {
        Input In = boundaryWalk(K);
        In.Args[P] = ArgInput();
        In.Args[P].Global = G->getName().str();
        Out.push_back(std::move(In));
      }
  }
}

void InputMaker::addInteriorPointerInputs(std::vector<Input> &Out) {
  // Offsets computed at run time from pointer arguments (a getelementptr
  // with an index argument) meet in-bounds and out-of-bounds addresses
  // only for small indices, negative ones too: the pointers 32 bytes into
  // their buffers, integer arguments in [-8, 8], so that an index
  // computation a transformation changed (a sign, a scale, a base that is
  // out of bounds on its own) is seen.
  unsigned N = F.arg_size();
  bool Any = false;
  for (unsigned A = 0; A < N; ++A)
    Any |= F.getArg(A)->getType()->isPointerTy() && argReach(A).VariableOffset;
  if (!Any)
    return;
  constexpr uint64_t Interior = 32;
  for (size_t K = 0; K < 16 && Out.size() < Opts.Count; ++K) {
    Input In = boundaryWalk(K);
    for (unsigned A = 0; A < N; ++A) {
      Type *Ty = F.getArg(A)->getType();
      ArgInput &AI = In.Args[A];
      if (Ty->isIntegerTy() &&
          !F.getAttributes().getParamAttrs(A).hasAttributes())
        AI.V = RtValue(APInt(Ty->getIntegerBitWidth(), Rng.range(-8, 8),
                             /*isSigned=*/true, /*implicitTrunc=*/true));
      else if (Ty->isPointerTy() && !AI.Buffer.empty() && AI.AliasOf < 0 &&
               Interior % AI.BufferAlign == 0 && !AI.BufferOffset) {
        AI.Buffer.insert(AI.Buffer.begin(), Interior, MemByte{});
        AI.BufferOffset = Interior;
      }
    }
    Out.push_back(std::move(In));
  }
}

std::vector<Input> InputMaker::run() {
  std::vector<Input> Out;
  unsigned N = F.arg_size();
  if (N == 0) {
    Out.emplace_back();
    return Out;
  }
  if (Opts.Count == 0)
    return Out;
  if (Opts.OnlyRandom) {
    while (Out.size() < Opts.Count) {
      Input In;
      In.Args.reserve(N);
      for (unsigned A = 0; A < N; ++A)
        In.Args.push_back(argument(A, -1, true));
      Out.push_back(std::move(In));
    }
    return Out;
  }
  // Boundary inputs: every argument walks its boundary list, each at a
  // different stride so that pairs of values mix.
  size_t MaxLen = 1;
  for (unsigned A = 0; A < N; ++A)
    MaxLen = std::max({MaxLen,
                       boundary(F.getArg(A)->getType()->getScalarType()).size(),
                       slotWalkLength(A)});
  size_t NumBoundary = std::min<size_t>(MaxLen * 2, Opts.Count / 2 + 1);
  for (size_t K = 0; K < NumBoundary && Out.size() < Opts.Count; ++K) {
    Input In;
    In.Args.reserve(N);
    for (unsigned A = 0; A < N; ++A)
      In.Args.push_back(argument(A, K * (A + 1) + A * (K / MaxLen), K > 0));
    Out.push_back(std::move(In));
  }
  // Each argument without noundef poison, with the others walking their
  // boundary values (poison meets every interesting partner).
  for (unsigned P = 0; P < N && Out.size() < Opts.Count; ++P) {
    Type *Ty = F.getArg(P)->getType();
    if (F.hasParamAttribute(P, Attribute::NoUndef) || Ty->isPointerTy() ||
        Ty->isAggregateType())
      continue;
    for (size_t K = 0; K < 8 && Out.size() < Opts.Count; ++K) {
      Input In = boundaryWalk(K);
      In.Args[P].V = poisonOf(Ty);
      Out.push_back(std::move(In));
    }
  }
  // Each pointer argument the function loads from that may point to
  // read-only memory, in such memory, its load slots walking their boundary
  // values (a store the target adds where the source only loads is UB
  // there).
  for (unsigned P = 0; P < N && Out.size() < Opts.Count; ++P) {
    if (!F.getArg(P)->getType()->isPointerTy() || !mayPointToReadOnly(P))
      continue;
    const Slots &S = loadSlots(F.getArg(P), {&F});
    if (S.empty())
      continue;
    size_t Walk = std::min<size_t>(slotWalkLength(P), 32);
    for (size_t K = 0; K < Walk && Out.size() < Opts.Count; ++K) {
      Input In = boundaryWalk(K);
      ArgInput &A = In.Args[P];
      if (A.Buffer.empty() || A.AliasOf >= 0)
        continue;
      fillLoadSlots(S, K, A.BufferOffset, A.Buffer);
      A.ReadOnly = true;
      Out.push_back(std::move(In));
    }
  }
  // Each integer argument without noundef undef (LangRef "Undefined
  // Values": every use may see another value), the others walking their
  // boundary values.
  for (unsigned P = 0; P < N && Out.size() < Opts.Count; ++P) {
    Type *Ty = F.getArg(P)->getType();
    // Not where an attribute constrains the value (range, noundef, ...):
    // whether an undef is poison there would depend on each use's choice.
    if (F.getAttributes().getParamAttrs(P).hasAttributes() ||
        !Ty->isIntOrIntVectorTy())
      continue;
    for (size_t K = 0; K < 4 && Out.size() < Opts.Count; ++K) {
      Input In = boundaryWalk(K);
      In.Args[P].V = undefOf(Ty);
      Out.push_back(std::move(In));
    }
  }
  // Pointer arguments that alias: the second points into the first's
  // buffer (unless either is noalias), at offsets 0, 1, 4 and 8 from its
  // start, then at the first pointer itself over a ramp and over random
  // bytes (the first four have zeros at offset 0, which hide a load
  // through either pointer).
  std::vector<unsigned> Ptrs;
  for (unsigned A = 0; A < N; ++A)
    if (F.getArg(A)->getType()->isPointerTy() &&
        !F.hasParamAttribute(A, Attribute::NoAlias))
      Ptrs.push_back(A);
  // (Offset, fill pattern of the first pointer's buffer or -1 for the
  // walk's own.)
  static const std::pair<uint64_t, int> AliasShapes[] = {
      {0, -1}, {1, -1}, {4, -1}, {8, -1}, {0, 1}, {0, 3}};
  for (size_t I = 0; I + 1 < Ptrs.size(); ++I)
    for (auto [Off, Pattern] : AliasShapes) {
      if (Out.size() >= Opts.Count)
        break;
      // Argument A walks from Shift + A, its buffer's pattern (Shift + A) % 4
      // (InputMaker::buffer).
      int64_t Shift =
          Pattern < 0 ? int64_t(Off) : (Pattern + 4 - Ptrs[I] % 4) % 4;
      Input In = boundaryWalk(Shift);
      ArgInput &Second = In.Args[Ptrs[I + 1]];
      Second.Buffer.clear();
      Second.AliasOf = Ptrs[I];
      // The shapes with a pattern of their own point at the first pointer.
      Second.BufferOffset =
          Off + (Pattern < 0 ? 0 : In.Args[Ptrs[I]].BufferOffset);
      Out.push_back(std::move(In));
    }
  // Each pointer argument's buffer holding poison and uninitialized (undef)
  // bytes among defined ones: the caller may have stored poison, and
  // memory nothing wrote holds undef (LangRef "Poison Values", "'alloca'
  // Instruction"). A load of a partly poison region is poison as a whole
  // (the "Poison Values" example's `load i64` of four poison bytes), where
  // a byte-wise copy is not. A pointer loaded from undef bytes is a chosen
  // address (its bits carry no undef), so a function that loads pointers
  // gets the poison patterns only: undef ones would leave its differences
  // undecided.
  bool LoadsPointers = llvm::any_of(instructions(F), [](const Instruction &I) {
    return isa<LoadInst>(I) && I.getType()->isPtrOrPtrVectorTy();
  });
  for (unsigned P = 0; P < N && Out.size() < Opts.Count; ++P) {
    if (!F.getArg(P)->getType()->isPointerTy())
      continue;
    for (size_t K = 0; K < 4 && Out.size() < Opts.Count; ++K) {
      if (LoadsPointers && hasUndefPattern(K))
        continue;
      Input In = boundaryWalk(K);
      ArgInput &A = In.Args[P];
      if (A.Buffer.empty() || A.AliasOf >= 0)
        continue;
      spoilBytes(A.Buffer, A.BufferOffset, K);
      Out.push_back(std::move(In));
    }
  }
  // Pointer arguments that hold only an address, no provenance (as
  // `getelementptr i8, ptr null, i64 A`), near both ends of the address
  // space where address arithmetic wraps or reaches null (LangRef
  // "Pointer Aliasing Rules": such a pointer may be compared and offset,
  // not accessed). No object lies there (Memory places them from
  // Memory::firstAddress up, and never at the top). Only parameters that
  // promise no dereferenceable bytes; the addresses keep the parameter's
  // alignment and are nonnull.
  std::vector<unsigned> AddrOnly;
  for (unsigned P = 0; P < N; ++P) {
    const Argument *Arg = F.getArg(P);
    if (Arg->getType()->isPointerTy() &&
        Arg->getType()->getPointerAddressSpace() == 0 &&
        !F.getParamDereferenceableBytes(P) &&
        !F.getParamDereferenceableOrNullBytes(P) &&
        !Arg->hasPassPointeeByValueCopyAttr() && !Arg->hasByRefAttr() &&
        !Arg->hasStructRetAttr() &&
        !F.hasParamAttribute(P, Attribute::Writable) &&
        !F.hasParamAttribute(P, Attribute::Initializes) &&
        // Below every object (the lowest is at Memory::firstAddress).
        alignTo(8, F.getParamAlign(P).valueOrOne().value()) <
            Memory::firstAddress(PB))
      AddrOnly.push_back(P);
  }
  // The low and the high address of parameter P (Which 0 or 1).
  auto Address = [&](unsigned P, unsigned Which) {
    uint64_t Align = F.getParamAlign(P).valueOrOne().value();
    return Which == 0 ? APInt(PB, alignTo(8, Align)) : -APInt(PB, Align);
  };
  // Each such parameter at each address, the other pointers pointing to
  // buffers, then the others at the other address (without buffers, no
  // address in the run is unspecified).
  for (unsigned P : AddrOnly)
    for (unsigned Which = 0; Which < 2; ++Which)
      for (int64_t K = 0; K < 2 && Out.size() < Opts.Count; ++K) {
        Input In = boundaryWalk(K);
        for (unsigned Q : AddrOnly)
          if (Q == P || K == 1) {
            In.Args[Q] = ArgInput();
            In.Args[Q].V = RtValue(Address(Q, Q == P ? Which : 1 - Which));
          }
        Out.push_back(std::move(In));
      }
  // Floating-point arguments in the pairs whose sum, difference, product
  // or quotient is a NaN (LangRef "fadd" ... "fdiv": IEEE 754's invalid
  // operations inf - inf, 0 * inf, inf / inf), which per-argument boundary
  // walks rarely line up; the others walk their boundary values.
  std::vector<unsigned> FPs;
  for (unsigned A = 0; A < N; ++A)
    if (F.getArg(A)->getType()->isFPOrFPVectorTy())
      FPs.push_back(A);
  for (size_t I = 0; I < FPs.size(); ++I)
    for (size_t J = I + 1; J < FPs.size(); ++J) {
      Type *TI = F.getArg(FPs[I])->getType(), *TJ = F.getArg(FPs[J])->getType();
      if (TI->getScalarType() != TJ->getScalarType())
        continue;
      const fltSemantics &Sem = TI->getScalarType()->getFltSemantics();
      APFloat Inf = APFloat::getInf(Sem), NegInf = APFloat::getInf(Sem, true),
              Zero = APFloat::getZero(Sem);
      const std::pair<APFloat, APFloat> Pairs[] = {
          {Inf, NegInf}, {NegInf, Inf}, {Inf, Inf}, {Zero, Inf}, {Inf, Zero}};
      for (const auto &[X, Y] : Pairs)
        for (int64_t K = 0; K < 2 && Out.size() < Opts.Count; ++K) {
          Input In = boundaryWalk(K);
          In.Args[FPs[I]].V = splat(TI, X);
          In.Args[FPs[J]].V = splat(TJ, Y);
          Out.push_back(std::move(In));
        }
    }
  addInteriorPointerInputs(Out);
  addFunctionPointerInputs(Out);
  addGlobalPointerInputs(Out);
  while (Out.size() < Opts.Count) {
    Input In;
    In.Args.reserve(N);
    for (unsigned A = 0; A < N; ++A)
      In.Args.push_back(argument(A, Rng.coin() ? -1 : Rng.below(64), true));
    Out.push_back(std::move(In));
  }
  return Out;
}

std::vector<APInt> refinery::integerBoundary(unsigned W,
                                             ArrayRef<APInt> Consts) {
  // The values in the order they come, each once: up to i64 by their
  // words (cheaper than hashing that many APInts; the two words a
  // DenseSet<uint64_t> reserves for itself, ~0 and ~0 - 1, by flags).
  std::vector<APInt> Out;
  SmallDenseSet<uint64_t, 128> Words;
  bool SeenReserved[2] = {false, false};
  DenseSet<APInt> Seen;
  auto Insert = [&](const APInt &V) {
    if (W <= 64) {
      uint64_t X = V.getZExtValue();
      if (X >= ~uint64_t(0) - 1) {
        if (std::exchange(SeenReserved[~X], true))
          return;
      } else if (!Words.insert(X).second) {
        return;
      }
    } else if (!Seen.insert(V).second) {
      return;
    }
    Out.push_back(V);
  };
  // ExtremeInts, then 2 (at i1, 2 wraps to 0, already in the set).
  for (IntBoundary K : ExtremeInts)
    Insert(boundaryInt(W, K));
  Insert(boundaryInt(W, IntBoundary::Two));
  // The function's own constants of this width, and their neighbours.
  for (const APInt &C : Consts) {
    Insert(C);
    Insert(C + 1);
    Insert(C - 1);
    Insert(-C);
  }
  // The edges of shift amounts (and of bit counts): the width and its
  // neighbours. Up to i16 they are among the powers of two that follow.
  if (W > 16)
    for (uint64_t E : {W - 1, W, W + 1})
      Insert(APInt(W, E));
  // Powers of two and their neighbours: every one up to i16, every third
  // above, and about 64 evenly spaced ones beyond i192 (a wide type would
  // otherwise make O(W) values of W bits each), fewer where 3 x 64 values
  // would pass 16 MiB (beyond i699050).
  constexpr uint64_t MaxPowerBits = uint64_t(1) << 27;
  unsigned Powers =
      unsigned(std::clamp<uint64_t>(MaxPowerBits / (3 * uint64_t(W)), 1, 64));
  unsigned Step = W > 16 ? std::max(3u, W / Powers) : 1;
  for (unsigned B = 2; B < W; B += Step) {
    APInt P = APInt::getOneBitSet(W, B);
    Insert(P);
    Insert(P - 1);
    Insert(P + 1);
  }
  return Out;
}

bool refinery::hasArbitraryContents(const GlobalVariable &G) {
  if (!G.hasInitializer() || G.hasLocalLinkage())
    return false;
  return !G.isConstant() || !G.hasDefinitiveInitializer();
}

/// Copies the first of the non-empty \p Made until there are \p Min
/// inputs (no more than Opts.Count): a function without parameters has
/// one input, and what varies besides the arguments needs several.
static void padInputs(std::vector<Input> &Made, size_t Min,
                      const InputOptions &Opts) {
  while (Made.size() < std::min<size_t>(Min, Opts.Count))
    Made.push_back(Made.front());
}

/// Half of the inputs (every other one) give the globals contents: all
/// 0xff, 1 2 3 ..., random bytes, or random bytes with boundary values in
/// the load slots, in turn (hasArbitraryContents; of at most 256 bytes and
/// without pointers, whose random bytes would only be invalid addresses).
/// A function without parameters gets copies of its one input to vary them
/// over.
void InputMaker::addGlobalContents(std::vector<Input> &Made) {
  constexpr uint64_t MaxBytes = 256;
  constexpr size_t MinInputs = 4;
  const DataLayout &DL = F.getDataLayout();
  std::vector<const Function *> Fns = runnableFunctions(F);
  std::vector<std::pair<const GlobalVariable *, uint64_t>> Vars, PtrVars;
  for (const GlobalVariable *G : referencedGlobals(Fns)) {
    bool Pointers = containsPointer(G->getValueType());
    // (A declaration's bytes are undef, which null pointers refine.)
    bool Arbitrary = hasArbitraryContents(*G) ||
                     (Pointers && G->isDeclaration() && !G->isConstant());
    if (!Arbitrary || !G->hasName() || containsScalable(G->getValueType()))
      continue;
    uint64_t Size = DL.getTypeAllocSize(G->getValueType()).getFixedValue();
    if (Size > 0 && Size <= MaxBytes)
      (Pointers ? PtrVars : Vars).push_back({G, Size});
  }
  if ((Vars.empty() && PtrVars.empty()) || Made.empty())
    return;
  padInputs(Made, MinInputs, Opts);
  SeededRandom GRng(Opts.Seed ^ 0x61057a1eULL);
  // All 0xff, 1 2 3 ... and random bytes in turn (patternBytes), the
  // random ones every other time with boundary values in the load slots.
  static const unsigned Patterns[] = {2, 1, 3, 3};
  for (size_t K = 1; K < Made.size(); K += 2)
    for (const auto &[G, Size] : Vars) {
      unsigned Walk = K / 2;
      std::vector<MemByte> Bytes = patternBytes(Size, Patterns[Walk % 4], GRng);
      if (Walk % 4 == 3)
        fillLoadSlots(loadSlots(G, Fns), Walk / 4, 0, Bytes);
      Made[K].Globals.push_back({G->getName().str(), std::move(Bytes)});
    }
  // A global holding pointers gets zeros (null pointers, as other code may
  // have stored) on every other input, and keeps its initializer or undef
  // bytes on the others (other bytes would be addresses without
  // provenance).
  for (size_t K = 1; K < Made.size(); K += 2)
    for (const auto &[G, Size] : PtrVars)
      Made[K].Globals.push_back(
          {G->getName().str(), patternBytes(Size, 0, GRng)});
}

/// Gives the inputs \p Made of a variadic function variadic arguments:
/// input K has K % 4 of them, small values and random ones; a function
/// without parameters gets copies of its one input to vary them over.
static void addVarArgs(std::vector<Input> &Made, const InputOptions &Opts) {
  constexpr size_t MinInputs = 8;
  if (Made.empty())
    return;
  padInputs(Made, MinInputs, Opts);
  SeededRandom Rng(Opts.Seed ^ 0x7a7a5eedULL);
  for (size_t K = 0; K < Made.size(); ++K)
    for (size_t J = 0; J < K % 4; ++J)
      Made[K].VarArgs.push_back(
          APInt(64, Rng.coin() ? Rng.range(-2, 3) : Rng.next(),
                /*isSigned=*/true));
}

/// True if a call of \p F may reach an unknown external function: one that
/// is no intrinsic nor C library function (whose results the interpreter
/// computes), directly, through the functions it may run, or indirectly.
static bool callsUnknownFunction(const Function &F) {
  TargetLibraryInfoImpl TLII(F.getParent()->getTargetTriple());
  TargetLibraryInfo TLI(TLII);
  for (const Function *G : runnableFunctions(F))
    for (const Instruction &I : instructions(*G))
      if (const auto *CB = dyn_cast<CallBase>(&I)) {
        const Function *Callee = CB->getCalledFunction();
        if (!Callee || (Callee->isDeclaration() && !Callee->isIntrinsic() &&
                        !isKnownLibraryFunction(*Callee, TLI)))
          return true;
      }
  return false;
}

std::vector<Input> refinery::makeInputs(const Function &F, unsigned PointerBits,
                                        const InputOptions &Opts) {
  // No value of a scalable vector type can be made without a vscale, or
  // with more lanes than modelled.
  if (!Opts.VScale
          ? containsScalable(F.getFunctionType())
          : !scalableLanesProblem(F.getFunctionType(), Opts.VScale).empty())
    return {};
  std::vector<Input> Out = Opts.Extra;
  for (const Input &In : Out) {
    (void)In;
    assert(In.Args.size() == F.arg_size() && "an extra input per parameter");
  }
  // A function without parameters has one input.
  if (F.arg_size() == 0 && !Out.empty())
    return Out;
  InputMaker Maker(F, PointerBits, Opts);
  std::vector<Input> Made = Maker.run();
  // A function with constrained FP intrinsics runs in each rounding mode
  // in turn: its caller's environment may have any (a static mode other
  // than the environment's is UB, "round.dynamic" reads it).
  if (usesConstrainedFP(F)) {
    static const RoundingMode Modes[] = {
        RoundingMode::NearestTiesToEven, RoundingMode::TowardPositive,
        RoundingMode::TowardNegative, RoundingMode::TowardZero,
        RoundingMode::NearestTiesToAway};
    for (size_t K = 0; K < Made.size(); ++K)
      Made[K].Rounding = Modes[K % 5];
  }
  // The environment's denormal mode is the one the function fixes; where
  // its "denormal-fp-math" says "dynamic", each definite mode in turn (a
  // function without parameters in copies of its one input). Callees that
  // say "dynamic" read it too.
  DenormalModes Fixed = denormalModesOf(F);
  if (Fixed.hasDynamic())
    padInputs(Made, 3, Opts);
  for (size_t K = 0; K < Made.size(); ++K) {
    static const DenormalMode::DenormalModeKind Envs[] = {
        DenormalMode::IEEE, DenormalMode::PreserveSign,
        DenormalMode::PositiveZero};
    auto Env = [&](DenormalMode M) {
      for (DenormalMode::DenormalModeKind *Part : {&M.Input, &M.Output})
        if (*Part == DenormalMode::Dynamic || *Part == DenormalMode::Invalid)
          *Part = Envs[K % 3];
      return M;
    };
    Made[K].DenormalEnv = {Env(Fixed.F32), Env(Fixed.Other)};
  }
  if (F.isVarArg())
    addVarArgs(Made, Opts);
  Maker.addGlobalContents(Made);
  if (callsUnknownFunction(F)) {
    padInputs(Made, 8, Opts);
    for (size_t K = 0; K < Made.size(); ++K)
      Made[K].CalleeSeed = K;
  }
  Out.insert(Out.end(), std::make_move_iterator(Made.begin()),
             std::make_move_iterator(Made.end()));
  return Out;
}

bool refinery::readsDenormalEnv(const Function &F) {
  return denormalModesOf(F).hasDynamic();
}

bool refinery::usesConstrainedFP(const Function &F) {
  for (const Instruction &I : instructions(F))
    if (isa<ConstrainedFPIntrinsic>(I))
      return true;
  return false;
}

std::vector<RtValue> refinery::materializeInput(Execution &E, const Input &In,
                                                const Function &F) {
  E.setRounding(In.Rounding);
  E.setDenormalEnv(In.DenormalEnv);
  E.setCalleeSeed(In.CalleeSeed);
  std::vector<RtValue> Args;
  Args.reserve(In.Args.size() + In.VarArgs.size());
  for (unsigned A = 0; A < In.Args.size(); ++A) {
    const ArgInput &AI = In.Args[A];
    if (!AI.Global.empty()) {
      // (A module without the global passes null; the checker skips such
      // inputs.)
      const GlobalValue *G = F.getParent()->getNamedValue(AI.Global);
      Args.push_back(
          G ? E.constantValue(G)
            : RtValue(APInt(F.getDataLayout().getPointerSizeInBits(), 0)));
      continue;
    }
    if (AI.AliasOf >= 0) {
      // Into the buffer of an earlier argument (from its start).
      assert(unsigned(AI.AliasOf) < A && "aliasing a later argument");
      RtValue P = Args[AI.AliasOf];
      P.bits() -= In.Args[AI.AliasOf].BufferOffset;
      P.bits() += AI.BufferOffset;
      Args.push_back(std::move(P));
      continue;
    }
    if (AI.Buffer.empty()) {
      Args.push_back(AI.V);
      continue;
    }
    RtValue P = E.allocateBuffer(AI.Buffer.size(), AI.BufferAlign);
    if (P.prov() != NoProv) {
      MemObject &O = E.memory().object(P.prov());
      std::copy(AI.Buffer.begin(), AI.Buffer.end(), O.Bytes.begin());
      O.ReadOnly = AI.ReadOnly;
      P.bits() += AI.BufferOffset;
    }
    Args.push_back(std::move(P));
  }
  for (const APInt &V : In.VarArgs)
    Args.push_back(RtValue(V));
  // (A global the module does not define, as after a reduction, keeps
  // what it has.)
  for (const auto &[Name, Bytes] : In.Globals)
    if (const GlobalVariable *G = F.getParent()->getNamedGlobal(Name))
      E.setGlobalBytes(*G, Bytes);
  return Args;
}

/// An argument value as describeInput prints it: undef scalars as
/// `undef` (an undef input is chosen where the run starts).
static std::string describeArgValue(const Interpreter &I, Type *Ty,
                                    const RtValue &V) {
  if (!V.isCompound() && V.isUndef() && !V.isPoison()) {
    std::string S;
    raw_string_ostream OS(S);
    Ty->print(OS);
    OS << " undef";
    return S;
  }
  if (!V.isCompound() || !Ty->isVectorTy() || !V.containsUndef())
    return I.formatValue(Ty, V);
  std::string S;
  raw_string_ostream OS(S);
  Ty->print(OS);
  OS << " <";
  for (unsigned K = 0; K < V.numElems(); ++K)
    OS << (K ? ", " : "") << describeArgValue(I, partType(Ty, K), V.elems()[K]);
  OS << ">";
  return S;
}

/// A byte of an input's memory as describeInput prints it: two hex digits,
/// `pp` if it is poison, `uu` if uninitialized (undef), and for a byte
/// with only some such bits its value followed by `{p=MASK,u=MASK}`.
static std::string formatMemByte(const MemByte &B) {
  if (B.PoisonMask == 0xFF)
    return "pp";
  if (B.UndefMask == 0xFF)
    return "uu";
  std::string S = formatv("{0:x-2}", B.Val).str();
  if (B.PoisonMask || B.UndefMask)
    S += formatv("{{p={0:x-2},u={1:x-2}}", B.PoisonMask, B.UndefMask).str();
  return S;
}

std::string refinery::describeInput(const Interpreter &I, const Function &F,
                                    const Input &In) {
  std::string S;
  raw_string_ostream OS(S);
  for (unsigned A = 0; A < In.Args.size(); ++A) {
    if (A)
      OS << ", ";
    const ArgInput &AI = In.Args[A];
    if (!AI.Global.empty()) {
      OS << "ptr @" << AI.Global;
      continue;
    }
    if (AI.AliasOf >= 0) {
      OS << "ptr <argument " << AI.AliasOf << "'s buffer + " << AI.BufferOffset
         << ">";
      continue;
    }
    if (AI.Buffer.empty()) {
      OS << describeArgValue(I, F.getArg(A)->getType(), AI.V);
      continue;
    }
    OS << "ptr <" << AI.Buffer.size() << "-byte "
       << (AI.ReadOnly ? "read-only " : "") << "buffer";
    if (AI.BufferOffset)
      OS << " + " << AI.BufferOffset;
    OS << ":";
    for (size_t B = 0; B < AI.Buffer.size() && B < 16; ++B)
      OS << ' ' << formatMemByte(AI.Buffer[B]);
    if (AI.Buffer.size() > 16)
      OS << " ...";
    OS << ">";
  }
  for (size_t K = 0; K < In.VarArgs.size(); ++K)
    OS << (In.Args.empty() && K == 0 ? "" : ", ") << (K ? "" : "... ") << "i64 "
       << In.VarArgs[K].getSExtValue();
  bool Any = !In.Args.empty() || !In.VarArgs.empty();
  for (const auto &[Name, Bytes] : In.Globals) {
    OS << (Any ? ", " : "") << "@" << Name << " = <";
    for (size_t B = 0; B < Bytes.size() && B < 16; ++B)
      OS << (B ? " " : "") << formatMemByte(Bytes[B]);
    OS << (Bytes.size() > 16 ? " ...>" : ">");
    Any = true;
  }
  if (In.Rounding != RoundingMode::NearestTiesToEven) {
    OS << (Any ? ", " : "") << "environment rounding "
       << convertRoundingModeToStr(In.Rounding).value_or("?");
    Any = true;
  }
  if (readsDenormalEnv(F)) {
    OS << (Any ? ", " : "") << "environment denormals ";
    const DenormalModes &Env = In.DenormalEnv;
    if (Env.F32 == Env.Other)
      Env.Other.print(OS);
    else {
      OS << "float ";
      Env.F32.print(OS);
      OS << ", others ";
      Env.Other.print(OS);
    }
    Any = true;
  }
  if (In.CalleeSeed)
    OS << (Any ? ", " : "") << "external functions #" << In.CalleeSeed;
  return S;
}
