//===- tools/fuzzer/RefineryFuzzer.cpp - libFuzzer target -----------------===//
///
/// \file
/// `refinery-fuzzer`: a libFuzzer target in the tradition of
/// llvm-opt-fuzzer, but checking refinement instead of only crashes.
///
/// An input is an IR module (bitcode or text); an input that is not one
/// drives Refinery's generator from its bytes. Each input is optimized
/// in-process and every externally visible function is checked with the
/// oracle. A violation is written as a finding (finding.json, src.ll,
/// tgt.ll) into the findings directory, then the process aborts so that
/// libFuzzer keeps the input. The custom mutator applies Refinery's
/// mutators; the custom cross-over splices functions of two modules.
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
#include "generator/Generator.h"
#include "mutators/Mutator.h"
#include "oracle/Checker.h"
#include "oracle/Optimizer.h"
#include "support/Random.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"
#include <cstdlib>
#include <cstring>
#include <nlohmann/json.hpp>

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
  std::unique_ptr<Module> M;
  if (Bytes.starts_with("BC")) {
    Expected<std::unique_ptr<Module>> B =
        parseBitcodeFile(MemoryBufferRef(Bytes, "input"), Ctx);
    if (B)
      M = std::move(*B);
    else
      consumeError(B.takeError());
  } else if (Bytes.contains("define ")) {
    // The parser needs a null-terminated buffer; libFuzzer's is not.
    std::string Text = Bytes.str();
    SMDiagnostic Diag;
    M = parseAssemblyString(Text, Diag, Ctx);
  }
  if (M && !verifyModule(*M))
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

std::string print(const Module &M) {
  std::string S;
  raw_string_ostream OS(S);
  M.print(OS, nullptr);
  return S;
}

/// Writes a finding directory (atomically: a temporary directory renamed).
void writeFinding(const Module &Src, const Module &Tgt,
                  const FunctionResult &R) {
  std::string SrcText = print(Src), TgtText = print(Tgt);
  uint64_t Hash = xxh3_64bits(SrcText);
  std::string Id = "finding-" + utohexstr(Hash);
  SmallString<128> Dir(Config->Findings);
  sys::fs::create_directories(Dir);
  SmallString<128> Tmp(Dir), Final(Dir);
  sys::path::append(Tmp, "." + Id + ".tmp");
  sys::path::append(Final, Id);
  sys::fs::create_directories(Tmp);
  auto Write = [&](StringRef Name, StringRef Text) {
    SmallString<128> P(Tmp);
    sys::path::append(P, Name);
    std::error_code EC;
    raw_fd_ostream OS(P, EC);
    OS << Text;
  };
  nlohmann::ordered_json J;
  J["schema"] = "refinery.finding/1";
  J["id"] = Id;
  J["kind"] = "violation";
  J["violation"] = violationName(R.Kind);
  J["function"] = R.Name;
  J["input"] = R.Input;
  J["src_outcome"] = R.SrcOutcome;
  J["tgt_outcome"] = R.TgtOutcome;
  J["detail"] = R.Detail;
  J["passes"] = Config->Optimizer->describe();
  J["llvm_version"] = LLVM_VERSION_STRING;
  J["refinery_version"] = REFINERY_VERSION;
  J["source"] = "refinery-fuzzer";
  Write("finding.json", J.dump(2) + "\n");
  Write("src.ll", SrcText);
  Write("tgt.ll", TgtText);
  sys::fs::remove_directories(Final);
  sys::fs::rename(Tmp, Final);
  errs() << "refinery-fuzzer: violation in @" << R.Name << " ("
         << violationName(R.Kind) << "), written to " << Final << "\n";
}
} // namespace

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
  Expected<std::unique_ptr<Module>> TgtOrErr = Config->Optimizer->optimize(*Src);
  if (!TgtOrErr) {
    consumeError(TgtOrErr.takeError());
    return 0;
  }
  Module &Tgt = **TgtOrErr;
  if (Config->CrashOnly)
    return 0;
  // Externally visible functions; internal ones are checked through them.
  std::vector<FunctionPair> Pairs;
  for (const Function &F : *Src)
    if (!F.isDeclaration() && !F.hasLocalLinkage())
      if (const Function *G = Tgt.getFunction(F.getName()))
        if (!G->isDeclaration())
          Pairs.push_back({&F, G});
  CheckOptions CO;
  CO.Inputs.Count = Config->Inputs;
  for (const FunctionResult &R :
       checkPairs(*Src, Tgt, Pairs, CO, /*StopAtViolation=*/true))
    if (R.V == Verdict::Violation) {
      writeFinding(*Src, Tgt, R);
      std::abort();
    }
  return 0;
}

extern "C" size_t LLVMFuzzerMutate(uint8_t *Data, size_t Size, size_t MaxSize);

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *Data, size_t Size,
                                          size_t MaxSize, unsigned Seed) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = loadOrGenerate(Data, Size, Ctx);
  if (!M)
    return LLVMFuzzerMutate(Data, Size, MaxSize);
  SeededRandom R(Seed);
  Mutant Mu = Config->Mut->mutate(std::move(M), R);
  if (!Mu.M)
    return LLVMFuzzerMutate(Data, Size, MaxSize);
  std::string Text = print(*Mu.M);
  if (Text.size() > MaxSize)
    return LLVMFuzzerMutate(Data, Size, MaxSize);
  std::memcpy(Data, Text.data(), Text.size());
  return Text.size();
}
