#!/usr/bin/env bash
# Per-TU time: npu-lint (standalone) against `clang++ -fsyntax-only -ferror-limit=0 -nocudainc` of the
# same TU with the installed LibTorch headers. Usage: bench/source_tu.sh FILE.cu... (after scripts/build.sh)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
seconds() { /usr/bin/time -o "$tmp" -f "%e" "$@" >/dev/null 2>&1 || true; tail -1 "$tmp"; }
echo "| TU | clang++ -fsyntax-only, LibTorch headers (s) | npu-lint, whole run (s) | ratio |"
echo "|---|---|---|---|"
for f in "$@"; do
  d=$(dirname "$f")
  c=$(seconds clang++-14 -xcuda --cuda-host-only -nocudainc -nocudalib --no-cuda-version-check -fsyntax-only \
        -ferror-limit=0 -std=c++17 -I/usr/include/torch/csrc/api/include -I/usr/include/python3.11 -I"$d" -I"$d/.." "$f")
  n=$(seconds "$root/build/npu-lint" --format json --fail-on never "$f")
  echo "| $(basename "$f") | $c | $n | $(awk -v a="$c" -v b="$n" 'BEGIN {printf "%.1fx", a / b}') |"
done
