#!/usr/bin/env bash
# Outputs a behaviour-preserving change must leave byte-identical:
#   scripts/snapshot.sh take DIR        writes them (this checkout's build)
#   scripts/snapshot.sh compare A B     compares two snapshots (exit 1 if not
#                                       identical; check timings ignored)
# gen seeds 1-200, 1000-1059 (--features all), 5000-5039 (--harness);
# mutate --seed 7 --count 5 on the first 60 of tests/lit/exec, examples/findings
# and ../shared/known-bugs; check --passes default<O2> --json on tests/lit/check
# and examples/findings; exec --json on tests/lit/exec. Paths inside outputs
# are this checkout's: take both snapshots from the same directory.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
case "${1:-}" in
take)
  O=$2; B=$root/build/bin/refinery
  rm -rf "$O"; mkdir -p "$O"/{gen,genall,harness,mut,check,exec}
  $B gen --seed 1 --count 200 -o "$O/gen" >/dev/null
  $B gen --seed 1000 --count 60 --features all -o "$O/genall" >/dev/null
  $B gen --seed 5000 --count 40 --harness -o "$O/harness" >/dev/null
  i=0
  for f in "$root"/tests/lit/exec/*.ll "$root"/examples/findings/*.ll "$root"/../shared/known-bugs/*.ll; do
    [ -f "$f" ] || continue
    i=$((i + 1)); [ $i -gt 60 ] && break
    n=$(basename "$f" .ll)
    $B mutate "$f" --seed 7 --count 5 --describe -o "$O/mut/$n" >"$O/mut/$n.describe" 2>&1
  done
  for f in "$root"/tests/lit/check/*.ll "$root"/examples/findings/*.ll; do
    n=$(basename "$f" .ll)
    timeout 60 $B check "$f" --passes 'default<O2>' --json >"$O/check/$n.json" 2>&1
    echo "rc=$?" >>"$O/check/$n.json"
  done
  for f in "$root"/tests/lit/exec/*.ll; do
    n=$(basename "$f" .ll)
    timeout 30 $B exec "$f" --json >"$O/exec/$n.json" 2>&1
    echo "rc=$?" >>"$O/exec/$n.json"
  done
  echo "snapshot: $(find "$O" -type f | wc -l) files in $O"
  ;;
compare)
  A=$2; B=$3; rc=0
  norm() { sed -E 's/"time_ms":\{[^}]*\}//g' "$1"; }
  while IFS= read -r f; do
    if [ ! -f "$B/$f" ]; then echo "missing in $B: $f"; rc=1; continue; fi
    cmp -s <(norm "$A/$f") <(norm "$B/$f") || { echo "differs: $f"; rc=1; }
  done < <(cd "$A" && find . -type f | sort)
  while IFS= read -r f; do
    [ -f "$A/$f" ] || { echo "extra in $B: $f"; rc=1; }
  done < <(cd "$B" && find . -type f | sort)
  [ $rc = 0 ] && echo "identical ($(cd "$A" && find . -type f | wc -l) files)"
  exit $rc
  ;;
*)
  echo "usage: scripts/snapshot.sh take DIR | compare A B" >&2
  exit 2
  ;;
esac
