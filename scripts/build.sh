#!/usr/bin/env bash
# Configures and builds npu-lint into build/. Arguments are cmake cache settings for the
# configure step (e.g. -DNPU_LINT_BUILD_TESTS=OFF): given, they are applied to an existing build
# folder too, so the quick start's build (no tests) and the test suite's can share build/.
set -euo pipefail
cd "$(dirname "$0")/.."
generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
if [ ! -f build/CMakeCache.txt ]; then
  cmake -S . -B build "${generator[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >/dev/null
elif (($#)); then
  cmake -S . -B build "$@" >/dev/null
fi
cmake --build build --parallel "$(nproc)"
