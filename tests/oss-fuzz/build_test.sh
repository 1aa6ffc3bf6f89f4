#!/usr/bin/env bash
# Runs oss-fuzz/build.sh outside Docker with the environment OSS-Fuzz's
# `compile` gives it for libFuzzer with AddressSanitizer ($SRC with the
# project in $SRC/refinery, $OUT, $WORK, $CC, $CXX, $CFLAGS, $CXXFLAGS with
# -stdlib=libc++, $LIB_FUZZING_ENGINE, $SANITIZER, $FUZZING_ENGINE), then
# checks $OUT: both targets, their seed corpus zips, options and
# dictionaries, that refinery-fuzzer runs its seed corpus under ASan, and,
# given the test plugin (PLUGIN), that a miscompilation ends the run as a
# crash with the assertion line ClusterFuzz deduplicates by.
# Skipped (exit 77) without clang-22.
#   tests/oss-fuzz/build_test.sh [PLUGIN]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bin=/usr/lib/llvm-22/bin
if [ ! -x "$bin/clang++" ]; then
  echo "notice: clang-22 is missing: the OSS-Fuzz build test is skipped"
  exit 77
fi
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/src" "$tmp/out" "$tmp/work"
ln -s "$root" "$tmp/src/refinery"

export SRC="$tmp/src" OUT="$tmp/out" WORK="$tmp/work"
export CC="$bin/clang" CXX="$bin/clang++"
export SANITIZER=address FUZZING_ENGINE=libfuzzer ARCHITECTURE=x86_64
export CFLAGS="-O1 -fno-omit-frame-pointer -gline-tables-only -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION -fsanitize=address -fsanitize-address-use-after-scope -fsanitize=fuzzer-no-link"
export CXXFLAGS="$CFLAGS -stdlib=libc++"
export LIB_FUZZING_ENGINE="-fsanitize=fuzzer"
export PATH="$bin:$PATH"

(cd "$SRC/refinery" && bash oss-fuzz/build.sh) > "$tmp/build.log" 2>&1 || {
  tail -40 "$tmp/build.log"
  echo "FAIL: oss-fuzz/build.sh failed"
  exit 1
}

fail=0
check() { # description command...
  local what="$1"; shift
  if "$@"; then echo "ok: $what"; else echo "FAIL: $what"; fail=1; fi
}
for t in refinery-fuzzer refinery-frontend-fuzzer; do
  check "$t is an executable in \$OUT" test -x "$OUT/$t"
  check "$t was built with AddressSanitizer" \
    sh -c "nm -C '$OUT/$t' | grep -q __asan_init"
  check "$t.options" grep -q '^\[libfuzzer\]' "$OUT/$t.options"
  check "$t.dict" grep -q '"nsw"' "$OUT/$t.dict"
  n=$(python3 -c "import zipfile,sys; print(len(zipfile.ZipFile(sys.argv[1]).namelist()))" \
      "$OUT/${t}_seed_corpus.zip")
  seeds=$(ls "$root"/corpus/seeds/*.ll | wc -l)
  check "${t}_seed_corpus.zip holds the $seeds seed modules" test "$n" = "$seeds"
done

# The target as ClusterFuzz runs it: the seed corpus, a few runs, no crash
# (default<O2> on the seeds is sound), and an exit status of 0.
mkdir -p "$tmp/corpus"
(cd "$tmp/corpus" && python3 -c "import zipfile,sys; zipfile.ZipFile(sys.argv[1]).extractall('.')" \
  "$OUT/refinery-fuzzer_seed_corpus.zip")
check "refinery-fuzzer runs its seed corpus under ASan" \
  sh -c "cd '$tmp' && '$OUT/refinery-fuzzer' -runs=20 -seed=1 -dict='$OUT/refinery-fuzzer.dict' '$tmp/corpus' > '$tmp/run.log' 2>&1"
if [ -n "${1:-}" ]; then
  plugin="$(realpath "$1")"
  (cd "$tmp" && "$OUT/refinery-fuzzer" -runs=300 -seed=1 "$tmp/corpus" \
     -ignore_remaining_args=1 --load-pass-plugin="$plugin" \
     --passes=refinery-unsound-sdiv --findings="$tmp/findings" \
     > "$tmp/crash.log" 2>&1) && status=0 || status=$?
  check "a miscompilation is a crash (exit status $status)" test "$status" != 0
  check "with ClusterFuzz's assertion line for its signature" \
    grep -q '^ASSERTION FAILED: miscompilation value-mismatch by last:refinery-unsound-sdiv (return -> return)$' "$tmp/crash.log"
  check "and the finding in the store" \
    sh -c "ls '$tmp'/findings/violation-*/finding.json > /dev/null"
fi
[ "$fail" = 0 ] || { tail -20 "$tmp/run.log" "$tmp/crash.log" 2>/dev/null; exit 1; }
echo "PASS: oss-fuzz/build.sh builds and packages the fuzz targets"
