"""`npu-lint fix` on its fixtures (tests/fixtures/fix/<case>/: input/, case.json, expected.diff,
each diff written by hand):

- `fix` (with case.json's args: `--to npu` for the NPU-only target, else the portable default)
  prints exactly expected.diff and exits with case.json's code; GNU patch applies that
  diff to a copy of the input;
- `fix --write` leaves exactly the files patch made, with their permissions, and nothing else;
  every changed file that byte-compiled before still does (Debian's Python, py_compile);
- a re-scan shows every fixed finding gone, no new one, and the findings left are exactly the
  ones without a fix (and, at warning or above, case.json's "remaining");
- a second `fix` changes nothing (idempotent);
then: --write refuses symbolic links and files reached outside the given paths.

usage: fix_fixtures.py NPU_LINT
"""
import collections
import json
import os
import py_compile
import shutil
import stat
import subprocess
import sys

from common import SOURCE_DIR, fail, run, scratch

FIXTURES = os.path.join(SOURCE_DIR, "tests", "fixtures", "fix")


def run_bytes(argv, cwd):
    """Runs argv with stdout kept byte for byte (a CRLF file's diff keeps its CRs)."""
    result = subprocess.run(argv, cwd=cwd, capture_output=True, timeout=600)
    result.stdout = result.stdout.decode("utf-8")
    result.stderr = result.stderr.decode("utf-8", "replace")
    return result


def scan(npu_lint, cwd, target):
    """The findings, with the fixes of `target` (what `fix --to` writes)."""
    result = run([npu_lint, "scan", "--no-config", "--fix-to", target, "--format", "json", "input"], cwd=cwd, check_codes=[0, 1, 3])
    return [(t["path"], f) for t in json.loads(result.stdout)["targets"] for f in t.get("findings", [])]


def key(path, finding):
    """A finding's identity across the fix: a note torch_npu's page gives for torch.cuda.X is the
    same note at torch.npu.X once renamed (the page names it the NPU form)."""
    return (path, finding["rule"], finding.get("op", "").replace("torch.cuda", "torch.npu"), finding["severity"])


PYC = os.path.join(scratch("npu-lint-fix-pyc-"), "out.pyc")


def compiles(path):
    """Byte-compiles with the interpreter running this test (Debian's /usr/bin/python3)."""
    try:
        py_compile.compile(path, cfile=PYC, doraise=True)
        return True
    except py_compile.PyCompileError:
        return False


def files_under(root):
    out = {}
    for folder, _, names in os.walk(root):
        for name in names:
            path = os.path.join(folder, name)
            out[os.path.relpath(path, root)] = path
    return out


def check_case(npu_lint, name):
    case_dir = os.path.join(FIXTURES, name)
    case = json.load(open(os.path.join(case_dir, "case.json")))
    expected = open(os.path.join(case_dir, "expected.diff"), newline="").read()
    work = scratch("npu-lint-fix-" + name + "-")
    for copy in ("diff", "patched", "written"):
        shutil.copytree(os.path.join(case_dir, "input"), os.path.join(work, copy, "input"))
    args = case["args"]
    target = args[args.index("--to") + 1] if "--to" in args else "portable"

    shown = run_bytes([npu_lint, "fix", "--no-config", *args, "input"], cwd=os.path.join(work, "diff"))
    if shown.returncode != case["exit"]:
        fail(f"{name}: fix exited {shown.returncode}, expected {case['exit']}\n{shown.stderr}")
    if shown.stdout != expected:
        fail(f"{name}: the diff differs from expected.diff:\n--- got ---\n{shown.stdout}\n--- expected ---\n{expected}")
    for rel, path in files_under(os.path.join(work, "diff", "input")).items():
        if open(path, "rb").read() != open(os.path.join(case_dir, "input", rel), "rb").read():
            fail(f"{name}: fix without --write changed {rel}")
    if expected:  # an empty diff: nothing to patch (GNU patch rejects an empty input)
        run(["patch", "-p1", "--quiet", "--binary", "-i", os.path.join(case_dir, "expected.diff")],
            cwd=os.path.join(work, "patched"), check_codes=[0])

    written = os.path.join(work, "written")
    before = scan(npu_lint, written, target)
    compiled_before = {rel for rel, path in files_under(os.path.join(written, "input")).items() if compiles(path)}
    os.chmod(os.path.join(written, "input", sorted(files_under(os.path.join(written, "input")))[0]), 0o750)
    modes = {rel: stat.S_IMODE(os.stat(path).st_mode) for rel, path in files_under(os.path.join(written, "input")).items()}
    wrote = run([npu_lint, "fix", "--write", "--no-config", *args, "input"], cwd=written)
    if case.get("syntax_error") and "does not parse" not in wrote.stderr:
        fail(f"{name}: fix --write did not say which file it left because it does not parse:\n{wrote.stderr}")
    if wrote.returncode != case["exit"] or wrote.stdout:
        fail(f"{name}: fix --write exited {wrote.returncode} (expected {case['exit']}) or printed to stdout:\n{wrote.stdout}{wrote.stderr}")
    got_files = files_under(os.path.join(written, "input"))
    want_files = files_under(os.path.join(work, "patched", "input"))
    if sorted(got_files) != sorted(want_files):
        fail(f"{name}: --write left files {sorted(got_files)}, patch {sorted(want_files)}")
    for rel in got_files:
        if open(got_files[rel], "rb").read() != open(want_files[rel], "rb").read():
            fail(f"{name}: --write made {rel} differ from expected.diff applied by patch")
        if stat.S_IMODE(os.stat(got_files[rel]).st_mode) != modes[rel]:
            fail(f"{name}: --write changed the permissions of {rel}")
        if rel in compiled_before and not compiles(got_files[rel]):
            fail(f"{name}: {rel} byte-compiled before the fix and not after")
    if not case.get("syntax_error") and compiled_before != set(got_files):
        fail(f"{name}: an input did not byte-compile before the fix: {set(got_files) - compiled_before}")

    after = scan(npu_lint, written, target)
    fixed = lambda f: f.get("fix") and (f["fix"]["applicability"] == "safe" or "--unsafe-fixes" in args)
    left_expected = collections.Counter(key(p, f) for p, f in before if not fixed(f))
    left = collections.Counter(key(p, f) for p, f in after)
    if left != left_expected:
        fail(f"{name}: after the fix the findings are {sorted(left.elements())}, expected those without a fix: "
             f"{sorted(left_expected.elements())}")
    remaining = sorted([p, f["location"]["line"], f["rule"]] for p, f in after if f["severity"] != "info")
    if remaining != sorted(case["remaining"]):
        fail(f"{name}: findings left at warning or above {remaining}, case.json says {case['remaining']}")

    again = run([npu_lint, "fix", "--write", "--no-config", *args, "input"], cwd=written)
    if again.stdout or any(open(p, "rb").read() != open(want_files[r], "rb").read() for r, p in got_files.items()):
        fail(f"{name}: a second fix changed something")
    if run([npu_lint, "fix", "--no-config", *args, "input"], cwd=written).stdout:
        fail(f"{name}: a second fix --diff is not empty")
    print(f"{name}: diff as written by hand, --write = patch, {len(before)} findings -> {len(after)}, idempotent")


def check_links(npu_lint):
    """--write never writes through a symbolic link or outside the given paths."""
    work = scratch("npu-lint-fix-links-")
    inside = os.path.join(work, "tree", "input")
    outside = os.path.join(work, "elsewhere")
    os.makedirs(inside)
    os.makedirs(outside)
    source = "import torch\nx = torch.ones(1).cuda()\n"
    for path in (os.path.join(inside, "real.py"), os.path.join(outside, "other.py")):
        open(path, "w").write(source)
    os.symlink("real.py", os.path.join(inside, "alias.py"))
    os.symlink(outside, os.path.join(inside, "pkg"))
    tree = os.path.join(work, "tree")
    # A folder: its link to a folder outside is followed for reading only.
    result = run([npu_lint, "fix", "--write", "--no-config", "--follow-symlinks", "input"], cwd=tree)
    if open(os.path.join(outside, "other.py")).read() != source:
        fail("fix --write changed a file outside the given path")
    if open(os.path.join(inside, "real.py")).read().count("import torch_npu") != 1:
        fail("fix --write did not fix the real file beside the links once:\n" + result.stderr)
    if "input/pkg/other.py: outside the paths given: not written" not in result.stderr or result.returncode != 1:
        fail(f"no refusal of the file outside the path, or exit {result.returncode} (expected 1):\n{result.stderr}")
    # A link named as the path: never written through.
    open(os.path.join(inside, "real.py"), "w").write(source)
    result = run([npu_lint, "fix", "--write", "--no-config", "input/alias.py"], cwd=tree)
    if open(os.path.join(inside, "real.py")).read() != source or not os.path.islink(os.path.join(inside, "alias.py")):
        fail("fix --write wrote through a symbolic link")
    if "input/alias.py: a symbolic link: not written" not in result.stderr or result.returncode != 1:
        fail(f"no refusal of the link, or exit {result.returncode} (expected 1):\n{result.stderr}")
    print("links: --write refused a file reached outside the path and a link, and fixed the real file once")


def main():
    npu_lint = sys.argv[1]
    cases = sorted(d for d in os.listdir(FIXTURES) if os.path.isdir(os.path.join(FIXTURES, d)))
    if len(cases) < 6:
        fail(f"only {len(cases)} fix fixtures found in {FIXTURES}")
    for name in cases:
        check_case(npu_lint, name)
    check_links(npu_lint)


if __name__ == "__main__":
    main()
