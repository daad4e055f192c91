#include <catch2/catch.hpp>

#include "frontends/model/exported_paths.h"
#include "judge/model_sources.h"

using namespace npu_lint;

namespace {

Location at(const std::string& file, int line) {
  Location location;
  location.file = file;
  location.line = line;
  return location;
}

OpUse opAt(std::vector<Location> locations) {
  OpUse op;
  op.name = "aten::to";
  op.locations = std::move(locations);
  return op;
}

}  // namespace

TEST_CASE("model locations: exporting-machine paths become relative to the deepest folder they share") {
  ModelFacts facts;
  facts.ops.push_back(opAt({at("/home/ann/proj/tools/../models/net.py", 49), at("/tmp/m.pt/code/__torch__.py", 3)}));
  facts.graph.push_back({});
  facts.graph.back().location = at("/home/ann/proj/models/blocks/attn.py", 7);
  facts.custom_classes.push_back({});
  facts.custom_classes.back().locations.push_back(at("/home/ann/proj/modelsx/other.py", 2));
  facts.unreached_ops.push_back(opAt({at("<stdin>", 1)}));
  relativizeExportedPaths(facts, "/tmp/m.pt");
  CHECK(facts.ops[0].locations[0].file == "models/net.py");  // "modelsx" is no part of "models"
  CHECK(facts.ops[0].locations[0].exported_from == "/home/ann/proj/");
  CHECK(facts.graph[0].location.file == "models/blocks/attn.py");
  CHECK(facts.custom_classes[0].locations[0].file == "modelsx/other.py");
  // Serialized code inside the archive, and names that are no path, stay as they are.
  CHECK(facts.ops[0].locations[1].file == "/tmp/m.pt/code/__torch__.py");
  CHECK(facts.ops[0].locations[1].exported_from.empty());
  CHECK(facts.unreached_ops[0].locations[0].file == "<stdin>");

  ModelFacts one;
  one.ops.push_back(opAt({at("/home/ann/net.py", 1)}));
  relativizeExportedPaths(one, "m.pt");
  CHECK(one.ops[0].locations[0].file == "net.py");
  CHECK(one.ops[0].locations[0].exported_from == "/home/ann/");
}

TEST_CASE("model locations: a recorded line points at the scanned file here that is the same file") {
  auto model = [](const std::string& file) {
    Target target;
    target.path = "ckpt/model.pt";
    target.kind = InputKind::kTorchScript;
    Location location = at(file, 9);
    location.exported_from = "/home/ann/proj/";
    target.ops.push_back(opAt({location}));
    return target;
  };
  auto python = [](const std::string& path) {
    Target target;
    target.path = path;
    target.kind = InputKind::kPythonSource;
    return target;
  };
  std::vector<Target> targets = {model("models/net.py"), model("net.py"), model("util.py"), model("x/train.py"), model("tools/util.py"),
                                 python("./src/models/net.py"), python("other/net.py"), python("util.py"),
                                 python("a/x/train.py"), python("b/x/train.py")};
  linkModelSources(targets);
  // models/net.py: two trailing names match src/models/net.py, one other/net.py.
  CHECK(targets[0].ops[0].locations[0].file == "./src/models/net.py");
  CHECK(targets[0].ops[0].locations[0].exported_from.empty());
  CHECK(targets[0].ops[0].locations[0].scanned_here);
  // net.py alone: both scanned net.py share one name only, under the two a file and its folder need.
  CHECK(targets[1].ops[0].locations[0].file == "net.py");
  CHECK(targets[1].ops[0].locations[0].exported_from == "/home/ann/proj/");
  // A scanned path of one name ("util.py" given on the command line) matches a recorded path of
  // one name, not one with a folder below the export folder (tools/util.py).
  CHECK(targets[2].ops[0].locations[0].file == "util.py");
  CHECK(targets[2].ops[0].locations[0].scanned_here);
  CHECK(targets[4].ops[0].locations[0].file == "tools/util.py");
  CHECK_FALSE(targets[4].ops[0].locations[0].scanned_here);
  // Two files match equally: neither is taken.
  CHECK(targets[3].ops[0].locations[0].file == "x/train.py");
  CHECK(targets[3].ops[0].locations[0].exported_from == "/home/ann/proj/");
}
