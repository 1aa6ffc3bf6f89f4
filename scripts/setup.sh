#!/usr/bin/env bash
# Installs, when missing, every Debian package Refinery's build, tests and
# benchmarks need. Safe to run again: it installs only what is missing.
set -euo pipefail

PACKAGES=(
  cmake ninja-build python3
  llvm-22-dev llvm-22-tools clang-22 lld-22 libfuzzer-22-dev libclang-rt-22-dev
  # LLVM's CMake package names these libraries in its exported targets.
  libzstd-dev zlib1g-dev libxml2-dev libedit-dev libncurses-dev libffi-dev
  libz3-dev nlohmann-json3-dev libgtest-dev
  # refinery facts and the campaign database; the CLI for the docs' queries.
  libsqlite3-dev sqlite3
  # The browser test of refinery report (ctest report-browser).
  chromium
  csmith libcsmith-dev
  clang-format-22
  llvm-22-doc
  # bench/check_instructions.sh counts instructions (callgrind).
  valgrind
)
# Older opt binaries for the known-bugs conformance suite (optional).
OPTIONAL_PACKAGES=(llvm-15 llvm-16 llvm-19)

missing=()
for p in "${PACKAGES[@]}" "${OPTIONAL_PACKAGES[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "setup: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
