#include <catch2/catch.hpp>

#include "rules/op_links.h"

using namespace npu_lint;

namespace {

Target file(const std::string& path) {
  Target target;
  target.path = path;
  return target;
}

cuda::KernelFact kernel(const std::string& name, unsigned line) {
  cuda::KernelFact k;
  k.name = name;
  k.pos = {line, 1};
  return k;
}

cuda::LaunchFact launch(const std::string& kernel, const std::string& function) {
  cuda::LaunchFact l;
  l.kernel = kernel;
  l.function = function;
  return l;
}

// ops.cpp registers my::op to `entry`, which calls `helper` in launch.cu, which launches
// `scale` (defined twice: the first file in scan order wins) and `missing` (defined nowhere).
std::vector<Target> scan() {
  std::vector<Target> targets = {file("ops.cpp"), file("launch.cu"), file("kernels.cu"), file("more_kernels.cu")};
  cuda::Registration reg;
  reg.op = "my::op";
  reg.dispatch_key = "CUDA";
  reg.function = "entry";
  targets[0].source.registrations.push_back(reg);
  targets[0].source.callees["entry"] = {"helper", "entry"};
  targets[1].source.launches = {launch("scale", "helper"), launch("missing", "helper"), launch("scale", "helper"),
                                launch("other", "unrelated")};
  targets[2].source.kernels = {kernel("scale", 7)};
  targets[3].source.kernels = {kernel("scale", 3), kernel("other", 9)};
  return targets;
}

}  // namespace

TEST_CASE("code links: kernels reached through the call graph across files, each once, in scan order") {
  const std::vector<Target> targets = scan();
  const CodeLinks links(targets);
  CHECK(links.kernelsLaunchedBy("entry") == std::vector<std::string>{"scale", "missing"});
  CHECK(links.kernelsLaunchedBy("helper") == std::vector<std::string>{"scale", "missing"});
  CHECK(links.kernelsLaunchedBy("unrelated") == std::vector<std::string>{"other"});
  CHECK(links.kernelsLaunchedBy("").empty());
  CHECK(links.kernelsLaunchedBy("nobody").empty());
}

TEST_CASE("code links: a kernel's definition is its first in scan order") {
  const std::vector<Target> targets = scan();
  const CodeLinks links(targets);
  const KernelDefinition* scale = links.definitionOf("scale");
  REQUIRE(scale);
  CHECK(scale->target->path == "kernels.cu");
  CHECK(scale->kernel->pos.line == 7);
  CHECK(links.definitionOf("other")->target->path == "more_kernels.cu");
  CHECK_FALSE(links.definitionOf("missing"));
}

TEST_CASE("code links: an op's registrations carry the kernels their function reaches") {
  const std::vector<Target> targets = scan();
  const CodeLinks links(targets);
  const auto impls = links.implementationsOf("my::op");
  REQUIRE(impls.size() == 1);
  CHECK(impls[0].target->path == "ops.cpp");
  CHECK(impls[0].registration->dispatch_key == "CUDA");
  CHECK(impls[0].kernels == std::vector<std::string>{"scale", "missing"});
  CHECK(links.implementationsOf("my::other").empty());
}

TEST_CASE("code links: a Python kernel's subscripted launches, in its file by name, elsewhere through its module") {
  std::vector<Target> targets = {file("pkg/ops/add.py"), file("pkg/model.py"), file("pkg/other.py")};
  auto launch = [](const std::string& callee, unsigned line) { return python::SubscriptedCall{callee, {line, 5}, "f"}; };
  targets[0].python.subscripted_calls = {launch("add_kernel", 30), launch("self.add_kernel", 31)};
  // `from .ops.add import add_kernel` in pkg/model.py; `.add.add_kernel` there would be pkg/add.py.
  targets[1].python.subscripted_calls = {launch("pkg.ops.add.add_kernel", 12), launch(".ops.add.add_kernel", 13),
                                         launch(".add.add_kernel", 14)};
  // Another module's kernel of the same name, and a bare name in another file: not this kernel.
  targets[2].python.subscripted_calls = {launch("pkg.ops.sub.add_kernel", 4), launch("add_kernel", 5)};
  const CodeLinks links(targets);
  std::vector<std::pair<std::string, unsigned>> found;
  for (const auto& l : links.subscriptedLaunchesOf(targets[0], "add_kernel")) found.emplace_back(l.target->path, l.call->pos.line);
  CHECK(found == std::vector<std::pair<std::string, unsigned>>{{"pkg/ops/add.py", 30}, {"pkg/model.py", 12}, {"pkg/model.py", 13}});
  CHECK(links.subscriptedLaunchesOf(targets[0], "sub_kernel").empty());
}

TEST_CASE("code links: relative imports name a package's __init__.py by its folder, counting dots upwards") {
  std::vector<Target> targets = {file("lib/ops/__init__.py"), file("lib/ops/fwd.py"), file("lib/ops/deep/bwd.py"), file("lib/x.py")};
  auto launch = [](const std::string& callee, unsigned line) { return python::SubscriptedCall{callee, {line, 5}, "f"}; };
  targets[1].python.subscripted_calls = {launch(".k", 3)};             // from . import k
  targets[2].python.subscripted_calls = {launch("..k", 4), launch(".k", 5)};  // from .. import k; from . import k (deep's)
  targets[3].python.subscripted_calls = {launch(".ops.k", 6)};         // from . import ops; ops.k[grid]
  const CodeLinks links(targets);
  std::vector<std::pair<std::string, unsigned>> found;
  for (const auto& l : links.subscriptedLaunchesOf(targets[0], "k")) found.emplace_back(l.target->path, l.call->pos.line);
  CHECK(found == std::vector<std::pair<std::string, unsigned>>{{"lib/ops/fwd.py", 3}, {"lib/ops/deep/bwd.py", 4}, {"lib/x.py", 6}});
}

TEST_CASE("code links: a Python function's callers, in its file by name, elsewhere through its module") {
  std::vector<Target> targets = {file("lib/ops/op.py"), file("lib/ops/fwd.py"), file("lib/model.py"), file("lib/other.py")};
  targets[0].python.function_calls = {{"exp", {20, 9}, "kernel"}};
  targets[1].python.function_calls = {{".op.exp", {5, 9}, "fwd_kernel"}, {".other.exp", {6, 9}, "fwd_kernel"}};
  python::NameUse imported;
  imported.name = "lib.ops.op.exp";
  imported.kind = PyUse::kCall;
  imported.pos = {8, 5};
  targets[2].python.names = {imported};
  targets[3].python.function_calls = {{"exp", {3, 5}, "f"}};  // its own exp
  const CodeLinks links(targets);
  std::vector<std::pair<std::string, unsigned>> found;
  for (const auto& c : links.pythonCallersOf(targets[0], "exp")) found.emplace_back(c.target->path, c.pos.line);
  CHECK(found == std::vector<std::pair<std::string, unsigned>>{{"lib/ops/op.py", 20}, {"lib/ops/fwd.py", 5}, {"lib/model.py", 8}});
  CHECK(links.pythonCallersOf(targets[0], "log").empty());
}

TEST_CASE("code links: a Python function handed to a call, read elsewhere, or aliased at module level") {
  using Use = PythonCaller::Use;
  std::vector<Target> targets = {file("lib/ops/soft.py"), file("lib/ops/gate.py"), file("lib/ext.py")};
  // soft.py: `scan(x, combine)` hands combine on; `softplus = softplus_nv` aliases it, and
  // gate.py calls softplus through the module; ext.py only reads combine (`k = soft.combine`).
  targets[0].python.function_calls = {{"combine", {12, 30}, "kernel", "triton.language.associative_scan"},
                                      {"softplus_nv", {40, 16}, "", "", "softplus"}};
  python::NameUse call_of_alias;
  call_of_alias.name = "lib.ops.soft.softplus";
  call_of_alias.kind = PyUse::kCall;
  call_of_alias.pos = {7, 9};
  targets[1].python.names = {call_of_alias};
  python::NameUse read;
  read.name = "lib.ops.soft.combine";
  read.kind = PyUse::kReference;
  read.pos = {3, 9};
  targets[2].python.names = {read};
  const CodeLinks links(targets);
  std::vector<std::tuple<std::string, unsigned, Use, std::string>> found;
  for (const auto& name : {"combine", "softplus_nv"})
    for (const auto& c : links.pythonCallersOf(targets[0], name)) found.emplace_back(c.target->path, c.pos.line, c.use, c.passed_to);
  CHECK(found == std::vector<std::tuple<std::string, unsigned, Use, std::string>>{
                     {"lib/ops/soft.py", 12, Use::kArgument, "triton.language.associative_scan"},
                     {"lib/ext.py", 3, Use::kName, ""},
                     {"lib/ops/gate.py", 7, Use::kCall, ""}});
  // The alias itself is no use of softplus_nv, and no alias is followed twice.
  CHECK(links.pythonCallersOf(targets[0], "softplus").size() == 1);
}

TEST_CASE("code links: a kernel bound to a name in another file's class body is launched through that name") {
  std::vector<Target> targets = {file("lib/ops/kern.py"), file("lib/ext.py"), file("lib/other.py")};
  // ext.py: `class M: _k = kern.fwd` ... `__class__._k[grid](...)`; other.py launches its own `_k`.
  targets[1].python.function_calls = {{"lib.ops.kern.fwd", {5, 10}, "", "", "_k"}};
  python::SubscriptedCall through_class;
  through_class.callee = "__class__._k";
  through_class.pos = {12, 9};
  targets[1].python.subscripted_calls = {through_class};
  python::SubscriptedCall unrelated = through_class;
  unrelated.pos = {3, 1};
  targets[2].python.subscripted_calls = {unrelated};
  const CodeLinks links(targets);
  const auto launches = links.subscriptedLaunchesOf(targets[0], "fwd");
  REQUIRE(launches.size() == 1);
  CHECK(launches[0].target == &targets[1]);
  CHECK(launches[0].call->pos.line == 12);
  CHECK(links.subscriptedLaunchesOf(targets[0], "bwd").empty());
}

TEST_CASE("code links: the kernels of the headers a translation unit includes are its kernels too") {
  std::vector<Target> targets = {file("/nonexistent/csrc/fwd.cu"), file("/nonexistent/csrc/fwd_kernel.cuh"), file("/nonexistent/csrc/other.cuh")};
  targets[0].source.included_headers = {"/nonexistent/csrc/fwd_kernel.cuh", "/nonexistent/csrc/no_kernels.h"};
  targets[1].source.kernels = {kernel("fwd_kernel", 12), kernel("fwd_tail", 80)};
  targets[2].source.kernels = {kernel("other", 3)};  // not included
  const CodeLinks links(targets);
  const auto found = links.kernelsIncludedBy(targets[0]);
  REQUIRE(found.size() == 2);
  CHECK(found[0].kernel->name == "fwd_kernel");
  CHECK(found[0].target == &targets[1]);
  CHECK(found[1].kernel->name == "fwd_tail");
  CHECK(links.kernelsIncludedBy(targets[1]).empty());
}

TEST_CASE("code links: Python modules are named as import finds them, from the folder above the top package") {
  std::vector<Target> targets = {file("./deepspeed/__init__.py"), file("./deepspeed/ops/__init__.py"), file("./deepspeed/ops/adam.py"),
                                 file("./mamba/ops/triton/__init__.py"), file("./setup.py")};
  for (auto& t : targets) t.kind = InputKind::kPythonSource;
  const CodeLinks links(targets);
  CHECK(links.hasPythonModule("deepspeed"));
  CHECK(links.hasPythonModule("deepspeed.ops"));
  CHECK(links.hasPythonModule("deepspeed.ops.adam"));
  CHECK(links.hasPythonModule("setup"));
  CHECK(links.hasPythonModule("triton"));  // mamba/ops/ has no __init__.py here: triton/ is a top package
  CHECK_FALSE(links.hasPythonModule("ops"));
  CHECK_FALSE(links.hasPythonModule("adam"));
  targets.push_back(file("./mamba/ops/__init__.py"));
  targets.back().kind = InputKind::kPythonSource;
  const CodeLinks packaged(targets);
  CHECK_FALSE(packaged.hasPythonModule("triton"));
  CHECK(packaged.hasPythonModule("ops.triton"));
  CHECK(packaged.pythonModuleOf("deepspeed/ops/adam.py") == "deepspeed.ops.adam");
  CHECK(packaged.pythonModuleOf("./mamba/ops/triton/__init__.py") == "ops.triton");
  CHECK(packaged.pythonModuleOf("other.py").empty());
}

TEST_CASE("code links: the scan root's own __init__.py names no module") {
  std::vector<Target> targets = {file("__init__.py"), file("kernels.py"), file("./pkg/__init__.py"), file("pkg/k.py")};
  for (auto& t : targets) t.kind = InputKind::kPythonSource;
  const CodeLinks links(targets);
  CHECK(links.pythonModuleOf("kernels.py") == "kernels");
  CHECK(links.pythonModuleOf("pkg/k.py") == "pkg.k");
  CHECK_FALSE(links.hasPythonModule(".kernels"));
}
