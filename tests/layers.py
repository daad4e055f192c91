#!/usr/bin/python3
"""Fails when a file in src/ includes a header from a layer above its own, or beside it.

    /usr/bin/python3 tests/layers.py [SRC_DIR]
    /usr/bin/python3 tests/layers.py --self-test   (the check catches an upward and a sideways include)

The layers, lowest first (docs/architecture.md "Layout"; one CMake library each):
    core -> facts -> opdb -> frontends | judge | rules -> report -> emit -> cli
frontends, judge and rules share a rank and never include each other: frontends read inputs into
facts, judge attaches op verdicts and compute figures to them, rules turn them into findings, and
none knows the others (report/ runs them in that order). Inside frontends/, each input kind's folder
(model/, project/, python/, source/) includes only itself, frontends/common/ and frontends/'s own
headers; common/ includes no kind's folder. LibTorch's and Clang's headers are included only in
a helper process's folder (frontends/<kind>/helper/): npu-lint itself links neither. Each
violation is printed as file:line. CMake runs this check in every build (target `layers`).
"""
import os
import re
import shutil
import sys
import tempfile

RANK = {"core": 0, "facts": 1, "opdb": 2, "frontends": 3, "judge": 3, "rules": 3, "report": 4, "emit": 5, "cli": 6}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"/]+)/[^"]+"')
KIND_INCLUDE = re.compile(r'^\s*#\s*include\s+"frontends/([^"/]+)/[^"]+"')
# frontends/'s folders: one per input kind, and what they share.
KINDS = {"model", "project", "python", "source"}
SHARED = "common"
# Headers of the libraries only the helper processes link (LibTorch, Clang/LLVM).
HEAVY_INCLUDE = re.compile(r'^\s*#\s*include\s+<(torch|ATen|c10|caffe2|clang|llvm)/')


def heavy_violation(path, src, line):
    """LibTorch or Clang included outside frontends/<kind>/helper/."""
    parts = os.path.relpath(path, src).split(os.sep)
    m = HEAVY_INCLUDE.match(line)
    if not m or (parts[0] == "frontends" and len(parts) > 3 and parts[2] == "helper"):
        return None
    return f"includes <{m.group(1)}/...> outside a helper's folder (frontends/<kind>/helper/)"


def kind_violation(path, src, line):
    """A frontends/<kind>/ file including another kind's header, or common/ including a kind's."""
    parts = os.path.relpath(path, src).split(os.sep)
    m = KIND_INCLUDE.match(line)
    if parts[0] != "frontends" or len(parts) < 3 or not m:
        return None
    here, target = parts[1], m.group(1)
    if target == here or target not in KINDS:
        return None
    if here in KINDS:
        return f"frontends/{here}/ includes frontends/{target}/ (input kinds stay apart; share through frontends/{SHARED}/)"
    if here == SHARED:
        return f"frontends/{SHARED}/ includes frontends/{target}/ (what is shared knows no input kind)"
    return None


def violations(src):
    found = []
    for root, _, files in os.walk(src):
        for name in sorted(files):
            if not name.endswith((".h", ".cpp")):
                continue
            path = os.path.join(root, name)
            layer = os.path.relpath(path, src).split(os.sep)[0]
            if layer not in RANK:
                found.append(f"{path}:1: not in a layer ({', '.join(RANK)})")
                continue
            with open(path, encoding="utf-8") as f:
                for number, line in enumerate(f, 1):
                    if kind := kind_violation(path, src, line):
                        found.append(f"{path}:{number}: {kind}")
                    if heavy := heavy_violation(path, src, line):
                        found.append(f"{path}:{number}: {heavy}")
                    m = INCLUDE.match(line)
                    if not m or m.group(1) == layer:
                        continue
                    target = m.group(1)
                    if target not in RANK:
                        found.append(f"{path}:{number}: includes from '{target}', which is not a layer")
                    elif RANK[target] >= RANK[layer]:
                        found.append(f"{path}:{number}: {layer} includes {target}/ (a layer {'beside' if RANK[target] == RANK[layer] else 'above'} it)")
    return found


ORDER = "core -> facts -> opdb -> frontends|judge|rules -> report -> emit -> cli; input kinds apart; LibTorch and Clang only in helper/"


def self_test(src):
    with tempfile.TemporaryDirectory() as tmp:
        copy = os.path.join(tmp, "src")
        shutil.copytree(src, copy)
        with open(os.path.join(copy, "facts", "kinds.h"), "a") as f:
            f.write('#include "report/report.h"\n')
        with open(os.path.join(copy, "rules", "check.h"), "a") as f:
            f.write('#include "frontends/frontend.h"\n')
        with open(os.path.join(copy, "rules", "run_rules.cpp"), "a") as f:
            f.write('#include "judge/judge.h"\n')
        with open(os.path.join(copy, "frontends", "python", "python_scan.h"), "a") as f:
            f.write('#include "frontends/source/lexical_scan.h"\n')
        with open(os.path.join(copy, "frontends", "model", "model_frontend.cpp"), "a") as f:
            f.write('#include <torch/script.h>\n')
        found = violations(copy)
    expected = ["facts includes report/ (a layer above it)", "rules includes frontends/ (a layer beside it)",
                "rules includes judge/ (a layer beside it)",
                "frontends/python/ includes frontends/source/", "includes <torch/...> outside a helper's folder"]
    missed = [e for e in expected if not any(e in v for v in found)]
    for e in missed:
        print(f"layers self-test: not caught: {e}", file=sys.stderr)
    if missed or len(found) != len(expected):
        print(f"layers self-test: found {found}", file=sys.stderr)
        return 1
    print("layers self-test: an upward, two sideways, a cross-kind and a LibTorch include are all caught")
    return 0


def main():
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src")
    if sys.argv[1:] == ["--self-test"]:
        return self_test(here)
    src = sys.argv[1] if len(sys.argv) > 1 else here
    found = violations(src)
    for v in found:
        print(v, file=sys.stderr)
    if found:
        return 1
    print(f"layers: every include in {os.path.normpath(src)} points down ({ORDER})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
