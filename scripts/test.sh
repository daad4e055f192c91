#!/usr/bin/env bash
# The whole test suite: installs what is missing (Debian 12), builds, runs every test with ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
stage() { printf '== %s (%s)\n' "$1" "$(date +%T)"; }
stage "install dependencies"; bash scripts/install-deps.sh
stage "build";                bash scripts/build.sh -DNPU_LINT_BUILD_TESTS=ON
stage "test";                 (cd build && ctest --output-on-failure --parallel "$(nproc)")
# The reliability stage (a second, sanitized build; fuzzing). NPU_LINT_SKIP_SANITIZE=1 skips it.
if [ "${NPU_LINT_SKIP_SANITIZE:-0}" != 1 ]; then bash scripts/sanitize.sh; fi
# What the builds take on disk (a CI run once ran out of it).
du -sh build build-asan 2>/dev/null || true
stage "done"
