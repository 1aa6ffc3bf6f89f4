#!/usr/bin/env bash
# Clusters are root causes (issue 18): a campaign against one pass with
# three wrong rewrites (the test plugin's refinery-unsound-peepholes: sdiv
# by 2 to ashr, a constant add chain keeping nsw, fadd X, +0.0 to X), then
# `refinery triage`, which reduces each finding and clusters by the culprit
# and its change. Prints the findings, the clusters with their changes, and
# the goal: at most 4 clusters, one per rewrite.
#   bench/triage_clusters.sh [SECONDS] [JOBS] [SEED]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
refinery="${REFINERY:-$root/build/bin/refinery}"
plugin="$root/build/lib/RefineryTestPasses.so"
seconds="${1:-60}"
jobs="${2:-2}"
seed="${3:-1}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

"$refinery" fuzz --load-pass-plugin "$plugin" \
  --passes refinery-unsound-peepholes --time "$seconds" --jobs "$jobs" \
  --seed "$seed" --findings "$tmp/f" --progress 0 >/dev/null 2>&1 || true
start=$(date +%s)
"$refinery" triage "$tmp/f" --known none --json "$tmp/t.json" >/dev/null 2>&1
end=$(date +%s)
python3 - "$tmp/t.json" "$seconds" "$jobs" "$seed" "$((end - start))" <<'PY'
import json, sys
t = json.load(open(sys.argv[1]))
secs, jobs, seed, triage_s = sys.argv[2:6]
cl = t["clusters"]
print(f"refinery fuzz --passes refinery-unsound-peepholes --time {secs} "
      f"--jobs {jobs} --seed {seed}; refinery triage ({triage_s} s)")
print(f"  {t['findings']} finding(s) in {len(cl)} cluster(s)")
for c in cl:
    print(f"  {c['findings']:3d} finding(s) {'/'.join(c['violations']) or c['kind']:30s} "
          f"{c['culprit'] or '-'}: {c['change'] or c['key']}")
print(f"  goal (one cluster per wrong rewrite, at most 4): "
      f"{'met' if len(cl) <= 4 else 'not met'}")
PY
