// Every rule's fixture (tests/fixtures/rules/<id>/: model.py or input files, expected.json): the
// positive input yields exactly the expected findings (at least one), each with its message and
// fix as pinned, the near miss its own (mostly none). NPU_LINT_UPDATE_GOLDEN=1 rewrites the pins.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <tuple>

#include "core/strings.h"
#include "run_npu_lint.h"

namespace fs = std::filesystem;

namespace {

using FindingKey = std::tuple<std::string, std::string, std::string, std::string, int>;  // rule, op, severity, file, line

// Multisets: a finding reported twice is a failure, not the same as once.
std::multiset<FindingKey> expectedFindings(const nlohmann::ordered_json& list) {
  std::multiset<FindingKey> out;
  for (const auto& f : list)
    out.emplace(f.at("rule"), f.at("op"), f.at("severity"), f.at("file"), f.at("line").get<int>());
  return out;
}

FindingKey keyOf(const nlohmann::json& f) {
  const auto& location = f.at("location");
  return {f.at("rule"), f.value("op", ""), f.at("severity"), fs::path(location.value("file", "")).filename().string(), location.value("line", 0)};
}

std::multiset<FindingKey> actualFindings(const Run& run) {
  std::multiset<FindingKey> out;
  const auto report = run.json();
  for (const auto& target : report.at("targets"))  // a folder input is several targets
    for (const auto& f : target.at("findings")) out.insert(keyOf(f));
  return out;
}

// A finding's fix as a fixture pins it: applicability and edits (line, column, original,
// replacement); null for none.
nlohmann::ordered_json pinnedFix(const nlohmann::json& finding) {
  if (!finding.contains("fix")) return nullptr;
  const auto& fix = finding.at("fix");
  nlohmann::ordered_json edits = nlohmann::ordered_json::array();
  for (const auto& e : fix.at("edits"))
    edits.push_back({{"line", e.at("line")}, {"column", e.at("column")}, {"original", e.at("original")}, {"replacement", e.at("replacement")}});
  return {{"applicability", fix.at("applicability")}, {"edits", edits}};
}

// Each expected entry pins its finding's message and fix ("fix": null for none), and "related"
// where it states one (the count of other sites a project-wide finding lists). The actual
// findings of one key are matched to the expected ones in order. With NPU_LINT_UPDATE_GOLDEN set,
// the entries take the actual message and fix instead (to be read before committing).
void checkPinned(const Run& run, nlohmann::ordered_json& expected, const std::string& dir) {
  const auto report = run.json();
  std::vector<nlohmann::json> actual;
  for (const auto& target : report.at("targets"))
    for (const auto& f : target.at("findings")) actual.push_back(f);
  std::vector<bool> taken(actual.size(), false);
  const bool update = std::getenv("NPU_LINT_UPDATE_GOLDEN") != nullptr;
  for (auto& e : expected) {
    const FindingKey key{e.at("rule"), e.at("op"), e.at("severity"), e.at("file"), e.at("line").get<int>()};
    INFO("finding " << std::get<0>(key) << " " << std::get<1>(key) << " at line " << std::get<4>(key));
    size_t i = 0;
    while (i < actual.size() && (taken[i] || keyOf(actual[i]) != key)) ++i;
    REQUIRE(i < actual.size());
    taken[i] = true;
    const auto& f = actual[i];
    // A message naming another input file names it as given: here, under the fixture's folder.
    const std::string message = npu_lint::replacedAll(f.at("message").get<std::string>(), dir, "");
    if (update) {
      e["message"] = message;
      e["fix"] = pinnedFix(f);
      continue;
    }
    CHECK(e.contains("message"));
    CHECK(e.contains("fix"));
    if (e.contains("message")) CHECK(message == e.at("message").get<std::string>());
    if (e.contains("fix")) CHECK(pinnedFix(f) == e.at("fix"));
    if (e.contains("related")) CHECK(f.value("related", nlohmann::json::array()).size() == e.at("related").get<size_t>());
  }
}

// A value on one line, spaced as the fixtures write it (`{"rule": "x", "line": 3}`).
std::string inlineText(const nlohmann::ordered_json& value) {
  std::string out;
  if (value.is_object()) {
    for (const auto& [key, item] : value.items()) out += (out.empty() ? "" : ", ") + nlohmann::json(key).dump() + ": " + inlineText(item);
    return "{" + out + "}";
  }
  if (value.is_array()) {
    for (const auto& item : value) out += (out.empty() ? "" : ", ") + inlineText(item);
    return "[" + out + "]";
  }
  return value.dump();
}

// expected.json as the fixtures write it: its keys in their order, one finding a line.
std::string fixtureText(const nlohmann::ordered_json& value, int indent = 0) {
  const std::string pad(indent + 1, ' ');
  if (value.is_object()) {
    std::string out = "{\n";
    size_t n = 0;
    for (const auto& [key, item] : value.items())
      out += pad + nlohmann::json(key).dump() + ": " + fixtureText(item, indent + 1) + (++n < value.size() ? ",\n" : "\n");
    return out + std::string(indent, ' ') + "}";
  }
  if (value.is_array() && !value.empty() && value[0].is_object()) {
    std::string out = "[\n";
    for (size_t i = 0; i < value.size(); ++i) out += pad + inlineText(value[i]) + (i + 1 < value.size() ? ",\n" : "\n");
    return out + std::string(indent, ' ') + "]";
  }
  return inlineText(value);
}

std::vector<std::string> ruleFixtures() {
  std::vector<std::string> ids;
  for (const auto& entry : fs::directory_iterator(NPU_LINT_SOURCE_DIR "/tests/fixtures/rules"))
    ids.push_back(entry.path().filename().string());
  std::sort(ids.begin(), ids.end());
  return ids;
}

}  // namespace

// One fixture set: `block` names its inputs ("input", "near_miss_input"; a model fixture's are
// generated by make_models.py) and the findings expected of each.
static void checkFixtureSet(const std::string& id, nlohmann::ordered_json& block, const std::vector<std::string>& args) {
  const std::string dir = NPU_LINT_SOURCE_DIR "/tests/fixtures/rules/" + id + "/";
  // Arguments for one side only (two input sets for the positive case, a bucketed pair for the near miss).
  auto extra = [&block](const char* key) { return block.value(key, std::vector<std::string>{}); };
  auto positive_args = args;
  for (const auto& arg : extra("positive_args")) positive_args.push_back(arg);
  positive_args.push_back(block.contains("input") ? dir + block.at("input").get<std::string>() : model("rules/" + id + ".pt"));
  const Run positive = runNpuLint(positive_args);
  REQUIRE(positive.exit_code == 0);
  CHECK(positive.json().at("targets")[0].at("status") == block.value("status", "ok"));
  CHECK(actualFindings(positive) == expectedFindings(block.at("positive")));
  checkPinned(positive, block.at("positive"), dir);

  auto near_args = args;
  for (const auto& arg : extra("near_miss_args")) near_args.push_back(arg);
  near_args.push_back(block.contains("near_miss_input") ? dir + block.at("near_miss_input").get<std::string>()
                                                        : model("rules/" + id + ".near_miss.pt"));
  const Run near_miss = runNpuLint(near_args);
  REQUIRE(near_miss.exit_code == 0);
  CHECK(actualFindings(near_miss) == expectedFindings(block.at("near_miss")));
  checkPinned(near_miss, block.at("near_miss"), dir);
}

TEST_CASE("rule fixtures: positive models give the expected findings and near misses none") {
  for (const auto& id : ruleFixtures()) {
    INFO("rule fixture " << id);
    std::ifstream in(NPU_LINT_SOURCE_DIR "/tests/fixtures/rules/" + id + "/expected.json");
    auto expected = nlohmann::ordered_json::parse(in);
    auto args = expected.at("command").get<std::vector<std::string>>();
    args.insert(args.end(), {"--format", "json", "--fail-on", "never"});
    // Every rule shows what it reports.
    CHECK_FALSE(expected.at("positive").empty());
    checkFixtureSet(id, expected, args);
    // A model rule that also reads Python sources has a second set for them.
    if (expected.contains("python")) {
      INFO("its Python fixture");
      checkFixtureSet(id, expected.at("python"), args);
    }
    if (std::getenv("NPU_LINT_UPDATE_GOLDEN"))
      std::ofstream(NPU_LINT_SOURCE_DIR "/tests/fixtures/rules/" + id + "/expected.json", std::ios::binary) << fixtureText(expected) << "\n";
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

TEST_CASE("rule fixtures: --select takes one value per flag, so paths after it stay paths") {
  const Run run = runNpuLint({"--format", "json", "--select", "float64", "--select", "coverage", model("rules/float64.pt"),
                              model("rules/fallback-op.pt")});
  CHECK(run.json().at("targets").size() == 2);
  CHECK(run.json().at("summary").at("findings") == 4);
}

// The terminal's one line per finding stays readable: at most 160 characters with the path as a
// file name (the fixtures' paths depend on where the tree is cloned).
TEST_CASE("rule fixtures: every finding line of the default text output fits 160 characters") {
  const std::regex finding_line(R"(^(\S+): (error|warning|info)\[[a-z0-9-]+\] )");
  size_t lines = 0;
  for (const auto& id : ruleFixtures()) {
    INFO("rule fixture " << id);
    std::ifstream in(NPU_LINT_SOURCE_DIR "/tests/fixtures/rules/" + id + "/expected.json");
    const auto expected = nlohmann::json::parse(in);
    auto args = expected.at("command").get<std::vector<std::string>>();
    args.insert(args.end(), {"--fail-on", "never", "--color", "never", "--no-show-source"});
    for (const auto& arg : expected.value("positive_args", std::vector<std::string>{})) args.push_back(arg);
    const std::string dir = NPU_LINT_SOURCE_DIR "/tests/fixtures/rules/" + id + "/";
    args.push_back(expected.contains("input") ? dir + expected.at("input").get<std::string>() : model("rules/" + id + ".pt"));
    const Run run = runNpuLint(args);
    std::istringstream text(run.out);
    for (std::string line; std::getline(text, line);) {
      std::smatch match;
      if (!std::regex_search(line, match, finding_line)) continue;
      ++lines;
      const std::string location = match[1];
      const std::string shown = fs::path(location).filename().string() + line.substr(location.size());
      size_t width = 0;  // code points
      for (unsigned char c : shown) width += (c & 0xC0) != 0x80;
      INFO(shown);
      CHECK(width <= 160);
    }
  }
  CHECK(lines > 50);  // the fixtures' findings were seen at all
}
