//===- generator/GenControl.cpp - Function bodies and control flow --------===//
///
/// \file
/// The structured body of a function: regions of statements, if/else
/// diamonds, branch-guarded divisions, switches, counted loops (nested,
/// with carried phis and early exits), early returns and calls; the static
/// bound on executed instructions; and the final rebuild of a function that
/// gained placeholder arguments.
///
//===----------------------------------------------------------------------===//
#include "generator/GenInternal.h"
#include "oracle/Interpreter.h"
#include "llvm/IR/Intrinsics.h"

using namespace llvm;
using namespace refinery;
using namespace refinery::gen;

/// Instructions one ordinary statement may emit at most (operands
/// converted, guards included); used to stay within the step budget.
constexpr uint64_t StmtReserve = 24;
/// Nesting of if/switch/loop statements.
constexpr unsigned MaxDepth = 3;
constexpr unsigned MaxLoopNest = 2;

FunctionGen::FunctionGen(ModuleGen &MG, FuncInfo &Info)
    : MG(MG), R(MG.R), Ctx(MG.Ctx), Info(Info), F(Info.F),
      B(Ctx, NoFolder(),
        IRBuilderCallbackInserter([this](Instruction *I) { onInsert(I); })),
      DL(MG.M->getDataLayout()) {}

BasicBlock *FunctionGen::newBlock(const char *Name) {
  return BasicBlock::Create(Ctx, Name, F);
}

uint64_t FunctionGen::instructionCost(const Instruction &I) const {
  // (The interpreter's cost: wide integers cost a step per word; a call
  // costs its callee's bound too.)
  uint64_t C = stepCost(I);
  if (auto *CB = dyn_cast<CallBase>(&I))
    for (const FuncInfo &FI : MG.Funcs)
      if (FI.F == CB->getCalledFunction())
        C += FI.Cost;
  return C;
}

void FunctionGen::onInsert(Instruction *I) {
  uint64_t &M = BlockMult[I->getParent()];
  M = std::max(M, CurMult);
  Cost += CurMult * instructionCost(*I);
}

bool FunctionGen::canAfford(uint64_t PerIteration) const {
  return Cost + Reserved + CurMult * PerIteration <= Budget;
}

uint64_t FunctionGen::staticCost() const {
  uint64_t Total = 0;
  for (const BasicBlock &BB : *F) {
    auto It = BlockMult.find(&BB);
    uint64_t M = It == BlockMult.end() ? 1 : It->second;
    uint64_t C = 0;
    for (const Instruction &I : BB)
      C += instructionCost(I);
    Total += M * C;
  }
  return Total;
}

//===----------------------------------------------------------------------===//
// The body
//===----------------------------------------------------------------------===//

void FunctionGen::run() {
  Budget = MG.Opts.MaxStepsPerCall / 2;
  Entry = newBlock("entry");
  B.SetInsertPoint(Entry);
  for (unsigned I = 0; I < F->arg_size(); ++I) {
    Argument *A = F->getArg(I);
    A->setName("a" + Twine(I));
    // A floating-point argument may be NaN or infinite: only its bounded
    // form joins the pool.
    if (A->getType()->isFPOrFPVectorTy())
      add(boundFP(A));
    else if (!A->getType()->isPointerTy())
      add(A);
  }
  setUpRegions();
  // The final return combines the values nothing else used.
  Reserved = 48;
  unsigned Size = std::max(1u, MG.Opts.Size);
  unsigned Stmts = Size / 2 + R.below(Size + 1);
  genRegion(Stmts);
  Reserved = 0;
  B.CreateRet(returnValue(/*Sink=*/true));
  finish();
}

void FunctionGen::genRegion(unsigned Stmts) {
  unsigned Left = Stmts;
  while (Left > 0 && canAfford(StmtReserve))
    genStatement(Left);
}

void FunctionGen::genStatement(unsigned &Left) {
  SmallVector<unsigned, NumOps> Ws(NumOps, 0);
  auto Allow = [&](Op O, bool Cond) {
    if (Cond)
      Ws[static_cast<unsigned>(O)] = MG.weight(O);
  };
  bool CanNest = Depth < MaxDepth && Left >= 2;
  Allow(Op::Value, true);
  bool HasRegions = !Regions.empty();
  bool HasWritable =
      llvm::any_of(Regions, [](const Region &Rg) { return Rg.Writable; });
  Allow(Op::Load, HasRegions);
  Allow(Op::Store, HasWritable);
  Allow(Op::MemIntrin, HasWritable);
  Allow(Op::If, CanNest);
  Allow(Op::GuardedDiv, true);
  Allow(Op::Switch, CanNest);
  Allow(Op::Loop, CanNest && Loops.size() < MaxLoopNest);
  Allow(Op::Break, !Loops.empty());
  Allow(Op::EarlyRet, true);
  bool HasCallee = false;
  for (const FuncInfo &FI : MG.Funcs)
    if (&FI > &Info && FI.Cost)
      HasCallee = true;
  Allow(Op::Call, HasCallee);
  Allow(Op::BuildAgg, !MG.ValueStructs.empty());
  Allow(Op::FPValue, true);
  Allow(Op::ExternCall, !MG.Externs.empty());
  // EarlyRet and Break end paths: keep them rare.
  Ws[static_cast<unsigned>(Op::EarlyRet)] =
      (Ws[static_cast<unsigned>(Op::EarlyRet)] + 1) / 2;
  Ws[static_cast<unsigned>(Op::Break)] =
      (Ws[static_cast<unsigned>(Op::Break)] + 1) / 2;

  Op O = static_cast<Op>(R.weighted(Ws));
  unsigned Inner = CanNest ? 1 + R.below(std::min(Left - 1, 8u)) : 0;
  switch (O) {
  case Op::If:
    Left -= std::min(Left, Inner + 1);
    genIf(Inner);
    return;
  case Op::Switch:
    Left -= std::min(Left, Inner + 1);
    genSwitch(Inner);
    return;
  case Op::Loop:
    Left -= std::min(Left, Inner + 1);
    genLoop(Inner);
    return;
  default:
    break;
  }
  --Left;
  switch (O) {
  case Op::Load:
    genLoad();
    break;
  case Op::Store:
    genStore();
    break;
  case Op::MemIntrin:
    genMemIntrinsic();
    break;
  case Op::GuardedDiv:
    genGuardedDiv();
    break;
  case Op::Break:
    genBreak();
    break;
  case Op::EarlyRet:
    genEarlyReturn();
    break;
  case Op::Call:
    genCall();
    break;
  case Op::ExternCall:
    genExternCall();
    break;
  case Op::BuildAgg:
    emitValue(MG.ValueStructs[R.below(MG.ValueStructs.size())]);
    break;
  case Op::FPValue:
    emitValue(R.coin() ? Type::getDoubleTy(Ctx) : Type::getFloatTy(Ctx));
    break;
  default:
    emitValue(randomValueType());
    break;
  }
}

Value *FunctionGen::genCondition() {
  Type *I1 = MG.intTy(1);
  if (R.chance(1, 3))
    if (Value *V = poolValue(I1))
      return V;
  if (R.chance(1, 5)) {
    // A bit of some value.
    Type *Ty = MG.intTy(MG.randomWidth());
    Value *V = pickNonConst(Ty);
    if (Ty->getIntegerBitWidth() > 1)
      V = B.CreateTrunc(
          B.CreateLShr(V,
                       ConstantInt::get(Ty, R.below(Ty->getIntegerBitWidth()))),
          I1);
    return V;
  }
  Value *C = emitCmp(I1);
  add(C);
  return C;
}

SmallVector<Type *, 4> FunctionGen::joinTypes() {
  SmallVector<Type *, 4> Tys;
  unsigned N = R.below(4);
  for (unsigned I = 0; I < N; ++I)
    Tys.push_back(randomValueType());
  return Tys;
}

void FunctionGen::joinAt(
    BasicBlock *Merge, ArrayRef<Type *> Tys,
    ArrayRef<std::pair<BasicBlock *, SmallVector<Value *, 4>>> In) {
  B.SetInsertPoint(Merge);
  for (unsigned K = 0; K < Tys.size(); ++K) {
    PHINode *P = B.CreatePHI(Tys[K], In.size());
    for (auto &[BB, Vals] : In)
      P->addIncoming(Vals[K], BB);
    // A floating-point phi is as large as its largest incoming value.
    if (P->getType()->isFPOrFPVectorTy()) {
      double Bd = 0;
      for (Value *V : P->incoming_values())
        Bd = std::max(Bd, fpBound(V));
      FPBound[P] = Bd;
    }
    add(P);
  }
}

void FunctionGen::genIf(unsigned Stmts) {
  Value *Cond = genCondition();
  SmallVector<Type *, 4> Tys = joinTypes();
  bool HasElse = R.chance(2, 3);
  BasicBlock *Then = newBlock("then");
  BasicBlock *Else = HasElse ? newBlock("else") : nullptr;
  BasicBlock *Merge = newBlock("join");
  std::vector<std::pair<BasicBlock *, SmallVector<Value *, 4>>> In;
  if (!HasElse) {
    SmallVector<Value *, 4> Vals;
    for (Type *T : Tys)
      Vals.push_back(pick(T));
    In.push_back({B.GetInsertBlock(), Vals});
  }
  Reserved += CurMult * (Tys.size() * 4 + 4);
  B.CreateCondBr(Cond, Then, HasElse ? Else : Merge);
  ++Depth;
  unsigned ThenStmts = HasElse ? (Stmts + 1) / 2 : Stmts;
  for (BasicBlock *Arm : {Then, Else}) {
    if (!Arm)
      continue;
    B.SetInsertPoint(Arm);
    pushScope();
    genRegion(Arm == Then ? ThenStmts : Stmts - ThenStmts);
    SmallVector<Value *, 4> Vals;
    for (Type *T : Tys)
      Vals.push_back(pick(T));
    In.push_back({B.GetInsertBlock(), Vals});
    B.CreateBr(Merge);
    popScope();
  }
  --Depth;
  Reserved -= CurMult * (Tys.size() * 4 + 4);
  joinAt(Merge, Tys, In);
}

void FunctionGen::genGuardedDiv() {
  // if (d != 0 [&& !(x == MIN && d == -1)]) q = x / d; else q = alt
  Type *Ty = randomIntOrVecType();
  bool Signed = Ty->getScalarSizeInBits() >= 2 && R.coin();
  Value *X = pickNonConst(Ty), *D = pickNonConst(Ty);
  Value *Alt = pick(Ty);
  Value *Ok = divisionIsSafe(X, D, Signed);
  BasicBlock *From = B.GetInsertBlock();
  BasicBlock *Div = newBlock("div");
  BasicBlock *Join = newBlock("div.join");
  bool Invert = R.coin();
  if (Invert)
    B.CreateCondBr(B.CreateNot(Ok), Join, Div);
  else
    B.CreateCondBr(Ok, Div, Join);
  B.SetInsertPoint(Div);
  Value *Q;
  switch (R.below(2) + (Signed ? 2 : 0)) {
  case 0:
    Q = B.CreateUDiv(X, D);
    break;
  case 1:
    Q = B.CreateURem(X, D);
    break;
  case 2:
    Q = B.CreateSDiv(X, D);
    break;
  default:
    Q = B.CreateSRem(X, D);
    break;
  }
  B.CreateBr(Join);
  B.SetInsertPoint(Join);
  PHINode *P = B.CreatePHI(Ty, 2);
  P->addIncoming(Q, Div);
  P->addIncoming(Alt, From);
  add(P);
}

void FunctionGen::genSwitch(unsigned Stmts) {
  // The condition: an integer, often narrowed so that cases are hit.
  Type *Ty = MG.intTy(MG.randomWidth());
  Value *V = pickNonConst(Ty);
  unsigned W = Ty->getIntegerBitWidth();
  if (W > 3 && R.chance(1, 2))
    V = R.coin() ? B.CreateAnd(V, ConstantInt::get(Ty, 7))
                 : B.CreateURem(V, ConstantInt::get(Ty, 5));
  uint64_t MaxCases = W >= 3 ? 5 : (uint64_t(1) << W) - 1;
  unsigned NCases = 1 + R.below(MaxCases);
  SmallVector<APInt, 6> Vals;
  for (unsigned Try = 0; Try < 4 * NCases && Vals.size() < NCases; ++Try) {
    APInt C = R.chance(2, 3) ? APInt(W, R.below(8), false, true)
                             : MG.interestingInt(W);
    if (!is_contained(Vals, C))
      Vals.push_back(C);
  }
  SmallVector<Type *, 4> Tys = joinTypes();
  BasicBlock *Default = newBlock("sw.default");
  BasicBlock *Merge = newBlock("sw.join");
  SmallVector<BasicBlock *, 6> Targets = {Default};
  Reserved += CurMult * (Tys.size() * 4 + 4);
  SwitchInst *SI = B.CreateSwitch(V, Default, Vals.size());
  for (const APInt &C : Vals) {
    // Sometimes two values share a block.
    BasicBlock *T;
    if (Targets.size() > 1 && R.chance(1, 4)) {
      T = Targets[1 + R.below(Targets.size() - 1)];
    } else {
      T = newBlock("sw.case");
      Targets.push_back(T);
    }
    SI->addCase(ConstantInt::get(Ctx, C), T);
  }
  std::vector<std::pair<BasicBlock *, SmallVector<Value *, 4>>> In;
  ++Depth;
  unsigned Per = std::max<unsigned>(1, Stmts / Targets.size());
  for (BasicBlock *T : Targets) {
    B.SetInsertPoint(T);
    pushScope();
    if (R.chance(3, 4))
      genRegion(Per);
    SmallVector<Value *, 4> Ins;
    for (Type *PT : Tys)
      Ins.push_back(pick(PT));
    In.push_back({B.GetInsertBlock(), Ins});
    B.CreateBr(Merge);
    popScope();
  }
  --Depth;
  Reserved -= CurMult * (Tys.size() * 4 + 4);
  joinAt(Merge, Tys, In);
}

void FunctionGen::genBitLoop(unsigned Stmts) {
  // while (x != 0) { ...; x &= x - 1; n++ }, or x >>= 1 / x <<= 1: at most
  // W iterations for a W-bit x, whatever its value (the idioms behind
  // ctpop, ctlz and cttz loops).
  SmallVector<unsigned, 4> Ws;
  for (unsigned W : MG.IntWidths)
    if (W >= 2 && W <= 64 && canAfford((W + 1) * (12 + StmtReserve * 2)))
      Ws.push_back(W);
  if (Ws.empty()) {
    emitValue(randomValueType());
    return;
  }
  unsigned W = Ws[R.below(Ws.size())];
  IntegerType *XT = MG.intTy(W);
  IntegerType *CT = MG.intTy(W < 8 ? 8 : W);
  Value *X0 = pickNonConst(XT);
  unsigned Kind = R.below(3);
  BasicBlock *Pre = B.GetInsertBlock();
  BasicBlock *Header = newBlock("bits.head");
  BasicBlock *Body = newBlock("bits.body");
  BasicBlock *Exit = newBlock("bits.exit");
  B.CreateBr(Header);
  uint64_t OuterMult = CurMult;
  CurMult = OuterMult * (W + 1);
  uint64_t LatchReserve = CurMult * 12;
  Reserved += LatchReserve;
  B.SetInsertPoint(Header);
  PHINode *X = B.CreatePHI(XT, 2, "x");
  PHINode *N = B.CreatePHI(CT, 2, "n");
  X->addIncoming(X0, Pre);
  N->addIncoming(ConstantInt::get(CT, 0), Pre);
  B.CreateCondBr(B.CreateICmpNE(X, ConstantInt::get(XT, 0)), Body, Exit);
  B.SetInsertPoint(Body);
  pushScope();
  add(X);
  add(N);
  LoopCtx L;
  L.Exit = Exit;
  Loops.push_back(L);
  ++Depth;
  genRegion(Stmts);
  --Depth;
  Value *XN;
  switch (Kind) {
  case 0:
    XN = B.CreateAnd(X, B.CreateSub(X, ConstantInt::get(XT, 1)));
    break;
  case 1:
    XN = B.CreateLShr(X, ConstantInt::get(XT, 1));
    break;
  default:
    XN = B.CreateShl(X, ConstantInt::get(XT, 1));
    break;
  }
  Value *NN = B.CreateAdd(N, ConstantInt::get(CT, 1));
  X->addIncoming(XN, B.GetInsertBlock());
  N->addIncoming(NN, B.GetInsertBlock());
  B.CreateBr(Header);
  Loops.pop_back();
  popScope();
  CurMult = OuterMult;
  Reserved -= LatchReserve;
  B.SetInsertPoint(Exit);
  // The header dominates the exit.
  add(N);
  add(X);
}

void FunctionGen::genLoop(unsigned Stmts) {
  if (R.chance(1, 5)) {
    genBitLoop(Stmts);
    return;
  }
  // The iteration bound: the loop's blocks run at most MaxTrip + 1 times
  // per entry.
  uint64_t MaxTrip = 1 + R.below(16);
  unsigned NCarried = R.below(4);
  auto Overhead = [&](uint64_t) { return 8 + 5 * NCarried; };
  while (MaxTrip > 1 &&
         !canAfford((MaxTrip + 1) * (Overhead(0) + StmtReserve * 2)))
    MaxTrip /= 2;
  if (!canAfford((MaxTrip + 1) * (Overhead(0) + StmtReserve * 2))) {
    emitValue(randomValueType());
    return;
  }
  // The counter: at least 6 bits so that the bound and a step of 2 never
  // wrap.
  SmallVector<unsigned, 4> CW;
  for (unsigned W : MG.IntWidths)
    if (W >= 6)
      CW.push_back(W);
  unsigned CounterW = !CW.empty() && R.chance(3, 4) ? CW[R.below(CW.size())]
                                                    : (R.coin() ? 32 : 64);
  IntegerType *CT = MG.intTy(CounterW);
  Value *Trip;
  if (R.chance(1, 3))
    Trip = ConstantInt::get(CT, R.below(MaxTrip + 1));
  else
    Trip = clampBelow(convert(pickNonConst(MG.intTy(MG.randomWidth())), CT),
                      MaxTrip + 1);
  SmallVector<Type *, 4> CarriedTys;
  SmallVector<Value *, 4> Inits;
  for (unsigned I = 0; I < NCarried; ++I) {
    CarriedTys.push_back(randomIntOrVecType());
    Inits.push_back(pick(CarriedTys.back()));
  }
  bool Rotated = R.coin();
  bool Down = R.chance(1, 4);
  uint64_t Step = !Down && R.chance(1, 4) ? 2 : 1;

  BasicBlock *Pre = B.GetInsertBlock();
  BasicBlock *Header = newBlock(Rotated ? "loop" : "loop.head");
  BasicBlock *Body = Rotated ? Header : newBlock("loop.body");
  BasicBlock *Exit = newBlock("loop.exit");
  B.CreateBr(Header);

  uint64_t OuterMult = CurMult;
  CurMult = OuterMult * (MaxTrip + 1);
  uint64_t LatchReserve = CurMult * Overhead(0);
  Reserved += LatchReserve;

  B.SetInsertPoint(Header);
  PHINode *I = B.CreatePHI(CT, 2, "i");
  I->addIncoming(Down ? Trip : ConstantInt::get(CT, 0), Pre);
  LoopCtx L;
  L.Exit = Exit;
  L.Rotated = Rotated;
  for (unsigned K = 0; K < NCarried; ++K) {
    PHINode *P = B.CreatePHI(CarriedTys[K], 2);
    P->addIncoming(Inits[K], Pre);
    L.Carried.push_back(P);
  }
  if (!Rotated) {
    // Top-tested: i u< trip (or i != trip), or i != 0 counting down.
    Value *Go;
    if (Down)
      Go = R.coin() ? B.CreateICmpNE(I, ConstantInt::get(CT, 0))
                    : B.CreateICmpUGT(I, ConstantInt::get(CT, 0));
    else if (Step == 1 && R.coin())
      Go = B.CreateICmpNE(I, Trip);
    else
      Go = B.CreateICmpULT(I, Trip);
    B.CreateCondBr(Go, Body, Exit);
    B.SetInsertPoint(Body);
  }
  pushScope();
  add(I);
  for (PHINode *P : L.Carried)
    add(P);
  Loops.push_back(L);
  ++Depth;
  genRegion(Stmts);
  --Depth;
  // The latch: next values, the counter step and (rotated) the test.
  SmallVector<Value *, 4> Next;
  for (Type *T : CarriedTys)
    Next.push_back(pick(T));
  Value *INext = Down ? B.CreateSub(I, ConstantInt::get(CT, 1))
                      : B.CreateAdd(I, ConstantInt::get(CT, Step));
  BasicBlock *Latch = B.GetInsertBlock();
  if (Rotated) {
    // Runs max(trip, 1) times: i+step u< trip, or i-1 s> 0 counting down.
    Value *Again = Down ? B.CreateICmpSGT(INext, ConstantInt::get(CT, 0))
                        : B.CreateICmpULT(INext, Trip);
    B.CreateCondBr(Again, Header, Exit);
  } else {
    B.CreateBr(Header);
  }
  I->addIncoming(INext, Latch);
  for (unsigned K = 0; K < NCarried; ++K)
    Loops.back().Carried[K]->addIncoming(Next[K], Latch);
  L = Loops.back();
  Loops.pop_back();
  popScope();
  CurMult = OuterMult;
  Reserved -= LatchReserve;

  B.SetInsertPoint(Exit);
  if (!Rotated) {
    // The header dominates the exit: its phis are the loop's results.
    add(I);
    for (PHINode *P : L.Carried)
      add(P);
    return;
  }
  // Rotated: the latch leaves with the next values, a break with the
  // current ones.
  for (unsigned K = 0; K < NCarried; ++K) {
    PHINode *P = B.CreatePHI(CarriedTys[K], 1 + L.BreakFrom.size());
    P->addIncoming(Next[K], Latch);
    for (BasicBlock *BB : L.BreakFrom)
      P->addIncoming(L.Carried[K], BB);
    add(P);
  }
}

void FunctionGen::genBreak() {
  assert(!Loops.empty() && "break outside a loop");
  Value *Cond = genCondition();
  BasicBlock *Cont = newBlock("cont");
  LoopCtx &L = Loops.back();
  L.BreakFrom.push_back(B.GetInsertBlock());
  if (R.coin())
    B.CreateCondBr(Cond, L.Exit, Cont);
  else
    B.CreateCondBr(Cond, Cont, L.Exit);
  B.SetInsertPoint(Cont);
}

void FunctionGen::genEarlyReturn() {
  Value *Cond = genCondition();
  BasicBlock *Ret = newBlock("ret.early");
  BasicBlock *Cont = newBlock("cont");
  B.CreateCondBr(Cond, Ret, Cont);
  B.SetInsertPoint(Ret);
  pushScope();
  B.CreateRet(returnValue(/*Sink=*/false));
  popScope();
  B.SetInsertPoint(Cont);
}

void FunctionGen::genCall() {
  SmallVector<FuncInfo *, 8> Callees;
  for (FuncInfo &FI : MG.Funcs)
    if (&FI > &Info && FI.Cost && canAfford(FI.Cost + 2 * FI.F->arg_size() + 4))
      Callees.push_back(&FI);
  if (Callees.empty()) {
    emitValue(randomValueType());
    return;
  }
  FuncInfo &FI = *Callees[R.below(Callees.size())];
  CallInst *CI = B.CreateCall(FI.F, callArguments(FI.F, FI.PtrParams));
  if (CI->getType()->isFPOrFPVectorTy())
    withBound(CI, FI.RetBound);
  if (!CI->getType()->isVoidTy())
    add(CI);
}

void FunctionGen::genExternCall() {
  const ExternInfo &X = MG.Externs[R.below(MG.Externs.size())];
  if (!canAfford(2 * X.F->arg_size() + 4)) {
    emitValue(randomValueType());
    return;
  }
  CallInst *CI = B.CreateCall(X.F, callArguments(X.F, X.PtrParams));
  if (CI->getType()->isVoidTy())
    return;
  add(X.FreezeResult ? B.CreateFreeze(CI) : static_cast<Value *>(CI));
}

SmallVector<Value *, 8>
FunctionGen::callArguments(Function *Callee, ArrayRef<PtrParam> PtrParams) {
  SmallVector<Value *, 8> Args(Callee->arg_size(), nullptr);
  for (unsigned K = 0; K < Callee->arg_size(); ++K) {
    Type *T = Callee->getArg(K)->getType();
    if (!T->isPointerTy())
      Args[K] = pick(T);
  }
  // Pointers that may alias first, then a fresh buffer for each noalias
  // parameter, which no other argument (nor anything the callee reaches)
  // can point into (LangRef "noalias" parameter attribute).
  for (bool Fresh : {false, true})
    for (const PtrParam &P : PtrParams)
      if (P.NoAlias == Fresh)
        Args[P.ArgNo] = Fresh ? freshBuffer(P.Deref, P.Align)
                              : pointerArgument(P.Deref, P.Align, P.MayCapture);
  return Args;
}

Value *FunctionGen::returnValue(bool Sink) {
  Type *RetTy = F->getReturnType();
  Value *RV = pick(RetTy);
  bool IsFP = RetTy->isFPOrFPVectorTy();
  auto Done = [&]() {
    if (IsFP)
      Info.RetBound = std::max(Info.RetBound, fpBound(RV));
    return RV;
  };
  if (!Sink || RetTy->isAggregateType())
    return Done();
  // Fold the values nothing used into the result, so that little of the
  // function is dead.
  SmallVector<Value *, 8> Unused;
  for (size_t I = Pool.size(); I-- > 0 && Unused.size() < 6;) {
    Value *V = Pool[I];
    if (V->use_empty() && !isa<Argument>(V) && V != RV)
      Unused.push_back(V);
  }
  for (Value *V : Unused) {
    Value *C = convert(V, RetTy);
    if (IsFP) {
      RV = combineFP(RV, C);
      continue;
    }
    switch (R.below(4)) {
    case 0:
      RV = B.CreateXor(RV, C);
      break;
    case 1:
      RV = B.CreateAdd(RV, C);
      break;
    case 2:
      RV = B.CreateSub(RV, C);
      break;
    default:
      RV = B.CreateOr(RV, C);
      break;
    }
  }
  return Done();
}

//===----------------------------------------------------------------------===//
// Finishing
//===----------------------------------------------------------------------===//

void FunctionGen::finish() {
  Info.Cost = std::max<uint64_t>(1, staticCost());
  if (ExtraArgs.empty())
    return;
  // Placeholder arguments were needed: rebuild the function with them
  // appended (nothing calls it yet: callers are generated later).
  SmallVector<Type *, 12> Params(F->getFunctionType()->params());
  for (auto &A : ExtraArgs)
    Params.push_back(A->getType());
  auto *FTy = FunctionType::get(F->getReturnType(), Params, false);
  Function *NF =
      Function::Create(FTy, F->getLinkage(), F->getAddressSpace(), "");
  MG.M->getFunctionList().insert(F->getIterator(), NF);
  NF->copyAttributesFrom(F);
  NF->splice(NF->begin(), F);
  unsigned N = F->arg_size();
  for (unsigned I = 0; I < N; ++I) {
    F->getArg(I)->replaceAllUsesWith(NF->getArg(I));
    NF->getArg(I)->takeName(F->getArg(I));
  }
  for (unsigned K = 0; K < ExtraArgs.size(); ++K) {
    Argument *New = NF->getArg(N + K);
    ExtraArgs[K]->replaceAllUsesWith(New);
    New->takeName(ExtraArgs[K].get());
    NF->addParamAttr(N + K, Attribute::NoUndef);
  }
  ExtraArgs.clear();
  NF->takeName(F);
  F->eraseFromParent();
  F = NF;
  Info.F = NF;
}
