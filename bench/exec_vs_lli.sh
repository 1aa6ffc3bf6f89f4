#!/usr/bin/env bash
# Compares `refinery exec` with `lli-22 -force-interpreter` on the same
# integer loop of about 10^7 executed instructions, measured in the same
# run. Prints both times (best of REPS runs) and the speed-up ratio.
# Usage: bench/exec_vs_lli.sh [path/to/refinery] [REPS]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
refinery="${1:-$here/../build/bin/refinery}"
reps="${2:-3}"
lli="${LLI:-/usr/lib/llvm-22/bin/lli}"
input="$here/int_loop.ll"

best() { # best wall time in seconds of "$@" over $reps runs
  local best=""
  for _ in $(seq "$reps"); do
    local t0 t1
    t0=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || true
    t1=$(date +%s.%N)
    best=$(python3 -c "a='$best';b=$t1-$t0;print(b if not a else min(float(a),b))")
  done
  echo "$best"
}

# Both must compute the same result first.
ref_out=$("$refinery" exec "$input" --json)
set +e; "$lli" -force-interpreter "$input"; lli_rc=$?; set -e
echo "refinery: $ref_out; lli exit status: $lli_rc"

t_ref=$(best "$refinery" exec "$input" --max-steps 100000000)
t_lli=$(best "$lli" -force-interpreter "$input")
python3 - "$t_ref" "$t_lli" <<'PY'
import sys
r, l = float(sys.argv[1]), float(sys.argv[2])
print(f"refinery exec:           {r:8.3f} s")
print(f"lli -force-interpreter:  {l:8.3f} s")
print(f"speed-up (lli / refinery): {l / r:6.1f}x  (goal: >= 5x, aim 10x)")
PY
