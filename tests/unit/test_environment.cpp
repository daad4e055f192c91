// `npu-lint env`'s combination check, over every row of the committed compatibility table
// (op_db/environment.json, generated from torch_npu's COMPATIBILITY.en.md): each published
// combination passes; a wrong PyTorch, CANN or Python fails and names the row's own versions.
#include <catch2/catch.hpp>

#include <algorithm>

#include "opdb/compatibility.h"
#include "rules/environment/combination.h"

using namespace npu_lint;

namespace {

const CompatibilityTable& table() {
  static const CompatibilityTable instance = loadCompatibility(NPU_LINT_SOURCE_DIR "/op_db/environment.json");
  return instance;
}

StatedVersion stated(const std::string& text) { return {text, *parseVersion(text), "test"}; }
StatedVersion cann(const std::string& text) { return {text, {}, "test"}; }

const EnvResult& resultOf(const std::vector<EnvResult>& results, EnvCheck check) {
  const auto it = std::find_if(results.begin(), results.end(), [&](const EnvResult& r) { return r.check == check; });
  REQUIRE(it != results.end());
  return *it;
}

bool mentions(const std::vector<std::string>& nearest, const std::string& text) {
  return std::any_of(nearest.begin(), nearest.end(), [&](const std::string& n) { return n.find(text) != std::string::npos; });
}

const PythonSupport* pythonFor(const TorchNpuPackage& p) {
  for (const auto& s : table().python)
    if (sameVersion(s.pytorch_version, p.pytorch_version)) return &s;
  return nullptr;
}

}  // namespace

TEST_CASE("environment: the table holds every row of the compatibility page") {
  // 26 current + 36 historical rows of COMPATIBILITY.en.md, then the 31 release tags of its
  // 2.1-2.12 series it leaves out (package_ops.tsv), each with its release's CANN.
  CHECK(table().packages.size() == 62 + 31);
  CHECK(std::count_if(table().packages.begin(), table().packages.end(), [](const auto& p) { return !p.listed; }) == 31);
  CHECK(table().python.size() == 14);
  CHECK(table().packages.front().torch_npu == "2.12.0");
  CHECK(table().packages.front().source == "ascend/torch-npu/COMPATIBILITY.en.md:20");
}

TEST_CASE("environment: every published combination passes, with every Python its PyTorch supports") {
  for (const auto& row : table().packages) {
    INFO(row.source << ": torch_npu " << row.torch_npu);
    EnvironmentStatement given;
    given.torch_npu = stated(row.torch_npu);
    given.torch = stated(row.pytorch);
    given.cann = cann(row.cann);
    const auto results = checkCombination(given, table());
    REQUIRE(results.size() == 3);
    for (const auto& r : results) {
      INFO(r.message);
      CHECK(r.verdict == EnvVerdict::kOk);
      // A package the page leaves out cites the page's row its CANN comes from.
      CHECK(r.source == (r.check == EnvCheck::kCannPairing && !row.listed ? row.cann_source : row.source));
    }
    if (const PythonSupport* support = pythonFor(row))
      for (const auto& python : support->python) {
        given.python = stated(python.minimum.empty() ? python.version : python.minimum);
        CHECK(resultOf(checkCombination(given, table()), EnvCheck::kPythonSupported).verdict == EnvVerdict::kOk);
      }
  }
}

TEST_CASE("environment: a wrong PyTorch, CANN or Python fails and names the row's versions") {
  for (const auto& row : table().packages) {
    INFO(row.source << ": torch_npu " << row.torch_npu);
    EnvironmentStatement given;
    given.torch_npu = stated(row.torch_npu);
    Version other_torch = row.pytorch_version;
    other_torch.release.resize(3);
    other_torch.release[2] += 7;  // 2.1.0 -> 2.1.7: the table demands the exact PyTorch
    given.torch = StatedVersion{other_torch.str(), other_torch, "test"};
    given.cann = cann(row.cann == "8.0.0" ? "7.0.0" : "8.0.0");
    given.python = stated("2.7");
    const auto results = checkCombination(given, table());
    const EnvResult& torch = resultOf(results, EnvCheck::kTorchPairing);
    CHECK(torch.verdict == EnvVerdict::kProblem);
    CHECK(mentions(torch.nearest, "PyTorch " + row.pytorch + " with torch_npu " + row.torch_npu));
    const EnvResult& cann_result = resultOf(results, EnvCheck::kCannPairing);
    CHECK(cann_result.verdict == EnvVerdict::kProblem);
    CHECK(cann_result.message.find("released with CANN " + row.cann) != std::string::npos);
    // Python is judged against the PyTorch the package is built for (its wheels are per Python),
    // whatever torch is given; without a Python row for it there is nothing to go by.
    const EnvVerdict python_verdict = pythonFor(row) ? EnvVerdict::kProblem : EnvVerdict::kNotChecked;
    CHECK(resultOf(results, EnvCheck::kPythonSupported).verdict == python_verdict);
    given.torch.reset();
    CHECK(resultOf(checkCombination(given, table()), EnvCheck::kPythonSupported).verdict == python_verdict);
  }
}

TEST_CASE("environment: an unpublished torch_npu or PyTorch gets the nearest published ones") {
  EnvironmentStatement given;
  given.torch_npu = stated("2.1.0.post9");  // between post8 and post10: no table row, no release tag
  given.torch = stated("2.1.2");
  const auto results = checkCombination(given, table());
  const EnvResult& package = resultOf(results, EnvCheck::kTorchNpuPublished);
  CHECK(package.verdict == EnvVerdict::kProblem);
  REQUIRE(!package.nearest.empty());
  CHECK(package.nearest.front().rfind("torch_npu 2.1.0.post18 ", 0) == 0);  // same 2.1 line, newest first (a hotfix tag)
  const EnvResult& torch = resultOf(results, EnvCheck::kTorchPairing);
  CHECK(torch.verdict == EnvVerdict::kProblem);
  CHECK(mentions(torch.nearest, "PyTorch 2.1.0: torch_npu 2.1.0.post17"));  // the PyTorch below
  CHECK(mentions(torch.nearest, "PyTorch 2.2.0: torch_npu 2.2.0.post2"));   // and above
}

TEST_CASE("environment: a Python below a listed minimum fails, a local PyTorch build pairs") {
  EnvironmentStatement given;
  given.torch = stated("1.11.0");
  given.python = stated("3.7.4");  // the page: Python3.7(>=3.7.5)
  CHECK(resultOf(checkCombination(given, table()), EnvCheck::kPythonSupported).verdict == EnvVerdict::kProblem);
  given.python = stated("3.7.5");
  CHECK(resultOf(checkCombination(given, table()), EnvCheck::kPythonSupported).verdict == EnvVerdict::kOk);
  EnvironmentStatement local;
  local.torch_npu = stated("2.1.0.post10");
  local.torch = stated("2.1.0+cpu");
  CHECK(resultOf(checkCombination(local, table()), EnvCheck::kTorchPairing).verdict == EnvVerdict::kOk);
}

TEST_CASE("environment: a package the page leaves out names the release whose CANN it takes") {
  // Tag v7.3.1-pytorch2.6.0 builds 2.6.0.post6; the page has no 7.3.1 rows, so the CANN is
  // that of Ascend Extension 7.3.0's rows (COMPATIBILITY.en.md:31, the row of its own branch v2.6.0-7.3.0: CANN 8.5.0).
  EnvironmentStatement given;
  given.torch_npu = stated("2.6.0.post6");
  given.cann = cann("8.3.RC1");
  const auto results = checkCombination(given, table());
  const EnvResult& pairing = resultOf(results, EnvCheck::kCannPairing);
  CHECK(pairing.verdict == EnvVerdict::kProblem);
  CHECK(pairing.message ==
        "CANN 8.3.RC1 (test) with torch_npu 2.6.0.post6, a build (tag v7.3.1-pytorch2.6.0) of Ascend Extension 7.3.0, which was released with CANN 8.5.0");
  CHECK(pairing.source == "ascend/torch-npu/COMPATIBILITY.en.md:31");
}
