//===- support/ModuleUtil.cpp - Small helpers on whole modules ------------===//
#include "support/ModuleUtil.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <set>

using namespace llvm;

std::string refinery::printModule(const Module &M) {
  std::string S;
  raw_string_ostream OS(S);
  M.print(OS, nullptr);
  return S;
}

std::unique_ptr<Module> refinery::parseVerifiedModule(StringRef Bytes,
                                                      LLVMContext &Ctx) {
  std::unique_ptr<Module> M;
  if (Bytes.starts_with("BC")) {
    Expected<std::unique_ptr<Module>> B =
        parseBitcodeFile(MemoryBufferRef(Bytes, "input"), Ctx);
    if (B)
      M = std::move(*B);
    else
      consumeError(B.takeError());
  } else {
    // The parser needs a null-terminated buffer; libFuzzer's is not.
    std::string Text = Bytes.str();
    SMDiagnostic Diag;
    M = parseAssemblyString(Text, Diag, Ctx);
  }
  if (!M || verifyModule(*M))
    return nullptr;
  return M;
}

Expected<std::unique_ptr<Module>> refinery::readIRFile(StringRef Path,
                                                       LLVMContext &Ctx) {
  SMDiagnostic Diag;
  std::unique_ptr<Module> M = parseIRFile(Path, Diag, Ctx);
  if (!M) {
    std::string S;
    raw_string_ostream OS(S);
    Diag.print(nullptr, OS, /*ShowColors=*/false);
    return createStringError(inconvertibleErrorCode(), "%s",
                             StringRef(S).rtrim().str().c_str());
  }
  return std::move(M);
}

unsigned refinery::countInstructions(const Module &M) {
  unsigned N = 0;
  for (const Function &F : M)
    N += F.getInstructionCount();
  return N;
}

bool refinery::containsType(Type *Ty, function_ref<bool(Type *)> Pred) {
  if (Pred(Ty))
    return true;
  auto In = [&](Type *T) { return containsType(T, Pred); };
  if (auto *ST = dyn_cast<StructType>(Ty))
    return llvm::any_of(ST->elements(), In);
  if (auto *AT = dyn_cast<ArrayType>(Ty))
    return In(AT->getElementType());
  if (auto *VT = dyn_cast<VectorType>(Ty))
    return In(VT->getElementType());
  if (auto *FT = dyn_cast<FunctionType>(Ty))
    return In(FT->getReturnType()) || llvm::any_of(FT->params(), In);
  return false;
}

bool refinery::containsPointer(Type *Ty) {
  return containsType(Ty, [](Type *T) { return T->isPointerTy(); });
}

bool refinery::containsScalable(Type *Ty) {
  // (Only a vector, or a type made of others, is or holds one.)
  if (!Ty->isVectorTy() && !Ty->isStructTy() && !Ty->isArrayTy() &&
      !Ty->isFunctionTy())
    return false;
  return containsType(Ty, [](Type *T) { return isa<ScalableVectorType>(T); });
}

Type *refinery::partType(Type *Ty, unsigned K) {
  if (Ty->isStructTy())
    return Ty->getStructElementType(K);
  if (Ty->isArrayTy())
    return Ty->getArrayElementType();
  return cast<VectorType>(Ty)->getElementType();
}

bool refinery::usesScalable(const Instruction &I) {
  if (containsScalable(I.getType()))
    return true;
  if (auto *AI = dyn_cast<AllocaInst>(&I))
    if (containsScalable(AI->getAllocatedType()))
      return true;
  if (auto *GEP = dyn_cast<GetElementPtrInst>(&I))
    if (containsScalable(GEP->getSourceElementType()))
      return true;
  if (auto *CB = dyn_cast<CallBase>(&I))
    if (containsScalable(CB->getFunctionType()))
      return true;
  return llvm::any_of(I.operands(), [](const Use &U) {
    return containsScalable(U->getType());
  });
}

std::vector<const Function *>
refinery::runnableFunctions(const Function &Entry) {
  auto All = [&] {
    std::vector<const Function *> Defs;
    for (const Function &F : *Entry.getParent())
      if (!F.isDeclaration())
        Defs.push_back(&F);
    return Defs;
  };
  std::vector<const Function *> Order{&Entry};
  SmallPtrSet<const Function *, 8> Seen{&Entry};
  for (size_t K = 0; K < Order.size(); ++K)
    for (const Instruction &I : instructions(*Order[K])) {
      // A call through anything but a function itself (a pointer, a
      // constant expression of a function) may reach any definition.
      auto *CB = dyn_cast<CallBase>(&I);
      const Value *Called = CB ? CB->getCalledOperand() : nullptr;
      if (CB && !isa<Function>(Called) && !CB->isInlineAsm())
        return All();
      for (const Value *Op : I.operands()) {
        // (A function reached through instructions, casts say, is first an
        // operand of one of them: a constant of pointer type.)
        if (!isa<Constant>(Op) || !Op->getType()->isPointerTy())
          continue;
        auto *Callee = dyn_cast<Function>(Op->stripPointerCasts());
        if (!Callee || Callee->isDeclaration())
          continue;
        if (Op != Called)
          return All(); // its address is a value: it may be called anywhere
        if (Seen.insert(Callee).second)
          Order.push_back(Callee);
      }
    }
  return Order;
}

std::vector<const GlobalVariable *>
refinery::referencedGlobals(ArrayRef<const Function *> Fns) {
  SmallPtrSet<const GlobalVariable *, 8> Named;
  SmallPtrSet<const Constant *, 16> Seen;
  SmallVector<const Constant *, 16> Work;
  for (const Function *F : Fns)
    for (const Instruction &I : instructions(*F))
      for (const Value *Op : I.operands())
        if (auto *C = dyn_cast<Constant>(Op); C && Seen.insert(C).second)
          Work.push_back(C);
  while (!Work.empty()) {
    const Constant *C = Work.pop_back_val();
    if (auto *G = dyn_cast<GlobalVariable>(C)) {
      Named.insert(G);
      continue;
    }
    if (isa<GlobalValue>(C))
      continue;
    for (const Value *Op : C->operands())
      if (auto *OC = dyn_cast<Constant>(Op); OC && Seen.insert(OC).second)
        Work.push_back(OC);
  }
  std::vector<const GlobalVariable *> Out;
  if (!Fns.empty())
    for (const GlobalVariable &G : Fns.front()->getParent()->globals())
      if (Named.contains(&G))
        Out.push_back(&G);
  return Out;
}

const char *refinery::typeKind(Type *Ty) {
  return Ty->isVoidTy()            ? "void"
         : Ty->isIntegerTy(1)      ? "i1"
         : Ty->isIntegerTy()       ? "iN"
         : Ty->isVectorTy()        ? "vec"
         : Ty->isPointerTy()       ? "ptr"
         : Ty->isFloatingPointTy() ? "fp"
                                   : "agg";
}

std::string refinery::operationShape(const Instruction &I) {
  std::string S = I.getOpcodeName();
  if (isa<OverflowingBinaryOperator>(I)) {
    if (I.hasNoSignedWrap())
      S += " nsw";
    if (I.hasNoUnsignedWrap())
      S += " nuw";
  }
  if (isa<PossiblyExactOperator>(I) && I.isExact())
    S += " exact";
  if (const auto *D = dyn_cast<PossiblyDisjointInst>(&I); D && D->isDisjoint())
    S += " disjoint";
  if (isa<PossiblyNonNegInst>(I) && I.hasNonNeg())
    S += " nneg";
  if (const auto *C = dyn_cast<CmpInst>(&I)) {
    if (const auto *IC = dyn_cast<ICmpInst>(C); IC && IC->hasSameSign())
      S += " samesign";
    S += " ";
    S += CmpInst::getPredicateName(C->getPredicate());
  }
  if (const auto *G = dyn_cast<GetElementPtrInst>(&I); G && G->isInBounds())
    S += " inbounds";
  if (const auto *Call = dyn_cast<CallBase>(&I))
    if (const Function *Callee = Call->getCalledFunction())
      if (Callee->isIntrinsic())
        S += " " + Intrinsic::getBaseName(Callee->getIntrinsicID()).str();
  return S;
}

std::vector<std::string> refinery::shapesOf(const Module &M) {
  std::set<std::string> Seen;
  for (const Function &F : M)
    for (const Instruction &I : instructions(F))
      Seen.insert(instructionShape(I));
  return std::vector<std::string>(Seen.begin(), Seen.end());
}

std::vector<std::string> refinery::shapeUniverse() {
  std::set<std::string> U;
  auto Add = [&](ArrayRef<StringRef> Ops, ArrayRef<StringRef> Flags,
                 ArrayRef<StringRef> Kinds) {
    for (StringRef Op : Ops)
      for (StringRef F : Flags)
        for (StringRef K : Kinds)
          U.insert((Op + F + " " + K).str());
  };
  const StringRef Int[] = {"iN", "i1", "vec"};
  const StringRef FP[] = {"fp", "vec"};
  const StringRef Cmp[] = {"i1", "vec"};
  const StringRef Any[] = {"iN", "i1", "fp", "ptr", "vec", "agg"};
  Add({"add", "sub", "mul", "shl"}, {"", " nsw", " nuw", " nsw nuw"}, Int);
  Add({"udiv", "sdiv", "lshr", "ashr"}, {"", " exact"}, Int);
  Add({"urem", "srem", "and", "xor"}, {""}, Int);
  Add({"or"}, {"", " disjoint"}, Int);
  Add({"fadd", "fsub", "fmul", "fdiv", "frem", "fneg"}, {""}, FP);
  for (StringRef P :
       {"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"})
    Add({"icmp"}, {(" " + P).str(), (" samesign " + P).str()}, Cmp);
  for (StringRef P : {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                      "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"})
    Add({"fcmp"}, {(" " + P).str()}, Cmp);
  Add({"trunc"}, {""}, Int);
  Add({"sext"}, {""}, {"iN", "vec"});
  Add({"zext"}, {"", " nneg"}, {"iN", "vec"});
  Add({"uitofp"}, {"", " nneg"}, FP);
  Add({"sitofp", "fptrunc", "fpext"}, {""}, FP);
  Add({"fptoui", "fptosi"}, {""}, Int);
  Add({"ptrtoint"}, {""}, {"iN", "vec"});
  Add({"inttoptr"}, {""}, {"ptr", "vec"});
  Add({"bitcast"}, {""}, {"iN", "fp", "vec"});
  Add({"select", "phi", "freeze", "load"}, {""}, Any);
  Add({"extractelement"}, {""}, {"iN", "i1", "fp", "ptr"});
  Add({"insertelement", "shufflevector"}, {""}, {"vec"});
  Add({"extractvalue"}, {""}, Any);
  Add({"insertvalue"}, {""}, {"agg"});
  Add({"alloca"}, {""}, {"ptr"});
  Add({"getelementptr"}, {"", " inbounds"}, {"ptr", "vec"});
  Add({"store", "br", "switch", "ret", "unreachable"}, {""}, {"void"});
  Add({"call"}, {""}, {"void", "iN", "i1", "fp", "ptr", "vec", "agg"});
  Add({"call llvm.umax", "call llvm.umin", "call llvm.smax", "call llvm.smin",
       "call llvm.abs", "call llvm.ctpop", "call llvm.ctlz", "call llvm.cttz",
       "call llvm.fshl", "call llvm.fshr", "call llvm.bitreverse",
       "call llvm.sadd.sat", "call llvm.uadd.sat", "call llvm.ssub.sat",
       "call llvm.usub.sat", "call llvm.sshl.sat", "call llvm.ushl.sat",
       "call llvm.fptosi.sat", "call llvm.fptoui.sat"},
      {""}, Int);
  Add({"call llvm.bswap", "call llvm.scmp", "call llvm.ucmp"}, {""},
      {"iN", "vec"});
  Add({"call llvm.is.fpclass"}, {""}, Cmp);
  Add({"call llvm.vector.reduce.add", "call llvm.vector.reduce.and",
       "call llvm.vector.reduce.or", "call llvm.vector.reduce.xor",
       "call llvm.vector.reduce.smax", "call llvm.vector.reduce.smin",
       "call llvm.vector.reduce.umax", "call llvm.vector.reduce.umin",
       "call llvm.vector.reduce.mul"},
      {""}, {"iN", "i1"});
  Add({"call llvm.vector.reduce.fadd", "call llvm.vector.reduce.fmul",
       "call llvm.vector.reduce.fmax", "call llvm.vector.reduce.fmin"},
      {""}, {"fp"});
  Add({"call llvm.sadd.with.overflow", "call llvm.uadd.with.overflow",
       "call llvm.ssub.with.overflow", "call llvm.usub.with.overflow",
       "call llvm.smul.with.overflow", "call llvm.umul.with.overflow"},
      {""}, {"agg"});
  Add({"call llvm.fabs", "call llvm.copysign", "call llvm.minnum",
       "call llvm.maxnum", "call llvm.minimum", "call llvm.maximum",
       "call llvm.sqrt", "call llvm.fma", "call llvm.floor", "call llvm.ceil",
       "call llvm.trunc", "call llvm.round", "call llvm.rint",
       "call llvm.fmuladd", "call llvm.ldexp", "call llvm.minimumnum",
       "call llvm.maximumnum", "call llvm.nearbyint", "call llvm.roundeven"},
      {""}, FP);
  Add({"call llvm.memcpy", "call llvm.memset", "call llvm.memmove",
       "call llvm.assume", "call llvm.lifetime.start", "call llvm.lifetime.end",
       "call llvm.experimental.noalias.scope.decl"},
      {""}, {"void"});
  return std::vector<std::string>(U.begin(), U.end());
}

std::string refinery::instructionShape(const Instruction &I) {
  // The type's kind only: widths would make nearly every case look new.
  return operationShape(I) + " " + typeKind(I.getType());
}
