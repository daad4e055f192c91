#!/usr/bin/env bash
# Quick start: installs what building and running need (Debian 12), builds npu-lint and its
# helpers (not the tests: scripts/test.sh adds them) and scans the bundled examples.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --build-only
# A build folder the test suite configured keeps its tests.
if [ -f build/CMakeCache.txt ]; then bash scripts/build.sh; else bash scripts/build.sh -DNPU_LINT_BUILD_TESTS=OFF; fi
echo
echo "\$ build/npu-lint examples/detection_head.pt"
status=0
build/npu-lint examples/detection_head.pt || status=$?
echo "(npu-lint exited $status: see 'Exit codes' in README.md)"
echo
echo "\$ build/npu-lint examples/cuda_extension/segment_ops.cu"
status=0
build/npu-lint examples/cuda_extension/segment_ops.cu || status=$?
echo "(npu-lint exited $status)"
