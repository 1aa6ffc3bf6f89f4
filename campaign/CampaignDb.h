//===- campaign/CampaignDb.h - The campaign database ------------*- C++ -*-===//
///
/// \file
/// `FINDINGS/campaign.sqlite`: a row per case of every run of a campaign
/// (origin, mutations, verdict or finding, time per phase, the passes that
/// changed it, the instruction shapes of its source and optimized
/// module), written by the supervisor alone, one transaction per case, in
/// WAL mode: a `kill -9` loses at most the cases that were running.
/// Coverage views (docs/fuzz.md#the-campaign-database) tell which shapes
/// the campaign made, which the optimizer changed, and which of
/// shapeUniverse() never appeared.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_CAMPAIGN_CAMPAIGNDB_H
#define REFINERY_CAMPAIGN_CAMPAIGNDB_H

#include "facts/Sqlite.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace refinery {

/// The database's schema version (table `meta`).
inline constexpr const char *CampaignDbSchema = "refinery.campaign-db/1";

/// One case, as the supervisor knows it when the case ends.
struct CaseRow {
  uint64_t Seed = 0, Case = 0;
  /// Seconds into the run when the case ended.
  double AtSeconds = 0;
  /// "generated", "corpus" (OriginKindNames), or "" if the worker died
  /// before it said.
  std::string Origin, OriginFile;
  std::optional<uint64_t> GenSeed;
  std::vector<std::string> Mutations;
  unsigned Size = 0;
  /// The case's own pipeline (a seed's RUN line), or "".
  std::string Passes;
  /// caseVerdictName(), or "crash"/"timeout" for a worker that died or
  /// hung, "internal" for Refinery's own failure, "given-up".
  std::string Verdict;
  /// The finding the case counts for (its directory name), or "".
  std::string Finding;
  bool Smt = false;
  std::map<std::string, double> TimeMs;
  double RssMb = 0;
  unsigned Features = 0;
  bool AddedToCorpus = false;
  std::vector<std::string> Inconclusive, ChangedPasses, SrcShapes, TgtShapes;
  /// Whether the case has an optimized module (TgtShapes are its shapes).
  bool HasTarget = false;
};

class CampaignDb {
public:
  /// Opens (creating) `campaign.sqlite` in \p FindingsDir.
  static llvm::Expected<CampaignDb> open(llvm::StringRef FindingsDir);
  /// Starts run \p Info (JSON text of its options); returns its id.
  llvm::Expected<int64_t> beginRun(llvm::StringRef Started, uint64_t Seed,
                                   llvm::StringRef Shard, unsigned Jobs,
                                   llvm::StringRef Pipeline);
  /// Records a case of the current run (a case recorded before, by a run
  /// killed after it, is replaced).
  llvm::Error addCase(const CaseRow &Row);
  /// Ends the current run.
  llvm::Error endRun(double Seconds, uint64_t Cases);
  /// Adds the runs and cases of the database \p Path (another findings
  /// directory's campaign.sqlite) that this one lacks, in one transaction:
  /// a case is the same case if it has the same seed, shard and number,
  /// a run if it has the same uid, made when it began (so merging a
  /// database twice adds nothing). Returns the
  /// cases added.
  llvm::Expected<uint64_t> absorb(llvm::StringRef Path);
  SqlDatabase &db() { return Db; }

private:
  explicit CampaignDb(SqlDatabase Db) : Db(std::move(Db)) {}
  llvm::Error prepare();
  /// Whether table \p Table of database \p Schema ("main", "src") has
  /// column \p Column.
  llvm::Expected<bool> hasColumn(llvm::StringRef Schema, llvm::StringRef Table,
                                 llvm::StringRef Column);
  /// Adds the columns that databases of earlier builds lack.
  llvm::Error migrate(llvm::StringRef Schema);
  /// The id of \p Text in \p Ids, added (by \p Insert, read back by
  /// \p Select) if new.
  llvm::Expected<int64_t> intern(llvm::StringMap<int64_t> &Ids,
                                 SqlStatement &Insert, SqlStatement &Select,
                                 llvm::StringRef Text);
  /// The ids of \p Texts as a JSON array.
  llvm::Expected<std::string> internAll(llvm::StringMap<int64_t> &Ids,
                                        SqlStatement &Insert,
                                        SqlStatement &Select,
                                        llvm::ArrayRef<std::string> Texts);

  SqlDatabase Db;
  int64_t Run = 0;
  /// The current run's shard ("I/N", or "").
  std::string Shard;
  SqlStatement InsertCase, InsertShape, SelectShape, InsertPass, SelectPass;
  llvm::StringMap<int64_t> ShapeIds, PassIds;
};

} // namespace refinery

#endif
