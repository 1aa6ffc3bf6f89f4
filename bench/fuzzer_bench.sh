#!/usr/bin/env bash
# Executions per second of refinery-fuzzer (optimize + refinement check)
# versus llvm-opt-fuzzer-style crash-only fuzzing (--crash-only: optimize
# only), same binary, same seed corpus, same number of runs, same run.
# Usage: bench/fuzzer_bench.sh [RUNS] [PASSES]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
fuzzer="$here/../build/bin/refinery-fuzzer"
runs="${1:-500}"
passes="${2:-default<O2>}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
rate() { # prints executions per second of one configuration
  rm -rf "$work/c" && mkdir -p "$work/c" && cp "$here/../corpus/seeds/"*.ll "$work/c/"
  local t0 t1
  t0=$(date +%s.%N)
  "$fuzzer" "$work/c" -runs="$runs" -seed=1 -ignore_remaining_args=1 \
    "--passes=$passes" --findings="$work/f" "$@" >/dev/null 2>&1 || true
  t1=$(date +%s.%N)
  python3 -c "print(f'{$runs / ($t1 - $t0):.1f}')"
}
full=$(rate)
crash=$(rate --crash-only)
echo "refinery-fuzzer (optimize + check): $full exec/s"
echo "crash-only (optimize only):         $crash exec/s"
python3 -c "print(f'checking costs {($crash / $full):.2f}x the time of crash-only fuzzing')"
