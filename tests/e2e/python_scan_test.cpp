// Python sources end to end: calls mapped to ATen ops and judged by the op database, with the
// op rules' findings at the Python line; coverage stays a models' figure.
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <tuple>

#include "run_npu_lint.h"

namespace {

const std::string kOps = NPU_LINT_SOURCE_DIR "/tests/fixtures/python/ops.py";

}  // namespace

TEST_CASE("python: eager calls get op verdicts and the op rules' findings at their lines") {
  const Run run = runNpuLint({"--format", "json", "--fail-on", "never", "--torch-npu", "2.12", kOps});
  REQUIRE(run.exit_code == 0);
  const auto target = run.json().at("targets").at(0);
  CHECK(target.at("kind") == "python-source");
  CHECK(target.at("status") == "ok");
  std::set<std::tuple<std::string, int, int>> ops;  // op, count, first line
  for (const auto& op : target.at("ops"))
    ops.emplace(op.at("name"), op.at("count").get<int>(), op.at("locations").at(0).at("line").get<int>());
  // Written by hand from ops.py: nonzero (8), segment_reduce (9), scatter_reduce (10), sum and
  // item (12); numpy's item (13) and a list's sort (15) are not tensor ops.
  CHECK(ops == std::set<std::tuple<std::string, int, int>>{{"aten::nonzero", 1, 8},
                                                           {"aten::segment_reduce", 1, 9},
                                                           {"aten::scatter_reduce", 1, 10},
                                                           {"aten::sum", 1, 12},
                                                           {"aten::item", 1, 12}});
  std::set<std::tuple<std::string, std::string, int>> findings;  // rule, op, line
  for (const auto& f : target.at("findings"))
    findings.emplace(f.at("rule"), f.value("op", ""), f.at("location").at("line").get<int>());
  CHECK(findings == std::set<std::tuple<std::string, std::string, int>>{
                        {"dynamic-output-shape", "aten::nonzero", 8},
                        {"unsupported-api", "torch.nonzero", 8},  // ✘ on Ascend 950DT (torch.md of the 2.12.0 pages)
                        {"api-restriction", "torch.nonzero", 8},  // the page's note on input dtypes
                        {"fallback-op", "aten::segment_reduce", 9},
                 // torch_npu 2.12.0 (tag v26.1.0-pytorch2.12.0, op-plugin 8b9c8534fa41 on its 26.1.0
                 // branch) did not ship scatter_reduce.two: op-plugin's master added it in c37fb5a7.
                 {"fallback-op", "aten::scatter_reduce", 10},
                        {"segmented-reduce", "aten::segment_reduce", 9},
                        {"segmented-reduce", "aten::scatter_reduce", 10},
                        {"host-sync", "aten::item", 12},
                        {"api-restriction", "torch.Tensor.sum", 12},    // torch-Tensor.md:7216, a dtype note
                        {"api-restriction", "torch.Tensor.item", 12}});  // torch-Tensor.md:4184
  // The report's op summary and coverage gate count models only.
  CHECK(run.json().at("summary").at("distinct_ops") == 0);
  CHECK(run.json().at("coverage_by_release").empty());
}

TEST_CASE("python: --chip limits the products an API is judged for, an unknown chip is a usage error") {
  const std::string input = NPU_LINT_SOURCE_DIR "/tests/fixtures/rules/unsupported-api/input.py";
  auto lines = [](const Run& run) {
    std::set<int> out;
    const auto report = run.json();  // kept alive: the loop walks into it
    for (const auto& f : report.at("targets").at(0).at("findings")) out.insert(f.at("location").at("line").get<int>());
    return out;
  };
  const std::vector<std::string> base = {"--select", "unsupported-api", "--torch-npu", "2.12", "--format", "json", "--fail-on", "never"};
  auto with = [&](std::vector<std::string> extra) {
    auto args = base;
    args.insert(args.end(), extra.begin(), extra.end());
    args.push_back(input);
    return runNpuLint(args);
  };
  // torch.cuda.is_initialized (line 10) and Tensor.stride (lines 19, 20) are ✘ on Ascend 950DT
  // only (torch-cuda.md:283, torch-Tensor.md of the 2.12.0 pages): with no product chosen each is
  // one finding for the project, at its first site.
  CHECK(lines(with({})) == std::set<int>{7, 8, 9, 10, 15, 17, 18, 19});
  CHECK(lines(with({"--chip", "a2"})) == std::set<int>{7, 8, 9, 15, 17, 18});
  CHECK(lines(with({"--chip", "950dt"})) == std::set<int>{7, 8, 9, 10, 15, 17, 18, 19, 20});
  const Run unknown = with({"--chip", "a9"});
  CHECK(unknown.exit_code == 2);
  CHECK(unknown.err.find("--chip: chip a9: not a product torch_npu's API pages name (950dt, a2, a3, atlas-training)") != std::string::npos);
}

TEST_CASE("python: the products judged come from --chip, the config or a CANN image tag, and every report says which") {
  const Scratch scratch("chips");
  scratch.write("model.py", "import torch\n\ndef f(x: torch.Tensor):\n    a = x.stride()\n    return a, x.stride(0), x.stride(1)\n");
  auto chips = [](const Run& run) { return run.json().at("environment").at("chips"); };
  const std::string json = "--select unsupported-api --torch-npu 2.12 --format json --fail-on never ";

  const Run none = runIn(scratch.dir, json + "model.py");
  CHECK(chips(none).at("judged").empty());
  CHECK(chips(none).at("all") == nlohmann::json::array({"950dt", "a2", "a3", "atlas-training"}));
  const auto findings = none.json().at("targets").at(0).at("findings");
  REQUIRE(findings.size() == 1);  // Tensor.stride is ✘ on 950DT only: once, the second line listed
  CHECK(findings[0].at("severity") == "info");
  CHECK(findings[0].at("products") == nlohmann::json::array({"950dt"}));
  CHECK(findings[0].at("related").size() == 1);
  CHECK(none.json().at("product_gaps") ==
        nlohmann::json::parse(R"([{"product": "950dt", "sites": 2, "apis": [{"api": "torch.Tensor.stride", "sites": 2}]}])"));
  const Run text = runIn(scratch.dir, "--select unsupported-api --torch-npu 2.12 model.py");
  CHECK(text.out.find("products: none chosen (--chip, or chips in .npu-lint.toml), so all the API pages name (950dt, a2, a3, "
                      "atlas-training)") != std::string::npos);
  CHECK(text.out.find("950dt 1 API(s), 2 site(s)") != std::string::npos);

  const Run chosen = runIn(scratch.dir, json + "--chip 950dt model.py");
  CHECK(chips(chosen).at("judged") == nlohmann::json::array({"950dt"}));
  CHECK(chips(chosen).at("from") == "--chip");
  CHECK(chosen.json().at("targets").at(0).at("findings").size() == 2);  // a warning at each line (one per line)
  CHECK(chosen.json().at("product_gaps").empty());

  scratch.write(".npu-lint.toml", "chips = [\"a2\"]\n");
  const Run config = runIn(scratch.dir, json + "model.py");
  CHECK(chips(config).at("judged") == nlohmann::json::array({"a2"}));
  CHECK(chips(config).at("from").get<std::string>().find(".npu-lint.toml:1") != std::string::npos);
  CHECK(config.json().at("targets").at(0).at("findings").empty());  // ✔ on A2
  CHECK(chips(runIn(scratch.dir, json + "--chip 950dt model.py")).at("from") == "--chip");  // the flag wins

  scratch.write(".npu-lint.toml", "\nchips = [\"910x\"]\n");
  const Run bad = runIn(scratch.dir, json + "model.py");
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find(".npu-lint.toml:2: chip 910x: not a product torch_npu's API pages name (950dt, a2, a3, atlas-training)") !=
        std::string::npos);
  scratch.write(".npu-lint.toml", "chips = \"a2\"\n");
  const Run wrong_type = runIn(scratch.dir, json + "model.py");
  CHECK(wrong_type.exit_code == 2);
  CHECK(wrong_type.err.find(".npu-lint.toml:1") != std::string::npos);
  CHECK(wrong_type.err.find("'chips' must be an array of strings") != std::string::npos);

  // A CANN image whose tag names a product; one naming a chip the pages do not name is said, not used.
  std::filesystem::remove(scratch.dir / ".npu-lint.toml");
  scratch.write("Dockerfile", "FROM ascendai/cann:8.1.rc1-a3-ubuntu22.04-py3.10\n");
  const Run docker = runIn(scratch.dir, json + "model.py Dockerfile");
  CHECK(chips(docker).at("judged") == nlohmann::json::array({"a3"}));
  CHECK(chips(docker).at("from") == "Dockerfile:1 (FROM ascendai/cann:8.1.rc1-a3-ubuntu22.04-py3.10)");
  scratch.write("Dockerfile", "FROM ascendai/cann:8.0.rc3-910b-ubuntu22.04-py3.10\n");
  const Run named = runIn(scratch.dir, json + "model.py Dockerfile");
  CHECK(chips(named).at("judged").empty());
  CHECK(chips(named).at("notes").at(0).get<std::string>().find("names chip 910b, which torch_npu's API pages do not name") !=
        std::string::npos);
}

TEST_CASE("python: float64 named as a dtype, a legacy tensor type or a .double() cast") {
  const Run run = runNpuLint({"--select", "float64", "--format", "json", "--fail-on", "never",
                              NPU_LINT_SOURCE_DIR "/tests/fixtures/python/float64.py"});
  REQUIRE(run.exit_code == 0);
  const auto report = run.json();
  std::set<std::pair<std::string, int>> findings;  // op, line
  for (const auto& f : report.at("targets").at(0).at("findings"))
    findings.emplace(f.value("op", ""), f.at("location").at("line").get<int>());
  // By hand from float64.py: the import (3) is not a use; numpy's .double() (11), the string (12)
  // and torch.float32 (13) are not float64 in torch code.
  CHECK(findings == std::set<std::pair<std::string, int>>{
                        {".double", 7}, {"torch.float64", 8}, {"torch.float64", 9}, {"torch.DoubleTensor", 10}});
}

TEST_CASE("python: Python-defined APIs and nn modules run the ops PyTorch was seen to dispatch, one finding per call site") {
  const std::string input = NPU_LINT_SOURCE_DIR "/tests/fixtures/python/traced_ops.py";
  const Run run = runNpuLint({"--format", "json", "--fail-on", "never", "--torch-npu", "2.12", input});
  REQUIRE(run.exit_code == 0);
  const auto target = run.json().at("targets").at(0);
  std::set<std::tuple<std::string, int, std::string, bool>> ops;  // op, line, call, for some arguments
  for (const auto& op : target.at("ops")) {
    const auto& at = op.at("locations").at(0);
    ops.emplace(op.at("name"), at.at("line").get<int>(), at.value("call", ""), at.value("for_some_arguments", false));
  }
  // From op_db/python_traced.json, read by hand: the tracer's ops, composite ones whole
  // (LayerNorm: aten::layer_norm); F.interpolate's mode picks its upsample op.
  CHECK(ops.count({"aten::layer_norm", 15, "torch.nn.LayerNorm", false}) == 1);
  CHECK(ops.count({"aten::huber_loss", 18, "torch.nn.functional.huber_loss", false}) == 1);
  CHECK(ops.count({"aten::huber_loss", 19, "torch.nn.functional.huber_loss", false}) == 1);
  CHECK(ops.count({"aten::pad", 22, "torch.nn.functional.pad", false}) == 1);
  CHECK(ops.count({"aten::upsample_nearest2d", 22, "torch.nn.functional.interpolate", true}) == 1);
  CHECK(ops.count({"aten::_unique2", 23, "torch.unique", false}) == 1);
  for (const auto& op : ops) CHECK(std::get<1>(op) != 20);  // numpy's inv
  for (const auto& op : ops) CHECK(std::get<1>(op) != 21);  // the local huber_loss
  std::set<std::tuple<std::string, std::string, int>> findings;  // rule, op, line
  for (const auto& f : target.at("findings"))
    if (f.at("rule") != "unsupported-api" && f.at("rule") != "api-restriction")
      findings.emplace(f.at("rule"), f.value("op", ""), f.at("location").at("line").get<int>());
  // huber_loss has no NPU kernel on torch_npu 2.12 (op_db); line 19's suppression covers line 19 only.
  CHECK(findings == std::set<std::tuple<std::string, std::string, int>>{{"fallback-op", "aten::huber_loss", 18},
                                                                        {"dynamic-output-shape", "aten::_unique2", 23}});
}

TEST_CASE("python: for a PyTorch version without torch_npu pages, msFmkTransplt's unsupported list judges") {
  const std::string input = NPU_LINT_SOURCE_DIR "/tests/fixtures/python/msfmk_listed.py";
  const Run run = runNpuLint({"--select", "unsupported-api", "--torch-npu", "2.1", "--format", "json", "--fail-on", "never", input});
  REQUIRE(run.exit_code == 0);
  std::set<std::tuple<std::string, int, std::string>> findings;  // api, line, evidence
  const auto report = run.json();  // kept alive: the loop walks into it
  for (const auto& f : report.at("targets").at(0).at("findings")) findings.emplace(f.at("op"), f.at("location").at("line").get<int>(), f.at("evidence"));
  // Read by hand in vendor/ascend/msfmktransplt/resource/op_list_2_1.json.
  CHECK(findings == std::set<std::tuple<std::string, int, std::string>>{
                        {"torch.sparse_csr_tensor", 4, "ascend/msfmktransplt/resource/op_list_2_1.json:3"},
                        {"torch.heaviside", 5, "ascend/msfmktransplt/resource/op_list_2_1.json:10"}});
}

TEST_CASE("python: a CUDA extension build names what the C++/CUDA scan found in each source it lists") {
  const std::string dir = NPU_LINT_SOURCE_DIR "/tests/fixtures/rules/cuda-extension-build";
  const Run run = runNpuLint({"--select", "cuda-extension-build", "--format", "json", "--fail-on", "never", dir + "/input.py",
                              dir + "/kernels/scale.cu"});
  REQUIRE(run.exit_code == 0);
  std::vector<std::string> messages;
  const auto report = run.json();  // kept alive: the loop walks into it
  for (const auto& target : report.at("targets"))
    for (const auto& f : target.at("findings")) messages.push_back(f.at("message"));
  // scale.cu, read by hand: one __global__ kernel, one <<<>>> launch, one cudaDeviceSynchronize.
  const std::string linked = "kernels/scale.cu (in this scan: 1 kernel(s), 1 launch(es), 1 CUDA API call(s))";
  // The third build holds CUDAExtension in a variable and its sources in another (line 22).
  CHECK(messages == std::vector<std::string>{"torch.utils.cpp_extension.CUDAExtension builds CUDA code: " + linked,
                                             "torch.utils.cpp_extension.load builds CUDA code: " + linked,
                                             "torch.utils.cpp_extension.CUDAExtension builds CUDA code: sources computed in code, not followed"});
  // Alone, the Python file cannot follow its sources.
  const Run alone = runNpuLint({"--select", "cuda-extension-build", "--format", "json", "--fail-on", "never", dir + "/input.py"});
  const std::string message = alone.json().at("targets").at(0).at("findings").at(0).at("message");
  CHECK(message == "torch.utils.cpp_extension.CUDAExtension builds CUDA code: kernels/scale.cu (not in this scan)");
}

TEST_CASE("python: a page's note is one finding per API, at the first use, in English with the page's words kept") {
  const std::string input = NPU_LINT_SOURCE_DIR "/tests/fixtures/rules/api-restriction/input.py";
  const Run run = runNpuLint({"--select", "api-restriction", "--torch-npu", "2.12", "--format", "json", "--fail-on", "never", input});
  struct Seen {
    int line;
    std::string message, quote, evidence;
    std::vector<int> related;
    bool operator==(const Seen& o) const {
      return std::tie(line, message, quote, evidence, related) == std::tie(o.line, o.message, o.quote, o.evidence, o.related);
    }
  };
  std::map<std::string, Seen> by_api;
  const auto report = run.json();  // kept alive: the loop walks into it
  for (const auto& f : report.at("targets").at(0).at("findings")) {
    Seen seen{f.at("location").at("line").get<int>(), f.at("message"), f.value("quote", ""), f.value("evidence", ""), {}};
    for (const auto& at : f.value("related", nlohmann::json::array())) seen.related.push_back(at.at("line").get<int>());
    by_api[f.at("op")] = seen;
  }
  // input.py, read by hand: nn.Linear made at lines 6 and 8, torch.cuda.current_stream at line 7,
  // x.stride(0) at line 13 (near_miss.py's, in a Triton launch's arguments, is not scanned here);
  // the notes as op_db/python_apis.jsonl quotes torch_npu's pages for PyTorch 2.12.0, and their
  // English as op_db/page_text_en.toml gives it.
  CHECK(by_api["torch.nn.Linear"] == Seen{6, "torch.nn.Linear: `input` supports only fp16, fp32",
                                          "`input`仅支持fp16，fp32", "ascend/torch-npu/native_api/pytorch_2-12-0/torch-nn.md:3653", {8}});
  CHECK(by_api["torch.cuda.current_stream"] ==
        Seen{7,
             "torch.cuda.current_stream: without a `device` set, it implicitly initialises the current `device` (card 0 by default)",
             "未设置`device`时，调用该接口会隐式地初始化当前`device`（默认0卡）", "ascend/torch-npu/native_api/pytorch_2-12-0/torch-cuda.md:77",
             {}});
  CHECK(by_api["torch.Tensor.stride"] == Seen{13, "torch.Tensor.stride: `self` supports only fp32", "`self`仅支持fp32",
                                              "ascend/torch-npu/native_api/pytorch_2-12-0/torch-Tensor.md:7144", {}});
  CHECK(by_api.size() == 3);
}

TEST_CASE("python: Triton kernels in the project's Ascend ports are counted apart, no work item") {
  // near_miss/ holds two kernels in Ascend ports (backends/_ascend/gelu.py, npu_kernels.py, which
  // imports torch_npu) and none elsewhere; input.py holds thirteen kernels, none in a port.
  const std::string fixture = NPU_LINT_SOURCE_DIR "/tests/fixtures/rules/triton-kernel/";
  const std::vector<std::string> base = {"--format", "json", "--fail-on", "never"};
  auto effort = [&](const std::string& path) {
    std::vector<std::string> args = base;
    args.push_back(path);
    const Run run = runNpuLint(args);
    REQUIRE(run.exit_code == 0);
    return run.json().at("effort");
  };
  auto tritonItems = [](const nlohmann::json& e) {
    size_t n = 0;
    for (const auto* items : {&e.at("items"), &e.at("tests").at("items")})
      for (const auto& item : *items) n += item.at("kind") == "triton-kernel";
    return n;
  };
  const auto ported = effort(fixture + "near_miss");
  CHECK(ported.at("ascend_port_triton_kernels") == 2);
  CHECK(tritonItems(ported) == 0);
  const auto own = effort(fixture + "input.py");
  CHECK(own.at("ascend_port_triton_kernels") == 0);
  CHECK(tritonItems(own) == 13);
}

TEST_CASE("python: a backend list naming NCCL becomes the list torch_npu's patcher makes of it, device and backend both") {
  Scratch s("nccl-list");
  const std::string file =
      s.write("dist.py", "import torch.distributed as dist\ndist.init_process_group(\"cuda:nccl,cpu:gloo\")\ndist.new_group(backend=\"nccl\")\n");
  const Run run = runNpuLint({"--format", "json", "--fail-on", "never", "--no-cache", "--no-config", "--select", "nccl-backend", file});
  REQUIRE(run.exit_code == 0);
  const auto report = run.json();
  std::vector<std::string> messages;
  for (const auto& finding : report.at("targets").at(0).at("findings")) messages.push_back(finding.at("message"));
  // transfer_to_npu.py:253 replaces "nccl" with "hccl" and "cuda" with "npu" (before: "cuda:hccl,cpu:gloo").
  CHECK(messages == std::vector<std::string>{
                        "\"cuda:nccl,cpu:gloo\" passed to torch.distributed.init_process_group: on Ascend \"npu:hccl,cpu:gloo\"",
                        "\"nccl\" as backend= of torch.distributed.new_group: on Ascend \"hccl\""});
}
