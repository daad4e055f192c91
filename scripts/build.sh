#!/usr/bin/env bash
# Configures and builds npu-lint (and its tests) into build/. Extra arguments go to the first
# cmake configure (e.g. -DNPU_LINT_BUILD_TESTS=OFF).
set -euo pipefail
cd "$(dirname "$0")/.."
generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
[ -f build/CMakeCache.txt ] || cmake -S . -B build "${generator[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >/dev/null
cmake --build build --parallel "$(nproc)"
