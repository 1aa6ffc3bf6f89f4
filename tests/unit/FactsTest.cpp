//===- tests/unit/FactsTest.cpp - IR as relations in SQLite ---------------===//
//
// The facts export (facts/Facts.h): exact rows for a small module, the
// seed thesis's example queries, and the well-formedness rules held to
// LLVM's verifier: no rule broken on generated and mutated modules (all
// valid), and each module broken on purpose breaks both the verifier and
// the rule for what was broken.
//
//===----------------------------------------------------------------------===//
#include "facts/Facts.h"
#include "TestIR.h"
#include "generator/Generator.h"
#include "mutators/Mutator.h"
#include "support/Random.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Verifier.h"
#include "gtest/gtest.h"
#include <functional>

using namespace llvm;
using namespace refinery;

namespace {

const char *Sample = R"(
define i32 @f(i32 %x, ptr noundef %p) {
entry:
  %a = add nsw i32 %x, 1
  %c = icmp samesign ult i32 %a, 10
  br i1 %c, label %then, label %join
then:
  %s = select i1 %c, i32 %a, i32 7
  br label %join
join:
  %r = phi i32 [ %x, %entry ], [ %s, %then ]
  %t = trunc nuw i32 %r to i8
  %z = zext nneg i8 %t to i32
  store i32 %z, ptr %p, align 4
  ret i32 %z
}

define i32 @g(i32 %y, ptr %p) {
  %q = udiv exact i32 %y, 3
  %v = call i32 @f(i32 %q, ptr null)
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i32 16) ]
  ret i32 %v
}

define i32 @h(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %d, %loop ]
  %d = udiv i32 %i, 2
  %done = icmp eq i32 %d, 0
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %d
}
)";

/// The rows of \p Sql, each row's columns joined by '|'.
std::vector<std::string> query(SqlDatabase &Db, StringRef Sql) {
  Expected<std::vector<std::vector<std::string>>> R = Db.rows(Sql);
  if (!R) {
    ADD_FAILURE() << toString(R.takeError());
    return {};
  }
  std::vector<std::string> Out;
  for (const auto &Row : *R) {
    std::string S;
    for (size_t I = 0; I < Row.size(); ++I)
      S += (I ? "|" : "") + Row[I];
    Out.push_back(S);
  }
  return Out;
}

using Rows = std::vector<std::string>;

TEST(FactsTest, ExportsTheRelations) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseTestIR(Sample, Ctx);
  ASSERT_TRUE(M);
  Expected<FactsWriter> W = FactsWriter::create(":memory:");
  ASSERT_TRUE(bool(W)) << toString(W.takeError());
  Expected<int64_t> Id = W->addModule(*M, "sample.ll");
  ASSERT_TRUE(bool(Id)) << toString(Id.takeError());
  SqlDatabase &Db = W->db();
  EXPECT_EQ(query(Db, "SELECT value FROM meta"), Rows{"refinery.facts/1"});
  EXPECT_EQ(query(Db, "SELECT source, verified FROM module"),
            Rows{"sample.ll|1"});
  EXPECT_EQ(query(Db, "SELECT name, nparams, is_declaration FROM function "
                      "ORDER BY id"),
            (Rows{"f|2|0", "g|2|0", "h|1|0", "llvm.assume|1|1"}));
  EXPECT_EQ(query(Db, "SELECT a.idx, a.name, t.text FROM argument a JOIN "
                      "type t ON t.id = a.type WHERE a.function = 1"),
            (Rows{"0|x|i32", "1|p|ptr"}));
  EXPECT_EQ(query(Db, "SELECT slot, idx, name FROM attribute WHERE "
                      "instruction IS NULL AND function = 1"),
            Rows{"param|1|noundef"});
  // Poison-generating flags: set, clear, or NULL where they do not apply.
  EXPECT_EQ(query(Db, "SELECT name, opcode, nuw, nsw, exact, nneg, samesign, "
                      "predicate FROM instruction WHERE name <> '' AND "
                      "function < 3 ORDER BY position, function"),
            (Rows{"a|add|0|1||||", "q|udiv|||1|||", "c|icmp|||||1|ult",
                  "v|call||||||", "s|select||||||", "r|phi||||||",
                  "t|trunc|1|0||||", "z|zext||||1||"}));
  EXPECT_EQ(query(Db, "SELECT shape FROM instruction WHERE name = 'c'"),
            Rows{"icmp samesign ult i1"});
  EXPECT_EQ(query(Db, "SELECT b.name, s.name, e.idx FROM cfg_edge e JOIN "
                      "block b ON b.id = e.from_block JOIN block s ON s.id = "
                      "e.to_block WHERE b.function = 1 ORDER BY b.idx, e.idx"),
            (Rows{"entry|then|0", "entry|join|1", "then|join|0"}));
  EXPECT_EQ(query(Db, "SELECT h.idx, b.name FROM phi_incoming h JOIN block b "
                      "ON b.id = h.block WHERE b.function = 1 ORDER BY h.idx"),
            (Rows{"0|entry", "1|then"}));
  // The phi's operands: an argument, then an instruction defined earlier.
  EXPECT_EQ(query(Db, "SELECT o.idx, o.kind, coalesce(a.name, i.name) FROM "
                      "operand o JOIN phi_instruction p ON p.id = "
                      "o.instruction LEFT JOIN argument a ON a.id = "
                      "o.value_argument LEFT JOIN instruction i ON i.id = "
                      "o.value_instruction WHERE p.function = 1 ORDER BY "
                      "o.idx"),
            (Rows{"0|argument|x", "1|instruction|s"}));
  EXPECT_EQ(query(Db, "SELECT c.text, c.kind, c.int_value FROM operand o "
                      "JOIN constant c ON c.id = o.value_constant JOIN "
                      "instruction i ON i.id = o.instruction WHERE i.name = "
                      "'a'"),
            Rows{"i32 1|int|1"});
  EXPECT_EQ(query(Db, "SELECT f.name, i.alignment FROM store_instruction i "
                      "JOIN function f ON f.id = i.function"),
            Rows{"f|4"});
  EXPECT_EQ(query(Db, "SELECT c.name, c.intrinsic, i.nargs FROM "
                      "call_instruction i JOIN function c ON c.id = i.callee"),
            (Rows{"f||2", "llvm.assume|llvm.assume|1"}));
  // An operand bundle's operands are not arguments (call-arguments once
  // took them for some, on LLVM's LICM/hoist-speculatable-load.ll).
  EXPECT_EQ(query(Db, "SELECT idx, bundle FROM operand WHERE bundle IS NOT "
                      "NULL"),
            (Rows{"1|align", "2|align"}));
  // docs/facts.md's examples: a select whose arm has nsw; the functions
  // with a loop (a block that reaches itself) and a udiv (@g has a udiv
  // and no loop).
  EXPECT_EQ(query(Db, "SELECT s.name, a.name FROM select_instruction s JOIN "
                      "operand o ON o.instruction = s.id AND o.idx IN (1, 2) "
                      "JOIN instruction a ON a.id = o.value_instruction "
                      "WHERE a.nsw = 1"),
            Rows{"s|a"});
  std::string Loops = R"sql(
    WITH RECURSIVE reach(src, dst) AS (
      SELECT from_block, to_block FROM cfg_edge
      UNION SELECT r.src, e.to_block FROM reach r
              JOIN cfg_edge e ON e.from_block = r.dst)
    SELECT DISTINCT f.name FROM function f JOIN block b ON b.function = f.id
      JOIN reach r ON r.src = b.id AND r.dst = b.id
     WHERE EXISTS (SELECT 1 FROM udiv_instruction u WHERE u.function = f.id))sql";
  EXPECT_EQ(query(Db, Loops), Rows{"h"});
  Expected<std::vector<RuleViolation>> V = checkWellFormed(Db);
  ASSERT_TRUE(bool(V)) << toString(V.takeError());
  EXPECT_TRUE(V->empty());
}

TEST(FactsTest, RulesAgreeWithTheVerifierOnGeneratedAndMutatedModules) {
  Expected<FactsWriter> W = FactsWriter::create(":memory:");
  ASSERT_TRUE(bool(W)) << toString(W.takeError());
  Expected<std::unique_ptr<Mutator>> Mut = Mutator::create(MutatorOptions());
  ASSERT_TRUE(bool(Mut)) << toString(Mut.takeError());
  unsigned Modules = 0;
  for (uint64_t Seed = 0; Seed < 30; ++Seed) {
    LLVMContext Ctx;
    GenOptions Opts;
    Opts.Seed = Seed;
    SeededRandom R(Seed);
    Expected<GeneratedModule> G = generateModule(Ctx, R, Opts);
    ASSERT_TRUE(bool(G)) << toString(G.takeError());
    ASSERT_TRUE(bool(W->addModule(*G->M, "gen")));
    ++Modules;
    for (uint64_t K = 0; K < 2; ++K) {
      SeededRandom CS(Seed * 7 + K);
      Mutant Mu = (*Mut)->mutate(*G->M, CS);
      if (!Mu.M)
        continue;
      ASSERT_TRUE(bool(W->addModule(*Mu.M, "mutant")));
      ++Modules;
    }
  }
  EXPECT_GE(Modules, 80u);
  EXPECT_EQ(query(W->db(), "SELECT count(*), sum(verified) FROM module"),
            Rows{std::to_string(Modules) + "|" + std::to_string(Modules)});
  Expected<std::vector<RuleViolation>> V = checkWellFormed(W->db());
  ASSERT_TRUE(bool(V)) << toString(V.takeError());
  for (const RuleViolation &R : *V)
    ADD_FAILURE() << R.Rule << " in module " << R.Module << " @" << R.Function
                  << " " << R.Location << ": " << R.Detail;
}

/// A way to break the sample module, and the rule that must then fire.
struct Breaker {
  const char *Rule;
  std::function<void(Module &)> Break;
};

Instruction *named(Module &M, StringRef Name) {
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (I.getName() == Name)
        return &I;
  return nullptr;
}

BasicBlock *block(Module &M, StringRef Name) {
  for (BasicBlock &B : *M.getFunction("f"))
    if (B.getName() == Name)
      return &B;
  return nullptr;
}

TEST(FactsTest, BrokenModulesBreakTheRuleAndTheVerifier) {
  std::vector<Breaker> Breakers = {
      {"block-terminator",
       [](Module &M) { block(M, "then")->getTerminator()->eraseFromParent(); }},
      {"entry-without-predecessors",
       [](Module &M) {
         block(M, "then")->getTerminator()->setOperand(0, block(M, "entry"));
       }},
      {"phi-first", [](Module &M) { named(M, "r")->moveAfter(named(M, "t")); }},
      {"phi-incoming",
       [](Module &M) {
         cast<PHINode>(named(M, "r"))->removeIncomingValue(1u, false);
       }},
      {"binary-operand-types",
       [](Module &M) {
         named(M, "a")->setOperand(
             1, ConstantInt::get(Type::getInt64Ty(M.getContext()), 1));
       }},
      {"cast-widths",
       [](Module &M) {
         Instruction *T = named(M, "t");
         auto *Wide = CastInst::Create(Instruction::Trunc, T->getOperand(0),
                                       Type::getInt64Ty(M.getContext()), "wide",
                                       T->getIterator());
         (void)Wide;
       }},
      {"compare-types",
       [](Module &M) {
         named(M, "c")->setOperand(
             1, ConstantInt::get(Type::getInt8Ty(M.getContext()), 10));
       }},
      {"select-types",
       [](Module &M) { named(M, "s")->setOperand(0, named(M, "a")); }},
      {"branch-condition",
       [](Module &M) {
         block(M, "entry")->getTerminator()->setOperand(0, named(M, "a"));
       }},
      {"return-type",
       [](Module &M) {
         block(M, "join")->getTerminator()->setOperand(0, named(M, "t"));
       }},
      {"memory-pointer",
       [](Module &M) {
         named(M, "z")->getNextNode()->setOperand(1, named(M, "a"));
       }},
      {"call-arguments",
       [](Module &M) {
         named(M, "v")->setOperand(
             1, ConstantInt::get(Type::getInt64Ty(M.getContext()), 0));
       }},
      {"operand-in-function",
       [](Module &M) {
         named(M, "q")->setOperand(0, M.getFunction("f")->getArg(0));
       }},
      // A later function's argument: its row must exist when the operand
      // is written (it once did not, and the rule missed it).
      {"operand-in-function",
       [](Module &M) {
         named(M, "a")->setOperand(0, M.getFunction("g")->getArg(0));
       }},
  };
  for (const Breaker &B : Breakers) {
    SCOPED_TRACE(B.Rule);
    LLVMContext Ctx;
    std::unique_ptr<Module> M = parseTestIR(Sample, Ctx);
    ASSERT_TRUE(M);
    B.Break(*M);
    std::string Why;
    raw_string_ostream OS(Why);
    EXPECT_TRUE(verifyModule(*M, &OS)) << "the verifier accepts it";
    Expected<FactsWriter> W = FactsWriter::create(":memory:");
    ASSERT_TRUE(bool(W)) << toString(W.takeError());
    Expected<int64_t> Id = W->addModule(*M, "broken");
    ASSERT_TRUE(bool(Id)) << toString(Id.takeError());
    EXPECT_EQ(query(W->db(), "SELECT verified FROM module"), Rows{"0"});
    Expected<std::vector<RuleViolation>> V = checkWellFormed(W->db(), *Id);
    ASSERT_TRUE(bool(V)) << toString(V.takeError());
    std::vector<std::string> Fired;
    for (const RuleViolation &R : *V)
      Fired.push_back(R.Rule);
    EXPECT_NE(llvm::find(Fired, B.Rule), Fired.end())
        << "rules fired: " << llvm::join(Fired, ", ") << "; verifier: " << Why;
    // Operands referring across functions: the module is not destroyed
    // cleanly otherwise.
    for (Function &F : *M)
      F.dropAllReferences();
  }
}

/// Types are rows of their module (two modules may give a struct name
/// different bodies; sharing rows by text made rules fire on valid IR),
/// and an initializer or aliasee that is a global's address is a constant
/// row naming that global (it once held the global's own row id).
TEST(FactsTest, ModulesKeepTheirTypesAndGlobals) {
  // Two files: two contexts, one name.
  LLVMContext Ctx, CtxA, CtxB;
  std::unique_ptr<Module> A = parseTestIR(
      "%T = type { i32 }\ndefine void @f(%T %x) { ret void }\n", CtxA);
  std::unique_ptr<Module> B = parseTestIR(
      "%T = type { i64, i64 }\ndefine void @g(%T %x) {\n  call void @g(%T "
      "%x)\n  ret void\n}\n",
      CtxB);
  std::unique_ptr<Module> C =
      parseTestIR("@g = global i32 1\n@p = global ptr @g\n@fp = global ptr "
                  "@f\n@al = alias i32, ptr @g\ndeclare i32 @llvm.foo()\n"
                  "define void @f() {\n  %v = load i32, ptr @al, !range !0, "
                  "!noundef !1\n  ret void\n}\n!0 = !{i32 0, i32 10}\n!1 = "
                  "!{}\n",
                  Ctx);
  ASSERT_TRUE(A && B && C);
  Expected<FactsWriter> W = FactsWriter::create(":memory:");
  ASSERT_TRUE(bool(W)) << toString(W.takeError());
  for (Module *M : {A.get(), B.get(), C.get()})
    ASSERT_TRUE(bool(W->addModule(*M, "m")));
  SqlDatabase &Db = W->db();
  Expected<std::vector<RuleViolation>> V = checkWellFormed(Db);
  ASSERT_TRUE(bool(V)) << toString(V.takeError());
  EXPECT_TRUE(V->empty());
  EXPECT_EQ(query(Db, "SELECT t.module, t.count, e.text FROM type t JOIN "
                      "type_member m ON m.type = t.id AND m.idx = 0 JOIN type "
                      "e ON e.id = m.member WHERE t.text = '%T' ORDER BY "
                      "t.module"),
            (Rows{"1|1|i32", "2|2|i64"}));
  EXPECT_EQ(
      query(Db, "SELECT g.name, g.kind, c.kind, c.text, gi.name, "
                "fi.name FROM global g JOIN constant c ON c.id = "
                "g.initializer LEFT JOIN global gi ON gi.id = c.global "
                "LEFT JOIN function fi ON fi.id = c.function ORDER BY "
                "g.id"),
      (Rows{"g|variable|int|i32 1||", "p|variable|global|ptr @g|g|",
            "fp|variable|global|ptr @f||f", "al|alias|global|ptr @g|g|"}));
  EXPECT_EQ(query(Db, "SELECT o.kind, g.name FROM operand o JOIN "
                      "load_instruction i ON i.id = o.instruction JOIN "
                      "global g ON g.id = o.value_global"),
            Rows{"global|al"});
  // Metadata with UB or poison meaning, by kind.
  EXPECT_EQ(query(Db, "SELECT m.kind, m.text FROM metadata m JOIN "
                      "load_instruction i ON i.id = m.instruction ORDER BY "
                      "m.kind"),
            (Rows{"noundef|!{}", "range|!{i32 0, i32 10}"}));
  // An llvm.* name LLVM does not know is no intrinsic.
  EXPECT_EQ(query(Db, "SELECT name, intrinsic IS NULL FROM function WHERE "
                      "name = 'llvm.foo'"),
            Rows{"llvm.foo|1"});
}

} // namespace
