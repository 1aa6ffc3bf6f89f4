//===- oracle/interp/Calls.cpp - Calls, returns and attributes ------------===//
//
// Calls to defined functions, intrinsics and external functions; returns;
// and the parameter and return attributes that carry UB or poison (LangRef
// "Parameter Attributes", "'call' Instruction", "'ret' Instruction").
//
//===----------------------------------------------------------------------===//
#include "oracle/interp/Engine.h"
#include "semantics/FloatOps.h"
#include "semantics/Intrinsics.h"
#include "support/ModuleUtil.h"
#include "support/Random.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include <functional>

using namespace llvm;
using namespace refinery;

MemoryEffects refinery::callEffects(const Function &F, const CallBase *CB) {
  MemoryEffects ME = F.getMemoryEffects();
  if (CB)
    ME &= CB->getMemoryEffects();
  return ME;
}

/// What a call of \p F at \p CB (may be null) may capture of its argument
/// \p K: the declaration's and the call site's captures(...) together.
static CaptureInfo argCaptures(const Function &F, const CallBase *CB,
                               unsigned K) {
  CaptureInfo CI = CaptureInfo::all();
  if (K < F.arg_size())
    CI &= F.getAttributes().getParamAttrs(K).getCaptureInfo();
  if (CB && K < CB->arg_size())
    CI &= CB->getAttributes().getParamAttrs(K).getCaptureInfo();
  return CI;
}

bool refinery::hasValueAttrs(const AttributeSet &Attrs) {
  if (!Attrs.hasAttributes())
    return false;
  for (Attribute::AttrKind K :
       {Attribute::Range, Attribute::NonNull, Attribute::Alignment,
        Attribute::NoFPClass, Attribute::NoUndef, Attribute::Dereferenceable,
        Attribute::DereferenceableOrNull})
    if (Attrs.hasAttribute(K))
      return true;
  return false;
}

ValueAttrFacts ValueAttrFacts::of(const AttributeSet &Attrs) {
  ValueAttrFacts A;
  A.Any = hasValueAttrs(Attrs);
  if (!A.Any)
    return A;
  if (Attrs.hasAttribute(Attribute::Range))
    A.Range = Attrs.getAttribute(Attribute::Range).getRange();
  A.NonNull = Attrs.hasAttribute(Attribute::NonNull);
  A.NoUndef = Attrs.hasAttribute(Attribute::NoUndef);
  A.Writable = Attrs.hasAttribute(Attribute::Writable);
  A.Align = Attrs.getAlignment() ? Attrs.getAlignment()->value() : 1;
  A.NoFP = Attrs.getNoFPClass();
  A.Deref = Attrs.getDereferenceableBytes();
  A.DerefOrNull = Attrs.getDereferenceableOrNullBytes();
  A.OnlyNoUndef = A.NoUndef && !A.Range && !A.NonNull && !A.Writable &&
                  A.Align == 1 && A.NoFP == fcNone && !A.Deref &&
                  !A.DerefOrNull;
  return A;
}

ArgAttrFacts refinery::argAttrFacts(const Interpreter &I, const CallBase *CB,
                                    const Function &Callee, unsigned K) {
  return {CB ? &I.valueAttrFacts(CB->getAttributes().getParamAttrs(K))
             : nullptr,
          K < Callee.arg_size()
              ? &I.valueAttrFacts(Callee.getAttributes().getParamAttrs(K))
              : nullptr};
}

/// noundef: passing or returning a value that is not well defined is
/// immediate UB (LangRef "Poison Values", "Parameter Attributes"). Why, or
/// null.
static const char *noUndefViolation(const RtValue &V) {
  if (!V.containsPoisonOrUndef())
    return nullptr;
  return V.containsPoison() ? "noundef value is poison"
                            : "noundef value is undef";
}

const char *refinery::applyValueAttrs(const ValueAttrFacts &Attrs, Type *Ty,
                                      RtValue &V, const Memory &Mem,
                                      function_ref<bool(ObjectId)> IsRunObject,
                                      bool *LayoutDependent) {
  if (!Attrs.Any)
    return nullptr;
  const std::optional<ConstantRange> &Range = Attrs.Range;
  const bool NonNull = Attrs.NonNull;
  const uint64_t Align = Attrs.Align;
  const FPClassTest NoFP = Attrs.NoFP;
  auto Fix = [&](RtValue &S, Type *ScalarTy) {
    if (S.isCompound() || S.isPoison())
      return;
    // LangRef "Parameter Attributes": range, nonnull, align and nofpclass
    // make a violating value poison.
    if (Range && !Range->contains(S.bits()))
      S.setPoison();
    if (NonNull && S.bits().isZero())
      S.setPoison();
    if (Align > 1 && IsRunObject && LayoutDependent && IsRunObject(S.prov()) &&
        Mem.object(S.prov()).Align < Align)
      *LayoutDependent = true;
    if (Align > 1 && S.bits().getZExtValue() % Align != 0)
      S.setPoison();
    if (NoFP != fcNone && ScalarTy->isFloatingPointTy()) {
      APFloat F(ScalarTy->getFltSemantics(), S.bits());
      if (F.classify() & NoFP)
        S.setPoison();
    }
  };
  if (Range || NonNull || Align > 1 || NoFP != fcNone) {
    // Lane by lane in vectors; nofpclass also field by field in the arrays
    // and structs it may be given (LangRef "Parameter Attributes").
    auto FixAll = [&](auto &Self, RtValue &S, Type *T) -> void {
      if (!S.isCompound())
        return Fix(S, T->getScalarType());
      for (unsigned K = 0; K < S.numElems(); ++K)
        if (T->isVectorTy())
          Fix(S.elems()[K], T->getScalarType());
        else if (NoFP != fcNone && (T->isArrayTy() || T->isStructTy()))
          Self(Self, S.elems()[K], partType(T, K));
    };
    FixAll(FixAll, V, Ty);
  }
  if (Attrs.NoUndef)
    if (const char *Why = noUndefViolation(V))
      return Why;
  // dereferenceable(n) / dereferenceable_or_null(n): the pointer must be
  // dereferenceable for n bytes, else the program is undefined.
  const uint64_t Deref = Attrs.Deref, DerefOrNull = Attrs.DerefOrNull;
  if ((Deref || DerefOrNull) && !V.isCompound() && Ty->isPointerTy()) {
    if (V.isPoison())
      return "dereferenceable pointer is poison";
    if (!(DerefOrNull && !Deref && V.bits().isZero())) {
      ObjectId Obj;
      uint64_t Off;
      if (Mem.checkAccess(V.bits().getZExtValue(), V.prov(),
                          std::max(Deref, DerefOrNull), 1, false, Obj, Off))
        return "pointer is not dereferenceable";
      // writable: the dereferenceable bytes may be written, as if loaded
      // and stored back on entry (LangRef "Parameter Attributes").
      if (Attrs.Writable && Deref &&
          Mem.checkAccess(V.bits().getZExtValue(), V.prov(), Deref, 1,
                          /*IsWrite=*/true, Obj, Off))
        return "writable pointer is not writable";
    }
  }
  return nullptr;
}

const char *Execution::Impl::valueAttrs(const ValueAttrFacts &Facts, Type *Ty,
                                        RtValue &V) {
  // (The common cases without a call: nothing, or noundef alone.)
  if (!Facts.Any)
    return nullptr;
  if (Facts.OnlyNoUndef)
    return noUndefViolation(V);
  bool LayoutDependent = false;
  const char *Why = applyValueAttrs(
      Facts, Ty, V, Mem, [&](ObjectId O) { return isRunObject(O); },
      &LayoutDependent);
  if (LayoutDependent)
    ND.note(NondetKind::Address);
  return Why;
}

bool Execution::Impl::capturesArgument(const Frame &Fr, const RtValue &V,
                                       const Instruction *At) {
  if (V.isCompound()) {
    for (const RtValue &E : V.elems())
      if (capturesArgument(Fr, E, At))
        return true;
    return false;
  }
  if (V.isPoison() || !is_contained(Fr.NoCapture, V.prov()))
    return false;
  ub("a captures(none) argument escapes", At);
  return true;
}

bool Execution::Impl::checkAssumeBundles(const Frame &Fr, const DInst &In,
                                         const CallBase &CB) {
  // LangRef "Assume Operand Bundles": each bundle states that an attribute
  // holds for a value at this point; if it does not, the behaviour is
  // undefined.
  const std::vector<int32_t> &Ops = Fr.DF->Lists[In.Aux];
  size_t Next = CB.arg_size();
  for (unsigned B = 0; B < CB.getNumOperandBundles(); ++B) {
    OperandBundleUse BU = CB.getOperandBundleAt(B);
    std::vector<RtValue> V;
    for (size_t K = 0; K < BU.Inputs.size(); ++K)
      V.push_back(val(Fr, Ops[Next++]));
    StringRef Tag = BU.getTagName();
    if (Tag == "ignore" || Tag == "cold" || V.empty())
      continue;
    const RtValue &X = V[0];
    auto Int = [&](size_t K) -> std::optional<uint64_t> {
      if (K >= V.size() || V[K].isCompound() || V[K].isPoison())
        return std::nullopt;
      return V[K].bits().getLimitedValue();
    };
    if (Tag == "noundef") {
      if (X.containsPoisonOrUndef()) {
        ub("assumed noundef value is not well defined", In.I);
        return false;
      }
    } else if (Tag == "nonnull") {
      if (X.isCompound() || X.isPoison() || X.bits().isZero()) {
        ub("assumed nonnull pointer is null or poison", In.I);
        return false;
      }
    } else if (Tag == "align") {
      // "align"(ptr, alignment[, offset]): ptr - offset is aligned.
      std::optional<uint64_t> A = Int(1);
      std::optional<uint64_t> Offset = V.size() > 2 ? Int(2) : uint64_t(0);
      if (X.isCompound() || X.isPoison() || !A || !Offset ||
          (*A > 1 && (X.bits().getLimitedValue() - *Offset) % *A != 0)) {
        ub("assumed alignment does not hold", In.I);
        return false;
      }
    } else if (Tag == "dereferenceable" || Tag == "dereferenceable_or_null") {
      std::optional<uint64_t> N = Int(1);
      if (X.isCompound() || X.isPoison() || !N) {
        ub("assumed dereferenceable pointer is poison", In.I);
        return false;
      }
      if (Tag == "dereferenceable_or_null" && X.bits().isZero())
        continue;
      ObjectId Obj;
      uint64_t Off;
      if (*N && Mem.checkAccess(X.bits().getZExtValue(), X.prov(), *N, 1, false,
                                Obj, Off)) {
        ub("assumed dereferenceable pointer is not", In.I);
        return false;
      }
    } else {
      unsupported("llvm.assume operand bundle \"" + Tag + "\"", In.I);
      return false;
    }
  }
  return true;
}

bool Execution::Impl::enter(const Function &F, MutableArrayRef<RtValue> Args,
                            const CallBase *CallSite, uint32_t RetDst,
                            const CallPlan *Plan) {
  if (Stack.size() >= I.options().MaxCallDepth) {
    stepLimit("call depth limit reached");
    return false;
  }
  const Instruction *At = CallSite;
  AttributeList FA = F.getAttributes();
  // The call site's attributes of argument K (none without a call site),
  // then the callee's (K is one of its parameters).
  auto ArgOK = [&](unsigned K, const ArgAttrFacts &Facts) {
    Type *Ty = F.getArg(K)->getType();
    if (Facts.first)
      if (const char *Why = valueAttrs(*Facts.first, Ty, Args[K])) {
        ub(Twine(Why) + " (argument " + Twine(K) + ")", At);
        return false;
      }
    if (const char *Why = valueAttrs(*Facts.second, Ty, Args[K])) {
      ub(Twine(Why) + " (argument " + Twine(K) + " of @" + F.getName() + ")",
         At);
      return false;
    }
    return true;
  };
  // (With a plan, only the arguments it names have attributes to check.)
  if (Plan) {
    for (auto [K, Facts] : zip_equal(Plan->AttrArgs, Plan->AttrArgFacts))
      if (K < F.arg_size() && !ArgOK(K, Facts))
        return false;
  } else {
    for (unsigned K = 0; K < F.arg_size(); ++K)
      if (!ArgOK(K, argAttrFacts(I, CallSite, F, K)))
        return false;
  }
  Frame Fr;
  if (!Plan)
    Fr.DF = &I.decoded(F);
  else if (!(Fr.DF = Plan->CalleeCode))
    Fr.DF = Plan->CalleeCode = &I.decoded(F);
  assert(Fr.DF->F == &F && "a call plan's callee is the function entered");
  // Three scratch slots for undef operands read afresh
  // (Execution::Impl::rereadUndefOperands); the array of a frame that
  // returned, if any, values and all (no allocation or destruction per
  // call).
  Fr.Regs = I.takeRegisters();
  if (Fr.Regs.size() < Fr.DF->NumSlots + 3)
    Fr.Regs.resize(Fr.DF->NumSlots + 3);
  Fr.CallSite = CallSite;
  Fr.RetDst = RetDst;
  Fr.Serial = ++FrameSerials;
  Fr.FirstLocal = Mem.numObjects() + 1;
  // byval: the callee works on its own copy of the pointee (LangRef
  // "Parameter Attributes").
  for (unsigned K = 0; !(Plan && Plan->NoByVal) && K < F.arg_size(); ++K) {
    Type *ByVal = FA.getParamByValType(K);
    if (!ByVal && CallSite)
      ByVal = CallSite->getParamByValType(K);
    if (!ByVal)
      continue;
    uint64_t Size = DL.getTypeAllocSize(ByVal);
    std::vector<MemByte> Bytes;
    if (!loadBytes(Args[K], Size, 1, Bytes, At))
      return false;
    uint64_t Align =
        std::max<uint64_t>(FA.getParamAlignment(K).valueOrOne().value(),
                           DL.getABITypeAlign(ByVal).value());
    ObjectId Id = Mem.allocate(Size, Align, ObjKind::Stack, F.getArg(K));
    if (Id == NoProv) {
      unsupported("memory limit reached by a byval copy", At);
      return false;
    }
    std::copy(Bytes.begin(), Bytes.end(), Mem.object(Id).Bytes.begin());
    Fr.Allocas.push_back(Id);
    Args[K] = RtValue(APInt(I.pointerBits(), Mem.object(Id).Base), Id);
  }
  // Variadic arguments beyond the fixed parameters go to the frame's
  // VaArea (MemoryOps.cpp, "Variable arguments").
  if (F.isVarArg() && !makeVaArea(Fr, F, Args, CallSite))
    return false;
  // Memory effects and pointer-argument attributes restrict what the call
  // may access (LangRef "Function Attributes" memory(...), "Parameter
  // Attributes" readnone/readonly/writeonly).
  Fr.Effects = Plan ? Plan->Effects : callEffects(F, CallSite);
  bool AnyArgAttr = false;
  // (Variadic arguments too: the call site's attributes bind them.)
  for (unsigned K = 0; K < Args.size(); ++K) {
    const RtValue &A = Args[K];
    bool Fixed = K < F.arg_size();
    Type *Ty = Fixed ? F.getArg(K)->getType()
                     : (CallSite && K < CallSite->arg_size()
                            ? CallSite->getArgOperand(K)->getType()
                            : nullptr);
    if (!Ty || !Ty->isPointerTy() || A.isCompound() || A.isPoison())
      continue;
    ObjectId Obj = A.prov();
    if (Obj == WildcardProv)
      Obj = Mem.findObjectInBounds(A.bits().getZExtValue());
    if (Obj == NoProv || Obj == WildcardProv)
      continue;
    Attribute::AttrKind Attr = Attribute::None;
    for (Attribute::AttrKind K2 :
         {Attribute::ReadNone, Attribute::ReadOnly, Attribute::WriteOnly})
      if ((Fixed && F.hasParamAttribute(K, K2)) ||
          (CallSite && CallSite->paramHasAttr(K, K2)))
        Attr = K2;
    AnyArgAttr |= Attr != Attribute::None;
    Fr.ArgObjs.push_back({Obj, Attr});
  }
  // captures(none): escaping the pointer is a capture the attribute
  // forbids. What counts as escaping is approximated (a store, a return,
  // a ptrtoint of it), so only the source takes it as UB.
  if (I.options().Role == ExecRole::Source)
    for (unsigned K = 0; K < F.arg_size(); ++K) {
      RtValue &A = Args[K];
      if (!F.getArg(K)->getType()->isPointerTy() || A.isCompound() ||
          A.isPoison() || A.prov() == WildcardProv)
        continue;
      if (!capturesNothing(argCaptures(F, CallSite, K)))
        continue;
      if (A.prov() == NoProv) {
        // A pointer without provenance (null, or an integer) gets a marker
        // object of its own so that its escape can be seen; accesses
        // through it stay UB.
        ObjectId Marker = Mem.allocateAt(A.bits().getZExtValue(), 0, 1,
                                         ObjKind::Function, nullptr);
        if (Marker == NoProv)
          continue;
        Mem.kill(Marker);
        A.setProv(Marker);
      }
      Fr.NoCapture.push_back(A.prov());
    }
  Fr.Restricted = AnyArgAttr || Fr.Effects != MemoryEffects::unknown();
  if (Fr.Restricted)
    ++RestrictingFrames;
  for (unsigned K = 0; K < F.arg_size(); ++K)
    Fr.Regs[K] = std::move(Args[K]);
  // The caller waits for a tail call (its byval copies are made).
  if (CallSite && CallSite->isTailCall() && !Stack.empty())
    setInTailCall(Stack.back(), true);
  Stack.push_back(std::move(Fr));
  return true;
}

/// Continues the caller after a call returns: the next instruction, or the
/// normal destination of an invoke.
static void resume(Execution::Impl &X, Frame &Caller) {
  X.setInTailCall(Caller, false);
  const DInst &Call = Caller.DF->Code[Caller.PC];
  if (isa<InvokeInst>(Call.I))
    X.takeEdge(Caller, static_cast<uint32_t>(Call.C));
  else
    ++Caller.PC;
}

/// True if the call \p CB's fast-math flags make its result poison for its
/// arguments \p Args (LangRef "Fast-Math Flags": under nnan, "if an
/// argument is a nan ... it produces a poison value"; ninf likewise for an
/// infinity). Scalar floating-point arguments only.
static bool fastMathArgumentsMakePoison(const CallBase &CB,
                                        ArrayRef<RtValue> Args) {
  if (!isa<FPMathOperator>(CB))
    return false;
  FastMathFlags FMF = CB.getFastMathFlags();
  if (!FMF.noNaNs() && !FMF.noInfs())
    return false;
  for (unsigned K = 0; K < Args.size() && K < CB.arg_size(); ++K) {
    Type *Ty = CB.getArgOperand(K)->getType();
    if (Ty->isFloatingPointTy() && !Args[K].isCompound() &&
        fpFlagsMakePoison(FMF, Ty, {&Args[K]}))
      return true;
  }
  return false;
}

/// Applies the call's fast-math flags (for its arguments \p Args, if
/// given, and its result), then the return attributes of the declaration
/// \p Decl (if given: a callee run as a declaration) and of the call site,
/// and its metadata, to a returned value; false (after ending the run) if
/// that is UB. The flags come first, so that a noundef sees their poison
/// (LLVM takes a noundef result as never poison, whatever the flags).
static bool checkCallResult(Execution::Impl &X, const CallBase &CB, RtValue &V,
                            ArrayRef<RtValue> Args = {},
                            const Function *Callee = nullptr,
                            bool CalleeChecked = false,
                            const CallPlan *Plan = nullptr) {
  if (CB.getType()->isVoidTy())
    return true;
  // (A direct call's plan has looked up what applies once: without nnan or
  // ninf the flags change nothing, without metadata neither does
  // applyResultMetadata.)
  if (!Plan || Plan->ResultFMF) {
    if (fastMathArgumentsMakePoison(CB, Args))
      V = poisonOf(CB.getType(), X.I.pointerBits(), X.I.vscale());
    applyResultFMF(CB, V);
  }
  auto CalleeAttrs = [&] {
    const ValueAttrFacts &Facts =
        Plan ? *Plan->CalleeRetFacts
             : X.I.valueAttrFacts(Callee->getAttributes().getRetAttrs());
    if (const char *Why = X.valueAttrs(Facts, CB.getType(), V)) {
      X.ub(Twine(Why) + " (return value of @" + Callee->getName() + ")", &CB);
      return false;
    }
    return true;
  };
  if (Callee && !CalleeChecked && !CalleeAttrs())
    return false;
  auto SiteAttrs = [&] {
    const ValueAttrFacts &Facts =
        Plan ? *Plan->SiteRetFacts
             : X.I.valueAttrFacts(CB.getAttributes().getRetAttrs());
    if (const char *Why = X.valueAttrs(Facts, CB.getType(), V)) {
      X.ub(Twine(Why) + " (call result)", &CB);
      return false;
    }
    if (!Plan || Plan->ResultMetadata)
      if (const char *Why = applyResultMetadata(CB, V, X.Mem)) {
        X.ub(Twine(Why) + " (call result)", &CB);
        return false;
      }
    return true;
  };
  if (!SiteAttrs())
    return false;
  // LLVM reads the callee's and the call site's return attributes as one
  // set (CallBase::hasRetAttr): a value the call site's range, nonnull,
  // align, nofpclass or metadata makes poison is UB under the callee's
  // noundef. The source takes that reading, the more undefined one; the
  // target the other (the callee's promises hold for the value it
  // returned, before the call site's).
  if (X.I.options().Role == ExecRole::Source && Callee)
    return CalleeAttrs() && SiteAttrs();
  return true;
}

void Execution::Impl::execReturn(Frame &Fr, const DInst &In) {
  const Function &F = *Fr.DF->F;
  Type *RetTy = F.getReturnType();
  // LangRef "Function Attributes": a noreturn function that returns is
  // undefined behaviour.
  if (F.doesNotReturn()) {
    ub("a noreturn function returns", In.I);
    return;
  }
  // LangRef "Parameter Attributes": a function with a `returned` argument
  // always returns it. The promise is not checked in the callee, so only
  // the source takes a broken one as UB.
  if (I.options().Role == ExecRole::Source && !RetTy->isVoidTy() &&
      Fr.DF->ReturnedArg >= 0) {
    unsigned RetArg = unsigned(Fr.DF->ReturnedArg);
    const RtValue &R = val(Fr, In.A), &A = Fr.Regs[RetArg];
    if (RetArg < F.arg_size() && !R.identical(A)) {
      ub("the function does not return its `returned` argument", In.I);
      return;
    }
  }
  // The function's stack objects die with it, before the returned value's
  // attributes are checked (a dereferenceable pointer to a local is not).
  for (ObjectId Id : Fr.Allocas)
    Mem.release(Id);
  RtValue V;
  if (!RetTy->isVoidTy()) {
    V = val(Fr, In.A);
    if (!Fr.NoCapture.empty() && capturesArgument(Fr, V, In.I))
      return;
    if (const char *Why = valueAttrs(*Fr.DF->RetFacts, RetTy, V)) {
      ub(Twine(Why) + " (return value)", In.I);
      return;
    }
  }
  const CallBase *CS = Fr.CallSite;
  uint32_t RetDst = Fr.RetDst;
  if (Fr.Restricted)
    --RestrictingFrames;
  setInTailCall(Fr, false);
  I.giveRegisters(std::move(Fr.Regs));
  Stack.pop_back();
  if (Stack.empty()) {
    Out.Kind = OutcomeKind::Return;
    Out.HasValue = !RetTy->isVoidTy();
    Out.ValueTy = RetTy;
    Out.Value = std::move(V);
    Done = true;
    return;
  }
  Frame &Caller = Stack.back();
  if (CS && !RetTy->isVoidTy()) {
    // (The caller waits at the call, resume(): a plan that says the result
    // needs no check of its own skips checkCallResult.)
    const DInst &Call = Caller.DF->Code[Caller.PC];
    const CallPlan *Plan = Call.I == CS && Call.FastWidth
                               ? &Caller.DF->CallPlans[Call.FastWidth - 1]
                               : nullptr;
    if (!(Plan && Plan->PlainResult) &&
        !checkCallResult(*this, *CS, V, {}, &F, /*CalleeChecked=*/true, Plan))
      return;
    if (PoisonIsError && V.containsPoison()) {
      poisonProduced(CS);
      return;
    }
    Caller.Regs[RetDst] = std::move(V);
  }
  resume(*this, Caller);
}

void Execution::Impl::execCall(Frame &Fr, const DInst &In) {
  const auto &CB = cast<CallBase>(*In.I);
  const Function *Callee = CB.getCalledFunction();
  if (!Callee) {
    // An indirect call, or a direct call whose type differs from the
    // callee's.
    const RtValue &P = val(Fr, In.A);
    if (P.isPoison()) {
      ub("call through a poison pointer", In.I);
      return;
    }
    ObjectId Obj = P.prov();
    if (Obj == WildcardProv)
      Obj = Mem.findObject(P.bits().getZExtValue(), 0);
    if (Obj != NoProv && Mem.object(Obj).Base == P.bits().getZExtValue())
      Callee = dyn_cast_or_null<Function>(Mem.object(Obj).Origin);
    if (!Callee) {
      ub("call through a pointer that is not a function", In.I);
      return;
    }
    // LangRef "'call' Instruction": the call's signature must match.
    if (Callee->getFunctionType() != CB.getFunctionType()) {
      ub("call with a signature that does not match @" + Callee->getName(),
         In.I);
      return;
    }
  }
  const std::vector<int32_t> &Ops = Fr.DF->Lists[In.Aux];
  // (CallBase::arg_size counts the bundle operands afresh at each call.)
  const unsigned NumArgs = CB.arg_size();
  SmallVector<RtValue, 4> Args;
  Args.reserve(NumArgs);
  for (unsigned K = 0; K < NumArgs; ++K)
    Args.push_back(Ops[K] == NoOperand ? RtValue() : val(Fr, Ops[K]));
  if (CB.hasOperandBundles() && Callee->getIntrinsicID() == Intrinsic::assume &&
      !checkAssumeBundles(Fr, In, CB))
    return;

  // Passing a captures(none) argument to a callee that may capture it is a
  // capture (source role only, see enter()).
  if (!Fr.NoCapture.empty())
    for (unsigned K = 0; K < Args.size() && K < NumArgs; ++K)
      if (CB.getArgOperand(K)->getType()->isPtrOrPtrVectorTy() &&
          !CB.doesNotCapture(K) && capturesArgument(Fr, Args[K], In.I))
        return;
  // What a direct call's site and callee declare (CallPlan).
  const CallPlan *Plan =
      In.FastWidth ? &Fr.DF->CallPlans[In.FastWidth - 1] : nullptr;
  // A byval argument of a scalable type has no size the copy could take.
  for (unsigned K = 0; !(Plan && Plan->NoByVal) && K < NumArgs; ++K) {
    Type *ByVal = CB.getParamByValType(K);
    if (!ByVal && K < Callee->arg_size())
      ByVal = Callee->getParamByValType(K);
    if (ByVal && DL.getTypeAllocSize(ByVal).isScalable()) {
      unsupported("a byval argument of a scalable type", In.I);
      return;
    }
  }
  // LangRef "'call' Instruction": tail and musttail imply that the callee
  // does not access the caller's allocas; the copies of byval arguments
  // are the caller's (enter() and the loop below mark the frame after
  // them).
  if (!Callee->isDeclaration()) {
    // LLVM may remove, add or substitute calls to an allocation function
    // by its allockind alone (LangRef "Function Attributes": allockind), so
    // its body is not the whole story: neither running it nor modelling
    // the call as an allocation is sure.
    if (Callee->getAttributes().getAllocKind() != AllocFnKind::Unknown) {
      unsupported("call to defined allocation function @" + Callee->getName(),
                  In.I);
      return;
    }
    enter(*Callee, Args, &CB, In.Dst, Plan);
    return;
  }
  // Declarations: the call site's and the declaration's parameter
  // attributes still apply, and byval arguments are read for the copy.
  // (The call site's attributes of argument K, then the declaration's,
  // none past its parameters.)
  auto ArgOK = [&](unsigned K, const ArgAttrFacts &Facts) {
    if (K >= Args.size() || K >= NumArgs || Ops[K] == NoOperand)
      return true;
    if (Type *ByVal = CB.getParamByValType(K)) {
      std::vector<MemByte> Copy;
      if (!loadBytes(Args[K], DL.getTypeAllocSize(ByVal), 1, Copy, In.I))
        return false;
    }
    Type *Ty = CB.getArgOperand(K)->getType();
    const char *Why = valueAttrs(*Facts.first, Ty, Args[K]);
    if (!Why && Facts.second)
      Why = valueAttrs(*Facts.second, Ty, Args[K]);
    if (Why) {
      ub(Twine(Why) + " (argument " + Twine(K) + ")", In.I);
      return false;
    }
    return true;
  };
  // (Without byval arguments, only those the plan names have attributes
  // to check.)
  if (Plan && Plan->NoByVal) {
    for (auto [K, Facts] : zip_equal(Plan->AttrArgs, Plan->AttrArgFacts))
      if (!ArgOK(K, Facts))
        return;
  } else {
    for (unsigned K = 0; K < Args.size() && K < NumArgs; ++K)
      if (!ArgOK(K, argAttrFacts(I, &CB, *Callee, K)))
        return;
  }
  if (CB.isTailCall())
    setInTailCall(Fr, true);
  RtValue Result;
  if (Plan && Plan->Unknown
          ? !callUnknown(*Callee, &CB, Args, Result, Plan->UnknownFacts)
          : !callExternal(*Callee, &CB, Args, Result))
    return;
  if (!CB.getType()->isVoidTy()) {
    if (!(Plan && Plan->PlainResult) &&
        !checkCallResult(*this, CB, Result, Args, Callee,
                         /*CalleeChecked=*/false, Plan))
      return;
    if (PoisonIsError && Result.containsPoison()) {
      poisonProduced(&CB);
      return;
    }
    Fr.Regs[In.Dst] = std::move(Result);
  }
  resume(*this, Fr);
}

bool Execution::Impl::callExternal(const Function &F, const CallBase *CB,
                                   ArrayRef<RtValue> Args, RtValue &Result) {
  if (F.isIntrinsic()) {
    Intrinsic::ID ID = F.getIntrinsicID();
    if (auto *CFP = dyn_cast_or_null<ConstrainedFPIntrinsic>(CB))
      return callConstrainedFP(*CFP, Args, Result);
    bool Known = false;
    if (!callMemoryIntrinsic(ID, *CB, Args, Result, Known))
      return false;
    if (Known)
      return true;
    std::optional<IntrinsicResult> R =
        evalIntrinsic(ID, *CB, Args, I.pointerBits(), ND, I.vscale());
    if (!R) {
      unsupported("intrinsic @" + F.getName(), CB);
      return false;
    }
    switch (R->K) {
    case IntrinsicResult::Value:
      Result = std::move(R->V);
      return true;
    case IntrinsicResult::UB:
      ub(R->Reason, CB);
      return false;
    case IntrinsicResult::Unsupported:
      unsupported(R->Reason, CB);
      return false;
    }
  }
  bool Known = false;
  if (!callLibC(F, CB, Args, Result, Known))
    return false;
  if (Known)
    return true;
  if (!callAllocator(F, CB, Args, Result, Known))
    return false;
  if (Known)
    return true;
  return callUnknown(F, CB, Args, Result, unknownCallFacts(F, CB, I));
}

bool Execution::Impl::callConstrainedFP(const ConstrainedFPIntrinsic &CFP,
                                        ArrayRef<RtValue> Args,
                                        RtValue &Result) {
  // LangRef "Constrained Floating-Point Intrinsics": a rounding mode other
  // than "round.dynamic" that is not the environment's at run time is UB;
  // "round.dynamic" rounds as the environment does. The exception
  // behaviour only concerns status flags and traps, which no modelled code
  // observes (LangRef "Floating-Point Environment").
  std::optional<RoundingMode> Static = CFP.getRoundingMode();
  if (Static && *Static != RoundingMode::Dynamic && *Static != Rounding) {
    ub("the rounding mode of a constrained intrinsic is not the "
       "environment's",
       &CFP);
    return false;
  }
  Instruction::BinaryOps Op = Instruction::FAdd;
  bool Fused = false; // fma: three operands, one rounding
  switch (CFP.getIntrinsicID()) {
  case Intrinsic::experimental_constrained_fadd:
    Op = Instruction::FAdd;
    break;
  case Intrinsic::experimental_constrained_fsub:
    Op = Instruction::FSub;
    break;
  case Intrinsic::experimental_constrained_fmul:
    Op = Instruction::FMul;
    break;
  case Intrinsic::experimental_constrained_fdiv:
    Op = Instruction::FDiv;
    break;
  case Intrinsic::experimental_constrained_frem:
    Op = Instruction::FRem;
    break;
  case Intrinsic::experimental_constrained_fma:
    Fused = true;
    break;
  default:
    unsupported("constrained intrinsic @" + CFP.getCalledFunction()->getName(),
                &CFP);
    return false;
  }
  Type *Ty = CFP.getType()->getScalarType();
  FastMathFlags FMF = CFP.getFastMathFlags();
  auto One = [&](unsigned K) {
    if (Fused)
      return fpFusedMulAdd(FMF, Ty, laneOf(Args[0], K), laneOf(Args[1], K),
                           laneOf(Args[2], K), false, false, ND, Rounding);
    return fpBinary(Op, FMF, Ty, laneOf(Args[0], K), laneOf(Args[1], K), ND,
                    Rounding);
  };
  if (!Args[0].isCompound()) {
    Result = One(0);
    return true;
  }
  std::vector<RtValue> Lanes;
  for (unsigned K = 0; K < Args[0].numElems(); ++K)
    Lanes.push_back(One(K));
  Result = RtValue::compound(std::move(Lanes));
  return true;
}

/// Mixes \p X into the hash \p H (hashCall).
static void mixHash(uint64_t &H, uint64_t X) {
  H ^= X;
  H *= 0x100000001b3ULL;
  H ^= H >> 29;
}

/// Mixes the scalars of \p V, in order, into \p H (hashCall).
static void mixValue(uint64_t &H, const RtValue &V) {
  if (V.isCompound()) {
    for (const RtValue &E : V.elems())
      mixValue(H, E);
    return;
  }
  mixHash(H, V.isPoison() ? 0x9e3779b97f4a7c15ULL : V.bits().getLimitedValue());
}

/// A deterministic 64-bit hash of a callee and its argument values, under
/// the implementation numbered \p Seed (0: the first).
static uint64_t hashCall(StringRef Name, ArrayRef<RtValue> Args,
                         uint64_t Seed) {
  uint64_t H = 0xcbf29ce484222325ULL;
  if (Seed)
    mixHash(H, Seed);
  for (char C : Name)
    mixHash(H, static_cast<unsigned char>(C));
  for (const RtValue &A : Args)
    mixValue(H, A);
  return H;
}

std::optional<std::pair<ObjectId, uint64_t>>
Execution::Impl::argObject(const CallBase &CB, unsigned K,
                           const RtValue &P) const {
  if (!CB.getArgOperand(K)->getType()->isPointerTy() || P.isCompound() ||
      P.isPoison() || P.prov() == NoProv || P.prov() == WildcardProv)
    return std::nullopt;
  const MemObject &O = Mem.object(P.prov());
  uint64_t Addr = P.bits().getZExtValue();
  if (!O.Alive || Addr < O.Base || Addr - O.Base > O.Bytes.size())
    return std::nullopt;
  return std::pair(P.prov(), Addr - O.Base);
}

std::vector<Event::ArgMemory>
Execution::Impl::readableArgMemory(const Function &F, const CallBase *CB,
                                   ArrayRef<RtValue> Args,
                                   MemoryEffects ME) const {
  // LangRef "Function Attributes" memory(...), "Parameter Attributes":
  // what the callee may read through its pointer arguments.
  constexpr uint64_t MaxBytes = 4096;
  std::vector<Event::ArgMemory> Out(Args.size());
  if (!isRefSet(ME.getModRef(IRMemLocation::ArgMem)))
    return Out;
  for (size_t K = 0; CB && K < Args.size(); ++K) {
    auto Forbids = [&](Attribute::AttrKind A) {
      return CB->paramHasAttr(K, A) ||
             (K < F.arg_size() && F.hasParamAttribute(K, A));
    };
    auto Into = argObject(*CB, K, Args[K]);
    if (!Into || Forbids(Attribute::ReadNone) || Forbids(Attribute::WriteOnly))
      continue;
    const MemObject &O = Mem.object(Into->first);
    if (O.Bytes.size() > MaxBytes)
      continue;
    // LangRef "'call' Instruction": the callee of a tail call does not
    // access the caller's allocas, byval arguments or va_args (execCall
    // marked the caller's frame).
    if (hiddenByTailCall(Into->first))
      continue;
    Out[K] = {O.Bytes, Into->second};
    // A byval argument: the callee sees a copy of the type's bytes only.
    if (Type *ByVal = CB->getParamByValType(K)) {
      uint64_t Size = DL.getTypeAllocSize(ByVal).getFixedValue();
      auto &Bytes = Out[K].Bytes;
      uint64_t End = std::min<uint64_t>(Out[K].Offset + Size, Bytes.size());
      Bytes = std::vector<MemByte>(Bytes.begin() + Out[K].Offset,
                                   Bytes.begin() + End);
      Out[K].Offset = 0;
    }
    // initializes((lo, hi)): the callee writes those bytes before it reads
    // them, so what they held is not observable (LangRef "Parameter
    // Attributes"): undef on both sides, which any byte refines.
    forEachInitializedByte(
        F, *CB, K, Out[K].Offset, Out[K].Bytes.size(),
        [&](uint64_t At) { Out[K].Bytes[At] = MemByte::uninit(); });
  }
  return Out;
}

void Execution::Impl::forEachInitializedByte(
    const Function &F, const CallBase &CB, unsigned K, uint64_t Offset,
    uint64_t Size, function_ref<void(uint64_t)> Fn) const {
  for (Attribute A :
       {CB.getParamAttr(K, Attribute::Initializes),
        K < F.arg_size() ? F.getParamAttribute(K, Attribute::Initializes)
                         : Attribute()})
    if (A.isValid())
      for (const ConstantRange &CR : A.getValueAsConstantRangeList()) {
        // The range, relative to the pointer, clipped to [0, Size).
        int64_t Lo = std::max<int64_t>(CR.getLower().getSExtValue(),
                                       -static_cast<int64_t>(Offset));
        int64_t Hi = std::min<int64_t>(CR.getUpper().getSExtValue(),
                                       static_cast<int64_t>(Size - Offset));
        for (int64_t B = Lo; B < Hi; ++B)
          Fn(static_cast<uint64_t>(static_cast<int64_t>(Offset) + B));
      }
}

RtValue Execution::Impl::argBytesKey(const Function &F, const CallBase &CB,
                                     unsigned K, const RtValue &P,
                                     uint64_t Size) {
  // FNV-1a over the bytes' values; poison if one is not fully defined (the
  // implementation must be monotone, as for a poison argument: it is as if
  // it branched on each byte, LangRef "'br' Instruction") or the bytes
  // cannot be read, and if one is in an `initializes` range, which the
  // callee reads as poison before it writes it (LangRef "Parameter
  // Attributes"). A byte of a pointer counts by its address bits: where
  // an object lies is not specified (and an unnamed_addr global's address
  // is not significant), so the run notes an address observed.
  uint64_t H = 0xcbf29ce484222325ULL;
  auto Into = argObject(CB, K, P);
  if (!Into)
    return RtValue::poison(64);
  const MemObject &O = Mem.object(Into->first);
  if (Size > O.Bytes.size() - Into->second)
    return RtValue::poison(64);
  bool Initialized = false;
  forEachInitializedByte(
      F, CB, K, Into->second, O.Bytes.size(), [&](uint64_t At) {
        Initialized |= At >= Into->second && At - Into->second < Size;
      });
  if (Initialized)
    return RtValue::poison(64);
  for (uint64_t B = Into->second; B < Into->second + Size; ++B) {
    if (O.Bytes[B].PoisonMask || O.Bytes[B].UndefMask)
      return RtValue::poison(64);
    if (O.Bytes[B].Prov != NoProv)
      ND.note(NondetKind::Address);
    H ^= O.Bytes[B].Val;
    H *= 0x100000001b3ULL;
  }
  return RtValue(APInt(64, H));
}

std::optional<RtValue>
Execution::Impl::memoryKey(const Event::ArgMemory &AM) const {
  // FNV-1a over the offset and the bytes; poison if a byte is not fully
  // defined (as if the callee branched on it); nothing where a byte holds
  // a pointer (its address bits would be read: the address stays the key).
  uint64_t H = 0xcbf29ce484222325ULL;
  auto Mix = [&](uint64_t X) {
    H ^= X;
    H *= 0x100000001b3ULL;
  };
  Mix(AM.Offset);
  for (const MemByte &B : AM.Bytes) {
    if (B.Prov != NoProv)
      return std::nullopt;
    if (B.PoisonMask || B.UndefMask)
      return RtValue::poison(I.pointerBits());
    Mix(B.Val);
  }
  return RtValue(APInt(I.pointerBits(), H, /*isSigned=*/false,
                       /*implicitTrunc=*/true));
}

uint64_t refinery::declaredArgReads(const Function &F, unsigned K) {
  // LangRef "Function Attributes" memory(...) and "Parameter Attributes":
  // the declaration lets the callee read argument memory through
  // parameter K (not readnone, writeonly or byval: a copy), and promises
  // dereferenceable(N) bytes there. An `initializes` parameter is written
  // before it is read; an inalloca or preallocated one is a frame.
  if (K >= F.arg_size() || !F.getArg(K)->getType()->isPointerTy() ||
      !isRefSet(F.getMemoryEffects().getModRef(IRMemLocation::ArgMem)))
    return 0;
  for (Attribute::AttrKind A :
       {Attribute::ReadNone, Attribute::WriteOnly, Attribute::ByVal,
        Attribute::InAlloca, Attribute::Preallocated, Attribute::Initializes})
    if (F.hasParamAttribute(K, A))
      return 0;
  return F.getParamDereferenceableBytes(K);
}

/// declaredArgReads of \p F's parameter \p K, the same in source and
/// target: from the shared layout \p L, when there is one.
static uint64_t modelledArgReads(const Function &F, unsigned K,
                                 const GlobalLayout *L) {
  if (!L)
    return declaredArgReads(F, K);
  auto It = L->ArgReads.find(F.getName());
  return It != L->ArgReads.end() && K < It->second.size() ? It->second[K] : 0;
}

Execution::Impl::EffectCheck
Execution::Impl::argReadEffect(const Function &F, const CallBase &CB,
                               unsigned K, const RtValue &P, const char *&Why) {
  // The implementation reads these bytes at every call; what the call site
  // and the calling functions promise of it (LangRef "Function Attributes"
  // memory(...): a read where only writes are allowed gives poison, where
  // none are it is UB, a constant is always readable; "Parameter
  // Attributes": readnone, and writeonly as memory(write); "'call'
  // Instruction": a tail call does not access its caller's allocas,
  // checkEffects).
  auto Into = argObject(CB, K, P);
  if (!Into)
    return EffectCheck::Allowed; // (the key is poison)
  const MemObject &O = Mem.object(Into->first);
  if (O.Kind == ObjKind::Global && O.ReadOnly)
    return EffectCheck::Allowed;
  ModRefInfo Site = callEffects(F, &CB).getModRef(IRMemLocation::ArgMem);
  if (CB.paramHasAttr(K, Attribute::ReadNone) ||
      (!isRefSet(Site) && !isModSet(Site))) {
    Why = "the call site says it reads no argument memory";
    return EffectCheck::UB;
  }
  if (!isRefSet(Site) || CB.paramHasAttr(K, Attribute::WriteOnly)) {
    Why = "the call site says it only writes argument memory";
    return EffectCheck::PoisonRead;
  }
  // (execCall marks the caller of a tail call before it calls, so
  // checkEffects sees its allocas.)
  if (!RestrictingFrames)
    return EffectCheck::Allowed;
  return checkEffects(Into->first, /*IsWrite=*/false, P.prov() == Into->first,
                      Why);
}

/// True if the callee \p F or the call site \p CB (may be null) has the
/// function attribute \p K.
static bool callHasFnAttr(const Function &F, const CallBase *CB,
                          Attribute::AttrKind K) {
  return F.hasFnAttribute(K) || (CB && CB->hasFnAttr(K));
}

bool refinery::callMustReturnByAttributes(const Function &F,
                                          const CallBase *CB) {
  // LangRef "Function Attributes": willreturn; speculatable ("does not
  // have any effects besides calculating its result"); mustprogress, which
  // a callee that only reads memory can only meet by returning.
  if (callHasFnAttr(F, CB, Attribute::WillReturn) ||
      callHasFnAttr(F, CB, Attribute::Speculatable))
    return true;
  bool ReadsOnly = CB ? CB->onlyReadsMemory() : F.onlyReadsMemory();
  return callHasFnAttr(F, CB, Attribute::MustProgress) && ReadsOnly;
}

bool Execution::Impl::willReturnFrameOnStack() const {
  return llvm::any_of(Stack,
                      [](const Frame &Fr) { return Fr.DF->F->willReturn(); });
}

/// True if \p AS is empty or holds noundef alone.
static bool onlyNoUndef(AttributeSet AS) {
  return AS.getNumAttributes() == 0 ||
         (AS.getNumAttributes() == 1 && AS.hasAttribute(Attribute::NoUndef));
}

/// What taintReachesOnlyResult asks of the call \p CB of \p F (of effects
/// \p ME, \p Removable: UnknownCallFacts) before it looks at the
/// arguments.
static bool resultMayTakeTaint(const Function &F, const CallBase &CB,
                               MemoryEffects ME, bool Removable) {
  // (A removable call makes no event; the one object a read-only
  // function returns for one argument, ReadOnlyResults, would depend on
  // the choice.)
  // (Not an invoke: its normal edge's phis copy the result before the
  // loop taints it.)
  bool NoPointerResult = !containsPointer(F.getReturnType());
  if (!(ME == MemoryEffects::unknown() || (Removable && NoPointerResult)) ||
      !isa<CallInst>(CB) || CB.getCalledFunction() != &F ||
      CB.hasOperandBundles() || CB.hasMetadataOtherThanDebugLoc())
    return false;
  return onlyNoUndef(F.getAttributes().getRetAttrs()) &&
         onlyNoUndef(CB.getAttributes().getRetAttrs());
}

UnknownCallFacts refinery::unknownCallFacts(const Function &F,
                                            const CallBase *CB,
                                            const Interpreter &I) {
  UnknownCallFacts U;
  U.Name = F.getName();
  U.Effects = callEffects(F, CB);
  U.LibraryFunction = isKnownLibraryFunction(F, I.libraryInfo());
  U.VectorVariants = (CB && CB->hasFnAttr("vector-function-abi-variant")) ||
                     I.isUsedDeclaration(F);
  U.Removable = F.onlyReadsMemory() && F.willReturn() && F.doesNotThrow();
  U.MustReturn = callMustReturnByAttributes(F, CB);
  if (const GlobalLayout *L = I.options().Layout) {
    U.AvailableExternally = L->AvailableExternally.contains(U.Name);
    U.DefinedResult = L->DefinedResults.contains(U.Name);
    U.NonNullResult = L->NonNullResults.contains(U.Name);
    U.ResultAlign = L->ResultAligns.lookup(U.Name);
  }
  // (Past F's parameters, a variadic call's arguments read nothing: the
  // layout's entry for a name is zeroed where two declarations of it
  // differ in arity, so it has none there either.)
  for (unsigned K = 0; K < F.arg_size(); ++K)
    U.ArgReads.push_back(modelledArgReads(F, K, I.options().Layout));
  for (unsigned K = 0; CB && K < CB->arg_size(); ++K)
    U.AnyByVal |= CB->isByValArgument(K);
  for (unsigned K = 0; K < F.arg_size(); ++K)
    if (F.hasParamAttribute(K, Attribute::Returned) ||
        (CB && K < CB->arg_size() &&
         CB->paramHasAttr(K, Attribute::Returned))) {
      U.ReturnedArg = int32_t(K);
      break;
    }
  U.CalleeNoReturn = F.doesNotReturn();
  U.CallNoReturn = CB && CB->doesNotReturn();
  U.Speculatable = callHasFnAttr(F, CB, Attribute::Speculatable);
  U.ResultMayTakeTaint =
      CB && resultMayTakeTaint(F, *CB, U.Effects, U.Removable);
  return U;
}

/// True if a callee of effects \p ME writes no memory it may read. Memory
/// not accessible to the module is apart; all other locations may alias
/// (an argument may point into a global).
static bool writesNothingItReads(MemoryEffects ME) {
  ModRefInfo Inaccessible = ME.getModRef(IRMemLocation::InaccessibleMem);
  ModRefInfo Accessible =
      ME.getWithoutLoc(IRMemLocation::InaccessibleMem).getModRef();
  return !isModAndRefSet(Inaccessible) && !isModAndRefSet(Accessible);
}

bool refinery::mayReturnPoison(const Function &F) {
  const AttributeList &AL = F.getAttributes();
  return !AL.hasRetAttr(Attribute::NoUndef) &&
         !AL.getRetDereferenceableBytes() &&
         !AL.getRetDereferenceableOrNullBytes() &&
         !F.hasFnAttribute(Attribute::AllocSize);
}

bool refinery::promisesNonNullResult(const Function &F) {
  return F.hasRetAttribute(Attribute::NonNull) ||
         F.getAttributes().getRetDereferenceableBytes();
}

bool refinery::isKnownLibraryFunction(const Function &F,
                                      const TargetLibraryInfo &TLI) {
  // LLVM knows the C library (TargetLibraryInfo) and the Objective-C
  // runtime, and transforms calls to them by their meaning.
  LibFunc LF;
  return TLI.getLibFunc(F, LF) || F.getName().starts_with("objc_");
}

bool Execution::Impl::reachesNoAliasArgument(const RtValue &P) const {
  if (P.isCompound() || P.prov() == NoProv)
    return false;
  for (const Frame &Fr : Stack) {
    const Function &G = *Fr.DF->F;
    for (unsigned K = 0; K < G.arg_size(); ++K)
      if ((G.hasParamAttribute(K, Attribute::NoAlias) ||
           (Fr.CallSite && K < Fr.CallSite->arg_size() &&
            Fr.CallSite->paramHasAttr(K, Attribute::NoAlias))) &&
          !Fr.Regs[K].isCompound() &&
          (Fr.Regs[K].prov() == P.prov() || P.prov() == WildcardProv ||
           Fr.Regs[K].prov() == WildcardProv))
        return true;
  }
  return false;
}

bool Execution::Impl::readsArgumentsAsDeclared(const Function &F,
                                               const CallBase &CB,
                                               ArrayRef<RtValue> Args) {
  // This implementation reads through every pointer argument the
  // declaration lets it read (without an effect on its result). A call
  // site's readnone, or memory(...) without argmem reads, is the caller's
  // promise that it does not (LangRef "Parameter Attributes": reading a
  // readnone argument is UB; "Function Attributes": memory). (writeonly
  // allows reads that are not observable, as this one.)
  if (!isRefSet(F.getMemoryEffects().getModRef(IRMemLocation::ArgMem)))
    return true;
  bool SiteReadsArgs =
      isRefSet(CB.getMemoryEffects().getModRef(IRMemLocation::ArgMem));
  for (unsigned K = 0; K < Args.size() && K < CB.arg_size(); ++K) {
    if ((K < F.arg_size() && (F.hasParamAttribute(K, Attribute::ReadNone) ||
                              F.hasParamAttribute(K, Attribute::WriteOnly))) ||
        CB.isByValArgument(K))
      continue;
    auto Into = argObject(CB, K, Args[K]);
    if (!Into)
      continue;
    const MemObject &O = Mem.object(Into->first);
    // (Reading a global constant is valid even under memory(none); the
    // callee of a tail call reaches no alloca of its caller.)
    if (Into->second >= O.Bytes.size() ||
        (O.Kind == ObjKind::Global && O.ReadOnly) ||
        hiddenByTailCall(Into->first))
      continue;
    if (!SiteReadsArgs || CB.paramHasAttr(K, Attribute::ReadNone)) {
      ub("the modelled @" + F.getName() + " reads its argument " + Twine(K) +
             ", which the call site says it does not",
         &CB);
      return false;
    }
    // The read is one of the calling functions too (their readnone
    // parameters, memory(...)).
    const char *Why = nullptr;
    if (RestrictingFrames &&
        checkEffects(Into->first, /*IsWrite=*/false,
                     Args[K].prov() == Into->first, Why) == EffectCheck::UB) {
      ub(Twine("the modelled @") + F.getName() + " reads its argument " +
             Twine(K) + ": " + Why,
         &CB);
      return false;
    }
  }
  return true;
}

/// True if every tainted scalar of \p V is tainted by bits alone: not by
/// poison, and not undef (taintReachesOnlyResult).
static bool taintIsBitsOnly(const RtValue &V) {
  if (V.isCompound())
    return llvm::all_of(V.elems(), taintIsBitsOnly);
  return !V.isTainted() ||
         (!V.isPoisonTainted() && !V.isUndefOnlyTaint() && !V.isUndef());
}

bool Execution::Impl::taintReachesOnlyResult(const Function &F,
                                             const CallBase &CB,
                                             ArrayRef<RtValue> Args) const {
  // (resultMayTakeTaint holds: the arguments' values decide.)
  for (unsigned K = 0; K < Args.size() && K < CB.arg_size(); ++K) {
    if (!Args[K].containsTaint())
      continue;
    Type *Ty = CB.getArgOperand(K)->getType();
    if (!Ty->isIntOrIntVectorTy() && !Ty->isFPOrFPVectorTy())
      return false;
    if (!onlyNoUndef(CB.getParamAttributes(K)) ||
        (K < F.arg_size() && !onlyNoUndef(F.getAttributes().getParamAttrs(K))))
      return false;
    if (!taintIsBitsOnly(Args[K]))
      return false;
  }
  return true;
}

bool Execution::Impl::callUnknown(const Function &F, const CallBase *CB,
                                  ArrayRef<RtValue> Args, RtValue &Result,
                                  const UnknownCallFacts &Facts) {
  // An external function Refinery knows nothing about is modelled as one
  // possible implementation: it touches no memory and returns a value that
  // depends only on its name and arguments (so calls the optimizer may
  // merge or move agree). Refinement must hold for every implementation,
  // so a violation under this one is real. The call itself is observable
  // unless the function may be removed (it only reads memory, returns and
  // does not unwind).
  // `refinery exec` runs one program and would only make results up: there
  // the call is unsupported.
  if (I.options().Role == ExecRole::Standalone &&
      !I.options().ModelUnknownCalls) {
    unsupported("call to external function @" + F.getName(), CB);
    return false;
  }
  if (Facts.LibraryFunction) {
    unsupported("call to library function @" + F.getName(), CB);
    return false;
  }
  // The other module defines it available_externally (LangRef "Linkage
  // Types": equivalent to the definition outside), which this model would
  // not follow.
  if (Facts.AvailableExternally) {
    unsupported("call to @" + F.getName() +
                    ", which the other module defines available_externally",
                CB);
    return false;
  }
  // Operand bundles give calls meanings of their own (ARC, deopt, ...).
  if (CB && CB->hasOperandBundles()) {
    unsupported("call with operand bundles", CB);
    return false;
  }
  // A call with vector variants may become calls of another function that
  // computes several of its results at once (LangRef
  // "vector-function-abi-variant"); the vector variant, kept alive through
  // llvm.used or llvm.compiler.used, computes the same: results of two
  // unrelated functions would differ.
  if (Facts.VectorVariants) {
    unsupported(
        "call of a function with vector variants (@" + F.getName() + ")", CB);
    return false;
  }
  // A byval argument is a copy the callee makes (LangRef "Parameter
  // Attributes"): the callee sees its bytes, not the caller's address. The
  // event compares those bytes (readableArgMemory), not the pointer; the
  // result depends on them (argBytesKey).
  // A pointer argument the implementation reads N bytes through
  // (declaredArgReads; GlobalLayout::ArgReads: the same N in source and
  // target) is keyed the same way: the result depends on those bytes, not
  // on the address, so a call that reads memory sees a store moved across
  // it, and a copy of the bytes passed instead is the same call.
  // A pointer whose address the callee may not capture (captures(none):
  // LangRef "Pointer Capture" counts every use of the address, a
  // comparison too) matters to it only by the bytes it may read: the event
  // takes those (memoryKey) instead of the address, so two calls on equal
  // copies are one call, and the result not the address.
  // (A removable call makes no event: no event arguments.)
  std::vector<RtValue> EventArgs;
  if (!Facts.Removable)
    EventArgs.assign(Args.begin(), Args.end());
  SmallVector<RtValue, 4> Keyed(Args.begin(), Args.end());
  std::vector<Event::ArgMemory> Readable =
      readableArgMemory(F, CB, Args, Facts.Effects);
  for (unsigned K = 0; CB && K < Keyed.size() && K < CB->arg_size(); ++K) {
    if (Keyed[K].isCompound() || Keyed[K].isPoison())
      continue;
    if (Facts.AnyByVal && CB->isByValArgument(K)) {
      if (!EventArgs.empty())
        EventArgs[K] = RtValue(APInt(I.pointerBits(), 0));
      Keyed[K] = argBytesKey(
          F, *CB, K, Args[K],
          DL.getTypeAllocSize(CB->getParamByValType(K)).getFixedValue());
      continue;
    }
    if (CB->getArgOperand(K)->getType()->isPointerTy() &&
        argCaptures(F, CB, K) == CaptureInfo::none())
      if (std::optional<RtValue> Key = memoryKey(Readable[K])) {
        // (The result does not look at it: a key of the whole object
        // would be poison wherever some byte of it is, far from what the
        // callee reads; the dereferenceable bytes below are keyed.)
        if (!EventArgs.empty())
          EventArgs[K] = *Key;
        Keyed[K] = RtValue(APInt(I.pointerBits(), 0));
      }
    uint64_t N = K < Facts.ArgReads.size() ? Facts.ArgReads[K] : 0;
    if (!N)
      continue;
    const char *Why = nullptr;
    EffectCheck EC = argReadEffect(F, *CB, K, Args[K], Why);
    // A promise the read breaks: the source takes the more undefined
    // reading; in the target it is not taken as a violation.
    if (EC != EffectCheck::Allowed && I.options().Role == ExecRole::Target) {
      unsupported(("the modelled @" + F.getName() + " reads its argument " +
                   Twine(K) + ": " + Why)
                      .str(),
                  CB);
      return false;
    }
    if (EC == EffectCheck::UB) {
      ub(Twine("the modelled @") + F.getName() + " reads its argument " +
             Twine(K) + ": " + Why,
         CB);
      return false;
    }
    Keyed[K] = EC == EffectCheck::PoisonRead
                   ? RtValue::poison(64)
                   : argBytesKey(F, *CB, K, Args[K], N);
  }
  const MemoryEffects ME = Facts.Effects;
  const bool Removable = Facts.Removable;
  if (Facts.ResultMayTakeTaint && taintReachesOnlyResult(F, *CB, Args))
    TaintOnlyResultOf = CB;
  if (!Removable) {
    bool WillReturn = Facts.MustReturn || willReturnFrameOnStack();
    Out.Events.push_back(
        {Facts.Name.str(), std::move(EventArgs),
         /*Opaque=*/ME == MemoryEffects::unknown(), std::move(Readable),
         !ND.used() && !WillReturn,
         /*Essential=*/!WillReturn ||
             !ME.getWithoutLoc(IRMemLocation::ArgMem).onlyReadsMemory(),
         /*Mergeable=*/writesNothingItReads(ME),
         /*NoMemory=*/ME.doesNotAccessMemory()});
  }
  if (CalleeSeed % 8 == 5 && CB && !readsArgumentsAsDeclared(F, *CB, Args))
    return false;
  // Implementation 6 of every 8 branches on each of its arguments first, as
  // if each were noundef: UB for an argument that is poison or holds undef
  // bits (LangRef "'br' Instruction"), so passing undef where the source
  // passed a frozen value is seen. Not a speculatable function (no UB).
  if (CalleeSeed % 8 == 6 && CB && !Facts.Speculatable)
    for (unsigned K = 0; K < Args.size() && K < CB->arg_size(); ++K)
      if (!(Facts.AnyByVal && CB->isByValArgument(K)) &&
          Args[K].containsPoisonOrUndef()) {
        ub("an unknown function branches on an argument that is not well "
           "defined",
           CB);
        return false;
      }
  // A pointer the callee may store away: captures(...) allows it outside
  // the return, and memory(...) a write outside argument memory.
  if (CB && isModSet(ME.getWithoutLoc(IRMemLocation::ArgMem).getModRef()))
    for (unsigned K = 0; K < Args.size() && K < CB->arg_size(); ++K)
      if (CB->getArgOperand(K)->getType()->isPointerTy() &&
          !(Facts.AnyByVal && CB->isByValArgument(K)) &&
          !Args[K].isCompound() && !Args[K].isPoison() &&
          capturesAll(argCaptures(F, CB, K).getOtherComponents()))
        Escaped = Args[K];
  // The bytes an initializes((lo, hi)) attribute names hold what the
  // callee wrote, or undef if it may not write there (LangRef "Parameter
  // Attributes"): undef, which every implementation refines.
  for (unsigned K = 0; CB && K < Args.size(); ++K) {
    auto Into = argObject(*CB, K, Args[K]);
    if (!Into || Mem.object(Into->first).ReadOnly)
      continue;
    MemObject &O = Mem.object(Into->first);
    forEachInitializedByte(
        F, *CB, K, Into->second, O.Bytes.size(),
        [&](uint64_t At) { O.Bytes[At] = MemByte::uninit(); });
  }
  if (!Facts.CalleeNoReturn && Facts.CallNoReturn) {
    // The modelled implementation returns, which breaks the call site's
    // noreturn promise (LangRef "Function Attributes": noreturn).
    ub("a call marked noreturn returns", CB);
    return false;
  }
  if (Facts.CalleeNoReturn) {
    // A willreturn function on the stack that reaches a call that cannot
    // return is UB (LangRef "Function Attributes": willreturn).
    for (const Frame &Fr : Stack)
      if (Fr.DF->F->willReturn()) {
        ub("a willreturn function calls a function that does not return", CB);
        return false;
      }
    // It cannot return: the run ends here (as if it exited).
    Out.Kind = OutcomeKind::Abort;
    Out.Reason = ("call to noreturn function @" + F.getName()).str();
    Done = true;
    return false;
  }
  Type *RetTy = F.getReturnType();
  if (RetTy->isVoidTy())
    return true;
  // A `returned` argument (of the declaration or the call site) is what
  // the function returns.
  if (Facts.ReturnedArg >= 0 && unsigned(Facts.ReturnedArg) < Args.size()) {
    const unsigned K = unsigned(Facts.ReturnedArg);
    // Returning a pointer captures it (LangRef "Pointer Capture"): with
    // captures(...) forbidding that, no implementation keeps both
    // promises.
    if (RetTy->isPointerTy() &&
        !capturesAll(argCaptures(F, CB, K).getRetComponents())) {
      unsupported("a `returned` pointer argument that its captures(...) "
                  "does not let return",
                  CB);
      return false;
    }
    // LangRef "Parameter Attributes": the parameter and the return type
    // "must be valid operands for the bitcast instruction": the result
    // is the argument bitcast ('bitcast .. to': as if stored and loaded).
    Type *ArgTy = F.getArg(K)->getType();
    if (ArgTy == RetTy) {
      Result = Args[K];
      return true;
    }
    // (Pointer vectors of other lane counts pass the verifier, which
    // sizes pointers 0 bits: no bitcast.)
    auto Lanes = [](Type *T) {
      auto *VT = dyn_cast<VectorType>(T);
      return VT ? VT->getElementCount() : ElementCount::getFixed(0);
    };
    bool Pointers = ArgTy->isPtrOrPtrVectorTy() && RetTy->isPtrOrPtrVectorTy();
    bool Bits =
        !ArgTy->isPtrOrPtrVectorTy() && !RetTy->isPtrOrPtrVectorTy() &&
        ArgTy->isSingleValueType() && RetTy->isSingleValueType() &&
        DL.getTypeStoreSizeInBits(ArgTy) == DL.getTypeStoreSizeInBits(RetTy);
    if (!(Pointers && Lanes(ArgTy) == Lanes(RetTy)) && !Bits) {
      unsupported("a `returned` argument whose type the result's is not a "
                  "bitcast of",
                  CB);
      return false;
    }
    Result = bitcastValue(ArgTy, RetTy, Args[K]);
    return true;
  }
  // The implementation must be monotone: its result for a poison argument
  // must be refined by its result for any value, so it returns poison (and
  // is UB where its result must be noundef, as if it branched on the
  // argument).
  if (llvm::any_of(Keyed,
                   [](const RtValue &A) { return A.containsPoison(); })) {
    if (F.hasRetAttribute(Attribute::NoUndef) ||
        (CB && CB->hasRetAttr(Attribute::NoUndef))) {
      // A speculatable function has no UB: it returns one value for every
      // argument, which this model does not give.
      if (Facts.Speculatable) {
        unsupported("a speculatable function with a noundef result gets a "
                    "poison argument",
                    CB);
        return false;
      }
      ub("an unknown function with a noundef result gets a poison argument",
         CB);
      return false;
    }
    Result = poisonOf(RetTy, I.pointerBits(), I.vscale());
    return true;
  }
  // A result the declaration does not make well defined may be poison:
  // implementation 3 of every 8 returns poison, so a `freeze` of the
  // result that the target drops is seen. A call site's noundef is the
  // caller's promise, UB where it is broken.
  if (CalleeSeed % 8 == 3 && mayReturnPoison(F) && !Facts.DefinedResult) {
    Result = poisonOf(RetTy, I.pointerBits(), I.vscale());
    return true;
  }
  // Implementation 7 of every 8 returns a pointer it was given, where the
  // declaration promises nothing of its result: its first pointer argument
  // if captures(...) lets it be returned (LangRef "Pointer Capture"; as
  // strchr or an identity function), else, if it may read memory, the last
  // pointer an earlier call stored away (not into the object of an active
  // call's noalias argument: accesses through both would be UB the
  // interpreter does not see). So a comparison of the result with the
  // argument, or an access through it to the escaped object, is seen. A
  // call site's return attributes (noalias) are the caller's promises.
  if (CalleeSeed % 8 == 7 && CB && RetTy->isPointerTy() &&
      !F.getAttributes().getRetAttrs().hasAttributes() &&
      !CB->getAttributes().getRetAttrs().hasAttributes()) {
    bool HasPointerArg = false;
    for (unsigned K = 0; K < Args.size() && K < CB->arg_size(); ++K) {
      if (!CB->getArgOperand(K)->getType()->isPointerTy() ||
          CB->isByValArgument(K) || Args[K].isCompound())
        continue;
      HasPointerArg = true;
      if (!capturesAll(argCaptures(F, CB, K).getRetComponents()))
        break;
      Result = Args[K];
      return true;
    }
    if (!HasPointerArg && Escaped &&
        isRefSet(ME.getWithoutLoc(IRMemLocation::ArgMem).getModRef()) &&
        !reachesNoAliasArgument(*Escaped)) {
      Result = *Escaped;
      return true;
    }
  }
  // The modelled result depends on the arguments' bits, addresses too.
  for (const RtValue &A : Keyed)
    noteAddressesIn(A);
  SeededRandom Rng(hashCall(Facts.Name, Keyed, CalleeSeed));
  bool ReadsOnly = ME.onlyReadsMemory();
  auto Make = [&](auto &Self, Type *Ty) -> RtValue {
    if (auto *ST = dyn_cast<StructType>(Ty)) {
      std::vector<RtValue> E;
      for (Type *T : ST->elements())
        E.push_back(Self(Self, T));
      return RtValue::compound(std::move(E));
    }
    if (auto *AT = dyn_cast<ArrayType>(Ty)) {
      std::vector<RtValue> E;
      for (uint64_t K = 0; K < AT->getNumElements(); ++K)
        E.push_back(Self(Self, AT->getElementType()));
      return RtValue::compound(std::move(E));
    }
    if (auto *VT = dyn_cast<VectorType>(Ty)) {
      std::vector<RtValue> E;
      for (unsigned K = 0, N = I.lanes(VT); K < N; ++K)
        E.push_back(Self(Self, VT->getElementType()));
      return RtValue::compound(std::move(E));
    }
    if (Ty->isPointerTy()) {
      // A pointer the declaration (of either module) promises to be
      // usable gets a fresh zeroed buffer; otherwise null in even-numbered
      // implementations and such a buffer in odd ones (the function is
      // the same at every call site: a call site's nonnull or
      // dereferenceable is the caller's promise, UB where the
      // implementation breaks it).
      uint64_t Deref =
          std::max(F.getAttributes().getRetDereferenceableBytes(),
                   F.getAttributes().getRetDereferenceableOrNullBytes());
      if (!Deref && !promisesNonNullResult(F) && !Facts.NonNullResult &&
          CalleeSeed % 2 == 0)
        return nullPtr();
      // Implementation 1 of every 8 returns its buffer one byte in, where
      // no declaration promises alignment (LangRef "Parameter Attributes":
      // dereferenceable does not imply align; allocalign does), so a load
      // the target makes more aligned, or hoists, is seen. It is the
      // function's property, the same at every call site: a call site's
      // align is the caller's promise (a misaligned result is poison
      // there, checkCallResult), which a target may drop.
      uint64_t DeclAlign =
          F.getAttributes().getRetAlignment().valueOrOne().value();
      DeclAlign = std::max(DeclAlign, Facts.ResultAlign);
      bool AllocAlign =
          F.getAttributes().hasAttrSomewhere(Attribute::AllocAlign);
      uint64_t Offset =
          CalleeSeed % 8 == 1 && DeclAlign == 1 && !AllocAlign ? 1 : 0;
      auto PointerTo = [&](ObjectId Id) {
        return RtValue(APInt(I.pointerBits(), Mem.object(Id).Base + Offset),
                       Id);
      };
      // A callee that only reads memory returns the same object for the
      // same arguments (it cannot allocate): one per call and position.
      uint64_t Key = Rng.next();
      if (ReadsOnly)
        if (auto It = ReadOnlyResults.find(Key); It != ReadOnlyResults.end())
          return PointerTo(It->second);
      uint64_t Align = std::max<uint64_t>(16, DeclAlign);
      ObjectId Id = Mem.allocate(std::max<uint64_t>(Deref, 64) + Offset, Align,
                                 ObjKind::Heap, CB, MemByte{});
      if (ReadsOnly && Id != NoProv)
        ReadOnlyResults[Key] = Id;
      return Id == NoProv ? nullPtr() : PointerTo(Id);
    }
    unsigned W = scalarBits(Ty, I.pointerBits());
    APInt V(W, 0);
    // Small values half of the time, random bits otherwise.
    if (Rng.coin())
      V = APInt(W, Rng.range(-2, 2), /*isSigned=*/true, /*implicitTrunc=*/true);
    else
      for (unsigned B = 0; B < W; B += 64)
        V.insertBits(APInt(std::min(64u, W - B), Rng.next(), false, true), B);
    return RtValue(V);
  };
  Result = Make(Make, RetTy);
  // Keep the value within the declaration's range attribute, if any.
  if (auto Range =
          F.getAttributes().getRetAttrs().getAttribute(Attribute::Range);
      Range.isValid() && !Result.isCompound() &&
      !Range.getRange().contains(Result.bits()))
    Result = RtValue(Range.getRange().getLower());
  return true;
}

bool Execution::Impl::callMemoryIntrinsic(Intrinsic::ID ID, const CallBase &CB,
                                          ArrayRef<RtValue> Args,
                                          RtValue &Result, bool &Known) {
  Known = true;
  const unsigned PB = I.pointerBits();
  switch (ID) {
  case Intrinsic::memcpy:
  case Intrinsic::memcpy_inline:
  case Intrinsic::memmove: {
    // LangRef "'llvm.memcpy.*' Intrinsic": a poison length is UB; length 0
    // is a no-op; memcpy's ranges must be equal or disjoint.
    const RtValue &Len = Args[2];
    if (Len.isPoison()) {
      ub("memcpy with a poison length", &CB);
      return false;
    }
    if (Len.bits().getActiveBits() > 63) {
      ub("memcpy: out-of-bounds access", &CB);
      return false;
    }
    uint64_t N = Len.bits().getZExtValue();
    if (N == 0)
      return true;
    if (ID != Intrinsic::memmove && !Args[0].isPoison() &&
        !Args[1].isPoison()) {
      uint64_t D = Args[0].bits().getZExtValue(),
               S = Args[1].bits().getZExtValue();
      if (D != S && D < S + N && S < D + N) {
        ub("memcpy with overlapping ranges", &CB);
        return false;
      }
    }
    std::vector<MemByte> Bytes;
    if (!loadBytes(Args[1], N, 1, Bytes, &CB))
      return false;
    return storeBytes(Args[0], Bytes, 1, &CB);
  }
  case Intrinsic::memset:
  case Intrinsic::memset_inline: {
    const RtValue &Len = Args[2];
    if (Len.isPoison()) {
      ub("memset with a poison length", &CB);
      return false;
    }
    if (Len.bits().getActiveBits() > 63) {
      ub("memset: out-of-bounds access", &CB);
      return false;
    }
    uint64_t N = Len.bits().getZExtValue();
    if (N == 0)
      return true;
    MemByte B;
    if (Args[1].isPoison())
      B = MemByte::poisonByte();
    else
      B.Val = static_cast<uint8_t>(Args[1].bits().getZExtValue());
    ObjectId Obj;
    uint64_t Off;
    bool PoisonRead;
    if (!checkRange(Args[0], N, 1, true, &CB, Obj, Off, PoisonRead))
      return false;
    std::fill_n(Mem.object(Obj).Bytes.begin() + Off, N, B);
    return true;
  }
  case Intrinsic::vastart:
  case Intrinsic::vaend:
  case Intrinsic::vacopy:
    return callVaIntrinsic(ID, CB, Args);
  case Intrinsic::lifetime_start:
  case Intrinsic::lifetime_end: {
    // LangRef "'llvm.lifetime.start' Intrinsic": poison is a no-op; start
    // makes the object alive and uninitialized, end makes it dead.
    const RtValue &P = Args[0];
    if (P.isPoison())
      return true;
    ObjectId Obj = P.prov();
    if (Obj == WildcardProv)
      Obj = Mem.findObjectInBounds(P.bits().getZExtValue());
    if (Obj == NoProv || Obj == WildcardProv)
      return true;
    MemObject &O = Mem.object(Obj);
    if (ID == Intrinsic::lifetime_start) {
      O.Alive = true;
      O.Bytes.assign(O.Size, MemByte::uninit());
    } else {
      O.Alive = false;
    }
    return true;
  }
  case Intrinsic::ptrmask: {
    // LangRef "'llvm.ptrmask' Intrinsic": the address masked, provenance
    // kept.
    const RtValue &P = Args[0], &M = Args[1];
    auto Lane = [&](const RtValue &PL, const RtValue &ML) {
      if (PL.isPoison() || ML.isPoison())
        return RtValue::poison(PB);
      APInt Mask = ML.bits().zextOrTrunc(PB);
      if (ML.bits().getBitWidth() < PB)
        Mask.setBitsFrom(ML.bits().getBitWidth());
      // Clearing address bits above those the object's alignment fixes
      // gives an address that depends on where the object lies.
      if (isRunObject(PL.prov()) &&
          (~Mask).getActiveBits() > Log2_64(Mem.object(PL.prov()).Align))
        noteAddress(PL);
      return RtValue(PL.bits() & Mask, PL.prov());
    };
    if (P.isCompound()) {
      std::vector<RtValue> Elems;
      for (unsigned K = 0; K < P.numElems(); ++K)
        Elems.push_back(Lane(P.elems()[K], M.elems()[K]));
      Result = RtValue::compound(std::move(Elems));
    } else {
      Result = Lane(P, M);
    }
    return true;
  }
  case Intrinsic::threadlocal_address:
    Result = Args[0];
    return true;
  case Intrinsic::stacksave:
    Result = nullPtr();
    return true;
  case Intrinsic::stackrestore:
  case Intrinsic::donothing:
  case Intrinsic::sideeffect:
  case Intrinsic::experimental_noalias_scope_decl:
  case Intrinsic::invariant_end:
  case Intrinsic::var_annotation:
  case Intrinsic::codeview_annotation:
    return true;
  case Intrinsic::invariant_start:
    Result = nullPtr();
    return true;
  case Intrinsic::launder_invariant_group:
  case Intrinsic::strip_invariant_group:
    Result = Args[0];
    return true;
  case Intrinsic::trap:
  case Intrinsic::ubsantrap:
    Out.Kind = OutcomeKind::Abort;
    Out.Reason = "llvm.trap";
    Done = true;
    return false;
  default:
    Known = false;
    return true;
  }
}
