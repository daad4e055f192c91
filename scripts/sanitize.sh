#!/usr/bin/env bash
# The reliability stage: a Clang build with AddressSanitizer + UndefinedBehaviorSanitizer runs
# the whole test suite, then each libFuzzer target runs for a bounded time on its seed corpus.
#   scripts/sanitize.sh [SECONDS_PER_FUZZ_TARGET]   (default 15)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-15}
stage() { printf '== %s (%s)\n' "$1" "$(date +%T)"; }
export ASAN_OPTIONS="abort_on_error=0:detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=0"
export LSAN_OPTIONS="suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"

stage "sanitizer build (clang-14, ASan + UBSan, fuzz targets)"
# In batches (NPU_LINT_UNITY_BUILD=ON, the default), as the plain build: file by file it took
# twice as long (10 min 50 s of a 45-minute CI run). A file that compiles only beside the others
# of its batch shows in an editing build (OFF).
generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
if [ -f build-asan/CMakeCache.txt ]; then
  cmake -S . -B build-asan -DNPU_LINT_UNITY_BUILD=ON >/dev/null
else
  CC=clang-14 CXX=clang++-14 cmake -S . -B build-asan "${generator[@]}" \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DNPU_LINT_SANITIZE=ON -DNPU_LINT_FUZZ=ON -DNPU_LINT_UNITY_BUILD=ON >/dev/null
fi
cmake --build build-asan --parallel "$(nproc)"

stage "test suite under ASan + UBSan"
# Every test that runs npu-lint's code on an input. Not here: the tests labelled data (committed
# data, docs and layout, checked in Python), consumer (outside programs reading the outputs) and
# bench (tests/CMakeLists.txt); the test that compares peak memory across model sizes (ASan's
# shadow memory skews it); and two that rerun fixtures other tests run, to compare outputs (text
# line width, -j 4 against -j 1): 4 minutes under ASan, no code path of their own.
(cd build-asan && ctest --output-on-failure --parallel "$(nproc)" -LE "^(data|consumer|bench)$" \
  -E "memory and time do not grow|fits 160 characters|-j N gives the same report")

project_readers="requirements pyproject setup_cfg dockerfile shell yaml toml"
targets="fuzz_archive_reader fuzz_lexical_scan fuzz_data_files fuzz_python $(printf 'fuzz_%s ' $project_readers)"

# One fuzz target for $seconds on its seeds; its summary goes to build-asan/<target>.log, its exit
# status to build-asan/<target>.status, a failing input to build-asan/<target>-crash-* (leak-,
# timeout-, oom-). Run in the background: a step failing here ends this target only, and the
# status file it then lacks says so.
fuzz_one() {
  local target=$1 corpus=build-asan/corpus/$1
  mkdir -p "$corpus"
  # Seeds: the committed corpus, every input a fuzzer once crashed on (regressions/<target>-*),
  # for the lexical pass the example extension's sources, for the Python scan the Python fixtures;
  # the project-file readers share theirs (a YAML seed mutates into a requirements file well).
  case " $project_readers " in
    *" ${target#fuzz_} "*) cp -n tests/fuzz/corpus/project_files/* tests/fuzz/regressions/project_files-* "$corpus"/ || true ;;
    *) cp -n tests/fuzz/corpus/"$target"/* tests/fuzz/regressions/"${target#fuzz_}"-* "$corpus"/ 2>/dev/null || true ;;
  esac
  if [ "$target" = fuzz_lexical_scan ]; then cp -n examples/cuda_extension/* "$corpus"/; fi
  if [ "$target" = fuzz_python ]; then
    find tests/fixtures examples -name "*.py" | while read -r f; do cp -n "$f" "$corpus/$(echo "$f" | tr / _)" || true; done
  fi
  local status=0
  build-asan/tests/fuzz/$target -max_total_time="$seconds" -print_final_stats=1 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="build-asan/$target-" "$corpus" > "build-asan/$target.out" 2>&1 || status=$?
  echo "$status" > "build-asan/$target.status"
  grep -E "^(#[0-9]+ +DONE|stat::number_of_executed_units|stat::new_units_added|stat::peak_rss_mb|==[0-9]+==ERROR|SUMMARY)" \
    "build-asan/$target.out" > "build-asan/$target.log" || true
}

stage "fuzz each target for ${seconds} s, $(nproc) at a time"
rm -f build-asan/fuzz_*-crash-* build-asan/fuzz_*-leak-* build-asan/fuzz_*-timeout-* build-asan/fuzz_*-oom-* \
  build-asan/fuzz_*.status build-asan/fuzz_*.log
for target in $targets; do
  [ -x "build-asan/tests/fuzz/$target" ] || { echo "fuzz: $target was not built"; exit 1; }
  fuzz_one "$target" &
  while [ "$(jobs -rp | wc -l)" -ge "$(nproc)" ]; do wait -n || true; done
done
wait
failed=0
for target in $targets; do
  echo "-- $target"
  if [ ! -f "build-asan/$target.status" ]; then
    echo "fuzz: $target did not run (a step before it failed)"
    failed=1
    continue
  fi
  cat "build-asan/$target.log"
  # (Not `ls a-* b-*`: it fails when any one pattern matches nothing, so it once missed a crash
  # whenever the other three kinds were absent.)
  found=$(find build-asan -maxdepth 1 \( -name "$target-crash-*" -o -name "$target-leak-*" -o -name "$target-timeout-*" -o -name "$target-oom-*" \))
  if [ -n "$found" ]; then
    echo "fuzz: $target found a failing input: $found"
    failed=1
  elif [ "$(cat "build-asan/$target.status")" != 0 ]; then
    echo "fuzz: $target exited with status $(cat "build-asan/$target.status"): $(tail -n 3 "build-asan/$target.out" | tr '\n' ' ')"
    failed=1
  fi
done
[ "$failed" = 0 ] || exit 1
stage "sanitizers and fuzzing done"
