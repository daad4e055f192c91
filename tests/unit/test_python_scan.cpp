// The Python frontend's scan: names resolved through imports per scope, as Python would; no
// finding material from comments, docstrings or prose strings; syntax errors located.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>

#include "core/deadline.h"
#include "frontends/python/bracket_depth.h"
#include "frontends/python/python_scan.h"

using namespace npu_lint;
using namespace npu_lint::python;

namespace {

PythonFacts scan(const std::string& code) {
  static const std::set<std::string> reads = {"is_cuda"}, host = {"cpu", "numpy", "tolist"}, device = {"cuda", "npu", "to"},
                                     non_tensor = {"numpy"};
  ScanOptions options;
  options.member_reads = &reads;
  options.host_methods = &host;
  options.device_methods = &device;
  options.non_tensor_modules = &non_tensor;
  return scanPython(code, options);
}

// "kind name line" for every resolved name, in order.
std::vector<std::string> names(const PythonFacts& facts, PyUse kind) {
  std::vector<std::string> out;
  for (const auto& n : facts.names)
    if (n.kind == kind) out.push_back(n.name + " " + std::to_string(n.pos.line));
  return out;
}

}  // namespace

TEST_CASE("python scan: aliases, from-imports and attribute chains resolve to qualified names") {
  const PythonFacts facts = scan(
      "import torch as th\n"
      "import torch.nn.functional as F\n"
      "from torch.cuda.amp import autocast as ac, GradScaler\n"
      "from torch import cuda\n"
      "import torch.distributed\n"
      "th.cuda.synchronize()\n"
      "F.relu(x)\n"
      "with ac(): s = GradScaler()\n"
      "cuda.empty_cache()\n"
      "torch.distributed.barrier()\n"
      "f = th.cuda.is_available\n");
  CHECK(facts.parsed_cleanly);
  CHECK(names(facts, PyUse::kCall) ==
        std::vector<std::string>{"torch.cuda.synchronize 6", "torch.nn.functional.relu 7", "torch.cuda.amp.autocast 8",
                                 "torch.cuda.amp.GradScaler 8", "torch.cuda.empty_cache 9", "torch.distributed.barrier 10"});
  CHECK(names(facts, PyUse::kReference) == std::vector<std::string>{"torch.cuda.is_available 11"});
  CHECK(names(facts, PyUse::kImport) ==
        std::vector<std::string>{"torch 1", "torch.nn.functional 2", "torch.cuda.amp 3", "torch.cuda.amp.autocast 3",
                                 "torch.cuda.amp.GradScaler 3", "torch 4", "torch.cuda 4", "torch.distributed 5"});
}

TEST_CASE("python scan: local bindings shadow imports, class attributes do not shadow inside methods") {
  const PythonFacts facts = scan(
      "from torch import cuda\n"
      "import torch as th\n"
      "def f(cuda):\n"
      "    cuda.synchronize()\n"        // the parameter
      "def g():\n"
      "    th = make()\n"
      "    th.cuda.synchronize()\n"     // a local th
      "class C:\n"
      "    th = None\n"
      "    def m(self):\n"
      "        return th.zeros(1)\n"   // the module's th: class scope is not searched
      "my.cuda_count = 1\n"
      "cuda.synchronize()\n");        // the import, at module level
  CHECK(names(facts, PyUse::kCall) == std::vector<std::string>{"torch.zeros 11", "torch.cuda.synchronize 13"});
  // The shadowed calls are member calls on unknown values, which is what they are.
  std::vector<std::string> members;
  for (const auto& m : facts.members) members.push_back(m.name + " " + std::to_string(m.pos.line));
  CHECK(members == std::vector<std::string>{"synchronize 4", "synchronize 7"});
}

TEST_CASE("python scan: strings in code, never docstrings or prose, f-strings, contexts") {
  const PythonFacts facts = scan(
      "\"\"\"Runs on cuda.\"\"\"\n"
      "import torch\n"
      "def f(x, rank):\n"
      "    \"cuda\"\n"                    // a string standing alone: prose
      "    # \"cuda\" in a comment\n"
      "    d = torch.device(\"cuda\", rank)\n"
      "    y = x.to(device=f\"cuda:{rank}\")\n"
      "    msg = \"moved to cuda later\"\n"
      "    return d.type == \"cuda\"\n");
  std::vector<std::string> strings;
  for (const auto& s : facts.strings)
    strings.push_back(s.value + "|" + nameOf(s.context) + "|" + s.callee + "|" + s.keyword + "|" +
                      std::to_string(s.pos.line));
  CHECK(strings == std::vector<std::string>{"cuda|argument|torch.device||6", "cuda:{}|argument|.to|device|7",
                                            "cuda|comparison|||9"});
}

TEST_CASE("python scan: Python 3.8-3.12 syntax parses, a syntax error is located and the rest still read") {
  const PythonFacts modern = scan(
      "import torch\n"
      "type Alias = list[int]\n"
      "def f[T](x: T) -> T:\n"
      "    if (n := len(x)) > 3: print(f\"{n!r:>{w}}\")\n"
      "    match x:\n"
      "        case {\"a\": 1}: pass\n"
      "        case [a, *rest]: pass\n"
      "    return x\n"
      "async def g():\n"
      "    async with a as b: await torch.cuda.synchronize()\n");
  CHECK(modern.parsed_cleanly);
  CHECK(names(modern, PyUse::kCall) == std::vector<std::string>{"torch.cuda.synchronize 10"});

  const PythonFacts broken = scan("import torch\ndef broken(:\n    pass\ntorch.cuda.synchronize()\nx.is_cuda\n");
  CHECK_FALSE(broken.parsed_cleanly);
  CHECK(broken.first_error == "2:12: syntax error");
  CHECK(names(broken, PyUse::kCall) == std::vector<std::string>{"torch.cuda.synchronize 4"});
  REQUIRE(broken.members.size() == 1);
  CHECK(broken.members[0].name == "is_cuda");
}

TEST_CASE("python scan: a lone CR ends a line, as CPython reads it, and CRLF stays one line end") {
  const PythonFacts old_mac = scan("import torch\rif True:\r    torch.cuda.synchronize()\r");
  CHECK(old_mac.parsed_cleanly);
  CHECK(names(old_mac, PyUse::kCall) == std::vector<std::string>{"torch.cuda.synchronize 3"});
  const PythonFacts mixed = scan("import torch\r\n\rtorch.cuda.synchronize()\r\n");
  CHECK(mixed.parsed_cleanly);
  CHECK(names(mixed, PyUse::kCall) == std::vector<std::string>{"torch.cuda.synchronize 3"});
}

TEST_CASE("python scan: suppression comments and star imports are recorded") {
  const PythonFacts facts = scan("from torch import *\nx.cuda()  # npu-lint: ignore[cuda-device]\n");
  CHECK(facts.star_imports == std::vector<std::string>{"torch"});
  REQUIRE(facts.suppressions.size() == 1);
  CHECK(facts.suppressions[0].target_line == 2);
  CHECK(facts.suppressions[0].rules == std::vector<std::string>{"cuda-device"});
}

TEST_CASE("python scan: the bytes a fix edits: a name's second part, a member, a string's value, where import torch_npu goes") {
  const std::string code =
      "import os\nimport torch as th\nfrom torch.cuda import amp as a\nfrom torch import cuda\n"
      "th.cuda.synchronize()\na.GradScaler()\ncuda.empty_cache()\nx.cuda()\ny = f'cuda:{r}'\n";
  const PythonFacts facts = scan(code);
  const auto text = [&](const Token& t) { return code.substr(t.begin, t.end - t.begin); };
  const auto use = [&](const std::string& name, PyUse kind, unsigned line = 0) {
    const auto it = std::find_if(facts.names.begin(), facts.names.end(), [&](const NameUse& n) {
      return n.name == name && n.kind == kind && (!line || n.pos.line == line);
    });
    REQUIRE(it != facts.names.end());
    return *it;
  };
  CHECK(text(use("torch.cuda.synchronize", PyUse::kCall).second) == "cuda");
  CHECK(use("torch.cuda.synchronize", PyUse::kCall).second.pos.line == 5);
  // Through `amp`: the `cuda` of its import, line 3.
  CHECK(use("torch.cuda.amp.GradScaler", PyUse::kCall).second.pos.line == 3);
  CHECK(text(use("torch.cuda.amp.GradScaler", PyUse::kCall).second) == "cuda");
  // `from torch import cuda`: renaming it would rename the bound name.
  CHECK(use("torch.cuda.empty_cache", PyUse::kCall).second.empty());
  CHECK(use("torch.cuda", PyUse::kImport, 4).second.empty());
  CHECK(text(use("torch.cuda", PyUse::kImport, 3).second) == "cuda");
  REQUIRE(facts.members.size() == 1);
  CHECK(text(facts.members[0].token) == "cuda");
  REQUIRE(facts.strings.size() == 1);
  CHECK(code.compare(facts.strings[0].value_begin, 5, "cuda:") == 0);
  CHECK(facts.strings[0].value_pos.line == 9);
  CHECK(facts.strings[0].value_pos.column == 7);
  // After `import torch as th` (line 2), before line 3.
  CHECK(facts.add_torch_npu_import.begin == code.find("from torch.cuda"));
  CHECK(facts.add_torch_npu_import.replacement == "import torch_npu\n");
  CHECK(facts.add_torch_npu_import.line == 3);

  CHECK(scan("import torch\nimport torch_npu\n").add_torch_npu_import.empty());
  CHECK(scan("import os\nx.cuda()\n").add_torch_npu_import.empty());
  CHECK(scan("import torch\r\nx = 1\r\n").add_torch_npu_import.replacement == "import torch_npu\r\n");
  const PythonFacts last = scan("x = 1\nimport torch");
  CHECK(last.add_torch_npu_import.begin == 18);
  CHECK(last.add_torch_npu_import.replacement == "\nimport torch_npu");
}

TEST_CASE("python scan: what a device-neutral fix edits: the written torch.cuda, a call's arguments, a whole literal, where its prologue goes") {
  const std::set<std::string> watched = {"DEVICE_TYPE", "device_module"};
  python::ScanOptions options;
  options.watched_identifiers = &watched;
  const std::string code =
      "import torch.nn as nn\nimport os, torch\nimport torch as th\n"
      "th . cuda.synchronize()\nx.cuda()\nx.cuda(non_blocking=True)\nx.cuda(0)\ny = rb'cuda'\nz = F\"cuda:{r}\"\n";
  const PythonFacts facts = python::scanPython(code, options);
  // After the imports that follow `import os, torch` (line 2, the first import that binds `torch`
  // itself): before line 4, the first code.
  CHECK(facts.after_import_torch.at == code.find("th . cuda"));
  CHECK(facts.after_import_torch.line == 4);
  // Imports after code stay after the prologue: it goes where the first import block ends.
  CHECK(python::scanPython("import torch\n# c\nimport os\nx = 1\nimport sys\nx.cuda()\n", options).after_import_torch.line == 4);
  // torch_npu imported by the module itself: NPU code, no prologue; inside `if`/`try`: the file's
  // own device choice, and the prologue follows that block.
  CHECK(python::scanPython("import torch\nimport torch_npu\nx = 1\n", options).after_import_torch.empty());
  CHECK(python::scanPython("import torch\nfrom torch_npu.contrib import transfer_to_npu\nx = 1\n", options).after_import_torch.empty());
  CHECK(python::scanPython("import torch\nif ok():\n    import torch_npu\nx = 1\n", options).after_import_torch.line == 4);
  CHECK(python::scanPython("import torch\nimport torch_npu_like\nx = 1\n", options).after_import_torch.line == 3);
  CHECK_FALSE(facts.crlf);
  CHECK(facts.present_identifiers.empty());
  const auto sync = std::find_if(facts.names.begin(), facts.names.end(), [](const NameUse& n) { return n.name == "torch.cuda.synchronize"; });
  REQUIRE(sync != facts.names.end());
  CHECK(sync->written_prefix.text == "th . cuda");
  CHECK(sync->written_prefix.begin == code.find("th . cuda"));
  REQUIRE(facts.members.size() == 3);
  CHECK(facts.members[0].arguments.text.empty());
  CHECK(facts.members[0].arguments.end - facts.members[0].arguments.begin == 2);
  CHECK(facts.members[0].keyword_arguments_only);
  CHECK(facts.members[1].keyword_arguments_only);
  CHECK(facts.members[1].keywords == std::vector<std::string>{"non_blocking"});
  CHECK_FALSE(facts.members[2].keyword_arguments_only);
  REQUIRE(facts.strings.size() == 2);
  CHECK(facts.strings[0].literal.text == "rb'cuda'");
  CHECK(facts.strings[0].prefix == "rb");
  CHECK(facts.strings[1].literal.text == "F\"cuda:{r}\"");
  CHECK(facts.strings[1].prefix == "F");

  // A try/except or if whose blocks hold only imports is part of the import block (E402); one
  // that runs anything else ends it.
  CHECK(python::scanPython("import torch\ntry:\n    import a\nexcept ImportError:\n    from b import a\nif X:\n    import c\nelse:\n    pass\nx.cuda()\n", options)
            .after_import_torch.line == 10);
  CHECK(python::scanPython("import torch\ntry:\n    import a\nexcept ImportError:\n    a = None\nx.cuda()\n", options).after_import_torch.line == 2);
  CHECK(python::scanPython("import torch\nimport torch_npu\nx.cuda()\n", options).after_import_torch.empty());
  CHECK(python::scanPython("import torch as th\nx.cuda()\n", options).after_import_torch.empty());
  CHECK(python::scanPython("x.cuda()\nimport torch", options).after_import_torch.empty());
  const PythonFacts crlf = python::scanPython("import torch\r\nDEVICE_TYPE = 1  # device_module\r\n", options);
  CHECK(crlf.crlf);
  CHECK(crlf.present_identifiers == std::vector<std::string>{"DEVICE_TYPE", "device_module"});
  CHECK(python::scanPython("import torch\nMY_DEVICE_TYPE = 1\n", options).present_identifiers.empty());
}

TEST_CASE("python scan: a device module taken from torch by a run-time name is judged as torch.npu") {
  const PythonFacts facts = scan("import torch\nm = getattr(torch, DEVICE_TYPE)\nc = getattr(torch, 'cuda')\nm.synchronize()\nc.empty_cache()\n"
                                 "d = getattr(os, name)\nd.synchronize()\n");
  CHECK(names(facts, PyUse::kCall) == std::vector<std::string>{"torch.npu.synchronize 4", "torch.cuda.empty_cache 5"});
}

TEST_CASE("python scan: what a method's receiver is built from, through the names a function assigns") {
  const auto facts = scan(
      "import numpy as np\n"                                  // 1
      "import torch\n"                                        // 2
      "from pathlib import Path\n"                            // 3
      "class Stats:\n"                                        // 4
      "    def summary(self):\n"                              // 5
      "        return self.mode(), self.weight.mode()\n"      // 6: self's own; an attribute of self: unknown
      "def f(x: torch.Tensor, y, name):\n"                    // 7
      "    p = Path(name)\n"                                  // 8
      "    labels, counts = np.unique(y)\n"                   // 9
      "    s = Stats()\n"                                     // 10
      "    t = torch.zeros(3)\n"                              // 11
      "    return x.stride(), y.stride(), p.absolute(), counts.sum(), s.mode(), t.clone(), p.parent.absolute()\n"  // 12
      "def g(p, ids, net_out):\n"                              // 13
      "    rows = ids.cpu()\n"                                  // 14: a host copy
      "    back = rows.to(p)\n"                                  // 15: on a device again
      "    net = Stats()\n"                                     // 16
      "    out = net(ids)\n"                                    // 17: what calling an instance returns: unknown
      "    for c in np.split(ids, 2):\n"                        // 18: numpy's values
      "        c.tolist()\n"                                    // 19
      "    for r in rows:\n"                                    // 20: rows of a host copy
      "        r.tolist()\n"                                    // 21
      "    for q in net.parameters():\n"                        // 22: a Module's parameters: unknown
      "        q.tolist()\n"                                    // 23
      "    for i, (x, m) in enumerate(zip(rows, ids)):\n"       // 24: a pattern inside: not taken apart
      "        x.tolist()\n"                                    // 25
      "    for k, x in enumerate(rows):\n"                      // 26
      "        x.tolist()\n"                                    // 27
      "    for x, m in zip(rows, ids):\n"                       // 28
      "        x.tolist(), m.tolist()\n"                        // 29
      "    parts = [a.tolist() for a in np.split(ids, 2)]\n"      // 30: a comprehension's clause first
      "    return p.absolute(), rows[0].tolist(), back.sum(), out.sum(), net.mode()\n");  // 31
  std::vector<std::string> receivers;  // "name line: receiver"
  for (const auto& m : facts.members)
    receivers.push_back(m.name + " " + std::to_string(m.pos.line) + ": " + m.receiver);
  CHECK(receivers == std::vector<std::string>{
                         "mode 6: self", "mode 6: ", "stride 12: torch.Tensor", "stride 12: ", "absolute 12: pathlib.Path",
                         "sum 12: numpy.unique", "mode 12: <class Stats>", "clone 12: torch.zeros", "absolute 12: pathlib.Path",
                         "cpu 14: ", "to 15: <host>", "tolist 19: numpy.split", "tolist 21: <host>", "parameters 22: <class Stats>",
                         "tolist 23: ", "tolist 25: ", "tolist 27: <host>", "tolist 29: <host>", "tolist 29: ",
                         "tolist 30: numpy.split", "absolute 31: ", "tolist 31: <host>", "sum 31: ", "sum 31: ", "mode 31: <class Stats>"});
  for (const auto& m : facts.members) {
    INFO(m.name << " at line " << m.pos.line << " on " << m.receiver);
    const bool tensor_or_unknown = m.receiver.empty() || m.receiver.rfind("torch.", 0) == 0;
    CHECK(m.mayBeTensor() == tensor_or_unknown);
  }
}

TEST_CASE("python scan: names only compared against are marked") {
  const auto facts = scan(
      "import torch\n"
      "def f(x):\n"
      "    if x.dtype in (torch.float32, torch.float64) or x.dtype == torch.double:\n"
      "        return x.to(torch.float64)\n");
  std::vector<std::string> compared;
  for (const auto& n : facts.names)
    if (n.kind != PyUse::kImport) compared.push_back(n.name + (n.compared ? " compared" : ""));
  CHECK(compared == std::vector<std::string>{"torch.float32 compared", "torch.float64 compared", "torch.double compared", "torch.float64"});
}

TEST_CASE("python scan: the block a device test decides, with the calls it makes") {
  const PythonFacts facts = scan(
      "import torch\nfrom k import kern\nfrom . import training\n"
      "if d.type == 'cuda' and n > 0:\n    torch.cuda.synchronize()\n    y = x.half()\n    kern[g](x)\n    self.f(len(x))\n    helper()\n"  // 4-9
      "elif d.type in ('cuda', 'mps'):\n    kern(x)\n    training.stats(x).get()\n"                                                       // 10-12
      "if d.type != 'cuda':\n    pass\n"
      "if d.type == 'cuda' or n:\n    pass\n"
      "ok = d.type not in {'cuda', 'xpu'}\n");
  std::vector<const StringUse*> cuda;
  for (const auto& s : facts.strings)
    if (s.value == "cuda") cuda.push_back(&s);
  REQUIRE(cuda.size() == 5);
  CHECK(cuda[0]->guarded.first_line == 4);
  CHECK(cuda[0]->guarded.last_line == 9);
  CHECK(cuda[0]->guarded.calls == std::vector<std::string>{"torch.cuda.synchronize", "<value>.half", "[]", "self.f", "len", "helper"});
  CHECK(cuda[1]->guarded.first_line == 10);
  CHECK(cuda[1]->guarded.last_line == 12);
  // A relative import's function is not a method of a value, a method of its result is.
  CHECK(cuda[1]->guarded.calls == std::vector<std::string>{"k.kern", "<value>.get", ".training.stats"});
  CHECK(cuda[0]->guarded.cuda_named_name.empty());  // torch.cuda.synchronize: torch-cuda-api's to judge
  // `!=`, under `or`, outside an if: no block decided; `!=` and `not in` are negated tests.
  CHECK(cuda[2]->guarded.empty());
  CHECK(cuda[2]->negated_test);
  CHECK(cuda[3]->guarded.empty());
  CHECK_FALSE(cuda[3]->negated_test);
  CHECK(cuda[4]->guarded.empty());
  CHECK(cuda[4]->tested);
  CHECK(cuda[4]->negated_test);
  CHECK_FALSE(cuda[0]->negated_test);
  CHECK_FALSE(cuda[1]->negated_test);
}

TEST_CASE("python scan: a call that decides which code runs, and the block it opens") {
  const PythonFacts facts = scan(
      "import torch\n"
      "if torch.cuda.is_available() and n:\n    torch.cuda.empty_cache()\n"       // 2-3: decides, opens 2-3
      "if not torch.cuda.is_available():\n    raise RuntimeError()\n"            // 4: decides, opens nothing
      "d = 'cuda' if torch.cuda.is_available() else 'cpu'\n"                    // 6: a value
      "ok = torch.cuda.is_available()\n"                                        // 7: a value
      "@skipif(not torch.cuda.is_available(), reason='gpu')\ndef f():\n    pass\n"  // 8: decides
      "assert torch.cuda.is_available()\n"                                      // 11: decides
      "while torch.cuda.is_available():\n    break\n");                          // 12: decides, opens nothing
  std::map<unsigned, const NameUse*> tests;
  for (const auto& n : facts.names)
    if (n.name == "torch.cuda.is_available") tests[n.pos.line] = &n;
  REQUIRE(tests.size() == 7);
  CHECK(tests[2]->decides_code);
  CHECK(tests[2]->guarded.first_line == 2);
  CHECK(tests[2]->guarded.last_line == 3);
  CHECK(tests[2]->guarded.calls == std::vector<std::string>{"torch.cuda.empty_cache"});
  CHECK(tests[4]->decides_code);
  CHECK(tests[4]->guarded.empty());
  CHECK_FALSE(tests[6]->decides_code);
  CHECK_FALSE(tests[7]->decides_code);
  CHECK(tests[8]->decides_code);
  CHECK(tests[11]->decides_code);
  CHECK(tests[12]->decides_code);
  CHECK(tests[12]->guarded.empty());
}

TEST_CASE("python scan: calls of the file's own functions and of relative imports are kept, builtins and parameters not") {
  const PythonFacts facts = scan(
      "from .op import exp\n"
      "from . import utils\n"
      "import torch\n"
      "def helper(x):\n"
      "    return x\n"
      "def kernel(x, fn):\n"
      "    y = helper(x)\n"
      "    z = exp(y)\n"
      "    fn(z)\n"
      "    len(z)\n"
      "    torch.relu(z)\n"
      "    return utils.f(z)\n");
  REQUIRE(facts.function_calls.size() == 2);
  CHECK(facts.function_calls[0].callee == "helper");
  CHECK(facts.function_calls[0].pos.line == 7);
  CHECK(facts.function_calls[0].function == "kernel");
  CHECK(facts.function_calls[1].callee == ".op.exp");
}

TEST_CASE("python scan: the file's functions handed to calls and aliased at module level are kept") {
  const PythonFacts facts = scan(
      "import triton.language as tl\n"
      "def combine(a, b):\n"
      "    return a + b\n"
      "fast = combine\n"
      "def kernel(x, fast):\n"
      "    fast(x)\n"                                  // the parameter shadows the alias
      "    return tl.reduce(x, 0, combine_fn=combine)\n"
      "def run(x):\n"
      "    launch(combine, x)\n"
      "    return fast(x)\n"
      "class Matmul:\n"
      "    _kernel = tl.fwd_kernel\n"       // a name bound in a class body to an imported function
      "    _local = combine\n");
  std::vector<std::tuple<std::string, unsigned, std::string, std::string>> found;  // callee, line, passed_to, alias
  for (const auto& c : facts.function_calls) found.emplace_back(c.callee, c.pos.line, c.passed_to, c.alias);
  CHECK(found == std::vector<std::tuple<std::string, unsigned, std::string, std::string>>{
                     {"combine", 4, "", "fast"},
                     {"combine", 7, "triton.language.reduce", ""},
                     {"combine", 9, "launch", ""},
                     {"fast", 10, "", ""},
                     {"triton.language.fwd_kernel", 12, "", "_kernel"},
                     {"combine", 13, "", "_local"}});
}

TEST_CASE("python scan: a variable assigned a kernel in each branch may launch any of them") {
  const PythonFacts facts = scan(
      "def run(x, c):\n"
      "    if c == 16:\n"
      "        merge_fn = k16\n"
      "    elif c == 32:\n"
      "        merge_fn = k32\n"
      "    else:\n"
      "        merge_fn = k64\n"
      "    merge_fn[(1,)](x)\n");
  REQUIRE(facts.subscripted_calls.size() == 1);
  CHECK(facts.subscripted_calls[0].alternatives == std::vector<std::string>{"k16", "k32", "k64"});
}

TEST_CASE("python scan: a launch through `from . import` names the relative module once") {
  const PythonFacts facts = scan(
      "from . import ops, k5\n"
      "from ..pkg import k7 as k8\n"
      "def run(x):\n"
      "    ops.k6[(1,)](x)\n"
      "    k5[(1,)](x)\n"
      "    k8[(1,)](x)\n");
  REQUIRE(facts.subscripted_calls.size() == 3);
  CHECK(facts.subscripted_calls[0].callee == ".ops.k6");
  CHECK(facts.subscripted_calls[1].callee == ".k5");
  CHECK(facts.subscripted_calls[2].callee == "..pkg.k7");
}

TEST_CASE("python scan: decorators resolved through the imports, a definition's lines, subscripted calls") {
  const PythonFacts facts = scan(
      "import triton\n"
      "from triton import jit as tjit\n"
      "from .kernels import k3\n"
      "@triton.autotune(configs=[], key=['n'])\n"
      "@triton.jit\n"
      "def k1(x):\n"
      "    pass\n"
      "\n"
      "@tjit\n"
      "def k2(x):\n"
      "    return x\n"
      "@local\n"
      "class C:\n"
      "    pass\n"
      "def run(x, ops):\n"
      "    k1[(1,)](x)\n"
      "    ops.k2[grid](x)\n"
      "    table[0](x)\n"
      "    k3[grid](x)\n"
      "    k = k1 if x else (k2 if ops else ops.k4)\n"
      "    k[grid](x)\n"
      "    wrap(k1, 3)[grid](x)\n"
      "    k = make()\n"
      "    k[grid](x)\n");
  std::map<std::string, const Definition*> defs;
  for (const auto& d : facts.definitions) defs[d.name] = &d;
  REQUIRE(defs.size() == 4);
  CHECK(defs["k1"]->decorators == std::vector<std::string>{"triton.autotune", "triton.jit"});
  CHECK(defs["k1"]->first_line == 4);
  CHECK(defs["k1"]->pos.line == 6);
  CHECK(defs["k1"]->last_line == 7);
  CHECK(defs["k2"]->decorators == std::vector<std::string>{"triton.jit"});
  CHECK(defs["C"]->decorators == std::vector<std::string>{"local"});
  CHECK(defs["run"]->decorators.empty());
  CHECK(defs["run"]->first_line == 15);
  REQUIRE(facts.subscripted_calls.size() == 7);
  CHECK(facts.subscripted_calls[0].callee == "k1");
  CHECK(facts.subscripted_calls[0].pos.line == 16);
  CHECK(facts.subscripted_calls[0].function == "run");
  CHECK(facts.subscripted_calls[1].callee == ".k2");
  CHECK(facts.subscripted_calls[2].callee == "table");
  CHECK(facts.subscripted_calls[3].callee == ".kernels.k3");
  CHECK(facts.subscripted_calls[0].alternatives.empty());
  CHECK(facts.subscripted_calls[4].alternatives == std::vector<std::string>{"k1", "k2", ".k4"});
  CHECK(facts.subscripted_calls[5].callee == "wrap");
  CHECK(facts.subscripted_calls[5].alternatives == std::vector<std::string>{"k1"});
  CHECK(facts.subscripted_calls[6].alternatives.empty());  // reassigned a call's result: forgotten
}

TEST_CASE("python scan: `return a, *b`, which the grammar does not read, is named as such, other errors are not") {
  const PythonFacts unpacking = scan("def backward(ctx, dy):\n    return dy, *[None] * 10\n");
  CHECK_FALSE(unpacking.parsed_cleanly);
  CHECK(unpacking.first_error == "2:5: syntax error in `return a, *b`, valid Python the bundled grammar does not read");
  const PythonFacts parenthesized = scan("def backward(ctx, dy):\n    return (dy, *[None] * 10)\n");
  CHECK(parenthesized.parsed_cleanly);
  const PythonFacts wrong = scan("def backward(ctx, dy):\n    return dy, None)\n");
  CHECK_FALSE(wrong.parsed_cleanly);
  CHECK(wrong.first_error.find("return a, *b") == std::string::npos);
}

TEST_CASE("python scan: an if chain or a conditional expression whose test names the NPU is an NPU branch, wherever the word is") {
  const std::set<std::string> words = {"npu", "hccl"};
  python::ScanOptions options;
  options.npu_words = &words;
  const auto spans = [&](const std::string& code) {
    std::vector<std::string> out;
    for (const auto& s : python::scanPython(code, options).npu_branches)
      out.push_back(std::to_string(s.begin.line) + ":" + std::to_string(s.begin.column) + "-" + std::to_string(s.end.line) + ":" +
                    std::to_string(s.end.column));
    return out;
  };
  // The whole if statement (its elif and else too), from an elif's test; the expression alone.
  CHECK(spans("if torch.cuda.is_available():\n    a()\nelif torch.npu.is_available():\n    b()\nelse:\n    c()\nd()\n") ==
        std::vector<std::string>{"1:1-6:8"});
  CHECK(spans("x = 1\nb = 'hccl' if is_torch_npu_available() else 'nccl'\n") == std::vector<std::string>{"2:5-2:51"});
  // A string's device part ("npu:0"), a word of a name in any case (IS_NPU), a compared backend.
  CHECK(spans("if d == 'npu:0':\n    pass\n").size() == 1);
  CHECK(spans("if IS_NPU and x:\n    pass\n").size() == 1);
  CHECK(spans("if backend == \"hccl\":\n    pass\n").size() == 1);
  CHECK(spans("if inputs_npu_like:\n    pass\n").size() == 1);
  // A Literal type allowing the NPU's value: subscripted, or an annotation's generic type.
  CHECK(spans("B = Literal['nccl', 'hccl']\n") == std::vector<std::string>{"1:5-1:28"});
  CHECK(spans("def f(d: Literal['cuda', 'npu'] = 'cuda'):\n    pass\n") == std::vector<std::string>{"1:10-1:32"});
  CHECK(spans("B = Literal['nccl', 'gloo']\nC = Other['npu', 'x']\n").empty());
  // A string names the NPU by its whole device part, not by a word inside it.
  CHECK(spans("opts = ['npu_fused_adam', 'adamw']\nif x == 'hccl_timeout':\n    pass\n").empty());
  // Not the NPU: letters inside another word, another device, the value chosen (not the test), a
  // test in the body only.
  CHECK(spans("if snpu or npux:\n    pass\n").empty());
  CHECK(spans("if d == 'cuda':\n    pass\n").empty());
  CHECK(spans("x = 'npu' if cond else 'cuda'\n").empty());
  CHECK(spans("if cond:\n    y = torch.npu.is_available()\n").empty());
  // No words given: nothing recorded.
  CHECK(python::scanPython("if torch.npu.is_available():\n    pass\n", python::ScanOptions{}).npu_branches.empty());
}

TEST_CASE("python scan: a string that is one choice of several, a call whose value is handed on") {
  const auto choices = [](const std::string& code) {
    std::vector<std::string> out;
    for (const auto& s : scan(code).strings)
      if (s.one_of_several) out.push_back(s.value);
    return out;
  };
  CHECK(choices("p.add_argument('--d', choices=['cpu', 'cuda'])\n") == std::vector<std::string>{"cpu", "cuda"});
  CHECK(choices("B = Literal['nccl', 'gloo']\nC = typing.Literal[('a', 'b')]\n") == std::vector<std::string>{"nccl", "gloo", "a", "b"});
  // An annotation's Literal (a generic type to the grammar), and the default it lists.
  CHECK(choices("class A:\n    backend: Literal['nccl', 'gloo'] = 'nccl'\n    other: Literal['gloo'] = 'nccl'\n    s: str = 'nccl'\n") ==
        std::vector<std::string>{"nccl", "gloo", "nccl", "gloo"});
  // Alone in its list, a dict's value, another subscript's index, a call's arguments: not choices.
  CHECK(choices("x = ['cuda']\ny = {'a': 'cuda'}\nz = d['cuda', 'b']\nf('cuda', 'cpu')\n").empty());
  // A Literal's values are declared choices; a list's elements and the annotated default are not.
  const auto declared = [](const std::string& code) {
    std::vector<std::string> out;
    for (const auto& s : scan(code).strings)
      if (s.declared_choice) out.push_back(s.value);
    return out;
  };
  CHECK(declared("B = Literal['nccl', 'gloo']\nx: Literal['a'] = 'a'\ny = ['cpu', 'cuda']\n") == std::vector<std::string>{"nccl", "gloo", "a"});
  const auto handed = [](const std::string& code) {
    std::vector<std::string> out;
    for (const auto& n : scan("import torch\n" + code).names)
      if (n.kind == PyUse::kCall) out.push_back(std::to_string(n.handed_on) + std::to_string(n.decides_code));
    return out;
  };
  CHECK(handed("x = torch.cuda.is_available()\n") == std::vector<std::string>{"10"});
  CHECK(handed("f(enabled=torch.cuda.is_available())\n") == std::vector<std::string>{"10"});
  CHECK(handed("def g():\n    return torch.cuda.is_available() and x\n") == std::vector<std::string>{"10"});
  // A value chosen by it, or a test here: not handed on.
  CHECK(handed("d = 'cuda' if torch.cuda.is_available() else 'cpu'\n") == std::vector<std::string>{"00"});
  CHECK(handed("if torch.cuda.is_available():\n    pass\n") == std::vector<std::string>{"01"});
  CHECK(handed("torch.cuda.synchronize()\n") == std::vector<std::string>{"00"});
}

TEST_CASE("python scan: a parameter's default string, and what a tested string is compared to") {
  const auto of = [](const std::string& code) {
    std::vector<std::string> out;
    for (const auto& s : scan(code).strings) out.push_back(s.value + "|" + s.default_of + "|" + s.compared_to);
    return out;
  };
  CHECK(of("def f(device='cuda', *, d: str = 'cpu'):\n    if device == 'cuda':\n        pass\n") ==
        std::vector<std::string>{"cuda|device|", "cpu|d|", "cuda||device"});
  // Either side, in a tuple; a call's argument is no default; a chained comparison names nothing.
  CHECK(of("x = ('cuda', 'mps') == t.device.type\ng(device='cuda')\nok = a == 'cuda' == b\n") ==
        std::vector<std::string>{"cuda||t.device.type", "mps||t.device.type", "cuda||", "cuda||"});
}

TEST_CASE("python scan: where a method call's value goes whole") {
  const auto given = [](const std::string& code) {
    std::vector<std::string> out;
    for (const auto& m : scan(code).members)
      if (m.kind == PyUse::kCall && m.name == "f") out.push_back(m.given_as);
    return out;
  };
  CHECK(given("t(device=a.f())\nd = a.f()\nself.dev = (a.f())\nx.to(a.f())\n") == std::vector<std::string>{"device=", "d", "dev", ".to"});
  // Either value of a conditional expression; not its condition, a second argument, or a part.
  CHECK(given("d = a.f() if c else e\ng(x, a.f())\nd = a.f() + 1\ne = x if a.f() else y\n") ==
        std::vector<std::string>{"d", "", "", ""});
}

TEST_CASE("python scan: the value a conditional expression picks where a call's test holds") {
  const auto chooses = [](const std::string& code) {
    std::vector<std::string> out;
    for (const auto& n : scan("import torch\n" + code).names)
      if (n.kind == PyUse::kCall) out.push_back(n.chooses);
    return out;
  };
  CHECK(chooses("d = rank if torch.cuda.is_available() else 'cpu'\n") == std::vector<std::string>{"rank"});
  CHECK(chooses("d = 'cpu' if not torch.cuda.is_available() else f'cuda:{r}'\n") == std::vector<std::string>{"f'cuda:{r}'"});
  // A compared count or an argument is not the test's truth; a value chosen is no test.
  CHECK(chooses("d = a if torch.cuda.device_count() > 1 else b\ne = a if f(torch.cuda.is_available()) else b\n") ==
        std::vector<std::string>{"", ""});
  CHECK(chooses("d = torch.cuda.current_device() if c else 'cpu'\n") == std::vector<std::string>{""});
  // A choice between two values that are not strings is no device's (a dtype).
  CHECK(chooses("t = torch.bfloat16 if torch.cuda.is_bf16_supported() else torch.float16\n") == std::vector<std::string>{""});
}

TEST_CASE("python scan: blocks only CUDA runs, by a test naming CUDA through the project's own names") {
  const std::set<std::string> words{"cuda", "nccl"}, reads{"is_cuda"}, cuda_modules{"torch.cuda"};
  python::ScanOptions options;
  options.cuda_words = &words;
  options.member_reads = &reads;
  options.cuda_modules = &cuda_modules;  // torch-cuda-api's cuda_module
  const auto blocks = [&](const std::string& code) {
    std::vector<unsigned> out;
    for (const auto& s : python::scanPython("import torch\nfrom mmengine.device import is_cuda_available\n" + code, options).cuda_branches)
      out.push_back(s.begin.line);
    return out;
  };
  // A flag, a helper (imported or not), an attribute, an elif: the block each opens.
  CHECK(blocks("if is_nccl_backend:\n    a()\nelif self.use_cuda and x:\n    b()\nelse:\n    c()\n") == std::vector<unsigned>{4, 6});
  CHECK(blocks("if is_cuda_available():\n    a()\n") == std::vector<unsigned>{4});
  // torch's names outside torch.cuda, which no fix rewrites: torch.distributed's NCCL backend.
  CHECK(blocks("import torch.distributed as dist\nif b == dist.Backend.NCCL:\n    a()\n") == std::vector<unsigned>{5});
  // Negated, torch's own test, a member the rules judge, a string, a word inside another word.
  CHECK(blocks("if not is_cuda_available():\n    a()\nif torch.cuda.is_available():\n    b()\nif x.is_cuda:\n    c()\n"
               "if d == 'cuda':\n    e()\nif cudaless or barracuda:\n    f()\n").empty());
}

TEST_CASE("python scan: brackets nested past CPython's 200 are refused before the parser, strings and comments do not count") {
  const auto nested = [](size_t n) { return "x = " + std::string(n, '(') + "1" + std::string(n, ')') + "\n"; };
  CHECK(!bracketTooDeep(nested(200)));
  CHECK(bracketTooDeep(nested(201)) == size_t{4 + 200});  // the 201st bracket
  CHECK(!bracketTooDeep("s = '" + std::string(300, '(') + "'\n# " + std::string(300, '[') + "\nt = \"\"\"\n" + std::string(300, '{') + "\"\"\"\n"));
  CHECK(!bracketTooDeep("s = '\\'" + std::string(300, '(') + "'\n"));  // an escaped quote does not close the string
  CHECK(bracketTooDeep("s = 'open\n" + std::string(201, '(')));  // an unclosed string ends at its line
  CHECK(!bracketTooDeep(std::string(300, ')') + "(\n"));  // closers never go below zero
}

TEST_CASE("python scan: past its time budget the walk stops and says from which line its facts stop") {
  std::string code = "import torch\n";
  for (int i = 0; i < 2000; ++i) code += "x.cuda()\n";
  ScanOptions options;
  options.timeout_ms = 0;  // spent at once: the walk stops at its first look at the clock (256 nodes)
  const PythonFacts facts = scanPython(code, options);
  // Pass one (bindings) spent it, so pass two, which records the facts, stopped at line 1.
  CHECK(facts.out_of_time_line == 1);
  CHECK(facts.members.empty());
  CHECK(!facts.empty());  // partial facts are never taken for a file with nothing to say
  options.timeout_ms = 10000;
  const PythonFacts whole = scanPython(code, options);
  CHECK(whole.out_of_time_line == 0);
  CHECK(whole.members.size() == 2000);
}

TEST_CASE("python scan: a Deadline reads the clock every 256 polls, and an unlimited one never passes") {
  Deadline spent{std::chrono::milliseconds(0)};
  int polls = 0;
  while (!spent.passed()) ++polls;
  CHECK(polls == 255);
  CHECK(spent.passed());
  CHECK(spent.passedNow());
  CHECK(spent.left().count() == 0);
  Deadline unlimited;
  for (int i = 0; i < 1000; ++i) REQUIRE(!unlimited.passed());
  CHECK(!unlimited.passedNow());
}

TEST_CASE("python scan: a device test's block naming one of torch's CUDA flags") {
  const std::set<std::string> cuda_words{"cuda", "nccl"}, cuda_modules{"torch.cuda"};
  python::ScanOptions options;
  options.cuda_words = &cuda_words;
  options.cuda_modules = &cuda_modules;  // torch-cuda-api's cuda_module
  const PythonFacts facts = python::scanPython(
      "import torch\nif d.type == 'cuda':\n    torch.backends.cuda.matmul.allow_tf32 = True\n"
      "if d.type == 'cuda':\n    x.cuda()\n    torch.cuda.synchronize()\n", options);
  std::vector<const StringUse*> cuda;
  for (const auto& s : facts.strings)
    if (s.value == "cuda") cuda.push_back(&s);
  REQUIRE(cuda.size() == 2);
  CHECK(cuda[0]->guarded.cuda_named_name == "torch.backends.cuda.matmul.allow_tf32");
  CHECK(cuda[1]->guarded.cuda_named_name.empty());  // a value's .cuda(), and torch.cuda's own names
}

TEST_CASE("python scan: from-imports of a module with two parts or more, with the names they bind") {
  const PythonFacts facts = scan(
      "import torch\n"
      "from torch.cuda.amp import autocast, GradScaler as GS\n"
      "from torch.cuda import (\n    amp,\n)\n"
      "from torch import cuda\n"      // one part: no second part to rewrite
      "from torch.cuda.amp import *\n"  // names not known
      "from . import helper\n");
  REQUIRE(facts.from_imports.size() == 2);
  const FromImport& first = facts.from_imports[0];
  CHECK(first.statement.text == "from torch.cuda.amp import autocast, GradScaler as GS");
  CHECK(first.module.text == "torch.cuda.amp");
  CHECK(first.second.end - first.second.begin == 4);  // `cuda`
  REQUIRE(first.names.size() == 2);
  CHECK(first.names[0].imported == "autocast");
  CHECK(first.names[0].bound == "autocast");
  CHECK(first.names[1].imported == "GradScaler");
  CHECK(first.names[1].bound == "GS");
  CHECK(facts.from_imports[1].statement.text == "from torch.cuda import (\n    amp,\n)");
  CHECK(facts.from_imports[1].statement.pos.line == 3);
}
