//===- campaign/Merge.h - Merging findings directories ----------*- C++ -*-===//
///
/// \file
/// `refinery merge DIR... -o OUT`: combines the findings directories of
/// campaigns (shards on several machines, `refinery fuzz --shard I/N`, or
/// any others) into OUT: their findings (one directory per signature, the
/// occurrences added up, the smaller example kept), their corpora and
/// coverage features, and their campaign.json (the next case per seed and
/// shard, so that OUT resumes every shard; the case and time totals).
///
/// Merging again does not count twice. Every findings directory has an id
/// (campaign.json's `store_id`; merge gives one to a directory without,
/// and a campaign run in a copied directory gives it a new one, keeping the
/// copy's counts under the old id), and counts are kept by origin: a
/// directory's `merged_from` holds, per origin id, each finding's
/// occurrences and the cases and seconds that origin's own runs made, and
/// its own runs are its counts less those. Merging takes each origin's
/// contribution where it is larger than what OUT has of it, and skips
/// OUT's own: so merging the same directories again, a merged directory
/// into another, a store back into a shard, or shards that ran on since,
/// counts every occurrence once. An input is read whole before OUT
/// changes, so one that cannot be read changes nothing.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_CAMPAIGN_MERGE_H
#define REFINERY_CAMPAIGN_MERGE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <string>

namespace refinery {

struct MergeStats {
  /// Directories merged, and those skipped as OUT itself.
  unsigned Stores = 0, Skipped = 0;
  /// Signatures new to OUT, signatures whose count went up, and the
  /// occurrences added.
  uint64_t NewFindings = 0, UpdatedFindings = 0, Occurrences = 0;
  /// Cases added to OUT's total; corpus modules and features new to OUT;
  /// modules then pruned (CorpusDir::prune) from OUT's corpus.
  uint64_t Cases = 0, CorpusAdded = 0, FeaturesAdded = 0, CorpusPruned = 0;
  /// Cases added to OUT's campaign.sqlite (CampaignDb::absorb).
  uint64_t DatabaseCases = 0;
};

/// Merges the findings directories \p Inputs into \p Out (created if
/// needed). An input that is not a findings directory, or one that cannot
/// be read, is an error naming it; what was merged before it stays merged.
llvm::Expected<MergeStats> mergeStores(llvm::ArrayRef<std::string> Inputs,
                                       llvm::StringRef Out);

/// Gives findings directory \p Dir a new id if its campaign.json says it
/// was made elsewhere (`store_path`): it is a copy, whose counts so far
/// become a merged origin under the old id. A campaign calls it before it
/// runs, so that merging the copy and the original counts each run once.
llvm::Error renewCopiedStoreId(llvm::StringRef Dir);

/// A new id for the findings directory \p Dir (16 hex digits from its
/// path, the time and the process).
std::string newStoreId(llvm::StringRef Dir);

/// \p Dir as an absolute path without dots: campaign.json's `store_path`,
/// by which a campaign tells that its directory is a copy (which then
/// takes an id of its own, `refinery fuzz`'s Supervisor).
std::string absoluteStorePath(llvm::StringRef Dir);

} // namespace refinery

#endif
