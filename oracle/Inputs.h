//===- oracle/Inputs.h - Deterministic input sets ---------------*- C++ -*-===//
///
/// \file
/// Inputs for checking a function: boundary values of each parameter type,
/// the function's own constants and their neighbours, poison for
/// parameters without noundef (whole values and single vector lanes), and
/// random values, all deterministic for a seed. Pointer parameters get
/// fresh buffers filled with such bytes.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_ORACLE_INPUTS_H
#define REFINERY_ORACLE_INPUTS_H

#include "semantics/FloatOps.h"
#include "semantics/Memory.h"
#include "semantics/Value.h"
#include "llvm/ADT/FloatingPointMode.h"
#include <string>
#include <vector>

namespace llvm {
class Function;
class GlobalVariable;
class Type;
} // namespace llvm

namespace refinery {

class Interpreter;
class Execution;

/// One argument: a value, or a buffer the argument points to.
struct ArgInput {
  RtValue V;
  /// For pointer parameters: the buffer's contents (empty: pass V).
  std::vector<MemByte> Buffer;
  uint64_t BufferAlign = 16;
  /// The argument points this many bytes into the buffer (a misaligned or
  /// interior pointer); the buffer is that much larger.
  uint64_t BufferOffset = 0;
  /// If set, the argument points into the buffer of argument AliasOf
  /// (at BufferOffset) instead of a buffer of its own: pointer arguments
  /// may alias.
  int AliasOf = -1;
  /// The buffer is read-only memory (as a constant global is): a store to
  /// it is UB. A pointer parameter may point to such memory unless an
  /// attribute says it is writable (LangRef "Parameter Attributes":
  /// dereferenceable does not imply writable).
  bool ReadOnly = false;
  /// If set, the argument is the address of this global value of the
  /// module: a function (for a pointer parameter the function calls
  /// through) or a global variable (the argument aliases it).
  std::string Global;
};

/// One input: an argument per parameter.
struct Input {
  std::vector<ArgInput> Args;
  /// The rounding mode of the floating-point environment the call runs in,
  /// which constrained FP intrinsics see (LangRef "Constrained
  /// Floating-Point Intrinsics"); varied only for functions that use them.
  llvm::RoundingMode Rounding = llvm::RoundingMode::NearestTiesToEven;
  /// How the floating-point environment treats denormals of float and of
  /// the other types, which a "denormal-fp-math" part that says "dynamic"
  /// reads (LangRef "Function Attributes"): the function's own mode where
  /// it fixes one ("User or platform code is expected to set the floating
  /// point mode appropriately before function entry"), varied where it
  /// says "dynamic".
  DenormalModes DenormalEnv;
  /// For a variadic function: the arguments after its parameters, each an
  /// i64 (their number varies between inputs, from none to three).
  std::vector<llvm::APInt> VarArgs;
  /// Contents of globals, by name, that code elsewhere may have written
  /// before the call (hasArbitraryContents), where an input sets them;
  /// the others hold their initializers.
  std::vector<std::pair<std::string, std::vector<MemByte>>> Globals;
  /// Which implementation of the unknown external functions the call runs
  /// with (Execution::setCalleeSeed): refinement must hold for every one,
  /// so inputs vary it where the function calls some.
  uint64_t CalleeSeed = 0;
};

/// True if the contents of \p G at a call may be anything: it is visible
/// to other modules and writable, or its initializer is not the one the
/// program will see (weak linkage, externally_initialized; LangRef
/// "Linkage Types", "Global Variables").
bool hasArbitraryContents(const llvm::GlobalVariable &G);

struct InputOptions {
  unsigned Count = 200;
  uint64_t Seed = 0;
  /// Bytes of a pointer argument's buffer when no dereferenceable
  /// attribute says more.
  uint64_t DefaultBufferSize = 64;
  /// Inputs tried before the Count generated ones (e.g. inputs synthesized
  /// by the SMT solver, or one counterexample to replay with Count = 0).
  std::vector<Input> Extra;
  /// Only uniformly random values (no boundary values, constants or
  /// structured poison inputs): a baseline for benchmarks.
  bool OnlyRandom = false;
  /// The vscale of the runs (ExecOptions::VScale): a parameter of type
  /// <vscale x N x T> gets N * VScale lanes. 0: none.
  unsigned VScale = 0;
};

/// The boundary values of an i\p Width parameter: 0, 1, 2, -1, the signed
/// extremes and their neighbours, \p Consts (the function's constants of
/// that width) with their neighbours and negations, and powers of two with
/// their neighbours (at most about 64 of them for a wide type), and the
/// width with its neighbours (shift amounts).
std::vector<llvm::APInt> integerBoundary(unsigned Width,
                                         llvm::ArrayRef<llvm::APInt> Consts);

/// Makes the input set of \p F: Extra, then Count inputs, boundary ones
/// first; none if a parameter is (or holds) a scalable vector and
/// Opts.VScale is 0.
std::vector<Input> makeInputs(const llvm::Function &F, unsigned PointerBits,
                              const InputOptions &Opts);

/// True if \p F calls a constrained FP intrinsic (whose results depend on
/// the environment's rounding mode, Input::Rounding).
bool usesConstrainedFP(const llvm::Function &F);

/// True if \p F's "denormal-fp-math" (or "-f32") has a "dynamic" part,
/// which reads the environment's denormal mode (Input::DenormalEnv).
bool readsDenormalEnv(const llvm::Function &F);

/// Materializes \p In for a call in \p E: allocates the buffers (in
/// parameter order) and returns the argument values.
std::vector<RtValue> materializeInput(Execution &E, const Input &In,
                                      const llvm::Function &F);

/// "i8 127, ptr <64-byte buffer>" for reports.
std::string describeInput(const Interpreter &I, const llvm::Function &F,
                          const Input &In);

} // namespace refinery

#endif
