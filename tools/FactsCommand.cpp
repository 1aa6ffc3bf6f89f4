//===- tools/FactsCommand.cpp - refinery facts ----------------------------===//
///
/// \file
/// `refinery facts FILE.ll|DIR... -o OUT.sqlite [--check]`: exports
/// modules as relations into a new SQLite database (facts/Facts.h;
/// docs/facts.md), and with --check runs the well-formedness rules over
/// them, set against LLVM's verifier.
///
//===----------------------------------------------------------------------===//
#include "corpus/Corpus.h"
#include "facts/Facts.h"
#include "support/ModuleUtil.h"
#include "tools/ToolCommon.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <set>

using namespace llvm;
using namespace refinery;

namespace refinery {
cl::SubCommand FactsSub("facts", "Export IR modules as relations into SQLite");
} // namespace refinery

static cl::OptionCategory FactsCat("facts options");
static cl::list<std::string> FactsInputs(cl::Positional,
                                         cl::desc("<FILE.ll|DIR>..."),
                                         cl::OneOrMore, cl::sub(FactsSub),
                                         cl::cat(FactsCat));
static cl::opt<std::string>
    FactsOut("o", cl::desc("The database to create (replaced if it exists)"),
             cl::value_desc("OUT.sqlite"), cl::Required, cl::sub(FactsSub),
             cl::cat(FactsCat));
static cl::opt<bool>
    FactsCheck("check",
               cl::desc("Run the well-formedness rules and compare them "
                        "with LLVM's verifier (exit 1 if a rule is broken)"),
               cl::sub(FactsSub), cl::cat(FactsCat));

/// The files named: each FILE, and the .ll files directly in each DIR.
static std::vector<std::string> inputFiles() {
  std::vector<std::string> Files;
  for (const std::string &In : FactsInputs) {
    if (sys::fs::is_directory(In))
      for (std::string &F : listModules(In))
        Files.push_back(std::move(F));
    else
      Files.push_back(In);
  }
  return Files;
}

/// Prints the broken rules and how they compare with the verifier;
/// returns whether any rule is broken.
static Expected<bool> checkRules(SqlDatabase &Db) {
  Expected<std::vector<RuleViolation>> V = checkWellFormed(Db);
  if (!V)
    return V.takeError();
  std::set<int64_t> Flagged;
  for (const RuleViolation &R : *V) {
    outs() << "rule " << R.Rule << ": "
           << (R.Module ? "module " + std::to_string(R.Module) + " " : "")
           << (R.Function.empty() ? "" : "@" + R.Function + " ") << R.Location
           << ": " << R.Detail << "\n";
    if (R.Module)
      Flagged.insert(R.Module);
  }
  Expected<std::vector<std::vector<std::string>>> Rejected =
      Db.rows("SELECT id FROM module WHERE verified = 0 ORDER BY id");
  if (!Rejected)
    return Rejected.takeError();
  unsigned Both = 0;
  for (const auto &Row : *Rejected)
    Both += Flagged.count(std::stoll(Row[0]));
  outs() << "rules: " << V->size() << " violation(s) in " << Flagged.size()
         << " module(s); the verifier rejects " << Rejected->size()
         << " module(s), " << Both << " of them flagged by a rule\n";
  return !V->empty();
}

int refinery::runFacts() {
  auto Start = std::chrono::steady_clock::now();
  Expected<FactsWriter> W = FactsWriter::create(FactsOut);
  if (!W)
    return reportError(W.takeError());
  unsigned Written = 0, Unreadable = 0;
  for (const std::string &Path : inputFiles()) {
    LLVMContext Ctx;
    Expected<std::unique_ptr<Module>> M = readIRFile(Path, Ctx);
    if (!M) {
      errs() << "refinery facts: skipped: " << toString(M.takeError()) << "\n";
      ++Unreadable;
      continue;
    }
    Expected<int64_t> Id = W->addModule(**M, Path);
    if (!Id)
      return reportError(Id.takeError());
    ++Written;
  }
  double Seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
          .count();
  Expected<std::vector<std::vector<std::string>>> Counts = W->db().rows(
      "SELECT (SELECT count(*) FROM function WHERE is_declaration = 0), "
      "(SELECT count(*) FROM instruction)");
  if (!Counts)
    return reportError(Counts.takeError());
  outs() << "facts: " << Written << " module(s) into " << FactsOut << " ("
         << (*Counts)[0][0] << " function definition(s), " << (*Counts)[0][1]
         << " instruction(s))";
  if (Unreadable)
    outs() << ", " << Unreadable << " unreadable";
  outs() << format(", %.1f modules/s\n", Seconds > 0 ? Written / Seconds : 0.0);
  if (!FactsCheck)
    return 0;
  Expected<bool> Broken = checkRules(W->db());
  if (!Broken)
    return reportError(Broken.takeError());
  return *Broken ? 1 : 0;
}
