#!/usr/bin/env bash
# Formats every tracked C++ file with LLVM 22's clang-format and the
# repository's .clang-format (LLVM style). --check changes nothing and exits
# 1 if a file is not formatted (ctest "format"), 77 if clang-format-22 is
# missing.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
clang_format="${CLANG_FORMAT:-/usr/lib/llvm-22/bin/clang-format}"
if [ ! -x "$clang_format" ]; then
  echo "notice: skipped: $clang_format not found (package clang-format-22)"
  exit 77
fi
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  # Tracked and new (not ignored) files: a new file is formatted before
  # its first commit.
  mapfile -t files < <(git ls-files --cached --others --exclude-standard '*.cpp' '*.h')
else
  mapfile -t files < <(find . -path ./build -prune -o \( -name '*.cpp' -o -name '*.h' \) -print | sort)
fi
if [ "${1:-}" = "--check" ]; then
  bad=()
  for f in "${files[@]}"; do
    "$clang_format" --dry-run -Werror "$f" >/dev/null 2>&1 || bad+=("$f")
  done
  if [ ${#bad[@]} -ne 0 ]; then
    printf 'not formatted (run scripts/format.sh): %s\n' "${bad[@]}"
    exit 1
  fi
  echo "format: ${#files[@]} files formatted"
  exit 0
fi
"$clang_format" -i "${files[@]}"
