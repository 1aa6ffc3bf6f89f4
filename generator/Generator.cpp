//===- generator/Generator.cpp - Module-level generation ------------------===//
///
/// \file
/// Feature parsing, the swarm draw, types and constants, function
/// signatures, the module driver and the final verification.
///
//===----------------------------------------------------------------------===//
#include "generator/GenInternal.h"
#include "support/IntBoundary.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace refinery;
using namespace refinery::gen;

//===----------------------------------------------------------------------===//
// Features
//===----------------------------------------------------------------------===//

const char *refinery::featureName(Feature F) {
  switch (F) {
  case Feature::Ints:
    return "ints";
  case Feature::Vectors:
    return "vectors";
  case Feature::Memory:
    return "memory";
  case Feature::Loops:
    return "loops";
  case Feature::Calls:
    return "calls";
  case Feature::Switch:
    return "switch";
  case Feature::Intrinsics:
    return "intrinsics";
  case Feature::Aggregates:
    return "aggregates";
  case Feature::FP:
    return "fp";
  case Feature::Externs:
    return "externs";
  }
  llvm_unreachable("unknown feature");
}

std::string FeatureSet::str() const {
  std::string S;
  for (unsigned I = 0; I < NumFeatures; ++I)
    if (has(static_cast<Feature>(I))) {
      if (!S.empty())
        S += ",";
      S += featureName(static_cast<Feature>(I));
    }
  return S;
}

Expected<FeatureSet> refinery::parseFeatures(StringRef List) {
  FeatureSet S;
  S.set(Feature::Ints);
  SmallVector<StringRef, 8> Parts;
  List.split(Parts, ',', -1, /*KeepEmpty=*/false);
  for (StringRef P : Parts) {
    P = P.trim();
    if (P.empty())
      continue;
    if (P == "all") {
      S = FeatureSet::all();
      continue;
    }
    bool Found = false;
    for (unsigned I = 0; I < NumFeatures; ++I)
      if (P == featureName(static_cast<Feature>(I))) {
        S.set(static_cast<Feature>(I));
        Found = true;
      }
    if (!Found)
      return createStringError(
          inconvertibleErrorCode(),
          "unknown feature family '%s' (valid: %s, all)", P.str().c_str(),
          join(split(FeatureSet::all().str(), ','), ", ").c_str());
  }
  return S;
}

//===----------------------------------------------------------------------===//
// The swarm draw, types and constants
//===----------------------------------------------------------------------===//

ModuleGen::ModuleGen(LLVMContext &Ctx, ChoiceSource &R, const GenOptions &Opts)
    : Ctx(Ctx), R(R), Opts(Opts) {}

/// The family an operation belongs to.
static Feature familyOf(Op O) {
  switch (O) {
  case Op::Intrinsic:
    return Feature::Intrinsics;
  case Op::VectorOp:
    return Feature::Vectors;
  case Op::Aggregate:
  case Op::BuildAgg:
    return Feature::Aggregates;
  case Op::FPConv:
  case Op::FPValue:
    return Feature::FP;
  case Op::Load:
  case Op::Store:
  case Op::MemIntrin:
    return Feature::Memory;
  case Op::Switch:
    return Feature::Switch;
  case Op::Loop:
  case Op::Break:
    return Feature::Loops;
  case Op::Call:
    return Feature::Calls;
  case Op::ExternCall:
    return Feature::Externs;
  default:
    return Feature::Ints;
  }
}

static const char *opName(Op O) {
  static const char *Names[] = {
      "arith",      "logic",   "shift",     "div",    "cmp",       "select",
      "cast",       "freeze",  "intrinsic", "vector", "aggregate", "fpconv",
      "peephole",   "value",   "load",      "store",  "memintrin", "if",
      "guardeddiv", "switch",  "loop",      "break",  "earlyret",  "call",
      "buildagg",   "fpvalue", "externcall"};
  static_assert(sizeof(Names) / sizeof(Names[0]) == NumOps, "names");
  return Names[static_cast<unsigned>(O)];
}

void ModuleGen::drawSwarm() {
  if (Opts.Features) {
    Feat = *Opts.Features;
  } else {
    // Swarm: every family but ints is in with probability 1/2.
    for (unsigned I = 0; I < NumFeatures; ++I)
      Feat.set(static_cast<Feature>(I), R.coin());
  }
  Feat.set(Feature::Ints);
  // A harness runs natively, where no declared external function has a
  // definition.
  if (Opts.Harness)
    Feat.set(Feature::Externs, false);
  static const unsigned Levels[] = {0, 1, 2, 3, 5, 8};
  for (unsigned I = 0; I < NumOps; ++I) {
    Op O = static_cast<Op>(I);
    if (!Feat.has(familyOf(O))) {
      Weight[I] = 0;
      continue;
    }
    unsigned W = Levels[R.below(6)];
    // A family that is on always shows up; within ints, single operations
    // may be left out (except the basic ones).
    if (W == 0 && (familyOf(O) != Feature::Ints || O == Op::Arith ||
                   O == Op::Logic || O == Op::Value || O == Op::If))
      W = 1;
    Weight[I] = W;
  }
  Weight[static_cast<unsigned>(Op::Value)] += 12;
}

unsigned ModuleGen::randomWidth() {
  return IntWidths[R.below(IntWidths.size())];
}

void ModuleGen::makeTypes() {
  static const unsigned Common[] = {8, 16, 32, 64};
  static const unsigned Odd[] = {2,  3,  4,  5,  7,  9,  12,
                                 13, 17, 24, 31, 33, 48, 63};
  unsigned N = 2 + R.below(4);
  for (unsigned I = 0; I < N; ++I) {
    unsigned W;
    switch (R.weighted({6, 3, 1, 1})) {
    case 0:
      W = Common[R.below(4)];
      break;
    case 1:
      W = Odd[R.below(sizeof(Odd) / sizeof(Odd[0]))];
      break;
    case 2:
      W = 128;
      break;
    default:
      W = 1;
      break;
    }
    if (!is_contained(IntWidths, W))
      IntWidths.push_back(W);
  }
  if (llvm::none_of(IntWidths, [](unsigned W) { return W >= 8; }))
    IntWidths.push_back(Common[R.below(4)]);

  if (has(Feature::Vectors)) {
    static const unsigned Lanes[] = {2, 4, 8, 2, 4, 3, 16};
    unsigned NV = 1 + R.below(3);
    for (unsigned I = 0; I < NV; ++I) {
      unsigned L = Lanes[R.below(sizeof(Lanes) / sizeof(Lanes[0]))];
      unsigned E = R.chance(1, 2) ? Common[R.below(4)] : randomWidth();
      if (E > 64)
        E = 64;
      while (L * E > 512 && L > 2)
        L /= 2;
      auto *VT = FixedVectorType::get(intTy(E), L);
      if (!is_contained(VecTypes, VT))
        VecTypes.push_back(VT);
    }
  }
  makeFPTypes();
  if (has(Feature::Aggregates)) {
    unsigned NS = 1 + R.below(2);
    for (unsigned I = 0; I < NS; ++I) {
      SmallVector<Type *, 3> Fields;
      unsigned NF = 2 + R.below(2);
      for (unsigned K = 0; K < NF; ++K) {
        if (!VecTypes.empty() && R.chance(1, 5))
          Fields.push_back(VecTypes[R.below(VecTypes.size())]);
        else
          Fields.push_back(intTy(randomWidth()));
      }
      ValueStructs.push_back(StructType::get(Ctx, Fields));
    }
    if (has(Feature::Memory)) {
      // Fields in decreasing size order, padded at the end with i8s to a
      // multiple of the largest alignment: no padding anywhere.
      for (unsigned I = 0; I < 2; ++I) {
        SmallVector<unsigned, 4> Sizes;
        unsigned NF = 2 + R.below(3);
        for (unsigned K = 0; K < NF; ++K)
          Sizes.push_back(1u << R.below(4));
        llvm::sort(Sizes, std::greater<unsigned>());
        unsigned Total = 0;
        SmallVector<Type *, 6> Fields;
        for (unsigned S : Sizes) {
          Fields.push_back(intTy(S * 8));
          Total += S;
        }
        while (Total % Sizes.front()) {
          Fields.push_back(intTy(8));
          ++Total;
        }
        auto *ST = StructType::get(Ctx, Fields);
        assert(allocSize(ST) == Total && "memory struct has padding");
        MemStructs.push_back(ST);
      }
    }
  }
}

IntegerType *ModuleGen::randomMemIntType(uint64_t MaxBytes) {
  SmallVector<unsigned, 5> Ok;
  for (unsigned W : {8u, 16u, 32u, 64u})
    if (W / 8 <= MaxBytes)
      Ok.push_back(W);
  if (MaxBytes >= 16 && R.chance(1, 12))
    return intTy(128);
  assert(!Ok.empty() && "no integer fits");
  return intTy(Ok[R.below(Ok.size())]);
}

Type *ModuleGen::randomMemType(uint64_t MaxBytes) {
  if (MaxBytes == 0)
    return nullptr;
  unsigned Kind = R.below(10);
  if (Kind < 2 && has(Feature::Vectors)) {
    // A vector of byte-sized lanes.
    unsigned EB = 1u << R.below(4);
    unsigned L = 2u << R.below(3);
    while (L > 2 && EB * L > MaxBytes)
      L /= 2;
    if (EB * L <= MaxBytes)
      return FixedVectorType::get(intTy(EB * 8), L);
    // Palette vectors whose lanes are byte-sized.
    for (FixedVectorType *VT : VecTypes)
      if (VT->getScalarSizeInBits() % 8 == 0 && storeSize(VT) <= MaxBytes)
        return VT;
  }
  if (Kind == 2 && !MemStructs.empty()) {
    StructType *ST = MemStructs[R.below(MemStructs.size())];
    if (allocSize(ST) <= MaxBytes)
      return ST;
  }
  return randomMemIntType(MaxBytes);
}

Type *ModuleGen::randomRegionType(uint64_t MinBytes) {
  assert(MinBytes <= 64 && "regions hold at most 64 bytes");
  if (!MemStructs.empty() && R.chance(1, 3)) {
    StructType *ST = MemStructs[R.below(MemStructs.size())];
    uint64_t SS = allocSize(ST);
    uint64_t K = std::max<uint64_t>(1, (MinBytes + SS - 1) / SS);
    if (K == 1 && R.coin() && SS >= MinBytes)
      return ST;
    if (K * SS <= 64) {
      K = std::min<uint64_t>(64 / SS, K + R.below(2));
      return ArrayType::get(ST, K);
    }
  }
  unsigned EB = 1u << R.below(4);
  uint64_t Lo = std::max<uint64_t>(1, (MinBytes + EB - 1) / EB);
  uint64_t Hi = 64 / EB;
  uint64_t N = Lo + R.below(Hi - Lo + 1);
  // Mostly powers of two, sometimes odd counts.
  if (R.chance(2, 3) && floorPow2(N) >= Lo)
    N = floorPow2(N);
  return ArrayType::get(intTy(EB * 8), N);
}

APInt ModuleGen::interestingInt(unsigned W) {
  // Draws 0-6 are ExtremeInts in their order, 7 and 8 the shift-amount
  // edges W-1 and W.
  unsigned K = R.below(16);
  if (K < std::size(ExtremeInts))
    return boundaryInt(W, ExtremeInts[K]);
  switch (K) {
  case 7:
    return boundaryInt(W, IntBoundary::WidthMinusOne);
  case 8:
    return boundaryInt(W, IntBoundary::Width);
  case 9:
    return APInt::getOneBitSet(W, R.below(W));
  case 10:
    return APInt::getOneBitSet(W, R.below(W)) - 1;
  case 11:
    return APInt::getOneBitSet(W, R.below(W)) + 1;
  case 12:
  case 13:
    return APInt(W, R.range(-8, 8), /*isSigned=*/true, /*implicitTrunc=*/true);
  case 14:
    return byteSplat(W, R.coin() ? 0x55 : 0x80);
  default: {
    APInt V(W, 0);
    for (unsigned B = 0; B < W; B += 64)
      V.insertBits(APInt(std::min(64u, W - B), R.next(), false, true), B);
    return V;
  }
  }
}

Constant *ModuleGen::constantOf(Type *Ty) {
  if (auto *IT = dyn_cast<IntegerType>(Ty))
    return ConstantInt::get(IT, interestingInt(IT->getBitWidth()));
  if (auto *VT = dyn_cast<FixedVectorType>(Ty)) {
    if (R.chance(1, 3))
      return ConstantVector::getSplat(VT->getElementCount(),
                                      constantOf(VT->getElementType()));
    SmallVector<Constant *, 16> Lanes;
    for (unsigned I = 0; I < VT->getNumElements(); ++I)
      Lanes.push_back(constantOf(VT->getElementType()));
    return ConstantVector::get(Lanes);
  }
  if (auto *ST = dyn_cast<StructType>(Ty)) {
    SmallVector<Constant *, 6> Fields;
    for (Type *E : ST->elements())
      Fields.push_back(constantOf(E));
    return ConstantStruct::get(ST, Fields);
  }
  if (auto *AT = dyn_cast<ArrayType>(Ty)) {
    SmallVector<Constant *, 64> Elems;
    for (uint64_t I = 0; I < AT->getNumElements(); ++I)
      Elems.push_back(constantOf(AT->getElementType()));
    return ConstantArray::get(AT, Elems);
  }
  if (Ty->isFloatingPointTy())
    return fpConstant(Ty);
  llvm_unreachable("constantOf: unsupported type");
}

//===----------------------------------------------------------------------===//
// Signatures
//===----------------------------------------------------------------------===//

Function *ModuleGen::declareFunction(unsigned Index, FuncInfo &Info) {
  SmallVector<Type *, 8> Params;
  unsigned NInt = 1 + R.below(4);
  for (unsigned I = 0; I < NInt; ++I)
    Params.push_back(intTy(randomWidth()));
  if (!VecTypes.empty()) {
    unsigned NVec = R.below(3);
    for (unsigned I = 0; I < NVec; ++I)
      Params.push_back(VecTypes[R.below(VecTypes.size())]);
  }
  unsigned NFP = FPTypes.empty() ? 0 : R.below(3);
  for (unsigned I = 0; I < NFP; ++I)
    Params.push_back(randomFPType());
  unsigned NPtr = has(Feature::Memory) ? R.below(3) : 0;
  for (unsigned I = 0; I < NPtr; ++I)
    Params.push_back(PointerType::get(Ctx, 0));
  // Shuffle the parameter order.
  for (unsigned I = Params.size(); I > 1; --I)
    std::swap(Params[I - 1], Params[R.below(I)]);

  Type *RetTy;
  unsigned RK = R.below(10);
  if (RK < 2 && !VecTypes.empty())
    RetTy = VecTypes[R.below(VecTypes.size())];
  else if (RK == 2 && !ValueStructs.empty())
    RetTy = ValueStructs[R.below(ValueStructs.size())];
  else if (RK == 3 && !FPTypes.empty())
    RetTy = randomFPType();
  else
    RetTy = intTy(randomWidth());

  auto *FTy = FunctionType::get(RetTy, Params, false);
  // Some functions are internal: the optimizer may then inline them away
  // or change their signature (the checker calls such pairs
  // inconclusive).
  auto Linkage = R.chance(1, 6) ? GlobalValue::InternalLinkage
                                : GlobalValue::ExternalLinkage;
  Function *F = Function::Create(FTy, Linkage, "f" + Twine(Index), *M);
  for (unsigned I = 0; I < Params.size(); ++I) {
    F->addParamAttr(I, Attribute::NoUndef);
    if (!Params[I]->isPointerTy())
      continue;
    PtrParam P = drawPointerParam(*F, I);
    // No generated function captures a pointer (none is stored, compared
    // or converted), so captures(none) always holds (LangRef "Pointer
    // Capture"); noalias and readonly are kept by the body and callers.
    if (R.chance(1, 3))
      F->addParamAttr(I,
                      Attribute::getWithCaptureInfo(Ctx, CaptureInfo::none()));
    if ((P.NoAlias = R.chance(1, 4)))
      F->addParamAttr(I, Attribute::NoAlias);
    if ((P.ReadOnly = R.chance(1, 4)))
      F->addParamAttr(I, Attribute::ReadOnly);
    Info.PtrParams.push_back(P);
  }
  if (R.coin())
    F->addRetAttr(Attribute::NoUndef);
  Info.F = F;
  return F;
}

PtrParam ModuleGen::drawPointerParam(Function &F, unsigned I) {
  static const uint64_t Derefs[] = {4, 8, 16, 16, 32, 32, 64, 64};
  static const uint64_t Aligns[] = {1, 2, 4, 8, 16};
  PtrParam P;
  P.ArgNo = I;
  P.Deref = Derefs[R.below(8)];
  P.Align = Aligns[R.below(5)];
  F.addParamAttr(I, Attribute::NonNull);
  F.addDereferenceableParamAttr(I, P.Deref);
  F.addParamAttr(I, Attribute::getWithAlignment(Ctx, Align(P.Align)));
  return P;
}

void ModuleGen::makeExterns() {
  // The memory effects a declaration may have (LangRef "Function
  // Attributes": memory(...)); none: no attribute, any effect.
  const std::optional<MemoryEffects> Effects[] = {
      MemoryEffects::none(),
      MemoryEffects::argMemOnly(ModRefInfo::Ref),
      MemoryEffects::argMemOnly(ModRefInfo::ModRef),
      MemoryEffects::readOnly(),
      MemoryEffects::inaccessibleOrArgMemOnly(ModRefInfo::ModRef),
      std::nullopt};
  for (unsigned K = 0, N = 1 + R.below(3); K < N; ++K) {
    ExternInfo X;
    // Mostly functions that only read, which an optimizer may drop, merge
    // or move (and the oracle compares by their results); calls of the
    // others are events whose reordering the oracle cannot always judge.
    const auto &ME = Effects[R.weighted({3, 6, 1, 3, 1, 1})];
    // A function that reads no memory would depend on a pointer's address
    // (oracle: declaredArgReads), which the layout chooses: no pointers.
    bool Pointers = has(Feature::Memory) && ME != MemoryEffects::none();
    SmallVector<Type *, 4> Params;
    for (unsigned I = 0, NP = R.below(4); I < NP; ++I)
      Params.push_back(Pointers && R.coin()
                           ? PointerType::get(Ctx, 0)
                           : static_cast<Type *>(intTy(randomWidth())));
    bool HasPtr =
        llvm::any_of(Params, [](Type *T) { return T->isPointerTy(); });
    Type *RetTy =
        HasPtr && R.chance(1, 4) ? Type::getVoidTy(Ctx) : intTy(randomWidth());
    Function *F =
        Function::Create(FunctionType::get(RetTy, Params, false),
                         GlobalValue::ExternalLinkage, "ext" + Twine(K), *M);
    F->addFnAttr(Attribute::NoUnwind);
    if (R.chance(7, 8))
      F->addFnAttr(Attribute::WillReturn);
    if (ME)
      F->setMemoryEffects(*ME);
    // A result that may be poison would need a freeze, a nondeterministic
    // choice: every result is noundef (callers freeze some anyway).
    if (!RetTy->isVoidTy()) {
      F->addRetAttr(Attribute::NoUndef);
      X.FreezeResult = R.chance(1, 4);
    }
    for (unsigned I = 0; I < Params.size(); ++I) {
      F->addParamAttr(I, Attribute::NoUndef);
      if (!Params[I]->isPointerTy())
        continue;
      PtrParam P = drawPointerParam(*F, I);
      if (!(P.MayCapture = R.chance(1, 4)))
        F->addParamAttr(
            I, Attribute::getWithCaptureInfo(Ctx, CaptureInfo::none()));
      if ((P.NoAlias = R.chance(1, 6)))
        F->addParamAttr(I, Attribute::NoAlias);
      if ((P.ReadOnly = R.chance(1, 4)))
        F->addParamAttr(I, Attribute::ReadOnly);
      X.PtrParams.push_back(P);
    }
    X.F = F;
    Externs.push_back(std::move(X));
  }
}

//===----------------------------------------------------------------------===//
// The driver
//===----------------------------------------------------------------------===//

Expected<GeneratedModule> ModuleGen::run() {
  M = std::make_unique<Module>(("gen-" + Twine(Opts.Seed)).str(), Ctx);
  M->setSourceFileName(("gen-" + Twine(Opts.Seed) + ".ll").str());
  if (!Opts.TargetTriple.empty())
    M->setTargetTriple(Triple(Opts.TargetTriple));
  if (!Opts.DataLayout.empty())
    M->setDataLayout(Opts.DataLayout);

  drawSwarm();
  makeTypes();
  if (has(Feature::Memory))
    makeGlobals();

  assert(Opts.MinFunctions >= 1 && Opts.MinFunctions <= Opts.MaxFunctions &&
         "bad function count range");
  unsigned NF =
      Opts.MinFunctions + R.below(Opts.MaxFunctions - Opts.MinFunctions + 1);
  Funcs.resize(NF);
  for (unsigned I = 0; I < NF; ++I)
    declareFunction(I, Funcs[I]);
  if (has(Feature::Externs))
    makeExterns();
  // Callees first: f_i only calls f_j with j > i, so there is no cycle.
  for (unsigned I = NF; I-- > 0;)
    FunctionGen(*this, Funcs[I]).run();
  if (Opts.Harness)
    makeHarness();

  std::string Err;
  raw_string_ostream ES(Err);
  if (verifyModule(*M, &ES))
    return createStringError(inconvertibleErrorCode(),
                             "generated module %s does not verify (a "
                             "generator bug):\n%s",
                             M->getModuleIdentifier().c_str(), Err.c_str());

  GeneratedModule G;
  G.Features = Feat;
  raw_string_ostream HS(G.Header);
  HS << "; refinery gen --seed " << Opts.Seed << " --size " << Opts.Size;
  if (Opts.Features)
    HS << " --features " << Opts.Features->str();
  if (Opts.Harness)
    HS << " --harness";
  HS << "\n; features: " << Feat.str() << "\n; widths:";
  for (unsigned W : IntWidths)
    HS << " i" << W;
  for (FixedVectorType *VT : VecTypes)
    HS << " " << *VT;
  HS << "\n; weights:";
  for (unsigned I = 0; I < NumOps; ++I)
    if (Weight[I])
      HS << " " << opName(static_cast<Op>(I)) << "=" << Weight[I];
  HS << "\n; idioms:";
  for (unsigned I = 0; I < NumIdioms; ++I)
    if (IdiomCount[I])
      HS << " " << idiomName(static_cast<Idiom>(I)) << "=" << IdiomCount[I];
  HS << "\n; static step bounds:";
  for (const FuncInfo &FI : Funcs)
    HS << " @" << FI.F->getName() << "=" << FI.Cost;
  HS << "\n";
  G.M = std::move(M);
  return G;
}

Expected<GeneratedModule> refinery::generateModule(LLVMContext &Ctx,
                                                   ChoiceSource &R,
                                                   const GenOptions &Opts) {
  return ModuleGen(Ctx, R, Opts).run();
}

std::string refinery::printGeneratedModule(const GeneratedModule &G) {
  std::string S = G.Header;
  raw_string_ostream OS(S);
  G.M->print(OS, nullptr);
  return S;
}
