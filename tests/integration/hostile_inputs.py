"""Hostile models and broken source trees: each ends with a defined exit code and a one-line
reason (or a partial status), within bounded time and memory, without crashing npu-lint,
running archive code, or writing anywhere but the requested outputs.

usage: hostile_inputs.py NPU_LINT HOSTILE_DIR   (HOSTILE_DIR from tests/fixtures/hostile/make_hostile.py)
"""
import json
import os
import sys
import time

from common import fail, run, scratch

MAX_SECONDS = 120
MAX_PEAK_MIB = 2048


def scan(npu_lint, paths, extra=(), cwd=None):
    """Runs npu-lint with --format json; returns (exit code, report, stderr, seconds, peak MiB)."""
    timing = os.path.join(scratch("npu-lint-time-"), "time")
    start = time.monotonic()
    result = run(["/usr/bin/time", "-o", timing, "-f", "%M", npu_lint, "--no-config", "--no-cache", "--format", "json",
                  "--fail-on", "never", *extra, *paths], cwd=cwd)
    seconds = time.monotonic() - start
    peak = int(open(timing).read().split()[-1]) / 1024
    try:
        report = json.loads(result.stdout)
    except json.JSONDecodeError as e:
        fail(f"{paths}: the JSON output does not parse ({e}); stderr: {result.stderr}")
    if "internal error" in result.stderr or result.returncode < 0 or result.returncode > 3:
        fail(f"{paths}: npu-lint crashed or hit an internal error (exit {result.returncode}): {result.stderr}")
    if seconds > MAX_SECONDS or peak > MAX_PEAK_MIB:
        fail(f"{paths}: took {seconds:.1f} s and {peak:.0f} MiB (limits {MAX_SECONDS} s, {MAX_PEAK_MIB} MiB)")
    return result.returncode, report, result.stderr, seconds, peak


def target(report, suffix):
    matches = [t for t in report["targets"] if t["path"].endswith(suffix)]
    if len(matches) != 1:
        fail(f"expected one target ending in {suffix}, got {[t['path'] for t in report['targets']]}")
    return matches[0]


def main():
    npu_lint, hostile = sys.argv[1], sys.argv[2]
    outcomes = []

    def model_case(name, expected_status, reason, extra=()):
        code, report, err, seconds, peak = scan(npu_lint, [os.path.join(hostile, name)], extra)
        t = report["targets"][0]
        if t["status"] != expected_status:
            fail(f"{name}: status {t['status']}, expected {expected_status}; problems: {t['problems']}")
        if reason not in " ".join(t["problems"]):
            fail(f"{name}: the reason {t['problems']} does not mention {reason!r}")
        lines = [l for l in err.splitlines() if l]
        if expected_status == "error" and (code != 2 or len(lines) != 1):
            fail(f"{name}: exit {code} with {len(lines)} stderr lines, expected exit 2 and one line: {err}")
        if "NPU_LINT_SETSTATE_RAN" in err + json.dumps(report):
            fail(f"{name}: code from the archive ran")
        outcomes.append((name + (" " + " ".join(extra) if extra else ""), f"exit {code}, {t['status']}: {t['problems'][0] if t['problems'] else 'ok'}",
                         seconds, peak))

    model_case("truncated.pt", "error", "no end-of-directory record")
    model_case("wrong_magic.pt", "error", "not a zip archive")
    model_case("zip_bomb.pt", "error", "over the limit of 268435456")
    model_case("declared_4gb.pt", "error", "over the limit of 268435456")
    model_case("many_entries.pt", "error", "over the limit of 100000")
    model_case("dotdot.pt", "error", "leaves the archive")
    model_case("absolute.pt", "error", "leaves the archive")
    model_case("deep_pickle.pt", "error", "")
    model_case("unexpected_global.pt", "error", "")
    model_case("code_syntax_error.pt", "partial", "")
    model_case("huge_graph.pt", "ok", "")
    model_case("huge_graph.pt", "error", "over the limit of 100000", ["--max-graph-nodes", "100000"])
    model_case("many_entries.pt", "error", "over the limit of 1000", ["--max-archive-entries", "1000"])

    # setstate.pt: a valid model whose __setstate__ prints; reading it must not run it.
    code, report, err, seconds, peak = scan(npu_lint, [os.path.join(hostile, "setstate.pt")])
    if report["targets"][0]["status"] != "ok" or "NPU_LINT_SETSTATE_RAN" in err:
        fail(f"setstate.pt: {report['targets'][0]['problems']} / {err}")
    outcomes.append(("setstate.pt", f"exit {code}, ok: scanned, __setstate__ never ran", seconds, peak))

    # The source tree: every trap reported, every good file still scanned.
    tree = os.path.join(hostile, "tree")
    before = sorted(os.listdir(tree))
    code, report, err, seconds, peak = scan(npu_lint, [tree])
    if code != 3:
        fail(f"tree: exit {code}, expected 3 (incomplete): {err}")
    good = target(report, "good.cu")
    if good["status"] != "ok" or not good["findings"]:
        fail(f"good.cu was not scanned: {good}")
    if "binary" not in " ".join(target(report, "binary.cu")["problems"]):
        fail(f"binary.cu: {target(report, 'binary.cu')['problems']}")
    invalid = target(report, "invalid_utf8.cu")
    if invalid["status"] == "error":
        fail(f"invalid_utf8.cu not scanned: {invalid['problems']}")
    # 100,000 nested brackets: CPython refuses more than 200 ("too many nested parentheses"), and
    # so does npu-lint's parser (65,535 unclosed ones crashed libtree-sitter): said, not parsed.
    deep = target(report, "deep.py")
    if deep["status"] != "partial" or "brackets nested deeper than 200" not in deep["problems"][0]:
        fail(f"deep.py: {deep['status']} {deep['problems']}, {len(deep['findings'])} finding(s)")
    cycle = target(report, "uses_cycle.cu")
    if cycle["status"] != "partial":
        fail(f"uses_cycle.cu: {cycle['status']} {cycle['problems']}")
    if any(t["path"].endswith(("pipe.cu", "dangling.cu")) or "/loop/" in t["path"] for t in report["targets"]):
        fail("the walk followed a link or opened a pipe: " + str([t["path"] for t in report["targets"]]))
    if sorted(os.listdir(tree)) != before:
        fail("npu-lint wrote into the scanned tree")
    outcomes.append(("tree/ (binary, invalid UTF-8, include cycle, symlink loop, dangling link, FIFO, 100,000-deep Python)",
                     f"exit {code}; " + "; ".join(f"{os.path.basename(t['path'])}: {t['status']}" for t in report["targets"]),
                     seconds, peak))
    for name in ["dangling.cu", "pipe.cu"]:
        code, report, err, seconds, peak = scan(npu_lint, [os.path.join(tree, name)])
        if code != 2 or len(err.strip().splitlines()) != 1:
            fail(f"{name} given directly: exit {code}, {err}")
        outcomes.append((f"{name} named directly", f"exit {code}: {err.strip()}", seconds, peak))

    code, report, err, seconds, peak = scan(npu_lint, [os.path.join(tree, "good.cu")], ["-p", os.path.join(hostile, "db"), "--strict"])
    t = report["targets"][0]
    if t["status"] != "partial" or code != 3 or "not a folder here" not in t["problems"][0]:
        fail(f"compile database pointing outside: exit {code}, {t['status']} {t['problems']}")
    outcomes.append(("-p with a database pointing at a missing folder", f"exit {code}, partial: {t['problems'][0]}", seconds, peak))

    # -j 1: one Clang helper for both files, so the second proves a new one took over.
    code, report, err, seconds, peak = scan(npu_lint, [os.path.join(hostile, "big", "generated.cu"), os.path.join(tree, "good.cu")],
                                            ["--file-timeout", "5", "-j", "1"])
    t = next(t for t in report["targets"] if t["path"].endswith("generated.cu"))
    if t["status"] == "error" or code not in (0, 3) or seconds > 60:
        fail(f"50 MB source: exit {code}, {t['status']} {t['problems']}, {seconds:.1f} s")
    good = next(t for t in report["targets"] if t["path"].endswith("good.cu"))
    if good["status"] != "ok" or good["problems"]:
        fail(f"the file after the 50 MB one lost its Clang pass: {good['status']} {good['problems']}")
    outcomes.append(("50 MB generated .cu, --file-timeout 5", f"exit {code}, {t['status']}: {(t['problems'] or ['ok'])[0]}",
                     seconds, peak))

    code, report, err, seconds, peak = scan(npu_lint, [os.path.join(hostile, "many")], ["-j", "2"])
    if code != 0 or len(report["targets"]) != 1000 or peak > 1024:
        fail(f"1000 files: exit {code}, {len(report['targets'])} targets, peak {peak:.0f} MiB")
    outcomes.append(("1000 files, -j 2", f"exit {code}, 1000 ok", seconds, peak))

    print("| input | outcome | seconds | peak MiB |\n|---|---|---|---|")
    for name, outcome, seconds, peak in outcomes:
        print(f"| {name} | {outcome} | {seconds:.1f} | {peak:.0f} |")


if __name__ == "__main__":
    main()
