//===- generator/Generator.h - UB-free random IR programs -------*- C++ -*-===//
///
/// \file
/// A random generator of LLVM IR modules that are free of undefined
/// behaviour and poison for every input, by construction (LangRef of LLVM
/// 22; the "Undefined Behavior" manual's rule for tests: never an `undef` or
/// `poison` literal, a fresh function argument where a placeholder is
/// needed).
///
/// A module holds several functions that call each other without cycles
/// (a function only calls functions generated before it, so the call graph
/// is a DAG). Each function takes `noundef` integer and vector arguments and
/// `noundef nonnull dereferenceable(N) align A` pointers, and returns an
/// integer, a vector or (with aggregates) a small struct. The contract under
/// which a function is UB- and poison-free:
///
/// * every argument is a well-defined value (not undef or poison);
/// * every pointer argument points to at least N bytes, aligned to A, that
///   are initialized (any byte values; no undef, poison or pointer bytes).
///   Pointer arguments may alias each other and the module's globals:
///   generated code uses memmove, never memcpy, where two such pointers
///   meet. N is at most 64, so Refinery's oracle, which allocates
///   max(N, 64) or exactly N bytes for a pointer parameter, satisfies it.
///
/// How every source of UB and poison is ruled out:
///
/// * division (udiv, urem, sdiv, srem, scalars and vectors): a divisor
///   guard in one of several styles, because optimizers treat each
///   differently: `or d, 1`; `select (d == 0), c, d`; `umax(d, 1)`;
///   `d + zext(d == 0)`; a non-zero constant; for sdiv/srem, which must
///   also avoid INT_MIN / -1: `or (and d, SMAX), 1` (positive),
///   `select (d == 0 | (x == MIN & d == -1)), 1, d`,
///   `select (d + 1 u< 2), c, d`, `smax(d, 1)`, `select (or d, 1) == -1`;
///   or a branch around the division on the same condition, with a phi;
/// * shift amounts (shl, lshr, ashr, sshl.sat, ushl.sat): a constant below
///   the width, `and amt, bw-1`, `urem amt, bw`, `umin(amt, bw-1)` or
///   `select (amt u< bw), amt, c` (fshl/fshr take the amount modulo the
///   width and need none);
/// * memory: allocas and globals initialized before any read (memset,
///   memcpy, constant stores); loads and stores only of types whose width
///   is a multiple of 8 (no partially defined bytes); indices clamped with
///   `and`, `urem`, `umin` or `select` so that every access stays in bounds;
///   alignment never overstated; memcpy only between objects that cannot
///   overlap, memmove otherwise;
/// * loops: trip counts that are constants or clamped values (`umin`,
///   `and`, `urem`, `select`), or bit loops (`while (x != 0) x &= x - 1`,
///   `x >>= 1`, `x <<= 1`) bounded by the width; two nested levels at
///   most; no recursion; a static bound on the executed instructions of
///   each function (callees included) is kept under
///   GenOptions::MaxStepsPerCall;
/// * intrinsics: ctlz/cttz with is_zero_poison=false, abs with
///   is_int_min_poison=false, bswap only on multiples of 16 bits, vector
///   indices and shuffle masks constant and in range (dynamic extract
///   indices are clamped);
/// * no poison-generating flags (nsw, nuw, exact, disjoint, nneg,
///   samesign, inbounds, fast-math), no `range`/`nonnull`/`align` metadata;
/// * calls to declared external functions (family `externs`; left out
///   with a harness, which has no definitions for them): the oracle runs
///   them as one of its modelled implementations (oracle/interp/Calls.cpp),
///   so the contract holds for each of those: every argument is defined,
///   every pointer argument points to initialized bytes, and every result
///   is `noundef` (a frozen poison would be a nondeterministic choice);
/// * floating point (family `fp`) is limited to values converted from
///   integers and combined with fadd/fsub/fmul/fneg/fabs/division by a
///   power of two while a static magnitude bound keeps them finite, so no
///   NaN (whose bits are nondeterministic) is ever produced; conversions
///   back to integers use fptosi.sat/fptoui.sat, or plain fptosi/fptoui
///   when the bound fits the destination.
///
/// Everything is deterministic for a choice source: the same seed and
/// options give the same module text.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_GENERATOR_GENERATOR_H
#define REFINERY_GENERATOR_GENERATOR_H

#include "support/Random.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace refinery {

/// The feature families the generator can switch on and off.
enum class Feature : unsigned {
  Ints,       ///< integer arithmetic, bitwise ops, shifts, compares, casts,
              ///< select, freeze, if/else diamonds, early returns (always on)
  Vectors,    ///< vectors of integers, extract/insert/shufflevector
  Memory,     ///< allocas, globals, GEPs, loads, stores, memset/memcpy
  Loops,      ///< counted and nested loops with phis
  Calls,      ///< calls between the module's functions
  Switch,     ///< switch terminators
  Intrinsics, ///< min/max, abs, bit counting, bswap, funnel shifts,
              ///< saturating and overflow arithmetic, ucmp/scmp, reductions
  Aggregates, ///< struct values (insertvalue/extractvalue), struct memory,
              ///< struct returns
  FP,         ///< exact, NaN-free floating point derived from integers
  Externs,    ///< calls to declared external functions with memory effects
              ///< (which the oracle models; never with a harness)
};
constexpr unsigned NumFeatures = 10;

/// A set of feature families.
class FeatureSet {
public:
  FeatureSet() = default;
  /// Every family.
  static FeatureSet all() {
    FeatureSet S;
    S.Bits = (1u << NumFeatures) - 1;
    return S;
  }
  bool has(Feature F) const { return Bits & bit(F); }
  void set(Feature F, bool On = true) {
    Bits = On ? (Bits | bit(F)) : (Bits & ~bit(F));
  }
  bool operator==(const FeatureSet &O) const = default;
  /// "ints,vectors,memory" (families in declaration order).
  std::string str() const;

private:
  static unsigned bit(Feature F) { return 1u << static_cast<unsigned>(F); }
  unsigned Bits = 0;
};

/// The command-line name of a family ("ints", "vectors", ...).
const char *featureName(Feature F);

/// Parses a comma-separated list of family names ("ints,memory,loops";
/// "all" means every family). `ints` is always added: every other family
/// builds on integers. An unknown name is an error naming the valid ones.
llvm::Expected<FeatureSet> parseFeatures(llvm::StringRef List);

/// What to generate.
struct GenOptions {
  /// The families to use; none: each module draws its own random subset
  /// and operation weights from the choice source (swarm testing).
  std::optional<FeatureSet> Features;
  /// Scales the statements per function (about Size instructions' worth
  /// of statements, each of one to a few instructions, before guards).
  unsigned Size = 20;
  /// Functions per module (drawn in [MinFunctions, MaxFunctions]).
  unsigned MinFunctions = 2;
  unsigned MaxFunctions = 5;
  /// Adds `i32 @main()` calling every generated function on HarnessInputs
  /// fixed inputs and printing each result (and the bytes of pointer
  /// arguments and writable globals afterwards) with printf.
  bool Harness = false;
  unsigned HarnessInputs = 8;
  /// Upper bound on the instructions one call of any generated function
  /// executes (callees and loop iterations included), by static count.
  uint64_t MaxStepsPerCall = 40'000;
  /// Target triple and data layout of the module (both may be empty).
  std::string TargetTriple = "x86_64-pc-linux-gnu";
  std::string DataLayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-"
                           "i128:128-f80:128-n8:16:32:64-S128";
  /// The seed, recorded in the module's header comment and source file
  /// name only (randomness comes from the ChoiceSource).
  uint64_t Seed = 0;
  /// For testing the property tests only: leave out the guards of
  /// division and shift operands, so that generated programs do have UB
  /// and poison. Never set outside tests.
  bool OmitGuardsForTesting = false;
};

/// A generated module and how it was drawn.
struct GeneratedModule {
  std::unique_ptr<llvm::Module> M;
  /// The families used (drawn, or GenOptions::Features).
  FeatureSet Features;
  /// Comment lines ("; ...") describing the seed, options and swarm draw.
  std::string Header;
};

/// Generates one module, drawing every choice from \p R. Returns an error
/// (a generator bug) if the module does not pass the verifier.
llvm::Expected<GeneratedModule>
generateModule(llvm::LLVMContext &Ctx, ChoiceSource &R, const GenOptions &Opts);

/// The module's text as `refinery gen` writes it: the header comment, then
/// the IR.
std::string printGeneratedModule(const GeneratedModule &G);

} // namespace refinery

#endif
