"""The CI templates and the Dockerfile stay in step with npu-lint: the YAML parses, every npu-lint
command in them uses only flags and formats npu-lint accepts, and the Dockerfile runs the same
scripts the quick start does.

usage: ci_templates.py NPU_LINT
"""
import os
import re
import sys

import yaml

from common import SOURCE_DIR, fail, run


def commands(node):
    """Every shell line in a parsed YAML tree that runs npu-lint."""
    if isinstance(node, dict):
        for value in node.values():
            yield from commands(value)
    elif isinstance(node, list):
        for value in node:
            yield from commands(value)
    elif isinstance(node, str):
        text = re.sub(r"\\\n\s*", " ", node)
        for line in text.splitlines():
            line = line.strip()
            if line.startswith("npu-lint "):
                yield line


def main():
    npu_lint = sys.argv[1]
    help_text = run([npu_lint, "scan", "--help"], check_codes=[0]).stdout
    formats = set(re.search(r"Output format: ([a-z, ]+)", help_text).group(1).replace(" ", "").split(","))
    checked = 0
    for name in ["ci/github-workflow.yml", "ci/gitlab-ci.yml", ".pre-commit-hooks.yaml"]:
        tree = yaml.safe_load(open(os.path.join(SOURCE_DIR, name)))
        lines = list(commands(tree))
        if name.startswith("ci/") and not lines:
            fail(f"{name} runs no npu-lint command")
        if name == ".pre-commit-hooks.yaml":
            lines = ["npu-lint " + " ".join(hook.get("args", [])) for hook in tree]
        for line in lines:
            for flag in re.findall(r"(?<![\w-])(--?[a-z][a-z-]*)", line):
                if not re.search(r"(^|[ ,])" + re.escape(flag) + r"[ ,]", help_text):
                    fail(f"{name}: `{line}` uses {flag}, which `npu-lint scan --help` does not list")
            for fmt in re.findall(r"(?:-o|--output) ([a-z]+)=", line) + re.findall(r"--format ([a-z]+)", line):
                if fmt not in formats:
                    fail(f"{name}: `{line}` names format {fmt}; npu-lint has {sorted(formats)}")
            checked += 1
    dockerfile = open(os.path.join(SOURCE_DIR, "Dockerfile")).read()
    for step in ["bash scripts/install-deps.sh --build-only", "bash scripts/build.sh", "cmake --install build"]:
        if step not in dockerfile:
            fail(f"the Dockerfile no longer runs `{step}`")
    print(f"{checked} npu-lint command lines checked against `npu-lint scan --help`")


if __name__ == "__main__":
    main()
