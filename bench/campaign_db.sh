#!/usr/bin/env bash
# The cost of the campaign database and of the facts export (issue 19,
# point 4): a campaign of RUNS cases at default<O2> with 2 jobs, with and
# without campaign.sqlite (cases/s of both and their ratio, the
# supervisor's milliseconds per case writing it, its size per 10,000
# cases, the time of its coverage views and of refinery report's page),
# then refinery facts on the seed corpus and, if present, LLVM's tests
# (modules/s, database size).
#   bench/campaign_db.sh [RUNS]   (default 5000)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
refinery="${REFINERY:-$root/build/bin/refinery}"
runs="${1:-5000}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
for db in true false; do
  "$refinery" fuzz --runs "$runs" --jobs 2 --seed 7 --known none \
    --findings "$tmp/f-$db" --stats "$tmp/s-$db.jsonl" --progress 0 \
    --campaign-db=$db >/dev/null 2>&1 || true
done
t0=$(date +%s.%N)
sqlite3 "$tmp/f-true/campaign.sqlite" "SELECT count(*) FROM shape_coverage" >/dev/null
t1=$(date +%s.%N)
sqlite3 "$tmp/f-true/campaign.sqlite" "SELECT count(*) FROM shape_never_seen" >/dev/null
t2=$(date +%s.%N)
"$refinery" report "$tmp/f-true" -o "$tmp/r.html" --known none --no-reduce >/dev/null 2>&1
t3=$(date +%s.%N)
size=$(stat -c %s "$tmp/f-true/campaign.sqlite")
python3 - "$tmp" "$runs" "$size" "$t0" "$t1" "$t2" "$t3" <<'PY'
import json, sys
tmp, runs, size = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
t0, t1, t2, t3 = map(float, sys.argv[4:8])
def final(db):
    return [json.loads(l) for l in open("%s/s-%s.jsonl" % (tmp, db))][-1]
on, off = final("true"), final("false")
rate = lambda r: r["cases_per_s"]  # (over the time the cases ran)
print("refinery fuzz --runs %d --jobs 2 --seed 7 (default<O2>)" % runs)
print("  cases/s with campaign.sqlite %.1f, without %.1f (%.2fx)"
      % (rate(on), rate(off), rate(on) / rate(off)))
print("  supervisor writing it: %.3f ms per case; %.1f MiB, %.1f MiB per "
      "10,000 cases" % (on["database_ms"] / on["cases"], size / 2**20,
                        size / 2**20 * 10000 / on["cases"]))
print("  views: shape_coverage %.2f s, shape_never_seen %.2f s; refinery "
      "report --no-reduce %.2f s" % (t1 - t0, t2 - t1, t3 - t2))
PY
for dir in "$root/corpus/seeds" "$root/../shared/llvm-tests"; do
  [ -d "$dir" ] || continue
  out=$("$refinery" facts "$dir" -o "$tmp/facts.sqlite" 2>/dev/null | tail -1)
  echo "refinery facts $(basename "$dir"): $out; $(($(stat -c %s "$tmp/facts.sqlite") / 1024)) KiB"
done
