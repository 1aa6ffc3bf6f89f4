//===- facts/Sqlite.cpp - A thin RAII layer over SQLite's C API -----------===//
#include "facts/Sqlite.h"
#include <sqlite3.h>

using namespace llvm;
using namespace refinery;

static Error sqlError(sqlite3 *Db, StringRef What) {
  return createStringError(inconvertibleErrorCode(), "sqlite: %s: %s",
                           What.str().c_str(),
                           Db ? sqlite3_errmsg(Db) : "out of memory");
}

SqlStatement &SqlStatement::operator=(SqlStatement &&O) noexcept {
  if (this != &O) {
    sqlite3_finalize(S);
    S = O.S;
    Db = O.Db;
    O.S = nullptr;
  }
  return *this;
}

SqlStatement::~SqlStatement() { sqlite3_finalize(S); }

void SqlStatement::bind(int I, int64_t V) { sqlite3_bind_int64(S, I, V); }

void SqlStatement::bind(int I, double V) { sqlite3_bind_double(S, I, V); }

void SqlStatement::bind(int I, StringRef V) {
  sqlite3_bind_text(S, I, V.data(), int(V.size()), SQLITE_TRANSIENT);
}

void SqlStatement::bind(int I, std::optional<int64_t> V) {
  if (V)
    bind(I, *V);
  else
    bindNull(I);
}

void SqlStatement::bindNull(int I) { sqlite3_bind_null(S, I); }

Expected<bool> SqlStatement::step() {
  int R = sqlite3_step(S);
  if (R == SQLITE_ROW)
    return true;
  if (R == SQLITE_DONE)
    return false;
  Error E = sqlError(Db, sqlite3_sql(S));
  sqlite3_reset(S);
  return std::move(E);
}

Error SqlStatement::run() {
  Expected<bool> R = step();
  while (R && *R)
    R = step();
  if (!R)
    return R.takeError();
  reset();
  return Error::success();
}

void SqlStatement::reset() {
  sqlite3_reset(S);
  sqlite3_clear_bindings(S);
}

int64_t SqlStatement::columnInt(int I) const {
  return sqlite3_column_int64(S, I);
}

std::string SqlStatement::columnText(int I) const {
  const unsigned char *T = sqlite3_column_text(S, I);
  return T ? std::string(reinterpret_cast<const char *>(T),
                         sqlite3_column_bytes(S, I))
           : std::string();
}

int SqlStatement::columnCount() const { return sqlite3_column_count(S); }

bool SqlStatement::isNull(int I) const {
  return sqlite3_column_type(S, I) == SQLITE_NULL;
}

Expected<SqlDatabase> SqlDatabase::open(StringRef Path) {
  sqlite3 *Db = nullptr;
  std::string P = Path.str();
  if (sqlite3_open_v2(P.c_str(), &Db,
                      SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE,
                      nullptr) != SQLITE_OK) {
    Error E = sqlError(Db, P);
    sqlite3_close(Db);
    return std::move(E);
  }
  return SqlDatabase(Db);
}

SqlDatabase &SqlDatabase::operator=(SqlDatabase &&O) noexcept {
  if (this != &O) {
    sqlite3_close(Db);
    Db = O.Db;
    O.Db = nullptr;
  }
  return *this;
}

SqlDatabase::~SqlDatabase() { sqlite3_close(Db); }

Error SqlDatabase::exec(StringRef Script) {
  char *Msg = nullptr;
  std::string S = Script.str();
  if (sqlite3_exec(Db, S.c_str(), nullptr, nullptr, &Msg) == SQLITE_OK)
    return Error::success();
  Error E = createStringError(inconvertibleErrorCode(), "sqlite: %s",
                              Msg ? Msg : "error");
  sqlite3_free(Msg);
  return E;
}

Expected<SqlStatement> SqlDatabase::prepare(StringRef Sql) {
  sqlite3_stmt *S = nullptr;
  if (sqlite3_prepare_v2(Db, Sql.data(), int(Sql.size()), &S, nullptr) !=
      SQLITE_OK)
    return sqlError(Db, Sql);
  return SqlStatement(S, Db);
}

Expected<std::vector<std::vector<std::string>>>
SqlDatabase::rows(StringRef Sql) {
  Expected<SqlStatement> S = prepare(Sql);
  if (!S)
    return S.takeError();
  std::vector<std::vector<std::string>> Out;
  while (true) {
    Expected<bool> R = S->step();
    if (!R)
      return R.takeError();
    if (!*R)
      break;
    std::vector<std::string> Row;
    for (int I = 0; I < S->columnCount(); ++I)
      Row.push_back(S->columnText(I));
    Out.push_back(std::move(Row));
  }
  return Out;
}

int64_t SqlDatabase::lastInsertId() const {
  return sqlite3_last_insert_rowid(Db);
}
