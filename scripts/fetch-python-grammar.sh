#!/usr/bin/env bash
# Fetches tree-sitter-python's generated parser (src/parser.c, src/scanner.c and its headers,
# MIT licence) from the npm registry into third_party/tree-sitter-python/, which is not
# committed: the Python frontend's grammar. Pinned to a version whose ABI (14) Debian 12's
# libtree-sitter 0.20.7 supports, and to the tarball's sha256. With npm (and its configured
# registry) where there is one; else the same tarball from the registry with curl (a machine or
# container without Node, such as the Dockerfile's).
set -euo pipefail
cd "$(dirname "$0")/.."
version=0.23.6
sha256=aab5b860d93dbf84b37fed532f7dacc0468ede5387d0c74911d68f964287662a
dest=third_party/tree-sitter-python
if [ -f "$dest/VERSION" ] && [ "$(cat "$dest/VERSION")" = "$version" ]; then exit 0; fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if command -v npm >/dev/null; then
  (cd "$tmp" && npm pack --silent "tree-sitter-python@$version" >/dev/null)
else
  registry=${NPM_CONFIG_REGISTRY:-https://registry.npmjs.org/}
  curl -fsSL --retry 3 -o "$tmp/tree-sitter-python-$version.tgz" \
    "${registry%/}/tree-sitter-python/-/tree-sitter-python-$version.tgz" ||
    { echo "fetch-python-grammar: cannot download tree-sitter-python@$version from $registry" >&2; exit 1; }
fi
echo "$sha256  $tmp/tree-sitter-python-$version.tgz" | sha256sum -c --quiet
tar xzf "$tmp/tree-sitter-python-$version.tgz" -C "$tmp"
rm -rf "$dest"
mkdir -p "$dest"
cp -r "$tmp/package/src" "$tmp/package/LICENSE" "$dest/"
echo "$version" > "$dest/VERSION"
echo "fetch-python-grammar: tree-sitter-python $version in $dest" >&2
