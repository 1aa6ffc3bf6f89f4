#!/bin/bash -eu
# What the OSS-Fuzz and ClusterFuzzLite images need beyond base-builder:
# LLVM 22 (apt.llvm.org), Z3, nlohmann/json, CMake, Ninja.
apt-get update
apt-get install -y --no-install-recommends ca-certificates cmake gnupg \
  lsb-release ninja-build python3 software-properties-common wget \
  libz3-dev nlohmann-json3-dev
wget -qO /tmp/llvm.sh https://apt.llvm.org/llvm.sh
bash /tmp/llvm.sh 22
apt-get install -y --no-install-recommends llvm-22-dev libclang-rt-22-dev
