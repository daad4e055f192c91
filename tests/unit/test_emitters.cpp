// Every emitter renders one shared, hand-built report; each output is compared with a golden
// file (checked by hand when first written; NPU_LINT_UPDATE_GOLDEN=1 rewrites them) and its key
// facts are asserted independently.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "emit/emit_util.h"
#include "emit/emitters.h"
#include "emit/report_template.h"
#include "report/problems.h"

using namespace npu_lint;

namespace {

const std::string kGoldenDir = std::string(NPU_LINT_SOURCE_DIR) + "/tests/golden";

RuleSet sampleRules() {
  RuleSet rules;
  rules.categories = {{"custom-kernel", "Hand-written CUDA kernels."}, {"custom-op", "Ops outside ATen."},
                      {"dynamic-shape", "Shapes that depend on data."}, {"api-migration", "CUDA API calls."}};
  auto rule = [](const char* id, const char* category, Severity severity, const char* title) {
    RuleData r;
    r.id = id;
    r.category = category;
    r.severity = severity;
    r.title = title;
    r.why = std::string("Why ") + id + " matters.";
    return r;
  };
  rules.rules = {rule("boolean-mask-index", "dynamic-shape", Severity::kWarning, "Indexing with a boolean mask"),
                 rule("cuda-api", "api-migration", Severity::kInfo, "CUDA runtime call"),
                 rule("cuda-kernel", "custom-kernel", Severity::kWarning, "Hand-written CUDA kernel"),
                 rule("custom-op", "custom-op", Severity::kError, "Custom op without an NPU kernel"),
                 rule("unsupported-api", "api-migration", Severity::kWarning, "PyTorch API not supported on the chosen product")};
  rules.rules[0].suggestions.push_back({"Keep the shape: use torch.where.", "x[m]\n", "torch.where(m, x, 0)\n", {"aten::where.self"}, {}});
  rules.blockers = {{"kernels", "Custom kernels and ops", "Kernels to port."}, {"libraries", "Libraries built for CUDA", "Packages."}};
  rules.rules[2].blocker = rules.rules[3].blocker = "kernels";
  return rules;
}

OpUse op(const char* name, const char* overload, size_t count, const char* support, std::vector<std::string> modules) {
  OpUse o;
  o.name = name;
  o.overload = overload;
  o.count = count;
  o.verdict.support = *parseName<Support>(support);
  o.modules = std::move(modules);
  return o;
}

Finding finding(const char* rule, const char* category, Severity severity, const std::string& message, const char* op,
                Location location, const char* fingerprint) {
  Finding f;
  f.rule = rule;
  f.category = category;
  f.severity = severity;
  f.message = message;
  f.op = op;
  f.location = std::move(location);
  f.fingerprint = fingerprint;
  return f;
}

// Two models' worth of facts would add nothing: one model, one clean-ish source, one partial.
Report sampleReport() {
  Report report;
  report.torch_npu_release = "2.12";
  report.torch_npu_package = "2.12.0";
  Target model;
  model.path = "models/detector.pt";
  model.kind = InputKind::kTorchScript;
  model.root_class = "__torch__.Detector";
  model.methods = {"forward"};
  model.ops = {op("aten::conv2d", "", 4, "composite", {"backbone.0", "backbone.3"}),
               op("aten::index", "Tensor", 3, "npu", {"head"}), op("torchvision::nms", "", 1, "custom", {"head"}),
               op("prim::Constant", "", 10, "host", {})};
  model.ops[1].verdict.kernel_path = "aclnn";
  model.ops[1].verdict.provenance = {{"ascend/op-plugin/op_plugin_functions.yaml:2687", "op_api: all_version"}};
  model.findings = {
      finding("custom-op", "custom-op", Severity::kError, "torchvision::nms is a custom op with no NPU kernel",
              "torchvision::nms", {"/home/author/det.py", 41, 12, "forward", "head"}, "1111111111111111"),
      finding("boolean-mask-index", "dynamic-shape", Severity::kWarning, "indexing with a boolean mask", "aten::index",
              {"/home/author/det.py", 44, 17, "forward", "head"}, "2222222222222222")};
  // The first line was recorded on the machine that exported the model, the second is a file
  // this scan read (judge/model_sources.h).
  model.findings[0].location.file = "det.py";
  model.findings[0].location.exported_from = "/home/author/";
  model.findings[0].location.library_frame = "torchvision/ops/boxes.py:41";
  model.findings[1].location.file = "src/det.py";
  model.findings[1].location.scanned_here = true;
  model.findings[1].suggestion = "Keep the shape: use torch.where.";
  model.findings[1].suggestion_ops = {"aten::where.self"};

  Target source;
  source.path = "csrc/ops kernels.cu";  // a space, to exercise URI and CSV quoting
  source.kind = InputKind::kCudaSource;
  source.source.kernels.push_back({"scale_kernel", {8, 17}, false, 5, {}, true, false});
  source.findings = {
      finding("cuda-kernel", "custom-kernel", Severity::kWarning,
              "__global__ kernel scale_kernel has no NPU equivalent: porting effort low (5 lines)", "scale_kernel",
              {"csrc/ops kernels.cu", 8, 17, "", ""}, "3333333333333333"),
      finding("cuda-api", "api-migration", Severity::kInfo,
              "cudaMemcpy -> aclrtMemcpy, \"direct\" <a&b> 100%\nsecond line: caf\xc3\xa9 \xff", "cudaMemcpy",
              {"csrc/ops kernels.cu", 12, 3, "launch", ""}, "4444444444444444")};

  Target broken;
  broken.path = "csrc/broken.cu";
  broken.kind = InputKind::kCudaSource;
  broken.status = Status::kPartial;
  broken.problems = {"parse error at 6:28: expected ';' after expression"};

  // One API ✘ on one product only, used at three sites in two files (none chosen): one finding.
  Target python;
  python.path = "train.py";
  python.kind = InputKind::kPythonSource;
  python.findings = {finding("unsupported-api", "api-migration", Severity::kInfo,
                             "torch.Tensor.stride is marked unsupported on 950dt only (✔ on a2, a3)", "torch.Tensor.stride",
                             {"train.py", 3, 9, "f", ""}, "6666666666666666")};
  python.findings[0].products = {"950dt"};
  python.findings[0].scope = FindingScope::kProject;
  python.findings[0].related = {{"train.py", 7, 5, "g", ""}, {"utils.py", 2, 1, "", ""}};
  Target test;
  test.path = "tests/test_train.py";
  test.kind = InputKind::kPythonSource;
  test.test_code = true;
  test.findings = {finding("cuda-api", "api-migration", Severity::kInfo, "torch.cuda.synchronize in a test", "torch.cuda.synchronize",
                           {"tests/test_train.py", 5, 5, "test_step", ""}, "7777777777777777")};

  report.targets = {model, source, broken, python, test};
  report.products.all = {"950dt", "a2", "a3", "atlas-training"};
  report.product_gaps = {{"950dt", {{"torch.Tensor.stride", 3}}, 3}};
  report.coverage_by_release = {{"2.1", true, 1, 3, 4, 8}, {"2.12", true, 2, 3, 7, 8}, {"2.13", false, 2, 3, 7, 8}};
  report.effort.items = {{EffortKind::kCustomOp, "torchvision::nms", std::nullopt, "", "models/detector.pt",
                          {"det.py", 41, 12, "", ""}, 1, 1, 3.0, 10.0},
                         {EffortKind::kKernel, "scale_kernel", EffortLevel::kLow, "", "csrc/ops kernels.cu",
                          {"csrc/ops kernels.cu", 8, 17, "", ""}, 1, 1, 0.5, 2.0}};
  report.effort.items[0].location.exported_from = "/home/author/";
  report.effort.low_days = 3.5;
  report.effort.high_days = 12.0;
  report.effort.assumptions = {"One engineer who knows the code."};
  report.effort.test_items = {{EffortKind::kFinding, "cuda-api torch.cuda.synchronize", std::nullopt, "api-migration",
                               "tests/test_train.py", {"tests/test_train.py", 5, 5, "", ""}, 1, 1, 0.05, 0.25}};
  report.effort.test_low_days = 0.05;
  report.effort.test_high_days = 0.25;
  report.baseline.file = "npu-lint-baseline.json";
  report.baseline.matched = 2;
  report.baseline.gone = {{"5555555555555555", "cuda-api", "csrc/old.cu", "cudaFree", "cudaFree -> aclrtFree", 9}};
  report.problem_groups = groupProblems(report.targets);
  report.skipped = {{"csrc/linked.cu", "file symlink to ../../outside/x.cu, outside the scanned paths: not read (--follow-symlinks reads it)"}};
  return report;
}

// Volatile fields: the version and the working directory (SARIF's %SRCROOT%).
std::string normalise(std::string text) {
  auto replaceAll = [&](const std::string& from, const std::string& to) {
    for (size_t at = 0; (at = text.find(from, at)) != std::string::npos; at += to.size()) text.replace(at, from.size(), to);
  };
  replaceAll(std::string("npu-lint ") + NPU_LINT_VERSION, "npu-lint @VERSION@");
  replaceAll(std::string("\"version\": \"") + NPU_LINT_VERSION + "\"", "\"version\": \"@VERSION@\"");
  replaceAll(std::string("\"semanticVersion\": \"") + NPU_LINT_VERSION + "\"", "\"semanticVersion\": \"@VERSION@\"");
  replaceAll("\"file://" + std::filesystem::current_path().string() + "/\"", "\"file://@CWD@/\"");
  return text;
}

std::string render(const char* format) {
  const RuleSet rules = sampleRules();
  const ReportTemplate report_template = loadReportTemplate(std::string(NPU_LINT_SOURCE_DIR) + "/reports/html");
  EmitContext context{rules, false, 40, Severity::kWarning, &report_template};
  return normalise(findEmitter(format)->render(sampleReport(), context));
}

void checkGolden(const char* format, const std::string& extension) {
  const std::string actual = render(format);
  const std::string path = kGoldenDir + "/report." + extension;
  if (std::getenv("NPU_LINT_UPDATE_GOLDEN")) std::ofstream(path, std::ios::binary) << actual;
  std::ifstream in(path, std::ios::binary);
  REQUIRE(in);
  std::stringstream expected;
  expected << in.rdbuf();
  CHECK(actual == expected.str());
}

}  // namespace

TEST_CASE("emitters: the table is sorted and every name resolves") {
  const auto& emitters = registeredEmitters();
  for (size_t i = 1; i < emitters.size(); ++i) CHECK(std::string(emitters[i - 1].name) < emitters[i].name);
  for (const char* name : {"csv", "github", "gitlab", "html", "json", "junit", "markdown", "sarif", "text"})
    CHECK(findEmitter(name) != nullptr);
  CHECK(findEmitter("xml") == nullptr);
}

TEST_CASE("emitters: csv matches its golden file") {
  checkGolden("csv", "csv");
  const std::string csv = render("csv");
  CHECK(csv.rfind("File,Start Line,End Line,OP,Rule,Category,Severity,Tips\r\n", 0) == 0);
  CHECK(std::count(csv.begin(), csv.end(), '\n') == 8);  // header + 6 findings, one with a quoted newline
  CHECK(csv.find("\"csrc/ops kernels.cu\"") == std::string::npos);  // a space needs no quotes
  CHECK(csv.find("models/detector.pt at det.py,41,41,torchvision::nms,custom-op,custom-op,error,") != std::string::npos);
  CHECK(csv.find("\nsrc/det.py,44,44,aten::index,") != std::string::npos);
  CHECK(csv.find("\"\"direct\"\"") != std::string::npos);
}

TEST_CASE("emitters: github matches its golden file") {
  checkGolden("github", "github.txt");
  const std::string out = render("github");
  CHECK(out.find("::error file=models/detector.pt,line=1,title=npu-lint custom-op::") != std::string::npos);
  CHECK(out.find("::notice file=csrc/ops kernels.cu,line=12,col=3,") != std::string::npos);
  CHECK(out.find("100%25%0Asecond line") != std::string::npos);
  CHECK(out.find("::warning file=csrc/broken.cu,title=npu-lint%3A input not fully analysed::") != std::string::npos);
}

TEST_CASE("emitters: gitlab matches its golden file") {
  checkGolden("gitlab", "gitlab.json");
  const auto issues = nlohmann::json::parse(render("gitlab"));
  REQUIRE(issues.size() == 6);
  CHECK(issues[0]["severity"] == "critical");
  CHECK(issues[0]["location"]["path"] == "models/detector.pt");
  CHECK(issues[2]["location"]["lines"]["begin"] == 8);
  CHECK(issues[3]["fingerprint"] == "4444444444444444");
}

TEST_CASE("emitters: junit matches its golden file") {
  checkGolden("junit", "junit.xml");
  const std::string xml = render("junit");
  // 5 analysis cases + 6 findings; fail-on warning: error + 2 warnings fail, the 3 infos are skipped.
  CHECK(xml.find("<testsuites name=\"npu-lint\" tests=\"11\" failures=\"3\" errors=\"1\" skipped=\"3\">") != std::string::npos);
  CHECK(xml.find("&quot;direct&quot; &lt;a&amp;b&gt;") != std::string::npos);
  CHECK(xml.find("\xff") == std::string::npos);
}

TEST_CASE("emitters: markdown matches its golden file") {
  checkGolden("markdown", "md");
  const std::string md = render("markdown");
  CHECK(md.find("**6 finding(s)**: 1 error, 2 warning, 3 info, in 5 input(s) (1 not fully analysed).") != std::string::npos);
  CHECK(md.find("| `models/detector.pt` | 2/3 (66.7%) | 87.5% | 1 | 2 |") != std::string::npos);
}

TEST_CASE("emitters: sarif matches its golden file") {
  checkGolden("sarif", "sarif");
  const auto sarif = nlohmann::json::parse(render("sarif"));
  const auto& run = sarif["runs"][0];
  CHECK(run["tool"]["driver"]["rules"].size() == 5);
  REQUIRE(run["results"].size() == 6);
  // The project-wide finding's other sites, as related locations.
  const auto& related = run["results"][4]["relatedLocations"];
  REQUIRE(related.size() == 2);
  CHECK(related[1]["physicalLocation"]["artifactLocation"]["uri"] == "utils.py");
  CHECK(related[1]["physicalLocation"]["region"]["startLine"] == 2);
  CHECK(run["results"][0]["ruleIndex"] == 3);
  CHECK(run["results"][0]["locations"][0]["logicalLocations"][0]["fullyQualifiedName"] == "head");
  CHECK(run["results"][2]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "csrc/ops%20kernels.cu");
  CHECK(run["results"][2]["locations"][0]["physicalLocation"]["region"]["startLine"] == 8);
  CHECK(run["results"][3]["partialFingerprints"]["npuLintFingerprint/v1"] == "4444444444444444");
  CHECK(run["invocations"][0]["toolExecutionNotifications"].size() == 1);
}

TEST_CASE("emitters: text matches its golden file") {
  checkGolden("text", "txt");
  const std::string text = render("text");
  CHECK(text.find("csrc/ops kernels.cu:8:17: warning[cuda-kernel] __global__ kernel scale_kernel") != std::string::npos);
  CHECK(text.find("baseline: npu-lint-baseline.json: 2 known finding(s) not shown, 1 baseline entry no longer found") !=
        std::string::npos);
}

// The text output's options (docs/getting-started.md, "Terminal output"), on the sample report read by hand: cuda-api
// twice (one in test code), custom-op, boolean-mask-index, cuda-kernel and unsupported-api once each.
TEST_CASE("emitters: text options: statistics, quiet, verbose, fixes and evidence") {
  const RuleSet rules = sampleRules();
  Report report = sampleReport();
  report.targets[0].findings[0].evidence = "ascend/some-page.md:12";
  report.targets[0].findings[0].quote = "原文";
  const auto text = [&](auto set) {
    EmitContext context{rules, false, 40, Severity::kWarning, nullptr};
    set(context);
    return normalise(renderText(report, context));
  };
  const std::string plain = text([](EmitContext&) {});
  CHECK(plain.find("train.py  [python-source") == std::string::npos);  // no header for an input without an inventory
  CHECK(plain.find("evidence:") == std::string::npos);
  CHECK(plain.find("rewrites") == std::string::npos);

  const std::string statistics = text([](EmitContext& c) { c.statistics = true; });
  CHECK(statistics.find("      2  info    cuda-api") != std::string::npos);
  CHECK(statistics.find("      1  error   custom-op") != std::string::npos);
  CHECK(statistics.find("error[custom-op]") == std::string::npos);  // counts instead of the findings
  CHECK(statistics.find("summary:") != std::string::npos);

  const std::string quiet = text([](EmitContext& c) { c.quiet = true; });
  CHECK(quiet.rfind("models/detector.pt at det.py:41:12: error[custom-op] ", 0) == 0);  // the findings from the first line
  CHECK(quiet.find("summary:") == std::string::npos);
  CHECK(std::count(quiet.begin(), quiet.end(), '\n') == 6);

  const std::string verbose = text([](EmitContext& c) { c.verbose = true; });
  CHECK(verbose.find("train.py  [python-source, ok]") != std::string::npos);

  const std::string fixes = text([](EmitContext& c) { c.show_fixes = true; });
  CHECK(fixes.find("  [boolean-mask-index] Keep the shape: use torch.where.\n") != std::string::npos);

  const std::string explained = text([](EmitContext& c) { c.explain = true; });
  CHECK(explained.find("(in head)\n    evidence: ascend/some-page.md:12\n    the page's words: 原文\n") != std::string::npos);
}

TEST_CASE("emitters: json matches its golden file") {
  checkGolden("json", "json");
  const auto json = nlohmann::json::parse(render("json"));
  CHECK(json["summary"]["findings"] == 6);
  CHECK(json["coverage_by_release"].size() == 3);
  CHECK(json["effort"]["days"][1] == 12.0);
  CHECK(json["baseline"]["gone"][0]["op"] == "cudaFree");
}

TEST_CASE("emitters: html matches its golden file") {
  checkGolden("html", "html");
  const std::string html = render("html");
  CHECK(html.find("id=\"coverage-distinct\" data-value=\"66.7\"") != std::string::npos);
  CHECK(html.find("id=\"findings-total\" data-value=\"6\"") != std::string::npos);
  CHECK(html.find("<script src") == std::string::npos);
  CHECK(html.find("<link") == std::string::npos);  // nothing fetched: works offline
  CHECK(html.find("http://") == html.find("http://www.w3.org/2000/svg"));
}

TEST_CASE("emitters: the scanned root and paths below it, as the HTML report shows them") {
  auto root = [](std::vector<std::string> paths) {
    Report report;
    for (auto& p : paths) {
      Target t;
      t.path = p;
      report.targets.push_back(t);
    }
    return commonFolder(report);
  };
  CHECK(root({"/home/me/proj/a.py", "/home/me/proj/src/b.py"}) == "/home/me/proj");
  CHECK(root({"proj/src/a.py", "proj/srcx/b.py"}) == "proj");  // "src" and "srcx" share no folder
  CHECK(root({"proj//src/a.py", "proj//src/b.py"}) == "proj//src");
  CHECK(root({"a//b/x.py", "a//c/y.py"}) == "a");
  CHECK(root({"/a/x.py", "/b/y.py"}) == "/");
  CHECK(root({"x.py", "src/y.py"}) == "");
  CHECK(root({"model.pt"}) == "");
  CHECK(root({}) == "");

  CHECK(belowFolder("/home/me/proj/src/b.py:3:1", "/home/me/proj") == "src/b.py:3:1");
  CHECK(belowFolder("a//b/x.py", "a") == "b/x.py");
  CHECK(belowFolder("/b/y.py", "/") == "b/y.py");
  CHECK(belowFolder("projx/a.py", "proj") == "projx/a.py");  // not below it
  CHECK(belowFolder("proj", "proj") == "proj");
  CHECK(belowFolder("x.py", "") == "x.py");
}

TEST_CASE("emitters: json names the report-wide steps an internal error stopped, and only when one did") {
  const RuleSet rules = sampleRules();
  EmitContext context{rules, false, 40, Severity::kWarning, nullptr};
  Report report = sampleReport();
  CHECK(!nlohmann::json::parse(findEmitter("json")->render(report, context)).contains("internal_errors"));
  report.internal_errors = {"fingerprints: std::bad_alloc"};
  const auto json = nlohmann::json::parse(findEmitter("json")->render(report, context));
  CHECK(json["internal_errors"] == nlohmann::json::array({"fingerprints: std::bad_alloc"}));
}

TEST_CASE("emitters: a model finding with only an installed package's line is located by its submodule") {
  Report report;
  Target model;
  model.path = "models/detector.pt";
  model.kind = InputKind::kTorchScript;
  Location in_package;
  in_package.module = "roi_heads";
  in_package.library_frame = "torchvision/models/detection/roi_heads.py:593";
  model.findings.push_back(finding("int64-arithmetic", "dtype", Severity::kWarning, "aten::sub.Tensor computes on an int64 tensor",
                                   "aten::sub.Tensor", in_package, "8888888888888888"));
  report.targets = {model};
  const RuleSet rules = sampleRules();
  EmitContext context{rules, false, 40, Severity::kWarning, nullptr};
  const std::string text = findEmitter("text")->render(report, context);
  CHECK_THAT(text, Catch::Contains("models/detector.pt: warning[int64-arithmetic] aten::sub.Tensor computes on an int64 tensor "
                                   "(in roi_heads, runs in torchvision/models/detection/roi_heads.py:593)"));
  const std::string github = findEmitter("github")->render(report, context);
  CHECK_THAT(github, Catch::Contains("::warning file=models/detector.pt,line=1,title=npu-lint int64-arithmetic::aten::sub.Tensor "
                                     "computes on an int64 tensor (in roi_heads, runs in torchvision/models/detection/roi_heads.py:593)"));
  const auto sarif = nlohmann::json::parse(findEmitter("sarif")->render(report, context));
  const auto& location = sarif["runs"][0]["results"][0]["locations"][0];
  CHECK(location["physicalLocation"]["artifactLocation"]["uri"] == "models/detector.pt");
  CHECK(location["logicalLocations"][0] == nlohmann::json({{"fullyQualifiedName", "roi_heads"}, {"kind", "module"}}));
  CHECK_FALSE(sarif["runs"][0]["results"][0].contains("relatedLocations"));
}
