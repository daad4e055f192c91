#!/usr/bin/python3
"""Extracts, for every published torch_npu package, the ops it shipped with a kernel, from the
history of torch_npu (github.com/Ascend/pytorch) and op-plugin (github.com/Ascend/op-plugin):

    /usr/bin/python3 op_db/package_history.py --torch-npu GIT_DIR --op-plugin GIT_DIR [--check]

The packages are op_db/releases.json's (torch_npu's compatibility table: package, branch). Each
package's branch `v2.1.0-6.0.rc3` is released as the torch_npu tag `v6.0.rc3-pytorch2.1.0`; that
tag pins the op-plugin commit it was built with (its `third_party/op-plugin` submodule). The op
set of the package is what that commit's gencode.sh reads for the package's PyTorch series:

  - the per-series layout `op_plugin/config/v2r1/op_plugin_functions.yaml` (early branches;
    gencode.sh reads `config/$PYTORCH_VERSION_DIR/...`): every entry with an `impl_ns`;
  - the unified `op_plugin/config/op_plugin_functions.yaml`: every entry whose `op_api` or
    `acl_op` release spec names the series (op_db/generate.py's parse_releases);

plus the `supported:` and `custom:` entries of the tag's own
`torch_npu/csrc/aten/npu_native_functions.yaml`. The result is written to
vendor/ascend/torch-npu-packages/package_ops.tsv (see vendor/SOURCES.md), which
op_db/generate.py folds into op_db/ops.jsonl. --check regenerates in memory and fails (exit 1)
when the committed file differs. A tag whose pinned op-plugin commit is missing from the given
history is reported and its package written as approximate (never guessed silently).
"""
import argparse
import json
import os
import re
import subprocess
import sys

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generate  # noqa: E402  (parse_releases, key_of, yaml_with_lines)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "vendor", "ascend", "torch-npu-packages", "package_ops.tsv")
UNIFIED = "op_plugin/config/op_plugin_functions.yaml"
PER_SERIES = "op_plugin/config/v{major}r{minor}/op_plugin_functions.yaml"
NATIVE = "torch_npu/csrc/aten/npu_native_functions.yaml"
SECTIONS = ("official", "symint", "autograd", "quant", "custom")
# What a package's cell in an op's row says: which kernel paths it shipped the op with.
CELL = {frozenset(): "-", frozenset({"aclnn"}): "n", frozenset({"aclop"}): "o",
        frozenset({"aclnn", "aclop"}): "b", frozenset({"torch_npu"}): "t"}


class HistoryError(Exception):
    pass


def git(git_dir, *args):
    done = subprocess.run(["git", "--git-dir=" + git_dir, *args], capture_output=True, text=True)
    if done.returncode != 0:
        raise HistoryError(f"git {' '.join(args)} in {git_dir}: {done.stderr.strip()}")
    return done.stdout


def version_key(version):
    """'2.1.0.post4' -> (2, 1, 0, 4); '2.1.0.rc1' before '2.1.0' before '2.1.0.post2'."""
    m = re.match(r"^(\d+)\.(\d+)\.(\d+)(?:\.(post|rc)(\d+))?$", version)
    if not m:
        raise HistoryError(f"op_db/releases.json: unexpected torch_npu version '{version}'")
    stage = 0 if m.group(4) is None else int(m.group(5)) if m.group(4) == "post" else int(m.group(5)) - 1000
    return int(m.group(1)), int(m.group(2)), int(m.group(3)), stage


def tag_of(branch):
    """Compatibility-table branch 'v2.1.0-6.0.rc3' -> release tag 'v6.0.rc3-pytorch2.1.0'."""
    m = re.match(r"^v(\d+\.\d+\.\d+)-(.+)$", branch)
    if not m:
        raise HistoryError(f"op_db/releases.json: unexpected branch '{branch}'")
    return f"v{m.group(2)}-pytorch{m.group(1)}"


def op_plugin_ops(text, path, series, unified):
    """{(op, overload): (paths, line)} of one op-plugin yaml for release `series` ('2.1')."""
    data, lines = generate.yaml_with_lines(text)
    ops = {}
    for section in SECTIONS:
        namespace = generate.NPU_NAMESPACE if section == "custom" else "aten"
        for item in data.get(section) or []:
            func = item["func"] if isinstance(item, dict) else item
            key = generate.key_of(namespace, func)
            paths = set()
            if unified:
                for field, kernel_path in (("op_api", "aclnn"), ("acl_op", "aclop")):
                    if isinstance(item, dict) and field in item:
                        where = f"{path}:{lines[id(item)]}"
                        if "v" + series in generate.parse_releases(item[field], data["all_version"], where):
                            paths.add(kernel_path)
            elif isinstance(item, dict):
                for ns in str(item.get("impl_ns") or "").split(","):
                    if ns.strip() in ("op_api", "acl_op"):
                        paths.add("aclnn" if ns.strip() == "op_api" else "aclop")
            if paths:
                old = ops.get(key, (set(), lines[id(item)]))
                ops[key] = (old[0] | paths, old[1])
    return ops


def native_ops(text):
    data, lines = generate.yaml_with_lines(text)
    ops = {}
    for section, namespace in (("supported", "aten"), ("custom", generate.NPU_NAMESPACE)):
        for item in data.get(section) or []:
            func = item["func"] if isinstance(item, dict) else item
            ops.setdefault(generate.key_of(namespace, func), lines[id(item)])
    return ops


def package_ops(torch_npu, op_plugin, package, series):
    """The header row and {(op, overload): (cell, line)} of one package."""
    tag = tag_of(package["branch"])
    torch_npu_commit = git(torch_npu, "rev-parse", tag + "^{commit}").strip()
    submodule = git(torch_npu, "ls-tree", torch_npu_commit, "third_party/op-plugin").split()
    if len(submodule) < 3 or submodule[1] != "commit":
        raise HistoryError(f"{tag}: no third_party/op-plugin submodule")
    op_plugin_commit = submodule[2]
    present = subprocess.run(["git", "--git-dir=" + op_plugin, "cat-file", "-e", op_plugin_commit + "^{commit}"],
                             capture_output=True).returncode == 0
    native_blob = git(torch_npu, "rev-parse", f"{torch_npu_commit}:{NATIVE}").strip()
    ops = {key: ("t", line) for key, line in native_ops(git(torch_npu, "show", f"{torch_npu_commit}:{NATIVE}")).items()}
    if present:
        major, minor = series.split(".")
        gencode = git(op_plugin, "show", f"{op_plugin_commit}:gencode.sh")
        unified = "$PYTORCH_VERSION_DIR/op_plugin_functions.yaml" not in gencode
        path = UNIFIED if unified else PER_SERIES.format(major=major, minor=minor)
        blob = git(op_plugin, "rev-parse", f"{op_plugin_commit}:{path}").strip()
        for key, (paths, line) in op_plugin_ops(git(op_plugin, "show", f"{op_plugin_commit}:{path}"), path, series, unified).items():
            ops[key] = (CELL[frozenset(paths)], line)  # op-plugin's kernel is what runs
        source = f"{path}@{blob}"
    else:
        print(f"package_history.py: {tag} pins op-plugin {op_plugin_commit}, which the given op-plugin history lacks; "
              f"torch_npu {package['torch_npu']} is written as approximate", file=sys.stderr)
        path, source = "", "approximate (series annotation)"
    header = ["package", package["torch_npu"], series, tag, torch_npu_commit, op_plugin_commit, source, f"{NATIVE}@{native_blob}"]
    return header, ops, path


def render(torch_npu, op_plugin, releases_path):
    with open(releases_path, encoding="utf-8") as f:
        releases = json.load(f)
    packages = []
    for release in releases["releases"]:
        for package in release["packages"]:
            packages.append((package, release["name"]))
    packages.sort(key=lambda p: version_key(p[0]["torch_npu"]))
    headers, tables, paths = [], [], []
    for package, series in packages:
        header, ops, path = package_ops(torch_npu, op_plugin, package, series)
        headers.append(header)
        tables.append(ops)
        paths.append(path)
    keys = sorted(set().union(*tables), key=lambda k: (k[0], k[1]))
    out = [
        "# The ops each published torch_npu package shipped with a kernel, extracted by op_db/package_history.py",
        "# from github.com/Ascend/pytorch (the release tag of each package) and github.com/Ascend/op-plugin (the",
        "# commit that tag's third_party/op-plugin pins). `package` rows, in version order: torch_npu version,",
        "# PyTorch series, tag, torch_npu commit, op-plugin commit, op-plugin file read @ git blob, torch_npu's",
        "# native-functions file @ git blob. `op` rows: op, overload, one cell per package in that order",
        "# (n: aclnn, o: aclop, b: both, t: torch_npu's own kernel, -: not shipped), then `i:line` for each",
        "# package i (0-based) where the op arrives or comes back: its line in the file that package read.",
    ]
    out += ["\t".join(h) for h in headers]
    for key in keys:
        cells = "".join(t[key][0] if key in t else "-" for t in tables)
        arrivals = [f"{i}:{tables[i][key][1]}" for i in range(len(tables))
                    if key in tables[i] and (i == 0 or key not in tables[i - 1] or headers[i][2] != headers[i - 1][2])]
        out.append("\t".join(["op", key[0], key[1] or "-", cells, ",".join(arrivals)]))
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--torch-npu", required=True, help="git dir of github.com/Ascend/pytorch with its tags")
    parser.add_argument("--op-plugin", required=True, help="git dir of github.com/Ascend/op-plugin with its history")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--releases", default=os.path.join(HERE, "releases.json"), help="the packages (default: op_db/releases.json)")
    parser.add_argument("--out", default=OUT, help="the file written or checked (default: the vendored one)")
    args = parser.parse_args()
    try:
        text = render(args.torch_npu, args.op_plugin, args.releases)
    except (HistoryError, generate.DataError, yaml.YAMLError, KeyError, OSError) as e:
        print(f"package_history.py: {e}", file=sys.stderr)
        return 2
    if args.check:
        current = open(args.out, encoding="utf-8").read() if os.path.exists(args.out) else None
        if current != text:
            print("package_history.py: vendor/ascend/torch-npu-packages/package_ops.tsv no longer matches the history; "
                  "rerun without --check and commit the result", file=sys.stderr)
            return 1
        print("package_ops.tsv is up to date with the history")
        return 0
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
