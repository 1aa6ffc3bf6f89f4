#!/usr/bin/env bash
# The oracle's cost as a count of executed instructions, which unlike
# wall time does not move with the machine's load: callgrind counts the
# instructions under checkPairs (the check of each case, in the worker)
# of `refinery fuzz --runs RUNS --seed 3` at
# default<O2>, one worker, no SMT phase, no time budgets (under
# valgrind a case takes about 50 times as long). Each binary runs the same
# cases; compare binaries of two commits:
#   bench/check_instructions.sh [RUNS] [REFINERY...]
# (default: 150 runs, build/bin/refinery). Exits 77 without valgrind.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
command -v valgrind >/dev/null || { echo "valgrind missing"; exit 77; }
runs="${1:-150}"
shift || true
bins=("$@")
[ ${#bins[@]} -gt 0 ] || bins=("$root/build/bin/refinery")
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
first=""
for bin in "${bins[@]}"; do
  out="$tmp/$(basename "$bin").$RANDOM"
  mkdir -p "$out"
  valgrind --tool=callgrind --trace-children=yes \
    --callgrind-out-file="$out/cg.%p" --collect-atstart=no \
    --toggle-collect='refinery::checkPairs*' \
    "$bin" fuzz --passes 'default<O2>' --runs "$runs" --jobs 1 --seed 3 \
    --findings "$out/findings" --progress 0 --smt-percent 0 \
    --check-budget-ms 0 --timeout 100000 >/dev/null 2>"$out/valgrind.log" \
    || true # (a campaign with findings exits 1)
  # (The worker's process only: the wrap-up's reductions of findings are
  # bounded by wall time, so how much they check varies.)
  total=0
  for f in "$out"/cg.*; do
    grep -q 'runWorker' "$f" || continue
    n=$(awk '/^totals:/ {print $2; exit}' "$f")
    total=$((total + ${n:-0}))
  done
  ratio=""
  if [ -z "$first" ]; then first=$total; else
    ratio=$(python3 -c "print(f' ({$total / $first:.3f}x the first)')"); fi
  echo "$bin: $total instructions under checkPairs, $runs cases$ratio"
done
