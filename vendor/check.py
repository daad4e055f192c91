#!/usr/bin/python3
"""Checks the vendored upstream files against their record in vendor/SOURCES.md.

    /usr/bin/python3 vendor/check.py [--shared DIR]

Fails (exit 1) when a vendored file's sha256 differs from the one SOURCES.md records, when a
file is recorded but missing, or when a file under vendor/ (other than SOURCES.md, this script
and licenses/) is not recorded. A row naming a `SHA256SUMS` file records a folder: the manifest's
own sha256 is in the row, and every file below that folder must be listed in it (`sha256sum`
format, paths relative to the folder) with its sha256. When a reference drop exists at --shared (default ../shared
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


def expand_manifests(record, problems):
    """Rows naming FOLDER/SHA256SUMS add each file the manifest lists, with its sha256."""
    for rel, (digest, line) in list(record.items()):
        if os.path.basename(rel) != "SHA256SUMS" or not os.path.isfile(os.path.join(HERE, rel)):
            continue
        folder = os.path.dirname(rel)
        with open(os.path.join(HERE, rel), encoding="utf-8") as f:
            for number, entry in enumerate(f, 1):
                parts = entry.rstrip("\n").split("  ", 1)
                if len(parts) != 2 or not re.fullmatch(r"[0-9a-f]{64}", parts[0]):
                    problems.append(f"vendor/{rel}:{number}: not a sha256sum line")
                    continue
                record[os.path.join(folder, parts[1])] = (parts[0], line)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", default=os.path.join(HERE, "..", "..", "shared"))
    args = parser.parse_args()
    record = recorded()
    problems = []
    if not record:
        problems.append("vendor/SOURCES.md: no file rows found")
    expand_manifests(record, problems)
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
