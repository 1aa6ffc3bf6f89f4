//===- campaign/Worker.h - Campaign workers and their protocol --*- C++ -*-===//
///
/// \file
/// Internal to the campaign library: the worker loop and the messages
/// between a worker and its supervisor. Messages are a type byte and
/// length-prefixed parts (the first part JSON, the rest module texts) on
/// two pipes; a status record in shared memory tells the supervisor what
/// a worker was doing when it died or hung.
///
/// Supervisor to worker: 'R' run case (JSON {"case"}), 'C' a corpus file
/// was added (its path), 'Q' quit (also to replace a worker grown large).
/// A corpus file pruned since it was announced is forgotten when it does
/// not read. Worker to supervisor: 'S' a case's
/// source is ready (JSON origin, src text), 'D' the case is done (its
/// CaseResult's JSON, campaign/CaseResult.h, then tgt text for a
/// violation).
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_CAMPAIGN_WORKER_H
#define REFINERY_CAMPAIGN_WORKER_H

#include "campaign/Campaign.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <atomic>
#include <optional>
#include <string>
#include <vector>

namespace refinery {
class Mutator;
class Optimizer;

namespace campaign {

enum class Phase : uint32_t {
  Idle,
  Generate,
  Mutate,
  Optimize,
  Check,
  Culprit,
  Smt
};
const char *phaseName(Phase P);

/// What a worker is doing, in memory shared with the supervisor.
struct WorkerStatus {
  std::atomic<uint64_t> Case;
  std::atomic<uint32_t> CurrentPhase;
  /// The process group of the external opt running now, or 0: it is not
  /// in the worker's group, so the supervisor kills it with the worker.
  std::atomic<int32_t> OptGroup;
  /// When the running pass started (steady clock, ns since its epoch); 0
  /// between passes.
  std::atomic<int64_t> PassStartNs;
  /// The pass running (or last run) and its function, NUL-terminated.
  char Pass[120];
  char Function[120];
};

struct Message {
  char Type = 0;
  std::vector<std::string> Parts;
};

/// Writes one message; false if the pipe is gone.
bool writeMessage(int FD, char Type, llvm::ArrayRef<llvm::StringRef> Parts);
/// Reads one message; std::nullopt at end of file or on an error.
std::optional<Message> readMessage(int FD);

/// What a forked worker needs; everything else it inherits.
struct WorkerContext {
  const CampaignOptions &Opts;
  Optimizer &Opt;
  const Mutator &Mut;
  /// Corpus and seed modules known when the worker starts.
  std::vector<std::string> CorpusFiles;
  WorkerStatus *Status;
  int CmdFD, ResFD;
  /// Where the worker's stderr goes (truncated at each case).
  std::string StderrPath;
};

/// The worker loop; returns the process's exit status when told to quit
/// or when the supervisor is gone.
int runWorker(WorkerContext &W);

/// The per-case seed derived from the campaign seed and the case index.
uint64_t caseSeed(uint64_t CampaignSeed, uint64_t Case);

} // namespace campaign
} // namespace refinery

#endif
