// Verdicts for the exact torch_npu package (op_db/package_history.py): what each published
// package shipped, read at the op-plugin commit its release tag pins. aten::isin.Tensor_Tensor
// is the public case: users of torch_npu 2.2.0 (and 2.1.0 before .post8) saw it fall back to the
// CPU, while op-plugin's master annotates it [v2.1, newest].
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>

#include "run_npu_lint.h"

namespace fs = std::filesystem;

namespace {


const char* const kIsin = "aten::isin.Tensor_Tensor_out";

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// rule -> first message, of the only target.
std::map<std::string, std::string> findingsOf(const nlohmann::json& report) {
  std::map<std::string, std::string> out;
  for (const auto& target : report.at("targets"))
    for (const auto& f : target.at("findings")) out.emplace(f.at("rule"), f.at("message"));
  return out;
}

}  // namespace

TEST_CASE("packages: ops tells per release the package where NPU support arrived, with its tag and commit") {
  const Run run = runNpuLint({"ops", kIsin});
  INFO(run.out);
  CHECK(run.exit_code == 0);
  // Read by hand from op-plugin's history: 070332e65baf (pinned by v6.0.rc3-pytorch2.1.0 and
  // v6.0.rc3-pytorch2.3.1) lists isin.Tensor_Tensor_out at line 6316; 0200d703b71c and
  // b761d5824d7b (2.2.0.post2; 2.2.0.post3, the hotfix tag v6.0.rc2.1-pytorch2.2.0) do not list it.
  CHECK(has(run.out, "    2.1: from 2.1.0.post8 (v6.0.rc3-pytorch2.1.0, Ascend/op-plugin@070332e65baf op_plugin/config/op_plugin_functions.yaml:6316)\n"));
  CHECK(has(run.out, "    2.2: none of 3 package(s) (2.2.0.post3 newest)\n"));
  CHECK(has(run.out, "    2.3: from 2.3.1.post2 (v6.0.rc3-pytorch2.3.1, "));
  CHECK(has(run.out, "  torch_npu 2.2 (newest package of each): fallback\n"));
}

TEST_CASE("packages: --torch-npu judges an exact package, a release's newest, and refuses an unpublished one") {
  const Run old = runNpuLint({"ops", kIsin, "--torch-npu", "2.1.0.post4"});
  CHECK(has(old.out, "  torch_npu 2.1.0.post4: fallback\n"));
  // The tag that builds 2.1.0.post4 (its setup.py's VERSION), not the tag of the branch the table names.
  CHECK(has(old.out, "not shipped in torch_npu 2.1.0.post4 (tag v5.0.1.2-pytorch2.1.0)"));
  // A hotfix tag the compatibility table leaves out is a package too.
  const Run hotfix = runNpuLint({"ops", kIsin, "--torch-npu", "2.1.0.post3"});
  CHECK(has(hotfix.out, "not shipped in torch_npu 2.1.0.post3 (tag v6.0.rc1-pytorch2.1.0)"));
  const Run fixed = runNpuLint({"ops", kIsin, "--torch-npu", "2.1.0.post8"});
  CHECK(has(fixed.out, "  torch_npu 2.1.0.post8: npu (aclnn)\n"));
  const Run release = runNpuLint({"ops", kIsin, "--torch-npu", "2.2"});
  CHECK(has(release.out, "  torch_npu 2.2.0.post3: fallback\n"));  // the newest 2.2.x
  const Run list = runNpuLint({"ops", "--list", "--torch-npu", "2.2.0"});
  CHECK(has(list.out, std::string(kIsin) + "\tfallback\t"));
  const Run unknown = runNpuLint({"ops", kIsin, "--torch-npu", "2.2.7"});
  CHECK(unknown.exit_code == 2);
  CHECK(unknown.stderrLines() == 1);
  CHECK(has(unknown.err, "torch_npu 2.2.7 is not a published package"));
  CHECK(has(unknown.err, "the nearest published: 2.2.0.post3 and 2.3.1"));
  // A dated build orders by date, not by post number: its release's packages, not "nearest" ones.
  const Run dated = runNpuLint({"ops", kIsin, "--torch-npu", "2.1.0.post20231207"});
  CHECK(dated.exit_code == 2);
  CHECK(has(dated.err, "torch_npu 2.1.0.post20231207 is a dated build, not a published package; the published 2.1 packages: 2.1.0.rc1, 2.1.0, "));
  const Run scan_unknown = runNpuLint({"--torch-npu", "2.1.0.post9", NPU_LINT_SOURCE_DIR "/tests/fixtures/python/ops.py"});
  CHECK(scan_unknown.exit_code == 2);
  CHECK(has(scan_unknown.err, "the nearest published: 2.1.0.post8 and 2.1.0.post10"));
}

TEST_CASE("packages: a project pinned to an old package gets the fallbacks its users saw, a flag or no pin judges another") {
  const Scratch dir_scratch("pinned-2.2.0");
  const fs::path dir = dir_scratch.dir;
  std::ofstream(dir / "requirements.txt") << "torch==2.2.0\ntorch_npu==2.2.0\n";
  std::ofstream(dir / "gen.py") << "import torch\n\n\ndef keep(ids, banned):\n    return ids[~torch.isin(ids, banned)]\n";
  const Run pinned = runNpuLint({"--format", "json", "--fail-on", "never", dir.string()});
  const auto report = pinned.json();
  CHECK(report.at("torch_npu") == "2.2");
  CHECK(report.at("torch_npu_package") == "2.2.0");
  const auto findings = findingsOf(report);
  REQUIRE(findings.count("fallback-op"));
  CHECK(findings.at("fallback-op") ==
        "aten::isin.Tensor_Tensor_out has no NPU kernel in torch_npu 2.2.0: it falls back to the CPU with host-device copies");
  const Run text = runNpuLint({"--fail-on", "never", dir.string()});
  CHECK(has(text.out, "· torch_npu 2.2 (from the torch_npu 2.2.0 pinned at "));

  const auto flagged = runNpuLint({"--format", "json", "--fail-on", "never", "--torch-npu", "2.1.0.post8", dir.string()}).json();
  CHECK(flagged.at("torch_npu_package") == "2.1.0.post8");
  CHECK(findingsOf(flagged).count("fallback-op") == 0);

  const Scratch unpinned_scratch("unpinned");

  const fs::path unpinned = unpinned_scratch.dir;
  std::ofstream(unpinned / "gen.py") << "import torch\n\n\ndef keep(ids, banned):\n    return ids[~torch.isin(ids, banned)]\n";
  const auto newest = runNpuLint({"--format", "json", "--fail-on", "never", unpinned.string()}).json();
  CHECK(newest.at("torch_npu_package") == "2.12.0");
  CHECK(findingsOf(newest).count("fallback-op") == 0);
  CHECK(has(runNpuLint({"--fail-on", "never", unpinned.string()}).out, "· torch_npu 2.12 (package 2.12.0: what it shipped)\n"));
}
