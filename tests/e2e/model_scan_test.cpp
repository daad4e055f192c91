// npu-lint on generated TorchScript fixtures (tests/fixtures/models/make_models.py), checked
// against PyTorch's own op counts, which that script writes beside each model.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <set>

#include "run_npu_lint.h"

namespace {

nlohmann::json onlyTarget(const nlohmann::json& report) {
  REQUIRE(report.at("targets").size() == 1);
  return report.at("targets")[0];
}

const nlohmann::json* findIn(const nlohmann::json& ops, const std::string& name) {
  for (const auto& op : ops)
    if (op.at("name") == name) return &op;
  return nullptr;
}

const nlohmann::json* findOp(const nlohmann::json& target, const std::string& name) {
  return findIn(target.at("ops"), name);
}

}  // namespace

TEST_CASE("models: op counts equal PyTorch's on every fixture it can load") {
  const auto name = GENERATE(as<std::string>{}, "traced_cnn.pt", "scripted_control.pt", "custom_ops.pt", "newer_op.pt",
                             "entry_points.pt", "custom_class.pt", "typed_custom_class.pt", "library_model.pt", "quantized_cnn.pt", "mobile_cnn.ptl", "embedding_2mb.pt",
                             "embedding_200mb.pt", "detection_head.pt");
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

std::set<std::string> ruleIds(const nlohmann::json& target) {
  std::set<std::string> ids;
  for (const auto& finding : target.at("findings")) ids.insert(finding.at("rule").get<std::string>());
  return ids;
}

TEST_CASE("models: every entry point is scanned by default and each op says which") {
  const auto target = onlyTarget(runNpuLint({"--format", "json", "--fail-on", "never", model("entry_points.pt")}).json());
  CHECK(target.at("status") == "ok");
  CHECK(target.at("methods") == nlohmann::json({"forward", "forward_lower", "__setstate__"}));
  // The custom op sits only behind the exported forward_lower (as deepmd::border_op does).
  const auto* border = findOp(target, "npulint_test::border_op");
  REQUIRE(border);
  CHECK(border->at("entry_points") == nlohmann::json({"forward_lower"}));
  CHECK(border->at("locations")[0].at("entry_point") == "forward_lower");
  CHECK(border->at("locations")[0].at("function") == "forward_lower");
  // Load-time code: Calibration.__setstate__, run on the object at "calibration".
  const auto* cumsum = findOp(target, "aten::cumsum");
  REQUIRE(cumsum);
  CHECK(cumsum->at("entry_points") == nlohmann::json({"__setstate__"}));
  CHECK(cumsum->at("locations")[0].at("module") == "calibration");
  // The helper forward calls is inlined into forward, not scanned a second time.
  CHECK(findOp(target, "aten::mul")->at("count") == 1);
  CHECK(findOp(target, "aten::mul")->at("entry_points") == nlohmann::json({"forward"}));
  // Dead code (an exported submodule method nothing calls) is listed, not counted.
  CHECK_FALSE(findOp(target, "aten::digamma"));
  const auto* digamma = findIn(target.at("unreached_ops"), "aten::digamma");
  REQUIRE(digamma);
  CHECK(digamma->at("support") == "fallback");
  CHECK(digamma->at("locations")[0].at("function") == "refine");
  CHECK(digamma->at("locations")[0].at("line") == 143);  // make_models.py: `return torch.digamma(x)`
  CHECK(target.at("unreached_ops").size() == 1);
  CHECK(ruleIds(target) == std::set<std::string>{"custom-op", "unreached-op"});
}

TEST_CASE("models: --method restricts the scan, and what it leaves out is listed as unreached") {
  const auto target = onlyTarget(
      runNpuLint({"--format", "json", "--fail-on", "never", "--method", "forward", model("entry_points.pt")}).json());
  CHECK(target.at("methods") == nlohmann::json({"forward"}));
  CHECK_FALSE(findOp(target, "npulint_test::border_op"));
  CHECK_FALSE(findOp(target, "aten::cumsum"));
  CHECK(findIn(target.at("unreached_ops"), "npulint_test::border_op"));
  CHECK(findIn(target.at("unreached_ops"), "aten::cumsum"));
  CHECK(ruleIds(target) == std::set<std::string>{"unreached-op"});  // border_op (custom) and digamma, as info

  const auto both = onlyTarget(runNpuLint({"--format", "json", "--fail-on", "never", "--method", "forward_lower",
                                           "--method", "__setstate__", model("entry_points.pt")})
                                   .json());
  CHECK(both.at("methods") == nlohmann::json({"forward_lower", "__setstate__"}));
  const auto twice = onlyTarget(runNpuLint({"--format", "json", "--fail-on", "never", "--method", "forward", "--method",
                                            "forward", model("entry_points.pt")})
                                    .json());
  CHECK(npuLintCounts(twice) == npuLintCounts(target));  // a name given twice is scanned once
  const Run missing = runNpuLint({"--format", "json", "--method", "nope", model("entry_points.pt")});
  CHECK(missing.exit_code == 2);
  CHECK(missing.err.find("no method 'nope'") != std::string::npos);
}

TEST_CASE("models: an archive using a custom class this process lacks compiles against a placeholder") {
  // PyTorch's counts (custom_class.pt.counts.json, the op count test) come from a process that
  // loaded the class's library; npu-lint's helper never does.
  const auto target = onlyTarget(runNpuLint({"--format", "json", "--fail-on", "never", model("custom_class.pt")}).json());
  CHECK(target.at("status") == "ok");
  CHECK(target.at("problems").empty());
  REQUIRE(target.at("custom_classes").size() == 1);
  const auto& counter = target.at("custom_classes")[0];
  CHECK(counter.at("name") == "npulint_fixture.Counter");
  CHECK(counter.at("unknown_to_libtorch") == true);
  CHECK(counter.at("methods") == nlohmann::json({"__init__", "bump", "scaled"}));
  CHECK(counter.at("calls") == 5);  // bump, the construction (CreateObject) and its __init__, two scaled
  CHECK(findOp(target, "prim::CallMethod")->at("count") == 4);  // fc.forward is inlined; the class's methods are not
  CHECK(ruleIds(target) == std::set<std::string>{"custom-class"});
}

TEST_CASE("models: a custom class's placeholder methods return the types the code's annotations state") {
  // typed_custom_class.pt returns Table's names(), weights(), size() and index() from methods
  // annotated List[str], List[float], int and Dict[str, int]: with Tensor results it did not
  // compile, and its ops were counted from the code text.
  const auto target = onlyTarget(runNpuLint({"--format", "json", "--fail-on", "never", model("typed_custom_class.pt")}).json());
  CHECK(target.at("status") == "ok");
  CHECK(target.at("problems").empty());
  REQUIRE(target.at("custom_classes").size() == 1);
  CHECK(target.at("custom_classes")[0].at("methods") == nlohmann::json({"index", "names", "size", "weights"}));
  CHECK(findOp(target, "aten::len")->at("count") == 2);  // inlined from forward, as PyTorch counts it
  CHECK(ruleIds(target) == std::set<std::string>{"custom-class"});

  // The same archive with index() returning size(): two types stated for one method, none chosen.
  const auto conflict = onlyTarget(
      runNpuLint({"--format", "json", "--fail-on", "never", model("typed_custom_class_conflict.pt")}).json());
  CHECK(conflict.at("status") == "partial");
  REQUIRE(conflict.at("problems").size() == 1);
  CHECK_THAT(conflict.at("problems")[0].get<std::string>(),
             Catch::Contains("methods of custom classes left returning Tensor: npulint_fixture.Table.size (stated as Dict[str, int] or int)"));
  std::string custom_class_message;
  for (const auto& finding : conflict.at("findings"))
    if (finding.at("rule") == "custom-class") custom_class_message = finding.at("message");
  CHECK_THAT(custom_class_message, Catch::EndsWith("methods called: not known: the archive's code did not compile"));
}

TEST_CASE("models: a finding points at the model's own line, the installed package's line beside it") {
  // rules/backend-op.pt: make_models.py built it from tests/fixtures/rules/backend-op/model.py,
  // whose line 22 calls a quantized Linear; quantized::linear runs in PyTorch's linear.py:167.
  const std::string source = NPU_LINT_SOURCE_DIR "/tests/fixtures/rules/backend-op/model.py";
  auto backendOp = [](const nlohmann::json& report) {
    for (const auto& target : report.at("targets"))
      for (const auto& finding : target.at("findings"))
        if (finding.at("rule") == "backend-op") return finding.at("location");
    return nlohmann::json();
  };
  const Run alone = runNpuLint({"--format", "json", "--fail-on", "never", "--select", "backend-op", model("rules/backend-op.pt")});
  const auto recorded = backendOp(alone.json());
  CHECK(recorded.at("file") == "model.py");
  CHECK(recorded.at("exported_from") == NPU_LINT_SOURCE_DIR "/tests/fixtures/rules/backend-op/");
  CHECK(recorded.at("line") == 22);
  CHECK(recorded.at("library_frame") == "torch/ao/nn/quantized/modules/linear.py:167");
  const Run text = runNpuLint({"--fail-on", "never", "--select", "backend-op", "--explain", model("rules/backend-op.pt")});
  CHECK_THAT(text.out, Catch::Contains(model("rules/backend-op.pt") + " at model.py:22:29: error[backend-op]"));
  CHECK_THAT(text.out, Catch::Contains("    runs in: torch/ao/nn/quantized/modules/linear.py:167\n"));
  CHECK_THAT(text.out, Catch::Contains("Python lines as recorded where it was exported, relative to " NPU_LINT_SOURCE_DIR
                                       "/tests/fixtures/rules/backend-op/ there"));

  // Scanned together with that file, the finding points at it here.
  const Run both = runNpuLint({"--format", "json", "--fail-on", "never", "--select", "backend-op", model("rules/backend-op.pt"), source});
  const auto here = backendOp(both.json());
  CHECK(here.at("file") == source);
  CHECK_FALSE(here.contains("exported_from"));
  const Run sarif = runNpuLint({"--format", "sarif", "--fail-on", "never", "--select", "backend-op", model("rules/backend-op.pt"), source});
  const auto result = nlohmann::json::parse(sarif.out).at("runs")[0].at("results")[0];
  CHECK(result.at("locations")[0].at("physicalLocation").at("artifactLocation").at("uri") == "file://" + source);
  CHECK(result.at("locations")[0].at("physicalLocation").at("region").at("startLine") == 22);

  // library_model.pt is torchvision's own module: no frame of the model's own code.
  const auto library = onlyTarget(runNpuLint({"--format", "json", "--fail-on", "never", model("library_model.pt")}).json());
  REQUIRE_FALSE(library.at("findings").empty());
  for (const auto& finding : library.at("findings")) {
    INFO(finding.dump());
    CHECK_FALSE(finding.at("location").contains("file"));
    CHECK_THAT(finding.at("location").at("library_frame").get<std::string>(), Catch::StartsWith("torch"));  // torch/ or torchvision/
  }
}

TEST_CASE("models: a CPU-quantized model's load-time prepacking and backend ops get their own rule") {
  const auto target = onlyTarget(runNpuLint({"--format", "json", "--fail-on", "never", model("quantized_cnn.pt")}).json());
  const auto* prepack = findOp(target, "quantized::conv2d_prepack");
  REQUIRE(prepack);
  CHECK(prepack->at("entry_points") == nlohmann::json({"__setstate__"}));
  CHECK(prepack->at("locations")[0].at("module") == "conv");
  CHECK(prepack->at("support") == "custom");
  CHECK(prepack->at("backend") == "PyTorch's quantized CPU backend (FBGEMM / QNNPACK)");
  std::set<std::string> backend_ops;
  for (const auto& finding : target.at("findings")) {
    CHECK(finding.at("rule") != "custom-op");
    if (finding.at("rule") == "backend-op") backend_ops.insert(finding.at("op").get<std::string>());
  }
  CHECK(backend_ops == std::set<std::string>{"quantized::conv2d", "quantized::conv2d_prepack", "quantized::linear"});

  const auto mobile = onlyTarget(runNpuLint({"--format", "json", "--fail-on", "never", model("mobile_cnn.ptl")}).json());
  CHECK(findOp(mobile, "prepacked::conv2d_clamp_run")->at("backend") ==
        "XNNPACK, PyTorch Mobile's CPU backend (torch.utils.mobile_optimizer.optimize_for_mobile)");
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
  // A release judges as its newest package, read at the op-plugin commit its tag pins
  // (git ls-tree TAG third_party/op-plugin): 2.1.0.post18 (hotfix tag V7.2.0.1-pytorch2.1.0,
  // 5a96cdd27764), 2.5.1.post3 (v7.1.0.2-pytorch2.5.1, 0576042bea38).
  const auto old_report = runNpuLint({"--format", "json", "--torch-npu", "2.1", model("newer_op.pt")}).json();
  CHECK(old_report.at("torch_npu_package") == "2.1.0.post18");
  const auto old_source = findOp(onlyTarget(old_report), "aten::scaled_dot_product_attention")->at("provenance")[0];
  CHECK(old_source.at("source") == "Ascend/op-plugin@5a96cdd27764 op_plugin/config/op_plugin_functions.yaml");
  // 2.1.0.post4 (v5.0.1.2, op-plugin cd46cfb2d372) lacks it; it is back from 2.1.0.post5 (v6.0.rc1.1,
  // op-plugin 1d92099b4670), whose op-plugin still had the per-release layout (line 1394 names it).
  CHECK(old_source.at("detail") == "shipped in torch_npu 2.1.0.post18 (tag V7.2.0.1-pytorch2.1.0), since 2.1.0.post5; arrived at "
                                   "Ascend/op-plugin@1d92099b4670 op_plugin/config/v2r1/op_plugin_functions.yaml:1394");
  const auto report = runNpuLint({"--format", "json", "--torch-npu", "2.5", model("newer_op.pt")}).json();
  CHECK(report.at("torch_npu") == "2.5");
  CHECK(report.at("torch_npu_package") == "2.5.1.post3");
  const auto new_source = findOp(onlyTarget(report), "aten::scaled_dot_product_attention")->at("provenance")[0];
  CHECK(new_source.at("source").get<std::string>().rfind("Ascend/op-plugin@0576042bea38 ", 0) == 0);
}

TEST_CASE("models: code that does not compile is listed from its text and marked partial") {
  const Run run = runNpuLint({"--format", "json", "--fail-on", "never", "--strict", model("malformed/code_syntax_error.pt")});
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
  CHECK(partial == 2);  // malformed/code_syntax_error.pt, typed_custom_class_conflict.pt
  CHECK(ok == 19 + 38);  // the 19 valid fixtures, and the 19 model rules' positive and near-miss models
  // malformed/: empty, truncated, state_dict and build_other_formats(); not_a_zip.pt is a text file,
  // which a folder walk leaves out (named on the command line it is an error: cli_test).
  CHECK(errors == 10);
  CHECK(run.exit_code == 3);
}

TEST_CASE("models: a folder walk leaves out text files with a model's extension (TypeScript .ts, a script named .pt)") {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "npu-lint-e2e-text-models";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir / "bin");
  std::ofstream(dir / "app.ts") << "export const answer: number = 42;\n";
  std::ofstream(dir / "bin" / "launcher.pt") << "#!/usr/bin/env python3\nprint('launch')\n";
  std::filesystem::copy_file(model("traced_cnn.pt"), dir / "model.pt");
  const Run run = runNpuLint({"--format", "json", "--fail-on", "never", "--no-cache", dir.string()});
  const auto report = run.json();
  REQUIRE(report.at("targets").size() == 1);
  CHECK(report.at("targets")[0].at("path").get<std::string>().find("model.pt") != std::string::npos);
  CHECK(report.at("targets")[0].at("status") == "ok");
  CHECK(run.exit_code == 0);
}
