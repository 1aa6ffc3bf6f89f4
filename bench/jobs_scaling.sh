#!/usr/bin/env bash
# Campaign scaling (issue 17): cases/s of `refinery fuzz` at default<O2>
# with --jobs 2 against --jobs 1 on the same cases (same seed, same run
# count), measured in the same run, and the workers' peak resident memory
# (the stats' worker_max_rss_mb). Goal: >= 1.9x on 2 cores.
#   bench/jobs_scaling.sh [RUNS] [PASSES]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
refinery="${REFINERY:-$root/build/bin/refinery}"
runs="${1:-1000}"
passes="${2:-default<O2>}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

run() { # jobs
  "$refinery" fuzz --passes "$passes" --runs "$runs" --jobs "$1" --seed 1 \
    --findings "$tmp/j$1" --stats "$tmp/j$1.jsonl" --progress 0 \
    >/dev/null 2>&1 || true
}
run 1
run 2

python3 - "$tmp/j1.jsonl" "$tmp/j2.jsonl" "$runs" "$passes" <<'PY'
import json, sys
one = [json.loads(l) for l in open(sys.argv[1])][-1]
two = [json.loads(l) for l in open(sys.argv[2])][-1]
print(f"refinery fuzz --passes '{sys.argv[4]}' --runs {sys.argv[3]} --seed 1")
for name, s in (("--jobs 1", one), ("--jobs 2", two)):
    print(f"  {name}: {s['cases_per_s']:7.1f} cases/s ({s['cases_s']:.1f} s), "
          f"peak worker RSS {s['worker_max_rss_mb']:.0f} MiB, "
          f"per worker {', '.join('%.0f' % m for m in s['worker_rss_mb'])} MiB")
print(f"  scaling: {two['cases_per_s'] / one['cases_per_s']:.2f}x (goal >= 1.9x)")
PY
