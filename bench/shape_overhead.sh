#!/usr/bin/env bash
# What the shape analysis (--input) adds to a model scan, for one input set: the benchmark's
# embedding models and torchvision's ResNet-50 and ViT-B/16 (traced at batch 8). Writes the
# "Shape analysis" section of bench/RESULTS.md (between its markers).
#   bench/shape_overhead.sh [--smoke]   (--smoke: the 2 MB model only, 1 run, RESULTS.md untouched)
# Needs a build (scripts/build.sh), hyperfine and Debian's python3-torch/python3-torchvision.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--smoke" ]; then
  work=build/bench-smoke/shapes runs=1 models=(embedding_2mb) vision=() out=""
else
  work=build/bench/shapes runs=7 models=(embedding_100mb embedding_1gb embedding_2gb) vision=(resnet50 vit_b_16) out=bench/RESULTS.md
fi
bin=$PWD/build/npu-lint
mkdir -p "$work"
export NPU_LINT_NO_CACHE=1
/usr/bin/python3 tests/fixtures/models/make_models.py "$work" --only "${models[@]}" >/dev/null
for v in "${vision[@]}"; do
  [ -f "$work/$v.pt" ] || /usr/bin/python3 -c "
import sys, torch, torchvision
m = getattr(torchvision.models, sys.argv[1])().eval()
torch.jit.trace(m, torch.randn(8, 3, 224, 224), check_trace=False).save(sys.argv[2])" "$v" "$work/$v.pt" 2>/dev/null
done
median() { /usr/bin/python3 -c "import json,sys; r=json.load(open(sys.argv[1]))['results'][0]; print('%.3f %.3f %.3f' % (r['median'], r['min'], r['max']))" "$1"; }
rows=""
for m in "${models[@]}" "${vision[@]}"; do
  case $m in embedding_*) input="--input 2x5:int64" ;; *) input="--input 8x3x224x224" ;; esac
  f=$work/$m.pt
  hyperfine -N -i --style none --runs "$runs" --warmup 1 --export-json "$work/$m.plain.json" \
    "$bin --no-config --format json --fail-on never $f" >/dev/null
  hyperfine -N -i --style none --runs "$runs" --warmup 1 --export-json "$work/$m.shapes.json" \
    "$bin --no-config --format json --fail-on never $input $f" >/dev/null
  read -r p pmin pmax <<<"$(median "$work/$m.plain.json")"
  read -r s smin smax <<<"$(median "$work/$m.shapes.json")"
  ops=$("$bin" --no-config --format json --fail-on never $input "$f" | /usr/bin/python3 -c "import json,sys; t=json.load(sys.stdin)['targets'][0]; print(len(t['facts']['shapes'][0]['ops']))")
  pct=$(/usr/bin/python3 -c "print('%+.1f%%' % (100 * ($s - $p) / $p))")
  rows+="| $m | \`${input}\` | $ops | $p ($pmin-$pmax) | $s ($smin-$smax) | **$pct** | $runs |"$'\n'
done
section="<!-- shape-analysis -->
## Shape analysis

What \`--input\` adds to a model scan (one input set): \`npu-lint --format json\` with and without it, written by \`bench/shape_overhead.sh\` on $(date +%F). The target is under 20 %. Times are hyperfine's median (min-max) in seconds after one warm-up run; \"op calls\" is how many op calls the analysis evaluated and recorded. A difference smaller than the runs' min-max spread is noise (a negative \"added\" is one).

| model | input | op calls | without s | with s | added | runs |
|---|---|---|---|---|---|---|
$rows<!-- /shape-analysis -->"
if [ -z "$out" ]; then
  printf '%s\n' "$section"
  exit 0
fi
/usr/bin/python3 - "$out" "$section" <<'PY'
import re, sys
path, section = sys.argv[1], sys.argv[2]
text = open(path).read()
if "<!-- shape-analysis -->" in text:
    text = re.sub(r"<!-- shape-analysis -->.*?<!-- /shape-analysis -->", lambda m: section, text, flags=re.S)
else:
    text = text.replace("\n## Start-up", "\n" + section + "\n\n## Start-up", 1)
open(path, "w").write(text)
PY
echo "bench/shape_overhead.sh: wrote the Shape analysis section of $out"
