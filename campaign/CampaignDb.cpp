//===- campaign/CampaignDb.cpp - The campaign database --------------------===//
#include "campaign/CampaignDb.h"
#include "corpus/Finding.h"
#include "support/JsonReader.h"
#include "support/ModuleUtil.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"
#include <chrono>
#include <nlohmann/json.hpp>
#include <unistd.h>

using namespace llvm;
using namespace refinery;

/// The tables (cases is "cases": CASE is an SQL keyword) and the coverage
/// views; docs/fuzz.md#the-campaign-database is the reference.
static const char *Schema = R"sql(
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS run(id INTEGER PRIMARY KEY, uid TEXT UNIQUE,
  started TEXT, seed INTEGER, shard TEXT, jobs INTEGER, pipeline TEXT,
  seconds REAL, cases INTEGER);
CREATE TABLE IF NOT EXISTS cases(id INTEGER PRIMARY KEY, run INTEGER,
  seed INTEGER, shard TEXT, case_number INTEGER, at_s REAL, origin TEXT,
  origin_file TEXT, gen_seed INTEGER, mutations TEXT, size INTEGER,
  passes TEXT, verdict TEXT, finding TEXT, smt INTEGER, features INTEGER,
  added_to_corpus INTEGER, generate_ms REAL, mutate_ms REAL,
  optimize_ms REAL, check_ms REAL, smt_ms REAL, culprit_ms REAL,
  rss_mb REAL, inconclusive TEXT, changed_passes TEXT, src_shapes TEXT,
  tgt_shapes TEXT, UNIQUE(seed, shard, case_number));
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
  WITH per_case AS (
    SELECT c.id AS case_id, x.shape AS shape, max(x.side = 'src') AS s,
           max(x.side = 'tgt') AS t, c.tgt_shapes IS NOT NULL AS optimized
      FROM cases c JOIN case_shape x ON x.case_id = c.id
     GROUP BY c.id, x.shape),
  totals AS (
    SELECT shape, sum(s) AS src, sum(t) AS tgt,
           sum(s AND NOT t AND optimized) AS removed,
           sum(t AND NOT s) AS introduced
      FROM per_case GROUP BY shape)
  SELECT sh.text AS shape, coalesce(src, 0) AS src_cases,
         coalesce(tgt, 0) AS tgt_cases, coalesce(removed, 0) AS removed_cases,
         coalesce(introduced, 0) AS introduced_cases
    FROM shape sh LEFT JOIN totals ON totals.shape = sh.id;
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
  // The wait first: another process (a reader, a second campaign on the
  // same directory) may hold the database. WAL: the supervisor writes,
  // readers (refinery report, sqlite3) do not block it; NORMAL: a commit
  // survives a kill of the process (not of the machine) without an fsync
  // per case.
  if (Error E = C.Db.exec("PRAGMA busy_timeout=10000; PRAGMA journal_mode=WAL;"
                          "PRAGMA synchronous=NORMAL;"))
    return std::move(E);
  if (Error E = C.Db.exec(std::string("BEGIN IMMEDIATE;") + Schema))
    return std::move(E);
  Expected<std::vector<std::vector<std::string>>> Ver =
      C.Db.rows("SELECT value FROM meta WHERE key = 'schema'");
  if (!Ver)
    return Ver.takeError();
  if (!Ver->empty() && (*Ver)[0][0] != CampaignDbSchema) {
    consumeError(C.Db.exec("ROLLBACK"));
    return createStringError(inconvertibleErrorCode(),
                             "%s: schema '%s', expected '%s'", Path.c_str(),
                             (*Ver)[0][0].c_str(), CampaignDbSchema);
  }
  // The universe of this Refinery, whichever made the database.
  std::string Init = "DELETE FROM shape_universe;";
  if (Ver->empty())
    Init += std::string("INSERT INTO meta VALUES('schema', '") +
            CampaignDbSchema + "');";
  for (const std::string &S : shapeUniverse())
    Init += "INSERT INTO shape_universe VALUES('" + S + "');";
  if (Error E = C.Db.exec(Init))
    return std::move(E);
  if (Error E = C.migrate("main"))
    return std::move(E);
  if (Error E = C.Db.exec("COMMIT"))
    return std::move(E);
  if (Error E = C.prepare())
    return std::move(E);
  return std::move(C);
}

Error CampaignDb::prepare() {
  struct {
    SqlStatement *S;
    const char *Sql;
  } Stmts[] = {
      // (seed, shard, case) is unique: a resumed run never runs a case
      // again, and runs of other shards number their cases alike. A row
      // that is there all the same (a store copied by hand) is replaced.
      {&InsertCase,
       "INSERT OR REPLACE INTO cases(run, seed, shard, case_number, at_s, "
       "origin, origin_file, gen_seed, mutations, size, passes, verdict, "
       "finding, smt, features, added_to_corpus, generate_ms, mutate_ms, "
       "optimize_ms, check_ms, smt_ms, culprit_ms, rss_mb, inconclusive, "
       "changed_passes, src_shapes, tgt_shapes) VALUES(?, ?, ?, ?, ?, ?, ?, "
       "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"},
      // Another process on the same directory may have added the same
      // text: the row there is the one.
      {&InsertShape, "INSERT INTO shape(text) VALUES(?) ON CONFLICT DO "
                     "NOTHING"},
      {&SelectShape, "SELECT id FROM shape WHERE text = ?"},
      {&InsertPass, "INSERT INTO pass(name) VALUES(?) ON CONFLICT DO NOTHING"},
      {&SelectPass, "SELECT id FROM pass WHERE name = ?"},
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
      Db.prepare("INSERT INTO run(uid, started, seed, shard, jobs, pipeline) "
                 "VALUES(?, ?, ?, ?, ?, ?)");
  if (!S)
    return S.takeError();
  // The run's identity wherever its rows go (CampaignDb::absorb): two runs
  // may start in the same second with the same options.
  std::string Uid = hex16(xxh3_64bits(
      formatv("{0} {1} {2}", Started, ::getpid(),
              std::chrono::steady_clock::now().time_since_epoch().count())
          .str()));
  S->bind(1, StringRef(Uid));
  S->bind(2, Started);
  S->bind(3, int64_t(Seed));
  S->bind(4, Shard);
  S->bind(5, int64_t(Jobs));
  S->bind(6, Pipeline);
  if (Error E = S->run())
    return std::move(E);
  this->Shard = Shard.str();
  return Run = Db.lastInsertId();
}

Expected<int64_t> CampaignDb::intern(StringMap<int64_t> &Ids,
                                     SqlStatement &Insert, SqlStatement &Select,
                                     StringRef Text) {
  if (auto It = Ids.find(Text); It != Ids.end())
    return It->second;
  Insert.bind(1, Text);
  if (Error E = Insert.run())
    return std::move(E);
  Select.bind(1, Text);
  Expected<bool> Row = Select.step();
  if (!Row)
    return Row.takeError();
  int64_t Id = *Row ? Select.columnInt(0) : -1;
  Select.reset();
  if (Id < 0)
    return createStringError(inconvertibleErrorCode(),
                             "campaign.sqlite: '%s' was not added",
                             Text.str().c_str());
  return Ids[Text] = Id;
}

Expected<std::string> CampaignDb::internAll(StringMap<int64_t> &Ids,
                                            SqlStatement &Insert,
                                            SqlStatement &Select,
                                            ArrayRef<std::string> Texts) {
  std::string List = "[";
  for (const std::string &T : Texts) {
    Expected<int64_t> Id = intern(Ids, Insert, Select, T);
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
  if (Error E = Db.exec("BEGIN IMMEDIATE"))
    return E;
  auto Fail = [&](Error E) {
    consumeError(Db.exec("ROLLBACK"));
    return E;
  };
  Expected<std::string> Passes =
      internAll(PassIds, InsertPass, SelectPass, R.ChangedPasses);
  if (!Passes)
    return Fail(Passes.takeError());
  Expected<std::string> Src =
      internAll(ShapeIds, InsertShape, SelectShape, R.SrcShapes);
  if (!Src)
    return Fail(Src.takeError());
  Expected<std::string> Tgt =
      internAll(ShapeIds, InsertShape, SelectShape, R.TgtShapes);
  if (!Tgt)
    return Fail(Tgt.takeError());
  SqlStatement &S = InsertCase;
  int I = 0;
  S.bind(++I, Run);
  S.bind(++I, int64_t(R.Seed));
  S.bind(++I, StringRef(Shard));
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
  // No optimized module (the optimizer failed or could not read it): no
  // shapes, and nothing it removed.
  if (R.HasTarget)
    S.bind(++I, StringRef(*Tgt));
  else
    S.bindNull(++I);
  if (Error E = S.run())
    return Fail(std::move(E));
  if (Error E = Db.exec("COMMIT"))
    return Fail(std::move(E));
  return Error::success();
}

/// The statements of CampaignDb::absorb, over the attached database `src`:
/// its shapes and passes by text, its runs, then its cases with their run
/// and their shape and pass ids mapped to this database's.
static const char *AbsorbScript = R"sql(
INSERT INTO shape(text) SELECT text FROM src.shape WHERE true
  ON CONFLICT DO NOTHING;
INSERT INTO pass(name) SELECT name FROM src.pass WHERE true
  ON CONFLICT DO NOTHING;
INSERT INTO run(uid, started, seed, shard, jobs, pipeline, seconds, cases)
  SELECT uid, started, seed, shard, jobs, pipeline, seconds, cases
    FROM src.run WHERE true ON CONFLICT DO NOTHING;
CREATE TEMP TABLE run_map AS
  SELECT s.id AS old, m.id AS new FROM src.run s JOIN main.run m
      ON m.uid = s.uid;
INSERT INTO cases(run, seed, shard, case_number, at_s, origin, origin_file,
    gen_seed, mutations, size, passes, verdict, finding, smt, features,
    added_to_corpus, generate_ms, mutate_ms, optimize_ms, check_ms, smt_ms,
    culprit_ms, rss_mb, inconclusive, changed_passes, src_shapes, tgt_shapes)
  SELECT r.new, c.seed, c.shard, c.case_number, c.at_s, c.origin,
    c.origin_file, c.gen_seed, c.mutations, c.size, c.passes, c.verdict,
    c.finding, c.smt, c.features, c.added_to_corpus, c.generate_ms,
    c.mutate_ms, c.optimize_ms, c.check_ms, c.smt_ms, c.culprit_ms, c.rss_mb,
    c.inconclusive,
    (SELECT json_group_array(d.id) FROM json_each(c.changed_passes) j
       JOIN src.pass p ON p.id = j.value JOIN main.pass d ON d.name = p.name),
    (SELECT json_group_array(d.id) FROM json_each(c.src_shapes) j
       JOIN src.shape p ON p.id = j.value JOIN main.shape d ON d.text = p.text),
    CASE WHEN c.tgt_shapes IS NULL THEN NULL ELSE
    (SELECT json_group_array(d.id) FROM json_each(c.tgt_shapes) j
       JOIN src.shape p ON p.id = j.value JOIN main.shape d ON d.text = p.text)
    END
  FROM src.cases c JOIN run_map r ON r.old = c.run WHERE true
  ON CONFLICT DO NOTHING;
DROP TABLE temp.run_map;
)sql";

Expected<bool> CampaignDb::hasColumn(StringRef Schema, StringRef Table,
                                     StringRef Column) {
  Expected<std::vector<std::vector<std::string>>> R =
      Db.rows(("SELECT count(*) FROM pragma_table_info('" + Table + "', '" +
               Schema + "') WHERE name = '" + Column + "'")
                  .str());
  if (!R)
    return R.takeError();
  return (*R)[0][0] != "0";
}

Error CampaignDb::migrate(StringRef Schema) {
  // Databases of the builds before runs had a uid (73b0188) and cases a
  // shard (a866cee): a uid made of the run's own row, the same in every
  // copy of the database, and no shard.
  Expected<bool> Uid = hasColumn(Schema, "run", "uid");
  if (!Uid)
    return Uid.takeError();
  std::string S = Schema.str() + ".";
  if (!*Uid)
    if (Error E = Db.exec(
            "ALTER TABLE " + S + "run ADD COLUMN uid TEXT; UPDATE " + S +
            "run SET uid = 'legacy:' || id || ':' || coalesce(started, '') || "
            "':' || coalesce(shard, '') || ':' || coalesce(seconds, '') || "
            "':' || coalesce(cases, ''); CREATE UNIQUE INDEX IF NOT EXISTS " +
            S + "run_uid ON run(uid);"))
      return E;
  Expected<bool> Shard = hasColumn(Schema, "cases", "shard");
  if (!Shard)
    return Shard.takeError();
  if (!*Shard)
    return Db.exec("ALTER TABLE " + S +
                   "cases ADD COLUMN shard TEXT DEFAULT ''");
  return Error::success();
}

Expected<uint64_t> CampaignDb::absorb(StringRef Path) {
  Expected<SqlStatement> Attach = Db.prepare("ATTACH ? AS src");
  if (!Attach)
    return Attach.takeError();
  Attach->bind(1, Path);
  if (Error E = Attach->run())
    return createFileError(Path, std::move(E));
  // An input of an older build is brought up to date first (in its own
  // file: the columns it lacks).
  if (Error E = migrate("src")) {
    consumeError(Db.exec("DETACH src"));
    return createFileError(Path, std::move(E));
  }
  auto Count = [&]() -> Expected<uint64_t> {
    Expected<std::vector<std::vector<std::string>>> R =
        Db.rows("SELECT count(*) FROM main.cases");
    if (!R)
      return R.takeError();
    return std::stoull((*R)[0][0]);
  };
  Expected<uint64_t> Before = Count();
  Error E =
      Before
          ? Db.exec(std::string("BEGIN IMMEDIATE;") + AbsorbScript + "COMMIT;")
          : Before.takeError();
  if (E)
    consumeError(Db.exec("ROLLBACK"));
  consumeError(Db.exec("DETACH src"));
  if (E)
    return std::move(E);
  Expected<uint64_t> After = Count();
  if (!After)
    return After.takeError();
  return *After - *Before;
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
  // As much of the WAL as no reader holds goes into the file now (without
  // waiting for readers); closing the last connection folds in the rest
  // and removes the -wal file.
  return Db.exec("PRAGMA wal_checkpoint(PASSIVE)");
}
