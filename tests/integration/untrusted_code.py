"""Running on untrusted code (docs/threat-model.md, "Running on untrusted code"): every promise there is a case
here. A pull request's tree sits beside a folder it must not reach (`outside/`, holding a
"secret" kernel); npu-lint scans the tree with every output format under strace, and must not
open a byte of `outside/`, write anywhere but its -o files and cache, or run anything the tree
holds: each would-be execution leaves a marker file.

usage: untrusted_code.py NPU_LINT MARKER_PLUGIN MODELS_DIR
"""
import io
import json
import os
import pickle
import re
import shutil
import subprocess
import sys
import time
import zipfile

from common import fail, run, scratch

SECRETS = ["npu_lint_secret_kernel", "npu_lint_secret_helper", "SECRET_7f3a"]
FORMATS = ["text", "json", "sarif", "html", "csv", "markdown", "junit", "github", "gitlab"]
MAX_SECONDS, MAX_PEAK_MIB = 60, 1024


class Tree:
    """base/{repo,outside,out,home,markers}: repo is what a pull request brings."""

    def __init__(self, plugin):
        self.base = os.path.realpath(scratch("npu-lint-untrusted-"))
        self.repo, self.outside = f"{self.base}/repo", f"{self.base}/outside"
        self.out, self.home, self.markers = f"{self.base}/out", f"{self.base}/home", f"{self.base}/markers"
        for d in [f"{self.repo}/.git", f"{self.repo}/src", f"{self.outside}/dir", self.out, self.home, self.markers]:
            os.makedirs(d, exist_ok=True)
        self.plugin = plugin
        w = self.write
        w("outside/secret.cu", "__global__ void npu_lint_secret_kernel(float* x) { x[0] = 7.f; }  // SECRET_7f3a\n"
                               "void run(float* x) { npu_lint_secret_kernel<<<1, 1>>>(x); cudaDeviceSynchronize(); }\n")
        w("outside/dir/other.cu", "__global__ void npu_lint_secret_kernel(float* x) { x[0] = 8.f; }  // SECRET_7f3a\n")
        w("outside/secret.h", "__device__ float npu_lint_secret_helper(float x) { return x * 3.f; }  // SECRET_7f3a\n"
                              "__global__ void npu_lint_secret_kernel(float* x) { x[0] = 9.f; }\n")
        w("outside/baseline.json", '{"tool": "npu-lint", "findings": [], "SECRET_7f3a": 1}\n')
        w("repo/src/good.cu", "__global__ void good_kernel(float* x) { x[0] = 1.f; }\n"
                              "void launch(float* x) { good_kernel<<<1, 1>>>(x); }\n")
        w("repo/src/escape.cu", '#include "../../outside/secret.h"\n'
                                f'#include "{self.outside}/secret.h"\n'
                                '#include "inc_link.h"\n'
                                "__global__ void escape_kernel(float* x) { x[0] = 2.f; }\n")
        self.link("../../outside/secret.cu", "repo/src/linked.cu")
        self.link("../../outside/dir", "repo/src/linkdir")
        self.link("../../outside/secret.h", "repo/src/inc_link.h")
        self.link("good.cu", "repo/src/inner_link.cu")
        self.link("missing.cu", "repo/src/dangling.cu")
        # Files a Python, shell or build tool would run; npu-lint must only ever read them.
        touch = lambda name: f"open('{self.markers}/{name}', 'w').close()\n"
        w("repo/setup.py", touch("setup_py_ran"))
        w("repo/conftest.py", touch("conftest_ran"))
        w("repo/sitecustomize.py", touch("sitecustomize_ran"))
        w("repo/evil.pth", "import os; " + touch("pth_ran"))
        w("repo/Dockerfile", f"FROM debian:12\nRUN touch {self.markers}/dockerfile_ran\n")
        w("repo/run.sh", f"#!/bin/sh\ntouch {self.markers}/script_ran\n")
        w("repo/CMakeLists.txt", f"execute_process(COMMAND touch {self.markers}/cmake_ran)\n")
        # Names a shell would expand: helpers get paths as argv or NUL-separated on stdin, never a command line.
        self.shell_names = ["$(touch m_dollar).cu", "`touch m_backtick`.cu", "a;touch m_semicolon;.cu"]
        for name in self.shell_names:
            w("repo/src/" + name, "__global__ void odd_name(float* x) { x[0] = 3.f; }\n")

    def write(self, rel, text):
        path = f"{self.base}/{rel}"
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
        return path

    def link(self, target, rel):
        os.symlink(target, f"{self.base}/{rel}")

    def env(self):
        env = {k: v for k, v in os.environ.items() if k not in ("NPU_LINT_NO_CACHE", "XDG_CACHE_HOME")}
        env.update(HOME=self.home, NPU_LINT_MARKER_DIR=self.markers)
        return env

    def markers_left(self):
        # Marker files, and files a shell would have made in the working directories used.
        made = os.listdir(self.markers)
        for d in [self.repo, f"{self.repo}/src", self.base]:
            made += [f"{d}/{n}" for n in os.listdir(d) if n.startswith("m_")]
        return made


def npu_lint(tree, argv, cwd=None, trace=None):
    """Runs npu-lint (under strace when `trace` names a file); returns (CompletedProcess, seconds, peak MiB)."""
    timing = f"{tree.base}/time"
    prefix = ["/usr/bin/time", "-o", timing, "-f", "%M"]
    if trace:
        prefix += ["strace", "-f", "-qq", "-o", trace, "-e",
                   "trace=open,openat,creat,rename,renameat,renameat2,mkdir,mkdirat,unlink,unlinkat,link,linkat,"
                   "symlink,symlinkat,truncate,execve"]
    start = time.monotonic()
    result = subprocess.run(prefix + argv, cwd=cwd or tree.base, env=tree.env(), capture_output=True, text=True,
                            errors="replace", timeout=600)
    seconds = time.monotonic() - start
    peak = int(open(timing).read().split()[-1]) / 1024 if os.path.exists(timing) else 0
    if result.returncode < 0 or result.returncode > 3 or "internal error" in result.stderr:
        fail(f"{argv}: crashed or hit an internal error (exit {result.returncode}): {result.stderr[-2000:]}")
    if seconds > MAX_SECONDS or peak > MAX_PEAK_MIB:
        fail(f"{argv}: {seconds:.1f} s, {peak:.0f} MiB (limits {MAX_SECONDS} s, {MAX_PEAK_MIB} MiB)")
    return result, seconds, peak


def command(argv, *flags):
    """npu-lint FLAGS ARGV, with a subcommand (merge) kept first."""
    if argv and argv[0] == "merge":  # merge reads no inputs, so it has no cache
        return [NPU_LINT, "merge", *[f for f in flags if f != "--no-cache"], *argv[1:]]
    return [NPU_LINT, *flags, *argv]


def strace_works():
    return subprocess.run(["strace", "-f", "-o", "/dev/null", "true"], capture_output=True).returncode == 0


TRACE_LINE = re.compile(r'^(\d+)\s+(\w+)\((.*)\)\s+=\s+(-?\d+)')


def traced_files(trace, cwd):
    """(reads, writes, executed) from an strace log: paths opened for reading, paths created,
    written, renamed, linked or removed, and programs started — successful calls only."""
    reads, writes, execs = set(), set(), set()
    for line in open(trace, errors="replace"):
        m = TRACE_LINE.match(line)
        if not m or int(m.group(4)) < 0:
            continue
        call, args = m.group(2), m.group(3)
        paths = [os.path.normpath(os.path.join(cwd, p)) for p in re.findall(r'"((?:[^"\\]|\\.)*)"', args)]
        if not paths:
            continue
        if call == "execve":
            execs.add(paths[0])
        elif call in ("open", "openat", "creat"):
            writing = call == "creat" or re.search(r"O_WRONLY|O_RDWR|O_CREAT|O_TRUNC", args)
            (writes if writing else reads).add(paths[0])
        else:
            writes.update(paths)
    return reads, writes, execs


def below(path, folder):
    return path == folder or path.startswith(folder.rstrip("/") + "/")


def check_no_secret(what, text):
    for secret in SECRETS:
        if secret in text:
            fail(f"{what}: holds {secret!r}, from outside the scanned paths")


def report_of(result):
    try:
        return json.loads(result.stdout)
    except json.JSONDecodeError as e:
        fail(f"the JSON output does not parse ({e}): {result.stdout[:500]} / {result.stderr[-500:]}")


def case_boundary(tree, outcomes):
    """Links and includes that leave the scanned paths: skipped and listed, no byte of outside/ read or reported."""
    outputs = [f"{f}={tree.out}/report.{f}" for f in FORMATS]
    trace = f"{tree.base}/trace" if strace_works() else None
    argv = [NPU_LINT, "--no-config", "--format", "json", "--fail-on", "warning"]
    for o in outputs:
        argv += ["-o", o]
    result, seconds, peak = npu_lint(tree, argv + [tree.repo], trace=trace)
    report = report_of(result)
    check_no_secret("stdout and stderr", result.stdout + result.stderr)
    for f in FORMATS:
        check_no_secret(f"the {f} report", open(f"{tree.out}/report.{f}", errors="replace").read())
    skipped = {os.path.basename(s["path"]): s["reason"] for s in report["skipped"]}
    if sorted(skipped) != ["dangling.cu", "inc_link.h", "linkdir", "linked.cu"]:
        fail(f"skipped: {report['skipped']}")
    if "leaves the scanned paths" not in skipped["linked.cu"] or "leaves the scanned paths" not in skipped["linkdir"]:
        fail(f"skip reasons: {skipped}")
    if any("outside" in reason for reason in skipped.values()):  # where a link leads, and whether it exists, is not said
        fail(f"skip reasons name a host path: {skipped}")
    text = open(f"{tree.out}/report.text").read()
    if "skipped, not read:" not in text or "linked.cu: a symbolic link that leaves the scanned paths" not in text:
        fail("the text report does not list the skipped links:\n" + text[-1500:])
    paths = sorted(os.path.relpath(t["path"], tree.repo) for t in report["targets"])
    if any("link" in p for p in paths):
        fail(f"a link was scanned: {paths}")
    escape = next(t for t in report["targets"] if t["path"].endswith("escape.cu"))
    outside_includes = escape["facts"]["source"].get("outside_includes")
    if outside_includes != ["../../outside/secret.h", f"{tree.outside}/secret.h", "inc_link.h"]:
        fail(f"escape.cu: outside_includes {outside_includes}")
    # The exit code is the one a tree without the links gives.
    without, _, _ = npu_lint(tree, [NPU_LINT, "--no-config", "--format", "json", "--fail-on", "warning",
                                    "--exclude", "*link*", "--exclude", "*dangling*", tree.repo])
    if result.returncode != without.returncode:
        fail(f"exit {result.returncode} with the links, {without.returncode} without them")
    outcome = f"exit {result.returncode} (same without the links); skipped {sorted(skipped)}; 3 includes not read"
    if trace:
        reads, writes, execs = traced_files(trace, tree.base)
        touched = [p for p in reads | writes if below(p, tree.outside)]
        if touched:
            fail(f"opened outside the scanned paths: {sorted(touched)}")
        cache = f"{tree.home}/.cache/npu-lint"
        made_for_cache = {f"{tree.home}/.cache"}  # the cache folder's parent, made with it
        stray = [p for p in writes if not (below(p, tree.out) or below(p, cache) or p in made_for_cache or
                                           p.startswith(("/dev/", "/proc/")))]
        if stray:
            fail(f"wrote outside the -o files and the cache: {sorted(stray)}")
        if not any(below(p, cache) for p in writes):
            fail("the trace saw no cache write: the write check would not see one either")
        helpers = {os.path.basename(p) for p in execs} - {"npu-lint"}
        if not helpers <= {"npu-lint-cuda", "npu-lint-torchscript"}:
            fail(f"started programs other than its helpers: {sorted(helpers)}")
        outcome += f"; strace: {len(reads)} files read, none in outside/; {len(writes)} written, all in out/ or the cache"
    else:
        outcome += "; strace cannot trace here: the open/write trace is NOT checked"
    outcomes.append(("links and includes leaving the tree", outcome, seconds, peak))


def case_widened(tree, outcomes):
    """What the user names is read as given: --follow-symlinks, a path on the command line, -I, -p."""
    def widened(argv, what, outside_read):
        result, seconds, peak = npu_lint(tree, [NPU_LINT, "--no-config", "--no-cache", "--format", "json",
                                                "--fail-on", "never"] + argv)
        report = report_of(result)
        if not outside_read(result.stdout, report):
            fail(f"{what}: the outside file was not read, so the boundary checks above prove nothing: {argv}")
        outcomes.append((what, f"exit {result.returncode}; the outside file is read", seconds, peak))
        return report

    secret_reported = lambda stdout, report: any(s in stdout for s in SECRETS)
    # Included headers' kernels are reported for the header, so an include read shows as none refused.
    includes_read = lambda stdout, report: not report["targets"][0]["facts"]["source"].get("outside_includes")
    report = widened(["--follow-symlinks", tree.repo], "--follow-symlinks", secret_reported)
    if [os.path.basename(s["path"]) for s in report["skipped"]] != ["dangling.cu"]:
        fail(f"--follow-symlinks still skipped {report['skipped']}")
    widened([f"{tree.repo}/src/linked.cu"], "a link named on the command line", secret_reported)
    escape = f"{tree.repo}/src/escape.cu"
    widened(["--follow-symlinks", "-I", tree.outside, escape], "-I naming the outside folder (+ --follow-symlinks for inc_link.h)",
            includes_read)
    db = f"{tree.base}/db"
    os.makedirs(db, exist_ok=True)
    with open(f"{db}/compile_commands.json", "w") as f:
        json.dump([{"directory": tree.repo, "file": escape,
                    "arguments": ["clang++", "-I", tree.outside, "-c", escape]}], f)
    widened(["-p", db, escape], "-p: the compile database is the user's", includes_read)


def case_config(tree, outcomes):
    """A config found in the working tree cannot widen what npu-lint reads; one named with --config can."""
    config = f"{tree.repo}/.npu-lint.toml"
    tree.link("../outside/baseline.json", "repo/baseline_link.json")
    cases = [('baseline = "../outside/baseline.json"\n', "leaves this config file's folder"),
             ('baseline = "baseline_link.json"\n', "leaves this config file's folder"),
             ('include-dirs = ["src", "../outside"]\n', "leaves this config file's folder"),
             ("follow-symlinks = true\n", "only in a config named with --config")]
    for text, reason in cases:
        with open(config, "w") as f:
            f.write(text)
        result, seconds, peak = npu_lint(tree, [NPU_LINT, "--no-cache", "src"], cwd=tree.repo)
        err = result.stderr.strip()
        if result.returncode != 2 or len(err.splitlines()) != 1 or reason not in err or ".npu-lint.toml:1" not in err:
            fail(f"config {text.strip()!r}: exit {result.returncode}, stderr {err!r}")
        check_no_secret(f"config {text.strip()!r}", result.stdout + err)
        outcomes.append((f"found config: {text.strip()}", f"exit 2: {err}", seconds, peak))
    with open(config, "w") as f:
        f.write("follow-symlinks = true\n")
    result, seconds, peak = npu_lint(tree, [NPU_LINT, "--no-cache", "--format", "json", "--fail-on", "never",
                                            "--config", config, "src"], cwd=tree.repo)
    if result.returncode != 0 or "npu_lint_secret_kernel" not in result.stdout:
        fail(f"--config naming a config with follow-symlinks: exit {result.returncode} {result.stderr}")
    outcomes.append(("the same config named with --config", "exit 0; links followed", seconds, peak))
    os.remove(config)


def case_errors(tree, outcomes):
    """Errors about a malformed file name the file and line, never its contents."""
    secret = "SECRET_7f3a"
    bad = {
        "baseline.json": f'{{"tool": "npu-lint", "findings": [{secret}]}}',
        "baseline_type.json": f'{{"tool": "npu-lint", "findings": "{secret}"}}',
        "config_value.toml": f"torch-npu = {secret}\n",
        "config_key.toml": f"{secret} x = 1\n",
        "config_string.toml": f'torch-npu = "{secret}\n',
        "config_table.toml": f"[{secret}\n",
        "shard.json": f'{{"tool": "npu-lint", "torch_npu": "2.1", "targets": [{secret}]}}',
        "shard_type.json": f'{{"tool": "npu-lint", "torch_npu": ["{secret}"], "targets": []}}',
        "db/compile_commands.json": f'[{{"directory": "/", "file": {secret}}}]',
    }
    for name, text in bad.items():
        tree.write(f"bad/{name}", text)
    b = f"{tree.base}/bad"
    runs = [("--baseline with invalid JSON", ["--baseline", f"{b}/baseline.json", f"{tree.repo}/src/good.cu"]),
            ("--baseline of the wrong shape", ["--baseline", f"{b}/baseline_type.json", f"{tree.repo}/src/good.cu"])]
    runs += [(f"--config {n}", ["--config", f"{b}/{n}", f"{tree.repo}/src/good.cu"])
             for n in bad if n.startswith("config")]
    runs += [(f"merge {n}", ["merge", f"{b}/{n}"]) for n in ["shard.json", "shard_type.json"]]
    runs += [("-p with a malformed compile database", ["-p", f"{b}/db", f"{tree.repo}/src/good.cu"])]
    for what, argv in runs:
        result, seconds, peak = npu_lint(tree, command(argv, "--no-cache", "--format", "json"))
        named = os.path.basename(argv[-1] if argv[0] == "merge" else argv[1])
        if result.returncode not in (2, 3) or named not in result.stderr:
            fail(f"{what}: exit {result.returncode}, expected 2 or 3 and an error naming {named}: {result.stderr}")
        check_no_secret(what, result.stdout + result.stderr)
        if "saw '" in result.stderr or "last read" in result.stderr:
            fail(f"{what}: the error quotes what the parser read: {result.stderr}")
        err = result.stderr.strip().splitlines()
        outcomes.append((what, f"exit {result.returncode}: {err[0] if err else ''}", seconds, peak))


def evil_archive(models, dst, member, payload):
    """A copy of a small valid archive whose `member` pickle is `payload`."""
    with zipfile.ZipFile(f"{models}/traced_cnn.pt") as src, zipfile.ZipFile(dst, "w") as out:
        for name in src.namelist():
            out.writestr(name, payload if name.endswith("/" + member) else src.read(name))


class Reduce:
    def __init__(self, call, arg):
        self.call, self.arg = call, arg

    def __reduce__(self):
        return self.call, (self.arg,)


def case_nothing_runs(tree, outcomes, models):
    """Pickles that would run a command, build files, scripts, shell-looking file names: nothing runs."""
    touch = f"touch {tree.markers}/pickle_ran"
    evil = {"data_system.pt": ("data.pkl", pickle.dumps(Reduce(os.system, touch), protocol=2)),
            "data_eval.pt": ("data.pkl", pickle.dumps(Reduce(eval, f"__import__('os').system('{touch}')"), protocol=2)),
            "constants_system.pt": ("constants.pkl", pickle.dumps(Reduce(os.system, touch), protocol=2))}
    for name, (member, payload) in evil.items():
        evil_archive(models, f"{tree.repo}/{name}", member, payload)
    result, seconds, peak = npu_lint(tree, [NPU_LINT, "--no-config", "--no-cache", "--format", "json",
                                            "--fail-on", "never", tree.repo], cwd=f"{tree.repo}/src")
    report = report_of(result)
    for name in evil:
        t = next(t for t in report["targets"] if t["path"].endswith(name))
        if t["status"] == "ok" or not t["problems"] or not t["problems"][0].strip():
            fail(f"{name}: {t['status']} {t['problems']}, expected the refused pickle as a problem")
    names = {os.path.basename(t["path"]) for t in report["targets"]}
    if not set(tree.shell_names) <= names:
        fail(f"files with shell-looking names were not scanned: {sorted(names)}")
    # -p with every way a command line can ask Clang to load a plugin.
    db = f"{tree.base}/plugin_db"
    os.makedirs(db, exist_ok=True)
    good = f"{tree.repo}/src/good.cu"
    with open(f"{db}/compile_commands.json", "w") as f:
        json.dump([{"directory": tree.repo, "file": good,
                    "arguments": ["clang++", f"-fplugin={tree.plugin}", "-Xclang", "-load", "-Xclang", tree.plugin,
                                  f"-fpass-plugin={tree.plugin}", "-Xclang", "-add-plugin", "-Xclang", "marker",
                                  "-c", good]}], f)
    plugin, s2, p2 = npu_lint(tree, [NPU_LINT, "--no-config", "--no-cache", "--format", "json", "-p", db, good])
    # The control: Clang itself, given the same -fplugin, does load it (and leaves the marker).
    control = f"{tree.base}/control"
    os.makedirs(control)
    subprocess.run(["clang++-14", "-fsyntax-only", f"-fplugin={tree.plugin}", good], capture_output=True,
                   env=dict(tree.env(), NPU_LINT_MARKER_DIR=control))
    if os.listdir(control) != ["plugin_ran"]:
        fail("clang++-14 -fplugin= did not leave the plugin's marker: the plugin case proves nothing")
    # A config and a --changed-since revision that a shell would run.
    tree.write("repo/.npu-lint.toml", f'exclude = ["$(touch {tree.markers}/config_ran)"]\n'
                                      f'baseline = "`touch {tree.markers}/config_ran`"\n')
    config, s3, p3 = npu_lint(tree, [NPU_LINT, "--no-cache", "src"], cwd=tree.repo)
    os.remove(f"{tree.repo}/.npu-lint.toml")
    changed, s4, p4 = npu_lint(tree, [NPU_LINT, "--no-config", "--no-cache", "--changed-since",
                                      f"$(touch {tree.markers}/git_ran)", tree.repo], cwd=tree.repo)
    # A tree that brings its own .git whose config names a command git runs (core.fsmonitor).
    gitrepo = f"{tree.base}/gitrepo"
    os.makedirs(gitrepo)
    g = lambda *a: subprocess.run(["git", "-C", gitrepo, *a], capture_output=True, check=True)
    g("init", "-q")
    shutil.copy(good, f"{gitrepo}/a.cu")
    g("add", ".")
    g("-c", "user.email=t@t", "-c", "user.name=t", "commit", "-qm", "init")
    g("config", "core.fsmonitor", f"touch {tree.markers}/fsmonitor_ran; false")
    with open(f"{gitrepo}/a.cu", "a") as f:
        f.write("// changed\n")
    fsmonitor, s5, p5 = npu_lint(tree, [NPU_LINT, "--no-config", "--no-cache", "--changed-since", "HEAD", "."], cwd=gitrepo)
    if fsmonitor.returncode not in (0, 1) or "a.cu" not in fsmonitor.stdout:
        fail(f"--changed-since in a repository with core.fsmonitor: exit {fsmonitor.returncode} {fsmonitor.stderr}")
    left = tree.markers_left()
    if left:
        fail(f"something from the inputs ran: {left}")
    if plugin.returncode not in (0, 1) or config.returncode != 2 or changed.returncode != 2:
        fail(f"exits: plugin db {plugin.returncode} {plugin.stderr}, config {config.returncode} {config.stderr}, "
             f"--changed-since {changed.returncode} {changed.stderr}")
    outcomes.append(("pickles calling os.system / eval (data.pkl, constants.pkl); setup.py, conftest.py, .pth, "
                     "Dockerfile, run.sh, CMakeLists.txt; shell-looking file names",
                     f"exit {result.returncode}; the 3 archives not fully read, each with its reason; odd names scanned; no marker", seconds, peak))
    outcomes.append(("-p naming a plugin 4 ways (-fplugin, -Xclang -load, -fpass-plugin, -add-plugin)",
                     f"exit {plugin.returncode}; plugin not loaded", s2, p2))
    outcomes.append(("--changed-since in a repository whose .git/config sets core.fsmonitor",
                     f"exit {fsmonitor.returncode}; a.cu scanned, the command not run", s5, p5))
    outcomes.append(("config values and --changed-since holding $(...) and `...`",
                     f"exit {config.returncode} / {changed.returncode}; nothing ran", s3 + s4, max(p3, p4)))


def case_bounded(tree, outcomes):
    """Files read beside the inputs (config, baseline, shard reports, compile database): hostile
    sizes and nesting end in a defined exit within the time and memory bounds."""
    deep = "[" * 1_000_000 + "]" * 1_000_000
    files = {
        "deep_baseline.json": '{"tool": "npu-lint", "findings": ' + deep + "}",
        "deep_shard.json": '{"tool": "npu-lint", "torch_npu": "2.1", "targets": ' + deep + "}",
        "deep_config.toml": "torch-npu = " + "[" * 100_000 + "]" * 100_000 + "\n",
        "deep_db/compile_commands.json": deep,
    }
    for name, text in files.items():
        tree.write(f"hostile/{name}", text)
    h = f"{tree.base}/hostile"
    good = f"{tree.repo}/src/good.cu"
    for what, argv in [("baseline nested a million deep", ["--baseline", f"{h}/deep_baseline.json", good]),
                       ("shard report nested a million deep", ["merge", f"{h}/deep_shard.json"]),
                       ("config nested 100,000 deep", ["--config", f"{h}/deep_config.toml", good]),
                       ("compile database nested a million deep", ["-p", f"{h}/deep_db", good])]:
        result, seconds, peak = npu_lint(tree, command(argv, "--no-cache", "--format", "json"))
        err = result.stderr.strip().splitlines()
        if result.returncode not in (2, 3) or len(err) != 1 or os.path.basename(argv[-1] if argv[0] == "merge" else argv[1]) not in err[0]:
            fail(f"{what}: exit {result.returncode}, stderr {result.stderr[-1000:]}")
        outcomes.append((what, f"exit {result.returncode}: {err[0][:150]}", seconds, peak))


def main():
    global NPU_LINT
    NPU_LINT, plugin, models = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]), sys.argv[3]
    tree = Tree(plugin)
    outcomes = []
    case_boundary(tree, outcomes)
    case_widened(tree, outcomes)
    case_config(tree, outcomes)
    case_errors(tree, outcomes)
    case_nothing_runs(tree, outcomes, models)
    case_bounded(tree, outcomes)
    print("| case | outcome | seconds | peak MiB |\n|---|---|---|---|")
    for name, outcome, seconds, peak in outcomes:
        print(f"| {name} | {outcome} | {seconds:.1f} | {peak:.0f} |")
    shutil.rmtree(tree.base, ignore_errors=True)


if __name__ == "__main__":
    main()
