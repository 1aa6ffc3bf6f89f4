#!/usr/bin/env bash
# Sets up, builds and runs Refinery's main job. Until the fuzzing campaign
# exists, that is a short demonstration of the interpreter on the shipped
# examples.
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
