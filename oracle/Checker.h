//===- oracle/Checker.h - Refinement checking -------------------*- C++ -*-===//
///
/// \file
/// Decides on concrete inputs whether a target function refines a source
/// function (LangRef of LLVM 22; "Undefined Behavior" manual): for every
/// input on which the source does not have UB, the target must not have UB,
/// must return a value that refines the source's (poison allows anything, a
/// NaN any NaN), leave the observable memory refined byte by byte and make
/// the same observable calls. Source nondeterminism is angelic and target
/// nondeterminism demonic; where that cannot be decided exactly the verdict
/// is `inconclusive`, never `violation`.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_ORACLE_CHECKER_H
#define REFINERY_ORACLE_CHECKER_H

#include "oracle/Inputs.h"
#include "oracle/Interpreter.h"
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class Function;
}

namespace refinery {

/// Verified: proved for every input by the SMT prover (oracle/smt), never
/// set by the concrete checker.
enum class Verdict : uint8_t {
  NoViolation,
  Violation,
  Inconclusive,
  Verified,
  NothingChecked, ///< no function pair to check at all
};
const char *verdictName(Verdict V);

enum class ViolationKind : uint8_t {
  None,
  ValueMismatch,  ///< both return, the target's value differs
  TgtPoison,      ///< the target's value is poison where the source's is not
  TgtUB,          ///< the target has UB where the source has none
  MemoryMismatch, ///< observable memory differs after the call
  EventMismatch,  ///< output, exit/abort or external calls differ
};
const char *violationName(ViolationKind K);

/// What the SMT prover (oracle/smt) said about a function pair.
enum class SmtStatus : uint8_t {
  Verified,        ///< refinement holds for every input
  Violation,       ///< a counterexample the interpreter confirmed
  Unknown,         ///< timeout, or a counterexample not confirmed
  OutsideFragment, ///< something the encoding does not model exactly
};
/// "verified", "violation", "unknown", "outside-fragment".
const char *smtStatusName(SmtStatus S);

struct CheckOptions {
  InputOptions Inputs;
  ExecOptions Exec;
  /// Target runs per input under different choices (demonic): zeros, all
  /// ones, random, alternating (only while the target makes choices).
  unsigned TargetPolicies = 4;
  /// Source runs per input spent exploring its choices (angelic).
  unsigned SourceExploration = 64;
  /// Interpreter steps (source and target runs together) after which a
  /// function pair tries no further inputs; 0: no budget. The inputs tried
  /// still decide the verdict.
  uint64_t StepBudget = 0;
  /// Once the first source run of an input has run out of steps, the
  /// first source runs of the pair's later inputs end (as running out of
  /// steps) at this many times the steps of the longest such run that
  /// returned, and at least LoopingSourceFloor: a run that much longer than
  /// every one that returned is most likely the same non-terminating loop,
  /// and its steps go to further inputs instead. (The source's exploration
  /// of its choices keeps Exec.MaxSteps.) 0: every run may take
  /// Exec.MaxSteps.
  unsigned LoopingSourceFactor = 0;
  uint64_t LoopingSourceFloor = 10'000;
  /// Wall-clock milliseconds a function pair may take (its executions end
  /// with a step limit, "time limit reached", and no further inputs are
  /// tried); 0: no limit. The inputs tried still decide the verdict.
  uint64_t TimeLimitMs = 0;
  CheckOptions() { Exec.MaxSteps = 250'000; }
};

/// The verdict on one function pair.
struct FunctionResult {
  std::string Name;
  Verdict V = Verdict::NoViolation;
  ViolationKind Kind = ViolationKind::None;
  /// The counterexample (for a violation), as describeInput() prints it.
  std::string CounterExampleText;
  /// The counterexample itself (for a violation), to run it again.
  refinery::Input CounterExample;
  std::string SrcOutcome, TgtOutcome;
  /// What differs, in words (for a violation).
  std::string Detail;
  unsigned InputsTried = 0;
  /// Inputs on which the source had UB (anything allowed).
  unsigned InputsSrcUB = 0;
  /// Why the verdict is inconclusive (distinct reasons, counted).
  std::vector<std::pair<std::string, unsigned>> Reasons;
  /// Inputs where the target ran out of steps although the source
  /// returned: a possible hang, reported apart from violations.
  unsigned PossibleHangs = 0;
  double ExecuteMs = 0;
  /// What the SMT prover (oracle/smt, `refinery check --smt`) said;
  /// std::nullopt if it did not run. SmtDetail says why it did not decide
  /// (or that it disagrees with the interpreter).
  std::optional<SmtStatus> Smt;
  std::string SmtDetail;
  /// Not 0 when a function has a loop: the prover unrolled it this many
  /// times, and a `verified` covers only runs within that many back edges.
  unsigned SmtUnrolled = 0;
  double SmtMs = 0;
  /// Inputs synthesized by the SMT solver among InputsTried.
  unsigned SynthesizedInputs = 0;
};

/// Checks whether \p Tgt (run by \p TI) refines \p Src (run by \p SI) on
/// the input set of \p Src. The two interpreters must share a GlobalLayout.
FunctionResult checkRefinement(Interpreter &SI, const llvm::Function &Src,
                               Interpreter &TI, const llvm::Function &Tgt,
                               const CheckOptions &Opts);

/// A source function and the target function it is checked against.
using FunctionPair = std::pair<const llvm::Function *, const llvm::Function *>;

/// The function pairs to check between \p Src and its optimized form
/// \p Tgt: each definition of Src with a definition of the same name in
/// Tgt, in Src's order. A function with local linkage is only called from
/// inside the module, where whole-module passes may rely on its callers
/// (e.g. IPSCCP adds range attributes to its parameters): it is checked
/// through its callers, not on inputs of its own, so it is left out (and
/// its name added to \p LocalLeftOut if given) unless \p Only names it.
/// With \p Only not empty, only the functions it names are paired.
std::vector<FunctionPair>
functionPairsToCheck(const llvm::Module &Src, const llvm::Module &Tgt,
                     llvm::ArrayRef<std::string> Only = {},
                     std::vector<std::string> *LocalLeftOut = nullptr);

/// The two interpreters of a refinement check of \p Src against \p Tgt
/// (checkPairs, checkPairsSmt): one global layout for both modules, so
/// that the globals they share have equal addresses, and the source and
/// target roles. Exec options are \p Exec's, with that layout.
struct CheckInterpreters {
  CheckInterpreters(const llvm::Module &Src, const llvm::Module &Tgt,
                    const ExecOptions &Exec);
  GlobalLayout Layout;
  Interpreter Source;
  Interpreter Target;
};

/// Checks \p Pairs of functions of \p Src and \p Tgt (the same module
/// for Alive2-style pairs): one global layout for both, the source and
/// target roles, one result per pair. With \p StopAtViolation, stops after
/// the first violation.
std::vector<FunctionResult> checkPairs(const llvm::Module &Src,
                                       const llvm::Module &Tgt,
                                       llvm::ArrayRef<FunctionPair> Pairs,
                                       CheckOptions Opts,
                                       bool StopAtViolation = false);

/// The overall verdict of several results: nothing checked if there are
/// none, else a violation if any, else inconclusive if any, else verified
/// if all are, else no violation.
Verdict overallVerdict(llvm::ArrayRef<FunctionResult> Results);

/// Describes an outcome for a report: "return i8 -1", "ub: division by
/// zero at %q in @f".
std::string describeOutcome(const Interpreter &I, const Outcome &O);

} // namespace refinery

#endif
