//===- tools/fuzzer/RefineryFuzzer.cpp - libFuzzer target -----------------===//
///
/// \file
/// `refinery-fuzzer`: a libFuzzer target in the tradition of
/// llvm-opt-fuzzer, but checking refinement instead of only crashes.
///
/// An input is an IR module (bitcode or text); an input that is not one
/// drives Refinery's generator from its bytes. Each input is optimized
/// in-process and every externally visible function is checked with the
/// oracle. A violation is recorded as a finding (finding.json, src.ll,
/// tgt.ll; the store and schema of `refinery fuzz`, corpus/Finding.h) in
/// the findings directory, then the process aborts so that
/// libFuzzer keeps the input, after a line ClusterFuzz's stack parser takes
/// as an assertion naming the signature (reportMiscompilation), so that
/// ClusterFuzz deduplicates miscompilations by signature. The custom mutator
/// applies Refinery's mutators. There is no custom cross-over: libFuzzer
/// crosses two inputs byte-wise, and a result that is not a module drives the
/// generator.
///
/// Options come after -ignore_remaining_args=1 (or anywhere, as libFuzzer
/// ignores what it does not know when they start with "--"):
///   --passes=PIPELINE        (default: default<O2>)
///   --load-pass-plugin=PATH  (repeatable)
///   --findings=DIR           (default: refinery-findings)
///   --inputs=N               inputs per function (default 32)
///   --crash-only             optimize only, no oracle (llvm-opt-fuzzer
///                            style; the reference of bench/fuzzer_bench.sh)
///
/// libFuzzer's entry points are free functions, so the configuration lives
/// in one file-local object created by LLVMFuzzerInitialize.
///
//===----------------------------------------------------------------------===//
#include "MutateInPlace.h"
#include "corpus/Corpus.h"
#include "corpus/Finding.h"
#include "generator/Generator.h"
#include "mutators/Mutator.h"
#include "oracle/Checker.h"
#include "oracle/Optimizer.h"
#include "support/ModuleUtil.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <cstring>

using namespace llvm;
using namespace refinery;

namespace {
struct FuzzerConfig {
  OptimizerOptions Opt;
  std::unique_ptr<Optimizer> Optimizer;
  std::unique_ptr<Mutator> Mut;
  std::string Findings = "refinery-findings";
  unsigned Inputs = 32;
  bool CrashOnly = false;
};
FuzzerConfig *Config = nullptr;

/// Parses the input as a module; if it is none, generates one from its
/// bytes.
std::unique_ptr<Module> loadOrGenerate(const uint8_t *Data, size_t Size,
                                       LLVMContext &Ctx) {
  StringRef Bytes(reinterpret_cast<const char *>(Data), Size);
  if (Bytes.starts_with("BC") || Bytes.contains("define "))
    if (std::unique_ptr<Module> M = parseVerifiedModule(Bytes, Ctx))
      return M;
  ByteChoices Choices(ArrayRef<uint8_t>(Data, Size));
  GenOptions GO;
  Expected<GeneratedModule> G = generateModule(Ctx, Choices, GO);
  if (!G) {
    consumeError(G.takeError());
    return nullptr;
  }
  return std::move(G->M);
}

/// Records which passes changed what, for the finding.
class ChangeObserver final : public PassObserver {
public:
  void afterPass(StringRef Pass, StringRef Function, bool Changed) override {
    if (Changed)
      Changes.emplace_back(Pass.str(), Function.str());
  }
  std::vector<std::pair<std::string, std::string>> Changes;
};

/// Records the violation in the findings directory (the store of
/// `refinery fuzz`: atomic, deduplicated by signature) and returns its
/// finding.
Finding writeFinding(const Module &Src, const Module &Tgt,
                     const FunctionResult &R, const ChangeObserver &Obs) {
  Finding F = violationFinding(R, Obs.Changes, /*FromSmt=*/false);
  F.Signature = findingSignature(F);
  const OptimizerOptions &O = Config->Optimizer->options();
  F.Pipeline.Passes = O.Passes;
  F.Pipeline.Plugins = O.Plugins;
  F.Pipeline.Command = Config->Optimizer->describe();
  F.LLVMVersion = LLVM_VERSION_STRING;
  F.RefineryVersion = REFINERY_VERSION;
  F.Origin.Kind = OriginKind::Fuzzer;
  F.Size = countInstructions(Src);
  F.Files["src.ll"] = printModule(Src);
  F.Files["tgt.ll"] = printModule(Tgt);
  Expected<FindingStore> Store = FindingStore::open(Config->Findings);
  if (!Store) {
    errs() << "refinery-fuzzer: " << toString(Store.takeError()) << "\n";
    return F;
  }
  Expected<FindingStore::AddResult> Added = Store->add(F);
  if (!Added) {
    errs() << "refinery-fuzzer: " << toString(Added.takeError()) << "\n";
    return F;
  }
  SmallString<128> Dir(Config->Findings);
  sys::path::append(Dir, Added->Id);
  errs() << "refinery-fuzzer: violation in @" << R.Name << " ("
         << violationName(R.Kind) << "), written to " << Dir << "\n";
  return F;
}
} // namespace

namespace refinery {
/// Ends the run on miscompilation \p F as a crash ClusterFuzz tells apart
/// by signature: one line its stack parser takes as an assertion (the
/// line is the crash state, numbers normalized, cut at 80 characters:
/// violation kind and pass first), then abort() from this one frame.
[[noreturn]] LLVM_ATTRIBUTE_NOINLINE void
reportMiscompilation(const Finding &F) {
  SmallVector<StringRef, 5> Parts; // violation|KIND|SRC|TGT|PASS
  StringRef(F.Signature).split(Parts, '|');
  errs() << "ASSERTION FAILED: miscompilation";
  if (Parts.size() == 5)
    errs() << " " << Parts[1] << " by " << Parts[4] << " (" << Parts[2]
           << " -> " << Parts[3] << ")";
  else
    errs() << " " << F.Signature;
  errs() << "\n";
  errs().flush();
  std::abort();
}
} // namespace refinery

extern "C" int LLVMFuzzerInitialize(int *Argc, char ***Argv) {
  Config = new FuzzerConfig();
  for (int K = 1; K < *Argc; ++K) {
    StringRef A((*Argv)[K]);
    if (A.consume_front("--passes=") || A.consume_front("-passes="))
      Config->Opt.Passes = A.str();
    else if (A.consume_front("--load-pass-plugin=") ||
             A.consume_front("-load-pass-plugin="))
      Config->Opt.Plugins.push_back(A.str());
    else if (A.consume_front("--findings="))
      Config->Findings = A.str();
    else if (A.consume_front("--inputs="))
      A.getAsInteger(10, Config->Inputs);
    else if (A == "--crash-only")
      Config->CrashOnly = true;
  }
  Expected<std::unique_ptr<Optimizer>> O = Optimizer::create(Config->Opt);
  if (!O) {
    errs() << "refinery-fuzzer: " << toString(O.takeError()) << "\n";
    std::exit(2);
  }
  Config->Optimizer = std::move(*O);
  MutatorOptions MO;
  MO.Mutations = 1;
  Expected<std::unique_ptr<Mutator>> M = Mutator::create(MO);
  if (!M) {
    errs() << "refinery-fuzzer: " << toString(M.takeError()) << "\n";
    std::exit(2);
  }
  Config->Mut = std::move(*M);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  LLVMContext Ctx;
  std::unique_ptr<Module> Src = loadOrGenerate(Data, Size, Ctx);
  if (!Src)
    return 0;
  ChangeObserver Obs;
  Expected<std::unique_ptr<Module>> TgtOrErr =
      Config->Optimizer->optimize(*Src, "", &Obs);
  if (!TgtOrErr) {
    consumeError(TgtOrErr.takeError());
    return 0;
  }
  Module &Tgt = **TgtOrErr;
  if (Config->CrashOnly)
    return 0;
  // Externally visible functions; internal ones are checked through them.
  std::vector<FunctionPair> Pairs = functionPairsToCheck(*Src, Tgt);
  CheckOptions CO;
  CO.Inputs.Count = Config->Inputs;
  for (const FunctionResult &R :
       checkPairs(*Src, Tgt, Pairs, CO, /*StopAtViolation=*/true))
    if (R.V == Verdict::Violation)
      reportMiscompilation(writeFinding(*Src, Tgt, R, Obs));
  return 0;
}

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *Data, size_t Size,
                                          size_t MaxSize, unsigned Seed) {
  LLVMContext Ctx;
  return mutateInPlace(*Config->Mut, loadOrGenerate(Data, Size, Ctx), Seed,
                       Data, Size, MaxSize);
}
