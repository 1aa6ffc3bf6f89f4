//===- oracle/Checker.cpp - Refinement checking ---------------------------===//
//
// The rules follow the LangRef of LLVM 22 and the UB manual
// (../shared/seeds): a source input with UB allows anything; otherwise the
// target must not be UB, its value must refine the source's (poison in the
// source allows any value, element-wise), memory reachable by the caller
// must refine byte-wise, and output must match. Source choices are
// angelic (explored), target choices demonic (sampled).
//
//===----------------------------------------------------------------------===//
#include "oracle/Checker.h"
#include "semantics/FloatOps.h"
#include "support/IntBoundary.h"
#include "support/ModuleUtil.h"
#include "support/Random.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <map>
#include <set>

using namespace llvm;
using namespace refinery;

const char *refinery::verdictName(Verdict V) {
  switch (V) {
  case Verdict::NoViolation:
    return "no-violation";
  case Verdict::Violation:
    return "violation";
  case Verdict::Inconclusive:
    return "inconclusive";
  case Verdict::Verified:
    return "verified";
  case Verdict::NothingChecked:
    return "nothing-checked";
  }
  llvm_unreachable("unknown verdict");
}

const char *refinery::violationName(ViolationKind K) {
  switch (K) {
  case ViolationKind::None:
    return "none";
  case ViolationKind::ValueMismatch:
    return "value-mismatch";
  case ViolationKind::TgtPoison:
    return "tgt-poison";
  case ViolationKind::TgtUB:
    return "tgt-ub";
  case ViolationKind::MemoryMismatch:
    return "memory-mismatch";
  case ViolationKind::EventMismatch:
    return "event-mismatch";
  }
  llvm_unreachable("unknown violation kind");
}

const char *refinery::smtStatusName(SmtStatus S) {
  switch (S) {
  case SmtStatus::Verified:
    return "verified";
  case SmtStatus::Violation:
    return "violation";
  case SmtStatus::Unknown:
    return "unknown";
  case SmtStatus::OutsideFragment:
    return "outside-fragment";
  }
  llvm_unreachable("unknown SMT status");
}

std::string refinery::describeOutcome(const Interpreter &I, const Outcome &O) {
  std::string S = outcomeName(O.Kind);
  if (O.HasValue)
    S += " " + I.formatValue(O.ValueTy, O.Value);
  else if (!O.Reason.empty() && O.Kind != OutcomeKind::Return)
    S += ": " + O.Reason;
  return S;
}

namespace {

/// How a SamplePolicy answers every choice.
enum class SampleMode : uint8_t {
  Zeros,   ///< all bits zero
  AllOnes, ///< all bits one
  Random,  ///< random bits from the policy's seed
  /// zeros and all ones in turn: two reads of one undef differ in every
  /// bit (LangRef "Undefined Values": each use may see another value)
  Alternating,
};

/// The sample mode of the \p Run-th target run on an input: zeros, all
/// ones, random bits, then alternating.
SampleMode sampleModeOfRun(unsigned Run) {
  return Run == 0   ? SampleMode::Zeros
         : Run == 1 ? SampleMode::AllOnes
         : Run == 3 ? SampleMode::Alternating
                    : SampleMode::Random;
}

/// Fixed answers to every choice: zero, all ones, random bits, or zero and
/// all ones in turn.
class SamplePolicy final : public NondetPolicy {
public:
  SamplePolicy(SampleMode Mode, uint64_t Seed) : Mode(Mode), Rng(Seed) {}
  APInt choose(NondetKind, unsigned Width) override {
    APInt V(Width, 0);
    if (Mode == SampleMode::AllOnes ||
        (Mode == SampleMode::Alternating && Given.size() % 2))
      V = APInt::getAllOnes(Width);
    else if (Mode == SampleMode::Random)
      for (unsigned B = 0; B < Width; B += 64)
        V.insertBits(APInt(std::min(64u, Width - B), Rng.next(), false, true),
                     B);
    Given.push_back(V);
    return V;
  }
  /// The values returned, in order.
  std::vector<APInt> Given;

private:
  SampleMode Mode;
  SeededRandom Rng;
};

/// Replays a script of choices, then answers zero; records every request.
class ScriptPolicy final : public NondetPolicy {
public:
  explicit ScriptPolicy(std::vector<APInt> Script)
      : Script(std::move(Script)) {}
  APInt choose(NondetKind K, unsigned Width) override {
    size_t Pos = Asked.size();
    Asked.push_back({K, Width});
    if (Pos < Script.size() && Script[Pos].getBitWidth() == Width)
      return Script[Pos];
    return APInt(Width, 0);
  }
  std::vector<std::pair<NondetKind, unsigned>> Asked;

private:
  std::vector<APInt> Script;
};

/// Decides the direction of every branch (and the arm of every select) the
/// interpreter lets it decide (NondetKind::Outcome) from a script of
/// directions, then false; answers every value choice with zero.
class OutcomePolicy final : public NondetPolicy {
public:
  explicit OutcomePolicy(std::vector<bool> Script)
      : Script(std::move(Script)) {}
  APInt choose(NondetKind K, unsigned Width) override {
    if (K != NondetKind::Outcome)
      return APInt(Width, 0);
    size_t Pos = NumOutcomes++;
    return APInt(1, Pos < Script.size() && Script[Pos]);
  }
  bool overridesOutcomes() const override { return true; }
  /// The directions asked for so far.
  size_t NumOutcomes = 0;

private:
  std::vector<bool> Script;
};

/// The boundary values a choice of more than 4 bits tries first, in order:
/// the first five ExtremeInts, then 2.
constexpr IntBoundary CandidateInts[] = {
    IntBoundary::Zero,      IntBoundary::One,       IntBoundary::AllOnes,
    IntBoundary::SignedMin, IntBoundary::SignedMax, IntBoundary::Two};

/// The candidate values of one choice of \p Width bits during exploration:
/// all of them up to 4 bits, else a few boundary values and the values the
/// target's choices took (\p Extra).
unsigned numCandidates(unsigned Width, ArrayRef<APInt> Extra) {
  if (Width <= 4)
    return 1u << Width;
  unsigned N = std::size(CandidateInts);
  for (const APInt &E : Extra)
    N += E.getBitWidth() == Width;
  return N;
}
APInt candidate(unsigned Width, unsigned K, ArrayRef<APInt> Extra) {
  if (Width <= 4)
    return APInt(Width, K);
  if (K >= std::size(CandidateInts)) {
    K -= std::size(CandidateInts);
    for (const APInt &E : Extra)
      if (E.getBitWidth() == Width && K-- == 0)
        return E;
    llvm_unreachable("candidate index out of range");
  }
  return boundaryInt(Width, CandidateInts[K]);
}

/// Appends to \p Out the defined scalars of \p V not in it yet, up to
/// MaxObserved in all.
static void appendScalars(const RtValue &V, std::vector<APInt> &Out) {
  constexpr size_t MaxObserved = 32;
  if (V.isCompound()) {
    for (const RtValue &E : V.elems())
      appendScalars(E, Out);
    return;
  }
  if (V.isPoison() || Out.size() >= MaxObserved ||
      llvm::any_of(Out, [&](const APInt &X) {
        return X.getBitWidth() == V.bits().getBitWidth() && X == V.bits();
      }))
    return;
  Out.push_back(V.bits());
}

/// Appends the scalars a run returned or passed to external calls.
static void appendObservedScalars(const Outcome &O, std::vector<APInt> &Out) {
  if (O.Kind == OutcomeKind::Return || O.Kind == OutcomeKind::Exit)
    appendScalars(O.Value, Out);
  for (const Event &E : O.Events)
    for (const RtValue &A : E.Args)
      appendScalars(A, Out);
}

/// One run and the memory the caller can observe after it.
struct Run {
  Outcome O;
  /// Contents of each pointer argument's buffer (empty for non-buffers).
  std::vector<std::vector<MemByte>> Buffers;
  /// Per buffer: an argument into it is dead_on_return in the function
  /// run, so the caller does not look at it afterwards.
  std::vector<bool> DeadBuffers;
  /// Contents of each writable global, by name.
  std::map<std::string, std::vector<MemByte>> Globals;
  /// Objects that existed before the call (globals and argument buffers):
  /// the ones src and tgt share. Ids above it were allocated by the run.
  size_t NumShared = 0;
  /// Address ranges [Base, End) of objects allocated during the run.
  std::vector<std::pair<uint64_t, uint64_t>> RunObjects;
  /// The base address of each shared object (id 1 first): the same object
  /// in the other run has the same one (planned globals, input buffers
  /// allocated in one order).
  std::vector<uint64_t> SharedBases;
  /// Per shared object: a global whose address is not significant
  /// (unnamed_addr or local_unnamed_addr: the optimizer may merge it with
  /// an identical constant).
  std::vector<bool> SharedUnnamedAddr;
};

/// Starting bytes for globals of one side: (global, bytes).
using GlobalStart =
    std::vector<std::pair<const GlobalVariable *, std::vector<MemByte>>>;

/// The starting bytes the target's globals take from the source's: a
/// global other modules see (not local linkage on either side, of one
/// size) is one object whose contents at the call are the same for both,
/// whatever initializer each module gives it. (GlobalOpt may fold what a
/// static constructor stores into the target's initializer, and
/// elim-avail-extern turns an available_externally definition into a
/// declaration; neither changes the memory a call starts from.)
GlobalStart sharedGlobalStart(const Interpreter &SI, const Interpreter &TI) {
  GlobalStart Out;
  const DataLayout &DL = TI.module().getDataLayout();
  for (const GlobalVariable &G : TI.module().globals()) {
    const GlobalVariable *S = SI.module().getNamedGlobal(G.getName());
    if (!S || G.hasLocalLinkage() || S->hasLocalLinkage() ||
        !S->hasInitializer() || SI.globalId(S) == NoProv ||
        TI.globalId(&G) == NoProv ||
        DL.getTypeAllocSize(G.getValueType()) !=
            SI.module().getDataLayout().getTypeAllocSize(S->getValueType()))
      continue;
    // (Not bytes of a stored pointer: its provenance names an object of
    // the source's numbering. Nor bytes the target starts from anyway:
    // every target run would copy them for nothing.)
    const std::vector<MemByte> &Bytes =
        SI.prototype().object(SI.globalId(S)).Bytes;
    if (llvm::any_of(Bytes,
                     [](const MemByte &B) { return B.Prov != NoProv; }) ||
        Bytes == TI.prototype().object(TI.globalId(&G)).Bytes)
      continue;
    Out.push_back({&G, Bytes});
  }
  return Out;
}

/// Runs \p F on \p In, its globals first set to \p Start (the input's
/// own global contents win).
Run execute(Interpreter &I, const Function &F, const Input &In, NondetPolicy &P,
            const GlobalStart &Start = {}) {
  Execution E(I, P);
  for (const auto &[G, Bytes] : Start)
    E.setGlobalBytes(*G, Bytes);
  std::vector<RtValue> Args = materializeInput(E, In, F);
  Run R;
  R.NumShared = E.memory().numObjects();
  R.O = E.call(F, Args);
  const Memory &M = E.memory();
  R.Buffers.reserve(In.Args.size());
  for (unsigned A = 0; A < In.Args.size(); ++A) {
    if (In.Args[A].Buffer.empty() || Args[A].prov() == NoProv) {
      R.Buffers.emplace_back();
      continue;
    }
    R.Buffers.push_back(M.object(Args[A].prov()).Bytes);
  }
  // LangRef "Parameter Attributes": initializes((lo, hi)) makes the bytes
  // of the ranges the function did not write undef on return. Which ones
  // it wrote is not tracked, so the source's are all undef: the target
  // may leave any value there (its own attribute does not count).
  // (The buffer argument A points into: its own or an earlier argument's.)
  auto Owner = [&](unsigned A) {
    return In.Args[A].AliasOf >= 0 ? unsigned(In.Args[A].AliasOf) : A;
  };
  if (I.options().Role == ExecRole::Source)
    for (unsigned A = 0; A < In.Args.size() && A < F.arg_size(); ++A) {
      Attribute Init = F.getParamAttribute(A, Attribute::Initializes);
      const ArgInput &AI = In.Args[A];
      if (!Init.isValid() || R.Buffers[Owner(A)].empty())
        continue;
      std::vector<MemByte> &Bytes = R.Buffers[Owner(A)];
      for (const ConstantRange &CR : Init.getValueAsConstantRangeList())
        for (int64_t B = CR.getLower().getSExtValue();
             B < CR.getUpper().getSExtValue(); ++B) {
          int64_t At = int64_t(AI.BufferOffset) + B;
          if (At >= 0 && uint64_t(At) < Bytes.size())
            Bytes[At] = MemByte::uninit();
        }
    }
  // LangRef "Parameter Attributes": dead_on_return makes what is written
  // through the argument poison on return. The argument may alias others
  // (it does not imply noalias), so its whole buffer goes unchecked.
  R.DeadBuffers.assign(In.Args.size(), false);
  for (unsigned A = 0; A < In.Args.size() && A < F.arg_size(); ++A)
    if (F.hasParamAttribute(A, Attribute::DeadOnReturn))
      R.DeadBuffers[Owner(A)] = true;
  for (const GlobalVariable &G : I.module().globals()) {
    ObjectId Id = I.globalId(&G);
    if (Id != NoProv && !G.isConstant())
      R.Globals[G.getName().str()] = M.object(Id).Bytes;
  }
  assert(M.numObjects() >= R.NumShared && "a run removed an object");
  R.RunObjects.reserve(M.numObjects() - R.NumShared);
  for (size_t Id = R.NumShared + 1; Id <= M.numObjects(); ++Id) {
    const MemObject &O = M.object(Id);
    R.RunObjects.push_back({O.Base, O.Base + std::max<uint64_t>(O.Size, 1)});
  }
  R.SharedBases.reserve(R.NumShared);
  R.SharedUnnamedAddr.reserve(R.NumShared);
  for (size_t Id = 1; Id <= R.NumShared; ++Id) {
    R.SharedBases.push_back(M.object(Id).Base);
    auto *GV = dyn_cast_or_null<GlobalValue>(M.object(Id).Origin);
    R.SharedUnnamedAddr.push_back(GV && GV->hasAtLeastLocalUnnamedAddr());
  }
  return R;
}

/// True if \p V has the provenance of a shared global whose address is not
/// significant (LangRef "Global Variables": unnamed_addr).
static bool unnamedAddr(const Run &R, const RtValue &V) {
  ObjectId P = V.prov();
  return P != NoProv && P != WildcardProv && P <= R.SharedUnnamedAddr.size() &&
         R.SharedUnnamedAddr[P - 1];
}

/// The base address of the shared object \p V has the provenance of, if
/// it has one (not null, an integer's or an object the run allocated).
static std::optional<uint64_t> sharedProvenance(const Run &R,
                                                const RtValue &V) {
  ObjectId P = V.prov();
  if (P == NoProv || P == WildcardProv || P > R.SharedBases.size())
    return std::nullopt;
  return R.SharedBases[P - 1];
}

bool inRunObject(const Run &R, uint64_t Addr) {
  for (auto [B, E] : R.RunObjects)
    if (Addr >= B && Addr <= E)
      return true;
  return false;
}

/// The bits of the target scalar \p TV that are undef where the source
/// scalar \p SV is defined (LangRef "Undefined Values": an undef is
/// refined by anything, but refines only an undef), or 0: also for poison
/// in the source, pointers (whose provenance an undef does not have) and
/// scalars wider than 64 bits.
static uint64_t moreUndefBits(const RtValue &SV, const RtValue &TV) {
  if (SV.isCompound() || !TV.isUndef() || TV.isPoison() || SV.isPoison() ||
      TV.bits().getBitWidth() > 64 || SV.prov() != NoProv ||
      TV.prov() != NoProv)
    return 0;
  uint64_t SrcUndef = 0;
  if (SV.isUndef())
    SrcUndef = SV.undefBits() ? SV.undefBits() : ~uint64_t(0);
  return TV.undefBits() & ~SrcUndef;
}

/// The result of comparing a source run with a target run.
struct Diff {
  ViolationKind K = ViolationKind::None;
  /// The difference may be an artefact of unspecified behaviour (addresses
  /// of objects allocated during the run, internal globals): never a
  /// violation.
  bool Unsure = false;
  /// The source scalar that differs depends on a choice of the source (its
  /// bits, or whether it is poison).
  bool SrcTainted = false;
  bool SrcPoisonTainted = false;
  /// The difference is in an external call every run of the source makes
  /// as it is (Event::ChoiceFreeBefore): no choice can explain it.
  bool PrefixChoiceFree = false;
  std::string Detail;
  explicit operator bool() const { return K != ViolationKind::None; }
};

class Comparer {
public:
  Comparer(const Interpreter &SI, const Run &S, const Run &T)
      : SI(SI), S(S), T(T) {}

  Diff compare(const Function &Src, const Function &Tgt);
  /// For a target that ran out of steps: a difference in what it already
  /// did (output, external calls) that no continuation can undo.
  Diff comparePrefix();

private:
  /// The returned value and the memory the caller sees (after the events).
  Diff compareResults(const Function &Src);
  /// \p Events, an unsure difference in the external calls, unless the
  /// results differ for sure: the modelled callees give the same results
  /// for the same arguments however calls are merged or moved, so such a
  /// difference is one under this implementation.
  Diff unsureEventsOrResults(Diff Events, const Function &Src);
  const Interpreter &SI;
  const Run &S, &T;
  Diff D;

  bool refinesValue(Type *Ty, const RtValue &SV, const RtValue &TV);
  bool refinesBytes(ArrayRef<MemByte> SB, ArrayRef<MemByte> TB, size_t &Off);
  /// An argument of an external call: poison in the source allows
  /// anything; otherwise the same bits (pointers may differ where the
  /// address is unspecified, which makes the difference unsure).
  bool argRefines(const RtValue &SV, const RtValue &TV) {
    if (SV.isCompound() != TV.isCompound())
      return false;
    if (SV.isCompound()) {
      if (SV.numElems() != TV.numElems())
        return false;
      for (unsigned K = 0; K < SV.numElems(); ++K)
        if (!argRefines(SV.elems()[K], TV.elems()[K]))
          return false;
      return true;
    }
    if (SV.isPoison())
      return true;
    // A difference in an argument that depends on a choice (an unknown
    // callee's tainted argument, taintReachesOnlyResult) is the source's
    // to explain; whether it is poison or undef depends on one only if
    // its poison-ness does (refinesValue).
    if (TV.isPoison() || moreUndefBits(SV, TV)) {
      D.SrcTainted |= SV.isPoisonTainted() || S.O.UndefUntracked;
      return false;
    }
    if (SV.bits() == TV.bits())
      return true;
    D.SrcTainted |= SV.isTainted();
    if (pointerUnsure(SV.bits().getLimitedValue(), TV.bits().getLimitedValue()))
      D.Unsure = true;
    return false;
  }
  /// True if the target's call \p TE refines the source's \p SE: the same
  /// callee, each argument refining, and what the callee may read through
  /// a pointer argument (Event::Memory) refining byte by byte, compared
  /// around the pointer as far as both objects reach; \p Detail says
  /// which argument's memory differs.
  bool eventRefines(const Event &SE, const Event &TE, std::string &Detail);
  bool pointerUnsure(uint64_t SA, uint64_t TA) const {
    return inRunObject(S, SA) || inRunObject(T, TA);
  }
  /// False (with the difference in D) if a stream (Outcome::Streams)
  /// received other bytes in the target than in the source: with
  /// \p Prefix, for a target that stopped early, bytes that do not begin
  /// the source's.
  bool streamsRefine(bool Prefix);
};

bool Comparer::eventRefines(const Event &SE, const Event &TE,
                            std::string &Detail) {
  if (SE.Callee != TE.Callee || SE.Args.size() != TE.Args.size())
    return false;
  for (size_t A = 0; A < SE.Args.size(); ++A) {
    Diff Saved = D;
    if (!argRefines(SE.Args[A], TE.Args[A]))
      return false;
    D = Saved;
  }
  for (size_t A = 0; A < SE.Memory.size() && A < TE.Memory.size(); ++A) {
    const Event::ArgMemory &SM = SE.Memory[A], &TM = TE.Memory[A];
    if (SM.Bytes.empty() || TM.Bytes.empty())
      continue;
    uint64_t Before = std::min(SM.Offset, TM.Offset);
    uint64_t After =
        std::min(SM.Bytes.size() - SM.Offset, TM.Bytes.size() - TM.Offset);
    size_t Off;
    if (!refinesBytes(
            ArrayRef(SM.Bytes).slice(SM.Offset - Before, Before + After),
            ArrayRef(TM.Bytes).slice(TM.Offset - Before, Before + After),
            Off)) {
      Detail = " (the memory argument " + std::to_string(A + 1) +
               " points to differs at byte " +
               std::to_string(int64_t(Off) - int64_t(Before)) +
               " from the pointer)";
      return false;
    }
  }
  return true;
}

bool Comparer::streamsRefine(bool Prefix) {
  // Each stream's bytes as one sequence, as stdout's (LLVM rewrites the
  // calls that write them into one another, and may split or merge
  // writes); interleaving between streams is not compared. A stream in an
  // object a run allocated has the layout's address, so a difference
  // there is unsure.
  std::set<uint64_t> Keys;
  for (const Outcome *O : {&S.O, &T.O})
    for (const auto &[Addr, Bytes] : O->Streams)
      Keys.insert(Addr);
  for (uint64_t Addr : Keys) {
    auto SI = S.O.Streams.find(Addr), TI = T.O.Streams.find(Addr);
    StringRef SB = SI == S.O.Streams.end() ? "" : StringRef(SI->second);
    StringRef TB = TI == T.O.Streams.end() ? "" : StringRef(TI->second);
    if (Prefix ? SB.starts_with(TB) : SB == TB)
      continue;
    D.K = ViolationKind::EventMismatch;
    D.Detail = "the output to the stream at 0x" + utohexstr(Addr) + " differs" +
               (Prefix ? " before the target ran out of steps" : "");
    D.Unsure = pointerUnsure(Addr, Addr);
    return false;
  }
  return true;
}

bool Comparer::refinesValue(Type *Ty, const RtValue &SV, const RtValue &TV) {
  if (SV.isCompound()) {
    // A lane or field whose difference no choice touches decides: report
    // it rather than an earlier one that depends on a choice.
    const Diff Before = D;
    std::optional<Diff> FirstTainted;
    for (unsigned K = 0; K < SV.numElems(); ++K) {
      Type *ETy = partType(Ty, K);
      if (refinesValue(ETy, SV.elems()[K], TV.elems()[K]))
        continue;
      bool Tainted =
          D.K == ViolationKind::TgtPoison ? D.SrcPoisonTainted : D.SrcTainted;
      if (!Tainted && !D.Unsure)
        return false;
      if (!FirstTainted)
        FirstTainted = D;
      D = Before;
    }
    if (!FirstTainted)
      return true;
    D = *FirstTainted;
    return false;
  }
  // Poison may be refined by anything (LangRef "Poison Values").
  if (SV.isPoison())
    return true;
  // A NaN-only taint is a NaN under every choice: a target value that no
  // NaN refines differs under every choice. So does a target value outside
  // the class a class taint stays in (a positive value for memcmp's
  // negative result). An undef-only taint is never poison and, under every
  // choice, keeps its bits outside undefBits(): a target value that differs
  // there differs under every choice (LangRef "Undefined Values": the
  // source may give any value its undef allows).
  D.SrcTainted =
      SV.isTainted() && !SV.isNaNOnlyTaint() && !SV.isUndefOnlyTaint() &&
      (TV.isPoison() || sameIntClass(SV.intClassTaint(), SV.bits(), TV.bits()));
  D.SrcPoisonTainted = SV.isPoisonTainted();
  if (TV.isPoison()) {
    D.K = ViolationKind::TgtPoison;
    return false;
  }
  if (moreUndefBits(SV, TV) && !Ty->isPointerTy()) {
    // Whether the source is undef (or poison) there depends on a choice
    // only if its poison-ness does, or a value read from undef lost its
    // mark (Outcome::UndefUntracked); a value chosen by a freeze, a NaN
    // or a library result is never undef.
    D.K = ViolationKind::ValueMismatch;
    D.SrcTainted = SV.isPoisonTainted() || S.O.UndefUntracked;
    D.Detail = "the target's value is more undefined (undef bits where the "
               "source's are defined)";
    return false;
  }
  if (SV.bits() == TV.bits()) {
    // One address, based on different objects the caller has (LangRef
    // "Pointer Aliasing Rules"): the caller may reach the source's object
    // through the source's pointer (offset back into it), not through the
    // target's.
    auto SP = sharedProvenance(S, SV), TP = sharedProvenance(T, TV);
    if (!Ty->isPointerTy() || !SP || !TP || *SP == *TP)
      return true;
    D.Unsure = unnamedAddr(S, SV) || unnamedAddr(T, TV);
    D.K = ViolationKind::ValueMismatch;
    D.Detail = "the pointers have one address but are based on different "
               "objects";
    return false;
  }
  if (SV.isUndefOnlyTaint() && TV.bits().getBitWidth() <= 64 &&
      ((SV.bits() ^ TV.bits()).getZExtValue() & ~SV.undefBits()) == 0)
    return true; // a value the source may give
  if (Ty->isFloatingPointTy() &&
      (S.O.NondetKinds & (1u << unsigned(NondetKind::NaN)))) {
    // Any NaN refines a NaN the source chose: which NaN an operation
    // returns is not specified (LangRef "Behavior of Floating-Point NaN
    // values"). (A source that made no NaN choice has exact NaN bits, e.g.
    // from copysign or a constant.)
    //
    // A non-canonical x86_fp80 encoding (isNonCanonicalX87) counts as a NaN
    // here whatever APFloat makes of it (LLVM 22 reads pseudo-denormals as
    // numbers): LangRef does not classify these encodings, and counting
    // them as NaNs can only hide a difference, never report one.
    const fltSemantics &Sem = Ty->getFltSemantics();
    auto NaNLike = [&](const APInt &Bits) {
      return isNonCanonicalX87(Sem, Bits) || APFloat(Sem, Bits).isNaN();
    };
    if (NaNLike(SV.bits()) && NaNLike(TV.bits()))
      return true;
  }
  if (Ty->isPointerTy() &&
      (pointerUnsure(SV.bits().getZExtValue(), TV.bits().getZExtValue()) ||
       unnamedAddr(S, SV) || unnamedAddr(T, TV)))
    D.Unsure = true;
  D.K = ViolationKind::ValueMismatch;
  return false;
}

bool Comparer::refinesBytes(ArrayRef<MemByte> SB, ArrayRef<MemByte> TB,
                            size_t &Off) {
  for (size_t K = 0; K < SB.size() && K < TB.size(); ++K) {
    const MemByte &SX = SB[K], &TX = TB[K];
    // Bits that are poison or undef in the source allow anything.
    uint8_t Care = ~(SX.PoisonMask | SX.UndefMask);
    uint8_t Bad = Care & (TX.PoisonMask | TX.UndefMask | (SX.Val ^ TX.Val));
    if (!Bad)
      continue;
    Off = K;
    if (SX.Prov != NoProv || TX.Prov != NoProv) {
      // A pointer byte: the address of an object allocated by the run may
      // legitimately differ.
      uint64_t Lo = K & ~uint64_t(7);
      uint64_t SA = 0, TA = 0;
      for (uint64_t B = 0; B < 8 && Lo + B < SB.size() && Lo + B < TB.size();
           ++B) {
        SA |= uint64_t(SB[Lo + B].Val) << (8 * B);
        TA |= uint64_t(TB[Lo + B].Val) << (8 * B);
      }
      if (pointerUnsure(SA, TA))
        D.Unsure = true;
    }
    return false;
  }
  return true;
}

/// True if \p A and \p B call the same callee with identical arguments.
static bool sameCall(const Event &A, const Event &B) {
  return A.Callee == B.Callee && A.Args.size() == B.Args.size() &&
         llvm::all_of(llvm::zip(A.Args, B.Args), [](auto P) {
           return std::get<0>(P).identical(std::get<1>(P));
         });
}

/// The number of calls in \p Es that no optimizer may drop
/// (Event::Essential); mergeable ones count once per callee and argument
/// list (Event::Mergeable), and not at all with a poison or undef argument
/// (the other side may have made it the argument of another such call and
/// merged the two).
static size_t essentialCalls(ArrayRef<Event> Es) {
  size_t N = 0;
  for (size_t K = 0; K < Es.size(); ++K) {
    const Event &E = Es[K];
    if (E.Mergeable && llvm::any_of(E.Args, [](const RtValue &A) {
          return A.containsPoisonOrUndef();
        }))
      continue;
    auto SameCall = [&](const Event &O) {
      return O.Essential && sameCall(O, E);
    };
    if (E.Essential &&
        !(E.Mergeable && llvm::any_of(Es.take_front(K), SameCall)))
      ++N;
  }
  return N;
}

/// \p Es without the calls that repeat an earlier call of a callee that
/// accesses no memory with the same arguments (Event::NoMemory): the same
/// result and no effect, so LLVM merges them (EarlyCSE, GVN) and they are
/// no behaviour of their own.
static std::vector<Event> withoutRepeatedPureCalls(ArrayRef<Event> Es) {
  std::vector<Event> Out;
  for (size_t K = 0; K < Es.size(); ++K) {
    const Event &E = Es[K];
    auto Same = [&](const Event &O) { return O.NoMemory && sameCall(O, E); };
    if (!(E.NoMemory && llvm::any_of(Es.take_front(K), Same)))
      Out.push_back(E);
  }
  return Out;
}

/// True if every external call of both runs is opaque (Event::Opaque): an
/// optimizer can neither drop, repeat nor reorder any of them.
static bool allOpaque(const Outcome &SO, const Outcome &TO) {
  auto Opaque = [](const Event &E) { return E.Opaque; };
  return llvm::all_of(SO.Events, Opaque) && llvm::all_of(TO.Events, Opaque);
}

Diff Comparer::comparePrefix() {
  // A target stopped by the step (or time) limit has so far made a prefix
  // of its behaviour; the source's run, complete, is its whole behaviour.
  // Output or an external call the source never makes is observed whatever
  // the target does next (refinement compares the observable traces, and
  // an unknown callee may stop the process or observe
  // anything; see "Refinement rules" in docs/check.md), so it is a
  // difference as certain as one between complete runs.
  const Outcome &SO = S.O, &TO = T.O;
  assert(TO.Kind == OutcomeKind::StepLimit && "a target that stopped early");
  if (!StringRef(SO.Stdout).starts_with(TO.Stdout)) {
    D.K = ViolationKind::EventMismatch;
    D.Detail = "the program output differs before the target ran out of steps";
    return D;
  }
  if (!streamsRefine(/*Prefix=*/true))
    return D;
  bool AllOpaque = allOpaque(SO, TO);
  for (size_t K = 0; K < TO.Events.size(); ++K) {
    if (K >= SO.Events.size()) {
      D.K = ViolationKind::EventMismatch;
      D.Detail = "the source makes " + std::to_string(SO.Events.size()) +
                 " external call(s), the target at least " +
                 std::to_string(TO.Events.size()) +
                 " before it ran out of steps";
      D.Unsure = !AllOpaque;
      return D;
    }
    const Event &SE = SO.Events[K], &TE = TO.Events[K];
    std::string Memory;
    if (!eventRefines(SE, TE, Memory)) {
      D.K = ViolationKind::EventMismatch;
      D.Detail = "external call " + std::to_string(K + 1) + " differs: @" +
                 SE.Callee + " in the source, @" + TE.Callee +
                 " in the target" + Memory + " (before it ran out of steps)";
      D.Unsure |= !AllOpaque;
      return D;
    }
  }
  return D;
}

Diff Comparer::compare(const Function &Src, const Function &Tgt) {
  const Outcome &SO = S.O, &TO = T.O;
  if (TO.Kind == OutcomeKind::StepLimit)
    return comparePrefix();
  if (TO.Kind == OutcomeKind::UB) {
    D.K = ViolationKind::TgtUB;
    D.Detail = "the target has undefined behaviour: " + TO.Reason;
    return D;
  }
  if (SO.Kind != TO.Kind) {
    D.K = ViolationKind::EventMismatch;
    D.Detail = std::string("the source ends with ") + outcomeName(SO.Kind) +
               ", the target with " + outcomeName(TO.Kind);
    return D;
  }
  if (SO.Stdout != TO.Stdout) {
    D.K = ViolationKind::EventMismatch;
    D.Detail = "the program output differs";
    return D;
  }
  if (!streamsRefine(/*Prefix=*/false))
    return D;
  // External calls: the same callees in the same order, each argument
  // refining the source's.
  // Only calls of opaque callees (no memory attributes) are certain to be
  // kept as they are; an optimizer may move, drop or repeat others by
  // their attributes, which makes such differences unsure.
  bool AllOpaque = allOpaque(SO, TO);
  const std::vector<Event> SEs = withoutRepeatedPureCalls(SO.Events),
                           TEs = withoutRepeatedPureCalls(TO.Events);
  if (SEs.size() != TEs.size()) {
    // (A call the source always makes and the target does not; only
    // opaque calls keep their order, so that the first one the target
    // lacks is known.)
    if (SEs.size() > TEs.size() && AllOpaque)
      D.PrefixChoiceFree = SEs[TEs.size()].ChoiceFreeBefore;
    D.K = ViolationKind::EventMismatch;
    D.Detail = "the source makes " + std::to_string(SEs.size()) +
               " external call(s), the target " + std::to_string(TEs.size());
    // Calls with known effects may be dropped, merged or moved, but not
    // the essential ones: one side lacking some is certain. Not once
    // repeats were dropped: a poison argument (in the source) that the
    // target made a value repeats a call there only.
    bool Dropped =
        SEs.size() != SO.Events.size() || TEs.size() != TO.Events.size();
    if (!AllOpaque && (Dropped || (essentialCalls(SEs) <= TEs.size() &&
                                   essentialCalls(TEs) <= SEs.size())))
      D.Unsure = true;
    return D.Unsure ? unsureEventsOrResults(D, Src) : D;
  }
  for (size_t K = 0; K < SEs.size(); ++K) {
    const Event &SE = SEs[K], &TE = TEs[K];
    std::string Memory;
    if (!eventRefines(SE, TE, Memory)) {
      if (!AllOpaque)
        D.Unsure = true;
      D.PrefixChoiceFree = SE.ChoiceFreeBefore;
      D.K = ViolationKind::EventMismatch;
      D.Detail = "external call " + std::to_string(K + 1) + " differs: @" +
                 SE.Callee + " in the source, @" + TE.Callee +
                 " in the target" + Memory;
      return D.Unsure ? unsureEventsOrResults(D, Src) : D;
    }
  }
  return compareResults(Src);
}

Diff Comparer::unsureEventsOrResults(Diff Events, const Function &Src) {
  D = Diff();
  Diff R = compareResults(Src);
  return R && !R.Unsure ? R : Events;
}

Diff Comparer::compareResults(const Function &Src) {
  const Outcome &SO = S.O, &TO = T.O;
  if (SO.HasValue) {
    if (!refinesValue(SO.ValueTy, SO.Value, TO.Value)) {
      if (D.Detail.empty())
        D.Detail = D.K == ViolationKind::TgtPoison
                       ? "the target returns poison where the source does not"
                       : "the returned values differ";
      if (SO.Kind == OutcomeKind::Exit) {
        D.K = ViolationKind::EventMismatch;
        D.Detail = "the exit statuses differ";
      }
      return D;
    }
  }
  // After abort or exit the process is gone: its memory is not observable.
  if (SO.Kind != OutcomeKind::Return)
    return D;
  // Pointer arguments' buffers.
  for (size_t A = 0; A < S.Buffers.size() && A < T.Buffers.size(); ++A) {
    // The source's attributes are the caller's contract.
    if (S.DeadBuffers[A])
      continue;
    size_t Off;
    if (!refinesBytes(S.Buffers[A], T.Buffers[A], Off)) {
      D.K = ViolationKind::MemoryMismatch;
      D.Detail = "memory of argument %" + Src.getArg(A)->getName().str() +
                 " differs at byte " + std::to_string(Off);
      return D;
    }
  }
  // Globals both modules have. An internal global is observable only
  // through the module's own later calls, which may legitimately rely on
  // the optimizer's view of it: a difference there is never a violation.
  for (const auto &[Name, SB] : S.Globals) {
    auto It = T.Globals.find(Name);
    if (It == T.Globals.end() || It->second.size() != SB.size())
      continue;
    size_t Off;
    if (!refinesBytes(SB, It->second, Off)) {
      D.K = ViolationKind::MemoryMismatch;
      D.Detail = "global @" + Name + " differs at byte " + std::to_string(Off);
      const GlobalVariable *G = SI.module().getGlobalVariable(Name, true);
      if (!G || G->hasLocalLinkage())
        D.Unsure = true;
      return D;
    }
  }
  return D;
}

/// True if the difference \p D between the source run \p S and a target
/// run is the same under every choice the source made: its path did not
/// depend on a choice (no Outcome::PathTainted, no address or allocation
/// nondeterminism), and neither does the differing value (for a poison
/// target, only whether the source's value is poison matters).
bool differenceIsChoiceFree(const Run &S, const Diff &D) {
  if (D.PrefixChoiceFree)
    return true;
  bool ValueFree =
      D.K == ViolationKind::TgtPoison ? !D.SrcPoisonTainted : !D.SrcTainted;
  return !S.O.PathTainted && ValueFree &&
         !(S.O.NondetKinds & ((1u << unsigned(NondetKind::Address)) |
                              (1u << unsigned(NondetKind::Allocation))));
}

/// True if the value of \p Root may reach, through any chain of uses,
/// an instruction for which \p Meets holds, or leave what the checker sees
/// of it (a store, a call, the return of a function the module calls).
/// A direct user of \p Root for which \p Modelled holds does not count
/// itself, but its users do. Rewrites compose (a later pass may see
/// through a phi, memory or an identity such as `x + -0.0`), so any flow
/// counts.
bool mayReach(const Instruction &Root,
              function_ref<bool(const Instruction &)> Modelled,
              function_ref<bool(const Instruction &)> Meets) {
  SmallVector<const Instruction *, 16> Work;
  SmallPtrSet<const Instruction *, 16> Seen;
  // True if the flow into \p U is an unmodelled meeting or an escape.
  auto Reached = [&](const Instruction &U, bool FromRoot) {
    if (FromRoot && Modelled(U))
      return false;
    return Meets(U) || isa<StoreInst>(U) || isa<CallBase>(U) ||
           isa<AtomicRMWInst>(U) || isa<AtomicCmpXchgInst>(U) ||
           (isa<ReturnInst>(U) && !U.getFunction()->use_empty());
  };
  auto Visit = [&](const Instruction &From, bool FromRoot) {
    for (const User *U : From.users()) {
      auto *UI = dyn_cast<Instruction>(U);
      if (!UI)
        continue;
      // Checked on every arrival: a modelled user reached again through
      // another value is a meeting.
      if (Reached(*UI, FromRoot))
        return true;
      if (Seen.insert(UI).second)
        Work.push_back(UI);
    }
    return false;
  };
  if (Visit(Root, /*FromRoot=*/true))
    return true;
  while (!Work.empty())
    if (Visit(*Work.pop_back_val(), /*FromRoot=*/false))
      return true;
  return false;
}

bool hasFMF(const Instruction &I, bool (FastMathFlags::*Flag)() const) {
  return isa<FPMathOperator>(I) && (I.getFastMathFlags().*Flag)();
}

/// True if \p I is an fadd or fsub with contract.
bool isContractAdd(const Instruction &I) {
  return (I.getOpcode() == Instruction::FAdd ||
          I.getOpcode() == Instruction::FSub) &&
         I.getFastMathFlags().allowContract();
}

/// True if \p I only moves, selects or tests floating-point values without
/// computing on them, or is an intrinsic LangRef defines on bits (fabs,
/// copysign, is.fpclass: "does not depend on the floating-point
/// environment"), or is a call of a function whose own attribute applies.
bool ignoresDenormalMode(const Instruction &I) {
  if (const auto *II = dyn_cast<IntrinsicInst>(&I))
    return II->getIntrinsicID() == Intrinsic::fabs ||
           II->getIntrinsicID() == Intrinsic::copysign ||
           II->getIntrinsicID() == Intrinsic::is_fpclass;
  if (isa<CallBase>(I))
    return true;
  switch (I.getOpcode()) {
  case Instruction::FNeg:
  case Instruction::Select:
  case Instruction::PHI:
  case Instruction::Load:
  case Instruction::Store:
  case Instruction::BitCast:
  case Instruction::ExtractElement:
  case Instruction::InsertElement:
  case Instruction::ShuffleVector:
  case Instruction::ExtractValue:
  case Instruction::InsertValue:
  case Instruction::Freeze:
  case Instruction::Ret:
  // An integer converted is never a denormal.
  case Instruction::SIToFP:
  case Instruction::UIToFP:
    return true;
  default:
    return false;
  }
}

/// Why the "denormal-fp-math" of \p F (LangRef "Function Attributes") is
/// left undecided, or std::nullopt. The interpreter models it on the
/// binary operators (denormal operands read as zeros, a denormal result
/// may be flushed) and fcmp (operands) of half, bfloat, float, double and
/// fp128; other operations computing on a type whose mode is not IEEE
/// (conversions, FP intrinsics, arcp and contract rewrites) are not.
std::optional<std::string> undecidedDenormals(const Function &F) {
  DenormalModes Modes = denormalModesOf(F);
  if (Modes.isIEEE())
    return std::nullopt;
  if (!Modes.F32.isValid() || !Modes.Other.isValid())
    return "an invalid \"denormal-fp-math\"";
  auto Flushes = [&](Type *Ty) {
    Type *ST = Ty->getScalarType();
    return ST->isFloatingPointTy() && Modes.of(ST) != DenormalMode::getIEEE();
  };
  for (const Instruction &I : instructions(F)) {
    bool Touches =
        Flushes(I.getType()) || llvm::any_of(I.operands(), [&](const Use &U) {
          return Flushes(U->getType());
        });
    if (!Touches || ignoresDenormalMode(I))
      continue;
    std::string Op = I.getOpcodeName();
    bool Arith = isa<BinaryOperator>(I) || isa<FCmpInst>(I);
    if (!Arith ||
        !isDenormalModelled(I.getOperand(0)->getType()->getScalarType()))
      return "\"denormal-fp-math\" other than ieee on " + Op +
             " is not modelled";
    if (isa<BinaryOperator>(I) && (I.getFastMathFlags().allowReciprocal() ||
                                   I.getFastMathFlags().allowContract()))
      return "\"denormal-fp-math\" other than ieee with arcp or contract "
             "is not modelled";
  }
  return std::nullopt;
}

/// Why the functions runs of \p Src and \p Tgt may execute do not all fit
/// the environment the inputs give (the one \p Src fixes, varied where it
/// says "dynamic"), or std::nullopt: each part of each function's
/// "denormal-fp-math" must be "dynamic" or, where \p Src fixes that part,
/// the same. Another fixed mode assumes an environment the run is not in
/// (LangRef "Floating-Point Environment": "typically leads to undefined
/// behavior"), which the interpreter does not model.
std::optional<std::string> mixedDenormalModes(const Function &Src,
                                              const Function &Tgt) {
  auto Fits = [](DenormalMode::DenormalModeKind Part,
                 DenormalMode::DenormalModeKind Entry) {
    return Part == DenormalMode::Dynamic ||
           (Entry != DenormalMode::Dynamic && Part == Entry);
  };
  auto FitsMode = [&](const DenormalMode &M, const DenormalMode &Entry) {
    return Fits(M.Input, Entry.Input) && Fits(M.Output, Entry.Output);
  };
  DenormalModes Entry = denormalModesOf(Src);
  for (const Function *Root : {&Src, &Tgt})
    for (const Function *F : runnableFunctions(*Root)) {
      DenormalModes M = denormalModesOf(*F);
      if (!FitsMode(M.F32, Entry.F32) || !FitsMode(M.Other, Entry.Other))
        return "\"denormal-fp-math\" of @" + F->getName().str() +
               " differs from the source's";
    }
  return std::nullopt;
}

/// undecidedDenormals of the functions a run of \p Entry may execute.
std::optional<std::string> undecidedDenormalsIn(const Function &Entry) {
  for (const Function *F : runnableFunctions(Entry))
    if (std::optional<std::string> Why = undecidedDenormals(*F))
      return Why;
  return std::nullopt;
}

/// Why the fast-math flags of what a run of \p Entry executes allow results the
/// interpreter does not enumerate, or std::nullopt if every allowance is a
/// choice the interpreter makes (LangRef "Fast-Math Flags"). nnan and ninf are
/// exact (poison); on fcmp only reassoc is open. Enumerated: nsz on fneg, the
/// binary operators and a select or phi of FP scalars or vectors without
/// nnan/ninf (the sign of a zero, NondetKind::FPSign); arcp on an fdiv whose
/// value meets no other arcp operation (`a / b` or `a * (1.0 / b)`); contract
/// on an fmul whose value reaches only fadd/fsub with contract, directly (fused
/// or not). The rest is open: afn (approximations of unspecified accuracy),
/// reassoc (algebraic rewrites across expressions), nsz elsewhere (a call's
/// zero argument may change more than a sign), the two-instruction arcp
/// rewrites (`a / (b / c)` with `a * (c / b)`), and contract elsewhere.
/// Only the functions a run of \p Entry may execute count
/// (runnableFunctions): another source in the module has flags of its own.
std::optional<std::string> undecidedFastMath(const Function &Entry) {
  auto ZeroConst = [](const Value *V) {
    return isa<Constant>(V) &&
           PatternMatch::match(V, PatternMatch::m_AnyZeroFP());
  };
  // An undef factor is read afresh at the fmul: the fusion is not modelled.
  auto PlainFactor = [](const Value *V) {
    return !isa<Constant>(V) || isa<ConstantFP>(V) ||
           isa<ConstantDataSequential>(V) || isa<ConstantAggregateZero>(V);
  };
  for (const Function *F : runnableFunctions(Entry)) {
    for (const Instruction &I : instructions(*F)) {
      if (!isa<FPMathOperator>(I))
        continue;
      // LangRef "'fpmath' Metadata": the result may be off by the given
      // number of ulps.
      if (I.hasMetadata(LLVMContext::MD_fpmath))
        return "!fpmath allows results of lesser accuracy";
      FastMathFlags FMF = I.getFastMathFlags();
      unsigned Opc = I.getOpcode();
      std::string Op = I.getOpcodeName();
      // LangRef "'fcmp' Instruction": "the only flags that have any effect
      // on its semantics are [...] nnan, ninf, and reassoc".
      if (isa<FCmpInst>(I)) {
        if (FMF.allowReassoc())
          return "reassoc allows algebraic rewrites across expressions";
        continue;
      }
      if (FMF.approxFunc())
        return "afn allows approximations of unspecified accuracy";
      if (FMF.allowReassoc())
        return "reassoc allows algebraic rewrites across expressions";
      // A select or phi of floating-point scalars or vectors passes an
      // argument through: only a zero result's sign is free. With nnan or
      // ninf as well, whether an operand it does not choose is "an
      // argument" that makes it poison is open: not enumerated.
      bool PassThrough = isa<SelectInst>(I) || isa<PHINode>(I);
      if (FMF.noSignedZeros() && PassThrough && (FMF.noNaNs() || FMF.noInfs()))
        return "nsz on " + Op + " with nnan or ninf is not enumerated";
      bool NSZPassThrough =
          PassThrough && I.getType()->getScalarType()->isFloatingPointTy();
      if (FMF.noSignedZeros() && !isa<BinaryOperator>(I) &&
          !isa<UnaryOperator>(I) && !NSZPassThrough)
        return "nsz on " + Op + " is not enumerated";
      if (FMF.allowReciprocal()) {
        if (Opc != Instruction::FDiv)
          return "arcp on " + Op + " is not enumerated";
        if (mayReach(
                I, [](const Instruction &) { return false; },
                [](const Instruction &U) {
                  return hasFMF(U, &FastMathFlags::allowReciprocal);
                }))
          return "arcp on an fdiv whose value may meet another arcp "
                 "operation is not enumerated";
      }
      if (FMF.allowContract()) {
        if (Opc == Instruction::FAdd || Opc == Instruction::FSub)
          continue; // its fusions are decided where its fmul operands are
        if (Opc != Instruction::FMul)
          return "contract on " + Op + " is not enumerated";
        if (!PlainFactor(I.getOperand(0)) || !PlainFactor(I.getOperand(1)))
          return "contract on an fmul of an undef is not enumerated";
        auto Direct = [&](const Instruction &U) {
          return isContractAdd(U) && !ZeroConst(U.getOperand(0)) &&
                 !ZeroConst(U.getOperand(1));
        };
        if (mayReach(I, Direct, isContractAdd))
          return "contract on an fmul whose value may reach an fadd or fsub "
                 "other than directly is not enumerated";
      }
    }
  }
  return std::nullopt;
}

/// The prefix of the reasons of undecided differences on inputs with an
/// undef argument (PairChecker::undecided).
const char *const UndefInputReason = "with an undef argument, ";

/// True if an argument of \p In is (or holds) an undef.
bool hasUndefArgument(const Input &In) {
  return llvm::any_of(In.Args,
                      [](const ArgInput &A) { return A.V.containsUndef(); });
}

/// Per-input bookkeeping of a function check.
class PairChecker {
public:
  PairChecker(Interpreter &SI, const Function &Src, Interpreter &TI,
              const Function &Tgt, const CheckOptions &Opts)
      : SI(SI), Src(Src), TI(TI), Tgt(Tgt), Opts(Opts),
        SrcFMF(undecidedFastMath(Src)), Denormals(undecidedDenormalsIn(Src)),
        TgtStart(sharedGlobalStart(SI, TI)) {
    if (!Denormals)
      Denormals = undecidedDenormalsIn(Tgt);
    if (!Denormals)
      Denormals = mixedDenormalModes(Src, Tgt);
  }

  FunctionResult run();

private:
  Interpreter &SI;
  const Function &Src;
  Interpreter &TI;
  const Function &Tgt;
  const CheckOptions &Opts;
  /// Why the source's fast-math flags allow results that are not
  /// enumerated, if they do.
  std::optional<std::string> SrcFMF;
  /// Why the source or the target computes where its "denormal-fp-math"
  /// is not modelled (the interpreter's IEEE result there may be no result
  /// the function can have, and a source may then miss its UB), if one
  /// does.
  std::optional<std::string> Denormals;
  /// What the target's globals start from (sharedGlobalStart).
  GlobalStart TgtStart;
  FunctionResult R;
  std::map<std::string, unsigned> Reasons;
  /// True once an input without undef arguments had a difference the
  /// checker could not decide (undecided): the verdict is inconclusive.
  bool SawUndecided = false;
  unsigned Judged = 0;
  /// Interpreter steps spent on this pair so far (CheckOptions::StepBudget).
  uint64_t StepsSpent = 0;
  /// The steps of the longest first source run of an input that
  /// returned, and whether one ran out of steps
  /// (CheckOptions::LoopingSourceFactor).
  uint64_t LongestSrcReturn = 0;
  bool SrcLooped = false;
  /// The step bound of an input's first source run: lower once one ran
  /// out of steps (CheckOptions::LoopingSourceFactor). The source's
  /// exploration of its choices always has the full bound (a cut choice
  /// would leave the input undecided).
  uint64_t firstSourceRunSteps() const;
  /// Notes an input's first source run, of \p Steps ending as \p Kind.
  void noteFirstSourceRun(OutcomeKind Kind, uint64_t Steps);

  void reason(const std::string &Why) { ++Reasons[Why]; }
  /// A difference the checker cannot decide on the input: a reason that
  /// makes the verdict inconclusive, except on an input with an undef
  /// argument, a probe whose undecided differences are listed under their
  /// own reason and leave the verdict to the other inputs (each of its
  /// uses may see another value, which the target's runs sample and the
  /// source's known bits over-approximate).
  void undecided(const Input &In, const std::string &Why) {
    bool Probe = hasUndefArgument(In);
    SawUndecided |= !Probe;
    reason(Probe ? UndefInputReason + Why : Why);
  }
  /// Checks one input; true to stop (violation found).
  bool checkInput(const Input &In);
  enum class Explore { Matched, Exhausted, Unknown };
  Explore exploreSource(const Input &In, const Run &T,
                        ArrayRef<APInt> TgtChoices);
  /// Explores the source's branch directions instead of its values (after
  /// exploreSource said Unknown): Exhausted or Unknown, never Matched.
  Explore exploreOutcomes(const Input &In, const Run &T);
  void violation(const Input &In, const Run &S, const Run &T, const Diff &D);
};

void PairChecker::violation(const Input &In, const Run &S, const Run &T,
                            const Diff &D) {
  R.V = Verdict::Violation;
  R.Kind = D.K;
  R.Detail = D.Detail;
  R.CounterExampleText = describeInput(SI, Src, In);
  R.CounterExample = In;
  R.SrcOutcome = describeOutcome(SI, S.O);
  R.TgtOutcome = describeOutcome(TI, T.O);
}

PairChecker::Explore PairChecker::exploreSource(const Input &In, const Run &T,
                                                ArrayRef<APInt> TgtChoices) {
  // Depth-first over the source's choices: Idx[k] is the candidate taken
  // at the k-th choice of the current path.
  std::vector<unsigned> Idx;
  // (kind, width) of the k-th choice of the current path.
  std::vector<std::pair<NondetKind, unsigned>> Asked;
  bool Complete = true;
  unsigned Budget = Opts.SourceExploration;
  std::optional<std::vector<APInt>> Mirror;
  // The first path mirrors the target: the source makes the choices the
  // target made (they often correspond one to one).
  if (!TgtChoices.empty())
    Mirror = std::vector<APInt>(TgtChoices.begin(), TgtChoices.end());
  // Candidates past the boundary values: the target's choices, then, for
  // a choice of a value, the scalars the target returned or passed to
  // external calls (a frozen poison the source returns as it is, and the
  // target folded to a constant). Not for a NaN, a sign or a rewrite:
  // more candidates there exhaust the budget on lane-wise choices.
  std::vector<APInt> Observed(TgtChoices.begin(), TgtChoices.end());
  appendObservedScalars(T.O, Observed);
  auto ExtraFor = [&](size_t K) -> ArrayRef<APInt> {
    switch (Asked[K].first) {
    case NondetKind::FreezePoison:
    case NondetKind::Undef:
    case NondetKind::LibResult:
      return Observed;
    default:
      return TgtChoices;
    }
  };
  auto RunScript = [&]() -> std::optional<Explore> {
    std::vector<APInt> Script;
    if (Mirror) {
      Script = std::move(*Mirror);
      Mirror.reset();
    } else {
      for (size_t K = 0; K < Idx.size(); ++K)
        Script.push_back(candidate(Asked[K].second, Idx[K], ExtraFor(K)));
    }
    ScriptPolicy P(Script);
    Run S = execute(SI, Src, In, P);
    StepsSpent += S.O.Steps;
    // The path continues with the first candidate of every new choice.
    Asked.resize(Idx.size());
    for (size_t K = Idx.size(); K < P.Asked.size(); ++K) {
      Idx.push_back(0);
      Asked.push_back(P.Asked[K]);
    }
    // An undef is resolved where an instruction reads it, but by the LangRef
    // ("Undefined Values") a value computed from undef, or loaded from
    // undef bytes, is itself undef at every use: the source has more
    // behaviours than its choices enumerate, so no enumeration with an
    // undef is complete.
    for (auto [Kind, W] : P.Asked)
      if (W > 4 || Kind == NondetKind::Address || Kind == NondetKind::Undef)
        Complete = false;
    if (S.O.NondetKinds & ((1u << unsigned(NondetKind::Address)) |
                           (1u << unsigned(NondetKind::Allocation)) |
                           (1u << unsigned(NondetKind::Undef))))
      Complete = false;
    if (S.O.Kind == OutcomeKind::UB)
      return Explore::Matched; // some source choice is UB: anything goes
    if (S.O.Kind == OutcomeKind::StepLimit ||
        S.O.Kind == OutcomeKind::Unsupported) {
      Complete = false;
      return std::nullopt;
    }
    Comparer C(SI, S, T);
    Diff D = C.compare(Src, Tgt);
    if (!D)
      return Explore::Matched;
    // A difference that may not be one leaves this choice open.
    if (D.Unsure)
      Complete = false;
    return std::nullopt;
  };
  if (!TgtChoices.empty()) {
    if (auto E = RunScript())
      return *E;
    Idx.clear();
    Asked.clear();
    Complete = true;
  }
  if (auto E = RunScript())
    return *E;
  while (Budget-- > 0) {
    // Advance to the next path: bump the deepest choice that has another
    // candidate, dropping the choices after it.
    size_t J = Idx.size();
    while (J > 0 && Idx[J - 1] + 1 >=
                        numCandidates(Asked[J - 1].second, ExtraFor(J - 1)))
      --J;
    if (J == 0)
      return Complete ? Explore::Exhausted : Explore::Unknown;
    Idx.resize(J);
    ++Idx[J - 1];
    if (auto E = RunScript())
      return *E;
  }
  return Explore::Unknown;
}

// Phase 2 of the source exploration: by outcome. Exploring values
// (exploreSource) cannot be complete for a choice of more than 4 bits,
// yet such a choice often steers only a branch or two (a frozen poison
// compared with a constant). Here the source runs again with an
// OutcomePolicy: a conditional branch on a choice-dependent condition
// (not poison-dependent, not poison or undef) takes the direction the
// policy gives, a select on such a scalar condition the arm it gives
// (the result carries that arm's taint only), every value choice is zero,
// and the directions are enumerated depth first. (Below, "direction"
// covers a select's arm, and "branch" such a select.)
//
// Soundness (why Exhausted means no choice explains the target). Take any
// real choice vector c and its execution E(c). Let d(c) be the directions
// E(c) takes at the branches that the overriding run would decide: the
// override run with choices c and directions d(c) is E(c) step for step.
// Which branches are decided, and in which order, depends only on the
// path so far (taint marks follow the data flow of the path, and a
// condition's poison-ness is choice-free when it is not poison-tainted),
// so the depth-first tree of direction scripts contains d(c). Now compare
// the override run with c and with zero choices (the run we execute),
// both with directions d(c): if the executed run never set PathTainted,
// every condition of a branch not overridden, every address, stored
// value, call argument and UB check on its path was computed without a
// choice, so both runs take the same path, make the same calls, write the
// same memory and have UB at the same place; they differ only in scalars
// marked tainted. differenceIsChoiceFree() then says the difference to
// the target does not involve such a scalar. So if every leaf is
// complete in this sense and none explains the target, no E(c) does.
// Undef reads need care: a value computed from undef is undef at every
// use (LangRef "Undefined Values"), so a branch on it may be UB where the
// run resolved it once. The source's taint keeps such a value marked
// undef where a choice could change it (known bits, taintUndefOnlyLane),
// so that a branch on it is UB (the leaf is Unknown), never overridden; a
// freeze ends the undef (its result is one value, a choice like any).
// Where the mark is lost (Outcome::UndefUntracked) the leaf is Unknown.
// So are address and allocation nondeterminism, step limits, unsupported
// IR and an unsure difference.
// A leaf that explains the target (no difference, or source UB) proves
// nothing: its directions may be infeasible (no c gives them), so the
// answer is Unknown, never a no-violation.
PairChecker::Explore PairChecker::exploreOutcomes(const Input &In,
                                                  const Run &T) {
  std::vector<bool> Dirs; // the directions of the current path
  for (unsigned Budget = Opts.SourceExploration; Budget > 0; --Budget) {
    OutcomePolicy P(Dirs);
    Run S = execute(SI, Src, In, P);
    StepsSpent += S.O.Steps;
    if (S.O.Kind == OutcomeKind::UB || S.O.Kind == OutcomeKind::StepLimit ||
        S.O.Kind == OutcomeKind::Unsupported || S.O.UndefUntracked)
      return Explore::Unknown;
    Comparer C(SI, S, T);
    Diff D = C.compare(Src, Tgt);
    if (!D || D.Unsure || !differenceIsChoiceFree(S, D))
      return Explore::Unknown;
    // The full path: directions past the script were false. Next path:
    // the deepest false direction turned true, the directions after it
    // dropped.
    assert(P.NumOutcomes >= Dirs.size() && "a path shorter than its script");
    Dirs.resize(P.NumOutcomes, false);
    while (!Dirs.empty() && Dirs.back())
      Dirs.pop_back();
    if (Dirs.empty())
      return Explore::Exhausted;
    Dirs.back() = true;
  }
  return Explore::Unknown;
}

bool PairChecker::checkInput(const Input &In) {
  // An argument that is the address of a global one module lacks (the
  // optimizer removed an unused declaration) names nothing there.
  for (const ArgInput &A : In.Args)
    if (!A.Global.empty() && (!Src.getParent()->getNamedValue(A.Global) ||
                              !Tgt.getParent()->getNamedValue(A.Global)))
      return false;
  ++R.InputsTried;
  SamplePolicy Zero(SampleMode::Zeros, 0);
  SI.setMaxSteps(firstSourceRunSteps());
  Run S = execute(SI, Src, In, Zero);
  SI.setMaxSteps(Opts.Exec.MaxSteps);
  StepsSpent += S.O.Steps;
  noteFirstSourceRun(S.O.Kind, S.O.Steps);
  switch (S.O.Kind) {
  case OutcomeKind::UB:
    ++R.InputsSrcUB;
    return false;
  case OutcomeKind::StepLimit:
    reason("the source ran out of steps");
    return false;
  case OutcomeKind::Unsupported:
    reason("the source uses something unsupported: " + S.O.Reason);
    return false;
  default:
    break;
  }
  for (unsigned P = 0; P < std::max(1u, Opts.TargetPolicies); ++P) {
    SamplePolicy TP(sampleModeOfRun(P),
                    Opts.Inputs.Seed + R.InputsTried * 7 + P);
    Run T = execute(TI, Tgt, In, TP, TgtStart);
    StepsSpent += T.O.Steps;
    if (T.O.Kind == OutcomeKind::Unsupported) {
      reason("the target uses something unsupported: " + T.O.Reason);
      return false;
    }
    Comparer C(SI, S, T);
    Diff D = C.compare(Src, Tgt);
    if (T.O.Kind == OutcomeKind::StepLimit && (!D || D.Unsure)) {
      ++R.PossibleHangs;
      return false;
    }
    if (D) {
      if (D.Unsure) {
        undecided(In, "a difference that depends on unspecified addresses or "
                      "internal globals: " +
                          D.Detail);
        return false;
      }
      if (Denormals) {
        undecided(In, *Denormals + ": " + D.Detail);
        return false;
      }
      if (SrcFMF && D.K != ViolationKind::TgtUB) {
        undecided(In,
                  "the source has fast-math flags that allow other results (" +
                      *SrcFMF + "): " + D.Detail);
        return false;
      }
      // A difference no source choice can touch.
      if (S.O.Nondeterministic && differenceIsChoiceFree(S, D)) {
        violation(In, S, T, D);
        return true;
      }
      if (S.O.Nondeterministic) {
        Explore E = exploreSource(In, T, TP.Given);
        if (E == Explore::Unknown)
          E = exploreOutcomes(In, T);
        switch (E) {
        case Explore::Matched:
          break;
        case Explore::Exhausted:
          violation(In, S, T, D);
          return true;
        case Explore::Unknown:
          undecided(In,
                    "the source is nondeterministic (freeze, undef, NaN or "
                    "addresses) and no explored choice explains the target: " +
                        D.Detail);
          return false;
        }
      } else {
        violation(In, S, T, D);
        return true;
      }
    }
    if (!T.O.Nondeterministic)
      break; // further target choices cannot differ
  }
  ++Judged;
  return false;
}

uint64_t PairChecker::firstSourceRunSteps() const {
  if (!Opts.LoopingSourceFactor || !SrcLooped)
    return Opts.Exec.MaxSteps;
  return std::min(Opts.Exec.MaxSteps,
                  std::max(Opts.LoopingSourceFloor,
                           Opts.LoopingSourceFactor * LongestSrcReturn));
}

void PairChecker::noteFirstSourceRun(OutcomeKind Kind, uint64_t Steps) {
  if (Kind == OutcomeKind::Return)
    LongestSrcReturn = std::max(LongestSrcReturn, Steps);
  // (A run the clock or the call depth ended is no sign of a loop.)
  SrcLooped |= Kind == OutcomeKind::StepLimit && Steps >= Opts.Exec.MaxSteps;
}

FunctionResult PairChecker::run() {
  R.Name = Src.getName().str();
  auto Start = std::chrono::steady_clock::now();
  auto Deadline = std::chrono::steady_clock::time_point::max();
  if (Opts.TimeLimitMs)
    Deadline = Start + std::chrono::milliseconds(Opts.TimeLimitMs);
  SI.setDeadline(Deadline);
  TI.setDeadline(Deadline);
  InputOptions IO = Opts.Inputs;
  IO.VScale = SI.vscale();
  std::vector<Input> Inputs = makeInputs(Src, SI.pointerBits(), IO);
  for (const Input &In : Inputs) {
    if (checkInput(In))
      break;
    // Inputs come boundary ones first; a pair that runs long loops stops
    // early rather than dominate a campaign's time.
    if (Opts.StepBudget && StepsSpent >= Opts.StepBudget)
      break;
    if (std::chrono::steady_clock::now() >= Deadline) {
      reason("the time limit ran out");
      break;
    }
  }
  R.ExecuteMs = std::chrono::duration<double, std::milli>(
                    std::chrono::steady_clock::now() - Start)
                    .count();
  for (auto &[Why, N] : Reasons)
    R.Reasons.push_back({Why, N});
  if (R.V == Verdict::Violation)
    return R;
  if (SawUndecided || (Judged == 0 && R.InputsSrcUB < R.InputsTried))
    R.V = Verdict::Inconclusive;
  return R;
}

} // namespace

/// \p Exec with the layout \p Layout and the role \p Role.
static ExecOptions
withLayoutAndRole(ExecOptions Exec, const GlobalLayout &Layout, ExecRole Role) {
  Exec.Layout = &Layout;
  Exec.Role = Role;
  return Exec;
}

CheckInterpreters::CheckInterpreters(const Module &Src, const Module &Tgt,
                                     const ExecOptions &Exec)
    : Layout(planGlobalLayout({&Src, &Tgt})),
      Source(Src, withLayoutAndRole(Exec, Layout, ExecRole::Source)),
      Target(Tgt, withLayoutAndRole(Exec, Layout, ExecRole::Target)) {}

std::vector<FunctionPair>
refinery::functionPairsToCheck(const Module &Src, const Module &Tgt,
                               ArrayRef<std::string> Only,
                               std::vector<std::string> *LocalLeftOut) {
  std::vector<FunctionPair> Pairs;
  for (const Function &F : Src) {
    if (F.isDeclaration())
      continue;
    const Function *G = Tgt.getFunction(F.getName());
    if (!G || G->isDeclaration())
      continue;
    bool Named = is_contained(Only, F.getName());
    if (F.hasLocalLinkage() && !Named) {
      if (LocalLeftOut)
        LocalLeftOut->push_back(F.getName().str());
      continue;
    }
    if (Only.empty() || Named)
      Pairs.push_back({&F, G});
  }
  return Pairs;
}

std::vector<FunctionResult> refinery::checkPairs(const Module &Src,
                                                 const Module &Tgt,
                                                 ArrayRef<FunctionPair> Pairs,
                                                 CheckOptions Opts,
                                                 bool StopAtViolation) {
  CheckInterpreters Interps(Src, Tgt, Opts.Exec);
  Opts.Exec.Layout = &Interps.Layout;
  std::vector<FunctionResult> Results;
  for (const auto &[S, T] : Pairs) {
    Results.push_back(
        checkRefinement(Interps.Source, *S, Interps.Target, *T, Opts));
    if (StopAtViolation && Results.back().V == Verdict::Violation)
      break;
  }
  return Results;
}

Verdict refinery::overallVerdict(ArrayRef<FunctionResult> Results) {
  if (Results.empty())
    return Verdict::NothingChecked;
  Verdict Overall = Verdict::NoViolation;
  bool AllVerified = true;
  for (const FunctionResult &R : Results) {
    if (R.V == Verdict::Violation)
      return Verdict::Violation;
    if (R.V == Verdict::Inconclusive)
      Overall = Verdict::Inconclusive;
    AllVerified &= R.V == Verdict::Verified;
  }
  if (Overall == Verdict::NoViolation && AllVerified)
    return Verdict::Verified;
  return Overall;
}

FunctionResult refinery::checkRefinement(Interpreter &SI, const Function &Src,
                                         Interpreter &TI, const Function &Tgt,
                                         const CheckOptions &Opts) {
  if (Src.getFunctionType() != Tgt.getFunctionType()) {
    // Nothing to compare (Alive2 says "Signature mismatch").
    FunctionResult R;
    R.Name = Src.getName().str();
    R.V = Verdict::Inconclusive;
    std::string SrcTy, TgtTy;
    raw_string_ostream SOS(SrcTy), TOS(TgtTy);
    Src.getFunctionType()->print(SOS);
    Tgt.getFunctionType()->print(TOS);
    R.Reasons.push_back(
        {"the target has another signature: " + TgtTy + " instead of " + SrcTy,
         1});
    return R;
  }
  // One vscale for both sides (LangRef "Vector Type": the same for all
  // scalable vectors at run time), which each side's vscale_range admits.
  Expected<unsigned> VScale = chooseVScaleWithCallees(
      {{&Src, "the source"}, {&Tgt, "the target"}}, Opts.Exec.VScale);
  if (!VScale) {
    FunctionResult R;
    R.Name = Src.getName().str();
    R.V = Verdict::Inconclusive;
    R.Reasons.push_back({toString(VScale.takeError()), 1});
    return R;
  }
  // No inputs can be made for parameters with more lanes than modelled.
  if (std::string P = scalableLanesProblem(Src.getFunctionType(), *VScale);
      !P.empty()) {
    FunctionResult R;
    R.Name = Src.getName().str();
    R.V = Verdict::Inconclusive;
    R.Reasons.push_back({"the signature uses something unsupported: " + P, 1});
    return R;
  }
  SI.setVScale(*VScale);
  TI.setVScale(*VScale);
  return PairChecker(SI, Src, TI, Tgt, Opts).run();
}
