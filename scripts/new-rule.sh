#!/usr/bin/env bash
# Scaffolds a rule: its data (rules/ID.toml), its check (src/rules/checks/ID.cpp, declared in
# checks.h, registered in registry.cpp and listed in CMakeLists.txt, each in sorted order), its
# fixture (tests/fixtures/rules/ID/: a positive and a near-miss input, expected.json) and, when
# build/npu-lint exists, its page in docs/rules/. Every stub says what to fill in.
#
#   scripts/new-rule.sh ID CATEGORY [model|source]     (default: model)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 2 ] || [ $# -gt 3 ]; then
  echo "usage: scripts/new-rule.sh ID CATEGORY [model|source]" >&2
  exit 2
fi
python3 - "$@" <<'PY'
import os, re, sys

rule_id, category = sys.argv[1], sys.argv[2]
kind = sys.argv[3] if len(sys.argv) > 3 else "model"

def fail(message):
    print(f"new-rule.sh: {message}", file=sys.stderr)
    sys.exit(2)

if not re.fullmatch(r"[a-z][a-z0-9]*(-[a-z0-9]+)*", rule_id):
    fail(f"'{rule_id}': a rule id is kebab-case (lower-case words joined by '-')")
if kind not in ("model", "source"):
    fail(f"'{kind}': the fixture kind is model or source")
categories = re.findall(r'^id = "([^"]+)"', open("rules/categories.toml").read(), re.M)
if category not in categories:
    fail(f"no category '{category}' in rules/categories.toml (known: {', '.join(categories)})")
if os.path.exists(f"rules/{rule_id}.toml"):
    fail(f"rules/{rule_id}.toml exists already")
function = re.sub(r"-([a-z0-9])", lambda m: m.group(1).upper(), rule_id)

def insert_sorted(path, pattern, new_line, key):
    """Adds new_line among the consecutive lines matching pattern, keeping them sorted by key."""
    lines = open(path).read().split("\n")
    block = [i for i, line in enumerate(lines) if re.match(pattern, line)]
    if not block:
        fail(f"{path}: found no line like {pattern}")
    at = next((i for i in block if key(lines[i]) > key(new_line)), block[-1] + 1)
    lines.insert(at, new_line)
    open(path, "w").write("\n".join(lines))

open(f"rules/{rule_id}.toml", "w").write(f'''id = "{rule_id}"
category = "{category}"
severity = "warning"
# blocker = "apis"  # what the findings stop from running, counted on the HTML first screen (rules/categories.toml [[blocker]])
title = "TODO: a short title"
message = "TODO: one line per finding; {{op}}, {{release}} and the check's values are filled in"
why = """
TODO: why this matters on Ascend, with the source (file and line, or a page) that says so.
"""
references = []

[[suggestion]]
text = "TODO: the rewrite, built only from ops that run natively on the NPU"
before = """
TODO: the code as the rule finds it
"""
after = """
TODO: the code rewritten
"""
ops = []
''')

open(f"src/rules/checks/{rule_id}.cpp", "w").write(f'''#include "rules/checks/checks.h"

namespace npu_lint::checks {{

// TODO: what this rule reports, from which facts.
void {function}(const CheckContext& ctx, std::vector<Finding>& out) {{
  (void)ctx;
  (void)out;
}}

}}  // namespace npu_lint::checks
''')
insert_sorted("src/rules/checks/checks.h", r"void \w+\(const CheckContext&",
              f"void {function}(const CheckContext&, std::vector<Finding>&);", lambda l: l.split("(")[0])
insert_sorted("src/rules/registry.cpp", r'\s+\{"[a-z0-9-]+", checks::',
              f'      {{"{rule_id}", checks::{function}}},', lambda l: l.split('"')[1])
insert_sorted("CMakeLists.txt", r"\s+src/rules/checks/[a-z0-9-]+\.cpp",
              f"          src/rules/checks/{rule_id}.cpp", lambda l: l.strip())

fixture = f"tests/fixtures/rules/{rule_id}"
os.makedirs(fixture)
if kind == "model":
    open(f"{fixture}/model.py", "w").write('''import torch
from torch import nn


class Positive(nn.Module):
    def forward(self, x):
        return x  # TODO: code the rule must report


class NearMiss(nn.Module):
    def forward(self, x):
        return x  # TODO: code that looks alike and must not be reported
''')
    expected = f'''{{
 "command": ["--select", "{rule_id}"],
 "positive": [],
 "near_miss": []
}}
'''
else:
    open(f"{fixture}/input.cu", "w").write("// TODO: code the rule must report\n")
    open(f"{fixture}/near_miss.cu", "w").write("// TODO: code that looks alike and must not be reported\n")
    expected = f'''{{
 "command": ["--select", "{rule_id}"],
 "input": "input.cu",
 "near_miss_input": "near_miss.cu",
 "positive": [],
 "near_miss": []
}}
'''
open(f"{fixture}/expected.json", "w").write(expected)
print(f"new-rule.sh: created rules/{rule_id}.toml, src/rules/checks/{rule_id}.cpp, {fixture}/; "
      f"registered checks::{function}")
PY
if [ -x build/npu-lint ]; then
  build/npu-lint rules --write-docs docs/rules >/dev/null && echo "new-rule.sh: wrote docs/rules/$1.md"
else
  echo "new-rule.sh: build, then run 'build/npu-lint rules --write-docs docs/rules' for docs/rules/$1.md"
fi
echo "new-rule.sh: fill in every TODO; expected.json lists the findings, written by hand (at least one);"
echo "  then NPU_LINT_UPDATE_GOLDEN=1 build/tests/e2e_tests \"rule fixtures: positive*\" pins their messages and fixes: read them"
