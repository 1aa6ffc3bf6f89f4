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
/// Merging again does not count twice: every findings directory has an id
/// (campaign.json's `store_id`; merge gives one to a directory without),
/// and OUT's campaign.json remembers, per merged id, the count of each
/// finding and the totals it took (`merged_from`). A later merge of the same
/// directory adds only what it gained since: a nightly merge of shards
/// that keep running is exact.
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
  /// Cases added to OUT's total; corpus modules and features new to OUT.
  uint64_t Cases = 0, CorpusAdded = 0, FeaturesAdded = 0;
};

/// Merges the findings directories \p Inputs into \p Out (created if
/// needed). An input that is not a findings directory, or one that cannot
/// be read, is an error naming it; what was merged before it stays merged.
llvm::Expected<MergeStats> mergeStores(llvm::ArrayRef<std::string> Inputs,
                                       llvm::StringRef Out);

/// A new id for the findings directory \p Dir (16 hex digits from its
/// path, the time and the process).
std::string newStoreId(llvm::StringRef Dir);

} // namespace refinery

#endif
