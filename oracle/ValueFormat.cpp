//===- oracle/ValueFormat.cpp - Values printed as LLVM constants ----------===//
#include "oracle/ValueFormat.h"
#include "oracle/Interpreter.h"
#include "support/ModuleUtil.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/GlobalValue.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace refinery;

/// Builds the LLVM constant that denotes \p V, or null if \p V is a pointer
/// into an object that has no constant name (a stack or heap object), or a
/// scalable vector (whose lanes a constant cannot list one by one).
static Constant *toConstant(Type *Ty, const RtValue &V, const Memory &Mem) {
  if (isa<ScalableVectorType>(Ty))
    return nullptr;
  if (auto *VT = dyn_cast<FixedVectorType>(Ty)) {
    SmallVector<Constant *, 8> Elems;
    for (const RtValue &E : V.elems()) {
      Constant *C = toConstant(VT->getElementType(), E, Mem);
      if (!C)
        return nullptr;
      Elems.push_back(C);
    }
    return ConstantVector::get(Elems);
  }
  if (auto *ST = dyn_cast<StructType>(Ty)) {
    SmallVector<Constant *, 8> Elems;
    for (unsigned K = 0; K < ST->getNumElements(); ++K) {
      Constant *C = toConstant(ST->getElementType(K), V.elems()[K], Mem);
      if (!C)
        return nullptr;
      Elems.push_back(C);
    }
    return ConstantStruct::get(ST, Elems);
  }
  if (auto *AT = dyn_cast<ArrayType>(Ty)) {
    SmallVector<Constant *, 8> Elems;
    for (const RtValue &E : V.elems()) {
      Constant *C = toConstant(AT->getElementType(), E, Mem);
      if (!C)
        return nullptr;
      Elems.push_back(C);
    }
    return ConstantArray::get(AT, Elems);
  }
  if (V.isPoison())
    return PoisonValue::get(Ty);
  if (Ty->isIntegerTy())
    return ConstantInt::get(Ty->getContext(), V.bits());
  if (Ty->isFloatingPointTy()) {
    // A ConstantFP holds an APFloat, which keeps every bit pattern (NaN
    // payloads, signaling NaNs, both doubles of a ppc_fp128) except the
    // x86_fp80 encodings it re-encodes; those have no constant form.
    APFloat F(Ty->getFltSemantics(), V.bits());
    if (F.bitcastToAPInt() != V.bits())
      return nullptr;
    return ConstantFP::get(Ty->getContext(), F);
  }
  if (auto *PT = dyn_cast<PointerType>(Ty)) {
    if (V.bits().isZero())
      return ConstantPointerNull::get(PT);
    ObjectId Obj = V.prov();
    if (Obj != NoProv && Obj != WildcardProv && Obj <= Mem.numObjects()) {
      const MemObject &O = Mem.object(Obj);
      if (auto *GV = dyn_cast_or_null<GlobalValue>(O.Origin)) {
        int64_t Off = V.bits().getZExtValue() - O.Base;
        Constant *G = const_cast<GlobalValue *>(GV);
        if (Off == 0)
          return G;
        Type *I8 = Type::getInt8Ty(Ty->getContext());
        return ConstantExpr::getGetElementPtr(
            I8, G, ConstantInt::get(Type::getInt64Ty(Ty->getContext()), Off));
      }
    }
    return nullptr;
  }
  return nullptr;
}

std::string Interpreter::formatValue(Type *Ty, const RtValue &V) const {
  std::string S;
  raw_string_ostream OS(S);
  if (Constant *C = toConstant(Ty, V, *Proto)) {
    if (isa<GlobalValue>(C)) {
      // A global prints as an operand ("ptr @g"), not as its definition.
      C->getType()->print(OS);
      OS << " ";
      C->printAsOperand(OS, /*PrintType=*/false);
    } else {
      C->print(OS);
    }
    return S;
  }
  // Pointers into stack or heap objects have no constant form: print the
  // address (and, for a pointer, the object it points into).
  if (Ty->isPointerTy()) {
    OS << "ptr 0x";
    OS.write_hex(V.bits().getZExtValue());
    return S;
  }
  if (V.isCompound()) {
    Ty->print(OS);
    OS << (Ty->isVectorTy() ? " <" : Ty->isArrayTy() ? " [" : " { ");
    for (unsigned K = 0; K < V.numElems(); ++K) {
      Type *ETy = partType(Ty, K);
      if (K)
        OS << ", ";
      OS << formatValue(ETy, V.elems()[K]);
    }
    OS << (Ty->isVectorTy() ? ">" : Ty->isArrayTy() ? "]" : " }");
    return S;
  }
  Ty->print(OS);
  if (Ty->isX86_FP80Ty()) {
    // The syntax of LLVM's x86_fp80 constants, with the exact bits.
    SmallString<24> Hex;
    V.bits().toStringUnsigned(Hex, 16);
    OS << " 0xK" << std::string(20 - Hex.size(), '0') << Hex;
    return S;
  }
  OS << " ?";
  return S;
}

/// Appends the non-poison x86_fp80 scalars of \p V (of type \p Ty) to
/// \p Out, in the order formatValue prints them.
static void x87Scalars(Type *Ty, RtValue &V, SmallVectorImpl<RtValue *> &Out) {
  if (V.isCompound()) {
    for (unsigned K = 0; K < V.numElems(); ++K) {
      Type *ETy = partType(Ty, K);
      x87Scalars(ETy, V.elems()[K], Out);
    }
    return;
  }
  if (Ty->isX86_FP80Ty() && !V.isPoison())
    Out.push_back(&V);
}

bool refinery::restoreX87Bits(Type *Ty, StringRef Text, RtValue &V) {
  SmallVector<APInt, 4> Literals;
  for (size_t At = Text.find_insensitive("0xK"); At != StringRef::npos;
       At = Text.find_insensitive("0xK", At + 3)) {
    StringRef Digits = Text.substr(At + 3, 20);
    if (Digits.size() != 20 ||
        !all_of(Digits, [](char C) { return isHexDigit(C); }))
      return false;
    Literals.push_back(APInt(80, Digits, 16));
  }
  SmallVector<RtValue *, 4> Scalars;
  x87Scalars(Ty, V, Scalars);
  if (Literals.size() != Scalars.size())
    return false;
  for (size_t K = 0; K < Scalars.size(); ++K)
    *Scalars[K] = RtValue(Literals[K]);
  return true;
}
