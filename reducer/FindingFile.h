//===- reducer/FindingFile.h - Reading finding directories ------*- C++ -*-===//
///
/// \file
/// What reduction and triage need of a finding directory that `refinery
/// fuzz` writes (finding.json next to src.ll and tgt.ll), read with the
/// corpus library's loader (corpus/Finding.h).
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_REDUCER_FINDINGFILE_H
#define REFINERY_REDUCER_FINDINGFILE_H

#include "oracle/Optimizer.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <string>

namespace refinery {

/// What reduction and triage read from a finding directory.
struct FindingInfo {
  /// The directory (holding finding.json and src.ll).
  std::string Dir;
  std::string Schema;
  std::string Id;
  /// "violation", "crash" or "timeout".
  std::string Kind;
  std::string Signature;
  /// The violation kind ("value-mismatch", ...); empty unless a violation.
  std::string Violation;
  /// The checked function with the violation.
  std::string Function;
  /// The counterexample, as the checker describes it.
  std::string Input;
  std::string SrcOutcome, TgtOutcome, Detail;
  /// For crashes and timeouts: the pass that was running and the message.
  std::string Pass, Message;
  /// The pipeline that produced the finding.
  OptimizerOptions Pipeline;
  uint64_t Count = 1;
  std::string FirstSeen, LastSeen;
  std::string LLVMVersion;

  bool isViolation() const { return Kind == "violation"; }
  std::string srcPath() const { return Dir + "/src.ll"; }
};

/// Reads \p Dir/finding.json.
llvm::Expected<FindingInfo> readFinding(llvm::StringRef Dir);

/// True if \p Dir holds a finding.json.
bool isFindingDir(llvm::StringRef Dir);

} // namespace refinery

#endif
