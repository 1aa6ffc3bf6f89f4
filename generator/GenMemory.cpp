//===- generator/GenMemory.cpp - Memory: regions, addresses, accesses -----===//
///
/// \file
/// Globals, allocas and pointer arguments as regions of at most 64
/// initialized bytes; in-bounds addresses (constant offsets, clamped or
/// masked indices, struct fields); loads and stores of byte-sized types;
/// memset, memcpy (only between objects that cannot overlap) and memmove;
/// pointer arguments for calls that honour the callee's dereferenceable
/// and align attributes.
///
//===----------------------------------------------------------------------===//
#include "generator/GenInternal.h"
#include "llvm/IR/Intrinsics.h"

using namespace llvm;
using namespace refinery;
using namespace refinery::gen;

/// The largest power of two dividing \p X (X = 0: \p Cap).
static uint64_t pow2Factor(uint64_t X, uint64_t Cap) {
  if (X == 0)
    return Cap;
  return std::min(Cap, X & (~X + 1));
}

void ModuleGen::makeGlobals() {
  unsigned NG = R.below(4);
  for (unsigned I = 0; I < NG; ++I) {
    Type *VT = randomRegionType(uint64_t(1) << R.below(7));
    GlobalInfo GI;
    GI.ViewTy = VT;
    GI.Size = allocSize(VT);
    GI.Writable = !R.chance(1, 4);
    GI.Align = R.coin() ? 16 : M->getDataLayout().getABITypeAlign(VT).value();
    auto Linkage = R.chance(1, 4) ? GlobalValue::InternalLinkage
                                  : GlobalValue::ExternalLinkage;
    // The initializer has no padding and no undef: every byte is defined.
    GI.GV = new GlobalVariable(*M, VT, !GI.Writable, Linkage, constantOf(VT),
                               "g" + Twine(I));
    GI.GV->setAlignment(Align(GI.Align));
    Globals.push_back(GI);
  }
}

void FunctionGen::setUpRegions() {
  for (const PtrParam &P : Info.PtrParams) {
    Region Rg;
    Rg.Base = F->getArg(P.ArgNo);
    Rg.ViewTy = ArrayType::get(MG.intTy(8), P.Deref);
    Rg.Size = P.Deref;
    Rg.Align = P.Align;
    Rg.K = Region::Param;
    Rg.Writable = !P.ReadOnly;
    Regions.push_back(Rg);
  }
  for (const GlobalInfo &G : MG.Globals) {
    Region Rg;
    Rg.Base = G.GV;
    Rg.ViewTy = G.ViewTy;
    Rg.Size = G.Size;
    Rg.Align = G.Align;
    Rg.K = Region::Global;
    Rg.Writable = G.Writable;
    Regions.push_back(Rg);
  }
  if (!MG.has(Feature::Memory))
    return;
  unsigned NL = R.below(3);
  for (unsigned I = 0; I < NL; ++I)
    newLocalRegion(uint64_t(1) << R.below(7), /*AtTop=*/false);
}

Region &FunctionGen::newLocalRegion(uint64_t MinSize, bool AtTop,
                                    uint64_t MinAlign) {
  Type *VT = MG.randomRegionType(MinSize);
  uint64_t A = R.coin() ? 16 : DL.getABITypeAlign(VT).value();
  A = std::max(A, MinAlign);
  IRBuilderBase::InsertPointGuard Guard(B);
  uint64_t SavedMult = CurMult;
  if (AtTop) {
    // At the top of the entry block: it dominates every use, and only
    // arguments and globals (defined everywhere) feed its initialization.
    CurMult = 1;
    B.SetInsertPoint(Entry, Entry->begin());
  }
  AllocaInst *AI = B.CreateAlloca(VT, nullptr, "buf");
  AI->setAlignment(Align(A));
  Region Rg;
  Rg.Base = AI;
  Rg.ViewTy = VT;
  Rg.Size = MG.allocSize(VT);
  Rg.Align = A;
  Rg.K = Region::Alloca;
  initializeRegion(Rg);
  CurMult = SavedMult;
  Regions.push_back(Rg);
  return Regions.back();
}

void FunctionGen::initializeRegion(const Region &Rg) {
  // Memory copied from must be initialized already: arguments' buffers
  // (by contract) and globals (by their initializers).
  SmallVector<const Region *, 8> Sources;
  for (const Region &S : Regions)
    if (S.K != Region::Alloca && S.Size >= Rg.Size)
      Sources.push_back(&S);
  unsigned Style = R.below(3);
  if (Style == 1 && !Sources.empty()) {
    const Region &S = *Sources[R.below(Sources.size())];
    uint64_t Off = R.below(S.Size - Rg.Size + 1);
    Value *Src =
        Off ? B.CreateGEP(MG.intTy(8), S.Base, B.getInt64(Off)) : S.Base;
    B.CreateMemCpy(Rg.Base, Align(Rg.Align), Src,
                   Align(pow2Factor(Off, S.Align)), Rg.Size);
    return;
  }
  if (Style == 2) {
    // A constant of the region's type: it has no padding, so every byte
    // is written.
    B.CreateAlignedStore(MG.constantOf(Rg.ViewTy), Rg.Base, Align(Rg.Align));
    return;
  }
  static const uint8_t Bytes[] = {0, 0xFF, 0x80, 0x7F, 0x01, 0x55};
  uint8_t Byte = R.chance(1, 3) ? uint8_t(R.next()) : Bytes[R.below(6)];
  B.CreateMemSet(Rg.Base, B.getInt8(Byte), Rg.Size, Align(Rg.Align));
}

uint64_t FunctionGen::accessAlign(uint64_t Known) {
  if (R.chance(3, 4))
    return Known;
  return uint64_t(1) << R.below(Log2_64(Known) + 1);
}

GEPNoWrapFlags FunctionGen::gepFlags() {
  // Every address the generator forms is in bounds of its object at a
  // non-negative offset, so each flag holds (LangRef 'getelementptr'
  // Instruction: inbounds, nusw, nuw).
  switch (R.below(6)) {
  case 0:
    return GEPNoWrapFlags::inBounds();
  case 1:
    return GEPNoWrapFlags::noUnsignedSignedWrap();
  case 2:
    return GEPNoWrapFlags::noUnsignedWrap();
  case 3:
    return GEPNoWrapFlags::inBounds() | GEPNoWrapFlags::noUnsignedWrap();
  default:
    return GEPNoWrapFlags::none();
  }
}

Value *FunctionGen::addressInto(const Region &Rg, uint64_t S, uint64_t &A) {
  assert(S >= 1 && S <= Rg.Size && "access larger than its region");
  Type *I8 = MG.intTy(8);
  Type *View = Rg.ViewTy;
  StructType *ST = dyn_cast<StructType>(View);
  ArrayType *AT = dyn_cast<ArrayType>(View);
  if (AT && !ST)
    ST = dyn_cast<StructType>(AT->getElementType());
  unsigned Mode = R.below(ST ? 5 : 4);
  switch (Mode) {
  case 0:
  case 1: {
    // A constant byte offset, often a multiple of the access size.
    uint64_t MaxOff = Rg.Size - S;
    uint64_t Off;
    if (R.chance(3, 5)) {
      uint64_t Gran = floorPow2(S);
      Off = Gran * R.below(MaxOff / Gran + 1);
    } else {
      Off = R.below(MaxOff + 1);
    }
    A = pow2Factor(Off, Rg.Align);
    if (Off == 0 && R.coin())
      return Rg.Base;
    return B.CreateGEP(I8, Rg.Base, B.getInt64(Off), "", gepFlags());
  }
  case 2: {
    // A clamped element index: element i covers [i*ES, i*ES + S).
    Type *E = nullptr;
    if (AT && AT->getElementType()->isIntegerTy() && R.chance(2, 3))
      E = AT->getElementType();
    else
      E = MG.intTy(8u << R.below(4));
    uint64_t ES = MG.allocSize(E);
    if (ES > Rg.Size - S + 1 && ES > 1)
      E = I8, ES = 1;
    uint64_t K = (Rg.Size - S) / ES + 1;
    Value *Idx = clampIndex(K);
    A = std::min(Rg.Align, ES);
    if (AT && AT->getElementType() == E && K <= AT->getNumElements() &&
        R.coin())
      return B.CreateGEP(AT, Rg.Base, {B.getInt64(0), Idx}, "", gepFlags());
    return B.CreateGEP(E, Rg.Base, Idx, "", gepFlags());
  }
  case 3: {
    // A clamped byte offset.
    Value *Off = clampIndex(Rg.Size - S + 1);
    A = 1;
    return B.CreateGEP(I8, Rg.Base, Off, "", gepFlags());
  }
  default: {
    // A struct field (of a clamped element of an array of structs).
    const StructLayout *SL = DL.getStructLayout(ST);
    uint64_t SS = MG.allocSize(ST);
    SmallVector<unsigned, 8> Fields;
    for (unsigned I = 0; I < ST->getNumElements(); ++I)
      if (SL->getElementOffset(I) + S <= Rg.Size)
        Fields.push_back(I);
    if (Fields.empty()) {
      A = Rg.Align;
      return Rg.Base;
    }
    unsigned Fld = Fields[R.below(Fields.size())];
    uint64_t FOff = SL->getElementOffset(Fld);
    A = pow2Factor(FOff, Rg.Align);
    if (isa<StructType>(View))
      return B.CreateStructGEP(ST, Rg.Base, Fld);
    uint64_t K =
        std::min<uint64_t>((Rg.Size - FOff - S) / SS + 1, AT->getNumElements());
    A = std::min(A, pow2Factor(SS, Rg.Align));
    return B.CreateGEP(AT, Rg.Base,
                       {B.getInt64(0), clampIndex(K), B.getInt32(Fld)}, "",
                       gepFlags());
  }
  }
}

Region FunctionGen::pickRegion(bool Writable) {
  SmallVector<unsigned, 8> Ok;
  for (unsigned I = 0; I < Regions.size(); ++I)
    if (Regions[I].Writable || !Writable)
      Ok.push_back(I);
  assert(!Ok.empty() && "no region to access");
  Region Rg = Regions[Ok[R.below(Ok.size())]];
  if (Ok.size() < 2 || !R.chance(1, 6))
    return Rg;
  // Either of two regions, chosen by a select: accesses must fit both.
  const Region &Other = Regions[Ok[R.below(Ok.size())]];
  Region Sel;
  Sel.Base = B.CreateSelect(genCondition(), Rg.Base, Other.Base);
  Sel.Size = std::min(Rg.Size, Other.Size);
  Sel.Align = std::min(Rg.Align, Other.Align);
  Sel.ViewTy = ArrayType::get(MG.intTy(8), Sel.Size);
  // It may be any of them: as far as memcpy goes, it may alias anything.
  Sel.K = Region::Param;
  Sel.Writable = Rg.Writable && Other.Writable;
  return Sel;
}

/// A floating-point type of the module that fits \p MaxBytes, or null;
/// sometimes even when one fits (integers stay the common case).
static Type *randomFPMemType(ModuleGen &MG, uint64_t MaxBytes) {
  if (MG.FPTypes.empty() || !MG.R.chance(1, 3))
    return nullptr;
  Type *T = MG.randomFPType();
  return MG.storeSize(T) <= MaxBytes ? T : nullptr;
}

void FunctionGen::genLoad() {
  Region Rg = pickRegion(/*Writable=*/false);
  Type *FT = randomFPMemType(MG, Rg.Size);
  Type *T = FT ? FT : MG.randomMemType(Rg.Size);
  uint64_t S = MG.storeSize(T);
  uint64_t A;
  Value *P = addressInto(Rg, S, A);
  Value *L = B.CreateAlignedLoad(T, P, Align(accessAlign(A)));
  // Any bytes may read as a NaN or an infinity: only the bounded form of
  // a floating-point load joins the pool.
  add(FT ? boundFP(L) : L);
}

void FunctionGen::genStore() {
  Region Rg = pickRegion(/*Writable=*/true);
  Type *FT = randomFPMemType(MG, Rg.Size);
  Type *T = FT ? FT : MG.randomMemType(Rg.Size);
  uint64_t S = MG.storeSize(T);
  Value *V = pick(T);
  uint64_t A;
  Value *P = addressInto(Rg, S, A);
  B.CreateAlignedStore(V, P, Align(accessAlign(A)));
  if (R.chance(1, 4))
    genClobberAndReload(P, T, A);
}

void FunctionGen::genClobberAndReload(Value *P, Type *T, uint64_t A) {
  // A store through another region (a pointer argument may alias P's),
  // then a load of P: the shape store forwarding, DSE and GVN reason
  // about, right only if they tell aliasing from disjoint pointers.
  Region Other = pickRegion(/*Writable=*/true);
  Type *OT = R.coin() ? T : MG.randomMemType(Other.Size);
  if (MG.storeSize(OT) > Other.Size)
    OT = MG.randomMemType(Other.Size);
  uint64_t OA;
  Value *Q = addressInto(Other, MG.storeSize(OT), OA);
  B.CreateAlignedStore(pick(OT), Q, Align(accessAlign(OA)));
  Value *L = B.CreateAlignedLoad(T, P, Align(accessAlign(A)));
  add(T->isFPOrFPVectorTy() ? boundFP(L) : L);
}

void FunctionGen::genMemIntrinsic() {
  SmallVector<unsigned, 8> W;
  for (unsigned I = 0; I < Regions.size(); ++I)
    if (Regions[I].Writable)
      W.push_back(I);
  assert(!W.empty() && "no writable region");
  unsigned DI = W[R.below(W.size())];
  const Region &Dst = Regions[DI];
  Type *I8 = MG.intTy(8);
  auto At = [&](const Region &Rg, uint64_t Off) -> Value * {
    return Off ? B.CreateGEP(I8, Rg.Base, B.getInt64(Off)) : Rg.Base;
  };
  auto Length = [&](uint64_t Max) -> Value * {
    // A constant, or a value clamped to at most Max.
    if (R.chance(1, 2))
      return B.getInt64(R.below(Max + 1));
    Value *V = pickNonConst(MG.intTy(MG.randomWidth()));
    return clampIndex(V, Max + 1, MG.intTy(64));
  };
  if (R.chance(1, 3)) {
    uint64_t Off = R.below(Dst.Size);
    Value *Len = Length(Dst.Size - Off);
    B.CreateMemSet(At(Dst, Off), pick(I8), Len,
                   Align(pow2Factor(Off, Dst.Align)));
    return;
  }
  unsigned SI = R.below(Regions.size());
  const Region &Src = Regions[SI];
  uint64_t L = 1 + R.below(std::min(Dst.Size, Src.Size));
  uint64_t DOff = R.below(Dst.Size - L + 1), SOff = R.below(Src.Size - L + 1);
  // memcpy needs disjoint ranges: a local alloca overlaps nothing else,
  // two globals are different objects, one region with disjoint constant
  // ranges; two arguments (or an argument and a global) may alias.
  bool Disjoint;
  if (SI == DI)
    Disjoint = DOff + L <= SOff || SOff + L <= DOff;
  else
    Disjoint = Dst.K == Region::Alloca || Src.K == Region::Alloca ||
               (Dst.K == Region::Global && Src.K == Region::Global);
  Value *Len = Length(L);
  Value *DP = At(Dst, DOff), *SP = At(Src, SOff);
  Align DA(pow2Factor(DOff, Dst.Align)), SA(pow2Factor(SOff, Src.Align));
  if (Disjoint && R.chance(3, 4))
    B.CreateMemCpy(DP, DA, SP, SA, Len);
  else
    B.CreateMemMove(DP, DA, SP, SA, Len);
}

Value *FunctionGen::freshBuffer(uint64_t Deref, uint64_t PAlign) {
  // A new local region; genCall asks for it after every other argument,
  // so none of them points into it.
  Region Rg = newLocalRegion(Deref, /*AtTop=*/true, PAlign);
  return Rg.Base;
}

Value *FunctionGen::pointerArgument(uint64_t Deref, uint64_t PAlign,
                                    bool MayCapture) {
  SmallVector<unsigned, 8> Fit;
  for (unsigned I = 0; I < Regions.size(); ++I)
    if (Regions[I].Writable && Regions[I].Size >= Deref &&
        Regions[I].Align >= PAlign &&
        !(MayCapture && Regions[I].K == Region::Param))
      Fit.push_back(I);
  unsigned Idx;
  if (!Fit.empty() && R.chance(3, 4)) {
    Idx = Fit[R.below(Fit.size())];
  } else {
    newLocalRegion(Deref, /*AtTop=*/true, PAlign);
    Idx = Regions.size() - 1;
  }
  const Region &Rg = Regions[Idx];
  // An offset that keeps Deref bytes in bounds and the alignment.
  uint64_t Count = (Rg.Size - Deref) / PAlign + 1;
  uint64_t Off = R.coin() ? 0 : PAlign * R.below(Count);
  if (Off == 0)
    return Rg.Base;
  return B.CreateGEP(MG.intTy(8), Rg.Base, B.getInt64(Off));
}
