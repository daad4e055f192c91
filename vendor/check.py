#!/usr/bin/python3
"""Checks the vendored upstream files against their record in vendor/SOURCES.md.

    /usr/bin/python3 vendor/check.py [--shared DIR]

Fails (exit 1) when a vendored file's sha256 differs from the one SOURCES.md records, when a
file is recorded but missing, or when a file under vendor/ (other than SOURCES.md, this script
and licenses/) is not recorded. When a reference drop exists at --shared (default ../shared
beside the clone), each copy is also compared with the file at the same relative path there and
every difference fails the check: an upstream update is noticed. Without a reference drop the
check passes on the record alone.
"""
import argparse
import hashlib
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROW = re.compile(r"^\| `([^`]+)` \|.*\| `([0-9a-f]{64})` \|$")
NOT_DATA = {"SOURCES.md", "check.py"}


def recorded():
    out = {}
    with open(os.path.join(HERE, "SOURCES.md"), encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            m = ROW.match(line.rstrip("\n"))
            if m:
                out[m.group(1)] = (m.group(2), number)
    return out


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", default=os.path.join(HERE, "..", "..", "shared"))
    args = parser.parse_args()
    record = recorded()
    problems = []
    if not record:
        problems.append("vendor/SOURCES.md: no file rows found")
    for rel, (digest, line) in sorted(record.items()):
        path = os.path.join(HERE, rel)
        if not os.path.isfile(path):
            problems.append(f"vendor/SOURCES.md:{line}: vendor/{rel} is recorded but missing")
        elif sha256(path) != digest:
            problems.append(f"vendor/SOURCES.md:{line}: vendor/{rel} differs from its recorded sha256")
    for root, dirs, files in os.walk(HERE):
        dirs[:] = [d for d in dirs if d not in ("licenses", "__pycache__")]
        for name in files:
            rel = os.path.relpath(os.path.join(root, name), HERE)
            if rel not in record and rel not in NOT_DATA:
                problems.append(f"vendor/{rel}: not recorded in vendor/SOURCES.md")
    for p in problems:
        print(f"check.py: {p}", file=sys.stderr)
    if problems:
        return 1
    print(f"vendor: {len(record)} files match vendor/SOURCES.md")
    if os.path.isdir(args.shared):
        differ = [rel for rel in sorted(record)
                  if os.path.isfile(os.path.join(args.shared, rel))
                  and sha256(os.path.join(args.shared, rel)) != record[rel][0]]
        for rel in differ:
            print(f"check.py: {os.path.normpath(args.shared)}/{rel} differs from vendor/{rel}: the reference "
                  "drop was updated; vendor the new copy (see vendor/SOURCES.md)", file=sys.stderr)
        if differ:
            return 1
        print(f"vendor: identical to the reference drop in {os.path.normpath(args.shared)}")
    else:
        print(f"vendor: no reference drop at {os.path.normpath(args.shared)}; checked against the record only")
    return 0


if __name__ == "__main__":
    sys.exit(main())
