#!/usr/bin/env python3
"""Every npu-lint command the README and docs/ show uses options npu-lint has.

Reads the code blocks of README.md and docs/*.md, takes each line that runs npu-lint (`npu-lint
...`, `build/npu-lint ...`, usage synopses included), finds its subcommand, and checks every
long option it names against that subcommand's --help. A renamed or removed option then fails
here, not in a reader's terminal.

Usage: docs_commands.py NPU_LINT REPO_DIR
"""
import pathlib
import re
import subprocess
import sys

SUBCOMMANDS = {"scan", "merge", "fix", "ops", "rules", "env"}
COMMAND = re.compile(r"^\s*(?:\$\s*)?(?:\S*/)?npu-lint(\s.*)?$")


def commands(path):
    """[line number, text] of each npu-lint command inside a fenced code block of `path`, its
    synopsis continuation lines appended (so the caller lists the generator before reading)."""
    inside, current = False, None
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.lstrip().startswith("```"):
            inside = not inside
            continue
        if inside and COMMAND.match(line):
            current = [number, line.split(" #")[0]]
            yield current
        elif inside and current and line.startswith(" ") and line.strip().startswith("["):
            current[1] += " " + line.split(" #")[0]  # a usage synopsis continued on the next line
        else:
            current = None


def options_of(binary, subcommand, cache={}):
    if subcommand not in cache:
        args = [binary] + ([subcommand] if subcommand != "scan" else []) + ["--help"]
        text = subprocess.run(args, capture_output=True, text=True).stdout
        cache[subcommand] = set(re.findall(r"--[a-z][a-z0-9-]*", text))
    return cache[subcommand]


def main():
    binary, repo = sys.argv[1], pathlib.Path(sys.argv[2])
    pages = [repo / "README.md"] + sorted((repo / "docs").glob("*.md"))
    bad, seen = [], 0
    for page in pages:
        for number, line in list(commands(page)):
            words = re.split(r"[\s\[\]|]+", line.strip())
            after = words[words.index(next(w for w in words if w.endswith("npu-lint"))) + 1:]
            subcommand = after[0] if after and after[0] in SUBCOMMANDS else "scan"
            for option in re.findall(r"(?<![\w-])--[a-z][a-z0-9-]*", " ".join(after)):
                seen += 1
                if option not in options_of(binary, subcommand):
                    bad.append(f"{page.relative_to(repo)}:{number}: npu-lint {subcommand} has no option {option}")
    for entry in bad:
        print(entry)
    if not seen:
        print("docs_commands: no npu-lint commands found")
        return 1
    print(f"docs_commands: {seen} option(s) in npu-lint commands of {len(pages)} page(s), {len(bad)} unknown")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
