#!/usr/bin/env bash
# Sets up, builds and runs every test (unit tests and lit tests via ctest).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/build.sh"
cd "$root/build"
ctest --output-on-failure -j "$(nproc)"
