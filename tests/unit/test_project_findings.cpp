// Project-wide findings (one per rule and subject, the per-product table), test code, one
// finding per line, and the effort counted by work item.
#include <catch2/catch.hpp>

#include "report/baseline.h"
#include "report/effort.h"
#include "report/project_findings.h"
#include "report/test_code.h"
#include "rules/run_rules.h"

using namespace npu_lint;

namespace {

Finding finding(const std::string& rule, const std::string& op, const std::string& file, int line, FindingScope scope,
                std::vector<std::string> products = {}) {
  Finding f;
  f.rule = rule;
  f.op = op;
  f.location.file = file;
  f.location.line = line;
  f.scope = scope;
  f.products = std::move(products);
  f.severity = scope == FindingScope::kProject ? Severity::kInfo : Severity::kWarning;
  f.message = op + " at " + std::to_string(line);
  return f;
}

Target pyTarget(const std::string& path, std::vector<Finding> findings) {
  Target t;
  t.path = path;
  t.kind = InputKind::kPythonSource;
  t.findings = std::move(findings);
  return t;
}

}  // namespace

TEST_CASE("project findings: one per rule and API, the other sites listed, per-site ones untouched") {
  Report report;
  report.targets = {
      pyTarget("a.py", {finding("unsupported-api", "torch.Tensor.stride", "a.py", 3, FindingScope::kProject, {"950dt"}),
                      finding("unsupported-api", "torch.Tensor.mode", "a.py", 4, FindingScope::kSite, {"950dt", "a2"}),
                      finding("unsupported-api", "torch.Tensor.stride", "a.py", 9, FindingScope::kProject, {"950dt"})}),
      pyTarget("b.py", {finding("unsupported-api", "torch.tensor", "b.py", 1, FindingScope::kProject, {"950dt"}),
                      finding("unsupported-api", "torch.Tensor.stride", "b.py", 2, FindingScope::kProject, {"950dt"}),
                      finding("unsupported-api", "torch.Tensor.mode", "b.py", 5, FindingScope::kSite, {"950dt", "a2"})}),
  };
  mergeProjectFindings(report);
  REQUIRE(report.targets[0].findings.size() == 2);
  const Finding& stride = report.targets[0].findings[0];
  CHECK(stride.op == "torch.Tensor.stride");
  CHECK(stride.location.line == 3);
  REQUIRE(stride.related.size() == 2);
  CHECK(stride.related[0].file == "a.py");
  CHECK(stride.related[0].line == 9);
  CHECK(stride.related[1].file == "b.py");
  CHECK(stride.related[1].line == 2);
  CHECK(report.targets[0].findings[1].op == "torch.Tensor.mode");  // a per-site finding stays
  REQUIRE(report.targets[1].findings.size() == 2);                // torch.tensor (its first site) and mode
  CHECK(report.targets[1].findings[0].op == "torch.tensor");
  CHECK(report.targets[1].findings[0].message == "torch.tensor at 1");  // moved, not emptied
  CHECK(report.targets[1].findings[1].op == "torch.Tensor.mode");

  const auto gaps = productGaps(report);
  REQUIRE(gaps.size() == 1);  // per-site findings are not in the table: their products were chosen
  CHECK(gaps[0].product == "950dt");
  CHECK(gaps[0].sites == 4);
  REQUIRE(gaps[0].apis.size() == 2);
  CHECK(gaps[0].apis[0].api == "torch.Tensor.stride");
  CHECK(gaps[0].apis[0].sites == 3);
  CHECK(gaps[0].apis[1].api == "torch.tensor");
  CHECK(gaps[0].apis[1].sites == 1);
}

TEST_CASE("project findings: test code's sites join product code's finding, test code alone keeps one") {
  Report report;
  // The test file comes first in the scan: the product file's finding is still the one kept.
  report.targets = {pyTarget("tests/t.py", {finding("third-party-library", "flash_attn", "tests/t.py", 1, FindingScope::kProject, {})}),
                    pyTarget("pkg/m.py", {finding("third-party-library", "flash_attn", "pkg/m.py", 4, FindingScope::kProject, {})}),
                    pyTarget("tests/u.py", {finding("third-party-library", "xformers", "tests/u.py", 2, FindingScope::kProject, {}),
                                            finding("third-party-library", "flash_attn", "tests/u.py", 7, FindingScope::kProject, {})}),
                    pyTarget("tests/v.py", {finding("third-party-library", "xformers", "tests/v.py", 3, FindingScope::kProject, {})})};
  for (size_t t : {0, 2, 3}) report.targets[t].test_code = true;
  mergeProjectFindings(report);
  CHECK(report.targets[0].findings.empty());
  REQUIRE(report.targets[1].findings.size() == 1);
  const Finding& flash = report.targets[1].findings[0];
  REQUIRE(flash.related.size() == 2);
  CHECK(flash.related[0].file == "tests/t.py");
  CHECK(flash.related[1].file == "tests/u.py");
  REQUIRE(report.targets[2].findings.size() == 1);  // xformers: test code only, one finding there
  CHECK(report.targets[2].findings[0].op == "xformers");
  REQUIRE(report.targets[2].findings[0].related.size() == 1);
  CHECK(report.targets[2].findings[0].related[0].file == "tests/v.py");
  CHECK(report.targets[3].findings.empty());
}

TEST_CASE("test code: folder, file-name and path globs, matched below the scanned root") {
  const std::vector<std::string> globs = TestCodeOptions{}.globs;
  CHECK(isTestPath("tests/test_model.py", globs));
  CHECK(isTestPath("pkg/tests/helpers.py", globs));
  CHECK(isTestPath("test_model.py", globs));
  CHECK(isTestPath("pkg/model_test.py", globs));
  CHECK(isTestPath("conftest.py", globs));
  CHECK_FALSE(isTestPath("pkg/testing.py", globs));
  CHECK_FALSE(isTestPath("pkg/contest.py", globs));
  CHECK_FALSE(isTestPath("tests_data.py", globs));
  CHECK(isTestPath("bench/run.py", {"bench/*"}));
  // Where the project sits does not matter: /home/me/tests/repo/model.py is product code.
  CHECK(pathBelowRoot("/home/me/tests/repo/model.py", {"/home/me/tests/repo"}) == "model.py");
  CHECK(pathBelowRoot("/home/me/tests/repo/tests/t.py", {"/home/me/tests/repo/"}) == "tests/t.py");
  CHECK(pathBelowRoot("./tests/t.py", {"."}) == "tests/t.py");
  CHECK(pathBelowRoot("tests/fixtures/x/input.py", {"tests/fixtures/x/input.py"}) == "input.py");
}

TEST_CASE("test code: findings capped at the test severity") {
  Report report;
  report.targets = {pyTarget("tests/test_a.py", {finding("cuda-device", "\"cuda\"", "tests/test_a.py", 1, FindingScope::kSite)}),
                    pyTarget("a.py", {finding("cuda-device", "\"cuda\"", "a.py", 1, FindingScope::kSite)})};
  report.targets[0].findings[0].severity = Severity::kError;
  TestCodeOptions options;
  options.roots = {"."};
  markTestCode(report, options);
  CHECK(report.targets[0].test_code);
  CHECK(report.targets[0].findings[0].severity == Severity::kInfo);
  CHECK_FALSE(report.targets[1].test_code);
  CHECK(report.targets[1].findings[0].severity == Severity::kWarning);
}

TEST_CASE("one finding per rule, line and subject, fix edits of the others kept") {
  Finding a = finding("cuda-device", ".cuda", "m.py", 3, FindingScope::kSite);
  a.location.column = 5;
  a.fix.edits = {{10, 14, "cuda", "npu", 3, 7}};
  Finding b = a;
  b.location.column = 20;
  b.fix.edits = {{25, 29, "cuda", "npu", 3, 22}};
  Finding guard = finding("cuda-device", ".cuda", "m.py", 3, FindingScope::kSite);  // no fix: another decision
  Finding other_subject = finding("cuda-device", "\"cuda\"", "m.py", 3, FindingScope::kSite);
  Finding next_line = finding("cuda-device", ".cuda", "m.py", 4, FindingScope::kSite);
  std::vector<Finding> findings = {a, b, guard, other_subject, next_line};
  keepOnePerLine(findings);
  REQUIRE(findings.size() == 4);
  CHECK(findings[0].fix.edits.size() == 2);
  CHECK(findings[0].location.column == 5);
  CHECK(findings[1].fix.empty());
  CHECK(findings[2].op == "\"cuda\"");
  CHECK(findings[3].location.line == 4);
}

TEST_CASE("effort: one item per rule and subject across files, largest first, info and test code apart") {
  RuleSet rules;
  for (const char* id : {"boolean-mask-index", "cuda-kernel", "unsupported-api"}) {  // sorted, as loaded
    RuleData rule;
    rule.id = id;
    rules.rules.push_back(rule);
  }
  EffortData data;
  data.kernel = {{EffortLevel::kLow, {0.5, 2}}, {EffortLevel::kMedium, {2, 5}}, {EffortLevel::kHigh, {5, 15}}};
  data.finding = {{"unsupported-api", {0.25, 2}}, {"boolean-mask-index", {0.25, 1}}};
  data.per_site = {{"boolean-mask-index", {0.05, 0.25}}};
  Report report;
  Finding fft = finding("unsupported-api", "torch.fft.fft", "a.py", 1, FindingScope::kSite);
  Finding fft_again = finding("unsupported-api", "torch.fft.fft", "b.py", 7, FindingScope::kSite);
  Finding per_product = finding("unsupported-api", "torch.Tensor.stride", "a.py", 2, FindingScope::kProject, {"950dt"});
  per_product.related.resize(300);
  Finding mask = finding("boolean-mask-index", "", "a.py", 5, FindingScope::kSite);
  Finding mask2 = finding("boolean-mask-index", "", "a.py", 6, FindingScope::kSite);
  Finding mask3 = finding("boolean-mask-index", "", "b.py", 6, FindingScope::kSite);
  report.targets = {pyTarget("a.py", {fft, per_product, mask, mask2}), pyTarget("b.py", {fft_again, mask3}),
                    pyTarget("tests/test_a.py", {finding("unsupported-api", "torch.fft.fft", "tests/test_a.py", 1, FindingScope::kSite)})};
  report.targets[2].test_code = true;
  report.targets[2].findings[0].severity = Severity::kInfo;

  const CodeLinks links(report.targets);
  const EffortEstimate estimate = estimateEffort(report, links, rules, data, false);
  REQUIRE(estimate.items.size() == 2);
  CHECK(estimate.items[0].name == "unsupported-api torch.fft.fft");  // 2.0 high days, before the masks' 1.5
  CHECK(estimate.items[0].count == 2);
  CHECK(estimate.items[0].files == 2);
  CHECK(estimate.items[0].high_days == Approx(2.0));
  CHECK(estimate.items[1].name == "boolean-mask-index");
  CHECK(estimate.items[1].count == 3);
  CHECK(estimate.items[1].low_days == Approx(0.25 + 2 * 0.05));
  CHECK(estimate.items[1].high_days == Approx(1.0 + 2 * 0.25));
  CHECK(estimate.low_days == Approx(0.25 + 0.35));
  CHECK(estimate.high_days == Approx(2.0 + 1.5));
  REQUIRE(estimate.test_items.size() == 1);
  CHECK(estimate.test_high_days == Approx(2.0));

  const EffortEstimate with_tests = estimateEffort(report, links, rules, data, true);
  CHECK(with_tests.high_days == Approx(2.0 + 1.5 + 2.0));
}

TEST_CASE("baseline: a project-wide finding is known by rule and subject wherever its first site now is") {
  // The baseline was written when the API's first use was in a.py; the scan now starts in b.py
  // (a.py unchanged and not scanned, as with --changed-since).
  const std::vector<BaselineEntry> baseline = {{"aaaa", "api-restriction", "a.py", "torch.cat", "note", 3},
                                               {"bbbb", "host-sync", "a.py", "aten::item", "sync", 9}};
  Finding moved = finding("api-restriction", "torch.cat", "b.py", 7, FindingScope::kProject);
  moved.fingerprint = "cccc";
  Finding fresh = finding("api-restriction", "torch.stack", "b.py", 8, FindingScope::kProject);
  fresh.fingerprint = "dddd";
  Finding site = finding("host-sync", "aten::item", "b.py", 9, FindingScope::kSite);
  site.fingerprint = "eeee";  // the same rule and op at another site is a new site finding
  Report report;
  report.targets = {pyTarget("b.py", {moved, fresh, site})};
  Report whole_tree = report;
  applyBaseline(report, baseline, "base.json", /*part_of_project=*/true);
  std::vector<std::string> left;
  for (const auto& f : report.targets[0].findings) left.push_back(f.op);
  CHECK(left == std::vector<std::string>{"torch.stack", "aten::item"});
  CHECK(report.baseline.matched == 1);
  CHECK(report.baseline.gone.empty());  // a.py's entries: a.py was not scanned
  applyBaseline(whole_tree, baseline, "base.json", /*part_of_project=*/false);
  REQUIRE(whole_tree.baseline.gone.size() == 1);  // a whole-tree run: a.py's host-sync is gone, the API's note is not
  CHECK(whole_tree.baseline.gone[0].rule == "host-sync");
}
