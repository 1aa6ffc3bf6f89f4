#!/usr/bin/env bash
# Campaigns against a hang-prone pipeline: cases per second with a pass that
# hangs on a few percent of the cases (the test plugin's
# refinery-hang<llvm.usub.sat>, next to a crash pass and an unsound
# peephole) against the same pipeline without the hang pass, at the default
# case timeout (20 s). After the first hang's timeout finding, later cases
# stuck in that pass are cut after max(10 x its longest normal run, 1 s)
# (`timeouts cut short`). Goal: at least half the cases/s of the pipeline
# without the hang pass, and the peephole found in both.
#   bench/hang_cut.sh [RUNS] [JOBS]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
refinery="$root/build/bin/refinery"
plugin="$root/build/lib/RefineryTestPasses.so"
runs="${1:-1500}"
jobs="${2:-2}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

run() { # name passes
  "$refinery" fuzz --load-pass-plugin "$plugin" --passes "$2" --runs "$runs" \
    --jobs "$jobs" --seed 1 --seeds "$root/tests/lit/fuzz/Inputs/hang-prone" \
    --findings "$tmp/$1" --stats "$tmp/$1.jsonl" --progress 0 \
    >/dev/null 2>&1 || true
}
run hang 'function(refinery-unsound-sdiv,refinery-crash<llvm.ctpop>,refinery-hang<llvm.usub.sat>)'
run nohang 'function(refinery-unsound-sdiv,refinery-crash<llvm.ctpop>)'

python3 - "$tmp" "$runs" "$jobs" <<'PY'
import json, sys
tmp, runs, jobs = sys.argv[1:4]
def last(name):
    return [json.loads(l) for l in open(f"{tmp}/{name}.jsonl")][-1]
h, n = last("hang"), last("nohang")
print(f"refinery fuzz --runs {runs} --jobs {jobs} --seed 1 (test plugin passes)")
for label, s in (("with the hang pass:   ", h), ("without the hang pass:", n)):
    print(f"  {label} {s['cases_per_s']:6.1f} cases/s ({s['cases_s']:.1f} s), "
          f"violations {s['violations']}, crashes {s['crashes']}, "
          f"timeouts {s['timeouts']} ({s.get('timeouts_cut', 0)} cut short)")
ratio = h["cases_per_s"] / n["cases_per_s"] if n["cases_per_s"] else 0
print(f"  ratio: {ratio:.2f}x (goal >= 0.5x); peephole found: "
      f"{'yes' if h['violations'] else 'no'}")
PY
