#!/usr/bin/env bash
# opt under Refinery's translation validation: LLVM 22's opt with
# libRefineryTV.so loaded, every function pass's output checked against
# its input (docs/tv.md). Arguments go to opt unchanged; violations are
# reported on stderr ("refinery-tv: violation ..."), and, unless
# REFINERY_TV_FAIL=0, make the exit status 1 when opt itself succeeded, so
# that a lit test that runs opt fails on them. For LLVM's own tests:
#   llvm-lit -Dopt=$REFINERY/scripts/opt-tv.sh llvm/test/Transforms/InstCombine
# REFINERY_TV_OPT (opt), REFINERY_TV_PLUGIN (the plug-in) and
# REFINERY_TV_ARGS (e.g. "-refinery-tv-findings=DIR -refinery-tv-stats")
# override the defaults.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
opt="${REFINERY_TV_OPT:-/usr/lib/llvm-22/bin/opt}"
plugin="${REFINERY_TV_PLUGIN:-$root/build/lib/libRefineryTV.so}"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
# shellcheck disable=SC2086
"$opt" -load-pass-plugin="$plugin" ${REFINERY_TV_ARGS:-} "$@" 2> >(tee "$log" >&2)
status=$?
wait
if [ "$status" = 0 ] && [ "${REFINERY_TV_FAIL:-1}" != 0 ] &&
   grep -q '^refinery-tv: violation' "$log"; then
  status=1
fi
exit "$status"
