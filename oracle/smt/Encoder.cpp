//===- oracle/smt/Encoder.cpp - SMT encoding of functions -----------------===//
//
// The rules are the interpreter's (oracle/interp) and cite the LangRef of
// LLVM 22; the lane rules live in LaneOps.cpp.
//
//===----------------------------------------------------------------------===//
#include "oracle/interp/Engine.h"
#include "oracle/smt/EncoderImpl.h"
#include "semantics/IntOps.h"
#include "semantics/Intrinsics.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/raw_ostream.h"
#include <map>

using namespace llvm;
using namespace refinery;
using namespace refinery::smt;

bool smt::isIntish(Type *Ty) {
  if (auto *VT = dyn_cast<FixedVectorType>(Ty))
    return VT->getElementType()->isIntegerTy();
  return Ty->isIntegerTy();
}

/// Whether a min/max reduction keeps \p Acc over \p X: \p Keep is the
/// ReductionIntrinsic::Keep predicate (sgt, slt, ugt or ult).
static z3::expr keeps(CmpInst::Predicate Keep, const z3::expr &Acc,
                      const z3::expr &X) {
  switch (Keep) {
  case CmpInst::ICMP_SGT:
    return Acc > X;
  case CmpInst::ICMP_SLT:
    return Acc < X;
  case CmpInst::ICMP_UGT:
    return z3::ugt(Acc, X);
  case CmpInst::ICMP_ULT:
    return z3::ult(Acc, X);
  default:
    llvm_unreachable("not the predicate of a min/max reduction");
  }
}

unsigned smt::lanesOf(Type *Ty) {
  if (auto *VT = dyn_cast<FixedVectorType>(Ty))
    return VT->getNumElements();
  return 1;
}

bool smt::makeInputVars(z3::context &C, const Function &F,
                        std::vector<SVal> &Args, std::string &Why,
                        bool AllowUnknown, bool UndefInputs) {
  Args.clear();
  for (const Argument &A : F.args()) {
    Type *Ty = A.getType();
    SVal V;
    // Every argument without noundef may be undef (with noundef an undef is
    // UB at the call, LangRef "Parameter Attributes").
    // (Floating point only in exact mode: input synthesis keeps it unknown.)
    bool Encoded = isIntish(Ty) ||
                   (!AllowUnknown &&
                    (isFloatish(Ty) ||
                     (Ty->isPointerTy() && Ty->getPointerAddressSpace() == 0)));
    bool MayBeUndef = UndefInputs && Encoded &&
                      !F.hasParamAttribute(A.getArgNo(), Attribute::NoUndef);
    if (MayBeUndef && !AllowUnknown &&
        F.hasParamAttribute(A.getArgNo(), Attribute::Range)) {
      Why = "parameter %" + A.getName().str() +
            " has a range but no noundef: whether an undef argument is in "
            "the range is open";
      return false;
    }
    if (!Encoded) {
      if (!AllowUnknown) {
        raw_string_ostream OS(Why);
        OS << "parameter %" << A.getName() << " of type " << *Ty;
        return false;
      }
      Args.push_back(V);
      continue;
    }
    // (A pointer: a block id and an offset, EncodeMemory.cpp.)
    unsigned W = Ty->isPointerTy() ? 72 : Ty->getScalarSizeInBits();
    for (unsigned L = 0; L < lanesOf(Ty); ++L) {
      std::string Name =
          "arg" + std::to_string(A.getArgNo()) + "." + std::to_string(L);
      V.Lanes.push_back({C.bv_const(Name.c_str(), W),
                         C.bool_const((Name + ".poison").c_str())});
      if (MayBeUndef)
        V.Undef.push_back(C.bool_const((Name + ".undef").c_str()));
    }
    Args.push_back(std::move(V));
  }
  return true;
}

namespace {

/// Whether \p X lies in \p R (LangRef "Parameter Attributes", range).
z3::expr inRange(z3::context &C, const z3::expr &X, const ConstantRange &R) {
  if (R.isFullSet())
    return C.bool_val(true);
  if (R.isEmptySet())
    return C.bool_val(false);
  // (X - Lo) mod 2^W < (Hi - Lo) mod 2^W covers wrapped ranges too.
  z3::expr Lo = bvConst(C, R.getLower());
  return z3::ult(X - Lo, bvConst(C, R.getUpper() - R.getLower()));
}

} // namespace

std::string Encoder::describe(const Value &V) {
  std::string S;
  raw_string_ostream OS(S);
  V.print(OS);
  StringRef T = StringRef(S).trim();
  return T.size() > 120 ? (T.take_front(117) + "...").str() : T.str();
}

SVal Encoder::fresh(Type *Ty) {
  SVal V;
  if (auto *ST = dyn_cast<StructType>(Ty)) {
    for (Type *ET : ST->elements())
      V.Fields.push_back(fresh(ET));
    return V;
  }
  if (Ty->isPointerTy() && !Approx) {
    // (A phi in a block no path reaches: its value does not matter.)
    std::string Name = Prefix + ".unknown." + std::to_string(NumFresh++);
    V.Lanes.push_back({C.bv_const(Name.c_str(), 72), C.bool_val(false)});
    return V;
  }
  if (!isIntish(Ty) && !(isFloatish(Ty) && !Approx))
    return V;
  for (unsigned L = 0; L < lanesOf(Ty); ++L) {
    std::string Name = Prefix + ".unknown." + std::to_string(NumFresh++);
    V.Lanes.push_back({C.bv_const(Name.c_str(), Ty->getScalarSizeInBits()),
                       C.bool_val(false)});
  }
  return V;
}

z3::expr Encoder::choice(const char *Kind, unsigned Width, std::string Origin) {
  std::string Name =
      Prefix + "." + Kind + "." + std::to_string(E.Choices.size());
  z3::expr X = C.bv_const(Name.c_str(), Width);
  E.Choices.push_back(X);
  E.ChoiceOrigins.push_back(Origin.empty() ? std::string(Kind) + "." +
                                                 std::to_string(Width)
                                           : std::move(Origin));
  return X;
}

SVal Encoder::use(SVal V) {
  for (size_t L = 0; L < V.Undef.size(); ++L) {
    Lane &Ln = V.Lanes[L];
    Ln.V = z3::ite(V.Undef[L],
                   choice("undef", Ln.V.get_sort().bv_size(),
                          V.Undef[L].decl().name().str()),
                   Ln.V);
  }
  V.Undef.clear();
  for (size_t L = 0; L < V.UndefBits.size(); ++L) {
    Lane &Ln = V.Lanes[L];
    const z3::expr &M = V.UndefBits[L];
    Ln.V = (Ln.V & ~M) | (choice("load", Ln.V.get_sort().bv_size()) & M);
  }
  V.UndefBits.clear();
  return V;
}

z3::expr Encoder::isUndef(const Value *V) {
  if (auto *A = dyn_cast<Argument>(V)) {
    z3::expr U = C.bool_val(false);
    for (const z3::expr &X : Args[A->getArgNo()].Undef)
      U = U || X;
    return U;
  }
  if (auto *K = dyn_cast<Constant>(V))
    return C.bool_val(ConstantEvaluator::containsUndef(K));
  return C.bool_val(false);
}

void Encoder::taint(const Instruction &I) {
  if (I.getType()->isVoidTy() || isa<FreezeInst>(I))
    return;
  // A load of undef bytes is tainted by itself (Encoder::loadInst).
  auto Own = Taint.find(&I);
  z3::expr T = Own != Taint.end() ? Own->second : C.bool_val(false);
  for (const Use &Op : I.operands())
    if (!isa<BasicBlock>(Op.get()))
      T = T || mayDependOnUndef(Op.get());
  T = T.simplify();
  if (T.is_false())
    return;
  Taint.insert_or_assign(&I, T);
  // (Each use of a load sees its undef bits anew: SVal::UndefBits.)
  if (I.getNumUses() > 1 && !isa<LoadInst>(I))
    E.UndefReused = E.UndefReused || T;
}

bool Encoder::unsupported(const Instruction &I, const Twine &Why) {
  if (!Approx)
    return outside(Why + ": " + describe(I));
  if (!I.getType()->isVoidTy())
    Vals[&I] = fresh(I.getType());
  return true;
}

void Encoder::addEdge(const BasicBlock *From, const BasicBlock *To,
                      const z3::expr &Cond) {
  bool Back = isBackEdge(From, To);
  if (Back && Copy == Unroll) {
    // One back edge more than the bound: not encoded.
    E.Cut = E.Cut || Cond;
    return;
  }
  auto &Into = Back ? NextEdges : Edges;
  auto Key = std::make_pair(From, To);
  auto It = Into.find(Key);
  if (It != Into.end()) {
    It->second = It->second || Cond;
    return;
  }
  Into.emplace(Key, Cond);
  // A back edge's phis take their incoming values from this copy.
  if (Back)
    for (const PHINode &Phi : To->phis())
      if (std::optional<SVal> V = get(Phi.getIncomingValueForBlock(From)))
        NextBackIncoming.insert_or_assign({&Phi, From}, *V);
}

std::optional<SVal> Encoder::constant(const Constant *K) {
  Type *Ty = K->getType();
  if (isPointer(Ty) && !Approx) {
    // A pointer constant: null (no block, offset 0), poison or undef
    // (EncodeMemory.cpp's pointers).
    SVal V;
    if (isa<ConstantPointerNull>(K))
      V.Lanes.push_back({C.bv_val(0, 72), C.bool_val(false)});
    else if (isa<PoisonValue>(K))
      V.Lanes.push_back({C.bv_val(0, 72), C.bool_val(true)});
    else if (isa<UndefValue>(K))
      V.Lanes.push_back({choice("undef", 72), C.bool_val(false)});
    else
      return std::nullopt; // globals, functions, constant expressions
    return V;
  }
  if (!isIntish(Ty) && !(isFloatish(Ty) && !Approx))
    return std::nullopt;
  unsigned W = Ty->getScalarSizeInBits();
  SVal V;
  if (isa<PoisonValue>(K)) {
    for (unsigned L = 0; L < lanesOf(Ty); ++L)
      V.Lanes.push_back({C.bv_val(0, W), C.bool_val(true)});
    return V;
  }
  if (isa<UndefValue>(K)) {
    // LangRef "Undefined Values": this use may see any value.
    for (unsigned L = 0; L < lanesOf(Ty); ++L)
      V.Lanes.push_back({choice("undef", W), C.bool_val(false)});
    return V;
  }
  if (auto *CI = dyn_cast<ConstantInt>(K)) {
    // A splat ConstantInt of vector type is possible as well.
    for (unsigned L = 0; L < lanesOf(Ty); ++L)
      V.Lanes.push_back({bvConst(C, CI->getValue()), C.bool_val(false)});
    return V;
  }
  if (auto *CF = dyn_cast<ConstantFP>(K)) {
    for (unsigned L = 0; L < lanesOf(Ty); ++L)
      V.Lanes.push_back(
          {bvConst(C, CF->getValueAPF().bitcastToAPInt()), C.bool_val(false)});
    return V;
  }
  if (isa<ConstantAggregateZero>(K)) {
    for (unsigned L = 0; L < lanesOf(Ty); ++L)
      V.Lanes.push_back({C.bv_val(0, W), C.bool_val(false)});
    return V;
  }
  if (isa<ConstantDataVector>(K) || isa<ConstantVector>(K)) {
    for (unsigned L = 0; L < lanesOf(Ty); ++L) {
      Constant *El = K->getAggregateElement(L);
      if (!El)
        return std::nullopt;
      std::optional<SVal> EV = constant(El);
      if (!EV || EV->Lanes.size() != 1)
        return std::nullopt;
      V.Lanes.push_back(EV->Lanes[0]);
    }
    return V;
  }
  return std::nullopt; // constant expressions
}

/// The value \p A where \p Cond holds, else \p B.
static SVal select(const z3::expr &Cond, const SVal &A, const SVal &B) {
  assert(A.Lanes.size() == B.Lanes.size() &&
         A.Fields.size() == B.Fields.size() && A.Undef.empty() &&
         B.Undef.empty() && "values of one instruction");
  SVal R;
  for (size_t L = 0; L < A.Lanes.size(); ++L)
    R.Lanes.push_back({z3::ite(Cond, A.Lanes[L].V, B.Lanes[L].V),
                       z3::ite(Cond, A.Lanes[L].P, B.Lanes[L].P)});
  if (!A.UndefBits.empty() || !B.UndefBits.empty()) {
    auto Mask = [](const SVal &X, size_t L) {
      if (!X.UndefBits.empty())
        return X.UndefBits[L];
      const z3::expr &V = X.Lanes[L].V;
      return V.ctx().bv_val(0, V.get_sort().bv_size());
    };
    for (size_t L = 0; L < A.Lanes.size(); ++L)
      R.UndefBits.push_back(z3::ite(Cond, Mask(A, L), Mask(B, L)));
  }
  for (size_t K = 0; K < A.Fields.size(); ++K)
    R.Fields.push_back(select(Cond, A.Fields[K], B.Fields[K]));
  return R;
}

SVal Encoder::latest(const Instruction &I) {
  const BasicBlock *D = I.getParent();
  SVal R = Earlier[0].find(&I)->second;
  for (unsigned K = 1; K <= Copy; ++K) {
    const z3::expr &Ran = BlockCond.at({D, K});
    if (!Ran.is_false())
      R = select(
          Ran, K == Copy ? Vals.find(&I)->second : Earlier[K].find(&I)->second,
          R);
  }
  return R;
}

std::optional<SVal> Encoder::get(const Value *V) {
  auto It = Vals.find(V);
  if (It != Vals.end()) {
    const auto *I = dyn_cast<Instruction>(V);
    if (Copy == 0 || !I)
      return use(It->second);
    return use(latest(*I));
  }
  if (auto *K = dyn_cast<Constant>(V)) {
    if (std::optional<SVal> R = constant(K))
      return R;
    if (!Approx) {
      outside("constant: " + describe(*K));
      return std::nullopt;
    }
  } else if (!Approx) {
    outside("value without an encoding: " + describe(*V));
    return std::nullopt;
  }
  SVal R = fresh(V->getType());
  if (R.unknown())
    return std::nullopt;
  Vals[V] = R;
  return R;
}

bool Encoder::checkAttrs() {
  if (Approx)
    return true;
  if (F.doesNotReturn())
    return outside("a noreturn function");
  // `captures` restricts how a pointer escapes; the only way out here is
  // a returned pointer (LangRef "Pointer Capture"), which it would break:
  // not encoded then.
  bool ReturnsPointer = isPointer(F.getReturnType());
  auto Allowed = [&](const Attribute &A) {
    if (A.isStringAttribute())
      return true;
    switch (A.getKindAsEnum()) {
    case Attribute::Captures:
      return !ReturnsPointer;
    case Attribute::NoUndef:
    case Attribute::NonNull:
    case Attribute::Alignment:
    case Attribute::Range:
    case Attribute::ZExt:
    case Attribute::SExt:
      return true;
    default:
      return false;
    }
  };
  AttributeList AL = F.getAttributes();
  for (unsigned K = 0; K < F.arg_size(); ++K)
    for (const Attribute &A : AL.getParamAttrs(K))
      if (!Allowed(A))
        return outside("parameter attribute " + A.getAsString());
  for (const Attribute &A : AL.getRetAttrs())
    if (!Allowed(A))
      return outside("return attribute " + A.getAsString());
  return true;
}

FunctionEncoding Encoder::run() {
  Type *RetTy = F.getReturnType();
  if (!Approx && !isLaneType(RetTy) && !RetTy->isVoidTy() &&
      !isPointer(RetTy)) {
    std::string S;
    raw_string_ostream OS(S);
    if (RetTy->isVoidTy())
      OS << "a function returning void";
    else
      OS << "return type " << *RetTy;
    outside(S);
    return std::move(E);
  }
  if (!checkAttrs() || (!Approx && (!prepareMemory() || !prepareFloat())))
    return std::move(E);
  // Parameters, with their attributes (LangRef "Parameter Attributes":
  // range makes a value outside it poison; noundef makes poison UB).
  AttributeList AL = F.getAttributes();
  for (const Argument &A : F.args()) {
    SVal V = Args[A.getArgNo()];
    if (V.unknown())
      continue;
    if (A.getType()->isPointerTy())
      pointerArgument(A, V);
    AttributeSet AS = AL.getParamAttrs(A.getArgNo());
    if (AS.hasAttribute(Attribute::Range)) {
      ConstantRange R = AS.getAttribute(Attribute::Range).getRange();
      for (Lane &L : V.Lanes)
        L.P = L.P || !inRange(C, L.V, R);
    }
    // The inputs' undef lanes follow the source's attributes: the
    // target's noundef makes them UB too.
    if (AS.hasAttribute(Attribute::NoUndef))
      for (size_t L = 0; L < V.Lanes.size(); ++L)
        addUB(V.Lanes[L].P ||
              (L < V.Undef.size() ? V.Undef[L] : C.bool_val(false)));
    Vals[&A] = std::move(V);
  }
  // Blocks in reverse post-order: every edge goes forward unless the
  // function has a loop.
  ReversePostOrderTraversal<const Function *> RPOT(&F);
  std::vector<const BasicBlock *> Blocks(RPOT.begin(), RPOT.end());
  for (const BasicBlock *BB : Blocks)
    Order[BB] = Order.size();
  for (const BasicBlock *BB : Blocks)
    for (const BasicBlock *S : successors(BB))
      E.HasLoops |= isBackEdge(BB, S);
  if (E.HasLoops && !Approx && Unroll == 0) {
    outside("a loop");
    return std::move(E);
  }
  DenseMap<const Value *, SVal> ArgVals = Vals;
  for (Copy = 0;; ++Copy) {
    if (!encodeCopy(Blocks))
      return std::move(E);
    if (NextEdges.empty() || Approx)
      break;
    // The next copy starts where the back edges taken in this one lead.
    Earlier.push_back(std::move(Vals));
    Vals = ArgVals;
    Edges = std::move(NextEdges);
    NextEdges.clear();
    BackIncoming = std::move(NextBackIncoming);
    NextBackIncoming.clear();
  }
  finishReturn();
  if (!E.NonLocal.empty())
    E.FinalMem = *Mem;
  return std::move(E);
}

bool Encoder::encodeCopy(ArrayRef<const BasicBlock *> Blocks) {
  for (const BasicBlock *BB : Blocks) {
    // The path condition: the disjunction of the incoming edges. Only the
    // first copy starts at the entry block (it has no predecessors).
    Cur = C.bool_val(BB == &F.getEntryBlock() && Copy == 0);
    for (const BasicBlock *P : predecessors(BB)) {
      auto It = Edges.find({P, BB});
      if (It != Edges.end())
        Cur = Cur || It->second;
    }
    Cur = Cur.simplify();
    BlockCond.emplace(std::make_pair(BB, Copy), Cur);
    for (const Instruction &I : *BB) {
      bool OK = I.isTerminator() ? terminator(I) : instruction(I);
      if (!OK || Failed)
        return false;
      taint(I);
    }
  }
  return true;
}

bool Encoder::terminator(const Instruction &I) {
  const BasicBlock *BB = I.getParent();
  // (Approximate mode ignores back edges.)
  auto Forward = [&](const BasicBlock *S) {
    return !Approx || !isBackEdge(BB, S);
  };
  if (auto *Br = dyn_cast<BranchInst>(&I)) {
    if (Br->isUnconditional()) {
      if (Forward(Br->getSuccessor(0)))
        addEdge(BB, Br->getSuccessor(0), Cur);
      return true;
    }
    std::optional<SVal> Cond = get(Br->getCondition());
    if (!Cond)
      return unsupported(I, "branch condition");
    const Lane &L = Cond->Lanes[0];
    // LangRef "'br' Instruction": branching on poison or undef is UB.
    addUB(L.P || mayBeUndef(Br->getCondition()));
    z3::expr IsT = L.V == C.bv_val(1, 1);
    boundary(I, IsT, "branch");
    if (Forward(Br->getSuccessor(0)))
      addEdge(BB, Br->getSuccessor(0), Cur && IsT);
    if (Forward(Br->getSuccessor(1)))
      addEdge(BB, Br->getSuccessor(1), Cur && !IsT);
    return true;
  }
  if (auto *Sw = dyn_cast<SwitchInst>(&I)) {
    std::optional<SVal> Cond = get(Sw->getCondition());
    if (!Cond)
      return unsupported(I, "switch condition");
    const Lane &L = Cond->Lanes[0];
    // LangRef "'switch' Instruction": a poison or undef condition is UB.
    addUB(L.P || mayBeUndef(Sw->getCondition()));
    z3::expr None = C.bool_val(true);
    for (const auto &Case : Sw->cases()) {
      z3::expr Is = L.V == bvConst(C, Case.getCaseValue()->getValue());
      boundary(I, Is, "switch case");
      None = None && !Is;
      if (Forward(Case.getCaseSuccessor()))
        addEdge(BB, Case.getCaseSuccessor(), Cur && Is);
    }
    if (Forward(Sw->getDefaultDest()))
      addEdge(BB, Sw->getDefaultDest(), Cur && None);
    return true;
  }
  if (auto *Ret = dyn_cast<ReturnInst>(&I)) {
    if (!Ret->getReturnValue())
      return true; // what it leaves in memory is compared
    // A returned alloca would be compared by its block, which the other
    // side does not share.
    if (!Approx && isPointer(Ret->getReturnValue()->getType()) &&
        mayBeLocal(Ret->getReturnValue()))
      return outside("a returned pointer that may point into an alloca");
    std::optional<SVal> V = get(Ret->getReturnValue());
    if (!V)
      return Approx || outside("returned value");
    AttributeSet RA = F.getAttributes().getRetAttrs();
    z3::expr Dep = mayDependOnUndef(Ret->getReturnValue());
    // LangRef "Parameter Attributes": returning undef with noundef is UB.
    // Whether an undef lies in a range LangRef leaves open.
    if (RA.hasAttribute(Attribute::NoUndef))
      addUB(mayBeUndef(Ret->getReturnValue()));
    else if (RA.hasAttribute(Attribute::Range) && !Dep.simplify().is_false() &&
             !Approx)
      return outside("a range return attribute on a value that may be undef");
    E.RetMayBeUndef = E.RetMayBeUndef || (Cur && Dep);
    Rets.push_back({Cur, *V});
    return true;
  }
  if (isa<UnreachableInst>(&I)) {
    // LangRef "'unreachable' Instruction": reaching it is UB.
    addUB(C.bool_val(true));
    return true;
  }
  return unsupported(I, "terminator");
}

void Encoder::finishReturn() {
  Type *RetTy = F.getReturnType();
  bool Ptr = isPointer(RetTy);
  if (!isLaneType(RetTy) && !(Ptr && !Approx))
    return;
  AttributeSet RA = F.getAttributes().getRetAttrs();
  unsigned W = Ptr ? 72 : RetTy->getScalarSizeInBits();
  SVal R;
  for (unsigned L = 0; L < lanesOf(RetTy); ++L)
    R.Lanes.push_back({C.bv_val(0, W), C.bool_val(true)});
  // Path conditions of different returns exclude each other.
  for (auto It = Rets.rbegin(); It != Rets.rend(); ++It) {
    SVal V = It->second;
    Cur = It->first;
    // LangRef "Parameter Attributes" on the return value: range makes a
    // value outside it poison, noundef makes returning poison UB.
    if (RA.hasAttribute(Attribute::Range)) {
      ConstantRange CR = RA.getAttribute(Attribute::Range).getRange();
      for (Lane &Ln : V.Lanes)
        Ln.P = Ln.P || !inRange(C, Ln.V, CR);
    }
    if (Ptr)
      pointerAttributes(RA, V.Lanes[0]);
    if (RA.hasAttribute(Attribute::NoUndef))
      for (Lane &Ln : V.Lanes)
        addUB(Ln.P);
    for (unsigned L = 0; L < R.Lanes.size() && L < V.Lanes.size(); ++L) {
      R.Lanes[L].V = z3::ite(It->first, V.Lanes[L].V, R.Lanes[L].V);
      R.Lanes[L].P = z3::ite(It->first, V.Lanes[L].P, R.Lanes[L].P);
    }
  }
  E.Ret = std::move(R);
}

bool Encoder::instruction(const Instruction &I) {
  Type *Ty = I.getType();
  if (!Approx) {
    for (const Use &U : I.operands()) {
      const auto *CB = dyn_cast<CallBase>(&I);
      if (U->getType()->isPtrOrPtrVectorTy() && !(CB && CB->isCallee(&U)) &&
          !pointerUseAllowed(I, U))
        return outside("a pointer used by " + describe(I));
    }
    if (isa<AllocaInst>(I) || isa<GetElementPtrInst>(I) || isa<LoadInst>(I) ||
        isa<StoreInst>(I))
      return memoryInstruction(I);
  }
  if (!Approx &&
      (isa<UnaryOperator>(I) || isa<FCmpInst>(I) || isa<BitCastInst>(I) ||
       isa<FPTruncInst>(I) || isa<FPExtInst>(I) || isa<FPToSIInst>(I) ||
       isa<FPToUIInst>(I) || isa<SIToFPInst>(I) || isa<UIToFPInst>(I) ||
       (isa<BinaryOperator>(I) && isFloatish(Ty))))
    return floatInstruction(I);
  if (isa<PHINode>(I))
    return phiNode(I) && fpSelectFlags(I);
  if (isa<BinaryOperator>(I))
    return binaryOp(I);
  if (isa<ICmpInst>(I))
    return intCompare(I);
  if (isa<TruncInst>(I) || isa<ZExtInst>(I) || isa<SExtInst>(I))
    return intCast(I);
  if (auto *Sel = dyn_cast<SelectInst>(&I)) {
    if (!isIntish(Ty) && !((Ty->isPointerTy() || isFloatish(Ty)) && !Approx))
      return unsupported(I, "select of type");
    std::optional<SVal> Cond = get(Sel->getCondition()),
                        T = get(Sel->getTrueValue()),
                        Fv = get(Sel->getFalseValue());
    if (!Cond || !T || !Fv)
      return unsupported(I, "select operand");
    SVal R;
    bool Splat = Cond->Lanes.size() == 1;
    for (unsigned L = 0; L < T->Lanes.size(); ++L)
      R.Lanes.push_back(
          encodeSelect(Cond->Lanes[Splat ? 0 : L], T->Lanes[L], Fv->Lanes[L]));
    Vals[&I] = std::move(R);
    return fpSelectFlags(I);
  }
  if (auto *Fr = dyn_cast<FreezeInst>(&I)) {
    if (!isIntish(Ty) && !(isFloatish(Ty) && !Approx))
      return unsupported(I, "freeze of type");
    std::optional<SVal> A = get(Fr->getOperand(0));
    if (!A)
      return unsupported(I, "freeze operand");
    SVal R;
    for (const Lane &L : A->Lanes)
      R.Lanes.push_back(
          encodeFreeze(L, choice("freeze", Ty->getScalarSizeInBits())));
    Vals[&I] = std::move(R);
    return true;
  }
  if (auto *EV = dyn_cast<ExtractValueInst>(&I)) {
    std::optional<SVal> A = get(EV->getAggregateOperand());
    if (!A)
      return unsupported(I, "extractvalue operand");
    SVal R = *A;
    for (unsigned Idx : EV->indices()) {
      if (Idx >= R.Fields.size())
        return unsupported(I, "extractvalue");
      SVal Next = R.Fields[Idx];
      R = std::move(Next);
    }
    if (R.unknown())
      return unsupported(I, "extractvalue");
    Vals[&I] = std::move(R);
    return true;
  }
  if (isa<ExtractElementInst>(I) || isa<InsertElementInst>(I))
    return vectorElement(I);
  if (auto *SV = dyn_cast<ShuffleVectorInst>(&I)) {
    std::optional<SVal> A = get(SV->getOperand(0)), B = get(SV->getOperand(1));
    if (!A || !B || !(isIntish(Ty) || (isFloatish(Ty) && !Approx)))
      return unsupported(I, "shufflevector operand");
    unsigned N = A->Lanes.size();
    unsigned W = Ty->getScalarSizeInBits();
    SVal R;
    // LangRef "'shufflevector'": a poison mask element gives poison.
    for (int M : SV->getShuffleMask()) {
      if (M < 0)
        R.Lanes.push_back({C.bv_val(0, W), C.bool_val(true)});
      else
        R.Lanes.push_back(unsigned(M) < N ? A->Lanes[M] : B->Lanes[M - N]);
    }
    Vals[&I] = std::move(R);
    return true;
  }
  if (isa<CallBase>(I))
    return call(I);
  return unsupported(I, "instruction");
}

bool Encoder::phiNode(const Instruction &I) {
  const auto *Phi = cast<PHINode>(&I);
  Type *Ty = I.getType();
  if (!isIntish(Ty) && !((Ty->isPointerTy() || isFloatish(Ty)) && !Approx))
    return unsupported(I, "phi of type");
  std::optional<SVal> R;
  SmallPtrSet<const BasicBlock *, 4> Seen;
  for (unsigned K = 0; K < Phi->getNumIncomingValues(); ++K) {
    const BasicBlock *P = Phi->getIncomingBlock(K);
    auto It = Edges.find({P, I.getParent()});
    if (It == Edges.end() || !Seen.insert(P).second)
      continue; // an unreachable predecessor (or a back edge)
    std::optional<SVal> V;
    if (isBackEdge(P, I.getParent()))
      V = BackIncoming.at({Phi, P});
    else
      V = get(Phi->getIncomingValue(K));
    if (!V)
      return unsupported(I, "phi operand");
    if (!R) {
      R = *V;
      continue;
    }
    for (unsigned L = 0; L < R->Lanes.size(); ++L) {
      R->Lanes[L].V = z3::ite(It->second, V->Lanes[L].V, R->Lanes[L].V);
      R->Lanes[L].P = z3::ite(It->second, V->Lanes[L].P, R->Lanes[L].P);
    }
  }
  if (!R)
    R = fresh(Ty); // a block no path reaches
  Vals[&I] = *R;
  return true;
}

bool Encoder::binaryOp(const Instruction &I) {
  const auto *BO = cast<BinaryOperator>(&I);
  Type *Ty = I.getType();
  if (!isIntish(Ty))
    return unsupported(I, "floating-point or other operation");
  std::optional<SVal> A = get(BO->getOperand(0)), B = get(BO->getOperand(1));
  if (!A || !B)
    return unsupported(I, "operand");
  unsigned Flags = intFlagsOf(I);
  Instruction::BinaryOps Op = BO->getOpcode();
  SVal R;
  for (unsigned L = 0; L < A->Lanes.size(); ++L) {
    LaneResult LR = encodeBinary(Op, Flags, A->Lanes[L], B->Lanes[L]);
    addUB(LR.UB);
    R.Lanes.push_back(LR.L);
    if (Collect && L < 2) {
      Lane A0{A->Lanes[L].V, C.bool_val(false)},
          B0{B->Lanes[L].V, C.bool_val(false)};
      unsigned W = Ty->getScalarSizeInBits();
      switch (Op) {
      case Instruction::UDiv:
      case Instruction::SDiv:
      case Instruction::URem:
      case Instruction::SRem:
        boundary(I, encodeBinary(Op, Flags, A0, B0).UB, "division guard");
        if (Flags & FlagExact)
          boundary(I, encodeBinary(Op, Flags, A0, B0).L.P, "exact");
        break;
      case Instruction::Shl:
      case Instruction::LShr:
      case Instruction::AShr:
        boundary(I, z3::uge(B0.V, C.bv_val(W, W)), "shift amount");
        [[fallthrough]];
      default:
        if (Flags)
          boundary(I,
                   encodeBinary(Op, Flags, A0, B0).L.P &&
                       !encodeBinary(Op, 0, A0, B0).L.P,
                   "poison-generating flag");
        break;
      }
    }
  }
  Vals[&I] = std::move(R);
  return true;
}

bool Encoder::intCompare(const Instruction &I) {
  const auto *Cmp = cast<ICmpInst>(&I);
  std::optional<SVal> A = get(Cmp->getOperand(0)), B = get(Cmp->getOperand(1));
  if (!A || !B)
    return unsupported(I, "compare operand");
  unsigned Flags = intFlagsOf(I);
  SVal R;
  for (unsigned L = 0; L < A->Lanes.size(); ++L) {
    LaneResult LR =
        encodeCompare(Cmp->getPredicate(), Flags, A->Lanes[L], B->Lanes[L]);
    R.Lanes.push_back(LR.L);
    if (Collect && L < 2) {
      const z3::expr &X = A->Lanes[L].V, &Y = B->Lanes[L].V;
      // The edge of every predicate is the tie; the neighbour query then
      // finds the operands one apart.
      boundary(I, X == Y, "comparison");
      if (Flags & FlagSameSign)
        boundary(I,
                 encodeCompare(Cmp->getPredicate(), Flags,
                               {X, C.bool_val(false)}, {Y, C.bool_val(false)})
                     .L.P,
                 "samesign");
    }
  }
  Vals[&I] = std::move(R);
  return true;
}

bool Encoder::intCast(const Instruction &I) {
  Type *Ty = I.getType();
  if (!isIntish(Ty))
    return unsupported(I, "cast");
  std::optional<SVal> A = get(I.getOperand(0));
  if (!A)
    return unsupported(I, "cast operand");
  unsigned Flags = intFlagsOf(I);
  auto Op = cast<CastInst>(I).getOpcode();
  SVal R;
  for (unsigned L = 0; L < A->Lanes.size(); ++L) {
    R.Lanes.push_back(
        encodeCast(Op, Flags, A->Lanes[L], Ty->getScalarSizeInBits()).L);
    if (Collect && Flags && L < 2)
      boundary(I,
               encodeCast(Op, Flags, {A->Lanes[L].V, C.bool_val(false)},
                          Ty->getScalarSizeInBits())
                   .L.P,
               "poison-generating flag");
  }
  Vals[&I] = std::move(R);
  return true;
}

bool Encoder::vectorElement(const Instruction &I) {
  Type *Ty = I.getType();
  bool Extract = isa<ExtractElementInst>(I);
  std::optional<SVal> Vec = get(I.getOperand(0));
  std::optional<SVal> Idx = get(I.getOperand(Extract ? 1 : 2));
  std::optional<SVal> Elt;
  if (!Extract)
    Elt = get(I.getOperand(1));
  if (!Vec || !Idx || (!Extract && !Elt) ||
      !(isIntish(Ty) || (isFloatish(Ty) && !Approx)))
    return unsupported(I, "vector element operand");
  const Lane &IL = Idx->Lanes[0];
  unsigned N = Vec->Lanes.size();
  unsigned IW = IL.V.get_sort().bv_size();
  // LangRef "'extractelement'"/"'insertelement'": an index out of range
  // gives poison (a poison index too).
  z3::expr Bad = IL.P;
  if (IW >= 32 || N < (1u << IW))
    Bad =
        Bad || z3::uge(IL.V, bvConst(C, APInt(std::max(IW, 33u), N).trunc(IW)));
  auto IsLane = [&](unsigned K) {
    return IL.V == bvConst(C, APInt(std::max(IW, 33u), K).trunc(IW));
  };
  SVal R;
  if (Extract) {
    Lane Out = Vec->Lanes[N - 1];
    for (unsigned K = N - 1; K-- > 0;) {
      Out.V = z3::ite(IsLane(K), Vec->Lanes[K].V, Out.V);
      Out.P = z3::ite(IsLane(K), Vec->Lanes[K].P, Out.P);
    }
    Out.P = Out.P || Bad;
    R.Lanes.push_back(Out);
  } else {
    for (unsigned K = 0; K < N; ++K) {
      if ((IW < 32 && K >= (1u << IW)))
        break;
      Lane L = Vec->Lanes[K];
      L.V = z3::ite(IsLane(K), Elt->Lanes[0].V, L.V);
      L.P = z3::ite(IsLane(K), Elt->Lanes[0].P, L.P) || Bad;
      R.Lanes.push_back(L);
    }
    for (unsigned K = R.Lanes.size(); K < N; ++K)
      R.Lanes.push_back({Vec->Lanes[K].V, Vec->Lanes[K].P || Bad});
  }
  Vals[&I] = std::move(R);
  return true;
}

bool Encoder::call(const Instruction &I) {
  const auto *CB = cast<CallBase>(&I);
  const Function *Callee = CB->getCalledFunction();
  if (!Callee || !Callee->isIntrinsic())
    return unsupported(I, "a call");
  if (!Approx && (CB->hasOperandBundles() ||
                  CB->getAttributes().getRetAttrs().hasAttributes() ||
                  CB->hasMetadata(LLVMContext::MD_range) ||
                  CB->hasMetadata(LLVMContext::MD_noundef)))
    return unsupported(I, "a call with operand bundles, return "
                          "attributes or metadata");
  // An `align` on a memory intrinsic's pointer is encoded (memIntrinsic).
  bool IsMemIntrinsic = isa<MemIntrinsic>(CB);
  for (unsigned K = 0; K < CB->arg_size(); ++K)
    for (const Attribute &A : CB->getAttributes().getParamAttrs(K))
      if (!A.isStringAttribute() && A.getKindAsEnum() != Attribute::ImmArg &&
          !(IsMemIntrinsic && A.getKindAsEnum() == Attribute::Alignment) &&
          !Approx)
        return unsupported(I, "a call with parameter attributes");
  return intrinsic(*CB, Callee->getIntrinsicID());
}

bool Encoder::intrinsicOperands(const CallBase &CB, unsigned N,
                                SmallVectorImpl<SVal> &Ops) {
  for (unsigned K = 0; K < N; ++K) {
    std::optional<SVal> V = get(CB.getArgOperand(K));
    if (!V || V->Lanes.empty())
      return false;
    Ops.push_back(*V);
  }
  return true;
}

bool Encoder::laneWiseIntrinsic(const CallBase &CB,
                                const LaneWiseIntrinsic &LW) {
  const Instruction &I = CB;
  Type *Ty = I.getType();
  SmallVector<SVal, 3> Ops;
  if (!isIntish(Ty) || !intrinsicOperands(CB, LW.NumOperands, Ops))
    return unsupported(I, "intrinsic operand");
  bool Flag = false;
  if (LW.HasFlag) {
    auto *CI = dyn_cast<ConstantInt>(CB.getArgOperand(LW.NumOperands));
    Flag = CI && CI->isOne();
  }
  SVal R;
  unsigned RB = Ty->getScalarSizeInBits();
  for (unsigned L = 0; L < Ops[0].Lanes.size(); ++L) {
    SmallVector<Lane, 3> LOps;
    for (const SVal &O : Ops)
      LOps.push_back(O.Lanes[L]);
    R.Lanes.push_back(encodeIntrinsicLane(LW.ID, LOps, Flag, RB));
    if (Collect && L < 2)
      laneWiseBoundaries(I, LW.ID, LOps, Flag, RB);
  }
  Vals[&I] = std::move(R);
  return true;
}

void Encoder::laneWiseBoundaries(const Instruction &I, Intrinsic::ID ID,
                                 ArrayRef<Lane> LOps, bool Flag, unsigned RB) {
  SmallVector<Lane, 3> Clean;
  for (const Lane &X : LOps)
    Clean.push_back({X.V, C.bool_val(false)});
  boundary(I, encodeIntrinsicLane(ID, Clean, Flag, RB).P, "intrinsic poison");
  switch (ID) {
  case Intrinsic::smax:
  case Intrinsic::smin:
  case Intrinsic::umax:
  case Intrinsic::umin:
  case Intrinsic::scmp:
  case Intrinsic::ucmp:
    boundary(I, LOps[0].V == LOps[1].V, "min/max/cmp tie");
    break;
  case Intrinsic::uadd_sat:
  case Intrinsic::sadd_sat:
  case Intrinsic::usub_sat:
  case Intrinsic::ssub_sat: {
    bool Add = ID == Intrinsic::uadd_sat || ID == Intrinsic::sadd_sat;
    z3::expr Wrap = Add ? LOps[0].V + LOps[1].V : LOps[0].V - LOps[1].V;
    boundary(I, encodeIntrinsicLane(ID, Clean, Flag, RB).V != Wrap,
             "saturation");
    break;
  }
  default:
    break;
  }
}

bool Encoder::withOverflow(const CallBase &CB, Intrinsic::ID ID) {
  const Instruction &I = CB;
  SmallVector<SVal, 3> Ops;
  if (!intrinsicOperands(CB, 2, Ops))
    return unsupported(I, "intrinsic operand");
  SVal Val, Ov, R;
  for (unsigned L = 0; L < Ops[0].Lanes.size(); ++L) {
    auto [V, O] = encodeWithOverflowLane(ID, Ops[0].Lanes[L], Ops[1].Lanes[L]);
    Val.Lanes.push_back(V);
    Ov.Lanes.push_back(O);
    if (Collect && L < 2)
      boundary(I, O.V == C.bv_val(1, 1), "overflow");
  }
  R.Fields = {Val, Ov};
  Vals[&I] = std::move(R);
  return true;
}

bool Encoder::reduction(const CallBase &CB, const ReductionIntrinsic &RI) {
  // LangRef "Vector Reduction Intrinsics": any poison lane makes the
  // result poison.
  const Instruction &I = CB;
  SmallVector<SVal, 3> Ops;
  if (!intrinsicOperands(CB, 1, Ops))
    return unsupported(I, "intrinsic operand");
  const std::vector<Lane> &Ls = Ops[0].Lanes;
  z3::expr Acc = Ls[0].V, P = Ls[0].P;
  for (unsigned L = 1; L < Ls.size(); ++L) {
    const z3::expr &X = Ls[L].V;
    P = P || Ls[L].P;
    switch (RI.Opcode) {
    case Instruction::Add:
      Acc = Acc + X;
      break;
    case Instruction::Mul:
      Acc = Acc * X;
      break;
    case Instruction::And:
      Acc = Acc & X;
      break;
    case Instruction::Or:
      Acc = Acc | X;
      break;
    case Instruction::Xor:
      Acc = Acc ^ X;
      break;
    default:
      Acc = z3::ite(keeps(RI.Keep, Acc, X), Acc, X);
      break;
    }
  }
  SVal R;
  R.Lanes.push_back({Acc, P});
  Vals[&I] = std::move(R);
  return true;
}

bool Encoder::intrinsic(const CallBase &CB, Intrinsic::ID ID) {
  const Instruction &I = CB;
  if (const LaneWiseIntrinsic *LW = findLaneWiseIntrinsic(ID))
    return laneWiseIntrinsic(CB, *LW);
  if (findOverflowIntrinsic(ID))
    return withOverflow(CB, ID);
  if (const ReductionIntrinsic *RI = findReductionIntrinsic(ID))
    return reduction(CB, *RI);
  SmallVector<SVal, 3> Ops;
  switch (ID) {
  // LangRef 'llvm.expect' and 'llvm.ssa.copy': the operand.
  case Intrinsic::expect:
  case Intrinsic::expect_with_probability:
  case Intrinsic::ssa_copy: {
    if (!isIntish(I.getType()) || !intrinsicOperands(CB, 1, Ops))
      return unsupported(I, "intrinsic operand");
    Vals[&I] = Ops[0];
    return true;
  }
  case Intrinsic::assume: {
    // LangRef 'llvm.assume': a false or poison condition is UB.
    if (!intrinsicOperands(CB, 1, Ops))
      return unsupported(I, "intrinsic operand");
    const Lane &L = Ops[0].Lanes[0];
    addUB(L.P || L.V == C.bv_val(0, 1));
    return true;
  }
  case Intrinsic::donothing:
  case Intrinsic::sideeffect:
    return true;
  case Intrinsic::fabs:
  case Intrinsic::copysign:
  case Intrinsic::sqrt:
  case Intrinsic::fma:
  case Intrinsic::is_fpclass:
    return Approx ? unsupported(I, "intrinsic") : fpIntrinsic(CB, ID);
  case Intrinsic::memset:
  case Intrinsic::memcpy:
  case Intrinsic::memmove:
    return Approx ? unsupported(I, "intrinsic") : memIntrinsic(CB, ID);
  default:
    return unsupported(I, "intrinsic");
  }
}

FunctionEncoding smt::encodeFunction(z3::context &C, const Function &F,
                                     const std::vector<SVal> &Args,
                                     StringRef Prefix, bool Approximate,
                                     bool CollectBoundaries, bool Target,
                                     unsigned Unroll) {
  assert(Args.size() == F.arg_size() && "one input per parameter");
  return Encoder(C, F, Args, Prefix, Approximate, CollectBoundaries, Target,
                 Unroll)
      .run();
}
