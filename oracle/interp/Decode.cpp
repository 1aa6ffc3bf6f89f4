//===- oracle/interp/Decode.cpp - Constants, GEP and decoding -------------===//
#include "oracle/interp/Engine.h"
#include "semantics/FloatOps.h"
#include "semantics/IntOps.h"
#include "support/ModuleUtil.h"
#include "llvm/Analysis/CFG.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>

using namespace llvm;
using namespace refinery;

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

bool ConstantEvaluator::containsUndef(const Constant *C) {
  if (isa<PoisonValue>(C))
    return false;
  if (isa<UndefValue>(C))
    return true;
  if (isa<GlobalValue>(C))
    return false;
  for (const Use &U : C->operands())
    if (auto *Op = dyn_cast<Constant>(U.get()))
      if (containsUndef(Op))
        return true;
  return false;
}

RtValue ConstantEvaluator::evalPoison(const Constant *C) {
  Type *Ty = C->getType();
  if (auto *VT = dyn_cast<VectorType>(Ty)) {
    if (isa<ScalableVectorType>(VT) && !I.vscale()) {
      Problem = NoVScaleProblem;
      return RtValue();
    }
    unsigned W = scalarBits(VT->getElementType(), I.pointerBits());
    return RtValue::compound(
        std::vector<RtValue>(I.lanes(VT), RtValue::poison(W)));
  }
  if (Ty->isStructTy() || Ty->isArrayTy()) {
    std::vector<RtValue> Elems;
    for (unsigned K = 0, N = Ty->isStructTy() ? Ty->getStructNumElements()
                                              : Ty->getArrayNumElements();
         K < N; ++K)
      Elems.push_back(eval(C->getAggregateElement(K)));
    return RtValue::compound(std::move(Elems));
  }
  return RtValue::poison(scalarBits(Ty, I.pointerBits()));
}

RtValue ConstantEvaluator::eval(const Constant *C) {
  Type *Ty = C->getType();
  // PoisonValue is an UndefValue: test it first.
  if (isa<PoisonValue>(C))
    return evalPoison(C);
  if (isa<ScalableVectorType>(Ty))
    return evalScalable(C);
  if (isa<UndefValue>(C) && !Ty->isVectorTy() && !Ty->isAggregateType()) {
    // LangRef "Undefined Values": each use may see any value.
    unsigned W = scalarBits(Ty, I.pointerBits());
    if (!ND) {
      Problem = "undef in a context without nondeterminism";
      return RtValue::poison(W);
    }
    RtValue V(ND->choose(NondetKind::Undef, W));
    if (Ty->isPointerTy() && !V.bits().isZero())
      V.setProv(WildcardProv);
    V.setUndef();
    if (W <= 64)
      V.setUndefBits(APInt::getAllOnes(W).getZExtValue());
    return V;
  }
  if (auto *CI = dyn_cast<ConstantInt>(C)) {
    if (auto *VT = dyn_cast<FixedVectorType>(Ty)) // splat constant
      return RtValue::compound(
          std::vector<RtValue>(VT->getNumElements(), RtValue(CI->getValue())));
    return RtValue(CI->getValue());
  }
  if (auto *CF = dyn_cast<ConstantFP>(C)) {
    RtValue S(CF->getValueAPF().bitcastToAPInt());
    if (auto *VT = dyn_cast<FixedVectorType>(Ty))
      return RtValue::compound(std::vector<RtValue>(VT->getNumElements(), S));
    return S;
  }
  if (isa<ConstantPointerNull>(C))
    return RtValue(APInt(I.pointerBits(), 0));
  if (auto *BA = dyn_cast<BlockAddress>(C)) {
    // LangRef "Addresses of Basic Blocks": an address only indirectbr and
    // comparisons with null may use.
    ObjectId Id = I.blockId(BA->getBasicBlock());
    if (Id == NoProv) {
      Problem = "blockaddress of a block without an address";
      return RtValue(APInt(I.pointerBits(), 0));
    }
    return RtValue(APInt(I.pointerBits(), Mem.object(Id).Base), Id);
  }
  if (auto *GV = dyn_cast<GlobalValue>(C)) {
    ObjectId Id = I.globalId(GV);
    if (Id == NoProv) {
      Problem = ("no object for global @" + GV->getName()).str();
      return RtValue(APInt(I.pointerBits(), 0));
    }
    return RtValue(APInt(I.pointerBits(), Mem.object(Id).Base), Id);
  }
  if (isa<ConstantAggregateZero>(C) || isa<ConstantAggregate>(C) ||
      isa<ConstantDataSequential>(C) || (isa<UndefValue>(C))) {
    unsigned N = 0;
    if (auto *VT = dyn_cast<FixedVectorType>(Ty))
      N = VT->getNumElements();
    else if (auto *AT = dyn_cast<ArrayType>(Ty))
      N = AT->getNumElements();
    else if (auto *ST = dyn_cast<StructType>(Ty))
      N = ST->getNumElements();
    else if (isa<ConstantAggregateZero>(C)) {
      // A zeroinitializer of a scalar type (e.g. a target extension type).
      Problem = "zeroinitializer of an unsupported type";
      return RtValue();
    }
    std::vector<RtValue> Elems;
    Elems.reserve(N);
    for (unsigned K = 0; K < N; ++K)
      Elems.push_back(eval(C->getAggregateElement(K)));
    return RtValue::compound(std::move(Elems));
  }
  if (auto *CE = dyn_cast<ConstantExpr>(C))
    if (std::optional<RtValue> V = evalExpr(CE))
      return std::move(*V);
  std::string S;
  raw_string_ostream OS(S);
  C->print(OS);
  Problem = "unsupported constant: " + S;
  return Ty->isSingleValueType() && !Ty->isVectorTy()
             ? RtValue::poison(scalarBits(Ty, I.pointerBits()))
             : RtValue();
}

RtValue ConstantEvaluator::evalScalable(const Constant *C) {
  // LangRef "Vector Type": a scalable vector has vscale times its minimum
  // lanes, so its constants have one value in every lane
  // (zeroinitializer, undef, a splat); each lane of an undef is a choice
  // of its own.
  auto *VT = cast<ScalableVectorType>(C->getType());
  const Constant *Lane = nullptr;
  if (isa<UndefValue>(C))
    Lane = UndefValue::get(VT->getElementType());
  else if (auto *CI = dyn_cast<ConstantInt>(C)) // splat constant
    Lane = ConstantInt::get(VT->getElementType(), CI->getValue());
  else if (auto *CF = dyn_cast<ConstantFP>(C))
    Lane = ConstantFP::get(VT->getElementType(), CF->getValueAPF());
  else
    Lane = C->getSplatValue();
  if (auto *CE = dyn_cast<ConstantExpr>(C); CE && I.vscale() && !Lane)
    if (std::optional<RtValue> V = evalScalableExpr(CE))
      return std::move(*V);
  if (!I.vscale() || !Lane) {
    std::string S;
    raw_string_ostream OS(S);
    C->print(OS);
    Problem = I.vscale() ? "unsupported constant: " + S : NoVScaleProblem;
    return RtValue();
  }
  std::vector<RtValue> Lanes;
  unsigned N = I.lanes(VT);
  Lanes.reserve(N);
  for (unsigned K = 0; K < N; ++K)
    Lanes.push_back(eval(Lane));
  return RtValue::compound(std::move(Lanes));
}

std::optional<RtValue>
ConstantEvaluator::evalScalableExpr(const ConstantExpr *CE) {
  // LLVM cannot fold an insertelement into a scalable vector, or a
  // shufflevector of one that is no splat, into a constant of another
  // kind: they stay constant expressions, whose lanes are known once
  // vscale is.
  auto *VT = cast<ScalableVectorType>(CE->getType());
  unsigned N = I.lanes(VT);
  unsigned W = scalarBits(VT->getElementType(), I.pointerBits());
  auto Poison = [&] {
    return RtValue::compound(std::vector<RtValue>(N, RtValue::poison(W)));
  };
  switch (CE->getOpcode()) {
  case Instruction::InsertElement: {
    // LangRef "'insertelement' Instruction": the lanes of val, lane idx
    // (unsigned) replaced by elt; "if the value of idx exceeds the runtime
    // length of the vector, the result is a poison value".
    RtValue Vec = eval(CE->getOperand(0));
    RtValue Elt = eval(CE->getOperand(1));
    RtValue Idx = eval(CE->getOperand(2));
    if (!Problem.empty())
      return Poison();
    if (Idx.isPoison() || Idx.bits().uge(N))
      return Poison();
    Vec.elems()[Idx.bits().getZExtValue()] = std::move(Elt);
    return Vec;
  }
  case Instruction::ShuffleVector: {
    // LangRef "'shufflevector' Instruction": a scalable mask is
    // zeroinitializer (every lane is lane 0 of the first operand) or
    // poison (every lane is poison); LLVM keeps it as many times as the
    // minimum lanes.
    ArrayRef<int> Mask = CE->getShuffleMask();
    RtValue A = eval(CE->getOperand(0));
    if (!Problem.empty() || Mask.empty() || Mask[0] < 0)
      return Poison();
    if (Mask[0] != 0 || !A.isCompound() || A.numElems() == 0) {
      Problem = "shufflevector of a scalable vector with a mask other than "
                "zeroinitializer or poison";
      return Poison();
    }
    return RtValue::compound(std::vector<RtValue>(N, A.elems()[0]));
  }
  default:
    return std::nullopt;
  }
}

std::optional<RtValue> ConstantEvaluator::evalExpr(const ConstantExpr *CE) {
  Type *Ty = CE->getType();
  const DataLayout &DL = I.dataLayout();
  if (CE->getOpcode() == Instruction::ExtractElement) {
    // LangRef "'extractelement' Instruction": lane idx (unsigned) of val;
    // poison past its (runtime) length.
    RtValue Vec = eval(CE->getOperand(0));
    RtValue Idx = eval(CE->getOperand(1));
    unsigned W = scalarBits(Ty, I.pointerBits());
    if (!Problem.empty() || !Vec.isCompound() || Idx.isPoison() ||
        Idx.bits().uge(Vec.numElems()))
      return RtValue::poison(W);
    return Vec.elems()[Idx.bits().getZExtValue()];
  }
  if (auto *GEP = dyn_cast<GEPOperator>(CE)) {
    RtValue Base = eval(cast<Constant>(GEP->getPointerOperand()));
    std::vector<RtValue> Idx;
    for (const Use &U : GEP->indices())
      Idx.push_back(eval(cast<Constant>(U.get())));
    if (auto *VT = dyn_cast<FixedVectorType>(Ty)) {
      std::vector<RtValue> Lanes;
      for (unsigned L = 0; L < VT->getNumElements(); ++L) {
        SmallVector<RtValue, 4> LaneIdx;
        for (const RtValue &X : Idx)
          LaneIdx.push_back(X.isCompound() ? X.elems()[L] : X);
        Lanes.push_back(evalGEP(*GEP,
                                Base.isCompound() ? Base.elems()[L] : Base,
                                LaneIdx, DL, Mem, I.vscale()));
      }
      return RtValue::compound(std::move(Lanes));
    }
    return evalGEP(*GEP, Base, Idx, DL, Mem, I.vscale());
  }
  if (CE->isCast()) {
    RtValue A = eval(CE->getOperand(0));
    Type *SrcTy = CE->getOperand(0)->getType();
    if (CE->getOpcode() == Instruction::BitCast &&
        SrcTy->isPtrOrPtrVectorTy() && Ty->isPtrOrPtrVectorTy())
      return pointerBitcast(SrcTy, Ty, A);
    if (CE->getOpcode() == Instruction::BitCast && SrcTy != Ty) {
      // A bitcast that changes the shape: as if stored and loaded back.
      SmallVector<MemByte, 16> Bytes(I.storeSize(SrcTy));
      encodeValue(DL, SrcTy, A, Bytes);
      ZeroPolicy Zero;
      Nondet Local(Zero);
      return decodeValue(DL, Ty, Bytes, ND ? *ND : Local, nullptr, I.vscale());
    }
    if (Ty->isVectorTy()) {
      std::vector<RtValue> Elems;
      for (unsigned K = 0; K < A.numElems(); ++K)
        Elems.push_back(castScalar(I, CE->getOpcode(), 0, FastMathFlags(),
                                   SrcTy->getScalarType(), Ty->getScalarType(),
                                   A.elems()[K], ND));
      return RtValue::compound(std::move(Elems));
    }
    return castScalar(I, CE->getOpcode(), 0, FastMathFlags(), SrcTy, Ty, A, ND);
  }
  if (Instruction::isBinaryOp(CE->getOpcode()) && Ty->isIntegerTy()) {
    RtValue A = eval(CE->getOperand(0)), B = eval(CE->getOperand(1));
    unsigned Flags = 0;
    if (auto *OBO = dyn_cast<OverflowingBinaryOperator>(CE)) {
      Flags |= OBO->hasNoSignedWrap() ? FlagNSW : 0;
      Flags |= OBO->hasNoUnsignedWrap() ? FlagNUW : 0;
    }
    ScalarResult R =
        intBinary(static_cast<Instruction::BinaryOps>(CE->getOpcode()), Flags,
                  A.bits(), A.isPoison(), B.bits(), B.isPoison());
    if (R.isValue())
      return RtValue(R.V);
    return RtValue::poison(Ty->getIntegerBitWidth());
  }
  return std::nullopt;
}

RtValue refinery::pointerBitcast(Type *SrcTy, Type *DstTy, const RtValue &V) {
  if (SrcTy->isVectorTy() == DstTy->isVectorTy())
    return V;
  if (DstTy->isVectorTy())
    return RtValue::compound({V});
  return V.isCompound() ? V.elems()[0] : V;
}

RtValue refinery::castScalar(const Interpreter &I, unsigned Opcode,
                             unsigned Flags, FastMathFlags FMF, Type *SrcTy,
                             Type *DstTy, const RtValue &A, Nondet *ND) {
  unsigned PB = I.pointerBits();
  switch (Opcode) {
  case Instruction::PtrToInt:
  case Instruction::PtrToAddr:
    // LangRef "'ptrtoint' Instruction": the address, truncated or extended.
    if (A.isPoison())
      return RtValue::poison(DstTy->getIntegerBitWidth());
    return RtValue(A.bits().zextOrTrunc(DstTy->getIntegerBitWidth()));
  case Instruction::IntToPtr: {
    // LangRef "Pointer Aliasing Rules": an integer cast to a pointer may
    // be based on any object; it gets wildcard provenance.
    if (A.isPoison())
      return RtValue::poison(PB);
    APInt Addr = A.bits().zextOrTrunc(PB);
    bool Null = Addr.isZero();
    return RtValue(std::move(Addr), Null ? NoProv : WildcardProv);
  }
  case Instruction::BitCast:
  case Instruction::AddrSpaceCast:
    return A;
  case Instruction::Trunc:
  case Instruction::ZExt:
  case Instruction::SExt: {
    ScalarResult R =
        intCast(static_cast<Instruction::CastOps>(Opcode), Flags, A.bits(),
                A.isPoison(), DstTy->getIntegerBitWidth());
    return R.isValue() ? RtValue(std::move(R.V))
                       : RtValue::poison(DstTy->getIntegerBitWidth());
  }
  default: {
    ZeroPolicy Zero;
    Nondet Local(Zero);
    return fpCast(static_cast<Instruction::CastOps>(Opcode), Flags, FMF, SrcTy,
                  DstTy, A, ND ? *ND : Local);
  }
  }
}

void refinery::encodeConstant(ConstantEvaluator &CE, const DataLayout &DL,
                              const Constant *C, MutableArrayRef<MemByte> Out) {
  Type *Ty = C->getType();
  // Undef scalars and vectors with undef lanes become uninitialized bytes:
  // every load then makes (and records) its own choice.
  if ((isa<UndefValue>(C) && !isa<PoisonValue>(C)) ||
      (!Ty->isAggregateType() && ConstantEvaluator::containsUndef(C))) {
    for (MemByte &B : Out)
      B = MemByte::uninit();
    return;
  }
  if (ConstantEvaluator::containsUndef(C) &&
      (Ty->isStructTy() || Ty->isArrayTy())) {
    for (MemByte &B : Out)
      B = MemByte{};
    if (auto *ST = dyn_cast<StructType>(Ty)) {
      const StructLayout *SL = DL.getStructLayout(ST);
      for (unsigned K = 0; K < ST->getNumElements(); ++K) {
        Type *ETy = ST->getElementType(K);
        encodeConstant(
            CE, DL, C->getAggregateElement(K),
            Out.slice(SL->getElementOffset(K), DL.getTypeStoreSize(ETy)));
      }
    } else {
      Type *ETy = Ty->getArrayElementType();
      uint64_t Stride = DL.getTypeAllocSize(ETy);
      for (unsigned K = 0; K < Ty->getArrayNumElements(); ++K)
        encodeConstant(CE, DL, C->getAggregateElement(K),
                       Out.slice(K * Stride, DL.getTypeStoreSize(ETy)));
    }
    return;
  }
  encodeValue(DL, Ty, CE.eval(C), Out, Padding::Zero);
}

//===----------------------------------------------------------------------===//
// getelementptr
//===----------------------------------------------------------------------===//

RtValue refinery::evalGEP(const GEPOperator &G, const RtValue &Base,
                          ArrayRef<RtValue> Indices, const DataLayout &DL,
                          const Memory &Mem, unsigned VScale) {
  unsigned PW = Base.bits().getBitWidth();
  unsigned IW = DL.getIndexSizeInBits(G.getPointerAddressSpace());
  if (Base.isPoison())
    return RtValue::poison(PW);
  for (const RtValue &Ix : Indices)
    if (Ix.isPoison())
      return RtValue::poison(PW);

  bool InBounds = G.isInBounds();
  bool NUSW = G.hasNoUnsignedSignedWrap(); // implied by inbounds
  bool NUW = G.hasNoUnsignedWrap();
  bool AnyNonZero = false;
  for (const RtValue &Ix : Indices)
    AnyNonZero |= !Ix.bits().isZero();

  // inbounds: the object the base is based on and its bounds. Being in
  // bounds of a deallocated object is enough (LangRef).
  uint64_t ObjBase = 0, ObjSize = 0;
  bool CheckBounds = InBounds && AnyNonZero;
  if (CheckBounds) {
    ObjectId Obj = Base.prov();
    if (Obj == WildcardProv)
      Obj = Mem.findObjectInBounds(Base.bits().getZExtValue());
    if (Obj == NoProv)
      return RtValue::poison(PW);
    const MemObject &O = Mem.object(Obj);
    ObjBase = O.Base;
    ObjSize = O.Size;
  }
  auto InObj = [&](const APInt &Addr) {
    uint64_t A = Addr.getZExtValue();
    return A >= ObjBase && A - ObjBase <= ObjSize;
  };

  APInt Addr = Base.bits().zextOrTrunc(IW); // current address, index width
  APInt Offset(IW, 0);                      // sum of offsets
  if (CheckBounds && !InObj(Base.bits()))
    return RtValue::poison(PW);

  auto AddTerm = [&](const APInt &Term) -> bool {
    bool Ov = false;
    if (NUSW) {
      (void)Offset.sadd_ov(Term, Ov);
      if (Ov)
        return false;
      // unsigned address + signed offset must not wrap.
      APInt Sum = Addr + Term;
      if (Term.isNegative() ? Sum.ugt(Addr) : Sum.ult(Addr))
        return false;
    }
    if (NUW) {
      (void)Offset.uadd_ov(Term, Ov);
      if (Ov)
        return false;
      (void)Addr.uadd_ov(Term, Ov);
      if (Ov)
        return false;
    }
    Offset += Term;
    Addr += Term;
    if (CheckBounds && !InObj(Addr))
      return false;
    return true;
  };

  unsigned K = 0;
  for (gep_type_iterator GTI = gep_type_begin(G), E = gep_type_end(G); GTI != E;
       ++GTI, ++K) {
    const APInt &Ix = Indices[K].bits();
    if (StructType *ST = GTI.getStructTypeOrNull()) {
      uint64_t Off =
          DL.getStructLayout(ST)->getElementOffset(Ix.getZExtValue());
      if (!AddTerm(APInt(IW, Off)))
        return RtValue::poison(PW);
      continue;
    }
    APInt Idx = Ix.sextOrTrunc(IW);
    if (Ix.getBitWidth() > IW) {
      if (NUSW && Idx.sext(Ix.getBitWidth()) != Ix)
        return RtValue::poison(PW);
      if (NUW && Idx.zext(Ix.getBitWidth()) != Ix)
        return RtValue::poison(PW);
    }
    // A scalable type's stride is vscale times its minimum (LangRef
    // "Vector Type").
    APInt Scale(IW, resolveSize(GTI.getSequentialElementStride(DL), VScale));
    bool Ov = false;
    if (NUSW) {
      (void)Idx.smul_ov(Scale, Ov);
      if (Ov)
        return RtValue::poison(PW);
    }
    if (NUW) {
      (void)Idx.umul_ov(Scale, Ov);
      if (Ov)
        return RtValue::poison(PW);
    }
    if (!AddTerm(Idx * Scale))
      return RtValue::poison(PW);
  }
  APInt Result = Base.bits();
  if (IW == PW)
    Result = Addr;
  else
    Result.insertBits(Addr.zextOrTrunc(std::min(IW, PW)), 0);
  return RtValue(std::move(Result), Base.prov());
}

//===----------------------------------------------------------------------===//
// Decoding
//===----------------------------------------------------------------------===//

namespace {
/// \p C with every undef (not poison) scalar, lane or field replaced by
/// poison, or null if an undef sits inside a constant expression (whose
/// value an undef may not leave arbitrary).
static const Constant *undefToPoison(const Constant *C) {
  // (Not for pointers: a frozen undef pointer keeps the wildcard
  // provenance the constant evaluator gives undef.)
  if (containsPointer(C->getType()))
    return nullptr;
  if (isa<PoisonValue>(C))
    return C;
  if (isa<UndefValue>(C))
    return PoisonValue::get(C->getType());
  if (!ConstantEvaluator::containsUndef(C))
    return C;
  if (isa<ConstantExpr>(C) || C->getType()->isScalableTy())
    return nullptr;
  // (Only aggregates hold undef elements: data arrays and vectors do not.)
  auto *Agg = dyn_cast<ConstantAggregate>(C);
  if (!Agg)
    return nullptr;
  SmallVector<Constant *, 8> Elems;
  for (const Use &U : Agg->operands()) {
    const Constant *P = undefToPoison(cast<Constant>(U.get()));
    if (!P)
      return nullptr;
    Elems.push_back(const_cast<Constant *>(P));
  }
  if (isa<VectorType>(C->getType()))
    return ConstantVector::get(Elems);
  if (auto *ST = dyn_cast<StructType>(C->getType()))
    return ConstantStruct::get(ST, Elems);
  return ConstantArray::get(cast<ArrayType>(C->getType()), Elems);
}

/// The hot loop's operation for a call of intrinsic \p ID that copies or
/// fills memory (planMemoryIntrinsic): MemCopy for llvm.memcpy, memmove
/// and memcpy.inline, MemSet for llvm.memset and memset.inline, else None.
static FastOp memoryIntrinsicOp(Intrinsic::ID ID) {
  switch (ID) {
  case Intrinsic::memcpy:
  case Intrinsic::memcpy_inline:
  case Intrinsic::memmove:
    return FastOp::MemCopy;
  case Intrinsic::memset:
  case Intrinsic::memset_inline:
    return FastOp::MemSet;
  default:
    return FastOp::None;
  }
}

/// The width of \p Ty if it is an integer of at most 64 bits, which a word
/// of the fast path holds (WordReg), else 0.
static uint32_t fastWidth(Type *Ty) {
  if (auto *IT = dyn_cast<IntegerType>(Ty))
    return IT->getBitWidth() <= 64 ? IT->getBitWidth() : 0;
  return 0;
}

/// True if \p Ty is a float or a double, which the host's float and double
/// hold (the fast path's floating-point kernels, FloatOps.h).
static bool hostFloat(Type *Ty) { return Ty->isFloatTy() || Ty->isDoubleTy(); }

/// True if \p Ty is a half, bfloat, float or double: the floating-point
/// types a word holds, whose bits the fast path's loads, stores, fabs and
/// fcmp take (the others are wider).
static bool wordFloat(Type *Ty) {
  return Ty->isHalfTy() || Ty->isBFloatTy() || hostFloat(Ty);
}

class Decoder {
public:
  Decoder(const Interpreter &I, const Function &F)
      : I(I), F(F), CE(I, I.prototype(), nullptr) {}

  std::unique_ptr<DecodedFunction> run();

private:
  const Interpreter &I;
  const Function &F;
  ConstantEvaluator CE;
  std::unique_ptr<DecodedFunction> DF;
  DenseMap<const Value *, uint32_t> Slots;
  DenseMap<const Constant *, int32_t> ConstRefs;
  DenseMap<const BasicBlock *, uint32_t> BlockStart;
  /// Edges whose Target must be patched once all blocks are placed.
  std::vector<std::pair<uint32_t, const BasicBlock *>> PendingEdges;
  /// A problem found while decoding the current instruction's operands.
  std::string Problem;

  int32_t ref(const Value *V);
  /// Why entering F is unsupported at the run's vscale, or empty: a
  /// parameter or result with more lanes than modelled.
  std::string entryProblem() const;
  /// For an fadd/fsub with contract: 1 + the index in Lists of the factors
  /// (x0, y0, x1, y1) of its operands that are fmuls with contract
  /// (NoOperand for an operand that is not), or 0 if there are none.
  uint32_t contractedProducts(const Instruction &Inst);
  uint32_t edge(const BasicBlock *From, const BasicBlock *To);
  void decode(const Instruction &Inst);
  /// The slot of \p V as an operand of \p Inst: an undef constant is
  /// materialized afresh at each execution into a scratch slot.
  int32_t operand(const Instruction &Inst, const Value *V);
  void decodeCast(const Instruction &Inst);
  void decodeCall(const CallBase &Inst);
  void decodeTerminator(const Instruction &Inst);
  void decodeOperands(const Instruction &Inst);
  DInst &emit(DOp Op, const Instruction &Inst) {
    DInst D;
    D.Op = Op;
    D.I = &Inst;
    D.Cost = stepCost(Inst);
    if (!Inst.getType()->isVoidTy())
      D.Dst = Slots.lookup(&Inst);
    DF->Code.push_back(D);
    return DF->Code.back();
  }
  /// True if a value of type \p Ty is a scalar a word (WordReg) can hold:
  /// an integer of at most 64 bits, a pointer, or a floating-point value
  /// of at most 64 bits.
  static bool wordScalar(Type *Ty) {
    return fastWidth(Ty) || Ty->isPointerTy() || wordFloat(Ty);
  }
  /// Marks a simple load or store of i8, i16, i32, i64, half, bfloat,
  /// float, double or a 64-bit pointer (Sub = 1) without metadata (which
  /// could constrain the value) on a little-endian target for the fast
  /// path.
  void setFastAccess(DInst &D, const Instruction &Inst) const;
  /// The sum a scalar GEP on 64-bit pointers and indices computes, or
  /// std::nullopt (then only evalGEP runs it).
  std::optional<GEPPlan> planGEP(const GEPOperator &G,
                                 ArrayRef<int32_t> Ops) const;
};

void Decoder::setFastAccess(DInst &D, const Instruction &Inst) const {
  Type *Ty;
  Align A;
  if (const auto *LI = dyn_cast<LoadInst>(&Inst)) {
    if (!LI->isSimple())
      return;
    Ty = LI->getType();
    A = LI->getAlign();
  } else if (const auto *SI = dyn_cast<StoreInst>(&Inst)) {
    if (!SI->isSimple())
      return;
    Ty = SI->getValueOperand()->getType();
    A = SI->getAlign();
  } else {
    return;
  }
  const DataLayout &DL = I.dataLayout();
  bool Pointer = Ty->isPointerTy() &&
                 DL.getPointerSizeInBits(Ty->getPointerAddressSpace()) == 64;
  unsigned W = Pointer ? 64 : fastWidth(Ty);
  // A half, bfloat, float or double loads and stores as the integer of its
  // width: encodeValue and decodeValue take its bits alone.
  if (wordFloat(Ty))
    W = Ty->getPrimitiveSizeInBits().getFixedValue();
  if ((W != 8 && W != 16 && W != 32 && W != 64) || !DL.isLittleEndian() ||
      Inst.hasMetadataOtherThanDebugLoc())
    return;
  D.FastWidth = W;
  D.Pred = Log2(A);
  D.Sub = Pointer;
}

std::optional<GEPPlan> Decoder::planGEP(const GEPOperator &G,
                                        ArrayRef<int32_t> Ops) const {
  const DataLayout &DL = I.dataLayout();
  unsigned AS = G.getPointerAddressSpace();
  if (G.getType()->isVectorTy() || DL.getPointerSizeInBits(AS) != 64 ||
      DL.getIndexSizeInBits(AS) != 64)
    return std::nullopt;
  GEPPlan P;
  P.InBounds = G.isInBounds();
  P.NUSW = G.hasNoUnsignedSignedWrap();
  P.NUW = G.hasNoUnsignedWrap();
  unsigned K = 1;
  for (gep_type_iterator GTI = gep_type_begin(G), E = gep_type_end(G); GTI != E;
       ++GTI, ++K) {
    const Value *Ix = GTI.getOperand();
    if (StructType *ST = GTI.getStructTypeOrNull()) {
      TypeSize Off = DL.getStructLayout(ST)->getElementOffset(
          cast<ConstantInt>(Ix)->getZExtValue());
      P.ConstNonZero |= !cast<ConstantInt>(Ix)->isZero();
      if (Off.isScalable() ||
          __builtin_add_overflow(
              P.Const, static_cast<int64_t>(Off.getFixedValue()), &P.Const))
        return std::nullopt;
      continue;
    }
    TypeSize Stride = GTI.getSequentialElementStride(DL);
    if (Stride.isScalable() || Stride.getFixedValue() > INT64_MAX ||
        !Ix->getType()->isIntegerTy() ||
        Ix->getType()->getIntegerBitWidth() > 64)
      return std::nullopt;
    int64_t S = static_cast<int64_t>(Stride.getFixedValue());
    if (const auto *C = dyn_cast<ConstantInt>(Ix)) {
      int64_t T;
      P.ConstNonZero |= !C->isZero();
      if (__builtin_mul_overflow(C->getSExtValue(), S, &T) ||
          __builtin_add_overflow(P.Const, T, &P.Const))
        return std::nullopt;
      P.ConstNegative |= T < 0;
      continue;
    }
    if (Ops[K] < 0) // another constant (an undef or a constant expression)
      return std::nullopt;
    P.Terms.push_back({Ops[K], Ix->getType()->getIntegerBitWidth(), S});
  }
  return P;
}
} // namespace

/// True if \p Inst allocates, loads, stores or indexes over a struct that
/// holds a scalable vector (LangRef "Structure Type": one of scalable
/// vectors of one type), whose field offsets are scalable.
static bool scalableStruct(const Instruction &Inst) {
  Type *Ty = nullptr;
  if (auto *AI = dyn_cast<AllocaInst>(&Inst))
    Ty = AI->getAllocatedType();
  else if (auto *L = dyn_cast<LoadInst>(&Inst))
    Ty = L->getType();
  else if (auto *S = dyn_cast<StoreInst>(&Inst))
    Ty = S->getValueOperand()->getType();
  else if (auto *G = dyn_cast<GetElementPtrInst>(&Inst))
    Ty = G->getSourceElementType();
  return Ty && (Ty->isStructTy() || Ty->isArrayTy()) && containsScalable(Ty);
}

/// Why a scalable vector type \p Inst uses (usesScalable) has more lanes
/// than modelled at vscale \p VScale (scalableLanesProblem), or empty.
static std::string scalableLanesProblem(const Instruction &Inst,
                                        unsigned VScale) {
  SmallVector<Type *, 4> Types = {Inst.getType()};
  if (auto *AI = dyn_cast<AllocaInst>(&Inst))
    Types.push_back(AI->getAllocatedType());
  if (auto *GEP = dyn_cast<GetElementPtrInst>(&Inst))
    Types.push_back(GEP->getSourceElementType());
  if (auto *CB = dyn_cast<CallBase>(&Inst))
    Types.push_back(CB->getFunctionType());
  for (const Use &U : Inst.operands())
    Types.push_back(U->getType());
  for (Type *Ty : Types)
    if (std::string P = scalableLanesProblem(Ty, VScale); !P.empty())
      return P;
  return "";
}

/// Bits of the widest integer (or integer vector) among \p Ty's scalars.
static uint64_t integerBits(Type *Ty) {
  if (auto *VT = dyn_cast<FixedVectorType>(Ty))
    return VT->getElementType()->isIntegerTy()
               ? uint64_t(VT->getNumElements()) *
                     VT->getElementType()->getIntegerBitWidth()
               : 0;
  return Ty->isIntegerTy() ? Ty->getIntegerBitWidth() : 0;
}

uint32_t refinery::stepCost(const Instruction &Inst) {
  uint64_t Bits = integerBits(Inst.getType());
  for (const Value *Op : Inst.operands())
    Bits = std::max(Bits, integerBits(Op->getType()));
  uint64_t Words = (Bits + 63) / 64;
  if (Words <= 1)
    return 1;
  // APInt multiplies and divides word by word, quadratically.
  bool Quadratic = false;
  if (auto *BO = dyn_cast<BinaryOperator>(&Inst))
    Quadratic = BO->getOpcode() == Instruction::Mul ||
                Instruction::isIntDivRem(BO->getOpcode());
  else if (isa<IntrinsicInst>(Inst))
    Quadratic = true; // e.g. umul.with.overflow, [su]mul.fix, [su]div.fix
  uint64_t Cost = Quadratic ? Words * Words : Words;
  return static_cast<uint32_t>(std::min<uint64_t>(Cost, UINT32_MAX));
}

std::string Decoder::entryProblem() const {
  unsigned VScale = I.vscale();
  if (!VScale)
    return "";
  // LangRef "Function Attributes", vscale_range: "vscale is a
  // power-of-two within a specified range". LLVM transforms the function
  // by it (folding llvm.vscale), so a run at another vscale, which its
  // caller's range or --vscale may give, does not run the function LLVM
  // sees.
  Attribute A = F.getFnAttribute(Attribute::VScaleRange);
  if (A.isValid()) {
    std::optional<unsigned> Max = A.getVScaleRangeMax();
    if (!isPowerOf2_32(VScale) || VScale < A.getVScaleRangeMin() ||
        (Max && VScale > *Max))
      return ("vscale " + Twine(VScale) + " lies outside the " +
              A.getAsString() + " of @" + F.getName())
          .str();
  }
  return scalableLanesProblem(F.getFunctionType(), VScale);
}

int32_t Decoder::ref(const Value *V) {
  if (auto *A = dyn_cast<Argument>(V))
    return A->getArgNo();
  if (isa<Instruction>(V))
    return Slots.lookup(V);
  auto *C = dyn_cast<Constant>(V);
  if (!C)
    return NoOperand; // metadata, labels, inline asm
  auto It = ConstRefs.find(C);
  int32_t Ref;
  if (It != ConstRefs.end()) {
    Ref = It->second;
  } else {
    bool Undef = ConstantEvaluator::containsUndef(C);
    if (Undef) {
      // Read afresh at each use (Materialize, readFresh), with the run's
      // choices: evaluated here only to find whether it can be.
      ZeroPolicy Zero;
      Nondet Local(Zero);
      ConstantEvaluator Probe(I, I.prototype(), &Local);
      (void)Probe.eval(C);
      CE.Problem = std::move(Probe.Problem);
    }
    DF->Consts.push_back(Undef ? RtValue() : CE.eval(C));
    if (!CE.Problem.empty()) {
      // The constant cannot be evaluated: the instruction using it is
      // unsupported rather than silently wrong.
      Problem = CE.Problem;
      CE.Problem.clear();
    }
    DF->UndefConsts.push_back(Undef ? C : nullptr);
    DF->HasUndefConsts |= Undef;
    Ref = ~static_cast<int32_t>(DF->Consts.size() - 1);
    ConstRefs[C] = Ref;
  }
  return Ref;
}

uint32_t Decoder::edge(const BasicBlock *From, const BasicBlock *To) {
  Edge E;
  for (const PHINode &Phi : To->phis())
    E.Moves.push_back(
        {Slots.lookup(&Phi), ref(Phi.getIncomingValueForBlock(From))});
  for (const auto &[Dst, Src] : E.Moves)
    for (const auto &[Dst2, Src2] : E.Moves)
      if (Src2 >= 0 && static_cast<uint32_t>(Src2) == Dst)
        E.NeedsTemp = true;
  for (const PHINode &Phi : To->phis())
    if (isa<FPMathOperator>(Phi) &&
        (Phi.getFastMathFlags().noNaNs() || Phi.getFastMathFlags().noInfs() ||
         Phi.getFastMathFlags().noSignedZeros()))
      E.FMFPhis.push_back({Slots.lookup(&Phi), &Phi});
  DF->Edges.push_back(std::move(E));
  uint32_t Idx = DF->Edges.size() - 1;
  PendingEdges.push_back({Idx, To});
  return Idx;
}

/// True if \p Inst sees the bits of a pointer whose address space has
/// another width than the default one's (LangRef "Data Layout":
/// p[n]:<size>:...): the runs' pointers all have the default width
/// (Interpreter::pointerBits), so its conversion to or from an integer,
/// its bytes in memory, its address arithmetic (in its index width) or
/// its comparison would be cut or read past. Passing one along (as an
/// argument, to memcpy, through a phi) is modelled.
static bool observesOtherPointerWidth(const Instruction &Inst,
                                      const DataLayout &DL, unsigned PB) {
  auto Other = [&](Type *Ty) {
    return containsType(Ty, [&](Type *T) {
      return T->isPointerTy() &&
             DL.getPointerSizeInBits(T->getPointerAddressSpace()) != PB;
    });
  };
  if (isa<CastInst>(Inst) || isa<GetElementPtrInst>(Inst) ||
      isa<ICmpInst>(Inst))
    return Other(Inst.getType()) || Other(Inst.getOperand(0)->getType());
  if (auto *SI = dyn_cast<StoreInst>(&Inst))
    return Other(SI->getValueOperand()->getType());
  // llvm.ptrmask masks the address bits in the pointer's index width.
  if (auto *II = dyn_cast<IntrinsicInst>(&Inst))
    return II->getIntrinsicID() == Intrinsic::ptrmask && Other(II->getType());
  // (The value's type, not the address's.)
  if (isa<LoadInst>(Inst) || isa<AtomicRMWInst>(Inst) ||
      isa<AtomicCmpXchgInst>(Inst))
    return Other(Inst.getType());
  return false;
}

/// The hot loop's handler of \p D, an instruction of \p DF (DInst::Fast).
static FastOp fastOpOf(const DInst &D, const DecodedFunction &DF) {
  switch (D.Op) {
  case DOp::IntBin:
    if (!D.FastWidth)
      return FastOp::None;
    switch (D.Sub) {
    case Instruction::Add:
      return FastOp::Add;
    case Instruction::Sub:
      return FastOp::Sub;
    case Instruction::Mul:
      return FastOp::Mul;
    case Instruction::And:
      return FastOp::And;
    case Instruction::Or:
      return FastOp::Or;
    case Instruction::Xor:
      return FastOp::Xor;
    case Instruction::Shl:
      return FastOp::Shl;
    case Instruction::LShr:
      return FastOp::LShr;
    case Instruction::AShr:
      return FastOp::AShr;
    case Instruction::UDiv:
      return FastOp::UDiv;
    case Instruction::SDiv:
      return FastOp::SDiv;
    case Instruction::URem:
      return FastOp::URem;
    case Instruction::SRem:
      return FastOp::SRem;
    default:
      return FastOp::None;
    }
  case DOp::IntCmp:
    return D.FastWidth ? FastOp::IntCmp : FastOp::None;
  case DOp::FCmp:
    return D.FastWidth ? FastOp::FCmp : FastOp::None;
  case DOp::IntCast:
    return D.FastWidth ? FastOp::IntCast : FastOp::None;
  case DOp::Select:
    return D.FastWidth ? FastOp::Select : FastOp::None;
  case DOp::Freeze:
    return D.FastWidth ? FastOp::Freeze : FastOp::None;
  case DOp::Load:
    return D.FastWidth ? FastOp::Load : FastOp::None;
  case DOp::Store:
    return D.FastWidth ? FastOp::Store : FastOp::None;
  case DOp::GEP:
    return D.FastWidth ? FastOp::GEP : FastOp::None;
  case DOp::Alloca:
    return D.FastWidth ? FastOp::Alloca : FastOp::None;
  case DOp::Br:
    return FastOp::Br;
  case DOp::CondBr:
    return FastOp::CondBr;
  case DOp::Switch:
    return D.FastWidth ? FastOp::Switch : FastOp::None;
  case DOp::Call:
    if (!D.FastWidth)
      return FastOp::None;
    switch (DF.CallPlans[D.FastWidth - 1].FastIntrinsic) {
    case Intrinsic::umax:
    case Intrinsic::umin:
    case Intrinsic::smax:
    case Intrinsic::smin:
      return FastOp::IntMinMax;
    case Intrinsic::fabs:
      return FastOp::FAbs;
    case Intrinsic::fptosi_sat:
    case Intrinsic::fptoui_sat:
      return FastOp::FPToIntSat;
    default:
      return memoryIntrinsicOp(DF.CallPlans[D.FastWidth - 1].FastIntrinsic);
    }
  case DOp::FCast:
    return D.FastWidth ? FastOp::IntToFP : FastOp::None;
  case DOp::BitCast:
    return D.FastWidth && D.Sub == Instruction::BitCast ? FastOp::BitCast
                                                        : FastOp::None;
  default:
    return FastOp::None;
  }
}

std::unique_ptr<DecodedFunction> Decoder::run() {
  DF = std::make_unique<DecodedFunction>();
  DF->F = &F;
  DF->Denormal = denormalModesOf(F);
  DF->RetFacts = &I.valueAttrFacts(F.getAttributes().getRetAttrs());
  if (unsigned K; F.getAttributes().hasAttrSomewhere(Attribute::Returned, &K))
    DF->ReturnedArg = int32_t(K - AttributeList::FirstArgIndex);
  uint32_t N = F.arg_size();
  size_t NumInsts = 0;
  for (const BasicBlock &BB : F)
    for (const Instruction &Inst : BB) {
      ++NumInsts;
      if (!Inst.getType()->isVoidTy())
        Slots[&Inst] = N++;
    }
  DF->NumSlots = N;
  DF->Code.reserve(NumInsts + 1);
  // What makes entering the function unsupported: reported before its
  // entry block (the runs start at 0; no branch leads to the entry).
  if (std::string EntryProblem = entryProblem(); !EntryProblem.empty()) {
    DInst D;
    D.Op = DOp::Unsupported;
    D.I = &F.getEntryBlock().front();
    D.Aux = DF->Problems.size();
    DF->Problems.push_back(std::move(EntryProblem));
    DF->Code.push_back(D);
  }
  for (const BasicBlock &BB : F) {
    BlockStart[&BB] = DF->Code.size();
    for (const Instruction &Inst : BB) {
      std::string Lanes;
      const bool Scalable = usesScalable(Inst);
      if (Scalable && I.vscale())
        Lanes = scalableLanesProblem(Inst, I.vscale());
      if (Scalable && (!I.vscale() || scalableStruct(Inst))) {
        // Its lanes and size are multiples of a vscale the runs do not
        // have, or its struct of scalable vectors has no fixed layout.
        Problem = I.vscale() ? "a struct of scalable vectors in memory is "
                               "not modelled"
                             : NoVScaleProblem;
      } else if (!Lanes.empty()) {
        Problem = std::move(Lanes);
      } else if (observesOtherPointerWidth(Inst, I.dataLayout(),
                                           I.pointerBits())) {
        Problem = "a pointer of another width than the default address "
                  "space's is not modelled";
      } else if (isa<PHINode>(Inst)) {
        for (const Value *V : cast<PHINode>(Inst).incoming_values())
          (void)ref(V);
      } else if (!Inst.isDebugOrPseudoInst()) {
        decode(Inst);
      }
      if (!Problem.empty()) {
        // Emitted before the instruction's own code (a phi's problem lands
        // at the block's first instruction): executing it is unsupported.
        DInst D;
        D.Op = DOp::Unsupported;
        D.I = &Inst;
        D.Aux = DF->Problems.size();
        DF->Problems.push_back(Problem);
        Problem.clear();
        DF->Code.insert(DF->Code.begin() + BlockStart[&BB], D);
        // Edges into this block were patched to its start: still right.
      }
    }
  }
  for (auto &[Idx, BB] : PendingEdges)
    DF->Edges[Idx].Target = BlockStart.lookup(BB);
  DF->InstOf.assign(DF->NumSlots, nullptr);
  for (auto &[V, Slot] : Slots)
    if (auto *I = dyn_cast<Instruction>(V))
      DF->InstOf[Slot] = I;
  // (Phis are written by edge moves: they keep NoDef.)
  DF->DefOf.assign(DF->NumSlots, DecodedFunction::NoDef);
  for (size_t K = 0; K < DF->Code.size(); ++K)
    if (DF->Code[K].Dst != NoSlot && DF->Code[K].Dst < DF->NumSlots)
      DF->DefOf[DF->Code[K].Dst] = static_cast<int32_t>(K);
  SmallVector<std::pair<const BasicBlock *, const BasicBlock *>, 4> BackEdges;
  if (!F.empty())
    FindFunctionBackedges(F, BackEdges);
  DF->Acyclic = BackEdges.empty();
  for (DInst &D : DF->Code)
    D.Fast = fastOpOf(D, *DF);
  DF->ConstWords.resize(DF->Consts.size());
  for (size_t K = 0; K < DF->Consts.size(); ++K)
    if (!DF->UndefConsts[K])
      (void)loadWord(DF->Consts[K], DF->ConstWords[K]);
  return std::move(DF);
}

uint32_t Decoder::contractedProducts(const Instruction &Inst) {
  // LangRef "Fast-Math Flags", contract: an fmul followed by an fadd or
  // fsub, both with the flag, may be fused into one rounding. The factors
  // of each operand that is such an fmul, for the interpreter's choice.
  unsigned Opc = Inst.getOpcode();
  if ((Opc != Instruction::FAdd && Opc != Instruction::FSub) ||
      !Inst.getFastMathFlags().allowContract())
    return 0;
  std::vector<int32_t> Factors(4, NoOperand);
  bool Any = false;
  for (unsigned K = 0; K < 2; ++K) {
    auto *Mul = dyn_cast<BinaryOperator>(Inst.getOperand(K));
    if (!Mul || Mul->getOpcode() != Instruction::FMul ||
        !Mul->getFastMathFlags().allowContract())
      continue;
    int32_t X = ref(Mul->getOperand(0)), Y = ref(Mul->getOperand(1));
    // An undef factor was read afresh at the fmul: no register holds it.
    auto Fresh = [&](int32_t R) {
      return R == NoOperand || (R < 0 && DF->UndefConsts[~R]);
    };
    if (Fresh(X) || Fresh(Y))
      continue;
    Factors[2 * K] = X;
    Factors[2 * K + 1] = Y;
    Any = true;
  }
  if (!Any)
    return 0;
  DF->Lists.push_back(std::move(Factors));
  return DF->Lists.size();
}

int32_t Decoder::operand(const Instruction &Inst, const Value *V) {
  // Operands that are undef constants are re-read at every execution of
  // the instruction, into a scratch slot.
  int32_t R = ref(V);
  if (R < 0 && R != NoOperand && DF->UndefConsts[~R]) {
    DInst M;
    M.Op = DOp::Materialize;
    M.I = &Inst;
    M.Dst = DF->NumSlots++;
    M.Aux = ~R;
    DF->Code.push_back(M);
    return M.Dst;
  }
  return R;
}

/// Conversions: integer, floating-point and pointer casts, bitcasts.
void Decoder::decodeCast(const Instruction &Inst) {
  assert(isa<CastInst>(Inst) && "decodeCast of another instruction");
  unsigned Opc = Inst.getOpcode();
  int32_t A = operand(Inst, Inst.getOperand(0));
  // A bitcast between ppc_fp128 and another type exposes where the two
  // doubles lie in the bits. LangRef ("Floating-Point Types": "128-bit
  // floating-point value (two 64-bits)"; "'bitcast .. to'": "as if the
  // value had been stored to memory and read back") does not say. PowerPC
  // stores the high-order double at the lower address on both
  // endiannesses, so in an i128 it is in bits 0..63 on little-endian and
  // bits 64..127 on big-endian, while APFloat::bitcastToAPInt (and so the
  // constant folder) always puts it in bits 0..63 (llvm-project issues
  // #44482, #209034). Such a bitcast is therefore unsupported rather than
  // given one of these layouts.
  if (Opc == Instruction::BitCast &&
      Inst.getType()->getScalarType()->isPPC_FP128Ty() !=
          Inst.getOperand(0)->getType()->getScalarType()->isPPC_FP128Ty())
    Problem = "bitcast between ppc_fp128 and another type: LangRef does "
              "not define the bit layout of ppc_fp128";
  DOp Op = DOp::FCast;
  if (Opc == Instruction::Trunc || Opc == Instruction::ZExt ||
      Opc == Instruction::SExt)
    Op = DOp::IntCast;
  else if (Opc == Instruction::BitCast || Opc == Instruction::AddrSpaceCast)
    Op = DOp::BitCast;
  else if (Opc == Instruction::PtrToInt || Opc == Instruction::PtrToAddr)
    Op = DOp::PtrToInt;
  else if (Opc == Instruction::IntToPtr)
    Op = DOp::IntToPtr;
  DInst &D = emit(Op, Inst);
  D.Sub = Opc;
  D.A = A;
  D.Flags = intFlagsOf(Inst);
  D.FastWidth =
      fastWidth(Inst.getOperand(0)->getType()) && fastWidth(Inst.getType())
          ? fastWidth(Inst.getType())
          : 0;
  // An integer cast's fast path needs its operand's width too.
  if (Op == DOp::IntCast && D.FastWidth)
    D.Aux = fastWidth(Inst.getOperand(0)->getType());
  // A bitcast between scalars a word holds (not addrspacecast) is the
  // word's bits, a pointer's with its provenance (Aux 1).
  if (Opc == Instruction::BitCast) {
    Type *From = Inst.getOperand(0)->getType(), *To = Inst.getType();
    const bool Pointers = From->isPointerTy() && To->isPointerTy();
    D.FastWidth = 0;
    if (Pointers && I.pointerBits() <= 64)
      D.FastWidth = I.pointerBits();
    else if (!Pointers && wordScalar(From) && wordScalar(To))
      D.FastWidth = To->getPrimitiveSizeInBits().getFixedValue();
    D.Aux = Pointers;
  }
  // So does a conversion of an integer to a float or double (sitofp and
  // uitofp take no fast-math flags in LLVM 22).
  Type *DstTy = Inst.getType();
  if ((Opc == Instruction::SIToFP || Opc == Instruction::UIToFP) &&
      fastWidth(Inst.getOperand(0)->getType()) && hostFloat(DstTy)) {
    D.FastWidth = DstTy->getPrimitiveSizeInBits().getFixedValue();
    D.Aux = fastWidth(Inst.getOperand(0)->getType());
  }
}

/// Whether the hot loop may run the call \p CB of \p Callee, planned so far
/// in \p P, as a copy or fill of bytes (FastOp::MemCopy, FastOp::MemSet):
/// llvm.memcpy, memmove or memset (or an inline form) with a length of at
/// most 64 bits, pointer arguments it does not capture, and no value
/// attribute but `align`, which goes to P.MemAlign.
static bool planMemoryIntrinsic(const CallBase &CB, const Function &Callee,
                                CallPlan &P) {
  const FastOp Op = memoryIntrinsicOp(Callee.getIntrinsicID());
  if (Op == FastOp::None)
    return false;
  const unsigned Pointers = Op == FastOp::MemSet ? 1 : 2;
  if (CB.arg_size() != 4 || !fastWidth(CB.getArgOperand(2)->getType()))
    return false;
  for (unsigned K = 0; K < Pointers; ++K)
    if (!CB.doesNotCapture(K))
      return false;
  for (auto [K, Facts] : zip_equal(P.AttrArgs, P.AttrArgFacts))
    for (const ValueAttrFacts *F : {Facts.first, Facts.second}) {
      if (!F || !F->Any)
        continue;
      if (K >= Pointers || F->Range || F->NonNull || F->NoUndef ||
          F->NoFP != fcNone || F->Deref || F->DerefOrNull)
        return false;
      P.MemAlign[K] = std::max(P.MemAlign[K], F->Align);
    }
  P.FastIntrinsic = Callee.getIntrinsicID();
  P.TailCall = CB.isTailCall();
  return true;
}

/// What the direct call \p CB of \p Callee declares (CallPlan).
static CallPlan planCall(const CallBase &CB, const Function &Callee,
                         const Interpreter &I) {
  const TargetLibraryInfo &TLI = I.libraryInfo();
  CallPlan P;
  P.NoByVal = true;
  for (unsigned K = 0; K < CB.arg_size(); ++K) {
    bool InCallee = K < Callee.arg_size();
    if (CB.getParamByValType(K) || (InCallee && Callee.getParamByValType(K)))
      P.NoByVal = false;
    if (hasValueAttrs(CB.getAttributes().getParamAttrs(K)) ||
        (InCallee && hasValueAttrs(Callee.getAttributes().getParamAttrs(K)))) {
      P.AttrArgs.push_back(K);
      P.AttrArgFacts.push_back(argAttrFacts(I, &CB, Callee, K));
    }
  }
  bool FMF = isa<FPMathOperator>(CB) && CB.getFastMathFlags().any();
  P.PlainResult = CB.getType()->isVoidTy() ||
                  (!FMF && !hasValueAttrs(CB.getAttributes().getRetAttrs()) &&
                   !hasValueAttrs(Callee.getAttributes().getRetAttrs()) &&
                   !CB.hasMetadataOtherThanDebugLoc());
  if (!P.PlainResult) {
    P.CalleeRetFacts = &I.valueAttrFacts(Callee.getAttributes().getRetAttrs());
    P.SiteRetFacts = &I.valueAttrFacts(CB.getAttributes().getRetAttrs());
    P.ResultFMF = FMF && (CB.getFastMathFlags().noNaNs() ||
                          CB.getFastMathFlags().noInfs());
    P.ResultMetadata = CB.hasMetadataOtherThanDebugLoc();
  }
  P.Effects = callEffects(Callee, &CB);
  P.Unknown = Callee.isDeclaration() && !Callee.isIntrinsic() &&
              !isModelledLibCFunction(Callee, TLI) &&
              !isAllocatorCall(Callee, &CB, TLI);
  if (P.Unknown)
    P.UnknownFacts = unknownCallFacts(Callee, &CB, I);
  if (!P.NoByVal || !P.PlainResult || CB.hasOperandBundles() ||
      !isa<CallInst>(CB))
    return P;
  // (A memory intrinsic's arguments may have an `align`; the others below
  // none.)
  if (planMemoryIntrinsic(CB, Callee, P) || !P.AttrArgs.empty())
    return P;
  Type *RetTy = CB.getType();
  switch (Intrinsic::ID ID = Callee.getIntrinsicID()) {
  case Intrinsic::umax:
  case Intrinsic::umin:
  case Intrinsic::smax:
  case Intrinsic::smin:
    if (fastWidth(RetTy))
      P.FastIntrinsic = ID;
    break;
  case Intrinsic::fabs:
    if (wordFloat(RetTy))
      P.FastIntrinsic = ID;
    break;
  case Intrinsic::fptosi_sat:
  case Intrinsic::fptoui_sat:
    if (fastWidth(RetTy) && hostFloat(CB.getArgOperand(0)->getType()))
      P.FastIntrinsic = ID;
    break;
  default:
    break;
  }
  if (P.FastIntrinsic != Intrinsic::not_intrinsic)
    P.ResultBits = RetTy->getScalarSizeInBits();
  return P;
}

/// call and invoke.
void Decoder::decodeCall(const CallBase &Inst) {
  switch (Inst.getOpcode()) {
  case Instruction::Call:
  case Instruction::Invoke: {
    const auto &CB = cast<CallBase>(Inst);
    if (CB.isInlineAsm()) {
      emit(DOp::Unsupported, Inst);
      return;
    }
    std::vector<int32_t> Ops;
    for (const Use &U : CB.args())
      Ops.push_back(operand(Inst, U.get()));
    // Operand bundle inputs follow the arguments (llvm.assume's bundles are
    // checked).
    for (unsigned B = 0; B < CB.getNumOperandBundles(); ++B)
      for (const Use &U : CB.getOperandBundleAt(B).Inputs)
        Ops.push_back(operand(Inst, U.get()));
    int32_t Callee = NoOperand;
    if (!CB.getCalledFunction())
      Callee = operand(Inst, CB.getCalledOperand());
    DF->Lists.push_back(std::move(Ops));
    DInst &D = emit(DOp::Call, Inst);
    D.Aux = DF->Lists.size() - 1;
    D.A = Callee;
    if (const Function *Fn = CB.getCalledFunction()) {
      DF->CallPlans.push_back(planCall(CB, *Fn, I));
      D.FastWidth = DF->CallPlans.size();
    }
    if (auto *II = dyn_cast<InvokeInst>(&CB)) {
      // No exceptions are modelled: an invoke always continues normally.
      uint32_t EdgeIdx = edge(II->getParent(), II->getNormalDest());
      DF->Code.back().C = static_cast<int32_t>(EdgeIdx);
    }
    return;
  }
  default:
    llvm_unreachable("not an instruction of this family");
  }
}

/// br, switch, unreachable and indirectbr (ret is decoded with the
/// accesses).
void Decoder::decodeTerminator(const Instruction &Inst) {
  switch (Inst.getOpcode()) {
  case Instruction::Br: {
    const auto &Br = cast<BranchInst>(Inst);
    if (Br.isUnconditional()) {
      uint32_t E0 = edge(Br.getParent(), Br.getSuccessor(0));
      emit(DOp::Br, Inst).Aux = E0;
      return;
    }
    int32_t Cond = operand(Inst, Br.getCondition());
    uint32_t E0 = edge(Br.getParent(), Br.getSuccessor(0));
    uint32_t E1 = edge(Br.getParent(), Br.getSuccessor(1));
    assert(E1 == E0 + 1 && "conditional branch edges must be adjacent");
    (void)E1;
    DInst &D = emit(DOp::CondBr, Inst);
    D.A = Cond;
    D.Aux = E0;
    return;
  }
  case Instruction::Switch: {
    const auto &SI = cast<SwitchInst>(Inst);
    int32_t Cond = operand(Inst, SI.getCondition());
    SwitchTable T;
    T.DefaultEdge = edge(SI.getParent(), SI.getDefaultDest());
    for (auto Case : SI.cases())
      T.Cases.push_back({Case.getCaseValue()->getValue(),
                         edge(SI.getParent(), Case.getCaseSuccessor())});
    DF->Switches.push_back(std::move(T));
    DInst &D = emit(DOp::Switch, Inst);
    D.A = Cond;
    D.Aux = DF->Switches.size() - 1;
    D.FastWidth = fastWidth(SI.getCondition()->getType());
    return;
  }
  case Instruction::Unreachable:
    emit(DOp::Unreachable, Inst);
    return;
  case Instruction::IndirectBr: {
    const auto &IB = cast<IndirectBrInst>(Inst);
    int32_t Addr = operand(Inst, IB.getAddress());
    std::vector<int32_t> Edges;
    for (const BasicBlock *Dest : IB.successors())
      Edges.push_back(static_cast<int32_t>(edge(IB.getParent(), Dest)));
    DF->Lists.push_back(std::move(Edges));
    DInst &D = emit(DOp::IndirectBr, Inst);
    D.A = Addr;
    D.Aux = DF->Lists.size() - 1;
    return;
  }
  default:
    llvm_unreachable("not an instruction of this family");
  }
}

/// True if \p AI is used by llvm.lifetime.start: such an alloca starts dead
/// (LangRef "'llvm.lifetime.start' Intrinsic").
static bool startsDead(const AllocaInst &AI) {
  for (const User *U : AI.users())
    if (auto *II = dyn_cast<IntrinsicInst>(U))
      if (II->getIntrinsicID() == Intrinsic::lifetime_start)
        return true;
  return false;
}

/// The instructions of up to three plain operands: vector and aggregate
/// element operations, loads, stores, allocas, atomics and ret.
void Decoder::decodeOperands(const Instruction &Inst) {
  unsigned Opc = Inst.getOpcode();
  std::array<int32_t, 3> Ops = {NoOperand, NoOperand, NoOperand};
  unsigned NumOps = std::min<unsigned>(Inst.getNumOperands(), 3);
  if (isa<ShuffleVectorInst>(Inst))
    NumOps = 2;
  for (unsigned K = 0; K < NumOps; ++K)
    Ops[K] = operand(Inst, Inst.getOperand(K));
  DOp Op;
  switch (Opc) {
  case Instruction::ExtractElement:
    Op = DOp::ExtractElt;
    break;
  case Instruction::InsertElement:
    Op = DOp::InsertElt;
    break;
  case Instruction::ShuffleVector:
    Op = DOp::Shuffle;
    break;
  case Instruction::ExtractValue:
    Op = DOp::ExtractVal;
    break;
  case Instruction::InsertValue:
    Op = DOp::InsertVal;
    break;
  case Instruction::Store:
    Op = DOp::Store;
    break;
  case Instruction::Load:
    Op = DOp::Load;
    break;
  case Instruction::Alloca:
    Op = DOp::Alloca;
    break;
  case Instruction::AtomicRMW:
    Op = DOp::AtomicRMW;
    break;
  case Instruction::AtomicCmpXchg:
    Op = DOp::CmpXchg;
    break;
  default:
    Op = DOp::Ret;
    break;
  }
  DInst &D = emit(Op, Inst);
  D.A = Ops[0];
  D.B = Ops[1];
  D.C = Ops[2];
  setFastAccess(D, Inst);
  // An alloca's element size (Interpreter::allocSize, with the vscale the
  // decoding has), where it fits Aux: FastWidth 1.
  if (const auto *AI = dyn_cast<AllocaInst>(&Inst)) {
    D.Flags = startsDead(*AI);
    Type *Ty = AI->getAllocatedType();
    if (!I.dataLayout().getTypeAllocSize(Ty).isScalable() || I.vscale())
      if (uint64_t Size = I.allocSize(Ty); Size <= UINT32_MAX) {
        D.Aux = uint32_t(Size);
        D.FastWidth = 1;
      }
  }
}

void Decoder::decode(const Instruction &Inst) {

  unsigned Opc = Inst.getOpcode();
  if (Inst.isBinaryOp()) {
    int32_t A = operand(Inst, Inst.getOperand(0)),
            B = operand(Inst, Inst.getOperand(1));
    bool FP = Inst.getType()->isFPOrFPVectorTy();
    DInst &D = emit(FP ? DOp::FBin : DOp::IntBin, Inst);
    D.Sub = Opc;
    D.A = A;
    D.B = B;
    D.Flags = FP ? 0 : intFlagsOf(Inst);
    D.FastWidth = FP ? 0 : fastWidth(Inst.getType());
    if (FP)
      D.Aux = contractedProducts(Inst);
    return;
  }
  if (isa<CastInst>(Inst)) {
    decodeCast(Inst);
    return;
  }
  switch (Opc) {
  case Instruction::FNeg: {
    int32_t A = operand(Inst, Inst.getOperand(0));
    emit(DOp::FNeg, Inst).A = A;
    return;
  }
  case Instruction::ICmp:
  case Instruction::FCmp: {
    int32_t A = operand(Inst, Inst.getOperand(0)),
            B = operand(Inst, Inst.getOperand(1));
    DInst &D = emit(Opc == Instruction::ICmp ? DOp::IntCmp : DOp::FCmp, Inst);
    D.A = A;
    D.B = B;
    D.Pred = cast<CmpInst>(Inst).getPredicate();
    D.Flags = intFlagsOf(Inst);
    D.FastWidth = fastWidth(Inst.getOperand(0)->getType());
    // An fcmp of a half, bfloat, float or double without fast-math flags
    // where no denormal is flushed (fastFCmp; Aux: the significand's
    // bits).
    Type *OpTy = Inst.getOperand(0)->getType();
    if (Opc == Instruction::FCmp && !Inst.getFastMathFlags().any() &&
        DF->Denormal.isIEEE() && wordFloat(OpTy)) {
      D.FastWidth = OpTy->getPrimitiveSizeInBits().getFixedValue();
      D.Aux = APFloat::semanticsPrecision(OpTy->getFltSemantics()) - 1;
    }
    return;
  }
  case Instruction::Select: {
    int32_t A = operand(Inst, Inst.getOperand(0)),
            B = operand(Inst, Inst.getOperand(1)),
            C = operand(Inst, Inst.getOperand(2));
    DInst &D = emit(DOp::Select, Inst);
    D.A = A;
    D.B = B;
    D.C = C;
    D.FastWidth = wordScalar(Inst.getType()) &&
                  !(isa<FPMathOperator>(Inst) && Inst.getFastMathFlags().any());
    return;
  }
  case Instruction::Freeze: {
    // LangRef "'freeze' Instruction": an undef or poison operand (lane,
    // field) gives an arbitrary fixed value alike, so a frozen undef
    // constant is read as poison: one choice of a frozen value, which the
    // source's exploration can enumerate, not an undef read.
    const Value *Op = Inst.getOperand(0);
    if (auto *C = dyn_cast<Constant>(Op))
      if (const Constant *P = undefToPoison(C))
        Op = P;
    int32_t A = operand(Inst, Op);
    DInst &D = emit(DOp::Freeze, Inst);
    D.A = A;
    D.FastWidth = wordScalar(Inst.getType());
    return;
  }
  case Instruction::ExtractElement:
  case Instruction::InsertElement:
  case Instruction::ShuffleVector:
  case Instruction::ExtractValue:
  case Instruction::InsertValue:
  case Instruction::Store:
  case Instruction::Load:
  case Instruction::Alloca:
  case Instruction::AtomicRMW:
  case Instruction::AtomicCmpXchg:
  case Instruction::Ret:
    decodeOperands(Inst);
    return;
  case Instruction::GetElementPtr: {
    std::vector<int32_t> Ops;
    for (const Use &U : Inst.operands())
      Ops.push_back(operand(Inst, U.get()));
    DF->Lists.push_back(std::move(Ops));
    DInst &D = emit(DOp::GEP, Inst);
    D.Aux = DF->Lists.size() - 1;
    if (std::optional<GEPPlan> P =
            planGEP(cast<GEPOperator>(Inst), DF->Lists.back())) {
      DF->GEPPlans.push_back(std::move(*P));
      D.FastWidth = DF->GEPPlans.size();
    }
    return;
  }
  case Instruction::Fence:
    emit(DOp::Fence, Inst);
    return;
  case Instruction::Call:
  case Instruction::Invoke:
    decodeCall(cast<CallBase>(Inst));
    return;
  case Instruction::Br:
  case Instruction::Switch:
  case Instruction::Unreachable:
  case Instruction::IndirectBr:
    decodeTerminator(Inst);
    return;
  case Instruction::VAArg: {
    int32_t A = operand(Inst, Inst.getOperand(0));
    emit(DOp::VaArg, Inst).A = A;
    return;
  }
  default:
    emit(DOp::Unsupported, Inst);
    return;
  }
}

std::unique_ptr<DecodedFunction> refinery::decodeFunction(const Interpreter &I,
                                                          const Function &F) {
  return Decoder(I, F).run();
}

//===----------------------------------------------------------------------===//
// Interpreter: global layout
//===----------------------------------------------------------------------===//

/// Where a global is placed: its explicit alignment, and at least the
/// preferred alignment of its type, which LLVM may assume of a global whose
/// alignment it controls (a definition without an explicit alignment).
static uint64_t globalAlign(const DataLayout &DL, const GlobalVariable &G) {
  return std::max<uint64_t>({G.getAlign().valueOrOne().value(),
                             DL.getABITypeAlign(G.getValueType()).value(),
                             DL.getPreferredAlign(&G).value()});
}

/// The bytes of the object of \p G: its type's, except that a declaration
/// of a zero-sized type (an array declared for a flexible one, defined
/// elsewhere) gets 64. (A declared size is otherwise taken as the
/// object's, as Alive2 and llvm.org/PR48125 do.)
static uint64_t globalSize(const DataLayout &DL, const GlobalVariable &G) {
  uint64_t Size = DL.getTypeAllocSize(G.getValueType());
  return G.isDeclaration() && Size == 0 ? 64 : Size;
}

GlobalLayout refinery::planGlobalLayout(ArrayRef<const Module *> Modules) {
  GlobalLayout L;
  // Size and alignment of each name, the largest over the modules; the
  // order is that of first appearance.
  std::vector<std::string> Order;
  StringMap<std::pair<uint64_t, uint64_t>> Need;
  for (const Module *M : Modules) {
    const DataLayout &DL = M->getDataLayout();
    auto Add = [&](StringRef Name, uint64_t Size, uint64_t Align) {
      auto [It, New] = Need.try_emplace(Name, Size, Align);
      if (New)
        Order.push_back(Name.str());
      It->second.first = std::max(It->second.first, Size);
      It->second.second = std::max(It->second.second, Align);
    };
    for (const Function &F : *M) {
      Add(F.getName(), 1, 1);
      if (F.hasAvailableExternallyLinkage())
        L.AvailableExternally.insert(F.getName());
      if (!F.isDeclaration())
        continue;
      if (!mayReturnPoison(F))
        L.DefinedResults.insert(F.getName());
      if (promisesNonNullResult(F))
        L.NonNullResults.insert(F.getName());
      SmallVector<uint64_t, 4> Reads;
      for (unsigned K = 0; K < F.arg_size(); ++K)
        Reads.push_back(declaredArgReads(F, K));
      auto [It, New] = L.ArgReads.try_emplace(F.getName(), Reads);
      if (!New) {
        SmallVector<uint64_t, 4> &Have = It->second;
        if (Have.size() != Reads.size())
          Have.assign(Have.size(), 0);
        else
          for (unsigned K = 0; K < Reads.size(); ++K)
            Have[K] = std::min(Have[K], Reads[K]);
      }
      if (MaybeAlign A = F.getAttributes().getRetAlignment()) {
        uint64_t &R = L.ResultAligns[F.getName()];
        R = std::max(R, A->value());
      }
    }
    for (const GlobalVariable &G : M->globals())
      if (G.getValueType()->isSized())
        Add(G.getName(), globalSize(DL, G), globalAlign(DL, G));
  }
  unsigned PB = Modules.empty()
                    ? 64
                    : Modules[0]->getDataLayout().getPointerSizeInBits(0);
  uint64_t Next = Memory::firstAddress(PB);
  for (const std::string &Name : Order) {
    auto [Size, Align] = Need[Name];
    uint64_t Base = alignTo(Next, Align);
    L.Base[Name] = Base;
    Next = Base + std::max<uint64_t>(Size, 1) + Memory::gap(PB);
  }
  L.End = Next;
  return L;
}

Interpreter::Interpreter(const Module &M, ExecOptions Opts)
    : M(M), DL(M.getDataLayout()), Opts(Opts),
      PointerBits(M.getDataLayout().getPointerSizeInBits(0)),
      Proto(std::make_unique<Memory>(
          Opts.MaxMemory,
          Opts.Layout
              ? Opts.Layout->End
              : Memory::firstAddress(M.getDataLayout().getPointerSizeInBits(0)),
          M.getDataLayout().getPointerSizeInBits(0))) {
  TLII = std::make_unique<TargetLibraryInfoImpl>(M.getTargetTriple());
  TLI = std::make_unique<TargetLibraryInfo>(*TLII);
  for (bool CompilerUsed : {false, true}) {
    SmallVector<GlobalValue *, 4> Used;
    collectUsedGlobalVariables(M, Used, CompilerUsed);
    for (GlobalValue *GV : Used)
      if (auto *F = dyn_cast<Function>(GV->stripPointerCasts()))
        if (F->isDeclaration())
          UsedDeclarations.insert(F);
  }
  // Functions first, then global variables, each in module order (or at
  // the planned addresses): the same addresses in every execution.
  auto Place = [&](const GlobalValue &GV, uint64_t Size, uint64_t Align,
                   ObjKind Kind) {
    if (Opts.Layout) {
      auto It = Opts.Layout->Base.find(GV.getName());
      if (It != Opts.Layout->Base.end())
        return Proto->allocateAt(It->second, Size, Align, Kind, &GV);
    }
    return Proto->allocate(Size, Align, Kind, &GV);
  };
  for (const Function &F : M) {
    GlobalIds[&F] = Place(F, 1, 1, ObjKind::Function);
    GlobalOrder.push_back(&F);
  }
  // Blocks whose address is taken get a one-byte object each, so that
  // indirectbr can find them by address.
  for (const Function &F : M)
    for (const BasicBlock &BB : F)
      if (BB.hasAddressTaken())
        BlockIds[&BB] = Proto->allocate(1, 1, ObjKind::Function, &BB);
  for (const GlobalVariable &G : M.globals()) {
    Type *Ty = G.getValueType();
    if (!Ty->isSized()) {
      ModuleProblem = ("global @" + G.getName() + " has no size").str();
      continue;
    }
    uint64_t Size = globalSize(DL, G);
    uint64_t Align = globalAlign(DL, G);
    ObjectId Id = Place(G, Size, Align, ObjKind::Global);
    if (Id == NoProv) {
      ModuleProblem =
          ("global @" + G.getName() + " exceeds the memory limit").str();
      continue;
    }
    Proto->object(Id).ReadOnly = G.isConstant();
    GlobalIds[&G] = Id;
    GlobalOrder.push_back(&G);
  }
  // Initializers may refer to any global, so they come after the layout.
  ZeroPolicy Zero;
  Nondet ND(Zero);
  ConstantEvaluator CE(*this, *Proto, &ND);
  for (const GlobalVariable &G : M.globals()) {
    ObjectId Id = GlobalIds.lookup(&G);
    if (Id == NoProv)
      continue;
    MemObject &O = Proto->object(Id);
    if (!G.hasInitializer() || G.isInterposable()) {
      // An external global's contents are unknown: uninitialized bytes.
      continue;
    }
    MutableArrayRef<MemByte> Bytes(O.Bytes);
    encodeConstant(CE, DL, G.getInitializer(),
                   Bytes.take_front(DL.getTypeStoreSize(G.getValueType())));
    // Bytes past the value (alignment padding) are zero, as LLVM emits them.
    for (size_t K = DL.getTypeStoreSize(G.getValueType()); K < O.Bytes.size();
         ++K)
      O.Bytes[K] = MemByte{};
    if (!CE.Problem.empty() && ModuleProblem.empty())
      ModuleProblem = CE.Problem;
  }
}

Interpreter::~Interpreter() = default;

void Interpreter::setVScale(unsigned VScale) {
  assert(VScale <= MaxVScale && "a vscale of at most MaxVScale");
  if (VScale == Opts.VScale)
    return;
  Opts.VScale = VScale;
  // Decoded constants and their lanes depend on it.
  Decoded.clear();
}

Expected<unsigned> refinery::chooseVScale(ArrayRef<VScaleUser> Fns,
                                          unsigned Requested) {
  auto Fail = [](const Twine &Msg) {
    return createStringError(inconvertibleErrorCode(), Msg);
  };
  if (Requested > MaxVScale)
    return Fail("vscale " + Twine(Requested) + " is larger than " +
                Twine(MaxVScale));
  // LangRef "Function Attributes", vscale_range: vscale "is a
  // power-of-two within a specified range"; max 0 leaves it unbounded.
  uint64_t Lo = 1, Hi = UINT64_MAX;
  const VScaleUser *LoBy = nullptr, *HiBy = nullptr;
  auto RangeOf = [](const VScaleUser &U) {
    return U.F->getFnAttribute(Attribute::VScaleRange).getAsString() + " of " +
           U.Name;
  };
  for (const VScaleUser &U : Fns) {
    Attribute A = U.F->getFnAttribute(Attribute::VScaleRange);
    if (!A.isValid())
      continue;
    unsigned Min = A.getVScaleRangeMin();
    std::optional<unsigned> Max = A.getVScaleRangeMax();
    if (Requested && (!isPowerOf2_32(Requested) || Requested < Min ||
                      (Max && Requested > *Max)))
      return Fail("vscale " + Twine(Requested) + " lies outside the " +
                  RangeOf(U));
    if (Min > Lo) {
      Lo = Min;
      LoBy = &U;
    }
    if (Max && *Max < Hi) {
      Hi = *Max;
      HiBy = &U;
    }
  }
  if (Requested)
    return Requested;
  if (Lo > Hi)
    return Fail("no vscale lies in both the " + RangeOf(*LoBy) + " and the " +
                RangeOf(*HiBy));
  if (Lo > MaxVScale)
    return Fail("the " + RangeOf(*LoBy) + " needs a vscale larger than " +
                Twine(MaxVScale));
  return static_cast<unsigned>(Lo);
}

Expected<unsigned> refinery::chooseVScaleWithCallees(ArrayRef<VScaleUser> Fns,
                                                     unsigned Requested) {
  if (Requested)
    return chooseVScale(Fns, Requested);
  // The defined functions Fns name, through instruction operands and the
  // constants in them, transitively.
  SmallPtrSet<const Function *, 8> Seen;
  SmallVector<const Function *, 8> Work;
  SmallPtrSet<const Constant *, 16> SeenConsts;
  std::vector<VScaleUser> All(Fns.begin(), Fns.end());
  for (const VScaleUser &U : Fns)
    if (Seen.insert(U.F).second)
      Work.push_back(U.F);
  std::function<void(const Constant *)> Visit = [&](const Constant *C) {
    if (!SeenConsts.insert(C).second)
      return;
    if (auto *Fn = dyn_cast<Function>(C)) {
      if (!Fn->isDeclaration() && Seen.insert(Fn).second) {
        Work.push_back(Fn);
        if (Fn->hasFnAttribute(Attribute::VScaleRange))
          All.push_back({Fn, ("@" + Fn->getName()).str()});
      }
      return;
    }
    if (isa<GlobalValue>(C))
      return;
    // (A blockaddress's block is an operand that is no constant.)
    for (const Use &Op : C->operands())
      if (auto *OpC = dyn_cast<Constant>(Op.get()))
        Visit(OpC);
  };
  while (!Work.empty()) {
    const Function *F = Work.pop_back_val();
    for (const Instruction &Inst : instructions(*F))
      for (const Use &Op : Inst.operands())
        if (auto *C = dyn_cast<Constant>(Op.get()))
          Visit(C);
  }
  if (All.size() > Fns.size()) {
    Expected<unsigned> V = chooseVScale(All, 0);
    if (V)
      return V;
    consumeError(V.takeError());
  }
  return chooseVScale(Fns, 0);
}

const ValueAttrFacts &Interpreter::valueAttrFacts(AttributeSet Attrs) const {
  std::unique_ptr<ValueAttrFacts> &Facts = AttrFacts[Attrs];
  if (!Facts)
    Facts = std::make_unique<ValueAttrFacts>(ValueAttrFacts::of(Attrs));
  return *Facts;
}

const DecodedFunction &Interpreter::decoded(const Function &F) {
  auto &Slot = Decoded[&F];
  if (!Slot)
    Slot = decodeFunction(*this, F);
  return *Slot;
}

std::optional<std::string> Interpreter::unmodelled(const Function &F) {
  if (!ModuleProblem.empty())
    return ModuleProblem;
  const DecodedFunction &DF = decoded(F);
  for (const DInst &In : DF.Code)
    if (In.Op == DOp::Unsupported)
      return In.Aux < DF.Problems.size()
                 ? DF.Problems[In.Aux]
                 : ("instruction '" + Twine(In.I->getOpcodeName()) + "'").str();
  return std::nullopt;
}
