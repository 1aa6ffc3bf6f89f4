//===- semantics/Memory.cpp - Byte-wise memory with provenance ------------===//
#include "semantics/Memory.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>

using namespace llvm;
using namespace refinery;

const char Memory::DeadStackRead[] = "load from a dead stack object";

Memory::Memory(uint64_t Limit, uint64_t FirstAddress, unsigned AddressBits)
    : Limit(Limit), Next(FirstAddress), Gap(gap(AddressBits)),
      AddressEnd(AddressBits >= 64 ? UINT64_MAX
                                   : (uint64_t(1) << AddressBits) - 1) {}

ObjectId Memory::allocate(uint64_t Size, uint64_t Align, ObjKind Kind,
                          const Value *Origin, MemByte Fill) {
  Align = std::max<uint64_t>(Align, 1);
  uint64_t Base = alignTo(Next, Align);
  if (!fits(Base, Size + Gap))
    return NoProv;
  return allocateAt(Base, Size, Align, Kind, Origin, Fill);
}

ObjectId Memory::allocateAt(uint64_t Base, uint64_t Size, uint64_t Align,
                            ObjKind Kind, const Value *Origin, MemByte Fill) {
  Align = std::max<uint64_t>(Align, 1);
  assert(Base % Align == 0 && "misaligned placement");
  if (Size > Limit || Allocated + Size > Limit || !fits(Base, Size))
    return NoProv;
  Allocated += Size;
  // A gap after every object: a one-past-the-end address never equals the
  // start of another object, so address comparisons between distinct
  // objects are never accidentally equal.
  Next = std::max(Next, Base + std::max<uint64_t>(Size, 1) + Gap);
  if (Chunks.empty() || Chunks.back().size() == ChunkSize) {
    Chunks.emplace_back();
    Chunks.back().reserve(ChunkSize);
  }
  // (Made in place: a run of -O0 code allocates an object per alloca.)
  MemObject &O = Chunks.back().emplace_back();
  O.Base = Base;
  O.Size = Size;
  O.Align = Align;
  O.Kind = Kind;
  O.Origin = Origin;
  if (Size && !Spare.Arrays.empty()) {
    O.Bytes = std::move(Spare.Arrays.back());
    Spare.Arrays.pop_back();
  }
  O.Bytes.assign(Size, Fill);
  return static_cast<ObjectId>(++NumObjects);
}

ObjectId Memory::findObject(uint64_t Addr, uint64_t Size) const {
  for (size_t I = 0; I < NumObjects; ++I) {
    const MemObject &O = object(static_cast<ObjectId>(I + 1));
    if (!O.Alive || Addr < O.Base)
      continue;
    uint64_t Off = Addr - O.Base;
    if (Off <= O.Size && Size <= O.Size - Off)
      return static_cast<ObjectId>(I + 1);
  }
  return NoProv;
}

ObjectId Memory::findObjectInBounds(uint64_t Addr) const {
  for (size_t I = 0; I < NumObjects; ++I) {
    const MemObject &O = object(static_cast<ObjectId>(I + 1));
    if (Addr >= O.Base && Addr - O.Base <= O.Size)
      return static_cast<ObjectId>(I + 1);
  }
  return NoProv;
}

//===----------------------------------------------------------------------===//
// Encoding values as bytes
//===----------------------------------------------------------------------===//

/// Writes the low \p Width bits of \p Bits at bit offset \p BitOff.
/// Bits set in \p Undef are stored undef (LangRef "Undefined Values": a
/// store of an undef stores undef bits).
static void putBits(MutableArrayRef<MemByte> Out, uint64_t BitOff,
                    const APInt &Bits, unsigned Width, bool Poison,
                    ObjectId Prov, uint64_t Undef = 0) {
  if (BitOff % 8 == 0) {
    // Whole bytes at a time (the same rule as the bit loop below).
    for (unsigned I = 0; I < Width; I += 8) {
      const unsigned N = std::min(8u, Width - I);
      const uint8_t M = static_cast<uint8_t>((1u << N) - 1);
      MemByte &B = Out[(BitOff + I) / 8];
      B.UndefMask &= ~M;
      if (Poison) {
        B.PoisonMask |= M;
        B.Val &= ~M;
      } else {
        const uint8_t U = I < 64 ? static_cast<uint8_t>(Undef >> I) & M : 0;
        const uint8_t V =
            static_cast<uint8_t>(Bits.extractBitsAsZExtValue(N, I)) & ~U;
        B.PoisonMask &= ~M;
        B.UndefMask |= U;
        B.Val = (B.Val & ~M) | V;
      }
      B.Prov = Prov;
    }
    return;
  }
  for (unsigned I = 0; I < Width; ++I) {
    uint64_t Pos = BitOff + I;
    MemByte &B = Out[Pos / 8];
    uint8_t M = 1u << (Pos % 8);
    B.UndefMask &= ~M;
    if (!Poison && I < 64 && ((Undef >> I) & 1)) {
      B.PoisonMask &= ~M;
      B.UndefMask |= M;
      B.Val &= ~M;
    } else if (Poison) {
      B.PoisonMask |= M;
      B.Val &= ~M;
    } else {
      B.PoisonMask &= ~M;
      if (Bits[I])
        B.Val |= M;
      else
        B.Val &= ~M;
    }
    B.Prov = Prov;
  }
}

static unsigned scalarWidth(const DataLayout &DL, Type *Ty) {
  if (Ty->isPointerTy())
    return DL.getPointerSizeInBits(Ty->getPointerAddressSpace());
  return Ty->getPrimitiveSizeInBits().getFixedValue();
}

/// The bit offset of vector lane \p I of \p N lanes of \p EW bits in the
/// little-endian image of the vector: lane 0 is the least significant on a
/// little-endian target and the most significant on a big-endian one (so
/// that it lands at the lowest address either way).
static uint64_t laneOffset(const DataLayout &DL, unsigned I, unsigned N,
                           unsigned EW) {
  return uint64_t(DL.isBigEndian() ? N - 1 - I : I) * EW;
}

/// Marks the bits of \p Out from \p From on poison: what a store of a type
/// that is not a whole number of bytes leaves in the rest of its last byte
/// is unspecified (LangRef "'store' Instruction").
static void poisonTail(MutableArrayRef<MemByte> Out, uint64_t From) {
  for (uint64_t Pos = From; Pos < Out.size() * 8; ++Pos) {
    MemByte &B = Out[Pos / 8];
    uint8_t M = 1u << (Pos % 8);
    B.PoisonMask |= M;
    B.Val &= ~M;
    B.UndefMask &= ~M;
  }
}

/// The bits of the integer scalar \p V that are undef (RtValue::undefBits
/// of a value read from undef), 0 for other types.
static uint64_t undefBitsOf(Type *Ty, const RtValue &V) {
  return Ty->isIntegerTy() && V.isUndef() ? V.undefBits() : 0;
}

void refinery::encodeValue(const DataLayout &DL, Type *Ty, const RtValue &V,
                           MutableArrayRef<MemByte> Out, Padding Pad) {
  MemByte PadByte = Pad == Padding::Zero ? MemByte{} : MemByte::uninit();
  if (auto *ST = dyn_cast<StructType>(Ty)) {
    // LangRef "'store' Instruction": padding is filled with undef; fields
    // go at their layout offsets.
    for (MemByte &B : Out)
      B = PadByte;
    const StructLayout *SL = DL.getStructLayout(ST);
    for (unsigned I = 0; I < ST->getNumElements(); ++I) {
      Type *ETy = ST->getElementType(I);
      uint64_t Off = SL->getElementOffset(I);
      encodeValue(DL, ETy, V.elems()[I],
                  Out.slice(Off, DL.getTypeStoreSize(ETy)), Pad);
    }
    return;
  }
  if (auto *AT = dyn_cast<ArrayType>(Ty)) {
    for (MemByte &B : Out)
      B = PadByte;
    Type *ETy = AT->getElementType();
    uint64_t Stride = DL.getTypeAllocSize(ETy);
    for (uint64_t I = 0; I < AT->getNumElements(); ++I)
      encodeValue(DL, ETy, V.elems()[I],
                  Out.slice(I * Stride, DL.getTypeStoreSize(ETy)), Pad);
    return;
  }
  // Scalars and vectors are bit-packed into a little-endian image, which a
  // big-endian target stores with its bytes reversed.
  for (MemByte &B : Out)
    B = MemByte{};
  uint64_t Bits;
  if (auto *VT = dyn_cast<VectorType>(Ty)) {
    Type *ETy = VT->getElementType();
    unsigned EW = scalarWidth(DL, ETy), N = V.numElems();
    assert((isa<ScalableVectorType>(VT) ||
            N == cast<FixedVectorType>(VT)->getNumElements()) &&
           "a vector value has its type's lanes");
    assert(uint64_t(N) * EW <= Out.size() * 8 && "the lanes fit in Out");
    for (unsigned I = 0; I < N; ++I) {
      const RtValue &E = V.elems()[I];
      putBits(Out, laneOffset(DL, I, N, EW), E.bits(), EW, E.isPoison(),
              ETy->isPointerTy() ? E.prov() : NoProv, undefBitsOf(ETy, E));
    }
    Bits = uint64_t(N) * EW;
  } else {
    unsigned W = scalarWidth(DL, Ty);
    putBits(Out, 0, V.bits(), W, V.isPoison(),
            Ty->isPointerTy() ? V.prov() : NoProv, undefBitsOf(Ty, V));
    Bits = W;
    if (Ty->isIntegerTy() && W % 8 != 0)
      for (MemByte &B : Out)
        B.WidthTag = static_cast<uint8_t>(W);
  }
  if (Pad == Padding::Store)
    poisonTail(Out, Bits);
  if (DL.isBigEndian())
    std::reverse(Out.begin(), Out.end());
}

/// Records in \p Notes that the address bits of pointer bytes with
/// provenance \p Prov were read as data.
static void noteAddressBits(DecodeNotes *Notes, ObjectId Prov) {
  if (!Notes || Prov == NoProv || llvm::is_contained(Notes->AddressProvs, Prov))
    return;
  Notes->AddressProvs.push_back(Prov);
}

/// Reads \p Width bits at \p BitOff into a scalar value.
static RtValue getBits(ArrayRef<MemByte> In, uint64_t BitOff, unsigned Width,
                       bool IsPointer, Nondet &ND, DecodeNotes *Notes) {
  APInt Bits(Width, 0), Undef(Width, 0);
  bool Poison = false, AnyUndef = false;
  ObjectId Prov = NoProv;
  bool ProvConsistent = true;
  // Whole bytes at a time where the scalar starts at a byte (the same rule
  // as the bit loop below), into 64-bit words where it fits in one.
  const bool InWord = Width <= 64;
  uint64_t B64 = 0, U64 = 0;
  for (unsigned I = 0; BitOff % 8 == 0 && I < Width; I += 8) {
    const unsigned N = std::min(8u, Width - I);
    const uint8_t M = static_cast<uint8_t>((1u << N) - 1);
    const MemByte &B = In[(BitOff + I) / 8];
    Poison |= (B.PoisonMask & M) != 0;
    const uint8_t U = B.UndefMask & M;
    AnyUndef |= U != 0;
    if (InWord) {
      U64 |= uint64_t(U) << I;
      B64 |= uint64_t(B.Val & M & ~U) << I;
    } else {
      if (U)
        Undef.insertBits(uint64_t(U), I, N);
      Bits.insertBits(uint64_t(B.Val & M & ~U), I, N);
    }
    if (I == 0)
      Prov = B.Prov;
    else if (B.Prov != Prov)
      ProvConsistent = false;
  }
  if (BitOff % 8 == 0 && InWord) {
    Bits = B64;
    Undef = U64;
  }
  for (unsigned I = 0; BitOff % 8 != 0 && I < Width; ++I) {
    uint64_t Pos = BitOff + I;
    const MemByte &B = In[Pos / 8];
    uint8_t M = 1u << (Pos % 8);
    if (B.PoisonMask & M)
      Poison = true;
    if (B.UndefMask & M) {
      Undef.setBit(I);
      AnyUndef = true;
    } else if (B.Val & M) {
      Bits.setBit(I);
    }
    if (I == 0)
      Prov = B.Prov;
    else if (B.Prov != Prov)
      ProvConsistent = false;
  }
  // The bits of a stored pointer read as anything but that pointer depend
  // on the address of its object.
  if (Notes && (!IsPointer || !ProvConsistent))
    for (uint64_t Byte = BitOff / 8; Byte <= (BitOff + Width - 1) / 8; ++Byte)
      noteAddressBits(Notes, In[Byte].Prov);
  // LangRef "'load' Instruction": a scalar with any poison bit is poison.
  if (Poison)
    return RtValue::poison(Width);
  if (AnyUndef) {
    // LangRef "Undefined Values": each undef bit may take any value.
    APInt Choice = ND.choose(NondetKind::Undef, Width);
    Bits |= Choice & Undef;
    if (Notes)
      Notes->SawUndef = true;
  }
  if (!IsPointer) {
    RtValue V(std::move(Bits));
    V.setUndef(AnyUndef);
    if (AnyUndef && Width <= 64)
      V.setUndefBits(Undef.getZExtValue());
    return V;
  }
  if (!ProvConsistent || AnyUndef)
    Prov = NoProv;
  if (Prov == NoProv && !Bits.isZero())
    Prov = WildcardProv;
  RtValue V(std::move(Bits), Prov);
  V.setUndef(AnyUndef);
  return V;
}

RtValue refinery::decodeValue(const DataLayout &DL, Type *Ty,
                              ArrayRef<MemByte> In, Nondet &ND,
                              DecodeNotes *Notes, unsigned VScale) {
  if (auto *ST = dyn_cast<StructType>(Ty)) {
    const StructLayout *SL = DL.getStructLayout(ST);
    std::vector<RtValue> Elems;
    Elems.reserve(ST->getNumElements());
    for (unsigned I = 0; I < ST->getNumElements(); ++I) {
      Type *ETy = ST->getElementType(I);
      Elems.push_back(decodeValue(
          DL, ETy, In.slice(SL->getElementOffset(I), DL.getTypeStoreSize(ETy)),
          ND, Notes));
    }
    return RtValue::compound(std::move(Elems));
  }
  if (auto *AT = dyn_cast<ArrayType>(Ty)) {
    Type *ETy = AT->getElementType();
    uint64_t Stride = DL.getTypeAllocSize(ETy);
    std::vector<RtValue> Elems;
    Elems.reserve(AT->getNumElements());
    for (uint64_t I = 0; I < AT->getNumElements(); ++I)
      Elems.push_back(decodeValue(
          DL, ETy, In.slice(I * Stride, DL.getTypeStoreSize(ETy)), ND, Notes));
    return RtValue::compound(std::move(Elems));
  }
  // Little-endian bytes: In itself on a little-endian target.
  SmallVector<MemByte, 16> Reversed;
  ArrayRef<MemByte> LE = In;
  if (DL.isBigEndian()) {
    Reversed.assign(In.rbegin(), In.rend());
    LE = Reversed;
  }
  if (auto *VT = dyn_cast<VectorType>(Ty)) {
    Type *ETy = VT->getElementType();
    unsigned EW = scalarWidth(DL, ETy), N = laneCount(VT, VScale);
    assert(uint64_t(N) * EW <= In.size() * 8 && "the lanes fit in In");
    std::vector<RtValue> Elems;
    Elems.reserve(N);
    for (unsigned I = 0; I < N; ++I)
      Elems.push_back(getBits(LE, laneOffset(DL, I, N, EW), EW,
                              ETy->isPointerTy(), ND, Notes));
    return RtValue::compound(std::move(Elems));
  }
  return getBits(LE, 0, scalarWidth(DL, Ty), Ty->isPointerTy(), ND, Notes);
}
