//===- oracle/interp/Exec.cpp - The execution loop ------------------------===//
//
// Arithmetic, compare, cast, select, freeze, vector and aggregate
// instructions and control flow. Memory instructions are in MemoryOps.cpp,
// calls and returns in Calls.cpp.
//
//===----------------------------------------------------------------------===//
#include "oracle/interp/Engine.h"
#include "semantics/FloatOps.h"
#include "semantics/IntOps.h"
#include "support/ModuleUtil.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/KnownBits.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace refinery;

const char *refinery::outcomeName(OutcomeKind K) {
  switch (K) {
  case OutcomeKind::Return:
    return "return";
  case OutcomeKind::Exit:
    return "exit";
  case OutcomeKind::Abort:
    return "abort";
  case OutcomeKind::UB:
    return "ub";
  case OutcomeKind::StepLimit:
    return "step-limit";
  case OutcomeKind::Unsupported:
    return "unsupported";
  }
  llvm_unreachable("unknown outcome kind");
}

RtValue refinery::poisonOf(Type *Ty, unsigned PointerBits, unsigned VScale) {
  if (auto *VT = dyn_cast<VectorType>(Ty))
    return RtValue::compound(std::vector<RtValue>(
        laneCount(VT, VScale),
        RtValue::poison(scalarBits(VT->getElementType(), PointerBits))));
  if (auto *ST = dyn_cast<StructType>(Ty)) {
    std::vector<RtValue> Elems;
    for (Type *E : ST->elements())
      Elems.push_back(poisonOf(E, PointerBits, VScale));
    return RtValue::compound(std::move(Elems));
  }
  if (auto *AT = dyn_cast<ArrayType>(Ty))
    return RtValue::compound(std::vector<RtValue>(
        AT->getNumElements(),
        poisonOf(AT->getElementType(), PointerBits, VScale)));
  return RtValue::poison(scalarBits(Ty, PointerBits));
}

//===----------------------------------------------------------------------===//
// Execution
//===----------------------------------------------------------------------===//

Execution::Execution(Interpreter &Interp, NondetPolicy &Policy)
    : Interp(Interp), ND(Policy), Mem(Interp.takeMemory()),
      State(std::make_unique<Impl>(*this)) {}

Execution::~Execution() {
  State.reset();
  Interp.giveMemory(std::move(Mem));
}

void Execution::setRounding(RoundingMode RM) { State->Rounding = RM; }

void Execution::setDenormalEnv(const DenormalModes &Env) {
  assert(!Env.hasDynamic() && Env.F32.isValid() && Env.Other.isValid() &&
         "the environment's denormal mode is a definite one");
  State->DenormalEnv = Env;
}

void Execution::setCalleeSeed(uint64_t Seed) { State->CalleeSeed = Seed; }

Execution::Impl::~Impl() {
  for (Frame &Fr : Stack)
    I.giveRegisters(std::move(Fr.Regs));
}

Outcome Execution::call(const Function &F, ArrayRef<RtValue> Args) {
  return State->run(F, Args);
}

RtValue Execution::allocateBuffer(uint64_t Size, uint64_t Align, MemByte Fill) {
  ObjectId Id = Mem.allocate(Size, Align, ObjKind::Heap, nullptr, Fill);
  if (Id == NoProv)
    return RtValue(APInt(Interp.pointerBits(), 0));
  return RtValue(APInt(Interp.pointerBits(), Mem.object(Id).Base), Id);
}

bool Execution::setGlobalBytes(const GlobalVariable &G,
                               ArrayRef<MemByte> Bytes) {
  ObjectId Id = Interp.globalId(&G);
  if (Id == NoProv)
    return false;
  MemObject &O = Mem.object(Id);
  size_t N = std::min<size_t>(Bytes.size(), O.Bytes.size());
  // LangRef "Global Variables": the contents of a `constant` "will never
  // be modified". Other code having written a defined value other than a
  // defined byte of its initializer is UB of the program (unless the
  // initializer is not the one the program sees: externally_initialized,
  // weak).
  if (G.isConstant() && G.hasDefinitiveInitializer() &&
      State->WroteConstant.empty())
    for (size_t B = 0; B < N; ++B) {
      const MemByte &Was = O.Bytes[B], &Now = Bytes[B];
      auto Defined = [](const MemByte &M) {
        return !M.UndefMask && !M.PoisonMask && !M.WidthTag && M.Prov == NoProv;
      };
      if (!Defined(Was) || !Defined(Now) || Was.Val == Now.Val)
        continue;
      State->WroteConstant =
          ("other code modified constant @" + G.getName() + " before the call")
              .str();
      break;
    }
  std::copy_n(Bytes.begin(), N, O.Bytes.begin());
  return true;
}

RtValue Execution::constantValue(const Constant *C) {
  return State->constant(C);
}

Outcome Interpreter::run(const Function &F, ArrayRef<RtValue> Args,
                         NondetPolicy &Policy) {
  Execution E(*this, Policy);
  return E.call(F, Args);
}

RtValue Execution::Impl::constant(const Constant *C) {
  ConstantEvaluator CE(I, Mem, &ND);
  RtValue V = CE.eval(C);
  if (CE.Problem.empty())
    return V;
  // (The decoder found none in this constant, and marks an instruction
  // with one unsupported; should one appear, the run ends unsupported
  // rather than go on with a value of the wrong shape.)
  if (!Done)
    unsupported(CE.Problem, nullptr);
  return poisonOf(C->getType(), I.pointerBits(), I.vscale());
}

RtValue Execution::Impl::readFresh(const Frame &Fr, int32_t Ref) {
  if (Ref < 0 && Fr.DF->UndefConsts[~Ref]) {
    const Constant *C = Fr.DF->UndefConsts[~Ref];
    RtValue V = constant(C);
    taintUndefParts(V, C);
    return V;
  }
  return val(Fr, Ref);
}

/// True if an undef-only taint can describe a scalar of type \p Ty.
static bool undefOnlyType(Type *Ty) {
  return Ty->isIntegerTy() && Ty->getIntegerBitWidth() <= 64;
}

/// Taints a scalar \p V of type \p Ty that was read from undef (or, if
/// not isUndef(), may depend on a choice otherwise): undef-only with its
/// undef bits where the type allows, its bits otherwise. False if \p V
/// is undef but its taint does not say so (Outcome::UndefUntracked).
[[nodiscard]] static bool taintUndefRead(RtValue &V, Type *Ty) {
  if (V.isUndef() && !V.isPoison() && undefOnlyType(Ty)) {
    V.setUndefOnlyTaint(V.undefBits());
    return true;
  }
  V.taintAll(/*Poison=*/false);
  return !V.isUndef() || V.isPoison();
}

/// True if \p C is or holds an undef (not a poison, which is no choice;
/// a constant expression counts as a whole).
static bool holdsUndef(const Constant *C) {
  if (isa<PoisonValue>(C))
    return false;
  if (isa<UndefValue>(C) || isa<ConstantExpr>(C))
    return true;
  if (isa<ConstantAggregate>(C))
    for (const Use &Op : C->operands())
      if (holdsUndef(cast<Constant>(Op.get())))
        return true;
  return false;
}

/// The constant of lane or field \p K of the vector or aggregate \p C, or
/// null if it has none of its own (a lane of a constant expression). A
/// scalable vector's: every lane of an undef or a splat, and the lanes an
/// insertelement with a constant index keeps or sets (LangRef "'insertelement'
/// Instruction").
static const Constant *partConstant(const Constant *C, unsigned K) {
  if (!isa<ScalableVectorType>(C->getType()))
    return C->getAggregateElement(K);
  Type *ETy = cast<VectorType>(C->getType())->getElementType();
  if (isa<PoisonValue>(C))
    return PoisonValue::get(ETy);
  if (isa<UndefValue>(C))
    return UndefValue::get(ETy);
  if (const Constant *Splat = C->getSplatValue())
    return Splat;
  const auto *CE = dyn_cast<ConstantExpr>(C);
  if (!CE || CE->getOpcode() != Instruction::InsertElement)
    return nullptr;
  const auto *Idx = dyn_cast<ConstantInt>(CE->getOperand(2));
  if (!Idx)
    return nullptr;
  if (Idx->getValue() == K)
    return CE->getOperand(1);
  return partConstant(CE->getOperand(0), K);
}

void Execution::Impl::taintUndefParts(RtValue &V, const Constant *C) {
  // Only the lanes and fields read from an undef depend on the choice
  // (LangRef "Undefined Values": each use of an undef chooses afresh).
  if (!V.isCompound()) {
    if (!holdsUndef(C))
      return;
    if (isa<UndefValue>(C)) {
      Out.UndefUntracked |= !taintUndefRead(V, C->getType());
      return;
    }
    // A constant expression over an undef: its value, and whether it is
    // poison (an inbounds GEP), may depend on the choice, and its value
    // keeps no undef mark.
    V.taintAll(/*Poison=*/true);
    Out.UndefUntracked = true;
    return;
  }
  for (unsigned K = 0; K < V.numElems(); ++K) {
    const Constant *E = partConstant(C, K);
    if (E) {
      taintUndefParts(V.elems()[K], E);
    } else {
      V.elems()[K].taintAll(/*Poison=*/true); // as a constant expression
      Out.UndefUntracked = true;
    }
  }
}

/// True if \p V's taint says its bits or poison-ness may depend on a
/// choice.
static bool anyTaint(const RtValue &V) {
  return V.containsTaint() || V.containsPoisonTaint();
}

bool Execution::Impl::divisionUBMayBeChosen(const Frame &Fr,
                                            const DInst &In) const {
  // LangRef "'udiv'".."'srem' Instruction": UB for a zero (or poison or
  // undef) divisor, and for sdiv/srem also INT_MIN by -1. A dividend that
  // depends on a choice matters only where the divisor is -1.
  const RtValue &A = val(Fr, In.A), &B = val(Fr, In.B);
  bool Signed = In.Sub == Instruction::SDiv || In.Sub == Instruction::SRem;
  unsigned N = B.isCompound() ? B.numElems() : 1;
  for (unsigned K = 0; K < N; ++K) {
    const RtValue &LA = laneOf(A, K), &LB = laneOf(B, K);
    if (anyTaint(LB))
      return true;
    if (Signed && anyTaint(LA) && !LB.isPoison() && LB.bits().isAllOnes())
      return true;
  }
  return false;
}

/// True if every scalar of \p V that depends on a choice is an undef-only
/// taint that is stored as undef bits.
static bool onlyUndefTaint(const RtValue &V) {
  if (V.isCompound())
    return llvm::all_of(V.elems(), onlyUndefTaint);
  return !V.isPoisonTainted() &&
         (!V.isTainted() || (V.isUndefOnlyTaint() && V.isUndef()));
}

/// True if \p Op gives a value read from undef, or moves one as it is.
static bool movesUndef(DOp Op) {
  switch (Op) {
  case DOp::Load:
  case DOp::Materialize:
  case DOp::Select:
  case DOp::ExtractElt:
  case DOp::InsertElt:
  case DOp::Shuffle:
  case DOp::ExtractVal:
  case DOp::InsertVal:
  case DOp::BitCast:
    return true;
  default:
    return false;
  }
}

/// Marks every scalar of \p V as not read from undef.
static void clearUndef(RtValue &V) {
  if (!V.isCompound()) {
    V.setUndef(false);
    return;
  }
  for (RtValue &E : V.elems())
    clearUndef(E);
}

/// True if a scalar of \p V read from undef may be zero: its bits that are
/// not undef are (all of them where the undef bits are not known).
static bool undefMayBeZero(const RtValue &V) {
  if (V.isCompound())
    return llvm::any_of(V.elems(), undefMayBeZero);
  if (!V.isUndef() || V.isPoison())
    return false;
  return V.bits().getBitWidth() > 64 ||
         (V.bits().getZExtValue() & ~V.undefBits()) == 0;
}

/// True if a scalar of \p V has undef bits a use may read afresh.
static bool hasRereadableUndef(const RtValue &V) {
  if (!V.isCompound())
    return V.isUndef() && !V.isPoison() && V.undefBits() != 0;
  return llvm::any_of(V.elems(), hasRereadableUndef);
}

void Execution::Impl::rereadUndef(RtValue &V) {
  if (V.isCompound()) {
    for (RtValue &E : V.elems())
      rereadUndef(E);
    return;
  }
  if (!V.isUndef() || V.isPoison() || V.undefBits() == 0)
    return;
  unsigned W = V.bits().getBitWidth();
  APInt Free(W, V.undefBits());
  V.bits() = (V.bits() & ~Free) | (ND.choose(NondetKind::Undef, W) & Free);
}

RtValue Execution::Impl::bitcastValue(Type *SrcTy, Type *DstTy,
                                      const RtValue &V) {
  if (SrcTy->isPtrOrPtrVectorTy() && DstTy->isPtrOrPtrVectorTy())
    return pointerBitcast(SrcTy, DstTy, V);
  SmallVector<MemByte, 16> Bytes(I.storeSize(SrcTy));
  encodeValue(DL, SrcTy, V, Bytes);
  return decodeValue(DL, DstTy, Bytes, ND, nullptr, I.vscale());
}

bool Execution::Impl::rereadUndefOperands(Frame &Fr, const DInst &In,
                                          DInst &Out) {
  // LangRef "Undefined Values": each use of a register holding undef bits
  // (read from memory, an undef argument) may see other values ("%C = xor
  // %B, %B" of an undef %B is undef). The target reads them afresh for
  // each operand of the instruction, in scratch slots past the frame's own.
  // Only where A, B and C are operands (an invoke's C is an edge), and
  // not into calls (an intrinsic's result may be a copy of an operand).
  switch (In.Op) {
  case DOp::IntBin:
  case DOp::IntCmp:
  case DOp::IntCast:
  case DOp::Select:
  case DOp::Freeze:
  case DOp::ExtractElt:
  case DOp::InsertElt:
  case DOp::Shuffle:
  case DOp::ExtractVal:
  case DOp::InsertVal:
  case DOp::Store:
  case DOp::Ret:
    break;
  default:
    return false;
  }
  bool Any = false;
  Out = In;
  int32_t *Ops[] = {&Out.A, &Out.B, &Out.C};
  for (unsigned K = 0; K < 3; ++K) {
    int32_t R = *Ops[K];
    if (R < 0 || K >= In.I->getNumOperands() ||
        !In.I->getOperand(K)->getType()->isIntOrIntVectorTy() ||
        !hasRereadableUndef(Fr.Regs[R]))
      continue;
    uint32_t Slot = Fr.DF->NumSlots + K;
    Fr.Regs[Slot] = Fr.Regs[R];
    rereadUndef(Fr.Regs[Slot]);
    *Ops[K] = static_cast<int32_t>(Slot);
    Any = true;
  }
  Fr.SawUndef |= Any;
  return Any;
}

template <typename Pred>
bool Execution::Impl::anyOperand(const Frame &Fr, const DInst &In,
                                 Pred P) const {
  auto Holds = [&](int32_t R) { return R != NoOperand && P(val(Fr, R)); };
  if (Holds(In.A) || Holds(In.B) || Holds(In.C))
    return true;
  if (In.Op == DOp::GEP || In.Op == DOp::Call)
    return llvm::any_of(Fr.DF->Lists[In.Aux], Holds);
  return false;
}

bool Execution::Impl::operandsHoldUndef(const Frame &Fr,
                                        const DInst &In) const {
  return anyOperand(Fr, In, [](const RtValue &V) { return V.containsUndef(); });
}

bool Execution::Impl::operandsTainted(const Frame &Fr, const DInst &In,
                                      bool Poison) const {
  return anyOperand(Fr, In, [&](const RtValue &V) {
    return Poison ? V.containsPoisonTaint() : V.containsTaint();
  });
}

/// " at %x in @f" for messages.
static std::string where(const Instruction *At) {
  if (!At)
    return "";
  std::string S;
  raw_string_ostream OS(S);
  OS << " at ";
  if (At->getType()->isVoidTy() || !At->hasName()) {
    if (!At->getType()->isVoidTy()) {
      At->printAsOperand(OS, false);
    } else {
      std::string Inst;
      raw_string_ostream IS(Inst);
      At->print(IS);
      StringRef T = StringRef(Inst).trim();
      OS << "'" << T.substr(0, 80) << "'";
    }
  } else {
    OS << "%" << At->getName();
  }
  OS << " in @" << At->getFunction()->getName();
  return S;
}

void Execution::Impl::ub(const Twine &Why, const Instruction *At) {
  Out.Kind = OutcomeKind::UB;
  Out.Reason = Why.str() + where(At);
  Done = true;
}

void Execution::Impl::unsupported(const Twine &Why, const Instruction *At) {
  Out.Kind = OutcomeKind::Unsupported;
  Out.Reason = Why.str() + where(At);
  Done = true;
}

void Execution::Impl::poisonProduced(const Instruction *At) {
  ub("poison produced (PoisonIsError)", At);
}

void Execution::Impl::stepLimit(const Twine &Why) {
  Out.Kind = OutcomeKind::StepLimit;
  Out.Reason = Why.str();
  Done = true;
}

Outcome Execution::Impl::run(const Function &F, ArrayRef<RtValue> Args) {
  Out = Outcome();
  Done = false;
  Stack.clear();
  if (!I.ModuleProblem.empty()) {
    unsupported(I.ModuleProblem, nullptr);
    return Out;
  }
  if (F.isDeclaration()) {
    unsupported("@" + F.getName() + " has no body", nullptr);
    return Out;
  }
  // (A variadic function takes its variadic arguments after the others.)
  if (Args.size() < F.arg_size() ||
      (!F.isVarArg() && Args.size() != F.arg_size())) {
    unsupported("wrong number of arguments for @" + F.getName(), nullptr);
    return Out;
  }
  if (!WroteConstant.empty()) {
    ub(WroteConstant, nullptr);
    return Out;
  }
  ObjectsBeforeRun = Mem.numObjects();
  std::vector<RtValue> Values(Args.begin(), Args.end());
  for (unsigned A = 0; A < F.arg_size(); ++A)
    chooseUndefArg(Values[A], F.getArg(A)->getType());
  if (enter(F, Values, nullptr, NoSlot))
    loop();
  Out.Nondeterministic = ND.used();
  Out.NondetKinds = ND.kinds();
  Stack.clear();
  return std::move(Out);
}

void Execution::Impl::chooseUndefArg(RtValue &V, Type *Ty) {
  // An undef argument (an input, LangRef "Undefined Values") is a choice
  // like an undef constant: each use may see another value. In the
  // source it is undef-only tainted (every bit free).
  if (V.isCompound()) {
    for (unsigned K = 0; K < V.numElems(); ++K)
      chooseUndefArg(V.elems()[K], partType(Ty, K));
    return;
  }
  if (!V.isUndef() || V.isPoison())
    return;
  unsigned W = V.bits().getBitWidth();
  V.bits() = ND.choose(NondetKind::Undef, W);
  if (W <= 64)
    V.setUndefBits(APInt::getAllOnes(W).getZExtValue());
  if (TrackTaint)
    Out.UndefUntracked |= !taintUndefRead(V, Ty);
}

void Execution::Impl::chooseZeroSign(unsigned Opcode, Type *Ty,
                                     const RtValue &Divisor, RtValue &R) {
  // LangRef "Fast-Math Flags": with nsz the sign of a zero argument or
  // result is insignificant: a zero result, or the infinity of a division
  // by zero, may have either sign.
  if (R.isPoison())
    return;
  APFloat F(Ty->getFltSemantics(), R.bits());
  bool Free = F.isZero();
  if (!Free && Opcode == Instruction::FDiv && F.isInfinity() &&
      !Divisor.isPoison())
    Free = APFloat(Ty->getFltSemantics(), Divisor.bits()).isZero();
  if (!Free)
    return;
  bool Neg = ND.choose(NondetKind::FPSign, 1).getBoolValue();
  if (F.isNegative() != Neg)
    F.changeSign();
  R = RtValue(F.bitcastToAPInt());
}

void Execution::Impl::chooseResultZeroSigns(const Instruction &I, RtValue &V) {
  // LangRef "Fast-Math Flags": nsz makes the sign of a zero argument or
  // result insignificant; a select or phi passes an argument through, so
  // a zero result may have either sign.
  if (!isa<FPMathOperator>(I) || !I.getFastMathFlags().noSignedZeros())
    return;
  Type *ST = I.getType()->getScalarType();
  if (!ST->isFloatingPointTy())
    return;
  RtValue NoDivisor = RtValue::poison(1); // read only for fdiv
  if (!V.isCompound()) {
    chooseZeroSign(I.getOpcode(), ST, NoDivisor, V);
    return;
  }
  for (RtValue &E : V.elems())
    chooseZeroSign(I.getOpcode(), ST, NoDivisor, E);
}

RtValue Execution::Impl::chooseFPRewrite(const Frame &Fr, const DInst &In,
                                         Type *Ty, const RtValue &X,
                                         const RtValue &Y, unsigned Lane,
                                         RtValue R) {
  // LangRef "Fast-Math Flags": arcp lets `a / b` be `a * (1.0 / b)`;
  // contract lets an fmul followed by an fadd/fsub, both with the flag, be
  // fused (one rounding). Each alternative is computed once without
  // choices to keep only those that differ from the IEEE result \p R; the
  // chosen one is computed again through ND (its NaN, if any, is a choice).
  FastMathFlags FMF = In.I->getFastMathFlags();
  auto Op = static_cast<Instruction::BinaryOps>(In.Sub);
  const std::vector<int32_t> *Factors =
      In.Aux ? &Fr.DF->Lists[In.Aux - 1] : nullptr;
  auto Lanes = [&](int32_t Ref) -> const RtValue & {
    const RtValue &V = val(Fr, Ref);
    return V.isCompound() ? V.elems()[Lane] : V;
  };
  // Alternative K: 0 = reciprocal, 1 = fuse operand 0, 2 = fuse operand 1.
  auto Compute = [&](unsigned K, Nondet &N) {
    if (K == 0)
      return fpDivByReciprocal(FMF, Ty, X, Y, N);
    unsigned Side = K - 1;
    const RtValue &A = Lanes((*Factors)[2 * Side]);
    const RtValue &B = Lanes((*Factors)[2 * Side + 1]);
    const RtValue &C = Side == 0 ? Y : X;
    bool Sub = Op == Instruction::FSub;
    // fsub: (a*b) - c fuses to fma(a, b, -c); c - (a*b) to fma(-a, b, c).
    return fpFusedMulAdd(FMF, Ty, A, B, C, /*NegProduct=*/Sub && Side == 1,
                         /*NegAddend=*/Sub && Side == 0, N);
  };
  auto Same = [](const RtValue &P, const RtValue &Q) {
    if (P.isPoison() || Q.isPoison())
      return P.isPoison() == Q.isPoison();
    return P.bits() == Q.bits();
  };
  SmallVector<unsigned, 2> Alts;
  ZeroPolicy Zero;
  for (unsigned K = 0; K < 3; ++K) {
    if (K == 0 ? !(Op == Instruction::FDiv && FMF.allowReciprocal())
               : !Factors || (*Factors)[2 * (K - 1)] == NoOperand)
      continue;
    Nondet Scratch(Zero);
    // A NaN from either side is a choice of its own: never "the same".
    RtValue Alt = Compute(K, Scratch);
    if (!Same(Alt, R) || Scratch.used())
      Alts.push_back(K);
  }
  if (Alts.empty())
    return R;
  // One bit for one alternative, two bits for two (3 repeats the first):
  // every pick is enumerated by the source's exploration.
  unsigned Pick =
      ND.choose(NondetKind::FPRewrite, Alts.size() == 1 ? 1 : 2).getZExtValue();
  if (Pick == 0)
    return R;
  return Compute(Alts[(Pick - 1) % Alts.size()], ND);
}

bool Execution::Impl::isRunObject(ObjectId Obj) const {
  // (Argument buffers are heap objects made before the call.)
  if (Obj == NoProv || Obj == WildcardProv || Obj <= ObjectsBeforeRun)
    return false;
  ObjKind K = Mem.object(Obj).Kind;
  return K == ObjKind::Stack || K == ObjKind::Heap;
}

void Execution::Impl::noteAddressOf(ObjectId Obj) {
  if (isRunObject(Obj))
    ND.note(NondetKind::Address);
}

void Execution::Impl::noteAddressesIn(const RtValue &V) {
  if (!V.isCompound()) {
    noteAddress(V);
    return;
  }
  for (const RtValue &E : V.elems())
    noteAddressesIn(E);
}

void Execution::Impl::notePointerCompare(CmpInst::Predicate Pred,
                                         const RtValue &A, const RtValue &B) {
  // Where distinct objects lie relative to each other is unspecified, a
  // pointer outside its object's bounds may equal a pointer into another
  // object, and a freed block's address may be handed out again: such
  // comparisons depend on the layout (LangRef "'icmp' Instruction",
  // "Pointer Aliasing Rules"). Only objects the run allocated have
  // addresses the layout chooses.
  auto InBounds = [&](const RtValue &P) {
    const MemObject &O = Mem.object(P.prov());
    uint64_t Addr = P.bits().getZExtValue();
    return O.Alive && Addr >= O.Base && Addr - O.Base < O.Size;
  };
  auto Scalar = [&](const RtValue &X, const RtValue &Y) {
    if (X.isPoison() || Y.isPoison() || X.prov() == Y.prov())
      return;
    bool RunX = isRunObject(X.prov()), RunY = isRunObject(Y.prov());
    if (!RunX && !RunY)
      return;
    if (!ICmpInst::isEquality(Pred)) {
      ND.note(NondetKind::Address);
      return;
    }
    // No object lies at null.
    auto IsNull = [](const RtValue &P) {
      return P.prov() == NoProv && P.bits().isZero();
    };
    if (IsNull(X) || IsNull(Y))
      return;
    // In-bounds pointers into two distinct live objects never compare
    // equal; anything else (an address from an integer, a pointer past the
    // end or outside its object, a freed object) may.
    auto Distinct = [&](const RtValue &P) {
      ObjectId O = P.prov();
      return O != NoProv && O != WildcardProv && InBounds(P);
    };
    if (!Distinct(X) || !Distinct(Y))
      ND.note(NondetKind::Address);
  };
  if (!A.isCompound())
    return Scalar(A, B);
  for (unsigned K = 0; K < A.numElems(); ++K)
    Scalar(A.elems()[K], B.elems()[K]);
}

void Execution::Impl::takeEdge(Frame &Fr, uint32_t EdgeIdx) {
  const Edge &E = Fr.DF->Edges[EdgeIdx];
  size_t N = E.Moves.size();
  // (The phis' registers are written here, not in runFast's words.)
  for (const auto &[Dst, Src] : E.Moves)
    dropWord(Fr, Dst);
  for (const auto &[Slot, Phi] : E.FMFPhis)
    dropWord(Fr, Slot);
  if (!E.NeedsTemp) {
    for (const auto &[Dst, Src] : E.Moves) {
      if (Src < 0 && Fr.DF->UndefConsts[~Src])
        Fr.Regs[Dst] = readFresh(Fr, Src);
      else
        Fr.Regs[Dst] = val(Fr, Src);
    }
  } else {
    // Phis read their operands in parallel (LangRef "'phi' Instruction").
    SmallVector<RtValue, 8> Tmp;
    Tmp.reserve(N);
    for (const auto &[Dst, Src] : E.Moves)
      Tmp.push_back(readFresh(Fr, Src));
    for (size_t K = 0; K < N; ++K)
      Fr.Regs[E.Moves[K].first] = std::move(Tmp[K]);
  }
  for (const auto &[Slot, Phi] : E.FMFPhis) {
    // With nnan or ninf whether the phi is poison depends on its bits
    // (LangRef "Fast-Math Flags"): a value whose bits depend on a choice
    // (beyond a NaN's payload) makes its poison-ness depend on it too.
    FastMathFlags FMF = Phi->getFastMathFlags();
    if (TrackTaint && (FMF.noNaNs() || FMF.noInfs()) &&
        !Fr.Regs[Slot].onlyNaNTaint())
      Fr.Regs[Slot].taintAll(/*Poison=*/true);
    applyResultFMF(*Phi, Fr.Regs[Slot]);
    uint64_t ChoicesBefore = ND.count();
    chooseResultZeroSigns(*Phi, Fr.Regs[Slot]);
    // The chosen sign is a choice's: its bits are tainted, not whether it
    // is poison (a branch taken here may not be the general dispatch's).
    if (TrackTaint && ND.count() != ChoicesBefore)
      Fr.Regs[Slot].taintAll(/*Poison=*/false);
  }
  Fr.PC = E.Target;
}

void refinery::applyResultFMF(const Instruction &I, RtValue &V) {
  // LangRef "Fast-Math Flags": with nnan or ninf, a NaN or infinite result
  // of select, phi or call is poison.
  if (!isa<FPMathOperator>(I))
    return;
  FastMathFlags FMF = I.getFastMathFlags();
  if (!FMF.noNaNs() && !FMF.noInfs())
    return;
  Type *Ty = I.getType();
  if (!Ty->getScalarType()->isFloatingPointTy())
    return;
  Type *ST = Ty->getScalarType();
  auto Fix = [&](RtValue &S) {
    if (!S.isPoison() && fpFlagsMakePoison(FMF, ST, {&S}))
      S.setPoison();
  };
  if (V.isCompound())
    for (RtValue &E : V.elems())
      Fix(E);
  else
    Fix(V);
}

/// Turns a ScalarResult into a value.
static RtValue fromResult(ScalarResult &&R) {
  if (R.isPoison())
    return RtValue::poison(R.V.getBitWidth());
  return RtValue(std::move(R.V));
}

/// Applies a lane function to scalars or to each vector lane; returns the
/// UB reason of the first lane with UB, or null.
template <typename Fn>
static const char *lift1(const RtValue &A, RtValue &Out, Fn &&F) {
  if (!A.isCompound()) {
    ScalarResult R = F(A);
    if (R.isUB())
      return R.Reason;
    Out = fromResult(std::move(R));
    return nullptr;
  }
  std::vector<RtValue> Elems;
  Elems.reserve(A.numElems());
  for (const RtValue &E : A.elems()) {
    ScalarResult R = F(E);
    if (R.isUB())
      return R.Reason;
    Elems.push_back(fromResult(std::move(R)));
  }
  Out = RtValue::compound(std::move(Elems));
  return nullptr;
}

template <typename Fn>
static const char *lift2(const RtValue &A, const RtValue &B, RtValue &Out,
                         Fn &&F) {
  if (!A.isCompound()) {
    ScalarResult R = F(A, B);
    if (R.isUB())
      return R.Reason;
    Out = fromResult(std::move(R));
    return nullptr;
  }
  std::vector<RtValue> Elems;
  Elems.reserve(A.numElems());
  for (unsigned K = 0; K < A.numElems(); ++K) {
    ScalarResult R = F(A.elems()[K], B.elems()[K]);
    if (R.isUB())
      return R.Reason;
    Elems.push_back(fromResult(std::move(R)));
  }
  Out = RtValue::compound(std::move(Elems));
  return nullptr;
}

/// Applies a value-returning lane function (FP and pointer operations).
template <typename Fn> static RtValue map1(const RtValue &A, Fn &&F) {
  if (!A.isCompound())
    return F(A, 0u);
  std::vector<RtValue> Elems;
  Elems.reserve(A.numElems());
  for (unsigned K = 0; K < A.numElems(); ++K)
    Elems.push_back(F(A.elems()[K], K));
  return RtValue::compound(std::move(Elems));
}

/// freeze: every poison scalar becomes a value chosen by the policy
/// (LangRef "'freeze' Instruction").
static RtValue freezeValue(const RtValue &V, Nondet &ND) {
  if (V.isCompound()) {
    std::vector<RtValue> Elems;
    Elems.reserve(V.numElems());
    for (const RtValue &E : V.elems())
      Elems.push_back(freezeValue(E, ND));
    return RtValue::compound(std::move(Elems));
  }
  if (!V.isPoison()) {
    // freeze of undef is one well-defined value: the one chosen.
    RtValue R = V;
    R.setUndef(false);
    return R;
  }
  return RtValue(ND.choose(NondetKind::FreezePoison, V.bits().getBitWidth()));
}

/// Returns the lane index, or -1 if \p Idx is poison or out of range.
static int64_t laneIndex(const RtValue &Idx, unsigned NumLanes) {
  if (Idx.isPoison() || Idx.bits().uge(NumLanes))
    return -1;
  return Idx.bits().getZExtValue();
}

/// The fast path of integer binary operators on defined scalars of width
/// <= 64 (fastIntBinary): false where the generic rules must decide.
LLVM_ATTRIBUTE_ALWAYS_INLINE static bool
fastBinary(const DInst &In, const RtValue &A, const RtValue &B, RtValue &Dst) {
  std::optional<uint64_t> R =
      fastIntBinary(In.Sub, In.Flags, A.bits().getZExtValue(),
                    B.bits().getZExtValue(), In.FastWidth);
  if (!R)
    return false;
  Dst.setScalar(In.FastWidth, *R);
  return true;
}

/// icmp on defined scalars of width <= 64 (fastIntCompare).
LLVM_ATTRIBUTE_ALWAYS_INLINE static std::optional<bool>
fastCompare(const DInst &In, const RtValue &A, const RtValue &B) {
  return fastIntCompare(static_cast<CmpInst::Predicate>(In.Pred), In.Flags,
                        A.bits().getZExtValue(), B.bits().getZExtValue(),
                        In.FastWidth);
}

/// True if \p In calls an intrinsic that computes its result from its
/// operands alone: it touches no memory and is speculatable (LangRef
/// "Function Attributes": no effects besides computing its result, no
/// undefined behaviour), so a choice-dependent operand only taints the
/// result, as with an arithmetic instruction. Not where attributes or
/// metadata check the operands or the result (noundef, nofpclass,
/// dereferenceable, !noundef, ...): those may make a choice UB or poison.
static bool isPureIntrinsicCall(const DInst &In) {
  if (In.Op != DOp::Call)
    return false;
  const auto *CB = cast<CallBase>(In.I);
  const Function *F = CB->getCalledFunction();
  if (!F || !F->isIntrinsic() || !F->isSpeculatable() ||
      !F->doesNotAccessMemory() || CB->hasOperandBundles() ||
      CB->hasMetadataOtherThanDebugLoc())
    return false;
  auto OnlyImmArg = [](AttributeSet AS) {
    return llvm::all_of(AS, [](Attribute A) {
      return A.isEnumAttribute() && A.getKindAsEnum() == Attribute::ImmArg;
    });
  };
  AttributeList CA = CB->getAttributes(), FA = F->getAttributes();
  if (CA.getRetAttrs().hasAttributes() || FA.getRetAttrs().hasAttributes())
    return false;
  for (unsigned K = 0; K < CB->arg_size(); ++K)
    if (!OnlyImmArg(CA.getParamAttrs(K)) || !OnlyImmArg(FA.getParamAttrs(K)))
      return false;
  return true;
}

/// True if \p In is an llvm.is.fpclass whose NaN-only tainted operand
/// (a NaN under every choice) gets the same answer for every NaN: its
/// test has both NaN classes or neither.
static bool fpClassIgnoresNaNChoice(const DInst &In, const RtValue &A) {
  const auto *II = dyn_cast<IntrinsicInst>(In.I);
  if (!II || II->getIntrinsicID() != Intrinsic::is_fpclass)
    return false;
  const auto *Mask = dyn_cast<ConstantInt>(II->getArgOperand(1));
  if (!Mask)
    return false;
  unsigned NaNs = Mask->getZExtValue() & fcNan;
  if (NaNs != 0 && NaNs != fcNan)
    return false;
  auto NaNOnly = [](const RtValue &S) {
    return !S.isTainted() || S.isNaNOnlyTaint();
  };
  return A.isCompound() ? llvm::all_of(A.elems(), NaNOnly) : NaNOnly(A);
}

/// True unless the instruction's result is poison exactly when an operand
/// is, whatever the operands' bits (then a choice that only changes bits
/// cannot change whether the result is poison). Choices themselves (freeze,
/// undef, NaN, zero signs) never make poison, except an arcp or contract
/// rewrite under nnan or ninf (rewriteMayBePoison).
static bool poisonDependsOnBits(const DInst &In) {
  const Instruction *I = In.I;
  auto NoFPFlags = [&] {
    if (!isa<FPMathOperator>(I))
      return true;
    FastMathFlags FMF = I->getFastMathFlags();
    return !FMF.noNaNs() && !FMF.noInfs();
  };
  switch (In.Op) {
  case DOp::IntBin:
    switch (In.Sub) {
    case Instruction::Add:
    case Instruction::Sub:
    case Instruction::Mul:
    case Instruction::And:
    case Instruction::Or:
    case Instruction::Xor:
      return In.Flags != 0;
    default:
      return true; // shifts (amount), divisions, exact
    }
  case DOp::IntCmp:
  case DOp::IntCast:
    return In.Flags != 0;
  case DOp::Freeze:
  case DOp::BitCast:
  case DOp::PtrToInt:
  case DOp::IntToPtr:
  case DOp::ExtractVal:
  case DOp::InsertVal:
  case DOp::Shuffle:
  case DOp::Materialize:
    return false;
  case DOp::FNeg:
  case DOp::FBin:
  case DOp::FCmp:
    return !NoFPFlags();
  case DOp::FCast:
    // fptoui/fptosi are poison out of range; uitofp nneg on negatives.
    return In.Sub == Instruction::FPToUI || In.Sub == Instruction::FPToSI ||
           In.Flags != 0 || !NoFPFlags();
  case DOp::GEP:
    return cast<GEPOperator>(I)->getNoWrapFlags() != GEPNoWrapFlags::none();
  default: // select (the condition's bits pick the arm), vectors' indices,
           // loads, calls
    return true;
  }
}

/// True if arcp or contract let \p In choose how it computes
/// (NondetKind::FPRewrite).
static bool mayRewrite(const DInst &In) {
  auto *FPOp = dyn_cast<FPMathOperator>(In.I);
  return FPOp && (FPOp->hasAllowReciprocal() || FPOp->hasAllowContract());
}

/// True if the way \p In computes, which arcp or contract let it choose
/// (NondetKind::FPRewrite), may decide whether it is poison: the other
/// computation's steps are under the same nnan/ninf (a * (1 / b) is a NaN
/// where a / b is 0).
static bool rewriteMayBePoison(const DInst &In) {
  auto *FPOp = dyn_cast<FPMathOperator>(In.I);
  return mayRewrite(In) && (FPOp->hasNoNaNs() || FPOp->hasNoInfs());
}

bool Execution::Impl::mayFlushDenormals(const Frame &Fr,
                                        const DInst &In) const {
  return In.Op == DOp::FBin && !Fr.DF->Denormal.isIEEE() &&
         denormalMode(Fr, In.I->getType()->getScalarType()) !=
             DenormalMode::getIEEE();
}

bool Execution::Impl::flushMayBePoison(const Frame &Fr, const DInst &In) const {
  FastMathFlags FMF = In.I->getFastMathFlags();
  return mayFlushDenormals(Fr, In) && (FMF.noNaNs() || FMF.noInfs());
}

/// True if \p S is a NaN of floating-point type \p Ty.
static bool isNaNScalar(Type *Ty, const RtValue &S) {
  return !S.isCompound() && !S.isPoison() && Ty->isFloatingPointTy() &&
         !isNonCanonicalX87(Ty->getFltSemantics(), S.bits()) &&
         APFloat(Ty->getFltSemantics(), S.bits()).isNaN();
}

void Execution::Impl::taintFPLanes(Frame &Fr, const DInst &In, bool Chose) {
  // fneg and the binary FP operators return a NaN for a NaN operand (IEEE
  // 754 through LangRef "Floating-Point Environment"); ninf does not test
  // a NaN (LangRef "Fast-Math Flags": it is not +/-Inf) and nnan makes the
  // lane poison whatever the NaN's bits. So a lane whose operand lanes are
  // choice-free or NaN-only, one at least NaN-only, is a NaN under every
  // choice, or poison under every choice. Other lanes are tainted as a
  // whole value would be; a lane of choice-free operands only where this
  // instruction chose (a NaN's bits or, under nsz, a zero's sign; arcp and
  // contract are excluded by the caller).
  RtValue &R = Fr.Regs[In.Dst];
  Type *ST = In.I->getType()->getScalarType();
  auto Lane = [&](int32_t Ref, unsigned K) -> const RtValue * {
    return Ref == NoOperand ? nullptr : &laneOf(val(Fr, Ref), K);
  };
  auto Mark = [&](RtValue &S, unsigned K) {
    const RtValue *Ops[] = {Lane(In.A, K),
                            In.Op == DOp::FBin ? Lane(In.B, K) : nullptr};
    bool Full = false, NaNOnly = false, PoisonTaint = false;
    for (const RtValue *O : Ops) {
      if (!O || !O->isTainted())
        continue;
      PoisonTaint |= O->isPoisonTainted();
      (O->isNaNOnlyTaint() ? NaNOnly : Full) = true;
    }
    if (Full)
      S.taintAll(PoisonTaint || poisonDependsOnBits(In));
    else if (NaNOnly && S.isPoison())
      ; // nnan: poison under every choice
    else if (NaNOnly && isNaNScalar(ST, S))
      S.setNaNOnlyTaint();
    else if (NaNOnly)
      S.taintAll(/*Poison=*/true); // not expected: no claim
    else if (Chose && isNaNScalar(ST, S))
      S.setNaNOnlyTaint();
    else if (Chose)
      S.taintAll(/*Poison=*/false);
  };
  if (R.isCompound())
    for (unsigned K = 0; K < R.numElems(); ++K)
      Mark(R.elems()[K], K);
  else
    Mark(R, 0);
}

/// True if \p In computes lane K of its vector result from lane K of its
/// operands alone (LangRef: the vector forms of these instructions are
/// element-wise).
static bool isLaneWise(const DInst &In, const RtValue &A) {
  switch (In.Op) {
  case DOp::IntBin:
  case DOp::IntCmp:
  case DOp::IntCast:
  case DOp::FCmp:
  case DOp::FCast:
  case DOp::PtrToInt:
  case DOp::IntToPtr:
    return true;
  case DOp::BitCast: // only lane-wise between vectors of as many lanes
    return A.isCompound() && In.I->getType()->isVectorTy() &&
           cast<VectorType>(In.I->getType())->getElementCount() ==
               cast<VectorType>(In.I->getOperand(0)->getType())
                   ->getElementCount();
  default:
    return false;
  }
}

/// For a lane of \p In whose operand lanes depend on no choice except
/// \p B's: true unless the lane's poison-ness is its operands' whatever
/// their bits (flags, shift amounts and divisors, LangRef "Poison
/// Values").
static bool lanePoisonDependsOnBits(const DInst &In, bool BTainted) {
  if (In.Op != DOp::IntBin)
    return poisonDependsOnBits(In);
  switch (In.Sub) {
  case Instruction::Shl:
  case Instruction::LShr:
  case Instruction::AShr:
  case Instruction::UDiv:
  case Instruction::SDiv:
  case Instruction::URem:
  case Instruction::SRem:
    return BTainted || In.Flags != 0; // the amount or divisor; nuw, exact
  default:
    return poisonDependsOnBits(In);
  }
}

/// What is known of the bits of a scalar lane under every choice of the
/// undef reads it depends on: all of them if it is untainted, those
/// outside undefBits() for an undef-only taint; nothing (std::nullopt)
/// for poison, another taint, or more than 64 bits.
static std::optional<KnownBits> knownLane(const RtValue &V) {
  if (V.isCompound() || V.isPoison() || V.isPoisonTainted())
    return std::nullopt;
  if (!V.isTainted())
    return KnownBits::makeConstant(V.bits());
  if (!V.isUndefOnlyTaint())
    return std::nullopt;
  unsigned W = V.bits().getBitWidth();
  APInt Free(W, V.undefBits());
  KnownBits K(W);
  K.One = V.bits() & ~Free;
  K.Zero = ~V.bits() & ~Free;
  return K;
}

/// The known bits of lane \p A op \p B of the flagless integer
/// operation \p In (LLVM's KnownBits, an over-approximation of the values
/// every choice of each operand's undef bits gives: each use of an undef
/// may see another value, LangRef "Undefined Values"), or std::nullopt
/// where whether the lane is poison or UB could depend on the choice.
static std::optional<KnownBits> knownResult(const DInst &In, const KnownBits &A,
                                            const KnownBits *B) {
  if (In.Flags != 0)
    return std::nullopt;
  unsigned W = In.I->getType()->getScalarSizeInBits();
  switch (In.Op) {
  case DOp::IntCast:
    if (In.Sub == Instruction::Trunc)
      return A.trunc(W);
    return In.Sub == Instruction::ZExt ? A.zext(W) : A.sext(W);
  case DOp::IntCmp: {
    std::optional<bool> R =
        ICmpInst::compare(A, *B, cast<ICmpInst>(In.I)->getPredicate());
    if (R)
      return KnownBits::makeConstant(APInt(1, *R));
    return KnownBits(1);
  }
  case DOp::IntBin:
    break;
  default:
    return std::nullopt;
  }
  // A shift amount or divisor must be one known value (else poison or UB
  // depends on the choice), in range and non-zero.
  bool Amount = B->isConstant() && B->getConstant().ult(W);
  bool Divisor = B->isConstant() && !B->getConstant().isZero();
  switch (In.Sub) {
  case Instruction::Add:
    return KnownBits::add(A, *B);
  case Instruction::Sub:
    return KnownBits::sub(A, *B);
  case Instruction::Mul:
    return KnownBits::mul(A, *B);
  case Instruction::And:
    return A & *B;
  case Instruction::Or:
    return A | *B;
  case Instruction::Xor:
    return A ^ *B;
  case Instruction::Shl:
    return Amount ? std::optional(KnownBits::shl(A, *B)) : std::nullopt;
  case Instruction::LShr:
    return Amount ? std::optional(KnownBits::lshr(A, *B)) : std::nullopt;
  case Instruction::AShr:
    return Amount ? std::optional(KnownBits::ashr(A, *B)) : std::nullopt;
  case Instruction::UDiv:
    return Divisor ? std::optional(KnownBits::udiv(A, *B)) : std::nullopt;
  case Instruction::URem:
    return Divisor ? std::optional(KnownBits::urem(A, *B)) : std::nullopt;
  case Instruction::SDiv:
  case Instruction::SRem:
    // INT_MIN / -1 is UB: only divisors other than 0 and -1.
    if (!Divisor || B->getConstant().isAllOnes())
      return std::nullopt;
    return In.Sub == Instruction::SDiv ? KnownBits::sdiv(A, *B)
                                       : KnownBits::srem(A, *B);
  default:
    return std::nullopt;
  }
}

/// Taints lane \p S of the result of \p In from its operand lanes \p LA
/// and \p LB (null if none) if they are untainted or undef-only: undef-only
/// with the bits their known bits leave free, or untainted if every bit is
/// known; false if that does not apply.
static bool taintUndefOnlyLane(const DInst &In, const RtValue &LA,
                               const RtValue *LB, RtValue &S) {
  if (S.isCompound() || S.isPoison() ||
      !undefOnlyType(In.I->getType()->getScalarType()))
    return false;
  std::optional<KnownBits> KA = knownLane(LA), KB;
  if (LB)
    KB = knownLane(*LB);
  if (!KA || (LB && !KB))
    return false;
  std::optional<KnownBits> K = knownResult(In, *KA, LB ? &*KB : nullptr);
  if (!K || K->hasConflict() || K->getBitWidth() != S.bits().getBitWidth())
    return false;
  // The run's own value is one of those the known bits allow.
  if ((S.bits() & K->Zero) != 0 || (S.bits() & K->One) != K->One)
    return false;
  if (K->isConstant())
    return true; // the same under every choice
  S.setUndefOnlyTaint((~(K->Zero | K->One)).getZExtValue());
  S.setUndef(); // LangRef "Undefined Values": a partly undef value is undef
  return true;
}

/// True if metadata of the load \p I make some loaded values poison or
/// UB (LangRef "'load' Instruction": !range, !nonnull, !align, !noundef):
/// for an undef that may depend on each choice.
static bool constrainsValue(const Instruction &I) {
  for (unsigned K : {LLVMContext::MD_range, LLVMContext::MD_nonnull,
                     LLVMContext::MD_align, LLVMContext::MD_noundef})
    if (I.hasMetadata(K))
      return true;
  return false;
}

/// Counts the scalars of \p V that were read from undef.
static uint64_t countUndefReads(const RtValue &V) {
  if (!V.isCompound())
    return V.isUndef();
  uint64_t N = 0;
  for (const RtValue &E : V.elems())
    N += countUndefReads(E);
  return N;
}

/// Taints the scalars of \p V (of type \p Ty) read from undef
/// (taintUndefRead); false if one of them is not tracked as undef.
[[nodiscard]] static bool taintUndefReads(RtValue &V, Type *Ty) {
  if (!V.isCompound())
    return !V.isUndef() || taintUndefRead(V, Ty);
  bool Tracked = true;
  for (unsigned K = 0; K < V.numElems(); ++K)
    Tracked &= taintUndefReads(V.elems()[K], partType(Ty, K));
  return Tracked;
}

/// Taints the result \p R of a freeze of \p A scalar by scalar (LangRef
/// "'freeze' Instruction"): a poison scalar became a chosen value, a
/// scalar that depends on a choice still does (it is never poison now),
/// the others are \p A's own.
static void taintFrozen(const RtValue &A, RtValue &R) {
  if (R.isCompound()) {
    for (unsigned K = 0; K < R.numElems(); ++K)
      taintFrozen(A.elems()[K], R.elems()[K]);
    return;
  }
  if (A.isPoison() || anyTaint(A)) {
    R.taintAll(/*Poison=*/false);
    R.setPoisonTainted(false);
  }
}

bool Execution::Impl::taintByLane(Frame &Fr, const DInst &In,
                                  uint64_t Choices) {
  RtValue &R = Fr.Regs[In.Dst];
  if (In.Op == DOp::Materialize) {
    taintUndefParts(R, Fr.DF->UndefConsts[In.Aux]);
    return true;
  }
  // A load whose metadata may make a chosen value poison or UB.
  if (In.Op == DOp::Load && Choices && constrainsValue(*In.I)) {
    Out.UndefUntracked |= R.containsUndef();
    R.taintAll(/*Poison=*/true); // whether it is poison may be chosen
    return true;
  }
  // A load from a choice-free address whose only choices are its undef
  // bits (one per scalar read from undef: no address was observed):
  // the other scalars are the memory's.
  if (In.Op == DOp::Load && Choices && !operandsTainted(Fr, In) &&
      countUndefReads(R) == Choices) {
    Out.UndefUntracked |= !taintUndefReads(R, In.I->getType());
    return true;
  }
  if (In.Op == DOp::Freeze) {
    taintFrozen(val(Fr, In.A), R);
    return true;
  }
  if (Choices)
    return false;
  // Instructions that move lanes or fields copy their taint with them
  // when what decides where they go depends on no choice (LangRef
  // "Vector Operations", "Aggregate Operations").
  switch (In.Op) {
  case DOp::ExtractElt:
    return !anyTaint(val(Fr, In.B));
  case DOp::InsertElt:
    return !anyTaint(val(Fr, In.C));
  case DOp::Shuffle:
  case DOp::ExtractVal:
  case DOp::InsertVal:
    return true; // constant masks and indices
  case DOp::Call:
    // The intrinsics that move lanes by a constant index (and vscale,
    // which is fixed for the run), as shufflevector does.
    if (const auto *II = dyn_cast<IntrinsicInst>(In.I))
      switch (II->getIntrinsicID()) {
      case Intrinsic::vector_insert:
      case Intrinsic::vector_extract:
      case Intrinsic::vector_reverse:
        return true;
      default:
        break;
      }
    return false;
  case DOp::Select: {
    // The result is the chosen operand, lane by lane (LangRef "'select'
    // Instruction"); not with fast-math flags, which test the value.
    if (isa<FPMathOperator>(In.I) && In.I->getFastMathFlags().any())
      return false;
    const RtValue &C = val(Fr, In.A);
    if (!C.isCompound())
      return !anyTaint(C);
    for (unsigned K = 0; K < C.numElems(); ++K)
      if (anyTaint(C.elems()[K])) {
        Out.UndefUntracked |= C.elems()[K].isUndef();
        R.elems()[K].taintAll(/*Poison=*/true);
      }
    return true;
  }
  default:
    break;
  }
  // (A direct call has no operand A: a reference to it would be one to no
  // value, which the compiler may read ahead of isLaneWise's test.)
  if (In.A == NoOperand)
    return false;
  const RtValue &A = val(Fr, In.A);
  if (!isLaneWise(In, A))
    return false;
  unsigned N = R.isCompound() ? R.numElems() : 1;
  for (unsigned K = 0; K < N; ++K) {
    RtValue &S = R.isCompound() ? R.elems()[K] : R;
    const RtValue &LA = laneOf(A, K);
    const RtValue *LB = In.B == NoOperand ? nullptr : &laneOf(val(Fr, In.B), K);
    bool TA = anyTaint(LA), TB = LB && anyTaint(*LB);
    if (!TA && !TB)
      continue;
    // fcmp only asks whether a NaN-only lane is a NaN.
    if (In.Op == DOp::FCmp && (!TA || LA.isNaNOnlyTaint()) &&
        (!TB || LB->isNaNOnlyTaint()))
      continue;
    if (taintUndefOnlyLane(In, LA, LB, S))
      continue;
    bool PoisonTaint = (TA && LA.containsPoisonTaint()) ||
                       (TB && LB->containsPoisonTaint()) ||
                       lanePoisonDependsOnBits(In, TB);
    Out.UndefUntracked |=
        LA.containsUndef() || (LB && LB->containsUndef()) || S.containsUndef();
    S.taintAll(PoisonTaint);
  }
  return true;
}

bool Execution::Impl::compareIgnoresChoice(const Frame &Fr,
                                           const DInst &In) const {
  // An icmp of an integer that stays in one class under every choice
  // (IntClass: memcmp's sign, bcmp's zero-ness) with a value that depends
  // on no choice, whose answer is the same for every member of the class
  // (an icmp slt x, 0 of memcmp's result), depends on no choice.
  if (In.Op != DOp::IntCmp)
    return false;
  const RtValue &A = val(Fr, In.A), &B = val(Fr, In.B);
  if (A.isCompound() || B.isCompound() || A.isPoison() || B.isPoison())
    return false;
  bool XOnLeft = A.intClassTaint() != IntClass::None;
  const RtValue &X = XOnLeft ? A : B, &Other = XOnLeft ? B : A;
  if (X.intClassTaint() == IntClass::None || X.isPoisonTainted() ||
      Other.isTainted() || Other.isPoisonTainted())
    return false;
  return icmpSameOverClass(static_cast<CmpInst::Predicate>(In.Pred), In.Flags,
                           X.intClassTaint(), X.bits(), Other.bits(), XOnLeft);
}

bool Execution::Impl::taintOnlyNaNs(Frame &Fr, const DInst &In,
                                    bool OperandTaint, bool Chose) {
  // A NaN an operation returns has a chosen sign, quiet bit and payload,
  // but is a NaN under every choice (LangRef "Behavior of Floating-Point
  // NaN values"): from operands that depend on no choice, its NaN lanes
  // get a NaN-only taint (other lanes, e.g. a zero whose sign nsz chose,
  // the full one).
  RtValue &R = Fr.Regs[In.Dst];
  Type *Ty = In.I->getType();
  // Not where arcp or contract let the instruction choose how it computes
  // (NondetKind::FPRewrite): 0 / b is 0, but 0 * (1 / b) is a NaN when
  // 1 / b overflows, so NaN-ness itself is chosen there.
  if ((In.Op == DOp::FBin || In.Op == DOp::FCast) && Chose && !OperandTaint &&
      !mayRewrite(In) && !mayFlushDenormals(Fr, In) && Ty->isFPOrFPVectorTy()) {
    Type *ST = Ty->getScalarType();
    auto Mark = [&](RtValue &S) {
      if (isNaNScalar(ST, S))
        S.setNaNOnlyTaint();
      else
        S.taintAll(/*Poison=*/false);
    };
    if (R.isCompound())
      for (RtValue &E : R.elems())
        Mark(E);
    else
      Mark(R);
    return true;
  }
  // (fptrunc and fpext too: a NaN converts to a NaN, LangRef "'fptrunc ..
  // to' Instruction", "'fpext .. to' Instruction".)
  bool FPToFP = In.Op == DOp::FCast && (In.Sub == Instruction::FPTrunc ||
                                        In.Sub == Instruction::FPExt);
  if ((In.Op == DOp::FBin || In.Op == DOp::FNeg || FPToFP) && OperandTaint &&
      !mayRewrite(In) && !mayFlushDenormals(Fr, In) && Ty->isFPOrFPVectorTy()) {
    taintFPLanes(Fr, In, Chose);
    return true;
  }
  if (Chose || !OperandTaint)
    return false;
  auto OnlyNaN = [&](int32_t Ref) {
    return Ref == NoOperand || val(Fr, Ref).onlyNaNTaint();
  };
  // fcmp (with nnan or ninf or not) only tests whether an operand is a
  // NaN: its result depends on no choice (LangRef "'fcmp' Instruction").
  if (In.Op == DOp::FCmp && OnlyNaN(In.A) && OnlyNaN(In.B))
    return true;
  // A select whose condition depends on no choice copies the chosen arm,
  // NaN-only taint included; nnan/ninf only test for NaN and infinity
  // (LangRef "'select' Instruction", "Fast-Math Flags").
  if (In.Op == DOp::Select && !val(Fr, In.A).containsTaint() && OnlyNaN(In.B) &&
      OnlyNaN(In.C))
    return true;
  return false;
}

Execution::Impl::WordFile &Execution::Impl::wordFileOf(Frame &Fr) {
  const size_t Depth = &Fr - Stack.data();
  assert(Depth < Stack.size() && "a frame of the stack");
  if (WordFiles.size() <= Depth)
    WordFiles.resize(Depth + 1);
  WordFile &WF = WordFiles[Depth];
  if (WF.Owner != Fr.Serial) {
    for (uint32_t K = 0; K < WF.NumListed; ++K)
      WF.Words[WF.Listed[K]].State = 0;
    WF.NumListed = 0;
    WF.Owner = Fr.Serial;
  }
  if (WF.Words.size() < Fr.Regs.size()) {
    WF.Words.resize(Fr.Regs.size());
    WF.Listed.resize(Fr.Regs.size());
  }
  if (DirtyWords.size() < Fr.Regs.size())
    DirtyWords.resize(Fr.Regs.size());
#ifndef NDEBUG
  // Between runFast's runs a live word is its register's value: the
  // general code dropped the words of the registers it wrote.
  for (uint32_t K = 0; K < WF.NumListed; ++K) {
    const uint32_t Slot = WF.Listed[K];
    const WordReg &X = WF.Words[Slot];
    if (!(X.State & WordLive))
      continue;
    WordReg Y;
    assert(loadWord(Fr.Regs[Slot], Y) && Y.Bits == X.Bits && Y.Prov == X.Prov &&
           Y.Width == X.Width && Y.State == (X.State & ~WordListed) &&
           "a live word is its register's value");
  }
#endif
  return WF;
}

void Execution::Impl::dropWord(const Frame &Fr, uint32_t Slot) {
  const size_t Depth = &Fr - Stack.data();
  assert(Depth < Stack.size() && "a frame of the stack");
  if (Depth >= WordFiles.size() || WordFiles[Depth].Owner != Fr.Serial ||
      Slot >= WordFiles[Depth].Words.size())
    return;
  WordReg &W = WordFiles[Depth].Words[Slot];
  assert(!(W.State & WordDirty) && "a dirty word outside runFast");
  W.State &= WordListed;
}

void Execution::Impl::flushWords(Frame &Fr, WordReg *W, uint32_t &NumDirty) {
  for (uint32_t K = 0; K < NumDirty; ++K) {
    WordReg &X = W[DirtyWords[K]];
    storeWord(X, Fr.Regs[DirtyWords[K]]);
    X.State &= ~WordDirty;
  }
  NumDirty = 0;
}

/// The taint of a fast integer result from its operands' (the general
/// rules' taint, taintByLane, where the fast path applies): tainted if an
/// operand is; its poison-ness tainted if an operand's is, or if \p
/// BitsDecidePoison (a flag or a shift amount makes the result's
/// poison-ness depend on tainted bits).
LLVM_ATTRIBUTE_ALWAYS_INLINE static uint8_t wordTaint(uint8_t A, uint8_t B,
                                                      bool BitsDecidePoison) {
  static_assert(WordPoisonTainted == WordTainted << 1,
                "the poison taint bit follows the taint bit");
  // Branch-free: T is WordTainted or 0; the poison taint counts only with
  // it (T << 1 masks it).
  const uint8_t T = (A | B) & WordTainted;
  const uint8_t P = ((A | B) & WordPoisonTainted) |
                    (BitsDecidePoison ? WordPoisonTainted : 0);
  return T | (P & (T << 1));
}

/// True if word state \p S is untainted (bits and poison-ness).
LLVM_ATTRIBUTE_ALWAYS_INLINE static bool untainted(uint8_t S) {
  return !(S & (WordTainted | WordPoisonTainted));
}

/// The hot loop's read of register \p R (\p V) into its word \p X, which
/// is not live: the word, listed (\p Listed, \p NumListed) if it was not,
/// or null if \p V is not one (loadWord). (Out of line: the hot loop's
/// code stays small.)
LLVM_ATTRIBUTE_NOINLINE static const WordReg *readWord(const RtValue &V,
                                                       WordReg &X, uint32_t R,
                                                       uint32_t *Listed,
                                                       uint32_t &NumListed) {
  const uint8_t Was = X.State;
  if (!loadWord(V, X))
    return nullptr;
  if (!(Was & WordListed))
    Listed[NumListed++] = R;
  X.State |= WordListed;
  return &X;
}

/// The hot loop: integer arithmetic (division and remainder included),
/// compares, casts, select, freeze, simple memory accesses, branches and
/// switches of one frame on a word file (WordReg): a register is read into a
/// word at its first use and written back when the loop ends (flushWords).
/// Anything else (poison, undef, a flag that does not hold, a division by
/// zero, a value that depends on a choice where the general code must
/// decide) leaves it for step(). Dispatch is threaded: each handler jumps
/// to the next instruction's (a GNU extension clang and GCC have).
void Execution::Impl::runFast(Frame &Fr) {
  // (With a deadline, loop() looks at the clock every ClockSteps steps.)
  const uint64_t MaxSteps = HasDeadline
                                ? std::min(I.options().MaxSteps, NextClockCheck)
                                : I.options().MaxSteps;
  const DecodedFunction &DF = *Fr.DF;
  const DInst *Code = DF.Code.data();
  const RtValue *Regs = Fr.Regs.data();
  WordFile &WF = wordFileOf(Fr);
  WordReg *W = WF.Words.data();
  uint32_t *Listed = WF.Listed.data();
  uint32_t NumListed = WF.NumListed;
  uint32_t *Dirty = DirtyWords.data();
  uint32_t NumDirty = 0;
  const WordReg *ConstW = DF.ConstWords.data();
  // The word of operand \p R, or null if it is not one (loadWord).
  auto Get = [&](int32_t R) -> const WordReg * {
    if (R < 0)
      return ConstW[~R].State ? &ConstW[~R] : nullptr;
    WordReg &X = W[R];
    if (LLVM_LIKELY(X.State & WordLive))
      return &X;
    return readWord(Regs[R], X, R, Listed, NumListed);
  };
  auto Set = [&](uint32_t Dst, uint64_t Bits, unsigned Width, ObjectId Prov,
                 uint8_t Taint) {
    WordReg &X = W[Dst];
    if (!(X.State & WordListed))
      Listed[NumListed++] = Dst;
    if (!(X.State & WordDirty))
      Dirty[NumDirty++] = Dst;
    X.Bits = Bits;
    X.Prov = Prov;
    X.Width = Width;
    X.State = WordLive | WordDirty | WordListed | Taint;
  };
  // (Once an instruction read undef afresh, a branch may be on undef: the
  // general code decides.)
  const bool Branches = !Fr.SawUndef;
  const bool PlainEdges = !DF.HasUndefConsts;
  // The instruction now running (its index in Code is the frame's PC).
  const DInst *H = Code + Fr.PC;
  // Steps left before MaxSteps (a count down: one register, no compare).
  const uint64_t Left0 = Out.Steps < MaxSteps ? MaxSteps - Out.Steps : 0;
  uint64_t Left = Left0;
  uint32_t EdgeIdx;

  // One label per FastOp, in its order.
  static const void *const Handlers[] = {
      &&Exit,         &&Add,        &&Sub,     &&Mul,    &&And,
      &&Or,           &&Xor,        &&Shl,     &&LShr,   &&AShr,
      &&UDiv,         &&SDiv,       &&URem,    &&SRem,   &&IntCmp,
      &&IntCast,      &&Select,     &&Freeze,  &&Load,   &&Store,
      &&GEP,          &&Br,         &&CondBr,  &&Switch, &&IntMinMax,
      &&FAbs,         &&FPToIntSat, &&IntToFP, &&Alloca, &&MemIntrinsic,
      &&MemIntrinsic, &&BitCast,    &&FCmp};
  static_assert(std::size(Handlers) == static_cast<size_t>(FastOp::FCmp) + 1,
                "one handler per FastOp");
#define REFINERY_DISPATCH()                                                    \
  do {                                                                         \
    if (LLVM_UNLIKELY(Left == 0))                                              \
      goto Exit;                                                               \
    goto *Handlers[static_cast<unsigned>(H->Fast)];                            \
  } while (false)
#define REFINERY_NEXT()                                                        \
  do {                                                                         \
    --Left;                                                                    \
    ++H;                                                                       \
    REFINERY_DISPATCH();                                                       \
  } while (false)
// An integer binary operator with opcode \p Opc (the fast kernel,
// fastIntBinary, folds for a constant opcode).
#define REFINERY_INT_BINARY(Opc)                                               \
  do {                                                                         \
    const WordReg *A = Get(H->A), *B = Get(H->B);                              \
    if (!A || !B)                                                              \
      goto Exit;                                                               \
    std::optional<uint64_t> R =                                                \
        fastIntBinary(Opc, H->Flags, A->Bits, B->Bits, H->FastWidth);          \
    if (!R)                                                                    \
      goto Exit;                                                               \
    /* A shift's amount decides whether it is poison, and so do the */         \
    /* operands' bits where there are flags (lanePoisonDependsOnBits). */      \
    const bool Shift = Opc == Instruction::Shl || Opc == Instruction::LShr ||  \
                       Opc == Instruction::AShr;                               \
    Set(H->Dst, *R, H->FastWidth, NoProv,                                      \
        wordTaint(A->State, B->State,                                          \
                  ((B->State & WordTainted) && Shift) || H->Flags));           \
    REFINERY_NEXT();                                                           \
  } while (false)

// A division or remainder: only on operands that depend on no choice
// (where one does, a choice may make the divisor zero: the general code's
// divisionUBMayBeChosen decides).
#define REFINERY_INT_DIVISION(Opc)                                             \
  do {                                                                         \
    const WordReg *A = Get(H->A), *B = Get(H->B);                              \
    if (!A || !B || !untainted(A->State | B->State))                           \
      goto Exit;                                                               \
    std::optional<uint64_t> R =                                                \
        fastIntBinary(Opc, H->Flags, A->Bits, B->Bits, H->FastWidth);          \
    if (!R)                                                                    \
      goto Exit;                                                               \
    Set(H->Dst, *R, H->FastWidth, NoProv, 0);                                  \
    REFINERY_NEXT();                                                           \
  } while (false)

  REFINERY_DISPATCH();

Add:
  REFINERY_INT_BINARY(Instruction::Add);
Sub:
  REFINERY_INT_BINARY(Instruction::Sub);
Mul:
  REFINERY_INT_BINARY(Instruction::Mul);
And:
  REFINERY_INT_BINARY(Instruction::And);
Or:
  REFINERY_INT_BINARY(Instruction::Or);
Xor:
  REFINERY_INT_BINARY(Instruction::Xor);
Shl:
  REFINERY_INT_BINARY(Instruction::Shl);
LShr:
  REFINERY_INT_BINARY(Instruction::LShr);
AShr:
  REFINERY_INT_BINARY(Instruction::AShr);
UDiv:
  REFINERY_INT_DIVISION(Instruction::UDiv);
SDiv:
  REFINERY_INT_DIVISION(Instruction::SDiv);
URem:
  REFINERY_INT_DIVISION(Instruction::URem);
SRem:
  REFINERY_INT_DIVISION(Instruction::SRem);
IntCmp: {
  const WordReg *A = Get(H->A), *B = Get(H->B);
  if (!A || !B)
    goto Exit;
  std::optional<bool> Cmp =
      fastIntCompare(static_cast<CmpInst::Predicate>(H->Pred), H->Flags,
                     A->Bits, B->Bits, H->FastWidth);
  if (!Cmp)
    goto Exit;
  const uint8_t Taint = wordTaint(A->State, B->State, H->Flags);
  Set(H->Dst, *Cmp, 1, NoProv, Taint);
  // A compare and the branch on it in one dispatch.
  const DInst &Next = H[1];
  if (Next.Op == DOp::CondBr && Next.A == static_cast<int32_t>(H->Dst) &&
      !Taint && Branches && Left > 1) {
    Left -= 2;
    ++H;
    EdgeIdx = Next.Aux + (*Cmp ? 0 : 1);
    goto TakeEdge;
  }
  REFINERY_NEXT();
}
IntCast: {
  const WordReg *A = Get(H->A);
  if (!A)
    goto Exit;
  std::optional<uint64_t> R =
      fastIntCast(H->Sub, H->Flags, A->Bits, H->Aux, H->FastWidth);
  if (!R)
    goto Exit;
  Set(H->Dst, *R, H->FastWidth, NoProv, wordTaint(A->State, 0, H->Flags));
  REFINERY_NEXT();
}
// LangRef "'select' Instruction": the chosen operand; "'freeze'
// Instruction": a defined operand itself. Only where no operand depends on
// a choice (the general code's policy may choose the arm of a select on a
// tainted condition).
Select: {
  const WordReg *C = Get(H->A), *T = Get(H->B), *F = Get(H->C);
  if (!C || !T || !F || !untainted(C->State | T->State | F->State))
    goto Exit;
  const WordReg &R = C->Bits ? *T : *F;
  Set(H->Dst, R.Bits, R.Width, R.Prov, 0);
  REFINERY_NEXT();
}
Freeze: {
  const WordReg *A = Get(H->A);
  if (!A || !untainted(A->State))
    goto Exit;
  Set(H->Dst, A->Bits, A->Width, A->Prov, 0);
  REFINERY_NEXT();
}
// Memory on the fast path where no operand depends on a choice (the
// general dispatch taints results and paths).
Load: {
  const WordReg *P = Get(H->A);
  WordReg R;
  if (!P || !untainted(P->State) || !fastLoad(*H, *P, R))
    goto Exit;
  Set(H->Dst, R.Bits, R.Width, R.Prov, 0);
  REFINERY_NEXT();
}
Store: {
  const WordReg *V = Get(H->A), *P = Get(H->B);
  if (!V || !P || !untainted(V->State | P->State) || !fastStore(Fr, *H, *V, *P))
    goto Exit;
  REFINERY_NEXT();
}
GEP: {
  const GEPPlan &G = DF.GEPPlans[H->FastWidth - 1];
  const WordReg *Base = Get(DF.Lists[H->Aux][0]);
  WordReg Ix[4], R;
  if (!Base || G.Terms.size() > std::size(Ix))
    goto Exit;
  uint8_t State = Base->State;
  for (size_t K = 0; K < G.Terms.size(); ++K) {
    const WordReg *X = Get(G.Terms[K].Slot);
    if (!X)
      goto Exit;
    Ix[K] = *X;
    State |= X->State;
  }
  if (!untainted(State) || !fastGEP(G, *Base, ArrayRef(Ix, G.Terms.size()), R))
    goto Exit;
  Set(H->Dst, R.Bits, R.Width, R.Prov, 0);
  REFINERY_NEXT();
}
// An alloca of a known element size and a defined count that depends on
// no choice (a word of at most 64 bits, as is the pointer).
Alloca: {
  const WordReg *N = Get(H->A);
  const char *Why;
  ObjectId Id;
  if (!N || !untainted(N->State) || I.pointerBits() > 64 ||
      (Id = allocaObject(Fr, *H, N->Bits, H->Aux, Why)) == NoProv)
    goto Exit;
  Set(H->Dst, Mem.object(Id).Base, I.pointerBits(), Id, 0);
  REFINERY_NEXT();
}
// llvm.memcpy / memmove (MemCopy) / memset (MemSet) with defined words for
// pointers, length (and fill byte) that depend on no choice, where
// fastMemIntrinsic finds nothing for the general code
// (callMemoryIntrinsic) to decide.
// (Both in one handler, so the hot loop's code grows little: the kernel
// is out of line.)
MemIntrinsic: {
  const std::vector<int32_t> &Ops = DF.Lists[H->Aux];
  const WordReg *D = Get(Ops[0]), *X = Get(Ops[1]), *N = Get(Ops[2]);
  if (!D || !X || !N || !untainted(D->State | X->State | N->State) ||
      !fastMemIntrinsic(Fr, *H, *D, *X, N->Bits))
    goto Exit;
  REFINERY_NEXT();
}
// LangRef "'bitcast .. to' Instruction": the same bits (bitcastValue,
// through memory's bytes); a pointer keeps its provenance, another value
// has none. An operand that depends on a choice is the general code's.
BitCast: {
  const WordReg *A = Get(H->A);
  if (!A || !untainted(A->State))
    goto Exit;
  Set(H->Dst, A->Bits, H->FastWidth, H->Aux ? A->Prov : NoProv, 0);
  REFINERY_NEXT();
}
// LangRef "'fcmp' Instruction" on untainted words (fastFCmp: fpCompare's
// answer; decoding took only what it models).
FCmp: {
  const WordReg *A = Get(H->A), *B = Get(H->B);
  if (!A || !B || !untainted(A->State | B->State))
    goto Exit;
  Set(H->Dst, fastFCmp(H->Pred, H->FastWidth, H->Aux, A->Bits, B->Bits), 1,
      NoProv, 0);
  REFINERY_NEXT();
}
Br:
  --Left;
  EdgeIdx = H->Aux;
  goto TakeEdge;
CondBr: {
  const WordReg *C = Get(H->A);
  if (!C || (C->State & WordTainted) || !Branches)
    goto Exit;
  --Left;
  EdgeIdx = H->Aux + (C->Bits ? 0 : 1);
  goto TakeEdge;
}
// A call of llvm.umax/umin/smax/smin with nothing else to check
// (CallPlan::FastIntrinsic) on untainted words: evalIntrinsic's value, as the
// general execCall would store it (a call to an intrinsic changes nothing
// else).
IntMinMax: {
  const std::vector<int32_t> &Ops = DF.Lists[H->Aux];
  const WordReg *A = Get(Ops[0]), *B = Get(Ops[1]);
  if (!A || !B || !untainted(A->State | B->State))
    goto Exit;
  Set(H->Dst,
      fastIntMinMax(DF.CallPlans[H->FastWidth - 1].FastIntrinsic, A->Bits,
                    B->Bits, A->Width),
      A->Width, NoProv, 0);
  REFINERY_NEXT();
}
// The same for llvm.fabs (LangRef "'llvm.fabs.*' Intrinsic": fpAbs, which
// gives back its operand, provenance and all, where the sign is clear)
// and llvm.fptosi.sat / llvm.fptoui.sat of a float or double.
FAbs: {
  const WordReg *A = Get(DF.Lists[H->Aux][0]);
  if (!A || !untainted(A->State))
    goto Exit;
  const uint64_t R = fastFAbs(A->Bits, A->Width);
  Set(H->Dst, R, A->Width, R == A->Bits ? A->Prov : NoProv, 0);
  REFINERY_NEXT();
}
FPToIntSat: {
  const CallPlan &P = DF.CallPlans[H->FastWidth - 1];
  const WordReg *A = Get(DF.Lists[H->Aux][0]);
  if (!A || !untainted(A->State))
    goto Exit;
  Set(H->Dst,
      fastFPToIntSat(P.FastIntrinsic == Intrinsic::fptosi_sat, A->Width,
                     A->Bits, P.ResultBits),
      P.ResultBits, NoProv, 0);
  REFINERY_NEXT();
}
// LangRef "'sitofp .. to'" / "'uitofp .. to'" to a float or double
// (fpCast) of an untainted word, where the conversion is exact (so the
// host's rounding mode does not matter); a uitofp nneg of a negative
// operand, poison, and a rounded conversion are the general code's.
IntToFP: {
  const WordReg *A = Get(H->A);
  if (!A || !untainted(A->State))
    goto Exit;
  const bool Signed = H->Sub == Instruction::SIToFP;
  if ((!Signed && (H->Flags & FlagNNeg) && ((A->Bits >> (H->Aux - 1)) & 1)) ||
      !fastIntToFPIsExact(Signed, A->Bits, H->Aux, H->FastWidth))
    goto Exit;
  Set(H->Dst, fastIntToFP(Signed, A->Bits, H->Aux, H->FastWidth), H->FastWidth,
      NoProv, 0);
  REFINERY_NEXT();
}
// LangRef "'switch' Instruction": the edge of the case equal to the
// condition, else the default's (a tainted condition is the general code's).
Switch: {
  const WordReg *C = Get(H->A);
  if (!C || !untainted(C->State) || !Branches)
    goto Exit;
  const SwitchTable &T = DF.Switches[H->Aux];
  EdgeIdx = T.DefaultEdge;
  for (const auto &[V, Target] : T.Cases)
    if (V.getZExtValue() == C->Bits) {
      EdgeIdx = Target;
      break;
    }
  --Left;
  goto TakeEdge;
}
TakeEdge: {
  const Edge &E = DF.Edges[EdgeIdx];
  if (E.NeedsTemp || !PlainEdges || !E.FMFPhis.empty()) {
    flushWords(Fr, W, NumDirty);
    Fr.PC = H - Code;
    takeEdge(Fr, EdgeIdx);
    H = Code + Fr.PC;
    REFINERY_DISPATCH();
  }
  // The moves are independent (no NeedsTemp): one at a time, as words
  // where the source is one.
  for (const auto &[Dst, Src] : E.Moves) {
    if (const WordReg *S = Get(Src)) {
      Set(Dst, S->Bits, S->Width, S->Prov,
          S->State & (WordTainted | WordPoisonTainted));
    } else {
      flushWords(Fr, W, NumDirty);
      Fr.Regs[Dst] = val(Fr, Src);
      dropWord(Fr, Dst);
    }
  }
  H = Code + E.Target;
  REFINERY_DISPATCH();
}
#undef REFINERY_INT_BINARY
#undef REFINERY_INT_DIVISION
#undef REFINERY_NEXT
#undef REFINERY_DISPATCH
Exit:
  flushWords(Fr, W, NumDirty);
  WF.NumListed = NumListed;
  Fr.PC = H - Code;
  Out.Steps += Left0 - Left;
}

/// The taint bookkeeping of one general step before it runs: which
/// operands depend on a choice, and where the policy decides a branch or
/// select on one.
Execution::Impl::StepTaint Execution::Impl::beginStep(Frame &Fr,
                                                      const DInst &In) {
  const size_t Depth = Stack.size();
  const uint64_t ChoicesBefore = ND.count();
  const uint64_t ResultOnlyBefore = ResultOnlyChoices;
  const bool OperandTaint = TrackTaint && operandsTainted(Fr, In);
  const bool OperandPoisonTaint =
      OperandTaint && operandsTainted(Fr, In, /*Poison=*/true);
  // A conditional branch whose condition depends on a choice, but whose
  // poison-ness does not (so it is poison or undef for every choice, or
  // for none), may have its direction decided by the policy
  // (NondetPolicy::overridesOutcomes): then the path depends on the
  // choices only through that direction, which the policy enumerates,
  // and the branch does not taint the path. A condition whose poison-ness
  // depends on a choice is never overridden: for some choice the branch
  // is UB (LangRef "'br' Instruction").
  const bool OverrideBranch = OperandTaint && !OperandPoisonTaint &&
                              In.Op == DOp::CondBr && ND.overridesOutcomes() &&
                              !val(Fr, In.A).isPoison() &&
                              !val(Fr, In.A).isUndef();
  // The same for the arm of a select on a scalar condition: the result is
  // then the chosen arm, with the arm's own taint. (Not with a fast-math
  // flag: nnan and ninf make the result's poison-ness depend on the arm's
  // bits, nsz lets it choose a zero's sign.)
  const bool OverrideSelect = [&] {
    if (!OperandTaint || In.Op != DOp::Select || !ND.overridesOutcomes())
      return false;
    const RtValue &C = val(Fr, In.A);
    if (C.isCompound() || !C.isTainted() || C.isPoisonTainted() ||
        C.isPoison() || C.isUndef())
      return false;
    if (!isa<FPMathOperator>(In.I))
      return true;
    return In.I->getFastMathFlags().none();
  }();
  bool TaintsPathUnlessResultOnly = false;
  TaintOnlyResultOf = nullptr;
  if (OperandTaint && !OverrideBranch) {
    switch (In.Op) {
    case DOp::IntBin:
      if (Instruction::isIntDivRem(In.Sub) && divisionUBMayBeChosen(Fr, In))
        Out.PathTainted = true; // UB may depend on the choice
      break;
    case DOp::IntCmp:
    case DOp::IntCast:
    case DOp::FNeg:
    case DOp::FBin:
    case DOp::FCmp:
    case DOp::FCast:
    case DOp::BitCast:
    case DOp::IntToPtr:
    case DOp::Select:
    case DOp::Freeze:
    case DOp::ExtractElt:
    case DOp::InsertElt:
    case DOp::Shuffle:
    case DOp::ExtractVal:
    case DOp::InsertVal:
    case DOp::GEP:
      break; // pure computation: the taint flows into the result
    case DOp::Call:
      // (Unless the call's taint reaches only its result: decided by the
      // call, TaintOnlyResultOf.)
      TaintsPathUnlessResultOnly = !isPureIntrinsicCall(In);
      break;
    case DOp::Store:
      // A simple store of undef-only lanes stores their undef bits
      // (encodeValue): the memory is the same under every choice.
      if (!cast<StoreInst>(In.I)->isSimple() || anyTaint(val(Fr, In.B)) ||
          !onlyUndefTaint(val(Fr, In.A)))
        Out.PathTainted = true;
      break;
    case DOp::PtrToInt:
      // UB in the source role for a captures(none) argument's address
      // (capturesArgument): whether it is UB may depend on the choice.
      Out.PathTainted = true;
      break;
    case DOp::Ret: {
      // The value flows on; only checks on it (attributes, metadata)
      // could behave differently.
      const CallBase *CS = Fr.CallSite;
      if (Fr.DF->F->getAttributes().getRetAttrs().hasAttributes() ||
          (CS && (CS->getAttributes().getRetAttrs().hasAttributes() ||
                  CS->hasMetadataOtherThanDebugLoc())))
        Out.PathTainted = true;
      break;
    }
    default:
      Out.PathTainted = true;
      break;
    }
  }
  return {Depth,
          ChoicesBefore,
          ResultOnlyBefore,
          OperandTaint,
          OperandPoisonTaint,
          OverrideBranch,
          OverrideSelect,
          TaintsPathUnlessResultOnly};
}

/// Integer arithmetic, compares and casts by the general rules (where
/// the hot loop declined).
bool Execution::Impl::execIntOp(Frame &Fr, const DInst &In) {
  switch (In.Op) {
  case DOp::IntBin: {
    const RtValue &A = val(Fr, In.A), &B = val(Fr, In.B);
    auto Op = static_cast<Instruction::BinaryOps>(In.Sub);
    // LangRef "'udiv' Instruction" et al.: an undef divisor may be zero
    // (the source's reading of any undef bit; the target's only where
    // the bits that are not undef are zero). Before the word arithmetic,
    // which would divide by the bits read.
    if (Instruction::isIntDivRem(Op) && B.containsPoisonOrUndef() &&
        !B.containsPoison() && (TrackTaint || undefMayBeZero(B))) {
      ub("division by undef", In.I);
      return false;
    }
    if (In.FastWidth && !A.isPoison() && !B.isPoison() &&
        fastBinary(In, A, B, Fr.Regs[In.Dst])) {
      ++Fr.PC;
      break;
    }
    RtValue R;
    if (const char *Why =
            lift2(A, B, R, [&](const RtValue &X, const RtValue &Y) {
              return intBinary(Op, In.Flags, X.bits(), X.isPoison(), Y.bits(),
                               Y.isPoison());
            })) {
      ub(Why, In.I);
      return false;
    }
    Fr.Regs[In.Dst] = std::move(R);
    ++Fr.PC;
    break;
  }
  case DOp::IntCmp: {
    const RtValue &A = val(Fr, In.A), &B = val(Fr, In.B);
    if (In.FastWidth && !A.isPoison() && !B.isPoison())
      if (std::optional<bool> Cmp = fastCompare(In, A, B)) {
        Fr.Regs[In.Dst].setScalar(1, *Cmp);
        ++Fr.PC;
        break;
      }
    auto Pred = static_cast<CmpInst::Predicate>(In.Pred);
    RtValue R;
    if (In.I->getOperand(0)->getType()->isPtrOrPtrVectorTy())
      notePointerCompare(Pred, A, B);
    // Pointers compare by address (LangRef "'icmp' Instruction").
    lift2(A, B, R, [&](const RtValue &X, const RtValue &Y) {
      return intCompare(Pred, In.Flags, X.bits(), X.isPoison(), Y.bits(),
                        Y.isPoison());
    });
    Fr.Regs[In.Dst] = std::move(R);
    ++Fr.PC;
    break;
  }
  case DOp::IntCast: {
    const RtValue &A = val(Fr, In.A);
    if (In.FastWidth && !A.isPoison() && !A.isUndef())
      if (std::optional<uint64_t> R =
              fastIntCast(In.Sub, In.Flags, A.bits().getZExtValue(), In.Aux,
                          In.FastWidth)) {
        Fr.Regs[In.Dst].setScalar(In.FastWidth, *R);
        ++Fr.PC;
        break;
      }
    auto Op = static_cast<Instruction::CastOps>(In.Sub);
    unsigned DW = In.I->getType()->getScalarSizeInBits();
    RtValue R;
    lift1(A, R, [&](const RtValue &X) {
      return intCast(Op, In.Flags, X.bits(), X.isPoison(), DW);
    });
    Fr.Regs[In.Dst] = std::move(R);
    ++Fr.PC;
    break;
  }
  default:
    llvm_unreachable("not an instruction of this family");
  }
  return true;
}

/// Floating point, conversions between integers, floating point and
/// pointers, and bitcasts.
bool Execution::Impl::execFPOp(Frame &Fr, const DInst &In) {
  switch (In.Op) {
  case DOp::FNeg: {
    Type *Ty = In.I->getType()->getScalarType();
    FastMathFlags FMF = In.I->getFastMathFlags();
    Fr.Regs[In.Dst] = map1(val(Fr, In.A), [&](const RtValue &X, unsigned) {
      RtValue R = fpNeg(FMF, Ty, X, ND);
      if (FMF.noSignedZeros())
        chooseZeroSign(Instruction::FNeg, Ty, X, R);
      return R;
    });
    ++Fr.PC;
    break;
  }
  case DOp::FBin: {
    const RtValue &A = val(Fr, In.A), &B = val(Fr, In.B);
    Type *Ty = In.I->getType()->getScalarType();
    FastMathFlags FMF = In.I->getFastMathFlags();
    auto Op = static_cast<Instruction::BinaryOps>(In.Sub);
    if (hasNonCanonicalX87(Ty, A) || hasNonCanonicalX87(Ty, B)) {
      unsupported(NonCanonicalX87Reason, In.I);
      return false;
    }
    // LangRef "denormal-fp-math": denormal operands read as zeros, a
    // denormal result may be flushed (the checker leaves arcp and
    // contract there undecided: their rewrites read the operands
    // unflushed).
    DenormalMode DM = Fr.DF->Denormal.isIEEE() ? DenormalMode::getIEEE()
                                               : denormalMode(Fr, Ty);
    if (DM != DenormalMode::getIEEE() && !isDenormalModelled(Ty)) {
      unsupported(DenormalTypeReason, In.I);
      return false;
    }
    Fr.Regs[In.Dst] = map1(A, [&](const RtValue &X0, unsigned K) {
      const RtValue &Y0 = B.isCompound() ? B.elems()[K] : B;
      if (DM == DenormalMode::getIEEE()) {
        RtValue R = fpBinary(Op, FMF, Ty, X0, Y0, ND);
        if (In.Aux || (Op == Instruction::FDiv && FMF.allowReciprocal()))
          R = chooseFPRewrite(Fr, In, Ty, X0, Y0, K, std::move(R));
        if (FMF.noSignedZeros())
          chooseZeroSign(Op, Ty, Y0, R);
        return R;
      }
      RtValue X = fpFlushDenormalInput(Ty, X0, DM.Input, &ND);
      RtValue Y = fpFlushDenormalInput(Ty, Y0, DM.Input, &ND);
      RtValue R = fpFlushDenormalOutput(Ty, fpBinary(Op, FMF, Ty, X, Y, ND),
                                        DM.Output, ND);
      if (FMF.noSignedZeros())
        chooseZeroSign(Op, Ty, Y, R);
      return R;
    });
    ++Fr.PC;
    break;
  }
  case DOp::FCmp: {
    const RtValue &A = val(Fr, In.A), &B = val(Fr, In.B);
    Type *Ty = In.I->getOperand(0)->getType()->getScalarType();
    FastMathFlags FMF = In.I->getFastMathFlags();
    auto Pred = static_cast<CmpInst::Predicate>(In.Pred);
    if (hasNonCanonicalX87(Ty, A) || hasNonCanonicalX87(Ty, B)) {
      unsupported(NonCanonicalX87Reason, In.I);
      return false;
    }
    // LangRef "denormal-fp-math": fcmp reads denormal operands as zeros
    // too (a floating-point operation).
    DenormalMode::DenormalModeKind DIn = Fr.DF->Denormal.isIEEE()
                                             ? DenormalMode::IEEE
                                             : denormalMode(Fr, Ty).Input;
    if (DIn != DenormalMode::IEEE && !isDenormalModelled(Ty)) {
      unsupported(DenormalTypeReason, In.I);
      return false;
    }
    Fr.Regs[In.Dst] = map1(A, [&](const RtValue &X, unsigned K) {
      const RtValue &Y = B.isCompound() ? B.elems()[K] : B;
      if (DIn == DenormalMode::IEEE)
        return fpCompare(Pred, FMF, Ty, X, Y);
      return fpCompare(Pred, FMF, Ty, fpFlushDenormalInput(Ty, X, DIn),
                       fpFlushDenormalInput(Ty, Y, DIn));
    });
    ++Fr.PC;
    break;
  }
  case DOp::FCast:
  case DOp::PtrToInt:
  case DOp::IntToPtr: {
    Type *SrcTy = In.I->getOperand(0)->getType()->getScalarType();
    Type *DstTy = In.I->getType()->getScalarType();
    FastMathFlags FMF;
    if (isa<FPMathOperator>(In.I))
      FMF = In.I->getFastMathFlags();
    // fptrunc / fpext / fptoui / fptosi compute on the operand's value.
    if (In.Op == DOp::FCast && hasNonCanonicalX87(SrcTy, val(Fr, In.A))) {
      unsupported(NonCanonicalX87Reason, In.I);
      return false;
    }
    if (In.Op == DOp::PtrToInt && !Fr.NoCapture.empty() &&
        capturesArgument(Fr, val(Fr, In.A), In.I))
      return false;
    Fr.Regs[In.Dst] = map1(val(Fr, In.A), [&](const RtValue &X, unsigned) {
      if (In.Op == DOp::PtrToInt && !X.isPoison())
        noteAddress(X);
      RtValue R = castScalar(I, In.Sub, In.Flags, FMF, SrcTy, DstTy, X, &ND);
      // LangRef "Fast-Math Flags": nsz on fptrunc/fpext lets a zero
      // result (of a zero operand, or one rounded to zero) take either
      // sign.
      if (FMF.noSignedZeros() && DstTy->isFloatingPointTy())
        chooseZeroSign(In.Sub, DstTy, RtValue::poison(1), R);
      return R;
    });
    ++Fr.PC;
    break;
  }
  case DOp::BitCast: {
    Fr.Regs[In.Dst] = bitcastValue(In.I->getOperand(0)->getType(),
                                   In.I->getType(), val(Fr, In.A));
    ++Fr.PC;
    break;
  }
  default:
    llvm_unreachable("not an instruction of this family");
  }
  return true;
}

/// select, freeze, and the vector and aggregate operations.
bool Execution::Impl::execValueOp(Frame &Fr, const DInst &In,
                                  bool OverrideSelect) {
  const unsigned PB = I.pointerBits();
  switch (In.Op) {
  case DOp::Select: {
    const RtValue &C = val(Fr, In.A);
    const RtValue &T = val(Fr, In.B), &F = val(Fr, In.C);
    // LangRef "'select' Instruction": poison only through the condition
    // or the chosen operand.
    if (OverrideSelect) {
      Fr.Regs[In.Dst] = ND.chooseOutcome() ? T : F;
    } else if (!C.isCompound()) {
      if (C.isPoison())
        Fr.Regs[In.Dst] = poisonOf(In.I->getType(), PB, I.vscale());
      else
        Fr.Regs[In.Dst] = C.bits().isOne() ? T : F;
    } else {
      std::vector<RtValue> Elems;
      Elems.reserve(C.numElems());
      for (unsigned K = 0; K < C.numElems(); ++K) {
        const RtValue &CK = C.elems()[K];
        if (CK.isPoison())
          Elems.push_back(RtValue::poison(
              T.elems()[K].isCompound() ? 0
                                        : T.elems()[K].bits().getBitWidth()));
        else
          Elems.push_back(CK.bits().isOne() ? T.elems()[K] : F.elems()[K]);
      }
      Fr.Regs[In.Dst] = RtValue::compound(std::move(Elems));
    }
    applyResultFMF(*In.I, Fr.Regs[In.Dst]);
    chooseResultZeroSigns(*In.I, Fr.Regs[In.Dst]);
    ++Fr.PC;
    break;
  }
  case DOp::Freeze:
    Fr.Regs[In.Dst] = freezeValue(val(Fr, In.A), ND);
    ++Fr.PC;
    break;
  case DOp::ExtractElt: {
    const RtValue &V = val(Fr, In.A);
    int64_t K = laneIndex(val(Fr, In.B), V.numElems());
    // LangRef: an out-of-range index gives poison.
    Fr.Regs[In.Dst] =
        K < 0 ? poisonOf(In.I->getType(), PB, I.vscale()) : V.elems()[K];
    ++Fr.PC;
    break;
  }
  case DOp::InsertElt: {
    const RtValue &V = val(Fr, In.A);
    int64_t K = laneIndex(val(Fr, In.C), V.numElems());
    if (K < 0) {
      Fr.Regs[In.Dst] = poisonOf(In.I->getType(), PB, I.vscale());
    } else {
      // In place: the destination keeps its lanes' storage from the last
      // time (an SSA result is none of its operands).
      RtValue &R = Fr.Regs[In.Dst];
      R = V;
      R.elems()[K] = val(Fr, In.B);
    }
    ++Fr.PC;
    break;
  }
  case DOp::Shuffle: {
    const auto *SV = cast<ShuffleVectorInst>(In.I);
    const RtValue &A = val(Fr, In.A), &B = val(Fr, In.B);
    unsigned N = A.numElems();
    unsigned EW = scalarBits(SV->getType()->getElementType(), PB);
    ArrayRef<int> Mask = SV->getShuffleMask();
    // LangRef "'shufflevector' Instruction": a scalable mask is
    // zeroinitializer or poison, one index for every lane (LLVM keeps
    // it as many times as the minimum lanes).
    bool Scalable = isa<ScalableVectorType>(SV->getType());
    unsigned Lanes = Scalable ? I.lanes(SV->getType()) : Mask.size();
    std::vector<RtValue> Elems;
    Elems.reserve(Lanes);
    for (unsigned L = 0; L < Lanes; ++L) {
      int M = Scalable ? Mask[0] : Mask[L];
      if (M < 0)
        Elems.push_back(RtValue::poison(EW)); // poison mask element
      else
        Elems.push_back(unsigned(M) < N ? A.elems()[M] : B.elems()[M - N]);
    }
    Fr.Regs[In.Dst] = RtValue::compound(std::move(Elems));
    ++Fr.PC;
    break;
  }
  case DOp::ExtractVal: {
    const RtValue *V = &val(Fr, In.A);
    for (unsigned Idx : cast<ExtractValueInst>(In.I)->indices())
      V = &V->elems()[Idx];
    Fr.Regs[In.Dst] = *V;
    ++Fr.PC;
    break;
  }
  case DOp::InsertVal: {
    // In place, as insertelement.
    RtValue &R = Fr.Regs[In.Dst];
    R = val(Fr, In.A);
    RtValue *V = &R;
    for (unsigned Idx : cast<InsertValueInst>(In.I)->indices())
      V = &V->elems()[Idx];
    *V = val(Fr, In.B);
    ++Fr.PC;
    break;
  }
  default:
    llvm_unreachable("not an instruction of this family");
  }
  return true;
}

/// Terminators other than ret, and what is not modelled.
bool Execution::Impl::execControl(Frame &Fr, const DInst &In,
                                  bool OverrideBranch) {
  switch (In.Op) {
  case DOp::Br:
    takeEdge(Fr, In.Aux);
    break;
  case DOp::CondBr: {
    const RtValue &C = val(Fr, In.A);
    // LangRef "'br' Instruction": branching on poison or undef is UB.
    if (C.isPoison() || C.isUndef() ||
        (Fr.SawUndef && undefWitnessed(Fr, In.A, *In.I))) {
      ub(C.isPoison() ? "branch on poison" : "branch on undef", In.I);
      return false;
    }
    bool Taken = OverrideBranch ? ND.chooseOutcome() : C.bits().isOne();
    takeEdge(Fr, In.Aux + (Taken ? 0 : 1));
    break;
  }
  case DOp::Switch: {
    const RtValue &C = val(Fr, In.A);
    // LangRef "'switch' Instruction": a poison condition is UB.
    if (C.isPoison() || C.isUndef() ||
        (Fr.SawUndef && undefWitnessed(Fr, In.A, *In.I))) {
      ub(C.isPoison() ? "switch on poison" : "switch on undef", In.I);
      return false;
    }
    const SwitchTable &T = Fr.DF->Switches[In.Aux];
    uint32_t E = T.DefaultEdge;
    for (const auto &[V, Target] : T.Cases)
      if (V == C.bits()) {
        E = Target;
        break;
      }
    takeEdge(Fr, E);
    break;
  }
  case DOp::Unreachable:
    ub("unreachable executed", In.I);
    return false;
  case DOp::Unsupported: {
    if (In.Aux < Fr.DF->Problems.size()) {
      unsupported(Fr.DF->Problems[In.Aux], In.I);
      return false;
    }
    std::string S;
    raw_string_ostream OS(S);
    OS << "instruction '" << In.I->getOpcodeName() << "'";
    unsupported(S, In.I);
    return false;
  }
  case DOp::IndirectBr: {
    // LangRef "'indirectbr' Instruction": the address must be one of the
    // listed destinations, else the behaviour is undefined.
    const RtValue &P = val(Fr, In.A);
    if (P.isPoison() || P.isUndef()) {
      ub("indirectbr on poison or undef", In.I);
      return false;
    }
    const BasicBlock *Dest = nullptr;
    ObjectId Obj = P.prov() == WildcardProv
                       ? Mem.findObject(P.bits().getZExtValue(), 0)
                       : P.prov();
    if (Obj != NoProv && Mem.object(Obj).Base == P.bits().getZExtValue())
      Dest = dyn_cast_or_null<BasicBlock>(Mem.object(Obj).Origin);
    const std::vector<int32_t> &Edges = Fr.DF->Lists[In.Aux];
    const auto *IB = cast<IndirectBrInst>(In.I);
    int64_t Found = -1;
    for (unsigned K = 0; K < IB->getNumDestinations(); ++K)
      if (IB->getDestination(K) == Dest) {
        Found = K;
        break;
      }
    if (Found < 0) {
      ub("indirectbr to an address that is not one of its destinations", In.I);
      return false;
    }
    takeEdge(Fr, static_cast<uint32_t>(Edges[Found]));
    break;
  }
  default:
    llvm_unreachable("not an instruction of this family");
  }
  return true;
}

/// One instruction by the general rules; false if the run ended in it.
bool Execution::Impl::step(Frame &Fr, const DInst &In, const StepTaint &ST) {
  switch (In.Op) {
  case DOp::Materialize:
    Fr.Regs[In.Dst] = constant(Fr.DF->UndefConsts[In.Aux]);
    ++Fr.PC;
    break;
  case DOp::Alloca:
  case DOp::Load:
  case DOp::Store:
  case DOp::GEP:
  case DOp::AtomicRMW:
  case DOp::CmpXchg:
  case DOp::Fence:
  case DOp::VaArg:
    execMemory(Fr, In);
    break;
  case DOp::Call:
    execCall(Fr, In);
    break;
  case DOp::Ret:
    execReturn(Fr, In);
    break;
  case DOp::IntBin:
  case DOp::IntCmp:
  case DOp::IntCast:
    return execIntOp(Fr, In);
  case DOp::FNeg:
  case DOp::FBin:
  case DOp::FCmp:
  case DOp::FCast:
  case DOp::PtrToInt:
  case DOp::IntToPtr:
  case DOp::BitCast:
    return execFPOp(Fr, In);
  case DOp::Select:
  case DOp::Freeze:
  case DOp::ExtractElt:
  case DOp::InsertElt:
  case DOp::Shuffle:
  case DOp::ExtractVal:
  case DOp::InsertVal:
    return execValueOp(Fr, In, ST.OverrideSelect);
  case DOp::Br:
  case DOp::CondBr:
  case DOp::Switch:
  case DOp::Unreachable:
  case DOp::Unsupported:
  case DOp::IndirectBr:
    return execControl(Fr, In, ST.OverrideBranch);
  }
  return true;
}

/// The taint bookkeeping of one general step after it ran.
void Execution::Impl::endStep(const DInst &In, const StepTaint &ST) {
  const size_t Depth = ST.Depth;
  const uint64_t ChoicesBefore = ST.ChoicesBefore,
                 ResultOnlyBefore = ST.ResultOnlyBefore;
  const bool OperandTaint = ST.OperandTaint,
             OperandPoisonTaint = ST.OperandPoisonTaint,
             OverrideSelect = ST.OverrideSelect,
             TaintsPathUnlessResultOnly = ST.TaintsPathUnlessResultOnly;
  const bool ResultOnlyTaint = TaintOnlyResultOf == In.I;
  if (TaintsPathUnlessResultOnly && !ResultOnlyTaint)
    Out.PathTainted = true;
  // A result computed from a tainted operand, or by making a choice, is
  // tainted.
  if (TrackTaint && !Done && In.Dst != NoSlot && !OverrideSelect &&
      Stack.size() == Depth && (OperandTaint || ND.count() != ChoicesBefore) &&
      (In.Op != DOp::Call || isPureIntrinsicCall(In) || ResultOnlyTaint) &&
      !taintOnlyNaNs(Stack.back(), In, OperandTaint,
                     ND.count() != ChoicesBefore) &&
      !(ND.count() == ChoicesBefore &&
        (compareIgnoresChoice(Stack.back(), In) ||
         (In.Op == DOp::Call &&
          fpClassIgnoresNaNChoice(
              In, val(Stack.back(), Stack.back().DF->Lists[In.Aux][0]))))) &&
      !taintByLane(Stack.back(), In, ND.count() - ChoicesBefore)) {
    RtValue &R = Stack.back().Regs[In.Dst];
    // (A result read from undef, or computed from it, loses its undef
    // mark here.)
    if (R.containsUndef() || operandsHoldUndef(Stack.back(), In))
      Out.UndefUntracked = true;
    R.taintAll(
        OperandPoisonTaint || (OperandTaint && poisonDependsOnBits(In)) ||
        (ND.count() != ChoicesBefore &&
         (rewriteMayBePoison(In) || flushMayBePoison(Stack.back(), In))));
  }
  // In the target, only a value read from undef (and moved or bitcast
  // as it is) is read afresh: a computed result is one value, also
  // where the computation returned an operand unchanged (fabs of a
  // positive value, smax).
  if (RereadUndef && !Done && In.Dst != NoSlot && Stack.size() == Depth &&
      !movesUndef(In.Op))
    clearUndef(Stack.back().Regs[In.Dst]);
  // (A choice that touches only a call's result taints that result.)
  if (TrackTaint &&
      ND.count() - (ResultOnlyChoices - ResultOnlyBefore) != ChoicesBefore &&
      (In.Op == DOp::Call || In.Op == DOp::CondBr || In.Op == DOp::Switch ||
       In.Op == DOp::Store || In.Op == DOp::Br))
    Out.PathTainted = true; // a choice made inside a call or on an edge
  // With PoisonIsError, the first instruction that produces poison ends
  // the run (call results are checked where they arrive).
  if (PoisonIsError && !Done && In.Op != DOp::Call && In.Dst != NoSlot &&
      Stack.size() == Depth && Stack.back().Regs[In.Dst].containsPoison())
    poisonProduced(In.I);
}

void Execution::Impl::loop() {
  const uint64_t MaxSteps = I.options().MaxSteps;
  while (!Done) {
    Frame &Fr = Stack.back();
    // (Not for an instruction the hot loop would give back at once.)
    if (Fr.DF->Code[Fr.PC].Fast != FastOp::None)
      runFast(Fr);
    // The clock, ExecOptions::Deadline, also in a loop the fast path runs
    // whole.
    if (HasDeadline && Out.Steps >= NextClockCheck) {
      NextClockCheck = Out.Steps + ClockSteps;
      if (std::chrono::steady_clock::now() >= I.options().Deadline) {
        stepLimit("time limit reached");
        return;
      }
    }
    const DInst &Decoded = Fr.DF->Code[Fr.PC];
    DInst Reread;
    const DInst &In = RereadUndef && rereadUndefOperands(Fr, Decoded, Reread)
                          ? Reread
                          : Decoded;
    // The cost is charged before the work, so one very wide operation
    // cannot run long past the limit.
    Out.Steps += In.Cost;
    if (Out.Steps > MaxSteps) {
      stepLimit("step limit reached");
      return;
    }
    // (The clock, ExecOptions::Deadline, every so often.)
    if ((++Out.GeneralSteps & 1023) == 0 && HasDeadline &&
        std::chrono::steady_clock::now() >= I.options().Deadline) {
      stepLimit("time limit reached");
      return;
    }
    // (The step writes its result's register, not runFast's word.)
    if (In.Dst != NoSlot)
      dropWord(Fr, In.Dst);
    StepTaint ST = beginStep(Fr, In);
    if (!step(Fr, In, ST))
      return;
    endStep(In, ST);
  }
}
