//===- tests/unit/GeneratorTest.cpp - The generator is UB- and poison-free ===//
//
// The property behind `refinery gen`: for many seeds, every generated
// function, run under the interpreter with PoisonIsError on boundary and
// random inputs (pointer arguments get zero- or random-filled buffers of
// max(dereferenceable, 64) bytes), returns: no immediate UB, no poison
// produced by any instruction, no step limit, nothing unsupported, and no
// nondeterministic choice. Generation is deterministic and every module
// verifies. A control test leaves the division and shift guards out and
// expects the same check to fail, so the property test can fail.
//
//===----------------------------------------------------------------------===//
#include "generator/Generator.h"
#include "oracle/Inputs.h"
#include "oracle/Interpreter.h"
#include "support/IntBoundary.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <cstdio>
#include <regex>

using namespace llvm;
using namespace refinery;

namespace {

/// The i-th boundary value of width W (support/IntBoundary.h's kinds from
/// 0 to W in their order, then powers of two and neighbours, -2, 16 and a
/// bit pattern).
APInt boundary(unsigned W, unsigned K) {
  constexpr unsigned NumKinds = static_cast<unsigned>(IntBoundary::Width) + 1;
  static_assert(NumKinds == 10, "the cases below start at 10");
  if (K % 16 < NumKinds)
    return boundaryInt(W, static_cast<IntBoundary>(K % 16));
  switch (K % 16) {
  case 10:
    return APInt::getOneBitSet(W, (K / 16) % W);
  case 11:
    return APInt::getOneBitSet(W, (K / 16) % W) - 1;
  case 12:
    return APInt::getOneBitSet(W, (K / 16) % W) + 1;
  case 13:
    return APInt(W, -2, true, true);
  case 14:
    return APInt(W, 16, false, true);
  default:
    return APInt(W, 0x55555555, false, true);
  }
}

APInt randomInt(unsigned W, ChoiceSource &R) {
  APInt V(W, 0);
  for (unsigned B = 0; B < W; B += 64)
    V.insertBits(APInt(std::min(64u, W - B), R.next(), false, true), B);
  if (R.coin())
    V = V.lshr(R.below(W));
  return V;
}

/// An argument value of type Ty for input number K (boundary inputs first).
RtValue argValue(Type *Ty, unsigned K, unsigned ArgNo, bool Boundary,
                 ChoiceSource &R) {
  if (auto *VT = dyn_cast<FixedVectorType>(Ty)) {
    std::vector<RtValue> Lanes;
    for (unsigned L = 0; L < VT->getNumElements(); ++L)
      Lanes.push_back(
          argValue(VT->getElementType(), K + 3 * L, ArgNo, Boundary, R));
    return RtValue::compound(std::move(Lanes));
  }
  if (Ty->isFloatingPointTy()) {
    // Special values on boundary inputs (NaNs, infinities, zeros of both
    // signs, extremes), any bit pattern on random ones.
    const fltSemantics &Sem = Ty->getFltSemantics();
    if (!Boundary)
      return RtValue(randomInt(Ty->getPrimitiveSizeInBits(), R));
    const APFloat Specials[] = {
        APFloat::getQNaN(Sem),       APFloat::getInf(Sem),
        APFloat::getZero(Sem, true), APFloat::getLargest(Sem),
        APFloat::getSNaN(Sem),       APFloat::getInf(Sem, true),
        APFloat::getSmallest(Sem),   APFloat::getLargest(Sem, true),
        APFloat::getOne(Sem),        APFloat::getZero(Sem),
        APFloat::getQNaN(Sem, true), APFloat::getSmallestNormalized(Sem)};
    unsigned N = std::size(Specials);
    return RtValue(Specials[(K * (ArgNo + 1) + ArgNo) % N].bitcastToAPInt());
  }
  unsigned W = Ty->getIntegerBitWidth();
  if (Boundary)
    return RtValue(boundary(W, K * (ArgNo + 1) + ArgNo));
  return RtValue(randomInt(W, R));
}

struct RunStats {
  unsigned Functions = 0;
  unsigned Runs = 0;
  uint64_t Steps = 0;
  uint64_t MaxSteps = 0;
};

/// Runs every function of M (but @main) on NumInputs inputs with
/// PoisonIsError; returns a description of the first failure, or "".
std::string checkFunctions(const Module &M, unsigned NumInputs, uint64_t Seed,
                           RunStats &Stats, uint64_t MaxSteps = 200'000) {
  ExecOptions Opts;
  Opts.PoisonIsError = true;
  Opts.MaxSteps = MaxSteps;
  // Calls of declared external functions run one of the oracle's
  // modelled implementations (input K: the K-th).
  Opts.ModelUnknownCalls = true;
  Interpreter I(M, Opts);
  SeededRandom R(Seed * 7919 + 1);
  for (const Function &F : M) {
    if (F.isDeclaration() || F.getName() == "main")
      continue;
    ++Stats.Functions;
    for (unsigned K = 0; K < NumInputs; ++K) {
      bool Boundary = K < NumInputs / 2;
      ZeroPolicy Policy;
      Execution E(I, Policy);
      E.setCalleeSeed(K);
      std::vector<RtValue> Args;
      std::string Desc;
      for (unsigned A = 0; A < F.arg_size(); ++A) {
        Type *Ty = F.getArg(A)->getType();
        if (Ty->isPointerTy()) {
          uint64_t Size =
              std::max<uint64_t>(F.getParamDereferenceableBytes(A), 64);
          RtValue P = E.allocateBuffer(Size, 16, MemByte{});
          // Zero-filled on even inputs, random on odd ones.
          if (K % 2)
            for (MemByte &Byte : E.memory().object(P.prov()).Bytes)
              Byte.Val = uint8_t(R.next());
          Args.push_back(P);
          Desc += " ptr<" + std::string(K % 2 ? "random" : "zero") + ">";
          continue;
        }
        Args.push_back(argValue(Ty, K, A, Boundary, R));
        Desc += " " + I.formatValue(Ty, Args.back());
      }
      // Every fourth input makes the pointer arguments alias: all point
      // into one buffer, 16 bytes apart (each still has its
      // dereferenceable bytes and alignment).
      if (K % 4 == 3) {
        std::vector<unsigned> Ptrs;
        for (unsigned A = 0; A < F.arg_size(); ++A)
          if (F.getArg(A)->getType()->isPointerTy())
            Ptrs.push_back(A);
        if (Ptrs.size() >= 2) {
          RtValue Shared = E.allocateBuffer(128, 16, MemByte{});
          for (MemByte &Byte : E.memory().object(Shared.prov()).Bytes)
            Byte.Val = uint8_t(R.next());
          for (unsigned J = 0; J < Ptrs.size(); ++J) {
            RtValue P = Shared;
            P.bits() += 16 * (J % 4);
            Args[Ptrs[J]] = P;
          }
          Desc += " (pointers alias)";
        }
      }
      Outcome O = E.call(F, Args);
      ++Stats.Runs;
      Stats.Steps += O.Steps;
      Stats.MaxSteps = std::max(Stats.MaxSteps, O.Steps);
      if (O.Kind != OutcomeKind::Return || O.Nondeterministic) {
        std::string S;
        raw_string_ostream OS(S);
        OS << "@" << F.getName() << " input #" << K << " (external functions #"
           << K << "," << Desc << " ): " << outcomeName(O.Kind);
        if (!O.Reason.empty())
          OS << ": " << O.Reason;
        if (O.Nondeterministic)
          OS << " (nondeterministic choice made)";
        return S;
      }
    }
  }
  return "";
}

/// Generates seed \p Seed with \p Opts; checks the verifier and that a
/// second generation prints the same text.
std::unique_ptr<Module> generate(LLVMContext &Ctx, uint64_t Seed,
                                 GenOptions Opts, std::string *Text = nullptr) {
  Opts.Seed = Seed;
  SeededRandom R1(Seed), R2(Seed);
  Expected<GeneratedModule> G1 = generateModule(Ctx, R1, Opts);
  if (!G1) {
    ADD_FAILURE() << "seed " << Seed << ": " << toString(G1.takeError());
    return nullptr;
  }
  LLVMContext Ctx2;
  Expected<GeneratedModule> G2 = generateModule(Ctx2, R2, Opts);
  if (!G2) {
    ADD_FAILURE() << "seed " << Seed << ": " << toString(G2.takeError());
    return nullptr;
  }
  std::string T1 = printGeneratedModule(*G1), T2 = printGeneratedModule(*G2);
  EXPECT_EQ(T1, T2) << "seed " << Seed << " is not deterministic";
  std::string Err;
  raw_string_ostream ES(Err);
  EXPECT_FALSE(verifyModule(*G1->M, &ES)) << "seed " << Seed << ": " << Err;
  if (Text)
    *Text = T1;
  return std::move(G1->M);
}

TEST(GeneratorTest, SwarmModulesAreUBAndPoisonFree) {
  RunStats Stats;
  for (uint64_t Seed = 0; Seed < 300; ++Seed) {
    LLVMContext Ctx;
    std::string Text;
    std::unique_ptr<Module> M = generate(Ctx, Seed, GenOptions(), &Text);
    ASSERT_TRUE(M);
    std::string Failure = checkFunctions(*M, 48, Seed, Stats);
    ASSERT_EQ(Failure, "") << "refinery gen --seed " << Seed << "\n" << Text;
  }
  // 300 seeds with 2-5 functions each, 48 inputs per function.
  EXPECT_GE(Stats.Functions, 600u);
  EXPECT_EQ(Stats.Runs, Stats.Functions * 48);
  // Within the static bound (GenOptions::MaxStepsPerCall).
  EXPECT_LE(Stats.MaxSteps, GenOptions().MaxStepsPerCall);
  std::printf("[ stats    ] 300 seeds: %u functions, %u runs, %llu steps "
              "(at most %llu in one run)\n",
              Stats.Functions, Stats.Runs, (unsigned long long)Stats.Steps,
              (unsigned long long)Stats.MaxSteps);
}

TEST(GeneratorTest, AllFamiliesAtLargeSize) {
  RunStats Stats;
  GenOptions Opts;
  Opts.Features = FeatureSet::all();
  Opts.Size = 60;
  for (uint64_t Seed = 1000; Seed < 1150; ++Seed) {
    LLVMContext Ctx;
    std::string Text;
    std::unique_ptr<Module> M = generate(Ctx, Seed, Opts, &Text);
    ASSERT_TRUE(M);
    std::string Failure = checkFunctions(*M, 24, Seed, Stats);
    ASSERT_EQ(Failure, "") << "refinery gen --seed " << Seed
                           << " --features all --size 60\n"
                           << Text;
  }
  EXPECT_LE(Stats.MaxSteps, GenOptions().MaxStepsPerCall);
  std::printf("[ stats    ] 150 seeds (all, size 60): %u functions, %u runs, "
              "%llu steps (at most %llu in one run)\n",
              Stats.Functions, Stats.Runs, (unsigned long long)Stats.Steps,
              (unsigned long long)Stats.MaxSteps);
}

TEST(GeneratorTest, SwarmModulesAtLargerSizes) {
  RunStats Stats;
  for (uint64_t Seed = 2000; Seed < 2200; ++Seed) {
    GenOptions Opts;
    Opts.Size = 30 + Seed % 50;
    LLVMContext Ctx;
    std::string Text;
    std::unique_ptr<Module> M = generate(Ctx, Seed, Opts, &Text);
    ASSERT_TRUE(M);
    std::string Failure = checkFunctions(*M, 16, Seed, Stats);
    ASSERT_EQ(Failure, "") << "refinery gen --seed " << Seed << " --size "
                           << Opts.Size << "\n"
                           << Text;
  }
  EXPECT_LE(Stats.MaxSteps, GenOptions().MaxStepsPerCall);
}

/// True if \p In gives every pointer parameter of \p F the contract of
/// generated functions: dereferenceable(N) initialized bytes (neither
/// poison nor undef) at its align(A).
bool withinContract(const Function &F, const Input &In) {
  for (unsigned A = 0; A < In.Args.size(); ++A) {
    if (!F.getArg(A)->getType()->isPointerTy())
      continue;
    const ArgInput &AI = In.Args[A];
    const ArgInput &Owner = AI.AliasOf >= 0 ? In.Args[AI.AliasOf] : AI;
    // (The generated functions may store through their pointer arguments.)
    if (Owner.ReadOnly)
      return false;
    uint64_t Deref = F.getParamDereferenceableBytes(A);
    uint64_t Align = F.getParamAlign(A).valueOrOne().value();
    if (Owner.Buffer.size() < AI.BufferOffset + Deref ||
        AI.BufferOffset % Align || Owner.BufferAlign % Align)
      return false;
    if (llvm::any_of(Owner.Buffer, [](const MemByte &B) {
          return B.PoisonMask || B.UndefMask;
        }))
      return false;
  }
  return true;
}

TEST(GeneratorTest, CheckerInputsWithinTheContractAreUBFree) {
  // The input sets `refinery check` itself uses (boundary values, exact and
  // larger buffers, interior pointers, aliasing pointer arguments): every
  // input that meets the contract runs without UB or poison.
  unsigned Runs = 0, OutsideContract = 0;
  for (uint64_t Seed = 0; Seed < 100; ++Seed) {
    LLVMContext Ctx;
    std::string Text;
    std::unique_ptr<Module> M = generate(Ctx, Seed, GenOptions(), &Text);
    ASSERT_TRUE(M);
    ExecOptions EO;
    EO.PoisonIsError = true;
    EO.MaxSteps = 200'000;
    EO.ModelUnknownCalls = true;
    Interpreter I(*M, EO);
    for (const Function &F : *M) {
      if (F.isDeclaration())
        continue;
      InputOptions IO;
      IO.Count = 100;
      IO.Seed = Seed;
      for (const Input &In : makeInputs(F, I.pointerBits(), IO)) {
        if (!withinContract(F, In)) {
          ++OutsideContract;
          continue;
        }
        ZeroPolicy Policy;
        Execution E(I, Policy);
        std::vector<RtValue> Args = materializeInput(E, In, F);
        Outcome O = E.call(F, Args);
        ++Runs;
        ASSERT_TRUE(O.Kind == OutcomeKind::Return && !O.Nondeterministic)
            << "refinery gen --seed " << Seed << ": @" << F.getName().str()
            << " on " << describeInput(I, F, In) << ": " << outcomeName(O.Kind)
            << " " << O.Reason << "\n"
            << Text;
      }
    }
  }
  std::printf("[ stats    ] checker inputs: %u runs, %u inputs outside the "
              "contract skipped\n",
              Runs, OutsideContract);
  EXPECT_GE(Runs, 20000u);
}

TEST(GeneratorTest, HarnessMainReturns) {
  GenOptions Opts;
  Opts.Harness = true;
  for (uint64_t Seed = 0; Seed < 40; ++Seed) {
    LLVMContext Ctx;
    std::string Text;
    std::unique_ptr<Module> M = generate(Ctx, Seed, Opts, &Text);
    ASSERT_TRUE(M);
    Function *Main = M->getFunction("main");
    ASSERT_TRUE(Main && !Main->isDeclaration()) << "seed " << Seed;
    ExecOptions EO;
    EO.PoisonIsError = true;
    EO.MaxSteps = 50'000'000;
    Interpreter I(*M, EO);
    ZeroPolicy Policy;
    Outcome O = I.run(*Main, {}, Policy);
    ASSERT_EQ(O.Kind, OutcomeKind::Return)
        << "seed " << Seed << ": " << O.Reason << "\n"
        << Text;
    EXPECT_FALSE(O.Nondeterministic) << "seed " << Seed;
    EXPECT_FALSE(O.Stdout.empty()) << "seed " << Seed;
  }
}

TEST(GeneratorTest, ByteChoicesDriveGeneration) {
  // libFuzzer-style inputs, including empty and short ones (all further
  // choices are then zero).
  SeededRandom Bytes(42);
  RunStats Stats;
  for (unsigned N : {0u, 1u, 7u, 64u, 300u, 2000u, 20000u}) {
    for (unsigned Rep = 0; Rep < 3; ++Rep) {
      std::vector<uint8_t> Buf(N);
      for (uint8_t &B : Buf)
        B = uint8_t(Bytes.next());
      LLVMContext Ctx;
      ByteChoices BC(Buf);
      GenOptions Opts;
      Expected<GeneratedModule> G = generateModule(Ctx, BC, Opts);
      ASSERT_TRUE(bool(G)) << toString(G.takeError());
      std::string Failure = checkFunctions(*G->M, 8, N + Rep, Stats);
      ASSERT_EQ(Failure, "") << "byte input of " << N << " bytes\n"
                             << printGeneratedModule(*G);
    }
  }
}

TEST(GeneratorTest, FeatureSwitches) {
  // --features ints: no memory, vectors, calls, loops, switches, floats.
  GenOptions Opts;
  Expected<FeatureSet> Ints = parseFeatures("ints");
  ASSERT_TRUE(bool(Ints));
  Opts.Features = *Ints;
  for (uint64_t Seed = 0; Seed < 30; ++Seed) {
    LLVMContext Ctx;
    std::string Text;
    ASSERT_TRUE(generate(Ctx, Seed, Opts, &Text));
    for (const char *Banned : {"load ", "store ", "alloca", "x i", "switch ",
                               "double", "float", "@llvm.mem", "loop"})
      EXPECT_EQ(Text.find(Banned), std::string::npos)
          << "seed " << Seed << " --features ints has '" << Banned << "'\n"
          << Text;
    EXPECT_FALSE(std::regex_search(Text, std::regex("call [^\n]*@f[0-9]")))
        << "seed " << Seed << " --features ints has a call\n"
        << Text;
  }
  // Each family on its own shows up.
  struct Expect {
    const char *Family;
    const char *Marker;
  } Cases[] = {{"memory", "alloca"},     {"vectors", "x i"},
               {"loops", "loop"},        {"switch", "switch "},
               {"calls", "call "},       {"fp", "itofp"},
               {"intrinsics", "@llvm."}, {"aggregates", "insertvalue"}};
  for (const Expect &C : Cases) {
    Expected<FeatureSet> FS = parseFeatures(C.Family);
    ASSERT_TRUE(bool(FS));
    Opts.Features = *FS;
    Opts.Size = 40;
    unsigned Seen = 0;
    for (uint64_t Seed = 0; Seed < 20; ++Seed) {
      LLVMContext Ctx;
      std::string Text;
      ASSERT_TRUE(generate(Ctx, Seed, Opts, &Text));
      Seen += Text.find(C.Marker) != std::string::npos;
    }
    EXPECT_GE(Seen, 10u) << C.Family << ": '" << C.Marker << "' in only "
                         << Seen << " of 20 modules";
  }
}

TEST(GeneratorTest, ParseFeatures) {
  Expected<FeatureSet> FS = parseFeatures("memory, loops");
  ASSERT_TRUE(bool(FS));
  EXPECT_EQ(FS->str(), "ints,memory,loops");
  Expected<FeatureSet> All = parseFeatures("all");
  ASSERT_TRUE(bool(All));
  EXPECT_EQ(*All, FeatureSet::all());
  Expected<FeatureSet> Bad = parseFeatures("ints,floats");
  ASSERT_FALSE(bool(Bad));
  EXPECT_NE(toString(Bad.takeError()).find("unknown feature family 'floats'"),
            std::string::npos);
}

TEST(GeneratorTest, PropertyTestDetectsMissingGuards) {
  // Control: without the division and shift guards the same check must
  // find UB or poison, or it could not fail at all.
  GenOptions Opts;
  Opts.OmitGuardsForTesting = true;
  RunStats Stats;
  unsigned Failing = 0;
  for (uint64_t Seed = 0; Seed < 40; ++Seed) {
    LLVMContext Ctx;
    std::unique_ptr<Module> M = generate(Ctx, Seed, Opts);
    ASSERT_TRUE(M);
    Failing += !checkFunctions(*M, 24, Seed, Stats).empty();
  }
  EXPECT_GE(Failing, 10u);
}

} // namespace
