#!/usr/bin/env bash
# Builds Refinery with AddressSanitizer, UndefinedBehaviorSanitizer and
# assertions in build-asan/ (-DREFINERY_SANITIZE=ON) and runs the unit and
# lit suites under them. Not part of CI (a full sanitizer build and run takes a while
# on 2 cores); any sanitizer report fails the run.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/setup.sh"
# With assertions (no NDEBUG): LLVM developers build so, and LLVM's own
# headers then check Refinery's use of APInt, TypeSize and the like.
cmake -S "$root" -B "$root/build-asan" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g" -DREFINERY_SANITIZE=ON >/dev/null
cmake --build "$root/build-asan"
export ASAN_OPTIONS="${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
# Directly, not through ctest: its time limits are set for the plain build.
# A campaign worker's --max-memory-mb is not enforced here (ASan's shadow
# memory needs the address space): lit marks that test UNSUPPORTED.
"$root/build-asan/bin/refinery-unittests" --gtest_brief=1
/usr/lib/llvm-22/bin/lit -sv \
  "$root/build-asan/tests/lit"
