#include <catch2/catch.hpp>

#include "facts/json_io.h"
#include "facts/schema.h"
#include "frontends/model/model_frontend.h"
#include "frontends/model/op_inventory.h"

using namespace npu_lint;
using torchscript::OpInventory;
using torchscript::SiteKey;

namespace {

SiteKey site(std::string module, std::string file, bool in_archive, int line, int column, int loop_depth) {
  SiteKey s;
  s.module = std::move(module);
  s.function = "forward";
  s.file = std::move(file);
  s.file_in_archive = in_archive;
  s.line = line;
  s.column = column;
  s.loop_depth = loop_depth;
  return s;
}

}  // namespace

TEST_CASE("model facts: sites become modules and openable locations") {
  OpInventory inventory;
  auto& add = inventory[{"aten::add", "Tensor"}];
  add.schema = "aten::add.Tensor(...)";
  add.count = 3;
  add.sites[site("layer1.0", "code/__torch__.py", true, 9, 5, 1)] = 2;
  add.sites[site("", "/src/model.py", false, 3, 1, 0)] = 1;
  inventory[{"torchvision::nms", ""}].count = 7;
  const auto ops = torchscript::inventoryToOps(inventory, {"torchvision::nms"}, "m.pt");
  REQUIRE(ops.size() == 2);
  const OpUse& a = ops[0];
  CHECK(a.name == "aten::add");
  CHECK(a.schema == "aten::add.Tensor(...)");
  CHECK(a.count == 3);
  CHECK(a.max_loop_depth == 1);
  CHECK(a.modules == std::vector<std::string>{"layer1.0"});
  REQUIRE(a.locations.size() == 2);
  CHECK(a.locations[0].file == "/src/model.py");
  CHECK(a.locations[1].file == "m.pt/code/__torch__.py");  // serialized code is named inside the archive
  CHECK(a.locations[1].line == 9);
  CHECK(ops[1].unknown_to_libtorch);  // a placeholder's schema is npu-lint's own, never reported
  CHECK(ops[1].schema.empty());
}

TEST_CASE("model facts: the helper's reply becomes a target, most frequent ops first") {
  ModelFacts facts;
  facts.root_class = "__torch__.M";
  facts.methods = {"forward"};
  facts.ops.resize(2);
  facts.ops[0].name = "aten::add";
  facts.ops[0].count = 3;
  facts.ops[1].name = "torchvision::nms";
  facts.ops[1].count = 7;
  facts.graph.resize(1);
  facts.graph[0].fact = GraphFactKind::kFloat64;
  facts.graph[0].location.file = "m.py";
  const Target t = targetFromFacts("m.pt", toJsonLine(facts));
  CHECK(t.status == Status::kOk);
  CHECK(t.kind == InputKind::kTorchScript);
  CHECK(t.root_class == "__torch__.M");
  REQUIRE(t.ops.size() == 2);
  CHECK(t.ops[0].name == "torchvision::nms");
  REQUIRE(t.facts.size() == 1);
  CHECK(t.facts[0].fact == GraphFactKind::kFloat64);
  CHECK(t.facts[0].location.file == "m.py");
}

TEST_CASE("model facts: unreadable facts are an error status, never a crash") {
  for (const char* facts : {"", "not json", "{\"ops\":[]}", R"({"status":"ok","ops":[{"name":1}]})",
                            R"({"status":"fine","problems":[],"ops":[],"graph":[]})"}) {
    const Target t = targetFromFacts("m.pt", facts);
    CHECK(t.status == Status::kError);
    CHECK(t.problems.size() == 1);
  }
  // The problem names the field at fault.
  const Target t = targetFromFacts("m.pt", R"({"status":"ok","problems":[],"ops":[{"name":"a"}],"graph":[]})");
  REQUIRE(t.problems.size() == 1);
  CHECK(t.problems[0].find("ops[0].overload: missing") != std::string::npos);
}

TEST_CASE("model facts: a partial status always carries a reason") {
  const Target t = targetFromFacts("m.pt", R"({"status":"partial","problems":[],"ops":[],"graph":[]})");
  CHECK(t.status == Status::kPartial);
  CHECK(t.problems.size() == 1);
}
