//===- generator/GenInternal.h - Generator internals ------------*- C++ -*-===//
///
/// \file
/// The classes behind generateModule(), shared by the generator's source
/// files (one per feature family): ModuleGen draws the module's swarm
/// configuration and owns module-level state (types, globals, generated
/// functions); FunctionGen builds one function body.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_GENERATOR_GENINTERNAL_H
#define REFINERY_GENERATOR_GENINTERNAL_H

#include "generator/Generator.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/NoFolder.h"
#include <array>
#include <memory>
#include <vector>

namespace refinery::gen {

/// Every instruction goes through NoFolder (so nothing is folded into a
/// constant expression, least of all a poison one) and a callback that
/// accounts for its cost.
using Builder =
    llvm::IRBuilder<llvm::NoFolder, llvm::IRBuilderCallbackInserter>;

/// Kinds of value-producing operations and of statements; each module draws
/// a weight for each (swarm testing).
enum class Op : unsigned {
  // Values.
  Arith,     ///< add, sub, mul
  Logic,     ///< and, or, xor
  Shift,     ///< shl, lshr, ashr with a guarded amount
  Div,       ///< udiv, sdiv, urem, srem with a guarded divisor
  Cmp,       ///< icmp (i1 results)
  Select,    ///< select
  Cast,      ///< trunc, zext, sext, bitcast
  Freeze,    ///< freeze
  Intrinsic, ///< integer intrinsics
  VectorOp,  ///< extractelement, insertelement, shufflevector
  Aggregate, ///< extractvalue of struct values
  FPConv,    ///< integers from floating point
  Peephole,  ///< an idiom InstCombine/InstSimplify rewrite (Idiom)
  // Statements.
  Value, ///< one new value
  Load,
  Store,
  MemIntrin,  ///< memset, memcpy, memmove
  If,         ///< if/else diamonds (and ifs without else)
  GuardedDiv, ///< a division behind a branch on its divisor
  Switch,
  Loop,
  Break,    ///< an early exit from a loop
  EarlyRet, ///< a conditional early return
  Call,
  BuildAgg,   ///< a struct value built with insertvalue
  FPValue,    ///< a floating-point value
  ExternCall, ///< a call of a declared external function
  NumOps
};
constexpr unsigned NumOps = static_cast<unsigned>(Op::NumOps);

/// The shapes Op::Peephole emits: the material of InstCombine's and
/// InstSimplify's folds (and of unsound peepholes), each free of UB and
/// poison (no flags: the mutators add them).
enum class Idiom : unsigned {
  ConstChain, ///< op2 (op1 X, C1), C2 over add/sub/mul/and/or/xor
  ShiftMask,  ///< and (shl X, C1), C2; lshr (shl X, C), C; ...
  CmpLadder,  ///< two compares of X against constants, and/or-ed
  Clamp,      ///< select (icmp X, C), C, X (min/max by select)
  NegAbs,     ///< sub 0, X; xor X, -1; select (icmp slt X, 0), -X, X
  BoolExt,    ///< zext/sext (icmp X, C), added to X
  MaskTest,   ///< icmp eq (and X, C), C; icmp ne (and X, C), 0
  NumIdioms
};
constexpr unsigned NumIdioms = static_cast<unsigned>(Idiom::NumIdioms);
/// The header's spelling of \p I ("const-chain").
const char *idiomName(Idiom I);

/// The lane count of a fixed vector type; 0 for a scalar.
inline unsigned lanes(llvm::Type *Ty) {
  if (auto *VT = llvm::dyn_cast<llvm::FixedVectorType>(Ty))
    return VT->getNumElements();
  return 0;
}

/// \p Elem, or a vector of \p Elem with \p Ty's lane count.
inline llvm::Type *withElem(llvm::Type *Ty, llvm::Type *Elem) {
  if (auto *VT = llvm::dyn_cast<llvm::FixedVectorType>(Ty))
    return llvm::FixedVectorType::get(Elem, VT->getNumElements());
  return Elem;
}

/// A block of memory the current function may access: an alloca, a global
/// or a pointer argument. Every byte of it is initialized before the first
/// read and only ever written with types whose width is a multiple of 8.
struct Region {
  enum Kind : uint8_t { Alloca, Global, Param };
  llvm::Value *Base = nullptr;
  /// The type it was declared with ([N x iK], a struct, [K x struct]) or
  /// [Size x i8] for arguments; used for typed GEPs.
  llvm::Type *ViewTy = nullptr;
  uint64_t Size = 0;
  /// The alignment Base is known to have.
  uint64_t Align = 1;
  Kind K = Alloca;
  bool Writable = true;
};

/// A module-level global the functions share.
struct GlobalInfo {
  llvm::GlobalVariable *GV = nullptr;
  llvm::Type *ViewTy = nullptr;
  uint64_t Size = 0;
  uint64_t Align = 16;
  bool Writable = true;
};

/// The pointer parameter contract of a generated function.
struct PtrParam {
  unsigned ArgNo = 0;
  uint64_t Deref = 0;
  uint64_t Align = 1;
  /// noalias: callers pass fresh memory no other argument reaches.
  bool NoAlias = false;
  /// readonly: the function never writes through it.
  bool ReadOnly = false;
  /// No captures(none) (an external function): callers pass no pointer
  /// argument of their own, which may be captures(none).
  bool MayCapture = false;
};

/// A generated function.
struct FuncInfo {
  llvm::Function *F = nullptr;
  /// Static bound on the instructions one call executes (callees and loop
  /// iterations included).
  uint64_t Cost = 0;
  std::vector<PtrParam> PtrParams;
  /// Static magnitude bound of a floating-point result (over every return).
  double RetBound = 0;
};

/// A declared external function the module calls: never defined, so the
/// oracle runs one of its modelled implementations.
struct ExternInfo {
  llvm::Function *F = nullptr;
  std::vector<PtrParam> PtrParams;
  /// Callers freeze the (noundef) result: material for the folds that
  /// drop a freeze of a well-defined value.
  bool FreezeResult = false;
};

class ModuleGen {
public:
  ModuleGen(llvm::LLVMContext &Ctx, ChoiceSource &R, const GenOptions &Opts);
  llvm::Expected<GeneratedModule> run();

  llvm::LLVMContext &Ctx;
  ChoiceSource &R;
  const GenOptions &Opts;
  std::unique_ptr<llvm::Module> M;
  FeatureSet Feat;
  std::array<unsigned, NumOps> Weight{};
  /// Integer widths and vector types this module draws from.
  llvm::SmallVector<unsigned, 8> IntWidths;
  llvm::SmallVector<llvm::FixedVectorType *, 4> VecTypes;
  /// Floating-point types (half, float, double and vectors of them) this
  /// module draws from; empty without Feature::FP.
  llvm::SmallVector<llvm::Type *, 6> FPTypes;
  /// Struct types for values (any fields) and for memory (byte-sized
  /// fields in decreasing size order: no padding).
  llvm::SmallVector<llvm::StructType *, 4> ValueStructs;
  llvm::SmallVector<llvm::StructType *, 4> MemStructs;
  std::vector<GlobalInfo> Globals;
  /// Generated functions in module order (f0 first).
  std::vector<FuncInfo> Funcs;
  /// Declared external functions (Feature::Externs).
  std::vector<ExternInfo> Externs;

  bool has(Feature F) const { return Feat.has(F); }
  unsigned weight(Op O) const { return Weight[static_cast<unsigned>(O)]; }
  /// Idioms emitted so far in the module (reported in its header).
  std::array<unsigned, NumIdioms> IdiomCount{};
  template <typename T> const T &pickOne(llvm::ArrayRef<T> Xs) {
    assert(!Xs.empty() && "picking from an empty list");
    return Xs[R.below(Xs.size())];
  }

  llvm::IntegerType *intTy(unsigned W) {
    return llvm::IntegerType::get(Ctx, W);
  }
  /// A random integer width from the palette.
  unsigned randomWidth();
  /// A random storable integer type (i8, i16, i32, i64; i128 rarely).
  llvm::IntegerType *randomMemIntType(uint64_t MaxBytes);
  /// A random type whose values can be loaded and stored without poison:
  /// byte-sized integers, vectors of them, memory structs; at most
  /// \p MaxBytes bytes; null if none fits.
  llvm::Type *randomMemType(uint64_t MaxBytes);
  /// An "interesting" constant of width \p W: 0, +-1, MIN, MAX, W-1,
  /// powers of two and their neighbours, small and random values.
  llvm::APInt interestingInt(unsigned W);
  /// A constant of \p Ty (integers, vectors, structs, arrays; finite
  /// floats), never undef or poison.
  llvm::Constant *constantOf(llvm::Type *Ty);
  /// A finite floating-point constant of scalar type \p Ty within
  /// fpLimit(Ty): zeros of both signs, small integers and fractions,
  /// subnormals, large values (GenFloat.cpp).
  llvm::Constant *fpConstant(llvm::Type *Ty);
  /// One of FPTypes; \p ScalarOnly restricts it to scalars (null if none).
  llvm::Type *randomFPType(bool ScalarOnly = false);
  /// Draws FPTypes (GenFloat.cpp).
  void makeFPTypes();
  uint64_t storeSize(llvm::Type *Ty) const {
    return M->getDataLayout().getTypeStoreSize(Ty).getFixedValue();
  }
  uint64_t allocSize(llvm::Type *Ty) const {
    return M->getDataLayout().getTypeAllocSize(Ty).getFixedValue();
  }

  /// Module setup and parts (GenMemory.cpp, GenHarness.cpp).
  void drawSwarm();
  void makeTypes();
  void makeGlobals();
  llvm::Type *randomRegionType(uint64_t MaxBytes);
  void makeHarness();
  /// Plans a function's signature and attributes (Generator.cpp).
  llvm::Function *declareFunction(unsigned Index, FuncInfo &Info);
  /// Draws the contract of pointer parameter \p I of \p F (dereferenceable
  /// bytes, alignment) and adds nonnull, dereferenceable and align.
  PtrParam drawPointerParam(llvm::Function &F, unsigned I);
  /// Declares Externs: functions with random memory effects, willreturn
  /// or not, noundef or frozen results (Generator.cpp).
  void makeExterns();
};

/// Builds one function body.
class FunctionGen {
public:
  FunctionGen(ModuleGen &MG, FuncInfo &Info);
  /// Generates the body (Info.F may be rebuilt with extra arguments).
  void run();

private:
  ModuleGen &MG;
  ChoiceSource &R;
  llvm::LLVMContext &Ctx;
  FuncInfo &Info;
  llvm::Function *F;
  Builder B;
  const llvm::DataLayout &DL;

  // ---- Values in scope (GenValues.cpp) ----
  /// Values usable at the insertion point: arguments and values defined in
  /// blocks that dominate it. Scopes are popped when a branch arm ends.
  std::vector<llvm::Value *> Pool;
  std::vector<size_t> Scopes;
  /// Static magnitude bounds of floating-point values.
  llvm::DenseMap<llvm::Value *, double> FPBound;
  /// Bounded floating-point values from outside (arguments, loads): they
  /// may be -0.0, which the signed-zero idioms want as operands.
  llvm::SmallVector<llvm::Value *, 4> FPInputs;
  /// Arguments added because nothing fitted (see finish()).
  std::vector<std::unique_ptr<llvm::Argument>> ExtraArgs;

  void pushScope() { Scopes.push_back(Pool.size()); }
  void popScope() {
    Pool.resize(Scopes.back());
    Scopes.pop_back();
  }
  void add(llvm::Value *V);
  llvm::Type *randomValueType();
  llvm::Type *randomIntOrVecType();
  /// A value of type \p Ty: from the pool, converted from another value,
  /// a constant or a new argument.
  llvm::Value *pick(llvm::Type *Ty);
  /// An operand that is a pool value if one fits (no constants).
  llvm::Value *pickNonConst(llvm::Type *Ty);
  llvm::Value *poolValue(llvm::Type *Ty);
  llvm::Value *newArgument(llvm::Type *Ty);
  /// Converts \p V to \p Ty with casts, lane moves and extracts.
  llvm::Value *convert(llvm::Value *V, llvm::Type *Ty);
  llvm::Value *convertScalarInt(llvm::Value *V, llvm::IntegerType *Ty);
  llvm::Value *splat(llvm::Value *Scalar, llvm::FixedVectorType *VT);
  llvm::Constant *splatConst(llvm::Type *Ty, const llvm::APInt &C);
  llvm::Constant *constInt(llvm::Type *Ty, uint64_t X, bool Signed = false);

  /// Emits an instruction producing \p Ty (from the pool's values) and
  /// adds it to the pool.
  llvm::Value *emitValue(llvm::Type *Ty);
  llvm::Value *emitIntValue(llvm::Type *Ty);
  llvm::Value *emitArith(llvm::Type *Ty);
  llvm::Value *emitLogic(llvm::Type *Ty);
  llvm::Value *emitShift(llvm::Type *Ty);
  llvm::Value *emitDiv(llvm::Type *Ty);
  llvm::Value *emitCmp(llvm::Type *Ty);
  llvm::Value *emitSelect(llvm::Type *Ty);
  llvm::Value *emitCast(llvm::Type *Ty);
  llvm::Value *emitIntrinsic(llvm::Type *Ty);
  llvm::Value *emitVectorOp(llvm::Type *Ty);
  llvm::Value *emitAggregateExtract(llvm::Type *Ty);

  // ---- Floating point (GenFloat.cpp) ----
  /// An integer (or integer vector) of \p Ty computed from floating-point
  /// values: saturating and guarded conversions, bitcasts, fcmp,
  /// is.fpclass; null if no floating-point type fits.
  llvm::Value *emitFPToInt(llvm::Type *Ty);
  /// An fcmp (any predicate) producing \p Ty (i1 or a vector of i1); null
  /// if no floating-point type has its lane count.
  llvm::Value *emitFCmp(llvm::Type *Ty);
  /// A finite floating-point value of \p Ty (scalar or vector) whose
  /// magnitude bound (FPBound) stays within fpLimit.
  llvm::Value *emitFP(llvm::Type *Ty);
  llvm::Value *emitFPArith(llvm::Type *Ty);
  llvm::Value *emitFPDivRem(llvm::Type *Ty);
  llvm::Value *emitFPIntrinsic(llvm::Type *Ty);
  llvm::Value *emitFPIdiom(llvm::Type *Ty);
  /// \p V converted to the floating-point type \p Ty (lanes moved, fpext,
  /// fptrunc within the bound, sitofp/uitofp from a small enough integer).
  llvm::Value *convertToFP(llvm::Value *V, llvm::Type *Ty);
  /// A floating-point \p V as an integer of its width: by fptosi.sat or
  /// fptoui.sat (never poison), or its bits by a bitcast.
  llvm::Value *fpAsInt(llvm::Value *V);
  /// fptosi.sat or fptoui.sat (chosen at random) of \p X to \p IT.
  llvm::Value *saturate(llvm::Value *X, llvm::Type *IT);
  /// Any floating-point \p V (NaN and infinities included: an argument, a
  /// load) made finite and bounded by a compare and a select.
  llvm::Value *boundFP(llvm::Value *V);
  /// Records \p Bd as \p V's bound and returns \p V.
  llvm::Value *withBound(llvm::Value *V, double Bd);
  /// Folds \p C into the floating-point result \p RV (for the return).
  llvm::Value *combineFP(llvm::Value *RV, llvm::Value *C);
  /// One Idiom of \p Ty built on a pool value; null if none fits \p Ty.
  llvm::Value *emitPeephole(llvm::Type *Ty);
  /// An interesting constant (ModuleGen::interestingInt) of \p Ty, splat
  /// for a vector; below the lane width if \p ShiftAmount.
  llvm::Constant *peepholeConst(llvm::Type *Ty, bool ShiftAmount = false);
  llvm::Value *buildAggregate(llvm::Type *Ty);

  // Guards.
  llvm::Value *guardShiftAmount(llvm::Value *Amt);
  llvm::Value *guardUDivisor(llvm::Value *D);
  llvm::Value *guardSDivisor(llvm::Value *X, llvm::Value *D);
  /// The "this division is defined" condition (i1) for a branch guard.
  llvm::Value *divisionIsSafe(llvm::Value *X, llvm::Value *D, bool Signed);
  /// An index in [0, K) of type i32 or i64 derived from \p V (any
  /// integer), clamped by one of the guard styles.
  llvm::Value *clampIndex(llvm::Value *V, uint64_t K, llvm::IntegerType *IdxTy);
  llvm::Value *clampIndex(uint64_t K);
  /// A value equal to \p V if it is below \p K, else something below K.
  llvm::Value *clampBelow(llvm::Value *V, uint64_t K);
  bool allLanes(llvm::Type *Ty, unsigned MinElemWidth);
  double fpBound(llvm::Value *V);

  // ---- Control flow (GenControl.cpp) ----
  struct LoopCtx {
    llvm::BasicBlock *Exit = nullptr;
    bool Rotated = false;
    /// Header phis carried around the loop (values at a break).
    llvm::SmallVector<llvm::PHINode *, 4> Carried;
    /// Blocks that branch to Exit early, for the exit phis.
    llvm::SmallVector<llvm::BasicBlock *, 4> BreakFrom;
  };
  std::vector<LoopCtx> Loops;
  /// The product of the enclosing loops' iteration bounds.
  uint64_t CurMult = 1;
  /// Running static cost and budget (instructions per call).
  uint64_t Cost = 0;
  uint64_t Budget = 0;
  uint64_t Reserved = 0;
  llvm::DenseMap<llvm::BasicBlock *, uint64_t> BlockMult;
  unsigned Depth = 0;
  llvm::BasicBlock *Entry = nullptr;

  llvm::BasicBlock *newBlock(const char *Name);
  void onInsert(llvm::Instruction *I);
  bool canAfford(uint64_t PerIteration) const;
  void genRegion(unsigned Stmts);
  void genStatement(unsigned &Left);
  llvm::Value *genCondition();
  /// Continues at \p Merge with phis of \p Tys, one incoming value per
  /// (block, values) pair of \p In, and makes them available.
  void
  joinAt(llvm::BasicBlock *Merge, llvm::ArrayRef<llvm::Type *> Tys,
         llvm::ArrayRef<
             std::pair<llvm::BasicBlock *, llvm::SmallVector<llvm::Value *, 4>>>
             In);
  void genIf(unsigned Stmts);
  void genGuardedDiv();
  void genSwitch(unsigned Stmts);
  void genLoop(unsigned Stmts);
  void genBitLoop(unsigned Stmts);
  void genBreak();
  void genEarlyReturn();
  void genCall();
  void genExternCall();
  /// The arguments of a call of \p Callee: values from the pool, then
  /// pointers that may alias, then a fresh buffer per noalias parameter.
  llvm::SmallVector<llvm::Value *, 8>
  callArguments(llvm::Function *Callee, llvm::ArrayRef<PtrParam> PtrParams);
  llvm::Value *returnValue(bool Sink);
  /// Picks phi types for a join.
  llvm::SmallVector<llvm::Type *, 4> joinTypes();

  // ---- Memory (GenMemory.cpp) ----
  std::vector<Region> Regions;
  void setUpRegions();
  /// A new initialized alloca of at least \p MinSize bytes aligned to at
  /// least \p MinAlign, created where the builder is or (\p AtTop) at the
  /// top of the entry block.
  Region &newLocalRegion(uint64_t MinSize, bool AtTop, uint64_t MinAlign = 1);
  void initializeRegion(const Region &Reg);
  /// A pointer into \p Reg at which \p Size bytes are in bounds; sets
  /// \p Align to the alignment it is known to have.
  llvm::Value *addressInto(const Region &Reg, uint64_t Size, uint64_t &Align);
  /// A region to access: one of Regions, or (sometimes) a select between
  /// two of them, as large and aligned as the smaller.
  Region pickRegion(bool Writable);
  void genLoad();
  void genStore();
  /// Random no-wrap flags for an in-bounds address (often none).
  llvm::GEPNoWrapFlags gepFlags();
  /// After a store of \p T at \p P (alignment \p A): a store into
  /// another region, then a load of \p T from \p P.
  void genClobberAndReload(llvm::Value *P, llvm::Type *T, uint64_t A);
  void genMemIntrinsic();
  /// A pointer argument for a callee's parameter with \p Deref bytes and
  /// \p Align alignment (creating an alloca if nothing fits); not into
  /// the function's own pointer parameters where the callee \p MayCapture.
  llvm::Value *pointerArgument(uint64_t Deref, uint64_t Align,
                               bool MayCapture = false);
  /// A new local buffer of \p Deref bytes, aligned to \p Align, for a
  /// noalias parameter.
  llvm::Value *freshBuffer(uint64_t Deref, uint64_t Align);
  uint64_t accessAlign(uint64_t Known);

  /// Rebuilds the function if arguments were added; computes its cost.
  void finish();
  uint64_t staticCost() const;
  /// The steps one execution of \p I costs: the interpreter's stepCost,
  /// and for a call of a generated function that function's bound.
  uint64_t instructionCost(const llvm::Instruction &I) const;
};

/// A power of two not above \p X (X > 0).
inline uint64_t floorPow2(uint64_t X) {
  uint64_t P = 1;
  while (P * 2 <= X)
    P *= 2;
  return P;
}

} // namespace refinery::gen

#endif
