//===- oracle/interp/Decoded.h - Slot-indexed function form -----*- C++ -*-===//
///
/// \file
/// The compact form the interpreter executes: a function's instructions as
/// a flat array of DInst whose operands are slot indices (>= 0: a register
/// of the frame; < 0: ~index into the constant pool). Phi nodes become
/// parallel moves on CFG edges. Decoding happens once per function.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_ORACLE_INTERP_DECODED_H
#define REFINERY_ORACLE_INTERP_DECODED_H

#include "semantics/FloatOps.h"
#include "semantics/Value.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/Support/ModRef.h"
#include <cstdint>
#include <string>
#include <vector>

namespace llvm {
class Constant;
class Function;
class Instruction;
} // namespace llvm

namespace refinery {

struct ValueAttrFacts;
struct DecodedFunction;
/// The ValueAttrFacts of one argument of a call: at the call site (null
/// without one) and in the callee (null past its parameters).
using ArgAttrFacts = std::pair<const ValueAttrFacts *, const ValueAttrFacts *>;

enum class DOp : uint8_t {
  IntBin,      ///< Integer binary operator (Sub = opcode), any shape.
  IntCmp,      ///< icmp (Pred), any shape.
  IntCast,     ///< trunc/zext/sext (Sub = opcode), any shape.
  FNeg,        ///< fneg.
  FBin,        ///< fadd/fsub/fmul/fdiv/frem (Sub = opcode); Aux: 0, or for
               ///< an fadd/fsub with contract 1 + the index in Lists of
               ///< the factors of its contractible fmul operands.
  FCmp,        ///< fcmp (Pred).
  FCast,       ///< fptrunc/fpext/fptoui/fptosi/uitofp/sitofp (Sub = opcode).
  BitCast,     ///< bitcast / addrspacecast.
  PtrToInt,    ///< ptrtoint / ptrtoaddr.
  IntToPtr,    ///< inttoptr.
  Select,      ///< select A ? B : C.
  Freeze,      ///< freeze A.
  ExtractElt,  ///< extractelement A, B.
  InsertElt,   ///< insertelement A, B, C.
  Shuffle,     ///< shufflevector A, B (mask from the instruction).
  ExtractVal,  ///< extractvalue A (indices from the instruction).
  InsertVal,   ///< insertvalue A, B.
  Alloca,      ///< alloca (count A).
  Load,        ///< load A.
  Store,       ///< store A to B.
  GEP,         ///< getelementptr (operands in Lists[Aux]).
  AtomicRMW,   ///< atomicrmw A, B.
  CmpXchg,     ///< cmpxchg A, B, C.
  Fence,       ///< fence (no-op for one thread).
  Call,        ///< call/invoke (args in Lists[Aux]; A = callee if indirect).
  Br,          ///< br label (edge Aux).
  CondBr,      ///< br A, edges Aux (true) and Aux + 1 (false).
  Switch,      ///< switch A (Switches[Aux]).
  Ret,         ///< ret A (A = NoOperand for void).
  Unreachable, ///< unreachable.
  IndirectBr,  ///< indirectbr A, destinations' edges Lists[Aux].
  VaArg,       ///< va_arg A (the va_list's address).
  Materialize, ///< Dst = a fresh reading of constant Consts[Aux] (undef).
  Unsupported, ///< Not modelled; Problems[Aux] says why (empty: the
               ///< instruction itself).
};

/// The interpreter's hot loop's handler of an instruction (runFast;
/// None: the general code runs it). Each integer operator fastIntBinary
/// computes has its own.
enum class FastOp : uint8_t {
  None,
  Add,
  Sub,
  Mul,
  And,
  Or,
  Xor,
  Shl,
  LShr,
  AShr,
  UDiv,
  SDiv,
  URem,
  SRem,
  IntCmp,
  IntCast,
  Select,
  Freeze,
  Load,
  Store,
  GEP,
  Br,
  CondBr,
  Switch,
  IntMinMax,
  FAbs,
  FPToIntSat,
  IntToFP,
  Alloca,
  MemCopy,
  MemSet,
  BitCast,
  FCmp,
};

constexpr int32_t NoOperand = INT32_MIN;
constexpr uint32_t NoSlot = UINT32_MAX;

/// One decoded instruction.
struct DInst {
  DOp Op;
  uint8_t Sub = 0; ///< LLVM opcode for families.
  /// IntFlags; for an alloca, 1 if it starts dead (used by
  /// llvm.lifetime.start: LangRef "'llvm.lifetime.start' Intrinsic").
  uint8_t Flags = 0;
  uint8_t Pred = 0; ///< Compare predicate.
  uint32_t Dst = NoSlot;
  int32_t A = NoOperand, B = NoOperand, C = NoOperand;
  uint32_t Aux = 0;
  /// Scalar width of integer operands when the fast path applies (<= 64 and
  /// not a vector), else 0; for an integer cast the result's (the
  /// operand's is then in Aux); for a load or store of i8/i16/i32/i64, half,
  /// bfloat, float, double or a 64-bit pointer the width (Pred: log2 of the
  /// alignment; Sub: 1 for a pointer); for a GEP 1 + its index in GEPPlans; for
  /// a direct call 1 + its index in CallPlans; for a switch the width of its
  /// integer condition; for a select or freeze 1 if its result is a scalar a
  /// word can hold (an integer of at most 64 bits, a pointer, a floating-point
  /// value of at most 64 bits; not a select with fast-math flags, which
  /// look at the value); for a sitofp or uitofp of an integer of at most
  /// 64 bits to a float or double without fast-math flags the result's
  /// width (the operand's is then in Aux); for an alloca 1 if Aux holds
  /// its element's allocation size; for a bitcast between scalars a word
  /// holds (wordScalar) the width (Aux: 1 between pointers); for an fcmp
  /// of a half, bfloat, float or double without fast-math flags in a
  /// function that flushes no denormal the operands' width (Aux: their
  /// significand's bits after the leading one).
  uint32_t FastWidth = 0;
  /// Steps the instruction costs (ExecOptions::MaxSteps).
  uint32_t Cost = 1;
  /// The hot loop's handler (set after decoding, from the fields above).
  FastOp Fast = FastOp::None;
  const llvm::Instruction *I = nullptr;
};

/// A CFG edge: where to go and which phi moves to make on the way.
struct Edge {
  uint32_t Target = 0;
  std::vector<std::pair<uint32_t, int32_t>> Moves; ///< (phi slot, source)
  /// True if a move reads a slot another move writes, so the moves need a
  /// temporary copy to happen in parallel.
  bool NeedsTemp = false;
  /// Phis with nnan/ninf/nsz, which must check their value or choose the
  /// sign of a zero (slot, phi).
  std::vector<std::pair<uint32_t, const llvm::Instruction *>> FMFPhis;
};

/// A scalar getelementptr on 64-bit pointers and indices as a sum: the
/// constant part and, per variable index, its slot, width and stride
/// (the interpreter's fast path; evalGEP decides everything else).
struct GEPPlan {
  struct Term {
    int32_t Slot;
    uint32_t Width;
    int64_t Stride;
  };
  int64_t Const = 0;
  /// True if a constant index is not zero (inbounds checks the base then),
  /// and if one adds a negative offset (the flags then bind a step the sum
  /// hides).
  bool ConstNonZero = false, ConstNegative = false;
  bool InBounds = false, NUSW = false, NUW = false;
  std::vector<Term> Terms;
};

/// What a direct call's site and callee declare, decided once when the
/// caller is decoded, so that a run does not ask the attribute lists again
/// (DInst::FastWidth of a direct call: 1 + its index in CallPlans).
/// What a call of a declaration at a call site is to the model of unknown
/// functions (Execution::Impl::callUnknown), known before any run
/// (unknownCallFacts).
struct UnknownCallFacts {
  /// The callee's name.
  llvm::StringRef Name;
  /// The call's memory effects (callEffects).
  llvm::MemoryEffects Effects = llvm::MemoryEffects::unknown();
  /// A library function LLVM knows (isKnownLibraryFunction).
  bool LibraryFunction = false;
  /// The call site names vector variants, or llvm.used keeps the callee.
  bool VectorVariants = false;
  /// The callee only reads memory, returns and does not unwind.
  bool Removable = false;
  /// The call returns by its attributes alone
  /// (callMustReturnByAttributes; callUnknown adds the willreturn frames on
  /// the stack).
  bool MustReturn = false;
  /// What the modules' GlobalLayout (ExecOptions::Layout) says of the
  /// callee's name, looked up once: the other module defines it
  /// available_externally (AvailableExternally), makes its result well
  /// defined (DefinedResults) or nonnull (NonNullResults), aligns it
  /// (ResultAligns; 0 without a layout).
  bool AvailableExternally = false;
  bool DefinedResult = false;
  bool NonNullResult = false;
  uint64_t ResultAlign = 0;
  /// Per parameter of the callee, the bytes the modelled implementation
  /// reads through it (modelledArgReads, Calls.cpp).
  llvm::SmallVector<uint64_t, 4> ArgReads;
  /// What the call site and the callee declare, looked up once: an
  /// argument is byval (AnyByVal); the first parameter marked `returned`
  /// (ReturnedArg, -1 if none); the callee is noreturn (CalleeNoReturn),
  /// or the call is (CallNoReturn: the call site's or the callee's
  /// attribute); either is speculatable (Speculatable); the result may take
  /// the taint of the arguments (ResultMayTakeTaint: taintReachesOnlyResult
  /// without its look at the arguments' values).
  bool AnyByVal = false;
  int32_t ReturnedArg = -1;
  bool CalleeNoReturn = false, CallNoReturn = false, Speculatable = false;
  bool ResultMayTakeTaint = false;
};

struct CallPlan {
  /// No argument is byval, at the call site or in the callee.
  bool NoByVal = false;
  /// The arguments a parameter attribute of the call site or the callee
  /// that valueAttrs checks applies to (hasValueAttrs), in order.
  std::vector<unsigned> AttrArgs;
  /// Per entry of AttrArgs, what valueAttrs reads of the parameter's
  /// attributes (argAttrFacts), looked up once.
  std::vector<ArgAttrFacts> AttrArgFacts;
  /// The result needs no check of its own (checkCallResult): void, or no
  /// fast-math flags, no return attribute valueAttrs checks (call site or
  /// callee) and no metadata but !dbg.
  bool PlainResult = false;
  /// For a result that needs its check (not PlainResult, checkCallResult):
  /// the facts of the callee's and of the call site's return attributes
  /// (Interpreter::valueAttrFacts), whether nnan or ninf may make it poison
  /// and whether the call has metadata (applyResultMetadata) to apply.
  const ValueAttrFacts *CalleeRetFacts = nullptr, *SiteRetFacts = nullptr;
  bool ResultFMF = false, ResultMetadata = false;
  /// With Unknown: what the call is to callUnknown.
  UnknownCallFacts UnknownFacts;
  /// The callee is a declaration no model but callUnknown's takes: not an
  /// intrinsic, a modelled C library function or an allocator.
  bool Unknown = false;
  /// An intrinsic the hot loop computes, with nothing else to check (no
  /// byval, attributes, flags, operand bundles or metadata), else
  /// not_intrinsic: llvm.umax/umin/smax/smin on a scalar integer of at most
  /// 64 bits (FastOp::IntMinMax), llvm.fabs on a scalar half, bfloat,
  /// float or double (FastOp::FAbs), llvm.fptosi.sat/fptoui.sat of a
  /// scalar float or double to an integer of at most 64 bits
  /// (FastOp::FPToIntSat, ResultBits its width), llvm.memcpy/memmove and
  /// llvm.memset (and their inline forms) with a length of at most 64 bits
  /// whose arguments have no value attribute but `align` (MemAlign;
  /// FastOp::MemCopy, FastOp::MemSet).
  llvm::Intrinsic::ID FastIntrinsic = llvm::Intrinsic::not_intrinsic;
  unsigned ResultBits = 0;
  /// For a fast llvm.memcpy, memmove or memset: the alignment the call site
  /// and the declaration promise of each pointer argument (1 if none), and
  /// whether the call is a tail call (whose callee does not access the
  /// caller's allocas: LangRef "'call' Instruction").
  uint64_t MemAlign[2] = {1, 1};
  bool TailCall = false;
  /// The call's memory effects (callEffects).
  llvm::MemoryEffects Effects = llvm::MemoryEffects::unknown();
  /// The callee's decoding (Interpreter::decoded), once a call entered it:
  /// a cache, owned like this plan by the Interpreter's decodings.
  mutable const DecodedFunction *CalleeCode = nullptr;
};

/// A register of the interpreter's word file (Execution::Impl::runFast):
/// a defined scalar of at most 64 bits (zero-extended), with its
/// provenance and taint, that the hot loop reads and writes without an
/// RtValue. A word is meaningful only while State has WordLive; outside
/// runFast a live word is never dirty: it is the register's value, until
/// the general code writes the register (Execution::Impl::dropWord).
struct WordReg {
  uint64_t Bits = 0;
  ObjectId Prov = NoProv;
  uint8_t Width = 0;
  uint8_t State = 0;
};

/// WordReg::State bits.
enum WordState : uint8_t {
  WordLive = 1,          ///< The word holds the register's value.
  WordDirty = 2,         ///< The register's RtValue is stale.
  WordTainted = 4,       ///< RtValue::isTainted (a plain taint).
  WordPoisonTainted = 8, ///< RtValue::isPoisonTainted.
  /// The slot is on its word file's list (WordFile::Listed), live or not.
  WordListed = 16,
};

/// The word of \p V into \p W, if \p V is a defined scalar of at most 64
/// bits whose taint, if any, is a plain one (a NaN-only, undef-only or
/// class taint is the general rules' to keep); else false.
inline bool loadWord(const RtValue &V, WordReg &W) {
  if (V.isCompound() || V.isPoison() || V.isUndef() ||
      V.bits().getBitWidth() > 64 ||
      (V.isTainted() && (V.isNaNOnlyTaint() || V.isUndefOnlyTaint() ||
                         V.intClassTaint() != IntClass::None)))
    return false;
  W.Bits = V.bits().getZExtValue();
  W.Prov = V.prov();
  W.Width = V.bits().getBitWidth();
  W.State = WordLive | (V.isTainted() ? WordTainted : 0) |
            (V.isPoisonTainted() ? WordPoisonTainted : 0);
  return true;
}

/// Writes word \p W back to \p V (the inverse of loadWord).
inline void storeWord(const WordReg &W, RtValue &V) {
  V.setScalar(W.Width, W.Bits);
  V.setProv(W.Prov);
  if (W.State & WordTainted)
    V.setTainted();
  V.setPoisonTainted(W.State & WordPoisonTainted);
}

struct SwitchTable {
  std::vector<std::pair<llvm::APInt, uint32_t>> Cases; ///< value -> edge
  uint32_t DefaultEdge = 0;
};

struct DecodedFunction {
  const llvm::Function *F = nullptr;
  uint32_t NumSlots = 0;
  std::vector<DInst> Code;
  std::vector<RtValue> Consts;
  /// The constant pool as words (loadWord; not live for a constant that is
  /// not a defined scalar of at most 64 bits, or that holds undef).
  std::vector<WordReg> ConstWords;
  /// For each constant pool entry, the constant itself if it contains undef
  /// (it must be re-read with fresh choices at every use), else null.
  std::vector<const llvm::Constant *> UndefConsts;
  /// True if any entry of UndefConsts is set.
  bool HasUndefConsts = false;
  std::vector<Edge> Edges;
  std::vector<std::vector<int32_t>> Lists;
  std::vector<SwitchTable> Switches;
  std::vector<GEPPlan> GEPPlans;
  std::vector<CallPlan> CallPlans;
  std::vector<std::string> Problems;
  /// For each slot, the index in Code of the instruction that writes it
  /// (NoDef for arguments and phis).
  std::vector<int32_t> DefOf;
  /// For each slot, the IR instruction whose value it holds (null for
  /// arguments and scratch slots).
  std::vector<const llvm::Instruction *> InstOf;
  static constexpr int32_t NoDef = -1;
  /// True if the CFG has no cycle: each instruction runs at most once per
  /// call, so a register still holds what its instruction computed.
  bool Acyclic = false;
  /// The function's "denormal-fp-math", which FP arithmetic and fcmp
  /// consult unless it is IEEE.
  DenormalModes Denormal;
  /// What execReturn reads of the function's attributes: its return
  /// attributes (Interpreter::valueAttrFacts) and its `returned`
  /// parameter, if any (else -1).
  const ValueAttrFacts *RetFacts = nullptr;
  int32_t ReturnedArg = -1;
};

} // namespace refinery

#endif
