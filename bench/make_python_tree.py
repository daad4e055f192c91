#!/usr/bin/python3
"""Builds the Python benchmark's input: real Python code, from Debian's python3-torch package
(its own sources, /usr/lib/python3/dist-packages/torch), copied file by file in path order
until the copy holds at least LINES lines. Prints "FILES LINES".

usage: bench/make_python_tree.py OUT_DIR LINES
"""
import os
import shutil
import sys

SOURCE = "/usr/lib/python3/dist-packages/torch"


def main():
    out, wanted = sys.argv[1], int(sys.argv[2])
    shutil.rmtree(out, ignore_errors=True)
    files = lines = 0
    for root, dirs, names in os.walk(SOURCE):
        dirs.sort()
        for name in sorted(names):
            if not name.endswith(".py") or lines >= wanted:
                continue
            path = os.path.join(root, name)
            target = os.path.join(out, os.path.relpath(path, SOURCE))
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copyfile(path, target)
            with open(path, "rb") as f:
                lines += f.read().count(b"\n")
            files += 1
    if lines < wanted:
        sys.exit(f"{SOURCE} holds only {lines} lines of Python")
    print(files, lines)


if __name__ == "__main__":
    main()
