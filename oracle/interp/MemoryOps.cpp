//===- oracle/interp/MemoryOps.cpp - Memory instructions ------------------===//
//
// alloca, load, store, getelementptr, atomicrmw, cmpxchg and fence, and the
// byte access helpers the calls share (LangRef "Memory Access and
// Addressing Operations", "Pointer Aliasing Rules").
//
//===----------------------------------------------------------------------===//
#include "oracle/interp/Engine.h"
#include "semantics/IntOps.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include <cstring>
#include <type_traits>

using namespace llvm;
using namespace refinery;

Execution::Impl::EffectCheck Execution::Impl::checkEffects(ObjectId Obj,
                                                           bool IsWrite,
                                                           bool ThroughObj,
                                                           const char *&Why) {
  const MemObject &O = Mem.object(Obj);
  if (hiddenByTailCall(Obj)) {
    Why = "the callee of a tail call accesses an alloca of its caller";
    return EffectCheck::UB;
  }
  for (auto It = Stack.rbegin(); It != Stack.rend(); ++It) {
    const Frame &F = *It;
    if (!F.Restricted)
      continue;
    // Reading a constant global is always allowed (LangRef memory(...)).
    if (!IsWrite && O.Kind == ObjKind::Global && O.ReadOnly)
      continue;
    IRMemLocation Loc = IRMemLocation::Other;
    Attribute::AttrKind ArgAttr = Attribute::None;
    unsigned Matches = 0;
    for (const auto &[AO, Attr] : F.ArgObjs)
      if (AO == Obj) {
        Loc = IRMemLocation::ArgMem;
        ArgAttr = Attr;
        ++Matches;
      }
    // Objects created during the call are local to it, except its byval
    // copies, which are argument memory.
    if (Matches == 0 && Obj >= F.FirstLocal)
      continue;
    // Argument attributes (LangRef "Parameter Attributes") restrict accesses
    // *through* the argument; the function may reach the same memory in
    // other ways. Provenance cannot tell those apart in general, so the
    // source role applies them (more UB in the source is sound) to an
    // object that one argument alone points into and that is no global.
    // The other roles apply them where nothing else reaches the object:
    // in the run's entry function, whose input buffers only that argument
    // points to (no input memory or global holds a pointer to them), to
    // an access with the buffer's own provenance.
    // (writeonly is read as memory(write) in the other roles: see below.)
    bool IsSource = I.options().Role == ExecRole::Source;
    bool Sure = IsSource ||
                (&F == &Stack.front() && ThroughObj &&
                 O.Kind == ObjKind::Heap && ArgAttr != Attribute::WriteOnly);
    if (Matches == 1 && Sure && O.Kind != ObjKind::Global) {
      if (ArgAttr == Attribute::ReadNone) {
        Why = "access through a readnone argument";
        return EffectCheck::UB;
      }
      if (ArgAttr == Attribute::ReadOnly && IsWrite) {
        Why = "write through a readonly argument";
        return EffectCheck::UB;
      }
      if (ArgAttr == Attribute::WriteOnly && !IsWrite) {
        Why = "read through a writeonly argument";
        return EffectCheck::UB;
      }
    }
    ModRefInfo MR = F.Effects.getModRef(Loc);
    // LangRef memory(...): "argmem" covers accesses *based on* pointer
    // arguments; the same object reached another way (a global passed as
    // an argument and also named directly, an escaped caller object) is
    // the default location. Provenance cannot tell the two apart, so the
    // target and plain execution allow what either allows; the source
    // keeps the narrower argmem rule (more UB in the source is sound).
    if (Loc == IRMemLocation::ArgMem && !IsSource)
      MR |= F.Effects.getModRef(IRMemLocation::Other);
    if (IsWrite && !isModSet(MR)) {
      Why = "write to memory the memory attribute does not allow";
      return EffectCheck::UB;
    }
    if (!IsWrite && !isRefSet(MR)) {
      // memory(write): "reading the location prior to writing it results
      // in a poison value", but reading it after writing it is fine. The
      // bytes written in this call are not tracked, so only the source
      // reads poison; the target and plain execution read the memory.
      if (isModSet(MR))
        return IsSource ? EffectCheck::PoisonRead : EffectCheck::Allowed;
      Why = "read of memory the memory attribute does not allow";
      return EffectCheck::UB;
    }
  }
  return EffectCheck::Allowed;
}

bool Execution::Impl::hiddenByTailCall(ObjectId Obj) const {
  // LangRef "'call' Instruction": the callee of a tail call does not access
  // the allocas (and byval arguments) of the caller, the function with the
  // call; those of the caller's callers it may.
  if (!RestrictingFrames)
    return false;
  for (const Frame &F : Stack)
    if (F.InTailCall && is_contained(F.Allocas, Obj))
      return true;
  return false;
}

void Execution::Impl::setInTailCall(Frame &Fr, bool On) {
  if (Fr.InTailCall == On)
    return;
  Fr.InTailCall = On;
  if (On)
    ++RestrictingFrames;
  else
    --RestrictingFrames;
}

bool Execution::Impl::checkRange(const RtValue &Ptr, uint64_t Size,
                                 uint64_t Align, bool IsWrite,
                                 const Instruction *At, ObjectId &Obj,
                                 uint64_t &Off, bool &PoisonRead) {
  PoisonRead = false;
  // LangRef "Poison Values": a poison pointer operand of a memory access
  // is immediate UB; so is an undef one (it may be null).
  if (Ptr.isPoison() || Ptr.isUndef()) {
    ub(Twine(IsWrite ? "store" : "load") + " through " +
           (Ptr.isPoison() ? "a poison" : "an undef") + " pointer",
       At);
    return false;
  }
  if (AccessError Err = Mem.checkAccess(Ptr.bits().getZExtValue(), Ptr.prov(),
                                        Size, Align, IsWrite, Obj, Off)) {
    if (Err == Memory::DeadStackRead) {
      // LangRef "Object Lifetime": a load from a stack object outside its
      // lifetime returns poison.
      noteLayoutDependentAccess(Ptr, Obj, Align);
      PoisonRead = true;
      return true;
    }
    ub(Twine(IsWrite ? "store: " : "load: ") + Err, At);
    return false;
  }
  noteLayoutDependentAccess(Ptr, Obj, Align);
  if (RestrictingFrames) {
    const char *Why = nullptr;
    switch (checkEffects(Obj, IsWrite, Ptr.prov() == Obj, Why)) {
    case EffectCheck::Allowed:
      break;
    case EffectCheck::PoisonRead:
      PoisonRead = true;
      break;
    case EffectCheck::UB:
      ub(Why, At);
      return false;
    }
  }
  return true;
}

void Execution::Impl::noteLayoutDependentAccess(const RtValue &Ptr,
                                                ObjectId Obj, uint64_t Align) {
  if (!isRunObject(Obj))
    return;
  // An address made from an integer that lands in an object the run
  // allocated, or an access aligned beyond what the object's alignment
  // guarantees, is valid in this layout but UB in others (LangRef "'load'
  // Instruction": the alignment must hold; "Pointer Aliasing Rules").
  if (Ptr.prov() == WildcardProv || Align > Mem.object(Obj).Align)
    ND.note(NondetKind::Address);
}

bool Execution::Impl::loadBytes(const RtValue &Ptr, uint64_t Size,
                                uint64_t Align, std::vector<MemByte> &Out,
                                const Instruction *At) {
  // An access of zero bytes touches no memory.
  if (Size == 0) {
    Out.clear();
    return true;
  }
  ObjectId Obj;
  uint64_t Off;
  bool PoisonRead;
  if (!checkRange(Ptr, Size, Align, false, At, Obj, Off, PoisonRead))
    return false;
  if (PoisonRead) {
    Out.assign(Size, MemByte::poisonByte());
    return true;
  }
  const MemObject &O = Mem.object(Obj);
  Out.assign(O.Bytes.begin() + Off, O.Bytes.begin() + Off + Size);
  return true;
}

bool Execution::Impl::storeBytes(const RtValue &Ptr, ArrayRef<MemByte> Bytes,
                                 uint64_t Align, const Instruction *At) {
  if (Bytes.empty())
    return true;
  ObjectId Obj;
  uint64_t Off;
  bool PoisonRead;
  if (!checkRange(Ptr, Bytes.size(), Align, true, At, Obj, Off, PoisonRead))
    return false;
  std::copy(Bytes.begin(), Bytes.end(), Mem.object(Obj).Bytes.begin() + Off);
  return true;
}

ObjectId Execution::Impl::allocateHeap(const APInt &Size, uint64_t Align,
                                       const Function &F, const CallBase *CB,
                                       MemByte Fill, bool &Fails) {
  Fails = Size.getActiveBits() >= I.pointerBits();
  if (Fails)
    return NoProv;
  uint64_t Bytes = Size.getZExtValue();
  ObjectId Id = Bytes <= I.options().MaxMemory
                    ? Mem.allocate(Bytes, Align, ObjKind::Heap, CB, Fill)
                    : NoProv;
  if (Id == NoProv)
    unsupported("memory limit of the interpreter (" +
                    Twine(I.options().MaxMemory) + " bytes) reached by a " +
                    "block of " + Twine(Bytes) + " bytes from @" + F.getName(),
                CB);
  return Id;
}

bool Execution::Impl::readCString(const RtValue &Ptr, std::string &Out,
                                  const Instruction *At) {
  Out.clear();
  if (Ptr.isPoison()) {
    ub("string argument is poison", At);
    return false;
  }
  uint64_t Addr = Ptr.bits().getZExtValue();
  for (uint64_t K = 0;; ++K) {
    ObjectId Obj;
    uint64_t Off;
    if (AccessError Err =
            Mem.checkAccess(Addr + K, Ptr.prov(), 1, 1, false, Obj, Off)) {
      ub(Twine("reading a string: ") + Err, At);
      return false;
    }
    noteLayoutDependentAccess(Ptr, Obj, 1);
    uint8_t C;
    if (!definedChar(Mem.object(Obj).Bytes[Off], C, "reading a string", At))
      return false;
    if (C == 0)
      return true;
    Out.push_back(static_cast<char>(C));
  }
}

bool Execution::Impl::definedChar(const MemByte &B, uint8_t &C,
                                  const Twine &Reading, const Instruction *At) {
  if (B.PoisonMask) {
    ub(Reading + ": poison byte", At);
    return false;
  }
  C = charOf(B);
  return true;
}

uint8_t Execution::Impl::charOf(const MemByte &B) {
  // A string or array made of a stored pointer's bytes is its address as
  // data.
  noteAddressOf(B.Prov);
  uint8_t C = B.Val;
  if (B.PoisonMask)
    C = (C & ~B.PoisonMask) |
        (ND.choose(NondetKind::FreezePoison, 8).getZExtValue() & B.PoisonMask);
  if (B.UndefMask)
    C = (C & ~B.UndefMask) |
        (ND.choose(NondetKind::Undef, 8).getZExtValue() & B.UndefMask);
  return C;
}

/// Applies !range, !nonnull, !align and !noundef of a load or call to its
/// result (LangRef "'range' Metadata" etc.: a violated property makes the
/// value poison; !noundef makes a poison or undef result UB). Returns false
/// if the result violates !noundef.
const char *refinery::applyResultMetadata(const Instruction &I, RtValue &V,
                                          const Memory &Mem) {
  MDNode *Range = I.getMetadata(LLVMContext::MD_range);
  bool NonNull = I.hasMetadata(LLVMContext::MD_nonnull);
  MDNode *AlignMD = I.getMetadata(LLVMContext::MD_align);
  auto Fix = [&](RtValue &S) {
    if (S.isCompound() || S.isPoison())
      return;
    if (Range) {
      bool In = false;
      for (unsigned K = 0; K + 1 < Range->getNumOperands(); K += 2) {
        auto *Lo = mdconst::extract<ConstantInt>(Range->getOperand(K));
        auto *Hi = mdconst::extract<ConstantInt>(Range->getOperand(K + 1));
        if (ConstantRange(Lo->getValue(), Hi->getValue()).contains(S.bits()))
          In = true;
      }
      if (!In)
        S.setPoison();
    }
    if (NonNull && S.bits().isZero())
      S.setPoison();
    if (AlignMD) {
      uint64_t A =
          mdconst::extract<ConstantInt>(AlignMD->getOperand(0))->getZExtValue();
      if (A > 1 && S.bits().getZExtValue() % A != 0)
        S.setPoison();
    }
  };
  if (Range || NonNull || AlignMD) {
    if (V.isCompound())
      for (RtValue &E : V.elems())
        Fix(E);
    else
      Fix(V);
  }
  if (I.hasMetadata(LLVMContext::MD_noundef) && V.containsPoisonOrUndef())
    return "!noundef value is not well defined";
  // LangRef "'dereferenceable' Metadata": a loaded pointer that is not
  // dereferenceable is UB.
  for (unsigned Kind : {LLVMContext::MD_dereferenceable,
                        LLVMContext::MD_dereferenceable_or_null}) {
    MDNode *MD = I.getMetadata(Kind);
    if (!MD || V.isCompound())
      continue;
    uint64_t N =
        mdconst::extract<ConstantInt>(MD->getOperand(0))->getZExtValue();
    if (V.isPoison())
      return "!dereferenceable pointer is poison";
    if (Kind == LLVMContext::MD_dereferenceable_or_null && V.bits().isZero())
      continue;
    ObjectId Obj;
    uint64_t Off;
    if (N && Mem.checkAccess(V.bits().getZExtValue(), V.prov(), N, 1, false,
                             Obj, Off))
      return "!dereferenceable pointer is not dereferenceable";
  }
  return nullptr;
}

void Execution::Impl::execAlloca(Frame &Fr, const DInst &In) {
  const unsigned PB = I.pointerBits();
  const auto *AI = cast<AllocaInst>(In.I);
  const RtValue &Count = val(Fr, In.A);
  if (Count.isPoison()) {
    ub("alloca with a poison size", In.I);
    return;
  }
  uint64_t EltSize =
      In.FastWidth ? In.Aux : I.allocSize(AI->getAllocatedType());
  // The count's low 64 bits (its zext or trunc to i64) times the size.
  // (LangRef "'alloca' Instruction": sizeof(<type>) * NumElements bytes;
  // it says nothing of a count wider than 64 bits, whose high bits are
  // dropped here.)
  const char *Why = nullptr;
  ObjectId Id =
      allocaObject(Fr, In, Count.bits().getRawData()[0], EltSize, Why);
  if (Id == NoProv) {
    unsupported(Why, In.I);
    return;
  }
  Fr.Regs[In.Dst] = RtValue(APInt(PB, Mem.object(Id).Base), Id);
  ++Fr.PC;
}

ObjectId Execution::Impl::allocaObject(Frame &Fr, const DInst &In, uint64_t N,
                                       uint64_t EltSize, const char *&Why) {
  uint64_t Size = 0;
  if (__builtin_mul_overflow(N, EltSize, &Size) ||
      Size > I.options().MaxMemory) {
    Why = "alloca larger than the memory limit";
    return NoProv;
  }
  const auto *AI = cast<AllocaInst>(In.I);
  ObjectId Id = Mem.allocate(Size, AI->getAlign().value(), ObjKind::Stack, AI);
  if (Id == NoProv) {
    Why = "memory limit reached by alloca";
    return NoProv;
  }
  // (DInst::Flags: used by llvm.lifetime.start.)
  if (In.Flags)
    Mem.kill(Id);
  Fr.Allocas.push_back(Id);
  return Id;
}

void Execution::Impl::execAtomicRMW(Frame &Fr, const DInst &In) {
  // One thread: an atomic read-modify-write is a load and a store.
  const auto *RMW = cast<AtomicRMWInst>(In.I);
  Type *Ty = RMW->getValOperand()->getType();
  if (!Ty->isIntegerTy()) {
    unsupported("atomicrmw on a non-integer type", In.I);
    return;
  }
  const RtValue &Ptr = val(Fr, In.A), &X = val(Fr, In.B);
  uint64_t Size = DL.getTypeStoreSize(Ty);
  std::vector<MemByte> Bytes;
  if (!loadBytes(Ptr, Size, RMW->getAlign().value(), Bytes, In.I))
    return;
  DecodeNotes Notes;
  RtValue Old = decodeValue(DL, Ty, Bytes, ND, &Notes);
  noteAddresses(Notes);
  RtValue New;
  if (Old.isPoison() || X.isPoison()) {
    New = RtValue::poison(Ty->getIntegerBitWidth());
  } else {
    const APInt &A = Old.bits(), &B = X.bits();
    switch (RMW->getOperation()) {
    case AtomicRMWInst::Xchg:
      New = X;
      break;
    case AtomicRMWInst::Add:
      New = RtValue(A + B);
      break;
    case AtomicRMWInst::Sub:
      New = RtValue(A - B);
      break;
    case AtomicRMWInst::And:
      New = RtValue(A & B);
      break;
    case AtomicRMWInst::Nand:
      New = RtValue(~(A & B));
      break;
    case AtomicRMWInst::Or:
      New = RtValue(A | B);
      break;
    case AtomicRMWInst::Xor:
      New = RtValue(A ^ B);
      break;
    case AtomicRMWInst::Max:
      New = RtValue(A.sge(B) ? A : B);
      break;
    case AtomicRMWInst::Min:
      New = RtValue(A.sle(B) ? A : B);
      break;
    case AtomicRMWInst::UMax:
      New = RtValue(A.uge(B) ? A : B);
      break;
    case AtomicRMWInst::UMin:
      New = RtValue(A.ule(B) ? A : B);
      break;
    default:
      unsupported("atomicrmw operation", In.I);
      return;
    }
  }
  SmallVector<MemByte, 16> Out(Size);
  encodeValue(DL, Ty, New, Out);
  if (!storeBytes(Ptr, Out, RMW->getAlign().value(), In.I))
    return;
  Fr.Regs[In.Dst] = std::move(Old);
  ++Fr.PC;
}

void Execution::Impl::execCmpXchg(Frame &Fr, const DInst &In) {
  const auto *CX = cast<AtomicCmpXchgInst>(In.I);
  Type *Ty = CX->getNewValOperand()->getType();
  const RtValue &Ptr = val(Fr, In.A), &Cmp = val(Fr, In.B),
                &New = val(Fr, In.C);
  uint64_t Size = DL.getTypeStoreSize(Ty);
  std::vector<MemByte> Bytes;
  if (!loadBytes(Ptr, Size, CX->getAlign().value(), Bytes, In.I))
    return;
  DecodeNotes Notes;
  RtValue Old = decodeValue(DL, Ty, Bytes, ND, &Notes);
  noteAddresses(Notes);
  if (Old.isPoison() || Cmp.isPoison()) {
    unsupported("cmpxchg comparing a poison value", In.I);
    return;
  }
  bool Success = Old.bits() == Cmp.bits();
  if (Success) {
    SmallVector<MemByte, 16> Out(Size);
    encodeValue(DL, Ty, New, Out);
    if (!storeBytes(Ptr, Out, CX->getAlign().value(), In.I))
      return;
  }
  Fr.Regs[In.Dst] =
      RtValue::compound({std::move(Old), RtValue::ofBool(Success)});
  ++Fr.PC;
}

LLVM_ATTRIBUTE_ALWAYS_INLINE MemByte *
Execution::Impl::fastBytes(const WordReg &P, uint64_t Size, uint64_t Align,
                           bool IsWrite, ObjectId &Obj) {
  // An access checkAccess allows (aligned to Align), not one the layout
  // decides (an address without provenance, an alignment beyond the
  // object's: noteLayoutDependentAccess, left to the general code, which
  // notes it), and one the restricting frames allow (fastEffectsAllow).
  uint64_t Off;
  if (P.Prov == WildcardProv ||
      Mem.checkAccess(P.Bits, P.Prov, Size, Align, IsWrite, Obj, Off))
    return nullptr;
  MemObject &O = Mem.object(Obj);
  if (Align > O.Align ||
      (LLVM_UNLIKELY(RestrictingFrames) && !fastEffectsAllow(Obj, IsWrite)))
    return nullptr;
  return O.Bytes.data() + Off;
}

MemByte *Execution::Impl::fastAccess(const WordReg &P, const DInst &In,
                                     bool IsWrite) {
  ObjectId Obj;
  return fastBytes(P, In.FastWidth / 8, uint64_t(1) << In.Pred, IsWrite, Obj);
}

LLVM_ATTRIBUTE_NOINLINE bool Execution::Impl::fastEffectsAllow(ObjectId Obj,
                                                               bool IsWrite) {
  // checkRange's test, for an access through the object's own pointer
  // (checkAccess gave Obj from the pointer's provenance); a poison read
  // or UB is the general code's. (Out of line: the callers test
  // RestrictingFrames first.)
  const char *Why;
  return checkEffects(Obj, IsWrite, /*ThroughObj=*/true, Why) ==
         EffectCheck::Allowed;
}

MemByte *Execution::Impl::fastMemRange(const Frame &Fr, const CallPlan &Plan,
                                       unsigned K, const WordReg &P,
                                       uint64_t Len, bool IsWrite) {
  // What execCall and checkRange would find fine: an address the
  // argument's `align` admits (else it is poison, LangRef "Parameter
  // Attributes"; fastBytes refuses it as misaligned), an access fastBytes
  // allows (the frames that already wait for a tail call are among the
  // restricting ones), and for a tail call no alloca of the caller's
  // (which execCall's setInTailCall would hide from it: hiddenByTailCall).
  ObjectId Obj;
  MemByte *B = fastBytes(P, Len, Plan.MemAlign[K], IsWrite, Obj);
  if (!B || (Plan.TailCall && is_contained(Fr.Allocas, Obj)))
    return nullptr;
  return B;
}

bool Execution::Impl::fastMemCopy(const Frame &Fr, const CallPlan &P,
                                  const WordReg &Dst, const WordReg &Src,
                                  uint64_t Len) {
  // LangRef "'llvm.memcpy.*' Intrinsic", "'llvm.memmove.*' Intrinsic": the
  // bytes as they are (poison, undef and provenance included), memcpy's
  // ranges equal or disjoint (the same test as callMemoryIntrinsic's).
  // A length of 0, or one past 63 bits, is the general code's.
  if (Len == 0 || (Len >> 63))
    return false;
  const uint64_t D = Dst.Bits, S = Src.Bits;
  if (P.FastIntrinsic != Intrinsic::memmove && D != S && D < S + Len &&
      S < D + Len)
    return false;
  const MemByte *From = fastMemRange(Fr, P, 1, Src, Len, /*IsWrite=*/false);
  MemByte *To =
      From ? fastMemRange(Fr, P, 0, Dst, Len, /*IsWrite=*/true) : nullptr;
  if (!To)
    return false;
  static_assert(std::is_trivially_copyable_v<MemByte>, "bytes copy as memory");
  std::memmove(static_cast<void *>(To), From, Len * sizeof(MemByte));
  return true;
}

bool Execution::Impl::fastMemSet(const Frame &Fr, const CallPlan &P,
                                 const WordReg &Dst, uint8_t Byte,
                                 uint64_t Len) {
  // LangRef "'llvm.memset.*' Intrinsic": Len bytes of the value Byte.
  if (Len == 0 || (Len >> 63))
    return false;
  MemByte *To = fastMemRange(Fr, P, 0, Dst, Len, /*IsWrite=*/true);
  if (!To)
    return false;
  std::fill_n(To, Len, MemByte{Byte, 0, 0, 0, NoProv});
  return true;
}

bool Execution::Impl::fastMemIntrinsic(const Frame &Fr, const DInst &In,
                                       const WordReg &Dst,
                                       const WordReg &Second, uint64_t Len) {
  const CallPlan &P = Fr.DF->CallPlans[In.FastWidth - 1];
  if (In.Fast == FastOp::MemSet)
    return fastMemSet(Fr, P, Dst, static_cast<uint8_t>(Second.Bits), Len);
  return fastMemCopy(Fr, P, Dst, Second, Len);
}

/// Calls \p F with the byte count of a fast load or store of \p Width bits
/// (8, 16, 32 or 64) as a compile-time constant (std::integral_constant),
/// so that its loop over the bytes unrolls.
template <typename Fn>
LLVM_ATTRIBUTE_ALWAYS_INLINE static bool withAccessSize(unsigned Width,
                                                        Fn &&F) {
  switch (Width) {
  case 8:
    return F(std::integral_constant<unsigned, 1>());
  case 16:
    return F(std::integral_constant<unsigned, 2>());
  case 32:
    return F(std::integral_constant<unsigned, 4>());
  case 64:
    return F(std::integral_constant<unsigned, 8>());
  }
  llvm_unreachable("a fast access is of i8, i16, i32 or i64");
}

bool Execution::Impl::fastLoad(const DInst &In, const WordReg &P,
                               WordReg &Out) {
  // Bytes that are all defined plain data (fastAccess): the value is their
  // little-endian sum (decodeValue's answer). The fast paths make no
  // nondeterministic choice or note.
  const MemByte *B = fastAccess(P, In, /*IsWrite=*/false);
  if (!B)
    return false;
  // A pointer's bytes all carry its provenance; an integer's none (else
  // its bits are an address, which decodeValue notes).
  const ObjectId Prov = In.Sub ? B[0].Prov : NoProv;
  uint64_t V = 0;
  // (Unrolled for each width: FastWidth is 8, 16, 32 or 64.)
  auto Gather = [&](auto Size) {
    for (unsigned K = 0; K < decltype(Size)::value; ++K) {
      if (B[K].PoisonMask | B[K].UndefMask | B[K].WidthTag || B[K].Prov != Prov)
        return false;
      V |= uint64_t(B[K].Val) << (8 * K);
    }
    return true;
  };
  if (!withAccessSize(In.FastWidth, Gather))
    return false;
  Out.Bits = V;
  Out.Width = In.FastWidth;
  // (A non-null address without provenance may be any object's.)
  Out.Prov = Prov == NoProv && V && In.Sub ? WildcardProv : Prov;
  Out.State = WordLive;
  return true;
}

bool Execution::Impl::fastStore(const Frame &Fr, const DInst &In,
                                const WordReg &V, const WordReg &P) {
  // (Storing a pointer may capture a captures(none) argument.)
  if (In.Sub && !Fr.NoCapture.empty())
    return false;
  MemByte *B = fastAccess(P, In, /*IsWrite=*/true);
  if (!B)
    return false;
  const ObjectId Prov = In.Sub ? V.Prov : NoProv;
  withAccessSize(In.FastWidth, [&](auto Size) {
    for (unsigned K = 0; K < decltype(Size)::value; ++K)
      B[K] = MemByte{static_cast<uint8_t>(V.Bits >> (8 * K)), 0, 0, 0, Prov};
    return true;
  });
  return true;
}

bool Execution::Impl::fastGEP(const GEPPlan &G, const WordReg &Base,
                              ArrayRef<WordReg> Ix, WordReg &Out) {
  // The sum of the plan in 64 bits; where a flag may make poison (a
  // negative term, a wrap, an address outside the object), evalGEP
  // decides.
  assert(Ix.size() == G.Terms.size() && "one word per variable index");
  // With every term non-negative, the checks of the final address cover
  // every step (evalGEP checks each in order).
  int64_t Off = G.Const;
  bool Negative = G.ConstNegative, NonZero = G.ConstNonZero;
  for (size_t K = 0; K < Ix.size(); ++K) {
    const GEPPlan::Term &T = G.Terms[K];
    int64_t X = signedBits(Ix[K].Bits, T.Width), Term;
    if (__builtin_mul_overflow(X, T.Stride, &Term) ||
        __builtin_add_overflow(Off, Term, &Off))
      return false;
    Negative |= Term < 0;
    NonZero |= X != 0;
  }
  const uint64_t From = Base.Bits;
  const uint64_t To = From + static_cast<uint64_t>(Off);
  if (G.InBounds || G.NUSW || G.NUW) {
    if (Negative || To < From)
      return false;
    if (G.InBounds && NonZero) {
      ObjectId Obj = Base.Prov;
      if (Obj == NoProv || Obj == WildcardProv)
        return false;
      const MemObject &O = Mem.object(Obj);
      if (From < O.Base || From - O.Base > O.Size || To - O.Base > O.Size)
        return false;
    }
  }
  Out.Bits = To;
  Out.Width = 64;
  Out.Prov = Base.Prov;
  Out.State = WordLive;
  return true;
}

/// The words of the fast GEP \p In's base and variable indices in \p Fr
/// (loadWord): false if one is not a word.
static bool gepWords(const Execution::Impl &E, const Frame &Fr, const DInst &In,
                     WordReg &Base, SmallVectorImpl<WordReg> &Ix) {
  if (!loadWord(E.val(Fr, Fr.DF->Lists[In.Aux][0]), Base))
    return false;
  for (const GEPPlan::Term &T : Fr.DF->GEPPlans[In.FastWidth - 1].Terms)
    if (!loadWord(E.val(Fr, T.Slot), Ix.emplace_back()))
      return false;
  return true;
}

void Execution::Impl::execMemory(Frame &Fr, const DInst &In) {
  switch (In.Op) {
  case DOp::Alloca:
    execAlloca(Fr, In);
    return;
  case DOp::Load: {
    WordReg P, R;
    if (In.FastWidth && loadWord(val(Fr, In.A), P) && fastLoad(In, P, R)) {
      storeWord(R, Fr.Regs[In.Dst]);
      ++Fr.PC;
      return;
    }
    const auto *LI = cast<LoadInst>(In.I);
    Type *Ty = LI->getType();
    std::vector<MemByte> Bytes;
    if (!loadBytes(val(Fr, In.A), I.storeSize(Ty), LI->getAlign().value(),
                   Bytes, In.I))
      return;
    DecodeNotes Notes;
    RtValue V = decodeValue(DL, Ty, Bytes, ND, &Notes, I.vscale());
    noteAddresses(Notes);
    // LangRef "'load' Instruction": loading a type like i20 from memory not
    // stored with that type gives an undefined result: poison, except in
    // the target role, which keeps the stored bits (the defined reading).
    if (Ty->isIntegerTy() && Ty->getIntegerBitWidth() % 8 != 0 &&
        I.options().Role != ExecRole::Target && !V.isPoison()) {
      uint8_t Tag = static_cast<uint8_t>(Ty->getIntegerBitWidth());
      for (const MemByte &B : Bytes)
        if (B.WidthTag != Tag && !(B.UndefMask == 0xFF)) {
          V.setPoison();
          break;
        }
    }
    if (const char *Why = applyResultMetadata(*LI, V, Mem)) {
      ub(Why, In.I);
      return;
    }
    Fr.Regs[In.Dst] = std::move(V);
    ++Fr.PC;
    return;
  }
  case DOp::Store: {
    WordReg VW, PW;
    if (In.FastWidth && loadWord(val(Fr, In.A), VW) &&
        loadWord(val(Fr, In.B), PW) && fastStore(Fr, In, VW, PW)) {
      ++Fr.PC;
      return;
    }
    const auto *SI = cast<StoreInst>(In.I);
    Type *Ty = SI->getValueOperand()->getType();
    SmallVector<MemByte, 16> Bytes(I.storeSize(Ty));
    const RtValue &V = val(Fr, In.A);
    if (!Fr.NoCapture.empty() && Ty->isPtrOrPtrVectorTy() &&
        capturesArgument(Fr, V, In.I))
      return;
    encodeValue(DL, Ty, V, Bytes);
    if (!storeBytes(val(Fr, In.B), Bytes, SI->getAlign().value(), In.I))
      return;
    ++Fr.PC;
    return;
  }
  case DOp::GEP: {
    WordReg BaseW, R;
    SmallVector<WordReg, 4> Ix;
    if (In.FastWidth && gepWords(*this, Fr, In, BaseW, Ix) &&
        fastGEP(Fr.DF->GEPPlans[In.FastWidth - 1], BaseW, Ix, R)) {
      storeWord(R, Fr.Regs[In.Dst]);
      ++Fr.PC;
      return;
    }
    const auto *G = cast<GEPOperator>(In.I);
    const std::vector<int32_t> &Ops = Fr.DF->Lists[In.Aux];
    const RtValue &Base = val(Fr, Ops[0]);
    SmallVector<RtValue, 4> Idx;
    if (!In.I->getType()->isVectorTy()) {
      for (size_t K = 1; K < Ops.size(); ++K)
        Idx.push_back(val(Fr, Ops[K]));
      Fr.Regs[In.Dst] = evalGEP(*G, Base, Idx, DL, Mem, I.vscale());
    } else {
      // A vector GEP computes one address per lane.
      std::vector<RtValue> Lanes;
      for (unsigned L = 0, N = I.lanes(In.I->getType()); L < N; ++L) {
        Idx.clear();
        for (size_t K = 1; K < Ops.size(); ++K) {
          const RtValue &X = val(Fr, Ops[K]);
          Idx.push_back(X.isCompound() ? X.elems()[L] : X);
        }
        Lanes.push_back(evalGEP(*G, Base.isCompound() ? Base.elems()[L] : Base,
                                Idx, DL, Mem, I.vscale()));
      }
      Fr.Regs[In.Dst] = RtValue::compound(std::move(Lanes));
    }
    ++Fr.PC;
    return;
  }
  case DOp::Fence:
    ++Fr.PC;
    return;
  case DOp::AtomicRMW:
    execAtomicRMW(Fr, In);
    return;
  case DOp::CmpXchg:
    execCmpXchg(Fr, In);
    return;
  case DOp::VaArg:
    execVaArg(Fr, In);
    return;
  default:
    llvm_unreachable("not a memory instruction");
  }
}

//===----------------------------------------------------------------------===//
// Variable arguments
//
// LangRef "Variable Argument Handling Intrinsics" and "'va_arg'
// Instruction" leave the va_list's layout to the target. The model is the
// plain one of many targets' ABIs: a va_list is one pointer into the
// caller's variadic arguments, laid out one after another, each in a slot
// of its allocation size rounded up to 8 bytes (Frame::VaArea). va_start
// points it at the first slot, va_arg reads a value at it and moves it past
// that slot, va_copy copies it, and va_end leaves it poison, so that a
// va_arg after va_end, before va_start or past the last argument is UB. A
// va_list of another size (x86-64's 24-byte __va_list_tag, which clang
// reads field by field), a type wider than 8 bytes, a target without
// 64-bit pointers and a target triple other than none, Darwin's arm64 and
// riscv64 (whose ABIs have 8-byte slots) are not modelled.
//===----------------------------------------------------------------------===//

bool Execution::Impl::makeVaArea(Frame &Fr, const Function &F,
                                 ArrayRef<RtValue> Args,
                                 const CallBase *CallSite) {
  SmallVector<std::pair<Type *, uint64_t>, 4> Slots; // (type, offset)
  uint64_t Size = 0;
  for (size_t K = F.arg_size(); K < Args.size(); ++K) {
    Type *Ty = CallSite ? CallSite->getArgOperand(K)->getType() : nullptr;
    if (!Ty) {
      // The checker's variadic inputs are integer scalars.
      if (Args[K].isCompound()) {
        unsupported("a variadic argument of an aggregate type", nullptr);
        return false;
      }
      Ty = IntegerType::get(F.getContext(), Args[K].bits().getBitWidth());
    }
    Slots.push_back({Ty, Size});
    Size += alignTo(DL.getTypeAllocSize(Ty).getFixedValue(), 8);
  }
  ObjectId Id = Mem.allocate(Size, 8, ObjKind::Stack, CallSite);
  if (Id == NoProv) {
    unsupported("memory limit reached by variadic arguments", CallSite);
    return false;
  }
  MemObject &O = Mem.object(Id);
  for (size_t K = 0; K < Slots.size(); ++K) {
    auto [Ty, Off] = Slots[K];
    encodeValue(DL, Ty, Args[F.arg_size() + K],
                MutableArrayRef<MemByte>(O.Bytes).slice(
                    Off, DL.getTypeStoreSize(Ty).getFixedValue()));
  }
  Fr.VaArea = Id;
  Fr.Allocas.push_back(Id);
  VaAreas.insert(Id);
  return true;
}

bool Execution::Impl::callVaIntrinsic(Intrinsic::ID ID, const CallBase &CB,
                                      ArrayRef<RtValue> Args) {
  const unsigned PtrBytes = I.pointerBits() / 8;
  Type *PtrTy = PointerType::getUnqual(CB.getContext());
  // A va_list object of another size has another layout.
  if (auto *AI = dyn_cast<AllocaInst>(getUnderlyingObject(CB.getArgOperand(0))))
    if (std::optional<TypeSize> S = AI->getAllocationSize(DL);
        !S || *S != TypeSize::getFixed(PtrBytes)) {
      unsupported("a va_list that is not one pointer", &CB);
      return false;
    }
  SmallVector<MemByte, 8> Bytes(PtrBytes);
  switch (ID) {
  case Intrinsic::vastart: {
    // Only where the ABI's va_list is such a pointer with 8-byte slots (or
    // no target says otherwise): others (NVPTX and wasm32, whose layouts
    // ExpandVariadics writes into the IR) place arguments differently.
    const Triple &TT = CB.getModule()->getTargetTriple();
    if (!TT.getTriple().empty() && !(TT.isAArch64() && TT.isOSDarwin()) &&
        !TT.isRISCV64()) {
      unsupported("va_start on a target whose variadic layout is not "
                  "modelled",
                  &CB);
      return false;
    }
    const Frame &Fr = Stack.back();
    if (Fr.VaArea == NoProv) {
      unsupported("va_start outside a variadic function", &CB);
      return false;
    }
    RtValue First(APInt(I.pointerBits(), Mem.object(Fr.VaArea).Base),
                  Fr.VaArea);
    encodeValue(DL, PtrTy, First, Bytes);
    return storeBytes(Args[0], Bytes, 1, &CB);
  }
  case Intrinsic::vaend:
    std::fill(Bytes.begin(), Bytes.end(), MemByte::poisonByte());
    return storeBytes(Args[0], Bytes, 1, &CB);
  case Intrinsic::vacopy: {
    std::vector<MemByte> From;
    if (!loadBytes(Args[1], PtrBytes, 1, From, &CB))
      return false;
    return storeBytes(Args[0], From, 1, &CB);
  }
  default:
    llvm_unreachable("not a va_list intrinsic");
  }
}

void Execution::Impl::execVaArg(Frame &Fr, const DInst &In) {
  const unsigned PtrBytes = I.pointerBits() / 8;
  Type *PtrTy = PointerType::getUnqual(In.I->getContext());
  const RtValue &List = val(Fr, In.A);
  std::vector<MemByte> Bytes;
  if (!loadBytes(List, PtrBytes, 1, Bytes, In.I))
    return;
  RtValue Cursor = decodeValue(DL, PtrTy, Bytes, ND);
  if (Cursor.isPoison() || Cursor.isUndef()) {
    ub("va_arg of a va_list not started or already ended", In.I);
    return;
  }
  // A list no va_start of this run made (a caller's, passed in memory) has
  // a layout of its own.
  if (Cursor.prov() == WildcardProv || !VaAreas.contains(Cursor.prov())) {
    unsupported("va_arg of a va_list from outside the run", In.I);
    return;
  }
  // Where ABIs differ (4-byte slots of 32-bit targets, 16-byte alignment
  // of wide types), lowering va_arg could disagree with the model.
  Type *Ty = In.I->getType();
  if (I.pointerBits() != 64 || DL.getTypeAllocSize(Ty).getFixedValue() > 8) {
    unsupported("va_arg of a type wider than 8 bytes or on a target "
                "without 64-bit pointers",
                In.I);
    return;
  }
  std::vector<MemByte> ValBytes;
  if (!loadBytes(Cursor, DL.getTypeStoreSize(Ty).getFixedValue(), 1, ValBytes,
                 In.I))
    return;
  DecodeNotes Notes;
  RtValue V = decodeValue(DL, Ty, ValBytes, ND, &Notes);
  noteAddresses(Notes);
  Cursor.bits() += alignTo(DL.getTypeAllocSize(Ty).getFixedValue(), 8);
  SmallVector<MemByte, 8> Out(PtrBytes);
  encodeValue(DL, PtrTy, Cursor, Out);
  if (!storeBytes(List, Out, 1, In.I))
    return;
  Fr.Regs[In.Dst] = std::move(V);
  ++Fr.PC;
}
