//===- tools/MergeCommand.cpp - refinery merge ----------------------------===//
///
/// \file
/// `refinery merge DIR... -o OUT`: combines findings directories (shards
/// of one campaign on several machines, or any campaigns) into OUT
/// without losing or double-counting occurrences (campaign/Merge.h).
///
//===----------------------------------------------------------------------===//
#include "campaign/Merge.h"
#include "tools/ToolCommon.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace refinery;

namespace refinery {
cl::SubCommand MergeSub("merge",
                        "Combine findings directories (findings, corpora, "
                        "campaign state)");
} // namespace refinery

static cl::OptionCategory MergeCat("merge options");
static cl::list<std::string> MergeInputs(cl::Positional,
                                         cl::desc("<FINDINGS_DIR>..."),
                                         cl::OneOrMore, cl::sub(MergeSub),
                                         cl::cat(MergeCat));
static cl::opt<std::string>
    MergeOut("o", cl::desc("The findings directory to merge into"),
             cl::value_desc("OUT"), cl::Required, cl::sub(MergeSub),
             cl::cat(MergeCat));

int refinery::runMerge() {
  std::vector<std::string> Inputs(MergeInputs.begin(), MergeInputs.end());
  Expected<MergeStats> S = mergeStores(Inputs, MergeOut);
  if (!S)
    return reportError(S.takeError());
  outs() << "merged " << S->Stores << " findings director"
         << (S->Stores == 1 ? "y" : "ies") << " into " << MergeOut;
  if (S->Skipped)
    outs() << " (" << S->Skipped << " skipped: " << MergeOut << " itself)";
  outs() << "\n  findings: " << S->NewFindings << " new, " << S->UpdatedFindings
         << " counted up, " << S->Occurrences
         << " occurrence(s) added\n  cases: " << S->Cases
         << " added to the total\n  corpus: " << S->CorpusAdded
         << " module(s) and " << S->FeaturesAdded << " feature(s) added, "
         << S->CorpusPruned
         << " module(s) pruned\n  campaign.sqlite: " << S->DatabaseCases
         << " case(s) added\n";
  return 0;
}
