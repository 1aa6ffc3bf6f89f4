#!/usr/bin/env bash
# Sets up, builds and runs Refinery's main job: a short demonstration of
# the interpreter on the shipped examples, then a default fuzzing campaign
# (refinery fuzz) against LLVM 22's default<O2>, findings under findings/.
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

# The main job: a default campaign (default<O2>, all cores, 60 s unless
# REFINERY_FUZZ_TIME says otherwise). Findings stay in findings/; running
# this again resumes the campaign there.
findings="$root/findings"
echo "\$ refinery fuzz --seeds corpus/seeds --findings findings"
status=0
"$r" fuzz --seeds "$root/corpus/seeds" --findings "$findings" \
  ${REFINERY_FUZZ_TIME:+--time "$REFINERY_FUZZ_TIME"} || status=$?
# 1 means the campaign found something: a result, not a failure.
if [ "$status" -gt 1 ]; then
  exit "$status"
fi
