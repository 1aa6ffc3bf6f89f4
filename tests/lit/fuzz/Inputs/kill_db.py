"""Kills a running campaign with SIGKILL and checks its database,
campaign.sqlite: intact, and holding every case the last progress record
counted (a case's row is committed before the case is counted); then
resumes the campaign and checks that its cases are added, none twice:
  kill_db.py REFINERY PLUGIN FINDINGS
The campaign uses the test plugin's crashing pass, so that workers die
and are replaced all the time (their cases are rows too)."""
import json, os, subprocess, sys, time
from killed_campaign import kill_supervisor

refinery, plugin, findings = sys.argv[1:4]
db = os.path.join(findings, "campaign.sqlite")
stats = findings + ".jsonl"
common = [refinery, "fuzz", "--load-pass-plugin", plugin,
          "--passes", "function(refinery-crash)", "--jobs", "2",
          "--seed", "12", "--findings", findings, "--known", "none"]

def sql(query):
    out = subprocess.run(["sqlite3", db, query], capture_output=True,
                         text=True)
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()

proc = subprocess.Popen(common + ["--time", "0", "--progress", "0.2",
                                  "--stats", stats],
                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
deadline = time.time() + 60
while time.time() < deadline:
    if os.path.exists(db) and int(sql("SELECT count(*) FROM cases") or 0) >= 40:
        break
    time.sleep(0.2)
kill_supervisor(proc, findings)

assert sql("PRAGMA integrity_check") == "ok"
rows = int(sql("SELECT count(*) FROM cases"))
ticks = [json.loads(l) for l in open(stats)]
counted = ticks[-1]["cases"] if ticks else 0
assert rows >= counted, (rows, counted)
assert rows >= 40, rows
verdicts = sql("SELECT DISTINCT verdict FROM cases ORDER BY 1").split()
assert "crash" in verdicts, verdicts
# A crashed worker's case has the shapes of the source it sent.
assert sql("SELECT count(*) FROM cases WHERE verdict = 'crash' AND "
           "json_array_length(src_shapes) = 0") == "0", \
    sql("SELECT verdict, src_shapes FROM cases WHERE verdict = 'crash'")

out = subprocess.run(common + ["--runs", "30", "--progress", "0"],
                     capture_output=True, text=True)
assert out.returncode == 1, out
after = int(sql("SELECT count(*) FROM cases"))
distinct = int(sql("SELECT count(DISTINCT seed || '/' || case_number) "
                   "FROM cases"))
assert after == rows + 30 and distinct == after, (rows, after, distinct)
assert sql("SELECT count(*), max(cases) FROM run") == "2|30", \
    sql("SELECT * FROM run")
print("killed after %d case row(s) (%d counted); resumed: %d rows, "
      "none twice" % (rows, counted, after))
