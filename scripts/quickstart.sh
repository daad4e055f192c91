#!/usr/bin/env bash
# Quick start: installs what is missing (Debian 12), builds npu-lint and scans the bundled example.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
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
