//===- oracle/Interpreter.h - Poison-aware LLVM IR interpreter --*- C++ -*-===//
///
/// \file
/// Executes LLVM IR as the LangRef of LLVM 22 defines it, with immediate UB,
/// poison and undef. Functions are decoded once into slot-indexed code; an
/// Execution runs one call with fresh memory. The interpreter never exits or
/// aborts on a program's behaviour: every run ends in an Outcome.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_ORACLE_INTERPRETER_H
#define REFINERY_ORACLE_INTERPRETER_H

#include "semantics/FloatOps.h"
#include "semantics/Memory.h"
#include "semantics/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/FloatingPointMode.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/Support/Error.h"
#include <chrono>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class BasicBlock;
class Constant;
class Function;
class GlobalValue;
class Module;
class TargetLibraryInfo;
class TargetLibraryInfoImpl;
class Type;
} // namespace llvm

namespace refinery {

/// Fixed addresses for globals and functions, by name. The oracle gives the
/// source and the optimized module one layout so that the globals they
/// share have equal addresses.
struct GlobalLayout {
  llvm::StringMap<uint64_t> Base;
  /// The first address after every planned object.
  uint64_t End = 0x1000;
  /// Declared functions whose result a declaration in some module promises
  /// well defined (mayReturnPoison() false) or non-null (nonnull,
  /// dereferenceable). The modelled implementation of an unknown function
  /// is one function for source and target, so it keeps the promises of
  /// both modules' declarations.
  llvm::StringSet<> DefinedResults, NonNullResults;
  /// Declared functions whose result a declaration in some module promises
  /// aligned (`align` on the return), with the largest such alignment.
  llvm::StringMap<uint64_t> ResultAligns;
  /// Functions some module defines available_externally: the other
  /// module may only declare them (elim-avail-extern), and a call of the
  /// declaration runs that definition's equivalent, which the interpreter
  /// of the declaring module does not have.
  llvm::StringSet<> AvailableExternally;
  /// Per declared function, per parameter: the bytes the modelled
  /// implementation reads through it, the least declaredArgReads over the
  /// modules that declare it (one function for source and target).
  llvm::StringMap<llvm::SmallVector<uint64_t, 4>> ArgReads;
};

/// True if the declaration \p F lets its result be poison (LangRef
/// "Parameter Attributes": noundef, and dereferenceable(_or_null), which
/// implies it; a broken nonnull, align or range makes a result poison).
/// An allocsize function returns a pointer to memory or null ("Function
/// Attributes").
bool mayReturnPoison(const llvm::Function &F);

/// The bytes the modelled implementation of an unknown declared function
/// \p F reads through its pointer parameter \p K: N where \p F may read
/// argument memory through it and promises dereferenceable(N) there; 0
/// otherwise (then the address itself is what the result depends on).
uint64_t declaredArgReads(const llvm::Function &F, unsigned K);

/// True if the declaration \p F promises a non-null pointer result.
bool promisesNonNullResult(const llvm::Function &F);

/// Plans addresses for the union of the globals and functions of
/// \p Modules (each object as large and as aligned as in any module).
GlobalLayout planGlobalLayout(llvm::ArrayRef<const llvm::Module *> Modules);

/// Which side of a refinement check an execution is on. Where the LangRef
/// leaves a rule open (e.g. what exactly counts as capturing a
/// captures(none) pointer), the source takes the more undefined reading and
/// the target the more defined one, so that no doubt becomes a violation.
enum class ExecRole : uint8_t {
  Standalone, ///< a run of its own (`refinery exec`), neither side of a check
  Source,
  Target,
};

/// Bounds of one execution.
struct ExecOptions {
  /// Steps before the run ends with StepLimit. An instruction costs a step
  /// per 64-bit word of its widest integer, multiplication, division and
  /// remainder the square of that (what APInt spends on them), so that a
  /// bound on steps is a bound on time also for very wide integers.
  uint64_t MaxSteps = 100'000'000;
  /// A wall-clock bound: a run still going at this point ends with
  /// StepLimit ("time limit reached"). The default never comes.
  std::chrono::steady_clock::time_point Deadline =
      std::chrono::steady_clock::time_point::max();
  /// Bytes that may be allocated (stack, heap and globals together). Each
  /// byte of the program costs 8 bytes of the interpreter's memory.
  uint64_t MaxMemory = 64ull << 20;
  /// Nested calls before the run ends with StepLimit.
  unsigned MaxCallDepth = 10'000;
  /// Where globals go; null: one after another in module order.
  const GlobalLayout *Layout = nullptr;
  ExecRole Role = ExecRole::Standalone;
  /// End the run (as UB, reason "poison produced ...") at the first
  /// instruction whose result contains poison: for checking that generated
  /// programs never make poison.
  bool PoisonIsError = false;
  /// Run calls of unknown external functions as the checker's source and
  /// target do (one modelled implementation, Interpreter::setCalleeSeed)
  /// also in a Standalone run, which otherwise calls them unsupported: for
  /// checking that generated programs that call them are UB-free.
  bool ModelUnknownCalls = false;
  /// The vscale of the runs (LangRef "Vector Type": a <vscale x N x T>
  /// value has N * vscale lanes, and llvm.vscale returns it), at most
  /// MaxVScale. 0: none, and what depends on it (an instruction or
  /// argument of a scalable vector type, llvm.vscale) is unsupported. In
  /// CheckOptions it is the vscale asked for (`--vscale`), 0 letting the
  /// functions' vscale_range decide (chooseVScale), and each function
  /// pair sets the one its runs use (Interpreter::setVScale).
  unsigned VScale = 0;
};

enum class OutcomeKind : uint8_t {
  Return,      ///< The function returned (Value is set unless void).
  Exit,        ///< The program called exit(); Value is the i32 status.
  Abort,       ///< The program called abort().
  UB,          ///< Immediate undefined behaviour; Reason says which.
  StepLimit,   ///< Ran out of steps or call depth.
  Unsupported, ///< Used a feature the interpreter does not model.
};

/// The stable lower-case name of an outcome kind ("return", "ub", ...).
const char *outcomeName(OutcomeKind K);

/// A call to an external function: the observable behaviour of a run.
struct Event {
  std::string Callee;
  std::vector<RtValue> Args;
  /// True if nothing is known of the callee (memory effects unknown), so
  /// an optimizer can neither drop, repeat nor reorder the call.
  bool Opaque = true;
  /// What the callee may read through an argument: the bytes of the object
  /// it points into when the call was made, and its offset in them.
  struct ArgMemory {
    std::vector<MemByte> Bytes;
    uint64_t Offset = 0;
  };
  /// Per argument, where the memory effects and the argument's attributes
  /// let the callee read through it (empty Bytes otherwise). One possible
  /// implementation of the callee reads and reports all of it, so those
  /// bytes are as observable as the arguments.
  std::vector<ArgMemory> Memory;
  /// True if the run had made no nondeterministic choice (nor observed an
  /// address) before the call and the callee may not return (no
  /// willreturn): every run of the same input makes this call as it is,
  /// whatever happens after it (UB after a call that may not return does
  /// not reach back before it).
  bool ChoiceFreeBefore = false;
  /// True if no optimizer may drop the call: the callee may not return
  /// (no willreturn), or may write memory that is not its arguments'
  /// (LangRef "Function Attributes": memory, willreturn). LLVM removes a
  /// call only if it has no side effects (it may write nothing, returns and
  /// does not unwind); one writing only through its arguments is left
  /// out here, as dead-store elimination may reason about its writes.
  bool Essential = false;
  /// True if the callee writes no memory it may read (a readonly one, or
  /// one that writes inaccessible memory and reads only other memory):
  /// two identical calls (same callee and arguments, nothing written in
  /// between) have the effect of one, and an optimizer may merge them
  /// (CSE, LICM), so such calls count once per argument list.
  bool Mergeable = false;
  /// True if the callee accesses no memory (memory(none)): its result
  /// depends on its arguments alone and it has no effect, so a repeat with
  /// the same arguments is the first call again, wherever it comes.
  bool NoMemory = false;
};

/// How a run ended.
struct Outcome {
  OutcomeKind Kind = OutcomeKind::Return;
  /// The returned value (Return) or exit status (Exit).
  RtValue Value;
  bool HasValue = false;
  llvm::Type *ValueTy = nullptr;
  /// For UB, StepLimit and Unsupported: what happened, and where.
  std::string Reason;
  /// True if a nondeterministic choice was made during the run.
  bool Nondeterministic = false;
  /// Which kinds of nondeterminism occurred (bit 1 << NondetKind).
  unsigned NondetKinds = 0;
  /// In the source role: true if a value that depends on a choice reached
  /// anything but pure computation (a branch, memory, a call, a check that
  /// may be UB; not a branch whose direction the policy decided,
  /// NondetPolicy::overridesOutcomes). A select whose arm the policy
  /// decided gives that arm with its own taint. While false, the run's control
  /// flow, memory, calls and UB are the same under every choice, and only the
  /// scalars of Value marked tainted may differ.
  bool PathTainted = false;
  /// In the source role: true if a value read from undef lost its undef
  /// mark (an undef float, an integer wider than 64 bits, an operation its
  /// known bits do not follow, such as one with nsw). Until then a value
  /// computed from undef is marked undef wherever a choice could change
  /// it, so a branch on it is UB, never a direction the policy decides.
  bool UndefUntracked = false;
  /// What the program wrote to stdout (printf, puts, putchar).
  std::string Stdout;
  /// What the program wrote to each stream given by a FILE* (fwrite,
  /// fputc, putc, fputs), keyed by that pointer's address: the bytes in
  /// order, as one sequence per stream whichever calls wrote them (LLVM
  /// rewrites these calls into one another). The address is shared by
  /// source and target for a global or an argument buffer; a stream in an
  /// object the run allocated makes the run address-nondeterministic.
  std::map<uint64_t, std::string> Streams;
  /// External calls in order.
  std::vector<Event> Events;
  uint64_t Steps = 0;
  /// The instructions the general code executed; the other steps ran in
  /// the interpreter's hot loop (a measure of its reach).
  uint64_t GeneralSteps = 0;
};

struct DecodedFunction;
struct ValueAttrFacts;
class Interpreter;

/// The steps \p I costs (ExecOptions::MaxSteps, Outcome::Steps): a step per
/// 64-bit word of its widest integer operand or result, the square of that
/// for multiplication, division, remainder and intrinsics. (The generator
/// bounds its functions' steps by it.)
uint32_t stepCost(const llvm::Instruction &I);

/// One execution: fresh memory holding the module's globals, then one call.
/// Callers may allocate argument buffers before the call and inspect memory
/// after it.
class Execution {
public:
  Execution(Interpreter &Interp, NondetPolicy &Policy);
  ~Execution();

  /// Calls \p F with \p Args (one value per parameter, then a variadic
  /// function's variadic arguments).
  Outcome call(const llvm::Function &F, llvm::ArrayRef<RtValue> Args);

  Memory &memory() { return Mem; }
  /// Sets the rounding mode of the floating-point environment the call
  /// runs in (round to nearest, ties to even, by default), which only
  /// constrained FP intrinsics see.
  void setRounding(llvm::RoundingMode RM);
  /// Sets how the floating-point environment the call runs in treats
  /// denormals, input and output (IEEE by default): what a
  /// "denormal-fp-math" part that says "dynamic" reads. \p Env may have no
  /// Dynamic or Invalid part.
  void setDenormalEnv(const DenormalModes &Env);
  /// Numbers the implementation of unknown external functions the run
  /// assumes (0, the default: the first). Their results depend on their
  /// name, their arguments and this number, so runs with the same number
  /// see the same functions, and runs with others see other functions.
  void setCalleeSeed(uint64_t Seed);
  /// Allocates a heap-like buffer for a pointer argument; returns a pointer
  /// to its start, or a null pointer if the memory limit is reached.
  RtValue allocateBuffer(uint64_t Size, uint64_t Align,
                         MemByte Fill = MemByte::uninit());

  /// The runtime value of a constant (for arguments given as constants).
  RtValue constantValue(const llvm::Constant *C);
  /// Overwrites the start of the memory of global \p G with \p Bytes (as
  /// far as both reach); false if \p G has no memory in this execution.
  /// Bytes a `constant` \p G does not hold make the next call UB: other
  /// code may not have written them.
  bool setGlobalBytes(const llvm::GlobalVariable &G,
                      llvm::ArrayRef<MemByte> Bytes);

  /// The execution engine (oracle/interp/Engine.h); internal.
  struct Impl;

private:
  friend class Interpreter;
  Interpreter &Interp;
  Nondet ND;
  Memory Mem;
  std::unique_ptr<Impl> State;
};

/// Holds a module's decoded functions and global layout; runs Executions.
class Interpreter {
public:
  Interpreter(const llvm::Module &M, ExecOptions Opts = {});
  ~Interpreter();

  /// Runs \p F on \p Args with fresh memory; a convenience over Execution.
  Outcome run(const llvm::Function &F, llvm::ArrayRef<RtValue> Args,
              NondetPolicy &Policy);

  const llvm::Module &module() const { return M; }
  const llvm::DataLayout &dataLayout() const { return DL; }
  const ExecOptions &options() const { return Opts; }
  /// Sets the wall-clock bound of the executions started from now on.
  void setDeadline(std::chrono::steady_clock::time_point D) {
    Opts.Deadline = D;
  }
  /// Sets the step bound (ExecOptions::MaxSteps) of the executions started
  /// from now on.
  void setMaxSteps(uint64_t N) { Opts.MaxSteps = N; }
  unsigned pointerBits() const { return PointerBits; }
  /// The vscale of the runs (ExecOptions::VScale), 0 if there is none.
  unsigned vscale() const { return Opts.VScale; }
  /// Sets the vscale of the executions started from now on (no Execution
  /// may be running): a scalable vector's lanes are decoded with it, so
  /// another value decodes the functions again.
  void setVScale(unsigned VScale);
  /// The store size of \p Ty in bytes with vscale resolved (resolveSize).
  uint64_t storeSize(llvm::Type *Ty) const {
    return resolveSize(DL.getTypeStoreSize(Ty), Opts.VScale);
  }
  /// The allocation size of \p Ty in bytes with vscale resolved.
  uint64_t allocSize(llvm::Type *Ty) const {
    return resolveSize(DL.getTypeAllocSize(Ty), Opts.VScale);
  }
  /// The lanes of a value of the vector type \p Ty (laneCount).
  unsigned lanes(llvm::Type *Ty) const { return laneCount(Ty, Opts.VScale); }

  /// Prints \p V of type \p Ty as LLVM prints that constant with its type
  /// ("i8 -1", "<2 x i8> <i8 1, i8 poison>", "ptr null", "ptr @g").
  std::string formatValue(llvm::Type *Ty, const RtValue &V) const;

  /// The decoded form of \p F (decoded on first use).
  const DecodedFunction &decoded(const llvm::Function &F);
  /// What applyValueAttrs reads of \p Attrs, read once per attribute set
  /// (a cache: the reference stays valid as long as the Interpreter).
  const ValueAttrFacts &valueAttrFacts(llvm::AttributeSet Attrs) const;
  /// Why a run of \p F cannot be modelled whatever its path (an
  /// instruction of \p F, or a global initializer, the interpreter does
  /// not model), or std::nullopt: a static screen (e.g. of seed modules);
  /// a run may still meet an unsupported callee or intrinsic use.
  std::optional<std::string> unmodelled(const llvm::Function &F);

  /// The object id of a global variable or function.
  ObjectId globalId(const llvm::GlobalValue *G) const {
    return GlobalIds.lookup(G);
  }
  const Memory &prototype() const { return *Proto; }
  /// A register array for a frame of one of this Interpreter's
  /// Executions: one a returned frame gave back, its registers holding
  /// that frame's values (a frame writes a register before it reads it:
  /// SSA dominance), else an empty one.
  std::vector<RtValue> takeRegisters() {
    if (SpareRegs.empty())
      return {};
    std::vector<RtValue> R = std::move(SpareRegs.back());
    SpareRegs.pop_back();
    return R;
  }
  /// Gives back the register array of a frame that returned or was
  /// abandoned: no run frees and allocates its registers again.
  void giveRegisters(std::vector<RtValue> Regs) {
    if (SpareRegs.size() < MaxSpareRegisters)
      SpareRegs.push_back(std::move(Regs));
  }
  /// The memory an Execution starts from: a copy of the prototype (every
  /// global and function object, initialized). Where a finished Execution
  /// gave its memory back, that one is reset to the prototype by
  /// copy-assignment, so the objects' byte arrays are reused, not
  /// allocated again.
  Memory takeMemory() {
    if (SpareMemory.empty())
      return *Proto;
    Memory M = std::move(SpareMemory.back());
    SpareMemory.pop_back();
    return M;
  }
  /// Gives back the memory of a finished Execution; it is reset to the
  /// prototype at once (the run's own objects are freed).
  void giveMemory(Memory &&Mem) {
    if (SpareMemory.size() >= MaxSpareMemory)
      return;
    Mem = *Proto;
    SpareMemory.push_back(std::move(Mem));
  }
  /// The library functions LLVM knows for the module's target triple.
  const llvm::TargetLibraryInfo &libraryInfo() const { return *TLI; }
  /// The object id of a block whose address is taken.
  ObjectId blockId(const llvm::BasicBlock *BB) const {
    return BlockIds.lookup(BB);
  }

private:
  friend class Execution;
  const llvm::Module &M;
  const llvm::DataLayout &DL;
  ExecOptions Opts;
  unsigned PointerBits;
  llvm::DenseMap<const llvm::Function *, std::unique_ptr<DecodedFunction>>
      Decoded;
  mutable llvm::DenseMap<llvm::AttributeSet, std::unique_ptr<ValueAttrFacts>>
      AttrFacts;
  /// Globals and functions in the order they are allocated at the start of
  /// every execution (so their addresses are the same in every run).
  std::vector<const llvm::GlobalValue *> GlobalOrder;
  llvm::DenseMap<const llvm::GlobalValue *, ObjectId> GlobalIds;
  llvm::DenseMap<const llvm::BasicBlock *, ObjectId> BlockIds;
  /// Memory holding every global and function object, initialized; each
  /// Execution starts from a copy.
  std::unique_ptr<Memory> Proto;
  std::unique_ptr<llvm::TargetLibraryInfoImpl> TLII;
  std::unique_ptr<llvm::TargetLibraryInfo> TLI;
  /// Why the module cannot be run (a global the interpreter cannot lay
  /// out), or empty.
  std::string ModuleProblem;
  /// Declared functions llvm.used or llvm.compiler.used keep alive (such as
  /// vector variants of other functions).
  llvm::SmallPtrSet<const llvm::Function *, 4> UsedDeclarations;
  /// takeRegisters()'s arrays, as many as frames were ever live at once
  /// (up to MaxSpareRegisters).
  std::vector<std::vector<RtValue>> SpareRegs;
  static constexpr size_t MaxSpareRegisters = 64;
  /// Memories given back, each equal to the prototype (up to
  /// MaxSpareMemory).
  std::vector<Memory> SpareMemory;
  static constexpr size_t MaxSpareMemory = 4;

public:
  /// True if \p F is a declaration llvm.used or llvm.compiler.used names.
  bool isUsedDeclaration(const llvm::Function &F) const {
    return UsedDeclarations.contains(&F);
  }
};

/// One function whose runs take a vscale, with the words that name it in
/// a message ("@f", "the source").
struct VScaleUser {
  const llvm::Function *F;
  std::string Name;
};

/// The vscale of the runs of \p Fns (a function, or a source and a target,
/// which must run with one vscale: LangRef "Vector Type" makes it "the same
/// hardware-dependent constant for all scalable vectors at run time"):
/// \p Requested if not 0; otherwise the least value every function's
/// `vscale_range(min[,max])` admits, which is the largest min; otherwise 1.
/// A function without vscale_range "make[s] no assumptions about the value
/// of vscale" (LangRef "Function Attributes"): it must behave for every
/// positive vscale, so 1, the least, is one of the values a check must
/// hold for, as good as any other. An error says why no value fits: the
/// ranges do not meet, or \p Requested is not a power of two within a
/// function's range (vscale_range says vscale "is a power-of-two within
/// a specified range"), or it is larger than MaxVScale.
llvm::Expected<unsigned> chooseVScale(llvm::ArrayRef<VScaleUser> Fns,
                                      unsigned Requested);

/// chooseVScale of \p Fns, preferring, when \p Requested is 0, a value
/// that also lies in the `vscale_range` of every defined function they
/// may call (those they name, directly or through each other): a callee
/// runs with its caller's vscale, LLVM folds its body by its own range,
/// and entering a function whose range excludes the run's vscale is
/// unsupported. Where no value fits them all, the value chooseVScale
/// gives \p Fns alone.
llvm::Expected<unsigned> chooseVScaleWithCallees(llvm::ArrayRef<VScaleUser> Fns,
                                                 unsigned Requested);

/// True if \p F is a function LLVM transforms calls to by their meaning
/// (a C library function \p TLI knows, or the Objective-C runtime's): no
/// unknown function, whose calls the interpreter would model as opaque.
bool isKnownLibraryFunction(const llvm::Function &F,
                            const llvm::TargetLibraryInfo &TLI);

} // namespace refinery

#endif
