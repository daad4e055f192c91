#!/usr/bin/python3
"""Observes what every CompositeImplicitAutograd op of op_db/ops.jsonl runs as, with Debian's
PyTorch, and writes op_db/decompositions.jsonl. Run with Debian's interpreter (python3-torch):

    /usr/bin/python3 op_db/decompose.py [--check]

A composite op has no kernel of its own: PyTorch runs the ops its CompositeImplicitAutograd
implementation calls. This script calls each such op (`torch.ops.aten.OP.OVERLOAD`) on the CPU
with sample inputs -- PyTorch's own OpInfo samples where an OpInfo names the op, a few written
here, and inputs built from the op's schema -- and records, for every call that ran, the ops it
dispatched to directly: children of the op's event in the legacy autograd profiler, whose
nesting is exact (enter/exit), with the overload of every op that reached a kernel taken from a
dispatch-recording mode below autograd. Calls whose children differ by a string or bool
argument record that argument as a selector (`pad` by `mode`). Ops absent from this PyTorch or
that no sample could run are recorded as not observed, with the reason: never guessed.

--check re-observes and fails (exit 1) when the committed file differs.
"""
import argparse
import hashlib
import json
import os
import select
import signal
import sys
import types
import unittest
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
OPS = os.path.join(HERE, "ops.jsonl")
OUT = os.path.join(HERE, "decompositions.jsonl")

# torch.testing._internal imports expecttest (a test-only package Debian does not ship) for its
# TestCase base class; OpInfo sample generation never uses it.
_expecttest = types.ModuleType("expecttest")
_expecttest.TestCase = unittest.TestCase
_expecttest.ACCEPT = False
sys.modules.setdefault("expecttest", _expecttest)
# PyTorch's C++ deprecation warnings, which the sample calls trigger by the hundred.
os.environ.setdefault("GLOG_minloglevel", "2")
os.environ.setdefault("TORCH_CPP_LOG_LEVEL", "ERROR")

import torch  # noqa: E402
from torch.autograd.profiler_legacy import profile  # noqa: E402
from torch.utils._python_dispatch import TorchDispatchMode  # noqa: E402

LEAF = "npu-lint-leaf:"
# Arguments that choose a code path by name (mode="reflect", hermitian=True); sizes and dims
# take too many values for samples to tell which of them decides anything.
SELECTOR_TYPES = (str, bool, type(None))
KERNEL = "kernel"
CHILD_SECONDS = 60


class RecordLeaves(TorchDispatchMode):
    """Wraps every op that reaches the Python key (below autograd, after every
    CompositeImplicitAutograd decomposition) in a profiler range naming its overload."""

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        with torch.autograd.profiler.record_function(LEAF + func._schema.name + "." + func._overloadname):
            return func(*args, **(kwargs or {}))


def qualified(name, overload):
    return name + ("." + overload if overload and overload != "default" else "")


def children_of(event):
    """The ops `event` called directly: each is an op event whose own child is a leaf marker
    (a kernel op, overload exact), or an op event without one (a composite, by name)."""
    out = []
    for child in event.cpu_children:
        if child.name.startswith(LEAF):
            continue
        markers = [c.name[len(LEAF):] for c in child.cpu_children if c.name.startswith(LEAF)]
        if markers:
            out.append(markers[0].replace(".default", ""))
        else:
            out.append(child.name)
    return out


def observe(overload_packet, args, kwargs):
    """The ops one call dispatched to directly, or None when the call raised."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            with profile() as prof:
                with RecordLeaves():
                    overload_packet(*args, **kwargs)
        except Exception:  # a sample the op rejects is not an observation
            return None
    roots = [e for e in prof.function_events if e.cpu_parent is None and not e.name.startswith(LEAF)]
    if not roots:
        return None
    if any(c.name.startswith(LEAF) for c in roots[0].cpu_children):
        return KERNEL  # this PyTorch has a kernel for the op: it does not decompose here
    calls = []
    for call in children_of(roots[0]):
        if call not in calls:
            calls.append(call)
    return calls


def bind(schema, args, kwargs):
    """Every argument's value by name, defaults included."""
    values = {}
    for i, a in enumerate(schema.arguments):
        if i < len(args) and not a.kwarg_only:
            values[a.name] = args[i]
        elif a.name in kwargs:
            values[a.name] = kwargs[a.name]
        elif a.has_default_value():
            values[a.name] = a.default_value
    return values


def literal(value):
    """How npu-lint writes a selector value: the model frontend writes constants the same way."""
    if value is None:
        return "None"
    if isinstance(value, bool):
        return "True" if value else "False"
    return value


def schema_value(type_name, tensor, rank):
    """A value of a schema type (as torch names it: 'Tensor', 'List[int]', 'Optional[int]', ...)
    built around `tensor`, or raises KeyError for a type no sample is built for (Dimname, str)."""
    if type_name.startswith("Optional["):
        return None
    return {
        "Tensor": lambda: tensor.clone(),
        "List[Tensor]": lambda: [tensor.clone(), tensor.clone()],
        "int": lambda: 1,
        "SymInt": lambda: 1,
        "float": lambda: 0.5,
        "number": lambda: 1,
        "bool": lambda: False,
        "List[int]": lambda: [1] * rank,
        "List[SymInt]": lambda: [1] * rank,
    }[type_name]()


def schema_samples(schema):
    """Arguments built from the schema alone: every argument without a default, around tensors
    of a few ranks and dtypes (None for optional ones, out= a tensor to resize)."""
    samples = []
    for dtype in (torch.float32, torch.int64, torch.bool):
        for shape in ((3, 3), (3, 4), (2, 3, 3), (2, 3, 4), (1, 2, 3, 4), (6,)):
            tensor = (torch.rand(shape) * 4 + 1).to(dtype)
            args, kwargs = [], {}
            try:
                for a in schema.arguments:
                    if a.has_default_value():
                        continue
                    value = schema_value(str(a.type), tensor, len(shape))
                    if a.kwarg_only:
                        kwargs[a.name] = value
                    else:
                        args.append(value)
            except KeyError:
                return samples
            samples.append((args, kwargs))
    return samples


# Inputs for ops whose selectors the OpInfo samples leave out or whose samples do not reach the
# ATen signature (torch.nn.functional wrappers that rewrite their arguments in Python).
def written_samples():
    x3, x4 = torch.rand(1, 2, 5), torch.rand(1, 2, 5, 5)
    return {
        "aten::pad": [((x, p), {"mode": m}) for m in ("constant", "reflect", "replicate", "circular")
                      for x, p in ((x3, [1, 1]), (x4, [1, 1, 1, 1]))],
        "aten::upsample_nearest1d.vec": [((x3, None, [2.0]), {})],
        "aten::upsample_nearest2d.vec": [((x4, None, [2.0, 2.0]), {})],
        "aten::upsample_bilinear2d.vec": [((x4, None, False, [2.0, 2.0]), {})],
        "aten::upsample_linear1d.vec": [((x3, None, False, [2.0]), {})],
        "aten::upsample_bicubic2d.vec": [((x4, None, False, [2.0, 2.0]), {})],
        "aten::linalg_norm": [((torch.rand(3, 3),), {"ord": o}) for o in (None, 2, 1, float("inf"))],
        **normalization_samples(x4),
        **pooling_and_convolution_samples(x3, x4),
        **loss_samples(),
        **recurrent_samples(),
        "aten::einsum": [(("ij,jk->ik", [torch.rand(2, 3), torch.rand(3, 4)]), {})],
        "aten::tensordot": [((torch.rand(2, 3), torch.rand(3, 4), [1], [0]), {})],
        "aten::embedding_bag": [((torch.rand(10, 3), torch.tensor([1, 2, 4, 5]), torch.tensor([0, 2])), {})],
        "aten::clip": [((x4, 0.2, 0.8), {})],
        "aten::size.int": [((x4, 1), {})],
        "aten::item": [((torch.rand(1),), {})],
        "aten::is_nonzero": [((torch.rand(1),), {})],
        "aten::is_complex": [((x4,), {})],
        "aten::imag": [((torch.rand(2, 2, dtype=torch.complex64),), {})],
        "aten::grid_sampler": [((x4, torch.rand(1, 3, 3, 2) * 2 - 1, m, 0, False), {}) for m in (0, 1)],
    }


def normalization_samples(x4):
    c = x4.shape[1]
    batch_norm = [((x4, torch.rand(c), torch.rand(c), torch.rand(c), torch.rand(c) + 1, training, 0.1,
                    1e-5, True), {}) for training in (False, True)]
    return {
        "aten::batch_norm": batch_norm,
        "aten::_batch_norm_impl_index": batch_norm,
        "aten::instance_norm": [((x4, torch.rand(c), torch.rand(c), None, None, True, 0.1, 1e-5,
                                  True), {})],
    }


def pooling_and_convolution_samples(x3, x4):
    x5 = torch.rand(1, 2, 4, 4, 4)
    return {
        "aten::max_pool1d": [((x3, [2]), {})],
        "aten::max_pool1d_with_indices": [((x3, [2]), {})],
        "aten::max_pool2d": [((x4, [2, 2]), {})],
        "aten::max_pool3d": [((x5, [2, 2, 2]), {})],
        "aten::adaptive_max_pool1d": [((x3, [2]), {})],
        "aten::conv3d": [((x5, torch.rand(3, 2, 2, 2, 2)), {})],
        "aten::conv3d.padding": [((x5, torch.rand(3, 2, 3, 3, 3), None, [1, 1, 1], "same"), {})],
        "aten::_convolution_mode": [((x4, torch.rand(3, 2, 3, 3), None, [1, 1], "same", [1, 1], 1),
                                     {})],
        "aten::thnn_conv2d": [((x4, torch.rand(3, 2, 3, 3), [3, 3]), {})],
        "aten::slow_conv3d": [((x5, torch.rand(3, 2, 2, 2, 2), [2, 2, 2]), {})],
    }


def loss_samples():
    logp = torch.log_softmax(torch.rand(4, 5), 1)
    logp4 = torch.log_softmax(torch.rand(2, 5, 3, 3), 1)
    target, target3 = torch.tensor([0, 1, 4, 2]), torch.randint(0, 5, (2, 3, 3))
    ctc = torch.log_softmax(torch.rand(6, 2, 4), 2)
    return {
        "aten::nll_loss": [((logp, target), {})],
        "aten::nll_loss_nd": [((logp, target), {}), ((logp4, target3), {})],
        "aten::nll_loss2d": [((logp4, target3), {})],
        "aten::cosine_embedding_loss": [((torch.rand(4, 3), torch.rand(4, 3), torch.tensor([1, -1, 1, 1])),
                                         {})],
        "aten::ctc_loss.IntList": [((ctc, torch.tensor([[1, 2], [1, 3]]), [6, 6], [2, 2]), {})],
        "aten::ctc_loss.Tensor": [((ctc, torch.tensor([[1, 2], [1, 3]]), torch.tensor([6, 6]),
                                    torch.tensor([2, 2])), {})],
    }


def recurrent_samples():
    """aten::lstm/gru/rnn_* as torch.nn's modules call them: flat weights, one layer, batch first."""
    samples = {}
    x = torch.rand(2, 3, 4)
    for op, module, hidden in (("lstm", torch.nn.LSTM, 2), ("gru", torch.nn.GRU, 1),
                               ("rnn_tanh", torch.nn.RNN, 1), ("rnn_relu", torch.nn.RNN, 1)):
        kwargs = {"nonlinearity": "relu"} if op == "rnn_relu" else {}
        m = module(4, 5, batch_first=True, **kwargs)
        h = [torch.zeros(1, 2, 5) for _ in range(hidden)]
        hx = h if op == "lstm" else h[0]
        samples[f"aten::{op}.input"] = [((x, hx, list(m._flat_weights), True, 1, 0.0, False, False,
                                          True), {})]
    return samples


def opinfo_samples():
    """OpInfo samples (CPU, float32) by the aten op name they are for."""
    from torch.testing._internal.common_methods_invocations import op_db

    by_name = {}
    for info in op_db:
        if torch.float32 not in info.supported_dtypes("cpu"):
            continue
        names = {info.aten_name, info.name.replace(".", "_"), info.name.split(".")[-1]}
        names |= {a.name.replace(".", "_") for a in getattr(info, "aliases", ())}
        for name in names:
            by_name.setdefault("aten::" + name, []).append(info)
    return by_name


def composite_ops():
    with open(OPS, encoding="utf-8") as f:
        records = [json.loads(line) for line in f][1:]
    return [r for r in records if (r.get("native") or {}).get("kind") == "composite_implicit"]


def observe_op(record, infos, written):
    name, overload = record["op"], record["overload"]
    base = name.split("::", 1)[1]
    packet = getattr(torch.ops.aten, base, None)
    if packet is None:
        return {"not_observed": f"absent from PyTorch {torch.__version__}"}
    op = getattr(packet, overload or "default", None)
    if op is None:
        return {"not_observed": f"overload absent from PyTorch {torch.__version__}"}
    torch.manual_seed(0)  # OpInfo samples are random: each op's must not depend on the ops before it
    samples = list(written.get(qualified(name, overload), []))
    for info in infos.get(name, []):
        try:
            for s in info.sample_inputs("cpu", torch.float32, requires_grad=False):
                samples.append(((s.input,) + tuple(s.args), dict(s.kwargs)))
                if len(samples) > 40:
                    break
        except Exception:  # an OpInfo whose samples need what this build lacks
            continue
    samples += schema_samples(op._schema)
    observations = []
    for args, kwargs in samples:
        torch.manual_seed(0)
        calls = observe(op, args, kwargs)
        if calls is None:
            continue
        if calls == KERNEL:
            return {"not_observed": f"a kernel op in PyTorch {torch.__version__}, not a decomposition"}
        values = bind(op._schema, args, kwargs)
        scalars = {k: literal(v) for k, v in values.items() if isinstance(v, SELECTOR_TYPES)}
        observations.append((calls, scalars))
    if not observations:
        return {"not_observed": "no sample input ran"}
    return summarize(observations)


def components(observations, arg):
    """How many groups of call lists `arg`'s values split the observations into: lists seen with
    a common value are one group (a value that decides nothing joins them)."""
    group = {}

    def find(x):
        while group.setdefault(x, x) != x:
            x = group[x]
        return x

    for calls, scalars in observations:
        group[find(("value", scalars[arg]))] = find(("calls", tuple(calls)))
    return len({find(x) for x in list(group) if x[0] == "calls"})


def summarize(observations):
    """Distinct call lists; when they differ, the scalar argument whose values split them into
    the most groups (`pad`'s `mode`), or none when no argument does (the inputs' shapes decide)."""
    distinct = []
    for calls, _ in observations:
        if calls not in distinct:
            distinct.append(calls)
    if len(distinct) == 1:
        return {"calls": distinct[0]}
    names = sorted(set.intersection(*(set(s) for _, s in observations)))
    ranked = sorted(((components(observations, a), a) for a in names), key=lambda x: (-x[0], x[1]))
    selector = ranked[0][1] if ranked and ranked[0][0] > 1 else None
    paths = []
    for calls in distinct:
        path = {"calls": calls}
        if selector:
            path["when"] = sorted({s[selector] for c, s in observations if c == calls})
        paths.append(path)
    return {"paths": paths, "selected_by": selector} if selector else {"paths": paths}


def observe_isolated(record, infos, written):
    """observe_op in a forked child: samples built from a schema alone can crash PyTorch's
    private ops (heap corruption in a sparse constructor) or run long; the parent survives."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read_end)
        try:
            out = json.dumps(observe_op(record, infos, written)).encode()
        except Exception as e:  # an error outside a sample call is a bug here: say it, do not hide it
            out = json.dumps({"error": repr(e)}).encode()
        os.write(write_end, out)
        os._exit(0)
    os.close(write_end)
    chunks = []
    ready, _, _ = select.select([read_end], [], [], CHILD_SECONDS)
    while ready:
        chunk = os.read(read_end, 1 << 16)
        if not chunk:
            break
        chunks.append(chunk)
        ready, _, _ = select.select([read_end], [], [], CHILD_SECONDS)
    os.close(read_end)
    if not ready and chunks == []:
        os.kill(pid, signal.SIGKILL)
    _, status = os.waitpid(pid, 0)
    if not chunks:
        return {"not_observed": "its sample inputs crashed PyTorch or ran over "
                                f"{CHILD_SECONDS} s"}
    result = json.loads(b"".join(chunks))
    if "error" in result:
        raise RuntimeError(f"{record['op']}.{record['overload']}: {result['error']}")
    return result


def render():
    infos = opinfo_samples()
    written = written_samples()
    with open(OPS, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    header = {"format": 1, "generated_by": "op_db/decompose.py", "pytorch": torch.__version__,
              "observed_on": "cpu", "sources": {"op_db/ops.jsonl": digest}}
    lines = [json.dumps(header, sort_keys=True)]
    for record in composite_ops():
        entry = {"op": record["op"], "overload": record["overload"]}
        entry.update(observe_isolated(record, infos, written))
        lines.append(json.dumps(entry, sort_keys=True))
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    torch.set_num_threads(1)
    text = render()
    if args.check:
        current = open(OUT, encoding="utf-8").read() if os.path.exists(OUT) else None
        if current != text:
            print("decompose.py: op_db/decompositions.jsonl no longer matches what PyTorch "
                  f"{torch.__version__} runs for op_db/ops.jsonl; run /usr/bin/python3 op_db/decompose.py "
                  "and commit the result", file=sys.stderr)
            return 1
        print("op_db/decompositions.jsonl is up to date")
        return 0
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
