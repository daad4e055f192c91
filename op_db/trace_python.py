#!/usr/bin/python3
"""Generates op_db/python_traced.json: the ATen ops that PyTorch Python APIs run, observed by
tracing them with Debian's PyTorch (python3-torch) and torch.jit.trace. It covers what
native_functions.yaml cannot say: functions written in Python (torch.nn.functional.*,
torch.unique, torch.norm, torch.linalg.* wrappers), their Tensor method forms, and torch.nn
modules (their forward). The tracer records the ops the Python code asks the dispatcher for, as
a traced model holds them: a composite op (F.one_hot's aten::one_hot) stays whole, because a
device with a kernel of its own for it (torch_npu has one for one_hot) never runs PyTorch's
decomposition; the op database judges it as it judges models.

Sample inputs are PyTorch's own: the OpInfo samples of torch.testing._internal
(common_methods_invocations.op_db) and the ModuleInfo samples (common_modules.module_db); the few
common modules those lack get the hand-written samples in HAND_MODULES below. An op seen in every
sample of an API is in `always`; one seen in some samples only (its arguments choose it:
F.pad's mode, F.interpolate's mode) is in `sometimes`. APIs whose samples could not run are
listed in `not_traced` with the reason: never guessed.

Run with Debian's interpreter:
    /usr/bin/python3 op_db/trace_python.py          # rewrite op_db/python_traced.json
    /usr/bin/python3 op_db/trace_python.py --check  # exit 1 when the file is stale
"""
import argparse
import itertools
import json
import os
import sys
import types
import unittest
import warnings

# torch.testing._internal imports the `expecttest` test helper, which Debian does not package;
# its only use there is a TestCase base and an ACCEPT flag, neither of which sampling touches.
_stub = types.ModuleType("expecttest")
_stub.TestCase, _stub.ACCEPT = unittest.TestCase, False
sys.modules.setdefault("expecttest", _stub)

import torch  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.join(HERE, "python_traced.json")
SAMPLES_PER_VARIANT = 8
OPINFO_SOURCE = "torch/testing/_internal/common_methods_invocations.py"
MODULEINFO_SOURCE = "torch/testing/_internal/common_modules.py"

# Common torch.nn modules ModuleInfo (PyTorch 1.13) has no samples for: constructor arguments
# and one input shape each, written for this table.
HAND_MODULES = {
    "AdaptiveAvgPool1d": ((2,), (2, 3, 8)),
    "AdaptiveMaxPool2d": ((2,), (2, 3, 8, 8)),
    "AvgPool2d": ((2,), (2, 3, 8, 8)),
    "BCELoss": ((), "sigmoid-pair"),
    "BCEWithLogitsLoss": ((), "pair"),
    "BatchNorm1d": ((3,), (4, 3, 5)),
    "Dropout": ((0.5,), (4, 8)),
    "Flatten": ((), (2, 3, 4)),
    "GELU": ((), (4, 8)),
    "GroupNorm": ((2, 4), (2, 4, 5, 5)),
    "Identity": ((), (4, 8)),
    "InstanceNorm2d": ((3,), (2, 3, 5, 5)),
    "LayerNorm": ((8,), (4, 8)),
    "LeakyReLU": ((), (4, 8)),
    "LogSoftmax": ((-1,), (4, 8)),
    "MSELoss": ((), "pair"),
    "MaxPool1d": ((2,), (2, 3, 8)),
    "Mish": ((), (4, 8)),
    "PixelShuffle": ((2,), (1, 8, 3, 3)),
    "SiLU": ((), (4, 8)),
    "SmoothL1Loss": ((), "pair"),
    "Softmax": ((-1,), (4, 8)),
    "Softplus": ((), (4, 8)),
    "Tanh": ((), (4, 8)),
    "Upsample": ((None, 2.0), (1, 3, 4, 4)),
}


def _tensors(value, out):
    """The tensors in a sample's (nested) arguments, in order."""
    if isinstance(value, torch.Tensor):
        out.append(value)
    elif isinstance(value, (list, tuple)):
        for item in value:
            _tensors(item, out)
    elif isinstance(value, dict):
        for item in value.values():
            _tensors(item, out)
    return out


def _rebuild(value, tensors):
    """The arguments with their tensors replaced, in order, by the tracer's inputs."""
    if isinstance(value, torch.Tensor):
        return next(tensors)
    if isinstance(value, list):
        return [_rebuild(item, tensors) for item in value]
    if isinstance(value, tuple):
        return tuple(_rebuild(item, tensors) for item in value)
    if isinstance(value, dict):
        return {key: _rebuild(item, tensors) for key, item in value.items()}
    return value


# What the tracer records for the Python code's shape arithmetic (x.size(0) * 2 becomes
# aten::size, prim::NumToTensor, aten::mul, aten::Int): bookkeeping of the trace, not work a
# device runs. An op whose tensor inputs all come from there (or from constants) is left out,
# and so is aten::size.
SHAPE_SOURCES = {"aten::size", "prim::NumToTensor", "prim::Constant"}


def graph_ops(graph, out, shape_values):
    """The aten ops of a traced graph, nested blocks included, as "aten::name.overload"."""
    for node in graph.nodes():
        kind = node.kind()
        inputs = [v for v in node.inputs() if v.type().kind() == "TensorType"]
        from_shapes = kind in SHAPE_SOURCES or (inputs and all(v in shape_values for v in inputs))
        if from_shapes:
            shape_values.update(node.outputs())
        elif kind.startswith("aten::"):
            out.add(node.schema().split("(", 1)[0] if node.schema() != "(no schema)" else kind)
        for block in node.blocks():
            graph_ops(block, out, shape_values)
    return out


def record(fn, args, kwargs=None):
    """The ops PyTorch's JIT tracer records for fn(*args, **kwargs) (the ops a device is asked
    to run: composite ops stay whole, as in a traced model), or None when it cannot be traced."""
    packed = (args, kwargs or {})
    tensors = _tensors(packed, [])
    if not tensors:
        return None

    def call(*inputs):
        a, k = _rebuild(packed, iter(inputs))
        return fn(*a, **k)

    torch.manual_seed(0)
    try:
        if isinstance(fn, torch.nn.Module):
            fn(*args, **(kwargs or {}))  # a lazy module makes its parameters on its first call
            fn.requires_grad_(False)  # its parameters become constants of the trace
        traced = torch.jit.trace(call, tuple(tensors), check_trace=False, strict=False)
    except Exception:  # a sample PyTorch itself marks as failing on this build, or untraceable output
        return None
    return graph_ops(traced.graph, set(), set())


def sample_dtype(info):
    dtypes = info.dtypes
    if torch.float32 in dtypes:
        return torch.float32
    return sorted(dtypes, key=str)[0] if dtypes else None


def public_name(qualified):
    """'nn.functional.pad' -> the torch attribute it names, or None when torch has no such name."""
    value = torch
    for part in qualified.split("."):
        value = getattr(value, part, None)
        if value is None:
            return None
    return value


class Table:
    def __init__(self):
        self.seen = {}        # (table, name) -> list of op sets, one per sample that ran
        self.sources = {}     # (table, name) -> where its samples come from
        self.failed = {}      # (table, name) -> reason, when no sample ran

    def add(self, key, source, op_sets, tried):
        self.sources.setdefault(key, source)
        runs = [s for s in op_sets if s is not None]
        self.seen.setdefault(key, []).extend(runs)
        if not runs and key not in self.failed:
            self.failed[key] = "no sample input" if tried == 0 else f"none of its {tried} samples could be traced (no tensor argument, or a result that is not a tensor)"

    def json(self):
        out = {"functions": {}, "methods": {}, "modules": {}}
        not_traced = {}
        for (table, name), runs in sorted(self.seen.items()):
            if not runs:
                not_traced[f"{table}:{name}"] = self.failed[(table, name)]
                continue
            always = set.intersection(*runs)
            union = set.union(*runs)
            out[table][name] = {"always": sorted(always), "sometimes": sorted(union - always),
                                "samples": len(runs), "source": self.sources[(table, name)]}
        out["not_traced"] = dict(sorted(not_traced.items()))
        return out


def trace_opinfos(table):
    from torch.testing._internal.common_methods_invocations import op_db
    for info in op_db:
        function = public_name(info.name)
        method = info.method_variant if "." not in info.name else None
        names = []
        if function is not None and callable(function):  # info.op: the call the samples are written for
            names.append(("functions", info.name, info.op))
        if method is not None and hasattr(torch.Tensor, info.name):
            names.append(("methods", info.name, method))
        for alias in info.aliases:
            if public_name(alias.name) is not None:
                names.append(("functions", alias.name, info.op))
        if not names:
            continue
        dtype = sample_dtype(info)
        try:
            samples = [] if dtype is None else list(
                itertools.islice(info.sample_inputs("cpu", dtype, requires_grad=False), SAMPLES_PER_VARIANT))
        except Exception:
            samples = []
        source = f"OpInfo '{info.name}' ({OPINFO_SOURCE})"
        for table_name, name, fn in names:  # a method variant is unbound: Tensor.unique(x, ...)
            runs = [record(fn, (s.input, *s.args), s.kwargs) for s in samples]
            table.add((table_name, name), source, runs, len(samples))


def trace_moduleinfos(table):
    from torch.testing._internal.common_modules import module_db
    for info in module_db:
        cls = info.module_cls
        if getattr(torch.nn, cls.__name__, None) is not cls:
            continue
        try:
            inputs = list(itertools.islice(
                info.module_inputs_func(info, device="cpu", dtype=torch.float32, requires_grad=False, training=False),
                SAMPLES_PER_VARIANT))
        except TypeError:  # older signature without `training`
            inputs = list(itertools.islice(
                info.module_inputs_func(info, device="cpu", dtype=torch.float32, requires_grad=False),
                SAMPLES_PER_VARIANT))
        runs = []
        for sample in inputs:
            if sample.forward_input is None:
                continue
            try:
                torch.manual_seed(0)
                module = cls(*sample.constructor_input.args, **sample.constructor_input.kwargs).eval()
            except Exception:
                runs.append(None)
                continue
            forward = sample.forward_input
            runs.append(record(module, forward.args, forward.kwargs))
        table.add(("modules", cls.__name__), f"ModuleInfo '{cls.__name__}' ({MODULEINFO_SOURCE})", runs, len(runs))


def trace_hand_modules(table):
    for name, (args, shape) in HAND_MODULES.items():
        if ("modules", name) in table.seen:
            continue
        torch.manual_seed(0)
        module = getattr(torch.nn, name)(*args).eval()
        if shape == "pair":
            inputs = (torch.randn(4, 8), torch.randn(4, 8))
        elif shape == "sigmoid-pair":
            inputs = (torch.rand(4, 8), torch.rand(4, 8))
        else:
            inputs = (torch.randn(*shape),)
        run = record(module, inputs)
        table.add(("modules", name), f"hand-written sample in op_db/trace_python.py (HAND_MODULES['{name}'])", [run], 1)


def generate():
    warnings.simplefilter("ignore")  # PyTorch's beta and deprecation notices while sampling
    table = Table()
    trace_opinfos(table)
    trace_moduleinfos(table)
    trace_hand_modules(table)
    out = {"generated_by": "op_db/trace_python.py", "format": 1,
           "pytorch": torch.__version__, "samples_per_variant": SAMPLES_PER_VARIANT}
    out.update(table.json())
    return json.dumps(out, indent=0, ensure_ascii=False, sort_keys=True) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when op_db/python_traced.json is stale")
    args = parser.parse_args()
    text = generate()
    if args.check:
        with open(OUTPUT, encoding="utf-8") as f:
            if f.read() != text:
                print(f"{OUTPUT} is stale: run /usr/bin/python3 op_db/trace_python.py", file=sys.stderr)
                return 1
        print("op_db/python_traced.json matches what PyTorch " + torch.__version__ + " runs")
        return 0
    with open(OUTPUT, "w", encoding="utf-8") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
