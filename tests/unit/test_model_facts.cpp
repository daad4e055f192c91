#include <catch2/catch.hpp>

#include "frontends/model_scanner.h"

using namespace npu_lint;

TEST_CASE("model facts: sites become modules and openable locations") {
  const Target t = targetFromFacts("m.pt", R"json({"status":"ok","problems":[],"root_class":"__torch__.M","methods":["forward"],
    "ops":[{"name":"aten::add","overload":"Tensor","count":3,"schema":"aten::add.Tensor(...)","sites":[
      {"count":2,"loop_depth":1,"function":"forward","module":"layer1.0","file":"code/__torch__.py","file_in_archive":true,"line":9,"column":5},
      {"count":1,"loop_depth":0,"function":"forward","file":"/src/model.py","file_in_archive":false,"line":3,"column":1}]},
     {"name":"torchvision::nms","overload":"","count":7,"unknown_to_libtorch":true,"sites":[]}]})json");
  CHECK(t.status == Status::kOk);
  REQUIRE(t.ops.size() == 2);
  CHECK(t.ops[0].name == "torchvision::nms");  // most frequent first
  CHECK(t.ops[0].unknown_to_libtorch);
  const OpUse& add = t.ops[1];
  CHECK(add.count == 3);
  CHECK(add.max_loop_depth == 1);
  CHECK(add.modules == std::vector<std::string>{"layer1.0"});
  REQUIRE(add.locations.size() == 2);
  CHECK(add.locations[0].file == "/src/model.py");
  CHECK(add.locations[1].file == "m.pt/code/__torch__.py");
  CHECK(add.locations[1].line == 9);
}

TEST_CASE("model facts: unreadable facts are an error status, never a crash") {
  for (const char* facts : {"", "not json", "{\"ops\":[]}", R"({"status":"ok","ops":[{"name":1}]})"}) {
    const Target t = targetFromFacts("m.pt", facts);
    CHECK(t.status == Status::kError);
    CHECK(t.problems.size() == 1);
  }
}

TEST_CASE("model facts: a partial status always carries a reason") {
  const Target t = targetFromFacts("m.pt", R"({"status":"partial","ops":[]})");
  CHECK(t.status == Status::kPartial);
  CHECK(t.problems.size() == 1);
}
