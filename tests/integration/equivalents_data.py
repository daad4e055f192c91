"""op_db/equivalents.toml matches the vendored files it cites: every `source` line holds its
`quote` (and `use_source`, `caveat_source` theirs); every adapter version row's line holds its tag,
torch_npu and library versions as table cells; every replacement's `products` are exactly the
products its page's 产品支持情况 table ticks, and its `deprecated` line holds the page's 计划废弃
notice; an adapter `registers_kernel` exactly when it cites the adapter's kernel registrations;
every public op those registrations name has an entry; and every op's `python` function, scripted
with Debian's torchvision, calls that op. rules/mmcv-device-impl.toml's npu_impls are the lines
of vendor/thirdparty/mmcv/npu_registered_impls.txt, in order (its findings cite line N as entry N).
Any upstream update that moves or changes a cited line fails here.

usage: equivalents_data.py   (Debian's /usr/bin/python3: tomllib, and PyYAML for op_db/generate.py)
"""
import importlib
import os
import sys
import tomllib

from common import SOURCE_DIR, fail

sys.path.insert(0, os.path.join(SOURCE_DIR, "op_db"))
from generate import PAGE_PRODUCTS, PRODUCT_ROW  # noqa: E402  the one product mapping

TABLE = os.path.join(SOURCE_DIR, "op_db", "equivalents.toml")
VENDOR = os.path.join(SOURCE_DIR, "vendor")
REGISTRATIONS = "ascend/torchvision-npu/privateuse1_ops.txt"
MMCV_NPU_IMPLS = "thirdparty/mmcv/npu_registered_impls.txt"


def cited_line(ref, where):
    """The text of vendored `path:line`."""
    path, _, number = ref.rpartition(":")
    if not path or not number.isdigit():
        fail(f"{where}: '{ref}' is not path:line")
    full = os.path.join(VENDOR, path)
    if not os.path.exists(full):
        fail(f"{where}: {path} is not vendored")
    lines = open(full, encoding="utf-8").read().splitlines()
    if not 1 <= int(number) <= len(lines):
        fail(f"{where}: {ref} is past the end of the file ({len(lines)} lines)")
    return lines[int(number) - 1]


def check_quote(ref, quote, where):
    line = cited_line(ref, where)
    if quote not in line:
        fail(f"{where}: {ref} does not hold {quote!r}; it says {line.strip()!r}")


def page_products(page):
    """The product ids a custom-API page's 产品支持情况 table ticks."""
    ticked = []
    for line in open(os.path.join(VENDOR, page), encoding="utf-8"):
        row = PRODUCT_ROW.match(line.strip())
        if row and row.group(2) == "√":
            ticked.append(PAGE_PRODUCTS[row.group(1).strip()])
    return sorted(ticked)


def python_names_call_their_ops(ops):
    """Each entry's `python` function (torchvision.ops.nms), scripted, calls the entry's op: what
    lets npu-lint read a Python call of it as that op."""
    import torch  # Debian's python3-torch / python3-torchvision; imported only here (slow)
    checked = 0
    for op in ops:
        if "python" not in op:
            continue
        module, _, name = op["python"].rpartition(".")
        graph = str(torch.jit.script(getattr(importlib.import_module(module), name)).inlined_graph)
        if op["op"] not in graph:
            fail(f"op_db/equivalents.toml {op['op']}: {op['python']}, scripted, does not call it")
        checked += 1
    return checked


def main():
    with open(TABLE, "rb") as f:
        table = tomllib.load(f)
    checked = 0
    for adapter in table["adapter"]:
        where = f"op_db/equivalents.toml [[adapter]] {adapter['package']}"
        check_quote(adapter["use_source"], adapter["use_quote"], where)
        readme = adapter["use_source"].rpartition(":")[0]
        stated = sorted(PAGE_PRODUCTS[row.group(1).strip()] for line in open(os.path.join(VENDOR, readme), encoding="utf-8")
                        if (row := PRODUCT_ROW.match(line.strip())) and row.group(2) == "√")
        if adapter["products"] != stated or (not stated and "产品支持情况" in open(os.path.join(VENDOR, readme), encoding="utf-8").read()):
            fail(f"{where}: products {adapter['products']} are not what {readme} states ({stated})")
        checked += 1
        for version in adapter["version"]:
            cells = [c.strip() for c in cited_line(version["source"], where).split("|")]
            for key in ("tag", "torch_npu", "library"):
                if version[key] not in cells:
                    fail(f"{where}: {version['source']} has no cell {version[key]!r} ({key}); its cells: {cells}")
            checked += 1
    for library in table.get("library", []):
        check_quote(library["source"], library["quote"], f"op_db/equivalents.toml [[library]] {library['namespace']}")
        checked += 1
    adapted = set()
    for op in table["op"]:
        check_quote(op["op_source"], op["op_quote"], f"op_db/equivalents.toml {op['op']}")
        checked += 1
        for e in op["equivalent"]:
            where = f"op_db/equivalents.toml {op['op']} ({e['kind']})"
            check_quote(e["source"], e["quote"], where)
            if "caveat_source" in e:
                check_quote(e["caveat_source"], e["caveat_quote"], where)
            if e["kind"] == "adapter":
                from_registrations = e["source"].startswith(REGISTRATIONS + ":")
                if e["registers_kernel"] != from_registrations:
                    fail(f"{where}: registers_kernel must be {from_registrations}: it cites {e['source']}")
                if from_registrations:
                    if e["quote"] != op["op"]:
                        fail(f"{where}: cites the registration of {e['quote']}, not of {op['op']}")
                    adapted.add(op["op"])
            else:
                page = e["source"].rpartition(":")[0]
                if e["products"] != page_products(page):
                    fail(f"{where}: products {e['products']} != the ticks of {page}'s table {page_products(page)}")
                if "deprecated" in e:
                    if not e["deprecated"].startswith(page + ":"):
                        fail(f"{where}: deprecated cites another page: {e['deprecated']}")
                    check_quote(e["deprecated"], "计划废弃", where)
                elif "计划废弃" in open(os.path.join(VENDOR, page), encoding="utf-8").read():
                    fail(f"{where}: {page} says the API is to be deprecated; the entry does not")
            checked += 1
    python_checked = python_names_call_their_ops(table["op"])
    registered = [l.strip() for l in open(os.path.join(VENDOR, REGISTRATIONS), encoding="utf-8")]
    public = [op for op in registered if op and not op.split("::")[1].startswith("_")]
    missing = sorted(set(public) - adapted)
    if missing:
        fail(f"{REGISTRATIONS} registers NPU kernels for {missing}; op_db/equivalents.toml has no adapter entry for them")
    rule_path = os.path.join(SOURCE_DIR, "rules", "mmcv-device-impl.toml")
    with open(rule_path, "rb") as f:
        npu_impls = tomllib.load(f)["params"]["npu_impls"]
    vendored = open(os.path.join(VENDOR, MMCV_NPU_IMPLS), encoding="utf-8").read().splitlines()
    if npu_impls != vendored:
        fail(f"{rule_path}: params.npu_impls differ from vendor/{MMCV_NPU_IMPLS} ({len(npu_impls)} vs {len(vendored)} lines)")
    print(f"equivalents: {checked} cited lines match their vendored sources; "
          f"every public op of {REGISTRATIONS} ({len(public)}) has its adapter entry; "
          f"{python_checked} Python functions call their ops")


if __name__ == "__main__":
    main()
