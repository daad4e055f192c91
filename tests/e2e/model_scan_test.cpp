// npu-lint on generated TorchScript fixtures (tests/fixtures/models/make_models.py), checked
// against PyTorch's own op counts, which that script writes beside each model.
#include <catch2/catch.hpp>

#include "run_npu_lint.h"

namespace {

nlohmann::json onlyTarget(const nlohmann::json& report) {
  REQUIRE(report.at("targets").size() == 1);
  return report.at("targets")[0];
}

const nlohmann::json* findOp(const nlohmann::json& target, const std::string& name) {
  for (const auto& op : target.at("ops"))
    if (op.at("name") == name) return &op;
  return nullptr;
}

}  // namespace

TEST_CASE("models: op counts equal PyTorch's on every fixture it can load") {
  const auto name = GENERATE(as<std::string>{}, "traced_cnn.pt", "scripted_control.pt", "custom_ops.pt", "newer_op.pt",
                             "embedding_2mb.pt", "embedding_200mb.pt", "detection_head.pt");
  INFO(name);
  const Run run = runNpuLint({"--format", "json", "--fail-on", "never", model(name)});
  INFO(run.err);
  CHECK(run.exit_code == 0);
  const auto target = onlyTarget(run.json());
  CHECK(target.at("status") == "ok");
  CHECK(npuLintCounts(target) == pytorchCounts(model(name)));
}

TEST_CASE("models: ops unknown to LibTorch 1.13 are listed and flagged, with a verdict") {
  const Run custom = runNpuLint({"--format", "json", "--fail-on", "never", model("custom_ops.pt")});
  const auto target = onlyTarget(custom.json());
  for (const char* name : {"npulint_test::segment_sum_csr", "npulint_test::split_halves", "torchvision::nms"}) {
    INFO(name);
    const auto* op = findOp(target, name);
    REQUIRE(op);
    CHECK(op->at("unknown_to_libtorch") == true);
    CHECK(op->at("support") == "custom");
  }
  CHECK(findOp(target, "aten::linear")->at("unknown_to_libtorch") == false);

  const Run newer = runNpuLint({"--format", "json", "--fail-on", "never", model("newer_op.pt")});
  const auto newer_target = onlyTarget(newer.json());
  const auto* sdpa = findOp(newer_target, "aten::scaled_dot_product_attention");
  REQUIRE(sdpa);
  CHECK(sdpa->at("unknown_to_libtorch") == true);
  CHECK(sdpa->at("support") == "npu");  // op_plugin_functions.yaml:4496, op_api [v2.5, newest]
}

TEST_CASE("models: submodule paths come from the inlined call stacks") {
  const auto target = onlyTarget(runNpuLint({"--format", "json", model("traced_cnn.pt")}).json());
  const auto* conv = findOp(target, "aten::_convolution");
  REQUIRE(conv);
  const auto modules = conv->at("modules").get<std::vector<std::string>>();
  CHECK(modules.size() == 5);
  CHECK(std::find(modules.begin(), modules.end(), "layer1.1.conv2") != modules.end());
  CHECK(std::find(modules.begin(), modules.end(), "stem.0") != modules.end());
}

TEST_CASE("models: locations point at the original Python source when the archive has debug info") {
  const auto target = onlyTarget(runNpuLint({"--format", "json", model("scripted_control.pt")}).json());
  const auto* tanh = findOp(target, "aten::tanh");
  REQUIRE(tanh);
  const auto& location = tanh->at("locations").at(0);
  CHECK(location.at("file").get<std::string>().find("make_models.py") != std::string::npos);
  CHECK(location.at("line").get<int>() > 0);
  CHECK(location.at("function") == "forward");
}

TEST_CASE("models: without debug info, locations name the code file inside the archive") {
  const std::string path = model("newer_op.pt");  // its debug records were dropped when it was edited
  const auto target = onlyTarget(runNpuLint({"--format", "json", path}).json());
  const auto location = findOp(target, "aten::scaled_dot_product_attention")->at("locations").at(0);
  CHECK(location.at("file") == path + "/code/__torch__.py");
}

TEST_CASE("models: --torch-npu changes verdicts where the data says so") {
  // op_plugin_functions.yaml:4493/4496: scaled_dot_product_attention has aclnn kernels in every release.
  const auto old_release = onlyTarget(runNpuLint({"--format", "json", "--torch-npu", "2.1", model("newer_op.pt")}).json());
  CHECK(findOp(old_release, "aten::scaled_dot_product_attention")->at("provenance")[0].at("source") ==
        "ascend/op-plugin/op_plugin_functions.yaml:4493");
  const auto report = runNpuLint({"--format", "json", "--torch-npu", "2.5", model("newer_op.pt")}).json();
  CHECK(report.at("torch_npu") == "2.5");
  const auto new_release = onlyTarget(report);
  CHECK(findOp(new_release, "aten::scaled_dot_product_attention")->at("provenance")[0].at("source") ==
        "ascend/op-plugin/op_plugin_functions.yaml:4496");
}

TEST_CASE("models: code that does not compile is listed from its text and marked partial") {
  const Run run = runNpuLint({"--format", "json", "--fail-on", "never", model("malformed/code_syntax_error.pt")});
  CHECK(run.exit_code == 3);
  CHECK(run.stderrLines() == 1);
  CHECK(run.err.find("could not compile the archive's code") != std::string::npos);
  const auto target = onlyTarget(run.json());
  CHECK(target.at("status") == "partial");
  const auto* linear = findOp(target, "aten::linear");
  REQUIRE(linear);
  CHECK(linear->at("count") == 2);  // one call site in each of the two Linear classes' code files, not inlined
}

TEST_CASE("models: memory and time do not grow with the weights") {
  // The helper alone: npu-lint's own process never loads LibTorch.
  const Run small = runProgram({NPU_LINT_TORCHSCRIPT_BIN, model("embedding_2mb.pt")});
  const Run large = runProgram({NPU_LINT_TORCHSCRIPT_BIN, model("embedding_200mb.pt")});
  REQUIRE(small.exit_code == 0);
  REQUIRE(large.exit_code == 0);
  INFO("peak RSS small " << small.peak_rss_kb << " KiB, large " << large.peak_rss_kb << " KiB; time small "
                         << small.seconds << " s, large " << large.seconds << " s");
  CHECK(large.peak_rss_kb < small.peak_rss_kb + 50 * 1024);
  CHECK(large.seconds < small.seconds * 3 + 1.0);
}

TEST_CASE("models: a folder is scanned for every model below it") {
  const Run run = runNpuLint({"--format", "json", "--fail-on", "never", MODELS_DIR});
  const auto report = run.json();
  size_t ok = 0, errors = 0, partial = 0;
  for (const auto& target : report.at("targets")) {
    ok += target.at("status") == "ok";
    errors += target.at("status") == "error";
    partial += target.at("status") == "partial";
  }
  CHECK(partial == 1);  // malformed/code_syntax_error.pt
  CHECK(ok == 8 + 22);  // the eight valid fixtures, and the 11 rules' positive and near-miss models
  CHECK(errors == 4);  // malformed/: empty, not a zip, truncated, state_dict
  CHECK(run.exit_code == 3);
}
