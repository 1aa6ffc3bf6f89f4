#!/usr/bin/env bash
# Sets up, builds and runs every test (unit tests and lit tests via ctest).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/build.sh"
cd "$root/build"
status=0
ctest --output-on-failure -j "$(nproc)" || status=$?
# A suite whose data (../shared) or tool (csmith, clang-22, an old opt) is
# missing is reported Skipped by ctest; say what it missed.
grep -h -e '^notice: skipped' -e 'not swept$' Testing/Temporary/LastTest.log 2>/dev/null |
  sed 's/^/ctest: /' || true
exit "$status"
