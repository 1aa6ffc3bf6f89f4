//===- facts/Export.cpp - Modules into the facts tables -------------------===//
#include "facts/Facts.h"
#include "support/ModuleUtil.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace refinery;

namespace refinery {
std::string factsSchemaScript();
} // namespace refinery

namespace {
/// The insert statements, by table: the table's columns but its id.
struct TableColumns {
  const char *Table;
  unsigned Columns;
};
constexpr TableColumns InsertTables[] = {
    {"module(source, name, triple, datalayout, verified, verifier_message)", 6},
    {"type(module, text, kind, bits, count, scalable, element, "
     "address_space, vararg)",
     9},
    {"type_member(type, idx, member)", 3},
    {"constant(module, text, type, kind, int_value, fp_value, splat, "
     "global, function)",
     9},
    {"global(module, name, kind, value_type, linkage, is_constant, "
     "is_declaration, address_space, alignment, initializer)",
     10},
    {"function(module, name, type, return_type, nparams, linkage, "
     "is_declaration, calling_conv, vararg, intrinsic)",
     10},
    {"argument(function, idx, name, type)", 4},
    {"attribute(function, instruction, slot, idx, name, text)", 6},
    {"block(function, idx, name)", 3},
    {"cfg_edge(from_block, to_block, idx)", 3},
    {"instruction(function, block, idx, position, opcode, type, name, shape, "
     "predicate, nuw, nsw, exact, disjoint, nneg, samesign, inbounds, nusw, "
     "fast_math, volatile, ordering, alignment, tail, callee, function_type, "
     "noperands, nargs)",
     26},
    {"operand(instruction, idx, kind, type, value_instruction, "
     "value_argument, value_constant, value_global, value_function, "
     "value_block, bundle)",
     11},
    {"phi_incoming(instruction, idx, block)", 3},
    {"metadata(instruction, kind, text)", 3},
};

/// The table name of an InsertTables entry ("type_member").
std::string tableName(const char *Spec) {
  return StringRef(Spec).split('(').first.str();
}

/// Binds a row's values in order and runs the statement.
class Row {
public:
  explicit Row(SqlStatement &S) : S(S) {}
  Row &operator<<(int64_t V) {
    S.bind(++I, V);
    return *this;
  }
  Row &operator<<(bool V) { return *this << int64_t(V); }
  Row &operator<<(StringRef V) {
    S.bind(++I, V);
    return *this;
  }
  Row &operator<<(const std::string &V) { return *this << StringRef(V); }
  Row &operator<<(const char *V) { return *this << StringRef(V); }
  Row &operator<<(std::optional<int64_t> V) {
    S.bind(++I, V);
    return *this;
  }
  /// A NULL.
  Row &operator<<(std::nullopt_t) {
    S.bindNull(++I);
    return *this;
  }
  Error run() { return S.run(); }

private:
  SqlStatement &S;
  int I = 0;
};

const char *typeKindName(Type *T) {
  switch (T->getTypeID()) {
  case Type::VoidTyID:
    return "void";
  case Type::HalfTyID:
    return "half";
  case Type::BFloatTyID:
    return "bfloat";
  case Type::FloatTyID:
    return "float";
  case Type::DoubleTyID:
    return "double";
  case Type::X86_FP80TyID:
    return "x86_fp80";
  case Type::FP128TyID:
    return "fp128";
  case Type::PPC_FP128TyID:
    return "ppc_fp128";
  case Type::LabelTyID:
    return "label";
  case Type::MetadataTyID:
    return "metadata";
  case Type::X86_AMXTyID:
    return "x86_amx";
  case Type::TokenTyID:
    return "token";
  case Type::IntegerTyID:
    return "integer";
  case Type::FunctionTyID:
    return "function";
  case Type::PointerTyID:
    return "pointer";
  case Type::StructTyID:
    return "struct";
  case Type::ArrayTyID:
    return "array";
  case Type::FixedVectorTyID:
  case Type::ScalableVectorTyID:
    return "vector";
  default:
    return "other";
  }
}

const char *linkageName(GlobalValue::LinkageTypes L) {
  switch (L) {
  case GlobalValue::ExternalLinkage:
    return "external";
  case GlobalValue::AvailableExternallyLinkage:
    return "available_externally";
  case GlobalValue::LinkOnceAnyLinkage:
    return "linkonce";
  case GlobalValue::LinkOnceODRLinkage:
    return "linkonce_odr";
  case GlobalValue::WeakAnyLinkage:
    return "weak";
  case GlobalValue::WeakODRLinkage:
    return "weak_odr";
  case GlobalValue::AppendingLinkage:
    return "appending";
  case GlobalValue::InternalLinkage:
    return "internal";
  case GlobalValue::PrivateLinkage:
    return "private";
  case GlobalValue::ExternalWeakLinkage:
    return "extern_weak";
  case GlobalValue::CommonLinkage:
    return "common";
  }
  return "external";
}

/// The constant's kind column.
const char *constantKind(const Constant *C) {
  if (isa<GlobalValue>(C))
    return "global";
  if (isa<ConstantInt>(C))
    return "int";
  if (isa<ConstantFP>(C))
    return "fp";
  if (isa<ConstantPointerNull>(C))
    return "null";
  if (isa<PoisonValue>(C))
    return "poison";
  if (isa<UndefValue>(C))
    return "undef";
  if (isa<ConstantAggregateZero>(C))
    return "zero";
  if (isa<ConstantDataSequential>(C) || isa<ConstantAggregate>(C))
    return "aggregate";
  if (isa<ConstantExpr>(C))
    return "expr";
  if (isa<BlockAddress>(C))
    return "blockaddress";
  if (isa<ConstantTokenNone>(C))
    return "none";
  return "other";
}

std::optional<int64_t> alignmentOf(const Instruction &I) {
  if (const auto *L = dyn_cast<LoadInst>(&I))
    return int64_t(L->getAlign().value());
  if (const auto *S = dyn_cast<StoreInst>(&I))
    return int64_t(S->getAlign().value());
  if (const auto *A = dyn_cast<AllocaInst>(&I))
    return int64_t(A->getAlign().value());
  if (const auto *R = dyn_cast<AtomicRMWInst>(&I))
    return int64_t(R->getAlign().value());
  if (const auto *X = dyn_cast<AtomicCmpXchgInst>(&I))
    return int64_t(X->getAlign().value());
  return std::nullopt;
}

std::optional<std::string> orderingOf(const Instruction &I) {
  AtomicOrdering O = AtomicOrdering::NotAtomic;
  if (const auto *L = dyn_cast<LoadInst>(&I))
    O = L->getOrdering();
  else if (const auto *S = dyn_cast<StoreInst>(&I))
    O = S->getOrdering();
  else if (const auto *R = dyn_cast<AtomicRMWInst>(&I))
    O = R->getOrdering();
  else if (const auto *X = dyn_cast<AtomicCmpXchgInst>(&I))
    O = X->getSuccessOrdering();
  else if (const auto *F = dyn_cast<FenceInst>(&I))
    O = F->getOrdering();
  if (O == AtomicOrdering::NotAtomic)
    return std::nullopt;
  return std::string(toIRString(O));
}

/// The fast-math flags as written in IR ("nnan ninf"), or none.
std::optional<std::string> fastMathOf(const Instruction &I) {
  if (!isa<FPMathOperator>(I))
    return std::nullopt;
  FastMathFlags F = I.getFastMathFlags();
  if (!F.any())
    return std::string();
  std::string S;
  raw_string_ostream OS(S);
  F.print(OS);
  return StringRef(S).trim().str();
}

} // namespace

Expected<FactsWriter> FactsWriter::create(StringRef Path) {
  if (sys::fs::exists(Path))
    if (std::error_code EC = sys::fs::remove(Path))
      return createFileError(Path, EC);
  Expected<SqlDatabase> Db = SqlDatabase::open(Path);
  if (!Db)
    return Db.takeError();
  FactsWriter W(std::move(*Db));
  if (Error E = W.Db.exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=OFF;"))
    return std::move(E);
  if (Error E = W.Db.exec(factsSchemaScript()))
    return std::move(E);
  if (Error E = W.prepareStatements())
    return std::move(E);
  return std::move(W);
}

Error FactsWriter::prepareStatements() {
  for (const TableColumns &T : InsertTables) {
    std::string Sql = std::string("INSERT INTO ") + T.Table + " VALUES(";
    for (unsigned I = 0; I < T.Columns; ++I)
      Sql += I ? ", ?" : "?";
    Expected<SqlStatement> S = Db.prepare(Sql + ")");
    if (!S)
      return S.takeError();
    Insert.emplace(tableName(T.Table), std::move(*S));
  }
  return Error::success();
}

Expected<int64_t> FactsWriter::typeId(Type *T) {
  if (auto It = Types.find(T); It != Types.end())
    return It->second;
  // A named struct by its name ("%T"), as operands' types print.
  std::string Text;
  raw_string_ostream OS(Text);
  T->print(OS, /*IsForDebug=*/false, /*NoDetails=*/true);
  // Members first (a named struct's body may name the struct: it is
  // entered by its name before its members).
  std::optional<int64_t> Bits, Count, Scalable, AddrSpace, Vararg;
  std::vector<Type *> Members;
  if (auto *IT = dyn_cast<IntegerType>(T))
    Bits = IT->getBitWidth();
  else if (T->isFloatingPointTy())
    Bits = T->getPrimitiveSizeInBits().getFixedValue();
  else if (auto *VT = dyn_cast<VectorType>(T)) {
    Count = VT->getElementCount().getKnownMinValue();
    Scalable = VT->getElementCount().isScalable();
  } else if (auto *AT = dyn_cast<ArrayType>(T))
    Count = AT->getNumElements();
  else if (auto *PT = dyn_cast<PointerType>(T))
    AddrSpace = PT->getAddressSpace();
  else if (auto *ST = dyn_cast<StructType>(T)) {
    Count = ST->getNumElements();
    Members.assign(ST->element_begin(), ST->element_end());
  } else if (auto *FT = dyn_cast<FunctionType>(T)) {
    Count = FT->getNumParams();
    Vararg = FT->isVarArg();
    Members.assign(FT->param_begin(), FT->param_end());
  }
  Row R(Insert.at("type"));
  R << ModuleRow << Text << typeKindName(T) << Bits << Count << Scalable;
  // The element (vector, array) or return type (function) is entered
  // after the row exists and filled in then.
  R << std::nullopt << AddrSpace << Vararg;
  if (Error E = R.run())
    return std::move(E);
  int64_t Id = Db.lastInsertId();
  Types[T] = Id;
  Type *Elem = nullptr;
  if (auto *VT = dyn_cast<VectorType>(T))
    Elem = VT->getElementType();
  else if (auto *AT = dyn_cast<ArrayType>(T))
    Elem = AT->getElementType();
  else if (auto *FT = dyn_cast<FunctionType>(T))
    Elem = FT->getReturnType();
  if (Elem) {
    Expected<int64_t> E = typeId(Elem);
    if (!E)
      return E.takeError();
    if (Error Err = Db.exec("UPDATE type SET element = " + std::to_string(*E) +
                            " WHERE id = " + std::to_string(Id)))
      return std::move(Err);
  }
  for (size_t K = 0; K < Members.size(); ++K) {
    Expected<int64_t> M = typeId(Members[K]);
    if (!M)
      return M.takeError();
    if (Error E =
            (Row(Insert.at("type_member")) << Id << int64_t(K) << *M).run())
      return std::move(E);
  }
  return Id;
}

Expected<int64_t> FactsWriter::constantId(const Constant *C) {
  if (auto It = ConstantRows.find(C); It != ConstantRows.end())
    return It->second;
  Expected<int64_t> T = typeId(C->getType());
  if (!T)
    return T.takeError();
  std::optional<int64_t> Splat;
  if (C->getType()->isVectorTy())
    if (const Constant *S = C->getSplatValue(); S && S != C) {
      Expected<int64_t> SId = constantId(S);
      if (!SId)
        return SId.takeError();
      Splat = *SId;
    }
  std::string Text;
  raw_string_ostream OS(Text);
  C->printAsOperand(OS, /*PrintType=*/true);
  std::optional<std::string> IntValue, FPValue;
  if (const auto *CI = dyn_cast<ConstantInt>(C))
    IntValue = CI->getValue().getBitWidth() == 1
                   ? std::to_string(CI->getZExtValue())
                   : toString(CI->getValue(), 10, /*Signed=*/true);
  if (const auto *CF = dyn_cast<ConstantFP>(C)) {
    SmallString<32> S;
    CF->getValueAPF().toString(S);
    FPValue = std::string(S);
  }
  Row R(Insert.at("constant"));
  R << ModuleRow << Text << *T << constantKind(C);
  if (IntValue)
    R << *IntValue;
  else
    R << std::nullopt;
  if (FPValue)
    R << *FPValue;
  else
    R << std::nullopt;
  R << Splat;
  // A global's or function's address (an initializer, an aliasee).
  std::optional<int64_t> Glob, Fn;
  if (isa<Function>(C))
    Fn = rowOf(C);
  else if (isa<GlobalValue>(C))
    Glob = rowOf(C);
  R << Glob << Fn;
  if (Error E = R.run())
    return std::move(E);
  return ConstantRows[C] = Db.lastInsertId();
}

std::optional<int64_t> FactsWriter::rowOf(const Value *V) const {
  auto It = Rows.find(V);
  return It == Rows.end() ? std::nullopt : std::optional<int64_t>(It->second);
}

Error FactsWriter::addGlobals(const Module &M) {
  auto Add = [&](const GlobalValue &G, const char *Kind, bool IsConstant,
                 std::optional<int64_t> Align) -> Error {
    Expected<int64_t> T = typeId(G.getValueType());
    if (!T)
      return T.takeError();
    Row R(Insert.at("global"));
    R << ModuleRow << G.getName() << Kind << *T << linkageName(G.getLinkage())
      << IsConstant << G.isDeclaration() << int64_t(G.getAddressSpace())
      << Align << std::nullopt;
    if (Error E = R.run())
      return E;
    Rows[&G] = Db.lastInsertId();
    return Error::success();
  };
  for (const GlobalVariable &G : M.globals())
    if (Error E =
            Add(G, "variable", G.isConstant(),
                G.getAlign() ? std::optional<int64_t>(G.getAlign()->value())
                             : std::nullopt))
      return E;
  for (const GlobalAlias &A : M.aliases())
    if (Error E = Add(A, "alias", false, std::nullopt))
      return E;
  for (const GlobalIFunc &I : M.ifuncs())
    if (Error E = Add(I, "ifunc", false, std::nullopt))
      return E;
  return Error::success();
}

Error FactsWriter::addInitializers(const Module &M) {
  // Once every global and function has its row: they may name each other.
  auto Set = [&](const GlobalValue &G, const Constant *Init) -> Error {
    if (!Init)
      return Error::success();
    Expected<int64_t> C = constantId(Init);
    if (!C)
      return C.takeError();
    return Db.exec("UPDATE global SET initializer = " + std::to_string(*C) +
                   " WHERE id = " + std::to_string(*rowOf(&G)));
  };
  for (const GlobalVariable &G : M.globals())
    if (Error E = Set(G, G.hasInitializer() ? G.getInitializer() : nullptr))
      return E;
  for (const GlobalAlias &A : M.aliases())
    if (Error E = Set(A, A.getAliasee()))
      return E;
  for (const GlobalIFunc &I : M.ifuncs())
    if (Error E = Set(I, I.getResolver()))
      return E;
  return Error::success();
}

Error FactsWriter::addAttributes(const Function &F, const Instruction *Call) {
  AttributeList AL =
      Call ? cast<CallBase>(Call)->getAttributes() : F.getAttributes();
  std::optional<int64_t> CallRow;
  if (Call)
    CallRow = rowOf(Call);
  auto Add = [&](AttributeSet S, const char *Slot,
                 std::optional<int64_t> Idx) -> Error {
    for (const Attribute &A : S) {
      std::string Name =
          A.isStringAttribute()
              ? A.getKindAsString().str()
              : Attribute::getNameFromAttrKind(A.getKindAsEnum()).str();
      Row R(Insert.at("attribute"));
      R << rowOf(&F) << CallRow << Slot << Idx << Name << A.getAsString();
      if (Error E = R.run())
        return E;
    }
    return Error::success();
  };
  if (Error E = Add(AL.getFnAttrs(), "function", std::nullopt))
    return E;
  if (Error E = Add(AL.getRetAttrs(), "return", std::nullopt))
    return E;
  for (unsigned K = 0; K < AL.getNumAttrSets(); ++K)
    if (AL.hasParamAttrs(K))
      if (Error E = Add(AL.getParamAttrs(K), "param", int64_t(K)))
        return E;
  return Error::success();
}

Error FactsWriter::addOperands(const Instruction &I, int64_t Id) {
  for (unsigned K = 0; K < I.getNumOperands(); ++K) {
    const Value *V = I.getOperand(K);
    std::optional<int64_t> Inst, Arg, Const, Glob, Fn, Blk;
    const char *Kind = "other";
    if (isa<Instruction>(V)) {
      Kind = "instruction";
      Inst = rowOf(V);
    } else if (isa<Argument>(V)) {
      Kind = "argument";
      Arg = rowOf(V);
    } else if (isa<BasicBlock>(V)) {
      Kind = "block";
      Blk = rowOf(V);
    } else if (isa<Function>(V)) {
      Kind = "function";
      Fn = rowOf(V);
    } else if (isa<GlobalValue>(V)) {
      Kind = "global";
      Glob = rowOf(V);
    } else if (const auto *C = dyn_cast<Constant>(V)) {
      Kind = "constant";
      Expected<int64_t> CId = constantId(C);
      if (!CId)
        return CId.takeError();
      Const = *CId;
    } else if (isa<MetadataAsValue>(V)) {
      Kind = "metadata";
    } else if (isa<InlineAsm>(V)) {
      Kind = "inline_asm";
    }
    Expected<int64_t> T = typeId(V->getType());
    if (!T)
      return T.takeError();
    Row R(Insert.at("operand"));
    R << Id << int64_t(K) << Kind << *T << Inst << Arg << Const << Glob << Fn
      << Blk;
    // An operand bundle's operand ("align", "deopt"): its tag.
    const auto *Call = dyn_cast<CallBase>(&I);
    if (Call && Call->isBundleOperand(K))
      R << Call->getOperandBundleForOperand(K).getTagName();
    else
      R << std::nullopt;
    if (Error E = R.run())
      return E;
  }
  if (const auto *P = dyn_cast<PHINode>(&I))
    for (unsigned K = 0; K < P->getNumIncomingValues(); ++K)
      if (Error E = (Row(Insert.at("phi_incoming"))
                     << Id << int64_t(K) << rowOf(P->getIncomingBlock(K)))
                        .run())
        return E;
  SmallVector<std::pair<unsigned, MDNode *>, 4> MDs;
  I.getAllMetadata(MDs);
  for (const auto &[KindId, N] : MDs) {
    SmallVector<StringRef, 16> Names;
    I.getContext().getMDKindNames(Names);
    std::string Text;
    raw_string_ostream OS(Text);
    N->print(OS, I.getModule());
    // The node, not its slot: "!{i32 0, i32 10}", not "!0 = !{...}".
    StringRef Node = Text;
    if (auto [Slot, Rest] = Node.split(" = ");
        !Rest.empty() && Slot.starts_with("!") &&
        Slot.drop_front().find_first_not_of("0123456789") == StringRef::npos)
      Node = Rest;
    if (Error E =
            (Row(Insert.at("metadata"))
             << Id << (KindId < Names.size() ? Names[KindId] : "") << Node)
                .run())
      return E;
  }
  return Error::success();
}

Error FactsWriter::addInstruction(const Instruction &I, int64_t Block,
                                  int64_t Index, int64_t Position) {
  Expected<int64_t> T = typeId(I.getType());
  if (!T)
    return T.takeError();
  auto Flag = [](bool Applies, bool Set) {
    return Applies ? std::optional<int64_t>(Set) : std::nullopt;
  };
  bool OBO = isa<OverflowingBinaryOperator>(I);
  const auto *Trunc = dyn_cast<TruncInst>(&I);
  const auto *GEP = dyn_cast<GetElementPtrInst>(&I);
  const auto *ICmp = dyn_cast<ICmpInst>(&I);
  const auto *Disj = dyn_cast<PossiblyDisjointInst>(&I);
  const auto *Call = dyn_cast<CallBase>(&I);
  std::optional<int64_t> Callee, FnType;
  std::optional<std::string> Tail;
  if (Call) {
    if (const Function *F = Call->getCalledFunction())
      Callee = rowOf(F);
    Expected<int64_t> FT = typeId(Call->getFunctionType());
    if (!FT)
      return FT.takeError();
    FnType = *FT;
    if (const auto *CI = dyn_cast<CallInst>(&I))
      Tail = CI->isMustTailCall() ? "musttail"
             : CI->isNoTailCall() ? "notail"
             : CI->isTailCall()   ? "tail"
                                  : "";
  }
  std::optional<int64_t> Volatile;
  if (const auto *L = dyn_cast<LoadInst>(&I))
    Volatile = L->isVolatile();
  else if (const auto *S = dyn_cast<StoreInst>(&I))
    Volatile = S->isVolatile();
  else if (const auto *A = dyn_cast<AtomicRMWInst>(&I))
    Volatile = A->isVolatile();
  else if (const auto *X = dyn_cast<AtomicCmpXchgInst>(&I))
    Volatile = X->isVolatile();
  Row R(Insert.at("instruction"));
  R << rowOf(I.getFunction()) << Block << Index << Position << I.getOpcodeName()
    << *T << I.getName() << instructionShape(I);
  if (const auto *C = dyn_cast<CmpInst>(&I))
    R << CmpInst::getPredicateName(C->getPredicate());
  else
    R << std::nullopt;
  R << Flag(OBO || Trunc || GEP, OBO     ? I.hasNoUnsignedWrap()
                                 : Trunc ? Trunc->hasNoUnsignedWrap()
                                 : GEP   ? GEP->hasNoUnsignedWrap()
                                         : false)
    << Flag(OBO || Trunc,
            OBO ? I.hasNoSignedWrap() : Trunc && Trunc->hasNoSignedWrap())
    << Flag(isa<PossiblyExactOperator>(I),
            isa<PossiblyExactOperator>(I) && I.isExact())
    << Flag(Disj != nullptr, Disj && Disj->isDisjoint())
    << Flag(isa<PossiblyNonNegInst>(I),
            isa<PossiblyNonNegInst>(I) && I.hasNonNeg())
    << Flag(ICmp != nullptr, ICmp && ICmp->hasSameSign())
    << Flag(GEP != nullptr, GEP && GEP->isInBounds())
    << Flag(GEP != nullptr, GEP && GEP->hasNoUnsignedSignedWrap());
  if (std::optional<std::string> FMF = fastMathOf(I))
    R << *FMF;
  else
    R << std::nullopt;
  R << Volatile;
  if (std::optional<std::string> O = orderingOf(I))
    R << *O;
  else
    R << std::nullopt;
  R << alignmentOf(I);
  if (Tail)
    R << *Tail;
  else
    R << std::nullopt;
  R << Callee << FnType << int64_t(I.getNumOperands());
  if (Call)
    R << int64_t(Call->arg_size());
  else
    R << std::nullopt;
  if (Error E = R.run())
    return E;
  Rows[&I] = Db.lastInsertId();
  return Error::success();
}

Error FactsWriter::addFunctionRows(const Function &F) {
  std::optional<int64_t> Fn = rowOf(&F);
  for (const Argument &A : F.args()) {
    Expected<int64_t> T = typeId(A.getType());
    if (!T)
      return T.takeError();
    if (Error E = (Row(Insert.at("argument"))
                   << Fn << int64_t(A.getArgNo()) << A.getName() << *T)
                      .run())
      return E;
    Rows[&A] = Db.lastInsertId();
  }
  int64_t BlockIdx = 0;
  for (const BasicBlock &B : F) {
    if (Error E =
            (Row(Insert.at("block")) << Fn << BlockIdx++ << B.getName()).run())
      return E;
    Rows[&B] = Db.lastInsertId();
  }
  int64_t Position = 0;
  for (const BasicBlock &B : F) {
    int64_t Idx = 0;
    for (const Instruction &I : B)
      if (Error E = addInstruction(I, *rowOf(&B), Idx++, Position++))
        return E;
  }
  return Error::success();
}

Error FactsWriter::addFunctionBody(const Function &F) {
  if (Error E = addAttributes(F, nullptr))
    return E;
  for (const BasicBlock &B : F) {
    for (const Instruction &I : B) {
      if (Error E = addOperands(I, *rowOf(&I)))
        return E;
      if (isa<CallBase>(I))
        if (Error E = addAttributes(F, &I))
          return E;
    }
    if (const Instruction *T = B.getTerminator())
      for (unsigned K = 0; K < T->getNumSuccessors(); ++K)
        if (Error E = (Row(Insert.at("cfg_edge"))
                       << *rowOf(&B) << rowOf(T->getSuccessor(K)) << int64_t(K))
                          .run())
          return E;
  }
  return Error::success();
}

Expected<int64_t> FactsWriter::addModule(const Module &M, StringRef Source) {
  Types.clear();
  Rows.clear();
  ConstantRows.clear();
  if (Error E = Db.exec("BEGIN"))
    return std::move(E);
  auto Fail = [&](Error E) -> Expected<int64_t> {
    consumeError(Db.exec("ROLLBACK"));
    return std::move(E);
  };
  // What LLVM's verifier says, for the rules to be held to.
  std::string VerifierMessage;
  raw_string_ostream VOS(VerifierMessage);
  bool Broken = verifyModule(M, &VOS);
  Row MR(Insert.at("module"));
  MR << Source << M.getModuleIdentifier() << M.getTargetTriple().str()
     << M.getDataLayoutStr() << !Broken << StringRef(VerifierMessage).trim();
  if (Error E = MR.run())
    return Fail(std::move(E));
  ModuleRow = Db.lastInsertId();
  for (const Function &F : M) {
    Expected<int64_t> T = typeId(F.getFunctionType());
    Expected<int64_t> RT = T ? typeId(F.getReturnType()) : T.takeError();
    if (!RT)
      return Fail(RT.takeError());
    Row R(Insert.at("function"));
    R << ModuleRow << F.getName() << *T << *RT << int64_t(F.arg_size())
      << linkageName(F.getLinkage()) << F.isDeclaration()
      << int64_t(F.getCallingConv()) << F.isVarArg();
    if (F.getIntrinsicID() != Intrinsic::not_intrinsic)
      R << Intrinsic::getBaseName(F.getIntrinsicID());
    else
      R << std::nullopt;
    if (Error E = R.run())
      return Fail(std::move(E));
    Rows[&F] = Db.lastInsertId();
  }
  if (Error E = addGlobals(M))
    return Fail(std::move(E));
  // Every value's row before any operand names it: an operand may be an
  // instruction later in its function, or (in a broken module) another
  // function's.
  for (const Function &F : M)
    if (Error E = addFunctionRows(F))
      return Fail(std::move(E));
  if (Error E = addInitializers(M))
    return Fail(std::move(E));
  for (const Function &F : M)
    if (Error E = addFunctionBody(F))
      return Fail(std::move(E));
  if (Error E = Db.exec("COMMIT"))
    return Fail(std::move(E));
  return ModuleRow;
}
