//===- facts/Facts.h - LLVM IR as relations in SQLite -----------*- C++ -*-===//
///
/// \file
/// `refinery facts`: modules exported as relations, one SQLite table per
/// relation, after the relational representation of LLVM IR in the seed
/// thesis (../shared/seeds/003_*: types, functions, instructions by
/// opcode, operands as variables or immediates, constraints), adapted to
/// LLVM 22: opaque pointers, poison-generating flags (nuw, nsw, exact,
/// disjoint, nneg, samesign, GEP inbounds/nusw), fast-math flags, freeze,
/// attributes and metadata. docs/facts.md documents every table and
/// column with example queries.
///
/// The thesis's well-formedness constraints (and more of the verifier's
/// rules) are SQL queries over those tables (wellFormedRules()); each
/// returns the rows that break it, and tests hold them to LLVM's verifier.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_FACTS_FACTS_H
#define REFINERY_FACTS_FACTS_H

#include "facts/Sqlite.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class Constant;
class Function;
class Instruction;
class Module;
class Type;
class Value;
} // namespace llvm

namespace refinery {

/// The schema's version, in the `meta` table.
inline constexpr const char *FactsSchema = "refinery.facts/1";

/// Writes modules into a facts database.
class FactsWriter {
public:
  /// Creates the database \p Path anew (a file there is replaced) with the
  /// schema.
  static llvm::Expected<FactsWriter> create(llvm::StringRef Path);
  /// Adds \p M (read from \p Source) in one transaction; returns its id.
  llvm::Expected<int64_t> addModule(const llvm::Module &M,
                                    llvm::StringRef Source);
  SqlDatabase &db() { return Db; }

private:
  explicit FactsWriter(SqlDatabase Db) : Db(std::move(Db)) {}
  llvm::Error prepareStatements();
  llvm::Expected<int64_t> typeId(llvm::Type *T);
  llvm::Expected<int64_t> constantId(const llvm::Constant *C);
  /// The row of value \p V (a function, global, argument, block or
  /// instruction of the current module), if it has one.
  std::optional<int64_t> rowOf(const llvm::Value *V) const;
  llvm::Error addGlobals(const llvm::Module &M);
  llvm::Error addInitializers(const llvm::Module &M);
  /// A function's arguments, blocks and instructions.
  llvm::Error addFunctionRows(const llvm::Function &F);
  /// A function's attributes, operands and CFG edges.
  llvm::Error addFunctionBody(const llvm::Function &F);
  llvm::Error addAttributes(const llvm::Function &F,
                            const llvm::Instruction *Call);
  llvm::Error addInstruction(const llvm::Instruction &I, int64_t Block,
                             int64_t Index, int64_t Position);
  llvm::Error addOperands(const llvm::Instruction &I, int64_t Id);

  SqlDatabase Db;
  /// The statements, by table name.
  std::map<std::string, SqlStatement> Insert;
  /// The current module's objects and their row ids (types are rows of
  /// their module: two modules may name different structs alike).
  int64_t ModuleRow = 0;
  llvm::DenseMap<llvm::Type *, int64_t> Types;
  llvm::DenseMap<const llvm::Value *, int64_t> Rows;
  llvm::DenseMap<const llvm::Constant *, int64_t> ConstantRows;
};

/// A well-formedness rule: an SQL query over the facts tables selecting
/// (module, function, location, detail) of each row that breaks it.
struct WellFormedRule {
  llvm::StringRef Name;
  /// The rule, in words, and where it comes from (the thesis's table or
  /// LangRef's section).
  llvm::StringRef Meaning;
  llvm::StringRef Sql;
};

/// The rules, in a fixed order.
llvm::ArrayRef<WellFormedRule> wellFormedRules();

struct RuleViolation {
  std::string Rule;
  int64_t Module = 0;
  std::string Function, Location, Detail;
};

/// The rows breaking any rule, of module \p Module or of every module.
llvm::Expected<std::vector<RuleViolation>>
checkWellFormed(SqlDatabase &Db, std::optional<int64_t> Module = std::nullopt);

} // namespace refinery

#endif
