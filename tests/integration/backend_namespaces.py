#!/usr/bin/python3
"""op_db/backend_namespaces.toml against the LibTorch 1.13 that Debian's PyTorch loads: every
backend namespace that release registers is in the table (op namespaces from its operator
registry, class namespaces from torch.classes), so none falls back to generic custom-op advice.

Run with Debian's interpreter: /usr/bin/python3 tests/integration/backend_namespaces.py
"""
import os
import sys
import tomllib

import torch

sys.path.insert(0, os.path.dirname(__file__))
from common import SOURCE_DIR, fail  # noqa: E402

# PyTorch 1.13's own backends as its registry and torch.classes show them (checked by hand:
# `torch._C._jit_get_all_schemas()` namespaces, and the classes below load).
BACKEND_OPS = {"quantized", "_quantized", "prepacked", "mkldnn_prepacked", "sparse"}
BACKEND_CLASSES = {"quantized": "LinearPackedParamsBase", "xnnpack": "LinearOpContext",
                   "mkldnn": "ConvOpContext", "sparse": "LinearPackedParamsBase"}

with open(os.path.join(SOURCE_DIR, "op_db", "backend_namespaces.toml"), "rb") as f:
    table = {entry["namespace"] for entry in tomllib.load(f)["backend"]}
registered = {schema.name.split("::")[0] for schema in torch._C._jit_get_all_schemas()}
for ns in sorted(BACKEND_OPS):
    if ns not in registered:
        fail(f"LibTorch {torch.__version__} registers no {ns}:: ops: the list in this test is stale")
    if ns not in table:
        fail(f"op namespace {ns} (LibTorch {torch.__version__}) is missing from op_db/backend_namespaces.toml")
for ns, cls in sorted(BACKEND_CLASSES.items()):
    getattr(getattr(torch.classes, ns), cls)  # raises when LibTorch has no such class
    if ns not in table:
        fail(f"class namespace torch.classes.{ns} is missing from op_db/backend_namespaces.toml")
print(f"ok: {len(BACKEND_OPS)} op and {len(BACKEND_CLASSES)} class namespaces of LibTorch {torch.__version__}")
