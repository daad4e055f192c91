#!/usr/bin/env bash
# The whole test suite: installs what is missing (Debian 12), builds, runs every test with ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
stage() { printf '== %s (%s)\n' "$1" "$(date +%T)"; }
stage "install dependencies"; bash scripts/install-deps.sh
stage "build";                bash scripts/build.sh
stage "test";                 (cd build && ctest --output-on-failure --parallel "$(nproc)")
stage "done"
