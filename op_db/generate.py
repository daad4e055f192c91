#!/usr/bin/python3
"""Generates npu-lint's op database (op_db/ops.jsonl, op_db/releases.json, op_db/python_calls.json,
op_db/python_apis.jsonl, op_db/environment.json) from torch_npu's and
PyTorch's own data files, vendored unmodified in vendor/ (see vendor/SOURCES.md). Run with
Debian's interpreter (python3-yaml):

    /usr/bin/python3 op_db/generate.py [--sources DIR] [--check]

--check regenerates in memory and fails (exit 1) when the committed files differ: the data can
never drift from its sources silently. Every record names the file:line that decided it.
"""
import argparse
import hashlib
import json
import os
import re
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
OP_PLUGIN = "ascend/op-plugin/op_plugin_functions.yaml"
NPU_NATIVE = "ascend/torch-npu/npu_native_functions.yaml"
DEPRECATED = "ascend/op-plugin/deprecated.yaml"
UNSUPPORTED_INFO = "ascend/op-plugin/unsupported_ops_info_base.yaml"
COMPATIBILITY = "ascend/torch-npu/COMPATIBILITY.en.md"
ENV_PAGES = "ascend/torch-npu/environment_variable"
ENV_NAMES = "ascend/torch-npu/env_vars_in_torch_npu_docs.txt"
NATIVE_2X = "pytorch/native_functions.yaml"
NATIVE_113 = "pytorch/v1.13.1-debian/native_functions.yaml"
# What each published package shipped (op_db/package_history.py, from the two repositories' history).
PACKAGE_OPS = "ascend/torch-npu-packages/package_ops.tsv"
# Which aclnn kernels op-plugin's op_api functions call, and which fall back to acl_op without them
# (op_db/opapi_fallbacks.py, from op-plugin's source at the commit of OP_PLUGIN and of each package).
OPAPI_FALLBACKS = "ascend/op-plugin-opapi/opapi_fallbacks.tsv"
SOURCES = [OP_PLUGIN, NPU_NATIVE, DEPRECATED, UNSUPPORTED_INFO, COMPATIBILITY, NATIVE_2X, NATIVE_113, PACKAGE_OPS,
           OPAPI_FALLBACKS]
# torch_npu namespaces its own ops `npu::` (torch_npu/csrc/aten, op-plugin's custom section).
NPU_NAMESPACE = "npu"


from opapi_fallbacks import COMMIT as OPAPI_COMMIT, UNIFIED_DIRS, folders_for, schema_arguments, schema_signature, version_macro  # noqa: E402


class DataError(Exception):
    pass


def load_with_lines(path):
    """A YAML file as yaml_with_lines reads it."""
    with open(path, encoding="utf-8") as f:
        return yaml_with_lines(f)


def yaml_with_lines(source):
    """YAML (text or a stream) as plain Python data, plus the 1-based line of every sequence item /
    mapping value."""
    node = yaml.compose(source, Loader=yaml.SafeLoader)
    lines = {}
    scalar_loader = yaml.SafeLoader("")

    def build(n):
        if isinstance(n, yaml.SequenceNode):
            items = []
            for child in n.value:
                value = build(child)
                lines[id(value)] = child.start_mark.line + 1
                items.append(value)
            return items
        if isinstance(n, yaml.MappingNode):
            out = {}
            for key, child in n.value:
                value = build(child)
                lines[id(value)] = child.start_mark.line + 1
                out[key.value] = value
            return out
        return scalar_loader.construct_object(n)

    return build(node), lines


def parse_releases(spec, all_versions, where):
    """One of op-plugin's release specs -> the list of releases it names.

    `all_version`; a comma list `v2.1, v2.2` (one string); a closed range `[vA, vB]` or
    `[vA, newest]` (a YAML list). See op-plugin's op_plugin/config/README.md.
    """
    def check(v):
        if v not in all_versions:
            raise DataError(f"{where}: unknown release '{v}' (known: {', '.join(all_versions)})")
        return v

    if spec == "all_version":
        return list(all_versions)
    if isinstance(spec, str):
        return [check(v.strip()) for v in spec.split(",") if v.strip()]
    if isinstance(spec, list) and len(spec) == 2:
        first = all_versions.index(check(spec[0]))
        last = len(all_versions) - 1 if spec[1] == "newest" else all_versions.index(check(spec[1]))
        if last < first:
            raise DataError(f"{where}: empty release range {spec}")
        return all_versions[first:last + 1]
    raise DataError(f"{where}: release spec must be all_version, 'vA, vB' or [vA, vB|newest], got {spec!r}")


def release_name(version):
    return version[1:]  # "v2.12" -> "2.12"


def split_func(func):
    """'add.Tensor(Tensor self, ...) -> Tensor' -> ('add', 'Tensor')"""
    name = func.split("(", 1)[0].strip()
    base, _, overload = name.partition(".")
    return base, overload


def key_of(namespace, func_or_name):
    base, overload = split_func(func_or_name)
    return f"{namespace}::{base}", overload


class Builder:
    def __init__(self, shared):
        self.shared = shared
        self.ops = {}
        self.schemas = {}  # (op, overload): the yaml's func, for every namespace (ops.jsonl keeps only npu's)

    def entry(self, op, overload):
        return self.ops.setdefault((op, overload), {"op": op, "overload": overload})

    def src(self, rel, line):
        return f"{rel}:{line}"

    def op_plugin(self):
        data, lines = load_with_lines(os.path.join(self.shared, OP_PLUGIN))
        all_versions = data["all_version"]
        self.all_versions = all_versions
        for section in ("official", "symint", "autograd", "quant", "custom"):
            namespace = NPU_NAMESPACE if section == "custom" else "aten"
            for item in data.get(section) or []:
                line = lines[id(item)]
                where = self.src(OP_PLUGIN, line)
                func = item["func"] if isinstance(item, dict) else item
                op, overload = key_of(namespace, func)
                e = self.entry(op, overload)
                self.schemas.setdefault((op, overload), func)
                for key, path in (("op_api", "aclnn"), ("acl_op", "aclop")):
                    if key not in item:
                        continue
                    spec = item[key]
                    kernel = {
                        "path": path,
                        "releases": [release_name(v) for v in parse_releases(spec, all_versions, where)],
                        "source": where,
                        "spec": f"{section}: {key}: {spec if isinstance(spec, str) else '[' + ', '.join(spec) + ']'}",
                    }
                    generated = item.get("gen_opapi") if key == "op_api" else None
                    if generated is not None:
                        kernel["generated"] = True
                    exec_name = (generated or {}).get("exec")
                    if exec_name:
                        kernel["kernel_name"] = exec_name.split(",")[0].strip()
                    e.setdefault("kernels", []).append(kernel)
                if "op_api" not in item and "acl_op" not in item:
                    e.setdefault("no_kernel", []).append(where)
                if namespace == NPU_NAMESPACE:
                    e["schema"] = func

    def npu_native(self):
        data, lines = load_with_lines(os.path.join(self.shared, NPU_NATIVE))
        for section, namespace in (("supported", "aten"), ("custom", NPU_NAMESPACE)):
            for item in data.get(section) or []:
                func = item["func"] if isinstance(item, dict) else item
                op, overload = key_of(namespace, func)
                e = self.entry(op, overload)
                e["torch_npu_native"] = self.src(NPU_NATIVE, lines[id(item)])
                if namespace == NPU_NAMESPACE and "(" in func:
                    e.setdefault("schema", func)

    def deprecated(self):
        data, lines = load_with_lines(os.path.join(self.shared, DEPRECATED))
        for item in data["deprecated"]:
            op, overload = key_of(NPU_NAMESPACE, item["name"])
            e = self.entry(op, overload)
            e["deprecated"] = {"source": self.src(DEPRECATED, lines[id(item)])}
            if item.get("replace"):
                e["deprecated"]["replace"] = item["replace"]

    def native(self, rel, field):
        data, lines = load_with_lines(os.path.join(self.shared, rel))
        for item in data:
            op, overload = key_of("aten", item["func"])
            where = self.src(rel, lines[id(item)])
            if field == "native_1_13":
                if (op, overload) in self.native_2x_keys:
                    continue
                self.entry(op, overload)["native_1_13"] = where
                continue
            info = {"source": where}
            keys = sorted({k.strip() for ks in (item.get("dispatch") or {}) for k in ks.split(",")})
            if keys:
                info["dispatch"] = keys
            if "CompositeImplicitAutograd" in keys or (not keys and not item.get("structured_delegate")):
                # With neither dispatch nor structured_delegate, torchgen defaults to CompositeImplicitAutograd.
                info["kind"] = "composite_implicit"
            elif item.get("structured_delegate"):
                info["kind"] = "delegate"
                info["delegate"] = item["structured_delegate"]
            elif "CompositeExplicitAutograd" in keys or "CompositeExplicitAutogradNonFunctional" in keys:
                info["kind"] = "composite_explicit"
            else:
                info["kind"] = "backend"
            returns = item["func"].rsplit("->", 1)[1]
            if item.get("device_guard") is False and "Tensor" not in returns:
                info["metadata_query"] = True  # reads tensor metadata only, on the host
            tags = item.get("tags") or []
            tags = [tags] if isinstance(tags, str) else tags
            for tag in ("data_dependent_output", "dynamic_output_shape"):
                if tag in tags:
                    info[tag] = True
            self.native_2x_keys.add((op, overload))
            self.entry(op, overload)["native"] = info

    def caveats(self):
        """unsupported_ops_info_base.yaml: OpInfo tests known to fail on NPU, per OpInfo name and dtype."""
        data, lines = load_with_lines(os.path.join(self.shared, UNSUPPORTED_INFO))
        by_base = {}
        for (op, overload), e in self.ops.items():
            by_base.setdefault(op, []).append(e)
        for name, tests in data.items():
            targets = by_base.get("aten::" + name)
            if not targets or not isinstance(tests, dict):
                continue
            dtypes = sorted({str(d) for ds in tests.values() if isinstance(ds, list) for d in ds if d})
            text = (f"torch_npu's test suite lists {len(tests)} OpInfo test(s) of '{name}' failing on NPU "
                    f"for dtype(s) {', '.join(dtypes)}")
            for e in targets:
                e.setdefault("caveats", []).append({"text": text, "source": self.src(UNSUPPORTED_INFO, lines[id(tests)])})

    def shipped(self):
        _, ops = parse_package_ops(self.shared)
        for (op, overload), (cells, arrivals) in ops.items():
            e = self.entry(op, overload)
            e["shipped"] = cells
            e["arrivals"] = arrivals

    def opapi_fallbacks(self):
        """Each op_api kernel gains, from op-plugin's source at the vendored yaml's commit, `aclnn` (the
        kernels its functions call), `function` (the first) and `fallback`: "yes" when every function has
        a DO_COMPATIBILITY, "checked" when every one asks whether its kernel is available and takes
        another path, "no" when none does either, "some" when the overloads' functions differ,
        "generated" for gen_opapi entries (op-plugin's struct_codegen.py writes DO_COMPATIBILITY
        exactly when the entry has an acl_op path). And the same at each package's own commit:
        `package_fallback`, one cell per package (y, c, n, s as above; - no function of that name
        there), and `package_functions`, {version: {function: file:line at that package's commit, aclnn}}
        for the packages whose cell is n: at the first of each run of such packages (in package
        order) and wherever they change within it."""
        reads, functions = parse_opapi_fallbacks(self.shared)
        packages, _ = parse_package_ops(self.shared)
        package_reads = [None if p["approximate"] else
                         reads.get((p["op_plugin_commit"], folders_for(p["op_plugin_file"]), version_macro(p["series"])))
                         for p in packages]
        for p, read in zip(packages, package_reads):
            if read is None and not p["approximate"]:
                raise DataError(f"{OPAPI_FALLBACKS}: no read of op-plugin {p['op_plugin_commit'][:12]} for torch_npu {p['torch_npu']} "
                                f"({p['source']}); rerun op_db/opapi_fallbacks.py")
        master = reads[(OPAPI_COMMIT, UNIFIED_DIRS, "-")]
        # (op, overload): (the C++ names op-plugin may give its function, its signature), for every entry
        # of the yaml; a name's signatures say which overloads share it (acl_op-only ones too).
        cpp = {key: (cpp_names(key[0], key[1], schema), schema_signature(schema)) for key, schema in self.schemas.items()}
        sharing = {}
        for names, signature in cpp.values():
            for name in names:
                sharing.setdefault(name, set()).add(signature)
        for e in self.ops.values():
            for kernel in e.get("kernels", []):
                if kernel["path"] != "aclnn":
                    continue
                names, signature = cpp[(e["op"], e["overload"])]
                # The overload alone under its names (an npu op listed in two sections is one): its function
                # may have other parameters at an older commit (npu_fusion_attention gained some), and is
                # still its own.
                alone = all(len(sharing[name]) == 1 for name in names)
                generated = kernel.pop("generated", False)
                if generated:
                    kernel["fallback"] = "generated"
                cells, changes, last = [], {}, None
                for package, read in zip(packages, package_reads):
                    rows = [] if read is None else functions_at(functions, names, read, signature, alone)
                    cells.append(fallback_cell(rows))
                    # Only a function with no fallback is ever cited; a run of such packages names it
                    # where it changes.
                    now = function_of(rows) if cells[-1] == "n" else None
                    if now and now != last:
                        changes[package["torch_npu"]] = now
                    last = now
                if any(cell != "-" for cell in cells):
                    kernel["package_fallback"] = "".join(cells)
                    kernel["package_functions"] = changes
                rows = functions_at(functions, names, master, signature, alone)
                if generated or not rows:
                    continue
                kernel["fallback"] = {"y": "yes", "c": "checked", "n": "no", "s": "some"}[fallback_cell(rows)]
                kernel.update(function_of(rows, OPAPI_COMMIT))

    def build(self):
        self.native_2x_keys = set()
        self.op_plugin()
        self.npu_native()
        self.deprecated()
        self.native(NATIVE_2X, "native")
        self.native(NATIVE_113, "native_1_13")
        self.caveats()
        self.shipped()
        self.opapi_fallbacks()
        return [self.ops[k] for k in sorted(self.ops)]


def cpp_names(op, overload, schema):
    """The C++ names op-plugin may give an op's function (torchgen's): 'aten::isin',
    'Tensor_Tensor_out' -> isin_out, isin_out_symint. An out variant (kwarg-only mutable tensors in
    its schema, as sort.values has; or an overload named out) ends in _out; other overloads share
    the op's name; a SymInt signature may add _symint."""
    base = op.split("::", 1)[1]
    arguments = schema_arguments(schema)
    keyword_only = arguments.split("*", 1)[1] if "*" in arguments else ""
    out = overload == "out" or overload.endswith("_out") or re.search(r"\bTensor\(\w!\)", keyword_only)
    name = base + "_out" if out else base
    return [name, name + "_symint"]


def functions_at(functions, names, read, signature, alone=False):
    """The rows of the functions named `names` at read index `read` whose parameters are the
    overload's (`_foreach_mul.Scalar` and `.ScalarList` share a name): a name's other overloads'
    functions say nothing of this one. An overload `alone` under its names also takes the rows of a
    single other signature there (its parameters then)."""
    rows = [row for name in names for row in functions.get(name, []) if read in row["reads"]]
    matching = [row for row in rows if row["signature"] == signature]
    return matching or (rows if alone and len({row["signature"] for row in rows}) == 1 else [])


def fallback_cell(rows):
    """y, c, n when every row says yes, checked, no; s when they differ; - when there is none."""
    compat = {row["compatibility"] for row in rows}
    return "-" if not compat else "s" if len(compat) > 1 else compat.pop()[0]


def function_of(rows, commit=None):
    """{function: the file:line of the first row calling a kernel, else of the first row (after
    'Ascend/op-plugin@<commit> ' when a commit is given), aclnn: the kernels all rows call}, or None."""
    if not rows:
        return None
    cited = next((row for row in rows if row["aclnn"]), rows[0])["source"]
    where = cited if commit is None else f"Ascend/op-plugin@{commit[:12]} {cited}"
    return {"aclnn": sorted({name for row in rows for name in row["aclnn"]}), "function": where}


def parse_opapi_fallbacks(shared):
    """opapi_fallbacks.tsv -> ({(commit, folders tuple, CURRENT_VERSION or -): read index}, {function name: [{reads: set of read
    indexes, source: file:line, signature, aclnn: [...], compatibility: yes|checked|no}]})."""
    reads, commits, functions = {}, [], {}
    with open(os.path.join(shared, OPAPI_FALLBACKS), encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if line.startswith("#"):
                continue
            cells = line.rstrip("\n").split("\t")
            where = f"{OPAPI_FALLBACKS}:{number}"
            if cells[0] == "read" and len(cells) == 5 and cells[1] == str(len(commits)) and re.fullmatch(r"[0-9a-f]{40}", cells[2]):
                reads[(cells[2], tuple(cells[3].split(",")), cells[4])] = len(commits)
                commits.append(cells[2])
            elif cells[0] == "function" and len(cells) == 7 and cells[6] in ("yes", "checked", "no"):
                indexes = set()
                for run in cells[2].split(","):
                    first, _, last = run.partition("-")
                    if not first.isdigit() or not (last or first).isdigit() or int(last or first) >= len(commits):
                        raise DataError(f"{where}: read indexes (0-3,7) below {len(commits)} expected, got '{cells[2]}'")
                    indexes |= set(range(int(first), int(last or first) + 1))
                functions.setdefault(cells[1], []).append(
                    {"reads": indexes, "source": cells[3], "signature": cells[4],
                     "aclnn": list(filter(None, cells[5].split(","))), "compatibility": cells[6]})
            else:
                raise DataError(f"{where}: 'read, index, commit, folders, CURRENT_VERSION' or 'function, name, reads, file:line, signature, "
                                "aclnn, yes|checked|no' expected")
    return reads, functions


def parse_package_ops(shared):
    """package_ops.tsv -> (packages in version order, {(op, overload): (cells, {version: file:line})})."""
    packages, ops = [], {}
    with open(os.path.join(shared, PACKAGE_OPS), encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if line.startswith("#"):
                continue
            cells = line.rstrip("\n").split("\t")
            where = f"{PACKAGE_OPS}:{number}"
            if cells[0] == "package" and len(cells) == 8:
                version, series, tag, torch_npu, op_plugin, read, native = cells[1:]
                packages.append({"torch_npu": version, "series": series, "tag": tag, "torch_npu_commit": torch_npu,
                                 "op_plugin_commit": op_plugin, "op_plugin_file": read.split("@")[0],
                                 "approximate": "@" not in read, "source": where})
            elif cells[0] == "op" and len(cells) == 5:
                shipped = cells[3]
                if len(shipped) != len(packages) or set(shipped) - set("nobt-"):
                    raise DataError(f"{where}: {len(packages)} cells of n, o, b, t or - expected, got '{shipped}'")
                arrivals = {}
                for arrival in filter(None, cells[4].split(",")):
                    index, _, at = arrival.partition(":")
                    package = packages[int(index)]
                    file = NPU_NATIVE_IN_TAG if shipped[int(index)] == "t" else package["op_plugin_file"]
                    arrivals[package["torch_npu"]] = f"{file}:{at}"
                ops[(cells[1], "" if cells[2] == "-" else cells[2])] = (shipped, arrivals)
            else:
                raise DataError(f"{where}: neither a package row nor an op row")
    return packages, ops


NPU_NATIVE_IN_TAG = "torch_npu/csrc/aten/npu_native_functions.yaml"


def package_order_key(version):
    """'2.1.0.post4' -> (2, 1, 0, 4); '2.1.0.rc1' before '2.1.0' before '2.1.0.post2'."""
    m = re.match(r"^(\d+)\.(\d+)\.(\d+)(?:\.(post|rc)(\d+))?$", version)
    if not m:
        raise DataError(f"unexpected torch_npu version '{version}'")
    stage = 0 if m.group(4) is None else int(m.group(5)) if m.group(4) == "post" else int(m.group(5)) - 1000
    return int(m.group(1)), int(m.group(2)), int(m.group(3)), stage


def extension_release(tag):
    """The Ascend Extension release a tag belongs to, hotfix and patch numbers dropped:
    'v6.0.rc2.1-pytorch2.3.1' -> '6.0.rc2', 'v7.1.0.2-pytorch2.5.1' -> '7.1.0', 'v26.0.1-pytorch2.9.0'
    -> '26.0.0', 'v5.0.1.1-pytorch2.1.0' -> '5.0.0'."""
    product = tag.split("-pytorch")[0][1:].lower()
    m = re.match(r"^(\d+\.\d+\.(?:rc)?\d+)\.\d+$", product)
    product = m.group(1) if m else product
    m = re.match(r"^(\d+)\.(\d+)\.(\d+)$", product)
    return f"{m.group(1)}.{m.group(2)}.0" if m else product


def unlisted_packages(history, table):
    """The packages package_ops.tsv read from a release tag the compatibility table leaves out, as
    releases.json packages with `listed: false`: PyTorch from the tag; CANN from the table's rows
    of the same Ascend Extension release (its branches `v<pytorch>-<release>`; a patch release such
    as 5.0.1 counts as its 5.0.0, extension_release), when they agree, citing the row of the tag's
    own PyTorch if there is one, else the first such row; else none. `historical` when every such row is in the table's historical section. `table`: the
    page's rows in page order (compatibility_rows)."""
    listed = {p["torch_npu"] for p in table}
    out = []
    for built in history:
        if built["torch_npu"] in listed:
            continue
        release = extension_release(built["tag"])
        pytorch = built["tag"].split("-pytorch")[1]
        rows = [p for p in table if p["branch"].lower().endswith("-" + release)]
        # The row of the tag's own branch first (v2.1.0-6.0.rc1 for v6.0.rc1-pytorch2.1.0), when the table has it.
        rows.sort(key=lambda p: p["branch"].lower() != f"v{pytorch}-{release}")
        canns = sorted({p["cann"] for p in rows})
        cann = canns[0] if len(canns) == 1 else ""
        out.append({"torch_npu": built["torch_npu"], "series": built["series"], "branch": "", "listed": False,
                    "pytorch": pytorch, "source": built["source"], "cann": cann,
                    "cann_source": rows[0]["source"] if cann else "", "cann_release": release if cann else "", "tag": built["tag"],
                    "historical": bool(rows) and all(p["historical"] for p in rows)})
    return out


def parse_compatibility(shared, all_versions, unlisted):
    """Published torch_npu packages per release, from the compatibility tables, and `unlisted`
    (unlisted_packages)."""
    path = os.path.join(shared, COMPATIBILITY)
    packages = {}
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if len(cells) != 4 or not re.match(r"^\d+\.\d+", cells[0]):
                continue
            package, branch, pytorch, cann = cells
            release = ".".join(package.split(".")[:2])
            if "v" + release not in all_versions:
                continue
            packages.setdefault(release, []).append({
                "torch_npu": package, "branch": branch, "pytorch": pytorch, "cann": cann,
                "source": f"{COMPATIBILITY}:{number}"})
    releases = []
    for v in all_versions:
        name = release_name(v)
        releases.append({"name": name, "published": name in packages, "packages": packages.get(name, [])})
    published = [r["name"] for r in releases if r["published"]]
    if not published:
        raise DataError(f"{COMPATIBILITY}: no published release found")
    # Each package's tag and the commits it was built from, in version order (ops.jsonl's
    # `shipped` has one cell per package in this order).
    history, _ = parse_package_ops(shared)
    by_version = {p["torch_npu"]: p for p in history}
    by_name = {r["name"]: r for r in releases}
    for package in unlisted:
        by_name[package["series"]]["packages"].append(
            {k: v for k, v in package.items() if k not in ("series", "tag", "historical", "cann_release")})
    for release in releases:
        for package in release["packages"]:
            built = by_version.get(package["torch_npu"])
            if not built:
                raise DataError(f"{PACKAGE_OPS}: no row for torch_npu {package['torch_npu']} ({package['source']})")
            package.update({k: built[k] for k in ("tag", "torch_npu_commit", "op_plugin_commit", "op_plugin_file", "approximate")})
            package["history_source"] = built["source"]
            package.setdefault("listed", True)
        release["packages"].sort(key=lambda p: package_order_key(p["torch_npu"]), reverse=True)
    return {"releases": releases, "default": published[-1], "package_order": [p["torch_npu"] for p in history],
            "default_reason": f"newest release with a published package in {COMPATIBILITY}"}


PYTHON_ROW = re.compile(r"^\|\s*PyTorch (\d+\.\d+\.\d+)\s*\|(.*)\|\s*$")
PYTHON_VERSION = re.compile(r"Python\s*(\d+\.\d+)(?:\(>=(\d+\.\d+\.\d+)\))?")


def compatibility_rows(shared):
    """The compatibility page's package rows in page order (CANN as 'CANN x', `historical` inside
    its <details> section), and its Python rows; each with its line."""
    path = os.path.join(shared, COMPATIBILITY)
    packages, python = [], []
    historical = False
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if "<details>" in line:
                historical = True
            if "</details>" in line:
                historical = False
            row = PYTHON_ROW.match(line.strip())
            if row:
                versions = [{"version": v, **({"minimum": m} if m else {})} for v, m in PYTHON_VERSION.findall(row.group(2))]
                if not versions:
                    raise DataError(f"{COMPATIBILITY}:{number}: no Python version in {row.group(2).strip()!r}")
                python.append({"pytorch": row.group(1), "python": versions, "source": f"{COMPATIBILITY}:{number}"})
                continue
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if len(cells) != 4 or not re.match(r"^\d+\.\d+", cells[0]):
                continue
            package, branch, pytorch, cann = cells
            if not cann.startswith("CANN "):
                raise DataError(f"{COMPATIBILITY}:{number}: CANN column {cann!r} does not start with 'CANN '")
            packages.append({"torch_npu": package.replace("(beta)", "").strip(), "branch": branch, "pytorch": pytorch,
                             "cann": cann, "historical": historical, "beta": package.endswith("(beta)"),
                             "source": f"{COMPATIBILITY}:{number}"})
    if not packages or not python:
        raise DataError(f"{COMPATIBILITY}: no package or Python table found")
    return packages, python


def environment(shared, rows, unlisted):
    """Every published torch_npu package with its PyTorch and CANN versions and branch (current
    and historical tables, then `unlisted`), and the Python versions per PyTorch version, from the
    compatibility page (compatibility_rows); each row with its line."""
    packages, python = rows
    packages = [{**p, "cann": p["cann"][len("CANN "):]} for p in packages]
    for extra in unlisted:
        packages.append({"torch_npu": extra["torch_npu"], "branch": "", "pytorch": extra["pytorch"],
                         "cann": extra["cann"][len("CANN "):], "cann_source": extra["cann_source"],
                         "cann_release": extra["cann_release"], "historical": extra["historical"],
                         "beta": False, "listed": False, "tag": extra["tag"], "source": extra["source"]})
    return {"packages": packages, "python": python, "variables": documented_variables(shared)}


def documented_variables(shared):
    """Each environment variable torch_npu's pages document (the name list beside them), with the
    page that describes it: the page named after it, else the first page line that names it."""
    pages = []
    for folder, _, files in sorted(os.walk(os.path.join(shared, ENV_PAGES))):
        pages += sorted(os.path.join(folder, f) for f in files if f.endswith(".md") and not f.startswith("_menu"))
    out = []
    with open(os.path.join(shared, ENV_NAMES), encoding="utf-8") as f:
        names = [line.strip() for line in f if line.strip()]
    for name in names:
        source = None
        for page in pages:
            if os.path.basename(page)[:-3].replace("（beta）", "") == name:
                source = f"{os.path.relpath(page, shared)}:1"
                break
        for page in pages if source is None else []:
            with open(page, encoding="utf-8") as f:
                for number, line in enumerate(f, 1):
                    if re.search(r"(?<![A-Z_])" + re.escape(name) + r"(?![A-Z_])", line.replace("\\", "")):
                        source = f"{os.path.relpath(page, shared)}:{number}"
                        break
            if source:
                break
        if source is None:
            raise DataError(f"{ENV_NAMES}: {name} is on no page under {ENV_PAGES}")
        out.append({"name": name, "source": source})
    return out


# Methods of Python's own types: a call `x.m()` on a value of unknown type is taken for the Tensor
# method m only when no builtin type has an m (`items`, `index`, `copy`, `sort`, `split`, ...).
BUILTIN_TYPES = (list, dict, str, set, frozenset, tuple, bytes, bytearray, int, float, complex, object)


def python_calls(shared):
    """torch.<fn> and Tensor.<method> -> the ATen op they call, from native_functions.yaml's
    `variants` (default: function). Names starting with '_' are private and left out; each
    name maps to its default overload, else its first that is not an `out` variant, else its
    first: the overload a call without more context is judged by."""

    def rank(record):
        if record is None:
            return 3
        return 0 if record["overload"] == "" else 2 if record["overload"].startswith("out") else 1

    data, lines = load_with_lines(os.path.join(shared, NATIVE_2X))
    functions, methods = {}, {}
    for entry in data:
        base, overload = split_func(entry["func"])
        if base.startswith("_"):
            continue
        variants = [v.strip() for v in str(entry.get("variants", "function")).split(",")]
        record = {"op": f"aten::{base}", "overload": overload, "source": f"{NATIVE_2X}:{lines[id(entry)]}"}
        for variant, table in (("function", functions), ("method", methods)):
            if variant in variants and rank(record) < rank(table.get(base)):
                table[base] = record
    builtin = sorted({m for t in BUILTIN_TYPES for m in dir(t) if not m.startswith("_")})
    return {"generated_by": "op_db/generate.py", "format": 1,
            "functions": dict(sorted(functions.items())), "methods": dict(sorted(methods.items())),
            "builtin_methods": builtin}


NATIVE_API = "ascend/torch-npu/native_api"
# The products torch_npu's support tables name, and npu-lint's --chip id for each.
CHIPS = {"Atlas A2 训练系列产品": "a2", "Atlas A3 训练系列产品": "a3", "Ascend 950DT": "950dt",
         "Atlas 训练系列产品": "atlas-training"}
SUPPORT = {"✔": True, "&#10004;": True, "✘": False}
HEADING = re.compile(r"^### (.*)$")
MEMBER = re.compile(r'^> <font size="3">(.*)</font>\s*$')
CHIP_ROW = re.compile(r"^\| <term>(.*)</term> \| (.*) \|\s*$")


def api_name(text):
    """'<code><i>class</i></code> torch.cuda.StreamContext' -> ('torch.cuda.StreamContext', 'class')."""
    text = re.sub(r"<[^>]+>", "", text).replace("\\_", "_").strip()
    kind = "function"
    for prefix in ("class ", "property "):
        if text.startswith(prefix):
            text, kind = text[len(prefix):].strip(), prefix.strip()
    return (text[:-2] if text.endswith("()") else text), kind


MSFMK_RESOURCE = "ascend/msfmktransplt/resource"
MSFMK_ENTRY = re.compile(r'^\s*"([^"]+)":')


def minor(version):
    return ".".join(version.split(".")[:2])


def msfmk_unsupported(shared, page_versions):
    """msFmkTransplt's op_list_X_Y.json (Ascend's migration analyser: PyTorch APIs not supported
    on NPU, for PyTorch X.Y) for the versions torch_npu's pages do not cover: one record per API,
    `listed_unsupported` and no per-product marks (the list has none)."""
    records = []
    root = os.path.join(shared, MSFMK_RESOURCE)
    for name in sorted(os.listdir(root)):
        m = re.fullmatch(r"op_list_(\d+)_(\d+)\.json", name)
        if not m or ".".join(m.groups()) in page_versions:
            continue
        rel = f"{MSFMK_RESOURCE}/{name}"
        with open(os.path.join(root, name), encoding="utf-8") as f:
            text = f.read()
        listed = set(json.loads(text)["op_list"])
        for number, line in enumerate(text.splitlines(), 1):
            entry = MSFMK_ENTRY.match(line)
            if entry and entry.group(1) in listed:
                records.append({"api": entry.group(1), "pytorch": ".".join(m.groups()), "source": f"{rel}:{number}",
                                "chips": {}, "listed_unsupported": True})
    return records


MSFMK_ADVICE = f"{MSFMK_RESOURCE}/precision_performance_advice.json"
MSFMK_AFFINITY = f"{MSFMK_RESOURCE}/affinity_list_1_11_0.json"


def line_of(lines, pattern, rel):
    """The 1-based line of the first line containing `pattern`: where a JSON entry is written."""
    for number, line in enumerate(lines, 1):
        if pattern in line:
            return number
    raise DataError(f"{rel}: no line holds {pattern!r}")


def msfmk_advice(shared):
    """msFmkTransplt's per-API advice: precision and performance texts and argument values
    (precision_performance_advice.json), the torch APIs with an NPU-affine replacement and the
    user-written functions and classes it replaces (affinity_list_1_11_0.json)."""
    records = []
    with open(os.path.join(shared, MSFMK_ADVICE), encoding="utf-8") as f:
        text = f.read()
    data, lines = json.loads(text), text.splitlines()
    for section, kind in (("api_precision_dict", "precision"), ("api_performance_dict", "performance")):
        for api, advice in data[section].items():
            first, *rest = advice.split("\n")
            if any(line.strip() and not line.startswith("For more information") for line in rest):
                first += " (a code example follows in the source)"
            records.append({"api": api, "advice": kind, "text": first,
                            "source": f"{MSFMK_ADVICE}:{line_of(lines, json.dumps(api) + ':', MSFMK_ADVICE)}"})
    # Argument values: `parameter_idx` counts positional arguments from 1 (DataLoader's
    # pin_memory is its 8th); "to" is the Tensor/Module method.
    for api, entry in data["api_parameters_performance_dict"].items():
        at = line_of(lines, json.dumps(api) + ":", MSFMK_ADVICE)
        for parameter, advice in entry["parameter"].items():
            record = {"api": api, "advice": "argument", "parameter": parameter, "positions": advice["parameter_idx"],
                      "default": advice["default_value"], "text": advice["msg"].split("\n")[0],
                      "source": f"{MSFMK_ADVICE}:{at + line_of(lines[at:], json.dumps(parameter) + ':', MSFMK_ADVICE)}"}
            for key in ("expected_value", "unexpected_value"):
                if key in advice:
                    record[key.replace("_value", "")] = advice[key]
            records.append(record)
    with open(os.path.join(shared, MSFMK_AFFINITY), encoding="utf-8") as f:
        text = f.read()
    data, lines = json.loads(text), text.splitlines()
    for entry in data["torch"].values():
        pattern = f'"full_name": {json.dumps(entry["full_name"])}'
        record = {"api": entry["full_name"], "advice": "affinity", "text": entry["affinity_api"],
                  "source": f"{MSFMK_AFFINITY}:{line_of(lines, pattern, MSFMK_AFFINITY)}"}
        record.update(contrib_page(shared, entry["affinity_api"]))
        records.append(record)
    # Functions and classes a project writes itself that mirror an NPU-affine replacement: matched
    # by name and parameters (a class: its base, __init__ and forward parameters).
    for name, entry in data["function"].items():
        record = {"api": name, "advice": "affinity-function", "text": entry["affinity_function"],
                  "parameters": entry["parameter"],
                  "source": f"{MSFMK_AFFINITY}:{line_of(lines, json.dumps(name) + ':', MSFMK_AFFINITY)}"}
        record.update(contrib_page(shared, entry["affinity_function"]))
        records.append(record)
    for name, entry in data["class"].items():
        record = {"api": name, "advice": "affinity-class", "text": entry["affinity_class"],
                  "parent": entry["parent_class_name"], "parameters": entry["__init__"],
                  "forward_parameters": entry["forward"],
                  "source": f"{MSFMK_AFFINITY}:{line_of(lines, json.dumps(name) + ':', MSFMK_AFFINITY)}"}
        record.update(contrib_page(shared, entry["affinity_class"]))
        records.append(record)
    return sorted(records, key=lambda r: (r["api"], r["advice"]))


CONTRIB_PAGES = "ascend/op-plugin/docs/custom_APIs/torch_npu-contrib"
# The products op-plugin's custom-API pages name, as short ids (the --chip ids where they are one).
PAGE_PRODUCTS = {"Atlas A2 训练系列产品": "a2", "Atlas A3 训练系列产品": "a3", "Atlas 训练系列产品": "atlas-training",
                 "Atlas 推理系列产品": "atlas-inference"}
PRODUCT_ROW = re.compile(r"^\|\s*<term>(.*)</term>\s*\|\s*(√|×)\s*\|\s*$")


def contrib_page(shared, api):
    """The products a torch_npu.contrib API runs on (its op-plugin page's 产品支持情况 table), and
    whether the page says it is to be deprecated (计划废弃); {} when op-plugin has no page of that
    name (the affinity list names some replacements differently from their pages)."""
    rel = f"{CONTRIB_PAGES}/（beta）{api.replace('.', '-')}.md"
    if not os.path.exists(os.path.join(shared, rel)):
        return {}
    with open(os.path.join(shared, rel), encoding="utf-8") as f:
        lines = f.read().splitlines()
    out = {"products": [], "products_source": rel}
    for number, line in enumerate(lines, 1):
        row = PRODUCT_ROW.match(line.strip())
        if row:
            if row.group(1).strip() not in PAGE_PRODUCTS:
                raise DataError(f"{rel}:{number}: unknown product {row.group(1)!r}")
            if row.group(2) == "√":
                out["products"].append(PAGE_PRODUCTS[row.group(1).strip()])
        elif "计划废弃" in line:
            out["deprecated"] = f"{rel}:{number}"
    if not out["products"]:
        raise DataError(f"{rel}: no product table")
    out["products"].sort()
    return out


def python_apis(shared):
    """One record per API and PyTorch version of torch_npu's per-API pages: the NPU name, ✔/✘ per
    product, the restriction text, and the page:line of the entry; then msFmkTransplt's
    unsupported lists for PyTorch versions without pages, and its per-API advice."""
    root = os.path.join(shared, NATIVE_API)
    records = []
    for folder in sorted(os.listdir(root)):
        m = re.fullmatch(r"pytorch_(\d+)-(\d+)-(\d+)", folder)
        if not m:
            continue
        version = ".".join(m.groups())
        for page in sorted(os.listdir(os.path.join(root, folder))):
            rel = f"{NATIVE_API}/{folder}/{page}"
            current, owner = None, None
            with open(os.path.join(root, folder, page), encoding="utf-8") as f:
                for number, line in enumerate(f, 1):
                    heading, member = HEADING.match(line), MEMBER.match(line)
                    if heading or member:
                        if heading:
                            name, kind = api_name(heading.group(1))
                            owner = name
                        else:
                            name, kind = api_name(member.group(1))
                            name = f"{owner}.{name}" if owner else name
                        current = {"api": name, "pytorch": version, "source": f"{rel}:{number}", "chips": {}}
                        if kind != "function":
                            current["kind"] = kind
                        records.append(current)
                        continue
                    if current is None:
                        continue
                    if line.startswith("**NPU 形式名称**："):
                        current["npu_name"] = line.split("：", 1)[1].strip()
                    elif line.startswith("**限制与说明**："):
                        current["restriction"] = line.split("：", 1)[1].strip()
                    elif (row := CHIP_ROW.match(line)):
                        product, mark = row.group(1).strip(), row.group(2).strip()
                        if product not in CHIPS or mark not in SUPPORT:
                            raise DataError(f"{rel}:{number}: unknown product or mark in {line.strip()!r}")
                        current["chips"][CHIPS[product]] = SUPPORT[mark]
    records = [r for r in records if r["chips"]]  # section headings without a support table
    page_versions = {minor(r["pytorch"]) for r in records}
    records += msfmk_unsupported(shared, page_versions)
    # An API listed on several pages of one version: its own module's page first ("torch.Tensor"
    # on torch-Tensor.md before Named-Tensors.md), which npu-lint then uses.
    def own_page(r):
        stem = os.path.basename(r["source"].rsplit(":", 1)[0])[:-3]
        return 0 if r["api"].replace(".", "-").startswith(stem) else 1
    records.sort(key=lambda r: (r["api"], [int(p) for p in r["pytorch"].split(".")], own_page(r), r["source"]))
    records += msfmk_advice(shared)
    header = {"generated_by": "op_db/generate.py", "format": 1, "chips": CHIPS}
    return "\n".join(json.dumps(x, ensure_ascii=False, sort_keys=True) for x in [header] + records) + "\n"


def render(shared):
    builder = Builder(shared)
    ops = builder.build()
    digests = {}
    for rel in SOURCES:
        with open(os.path.join(shared, rel), "rb") as f:
            digests[rel] = hashlib.sha256(f.read()).hexdigest()
    header = {"generated_by": "op_db/generate.py", "format": 1, "sources": digests}
    lines = [json.dumps(header, sort_keys=True)] + [json.dumps(op, sort_keys=True) for op in ops]
    rows = compatibility_rows(shared)
    unlisted = unlisted_packages(parse_package_ops(shared)[0], rows[0])
    releases = parse_compatibility(shared, builder.all_versions, unlisted)
    return {
        "ops.jsonl": "\n".join(lines) + "\n",
        "releases.json": json.dumps(releases, indent=1, sort_keys=True) + "\n",
        "python_calls.json": json.dumps(python_calls(shared), indent=0, sort_keys=True) + "\n",
        "python_apis.jsonl": python_apis(shared),
        "environment.json": json.dumps(environment(shared, rows, unlisted), indent=1, sort_keys=True) + "\n",
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sources", default=os.path.join(HERE, "..", "vendor"),
                        help="folder holding ascend/ and pytorch/ (default: the repository's vendor/)")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--out", default=HERE)
    args = parser.parse_args()
    try:
        files = render(args.sources)
    except (DataError, OSError, KeyError, yaml.YAMLError) as e:
        print(f"generate.py: {e}", file=sys.stderr)
        return 2
    stale = []
    for name, text in files.items():
        path = os.path.join(args.out, name)
        if args.check:
            current = open(path, encoding="utf-8").read() if os.path.exists(path) else None
            if current != text:
                stale.append(name)
        else:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
    if stale:
        print(f"generate.py: op_db/{', op_db/'.join(stale)} no longer match their sources in {os.path.normpath(args.sources)}; "
              "run /usr/bin/python3 op_db/generate.py and commit the result", file=sys.stderr)
        return 1
    if args.check:
        print("op_db is up to date with its sources")
    return 0


if __name__ == "__main__":
    sys.exit(main())
