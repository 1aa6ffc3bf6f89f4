//===- oracle/smt/EncodeMemory.cpp - SMT encoding of local memory ---------===//
//
// The memory of a function's allocas, as the interpreter keeps it
// (semantics/Memory.h) and the LangRef of LLVM 22 defines it:
//
// * A pointer is a block id (8 bits) and an offset (64 bits) into the
//   block; block 0 is none. Only allocas make pointers here, and a pointer
//   never leaves the function: nothing compares, converts, stores, returns
//   or passes one (pointerUseAllowed), so the blocks' addresses, which the
//   LangRef leaves unspecified ("Pointer Aliasing Rules"), do not matter
//   beyond an alignment that every alloca guarantees.
// * A byte is its bits, which of them are poison and which are undef.
//   An alloca's bytes start undef ("'alloca' Instruction": "loading from
//   uninitialized memory produces an undefined value"); a store of a
//   poison lane makes its bytes poison; a load lane is poison if any bit it
//   reads is ("'load' Instruction"), and its undef bits (LangRef "Memory
//   Model for Concurrent Operations": a read of an unwritten byte returns
//   undef) taint the loaded value like any use of an undef
//   (Encoder::taint).
// * A target is encoded exactly: each use of a load sees its undef bits
//   anew, and a stored undef argument or constant makes undef bytes. A
//   source has fewer behaviours, which keeps a proof sound: one choice per
//   load, and a store keeps the value its use of an undef saw.
// * Only integers, floating point and vectors of them whose lanes are whole
//   bytes are loaded and stored, as bits (little-endian, the data layout's
//   default); pointers are not.
//
//===----------------------------------------------------------------------===//
#include "oracle/smt/EncoderImpl.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace refinery;
using namespace refinery::smt;

namespace {

constexpr unsigned BlockBits = 8, OffsetBits = 64;
/// The most bytes an alloca, a memset or a memcpy may cover here.
constexpr uint64_t MaxBlockSize = uint64_t(1) << 32;
constexpr uint64_t MaxIntrinsicLength = 64;

z3::expr blockOf(const z3::expr &P) { return P.extract(71, 64); }
z3::expr offsetOf(const z3::expr &P) { return P.extract(63, 0); }
z3::expr ptrLane(const z3::expr &Bid, const z3::expr &Off) {
  return z3::concat(Bid, Off);
}

/// A byte: undef mask, poison mask, bits (8 bits each, high to low).
z3::expr makeByte(const z3::expr &Bits, const z3::expr &PoisonMask,
                  const z3::expr &UndefMask) {
  return z3::concat(UndefMask, z3::concat(PoisonMask, Bits));
}
z3::expr byteBits(const z3::expr &B) { return B.extract(7, 0); }
z3::expr bytePoison(const z3::expr &B) { return B.extract(15, 8); }
z3::expr byteUndef(const z3::expr &B) { return B.extract(23, 16); }

/// Whether a load or store of \p Ty is in the fragment: integers,
/// floating point (its bits) and vectors of them, with lanes of whole
/// bytes.
bool wholeByteLanes(Type *Ty) {
  return isLaneType(Ty) && Ty->getScalarSizeInBits() % 8 == 0;
}

/// The little-endian concatenation of \p Parts (lowest first).
z3::expr concatLowFirst(ArrayRef<z3::expr> Parts) {
  z3::expr R = Parts[0];
  for (size_t K = 1; K < Parts.size(); ++K)
    R = z3::concat(Parts[K], R);
  return R;
}

} // namespace

bool Encoder::prepareMemory() {
  const DataLayout &DL = F.getParent()->getDataLayout();
  bool AnyPointer = false;
  for (const Instruction &I : instructions(F)) {
    AnyPointer |= I.getType()->isPtrOrPtrVectorTy();
    for (const Use &U : I.operands())
      AnyPointer |= U->getType()->isPtrOrPtrVectorTy() &&
                    !(isa<CallBase>(I) && cast<CallBase>(I).isCallee(&U));
  }
  unsigned NumPtrArgs = 0;
  for (const Argument &A : F.args())
    NumPtrArgs += A.getType()->isPointerTy();
  if (!AnyPointer && !NumPtrArgs)
    return true;
  if (DL.getPointerSizeInBits(0) != OffsetBits ||
      DL.getIndexSizeInBits(0) != OffsetBits || DL.isBigEndian())
    return outside("a data layout without 64-bit little-endian pointers");
  // LangRef "Function Attributes": null_pointer_is_valid makes address 0
  // an ordinary address; here every access without a block is UB.
  if (F.nullPointerIsDefined())
    return outside("null_pointer_is_valid");
  // Without the caller's blocks, every byte (of the allocas) starts
  // uninitialized: undef.
  if (!NumPtrArgs) {
    Mem = z3::const_array(
        C.bv_sort(BlockBits + OffsetBits),
        makeByte(C.bv_val(0, 8), C.bv_val(0, 8), C.bv_val(0xFF, 8)));
    return true;
  }
  // LangRef "Function Attributes": memory effects would make some accesses
  // of the caller's memory UB; not encoded.
  if (F.getMemoryEffects() != MemoryEffects::unknown())
    return outside("memory attributes on a function with pointer arguments");
  // The caller's blocks: one per pointer parameter (arguments may share
  // one), each of a symbolic size below 2^63 (LangRef "Allocated Objects":
  // no larger than the largest signed index), at a symbolic address that
  // is not 0 and does not wrap, writable or not (LangRef "Parameter
  // Attributes": only `writable` would promise it).
  for (unsigned B = 1; B <= NumPtrArgs; ++B) {
    std::string N = "blk" + std::to_string(B);
    z3::expr Size = C.bv_const((N + ".size").c_str(), OffsetBits);
    z3::expr Base = C.bv_const((N + ".base").c_str(), OffsetBits);
    E.NonLocal.push_back({Size, Base, C.bool_const((N + ".writable").c_str())});
    E.InputOK = E.InputOK && Base != C.bv_val(0, OffsetBits) &&
                z3::bvadd_no_overflow(Base, Size, false) &&
                z3::ult(Size, bvConst(C, APInt::getSignedMinValue(64)));
    BlockSizes.push_back(Size);
  }
  // Their bytes are the input "mem0"; the allocas' start undef.
  z3::sort AddrSort = C.bv_sort(BlockBits + OffsetBits);
  z3::expr Mem0 = C.constant("mem0", C.array_sort(AddrSort, C.bv_sort(24)));
  z3::expr X = C.constant("mem.addr", AddrSort);
  z3::expr Bid = blockOf(X);
  Mem = z3::lambda(
      X, z3::ite(Bid != C.bv_val(0, BlockBits) &&
                     z3::ule(Bid, C.bv_val(NumPtrArgs, BlockBits)),
                 z3::select(Mem0, X),
                 makeByte(C.bv_val(0, 8), C.bv_val(0, 8), C.bv_val(0xFF, 8))));
  return true;
}

z3::expr Encoder::address(const Lane &P) {
  z3::expr Bid = blockOf(P.V), Off = offsetOf(P.V);
  z3::expr A = Off; // no block: the offset is the address
  for (unsigned B = E.NonLocal.size(); B > 0; --B)
    A = z3::ite(Bid == C.bv_val(B, BlockBits), E.NonLocal[B - 1].Base + Off, A);
  return A;
}

void Encoder::pointerArgument(const Argument &A, SVal &V) {
  // A block id past the caller's blocks is no block.
  Lane &L = V.Lanes[0];
  z3::expr Bid = blockOf(L.V);
  L.V = ptrLane(z3::ite(z3::ule(Bid, C.bv_val(E.NonLocal.size(), BlockBits)),
                        Bid, C.bv_val(0, BlockBits)),
                offsetOf(L.V));
  pointerAttributes(F.getAttributes().getParamAttrs(A.getArgNo()), L);
}

bool Encoder::pointerUseAllowed(const Instruction &I, const Use &U) {
  if (isa<PHINode>(I) || isa<GetElementPtrInst>(I))
    return U.getOperandNo() == 0 || isa<PHINode>(I);
  if (isa<SelectInst>(I))
    return U.getOperandNo() != 0;
  if (const auto *LI = dyn_cast<LoadInst>(&I))
    return U.get() == LI->getPointerOperand();
  if (const auto *SI = dyn_cast<StoreInst>(&I))
    return U.getOperandNo() == SI->getPointerOperandIndex();
  if (const auto *CB = dyn_cast<CallBase>(&I)) {
    switch (CB->getIntrinsicID()) {
    case Intrinsic::memset:
    case Intrinsic::memcpy:
    case Intrinsic::memmove:
      return CB->isArgOperand(&U);
    default:
      return false;
    }
  }
  return false;
}

/// What \p Ptr may point into: the values it comes from through
/// getelementptr, phi and select (allocas, arguments, constants, others).
static SmallVector<const Value *, 8> pointerSources(const Value *Ptr) {
  SmallPtrSet<const Value *, 8> Seen;
  SmallVector<const Value *, 8> Work = {Ptr}, Sources;
  while (!Work.empty()) {
    const Value *V = Work.pop_back_val();
    if (!Seen.insert(V).second)
      continue;
    if (const auto *G = dyn_cast<GetElementPtrInst>(V))
      Work.push_back(G->getPointerOperand());
    else if (const auto *Sel = dyn_cast<SelectInst>(V))
      Work.append({Sel->getTrueValue(), Sel->getFalseValue()});
    else if (const auto *Phi = dyn_cast<PHINode>(V))
      Work.append(Phi->value_op_begin(), Phi->value_op_end());
    else
      Sources.push_back(V);
  }
  return Sources;
}

uint64_t Encoder::allocaAlign(const Value *Ptr) {
  uint64_t Align = UINT64_MAX;
  for (const Value *V : pointerSources(Ptr)) {
    if (const auto *AI = dyn_cast<AllocaInst>(V))
      Align = std::min<uint64_t>(Align, AI->getAlign().value());
    else if (!isa<Argument>(V) && !isa<ConstantPointerNull>(V) &&
             !isa<UndefValue>(V))
      return 0; // outside the fragment anyway
  }
  return Align;
}

bool Encoder::mayBeNonLocal(const Value *Ptr) {
  return any_of(pointerSources(Ptr),
                [](const Value *V) { return isa<Argument>(V); });
}

bool Encoder::mayBeLocal(const Value *Ptr) {
  return any_of(pointerSources(Ptr), [](const Value *V) {
    return !isa<Argument>(V) && !isa<ConstantPointerNull>(V) &&
           !isa<UndefValue>(V);
  });
}

void Encoder::pointerAttributes(AttributeSet AS, Lane &L) {
  // LangRef "Parameter Attributes" (of a parameter or the return value):
  // nonnull and align make a null or misaligned pointer poison.
  z3::expr Addr = address(L);
  if (AS.hasAttribute(Attribute::NonNull))
    L.P = L.P || Addr == C.bv_val(0, OffsetBits);
  if (MaybeAlign Al = AS.getAlignment(); Al && Al->value() > 1)
    L.P = L.P || (Addr & C.bv_val(Al->value() - 1, OffsetBits)) !=
                     C.bv_val(0, OffsetBits);
}

z3::expr Encoder::blockSize(const z3::expr &Bid) {
  z3::expr S = C.bv_val(0, OffsetBits);
  for (unsigned K = BlockSizes.size(); K > 0; --K)
    S = z3::ite(Bid == C.bv_val(K, BlockBits), BlockSizes[K - 1], S);
  return S;
}

z3::expr Encoder::accessUB(const Lane &P, const Value *PtrV, uint64_t Size,
                           uint64_t Align, bool Write) {
  z3::expr Bid = blockOf(P.V), Off = offsetOf(P.V);
  z3::expr BSize = blockSize(Bid);
  // Block ids above the last are no block either: their size is 0, and a
  // zero-sized access is never asked for here.
  z3::expr UB = P.P || mayBeUndef(PtrV) || Bid == C.bv_val(0, BlockBits) ||
                !z3::ule(Off, BSize) ||
                z3::ugt(C.bv_val(Size, OffsetBits), BSize - Off);
  // An alloca's address is as aligned as the alloca (accesses asking for
  // more are outside); the caller's blocks have symbolic addresses.
  z3::expr Mask = C.bv_val(Align - 1, OffsetBits),
           Zero = C.bv_val(0, OffsetBits);
  if (Align > 1)
    UB = UB || (z3::ite(z3::ule(Bid, C.bv_val(E.NonLocal.size(), BlockBits)),
                        address(P), Off) &
                Mask) != Zero;
  // A store to the caller's memory that is not writable is UB.
  if (Write)
    for (unsigned B = 1; B <= E.NonLocal.size(); ++B)
      UB = UB || (Bid == C.bv_val(B, BlockBits) && !E.NonLocal[B - 1].Writable);
  return UB;
}

z3::expr Encoder::byteAt(const z3::expr &M, const Lane &P, uint64_t K) {
  z3::expr Off = offsetOf(P.V) + C.bv_val(K, OffsetBits);
  return z3::select(M, ptrLane(blockOf(P.V), Off));
}

void Encoder::writeBytes(const Lane &P, const std::vector<z3::expr> &Bytes) {
  z3::expr M = *Mem;
  for (size_t K = 0; K < Bytes.size(); ++K) {
    z3::expr At = ptrLane(blockOf(P.V), offsetOf(P.V) + C.bv_val(K, 64));
    M = z3::store(M, At, Bytes[K]);
    if (!E.NonLocal.empty())
      E.Written.push_back(At);
  }
  Mem = z3::ite(Cur, M, *Mem);
}

bool Encoder::memoryInstruction(const Instruction &I) {
  if (const auto *AI = dyn_cast<AllocaInst>(&I))
    return allocaInst(*AI);
  if (const auto *G = dyn_cast<GetElementPtrInst>(&I))
    return gepInst(*G);
  if (const auto *LI = dyn_cast<LoadInst>(&I))
    return loadInst(*LI);
  return storeInst(cast<StoreInst>(I));
}

bool Encoder::allocaInst(const AllocaInst &AI) {
  const DataLayout &DL = F.getParent()->getDataLayout();
  // (A count of more than 64 bits would wrap in getAllocationSize.)
  auto *Count = dyn_cast<ConstantInt>(AI.getArraySize());
  std::optional<TypeSize> Size = AI.getAllocationSize(DL);
  if (AI.getAddressSpace() != 0 || !Count ||
      Count->getValue().getActiveBits() > 32 || !Size || Size->isScalable() ||
      Size->getFixedValue() >= MaxBlockSize)
    return unsupported(AI, "an alloca of a variable or large size");
  if (BlockSizes.size() + 1 >= (1u << BlockBits))
    return unsupported(AI, "more allocas than block ids");
  BlockSizes.push_back(C.bv_val(Size->getFixedValue(), OffsetBits));
  SVal V;
  V.Lanes.push_back(
      {ptrLane(C.bv_val(BlockSizes.size(), BlockBits), C.bv_val(0, OffsetBits)),
       C.bool_val(false)});
  Vals[&AI] = std::move(V);
  return true;
}

bool Encoder::gepInst(const GetElementPtrInst &G) {
  // LangRef "'getelementptr' Instruction". inbounds: the base and every
  // intermediate address are in bounds of the base's block, unless every
  // index is zero; nusw (implied by inbounds): the scaled indices and
  // their sum do not overflow signed, and adding an offset does not wrap
  // the address (within a block's bounds it cannot); nuw: the same,
  // unsigned. nusw or nuw alone depend on the block's address: outside.
  if (G.getType()->isVectorTy() || G.getAddressSpace() != 0)
    return unsupported(G, "a vector or non-zero address space getelementptr");
  bool InBounds = G.isInBounds(), NUSW = G.hasNoUnsignedSignedWrap(),
       NUW = G.hasNoUnsignedWrap();
  if ((NUSW || NUW) && !InBounds)
    return unsupported(G, "a getelementptr with nusw or nuw but not inbounds");
  std::optional<SVal> Base = get(G.getPointerOperand());
  if (!Base || Base->Lanes.size() != 1)
    return unsupported(G, "getelementptr base");
  const DataLayout &DL = F.getParent()->getDataLayout();
  const Lane &B = Base->Lanes[0];
  z3::expr Bid = blockOf(B.V), Off = offsetOf(B.V);
  z3::expr Size = blockSize(Bid);
  z3::expr Poison = B.P, AnyNonZero = C.bool_val(false),
           OutOfBounds = !z3::ule(Off, Size), Wraps = C.bool_val(false);
  z3::expr Sum = C.bv_val(0, OffsetBits);
  unsigned K = 1;
  for (gep_type_iterator GTI = gep_type_begin(G), GE = gep_type_end(G);
       GTI != GE; ++GTI, ++K) {
    std::optional<SVal> Ix = get(G.getOperand(K));
    if (!Ix || Ix->Lanes.size() != 1)
      return unsupported(G, "getelementptr index");
    const Lane &X = Ix->Lanes[0];
    unsigned W = X.V.get_sort().bv_size();
    Poison = Poison || X.P;
    AnyNonZero = AnyNonZero || X.V != C.bv_val(0, W);
    z3::expr Term = C.bv_val(0, OffsetBits);
    if (StructType *ST = GTI.getStructTypeOrNull()) {
      uint64_t FieldOff = DL.getStructLayout(ST)->getElementOffset(
          cast<ConstantInt>(G.getOperand(K))->getZExtValue());
      Term = C.bv_val(FieldOff, OffsetBits);
    } else {
      TypeSize Stride = GTI.getSequentialElementStride(DL);
      if (Stride.isScalable())
        return unsupported(G, "a getelementptr over a scalable vector");
      z3::expr Idx = W > OffsetBits   ? X.V.extract(OffsetBits - 1, 0)
                     : W < OffsetBits ? z3::sext(X.V, OffsetBits - W)
                                      : X.V;
      if (W > OffsetBits) {
        // A wider index is truncated; the flags ask that it fits.
        if (NUSW)
          Wraps = Wraps || z3::sext(Idx, W - OffsetBits) != X.V;
        if (NUW)
          Wraps = Wraps || z3::zext(Idx, W - OffsetBits) != X.V;
      }
      z3::expr Scale = C.bv_val(Stride.getFixedValue(), OffsetBits);
      if (NUSW)
        Wraps = Wraps || !z3::bvmul_no_overflow(Idx, Scale, true) ||
                !z3::bvmul_no_underflow(Idx, Scale);
      if (NUW)
        Wraps = Wraps || !z3::bvmul_no_overflow(Idx, Scale, false);
      Term = Idx * Scale;
    }
    if (NUSW)
      Wraps = Wraps || !z3::bvadd_no_overflow(Sum, Term, true) ||
              !z3::bvadd_no_underflow(Sum, Term);
    if (NUW)
      // Within the block's bounds (else poison anyway), the address wraps
      // exactly when the offset does.
      Wraps = Wraps || !z3::bvadd_no_overflow(Sum, Term, false) ||
              !z3::bvadd_no_overflow(Off, Term, false);
    Sum = Sum + Term;
    Off = Off + Term;
    OutOfBounds = OutOfBounds || !z3::ule(Off, Size);
  }
  if (InBounds)
    Poison = Poison || (AnyNonZero && OutOfBounds);
  Poison = Poison || Wraps;
  SVal R;
  R.Lanes.push_back({ptrLane(Bid, Off), Poison});
  Vals[&G] = std::move(R);
  return true;
}

bool Encoder::plainAccess(const Instruction &I, Type *Ty) {
  bool Simple = isa<LoadInst>(I) ? cast<LoadInst>(I).isSimple()
                                 : cast<StoreInst>(I).isSimple();
  if (!Simple || !wholeByteLanes(Ty) || getLoadStoreAddressSpace(&I) != 0)
    return unsupported(I, "an access that is atomic, volatile or not of "
                          "integers of whole bytes");
  SmallVector<std::pair<unsigned, MDNode *>, 4> MD;
  I.getAllMetadataOtherThanDebugLoc(MD);
  if (!MD.empty())
    return unsupported(I, "an access with metadata");
  return true;
}

bool Encoder::loadInst(const LoadInst &LI) {
  Type *Ty = LI.getType();
  if (!plainAccess(LI, Ty))
    return false;
  std::optional<SVal> P = get(LI.getPointerOperand());
  if (!P)
    return unsupported(LI, "load address");
  uint64_t Align = LI.getAlign().value();
  if (Align > allocaAlign(LI.getPointerOperand()))
    return unsupported(LI, "a load aligned beyond its alloca");
  unsigned W = Ty->getScalarSizeInBits(), N = lanesOf(Ty);
  addUB(accessUB(P->Lanes[0], LI.getPointerOperand(), uint64_t(N) * W / 8,
                 Align, /*Write=*/false));
  SVal R;
  z3::expr Undef = C.bool_val(false);
  std::vector<z3::expr> Masks;
  for (unsigned L = 0; L < N; ++L) {
    std::vector<z3::expr> Bits, Poison, Undefs;
    for (unsigned K = 0; K < W / 8; ++K) {
      z3::expr Byte = byteAt(*Mem, P->Lanes[0], uint64_t(L) * (W / 8) + K);
      Bits.push_back(byteBits(Byte));
      Poison.push_back(bytePoison(Byte));
      Undefs.push_back(byteUndef(Byte));
    }
    z3::expr V = concatLowFirst(Bits), U = concatLowFirst(Undefs).simplify();
    z3::expr Zero = C.bv_val(0, W);
    if (!z3::eq(U, Zero)) {
      // Undef bits: in a target a choice for each use (Encoder::use), as
      // the LangRef has it; in a source one for the load, which narrows
      // what it may do (sound for a proof) and lets the prover pair it
      // with the target's choices (Prover.cpp).
      if (Target)
        R.UndefBits.push_back(U);
      else
        V = (V & ~U) | (choice("load", W) & U);
      Undef = Undef || U != Zero;
    } else if (Target) {
      R.UndefBits.push_back(Zero);
    }
    R.Lanes.push_back({V, concatLowFirst(Poison) != Zero});
    Masks.push_back(U);
  }
  LoadUndef.insert_or_assign(&LI, std::move(Masks));
  Undef = Undef.simplify();
  if (Undef.is_false()) {
    R.UndefBits.clear();
  } else {
    // Uses in later copies may read this copy's value (Encoder::latest):
    // the taint of every copy so far counts.
    auto It = Taint.find(&LI);
    Taint.insert_or_assign(&LI,
                           It == Taint.end() ? Undef : It->second || Undef);
  }
  Vals[&LI] = std::move(R);
  return true;
}

bool Encoder::storeInst(const StoreInst &SI) {
  Type *Ty = SI.getValueOperand()->getType();
  if (!plainAccess(SI, Ty))
    return false;
  std::optional<SVal> P = get(SI.getPointerOperand()),
                      V = get(SI.getValueOperand());
  if (!P || !V)
    return unsupported(SI, "store operand");
  uint64_t Align = SI.getAlign().value();
  if (Align > allocaAlign(SI.getPointerOperand()))
    return unsupported(SI, "a store aligned beyond its alloca");
  storedUndef(SI.getValueOperand());
  unsigned W = Ty->getScalarSizeInBits();
  addUB(accessUB(P->Lanes[0], SI.getPointerOperand(),
                 uint64_t(V->Lanes.size()) * W / 8, Align, /*Write=*/true));
  std::vector<z3::expr> Undef = undefMasks(SI.getValueOperand());
  std::vector<z3::expr> Bytes;
  for (size_t L = 0; L < V->Lanes.size(); ++L)
    for (unsigned K = 0; K < W / 8; ++K)
      Bytes.push_back(storedByte(V->Lanes[L], Undef[L], K));
  writeBytes(P->Lanes[0], Bytes);
  return true;
}

std::vector<z3::expr> Encoder::undefMasks(const Value *V) {
  unsigned N = lanesOf(V->getType()), W = V->getType()->getScalarSizeInBits();
  z3::expr Ones = bvConst(C, APInt::getAllOnes(W)), Zero = C.bv_val(0, W);
  std::vector<z3::expr> R(N, Zero);
  if (const auto *A = dyn_cast<Argument>(V)) {
    const std::vector<z3::expr> &U = Args[A->getArgNo()].Undef;
    for (size_t L = 0; L < U.size(); ++L)
      R[L] = z3::ite(U[L], Ones, Zero);
  } else if (const auto *K = dyn_cast<Constant>(V)) {
    for (unsigned L = 0; L < N; ++L) {
      const Constant *El =
          N == 1 && !V->getType()->isVectorTy() ? K : K->getAggregateElement(L);
      if (El && isa<UndefValue>(El) && !isa<PoisonValue>(El))
        R[L] = Ones;
    }
  } else if (auto It = LoadUndef.find(V);
             It != LoadUndef.end() && !E.HasLoops) {
    // (With loops a use may see an earlier copy's load: not kept.)
    R = It->second;
  }
  return R;
}

void Encoder::storedUndef(const Value *V) {
  // An undef argument or constant, or a loaded value's undef bits, are
  // stored as undef bytes (undefMasks()). A value computed from an undef
  // may be any of a set of values at each use (LangRef "Undefined
  // Values"); the encoding stores the one value this use saw, which a
  // target's behaviours must not be narrowed to.
  if (Target && !isa<Argument>(V) && !isa<Constant>(V) &&
      !(isa<LoadInst>(V) && !E.HasLoops))
    E.UndefReused = E.UndefReused || (Cur && mayDependOnUndef(V));
}

z3::expr Encoder::storedByte(const Lane &L, const z3::expr &UndefMask,
                             unsigned K) {
  z3::expr Ones = C.bv_val(0xFF, 8), Zero = C.bv_val(0, 8);
  return makeByte(L.V.extract(8 * K + 7, 8 * K), z3::ite(L.P, Ones, Zero),
                  UndefMask.extract(8 * K + 7, 8 * K));
}

bool Encoder::memIntrinsic(const CallBase &CB, Intrinsic::ID ID) {
  // LangRef "'llvm.memset.*' Intrinsics", "'llvm.memcpy.*'",
  // "'llvm.memmove.*'": a length of 0 is a no-op (not encoded here), else
  // the pointers must be valid for it; memcpy's ranges are equal or
  // disjoint. An `align` attribute that does not hold makes its pointer
  // poison, hence UB.
  auto *Len = dyn_cast<ConstantInt>(CB.getArgOperand(2));
  auto *Volatile = dyn_cast<ConstantInt>(CB.getArgOperand(3));
  if (!Len || Len->isZero() || Len->getValue().ugt(MaxIntrinsicLength) ||
      !Volatile || !Volatile->isZero())
    return unsupported(CB, "a memory intrinsic of a variable, zero or long "
                           "length, or volatile");
  // A byte a memcpy moves may be part of a pointer the caller stored,
  // which integer loads and stores do not carry (provenance): outside.
  if (ID != Intrinsic::memset && (mayBeNonLocal(CB.getArgOperand(0)) ||
                                  mayBeNonLocal(CB.getArgOperand(1))))
    return unsupported(CB, "a memcpy or memmove of the caller's memory");
  uint64_t N = Len->getZExtValue();
  bool IsSet = ID == Intrinsic::memset;
  unsigned NumPtrs = IsSet ? 1 : 2;
  SmallVector<Lane, 2> Ptrs;
  for (unsigned K = 0; K < NumPtrs; ++K) {
    std::optional<SVal> P = get(CB.getArgOperand(K));
    if (!P)
      return unsupported(CB, "memory intrinsic operand");
    uint64_t Align = CB.getParamAlign(K).valueOrOne().value();
    if (Align > allocaAlign(CB.getArgOperand(K)))
      return unsupported(CB, "a memory intrinsic aligned beyond its alloca");
    Ptrs.push_back(P->Lanes[0]);
    addUB(accessUB(P->Lanes[0], CB.getArgOperand(K), N, Align,
                   /*Write=*/K == 0));
  }
  // LangRef "'call' Instruction": `tail` and `musttail` imply that the
  // callee does not access the caller's allocas.
  if (const auto *CI = dyn_cast<CallInst>(&CB); CI && CI->isTailCall())
    for (const Lane &P : Ptrs)
      addUB(z3::ugt(blockOf(P.V), C.bv_val(E.NonLocal.size(), BlockBits)));
  std::vector<z3::expr> Bytes;
  if (IsSet) {
    std::optional<SVal> V = get(CB.getArgOperand(1));
    if (!V)
      return unsupported(CB, "memset value");
    storedUndef(CB.getArgOperand(1));
    Bytes.assign(
        N, storedByte(V->Lanes[0], undefMasks(CB.getArgOperand(1))[0], 0));
  } else {
    if (ID != Intrinsic::memmove) {
      z3::expr D = offsetOf(Ptrs[0].V), S = offsetOf(Ptrs[1].V);
      z3::expr NV = C.bv_val(N, OffsetBits);
      addUB(blockOf(Ptrs[0].V) == blockOf(Ptrs[1].V) && D != S &&
            (z3::ult(D - S, NV) || z3::ult(S - D, NV)));
    }
    for (uint64_t K = 0; K < N; ++K)
      Bytes.push_back(byteAt(*Mem, Ptrs[1], K));
  }
  writeBytes(Ptrs[0], Bytes);
  return true;
}
