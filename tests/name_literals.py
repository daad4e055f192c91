#!/usr/bin/env python3
"""Fails when a file under src/ spells an op or API name as a string literal outside the loaders.

Op lists, API mappings and the names a check looks for are rule or op-table data (rules/*.toml,
op_db/); code reads them from there. A literal whose whole text is an op name ("aten::index",
"prim::tolist") or a torch API name or prefix ("torch.float64", "torch.cuda.") is reported with
its file and line. Comments and longer texts that mention a name (messages) are not names.
The loaders under src/opdb/ read the op tables' own formats and may name what they parse.

Usage: name_literals.py SRC_DIR    (exit 0: none; 1: some, listed; --self-test checks the matcher)
"""
import pathlib
import re
import sys

OP_NAME = re.compile(r"(aten|prim)::[A-Za-z_][\w.]*")
API_NAME = re.compile(r"torch(_npu)?(\.[A-Za-z_]\w*)+\.?")
LOADERS = ("opdb/",)
# A string literal (not raw), or a comment, so that comments are skipped and literals found.
TOKEN = re.compile(r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', re.S)


def name_literals(text):
    """(line, literal) for each string literal in C++ `text` whose whole text is a name."""
    found = []
    text = re.sub(r"(?<=[0-9a-fA-F])'(?=[0-9a-fA-F])", "", text)  # digit separators (1'000) are no quotes
    for m in TOKEN.finditer(text):
        token = m.group(0)
        if not token.startswith('"'):
            continue
        body = token[1:-1]
        if OP_NAME.fullmatch(body) or API_NAME.fullmatch(body):
            found.append((text.count("\n", 0, m.start()) + 1, body))
    return found


def self_test():
    text = 'n = 2\'000\'000; // "aten::add" in a comment\nauto a = "aten::index"; /* "torch.cuda" */ auto b = "torch.cuda.";\n' \
           'msg("call torch.jit.save and scan that"); c = "prim::Loop"; d = "torchvision"; e = \'"\';\n'
    got = name_literals(text)
    assert got == [(2, "aten::index"), (2, "torch.cuda."), (3, "prim::Loop")], got
    print("name_literals: self-test passed")


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    src = pathlib.Path(sys.argv[1])
    bad = []
    for path in sorted(src.rglob("*")):
        if path.suffix not in (".cpp", ".h"):
            continue
        rel = path.relative_to(src).as_posix()
        if rel.startswith(LOADERS):
            continue
        for line, body in name_literals(path.read_text(encoding="utf-8")):
            bad.append(f"{src / rel}:{line}: \"{body}\": an op or API name in code; put it in rules/ or op_db/ data")
    for entry in bad:
        print(entry, file=sys.stderr)
    if bad:
        return 1
    print(f"name_literals: no op or API name literals in {src} outside {', '.join(LOADERS)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
