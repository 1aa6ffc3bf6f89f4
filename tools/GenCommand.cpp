//===- tools/GenCommand.cpp - refinery gen --------------------------------===//
///
/// \file
/// `refinery gen --seed N [--count K] [-o FILE|DIR|-] [--size S]
/// [--features LIST] [--harness]`: writes random modules that are free of
/// UB and poison for every input (generator/Generator.h).
///
//===----------------------------------------------------------------------===//
#include "generator/Generator.h"
#include "tools/ToolCommon.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace refinery;

namespace refinery {
cl::SubCommand GenSub("gen", "Generate random UB-free IR modules");
} // namespace refinery

static cl::OptionCategory GenCat("gen options");
static cl::opt<uint64_t> GenSeed("seed", cl::desc("Seed of the (first) module"),
                                 cl::init(0), cl::sub(GenSub), cl::cat(GenCat));
static cl::opt<unsigned> Count("count",
                               cl::desc("Modules to write (seeds N .. N+K-1)"),
                               cl::init(1), cl::sub(GenSub), cl::cat(GenCat));
static cl::opt<std::string>
    Output("o",
           cl::desc("Output file, directory (gen-<seed>.ll inside) or - for "
                    "stdout (default)"),
           cl::init("-"), cl::sub(GenSub), cl::cat(GenCat));
static cl::opt<unsigned> Size("size",
                              cl::desc("Statements per function (scale)"),
                              cl::init(GenOptions().Size), cl::sub(GenSub),
                              cl::cat(GenCat));
static cl::opt<std::string> Features(
    "features",
    cl::desc("Comma-separated families: ints, vectors, memory, loops, calls, "
             "switch, intrinsics, aggregates, fp, all (default: a random "
             "subset per module)"),
    cl::sub(GenSub), cl::cat(GenCat));
static cl::opt<bool>
    Harness("harness",
            cl::desc("Add an @main that calls every function on fixed inputs "
                     "and prints the results"),
            cl::sub(GenSub), cl::cat(GenCat));

static Error writeFile(StringRef Path, StringRef Text) {
  std::error_code EC;
  raw_fd_ostream OS(Path, EC, sys::fs::OF_Text);
  if (EC)
    return createStringError(EC, "cannot write %s: %s", Path.str().c_str(),
                             EC.message().c_str());
  OS << Text;
  OS.close();
  if (OS.has_error())
    return createStringError(OS.error(), "cannot write %s", Path.str().c_str());
  return Error::success();
}

int refinery::runGen() {
  GenOptions Opts;
  Opts.Size = Size;
  Opts.Harness = Harness;
  if (Features.getNumOccurrences()) {
    Expected<FeatureSet> FS = parseFeatures(Features);
    if (!FS)
      return reportError(FS.takeError());
    Opts.Features = *FS;
  }
  if (Size == 0)
    return reportError(createStringError(inconvertibleErrorCode(),
                                         "--size must be at least 1"));
  if (Count == 0)
    return reportError(createStringError(inconvertibleErrorCode(),
                                         "--count must be at least 1"));

  bool ToStdout = Output == "-";
  bool ToDir = !ToStdout && (Count > 1 || sys::fs::is_directory(Output));
  if (ToDir) {
    if (sys::fs::exists(Output) && !sys::fs::is_directory(Output))
      return reportError(createStringError(
          inconvertibleErrorCode(),
          "-o %s: --count %u needs a directory, and this is a file",
          Output.c_str(), unsigned(Count)));
    if (std::error_code EC = sys::fs::create_directories(Output))
      return reportError(
          createStringError(EC, "cannot create directory %s", Output.c_str()));
  }

  for (uint64_t K = 0; K < Count; ++K) {
    uint64_t Seed = GenSeed + K;
    Opts.Seed = Seed;
    LLVMContext Ctx;
    SeededRandom R(Seed);
    Expected<GeneratedModule> G = generateModule(Ctx, R, Opts);
    if (!G)
      return reportError(G.takeError());
    std::string Text = printGeneratedModule(*G);
    if (ToStdout) {
      if (Count > 1)
        outs() << "; --- seed " << Seed << "\n";
      outs() << Text;
      continue;
    }
    SmallString<256> Path(Output.getValue());
    if (ToDir)
      sys::path::append(Path, "gen-" + Twine(Seed) + ".ll");
    if (Error E = writeFile(Path, Text))
      return reportError(std::move(E));
  }
  return 0;
}
