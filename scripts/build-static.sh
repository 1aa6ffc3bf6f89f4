#!/usr/bin/env bash
# Builds `refinery` linked against LLVM's static components in
# build-static/ (-DREFINERY_LLVM_SHARED=OFF): a start-up of about 5 ms
# instead of about 14 ms, for short runs (bench/interp_speed.py), but no
# pass plugins and only the native target's target machine.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/setup.sh"
cmake -S "$root" -B "$root/build-static" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DREFINERY_LLVM_SHARED=OFF -DREFINERY_BUILD_TESTS=OFF >/dev/null
cmake --build "$root/build-static" --target refinery
echo "$root/build-static/bin/refinery"
