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
