#!/usr/bin/env bash
# The interpreter's cost on one program as a count of executed
# instructions, which unlike wall time does not move with the machine's
# load: callgrind counts the instructions under `Execution::call` (the
# whole run: the hot loop, the general code, calls; not start-up, parsing
# or global set-up) of `refinery exec FILE`. Compare binaries of two
# commits:
#   bench/exec_instructions.sh FILE [REFINERY...]
# (default: build/bin/refinery). FILE: e.g. bench/mem_loop.ll, or a Csmith
# program as bench/interp_speed.py makes them. Exits 77 without valgrind.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
command -v valgrind >/dev/null || { echo "valgrind missing"; exit 77; }
[ $# -ge 1 ] || { echo "usage: $0 FILE [REFINERY...]" >&2; exit 2; }
file="$1"
shift
bins=("$@")
[ ${#bins[@]} -gt 0 ] || bins=("$root/build/bin/refinery")
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
first=""
for bin in "${bins[@]}"; do
  out="$tmp/cg.$RANDOM"
  # (Execution::call, not Execution::Impl::run*: a toggle that also
  # matched runFast would switch counting off inside the hot loop.)
  valgrind --tool=callgrind --callgrind-out-file="$out" --collect-atstart=no \
    --toggle-collect='refinery::Execution::call*' \
    "$bin" exec "$file" --max-steps 1000000000 >/dev/null 2>"$tmp/log" || true
  total=$(awk '/^totals:/ {print $2; exit}' "$out")
  ratio=""
  if [ -z "$first" ]; then first=$total; else
    ratio=$(python3 -c "print(f' ({$total / $first:.3f}x the first)')"); fi
  echo "$bin: $total instructions under Execution::call$ratio"
done
