//===- semantics/Memory.h - Byte-wise memory with provenance ----*- C++ -*-===//
///
/// \file
/// The memory model: a set of allocated objects (LangRef "Allocated
/// Objects": allocas, globals, heap blocks; functions get a one-byte object
/// so that function pointers have addresses), each a run of bytes at a
/// fixed, non-overlapping address. Every byte records its value, which of
/// its bits are poison and which are undef (uninitialized), and the
/// provenance of a pointer it is part of. Values are encoded into bytes
/// with the module's (little-endian) data layout: integers and vectors are
/// bit-packed (so a poison lane of <8 x i1> poisons one bit), aggregates
/// follow the struct layout with undef padding (Padding::Store).
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_SEMANTICS_MEMORY_H
#define REFINERY_SEMANTICS_MEMORY_H

#include "semantics/Value.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include <string>
#include <vector>

namespace llvm {
class DataLayout;
class Type;
class Value;
} // namespace llvm

namespace refinery {

/// One byte of memory.
struct MemByte {
  uint8_t Val = 0;
  uint8_t PoisonMask = 0; ///< Bits that are poison.
  uint8_t UndefMask = 0;  ///< Bits that are undef (uninitialized).
  /// For the bytes of a stored integer whose width N is not a multiple of
  /// 8: N mod 256 (never 0); else 0. A load of such a type from bytes not
  /// stored with it has an undefined result (LangRef "'load' Instruction").
  uint8_t WidthTag = 0;
  ObjectId Prov = NoProv; ///< Provenance, if the byte is part of a pointer.

  static MemByte uninit() { return {0, 0, 0xFF, 0, NoProv}; }
  static MemByte poisonByte() { return {0, 0xFF, 0, 0, NoProv}; }
  bool operator==(const MemByte &O) const = default;
};

enum class ObjKind : uint8_t { Stack, Global, Heap, Function };

/// An allocated object.
struct MemObject {
  uint64_t Base = 0;
  uint64_t Size = 0;
  uint64_t Align = 1;
  ObjKind Kind = ObjKind::Stack;
  bool Alive = true;
  bool ReadOnly = false;
  /// The IR value that created it (GlobalVariable, Function, AllocaInst,
  /// call), or null.
  const llvm::Value *Origin = nullptr;
  /// For a heap block: the "alloc-family" of the function that allocated
  /// it ("malloc" for the C library's), which the function that frees it
  /// must share (LangRef "Function Attributes": "alloc-family"); empty if
  /// unknown.
  std::string Family;
  std::vector<MemByte> Bytes;
};

/// Why an access is not allowed; null when it is.
using AccessError = const char *;

/// The memory of one execution.
class Memory {
public:
  /// \p Limit bounds the total bytes ever allocated; \p FirstAddress is the
  /// lowest address handed out; addresses stay below 2^\p AddressBits.
  explicit Memory(uint64_t Limit, uint64_t FirstAddress = 0x1000,
                  unsigned AddressBits = 64);

  /// The first address and the gap between objects for pointers of
  /// \p AddressBits bits (narrow pointers get a dense layout).
  static uint64_t firstAddress(unsigned AddressBits) {
    return AddressBits >= 32 ? 0x1000 : 8;
  }
  static uint64_t gap(unsigned AddressBits) {
    return AddressBits >= 32 ? 16 : 1;
  }

  /// Allocates an object of \p Size bytes, \p Align-aligned, filled with
  /// \p Fill. Returns NoProv if the memory limit would be exceeded.
  ObjectId allocate(uint64_t Size, uint64_t Align, ObjKind Kind,
                    const llvm::Value *Origin,
                    MemByte Fill = MemByte::uninit());

  /// Like allocate(), at the fixed address \p Base, which must not overlap
  /// an existing object (the oracle's shared global layout).
  ObjectId allocateAt(uint64_t Base, uint64_t Size, uint64_t Align,
                      ObjKind Kind, const llvm::Value *Origin,
                      MemByte Fill = MemByte::uninit());

  MemObject &object(ObjectId Id) {
    assert(Id != NoProv && Id != WildcardProv && Id <= NumObjects &&
           "invalid object id");
    return Chunks[(Id - 1) >> ChunkBits][(Id - 1) & (ChunkSize - 1)];
  }
  const MemObject &object(ObjectId Id) const {
    return const_cast<Memory *>(this)->object(Id);
  }
  size_t numObjects() const { return NumObjects; }

  /// The live object whose bytes contain [Addr, Addr+Size), if any (for
  /// pointers with wildcard provenance). Size 0 accepts the end address.
  ObjectId findObject(uint64_t Addr, uint64_t Size) const;
  /// The object (live or not) with \p Addr in [Base, Base+Size].
  ObjectId findObjectInBounds(uint64_t Addr) const;

  /// Checks an access of \p Size bytes at \p Addr through a pointer with
  /// provenance \p Prov, aligned to \p Align. On success sets \p Obj and
  /// \p Offset. (LangRef "Pointer Aliasing Rules", "'load' Instruction".)
  AccessError checkAccess(uint64_t Addr, ObjectId Prov, uint64_t Size,
                          uint64_t Align, bool IsWrite, ObjectId &Obj,
                          uint64_t &Offset) const;

  /// The access error for a load from a stack object outside its lifetime,
  /// which the LangRef makes a poison load rather than UB ("Object
  /// Lifetime"); compare by identity.
  static const char DeadStackRead[];

  /// Ends the lifetime of an object (e.g. free).
  void kill(ObjectId Id) { object(Id).Alive = false; }
  /// Ends the lifetime of an object of a returning frame (its allocas and
  /// byval copies) for good, freeing its bytes: no access reads them again
  /// (checkAccess refuses a dead object) and nothing revives it
  /// (llvm.lifetime.start takes an alloca of the running frame).
  void release(ObjectId Id) {
    MemObject &O = object(Id);
    O.Alive = false;
    if (Spare.Arrays.size() < SpareBytes::MaxArrays &&
        O.Bytes.capacity() <= SpareBytes::MaxBytes) {
      O.Bytes.clear();
      Spare.Arrays.push_back(std::move(O.Bytes));
    } else {
      std::vector<MemByte>().swap(O.Bytes);
    }
  }

  uint64_t bytesAllocated() const { return Allocated; }

private:
  /// The objects, ChunkSize to a chunk: a new object moves at most the
  /// objects of the last chunk (only in a copy, whose last chunk has no
  /// room reserved), not all of them (a run of -O0 code makes an object
  /// per alloca it executes).
  static constexpr unsigned ChunkBits = 8;
  static constexpr size_t ChunkSize = size_t(1) << ChunkBits;
  std::vector<std::vector<MemObject>> Chunks;
  size_t NumObjects = 0;
  uint64_t Limit;
  uint64_t Next;
  uint64_t Allocated = 0;
  uint64_t Gap;
  /// The byte arrays of released objects, for allocations to reuse (a run
  /// of -O0 code allocates and releases the allocas of every call): up to
  /// MaxArrays of objects of at most MaxBytes bytes (MemBytes). A memory's
  /// own: copying or assigning a Memory leaves them where they are.
  struct SpareBytes {
    static constexpr size_t MaxArrays = 64;
    static constexpr size_t MaxBytes = 1024;
    std::vector<std::vector<MemByte>> Arrays;
    SpareBytes() = default;
    SpareBytes(const SpareBytes &) {}
    SpareBytes(SpareBytes &&) = default;
    SpareBytes &operator=(const SpareBytes &) { return *this; }
    SpareBytes &operator=(SpareBytes &&) = default;
  } Spare;
  /// One past the highest usable address.
  uint64_t AddressEnd;
  bool fits(uint64_t Base, uint64_t Size) const {
    return Base <= AddressEnd && Size <= AddressEnd - Base;
  }
};

/// (Inline: the interpreter's fast loads and stores call it per access.)
inline AccessError Memory::checkAccess(uint64_t Addr, ObjectId Prov,
                                       uint64_t Size, uint64_t Align,
                                       bool IsWrite, ObjectId &Obj,
                                       uint64_t &Offset) const {
  if (Prov == NoProv)
    return Addr == 0 ? "null pointer dereference"
                     : "access through a pointer without provenance";
  if (Prov == WildcardProv) {
    Prov = findObject(Addr, Size);
    if (Prov == NoProv)
      return Addr == 0 ? "null pointer dereference"
                       : "access outside any live object";
  }
  const MemObject &O = object(Prov);
  if (O.Kind == ObjKind::Function)
    return O.Base == 0 ? "null pointer dereference"
                       : "access to the memory of a function";
  if (!O.Alive && O.Kind == ObjKind::Stack && !IsWrite && Addr >= O.Base &&
      Addr - O.Base <= O.Size && Size <= O.Size - (Addr - O.Base) &&
      (Align <= 1 || Addr % Align == 0)) {
    Obj = Prov;
    Offset = Addr - O.Base;
    return DeadStackRead;
  }
  if (!O.Alive)
    return O.Kind == ObjKind::Heap ? "use after free"
                                   : "access to a dead stack object";
  if (Addr < O.Base || Addr - O.Base > O.Size ||
      Size > O.Size - (Addr - O.Base))
    return "out-of-bounds access";
  if (Align > 1 && Addr % Align != 0)
    return "misaligned access";
  if (IsWrite && O.ReadOnly)
    return "store to constant memory";
  Obj = Prov;
  Offset = Addr - O.Base;
  return nullptr;
}

/// What the bytes of a value that hold no part of it become.
enum class Padding : uint8_t {
  /// As a store writes them (LangRef "'store' Instruction"): aggregate
  /// padding is undef, the bits after a type like i20 in its last byte are
  /// unspecified (poison).
  Store,
  /// Zero, as in a global's initializer: LLVM's constant folding and code
  /// generation (and C's static initialization) make its padding zero.
  Zero,
};

/// Encodes \p V, of type \p Ty, into \p Out (DL.getTypeStoreSize(Ty)
/// bytes, with vscale resolved) as a store does (LangRef "'store'
/// Instruction"). A scalable vector has the lanes of \p V.
void encodeValue(const llvm::DataLayout &DL, llvm::Type *Ty, const RtValue &V,
                 llvm::MutableArrayRef<MemByte> Out,
                 Padding Pad = Padding::Store);

/// What decoding bytes into a value saw besides the value itself.
struct DecodeNotes {
  /// Some undef bit was read (the value is then not well defined).
  bool SawUndef = false;
  /// The provenances of pointer bytes whose address bits became data: read
  /// by a scalar that is not a pointer (an integer or FP load of a stored
  /// pointer), or mixed with other bytes into a pointer. Such a value
  /// depends on where the objects lie (LangRef "Pointer Aliasing Rules":
  /// addresses are not specified), which the caller judges by object.
  llvm::SmallVector<ObjectId, 2> AddressProvs;
};

/// Decodes a value of type \p Ty from \p In as a load does (LangRef
/// "'load' Instruction"): a scalar with any poison bit is poison (per lane
/// for vectors); undef bits take values chosen through \p ND. Pointer
/// bytes that all carry one provenance keep it; otherwise a non-null
/// address gets wildcard provenance (as if by inttoptr). Fills \p Notes,
/// if given, with what the decoding saw. A scalable vector has the lanes
/// vscale \p VScale gives it (laneCount); \p VScale may be 0 for other
/// types.
RtValue decodeValue(const llvm::DataLayout &DL, llvm::Type *Ty,
                    llvm::ArrayRef<MemByte> In, Nondet &ND,
                    DecodeNotes *Notes = nullptr, unsigned VScale = 0);

} // namespace refinery

#endif
