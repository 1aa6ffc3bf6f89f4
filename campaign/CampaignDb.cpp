//===- campaign/CampaignDb.cpp - The campaign database --------------------===//
#include "campaign/CampaignDb.h"
#include "support/JsonReader.h"
#include "support/ModuleUtil.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <nlohmann/json.hpp>

using namespace llvm;
using namespace refinery;

/// The tables (cases is "cases": CASE is an SQL keyword) and the coverage
/// views; docs/fuzz.md#the-campaign-database is the reference.
static const char *Schema = R"sql(
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS run(id INTEGER PRIMARY KEY, started TEXT,
  seed INTEGER, shard TEXT, jobs INTEGER, pipeline TEXT, seconds REAL,
  cases INTEGER);
CREATE TABLE IF NOT EXISTS cases(id INTEGER PRIMARY KEY, run INTEGER,
  seed INTEGER, case_number INTEGER, at_s REAL, origin TEXT,
  origin_file TEXT, gen_seed INTEGER, mutations TEXT, size INTEGER,
  passes TEXT, verdict TEXT, finding TEXT, smt INTEGER, features INTEGER,
  added_to_corpus INTEGER, generate_ms REAL, mutate_ms REAL,
  optimize_ms REAL, check_ms REAL, smt_ms REAL, culprit_ms REAL,
  rss_mb REAL, inconclusive TEXT, changed_passes TEXT, src_shapes TEXT,
  tgt_shapes TEXT, UNIQUE(seed, case_number));
CREATE TABLE IF NOT EXISTS shape(id INTEGER PRIMARY KEY, text TEXT UNIQUE);
CREATE TABLE IF NOT EXISTS pass(id INTEGER PRIMARY KEY, name TEXT UNIQUE);
CREATE TABLE IF NOT EXISTS shape_universe(text TEXT PRIMARY KEY);
CREATE VIEW IF NOT EXISTS case_shape AS
  SELECT c.id AS case_id, 'src' AS side, j.value AS shape
    FROM cases c, json_each(c.src_shapes) j
  UNION ALL
  SELECT c.id, 'tgt', j.value FROM cases c, json_each(c.tgt_shapes) j;
CREATE VIEW IF NOT EXISTS case_pass AS
  SELECT c.id AS case_id, j.key AS idx, j.value AS pass
    FROM cases c, json_each(c.changed_passes) j;
CREATE VIEW IF NOT EXISTS shape_coverage AS
  WITH removed AS (
    SELECT j.value AS shape, count(*) AS n FROM cases c,
           json_each(c.src_shapes) j
     WHERE NOT EXISTS (SELECT 1 FROM json_each(c.tgt_shapes) k
                        WHERE k.value = j.value) GROUP BY j.value),
  introduced AS (
    SELECT j.value AS shape, count(*) AS n FROM cases c,
           json_each(c.tgt_shapes) j
     WHERE NOT EXISTS (SELECT 1 FROM json_each(c.src_shapes) k
                        WHERE k.value = j.value) GROUP BY j.value),
  seen AS (SELECT shape, sum(side = 'src') AS src, sum(side = 'tgt') AS tgt
             FROM case_shape GROUP BY shape)
  SELECT s.text AS shape, coalesce(seen.src, 0) AS src_cases,
         coalesce(seen.tgt, 0) AS tgt_cases,
         coalesce(removed.n, 0) AS removed_cases,
         coalesce(introduced.n, 0) AS introduced_cases
    FROM shape s LEFT JOIN seen ON seen.shape = s.id
    LEFT JOIN removed ON removed.shape = s.id
    LEFT JOIN introduced ON introduced.shape = s.id;
CREATE VIEW IF NOT EXISTS shape_never_seen AS
  SELECT u.text AS shape FROM shape_universe u
   WHERE NOT EXISTS (SELECT 1 FROM shape s WHERE s.text = u.text);
CREATE VIEW IF NOT EXISTS pass_changes AS
  SELECT p.name AS pass, count(*) AS cases FROM case_pass c
    JOIN pass p ON p.id = c.pass GROUP BY p.id;
)sql";

Expected<CampaignDb> CampaignDb::open(StringRef FindingsDir) {
  SmallString<128> Path(FindingsDir);
  sys::path::append(Path, "campaign.sqlite");
  Expected<SqlDatabase> Db = SqlDatabase::open(Path);
  if (!Db)
    return Db.takeError();
  CampaignDb C(std::move(*Db));
  // WAL: the supervisor writes, readers (refinery report, sqlite3) do not
  // block it; NORMAL: a commit survives a kill of the process (not of the
  // machine) without an fsync per case.
  if (Error E = C.Db.exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"
                          "PRAGMA busy_timeout=5000;"))
    return std::move(E);
  if (Error E = C.Db.exec(std::string("BEGIN;") + Schema))
    return std::move(E);
  Expected<std::vector<std::vector<std::string>>> Ver =
      C.Db.rows("SELECT value FROM meta WHERE key = 'schema'");
  if (!Ver)
    return Ver.takeError();
  if (Ver->empty()) {
    std::string Init = std::string("INSERT INTO meta VALUES('schema', '") +
                       CampaignDbSchema + "');";
    for (const std::string &S : shapeUniverse())
      Init += "INSERT INTO shape_universe VALUES('" + S + "');";
    if (Error E = C.Db.exec(Init))
      return std::move(E);
  } else if ((*Ver)[0][0] != CampaignDbSchema) {
    consumeError(C.Db.exec("ROLLBACK"));
    return createStringError(inconvertibleErrorCode(),
                             "%s: schema '%s', expected '%s'", Path.c_str(),
                             (*Ver)[0][0].c_str(), CampaignDbSchema);
  }
  if (Error E = C.Db.exec("COMMIT"))
    return std::move(E);
  if (Error E = C.prepare())
    return std::move(E);
  for (auto [Table, Ids] :
       {std::pair{"SELECT id, text FROM shape", &C.ShapeIds},
        std::pair{"SELECT id, name FROM pass", &C.PassIds}}) {
    Expected<std::vector<std::vector<std::string>>> R = C.Db.rows(Table);
    if (!R)
      return R.takeError();
    for (const auto &Row : *R)
      (*Ids)[Row[1]] = std::stoll(Row[0]);
  }
  return std::move(C);
}

Error CampaignDb::prepare() {
  struct {
    SqlStatement *S;
    const char *Sql;
  } Stmts[] = {
      // A case a killed run recorded and the next run ran again (a case
      // retried after an external kill): the later row stands.
      {&InsertCase,
       "INSERT OR REPLACE INTO cases(run, seed, case_number, at_s, origin, "
       "origin_file, gen_seed, mutations, size, passes, verdict, finding, "
       "smt, features, added_to_corpus, generate_ms, mutate_ms, optimize_ms, "
       "check_ms, smt_ms, culprit_ms, rss_mb, inconclusive, changed_passes, "
       "src_shapes, tgt_shapes) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
       "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"},
      {&InsertShape, "INSERT INTO shape(text) VALUES(?)"},
      {&InsertPass, "INSERT INTO pass(name) VALUES(?)"},
  };
  for (auto &[S, Sql] : Stmts) {
    Expected<SqlStatement> P = Db.prepare(Sql);
    if (!P)
      return P.takeError();
    *S = std::move(*P);
  }
  return Error::success();
}

Expected<int64_t> CampaignDb::beginRun(StringRef Started, uint64_t Seed,
                                       StringRef Shard, unsigned Jobs,
                                       StringRef Pipeline) {
  Expected<SqlStatement> S =
      Db.prepare("INSERT INTO run(started, seed, shard, jobs, pipeline) "
                 "VALUES(?, ?, ?, ?, ?)");
  if (!S)
    return S.takeError();
  S->bind(1, Started);
  S->bind(2, int64_t(Seed));
  S->bind(3, Shard);
  S->bind(4, int64_t(Jobs));
  S->bind(5, Pipeline);
  if (Error E = S->run())
    return std::move(E);
  return Run = Db.lastInsertId();
}

Expected<int64_t> CampaignDb::intern(StringMap<int64_t> &Ids,
                                     SqlStatement &Insert, StringRef Text) {
  if (auto It = Ids.find(Text); It != Ids.end())
    return It->second;
  Insert.bind(1, Text);
  if (Error E = Insert.run())
    return std::move(E);
  return Ids[Text] = Db.lastInsertId();
}

Expected<std::string> CampaignDb::internAll(StringMap<int64_t> &Ids,
                                            SqlStatement &Insert,
                                            ArrayRef<std::string> Texts) {
  std::string List = "[";
  for (const std::string &T : Texts) {
    Expected<int64_t> Id = intern(Ids, Insert, T);
    if (!Id)
      return Id.takeError();
    if (List.size() > 1)
      List += ',';
    List += std::to_string(*Id);
  }
  return List + "]";
}

Error CampaignDb::addCase(const CaseRow &R) {
  // One transaction: the new shapes and passes and the case's row.
  if (Error E = Db.exec("BEGIN"))
    return E;
  auto Fail = [&](Error E) {
    consumeError(Db.exec("ROLLBACK"));
    return E;
  };
  Expected<std::string> Passes =
      internAll(PassIds, InsertPass, R.ChangedPasses);
  if (!Passes)
    return Fail(Passes.takeError());
  Expected<std::string> Src = internAll(ShapeIds, InsertShape, R.SrcShapes);
  if (!Src)
    return Fail(Src.takeError());
  Expected<std::string> Tgt = internAll(ShapeIds, InsertShape, R.TgtShapes);
  if (!Tgt)
    return Fail(Tgt.takeError());
  SqlStatement &S = InsertCase;
  int I = 0;
  S.bind(++I, Run);
  S.bind(++I, int64_t(R.Seed));
  S.bind(++I, int64_t(R.Case));
  S.bind(++I, R.AtSeconds);
  S.bind(++I, StringRef(R.Origin));
  S.bind(++I, StringRef(R.OriginFile));
  S.bind(++I, R.GenSeed ? std::optional<int64_t>(*R.GenSeed) : std::nullopt);
  S.bind(++I, StringRef(toJsonText(nlohmann::ordered_json(R.Mutations))));
  S.bind(++I, int64_t(R.Size));
  S.bind(++I, StringRef(R.Passes));
  S.bind(++I, StringRef(R.Verdict));
  S.bind(++I, StringRef(R.Finding));
  S.bind(++I, int64_t(R.Smt));
  S.bind(++I, int64_t(R.Features));
  S.bind(++I, int64_t(R.AddedToCorpus));
  for (const char *Phase :
       {"generate", "mutate", "optimize", "check", "smt", "culprit"}) {
    auto It = R.TimeMs.find(Phase);
    if (It == R.TimeMs.end())
      S.bindNull(++I);
    else
      S.bind(++I, It->second);
  }
  S.bind(++I, R.RssMb);
  S.bind(++I, StringRef(toJsonText(nlohmann::ordered_json(R.Inconclusive))));
  S.bind(++I, StringRef(*Passes));
  S.bind(++I, StringRef(*Src));
  S.bind(++I, StringRef(*Tgt));
  if (Error E = S.run())
    return Fail(std::move(E));
  if (Error E = Db.exec("COMMIT"))
    return Fail(std::move(E));
  return Error::success();
}

Error CampaignDb::endRun(double Seconds, uint64_t Cases) {
  Expected<SqlStatement> S =
      Db.prepare("UPDATE run SET seconds = ?, cases = ? WHERE id = ?");
  if (!S)
    return S.takeError();
  S->bind(1, Seconds);
  S->bind(2, int64_t(Cases));
  S->bind(3, Run);
  if (Error E = S->run())
    return E;
  // Folds the WAL into the database file: the directory is complete
  // without its -wal file.
  return Db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
}
