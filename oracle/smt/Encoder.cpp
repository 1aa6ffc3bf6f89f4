//===- oracle/smt/Encoder.cpp - SMT encoding of functions -----------------===//
//
// The rules are the interpreter's (oracle/interp) and cite the LangRef of
// LLVM 22; the lane rules live in LaneOps.cpp.
//
//===----------------------------------------------------------------------===//
#include "oracle/smt/Encoder.h"
#include "oracle/interp/Engine.h"
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

/// True for iN and fixed vectors of iN.
static bool isIntish(Type *Ty) {
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

static unsigned lanesOf(Type *Ty) {
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
    bool MayBeUndef = UndefInputs && isIntish(Ty) &&
                      !F.hasParamAttribute(A.getArgNo(), Attribute::NoUndef);
    if (MayBeUndef && !AllowUnknown &&
        F.hasParamAttribute(A.getArgNo(), Attribute::Range)) {
      Why = "parameter %" + A.getName().str() +
            " has a range but no noundef: whether an undef argument is in "
            "the range is open";
      return false;
    }
    if (!isIntish(Ty)) {
      if (!AllowUnknown) {
        raw_string_ostream OS(Why);
        OS << "parameter %" << A.getName() << " of type " << *Ty;
        return false;
      }
      Args.push_back(V);
      continue;
    }
    unsigned W = Ty->getScalarSizeInBits();
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

class Encoder {
public:
  Encoder(z3::context &C, const Function &F, const std::vector<SVal> &Args,
          StringRef Prefix, bool Approx, bool Collect, bool Target)
      : C(C), F(F), Args(Args), Prefix(Prefix.str()), Approx(Approx),
        Collect(Collect), Target(Target), E(C), Cur(C.bool_val(true)) {}

  FunctionEncoding run();

private:
  z3::context &C;
  const Function &F;
  const std::vector<SVal> &Args;
  std::string Prefix;
  bool Approx, Collect, Target;
  FunctionEncoding E;
  DenseMap<const Value *, SVal> Vals;
  /// Per instruction: true if its value may depend on an undef (a use of
  /// an undef constant or argument, not through a freeze).
  DenseMap<const Value *, z3::expr> Taint;
  /// Path conditions of the blocks encoded so far.
  std::map<const BasicBlock *, z3::expr> BlockCond;
  /// Conditions of the edges (from, to) taken.
  std::map<std::pair<const BasicBlock *, const BasicBlock *>, z3::expr> Edges;
  /// The path condition of the block being encoded.
  z3::expr Cur;
  std::vector<std::pair<z3::expr, SVal>> Rets;
  unsigned NumFresh = 0;
  bool Failed = false;

  /// Exact mode: marks the function outside the fragment.
  bool outside(const Twine &Why) {
    if (!Failed) {
      Failed = true;
      E.InFragment = false;
      E.Why = Why.str();
    }
    return false;
  }
  std::string describe(const Value &V) {
    std::string S;
    raw_string_ostream OS(S);
    V.print(OS);
    StringRef T = StringRef(S).trim();
    return T.size() > 120 ? (T.take_front(117) + "...").str() : T.str();
  }
  /// A fresh unconstrained value of \p Ty (approximate mode); unknown for
  /// types that are neither integers, vectors nor structs of them.
  SVal fresh(Type *Ty) {
    SVal V;
    if (auto *ST = dyn_cast<StructType>(Ty)) {
      for (Type *ET : ST->elements())
        V.Fields.push_back(fresh(ET));
      return V;
    }
    if (!isIntish(Ty))
      return V;
    for (unsigned L = 0; L < lanesOf(Ty); ++L) {
      std::string Name = Prefix + ".unknown." + std::to_string(NumFresh++);
      V.Lanes.push_back({C.bv_const(Name.c_str(), Ty->getScalarSizeInBits()),
                         C.bool_val(false)});
    }
    return V;
  }
  /// A fresh choice of \p Width bits (a freeze's or an undef use's),
  /// recorded in FunctionEncoding::Choices with its \p Origin (by default
  /// "<Kind>.<Width>").
  z3::expr choice(const char *Kind, unsigned Width, std::string Origin = "") {
    std::string Name =
        Prefix + "." + Kind + "." + std::to_string(E.Choices.size());
    z3::expr X = C.bv_const(Name.c_str(), Width);
    E.Choices.push_back(X);
    E.ChoiceOrigins.push_back(Origin.empty() ? std::string(Kind) + "." +
                                                   std::to_string(Width)
                                             : std::move(Origin));
    return X;
  }
  /// \p V as one use sees it: each undef lane of an argument becomes a
  /// choice of its own (LangRef "Undefined Values").
  SVal use(SVal V) {
    for (size_t L = 0; L < V.Undef.size(); ++L) {
      Lane &Ln = V.Lanes[L];
      Ln.V = z3::ite(V.Undef[L],
                     choice("undef", Ln.V.get_sort().bv_size(),
                            V.Undef[L].decl().name().str()),
                     Ln.V);
    }
    V.Undef.clear();
    return V;
  }
  /// Whether \p V may be undef where LangRef makes an undef operand UB
  /// (branch and switch conditions, noundef returns): in the target
  /// whenever V may depend on an undef (more UB than there may be: every
  /// target behaviour is kept); in the source only where V is an undef
  /// constant or argument (less UB than there may be: every source
  /// behaviour kept is one it has). Both err on the side of a proof that
  /// holds; a counterexample is replayed.
  z3::expr mayBeUndef(const Value *V) {
    return Target ? mayDependOnUndef(V) : isUndef(V);
  }
  /// Whether \p V is an undef itself: an undef constant (or a vector of
  /// which a lane is one) or an argument where it is undef.
  z3::expr isUndef(const Value *V) {
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
  /// Whether \p V may depend on an undef.
  z3::expr mayDependOnUndef(const Value *V) {
    auto It = Taint.find(V);
    return It != Taint.end() ? It->second : isUndef(V);
  }
  /// Records the taint of \p I (after its value).
  void taint(const Instruction &I) {
    if (I.getType()->isVoidTy() || isa<FreezeInst>(I))
      return;
    z3::expr T = C.bool_val(false);
    for (const Use &Op : I.operands())
      if (!isa<BasicBlock>(Op.get()))
        T = T || mayDependOnUndef(Op.get());
    T = T.simplify();
    if (T.is_false())
      return;
    Taint.insert({&I, T});
    if (I.getNumUses() > 1)
      E.UndefReused = E.UndefReused || T;
  }
  void addUB(const z3::expr &Why) {
    if (!Why.is_false())
      E.UB = E.UB || (Cur && Why);
  }
  void boundary(const Instruction &I, const z3::expr &Fires, const char *What) {
    if (Collect && !Fires.is_false())
      E.Boundaries.push_back({&I, Fires, Cur, What});
  }
  std::optional<SVal> constant(const Constant *K);
  std::optional<SVal> get(const Value *V);
  /// Unsupported instruction: outside the fragment, or a fresh value.
  bool unsupported(const Instruction &I, const Twine &Why) {
    if (!Approx)
      return outside(Why + ": " + describe(I));
    if (!I.getType()->isVoidTy())
      Vals[&I] = fresh(I.getType());
    return true;
  }
  bool checkAttrs();
  /// Encodes \p I: false if the function is outside the fragment. The
  /// instruction families below are its parts.
  bool instruction(const Instruction &I);
  bool phiNode(const Instruction &I);
  bool binaryOp(const Instruction &I);
  bool intCompare(const Instruction &I);
  /// trunc, zext and sext.
  bool intCast(const Instruction &I);
  /// extractelement and insertelement.
  bool vectorElement(const Instruction &I);
  /// A call: only to intrinsics (intrinsic()).
  bool call(const Instruction &I);
  /// An intrinsic call: the families below, expect/ssa.copy, assume,
  /// donothing and sideeffect.
  bool intrinsic(const CallBase &CB, Intrinsic::ID ID);
  /// The first \p N arguments of \p CB into \p Ops: false if one has no
  /// lanes.
  bool intrinsicOperands(const CallBase &CB, unsigned N,
                         SmallVectorImpl<SVal> &Ops);
  /// A lane-wise integer intrinsic (laneWiseIntrinsics()).
  bool laneWiseIntrinsic(const CallBase &CB, const LaneWiseIntrinsic &LW);
  /// The boundaries of one lane of a lane-wise intrinsic: its poison, and
  /// the min/max/cmp ties and saturations.
  void laneWiseBoundaries(const Instruction &I, Intrinsic::ID ID,
                          ArrayRef<Lane> LOps, bool Flag, unsigned RB);
  /// A *.with.overflow intrinsic (overflowIntrinsics()).
  bool withOverflow(const CallBase &CB, Intrinsic::ID ID);
  /// An integer vector reduction (reductionIntrinsics()).
  bool reduction(const CallBase &CB, const ReductionIntrinsic &RI);
  bool terminator(const Instruction &I);
  void addEdge(const BasicBlock *From, const BasicBlock *To,
               const z3::expr &Cond) {
    auto Key = std::make_pair(From, To);
    auto It = Edges.find(Key);
    if (It == Edges.end())
      Edges.emplace(Key, Cond);
    else
      It->second = It->second || Cond;
  }
  void finishReturn();
};

} // namespace

std::optional<SVal> Encoder::constant(const Constant *K) {
  Type *Ty = K->getType();
  if (!isIntish(Ty))
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

std::optional<SVal> Encoder::get(const Value *V) {
  auto It = Vals.find(V);
  if (It != Vals.end())
    return use(It->second);
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
  auto Allowed = [](const Attribute &A) {
    if (A.isStringAttribute())
      return true;
    switch (A.getKindAsEnum()) {
    case Attribute::NoUndef:
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
  if (!Approx && !isIntish(RetTy)) {
    std::string S;
    raw_string_ostream OS(S);
    if (RetTy->isVoidTy())
      OS << "a function returning void";
    else
      OS << "return type " << *RetTy;
    outside(S);
    return std::move(E);
  }
  if (!checkAttrs())
    return std::move(E);
  // Parameters, with their attributes (LangRef "Parameter Attributes":
  // range makes a value outside it poison; noundef makes poison UB).
  AttributeList AL = F.getAttributes();
  for (const Argument &A : F.args()) {
    SVal V = Args[A.getArgNo()];
    if (V.unknown())
      continue;
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
  DenseMap<const BasicBlock *, unsigned> Order;
  for (const BasicBlock *BB : RPOT)
    Order[BB] = Order.size();
  for (const BasicBlock *BB : RPOT) {
    // The path condition: the disjunction of the incoming edges.
    if (BB == &F.getEntryBlock()) {
      Cur = C.bool_val(true);
    } else {
      Cur = C.bool_val(false);
      bool Any = false;
      for (const BasicBlock *P : predecessors(BB)) {
        auto It = Edges.find({P, BB});
        if (It != Edges.end()) {
          Cur = Cur || It->second;
          Any = true;
        }
      }
      if (!Any)
        Cur = C.bool_val(false);
    }
    BlockCond.emplace(BB, Cur);
    for (const BasicBlock *S : successors(BB))
      if (Order.lookup(S) <= Order.lookup(BB) && !Approx) {
        outside("a loop (back edge from %" + BB->getName() + " to %" +
                S->getName() + ")");
        return std::move(E);
      }
    for (const Instruction &I : *BB) {
      bool OK = I.isTerminator() ? terminator(I) : instruction(I);
      if (!OK || Failed)
        return std::move(E);
      taint(I);
    }
  }
  finishReturn();
  return std::move(E);
}

bool Encoder::terminator(const Instruction &I) {
  const BasicBlock *BB = I.getParent();
  auto Forward = [&](const BasicBlock *S) {
    return !Approx || BlockCond.find(S) == BlockCond.end();
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
      return Approx || outside("a void return");
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
  if (!isIntish(RetTy))
    return;
  AttributeSet RA = F.getAttributes().getRetAttrs();
  unsigned W = RetTy->getScalarSizeInBits();
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
  if (isa<PHINode>(I))
    return phiNode(I);
  if (isa<BinaryOperator>(I))
    return binaryOp(I);
  if (isa<ICmpInst>(I))
    return intCompare(I);
  if (isa<TruncInst>(I) || isa<ZExtInst>(I) || isa<SExtInst>(I))
    return intCast(I);
  if (auto *Sel = dyn_cast<SelectInst>(&I)) {
    if (!isIntish(Ty))
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
    return true;
  }
  if (auto *Fr = dyn_cast<FreezeInst>(&I)) {
    if (!isIntish(Ty))
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
    if (!A || !B || !isIntish(Ty))
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
  if (!isIntish(Ty))
    return unsupported(I, "phi of type");
  std::optional<SVal> R;
  SmallPtrSet<const BasicBlock *, 4> Seen;
  for (unsigned K = 0; K < Phi->getNumIncomingValues(); ++K) {
    const BasicBlock *P = Phi->getIncomingBlock(K);
    auto It = Edges.find({P, I.getParent()});
    if (It == Edges.end() || !Seen.insert(P).second)
      continue; // an unreachable predecessor (or a back edge)
    std::optional<SVal> V = get(Phi->getIncomingValue(K));
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
  if (!Vec || !Idx || (!Extract && !Elt) || !isIntish(Ty))
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
  for (unsigned K = 0; K < CB->arg_size(); ++K)
    for (const Attribute &A : CB->getAttributes().getParamAttrs(K))
      if (!A.isStringAttribute() && A.getKindAsEnum() != Attribute::ImmArg &&
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
  default:
    return unsupported(I, "intrinsic");
  }
}

FunctionEncoding smt::encodeFunction(z3::context &C, const Function &F,
                                     const std::vector<SVal> &Args,
                                     StringRef Prefix, bool Approximate,
                                     bool CollectBoundaries, bool Target) {
  assert(Args.size() == F.arg_size() && "one input per parameter");
  return Encoder(C, F, Args, Prefix, Approximate, CollectBoundaries, Target)
      .run();
}
