//===- semantics/Value.cpp - The runtime value domain ---------------------===//
#include "semantics/Value.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Type.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace refinery;

bool RtValue::containsPoison() const {
  if (!IsCompound)
    return Poison;
  for (const RtValue &E : Elems)
    if (E.containsPoison())
      return true;
  return false;
}

bool RtValue::containsPoisonOrUndef() const {
  if (!IsCompound)
    return Poison || Undef;
  for (const RtValue &E : Elems)
    if (E.containsPoisonOrUndef())
      return true;
  return false;
}

bool RtValue::containsUndef() const {
  if (!IsCompound)
    return Undef && !Poison;
  for (const RtValue &E : Elems)
    if (E.containsUndef())
      return true;
  return false;
}

bool RtValue::containsTaint() const {
  if (!IsCompound)
    return Tainted;
  for (const RtValue &E : Elems)
    if (E.containsTaint())
      return true;
  return false;
}

bool RtValue::containsPoisonTaint() const {
  if (!IsCompound)
    return PoisonTainted;
  for (const RtValue &E : Elems)
    if (E.containsPoisonTaint())
      return true;
  return false;
}

bool RtValue::onlyNaNTaint() const {
  if (!IsCompound)
    return !Tainted || (NaNOnly && !PoisonTainted);
  for (const RtValue &E : Elems)
    if (!E.onlyNaNTaint())
      return false;
  return true;
}

void RtValue::taintAll(bool Poison) {
  if (!IsCompound) {
    Tainted = true;
    NaNOnly = false;
    UndefOnly = false;
    Class = IntClass::None;
    PoisonTainted |= Poison;
    return;
  }
  for (RtValue &E : Elems)
    E.taintAll(Poison);
}

bool RtValue::isFullyPoison() const {
  if (!IsCompound)
    return Poison;
  for (const RtValue &E : Elems)
    if (!E.isFullyPoison())
      return false;
  return true;
}

bool RtValue::identical(const RtValue &O) const {
  if (IsCompound != O.IsCompound)
    return false;
  if (IsCompound) {
    if (Elems.size() != O.Elems.size())
      return false;
    for (size_t I = 0; I < Elems.size(); ++I)
      if (!Elems[I].identical(O.Elems[I]))
        return false;
    return true;
  }
  if (Poison || O.Poison)
    return Poison == O.Poison;
  return Bits.getBitWidth() == O.Bits.getBitWidth() && Bits == O.Bits &&
         Prov == O.Prov;
}

void RtValue::dump(raw_ostream &OS) const {
  if (IsCompound) {
    OS << "{";
    for (size_t I = 0; I < Elems.size(); ++I) {
      if (I)
        OS << ", ";
      Elems[I].dump(OS);
    }
    OS << "}";
    return;
  }
  if (Poison) {
    OS << "poison";
    return;
  }
  OS << "i" << Bits.getBitWidth() << " " << Bits;
  if (Prov)
    OS << " @obj" << Prov;
}

bool refinery::sameIntClass(IntClass C, const APInt &A, const APInt &B) {
  switch (C) {
  case IntClass::None:
    return true;
  case IntClass::Sign:
    return A.isZero() == B.isZero() && A.isNegative() == B.isNegative();
  case IntClass::Zero:
    return A.isZero() == B.isZero();
  }
  llvm_unreachable("unknown IntClass");
}

const fltSemantics &refinery::floatSemantics(const Type *Ty) {
  return Ty->getScalarType()->getFltSemantics();
}

unsigned refinery::scalarBits(const Type *Ty, unsigned PointerBits) {
  if (Ty->isPointerTy())
    return PointerBits;
  return Ty->getPrimitiveSizeInBits().getFixedValue();
}

uint64_t refinery::resolveSize(TypeSize S, unsigned VScale) {
  if (!S.isScalable())
    return S.getFixedValue();
  assert(VScale > 0 && "a scalable size needs a vscale");
  return S.getKnownMinValue() * VScale;
}

std::string refinery::scalableLanesProblem(Type *Ty, unsigned VScale) {
  if (auto *VT = dyn_cast<ScalableVectorType>(Ty)) {
    // (At most 2^32 - 1 times MaxVScale: no overflow in 64 bits.)
    uint64_t N = uint64_t(VT->getMinNumElements()) * VScale;
    if (N <= MaxScalableLanes)
      return "";
    std::string S;
    raw_string_ostream OS(S);
    OS << *VT << " has " << N << " lanes at vscale " << VScale
       << ", more than the " << MaxScalableLanes << " modelled";
    return S;
  }
  if (isa<StructType>(Ty) || isa<ArrayType>(Ty) || isa<FunctionType>(Ty))
    for (Type *Sub : Ty->subtypes())
      if (std::string P = scalableLanesProblem(Sub, VScale); !P.empty())
        return P;
  return "";
}

unsigned refinery::laneCount(const Type *Ty, unsigned VScale) {
  ElementCount EC = cast<VectorType>(Ty)->getElementCount();
  if (!EC.isScalable())
    return EC.getFixedValue();
  assert(VScale > 0 && "a scalable vector needs a vscale");
  uint64_t N = uint64_t(EC.getKnownMinValue()) * VScale;
  assert(N <= MaxScalableLanes && "a scalable vector of modelled lanes");
  return static_cast<unsigned>(N);
}
