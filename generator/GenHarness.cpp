//===- generator/GenHarness.cpp - The @main test harness ------------------===//
///
/// \file
/// `--harness`: an `i32 @main()` that calls every generated function on
/// GenOptions::HarnessInputs fixed inputs (boundary values first, then
/// values drawn from the choice source; pointer arguments in disjoint
/// buffers, or on every third input all in one where no parameter is
/// noalias) and prints each result, then the bytes of its pointer
/// arguments' buffers, with printf; at the end it
/// prints the bytes of every writable global. The module then runs
/// natively and under `refinery exec` with the same output.
///
//===----------------------------------------------------------------------===//
#include "generator/GenInternal.h"
#include "support/IntBoundary.h"

using namespace llvm;
using namespace refinery;
using namespace refinery::gen;

/// Bytes of each buffer main passes for a pointer parameter (at least any
/// dereferenceable(N) the generator emits).
constexpr uint64_t HarnessBufferSize = 64;

/// The harness's boundary values, in their fixed order (the order picks
/// which value each argument gets): the first five ExtremeInts, then 2 and
/// the largest shift amount, then MIN+1 and MAX-1, then the byte pattern
/// 0x5A (after the table).
constexpr IntBoundary HarnessBoundary[] = {IntBoundary::Zero,
                                           IntBoundary::One,
                                           IntBoundary::AllOnes,
                                           IntBoundary::SignedMin,
                                           IntBoundary::SignedMax,
                                           IntBoundary::Two,
                                           IntBoundary::WidthMinusOne,
                                           IntBoundary::SignedMinPlusOne,
                                           IntBoundary::SignedMaxMinusOne};

/// The \p K-th harness boundary value of width \p W (cyclic in \p K).
static APInt boundaryValue(unsigned W, unsigned K) {
  constexpr unsigned N = std::size(HarnessBoundary);
  K %= N + 1;
  return K < N ? boundaryInt(W, HarnessBoundary[K]) : byteSplat(W, 0x5A);
}

namespace {
/// The \p K-th harness floating-point input of scalar type \p Ty (cyclic):
/// the special values first (zeros, infinities, a NaN, the extremes, a
/// subnormal), then ordinary ones.
static Constant *fpInput(Type *Ty, unsigned K) {
  const fltSemantics &S = Ty->getFltSemantics();
  switch (K % 12) {
  case 0:
    return ConstantFP::get(Ty, 0.0);
  case 1:
    return ConstantFP::get(Ty, -0.0);
  case 2:
    return ConstantFP::getInfinity(Ty);
  case 3:
    return ConstantFP::getQNaN(Ty);
  case 4:
    return ConstantFP::get(Ty, APFloat::getLargest(S, /*Negative=*/true));
  case 5:
    return ConstantFP::get(Ty, APFloat::getSmallest(S));
  case 6:
    return ConstantFP::getInfinity(Ty, /*Negative=*/true);
  case 7:
    return ConstantFP::get(Ty, 1.5);
  case 8:
    return ConstantFP::get(Ty, -2.75);
  case 9:
    return ConstantFP::get(Ty, 100.0);
  case 10:
    return ConstantFP::get(Ty, 0.1);
  default:
    return ConstantFP::get(Ty, -1e4);
  }
}

/// Turns values into printf arguments and a format.
struct Printer {
  IRBuilder<NoFolder> &B;
  std::string Fmt;
  SmallVector<Value *, 16> Args;

  void scalar(Value *V) {
    // Floating point as its bits: exact, and NaN-free results compare
    // exactly.
    if (V->getType()->isFloatingPointTy())
      V = B.CreateBitCast(V,
                          B.getIntNTy(V->getType()->getPrimitiveSizeInBits()));
    unsigned W = V->getType()->getIntegerBitWidth();
    Type *I64 = B.getInt64Ty();
    if (W <= 64) {
      Fmt += "%llx";
      Args.push_back(W == 64 ? V : B.CreateZExt(V, I64));
      return;
    }
    // Wide integers: 64-bit chunks, most significant first.
    for (unsigned C = (W + 63) / 64; C-- > 0;) {
      Value *Part =
          C ? B.CreateLShr(V, ConstantInt::get(V->getType(), 64 * C)) : V;
      Fmt += "%llx";
      if (C)
        Fmt += ":";
      Args.push_back(B.CreateTrunc(Part, I64));
    }
  }

  void value(Value *V) {
    Type *Ty = V->getType();
    if (auto *VT = dyn_cast<FixedVectorType>(Ty)) {
      Fmt += "<";
      for (unsigned I = 0; I < VT->getNumElements(); ++I) {
        if (I)
          Fmt += " ";
        scalar(B.CreateExtractElement(V, uint64_t(I)));
      }
      Fmt += ">";
      return;
    }
    if (auto *ST = dyn_cast<StructType>(Ty)) {
      Fmt += "{";
      for (unsigned I = 0; I < ST->getNumElements(); ++I) {
        if (I)
          Fmt += " ";
        value(B.CreateExtractValue(V, I));
      }
      Fmt += "}";
      return;
    }
    scalar(V);
  }

  /// The bytes [0, Size) at \p P: 64-bit words, then single bytes.
  void bytes(Value *P, uint64_t Size, uint64_t PAlign) {
    Fmt += "[";
    for (uint64_t Off = 0; Off < Size;) {
      if (Off)
        Fmt += " ";
      bool Word = Size - Off >= 8;
      Type *Ty = Word ? B.getInt64Ty() : B.getInt8Ty();
      Value *Addr = Off ? B.CreateGEP(B.getInt8Ty(), P, B.getInt64(Off)) : P;
      uint64_t A = Off ? std::min<uint64_t>(PAlign, Off & (~Off + 1)) : PAlign;
      scalar(B.CreateAlignedLoad(Ty, Addr,
                                 Align(std::min<uint64_t>(A, Word ? 8 : 1))));
      Off += Word ? 8 : 1;
    }
    Fmt += "]";
  }

  void emit(FunctionCallee Printf) {
    Fmt += "\n";
    SmallVector<Value *, 17> CallArgs = {B.CreateGlobalString(Fmt, ".fmt")};
    CallArgs.append(Args.begin(), Args.end());
    B.CreateCall(Printf, CallArgs);
    Fmt.clear();
    Args.clear();
  }
};
} // namespace

void ModuleGen::makeHarness() {
  IRBuilder<NoFolder> B(Ctx);
  Type *I32 = B.getInt32Ty();
  FunctionCallee Printf = M->getOrInsertFunction(
      "printf", FunctionType::get(I32, {PointerType::get(Ctx, 0)}, true));
  if (auto *PF = dyn_cast<Function>(Printf.getCallee()))
    PF->addParamAttr(0, Attribute::NoUndef);
  Function *Main = Function::Create(FunctionType::get(I32, false),
                                    GlobalValue::ExternalLinkage, "main", *M);
  B.SetInsertPoint(BasicBlock::Create(Ctx, "entry", Main));

  // Buffer contents come from a pattern, at a different offset per input.
  SmallVector<uint8_t, 192> Pat;
  for (unsigned I = 0; I < 192; ++I)
    Pat.push_back(uint8_t(R.next()));
  auto *PatGV = new GlobalVariable(*M, ArrayType::get(B.getInt8Ty(), 192), true,
                                   GlobalValue::PrivateLinkage,
                                   ConstantDataArray::get(Ctx, Pat), "pattern");
  PatGV->setAlignment(Align(16));
  size_t MaxPtr = 0;
  for (const FuncInfo &FI : Funcs)
    MaxPtr = std::max(MaxPtr, FI.PtrParams.size());
  SmallVector<Value *, 4> Bufs;
  for (size_t I = 0; I < MaxPtr; ++I) {
    AllocaInst *A = B.CreateAlloca(
        ArrayType::get(B.getInt8Ty(), HarnessBufferSize), nullptr, "arg.buf");
    A->setAlignment(Align(16));
    Bufs.push_back(A);
  }

  unsigned NIn = std::max(1u, Opts.HarnessInputs);
  unsigned NBoundary = (NIn * 5 + 7) / 8;
  for (unsigned FIdx = 0; FIdx < Funcs.size(); ++FIdx) {
    Function *F = Funcs[FIdx].F;
    for (unsigned K = 0; K < NIn; ++K) {
      auto ScalarArg = [&](Type *Ty, unsigned J, unsigned Lane) -> Constant * {
        if (Ty->isFloatingPointTy())
          return fpInput(Ty, K + 3 * J + 5 * Lane);
        unsigned W = Ty->getIntegerBitWidth();
        if (K < NBoundary)
          return ConstantInt::get(Ty, boundaryValue(W, K + 3 * J + 5 * Lane));
        return ConstantInt::get(Ty, interestingInt(W));
      };
      SmallVector<Value *, 8> Args;
      SmallVector<std::pair<Value *, uint64_t>, 4> Used;
      unsigned NextBuf = 0;
      // Every third input passes one buffer to all pointer parameters
      // (they may alias unless one is noalias).
      bool Alias =
          K % 3 == 2 && none_of(Funcs[FIdx].PtrParams,
                                [](const PtrParam &P) { return P.NoAlias; });
      for (unsigned J = 0; J < F->arg_size(); ++J) {
        Type *Ty = F->getArg(J)->getType();
        if (Ty->isPointerTy() && Alias && !Used.empty()) {
          Args.push_back(Used.front().first);
          continue;
        }
        if (Ty->isPointerTy()) {
          Value *Buf = Bufs[NextBuf++];
          uint64_t Off = (K * 29 + J * 61) % (192 - HarnessBufferSize);
          B.CreateMemCpy(Buf, Align(16),
                         B.CreateGEP(B.getInt8Ty(), PatGV, B.getInt64(Off)),
                         Align(Off & (~Off + 1)
                                   ? std::min<uint64_t>(16, Off & (~Off + 1))
                                   : 16),
                         HarnessBufferSize);
          Args.push_back(Buf);
          Used.push_back({Buf, HarnessBufferSize});
          continue;
        }
        if (auto *VT = dyn_cast<FixedVectorType>(Ty)) {
          SmallVector<Constant *, 16> Lanes;
          for (unsigned L = 0; L < VT->getNumElements(); ++L)
            Lanes.push_back(ScalarArg(VT->getElementType(), J, L));
          Args.push_back(ConstantVector::get(Lanes));
          continue;
        }
        Args.push_back(ScalarArg(Ty, J, 0));
      }
      Value *Ret = B.CreateCall(F, Args);
      Printer P{B, {}, {}};
      P.Fmt = (F->getName() + " #" + Twine(K) + ": ").str();
      P.value(Ret);
      for (auto &[Buf, Size] : Used) {
        P.Fmt += " ";
        P.bytes(Buf, Size, 16);
      }
      P.emit(Printf);
    }
  }
  for (const GlobalInfo &G : Globals) {
    if (!G.Writable)
      continue;
    Printer P{B, (G.GV->getName() + ": ").str(), {}};
    P.bytes(G.GV, G.Size, G.Align);
    P.emit(Printf);
  }
  B.CreateRet(ConstantInt::get(I32, 0));
}
