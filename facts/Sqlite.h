//===- facts/Sqlite.h - A thin RAII layer over SQLite's C API ---*- C++ -*-===//
///
/// \file
/// The database handle and prepared statements of the facts library,
/// with SQLite's errors as llvm::Error. Only what the facts export and
/// its checks need: execute a script, prepare, bind, step, read columns.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_FACTS_SQLITE_H
#define REFINERY_FACTS_SQLITE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace refinery {

/// A prepared statement; reset and rebound for each use.
class SqlStatement {
public:
  SqlStatement() = default;
  SqlStatement(SqlStatement &&O) noexcept : S(O.S), Db(O.Db) { O.S = nullptr; }
  SqlStatement &operator=(SqlStatement &&O) noexcept;
  ~SqlStatement();

  /// Binds parameter \p I (1-based); std::nullopt binds NULL.
  void bind(int I, int64_t V);
  void bind(int I, double V);
  void bind(int I, llvm::StringRef V);
  void bind(int I, std::optional<int64_t> V);
  void bindNull(int I);
  /// Steps once: true if a row is ready, false when done.
  llvm::Expected<bool> step();
  /// Steps to the end (an INSERT or UPDATE), then resets.
  llvm::Error run();
  void reset();
  int64_t columnInt(int I) const;
  /// The column as text ("" for NULL).
  std::string columnText(int I) const;
  int columnCount() const;
  bool isNull(int I) const;

private:
  friend class SqlDatabase;
  SqlStatement(sqlite3_stmt *S, sqlite3 *Db) : S(S), Db(Db) {}
  sqlite3_stmt *S = nullptr;
  sqlite3 *Db = nullptr;
};

/// An open database.
class SqlDatabase {
public:
  /// Opens (creating if needed) the database file \p Path.
  static llvm::Expected<SqlDatabase> open(llvm::StringRef Path);
  SqlDatabase(SqlDatabase &&O) noexcept : Db(O.Db) { O.Db = nullptr; }
  SqlDatabase &operator=(SqlDatabase &&O) noexcept;
  ~SqlDatabase();

  /// Runs \p Script (one or more statements, no results).
  llvm::Error exec(llvm::StringRef Script);
  llvm::Expected<SqlStatement> prepare(llvm::StringRef Sql);
  /// Every row of \p Sql, each column as text (NULL as "").
  llvm::Expected<std::vector<std::vector<std::string>>>
  rows(llvm::StringRef Sql);
  int64_t lastInsertId() const;
  sqlite3 *handle() const { return Db; }

private:
  explicit SqlDatabase(sqlite3 *Db) : Db(Db) {}
  sqlite3 *Db = nullptr;
};

} // namespace refinery

#endif
