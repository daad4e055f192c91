#!/usr/bin/python3
"""Turns bench/run.sh's measurements into RESULTS.md: one table per comparison, then each
performance target of the issue with the figure measured and whether it was met.

usage: bench/report.py RESULTS_DIR OUT.md [RUN_ARGS]
"""
import datetime
import json
import os
import platform
import statistics
import sys


def main():
    results, out = sys.argv[1], sys.argv[2]
    smoke = "--smoke" in (sys.argv[3] if len(sys.argv) > 3 else "")

    def path(name):
        return os.path.join(results, name)

    def stats(name):
        r = json.load(open(path(name + ".json")))["results"][0]
        return {"median": r["median"], "min": r["min"], "max": r["max"], "runs": len(r["times"])}

    def value(name, cast=int):
        return cast(open(path(name)).read().strip())

    def peak_mib(name):
        return value(name + ".peak_kb") / 1024

    def seconds(s):
        return f"{s:.3f}"

    lines = []
    targets = []  # (target, measured, met)

    def table(header, rows):
        lines.append("| " + " | ".join(header) + " |")
        lines.append("|" + "---|" * len(header))
        for row in rows:
            lines.append("| " + " | ".join(str(c) for c in row) + " |")
        lines.append("")

    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
    lines += [("# npu-lint benchmark (smoke run: tiny inputs, one run each)" if smoke else "# npu-lint benchmark"), "",
              f"Written by `bench/run.sh{' --smoke' if smoke else ''}` on {datetime.date.today()}: "
              f"{os.cpu_count()} cores ({cpu}), {platform.system()} {platform.release()}. "
              "Times are hyperfine's median (min-max) over the runs shown, after one warm-up run, with the "
              "page cache warm; peak memory is the largest resident set of any process of the command "
              "(`/usr/bin/time -f %M`, the maximum of up to 3 runs). Every npu-lint run is cold (`--no-cache`) "
              "unless it says otherwise. These shared 2-core machines are noisy: compare ratios measured in "
              "the same run, not absolute times across runs.", ""]

    # Models
    lines += ["## Model scan: npu-lint against `torch.jit.load` + inline + graph walk in Python", "",
              "`npu-lint --format json` (full scan: inventory, verdicts, findings) against "
              "[`bench/torch_jit_walk.py`](torch_jit_walk.py), on one architecture (an embedding model) at "
              "three parameter sizes.", ""]
    rows, model_figures = [], []
    models = sorted({f.split(".")[1] for f in os.listdir(results) if f.startswith("model.") and f.endswith(".bytes")},
                    key=lambda m: value(f"model.{m}.bytes"))
    for m in models:
        n, p = stats(f"model.{m}.npu-lint"), stats(f"model.{m}.python")
        nm, pm = peak_mib(f"model.{m}.npu-lint"), peak_mib(f"model.{m}.python")
        size = value(f"model.{m}.bytes") / 1e6
        ratio, mem = p["median"] / n["median"], 100 * nm / pm
        ratio_min = p["min"] / n["min"]
        model_figures.append((size, ratio, mem, n["min"], nm, ratio_min))
        rows.append([f"{m} ({size:,.0f} MB)", f"{seconds(n['median'])} ({seconds(n['min'])}-{seconds(n['max'])})",
                     f"{nm:.0f}", f"{seconds(p['median'])} ({seconds(p['min'])}-{seconds(p['max'])})", f"{pm:.0f}",
                     f"**{ratio:.1f}x**", f"{ratio_min:.1f}x", f"{mem:.1f}%", n["runs"]])
    table(["model", "npu-lint s", "npu-lint peak MiB", "Python s", "Python peak MiB", "speed-up (medians)",
           "speed-up (minima)", "memory vs Python", "runs"], rows)
    h = stats("model.helper-start")
    hm = peak_mib("model.helper-start")
    lines += [f"Most of npu-lint's time and memory here is starting LibTorch in its model helper: "
              f"`npu-lint-torchscript --help`, which reads nothing, took {seconds(h['median'])} s "
              f"({seconds(h['min'])}-{seconds(h['max'])}) and {hm:.0f} MiB. Against each Python run that start "
              "alone bounds the speed-up and the memory share, whatever the scan itself costs:", ""]
    bound_rows = []
    for m in models:
        p_ = stats(f"model.{m}.python")
        pm_ = peak_mib(f"model.{m}.python")
        bound_rows.append([m, f"{p_['median'] / h['median']:.1f}x", f"{100 * hm / pm_:.1f}%"])
    table(["model", "best possible speed-up (Python median / LibTorch start median)", "least possible memory share"], bound_rows)
    if model_figures:
        small, large = model_figures[0], model_figures[-1]
        for size, ratio, mem, _, _, ratio_min in model_figures:
            if size >= 1000:
                targets.append((f"model {size:,.0f} MB: >= 10x faster, peak < 12% of Python's",
                                f"{ratio:.1f}x (minima {ratio_min:.1f}x), {mem:.1f}%", ratio >= 10 and mem < 12))
            elif 50 <= size < 1000:
                targets.append((f"model {size:,.0f} MB: >= 1.5x faster", f"{ratio:.1f}x", ratio >= 1.5))
        # Judged on the fastest run: medians of identical runs swing by a third on these machines.
        growth_t, growth_m = large[3] / small[3], large[4] / small[4]
        targets.append((f"model scan flat from {small[0]:,.0f} MB to {large[0]:,.0f} MB (fastest run and peak memory within 25%)",
                        f"time x{growth_t:.2f}, memory x{growth_m:.2f}", growth_t < 1.25 and growth_m < 1.25))

    # Start-up
    v, s = stats("startup.version"), stats("startup.small-source")
    heavy = value("startup.heavy_libraries")
    lines += ["## Start-up", "",
              f"`npu-lint` links neither LibTorch nor Clang (`ldd build/npu-lint` lists {heavy} of libtorch, "
              "libclang-cpp, libLLVM): the model frontend (`npu-lint-torchscript`) and the Clang pass "
              "(`npu-lint-cuda`) are helper processes started only for inputs that need them.", ""]
    table(["command", "median s", "min-max s", "peak MiB"],
          [["`npu-lint --version`", seconds(v["median"]), f"{seconds(v['min'])}-{seconds(v['max'])}", ""],
           ["`npu-lint examples/cuda_extension/segment_ops.cu` (one small source, Clang pass included)",
            seconds(s["median"]), f"{seconds(s['min'])}-{seconds(s['max'])}", f"{peak_mib('startup.small-source'):.0f}"]])
    targets.append(("`--version` < 50 ms", f"{1000 * v['median']:.0f} ms", v["median"] < 0.050 and heavy == 0))
    targets.append(("one small source file < 250 ms", f"{1000 * s['median']:.0f} ms", s["median"] < 0.250))

    # One TU
    c, t = stats("tu.clang"), stats("tu.npu-lint")
    lines += ["## One translation unit", "",
              "A TU of the synthetic tree (includes `torch/extension.h` and `ATen/cuda/CUDAContext.h`): "
              "`clang++-14 -xcuda --cuda-host-only -nocudainc -fsyntax-only -ferror-limit=0` against the installed "
              "LibTorch headers, against a whole `npu-lint` run on it in standalone mode.", ""]
    table(["command", "median s", "min-max s", "ratio"],
          [["clang++ -fsyntax-only", seconds(c["median"]), f"{seconds(c['min'])}-{seconds(c['max'])}", ""],
           ["npu-lint", seconds(t["median"]), f"{seconds(t['min'])}-{seconds(t['max'])}", f"**{c['median'] / t['median']:.1f}x**"]])
    targets.append(("per TU >= 10x faster than clang++ -fsyntax-only", f"{c['median'] / t['median']:.1f}x",
                    c["median"] / t["median"] >= 10))

    # Tree: its four commands ran in turn, round after round, so the ratios are taken per round.
    def per_round(slow, fast):
        a, b = (json.load(open(path(n + ".json")))["results"][0]["times"] for n in (slow, fast))
        return statistics.median(x / y for x, y in zip(a, b))

    j1, jn = stats("tree.j1"), stats("tree.jN")
    cores, files = value("tree.cores"), value("tree.files")
    scaling = per_round("tree.j1", "tree.jN")
    lines += ["## Whole tree", "",
              f"The synthetic tree ([`bench/make_tree.py`](make_tree.py)): {files} files, every TU including "
              "the same project header (`common.cuh`, with a kernel of its own: reported once, for the header).", "",
              "The two runs below and the two of the ceiling ran in turn, round after round, so that a slow spell "
              "of this shared machine falls on all four; speed-ups are the median of the per-round ratios.", ""]
    table(["run", "median s", "min-max s", "files/s", "peak MiB"],
          [["-j 1", seconds(j1["median"]), f"{seconds(j1['min'])}-{seconds(j1['max'])}", f"{files / j1['median']:.0f}", ""],
           [f"-j {cores}", seconds(jn["median"]), f"{seconds(jn['min'])}-{seconds(jn['max'])}", f"{files / jn['median']:.0f}",
            f"{peak_mib('tree.jN'):.0f}"]])
    one, par = stats("ceiling.one"), stats("ceiling.parallel")
    ceiling = per_round("ceiling.one", "ceiling.parallel")
    lines += [f"What {cores} cores give here: the Clang helper alone over the tree's TUs took "
              f"{seconds(one['median'])} s as one process and {seconds(par['median'])} s as {cores} processes on "
              f"equal parts (medians), a speed-up of **{ceiling:.2f}x** for fully independent work: the ceiling any "
              f"`-j` can reach on this machine. npu-lint's -j {cores} speed-up is {scaling:.2f}x, "
              f"{100 * scaling / ceiling:.0f}% of it.", ""]
    targets.append((f"-j {cores} scales near-linearly (speed-up over -j 1 >= {0.8 * cores:.1f})",
                    f"{scaling:.2f}x on {cores} cores", scaling >= 0.8 * cores))
    targets.append((f"-j {cores} reaches >= 80% of the machine's own ceiling for {cores} independent processes",
                    f"{scaling:.2f}x of {ceiling:.2f}x ({100 * scaling / ceiling:.0f}%)", scaling >= 0.8 * ceiling))

    # Python
    py_files, py_lines = (int(x) for x in open(path("python.size")).read().split())
    p1, pn = stats("python.j1"), stats("python.jN")
    lines += ["## Python sources", "",
              f"Real Python code: the first {py_files} files of Debian's own `python3-torch` package in path order "
              f"({py_lines:,} lines, [`bench/make_python_tree.py`](make_python_tree.py)), scanned cold with every rule "
              "(`--format json`): parsing with tree-sitter, name resolution, the op link and the rules.", ""]
    table(["run", "median s", "min-max s", "ms per file", "lines/s", "peak MiB"],
          [["-j 1", seconds(p1["median"]), f"{seconds(p1['min'])}-{seconds(p1['max'])}",
            f"{1000 * p1['median'] / py_files:.2f}", f"{py_lines / p1['median']:,.0f}", ""],
           [f"-j {cores}", seconds(pn["median"]), f"{seconds(pn['min'])}-{seconds(pn['max'])}",
            f"{1000 * pn['median'] / py_files:.2f}", f"{py_lines / pn['median']:,.0f}", f"{peak_mib('python.jN'):.0f}"]])
    if py_lines >= 100000:
        targets.append((f"{py_lines:,} lines of Python scan cold in < 2 s on {cores} cores",
                        f"{seconds(pn['median'])} s", pn["median"] < 2.0))

    # Cache
    lines += ["## Incremental re-scan (the result cache)", "",
              "The same tree with `--cache-dir`: emptied before each cold run; unchanged for the warm run; one "
              "TU edited before each run for the last row. A warm run still reads every file (the cache key is "
              "its content), runs the rules and renders the report; the JSON report of a large tree is "
              "megabytes (every finding with its rewrite text), so both formats are shown.", ""]
    rows = []
    for fmt in ("json", "text"):
        cold, warm, one = stats(f"cache.{fmt}.cold"), stats(f"cache.{fmt}.warm"), stats(f"cache.{fmt}.one-changed")
        for label, st in (("cold", cold), ("warm, unchanged", warm), ("one file changed", one)):
            rows.append([fmt, label, seconds(st["median"]), f"{seconds(st['min'])}-{seconds(st['max'])}",
                         f"{100 * st['median'] / cold['median']:.1f}%"])
        targets.append((f"unchanged re-scan < 10% of cold (--format {fmt})", f"{100 * warm['median'] / cold['median']:.1f}%",
                        warm["median"] < 0.10 * cold["median"]))
        targets.append((f"one changed file costs about one TU (--format {fmt}; <= warm + 2 x one-TU scan)",
                        f"{seconds(one['median'])} s (warm {seconds(warm['median'])} s + one TU {seconds(t['median'])} s)",
                        one["median"] <= warm["median"] + 2 * t["median"]))
    table(["format", "run", "median s", "min-max s", "share of cold"], rows)

    # Shards
    single = json.load(open(path("shard.single.out")))
    merged = json.load(open(path("shard.merged.out")))
    shards = [json.load(open(path(f"shard.{k}.out"))) for k in (1, 2)]
    m = stats("shard.merge")
    same = single == merged
    lines += ["## Scale-out", "",
              f"`--shard 1/2` and `--shard 2/2` over the tree and `examples/` ({len(shards[0]['targets'])} + "
              f"{len(shards[1]['targets'])} inputs), then `npu-lint merge`: the merged JSON "
              f"{'is identical to' if same else 'DIFFERS from'} a single run's "
              f"({single['summary']['findings']} findings). Merging took {seconds(m['median'])} s.", ""]
    targets.append(("--shard + merge identical to a single run", "identical" if same else "different", same))

    lines += ["## Targets", ""]
    table(["target", "measured", "met"], [[t_, m_, "yes" if ok else "**no**"] for t_, m_, ok in targets])
    with open(out, "w") as f:
        f.write("\n".join(lines))


if __name__ == "__main__":
    main()
