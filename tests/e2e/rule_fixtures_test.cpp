// Every rule's fixture (tests/fixtures/rules/<id>/: model.py, expected.json): the positive
// model yields exactly the expected findings, the near miss none.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <set>
#include <tuple>

#include "run_npu_lint.h"

namespace fs = std::filesystem;

namespace {

using FindingKey = std::tuple<std::string, std::string, std::string, std::string, int>;  // rule, op, severity, file, line

std::set<FindingKey> expectedFindings(const nlohmann::json& list) {
  std::set<FindingKey> out;
  for (const auto& f : list)
    out.emplace(f.at("rule"), f.at("op"), f.at("severity"), f.at("file"), f.at("line").get<int>());
  return out;
}

std::set<FindingKey> actualFindings(const Run& run) {
  std::set<FindingKey> out;
  const auto report = run.json();
  for (const auto& f : report.at("targets").at(0).at("findings")) {
    const auto& location = f.at("location");
    out.emplace(f.at("rule"), f.at("op"), f.at("severity"),
                fs::path(location.value("file", "")).filename().string(), location.value("line", 0));
  }
  return out;
}

std::vector<std::string> ruleFixtures() {
  std::vector<std::string> ids;
  for (const auto& entry : fs::directory_iterator(NPU_LINT_SOURCE_DIR "/tests/fixtures/rules"))
    ids.push_back(entry.path().filename().string());
  std::sort(ids.begin(), ids.end());
  return ids;
}

}  // namespace

TEST_CASE("rule fixtures: positive models give the expected findings and near misses none") {
  for (const auto& id : ruleFixtures()) {
    INFO("rule fixture " << id);
    std::ifstream in(NPU_LINT_SOURCE_DIR "/tests/fixtures/rules/" + id + "/expected.json");
    const auto expected = nlohmann::json::parse(in);
    auto args = expected.at("command").get<std::vector<std::string>>();
    args.insert(args.end(), {"--format", "json", "--fail-on", "never"});

    auto positive_args = args;
    positive_args.push_back(model("rules/" + id + ".pt"));
    const Run positive = runNpuLint(positive_args);
    REQUIRE(positive.exit_code == 0);
    CHECK(positive.json().at("targets")[0].at("status") == "ok");
    CHECK(actualFindings(positive) == expectedFindings(expected.at("positive")));

    auto near_args = args;
    near_args.push_back(model("rules/" + id + ".near_miss.pt"));
    const Run near_miss = runNpuLint(near_args);
    REQUIRE(near_miss.exit_code == 0);
    CHECK(actualFindings(near_miss) == expectedFindings(expected.at("near_miss")));
  }
}

TEST_CASE("rule fixtures: an error finding fails the run with exit 1 unless --fail-on never") {
  const Run failing = runNpuLint({"--select", "custom-op", model("rules/custom-op.pt")});
  CHECK(failing.exit_code == 1);
  const Run warning_only = runNpuLint({"--select", "float64", model("rules/float64.pt")});
  CHECK(warning_only.exit_code == 0);
  const Run stricter = runNpuLint({"--select", "float64", "--fail-on", "warning", model("rules/float64.pt")});
  CHECK(stricter.exit_code == 1);
  const Run never = runNpuLint({"--fail-on", "never", model("rules/custom-op.pt")});
  CHECK(never.exit_code == 0);
}

TEST_CASE("rule fixtures: --select and --ignore take rule ids and categories") {
  const std::string path = model("rules/fallback-op.pt");
  CHECK(runNpuLint({"--format", "json", "--select", "coverage", path}).json().at("summary").at("findings") == 2);
  CHECK(runNpuLint({"--format", "json", "--ignore", "coverage,segmented-reduce", path}).json().at("summary").at("findings") == 0);
  const Run unknown = runNpuLint({"--select", "no-such-rule", path});
  CHECK(unknown.exit_code == 2);
  CHECK(unknown.err.find("no-such-rule") != std::string::npos);
}

TEST_CASE("example model: its findings per category") {
  const Run run = runNpuLint({"--format", "json", NPU_LINT_SOURCE_DIR "/examples/detection_head.pt"});
  CHECK(run.exit_code == 1);  // torchvision::nms is an error
  std::map<std::string, int> by_rule;
  const auto report = run.json();
  for (const auto& f : report.at("targets")[0].at("findings")) ++by_rule[f.at("rule").get<std::string>()];
  const std::map<std::string, int> expected = {
      {"boolean-mask-index", 3},           // boxes/scores/owner [confident] (make_models.py:144-146)
      {"custom-op", 1},                    // torchvision::nms
      {"data-dependent-control-flow", 1},  // if keep.numel() > 100
      {"float64", 1},                      // boxes[keep].double()
      {"segmented-reduce", 1},             // index_add_
  };
  CHECK(by_rule == expected);
}
