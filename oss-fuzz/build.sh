#!/bin/bash -eu
# OSS-Fuzz and ClusterFuzzLite build of Refinery's fuzz targets
# (refinery-fuzzer: miscompilations; refinery-frontend-fuzzer: Refinery's
# own front end), run in the oss-fuzz-base/base-builder image with the
# project in $SRC/refinery: $CC, $CXX, $CFLAGS, $CXXFLAGS (sanitizer and
# coverage flags) and $LIB_FUZZING_ENGINE come from the infrastructure,
# the targets and their seed corpus, options and dictionary go to $OUT.
# tests/oss-fuzz/build_test.sh runs it outside Docker.

src="$SRC/refinery"
build="${WORK:-/tmp}/refinery-build"

# Debian's libLLVM-22 is built against libstdc++: so must Refinery be.
export CXXFLAGS="${CXXFLAGS//-stdlib=libc++/}"

cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER="$CC" -DCMAKE_CXX_COMPILER="$CXX" \
  -DCMAKE_C_FLAGS="$CFLAGS" -DCMAKE_CXX_FLAGS="$CXXFLAGS" \
  -DREFINERY_FUZZING_ENGINE="$LIB_FUZZING_ENGINE" \
  -DREFINERY_BUILD_TESTS=OFF
ninja -C "$build" refinery-fuzzer refinery-frontend-fuzzer
"$src/oss-fuzz/package.sh" "$build/bin" "$OUT"
