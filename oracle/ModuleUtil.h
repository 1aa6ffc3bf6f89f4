//===- oracle/ModuleUtil.h - Small helpers on whole modules -----*- C++ -*-===//
///
/// \file
/// Helpers on modules that the campaign, the reducer and the libFuzzer
/// target share.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_ORACLE_MODULEUTIL_H
#define REFINERY_ORACLE_MODULEUTIL_H

#include <string>

namespace llvm {
class Module;
}

namespace refinery {

/// The text of \p M as LLVM prints it.
std::string printModule(const llvm::Module &M);

/// Instructions in the function definitions of \p M.
unsigned countInstructions(const llvm::Module &M);

} // namespace refinery

#endif
