#!/usr/bin/env bash
# Builds refinery-fuzzer and packages it the way ClusterFuzz/OSS-Fuzz-style
# infrastructure expects: the binary, a seed corpus zip and an options file,
# in OUT (default: build/fuzzer-out).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/build/fuzzer-out}"
"$root/scripts/build.sh" >/dev/null
mkdir -p "$out"
cp "$root/build/bin/refinery-fuzzer" "$out/"
(cd "$root/corpus/seeds" && python3 -c "
import sys, zipfile, glob
with zipfile.ZipFile(sys.argv[1], 'w') as z:
    for f in sorted(glob.glob('*.ll')):
        z.write(f)
" "$out/refinery-fuzzer_seed_corpus.zip")
cat > "$out/refinery-fuzzer.options" <<'OPT'
[libfuzzer]
max_len = 65536
OPT
echo "refinery-fuzzer packaged in $out"
