#!/usr/bin/env bash
# Builds the fuzz targets and packages them the way ClusterFuzz/OSS-Fuzz
# expect (oss-fuzz/package.sh: binaries, seed corpus zips, options,
# dictionaries) in OUT (default: build/fuzzer-out). OSS-Fuzz itself builds
# with oss-fuzz/build.sh.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/build/fuzzer-out}"
"$root/scripts/build.sh" >/dev/null
"$root/oss-fuzz/package.sh" "$root/build/bin" "$out"
echo "fuzz targets packaged in $out"
