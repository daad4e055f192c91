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

Each package's read is its build: the CURRENT_VERSION its torch series defines (op_plugin/CMakeLists.txt:
-DCURRENT_VERSION=V2R7 for torch 2.7) picks the `#if VERSION_BETWEEN(...)` branches that count
(op_plugin/utils/Version.h numbers the versions); the yaml's commit is read with every branch.

`read` rows: index, commit, the folders read, the CURRENT_VERSION (- for every branch). `function`
rows, one per definition outside any other (static and inline helpers left out) and run of reads
where it is the same: name, the reads (index ranges, "0-3,7"), file:line, its parameter types as
schema types ("Tensor[],Scalar[]": what tells `_foreach_mul.ScalarList`'s function from
`.List`'s), the aclnn kernels it calls (its own EXEC_*CMD calls and those of the functions of its
file it calls, transitively; among a callee's overloads, those taking as many arguments as the
call passes), and how it copes with a CANN that lacks a kernel: `yes`, a DO_COMPATIBILITY or a
macro built on one (DO_MATMUL_COMPATIBILITY in op_plugin/utils/, DO_ADDMM_COMPATIBILITY in its
own file), its own or a callee's; `checked`, it (or a callee) asks
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
CHECKED = re.compile(r"\bcheck_aclnn_kernel_available\s*\(")
CALL = re.compile(r"\b(\w+)\s*\(")
PREPROCESSOR = re.compile(r"^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|else|endif)\b(.*)$")
BETWEEN = re.compile(r"\bVERSION_BETWEEN\s*\(\s*(\w+)\s*,\s*(\w+)\s*\)")
VERSION_DEFINE = re.compile(r"(?m)^[ \t]*#[ \t]*define[ \t]+(V\d+R\d+)[ \t]+(\d+)[ \t]*$")
VERSION_ALIAS = re.compile(r"(?m)^[ \t]*#[ \t]*define[ \t]+(VERSION_NEWEST)[ \t]+(V\d+R\d+)")
DEFINE = re.compile(r"(?m)^[ \t]*#[ \t]*define[ \t]+(\w+)\(((?:[^\n]*\\\n)*[^\n]*)")
RAW_STRING = re.compile(r'R"([^ ()\\\n]{0,16})\(')
# C++ parameter types as schema types (torchgen's mapping, read backwards), after `const`, `&`,
# namespaces and optional<> are dropped: what tells one overload's function from another's.
CPP_TO_SCHEMA = [
    (re.compile(r"TensorList|ITensorListRef|(?:Array|I?List)(?:Ref)?<Tensor>"), "Tensor[]"),
    (re.compile(r"(?:Array|I?List)(?:Ref)?<Scalar>"), "Scalar[]"),
    (re.compile(r"(?:Optional)?(?:(?:Sym)?IntArrayRef|ArrayRef<(?:int64_t|SymInt)>)"), "int[]"),
    (re.compile(r"int64_t|SymInt"), "int"),
    (re.compile(r"ArrayRef<double>"), "float[]"),
    (re.compile(r"double"), "float"),
    (re.compile(r"array<bool,\d+>"), "bool[]"),
    (re.compile(r"string_view|string"), "str"),
    (re.compile(r"DimnameList"), "Dimname[]"),
]


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


def split_top_level(text, separator=",", opening="<([", closing=">)]"):
    """Splits at separators outside the brackets (a declaration's <>, () and [] by default)."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c in opening:
            depth += 1
        elif c in closing:
            depth -= 1
        elif c == separator and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [p for p in (part.strip() for part in parts) if p]


def schema_type(cpp_parameter):
    """`const c10::optional<at::Tensor>& bias = {}` -> Tensor; `at::TensorList self` -> Tensor[]."""
    declaration = split_top_level(cpp_parameter, "=")[0] if cpp_parameter else ""
    words = re.sub(r"(?:\b\w+)?::|\bconst\b|[&*]", " ", declaration).split()
    # The last word is the parameter's name when it is one and what precedes it is a whole type.
    named = len(words) > 1 and re.fullmatch(r"[A-Za-z_]\w*", words[-1]) and "".join(words[:-1]).count("<") == "".join(words[:-1]).count(">")
    cpp = "".join(words[:-1] if named else words)
    while True:
        inner = re.fullmatch(r"optional<(.*)>", cpp)
        if not inner:
            break
        cpp = inner.group(1)
    cpp = re.sub(r"^List<optional<Tensor>>$", "TensorList", cpp)
    for pattern, schema in CPP_TO_SCHEMA:
        if pattern.fullmatch(cpp):
            return schema
    return cpp


def signature_of(parameters):
    """A function's parameter list as schema types: 'Tensor[],Scalar[]'."""
    return ",".join(schema_type(p) for p in split_top_level(parameters))


def schema_arguments(schema):
    """The arguments of a schema: 'sort.values(Tensor self, *, Tensor(a!) values) -> (...)' ->
    'Tensor self, *, Tensor(a!) values'."""
    return schema.split("(", 1)[1].rsplit(") ->", 1)[0] if "(" in schema else ""


def schema_signature(schema):
    """An op's schema arguments as signature_of writes a function's: 'aten::_foreach_mul.ScalarList(Tensor[]
    self, Scalar[] scalars) -> Tensor[]' -> 'Tensor[],Scalar[]' (alias sets, '?' and sizes dropped, SymInt as int)."""
    types = []
    for argument in split_top_level(re.sub(r"\([^)]*\)", "", schema_arguments(schema)), ",", "([", ")]"):
        if argument != "*":
            kind = argument.split()[0].replace("?", "")
            types.append(re.sub(r"\[\d*\]", "[]", re.sub(r"^SymInt", "int", kind)))
    return ",".join(types)


def functions_of(code):
    """[(name, line, start, end, file_local, signature)] for each function defined in the blanked
    code, outermost definitions only; file_local: static or inline, a helper (no op's entry point)."""
    found, end = [], 0
    for m in HEAD.finditer(code):
        if m.start() < end or m.group(2) in KEYWORDS:
            continue
        open_brace = m.end() - 1
        end = body_end(code, open_brace)
        line = code.count("\n", 0, m.start(2)) + 1
        found.append((m.group(2), line, open_brace, end, bool(m.group(1).strip()), signature_of(m.group(3))))
    return found


def version_numbers(text):
    """op_plugin/utils/Version.h -> {'V1R11': 0, 'V2R0': 1, ..., 'VERSION_NEWEST': 6}."""
    numbers = {name: int(value) for name, value in VERSION_DEFINE.findall(text)}
    numbers.update({name: numbers[alias] for name, alias in VERSION_ALIAS.findall(text) if alias in numbers})
    return numbers


def condition_value(condition, current, numbers):
    """True or False for an #if condition made of VERSION_BETWEEN(A, B), !, && and || when the
    build's CURRENT_VERSION is `current` (Version.h: VERSION_BETWEEN(start, end) is start <=
    CURRENT_VERSION <= end); None for any other condition, or when the version is not known."""
    if current not in numbers:
        return None

    def between(m):
        first, last = numbers.get(m.group(1)), numbers.get(m.group(2))
        return "?" if first is None or last is None else str(first <= numbers[current] <= last)

    expression = BETWEEN.sub(between, condition).replace("||", " or ").replace("&&", " and ").replace("!", " not ")
    if not re.fullmatch(r"[\s()]*(?:(?:True|False|not|and|or)[\s()]*)+", expression):
        return None
    try:
        return bool(eval(expression, {"__builtins__": {}}))  # only True/False/not/and/or and brackets remain
    except SyntaxError:  # `#if !(` and the like: not read, so kept
        return None


def compiled_lines(code, current, numbers):
    """The code with the lines a build for CURRENT_VERSION `current` leaves out blanked: the branches of
    `#if VERSION_BETWEEN(...)`/#elif/#else it does not take (op_plugin/ops/opapi/RepeatInterleaveBackwardKernelOpApi.cpp
    at 070332e65baf defines repeat_interleave_backward_tensor once for V1R11 and once for V2R0 on). A branch
    whose condition this cannot evaluate is kept, as are all with no `current` (the master read)."""
    lines, frames, out = code.split("\n"), [], []  # frame: [enclosing active, a branch taken, this branch active]
    for line in lines:
        directive = PREPROCESSOR.match(line)
        active = not frames or frames[-1][2]
        if directive:
            kind, rest = directive.group(1), directive.group(2)
            if kind in ("if", "ifdef", "ifndef"):
                value = condition_value(rest, current, numbers) if kind == "if" else None
                frames.append([active, value is True, active and value is not False])
            elif kind == "elif" and frames:
                value = condition_value(rest, current, numbers)
                frame = frames[-1]
                frame[2] = frame[0] and not frame[1] and value is not False
                frame[1] = frame[1] or value is True
            elif kind == "else" and frames:
                frames[-1][2] = frames[-1][0] and not frames[-1][1]
            elif kind == "endif" and frames:
                frames.pop()
            out.append(line)
        else:
            out.append(line if active else " " * len(line))
    return "\n".join(out)


def macro_definitions(text):
    """[(name, body)] of the function-like macros the text defines."""
    return [m.groups() for m in DEFINE.finditer(blank_comments_and_strings(text))]


def guard_macros(texts, known=frozenset(), defines=()):
    """The names of the macros the texts (or `defines`, macro_definitions already read) define whose
    body uses DO_COMPATIBILITY, one of `known` or another such macro (DO_ADDMM_COMPATIBILITY in
    op_plugin/ops/opapi/AddmmKernelNpuOpApi.cpp, DO_MATMUL_COMPATIBILITY in
    op_plugin/utils/op_api_common.h): a call of one falls back as a DO_COMPATIBILITY does."""
    defines = list(defines) + [d for text in texts for d in macro_definitions(text)]
    found = set(known)
    while True:  # a macro may use one defined after it, or in another header
        guard = compat_call(found)
        more = {name for name, body in defines if name not in found and guard.search(body)}
        if not more:
            return frozenset(found - known)
        found |= more


def compat_call(macros):
    """A call of DO_COMPATIBILITY (or its kin, DO_COMPATIBILITY_COMMON) or of one of the guard macros.
    Not every DO_*_COMPATIBILITY is one: DO_ASDSIP_COMPATIBILITY (FFTCommonOpApi.h) falls back from
    the asdSip library to code that still calls aclnn kernels."""
    return re.compile(r"\b(?:" + "|".join(["DO_COMPATIBILITY\\w*"] + sorted(macros)) + r")\s*\(")


def arguments_of_call(code, open_paren):
    """The number of arguments of the call whose '(' is at open_paren."""
    depth = 0
    for k in range(open_paren, len(code)):
        depth += 1 if code[k] in "([{" else -1 if code[k] in ")]}" else 0
        if depth == 0:
            return len(split_top_level(code[open_paren + 1:k], ",", "([{", ")]}"))
    return None


def rows_of_file(path, text, macros=frozenset(), current=None, numbers=None):
    """[(name, path:line, signature, kernels, yes|checked|no)] for the file's functions as a build for
    CURRENT_VERSION `current` compiles it (compiled_lines; `numbers`, Version.h's); `macros`, the guard
    macros of op-plugin's headers (guard_macros). HistoryError when an EXEC call lies outside every
    function found (a head this reading does not know)."""
    code = compiled_lines(blank_comments_and_strings(text), current, numbers or {})
    guard = compat_call(macros | guard_macros([text], macros))
    defs = functions_of(code)
    for call in EXEC.finditer(code):
        if not any(start <= call.start() < end for _, _, start, end, _, _ in defs):
            raise HistoryError(f"{path}:{code.count(chr(10), 0, call.start()) + 1}: {call.group(1)} is called outside every "
                               "function found; op_db/opapi_fallbacks.py's HEAD does not read that definition")
    by_name = {}
    for index, (name, *_rest) in enumerate(defs):
        by_name.setdefault(name, []).append(index)

    def callees(start, end):
        """The definitions a body calls: by name, and among a name's overloads those with at least as
        many parameters as the call passes arguments (defaults may fill the rest; all of them when none has)."""
        for call in CALL.finditer(code, start, end):
            overloads = by_name.get(call.group(1), [])
            count = arguments_of_call(code, call.end() - 1) if len(overloads) > 1 else None
            fitting = [i for i in overloads if count is not None and len(split_top_level(defs[i][5])) >= count]
            yield from fitting or overloads

    def kernels(index, seen):
        """The aclnn kernels a definition calls, whether it has a DO_COMPATIBILITY (or a guard macro),
        and whether it asks if a kernel is available first: its own and its callees' in the file (a
        wrapper such as `_foreach_clamp_min` that calls `op_api::_foreach_maximum` falls back as that
        does). A guard anywhere counts for the whole: when in doubt, no claim that a CANN is needed."""
        _, _, start, end, _, _ = defs[index]
        body = code[start:end]
        names, compat, checked = set(EXEC.findall(body)), bool(guard.search(body)), bool(CHECKED.search(body))
        for callee in callees(start, end):
            if callee not in seen:
                seen.add(callee)
                more, more_compat, more_checked = kernels(callee, seen)
                names |= more
                compat, checked = compat or more_compat, checked or more_checked
        return names, compat, checked

    rows = []
    for index, (name, line, _, _, file_local, signature) in enumerate(defs):
        if file_local:
            continue
        called, compat, checked = kernels(index, {index})
        compat = "yes" if compat else "checked" if checked else "no"
        rows.append((name, f"{path}:{line}", signature, ",".join(sorted(called)), compat))
    return rows


def package_reads(packages_path):
    """[(commit, yaml read, series)] of the packages of package_ops.tsv, in its order; approximate
    packages (no yaml read at their commit: the history lacked it) are left out."""
    reads = []
    with open(packages_path, encoding="utf-8") as f:
        for line in f:
            cells = line.rstrip("\n").split("\t")
            if cells[0] == "package" and len(cells) == 8 and "@" in cells[6]:
                reads.append((cells[5], cells[6].split("@")[0], cells[2]))
    return reads


def version_macro(series):
    """A torch series as op-plugin's CMakeLists.txt names the build's CURRENT_VERSION: '2.3' -> 'V2R3'."""
    major, minor = series.split(".")[:2]
    return f"V{major}R{minor}"


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
    (name, source, _, _, _), indexes = item
    path, _, line = source.rpartition(":")
    return name, indexes[0], path, int(line)


class Blobs:
    """Reads files out of the repository through one `git cat-file --batch` per call, and parses
    each distinct (path, blob, guard macros) once: most files are the same at most commits."""

    def __init__(self, op_plugin):
        # rows per (path, blob, build); (guard macros, version numbers) per header listing; each
        # header blob's (macro definitions, version numbers)
        self.op_plugin, self.rows, self.utils, self.header_facts = op_plugin, {}, {}, {}

    def files(self, commit, folders, ending=".cpp"):
        listing = git(self.op_plugin, "ls-tree", "-r", commit, *folders)
        found = []
        for entry in filter(None, listing.split("\n")):
            meta, path = entry.split("\t", 1)
            if path.endswith(ending):
                found.append((path, meta.split()[2]))
        return sorted(found)

    def texts(self, blobs):
        """{blob: text} of the blobs."""
        todo, texts = sorted(set(blobs)), {}
        if not todo:
            return texts
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
        return texts

    def headers(self, commit):
        """(guard macros, Version.h's numbers) of op-plugin's headers at the commit (op_plugin/utils/
        and those beside the kernels)."""
        headers = tuple(self.files(commit, ("op_plugin/",), ".h"))
        if headers not in self.utils:
            for blob, text in self.texts(blob for _, blob in headers if blob not in self.header_facts).items():
                self.header_facts[blob] = (macro_definitions(text), version_numbers(text))
            numbers = {}
            for path, blob in headers:
                if path.endswith("/Version.h"):
                    numbers.update(self.header_facts[blob][1])
            defines = [d for _, blob in headers for d in self.header_facts[blob][0]]
            self.utils[headers] = (guard_macros([], defines=defines), numbers)
        return self.utils[headers]

    def parse(self, commit, folders, current):
        """The rows of the files in `folders` at `commit`, as a build for CURRENT_VERSION `current`
        (None: every branch) compiles them."""
        wanted = self.files(commit, folders)
        macros, numbers = self.headers(commit)
        build = (macros, current, tuple(sorted(numbers.items())))
        texts = self.texts(blob for path, blob in wanted if (path, blob, build) not in self.rows)
        for path, blob in wanted:
            if (path, blob, build) not in self.rows:
                self.rows[(path, blob, build)] = rows_of_file(path, texts[blob], macros, current, numbers)
        return [row for path, blob in wanted for row in self.rows[(path, blob, build)]]


def render(op_plugin, packages_path, commit):
    # (commit, folders, CURRENT_VERSION or "-"), distinct, the yaml's commit (every branch) first
    reads = []
    for read in [(commit, UNIFIED_DIRS, "-")] + [(c, folders_for(y), version_macro(series)) for c, y, series in package_reads(packages_path)]:
        if read not in reads:
            reads.append(read)
    blobs, runs = Blobs(op_plugin), {}
    for index, (at, folders, current) in enumerate(reads):
        for row in blobs.parse(at, folders, None if current == "-" else current):
            runs.setdefault(row, []).append(index)
    header = [
        "# The functions of op-plugin's op_api kernels (github.com/Ascend/op-plugin), at the commit of every released",
        "# torch_npu package and of the vendored op_plugin_functions.yaml, extracted by op_db/opapi_fallbacks.py.",
        "# read: index, commit, folders read, the CURRENT_VERSION the package's build defines (op_plugin/CMakeLists.txt;",
        "# the branches of #if VERSION_BETWEEN(...) it does not compile are left out; -: all are read). function: name,",
        "# reads (index ranges), file:line, its parameters as schema types (what tells an overload's function from",
        "# another's), the aclnn kernels it calls (directly or through the functions of its file it calls), and how",
        "# it copes with a CANN that lacks one: yes, a DO_COMPATIBILITY or a macro using one, its own or a callee's",
        "# (falls back to acl_op; op_plugin/utils/op_api_common.h); checked, it or a callee asks",
        "# check_aclnn_kernel_available and takes another path; no, neither.",
    ]
    lines = [f"read\t{i}\t{at}\t{','.join(folders)}\t{current}" for i, (at, folders, current) in enumerate(reads)]
    lines += [f"function\t{name}\t{index_ranges(indexes)}\t{source}\t{signature}\t{called}\t{compat}"
              for (name, source, signature, called, compat), indexes in sorted(runs.items(), key=row_order)]
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
