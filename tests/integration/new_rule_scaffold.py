#!/usr/bin/python3
"""scripts/new-rule.sh on a scratch copy of the repository's rule files: it creates the four
parts of a rule, registers the check in sorted order in checks.h, registry.cpp and CMakeLists.txt,
and refuses a bad id, an unknown category and an existing rule with exit 2.

usage: new_rule_scaffold.py
"""
import os
import re
import shutil

from common import SOURCE_DIR, fail, run, scratch


def copy_repository_part(root):
    for rel in ["scripts", "rules", "src/rules", "tests/fixtures/rules"]:
        shutil.copytree(os.path.join(SOURCE_DIR, rel), os.path.join(root, rel))
    shutil.copy(os.path.join(SOURCE_DIR, "CMakeLists.txt"), root)


def lines_matching(path, pattern):
    return [line.strip() for line in open(path) if re.match(pattern, line)]


def main():
    root = scratch("npu-lint-new-rule-")
    copy_repository_part(root)
    script = os.path.join(root, "scripts", "new-rule.sh")
    run(["bash", script, "zz-source-rule", "custom-kernel", "source"], check_codes=[0])
    run(["bash", script, "aa-model-rule", "dtype"], check_codes=[0])
    for rel in ["rules/aa-model-rule.toml", "src/rules/checks/aa-model-rule.cpp", "tests/fixtures/rules/aa-model-rule/model.py",
                "tests/fixtures/rules/aa-model-rule/expected.json", "rules/zz-source-rule.toml",
                "tests/fixtures/rules/zz-source-rule/input.cu", "tests/fixtures/rules/zz-source-rule/near_miss.cu"]:
        if not os.path.isfile(os.path.join(root, rel)):
            fail(f"new-rule.sh did not create {rel}")
    if 'category = "dtype"' not in open(os.path.join(root, "rules/aa-model-rule.toml")).read():
        fail("the rule data does not carry its category")
    checks = lines_matching(os.path.join(root, "src/rules/checks/checks.h"), r"void \w+\(const CheckContext&")
    registry = lines_matching(os.path.join(root, "src/rules/registry.cpp"), r'\s+\{"[a-z0-9-]+", checks::')
    cmake = lines_matching(os.path.join(root, "CMakeLists.txt"), r"\s+src/rules/checks/")
    for name, lines, wanted in [("checks.h", checks, "void aaModelRule("), ("registry.cpp", registry, '{"aa-model-rule"'),
                                ("CMakeLists.txt", cmake, "src/rules/checks/aa-model-rule.cpp")]:
        if lines != sorted(lines):
            fail(f"{name} is no longer sorted: {lines}")
        if lines[0].find(wanted) < 0:
            fail(f"{name}: the new rule is not first where it sorts first: {lines[0]}")
    if not any("zzSourceRule" in line for line in registry):
        fail("the second rule was not registered")
    for argv, why in [(["Bad_Id", "dtype"], "kebab-case"), (["ok-id", "no-such-category"], "no category"),
                      (["aa-model-rule", "dtype"], "exists already")]:
        result = run(["bash", script] + argv, check_codes=[2])
        if why not in result.stderr:
            fail(f"new-rule.sh {' '.join(argv)}: expected an error saying '{why}', got {result.stderr!r}")
    shutil.rmtree(root)
    print("new-rule.sh: four parts created, registered in sorted order, bad input refused")


if __name__ == "__main__":
    main()
