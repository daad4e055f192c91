#!/usr/bin/env python3
"""The README and docs/ hold only links that resolve and npu-lint commands that npu-lint takes.

Links: every relative link target (outside code) names a file of the repository.
Commands: each line of a fenced code block that runs npu-lint (`npu-lint ...`, `build/npu-lint
...`, usage synopses with their continuation lines) names only long options that its subcommand's
--help lists in its options (not its examples or prose). A renamed or removed option, or a moved
page, then fails here, not in a reader's terminal.

Usage: docs_check.py NPU_LINT REPO_DIR     (--self-test checks the option reader)
"""
import pathlib
import re
import sys

SUBCOMMANDS = {"scan", "merge", "fix", "ops", "rules", "env"}
COMMAND = re.compile(r"^\s*(?:\$\s*)?(?:\S*/)?npu-lint(\s.*)?$")
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
OPTION_LINE = re.compile(r"^\s+-")  # an option's line in --help; its names end at a gap of 2+ spaces


def blocks_and_prose(text):
    """(line number, line, inside a fenced block) for each line of a Markdown text."""
    inside = False
    for number, line in enumerate(text.splitlines(), 1):
        if line.lstrip().startswith("```"):
            inside = not inside
            yield number, "", True
            continue
        yield number, line, inside


def commands(text):
    """[line number, text] of each npu-lint command in a fenced block, continuation lines joined."""
    found, current = [], None
    for number, line, inside in blocks_and_prose(text):
        if inside and COMMAND.match(line):
            current = [number, line.split(" #")[0]]
            found.append(current)
        elif inside and current and line.startswith(" ") and line.strip().startswith("["):
            current[1] += " " + line.split(" #")[0]
        else:
            current = None
    return found


def help_options(help_text):
    """The long options of a --help text's option lines."""
    options = set()
    for line in help_text.splitlines():
        if line.strip() == "Examples:":
            break
        if OPTION_LINE.match(line):
            names = re.split(r"\s{2,}", line.strip())[0]
            options.update(re.findall(r"--[a-z][a-z0-9-]*", names))
    return options


def broken_links(page, repo):
    bad = []
    for number, line, inside in blocks_and_prose(page.read_text(encoding="utf-8")):
        if inside:
            continue
        for target in LINK.findall(re.sub(r"`[^`]*`", "", line)):
            path = target.split("#")[0]
            if not path or re.match(r"[a-z]+:", target):
                continue
            if not (page.parent / path).exists():
                bad.append(f"{page.relative_to(repo)}:{number}: link to {target}, which is not a file here")
    return bad


def self_test():
    text = ("Usage: npu-lint [OPTIONS]\nOptions:\n  -h,--help   Print this\n  --fail-on TEXT  Exit 1 for --list\n"
            "  --show-source{false},--no-show-source  Show lines\nExamples:\n  npu-lint --cann 8\n")
    got = help_options(text)
    assert got == {"--help", "--fail-on", "--show-source", "--no-show-source"}, got
    doc = "x\n```sh\nnpu-lint [--a]\n    [--b] | --c\n```\n"
    assert commands(doc) == [[3, "npu-lint [--a]     [--b] | --c"]], commands(doc)
    print("docs_check: self-test passed")


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    import subprocess
    binary, repo = sys.argv[1], pathlib.Path(sys.argv[2])
    pages = [repo / "README.md"] + sorted((repo / "docs").glob("*.md"))
    known = {}
    bad, seen = [], 0
    for page in pages:
        bad += broken_links(page, repo)
        for number, line in commands(page.read_text(encoding="utf-8")):
            words = re.split(r"[\s\[\]|]+", line.strip())
            after = words[[i for i, w in enumerate(words) if w.endswith("npu-lint")][0] + 1:]
            subcommand = after[0] if after and after[0] in SUBCOMMANDS else "scan"
            if subcommand not in known:
                args = [binary] + ([subcommand] if subcommand != "scan" else []) + ["--help"]
                known[subcommand] = help_options(subprocess.run(args, capture_output=True, text=True).stdout)
            for option in re.findall(r"(?<![\w-])--[a-z][a-z0-9-]*", " ".join(after)):
                seen += 1
                if option not in known[subcommand]:
                    bad.append(f"{page.relative_to(repo)}:{number}: npu-lint {subcommand} has no option {option}")
    for entry in bad:
        print(entry, file=sys.stderr)
    if not seen:
        print("docs_check: no npu-lint commands found", file=sys.stderr)
        return 1
    print(f"docs_check: {len(pages)} page(s), {seen} option(s) in npu-lint commands, {len(bad)} problem(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
