// The shape analysis end to end: example inputs from flags, --dim, --input-set files and the
// config; FLOPs against hand computations; what a report says without inputs; bad inputs.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "run_npu_lint.h"

namespace fs = std::filesystem;

namespace {

const nlohmann::json& onlyTarget(const nlohmann::json& report) { return report.at("targets").at(0); }

}  // namespace

TEST_CASE("shape analysis: FLOPs of a ResNet-style CNN match the hand count within 1%") {
  // TinyCNN (make_models.py) at 8x3x32x32, counted with op_db/op_costs.toml's conventions:
  // conv 2·out·Cin·k², batch norm 5/element, relu and add 1/element, pooling 1/input element.
  const double stem_out = 8.0 * 8 * 16 * 16, block = 8.0 * 8 * 8 * 8;
  const double stem = 2 * stem_out * 3 * 9 + 5 * stem_out + stem_out;
  const double pool = stem_out;
  const double basic_block = 2 * (2 * block * 8 * 9) + 2 * (5 * block) + block /* add */ + 2 * block /* relu */;
  const double head = block /* adaptive avg pool */ + 2 * 8 * 10 * 8 /* linear 8 -> 10 */;
  const double expected = stem + pool + 2 * basic_block + head;
  const Run run = runNpuLint({"--format", "json", "--input", "8x3x32x32", model("traced_cnn.pt")});
  REQUIRE(run.exit_code == 0);
  const auto report = run.json();
  const auto& compute = onlyTarget(report).at("compute");
  CHECK(compute.at("inputs") == "8x3x32x32:float32");
  CHECK(compute.at("flops").get<double>() == Approx(expected).epsilon(0.01));
  CHECK(compute.at("calls_without_formula") == 0);
  CHECK(compute.at("native_flops").get<double>() == compute.at("flops").get<double>());
}

TEST_CASE("shape analysis: FLOPs of a transformer block match the hand count within 1%") {
  // TransformerBlock (make_models.py): B=4, S=64, D=128, 4 heads of 32.
  const double b = 4, s = 64, d = 128, h = 4, hd = 32, tokens = b * s;
  const double layer_norms = 2 * 5 * tokens * d;
  const double linears = 2 * tokens * d * 3 * d + 2 * tokens * d * d + 2 * tokens * d * 4 * d + 2 * tokens * 4 * d * d;
  const double scores = 2 * b * h * s * s * hd, scale = b * h * s * s, softmax = 5 * b * h * s * s;
  const double mix = 2 * b * h * s * hd * s, residuals = 2 * tokens * d, gelu = tokens * 4 * d;
  const double expected = layer_norms + linears + scores + scale + softmax + mix + residuals + gelu;
  const Run run = runNpuLint({"--format", "json", "--input", "4x64x128", model("transformer_block.pt")});
  REQUIRE(run.exit_code == 0);
  const auto report = run.json();
  const auto& compute = onlyTarget(report).at("compute");
  CHECK(compute.at("flops").get<double>() == Approx(expected).epsilon(0.01));
  CHECK(compute.at("ops").at(0).at("op") == "aten::linear");  // the most FLOPs first
}

TEST_CASE("shape analysis: without inputs it is skipped, said once, and nothing else changes") {
  const Run without = runNpuLint({"--format", "json", model("traced_cnn.pt")});
  const Run with = runNpuLint({"--format", "json", "--input", "8x3x32x32", model("traced_cnn.pt")});
  const auto a = without.json(), b = with.json();
  CHECK(a.at("summary").at("shape_analysis").get<std::string>().find("shape analysis skipped") == 0);
  CHECK_FALSE(b.at("summary").contains("shape_analysis"));
  CHECK_FALSE(onlyTarget(a).contains("compute"));
  CHECK_FALSE(onlyTarget(a).at("facts").contains("shapes"));
  CHECK(onlyTarget(a).at("ops") == onlyTarget(b).at("ops"));
  const Run text = runNpuLint({model("traced_cnn.pt")});
  CHECK(text.out.find("shape analysis skipped: no --input given") != std::string::npos);
  // Sources only: nothing to skip, nothing said.
  CHECK(runNpuLint({"--format", "json", NPU_LINT_SOURCE_DIR "/tests/fixtures/rules/float64"}).json().at("summary").count("shape_analysis") == 0);
}

TEST_CASE("shape analysis: the JSON facts of a run") {
  const Run run = runNpuLint({"--format", "json", "--input", "8x3x32x32:float16", model("traced_cnn.pt")});
  const auto report = run.json();
  const auto& shapes = onlyTarget(report).at("facts").at("shapes");
  REQUIRE(shapes.size() == 1);
  CHECK(shapes[0].at("method") == "forward");
  CHECK(shapes[0].at("label") == "8x3x32x32:float16");
  CHECK(shapes[0].at("inputs").at(0).at("sizes") == nlohmann::json({8, 3, 32, 32}));
  CHECK(shapes[0].at("inputs").at(0).at("dtype") == "float16");
  CHECK(shapes[0].at("unknown").empty());
  CHECK(shapes[0].at("not_evaluated") == 0);
  bool found_linear = false;
  for (const auto& op : shapes[0].at("ops"))
    if (op.at("op") == "aten::linear") {
      found_linear = true;
      CHECK(op.at("outputs").at(0).at("sizes") == nlohmann::json({8, 10}));
    }
  CHECK(found_linear);
}

TEST_CASE("shape analysis: --dim expands input sets, and a bucketed pair compiles once") {
  const Run two = runNpuLint({"--format", "json", "--select", "shape-recompile", "--input", "Bx3x32x32", "--dim", "B=1,8",
                              model("traced_cnn.pt")});
  const auto report = two.json();
  REQUIRE(onlyTarget(report).at("facts").at("shapes").size() == 2);
  CHECK(onlyTarget(report).at("facts").at("shapes")[1].at("label") == "8x3x32x32:float32");
  REQUIRE(onlyTarget(report).at("findings").size() == 1);
  const std::string message = onlyTarget(report).at("findings")[0].at("message");
  CHECK(message.find("2 shape signatures from 2 input sets") != std::string::npos);
  CHECK(message.find("input 1 dim 0 (1, 8)") != std::string::npos);
  const Run same = runNpuLint({"--format", "json", "--select", "shape-recompile", "--input", "Bx3x32x32", "--dim", "B=8,8",
                               model("traced_cnn.pt")});
  CHECK(onlyTarget(same.json()).at("findings").empty());
}

TEST_CASE("shape analysis: --input-set files and the config's [[model]] entries") {
  const fs::path dir = fs::temp_directory_path() / "npu-lint-input-sets";
  fs::remove_all(dir);
  fs::create_directories(dir);
  fs::copy_file(model("traced_cnn.pt"), dir / "cnn.pt");
  std::ofstream(dir / "sets.json") << R"([[{"shape": [2, 3, 32, 32], "dtype": "half"}], [{"shape": ["B", 3, 64, 64]}]])";
  const Run run = runNpuLint({"--format", "json", "--input-set", (dir / "sets.json").string(), "--dim", "B=4",
                              (dir / "cnn.pt").string()});
  REQUIRE(run.exit_code == 0);
  const auto report = run.json();
  const auto& shapes = onlyTarget(report).at("facts").at("shapes");
  REQUIRE(shapes.size() == 2);
  CHECK(shapes[0].at("label") == "2x3x32x32:float16");
  CHECK(shapes[1].at("label") == "4x3x64x64:float32");

  std::ofstream(dir / ".npu-lint.toml") << "[[model]]\npath = \"cnn.pt\"\ninput = [\"8x3x32x32\"]\n";
  const Run configured = runIn(dir, "--format json cnn.pt");
  REQUIRE(configured.exit_code == 0);
  CHECK(onlyTarget(configured.json()).at("compute").at("inputs") == "8x3x32x32:float32");
  CHECK_FALSE(configured.json().at("summary").contains("shape_analysis"));
  std::ofstream(dir / ".npu-lint.toml") << "[[model]]\npath = \"cnn.pt\"\ninputs = [\"8x3x32x32\"]\n";
  const Run typo = runIn(dir, "cnn.pt");
  CHECK(typo.exit_code == 2);
  CHECK(typo.err.find(".npu-lint.toml:") != std::string::npos);
  fs::remove_all(dir);
}

TEST_CASE("shape analysis: bad input specs are one-line usage errors") {
  for (const auto& args : std::vector<std::vector<std::string>>{
           {"--input", "8x3xx32"}, {"--input", "8x3:float17"}, {"--input", "Bx3"}, {"--input", "8", "--dim", "B"},
           {"--dim", "B=1", "--input", "Bx3", "--dim", "B=2"}, {"--dim", "B=1,2"}}) {
    INFO(args.at(0) << " " << args.at(1));
    auto full = args;
    full.push_back(model("traced_cnn.pt"));
    const Run run = runNpuLint(full);
    CHECK(run.exit_code == 2);
    CHECK(run.err.find("npu-lint: error: ") == 0);
    CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
  }
  // The right number of inputs is the model's business: a wrong count is listed, not guessed.
  const Run two = runNpuLint({"--format", "json", "--select", "unknown-shape", "--input", "8x3x32x32", "--input", "8",
                              model("traced_cnn.pt")});
  const auto report = two.json();
  const auto& findings = onlyTarget(report).at("findings");
  REQUIRE(findings.size() == 1);
  CHECK(findings[0].at("message").get<std::string>().find("takes 1 input(s), the input set gives 2") != std::string::npos);
}

TEST_CASE("shape analysis: each unknown output counts the op calls that needed it") {
  // DetectionHead (make_models.py), by hand: boxes[confident] feeds nms, keep.numel(), `> 100`,
  // the skipped branch's keep[:100], boxes[keep] and .double() (6); scores[confident] only
  // scores[keep] (nms's first unknown input is boxes) (1); image_of_anchor[confident] feeds
  // owner[keep] and index_add_ (2).
  const Run run = runNpuLint({"--format", "json", "--input", "2x3x64x64", "--input", "2048:int64", model("detection_head.pt")});
  const auto report = run.json();
  const auto& shapes = onlyTarget(report).at("facts").at("shapes");
  REQUIRE(shapes.size() == 1);
  std::vector<int64_t> counts;
  for (const auto& unknown : shapes[0].at("unknown")) counts.push_back(unknown.at("not_evaluated").get<int64_t>());
  CHECK(counts == std::vector<int64_t>{6, 1, 2});
  CHECK(shapes[0].at("not_evaluated") == 9);
}
