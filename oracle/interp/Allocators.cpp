//===- oracle/interp/Allocators.cpp - Allocation functions ----------------===//
//
// Calls to the functions LLVM treats as allocators work on heap objects
// instead of being observable external calls. What an allocator is comes
// from LLVM itself (llvm/Analysis/MemoryBuiltins.h: isAllocLikeFn,
// getReallocatedOperand, getFreedOperand, getAllocAlignment,
// getInitialValueOfAllocation, getAllocationFamily), since that is what the
// optimizer assumes: the allockind attributes (LangRef "Function
// Attributes": allockind, allocsize, "alloc-family",
// "alloc-variant-zeroed"; "Parameter Attributes": allocalign, allocptr) and
// the C++ operator new/delete family of TargetLibraryInfo. malloc, calloc,
// realloc and free themselves are modelled by name in LibC.cpp.
//
// The allocator is part of the environment, which refinement quantifies
// over and which the source and the target share. The model is one such
// environment:
// - An allocation has no effect but the new block: LLVM removes unused
//   allocations (isRemovableAlloc is isAllocLikeFn) and allocation/free
//   pairs, and substitutes the "alloc-variant-zeroed" variant, so the calls
//   are no events. An allocator with other side effects breaks the
//   attribute's contract.
// - The block's size is what allocsize says (LangRef: "at least" that many
//   bytes, or null), at least what a dereferenceable return attribute
//   promises. Without allocsize (nor one on the zeroed variant or the
//   function it is the variant of) the size is the value of the first
//   integer parameter that is not the allocalign one: any size is a legal
//   environment as long as it depends on the arguments only, so that a call
//   and the same call to its zeroed variant ("take exactly the same
//   arguments") get the same block. (DSE makes the same assumption when it
//   folds a memset of the first argument's length into the zeroed variant.)
//   An allocator without allocsize and without an integer parameter is
//   unsupported.
// - The contents are zero for "zeroed", uninitialized for "uninitialized"
//   and, when allockind says neither, uninitialized too (the least defined
//   choice: the source may read anything, so it cannot make a false alarm).
// - The block is aligned to 16 bytes, or to the allocalign argument; an
//   alignment that is not a power of two makes the call return null
//   (LangRef "allocalign": such alignments are permitted "so long as the
//   returned pointer is null").
// - A block beyond half the address space fails (null), as malloc does in
//   LibC.cpp (NondetKind::Allocation); an allocator that cannot return null
//   (operator new, nonnull or dereferenceable results) is unsupported then.
//   A block a real allocator may grant but the interpreter's memory limit
//   cannot hold is unsupported (allocateHeap).
// - free and realloc work on a live block of the same "alloc-family"
//   (LLVM compares families with getAllocationFamily; mismatched ones "will
//   be left alone"): another pointer is unsupported, since the LangRef does
//   not say what the call does then. Freeing null does nothing (instcombine
//   deletes such calls); freeing poison or undef is undefined (instcombine
//   makes it unreachable).
// - A realloc-kind call with a null pointer is unsupported (the LangRef
//   does not say; C's realloc is modelled in LibC.cpp).
//
//===----------------------------------------------------------------------===//
#include "oracle/interp/Engine.h"
#include "llvm/Analysis/MemoryBuiltins.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace refinery;

namespace {
using SizeArgs = std::pair<unsigned, std::optional<unsigned>>;

/// The allockind of a call (the call site's, else the callee's), as
/// MemoryBuiltins reads it.
AllocFnKind allocKind(const CallBase &CB) {
  Attribute A = CB.getFnAttr(Attribute::AllocKind);
  return A.isValid() ? AllocFnKind(A.getValueAsInt()) : AllocFnKind::Unknown;
}

bool hasKind(AllocFnKind K, AllocFnKind Wanted) {
  return (K & Wanted) != AllocFnKind::Unknown;
}

/// The first argument of \p CB that is \p V, or -1.
int argIndexOf(const CallBase &CB, const Value *V) {
  for (unsigned K = 0; K < CB.arg_size(); ++K)
    if (CB.getArgOperand(K) == V)
      return static_cast<int>(K);
  return -1;
}

/// The allocsize parameters of \p F.
std::optional<SizeArgs> allocSizeOf(const Function &F) {
  Attribute A = F.getFnAttribute(Attribute::AllocSize);
  if (!A.isValid())
    return std::nullopt;
  return A.getAllocSizeArgs();
}

/// The allocsize parameters for a call to \p F: the call's, else those of
/// the function \p F is the zeroed variant of or of \p F's zeroed variant
/// (LangRef "alloc-variant-zeroed": the two are equivalent and take the
/// same arguments, so they allocate the same size).
std::optional<SizeArgs> allocSizeFor(const CallBase &CB, const Function &F) {
  Attribute A = CB.getFnAttr(Attribute::AllocSize);
  if (A.isValid())
    return A.getAllocSizeArgs();
  const Module *M = F.getParent();
  if (!M)
    return std::nullopt;
  Attribute Variant = F.getFnAttribute("alloc-variant-zeroed");
  if (Variant.isValid())
    if (const Function *G = M->getFunction(Variant.getValueAsString()))
      if (auto S = allocSizeOf(*G);
          S && G->getFunctionType() == F.getFunctionType())
        return S;
  for (const Function &G : *M) {
    Attribute V = G.getFnAttribute("alloc-variant-zeroed");
    if (V.isValid() && V.getValueAsString() == F.getName() &&
        G.getFunctionType() == F.getFunctionType())
      if (auto S = allocSizeOf(G))
        return S;
  }
  return std::nullopt;
}

/// True if \p V is a well-defined scalar.
bool definedScalar(const RtValue &V) {
  return !V.isCompound() && !V.containsPoisonOrUndef();
}

/// One call \p C to an allocation function \p F of allocation family
/// \p Family: one method per kind of call. Every method follows
/// callAllocator's contract: false after ending the run, true (with the
/// result set) if the call returns.
class AllocatorCall {
public:
  AllocatorCall(Execution::Impl &E, const Function &F, const CallBase &C,
                ArrayRef<RtValue> Args, RtValue &Result, std::string Family)
      : E(E), F(F), C(C), Args(Args), Result(Result),
        Family(std::move(Family)) {}

  /// A free-like call freeing argument \p Freed.
  bool freeBlock(const Value *Freed);
  /// An allocation, or with \p Reallocated (the old block's argument) a
  /// reallocation, of a function of allockind \p Kind (\p IsAlloc: LLVM
  /// sees it as an allocation function).
  bool allocate(AllocFnKind Kind, bool IsAlloc, const Value *Reallocated);

private:
  Execution::Impl &E;
  const Function &F;
  const CallBase &C;
  ArrayRef<RtValue> Args;
  RtValue &Result;
  std::string Family;

  /// A live block of this call's family at exactly \p P, or NoProv after
  /// ending the run.
  ObjectId findBlock(const RtValue &P, const char *What);
  /// Sets \p Size to the new block's size, and \p TooBig if no allocator
  /// grants it; false after ending the run.
  bool blockSize(AllocFnKind Kind, bool IsAlloc, APInt &Size, bool &TooBig);
  /// Allocates the new block of \p Size bytes aligned to \p Align (none if
  /// \p TooBig) and moves the contents of \p Old (or NoProv) over.
  bool place(const APInt &Size, uint64_t Align, bool TooBig, ObjectId Old);
};
} // namespace

ObjectId AllocatorCall::findBlock(const RtValue &P, const char *What) {
  Memory &Mem = E.Mem;
  ObjectId Obj = P.prov() == WildcardProv
                     ? Mem.findObject(P.bits().getZExtValue(), 0)
                     : P.prov();
  if (Obj == NoProv || Obj == WildcardProv ||
      Mem.object(Obj).Kind != ObjKind::Heap || !Mem.object(Obj).Alive ||
      Mem.object(Obj).Base != P.bits().getZExtValue()) {
    E.unsupported(Twine(What) + " of a pointer that is not a live block (@" +
                      F.getName() + ")",
                  &C);
    return NoProv;
  }
  if (Mem.object(Obj).Family != Family) {
    E.unsupported("@" + F.getName() + " frees a block of allocation family \"" +
                      Mem.object(Obj).Family + "\", not \"" + Family + "\"",
                  &C);
    return NoProv;
  }
  return Obj;
}

bool AllocatorCall::freeBlock(const Value *Freed) {
  int K = argIndexOf(C, Freed);
  if (K < 0 || static_cast<size_t>(K) >= Args.size() || Args[K].isCompound()) {
    E.unsupported("free-like call to @" + F.getName() +
                      " without a pointer argument",
                  &C);
    return false;
  }
  const RtValue &P = Args[K];
  if (P.containsPoisonOrUndef()) {
    E.ub("poison or undef pointer freed by @" + F.getName(), &C);
    return false;
  }
  if (P.bits().isZero())
    return true;
  ObjectId Obj = findBlock(P, "free");
  if (Obj == NoProv)
    return false;
  E.Mem.kill(Obj);
  return true;
}

bool AllocatorCall::blockSize(AllocFnKind Kind, bool IsAlloc, APInt &Size,
                              bool &TooBig) {
  std::optional<SizeArgs> SA;
  if (isMallocOrCallocLikeFn(&C, &E.TLI))
    // TargetLibraryInfo's malloc- and new-like functions (MemoryBuiltins'
    // AllocationFnData) all take the size in parameter 0.
    SA = SizeArgs{0, std::nullopt};
  else if (IsAlloc && !hasKind(Kind, AllocFnKind::Alloc))
    // strdup-like: the size comes from a string.
    SA = std::nullopt;
  else
    SA = allocSizeFor(C, F);
  if (!SA && hasKind(Kind, AllocFnKind::Alloc | AllocFnKind::Realloc)) {
    for (unsigned K = 0; K < C.arg_size() && !SA; ++K)
      if (C.getArgOperand(K)->getType()->isIntegerTy() &&
          !C.paramHasAttr(K, Attribute::AllocAlign))
        SA = SizeArgs{K, std::nullopt};
  }
  if (!SA) {
    E.unsupported("allocation function @" + F.getName() +
                      " whose block size is unknown",
                  &C);
    return false;
  }
  for (std::optional<unsigned> P :
       {std::optional<unsigned>(SA->first), SA->second}) {
    if (!P)
      continue;
    if (*P >= Args.size() || !definedScalar(Args[*P])) {
      E.unsupported("allocation size argument of @" + F.getName() +
                        " that is not well defined",
                    &C);
      return false;
    }
    const APInt &A = Args[*P].bits();
    APInt V =
        A.getActiveBits() > 64 ? APInt::getMaxValue(64) : A.zextOrTrunc(64);
    TooBig |= A.getActiveBits() > 64;
    if (P == SA->first) {
      Size = V;
    } else {
      bool Ov = false;
      Size = Size.umul_ov(V, Ov);
      TooBig |= Ov;
    }
  }
  // A dereferenceable result promises at least that many bytes.
  uint64_t Deref =
      std::max({F.getAttributes().getRetDereferenceableBytes(),
                F.getAttributes().getRetDereferenceableOrNullBytes(),
                C.getAttributes().getRetDereferenceableBytes(),
                C.getAttributes().getRetDereferenceableOrNullBytes()});
  if (!TooBig && Size.ult(Deref))
    Size = APInt(64, Deref);
  return true;
}

bool AllocatorCall::allocate(AllocFnKind Kind, bool IsAlloc,
                             const Value *Reallocated) {
  // The new block's size.
  bool TooBig = false;
  APInt Size(64, 0);
  if (!blockSize(Kind, IsAlloc, Size, TooBig))
    return false;

  uint64_t Align = 16;
  if (const Value *AV = getAllocAlignment(&C, &E.TLI)) {
    int K = argIndexOf(C, AV);
    if (K < 0 || static_cast<size_t>(K) >= Args.size() ||
        !definedScalar(Args[K])) {
      E.unsupported("alignment argument of @" + F.getName() +
                        " that is not well defined",
                    &C);
      return false;
    }
    const APInt &A = Args[K].bits();
    if (!A.isPowerOf2()) {
      // LangRef "allocalign": an invalid alignment is permitted "so long as
      // the returned pointer is null".
      Result = E.nullPtr();
      return true;
    }
    if (A.getActiveBits() > 33)
      TooBig = true;
    else
      Align = std::max<uint64_t>(Align, A.getZExtValue());
  }

  // The old block of a reallocation.
  ObjectId Old = NoProv;
  if (Reallocated) {
    int K = argIndexOf(C, Reallocated);
    if (K < 0 || static_cast<size_t>(K) >= Args.size() ||
        Args[K].isCompound() || Args[K].containsPoisonOrUndef() ||
        Args[K].bits().isZero()) {
      E.unsupported("reallocation by @" + F.getName() +
                        " of a null or not well defined pointer",
                    &C);
      return false;
    }
    Old = findBlock(Args[K], "reallocation");
    if (Old == NoProv)
      return false;
  }
  return place(Size, Align, TooBig, Old);
}

bool AllocatorCall::place(const APInt &Size, uint64_t Align, bool TooBig,
                          ObjectId Old) {
  // LangRef "allockind": "zeroed" and "uninitialized" describe the new
  // memory (for realloc, the enlarged capacity); getInitialValueOfAllocation
  // is LLVM's reading of it (null: unknown contents, modelled as
  // uninitialized).
  MemByte Fill = MemByte::uninit();
  if (Constant *Init = getInitialValueOfAllocation(
          &C, &E.TLI, Type::getInt8Ty(C.getContext()));
      Init && Init->isNullValue())
    Fill = MemByte{};
  bool Fails = TooBig;
  ObjectId Id =
      TooBig ? NoProv : E.allocateHeap(Size, Align, F, &C, Fill, Fails);
  if (Id == NoProv && !Fails)
    return false;
  if (Id == NoProv) {
    // A size no allocator grants returns null; LLVM may still remove the
    // call, so the run is nondeterministic (as malloc in LibC.cpp).
    if (isNewLikeFn(&C, &E.TLI) || F.hasRetAttribute(Attribute::NonNull) ||
        C.hasRetAttr(Attribute::NonNull) ||
        F.getAttributes().getRetDereferenceableBytes() ||
        C.getAttributes().getRetDereferenceableBytes()) {
      E.unsupported("memory limit reached by @" + F.getName() +
                        ", which cannot return null",
                    &C);
      return false;
    }
    E.ND.note(NondetKind::Allocation);
    // A failed reallocation leaves the old block alone (LangRef: only "if
    // the result is non-null" is it invalidated).
    Result = E.nullPtr();
    return true;
  }
  MemObject &New = E.Mem.object(Id);
  New.Family = Family;
  if (Old != NoProv) {
    // LangRef "allockind": the contents up to the smaller size match the
    // old block's, which is invalidated "even if the function returns the
    // same address".
    const MemObject &From = E.Mem.object(Old);
    uint64_t N = std::min<uint64_t>(New.Size, From.Size);
    std::copy(From.Bytes.begin(), From.Bytes.begin() + N, New.Bytes.begin());
    E.Mem.kill(Old);
  }
  Result = RtValue(APInt(E.I.pointerBits(), New.Base), Id);
  return true;
}

bool refinery::isAllocatorCall(const Function &F, const CallBase *CB,
                               const TargetLibraryInfo &TLI) {
  if (F.getAttributes().getAllocKind() != AllocFnKind::Unknown)
    return true;
  if (!CB || CB->getCalledFunction() != &F)
    return false;
  return allocKind(*CB) != AllocFnKind::Unknown || isAllocLikeFn(CB, &TLI) ||
         getReallocatedOperand(CB) || getFreedOperand(CB, &TLI);
}

bool Execution::Impl::callAllocator(const Function &F, const CallBase *CB,
                                    ArrayRef<RtValue> Args, RtValue &Result,
                                    bool &Known) {
  Known = false;
  if (!isAllocatorCall(F, CB, TLI))
    return true;
  bool HasKindAttr = F.getAttributes().getAllocKind() != AllocFnKind::Unknown;
  if (!CB || CB->getCalledFunction() != &F) {
    // LLVM does not see an indirect call as an allocation, but may once it
    // is made direct: neither an event nor an allocation is sure.
    if (HasKindAttr) {
      Known = true;
      unsupported("indirect call to allocation function @" + F.getName(), CB);
      return false;
    }
    return true;
  }
  const CallBase &C = *CB;
  AllocFnKind Kind = allocKind(C);
  bool IsAlloc = isAllocLikeFn(&C, &TLI);
  const Value *Reallocated = getReallocatedOperand(&C);
  const Value *Freed = getFreedOperand(&C, &TLI);
  if (!IsAlloc && !Reallocated && !Freed) {
    if (HasKindAttr || Kind != AllocFnKind::Unknown) {
      // E.g. allockind("realloc") without an allocptr parameter.
      Known = true;
      unsupported("allocation function @" + F.getName() +
                      " that LLVM does not model as one",
                  CB);
      return false;
    }
    return true;
  }
  Known = true;
  // Free-like functions return void; the others a pointer (in the default
  // address space, the one the memory model lays out).
  Type *RetTy = F.getReturnType();
  if (Freed ? !RetTy->isVoidTy()
            : !RetTy->isPointerTy() || RetTy->getPointerAddressSpace() != 0) {
    unsupported("allocation function @" + F.getName() +
                    " with an unexpected return type",
                CB);
    return false;
  }
  AllocatorCall Call(*this, F, C, Args, Result,
                     getAllocationFamily(&C, &TLI).value_or(StringRef()).str());
  if (Freed)
    return Call.freeBlock(Freed);
  return Call.allocate(Kind, IsAlloc, Reallocated);
}
