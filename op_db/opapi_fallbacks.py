#!/usr/bin/python3
"""Extracts which aclnn kernels op-plugin's hand-written op_api functions call, and whether each
function falls back to its acl_op implementation when the CANN installed lacks the kernel:

    /usr/bin/python3 op_db/opapi_fallbacks.py --op-plugin GIT_DIR [--commit C] [--check]

op-plugin's `op_plugin/ops/opapi/*.cpp` implement the `op_api` path of torch_npu's ops with
`EXEC_NPU_CMD(aclnnFoo, ...)`. A function that starts with `DO_COMPATIBILITY(aclnnFoo,
acl_op::foo(...))` (op_plugin/utils/op_api_common.h) calls the acl_op implementation when
libopapi.so has no `aclnnFoo`; one without it fails on such a CANN. The commit read is the one
the vendored op_plugin_functions.yaml comes from (vendor/SOURCES.md), so that op_db/generate.py
joins the two by function name (torchgen's: `isin.Tensor_Tensor_out` is `isin_out`).

One row per function defined outside any other (static and inline helpers left out): its name, file:line, the aclnn kernels it
calls (its own EXEC_NPU_CMD calls and those of the helpers of its file it calls, transitively),
and how it copes with a CANN that lacks a kernel: `yes`, a DO_COMPATIBILITY; `checked`, it (or a
helper) asks `check_aclnn_kernel_available` and takes another path (another kernel, or the CPU, as
aten::logit does); `no`, neither. Written to vendor/ascend/op-plugin-opapi/opapi_fallbacks.tsv;
--check regenerates in memory and fails (exit 1) when the committed file differs.
"""
import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from extraction import HistoryError, git, write_or_check  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "vendor", "ascend", "op-plugin-opapi", "opapi_fallbacks.tsv")
COMMIT = "517f2e7d0f202f38b76310706cb977ca2388ad21"  # vendor/SOURCES.md: op_plugin_functions.yaml's commit
OPAPI_DIR = "op_plugin/ops/opapi/"
KEYWORDS = {"if", "for", "while", "switch", "catch", "return", "sizeof", "else", "do"}
# A function head: a return type (one or more words), the name, the parameters, then its body's brace.
HEAD = re.compile(r"(?m)^[ \t]*((?:(?:static|inline|constexpr)\s+)*)(?:[\w:<>,*&]+\s+)+[*&]?\s*(\w+)\s*\(([^;{}()]*(?:\([^;{}()]*\)[^;{}()]*)*)\)\s*(?:const\s*)?\{")
EXEC = re.compile(r"\bEXEC_NPU_CMD\w*\s*\(\s*(aclnn\w+)")
COMPAT = re.compile(r"\bDO_COMPATIBILITY\w*\s*\(\s*(aclnn\w+)")
CHECKED = re.compile(r"\bcheck_aclnn_kernel_available\s*\(")
CALL = re.compile(r"\b(\w+)\s*\(")


def blank_comments_and_strings(text):
    """The text with comments and string/char literals replaced by spaces (newlines kept), so
    that braces and names inside them do not count."""
    out = list(text)
    i, n = 0, len(text)
    while i < n:
        two = text[i:i + 2]
        if two == "//":
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


def functions_of(text):
    """[(name, line, body, file_local)] for each function defined in the file, outermost
    definitions only; file_local: static or inline, a helper (no op's entry point)."""
    code = blank_comments_and_strings(text)
    found, end = [], 0
    for m in HEAD.finditer(code):
        if m.start() < end or m.group(2) in KEYWORDS:
            continue
        open_brace = m.end() - 1
        end = body_end(code, open_brace)
        line = code.count("\n", 0, m.start(2)) + 1
        found.append((m.group(2), line, code[open_brace:end], bool(m.group(1).strip())))
    return found


def rows_of_file(path, text):
    defs = functions_of(text)
    by_name = {}
    for name, line, body, _ in defs:
        by_name.setdefault(name, []).append(body)

    def kernels(body, seen):
        """The aclnn kernels the body calls, and whether it asks if one is available first."""
        names, checked = set(EXEC.findall(body)), bool(CHECKED.search(body))
        for callee in set(CALL.findall(body)):
            if callee in by_name and callee not in seen:
                seen.add(callee)
                for callee_body in by_name[callee]:
                    more, more_checked = kernels(callee_body, seen)
                    names |= more
                    checked = checked or more_checked
        return names, checked

    rows = []
    for name, line, body, file_local in defs:
        if file_local:
            continue
        called, checked = kernels(body, {name})
        compat = "yes" if COMPAT.search(body) else "checked" if checked else "no"
        rows.append((name, f"{path}:{line}", ",".join(sorted(called)), compat))
    return rows


def render(op_plugin, commit):
    files = [f for f in git(op_plugin, "ls-tree", "-r", "--name-only", commit, OPAPI_DIR).split("\n") if f.endswith(".cpp")]
    rows = []
    for path in sorted(files):
        rows += rows_of_file(path, git(op_plugin, "show", f"{commit}:{path}"))
    header = [
        "# The functions of op-plugin's op_api kernels (op_plugin/ops/opapi/*.cpp at github.com/Ascend/op-plugin",
        f"# commit {commit}), extracted by op_db/opapi_fallbacks.py: name, file:line, the aclnn kernels it",
        "# calls (directly or through the helpers of its file), and how it copes with a CANN that lacks one: yes,",
        "# a DO_COMPATIBILITY (falls back to acl_op; op_plugin/utils/op_api_common.h); checked, it asks",
        "# check_aclnn_kernel_available and takes another path; no, neither.",
        "function\tsource\taclnn\tcompatibility",
    ]
    return "\n".join(header + ["\t".join(r) for r in rows]) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--op-plugin", required=True, help="git dir of github.com/Ascend/op-plugin")
    parser.add_argument("--commit", default=COMMIT, help="the commit read (default: the vendored yaml's)")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--out", default=OUT, help="the file written or checked (default: the vendored one)")
    args = parser.parse_args()
    try:
        text = render(args.op_plugin, args.commit)
    except (HistoryError, OSError) as e:
        print(f"opapi_fallbacks.py: {e}", file=sys.stderr)
        return 2
    return write_or_check("opapi_fallbacks.py", args.out, text, args.check, "the source")


if __name__ == "__main__":
    sys.exit(main())
