#!/usr/bin/env bash
# npu-lint's benchmark: builds its inputs locally, times npu-lint against what a user would do
# instead (hyperfine; peak memory with /usr/bin/time), and writes bench/RESULTS.md.
#   bench/run.sh            the full run (models of 100 MB, 1.1 GB and 2.2 GB; a 300-TU tree;
#                           100,000 lines of Python)
#   bench/run.sh --smoke    a small, fast variant for the test suite; writes build/bench-smoke/RESULTS.md
# Needs a build (scripts/build.sh), hyperfine and Debian's python3-torch.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--smoke" ]; then
  work=build/bench-smoke runs=1 tus=12 py_lines=5000 out=build/bench-smoke/RESULTS.md
  models=(embedding_2mb embedding_20mb)
else
  work=build/bench runs=7 tus=300 py_lines=100000 out=bench/RESULTS.md
  models=(embedding_100mb embedding_1gb embedding_2gb)
fi
bin=$PWD/build/npu-lint
results=$work/results
mkdir -p "$results"
rm -f "$results"/*
export NPU_LINT_NO_CACHE=1  # every timed run is cold unless it names --cache-dir
stage() { printf '== %s (%s)\n' "$1" "$(date +%T)" >&2; }

# The largest resident set of any process the command ran, in KiB, over up to 3 runs.
peak() {
  local name=$1 max=0 kb
  shift
  for _ in 1 2 3; do
    /usr/bin/time -o "$results/time.tmp" -f "%M" "$@" >/dev/null 2>&1 || true
    kb=$(tail -1 "$results/time.tmp")
    ((kb > max)) && max=$kb
    [ "$runs" = 1 ] && break
  done
  echo "$max" >"$results/$name.peak_kb"
}

timed() {  # NAME COMMAND... : hyperfine's statistics in $results/NAME.json
  local name=$1
  shift
  hyperfine -N -i --style none --runs "$runs" --warmup 1 --export-json "$results/$name.json" -n "$name" "$*" >/dev/null
}

stage "inputs"
/usr/bin/python3 tests/fixtures/models/make_models.py "$work/models" --only "${models[@]}" >/dev/null
/usr/bin/python3 bench/make_tree.py "$work/tree" "$tus" >/dev/null
/usr/bin/python3 bench/make_python_tree.py "$work/python" "$py_lines" >"$results/python.size"

stage "models: npu-lint against torch.jit.load + inline + walk"
# What starting LibTorch alone costs: the model helper printing its usage.
timed "model.helper-start" "$PWD/build/npu-lint-torchscript --help"
peak "model.helper-start" "$PWD/build/npu-lint-torchscript" --help
for m in "${models[@]}"; do
  f=$work/models/$m.pt
  timed "model.$m.npu-lint" "$bin --no-config --no-cache --format json --fail-on never $f"
  peak "model.$m.npu-lint" "$bin" --no-config --no-cache --format json --fail-on never "$f"
  timed "model.$m.python" "/usr/bin/python3 bench/torch_jit_walk.py $f"
  peak "model.$m.python" /usr/bin/python3 bench/torch_jit_walk.py "$f"
  stat -c %s "$f" >"$results/model.$m.bytes"
done

stage "start-up"
timed "startup.version" "$bin --version"
timed "startup.small-source" "$bin --no-config --no-cache --format json --fail-on never examples/cuda_extension/segment_ops.cu"
peak "startup.small-source" "$bin" --no-config --no-cache examples/cuda_extension/segment_ops.cu
(ldd "$bin" | grep -cE 'libtorch|libclang|libLLVM' || true) >"$results/startup.heavy_libraries"

stage "one translation unit: npu-lint against clang++ -fsyntax-only with LibTorch's headers"
tu=$work/tree/csrc/op_0000.cu
timed "tu.clang" "clang++-14 -xcuda --cuda-host-only -nocudainc -nocudalib --no-cuda-version-check -fsyntax-only -ferror-limit=0 -std=c++17 -I/usr/include/torch/csrc/api/include -I/usr/include/python3.11 $tu"
timed "tu.npu-lint" "$bin --no-config --no-cache --format json --fail-on never $tu"

stage "whole tree: -j 1 against -j $(nproc), and the machine's own ceiling (the Clang helper alone, one process against $(nproc) on equal parts), in turn"
files=("$work"/tree/csrc/*.cu)
helper="build/npu-lint-cuda --headers build/cuda_headers"
parts=""
for ((p = 0; p < $(nproc); p++)); do
  part=()
  for ((i = p; i < ${#files[@]}; i += $(nproc))); do part+=("${files[$i]}"); done
  parts+="$helper ${part[*]} >/dev/null & "
done
scan_tree="$bin --no-config --no-cache --format json --fail-on never $work/tree/csrc"
/usr/bin/python3 bench/interleaved.py "$results" "$runs" "ceiling.one=$helper ${files[*]}" "ceiling.parallel=${parts} wait" \
  "tree.j1=$scan_tree -j 1" "tree.jN=$scan_tree -j $(nproc)"
peak "tree.jN" "$bin" --no-config --no-cache --format json --fail-on never -j "$(nproc)" "$work/tree/csrc"
nproc >"$results/tree.cores"
ls "$work/tree/csrc" | wc -l >"$results/tree.files"

stage "python: a cold scan of real Python code"
scan_python="$bin --no-config --no-cache --format json --fail-on never $work/python"
timed "python.j1" "$scan_python -j 1"
timed "python.jN" "$scan_python -j $(nproc)"
peak "python.jN" $scan_python -j "$(nproc)"

stage "incremental: cold cache, unchanged tree, one file changed"
cache=$work/cache
for format in json text; do
  scan="$bin --no-config --cache-dir $cache --format $format --fail-on never $work/tree/csrc"
  hyperfine -N -i --style none --runs "$runs" --export-json "$results/cache.$format.cold.json" -n cache.cold \
    --prepare "rm -rf $cache" "$scan" >/dev/null
  $scan >/dev/null || true
  timed "cache.$format.warm" "$scan"
  hyperfine -i --style none --runs "$runs" --export-json "$results/cache.$format.one-changed.json" -n cache.one-changed \
    --prepare "echo '// edit' >> $work/tree/csrc/op_0001.cu" "$scan" >/dev/null
done

stage "shards: 2 shards + merge against one run"
$bin --no-config --no-cache --format json --fail-on never "$work/tree/csrc" examples >"$results/shard.single.out" 2>/dev/null || true
for k in 1 2; do
  $bin --no-config --no-cache --fail-on never --shard "$k/2" -o "json=$results/shard.$k.out" "$work/tree/csrc" examples >/dev/null 2>&1 || true
done
$bin merge --no-config --format json --fail-on never "$results/shard.1.out" "$results/shard.2.out" >"$results/shard.merged.out" || true
timed "shard.merge" "$bin merge --no-config --format json --fail-on never $results/shard.1.out $results/shard.2.out"

stage "report"
/usr/bin/python3 bench/report.py "$results" "$out" "$*"
echo "wrote $out" >&2
