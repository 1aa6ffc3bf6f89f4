#!/usr/bin/env bash
# Fuzzes Refinery's own front end (parse, verify, decode, execute) with
# refinery-frontend-fuzzer for SECONDS (default 600) on a corpus of every .ll
# the project has, and reports runs, coverage and crashes. Use the sanitizer
# build (scripts/sanitize.sh makes build-asan/) so that memory errors and UB
# count as crashes:
#   bench/frontend_fuzz.sh 600 build-asan
# Exit status 1 if libFuzzer found a crash, a leak, a timeout or an
# out-of-memory input (kept in the work directory it names).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
secs="${1:-600}"
build="${2:-build-asan}"
case "$build" in /*) ;; *) build="$root/$build" ;; esac
fuzzer="$build/bin/refinery-frontend-fuzzer"
[ -x "$fuzzer" ] || { echo "no $fuzzer: build it first" >&2; exit 2; }
work="$(mktemp -d /tmp/refinery-frontend-fuzz.XXXXXX)"
mkdir -p "$work/corpus" "$work/artifacts"
i=0
while IFS= read -r f; do
  cp "$f" "$work/corpus/seed-$i.ll"; i=$((i + 1))
done < <(find "$root/tests" "$root/corpus" "$root/examples" -name '*.ll' | sort)
echo "refinery-frontend-fuzzer: $i seed files, $secs s, work directory $work"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
set +e
"$fuzzer" "$work/corpus" -max_total_time="$secs" -max_len=16384 -timeout=20 \
  -rss_limit_mb=2560 -print_final_stats=1 -artifact_prefix="$work/artifacts/" \
  > "$work/log.txt" 2>&1
rc=$?
set -e
grep -E "^#[0-9]+.*(DONE|pulse)|stat::number_of_executed_units|stat::new_units_added|stat::peak_rss_mb" \
  "$work/log.txt" | tail -5
artifacts=$(ls "$work/artifacts" | wc -l)
echo "exit status $rc, artifacts (crashes, leaks, timeouts, OOMs): $artifacts"
[ "$rc" -eq 0 ] && [ "$artifacts" -eq 0 ] || { tail -40 "$work/log.txt"; exit 1; }
