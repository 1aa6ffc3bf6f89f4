//===- support/ModuleUtil.h - Small helpers on whole modules ----*- C++ -*-===//
///
/// \file
/// Helpers on whole modules, below every library that handles IR: the
/// interpreter, the input maker, the checker, the campaign, the reducer and
/// the libFuzzer targets share them.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_SUPPORT_MODULEUTIL_H
#define REFINERY_SUPPORT_MODULEUTIL_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class Function;
class GlobalVariable;
class LLVMContext;
class Instruction;
class Module;
class Type;
} // namespace llvm

namespace refinery {

/// The text of \p M as LLVM prints it.
std::string printModule(const llvm::Module &M);

/// \p Bytes as a module that verifies, or null: bitcode if it starts with
/// "BC", else IR text (the libFuzzer targets' inputs).
std::unique_ptr<llvm::Module> parseVerifiedModule(llvm::StringRef Bytes,
                                                  llvm::LLVMContext &Ctx);

/// The module in file \p Path (IR text or bitcode), read into \p Ctx;
/// an error with the parser's message (naming the file and line) if it
/// cannot be read. Not verified.
llvm::Expected<std::unique_ptr<llvm::Module>>
readIRFile(llvm::StringRef Path, llvm::LLVMContext &Ctx);

/// Instructions in the function definitions of \p M.
unsigned countInstructions(const llvm::Module &M);

/// True if \p Pred holds for \p Ty or a type in it (the elements of a
/// struct, array or vector; a function type's return and parameters).
bool containsType(llvm::Type *Ty, llvm::function_ref<bool(llvm::Type *)> Pred);
/// True if \p Ty is or contains a scalable vector (<vscale x N x T>),
/// whose lanes and size depend on the run's vscale.
bool containsScalable(llvm::Type *Ty);
/// True if \p Ty is or contains a pointer (in a vector, struct or array).
bool containsPointer(llvm::Type *Ty);
/// True if \p I produces, reads or allocates a scalable vector.
bool usesScalable(const llvm::Instruction &I);

/// The functions a call of \p Entry may run: \p Entry and the definitions
/// it reaches through direct calls. A function that escapes into a value
/// (an indirect call may reach it, as may a global's initializer or an
/// external function handed its address) makes every definition count.
std::vector<const llvm::Function *>
runnableFunctions(const llvm::Function &Entry);

/// The global variables the instructions of \p Fns name, directly or in
/// constant expressions, in module order.
std::vector<const llvm::GlobalVariable *>
referencedGlobals(llvm::ArrayRef<const llvm::Function *> Fns);

/// The kind of \p Ty, widths left out but for i1: "void", "i1", "iN",
/// "vec", "ptr", "fp" or "agg".
const char *typeKind(llvm::Type *Ty);
/// "add nsw", "icmp samesign ult", "fcmp olt", "call umax": \p I's opcode,
/// poison-generating flags, predicate and intrinsic.
std::string operationShape(const llvm::Instruction &I);
/// "add nsw iN", "icmp samesign ult i1", "call umax iN": operationShape()
/// and the kind of \p I's type, the campaign's coverage feature and the
/// basis of a bug's shape (reducer/BugShape.h).
std::string instructionShape(const llvm::Instruction &I);
/// The instruction shapes (instructionShape()) of the functions of \p M,
/// sorted, each once.
std::vector<std::string> shapesOf(const llvm::Module &M);
/// The instruction shapes a campaign can aim at, in instructionShape()'s
/// spelling: the integer, floating-point, comparison, cast, memory,
/// vector, aggregate and control instructions with each combination of
/// the flags instructionShape() spells (nsw/nuw of add, sub, mul and shl;
/// exact; disjoint; nneg; samesign; inbounds: not trunc's nuw/nsw, GEP's
/// nusw/nuw or fast-math flags) and each result type kind they take, and
/// calls of the intrinsics the generator and LLVM's passes use (not every
/// intrinsic), sorted; the campaign database lists those no case had.
std::vector<std::string> shapeUniverse();

/// The type of part \p K of the struct, array or vector type \p Ty (the
/// K-th element of a compound runtime value of that type).
llvm::Type *partType(llvm::Type *Ty, unsigned K);

} // namespace refinery

#endif
