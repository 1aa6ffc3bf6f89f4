#!/usr/bin/env bash
# Packages Refinery's fuzz targets the way OSS-Fuzz and ClusterFuzz expect
# them in $OUT: each binary with its seed corpus (NAME_seed_corpus.zip, the
# modules of corpus/seeds), its options (NAME.options) and its dictionary
# (NAME.dict).
#   oss-fuzz/package.sh BIN_DIR OUT
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="$1"
out="$2"
mkdir -p "$out"
for target in refinery-fuzzer refinery-frontend-fuzzer; do
  cp "$bin/$target" "$out/"
  cp "$root/oss-fuzz/refinery-fuzzer.options" "$out/$target.options"
  cp "$root/oss-fuzz/refinery-fuzzer.dict" "$out/$target.dict"
  (cd "$root/corpus/seeds" && python3 -c "
import sys, zipfile, glob
with zipfile.ZipFile(sys.argv[1], 'w') as z:
    for f in sorted(glob.glob('*.ll')):
        z.write(f)
" "$out/${target}_seed_corpus.zip")
done
