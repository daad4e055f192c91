#!/usr/bin/python3
"""Extracts which aclnn kernels op-plugin's hand-written op_api functions call, and whether each
function falls back to its acl_op implementation when the CANN installed lacks the kernel, at
the op-plugin commit of every released torch_npu package:

    /usr/bin/python3 op_db/opapi_fallbacks.py --op-plugin GIT_DIR [--check] [--out F]

op-plugin's op_api sources implement the `op_api` path of torch_npu's ops with
`EXEC_NPU_CMD(aclnnFoo, ...)`. A function that starts with `DO_COMPATIBILITY(aclnnFoo,
acl_op::foo(...))` (op_plugin/utils/op_api_common.h) calls the acl_op implementation when
libopapi.so has no `aclnnFoo`; one without it fails on such a CANN. Which functions do differs
between commits (op_plugin/ops/base_ops/opapi/MmKernelNpuOpApi.cpp had DO_COMPATIBILITY(aclnnMm)
at the commit torch_npu 2.1.0.post4 pins; master's mm has none), so every package is read at its
own commit: the `package` rows of vendor/ascend/torch-npu-packages/package_ops.tsv name it, and
the yaml that package read names its layout. A per-series yaml (op_plugin/config/v2r1/...) is
built with op_plugin/ops/base_ops/opapi/ and op_plugin/ops/v2r1/opapi/ (op_plugin/CMakeLists.txt
at those commits); the unified yaml with op_plugin/ops/opapi/. The commit of the vendored
op_plugin_functions.yaml (vendor/SOURCES.md) is read too: op-plugin's series annotations come
from it. op_db/generate.py joins the rows to ops by torchgen's function name
(`isin.Tensor_Tensor_out` is `isin_out`).

`read` rows: index, commit, the folders read. `function` rows, one per definition outside any
other (static and inline helpers left out) and run of reads where it is the same: name, the
reads (index ranges, "0-3,7"), file:line, the aclnn kernels it calls (its own EXEC_*CMD calls and
those of the functions of its file it calls, transitively), and how it copes with a CANN that
lacks a kernel: `yes`, a DO_COMPATIBILITY (its own or a callee's); `checked`, it (or a callee) asks
`check_aclnn_kernel_available` and takes another path (another kernel, or the CPU, as aten::logit
does); `no`, neither. An EXEC call outside every function found is an error (exit 2): the reading
would miss a kernel. Written to vendor/ascend/op-plugin-opapi/opapi_fallbacks.tsv; --check
regenerates in memory and fails (exit 1) when the committed file differs.
"""
import argparse
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from extraction import HistoryError, git, write_or_check  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "vendor", "ascend", "op-plugin-opapi", "opapi_fallbacks.tsv")
PACKAGES = os.path.join(HERE, "..", "vendor", "ascend", "torch-npu-packages", "package_ops.tsv")
COMMIT = "517f2e7d0f202f38b76310706cb977ca2388ad21"  # vendor/SOURCES.md: op_plugin_functions.yaml's commit
UNIFIED_DIRS = ("op_plugin/ops/opapi/",)
# op_plugin/config/<vdir>/op_plugin_functions.yaml is built with these (op_plugin/CMakeLists.txt).
PER_SERIES_DIRS = ("op_plugin/ops/base_ops/opapi/", "op_plugin/ops/{vdir}/opapi/")
PER_SERIES_YAML = re.compile(r"^op_plugin/config/(v\d+r\d+)/op_plugin_functions\.yaml$")
KEYWORDS = {"if", "for", "while", "switch", "catch", "return", "sizeof", "else", "do"}
# A function head: a return type (one or more words; a template's `>` may touch the name), the name,
# the parameters, then its body's brace.
HEAD = re.compile(r"(?m)^[ \t]*((?:(?:static|inline|constexpr)\s+)*)(?:(?:[\w:<>,*&]+\s+)+|(?:[\w:<>,*&]+\s+)*[\w:<>,*&]*>)[*&]?\s*(\w+)\s*\(([^;{}()]*(?:\([^;{}()]*\)[^;{}()]*)*)\)\s*(?:const\s*)?\{")
# EXEC_NPU_CMD and its kin (EXEC_NPU_NO_FORMAT_CHECK_CMD, EXEC_NPU_CMD_SYNC, ...).
EXEC = re.compile(r"\bEXEC_\w*CMD\w*\s*\(\s*(aclnn\w+)")
COMPAT = re.compile(r"\bDO_COMPATIBILITY\w*\s*\(\s*(aclnn\w+)")
CHECKED = re.compile(r"\bcheck_aclnn_kernel_available\s*\(")
CALL = re.compile(r"\b(\w+)\s*\(")
RAW_STRING = re.compile(r'R"([^ ()\\\n]{0,16})\(')


def blank_comments_and_strings(text):
    """The text with comments and string/char literals (raw ones too) replaced by spaces
    (newlines kept), so that braces and names inside them do not count."""
    out = list(text)
    i, n = 0, len(text)
    while i < n:
        two = text[i:i + 2]
        raw = RAW_STRING.match(text, i) if two == 'R"' and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")) else None
        if raw:
            j = text.find(")" + raw.group(1) + '"', raw.end())
            j = n if j < 0 else j + len(raw.group(1)) + 2
        elif two == "//":
            j = text.find("\n", i)
            j = n if j < 0 else j
        elif two == "/*":
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
        elif text[i] in "\"'":
            quote, j = text[i], i + 1
            while j < n and text[j] != quote and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
        else:
            i += 1
            continue
        for k in range(i, j):
            if out[k] != "\n":
                out[k] = " "
        i = j
    return "".join(out)


def body_end(code, open_brace):
    depth = 0
    for k in range(open_brace, len(code)):
        if code[k] == "{":
            depth += 1
        elif code[k] == "}":
            depth -= 1
            if depth == 0:
                return k + 1
    return len(code)


def functions_of(code):
    """[(name, line, start, end, file_local)] for each function defined in the blanked code,
    outermost definitions only; file_local: static or inline, a helper (no op's entry point)."""
    found, end = [], 0
    for m in HEAD.finditer(code):
        if m.start() < end or m.group(2) in KEYWORDS:
            continue
        open_brace = m.end() - 1
        end = body_end(code, open_brace)
        line = code.count("\n", 0, m.start(2)) + 1
        found.append((m.group(2), line, open_brace, end, bool(m.group(1).strip())))
    return found


def rows_of_file(path, text):
    """[(name, path:line, kernels, yes|checked|no)] for the file's functions; HistoryError when
    an EXEC call lies outside every function found (a head this reading does not know)."""
    code = blank_comments_and_strings(text)
    defs = functions_of(code)
    for call in EXEC.finditer(code):
        if not any(start <= call.start() < end for _, _, start, end, _ in defs):
            raise HistoryError(f"{path}:{code.count(chr(10), 0, call.start()) + 1}: {call.group(1)} is called outside every "
                               "function found; op_db/opapi_fallbacks.py's HEAD does not read that definition")
    by_name = {}
    for name, _, start, end, _ in defs:
        by_name.setdefault(name, []).append(code[start:end])

    def kernels(body, seen):
        """The aclnn kernels the body calls, whether it has a DO_COMPATIBILITY, and whether it asks
        if a kernel is available first: its own and its callees' in the file (a wrapper such as
        `_foreach_clamp_min` that calls `op_api::_foreach_maximum` falls back as that does). A
        guard anywhere counts for the whole: when in doubt, no claim that a CANN is needed."""
        names, compat, checked = set(EXEC.findall(body)), bool(COMPAT.search(body)), bool(CHECKED.search(body))
        for callee in set(CALL.findall(body)):
            if callee in by_name and callee not in seen:
                seen.add(callee)
                for callee_body in by_name[callee]:
                    more, more_compat, more_checked = kernels(callee_body, seen)
                    names |= more
                    compat, checked = compat or more_compat, checked or more_checked
        return names, compat, checked

    rows = []
    for name, line, start, end, file_local in defs:
        if file_local:
            continue
        called, compat, checked = kernels(code[start:end], {name})
        compat = "yes" if compat else "checked" if checked else "no"
        rows.append((name, f"{path}:{line}", ",".join(sorted(called)), compat))
    return rows


def package_reads(packages_path):
    """[(commit, yaml read)] of the packages of package_ops.tsv, in its order; approximate
    packages (no yaml read at their commit: the history lacked it) are left out."""
    reads = []
    with open(packages_path, encoding="utf-8") as f:
        for line in f:
            cells = line.rstrip("\n").split("\t")
            if cells[0] == "package" and len(cells) == 8 and "@" in cells[6]:
                reads.append((cells[5], cells[6].split("@")[0]))
    return reads


def folders_for(yaml_read):
    """The op_api folders built with the yaml a package read."""
    per_series = PER_SERIES_YAML.match(yaml_read)
    return tuple(d.format(vdir=per_series.group(1)) for d in PER_SERIES_DIRS) if per_series else UNIFIED_DIRS


def index_ranges(indexes):
    """[0, 1, 2, 5] -> '0-2,5'."""
    runs = []
    for i in indexes:
        if runs and runs[-1][1] == i - 1:
            runs[-1][1] = i
        else:
            runs.append([i, i])
    return ",".join(str(a) if a == b else f"{a}-{b}" for a, b in runs)


def row_order(item):
    """By name, first read, file, then line as a number."""
    (name, source, _, _), indexes = item
    path, _, line = source.rpartition(":")
    return name, indexes[0], path, int(line)


class Blobs:
    """Reads files out of the repository through one `git cat-file --batch`, and parses each
    distinct (path, blob) once: most files are the same at most commits."""

    def __init__(self, op_plugin):
        self.op_plugin, self.rows = op_plugin, {}

    def files(self, commit, folders):
        listing = git(self.op_plugin, "ls-tree", "-r", commit, *folders)
        found = []
        for entry in filter(None, listing.split("\n")):
            meta, path = entry.split("\t", 1)
            if path.endswith(".cpp"):
                found.append((path, meta.split()[2]))
        return sorted(found)

    def parse(self, wanted):
        todo = sorted({blob for path, blob in wanted if (path, blob) not in self.rows})
        texts = {}
        if todo:
            done = subprocess.run(["git", "--git-dir=" + self.op_plugin, "cat-file", "--batch"], input=("\n".join(todo) + "\n").encode(),
                                  capture_output=True)
            if done.returncode != 0:
                raise HistoryError(f"git cat-file --batch in {self.op_plugin}: {done.stderr.decode().strip()}")
            data, at = done.stdout, 0
            for blob in todo:
                header_end = data.index(b"\n", at)
                header = data[at:header_end].split()
                if len(header) != 3:  # "<sha> missing"
                    raise HistoryError(f"git cat-file: blob {blob} is not in {self.op_plugin}")
                size = int(header[2])
                texts[blob] = data[header_end + 1:header_end + 1 + size].decode("utf-8", errors="replace")
                at = header_end + 1 + size + 1
        for path, blob in wanted:
            if (path, blob) not in self.rows:
                self.rows[(path, blob)] = rows_of_file(path, texts[blob])
        return [row for key in wanted for row in self.rows[key]]


def render(op_plugin, packages_path, commit):
    reads = []  # (commit, folders), distinct, the yaml's commit first
    for read in [(commit, UNIFIED_DIRS)] + [(c, folders_for(y)) for c, y in package_reads(packages_path)]:
        if read not in reads:
            reads.append(read)
    blobs, runs = Blobs(op_plugin), {}
    for index, (at, folders) in enumerate(reads):
        for row in blobs.parse(blobs.files(at, folders)):
            runs.setdefault(row, []).append(index)
    header = [
        "# The functions of op-plugin's op_api kernels (github.com/Ascend/op-plugin), at the commit of every released",
        "# torch_npu package and of the vendored op_plugin_functions.yaml, extracted by op_db/opapi_fallbacks.py.",
        "# read: index, commit, folders read. function: name, reads (index ranges), file:line, the aclnn kernels it",
        "# calls (directly or through the functions of its file it calls), and how it copes with a CANN that lacks",
        "# one: yes, a DO_COMPATIBILITY, its own or a callee's (falls back to acl_op; op_plugin/utils/op_api_common.h);",
        "# checked, it or a callee asks check_aclnn_kernel_available and takes another path; no, neither.",
    ]
    lines = [f"read\t{i}\t{at}\t{','.join(folders)}" for i, (at, folders) in enumerate(reads)]
    lines += [f"function\t{name}\t{index_ranges(indexes)}\t{source}\t{called}\t{compat}"
              for (name, source, called, compat), indexes in sorted(runs.items(), key=row_order)]
    return "\n".join(header + lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--op-plugin", required=True, help="git dir of github.com/Ascend/op-plugin")
    parser.add_argument("--commit", default=COMMIT, help="the vendored yaml's commit (default: vendor/SOURCES.md's)")
    parser.add_argument("--packages", default=PACKAGES, help="package_ops.tsv, whose package rows name the commits read")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--out", default=OUT, help="the file written or checked (default: the vendored one)")
    args = parser.parse_args()
    try:
        text = render(args.op_plugin, args.packages, args.commit)
    except (HistoryError, OSError) as e:
        print(f"opapi_fallbacks.py: {e}", file=sys.stderr)
        return 2
    return write_or_check("opapi_fallbacks.py", args.out, text, args.check, "the source")


if __name__ == "__main__":
    sys.exit(main())
