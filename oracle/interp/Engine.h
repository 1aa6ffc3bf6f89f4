//===- oracle/interp/Engine.h - Interpreter internals -----------*- C++ -*-===//
///
/// \file
/// The state of one execution (frames, memory, outcome) and the helpers the
/// instruction families share. Internal to the oracle library.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_ORACLE_INTERP_ENGINE_H
#define REFINERY_ORACLE_INTERP_ENGINE_H

#include "oracle/Interpreter.h"
#include "oracle/interp/Decoded.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/ConstantRange.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/ModRef.h"
#include <optional>

namespace llvm {
class ConstrainedFPIntrinsic;
} // namespace llvm

namespace refinery {

/// Why a value of a scalable vector type cannot be made: the runs have no
/// vscale (ExecOptions::VScale is 0).
inline constexpr const char *NoVScaleProblem =
    "scalable vector types are not modelled without a vscale";

/// Evaluates constants to runtime values. Without a Nondet, undef parts
/// are not allowed (the caller must have checked containsUndef()).
class ConstantEvaluator {
public:
  ConstantEvaluator(const Interpreter &I, const Memory &Mem, Nondet *ND)
      : I(I), Mem(Mem), ND(ND) {}
  RtValue eval(const llvm::Constant *C);
  /// True if \p C contains undef anywhere (not only poison).
  static bool containsUndef(const llvm::Constant *C);
  /// Why the last eval() could not evaluate a constant, or empty.
  std::string Problem;

private:
  /// eval() of the poison value \p C (of any type).
  RtValue evalPoison(const llvm::Constant *C);
  /// eval() of a constant of a scalable vector type (not poison).
  RtValue evalScalable(const llvm::Constant *C);
  /// eval() of a constant expression; nullopt if eval() does not support
  /// its kind.
  std::optional<RtValue> evalExpr(const llvm::ConstantExpr *CE);
  /// evalScalable() of a constant expression of a scalable vector type
  /// (insertelement, shufflevector) when vscale is known; nullopt for
  /// another kind.
  std::optional<RtValue> evalScalableExpr(const llvm::ConstantExpr *CE);

  const Interpreter &I;
  const Memory &Mem;
  Nondet *ND;
};

/// getelementptr on a scalar base and scalar indices (LangRef
/// "'getelementptr' Instruction", with inbounds/nusw/nuw); a scalable
/// type's stride is \p VScale times its minimum.
RtValue evalGEP(const llvm::GEPOperator &G, const RtValue &Base,
                llvm::ArrayRef<RtValue> Indices, const llvm::DataLayout &DL,
                const Memory &Mem, unsigned VScale);

/// A scalar cast (integer, pointer and FP conversions; bitcast of a scalar
/// to a same-shaped scalar) with poison-generating \p Flags.
RtValue castScalar(const Interpreter &I, unsigned Opcode, unsigned Flags,
                   llvm::FastMathFlags FMF, llvm::Type *SrcTy,
                   llvm::Type *DstTy, const RtValue &A, Nondet *ND);

/// A bitcast between pointer types (LangRef "'bitcast .. to' Instruction"):
/// the value itself between pointers or vectors of as many pointers; a
/// pointer and a vector of one pointer trade the lane. (The instruction,
/// Execution::Impl::bitcastValue, and the constant expression.)
RtValue pointerBitcast(llvm::Type *SrcTy, llvm::Type *DstTy, const RtValue &V);

/// The fully poison value of type \p Ty (a scalable vector with the lanes
/// of vscale \p VScale, which must not be 0 for one).
RtValue poisonOf(llvm::Type *Ty, unsigned PointerBits, unsigned VScale);

/// Writes the bytes of constant \p C (a global's initializer) to \p Out:
/// undef parts become uninitialized bytes, padding is zero.
void encodeConstant(ConstantEvaluator &CE, const llvm::DataLayout &DL,
                    const llvm::Constant *C,
                    llvm::MutableArrayRef<MemByte> Out);

/// Decodes \p F for execution.
std::unique_ptr<DecodedFunction> decodeFunction(const Interpreter &I,
                                                const llvm::Function &F);

struct Frame {
  const DecodedFunction *DF = nullptr;
  std::vector<RtValue> Regs;
  uint32_t PC = 0;
  /// The call instruction in the caller (null for the entry call).
  const llvm::CallBase *CallSite = nullptr;
  /// Where the caller wants the result.
  uint32_t RetDst = NoSlot;
  /// The objects the frame's allocas and byval copies made, released when
  /// it returns (a few per frame: inline, no allocation per call).
  llvm::SmallVector<ObjectId, 4> Allocas;
  /// Saved stack allocations (llvm.stacksave) are not modelled.

  /// The memory effects the function may have (LangRef "Function
  /// Attributes", memory(...)), with the call site's.
  llvm::MemoryEffects Effects = llvm::MemoryEffects::unknown();
  /// The object each pointer argument points into, with its access
  /// attribute (readnone, readonly, writeonly or none).
  llvm::SmallVector<std::pair<ObjectId, llvm::Attribute::AttrKind>, 4> ArgObjs;
  /// Objects with this id or above were created during the call: they are
  /// local to it and exempt from its memory effects.
  ObjectId FirstLocal = 0;
  /// True if the memory effects or argument attributes restrict accesses.
  bool Restricted = false;
  /// True while the frame waits for a tail call: the callee may not access
  /// the frame's allocas (LangRef "'call' Instruction").
  bool InTailCall = false;
  /// Objects of captures(none) arguments (tracked in the source role).
  llvm::SmallVector<ObjectId, 2> NoCapture;
  /// Which frame this is, of the run's (Execution::Impl::FrameSerials): its
  /// word file's owner (WordFile::Owner).
  uint64_t Serial = 0;
  /// For a variadic function: the object holding its variadic arguments,
  /// one after another, each in a slot of its size rounded up to 8 bytes
  /// (a va_list is a pointer into it; va_arg reads the next slot).
  ObjectId VaArea = NoProv;
  /// True once an instruction of the frame read undef bits afresh (target
  /// role, rereadUndefOperands): from then on a branch may be on undef.
  bool SawUndef = false;
};

struct Execution::Impl {
  Impl(Execution &E)
      : E(E), I(E.Interp), Mem(E.Mem), ND(E.ND), DL(E.Interp.dataLayout()),
        TLI(E.Interp.libraryInfo()) {
    Stack.reserve(8);
  }
  /// Gives the frames' register arrays back to the Interpreter.
  ~Impl();

  Execution &E;
  Interpreter &I;
  Memory &Mem;
  Nondet &ND;
  /// The environment's rounding mode (Execution::setRounding).
  llvm::RoundingMode Rounding = llvm::RoundingMode::NearestTiesToEven;
  /// How the environment treats denormals (Execution::setDenormalEnv).
  DenormalModes DenormalEnv;
  /// Which implementation of unknown callees the run assumes
  /// (Execution::setCalleeSeed).
  uint64_t CalleeSeed = 0;
  /// The objects unknown callees that only read memory returned, by a key
  /// of the call (its hash) and position in the result.
  llvm::DenseMap<uint64_t, ObjectId> ReadOnlyResults;
  /// The last pointer an unknown callee that may keep it got (its
  /// captures(...) and memory(...) let it store the pointer away), which
  /// the implementation that returns pointers it was given returns later.
  std::optional<RtValue> Escaped;
  const llvm::DataLayout &DL;
  const llvm::TargetLibraryInfo &TLI;
  std::vector<Frame> Stack;
  /// runFast's words of one frame: they stay live between runFast's runs
  /// (a general step or a call in between), so that the hot loop does
  /// not read every register again after each.
  struct WordFile {
    std::vector<WordReg> Words;
    /// The slots whose word was live since Owner's first run
    /// (WordListed), NumListed of them.
    std::vector<uint32_t> Listed;
    uint32_t NumListed = 0;
    /// Frame::Serial of the frame the words are of (0: none).
    uint64_t Owner = 0;
  };
  /// The word file of each depth of Stack.
  std::vector<WordFile> WordFiles;
  /// Room for the slots whose word runFast changed (WordDirty).
  std::vector<uint32_t> DirtyWords;
  /// Frame serials handed out (Frame::Serial).
  uint64_t FrameSerials = 0;
  /// The word file of \p Fr, made \p Fr's (every word dropped) if it was
  /// another frame's.
  WordFile &wordFileOf(Frame &Fr);
  /// Forgets \p Fr's word of \p Slot (if live): the general code writes
  /// the register. Outside runFast only (no word is dirty there).
  void dropWord(const Frame &Fr, uint32_t Slot);
  /// Writes the words runFast changed, the first \p NumDirty of
  /// DirtyWords, back to \p Fr's registers; they stay live (none dirty
  /// after).
  void flushWords(Frame &Fr, WordReg *W, uint32_t &NumDirty);
  Outcome Out;
  bool Done = false;
  const bool HasDeadline =
      I.options().Deadline != std::chrono::steady_clock::time_point::max();
  /// With a deadline, runFast stops at this many steps so that loop() looks
  /// at the clock (every ClockSteps steps of the fast path).
  static constexpr uint64_t ClockSteps = uint64_t(1) << 20;
  uint64_t NextClockCheck = ClockSteps;

  Outcome run(const llvm::Function &F, llvm::ArrayRef<RtValue> Args);
  /// Runs until the run ends: runFast() while it can, step() otherwise.
  void loop();
  void runFast(Frame &Fr);
  /// What a general step knows of choices before it runs (beginStep), for
  /// the taint bookkeeping after it (endStep).
  struct StepTaint {
    size_t Depth;
    uint64_t ChoicesBefore, ResultOnlyBefore;
    bool OperandTaint, OperandPoisonTaint, OverrideBranch, OverrideSelect,
        TaintsPathUnlessResultOnly;
  };
  StepTaint beginStep(Frame &Fr, const DInst &In);
  bool step(Frame &Fr, const DInst &In, const StepTaint &ST);
  void endStep(const DInst &In, const StepTaint &ST);
  // The general rules by instruction family (Exec.cpp; memory and calls in
  // MemoryOps.cpp and Calls.cpp); false if the run ended in the step.
  bool execIntOp(Frame &Fr, const DInst &In);
  bool execFPOp(Frame &Fr, const DInst &In);
  bool execValueOp(Frame &Fr, const DInst &In, bool OverrideSelect);
  bool execControl(Frame &Fr, const DInst &In, bool OverrideBranch);

  // Ending the run.
  void ub(const llvm::Twine &Why, const llvm::Instruction *At);
  void unsupported(const llvm::Twine &Why, const llvm::Instruction *At);
  void stepLimit(const llvm::Twine &Why);
  /// Ends the run because an instruction produced poison (PoisonIsError).
  void poisonProduced(const llvm::Instruction *At);
  const bool PoisonIsError = I.options().PoisonIsError;
  /// Track which values depend on choices (source role only).
  const bool TrackTaint = I.options().Role == ExecRole::Source;
  /// The target reads undef registers afresh at each use
  /// (rereadUndefOperands); the source keeps their known bits instead.
  const bool RereadUndef = I.options().Role == ExecRole::Target;
  /// Copies the operands of \p In that hold undef bits into the frame's
  /// scratch slots, read afresh, and points \p Out (a copy of \p In) at
  /// them; false (Out unused) if none does.
  bool rereadUndefOperands(Frame &Fr, const DInst &In, DInst &Out);
  /// Chooses the undef bits of every scalar of \p V afresh.
  void rereadUndef(RtValue &V);
  /// \p V of type \p SrcTy as a value of \p DstTy (LangRef "'bitcast ..
  /// to' Instruction": as if stored and loaded back; a poison bit poisons
  /// the lane of the result it lands in). A pointer (vector) to a pointer
  /// (vector) is the value as it is.
  RtValue bitcastValue(llvm::Type *SrcTy, llvm::Type *DstTy, const RtValue &V);
  /// True if the integer operand \p Ref, at the instruction \p At of the
  /// top frame, provably depends on undef (UndefWitness.cpp): two choices
  /// of the undef bits it is computed from give different values, or one
  /// gives poison.
  bool undefWitnessed(const Frame &Fr, int32_t Ref,
                      const llvm::Instruction &At) const;
  /// True if \p P holds for an operand of \p In (a GEP's or call's list
  /// included).
  template <typename Pred>
  bool anyOperand(const Frame &Fr, const DInst &In, Pred P) const;
  /// True if an operand of \p In holds a scalar read from undef.
  bool operandsHoldUndef(const Frame &Fr, const DInst &In) const;
  /// True if an operand of \p In depends on a choice (with \p Poison:
  /// if its poison-ness does).
  bool operandsTainted(const Frame &Fr, const DInst &In,
                       bool Poison = false) const;
  /// Taints the result of \p In where only whether it is a NaN is known
  /// not to depend on a choice (NaN-only taint); true if done, false if
  /// the caller taints the whole result. \p Chose: \p In made a choice.
  bool taintOnlyNaNs(Frame &Fr, const DInst &In, bool OperandTaint, bool Chose);
  /// True if \p In is an icmp whose answer depends on no choice although an
  /// operand is tainted: one stays in a class under every choice
  /// (RtValue::intClassTaint), the other depends on none, and the answer
  /// is the same across the class (icmpSameOverClass).
  bool compareIgnoresChoice(const Frame &Fr, const DInst &In) const;
  /// Taints the result of an fneg or binary FP operator with a tainted
  /// operand lane by lane (a NaN-only operand lane gives a NaN-only or an
  /// untainted poison lane); \p Chose if the instruction made a choice.
  void taintFPLanes(Frame &Fr, const DInst &In, bool Chose);
  /// Taints the result of \p In lane by lane (or field by field) where its
  /// lanes come from known operand lanes: element-wise operations, lane
  /// and field moves whose index or condition depends on no choice, and
  /// undef constants and loads of undef bits (undef-only taint, as
  /// integer operations on such lanes: their known bits); true if done,
  /// false if the caller taints the whole result. \p Choices: the number
  /// of choices \p In made.
  bool taintByLane(Frame &Fr, const DInst &In, uint64_t Choices);
  /// Makes the choice of each undef scalar of the argument \p V (of type
  /// \p Ty), undef-only tainted in the source.
  void chooseUndefArg(RtValue &V, llvm::Type *Ty);
  /// True if whether the division \p In is UB may depend on a choice: a
  /// divisor lane depends on one, or a signed dividend lane that does is
  /// divided by -1.
  bool divisionUBMayBeChosen(const Frame &Fr, const DInst &In) const;
  /// Taints the scalars of \p V, the value of the constant \p C, that were
  /// read from an undef in \p C (bits only).
  void taintUndefParts(RtValue &V, const llvm::Constant *C);

  const RtValue &val(const Frame &Fr, int32_t Ref) const {
    return Ref >= 0 ? Fr.Regs[Ref] : Fr.DF->Consts[~Ref];
  }
  /// Reads an operand that may be an undef constant (phi moves).
  RtValue readFresh(const Frame &Fr, int32_t Ref);
  RtValue constant(const llvm::Constant *C);

  /// The denormal mode of FP arithmetic on the scalar type \p Ty in
  /// \p Fr's function, its "dynamic" parts those of the environment
  /// (LangRef "denormal-fp-math": "derived from the dynamic state of the
  /// floating-point environment").
  llvm::DenormalMode denormalMode(const Frame &Fr, const llvm::Type *Ty) const {
    llvm::DenormalMode M = Fr.DF->Denormal.of(Ty);
    const llvm::DenormalMode &Env = DenormalEnv.of(Ty);
    if (M.Input == llvm::DenormalMode::Dynamic)
      M.Input = Env.Input;
    if (M.Output == llvm::DenormalMode::Dynamic)
      M.Output = Env.Output;
    return M;
  }
  /// True if \p In is a binary FP operator whose operands and result
  /// denormal-fp-math may flush (NondetKind::DenormalFlush): its choices
  /// decide whether it is a NaN (0 / denormal is 0, 0 / 0 a NaN), not only
  /// a NaN's bits or a zero's sign.
  bool mayFlushDenormals(const Frame &Fr, const DInst &In) const;
  /// True if, besides, nnan or ninf make the choices decide whether \p In
  /// is poison.
  bool flushMayBePoison(const Frame &Fr, const DInst &In) const;
  /// Makes the sign of a zero result (or of an infinity from dividing by
  /// zero) of an nsz operation a choice.
  void chooseZeroSign(unsigned Opcode, llvm::Type *Ty, const RtValue &Divisor,
                      RtValue &R);
  /// Under nsz on the select or phi \p I, makes the sign of each zero lane
  /// of its floating-point scalar or vector result \p V a choice.
  void chooseResultZeroSigns(const llvm::Instruction &I, RtValue &V);
  /// Lane \p Lane of the FBin \p In on \p X and \p Y, whose IEEE result
  /// is \p R: where arcp or contract allow other results that differ
  /// from \p R, the result is a choice among them (NondetKind::FPRewrite).
  RtValue chooseFPRewrite(const Frame &Fr, const DInst &In, llvm::Type *Ty,
                          const RtValue &X, const RtValue &Y, unsigned Lane,
                          RtValue R);
  /// True if the run allocated \p Obj (a stack or heap object): its
  /// address is the layout's choice, unlike those of globals and argument
  /// buffers, which are inputs shared by source and target (LangRef
  /// "Pointer Aliasing Rules", "'alloca' Instruction").
  bool isRunObject(ObjectId Obj) const;
  /// Objects that existed when the call began (globals, argument buffers).
  ObjectId ObjectsBeforeRun = 0;
  /// Set if Execution::setGlobalBytes gave a `constant` global bytes it
  /// does not hold: the run is UB from its start.
  std::string WroteConstant;
  /// Records that a result depends on the address of \p Obj, if the run
  /// allocated it (NondetKind::Address): the one home of that rule. Every
  /// route by which an address becomes data calls it: ptrtoint/ptrtoaddr,
  /// pointer bytes read as data (DecodeNotes), pointer comparisons and
  /// ptrmask that the layout decides, accesses whose validity the layout
  /// decides, and external calls whose modelled result hashes an address.
  void noteAddressOf(ObjectId Obj);
  void noteAddress(const RtValue &P) { noteAddressOf(P.prov()); }
  /// noteAddressOf for each object a decoding read address bits of.
  void noteAddresses(const DecodeNotes &Notes) {
    for (ObjectId O : Notes.AddressProvs)
      noteAddressOf(O);
  }
  /// noteAddress for every pointer scalar in \p V.
  void noteAddressesIn(const RtValue &V);
  /// Records a pointer comparison whose result depends on the layout.
  void notePointerCompare(llvm::CmpInst::Predicate Pred, const RtValue &A,
                          const RtValue &B);
  /// Records an access through \p Ptr to object \p Obj (which it may
  /// access in this layout) whose validity another layout could change.
  void noteLayoutDependentAccess(const RtValue &Ptr, ObjectId Obj,
                                 uint64_t Align);

  /// Takes edge \p EdgeIdx of the current frame.
  void takeEdge(Frame &Fr, uint32_t EdgeIdx);

  // Instruction families (each in its own file).
  void execMemory(Frame &Fr, const DInst &In); // MemoryOps.cpp
  // The memory instructions execMemory hands on (MemoryOps.cpp).
  void execAlloca(Frame &Fr, const DInst &In);
  /// The object of the alloca \p In for a count of \p N elements of
  /// \p EltSize bytes, made for the frame \p Fr; NoProv where it would pass
  /// the memory limit (\p Why says how). The hot loop's too.
  ObjectId allocaObject(Frame &Fr, const DInst &In, uint64_t N,
                        uint64_t EltSize, const char *&Why);
  void execAtomicRMW(Frame &Fr, const DInst &In);
  /// Every Frame::VaArea of the run (a va_list pointing elsewhere was not
  /// made by va_start).
  llvm::DenseSet<ObjectId> VaAreas;
  /// va_arg, with llvm.va_start, llvm.va_copy and llvm.va_end
  /// (callVaIntrinsic) on the model of Frame::VaArea.
  void execVaArg(Frame &Fr, const DInst &In);
  bool callVaIntrinsic(llvm::Intrinsic::ID ID, const llvm::CallBase &CB,
                       llvm::ArrayRef<RtValue> Args);
  /// The live object pointer argument \p K of \p CB (value \p P) points
  /// into by its provenance, and its offset there (one past the end
  /// included); std::nullopt for a non-pointer, poison or a pointer
  /// without exact provenance.
  std::optional<std::pair<ObjectId, uint64_t>>
  argObject(const llvm::CallBase &CB, unsigned K, const RtValue &P) const;
  /// What an unknown callee \p F may read through its pointer arguments
  /// (Event::Memory), given the call's memory effects \p ME (callEffects).
  std::vector<Event::ArgMemory> readableArgMemory(const llvm::Function &F,
                                                  const llvm::CallBase *CB,
                                                  llvm::ArrayRef<RtValue> Args,
                                                  llvm::MemoryEffects ME) const;
  /// Calls \p Fn on each byte an initializes((lo, hi)) attribute of
  /// argument \p K of \p CB (a call of \p F) names, as an index into the
  /// \p Size bytes of the object the argument points into at \p Offset.
  void forEachInitializedByte(const llvm::Function &F, const llvm::CallBase &CB,
                              unsigned K, uint64_t Offset, uint64_t Size,
                              llvm::function_ref<void(uint64_t)> Fn) const;
  /// Puts the variadic arguments Args[F.arg_size()...] of a call of \p F
  /// into a new Frame::VaArea of \p Fr; false (the run ended) if the
  /// memory limit does not allow it.
  bool makeVaArea(Frame &Fr, const llvm::Function &F,
                  llvm::ArrayRef<RtValue> Args, const llvm::CallBase *CallSite);
  void execCmpXchg(Frame &Fr, const DInst &In);
  void execCall(Frame &Fr, const DInst &In);   // Calls.cpp
  void execReturn(Frame &Fr, const DInst &In); // Calls.cpp
  /// Checks the operand bundles of a call to llvm.assume; false (after
  /// ending the run) if one does not hold.
  bool checkAssumeBundles(const Frame &Fr, const DInst &In,
                          const llvm::CallBase &CB);
  /// Enters \p F with \p Args; false if the run ended (UB in arguments).
  /// \p Plan, if given, is the CallPlan of the direct call \p CallSite.
  bool enter(const llvm::Function &F, llvm::MutableArrayRef<RtValue> Args,
             const llvm::CallBase *CallSite, uint32_t RetDst,
             const CallPlan *Plan = nullptr);
  // External calls. callExternal and the functions it hands a call to
  // share one contract:
  // - true: the call returns; Result is its value (left alone for a call
  //   without one, e.g. free or llvm.memset).
  // - false: the run ended in the call, and the function (or a helper it
  //   called, such as loadBytes or allocateHeap) has already set the
  //   outcome and Done: ub() or unsupported(), or Out directly for calls
  //   that end the program (exit: OutcomeKind::Exit with the status;
  //   abort, __assert_fail, llvm.trap and noreturn callees:
  //   OutcomeKind::Abort). The caller only stops: it sets no outcome.
  // Those with a Known parameter model one group of callees: Known is false
  // if \p F (or \p ID) is not in the group, and then they return true and
  // change nothing else, and the caller tries the next group.

  /// Calls an external function or intrinsic: callMemoryIntrinsic, then
  /// evalIntrinsic for intrinsics; callLibC, callAllocator, then
  /// callUnknown for other functions.
  bool callExternal(const llvm::Function &F, const llvm::CallBase *CB,
                    llvm::ArrayRef<RtValue> Args, RtValue &Result);
  /// Calls an external function that is neither an intrinsic nor a known
  /// C library function (an observable event with a deterministic result).
  bool callUnknown(const llvm::Function &F, const llvm::CallBase *CB,
                   llvm::ArrayRef<RtValue> Args, RtValue &Result,
                   const UnknownCallFacts &Facts);
  /// True if \p P may point into the object of a noalias argument of an
  /// active call.
  bool reachesNoAliasArgument(const RtValue &P) const;
  /// For the implementation of an unknown function \p F that reads through
  /// its pointer arguments: false (after UB) where the call site \p CB, or
  /// a calling function, says it reads none of them.
  bool readsArgumentsAsDeclared(const llvm::Function &F,
                                const llvm::CallBase &CB,
                                llvm::ArrayRef<RtValue> Args);
  /// True if a willreturn function is on the stack (a call that does not
  /// return is UB in it): with callMustReturnByAttributes, whether a call
  /// returns in every defined run.
  bool willReturnFrameOnStack() const;
  /// What a call's pointer argument \p K (the pointer \p P) means to the
  /// modelled callee when it reads \p Size bytes through it (a byval copy,
  /// or declaredArgReads): a key of those bytes, not the caller's address.
  RtValue argBytesKey(const llvm::Function &F, const llvm::CallBase &CB,
                      unsigned K, const RtValue &P, uint64_t Size);
  /// The key of a captures(none) pointer argument by the bytes the callee
  /// may read through it (\p AM, empty if none) and its offset there;
  /// std::nullopt where a byte holds a pointer.
  std::optional<RtValue> memoryKey(const Event::ArgMemory &AM) const;
  /// Calls a function LLVM treats as an allocator, deallocator or
  /// reallocator (Allocators.cpp); Known is false if \p F is none.
  bool callAllocator(const llvm::Function &F, const llvm::CallBase *CB,
                     llvm::ArrayRef<RtValue> Args, RtValue &Result,
                     bool &Known);
  /// Calls one of the C library functions modelled (LibC.cpp): by name
  /// printf, puts, putchar, malloc, calloc, realloc, free, memcpy,
  /// memmove, memset, strlen, strcmp, exit, abort and __assert_fail; through
  /// TargetLibraryInfo, with the C prototype, memcmp, bcmp, memrchr, ffs,
  /// ffsl, ffsll, fabs, fabsf and fabsl. Known is false for any other \p F.
  /// Returns false (the run ended) for UB (a poison argument, an invalid free
  /// or memory access), for what is not modelled (too few arguments, an
  /// unsupported printf conversion, the memory limit), and always for exit,
  /// abort and
  /// __assert_fail.
  bool callLibC(const llvm::Function &F, const llvm::CallBase *CB,
                llvm::ArrayRef<RtValue> Args, RtValue &Result, bool &Known);
  /// Calls one of the memory and stack intrinsics modelled here
  /// (Calls.cpp): memcpy, memmove, memset (and their inline forms),
  /// lifetime.start/end, ptrmask, threadlocal.address,
  /// stacksave/stackrestore, invariant.start/end,
  /// launder/strip.invariant.group, the no-op hints (donothing, sideeffect,
  /// noalias.scope.decl, annotations), trap and ubsantrap; Known is false
  /// for any other \p ID (evalIntrinsic's). Returns false (the run ended) for
  /// UB (a poison length, overlapping memcpy ranges, an invalid access) and for
  /// llvm.trap and llvm.ubsantrap. (LibC.cpp also calls it for the C
  /// functions memcpy, memmove and memset.)
  /// A constrained FP intrinsic (fadd, fsub, fmul, fdiv, frem, fma) in the
  /// environment's rounding mode; the others are unsupported.
  bool callConstrainedFP(const llvm::ConstrainedFPIntrinsic &CFP,
                         llvm::ArrayRef<RtValue> Args, RtValue &Result);
  bool callMemoryIntrinsic(llvm::Intrinsic::ID ID, const llvm::CallBase &CB,
                           llvm::ArrayRef<RtValue> Args, RtValue &Result,
                           bool &Known);

  // Memory helpers used by several families. They end the run with UB and
  // return false on an invalid access.
  bool loadBytes(const RtValue &Ptr, uint64_t Size, uint64_t Align,
                 std::vector<MemByte> &Out, const llvm::Instruction *At);
  bool storeBytes(const RtValue &Ptr, llvm::ArrayRef<MemByte> Bytes,
                  uint64_t Align, const llvm::Instruction *At);
  bool readCString(const RtValue &Ptr, std::string &Out,
                   const llvm::Instruction *At);
  /// The value of byte \p B as a C library function reads it, an unsigned
  /// char (C11 7.24.1p1): a stored pointer's byte is its address as data
  /// (noteAddressOf); undef bits are a choice (NondetKind::Undef), and so
  /// are poison bits (NondetKind::FreezePoison) for a caller that reads a
  /// poison byte as an arbitrary one (others check PoisonMask first).
  uint8_t charOf(const MemByte &B);
  /// The character \p C that a C library function reads from byte \p B
  /// of a string or of the data it prints (puts, printf's format and %s,
  /// fwrite, fputs): a poison byte is UB (ended with \p Reading in the
  /// reason; false), any other byte is charOf's.
  bool definedChar(const MemByte &B, uint8_t &C, const llvm::Twine &Reading,
                   const llvm::Instruction *At);
  RtValue nullPtr() const { return RtValue(llvm::APInt(I.pointerBits(), 0)); }
  /// Allocates the heap block of \p Size bytes that a call \p CB to the
  /// allocation function \p F returns (LibC.cpp, Allocators.cpp). A size
  /// beyond half the address space, which no allocator grants, sets
  /// \p Fails (the call returns null). A size the interpreter's memory
  /// limit cannot hold ends the run as unsupported: a real allocator may
  /// grant it, so a null result would be a false failure. Returns NoProv
  /// in both cases.
  ObjectId allocateHeap(const llvm::APInt &Size, uint64_t Align,
                        const llvm::Function &F, const llvm::CallBase *CB,
                        MemByte Fill, bool &Fails);

  /// Choices made by the external call now running that touch only its
  /// result, which carries their taint (LibC.cpp: the magnitude of
  /// memcmp's result): the loop does not taint the path for them.
  uint64_t ResultOnlyChoices = 0;
  /// The call of an unknown function now made, if the choice-dependent
  /// (tainted) arguments it gets reach only its result
  /// (taintReachesOnlyResult): the loop then taints that result instead
  /// of the path.
  const llvm::Instruction *TaintOnlyResultOf = nullptr;
  /// True if the tainted arguments \p Args of the call \p CB of the unknown
  /// function \p F reach only its result: a direct call (not an invoke) of
  /// an opaque function (never merged, dropped or reordered as an event),
  /// or of a removable one (no event) without a pointer in its result, and
  /// whose result has no attribute but noundef and no metadata
  /// (UnknownCallFacts::ResultMayTakeTaint, which the caller checks first),
  /// whose tainted arguments are integer or floating-point values with no
  /// attribute but noundef, tainted in their bits only (their poison-ness
  /// and undef-ness are the same under every choice). What the model does
  /// then depends on those bits only through the result (hashCall) and the
  /// event, which the checker compares with their taint.
  bool taintReachesOnlyResult(const llvm::Function &F, const llvm::CallBase &CB,
                              llvm::ArrayRef<RtValue> Args) const;

  /// Frames that restrict memory accesses or wait for a tail call; while
  /// zero, accesses skip checkEffects().
  unsigned RestrictingFrames = 0;
  enum class EffectCheck { Allowed, PoisonRead, UB };
  /// applyValueAttrs on this run's memory, noting an address observed
  /// where an `align` depends on the layout (LangRef "Parameter
  /// Attributes": align; the layout is not specified).
  const char *valueAttrs(const ValueAttrFacts &Facts, llvm::Type *Ty,
                         RtValue &V);
  /// valueAttrs with the facts of \p Attrs (Interpreter::valueAttrFacts).
  const char *valueAttrs(const llvm::AttributeSet &Attrs, llvm::Type *Ty,
                         RtValue &V) {
    return valueAttrs(I.valueAttrFacts(Attrs), Ty, V);
  }
  /// True if \p Obj is an alloca (or byval copy) of a frame waiting for a
  /// tail call, which its callee must not access.
  bool hiddenByTailCall(ObjectId Obj) const;
  /// Checks an access to object \p Obj against the memory effects and
  /// argument attributes of every active call, and against tail calls.
  /// \p ThroughObj: the pointer has \p Obj's own provenance (not one made
  /// from an integer).
  EffectCheck checkEffects(ObjectId Obj, bool IsWrite, bool ThroughObj,
                           const char *&Why);
  /// The fast paths of a load or store of i8..i64 (DInst::FastWidth) and
  /// of a planned GEP (GEPPlan) on words (loadWord): false where the
  /// general code must decide. They make no choice and note nothing.
  bool fastLoad(const DInst &In, const WordReg &P, WordReg &Out);
  bool fastStore(const Frame &Fr, const DInst &In, const WordReg &V,
                 const WordReg &P);
  /// \p Ix: the words of the plan's variable indices, in order.
  bool fastGEP(const GEPPlan &G, const WordReg &Base,
               llvm::ArrayRef<WordReg> Ix, WordReg &Out);
  /// The bytes a fast load or store \p In through the pointer \p P
  /// accesses, or null where the general code must decide.
  MemByte *fastAccess(const WordReg &P, const DInst &In, bool IsWrite);
  /// The \p Size bytes an access through the pointer \p P, aligned to
  /// \p Align, reaches (setting \p Obj), or null where the general code
  /// must decide (fastAccess, fastMemRange).
  MemByte *fastBytes(const WordReg &P, uint64_t Size, uint64_t Align,
                     bool IsWrite, ObjectId &Obj);
  /// Under frames that restrict accesses (RestrictingFrames): true if
  /// checkEffects allows an access to \p Obj through its own pointer.
  bool fastEffectsAllow(ObjectId Obj, bool IsWrite);
  /// The fast paths of the planned (CallPlan::MemAlign) llvm.memcpy or
  /// memmove of \p Len bytes from \p Src to \p Dst, and of llvm.memset of
  /// \p Len bytes \p Byte at \p Dst, in frame \p Fr: false where the
  /// general code must decide (callMemoryIntrinsic).
  bool fastMemCopy(const Frame &Fr, const CallPlan &P, const WordReg &Dst,
                   const WordReg &Src, uint64_t Len);
  bool fastMemSet(const Frame &Fr, const CallPlan &P, const WordReg &Dst,
                  uint8_t Byte, uint64_t Len);
  /// fastMemSet (\p Second the fill byte's word) or fastMemCopy (\p Second
  /// the source's) for the call \p In, as its FastOp says.
  bool fastMemIntrinsic(const Frame &Fr, const DInst &In, const WordReg &Dst,
                        const WordReg &Second, uint64_t Len);
  /// The \p Len bytes argument \p K (the pointer \p P) of the planned
  /// memory intrinsic \p Plan accesses, or null (fastMemCopy).
  MemByte *fastMemRange(const Frame &Fr, const CallPlan &Plan, unsigned K,
                        const WordReg &P, uint64_t Len, bool IsWrite);
  /// What the promises of the call site \p CB of \p F and of the active
  /// calls make of the modelled read through its argument \p K (the
  /// pointer \p P); \p Why says which promise.
  EffectCheck argReadEffect(const llvm::Function &F, const llvm::CallBase &CB,
                            unsigned K, const RtValue &P, const char *&Why);
  /// Checks that [Ptr, Ptr + Size) may be accessed; sets \p Obj and
  /// \p Off. Ends the run with UB and returns false if not. Sets
  /// \p PoisonRead for a read that returns poison instead.
  bool checkRange(const RtValue &Ptr, uint64_t Size, uint64_t Align,
                  bool IsWrite, const llvm::Instruction *At, ObjectId &Obj,
                  uint64_t &Off, bool &PoisonRead);
  void setInTailCall(Frame &Fr, bool On);
  /// True (after ending the run) if \p V carries a pointer into an object
  /// of a captures(none) argument of the current frame and so escapes it
  /// (LangRef "Pointer Capture"); only in the source role.
  bool capturesArgument(const Frame &Fr, const RtValue &V,
                        const llvm::Instruction *At);
};

/// Applies !range, !nonnull, !align (violations make the value poison) and
/// !noundef and !dereferenceable of a load or call to its result \p V.
/// Returns the reason for immediate UB, or null.
const char *applyResultMetadata(const llvm::Instruction &I, RtValue &V,
                                const Memory &Mem);

/// Applies nnan/ninf of a select, phi or call to its FP result \p V.
void applyResultFMF(const llvm::Instruction &I, RtValue &V);

/// True if \p Attrs holds an attribute applyValueAttrs acts on (range,
/// nonnull, align, nofpclass, noundef, dereferenceable,
/// dereferenceable_or_null); others (e.g. immarg, noalias, zeroext) leave
/// the value alone.
bool hasValueAttrs(const llvm::AttributeSet &Attrs);

/// What applyValueAttrs reads of a parameter's or return value's attribute
/// set, read once (Interpreter::valueAttrFacts keeps them per set): a call
/// then asks LLVM's attribute lists nothing.
struct ValueAttrFacts {
  /// hasValueAttrs: at least one of the attributes below.
  bool Any = false;
  std::optional<llvm::ConstantRange> Range;
  bool NonNull = false, NoUndef = false, Writable = false;
  uint64_t Align = 1;
  llvm::FPClassTest NoFP = llvm::fcNone;
  uint64_t Deref = 0, DerefOrNull = 0;
  /// NoUndef and none of the others (clang's parameters and results): the
  /// check is containsPoisonOrUndef alone.
  bool OnlyNoUndef = false;

  static ValueAttrFacts of(const llvm::AttributeSet &Attrs);
};

/// The facts of argument \p K of a call of \p Callee at \p CB (may be
/// null), from \p I's cache (Interpreter::valueAttrFacts).
ArgAttrFacts argAttrFacts(const Interpreter &I, const llvm::CallBase *CB,
                          const llvm::Function &Callee, unsigned K);

/// Applies the value attributes of a parameter or return value (LangRef
/// "Parameter Attributes": range, nonnull, align make a violating value
/// poison) to \p V of type \p Ty. Returns the reason for immediate UB
/// (a noundef value that is not well defined, a dereferenceable pointer
/// that is not), or null. Sets \p LayoutDependent if an `align` was
/// checked against a pointer into an object of \p Mem the run allocated
/// (\p IsRunObject) less aligned than that: whether it holds depends on
/// where the object lies.
const char *
applyValueAttrs(const ValueAttrFacts &Attrs, llvm::Type *Ty, RtValue &V,
                const Memory &Mem,
                llvm::function_ref<bool(ObjectId)> IsRunObject = nullptr,
                bool *LayoutDependent = nullptr);

/// What a call of the declaration \p F at \p CB (may be null) is to
/// callUnknown, in a module \p I runs.
UnknownCallFacts unknownCallFacts(const llvm::Function &F,
                                  const llvm::CallBase *CB,
                                  const Interpreter &I);

/// True if a call of \p F at \p CB (may be null) returns by its
/// attributes: willreturn, speculatable, or mustprogress with only reads.
bool callMustReturnByAttributes(const llvm::Function &F,
                                const llvm::CallBase *CB);

/// The memory effects of a call of \p F at \p CB (may be null): the
/// callee's narrowed by the call site's attributes, also for an indirect
/// call, whose CallBase::getMemoryEffects does not know \p F.
llvm::MemoryEffects callEffects(const llvm::Function &F,
                                const llvm::CallBase *CB);

/// True if callLibC models a call of \p F (Known; by name or through
/// \p TLI).
bool isModelledLibCFunction(const llvm::Function &F,
                            const llvm::TargetLibraryInfo &TLI);

/// True if callAllocator takes a call of \p F at \p CB (null: not a call
/// site) as its own (Known): LLVM sees an allocator, deallocator or
/// reallocator there, or \p F has an allockind.
bool isAllocatorCall(const llvm::Function &F, const llvm::CallBase *CB,
                     const llvm::TargetLibraryInfo &TLI);

} // namespace refinery

#endif
