#!/usr/bin/python3
"""Extracts, for every published torch_npu package, the ops it shipped with a kernel, from the
history of torch_npu (github.com/Ascend/pytorch) and op-plugin (github.com/Ascend/op-plugin):

    /usr/bin/python3 op_db/package_history.py --torch-npu GIT_DIR --op-plugin GIT_DIR [--check]

The packages are op_db/releases.json's (torch_npu's compatibility table: package, branch) and
every other release tag of the same series (hotfixes such as `v6.0.rc1.1-pytorch2.1.0`, torch_npu
2.1.0.post5, which the table leaves out), each tag's version read from its own version.txt or
setup.py. A table package's branch `v2.1.0-6.0.rc3` is released as the tag `v6.0.rc3-pytorch2.1.0`,
unless another tag's own version says it builds the package (the table pairs 2.1.0.post4 with
branch v2.1.0-6.0.rc1, whose tag builds 2.1.0.post3; v5.0.1.2-pytorch2.1.0 builds 2.1.0.post4).
Each tag pins the op-plugin commit it was built with (its `third_party/op-plugin` submodule). The op
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
import generate  # noqa: E402  (parse_releases, key_of, yaml_with_lines, package_order_key)
from extraction import HistoryError, git, write_or_check  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "vendor", "ascend", "torch-npu-packages", "package_ops.tsv")
UNIFIED = "op_plugin/config/op_plugin_functions.yaml"
PER_SERIES = "op_plugin/config/v{major}r{minor}/op_plugin_functions.yaml"
NATIVE = "torch_npu/csrc/aten/npu_native_functions.yaml"
SECTIONS = ("official", "symint", "autograd", "quant", "custom")
# What a package's cell in an op's row says: which kernel paths it shipped the op with.
CELL = {frozenset(): "-", frozenset({"aclnn"}): "n", frozenset({"aclop"}): "o",
        frozenset({"aclnn", "aclop"}): "b", frozenset({"torch_npu"}): "t"}


# A release tag: the Ascend Extension version (6.0.rc2, a hotfix 6.0.rc2.1, 7.1.0.2, 26.0.1), then the
# PyTorch version. Previews (alpha, beta, 0day) and other tags do not match.
RELEASE_TAG = re.compile(r"^[vV]\d+\.\d+\.(?:[rR][cC])?\d+(?:\.\d+)?-pytorch(\d+)\.(\d+)\.\d+$")


def tag_version(torch_npu, tag):
    """The torch_npu version a tag builds: its version.txt, else setup.py's VERSION; None when
    neither says (or it is no version this script orders)."""
    for path, pattern in (("version.txt", r"^\s*(\S+)\s*$"), ("setup.py", r"^VERSION\s*=\s*['\"]([^'\"]+)['\"]")):
        done = subprocess.run(["git", "--git-dir=" + torch_npu, "show", f"{tag}:{path}"], capture_output=True, text=True)
        m = re.search(pattern, done.stdout, re.M) if done.returncode == 0 else None
        if m:
            return m.group(1) if re.match(r"^\d+\.\d+\.\d+(?:\.(?:post|rc)\d+)?$", m.group(1)) else None
    return None


def release_tags(torch_npu, series):
    """{torch_npu version: release tag building it} for the release tags of the given series."""
    out = {}
    for tag in sorted(git(torch_npu, "tag").split()):
        m = RELEASE_TAG.match(tag)
        if m and f"{m.group(1)}.{m.group(2)}" in series:
            version = tag_version(torch_npu, tag)
            if version:
                out.setdefault(version, tag)
    return out


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


def package_ops(torch_npu, op_plugin, version, series, tag):
    """The header row and {(op, overload): (cell, line)} of one package."""
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
              f"torch_npu {version} is written as approximate", file=sys.stderr)
        path, source = "", "approximate (series annotation)"
    header = ["package", version, series, tag, torch_npu_commit, op_plugin_commit, source, f"{NATIVE}@{native_blob}"]
    return header, ops, path


def render(torch_npu, op_plugin, releases_path):
    with open(releases_path, encoding="utf-8") as f:
        releases = json.load(f)
    # The compatibility table's packages, each read at the tag that builds its version (the tag of
    # its branch, unless another tag's own version says it builds it), then the release tags of
    # the same series whose version the table leaves out (hotfixes such as 2.1.0.post3).
    series = {release["name"] for release in releases["releases"] if release["packages"]}
    by_version = release_tags(torch_npu, series)
    packages = []
    for release in releases["releases"]:
        for package in release["packages"]:
            if not package.get("listed", True):
                continue
            version, tag = package["torch_npu"], tag_of(package["branch"])
            own = by_version.get(version)
            if own and own != tag:
                print(f"package_history.py: torch_npu {version}: its table row names branch {package['branch']}, whose tag {tag} "
                      f"builds {tag_version(torch_npu, tag) or 'a version it does not state'}; {own} builds {version} and is read", file=sys.stderr)
                tag = own
            packages.append((version, release["name"], tag))
    listed = {version for version, _, _ in packages}
    packages += [(version, ".".join(version.split(".")[:2]), tag) for version, tag in by_version.items() if version not in listed]
    packages.sort(key=lambda p: generate.package_order_key(p[0]))
    headers, tables, paths = [], [], []
    for version, release, tag in packages:
        header, ops, path = package_ops(torch_npu, op_plugin, version, release, tag)
        headers.append(header)
        tables.append(ops)
        paths.append(path)
    keys = sorted(set().union(*tables), key=lambda k: (k[0], k[1]))
    out = [
        "# The ops each released torch_npu package shipped with a kernel, extracted by op_db/package_history.py",
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
    return write_or_check("package_history.py", args.out, text, args.check, "the history")


if __name__ == "__main__":
    sys.exit(main())
