//===- support/FileUtil.h - Reading files whole -----------------*- C++ -*-===//
///
/// \file
/// The one home for reading a text file whole (findings, reductions,
/// reports).
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_SUPPORT_FILEUTIL_H
#define REFINERY_SUPPORT_FILEUTIL_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>

namespace refinery {

/// The contents of the file \p Path, or an error that names it.
llvm::Expected<std::string> readTextFile(llvm::StringRef Path);

/// The contents of the file \p Path, or "" where it cannot be read (an
/// optional part of a finding, such as its reduction).
std::string readTextFileOrEmpty(llvm::StringRef Path);

} // namespace refinery

#endif
