#!/usr/bin/env bash
# Model scan time and peak memory, npu-lint against torch.jit.load + graph walk in Python,
# on the same architecture at three parameter sizes. Prints a Markdown table.
# Usage: bench/model_scan.sh [RUNS]   (after scripts/build.sh; generates its models in build/bench)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
models=build/bench/models
/usr/bin/python3 tests/fixtures/models/make_models.py "$models" --only embedding_2mb embedding_20mb embedding_200mb >/dev/null 2>&1

tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

# median seconds and max peak RSS (MiB) over $runs runs of a command
measure() {
  local times=() peak=0
  for ((i = 0; i < runs; i++)); do
    local out
    /usr/bin/time -o "$tmp" -f "%e %M" "$@" >/dev/null 2>&1 || true
    out=$(tail -1 "$tmp")
    times+=("${out% *}")
    local kb=${out#* }
    ((kb > peak)) && peak=$kb
  done
  local median
  median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
  echo "$median $((peak / 1024))"
}

echo "| model | file size | npu-lint s | npu-lint peak MiB | torch.jit.load+walk s | its peak MiB | speed-up |"
echo "|---|---|---|---|---|---|---|"
for m in embedding_2mb embedding_20mb embedding_200mb; do
  f=$models/$m.pt
  read -r ns nm < <(measure build/npu-lint --format json --fail-on never "$f")
  read -r ps pm < <(measure /usr/bin/python3 bench/torch_jit_walk.py "$f")
  size=$(du -m "$f" | cut -f1)
  echo "| $m | ${size} MB | $ns | $nm | $ps | $pm | $(awk -v a="$ps" -v b="$ns" 'BEGIN {printf "%.1fx", a / b}') |"
done
