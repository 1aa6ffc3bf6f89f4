#!/usr/bin/env bash
# A long campaign (issue 18: 2 hours on 2 cores): steady throughput, flat
# worker memory, bounded corpus growth, findings store size. Runs
# `refinery fuzz --time SECONDS --jobs JOBS` at default<O2> with the seed
# corpus and a progress record every 30 s (--stats), then prints cases/s
# in the first and the last WINDOW seconds, the workers' resident memory
# (worker_rss_mb, now) and peak at the start and the end, the corpus size
# over time, and the findings directory's size.
#   bench/long_run.sh [SECONDS] [JOBS] [WINDOW]   (default 7200 2 600)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
refinery="${REFINERY:-$root/build/bin/refinery}"
seconds="${1:-7200}"
jobs="${2:-2}"
window="${3:-600}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$refinery" fuzz --seeds "$root/corpus/seeds" --time "$seconds" --jobs "$jobs" \
  --seed 1 --findings "$tmp/f" --stats "$tmp/stats.jsonl" --progress 30 \
  >/dev/null 2>&1 || true
store_kb=$(du -sk "$tmp/f" | cut -f1)
corpus_kb=$(du -sk "$tmp/f/corpus" | cut -f1)
python3 - "$tmp/stats.jsonl" "$seconds" "$jobs" "$window" "$store_kb" "$corpus_kb" <<'PY'
import json, sys
path, seconds, jobs, window, store_kb, corpus_kb = sys.argv[1:7]
window = float(window)
rs = [json.loads(l) for l in open(path)]
final = rs[-1]
# The cases end before the final record: the run then reduces the findings
# a known-bug baseline may know (refinery fuzz --known).
running = [r for r in rs if not r["final"]] or rs
last = running[-1]
T = last["elapsed_s"]
def at(t):  # the last record at or before t
    best = rs[0]
    for r in rs:
        if r["elapsed_s"] <= t:
            best = r
    return best
def rate(a, b):
    return (b["cases"] - a["cases"]) / max(1e-9, b["elapsed_s"] - a["elapsed_s"])
first = rate({"cases": 0, "elapsed_s": 0.0}, at(window))
lastw = rate(at(T - window), last)
print(f"refinery fuzz --time {seconds} --jobs {jobs} --seed 1 --seeds corpus/seeds "
      f"({final['cases']} cases; {final['elapsed_s']:.0f} s with the known-bug "
      f"classification at the end)")
print(f"  cases/s: first {window:.0f} s {first:.1f}, last {window:.0f} s {lastw:.1f} "
      f"({lastw / first if first else 0:.2f}x)")
def rss(r):
    return "/".join(f"{x:.0f}" for x in r.get("worker_rss_mb", []))
print(f"  worker resident MiB now: after {at(window)['elapsed_s']:.0f} s {rss(at(window))}, "
      f"at the end {rss(last)}; peak {final['worker_max_rss_mb']:.0f}; "
      f"{final.get('worker_recycles', 0)} worker(s) replaced for their memory")
marks = [at(T * k / 4) for k in range(1, 5)]
print("  corpus modules: " + ", ".join(f"{r['corpus']} at {r['elapsed_s']:.0f} s" for r in marks)
      + f" ({final.get('corpus_added', 0)} added, {final.get('corpus_pruned', 0)} pruned)")
print(f"  findings directory {int(store_kb) / 1024:.1f} MiB (corpus {int(corpus_kb) / 1024:.1f} MiB), "
      f"{final['unique_signatures']} signatures, {final['violations']} violation cases, "
      f"{final.get('known_cases', 0)} of them known bugs")
PY
