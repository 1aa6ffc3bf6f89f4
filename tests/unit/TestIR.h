//===- tests/unit/TestIR.h - IR modules from strings in unit tests -*- C++
//-*-===//
///
/// \file
/// The one way a unit test turns textual IR into a module.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_TESTS_UNIT_TESTIR_H
#define REFINERY_TESTS_UNIT_TESTIR_H

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <memory>
#include <string>

namespace refinery {

/// The module of \p IR in \p Ctx; on a parse error, a test failure with
/// the parser's message and null.
inline std::unique_ptr<llvm::Module> parseTestIR(llvm::StringRef IR,
                                                 llvm::LLVMContext &Ctx) {
  llvm::SMDiagnostic Err;
  std::unique_ptr<llvm::Module> M = llvm::parseAssemblyString(IR, Err, Ctx);
  if (!M) {
    std::string S;
    llvm::raw_string_ostream OS(S);
    Err.print("test", OS);
    ADD_FAILURE() << S;
  }
  return M;
}

} // namespace refinery

#endif // REFINERY_TESTS_UNIT_TESTIR_H
