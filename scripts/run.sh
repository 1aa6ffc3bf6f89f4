#!/usr/bin/env bash
# Sets up, builds and runs Refinery's main job. Until the campaign driver
# (`refinery fuzz`) exists, that is a short demonstration of the interpreter
# on the shipped examples, then a short campaign: generated modules, each
# also mutated, checked against LLVM 22's default<O2>; violations are
# written under findings/.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/build.sh"
r="$root/build/bin/refinery"
ex="$root/examples"
run() { echo "\$ refinery exec $*"; "$r" exec "$@"; echo; }
run "$ex/poison.ll" --function add_nsw --arg 127 --arg 1
run "$ex/poison.ll" --function add_nsw --arg 100 --arg 1 --json
run "$ex/poison.ll" --function guarded_div --arg 7 --arg 0
run "$ex/poison.ll" --function freeze_poison --arg poison --json
run "$ex/memory.ll" --function partial_poison_load --arg 1
run "$ex/hello.ll"

count="${REFINERY_DEMO_MODULES:-40}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
findings="$root/findings"
echo "== a short campaign: $count generated modules (and 2 mutants each) at default<O2>"
"$r" gen --seed "${REFINERY_DEMO_SEED:-1}" --count "$count" -o "$work/gen" >/dev/null
checked=0 violations=0
for f in "$work"/gen/*.ll; do
  b="$(basename "$f" .ll)"
  "$r" mutate "$f" --seed 1 --count 2 --mutations 3 -o "$work/mut-$b" >/dev/null 2>&1 || true
  for m in "$f" "$work/mut-$b"/*.ll; do
    [ -f "$m" ] || continue
    checked=$((checked + 1))
    status=0
    "$r" check "$m" --inputs 100 > "$work/out.txt" 2>&1 || status=$?
    if [ "$status" -eq 1 ]; then
      violations=$((violations + 1))
      mkdir -p "$findings"
      cp "$m" "$findings/"
      cp "$work/out.txt" "$findings/$(basename "$m" .ll).txt"
      echo "violation: $(basename "$m") (see $findings)"
    fi
  done
done
echo "checked $checked modules: $violations violation(s)"
