//===- oracle/smt/Smt.h - Proofs, counterexamples, boundary inputs -*- C++
//-*-===//
///
/// \file
/// Refinery's Z3 layer (the only code that includes Z3 headers; this header
/// does not). For functions over integers, floating point and vectors of
/// them, with allocas and loops (unrolled a bounded number of times), it
///
/// * proves that a target refines a source for every input, poison and
///   undef inputs and every target choice included (verdict `verified`),
///   or finds a
///   counterexample, which is reported only after the interpreter confirmed
///   it on that exact input;
/// * synthesizes inputs at the boundaries of the source's flags,
///   comparisons and UB guards (just overflowing and just not) for the
///   concrete checker.
///
/// Refinement is the LangRef's (and Alive2's): for every input on which the
/// source has no UB under some choice of its freezes (source choices are
/// angelic), the target must have no UB and return, lane by lane, the
/// source's value or anything where the source's lane is poison, under
/// every choice of its freezes (demonic). Each use of an undef (a constant
/// or an argument without noundef) is such a choice. Anything outside the
/// encoded fragment is left to the concrete checker; where the solver does not
/// decide within its time limit the answer is "unknown", never a violation.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_ORACLE_SMT_SMT_H
#define REFINERY_ORACLE_SMT_SMT_H

#include "oracle/Checker.h"
#include "oracle/Inputs.h"
#include <memory>
#include <string>
#include <vector>

namespace z3 {
class context;
} // namespace z3

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace refinery {

class Interpreter;

struct SmtOptions {
  /// Time limit of each proof query, in milliseconds.
  unsigned TimeoutMs = 10'000;
  /// Time limit of the proof query over inputs with undef arguments (the
  /// uses of an undef are quantified source choices), asked once the
  /// inputs without undef are proved.
  unsigned UndefTimeoutMs = 2'000;
  /// Time limit of Z3's own quantified query (source choices), before the
  /// refinement loop takes over.
  unsigned QuantifiedMs = 1'000;
  /// At most this many rounds of the refinement loop that decides a query
  /// with source choices (each round excludes one more of them).
  unsigned MaxRefinements = 64;
  /// The refinement loop starts from every pairing of source choices with
  /// target choices of the same origin when there are at most this many.
  unsigned MaxChoicePairings = 64;
  /// A loop is encoded for runs that take at most this many back edges in
  /// all; a proof then says so (SmtCheckResult::Unrolled). 0: functions
  /// with loops are outside the fragment.
  unsigned Unroll = 8;
  /// Memory limit of each query, in megabytes (Z3's solver parameter
  /// max_memory): past it the query's answer is unknown, not a killed
  /// process.
  unsigned MaxMemoryMB = 2'048;
  /// Time limit of each input-synthesis query.
  unsigned SynthQueryMs = 250;
  /// Time limit of the whole synthesis for one function.
  unsigned SynthBudgetMs = 4'000;
  /// At most this many synthesized inputs per function.
  unsigned MaxSynthInputs = 64;
  /// Print to stderr why a candidate counterexample was not confirmed and
  /// what the synthesis asked for.
  bool Debug = false;
};

struct SmtCheckResult {
  SmtStatus Status = SmtStatus::Unknown;
  /// Why the status is Unknown or OutsideFragment.
  std::string Detail;
  /// When either function has a loop: the unroll bound (SmtOptions::
  /// Unroll). A Verified then covers only the runs within it.
  unsigned Unrolled = 0;
  /// For Violation: the interpreter's verdict on the counterexample.
  FunctionResult Confirmed;
  double Ms = 0;
};

/// Proves or refutes that \p Tgt (run by \p TI) refines \p Src (run by
/// \p SI) with one Z3 context and a time limit of SmtOptions::TimeoutMs. A
/// counterexample is replayed with checkRefinement(\p CO) on that one input
/// before it counts.
SmtCheckResult smtCheckRefinement(Interpreter &SI, const llvm::Function &Src,
                                  Interpreter &TI, const llvm::Function &Tgt,
                                  const CheckOptions &CO, const SmtOptions &SO);

/// Inputs of \p Src on both sides of each poison-generating flag, UB guard,
/// comparison and branch condition: one where it fires (the add nsw
/// overflows, the divisor is zero, the shift amount reaches the width),
/// one next to it (every integer argument within +-1) where it does not.
/// Works on any function: what the encoding does not model becomes an
/// unconstrained value and loops are cut after one iteration, so the
/// inputs are suggestions, not proofs. Pointer parameters get the buffers
/// of makeInputs' first input. Time-boxed by SmtOptions::SynthBudgetMs;
/// deterministic for a given function and options (up to solver timeouts).
std::vector<Input> synthesizeBoundaryInputs(const llvm::Function &Src,
                                            const SmtOptions &SO);

/// synthesizeBoundaryInputs for many functions, one after another, in one
/// Z3 context (a campaign worker's): deleting a context after a synthesis
/// costs about as much as the synthesis itself (half the time of the
/// campaign's SMT phase at default<O2>). The context is renewed every
/// RenewAfter syntheses, so that what it keeps stays bounded. The inputs
/// may differ from a fresh context's (the solver's answers depend on its
/// state, as on its timeouts).
class SynthSession {
public:
  SynthSession();
  ~SynthSession();
  std::vector<Input> synthesize(const llvm::Function &Src,
                                const SmtOptions &SO);

private:
  static constexpr unsigned RenewAfter = 64;
  std::unique_ptr<z3::context> Ctx;
  unsigned Uses = 0;
};

/// How checkPairsSmt uses the solver.
struct SmtCheckConfig {
  /// Prove or refute each pair first (refinery check --smt).
  bool Prove = true;
  /// Add synthesizeBoundaryInputs to the concrete inputs of pairs the
  /// prover did not decide (refinery check --smt-inputs).
  bool SynthesizeInputs = false;
  SmtOptions Opts;
};

/// checkPairs (oracle/Checker.h) with the solver: a pair proved is
/// `verified` (the concrete check still runs as a cross-check: a concrete
/// violation wins); a confirmed counterexample is the violation; otherwise
/// the concrete checker decides, with synthesized inputs if asked for.
/// FunctionResult::Smt records what the solver said (SmtStatus, declared in
/// oracle/Checker.h).
std::vector<FunctionResult>
checkPairsSmt(const llvm::Module &Src, const llvm::Module &Tgt,
              llvm::ArrayRef<FunctionPair> Pairs, CheckOptions Opts,
              const SmtCheckConfig &Config, bool StopAtViolation = false);

} // namespace refinery

#endif
