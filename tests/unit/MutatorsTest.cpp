//===- tests/unit/MutatorsTest.cpp - What mutations mean ------------------===//
///
/// \file
/// Tests that the mutators inject what they say, judged by the interpreter
/// against the LangRef of LLVM 22 and the UB manual: an added nsw makes an
/// overflowing input poison, select->and is poison exactly where the UB
/// manual says (x = 0, y poison), freeze removes poison, constants come
/// from the interesting set, a new argument keeps callers valid, idiom
/// rewrites are equivalent, UB attributes make violations poison or UB.
/// Also: determinism per seed, descriptions that name values as the mutant
/// prints them, and a soak over the repository's .ll files in which every
/// mutant verifies and round-trips through the printer and parser.
///
//===----------------------------------------------------------------------===//
#include "mutators/MutationUtil.h"
#include "mutators/Mutator.h"
#include "oracle/Interpreter.h"
#include "support/Random.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <map>
#include <set>

using namespace llvm;
using namespace refinery;

namespace {

RtValue intArg(unsigned W, int64_t X) {
  return RtValue(APInt(W, X, /*isSigned=*/true, /*implicitTrunc=*/true));
}
RtValue poisonArg(unsigned W) { return RtValue::poison(W); }
RtValue floatArg(const APFloat &F) { return RtValue(F.bitcastToAPInt()); }

std::string printModule(const Module &M) {
  std::string S;
  raw_string_ostream OS(S);
  M.print(OS, nullptr);
  return S;
}

class MutatorsTest : public ::testing::Test {
protected:
  LLVMContext Ctx;

  std::unique_ptr<Module> parse(StringRef IR) {
    SMDiagnostic Err;
    std::unique_ptr<Module> M = parseAssemblyString(IR, Err, Ctx);
    if (!M) {
      std::string S;
      raw_string_ostream OS(S);
      Err.print("test", OS);
      ADD_FAILURE() << S;
    }
    return M;
  }

  /// A mutator restricted to \p Strategies ("name,name=W,...").
  std::unique_ptr<Mutator> mutator(StringRef Strategies, unsigned Mutations = 1,
                                   std::vector<std::string> Functions = {}) {
    MutatorOptions Opts;
    Opts.Mutations = Mutations;
    Opts.Functions = std::move(Functions);
    if (!Strategies.empty())
      EXPECT_FALSE(errorToBool(parseStrategyList(Strategies, Opts)));
    Expected<std::unique_ptr<Mutator>> M = Mutator::create(Opts);
    EXPECT_TRUE(bool(M));
    return std::move(*M);
  }

  /// The mutant of the first seed whose only mutation's description
  /// contains \p Needle (a test failure if none of 500 seeds gives it).
  Mutant find(const Module &Src, const Mutator &Mut, StringRef Needle) {
    for (uint64_t Seed = 0; Seed < 500; ++Seed) {
      SeededRandom CS(Seed);
      Mutant Mu = Mut.mutate(Src, CS);
      EXPECT_FALSE(verifyModule(*Mu.M, &errs()));
      if (Mu.Mutations.size() == 1 &&
          StringRef(Mu.Mutations[0].Description).contains(Needle))
        return Mu;
    }
    ADD_FAILURE() << "no mutant with '" << Needle.str() << "'";
    return {};
  }

  Outcome run(const Module &M, StringRef Fn, ArrayRef<RtValue> Args) {
    Interpreter Interp(M);
    ZeroPolicy Policy;
    const Function *F = M.getFunction(Fn);
    EXPECT_TRUE(F);
    return Interp.run(*F, Args, Policy);
  }

  /// Runs \p Fn with the result of a one-byte load at the pointer argument
  /// holding \p Byte.
  Outcome runWithByte(const Module &M, StringRef Fn, uint8_t Byte) {
    Interpreter Interp(M);
    ZeroPolicy Policy;
    Execution E(Interp, Policy);
    RtValue P = E.allocateBuffer(1, 1, MemByte{});
    E.memory().object(P.prov()).Bytes[0].Val = Byte;
    return E.call(*M.getFunction(Fn), {P});
  }
};

bool returnsPoison(const Outcome &O) {
  return O.Kind == OutcomeKind::Return && O.HasValue && O.Value.isPoison();
}
bool returnsValue(const Outcome &O) {
  return O.Kind == OutcomeKind::Return && O.HasValue && !O.Value.isPoison();
}

//===----------------------------------------------------------------------===//
// Flags
//===----------------------------------------------------------------------===//

struct FlagCase {
  const char *IR;
  const char *Description;
  std::vector<RtValue> Args;
};

TEST_F(MutatorsTest, InjectedFlagsMakeViolatingInputsPoison) {
  const char *Add = "define i8 @f(i8 %x, i8 %y) {\n"
                    "  %r = add i8 %x, %y\n  ret i8 %r\n}\n";
  const char *Sub = "define i8 @f(i8 %x, i8 %y) {\n"
                    "  %r = sub i8 %x, %y\n  ret i8 %r\n}\n";
  const char *Mul = "define i8 @f(i8 %x, i8 %y) {\n"
                    "  %r = mul i8 %x, %y\n  ret i8 %r\n}\n";
  const char *Shl = "define i8 @f(i8 %x, i8 %y) {\n"
                    "  %r = shl i8 %x, %y\n  ret i8 %r\n}\n";
  const char *UDiv = "define i8 @f(i8 %x, i8 %y) {\n"
                     "  %r = udiv i8 %x, %y\n  ret i8 %r\n}\n";
  const char *SDiv = "define i8 @f(i8 %x, i8 %y) {\n"
                     "  %r = sdiv i8 %x, %y\n  ret i8 %r\n}\n";
  const char *LShr = "define i8 @f(i8 %x, i8 %y) {\n"
                     "  %r = lshr i8 %x, %y\n  ret i8 %r\n}\n";
  const char *AShr = "define i8 @f(i8 %x, i8 %y) {\n"
                     "  %r = ashr i8 %x, %y\n  ret i8 %r\n}\n";
  const char *Or = "define i8 @f(i8 %x, i8 %y) {\n"
                   "  %r = or i8 %x, %y\n  ret i8 %r\n}\n";
  const char *ZExt = "define i16 @f(i8 %x) {\n"
                     "  %r = zext i8 %x to i16\n  ret i16 %r\n}\n";
  const char *UIToFP = "define float @f(i8 %x) {\n"
                       "  %r = uitofp i8 %x to float\n  ret float %r\n}\n";
  const char *Trunc = "define i8 @f(i16 %x) {\n"
                      "  %r = trunc i16 %x to i8\n  ret i8 %r\n}\n";
  const char *ICmp = "define i1 @f(i8 %x, i8 %y) {\n"
                     "  %r = icmp ult i8 %x, %y\n  ret i1 %r\n}\n";
  const char *FAdd = "define float @f(float %x, float %y) {\n"
                     "  %r = fadd float %x, %y\n  ret float %r\n}\n";
  const fltSemantics &S = APFloat::IEEEsingle();
  std::vector<FlagCase> Cases = {
      {Add, "add nsw to %r in @f", {intArg(8, 127), intArg(8, 1)}},
      {Add, "add nuw to %r in @f", {intArg(8, 255), intArg(8, 1)}},
      {Sub, "add nsw to %r in @f", {intArg(8, -128), intArg(8, 1)}},
      {Sub, "add nuw to %r in @f", {intArg(8, 0), intArg(8, 1)}},
      {Mul, "add nsw to %r in @f", {intArg(8, 64), intArg(8, 2)}},
      {Mul, "add nuw to %r in @f", {intArg(8, 128), intArg(8, 2)}},
      {Shl, "add nsw to %r in @f", {intArg(8, 64), intArg(8, 1)}},
      {Shl, "add nuw to %r in @f", {intArg(8, 128), intArg(8, 1)}},
      {UDiv, "add exact to %r in @f", {intArg(8, 7), intArg(8, 2)}},
      {SDiv, "add exact to %r in @f", {intArg(8, -7), intArg(8, 2)}},
      {LShr, "add exact to %r in @f", {intArg(8, 1), intArg(8, 1)}},
      {AShr, "add exact to %r in @f", {intArg(8, 3), intArg(8, 1)}},
      {Or, "add disjoint to %r in @f", {intArg(8, 1), intArg(8, 3)}},
      {ZExt, "add nneg to %r in @f", {intArg(8, -1)}},
      {UIToFP, "add nneg to %r in @f", {intArg(8, -1)}},
      {Trunc, "add nuw to %r in @f", {intArg(16, 256)}},
      {Trunc, "add nsw to %r in @f", {intArg(16, 128)}},
      {ICmp, "add samesign to %r in @f", {intArg(8, -1), intArg(8, 1)}},
      {FAdd,
       "add nnan to %r in @f",
       {floatArg(APFloat::getQNaN(S)), floatArg(APFloat::getOne(S))}},
      {FAdd,
       "add ninf to %r in @f",
       {floatArg(APFloat::getInf(S)), floatArg(APFloat::getOne(S))}},
  };
  std::unique_ptr<Mutator> Mut = mutator("flags");
  for (const FlagCase &C : Cases) {
    SCOPED_TRACE(std::string(C.Description) + " on\n" + C.IR);
    std::unique_ptr<Module> Src = parse(C.IR);
    ASSERT_TRUE(Src);
    EXPECT_TRUE(returnsValue(run(*Src, "f", C.Args)));
    Mutant Mu = find(*Src, *Mut, C.Description);
    ASSERT_TRUE(Mu.M);
    EXPECT_TRUE(returnsPoison(run(*Mu.M, "f", C.Args)));
  }
}

TEST_F(MutatorsTest, InjectedGEPFlagsMakeWrappingOffsetsPoison) {
  std::unique_ptr<Module> Src =
      parse("define ptr @f(ptr %p, i64 %i) {\n"
            "  %r = getelementptr i8, ptr %p, i64 %i\n  ret ptr %r\n}\n");
  ASSERT_TRUE(Src);
  std::unique_ptr<Mutator> Mut = mutator("flags");
  auto RunAt = [&](const Module &M, int64_t Offset) {
    Interpreter Interp(M);
    ZeroPolicy Policy;
    Execution E(Interp, Policy);
    RtValue P = E.allocateBuffer(16, 1, MemByte{});
    return E.call(*M.getFunction("f"), {P, intArg(64, Offset)});
  };
  struct {
    const char *Description;
    int64_t Offset;
  } Cases[] = {{"add inbounds (and nusw) to %r in @f", 100},
               {"add nusw to %r in @f", INT64_MIN},
               {"add nuw to %r in @f", -1}};
  for (const auto &C : Cases) {
    SCOPED_TRACE(C.Description);
    EXPECT_TRUE(returnsValue(RunAt(*Src, C.Offset)));
    Mutant Mu = find(*Src, *Mut, C.Description);
    ASSERT_TRUE(Mu.M);
    EXPECT_TRUE(returnsPoison(RunAt(*Mu.M, C.Offset)));
    // In bounds, nothing changes.
    EXPECT_TRUE(returnsValue(RunAt(*Mu.M, 4)));
  }
}

TEST_F(MutatorsTest, RemovedFlagsMakeTheResultDefined) {
  std::unique_ptr<Module> Src = parse("define i8 @f(i8 %x, i8 %y) {\n"
                                      "  %r = add nsw i8 %x, %y\n"
                                      "  ret i8 %r\n}\n");
  ASSERT_TRUE(Src);
  Mutant Mu = find(*Src, *mutator("flags"), "remove nsw from %r in @f");
  ASSERT_TRUE(Mu.M);
  std::vector<RtValue> Args = {intArg(8, 127), intArg(8, 1)};
  EXPECT_TRUE(returnsPoison(run(*Src, "f", Args)));
  Outcome O = run(*Mu.M, "f", Args);
  ASSERT_TRUE(returnsValue(O));
  EXPECT_EQ(O.Value.bits(), APInt(8, 0x80));
}

//===----------------------------------------------------------------------===//
// Select
//===----------------------------------------------------------------------===//

/// The UB manual's example ("Propagation of Poison Through Select").
const char *ManualSelect = "define i1 @fn(i32 %x, i32 %y) {\n"
                           "  %cmp1 = icmp ne i32 %x, 0\n"
                           "  %cmp2 = icmp ugt i32 %x, %y\n"
                           "  %and = select i1 %cmp1, i1 %cmp2, i1 false\n"
                           "  ret i1 %and\n}\n";

TEST_F(MutatorsTest, SelectToAndIsPoisonWhereTheUBManualSays) {
  std::unique_ptr<Module> Src = parse(ManualSelect);
  ASSERT_TRUE(Src);
  Mutant Mu = find(*Src, *mutator("select-logic"), "select->and at %and");
  ASSERT_TRUE(Mu.M);
  // x = 0, y poison: the select is false (its condition is false and the
  // poison arm is not chosen), the and is poison.
  std::vector<RtValue> Args = {intArg(32, 0), poisonArg(32)};
  Outcome O = run(*Src, "fn", Args);
  ASSERT_TRUE(returnsValue(O));
  EXPECT_TRUE(O.Value.bits().isZero());
  EXPECT_TRUE(returnsPoison(run(*Mu.M, "fn", Args)));
  // Elsewhere the two agree.
  for (auto [X, Y] : {std::pair{1, 0}, {0, 0}, {5, 7}, {-1, 3}}) {
    Outcome A = run(*Src, "fn", {intArg(32, X), intArg(32, Y)});
    Outcome B = run(*Mu.M, "fn", {intArg(32, X), intArg(32, Y)});
    ASSERT_TRUE(returnsValue(A) && returnsValue(B));
    EXPECT_EQ(A.Value.bits(), B.Value.bits()) << X << " " << Y;
  }
  EXPECT_TRUE(returnsPoison(run(*Src, "fn", {poisonArg(32), intArg(32, 1)})));
  EXPECT_TRUE(returnsPoison(run(*Mu.M, "fn", {poisonArg(32), intArg(32, 1)})));
}

TEST_F(MutatorsTest, AndToSelectIsDefinedWhenTheConditionDecides) {
  std::unique_ptr<Module> Src = parse("define i1 @fn(i32 %x, i32 %y) {\n"
                                      "  %cmp1 = icmp ne i32 %x, 0\n"
                                      "  %cmp2 = icmp ugt i32 %x, %y\n"
                                      "  %and = and i1 %cmp1, %cmp2\n"
                                      "  ret i1 %and\n}\n");
  ASSERT_TRUE(Src);
  std::unique_ptr<Mutator> Mut = mutator("select-logic");
  std::vector<RtValue> Args = {intArg(32, 0), poisonArg(32)};
  EXPECT_TRUE(returnsPoison(run(*Src, "fn", Args)));
  std::set<std::string> Conds;
  for (uint64_t Seed = 0; Seed < 20; ++Seed) {
    SeededRandom CS(Seed);
    Mutant Mu = Mut->mutate(*Src, CS);
    ASSERT_EQ(Mu.Mutations.size(), 1u);
    EXPECT_EQ(Mu.Mutations[0].Description, "and->select at %and in @fn");
    auto *SI = dyn_cast<SelectInst>(
        Mu.M->getFunction("fn")->getEntryBlock().getTerminator()->getOperand(
            0));
    ASSERT_TRUE(SI);
    std::string Cond = SI->getCondition()->getName().str();
    Conds.insert(Cond);
    Outcome O = run(*Mu.M, "fn", Args);
    // select %cmp1, %cmp2, false is false; select %cmp2, %cmp1, false is
    // poison (its condition is).
    if (Cond == "cmp1") {
      ASSERT_TRUE(returnsValue(O));
      EXPECT_TRUE(O.Value.bits().isZero());
    } else {
      EXPECT_TRUE(returnsPoison(O));
    }
  }
  EXPECT_EQ(Conds.size(), 2u);
}

/// Runs \p Fn of \p A and \p B on every pair of i4 values and poison and
/// expects the same outcomes.
void expectEquivalentOnI4Pairs(
    MutatorsTest *T, const Module &A, const Module &B, StringRef Fn,
    std::function<Outcome(const Module &, StringRef, ArrayRef<RtValue>)> Run) {
  for (int X = -1; X < 16; ++X)
    for (int Y = -1; Y < 16; ++Y) {
      std::vector<RtValue> Args = {X < 0 ? poisonArg(4) : intArg(4, X),
                                   Y < 0 ? poisonArg(4) : intArg(4, Y)};
      Outcome OA = Run(A, Fn, Args), OB = Run(B, Fn, Args);
      ASSERT_EQ(OA.Kind, OB.Kind) << X << " " << Y;
      ASSERT_EQ(OA.Value.isPoison(), OB.Value.isPoison()) << X << " " << Y;
      if (!OA.Value.isPoison())
        EXPECT_EQ(OA.Value.bits(), OB.Value.bits()) << X << " " << Y;
    }
}

TEST_F(MutatorsTest, MinMaxIdiomRewritesAreEquivalent) {
  auto Run = [this](const Module &M, StringRef Fn, ArrayRef<RtValue> Args) {
    return run(M, Fn, Args);
  };
  std::unique_ptr<Mutator> Mut = mutator("minmax");
  for (const char *ID : {"smax", "smin", "umax", "umin"}) {
    std::string IR = std::string("define i4 @f(i4 %a, i4 %b) {\n") +
                     "  %m = call i4 @llvm." + ID + ".i4(i4 %a, i4 %b)\n" +
                     "  ret i4 %m\n}\n";
    std::unique_ptr<Module> Src = parse(IR);
    ASSERT_TRUE(Src);
    Mutant Mu = find(*Src, *Mut, std::string(ID) + "->select at");
    ASSERT_TRUE(Mu.M);
    expectEquivalentOnI4Pairs(this, *Src, *Mu.M, "f", Run);
    // And back.
    Mutant Back = find(*Mu.M, *Mut, std::string("select->") + ID + " at");
    ASSERT_TRUE(Back.M);
    expectEquivalentOnI4Pairs(this, *Src, *Back.M, "f", Run);
  }
  // abs with INT_MIN poison: the idiom's sub gets nsw.
  std::unique_ptr<Module> Abs =
      parse("define i4 @f(i4 %a, i4 %b) {\n"
            "  %m = call i4 @llvm.abs.i4(i4 %a, i1 true)\n"
            "  %r = add i4 %m, %b\n  ret i4 %r\n}\n");
  ASSERT_TRUE(Abs);
  Mutant Mu = find(*Abs, *Mut, "abs->select at");
  ASSERT_TRUE(Mu.M);
  expectEquivalentOnI4Pairs(this, *Abs, *Mu.M, "f", Run);
  EXPECT_TRUE(returnsPoison(run(*Mu.M, "f", {intArg(4, -8), intArg(4, 0)})));
  Mutant Back = find(*Mu.M, *Mut, "select->abs at");
  ASSERT_TRUE(Back.M);
  expectEquivalentOnI4Pairs(this, *Abs, *Back.M, "f", Run);
}

TEST_F(MutatorsTest, SelectSwapIsEquivalent) {
  std::unique_ptr<Module> Src =
      parse("define i4 @f(i4 %a, i4 %b) {\n"
            "  %c = icmp slt i4 %a, %b\n"
            "  %s = select i1 %c, i4 %a, i4 7\n"
            "  %t = select i1 %c, i4 %s, i4 %b\n  ret i4 %t\n}\n");
  ASSERT_TRUE(Src);
  std::unique_ptr<Mutator> Mut = mutator("select-swap", 2);
  for (uint64_t Seed = 0; Seed < 8; ++Seed) {
    SeededRandom CS(Seed);
    Mutant Mu = Mut->mutate(*Src, CS);
    ASSERT_EQ(Mu.Mutations.size(), 2u);
    expectEquivalentOnI4Pairs(
        this, *Src, *Mu.M, "f",
        [this](const Module &M, StringRef Fn, ArrayRef<RtValue> Args) {
          return run(M, Fn, Args);
        });
  }
}

TEST_F(MutatorsTest, RelatedSelectKeepsDefinedValues) {
  // select (icmp eq %v, K), K, %v is %v wherever %v and K are defined.
  std::unique_ptr<Module> Src = parse("define i4 @f(i4 %a, i4 %b) {\n"
                                      "  %s = xor i4 %a, %b\n"
                                      "  ret i4 %s\n}\n");
  ASSERT_TRUE(Src);
  std::unique_ptr<Mutator> Mut = mutator("select-related");
  for (uint64_t Seed = 0; Seed < 16; ++Seed) {
    SeededRandom CS(Seed);
    Mutant Mu = Mut->mutate(*Src, CS);
    ASSERT_EQ(Mu.Mutations.size(), 1u);
    for (int X = 0; X < 16; ++X)
      for (int Y = 0; Y < 16; ++Y) {
        Outcome A = run(*Src, "f", {intArg(4, X), intArg(4, Y)});
        Outcome B = run(*Mu.M, "f", {intArg(4, X), intArg(4, Y)});
        ASSERT_TRUE(returnsValue(B)) << Mu.Mutations[0].Description;
        EXPECT_EQ(A.Value.bits(), B.Value.bits())
            << Mu.Mutations[0].Description;
      }
  }
}

//===----------------------------------------------------------------------===//
// Freeze
//===----------------------------------------------------------------------===//

TEST_F(MutatorsTest, FreezeInsertionRemovesPoison) {
  std::unique_ptr<Module> Src = parse("define i8 @f(i8 %x) {\n"
                                      "  %a = add nsw i8 %x, 1\n"
                                      "  ret i8 %a\n}\n");
  ASSERT_TRUE(Src);
  std::unique_ptr<Mutator> Mut = mutator("freeze");
  std::vector<RtValue> Args = {intArg(8, 127)};
  EXPECT_TRUE(returnsPoison(run(*Src, "f", Args)));
  for (StringRef Needle : {"freeze %a for all uses", "freeze %a at its use"}) {
    Mutant Mu = find(*Src, *Mut, Needle);
    ASSERT_TRUE(Mu.M);
    Outcome O = run(*Mu.M, "f", Args);
    // Freeze of poison is an arbitrary value (the zero policy picks 0).
    EXPECT_TRUE(returnsValue(O)) << Needle.str();
    EXPECT_TRUE(O.Nondeterministic);
    // A defined value passes through.
    Outcome D = run(*Mu.M, "f", {intArg(8, 5)});
    ASSERT_TRUE(returnsValue(D));
    EXPECT_EQ(D.Value.bits(), APInt(8, 6));
    EXPECT_FALSE(D.Nondeterministic);
  }
}

TEST_F(MutatorsTest, FreezeRemovalLetsPoisonThrough) {
  std::unique_ptr<Module> Src = parse("define i8 @f(i8 %x) {\n"
                                      "  %fr = freeze i8 %x\n"
                                      "  %a = add i8 %fr, 1\n"
                                      "  ret i8 %a\n}\n");
  ASSERT_TRUE(Src);
  Mutant Mu = find(*Src, *mutator("freeze"), "remove freeze %fr of %x in @f");
  ASSERT_TRUE(Mu.M);
  EXPECT_TRUE(returnsValue(run(*Src, "f", {poisonArg(8)})));
  EXPECT_TRUE(returnsPoison(run(*Mu.M, "f", {poisonArg(8)})));
}

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

/// The interesting i32 values for a function whose constants are \p Known.
std::set<int64_t> interestingI32(ArrayRef<int64_t> Known) {
  std::set<int64_t> S = {
      0,  1,  -1, INT32_MIN, INT32_MAX, INT32_MIN + 1, INT32_MAX - 1,
      -2, 31, 32, 33};
  for (unsigned K = 0; K < 32; ++K) {
    int64_t P = int32_t(uint32_t(1) << K);
    for (int64_t X : {P, P - 1, P + 1, -P})
      S.insert(int32_t(uint32_t(X)));
  }
  for (int64_t C : Known)
    for (int64_t X : {C, C + 1, C - 1, -C, ~C})
      S.insert(int32_t(uint32_t(X)));
  return S;
}

TEST_F(MutatorsTest, ConstantReplacementPicksInterestingValues) {
  std::unique_ptr<Module> Src = parse("define i32 @f(i32 %x) {\n"
                                      "  %a = add i32 %x, 1000\n"
                                      "  %b = mul i32 %a, 7\n"
                                      "  ret i32 %b\n}\n");
  ASSERT_TRUE(Src);
  std::set<int64_t> Allowed = interestingI32({1000, 7});
  std::set<int64_t> Seen;
  std::unique_ptr<Mutator> Mut = mutator("constants");
  for (uint64_t Seed = 0; Seed < 300; ++Seed) {
    SeededRandom CS(Seed);
    Mutant Mu = Mut->mutate(*Src, CS);
    ASSERT_EQ(Mu.Mutations.size(), 1u);
    // The one constant that differs from the source.
    unsigned Changed = 0;
    for (auto [I, J] : zip(instructions(*Src->getFunction("f")),
                           instructions(*Mu.M->getFunction("f")))) {
      auto *Old = dyn_cast<ConstantInt>(I.getOperand(I.getNumOperands() - 1));
      auto *New = dyn_cast<ConstantInt>(J.getOperand(J.getNumOperands() - 1));
      if (!Old || Old == New)
        continue;
      ASSERT_TRUE(New) << Mu.Mutations[0].Description;
      ++Changed;
      int64_t V = New->getSExtValue();
      EXPECT_TRUE(Allowed.count(V))
          << V << " from " << Mu.Mutations[0].Description;
      Seen.insert(V);
    }
    EXPECT_EQ(Changed, 1u) << Mu.Mutations[0].Description;
  }
  for (int64_t V : {int64_t(0), int64_t(1), int64_t(-1), int64_t(INT32_MIN),
                    int64_t(INT32_MAX), int64_t(31)})
    EXPECT_TRUE(Seen.count(V)) << V << " never chosen";
  // Neighbours of the function's own constants.
  EXPECT_TRUE(Seen.count(999) || Seen.count(1001) || Seen.count(6) ||
              Seen.count(8));
}

TEST_F(MutatorsTest, InterestingValuesAtOddWidths) {
  SeededRandom CS(7);
  for (unsigned W : {1u, 3u, 33u, 128u})
    for (unsigned K = 0; K < 200; ++K) {
      APInt Cur(W, 1);
      APInt X = interestingInt(CS, W, {}, &Cur);
      EXPECT_EQ(X.getBitWidth(), W);
      EXPECT_NE(X, Cur);
    }
  const fltSemantics &S = APFloat::IEEEdouble();
  APFloat Cur(S, "1.5");
  for (unsigned K = 0; K < 200; ++K)
    EXPECT_FALSE(interestingFloat(CS, S, {Cur}, &Cur).bitwiseIsEqual(Cur));
}

//===----------------------------------------------------------------------===//
// Operands
//===----------------------------------------------------------------------===//

const char *CallerCallee = "define i32 @callee(i32 %a) {\n"
                           "  %r = udiv i32 %a, 3\n"
                           "  ret i32 %r\n}\n"
                           "define i32 @caller(i32 %x, i32 %y) {\n"
                           "  %c = call i32 @callee(i32 %x)\n"
                           "  %d = add i32 %c, %y\n"
                           "  ret i32 %d\n}\n";

TEST_F(MutatorsTest, NewArgumentKeepsCallersValid) {
  std::unique_ptr<Module> Src = parse(CallerCallee);
  ASSERT_TRUE(Src);
  std::unique_ptr<Mutator> Mut = mutator("operand-new-arg", 1, {"callee"});
  for (uint64_t Seed = 0; Seed < 10; ++Seed) {
    SeededRandom CS(Seed);
    Mutant Mu = Mut->mutate(*Src, CS);
    ASSERT_EQ(Mu.Mutations.size(), 1u);
    EXPECT_TRUE(StringRef(Mu.Mutations[0].Description)
                    .contains("with new argument %new.arg of @callee (1 "
                              "call(s) updated)"))
        << Mu.Mutations[0].Description;
    Function *Callee = Mu.M->getFunction("callee");
    ASSERT_EQ(Callee->arg_size(), 2u);
    // The caller passes one of its own arguments.
    auto *Call = cast<CallInst>(*Callee->user_begin());
    ASSERT_EQ(Call->arg_size(), 2u);
    EXPECT_TRUE(isa<Argument>(Call->getArgOperand(1)));
    EXPECT_EQ(Call->getFunction()->getName(), "caller");
  }
  // The divisor becomes the new argument: dividing by it is UB at 0.
  Mutant Mu = find(*Src, *Mut, "replace operand 1 (i32 3) of %r");
  ASSERT_TRUE(Mu.M);
  Outcome O = run(*Mu.M, "callee", {intArg(32, 7), intArg(32, 2)});
  ASSERT_TRUE(returnsValue(O));
  EXPECT_EQ(O.Value.bits(), APInt(32, 3));
  EXPECT_EQ(run(*Mu.M, "callee", {intArg(32, 7), intArg(32, 0)}).Kind,
            OutcomeKind::UB);
}

TEST_F(MutatorsTest, NewArgumentLeavesEscapingFunctionsAlone) {
  std::unique_ptr<Module> Src =
      parse(std::string(CallerCallee) + "@fp = global ptr @callee\n");
  ASSERT_TRUE(Src);
  SeededRandom CS(1);
  Mutant Mu = mutator("operand-new-arg", 1, {"callee"})->mutate(*Src, CS);
  EXPECT_TRUE(Mu.Mutations.empty());
  EXPECT_EQ(Mu.M->getFunction("callee")->arg_size(), 1u);
}

TEST_F(MutatorsTest, DominatingOperandsOnly) {
  std::unique_ptr<Module> Src =
      parse("define i32 @f(i32 %x, i1 %c) {\n"
            "entry:\n"
            "  %a = add i32 %x, 1\n"
            "  br i1 %c, label %t, label %e\n"
            "t:\n"
            "  %b = mul i32 %a, 3\n"
            "  br label %e\n"
            "e:\n"
            "  %p = phi i32 [ %b, %t ], [ %a, %entry ]\n"
            "  %q = sub i32 %p, %x\n"
            "  ret i32 %q\n}\n");
  ASSERT_TRUE(Src);
  std::unique_ptr<Mutator> Mut = mutator("operand-replace", 3);
  for (uint64_t Seed = 0; Seed < 100; ++Seed) {
    SeededRandom CS(Seed);
    Mutant Mu = Mut->mutate(*Src, CS);
    EXPECT_EQ(Mu.Mutations.size(), 3u);
    EXPECT_EQ(Mu.Rejected, 0u);
    // %b never reaches a use outside %t but the phi's edge from %t.
    EXPECT_FALSE(verifyModule(*Mu.M, &errs()));
  }
}

//===----------------------------------------------------------------------===//
// UB attributes and metadata
//===----------------------------------------------------------------------===//

TEST_F(MutatorsTest, UBAttributesMakeViolationsPoisonOrUB) {
  std::unique_ptr<Module> Src = parse("define i8 @f(i8 %x) {\n"
                                      "  ret i8 %x\n}\n");
  ASSERT_TRUE(Src);
  std::unique_ptr<Mutator> Mut = mutator("ub-attrs");
  Mutant NoUndef = find(*Src, *Mut, "add noundef to argument %x of @f");
  ASSERT_TRUE(NoUndef.M);
  EXPECT_TRUE(returnsPoison(run(*Src, "f", {poisonArg(8)})));
  EXPECT_EQ(run(*NoUndef.M, "f", {poisonArg(8)}).Kind, OutcomeKind::UB);

  Mutant Range = find(*Src, *Mut, "to the return of @f");
  ASSERT_TRUE(Range.M);
  Attribute A =
      Range.M->getFunction("f")->getAttributes().getRetAttr(Attribute::Range);
  if (A.isValid()) {
    const ConstantRange &CR = A.getValueAsConstantRange();
    APInt In = CR.getLower(), Out = CR.getUpper();
    ASSERT_FALSE(CR.contains(Out));
    Outcome OIn = run(*Range.M, "f", {RtValue(In)});
    ASSERT_TRUE(returnsValue(OIn));
    EXPECT_EQ(OIn.Value.bits(), In);
    EXPECT_TRUE(returnsPoison(run(*Range.M, "f", {RtValue(Out)})));
  } else {
    // noundef on the return: poison returned is UB.
    EXPECT_EQ(run(*Range.M, "f", {poisonArg(8)}).Kind, OutcomeKind::UB);
  }
}

TEST_F(MutatorsTest, LoadRangeMetadataMakesOutOfRangeValuesPoison) {
  std::unique_ptr<Module> Src = parse("define i8 @f(ptr %p) {\n"
                                      "  %v = load i8, ptr %p\n"
                                      "  ret i8 %v\n}\n");
  ASSERT_TRUE(Src);
  Mutant Mu = find(*Src, *mutator("ub-metadata"), "add !range");
  ASSERT_TRUE(Mu.M);
  auto *L = cast<LoadInst>(&*inst_begin(Mu.M->getFunction("f")));
  MDNode *N = L->getMetadata(LLVMContext::MD_range);
  ASSERT_TRUE(N);
  APInt Lo = mdconst::extract<ConstantInt>(N->getOperand(0))->getValue();
  APInt Hi = mdconst::extract<ConstantInt>(N->getOperand(1))->getValue();
  ConstantRange CR(Lo, Hi);
  Outcome In = runWithByte(*Mu.M, "f", Lo.getZExtValue());
  ASSERT_TRUE(returnsValue(In));
  EXPECT_EQ(In.Value.bits(), Lo);
  ASSERT_FALSE(CR.contains(Hi));
  EXPECT_TRUE(returnsPoison(runWithByte(*Mu.M, "f", Hi.getZExtValue())));
  EXPECT_TRUE(returnsValue(runWithByte(*Src, "f", Hi.getZExtValue())));
}

//===----------------------------------------------------------------------===//
// Determinism and descriptions
//===----------------------------------------------------------------------===//

const char *Mixed = "define i32 @g(i32 %a, i32 %b, ptr %p) {\n"
                    "entry:\n"
                    "  %c = icmp slt i32 %a, %b\n"
                    "  %m = select i1 %c, i32 %a, i32 %b\n"
                    "  %s = shl i32 %m, 3\n"
                    "  %v = load i32, ptr %p\n"
                    "  %d = udiv i32 %s, 5\n"
                    "  %e = or i32 %d, %v\n"
                    "  %t = trunc i32 %e to i8\n"
                    "  %z = zext i8 %t to i32\n"
                    "  %q = getelementptr i32, ptr %p, i32 %z\n"
                    "  store i32 %a, ptr %q\n"
                    "  br i1 %c, label %then, label %done\n"
                    "then:\n"
                    "  %f = sitofp i32 %z to double\n"
                    "  %h = fmul double %f, 2.5\n"
                    "  %k = fptosi double %h to i32\n"
                    "  br label %done\n"
                    "done:\n"
                    "  %r = phi i32 [ %k, %then ], [ %z, %entry ]\n"
                    "  %u = call i32 @h(i32 %r)\n"
                    "  ret i32 %u\n}\n"
                    "define i32 @h(i32 %x) {\n"
                    "  %n = and i32 %x, 255\n"
                    "  %o = call i32 @llvm.umin.i32(i32 %n, i32 100)\n"
                    "  ret i32 %o\n}\n";

TEST_F(MutatorsTest, SameSeedSameMutant) {
  std::unique_ptr<Module> Src = parse(Mixed);
  ASSERT_TRUE(Src);
  std::unique_ptr<Mutator> Mut = mutator("", 5);
  std::set<std::string> Texts;
  for (uint64_t Seed = 0; Seed < 40; ++Seed) {
    SeededRandom CS1(Seed), CS2(Seed);
    Mutant A = Mut->mutate(*Src, CS1);
    Mutant B = Mut->mutate(*Src, CS2);
    std::string TA = printModule(*A.M), TB = printModule(*B.M);
    EXPECT_EQ(TA, TB) << "seed " << Seed;
    ASSERT_EQ(A.Mutations.size(), B.Mutations.size());
    for (size_t K = 0; K < A.Mutations.size(); ++K)
      EXPECT_EQ(A.Mutations[K].Description, B.Mutations[K].Description);
    EXPECT_EQ(A.Mutations.size(), 5u) << "seed " << Seed;
    Texts.insert(TA);
  }
  EXPECT_GE(Texts.size(), 38u);
  // Byte choices: the same bytes give the same mutant; exhausted bytes
  // still give a valid one.
  std::vector<uint8_t> Bytes = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13};
  ByteChoices B1(Bytes), B2(Bytes);
  Mutant A = Mut->mutate(*Src, B1), B = Mut->mutate(*Src, B2);
  EXPECT_EQ(printModule(*A.M), printModule(*B.M));
  EXPECT_FALSE(verifyModule(*A.M, &errs()));
}

TEST_F(MutatorsTest, DescriptionsNameValuesAsTheMutantPrintsThem) {
  // clang -O0 style: every value unnamed, so inserted instructions
  // renumber the rest.
  std::unique_ptr<Module> Src = parse("define i32 @f(i32 %0, i32 %1) {\n"
                                      "  %3 = add i32 %0, %1\n"
                                      "  %4 = mul i32 %3, %0\n"
                                      "  %5 = sub i32 %4, %1\n"
                                      "  %6 = shl i32 %5, %0\n"
                                      "  ret i32 %6\n}\n");
  ASSERT_TRUE(Src);
  std::unique_ptr<Mutator> Mut = mutator("flags,freeze=20", 4);
  unsigned Checked = 0;
  for (uint64_t Seed = 0; Seed < 60; ++Seed) {
    SeededRandom CS(Seed);
    Mutant Mu = Mut->mutate(*Src, CS);
    std::string Text = printModule(*Mu.M);
    // The last flag mutation's value, in the final numbering.
    for (auto It = Mu.Mutations.rbegin(); It != Mu.Mutations.rend(); ++It) {
      if (It->Strategy != "flags")
        continue;
      StringRef D = It->Description; // "add nsw to %7 in @f"
      auto [Verb, Rest] = D.split(' ');
      auto [Flag, Rest2] = Rest.split(' ');
      StringRef Value = Rest2.split(' ').second.split(' ').first;
      ASSERT_TRUE(Value.starts_with("%")) << D.str();
      std::string Def = ("  " + Value + " = ").str();
      size_t At = Text.find(Def);
      ASSERT_NE(At, std::string::npos) << D.str() << "\n" << Text;
      StringRef Line = StringRef(Text).substr(At).split('\n').first;
      EXPECT_EQ(Line.contains((" " + Flag + " ").str()), Verb == "add")
          << D.str() << "\n"
          << Text;
      ++Checked;
      break;
    }
  }
  EXPECT_GE(Checked, 40u);
}

TEST_F(MutatorsTest, OddCornersStayValid) {
  // Unreachable code may use values in a cycle; an assume with operand
  // bundles must keep assuming true; musttail calls must stay as they are.
  std::unique_ptr<Module> Src =
      parse("define i32 @f(ptr %p, i32 %x) {\n"
            "entry:\n"
            "  call void @llvm.assume(i1 true) [ \"align\"(ptr %p, i64 8) ]\n"
            "  %r = musttail call i32 @g(ptr %p, i32 %x)\n"
            "  ret i32 %r\n"
            "dead:\n"
            "  %a = add i32 %b, 1\n"
            "  %b = mul i32 %a, 3\n"
            "  br label %dead\n}\n"
            "define i32 @g(ptr %p, i32 %x) {\n"
            "  %v = load i32, ptr %p\n"
            "  %s = add i32 %v, %x\n"
            "  ret i32 %s\n}\n");
  ASSERT_TRUE(Src);
  std::unique_ptr<Mutator> Mut = mutator("", 4);
  for (uint64_t Seed = 0; Seed < 300; ++Seed) {
    SeededRandom CS(Seed);
    Mutant Mu = Mut->mutate(*Src, CS);
    ASSERT_FALSE(verifyModule(*Mu.M, &errs())) << "seed " << Seed;
    for (const std::string &R : Mu.Rejections)
      EXPECT_TRUE(StringRef(R).starts_with("fm-")) << Seed << ": " << R;
  }
}

//===----------------------------------------------------------------------===//
// Soak
//===----------------------------------------------------------------------===//

/// The repository's .ll files (lit tests, examples) and the known-bugs
/// reproducers beside it.
std::vector<std::string> soakFiles() {
  // The source tree (not __FILE__, which a compiler cache may make
  // relative to the build directory).
  SmallString<256> Root(REFINERY_SOURCE_DIR);
  std::vector<std::string> Files;
  for (const char *Dir : {"tests/lit/exec", "tests/lit/check", "examples",
                          "../shared/known-bugs"}) {
    SmallString<256> D(Root);
    sys::path::append(D, Dir);
    std::error_code EC;
    for (sys::fs::directory_iterator It(D, EC), E; It != E && !EC;
         It.increment(EC))
      if (StringRef(It->path()).ends_with(".ll"))
        Files.push_back(It->path());
  }
  std::sort(Files.begin(), Files.end());
  return Files;
}

TEST_F(MutatorsTest, SoakEveryMutantVerifiesAndRoundTrips) {
  std::vector<std::string> Files = soakFiles();
  ASSERT_GE(Files.size(), 40u) << "the .ll files were not found";
  std::unique_ptr<Mutator> Mut = mutator("", 3);
  std::map<std::string, unsigned> Applied;
  unsigned Modules = 0, Mutants = 0, Short = 0;
  for (const std::string &Path : Files) {
    SMDiagnostic Err;
    std::unique_ptr<Module> Src = parseAssemblyFile(Path, Err, Ctx);
    if (!Src || verifyModule(*Src))
      continue; // Some lit inputs are deliberately invalid.
    ++Modules;
    for (uint64_t Seed = 0; Seed < 20; ++Seed) {
      SeededRandom CS(Seed);
      Mutant Mu = Mut->mutate(*Src, CS);
      ++Mutants;
      std::string Where = Path + " seed " + std::to_string(Seed);
      std::string Errs;
      raw_string_ostream OS(Errs);
      ASSERT_FALSE(verifyModule(*Mu.M, &OS)) << Where << ": " << Errs;
      // Only FuzzMutate's strategies may produce results that are undone
      // (and a module too wide to mutate, exec/limits.ll, is left alone).
      for (const std::string &R : Mu.Rejections)
        EXPECT_TRUE(StringRef(R).starts_with("fm-") ||
                    StringRef(R).starts_with("module: integers wider"))
            << Where << ": " << R;
      for (const MutationRecord &R : Mu.Mutations) {
        ++Applied[R.Strategy];
        EXPECT_EQ(R.Description.find('\n'), std::string::npos);
      }
      Short += Mu.Mutations.size() < 3;
      // The printed mutant parses back to a valid module.
      std::string Text = printModule(*Mu.M);
      LLVMContext Ctx2;
      std::unique_ptr<Module> Back = parseAssemblyString(Text, Err, Ctx2);
      ASSERT_TRUE(Back) << Where << ": " << Err.getMessage().str();
      ASSERT_FALSE(verifyModule(*Back, &errs())) << Where;
    }
  }
  EXPECT_GE(Modules, 40u);
  EXPECT_LE(Short * 50, Mutants) << "too many mutants with fewer mutations";
  // Every Refinery strategy shows up, and FuzzMutate's (whose weights are
  // low and whose results are often undone) together.
  unsigned FuzzMutate = 0;
  for (const std::string &Name : Mutator::strategyNames()) {
    if (StringRef(Name).starts_with("fm-"))
      FuzzMutate += Applied[Name];
    else
      EXPECT_GT(Applied[Name], 0u) << Name << " never applied";
  }
  EXPECT_GT(FuzzMutate, 0u);
}

} // namespace

/// A module with integers wider than MaxWideConstantBits is not mutated:
/// mutations make constants of the module's types, and LLVM prints them in
/// decimal in quadratic time (refinery-frontend-fuzzer hung for hours
/// printing an i8388608 mutant of tests/lit/exec/limits.ll).
TEST_F(MutatorsTest, TooWideIntegersAreNotMutated) {
  std::unique_ptr<Mutator> Mut = mutator("", 3);
  for (StringRef IR : {"define i8388608 @f(i8388608 %x) {\n"
                       "  %a = add i8388608 %x, 1\n"
                       "  ret i8388608 %a\n}\n",
                       "define i8 @g(ptr %p) {\n"
                       "  %v = load <2 x i4097>, ptr %p\n"
                       "  ret i8 0\n}\n"}) {
    std::unique_ptr<Module> M = parse(IR);
    ASSERT_TRUE(M);
    std::string Before = printModule(*M);
    SeededRandom CS(1);
    Mutant Mu = Mut->mutate(std::move(M), CS);
    ASSERT_TRUE(Mu.M);
    EXPECT_TRUE(Mu.Mutations.empty());
    EXPECT_EQ(printModule(*Mu.M), Before);
    ASSERT_EQ(Mu.Rejections.size(), 1u);
    EXPECT_EQ(Mu.Rejections[0],
              "module: integers wider than 4096 bits are not mutated");
  }
  // At the limit, mutations happen.
  std::unique_ptr<Module> M = parse("define i4096 @h(i4096 %x) {\n"
                                    "  %a = add i4096 %x, 1\n"
                                    "  ret i4096 %a\n}\n");
  SeededRandom CS(1);
  Mutant Mu = Mut->mutate(std::move(M), CS);
  EXPECT_FALSE(Mu.Mutations.empty());
}
