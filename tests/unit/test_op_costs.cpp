// op_db/op_costs.toml and its formula language: evaluation against hand-computed shapes,
// errors at file:line, and every op and alignment it names traced to a source.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "committed_op_db.h"
#include "core/error.h"
#include "opdb/op_costs.h"

using namespace npu_lint;

namespace {

TensorShape tensor(std::vector<int64_t> sizes, std::string dtype = "float16") { return {std::move(sizes), std::move(dtype), 0}; }

ShapedOp call(std::string op, std::vector<TensorShape> inputs, std::vector<TensorShape> outputs) {
  ShapedOp c;
  c.op = std::move(op);
  c.inputs = std::move(inputs);
  c.outputs = std::move(outputs);
  return c;
}

OpCosts loadText(const std::string& text) {
  const auto path = std::filesystem::temp_directory_path() / "npu-lint-op-costs.toml";
  std::ofstream(path) << text;
  return OpCosts::load(path.string());
}

}  // namespace

TEST_CASE("op costs: formulas evaluate over an op call's shapes") {
  const ShapedOp linear = call("aten::linear", {tensor({8, 197, 768}), tensor({3072, 768}), tensor({3072})}, {tensor({8, 197, 3072})});
  CHECK(*Formula::parse("2 * numel(out) * size(in0, -1)").evaluate(linear) == 2.0 * 8 * 197 * 3072 * 768);
  CHECK(*Formula::parse("numel(out) / size(out, -1)").evaluate(linear) == 8 * 197);
  CHECK(*Formula::parse("prod(in1, 1)").evaluate(linear) == 768);
  CHECK(*Formula::parse("(1 + 2) * 3 - 4 / 2").evaluate(linear) == 7);
  CHECK(*Formula::parse("prod(in0, 3)").evaluate(linear) == 1);  // the product of no dims
  // A tensor that is not there, or a dim out of range: no value, never a guess.
  CHECK_FALSE(Formula::parse("numel(in5)").evaluate(linear));
  CHECK_FALSE(Formula::parse("size(in1, 2)").evaluate(linear));
  CHECK_FALSE(Formula::parse("numel(out) / size(in2, 5)").evaluate(linear));
  const ShapedOp scalar_arg = call("aten::add", {tensor({4}), {}}, {tensor({4})});
  CHECK_FALSE(Formula::parse("numel(in1)").evaluate(scalar_arg));
}

TEST_CASE("op costs: a malformed formula says what and where") {
  CHECK_THROWS_WITH(Formula::parse("2 * numel(x)"), Catch::Contains("'x' is not a tensor name"));
  CHECK_THROWS_WITH(Formula::parse("flops(out)"), Catch::Contains("unknown function 'flops'"));
  CHECK_THROWS_WITH(Formula::parse("size(in0)"), Catch::Contains("expected ','"));
  CHECK_THROWS_WITH(Formula::parse("numel(out) numel(out)"), Catch::Contains("unexpected 'n' at column 12"));
  CHECK_THROWS_WITH(loadText("[[op]]\nops = [\"aten::mm\"]\nflops = \"2 * numel(out\"\n"),
                    Catch::Contains("npu-lint-op-costs.toml:3") && Catch::Contains("expected ')'"));
  CHECK_THROWS_WITH(loadText("[[op]]\nops = [\"aten::mm\"]\nflops = \"1\"\ngemm_m = \"1\"\n"),
                    Catch::Contains(":1") && Catch::Contains("given together"));
  CHECK_THROWS_WITH(loadText("[[op]]\nops = [\"aten::mm.out\"]\nflops = \"1\"\n"), Catch::Contains("without overload"));
  CHECK_THROWS_WITH(loadText("[[op]]\nops = [\"aten::mm\"]\nflops = \"1\"\nflop = \"2\"\n"), Catch::Contains("flop"));
  CHECK_THROWS_WITH(loadText("[[alignment]]\ndtype = \"float17\"\nmultiple = 16\nsource = \"s\"\n"), Catch::Contains(":1"));
}

TEST_CASE("op costs: bytes default to the tensors an op reads and writes") {
  const OpCosts& costs = committed_op_db::db().costs();
  const ShapedOp add = call("aten::add.Tensor", {tensor({1000}), tensor({1000}), {}}, {tensor({1000})});
  CHECK(costs.bytes(add) == 3 * 1000 * 2);
  CHECK(*costs.flops(add) == 1000);
  const ShapedOp view = call("aten::view", {tensor({10, 10}), {}}, {tensor({100})});
  CHECK(costs.bytes(view) == 0);
  CHECK_FALSE(costs.flops(call("aten::no_such_op", {}, {tensor({4})})));
}

TEST_CASE("op costs: every op the committed table names is an op PyTorch declares") {
  const OpDb& db = committed_op_db::db();
  for (const OpCost& cost : db.costs().entries()) {
    INFO(cost.op << " at " << cost.source);
    CHECK_FALSE(db.overloadsOf(cost.op).empty());
  }
}

TEST_CASE("op costs: each Cube alignment cites a line of the vendored page that states it") {
  const OpCosts& costs = committed_op_db::db().costs();
  for (const char* dtype : {"float16", "bfloat16", "float32", "int8"}) {
    const CubeAlignment* alignment = costs.alignment(dtype);
    REQUIRE(alignment);
    INFO(alignment->source);
    const std::string cited = alignment->source.substr(0, alignment->source.find(' '));
    const size_t colon = cited.rfind(':');
    std::ifstream page(std::string(NPU_LINT_SOURCE_DIR) + "/" + cited.substr(0, colon));
    REQUIRE(page);
    std::string line;
    for (int n = std::stoi(cited.substr(colon + 1)); n > 0; --n) std::getline(page, line);
    CHECK(line.find("C0") != std::string::npos);
    CHECK(line.find(std::to_string(alignment->multiple)) != std::string::npos);
    if (std::string(dtype) == "int8") CHECK(line.find("int8") != std::string::npos);
    if (std::string(dtype) == "float32") CHECK(line.find("float32") != std::string::npos);
  }
  CHECK_FALSE(costs.alignment("float64"));
}
