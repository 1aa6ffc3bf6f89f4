//===- reducer/FindingFile.h - Reading finding directories ------*- C++ -*-===//
///
/// \file
/// What reduction and triage need of a finding directory that `refinery
/// fuzz` writes (finding.json next to src.ll and tgt.ll), read with the
/// corpus library's loader (corpus/Finding.h) into a Finding.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_REDUCER_FINDINGFILE_H
#define REFINERY_REDUCER_FINDINGFILE_H

#include "corpus/Finding.h"
#include "oracle/Optimizer.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <string>

namespace refinery {

/// Reads \p Dir/finding.json, with what older schemas lack filled in:
/// the id (the directory's name), the first and last time seen (when it
/// was found), the pipeline's passes (from schema 1's command; else
/// default<O2>). A violation without a function is an error.
llvm::Expected<Finding> readFinding(llvm::StringRef Dir);

/// The optimizer options that run the pipeline \p P of a finding.
OptimizerOptions optimizerOptionsOf(const PipelineDesc &P);

/// The source module of the finding in \p Dir.
std::string findingSrcPath(llvm::StringRef Dir);

/// True if \p Dir holds a finding.json.
bool isFindingDir(llvm::StringRef Dir);

} // namespace refinery

#endif
