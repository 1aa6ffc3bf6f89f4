//===- tools/MutateCommand.cpp - refinery mutate --------------------------===//
///
/// \file
/// `refinery mutate FILE.ll --seed N [--count K] [--mutations M]
/// [-o FILE|DIR|-] [--describe] [--strategies LIST] [--weight NAME=W]...
/// [--function NAME]... [--list-strategies]`: writes K mutants of FILE.ll,
/// mutant k made with seed N+k (so `--seed N+k --count 1` reproduces it),
/// each with M mutations. Every mutant is valid IR and starts with comment
/// lines naming its seed and mutations.
///
//===----------------------------------------------------------------------===//
#include "mutators/Mutator.h"
#include "support/Random.h"
#include "tools/ToolCommon.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace refinery;

namespace refinery {
cl::SubCommand MutateSub("mutate",
                         "Write mutants of a module (flags, select idioms, "
                         "freeze, constants, operands, UB attributes)");
int runMutate();
} // namespace refinery

static cl::OptionCategory MutateCat("mutate options");
static cl::opt<std::string> InputFile(cl::Positional, cl::desc("<FILE.ll>"),
                                      cl::sub(MutateSub), cl::cat(MutateCat));
static cl::opt<uint64_t>
    Seed("seed", cl::desc("Seed of the first mutant (mutant k uses N+k)"),
         cl::value_desc("N"), cl::sub(MutateSub), cl::cat(MutateCat));
static cl::opt<unsigned> Count("count", cl::desc("Number of mutants"),
                               cl::value_desc("K"), cl::init(1),
                               cl::sub(MutateSub), cl::cat(MutateCat));
static cl::opt<unsigned> Mutations("mutations",
                                   cl::desc("Mutations per mutant"),
                                   cl::value_desc("M"),
                                   cl::init(MutatorOptions().Mutations),
                                   cl::sub(MutateSub), cl::cat(MutateCat));
static cl::opt<std::string>
    Output("o",
           cl::desc("Where mutants go: a file (one mutant), a directory "
                    "(FILE-SEED.ll per mutant) or - (stdout)"),
           cl::value_desc("FILE|DIR|-"), cl::init("-"), cl::sub(MutateSub),
           cl::cat(MutateCat));
static cl::opt<bool>
    Describe("describe",
             cl::desc("Print each mutation on stderr: 'seed S: strategy: "
                      "description'"),
             cl::sub(MutateSub), cl::cat(MutateCat));
static cl::opt<std::string>
    StrategyList("strategies",
                 cl::desc("Use only these strategies, optionally weighted: "
                          "name[=W],... (see --list-strategies)"),
                 cl::value_desc("LIST"), cl::sub(MutateSub),
                 cl::cat(MutateCat));
static cl::list<std::string>
    WeightOverrides("weight", cl::desc("Set a strategy's weight (0 disables)"),
                    cl::value_desc("NAME=W"), cl::sub(MutateSub),
                    cl::cat(MutateCat));
static cl::list<std::string>
    Functions("function", cl::desc("Mutate only this function (repeatable)"),
              cl::value_desc("NAME"), cl::sub(MutateSub), cl::cat(MutateCat));
static cl::opt<bool> ShowRejections(
    "show-rejections",
    cl::desc("Print on stderr each strategy result that was undone"),
    cl::Hidden, cl::sub(MutateSub), cl::cat(MutateCat));
static cl::opt<bool>
    ListStrategies("list-strategies",
                   cl::desc("List the strategies with their weights and exit"),
                   cl::sub(MutateSub), cl::cat(MutateCat));

static Error usageError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// The mutant as text: comment lines naming its seed and mutations, then
/// the module.
static std::string mutantText(const Mutant &Mu, uint64_t S) {
  std::string Text;
  raw_string_ostream OS(Text);
  OS << "; refinery mutate " << sys::path::filename(InputFile) << " --seed "
     << S << " --mutations " << Mutations << "\n";
  for (const MutationRecord &R : Mu.Mutations)
    OS << "; mutation (" << R.Strategy << "): " << R.Description << "\n";
  Mu.M->print(OS, nullptr);
  return Text;
}

static Error writeFile(StringRef Path, StringRef Text) {
  std::error_code EC;
  raw_fd_ostream OS(Path, EC, sys::fs::OF_Text);
  if (EC)
    return usageError("cannot write " + Path + ": " + EC.message());
  OS << Text;
  OS.close();
  if (OS.has_error())
    return usageError("cannot write " + Path + ": " + OS.error().message());
  return Error::success();
}

int refinery::runMutate() {
  MutatorOptions Opts;
  Opts.Mutations = Mutations;
  Opts.Functions.assign(Functions.begin(), Functions.end());
  if (!StrategyList.empty())
    if (Error E = parseStrategyList(StrategyList, Opts))
      return reportError(std::move(E));
  for (StringRef W : WeightOverrides) {
    auto [Name, Num] = W.split('=');
    unsigned X;
    if (!W.contains('=') || Num.getAsInteger(10, X))
      return reportError(usageError("bad --weight '" + W + "' (NAME=W)"));
    Opts.Weights[Name.str()] = X;
  }
  Expected<std::unique_ptr<Mutator>> MutOrErr = Mutator::create(Opts);
  if (!MutOrErr)
    return reportError(MutOrErr.takeError());
  const Mutator &Mut = **MutOrErr;

  if (ListStrategies) {
    for (const auto &[Name, W] : Mut.weights())
      outs() << format("%-16s %3u  ", Name.c_str(), W) << Mut.summary(Name)
             << "\n";
    return 0;
  }
  if (InputFile.empty())
    return reportError(usageError("no input file (refinery mutate FILE.ll "
                                  "--seed N)"));
  if (Seed.getNumOccurrences() == 0)
    return reportError(usageError("--seed N is required"));
  if (Count == 0)
    return reportError(usageError("--count must be at least 1"));

  LLVMContext Ctx;
  Expected<std::unique_ptr<Module>> MOrErr = loadModule(InputFile, Ctx);
  if (!MOrErr)
    return reportError(MOrErr.takeError());
  const Module &Src = **MOrErr;
  for (const std::string &Name : Functions) {
    const Function *F = Src.getFunction(Name);
    if (!F || F->isDeclaration())
      return reportError(
          usageError("no function definition @" + Name + " in " + InputFile));
  }

  // Where mutants go: stdout, one file, or a directory.
  bool ToStdout = Output == "-";
  bool ToDir = !ToStdout && (Count > 1 || sys::fs::is_directory(Output));
  if (ToDir)
    if (std::error_code EC = sys::fs::create_directories(Output))
      return reportError(usageError("cannot create directory " + Output + ": " +
                                    EC.message()));
  StringRef Stem = sys::path::stem(InputFile);

  for (unsigned K = 0; K < Count; ++K) {
    uint64_t S = Seed + K;
    SeededRandom CS(S);
    Mutant Mu = Mut.mutate(Src, CS);
    if (Describe)
      for (const MutationRecord &R : Mu.Mutations)
        errs() << "seed " << S << ": " << R.Strategy << ": " << R.Description
               << "\n";
    if (ShowRejections)
      for (const std::string &R : Mu.Rejections)
        errs() << "seed " << S << ": undone: " << R << "\n";
    if (Mu.Mutations.size() < Opts.Mutations)
      WithColor::warning(errs(), "refinery")
          << "seed " << S << ": " << Mu.Mutations.size() << " of "
          << Opts.Mutations << " mutation(s) applied\n";
    std::string Text = mutantText(Mu, S);
    if (ToStdout) {
      outs() << Text;
      continue;
    }
    SmallString<128> Path(Output);
    if (ToDir)
      sys::path::append(Path, Stem + "-" + Twine(S) + ".ll");
    if (Error E = writeFile(Path, Text))
      return reportError(std::move(E));
  }
  return 0;
}
