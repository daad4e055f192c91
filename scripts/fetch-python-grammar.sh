#!/usr/bin/env bash
# Fetches tree-sitter-python's generated parser (src/parser.c, src/scanner.c and its headers,
# MIT licence) from npm into third_party/tree-sitter-python/, which is not committed: the
# Python frontend's grammar. Pinned to a version whose ABI (14) Debian 12's libtree-sitter
# 0.20.7 supports, and to the tarball's sha256.
set -euo pipefail
cd "$(dirname "$0")/.."
version=0.23.6
sha256=aab5b860d93dbf84b37fed532f7dacc0468ede5387d0c74911d68f964287662a
dest=third_party/tree-sitter-python
if [ -f "$dest/VERSION" ] && [ "$(cat "$dest/VERSION")" = "$version" ]; then exit 0; fi
command -v npm >/dev/null || { echo "fetch-python-grammar: npm is needed to fetch tree-sitter-python@$version" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm pack --silent "tree-sitter-python@$version" >/dev/null)
echo "$sha256  $tmp/tree-sitter-python-$version.tgz" | sha256sum -c --quiet
tar xzf "$tmp/tree-sitter-python-$version.tgz" -C "$tmp"
rm -rf "$dest"
mkdir -p "$dest"
cp -r "$tmp/package/src" "$tmp/package/LICENSE" "$dest/"
echo "$version" > "$dest/VERSION"
echo "fetch-python-grammar: tree-sitter-python $version in $dest" >&2
