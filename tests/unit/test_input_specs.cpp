// --input / --dim / --input-set turned into the model helper's input sets: forms, labels,
// expansion order, and errors that name the flag.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "cli/input_specs.h"
#include "core/error.h"

using namespace npu_lint;
using Json = nlohmann::json;

namespace {

Json sets(const InputSpecArgs& args) { return Json::parse(inputSetsJson(args)); }

}  // namespace

TEST_CASE("input specs: --input flags are one set, dtype aliases normalised") {
  InputSpecArgs args;
  args.inputs = {"8x3x224x224:half", "8:int64", "scalar:float"};
  const Json out = sets(args);
  REQUIRE(out.size() == 1);
  CHECK(out[0]["label"] == "8x3x224x224:float16, 8:int64, scalar:float32");
  CHECK(out[0]["inputs"][0] == Json::parse(R"({"shape": [8, 3, 224, 224], "dtype": "float16"})"));
  CHECK(out[0]["inputs"][1] == Json::parse(R"({"shape": [8], "dtype": "int64"})"));
  CHECK(out[0]["inputs"][2]["shape"].empty());
  CHECK(inputSetsJson({}).empty());  // no inputs: no shape analysis
}

TEST_CASE("input specs: --dim values expand every combination, in --dim order") {
  InputSpecArgs args;
  args.inputs = {"BxS", "B"};
  args.dims = {"B=1,2", "S=16,32"};
  const Json out = sets(args);
  REQUIRE(out.size() == 4);
  CHECK(out[0]["label"] == "1x16:float32, 1:float32");
  CHECK(out[1]["label"] == "1x32:float32, 1:float32");
  CHECK(out[3]["label"] == "2x32:float32, 2:float32");
}

TEST_CASE("input specs: --input-set files hold tuples, lists, dicts and numbers") {
  const auto path = std::filesystem::temp_directory_path() / "npu-lint-input-set.json";
  std::ofstream(path) << R"([[{"tuple": [{"shape": [2, 4]}, {"list": [{"shape": ["N"], "dtype": "long"}]}]},
                             {"dict": {"mask": {"shape": [2], "dtype": "bool"}}}, 3, null]])";
  InputSpecArgs args;
  args.input_set_file = path.string();
  args.dims = {"N=5"};
  const Json out = sets(args);
  REQUIRE(out.size() == 1);
  CHECK(out[0]["inputs"][0]["tuple"][1]["list"][0] == Json::parse(R"({"shape": [5], "dtype": "int64"})"));
  CHECK(out[0]["label"] == "tuple(2x4:float32, list(5:int64)), dict(mask: 2:bool), 3, null");
  std::filesystem::remove(path);
}

TEST_CASE("input specs: errors name the flag or file and the part that is wrong") {
  auto error = [](InputSpecArgs args) {
    try {
      inputSetsJson(args);
    } catch (const UserError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK_THAT(error({{"8xx3"}, {}, ""}), Catch::Contains("--input 8xx3") && Catch::Contains("'' is not a size"));
  CHECK_THAT(error({{"8x3:float17"}, {}, ""}), Catch::Contains("unknown dtype 'float17'"));
  CHECK_THAT(error({{"Bx3"}, {}, ""}), Catch::Contains("the dim B has no values"));
  CHECK_THAT(error({{"Bx3"}, {"B=1", "B=2"}, ""}), Catch::Contains("--dim B is given twice"));
  CHECK_THAT(error({{"Bx3"}, {"B=x"}, ""}), Catch::Contains("--dim B=x"));
  CHECK_THAT(error({{}, {"B=1"}, ""}), Catch::Contains("--dim names a dim"));
  const auto path = std::filesystem::temp_directory_path() / "npu-lint-input-set-bad.json";
  std::ofstream(path) << R"([[{"shape": [2, 1.5]}]])";
  CHECK_THAT(error({{}, {}, path.string()}), Catch::Contains("input set 1") && Catch::Contains("neither a whole number"));
  std::ofstream(path) << R"({"shape": [2]})";
  CHECK_THAT(error({{}, {}, path.string()}), Catch::Contains("expected a list of input sets"));
  std::filesystem::remove(path);
}
