#!/usr/bin/env bash
# Installs npu-lint's build and test dependencies from Debian 12 packages; with --build-only,
# only what building needs (the Dockerfile). Leaves the machine's own CUDA toolkit and Node/npm
# alone (Debian's npm conflicts with that Node).
set -euo pipefail
pkgs=(
  build-essential cmake ninja-build ccache git
  libtorch-dev
  libclang-dev libclang-cpp-dev llvm-dev clang-14
  nlohmann-json3-dev libcli11-dev libtomlplusplus-dev libkainjow-mustache-dev libyaml-dev
  libtree-sitter-dev
  libssl-dev  # SHA-256 for the result cache's keys
  curl ca-certificates  # the Python grammar's tarball where there is no npm
  python3  # the build's include-layer check (tests/layers.py, target `layers`)
)
if [ "${1:-}" != "--build-only" ]; then
  # The unit tests (Catch2 v2).
  pkgs+=(catch2)
  # Test fixtures (Debian's torch), the HTML render test, the pre-commit test, the benchmark.
  pkgs+=(python3-torch python3-torchvision python3-yaml chromium pre-commit hyperfine)
  # The untrusted-code test traces every file npu-lint opens.
  pkgs+=(strace)
  # The fix fixtures apply their expected diffs with GNU patch.
  pkgs+=(patch)
  # The sanitizer build and the fuzz targets (scripts/sanitize.sh): clang-14 is above.
  pkgs+=(libclang-rt-14-dev)
fi
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  echo "install-deps: installing ${missing[*]}" >&2
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
# The Python grammar's generated parser comes from the npm registry, never committed.
bash scripts/fetch-python-grammar.sh
