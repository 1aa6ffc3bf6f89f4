#!/bin/bash -eu
# ClusterFuzzLite runs $SRC/build.sh: Refinery's one OSS-Fuzz build script.
exec "$SRC/refinery/oss-fuzz/build.sh"
