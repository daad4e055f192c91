// Known NPU implementations of third-party ops (op_db/equivalents.toml) on the fixture
// third_party_ops (tests/fixtures/models/make_models.py: torchvision's nms, roi_align, roi_pool
// and deform_conv2d, and torch_scatter's segment_sum_csr). Expectations read by hand from the
// vendored sources: torchvision_npu registers NPU kernels for nms, roi_align and roi_pool
// (privateuse1_ops.txt:38-40) and publishes versions for torch_npu 2.6.0, 2.5.x and 2.1.0.postN
// only (README.upstream.md:19-27); its README ticks deform_conv2d (:339) without a kernel
// registration; torch_scatter's README says CPU and GPU (README.md:40).
#include <catch2/catch.hpp>

#include <filesystem>
#include <map>
#include <set>

#include "run_npu_lint.h"

namespace {

std::map<std::string, std::string> supportByOp(const nlohmann::json& report) {
  std::map<std::string, std::string> out;
  for (const auto& op : report.at("targets")[0].at("ops"))
    if (op.at("name").get<std::string>().find("aten::") != 0 && op.at("name").get<std::string>().find("prim::") != 0)
      out[op.at("name")] = op.at("support");
  return out;
}

// The custom-op findings by op: severity and message.
std::map<std::string, std::pair<std::string, std::string>> customOpFindings(const nlohmann::json& report) {
  std::map<std::string, std::pair<std::string, std::string>> out;
  for (const auto& f : report.at("targets")[0].at("findings"))
    if (f.at("rule") == "custom-op") out[f.at("op")] = {f.at("severity"), f.at("message").get<std::string>() + " " + f.value("evidence", "")};
  return out;
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("equivalents: on a release the adapter does not cover, every third-party op is custom and says what exists") {
  const Run run = runNpuLint({"--format", "json", "--torch-npu", "2.12", "--fail-on", "never", model("third_party_ops.pt")});
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  const auto report = run.json();
  CHECK(supportByOp(report) == std::map<std::string, std::string>{{"torch_scatter::segment_sum_csr", "custom"},
                                                                  {"torchvision::deform_conv2d", "custom"},
                                                                  {"torchvision::nms", "custom"},
                                                                  {"torchvision::roi_align", "custom"},
                                                                  {"torchvision::roi_pool", "custom"}});
  const auto findings = customOpFindings(report);
  REQUIRE(findings.size() == 5);
  for (const auto& [op, finding] : findings) CHECK(finding.first == "error");
  const std::string& nms = findings.at("torchvision::nms").second;
  CHECK(has(nms, "torchvision_npu registers an NPU kernel for it (ascend/torchvision-npu/privateuse1_ops.txt:38) but "
                 "publishes no version for torch_npu 2.12 (only for 2.6, 2.5, 2.1)"));
  CHECK(has(nms, "torch_npu.npu_nms_v4 replaces it on a2, a3, atlas-inference, atlas-training"));
  CHECK(has(nms, "its page says it is to be deprecated (ascend/op-plugin/docs/custom_APIs/torch_npu/（beta）torch_npu-npu_nms_v4.md:4)"));
  CHECK(has(findings.at("torchvision::roi_align").second, "torch_npu.npu_roi_align replaces it on a2, a3, atlas-inference, atlas-training"));
  CHECK(has(findings.at("torchvision::deform_conv2d").second,
            "torchvision_npu's README lists it as supported (ascend/torchvision-npu/README.upstream.md:339), but the "
            "adapter registers no NPU kernel for it"));
  CHECK(has(findings.at("torch_scatter::segment_sum_csr").second,
            "no NPU implementation is known: torch_scatter's README says its operations are implemented for CPU and GPU"));
  CHECK(has(findings.at("torch_scatter::segment_sum_csr").second, "(thirdparty/pytorch_scatter/README.md:40)"));
  // The rewrite is the replacement's, not the generic "port the op".
  for (const auto& f : report.at("targets")[0].at("findings"))
    if (f.at("rule") == "custom-op" && f.at("op") == "torchvision::nms") {
      CHECK(has(f.at("suggestion").get<std::string>(), "Call torch_npu.npu_nms_v4 instead"));
      CHECK(has(f.at("suggestion_example").at("after").get<std::string>(), "torch_npu.npu_nms_v4(boxes, scores, boxes.size(0)"));
    }
  CHECK(report.at("summary").at("native_distinct_ops") == 6);
  CHECK(report.at("summary").at("device_distinct_ops") == 11);
  CHECK_FALSE(report.at("summary").contains("adapter_not_installed"));
}

TEST_CASE("equivalents: where the adapter covers the release, its ops are warnings until it is installed") {
  const Run run = runNpuLint({"--format", "json", "--torch-npu", "2.6", "--fail-on", "never", model("third_party_ops.pt")});
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  const auto report = run.json();
  const auto findings = customOpFindings(report);
  for (const char* op : {"torchvision::nms", "torchvision::roi_align", "torchvision::roi_pool"}) {
    INFO(op);
    CHECK(findings.at(op).first == "warning");
    CHECK(has(findings.at(op).second, "torchvision_npu v0.21.0-7.1.0 (torchvision 0.21.0, ascend/torchvision-npu/README.upstream.md:19)"));
    CHECK(has(findings.at(op).second, "add `import torchvision_npu` after `import torchvision`"));
  }
  CHECK(findings.at("torchvision::deform_conv2d").first == "error");
  CHECK(findings.at("torch_scatter::segment_sum_csr").first == "error");
  CHECK(report.at("summary").at("adapter_not_installed") == nlohmann::json{{"torchvision_npu", 3}});
  CHECK(report.at("summary").at("native_distinct_ops") == 6);

  const Run text = runNpuLint({"--torch-npu", "2.6", "--fail-on", "never", model("third_party_ops.pt")});
  CHECK(has(text.out, "  3 custom op(s) run natively once torchvision_npu is installed (not counted; --with torchvision_npu if it is)\n"));
  const Run html = runNpuLint({"--format", "html", "--torch-npu", "2.6", "--fail-on", "never", model("third_party_ops.pt")});
  CHECK(has(html.out, "6 of 11 run on the NPU; <span id=\"adapter-pending\">3</span> more with torchvision_npu installed"));
}

TEST_CASE("equivalents: with the adapter installed its ops are judged adapter and count as native") {
  const Run run = runNpuLint({"--format", "json", "--torch-npu", "2.6", "--with", "torchvision-npu", "--fail-on", "never",
                              model("third_party_ops.pt")});
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  const auto report = run.json();
  CHECK(supportByOp(report) == std::map<std::string, std::string>{{"torch_scatter::segment_sum_csr", "custom"},
                                                                  {"torchvision::deform_conv2d", "custom"},
                                                                  {"torchvision::nms", "adapter"},
                                                                  {"torchvision::roi_align", "adapter"},
                                                                  {"torchvision::roi_pool", "adapter"}});
  const auto findings = customOpFindings(report);
  CHECK(findings.size() == 2);  // deform_conv2d and segment_sum_csr
  CHECK(report.at("summary").at("native_distinct_ops") == 9);
  CHECK(report.at("summary").at("distinct_by_support").at("adapter") == 3);
  CHECK(report.at("environment").at("adapters") == nlohmann::json::parse(R"([{"package": "torchvision_npu", "from": "--with"}])"));
  // Per release: only 2.6, 2.5 and 2.1 have an adapter version.
  for (const auto& c : report.at("coverage_by_release")) {
    const std::string release = c.at("torch_npu");
    INFO(release);
    CHECK(c.at("native_distinct_ops") == (release == "2.6" || release == "2.5" || release == "2.1" ? 9 : 6));
  }
  const Run text = runNpuLint({"--torch-npu", "2.6", "--with", "torchvision_npu", "--fail-on", "never", model("third_party_ops.pt")});
  CHECK(has(text.out, "adapter installed: torchvision_npu (--with)\n"));
  CHECK(has(text.out, "native coverage on torch_npu 2.6: 9/11 distinct device ops"));
  const Run html = runNpuLint({"--format", "html", "--torch-npu", "2.6", "--with", "torchvision_npu", "--fail-on", "never",
                               model("third_party_ops.pt")});
  CHECK(has(html.out, "9 of 11 run on the NPU, <span id=\"adapter-covered\">3</span> of them through torchvision_npu"));
}

TEST_CASE("equivalents: a project requirement installs the adapter, an unknown --with is a usage error") {
  Scratch s("equivalents");
  std::filesystem::copy_file(model("third_party_ops.pt"), s.dir / "model.pt");
  s.write("requirements.txt", "torch==2.6.0\ntorchvision-npu==0.21.0\n");
  const auto report = runIn(s.dir, "--no-config --no-cache --format json --torch-npu 2.6 --fail-on never .").json();
  CHECK(report.at("environment").at("adapters") ==
        nlohmann::json::parse(R"([{"package": "torchvision_npu", "from": "./requirements.txt:2"}])"));
  for (const auto& target : report.at("targets"))
    if (target.at("kind") == "torchscript") CHECK(target.at("summary").at("native_distinct_ops") == 9);

  const Run unknown = runNpuLint({"--with", "torchaudio_npu", model("third_party_ops.pt")});
  CHECK(unknown.exit_code == 2);
  CHECK(unknown.err == "npu-lint: error: --with torchaudio_npu: not an adapter package npu-lint knows (torchvision_npu)\n");
}

TEST_CASE("equivalents: npu-lint ops shows a third-party op's implementations per release and product") {
  const Run nms = runNpuLint({"ops", "torchvision::nms"});
  INFO(nms.out);
  REQUIRE(nms.exit_code == 0);
  CHECK(has(nms.out, "  torch_npu 2.2–2.4: custom\n"));
  CHECK(has(nms.out, "  torch_npu 2.6: adapter\n"));
  CHECK(has(nms.out, "  torch_npu 2.7–2.15: custom\n"));
  CHECK(has(nms.out, "      v0.21.0-7.1.0  torch_npu 2.6.0 (release 2.6), torchvision 0.21.0  ascend/torchvision-npu/README.upstream.md:19\n"));
  CHECK(has(nms.out, "      v0.12.0-6.0.rc2  torch_npu 1.11.0.post14, torchvision 0.12.0  ascend/torchvision-npu/README.upstream.md:27\n"));
  CHECK(has(nms.out, "  replacement torch_npu.npu_nms_v4 on a2, a3, atlas-inference, atlas-training: "
                     "ascend/op-plugin/docs/custom_APIs/torch_npu/（beta）torch_npu-npu_nms_v4.md:22\n"));
  CHECK(has(nms.out, "  declared: ascend/torchvision-npu/README.upstream.md:338\n"));
  // detectron2's registration (vendored list, line 1) and torch_npu's rotated NMS page.
  const Run rotated = runNpuLint({"ops", "detectron2::nms_rotated"});
  CHECK(has(rotated.out, "  declared: thirdparty/detectron2/torch_library_ops.txt:1\n"));
  CHECK(has(rotated.out, "  replacement torch_npu.npu_nms_rotated on a2, a3, atlas-inference, atlas-training: "
                         "ascend/op-plugin/docs/custom_APIs/torch_npu/（beta）torch_npu-npu_nms_rotated.md:22\n"));
  const Run scatter = runNpuLint({"ops", "torch_scatter::segment_sum_csr"});
  CHECK(has(scatter.out, "  torch_npu 2.1–2.15: custom\n"));
  CHECK(has(scatter.out, "  no NPU implementation known: torch_scatter's README says"));
  const Run unknown = runNpuLint({"ops", "torchvision::ps_roi_align"});
  CHECK(has(unknown.out, "  no NPU implementation known\n"));
}

TEST_CASE("equivalents: Python calls of a third-party op name its implementations, importing the adapter installs it") {
  Scratch s("equivalents-python");
  s.write("train.py",
          "import torchvision\n"
          "from torchvision.ops import roi_align\n"
          "\n"
          "def step(boxes, scores, feats, rois):\n"
          "    keep = torchvision.ops.nms(boxes, scores, 0.5)\n"
          "    return keep, roi_align(feats, rois, (7, 7), 0.25)\n"
          "\n"
          "def near_miss(boxes):\n"
          "    return torchvision.ops.box_area(boxes)  # Python over ATen ops: no op of its own\n");
  const auto report = runIn(s.dir, "--no-config --no-cache --format json --torch-npu 2.6 --select custom-op --fail-on never .").json();
  std::set<std::string> sites;
  for (const auto& f : report.at("targets")[0].at("findings"))
    sites.insert(f.at("op").get<std::string>() + " " + f.at("severity").get<std::string>() + " " +
                 std::to_string(f.at("location").at("line").get<int>()));
  CHECK(sites == std::set<std::string>{"torchvision::nms warning 5", "torchvision::roi_align warning 6"});

  s.write("npu_setup.py", "import torchvision\nimport torchvision_npu\n");
  const auto adapted = runIn(s.dir, "--no-config --no-cache --format json --torch-npu 2.6 --select custom-op --fail-on never .").json();
  CHECK(adapted.at("environment").at("adapters") ==
        nlohmann::json::parse(R"([{"package": "torchvision_npu", "from": "./npu_setup.py:2"}])"));
  for (const auto& target : adapted.at("targets")) CHECK(target.at("findings").empty());
}

TEST_CASE("equivalents: a CUDA binding in mmcv's device registry names the NPU implementation in the tree or in mmcv") {
  Scratch s("equivalents-mmcv");
  s.write("cudabind.cpp",
          "#include \"pytorch_device_registry.hpp\"\n"
          "Tensor nms_cuda(Tensor boxes, Tensor scores, float iou_threshold, int offset);\n"
          "Tensor roi_pool_forward_cuda(Tensor input, Tensor rois);\n"
          "REGISTER_DEVICE_IMPL(nms_impl, CUDA, nms_cuda);\n"
          "REGISTER_DEVICE_IMPL(roi_pool_forward_impl, CUDA, roi_pool_forward_cuda);\n");
  s.write("npu/nms_npu.cpp",
          "#include \"pytorch_npu_helper.hpp\"\n"
          "Tensor nms_npu(Tensor boxes, Tensor scores, float iou_threshold, int offset);\n"
          "REGISTER_NPU_IMPL(nms_impl, nms_npu);\n");
  const auto report = runIn(s.dir, "--no-config --no-cache --format json --select mmcv-device-impl --fail-on never .").json();
  struct Seen {
    std::string severity, message, evidence;
  };
  std::map<std::string, Seen> by_impl;
  for (const auto& target : report.at("targets"))
    for (const auto& f : target.at("findings")) by_impl[f.at("op")] = {f.at("severity"), f.at("message"), f.value("evidence", "")};
  REQUIRE(by_impl.size() == 2);
  CHECK(by_impl.at("nms_impl").severity == "info");
  CHECK(has(by_impl.at("nms_impl").message, "NPU: nms_npu (./npu/nms_npu.cpp:3)"));
  // vendor/thirdparty/mmcv/npu_registered_impls.txt:42 "roi_pool_forward_impl mmcv/ops/csrc/pytorch/npu/roi_pool_npu.cpp:86".
  CHECK(by_impl.at("roi_pool_forward_impl").severity == "warning");
  CHECK(has(by_impl.at("roi_pool_forward_impl").message, "NPU: mmcv registers one"));
  CHECK(by_impl.at("roi_pool_forward_impl").evidence ==
        "mmcv/ops/csrc/pytorch/npu/roi_pool_npu.cpp:86 (thirdparty/mmcv/npu_registered_impls.txt:42)");
}

TEST_CASE("equivalents: a copy of torchvision's op registration names what exists for Ascend") {
  Scratch s("equivalents-registration");
  s.write("vision.cpp",
          "#include <torch/library.h>\n"
          "at::Tensor nms_kernel(const at::Tensor& dets, const at::Tensor& scores, double iou_threshold);\n"
          "TORCH_LIBRARY_FRAGMENT(torchvision, m) {\n"
          "  m.def(\"torchvision::nms(Tensor dets, Tensor scores, float iou_threshold) -> Tensor\");\n"
          "}\n"
          "TORCH_LIBRARY_IMPL(torchvision, CUDA, m) {\n"
          "  m.impl(\"nms\", nms_kernel);\n"
          "}\n");
  const auto report = runIn(s.dir, "--no-config --no-cache --format json --select op-registration --fail-on never .").json();
  const auto& findings = report.at("targets")[0].at("findings");
  REQUIRE(findings.size() == 1);
  const std::string message = findings[0].at("message"), evidence = findings[0].at("evidence");
  CHECK(findings[0].at("op") == "torchvision::nms");
  CHECK(has(message, "NPU implementation none"));
  CHECK(has(evidence, "torchvision_npu registers an NPU kernel for it "
                      "(ascend/torchvision-npu/privateuse1_ops.txt:38) but publishes no version for torch_npu 2.12"));
  CHECK(has(evidence, "torch_npu.npu_nms_v4 replaces it on a2, a3, atlas-inference, atlas-training"));
  CHECK(findings[0].at("severity") == "warning");
}
