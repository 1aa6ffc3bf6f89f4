#!/usr/bin/env bash
# Campaign throughput: cases per second per core of `refinery fuzz` at
# default<O2>, the share of case time per phase (generate, mutate,
# optimize, check), against the optimization pipeline alone on the same
# cases in the same run (`refinery fuzz --optimize-only`: same seed, same
# cases, no oracle). Goal: the optimizer dominates.
#   bench/campaign_bench.sh [RUNS] [PASSES]
# Also: the SMT phase's share of case time and its yield (violations only
# Z3-synthesized inputs found, per CPU-hour of case time), and the workers'
# peak resident memory (issue 17).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
refinery="${REFINERY:-$root/build/bin/refinery}"
runs="${1:-1000}"
passes="${2:-default<O2>}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

run() { # name extra-args...
  local name="$1"; shift
  "$refinery" fuzz --passes "$passes" --runs "$runs" --jobs 1 --seed 1 \
    --findings "$tmp/$name" --stats "$tmp/$name.jsonl" --progress 0 "$@" \
    >/dev/null 2>&1 || true
}
run full
run optimize-only --optimize-only

python3 - "$tmp/full.jsonl" "$tmp/optimize-only.jsonl" "$runs" "$passes" <<'PY'
import json, sys
full = [json.loads(l) for l in open(sys.argv[1])][-1]
ref = [json.loads(l) for l in open(sys.argv[2])][-1]
runs, passes = sys.argv[3], sys.argv[4]
def phases(s):
    t = s["time_ms"]; total = sum(t.values())
    return {k: (v, 100.0 * v / total) for k, v in sorted(t.items())}, total
fp, ftotal = phases(full)
rp, rtotal = phases(ref)
print(f"refinery fuzz --passes '{passes}' --runs {runs} --jobs 1 --seed 1")
# (cases/s over the time the cases ran; the run's wrap-up, the known-bug
# classification of new findings, is printed apart.)
print(f"  full campaign:    {full['cases_per_s']:7.1f} cases/s per core "
      f"({full['cases_s']:.1f} s, then {full['wrapup_s']:.1f} s of wrap-up)")
print(f"  optimizer alone:  {ref['cases_per_s']:7.1f} cases/s per core "
      f"({ref['cases_s']:.1f} s, --optimize-only, same cases)")
print(f"  ratio:            {full['cases_per_s'] / ref['cases_per_s']:.2f}x "
      "of the optimizer-alone throughput")
print("  share of case time in the full campaign:")
for k, (ms, pct) in fp.items():
    print(f"    {k:9s} {ms / 1000:7.2f} s {pct:5.1f}%")
opt_ms = rp.get("optimize", (0, 0))[0]
print(f"  optimize time, full vs alone: {fp.get('optimize', (0,0))[0]/1000:.2f} s"
      f" vs {opt_ms/1000:.2f} s")
smt_share = fp.get("smt", (0, 0))[1]
cpu_h = ftotal / 3.6e6
print(f"  smt: {full.get('smt_cases', 0)} case(s) checked on synthesized "
      f"inputs, {smt_share:.1f}% of case time (goal <= 5% or paying); "
      f"violations only they found: {full.get('smt_violations', 0)} "
      f"({full.get('smt_violations', 0) / cpu_h if cpu_h else 0:.1f} per CPU-hour)")
print(f"  peak worker RSS {full.get('worker_max_rss_mb', 0):.0f} MiB")
largest = max(fp.items(), key=lambda kv: kv[1][1])[0]
share = fp.get("optimize", (0, 0))[1]
print(f"  goal (the optimizer dominates): largest share is {largest}; "
      f"optimize {share:.0f}% of case time "
      f"({'a majority' if share > 50 else 'not a majority'})")
PY
