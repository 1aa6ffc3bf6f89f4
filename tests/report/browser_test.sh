#!/usr/bin/env bash
# refinery report, checked in a real browser (docs/report.md): a short
# campaign against the test plugin's three unsound peepholes, its report,
# then tests/report/browser_check.py in headless Chromium (skipped, exit
# 77, where Chromium is missing or cannot run).
#   browser_test.sh REFINERY TEST_PLUGIN
set -euo pipefail
refinery="$1"
plugin="$2"
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$refinery" fuzz --load-pass-plugin "$plugin" \
  --passes 'function(refinery-unsound-peepholes)' --runs 1500 --jobs 1 \
  --smt-percent 0 \
  --seed 5 --findings "$work/f" --known none --progress 0 >/dev/null 2>&1 || true
"$refinery" report "$work/f" -o "$work/report.html" --known none \
  --time-limit 20 2>/dev/null
clusters=$("$refinery" triage "$work/f" --known none --no-reduce \
  --json - 2>/dev/null | python3 -c \
  'import json,sys; print(len(json.load(sys.stdin)["clusters"]))')
test "$clusters" -ge 2 || { echo "expected clusters, got $clusters"; exit 1; }
grep -q '<svg class="plot"' "$work/report.html"
python3 "$here/browser_check.py" "$work/report.html" "$clusters" "$work"
