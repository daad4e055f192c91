#include "report/analyse.h"

#include <algorithm>

#include "core/exit_codes.h"
#include "core/strings.h"
#include "frontends/registry.h"
#include "judge/judge.h"
#include "judge/model_sources.h"
#include "opdb/op_db.h"
#include "report/baseline.h"
#include "report/effort.h"
#include "report/fingerprint.h"
#include "report/guarded_steps.h"
#include "report/problems.h"
#include "report/project_findings.h"
#include "report/release_coverage.h"
#include "report/summary.h"
#include "rules/environment/project_environment.h"
#include "rules/op_links.h"

namespace npu_lint {

namespace {

// A target's group in reports: its frontend's place in the registry; unreadable inputs last.
size_t groupOf(const Target& target) {
  const auto& frontends = registeredFrontends();
  const Frontend* frontend = frontendFor(target.kind);
  return frontend ? std::find(frontends.begin(), frontends.end(), frontend) - frontends.begin() : frontends.size();
}

// The adapter packages (opdb/equivalents.h) the scan counts as installed: asked for with --with,
// required by a scanned project file, or imported by scanned Python code (the adapter's kernels
// register on import).
std::vector<EnvironmentHeader::Adapter> installedAdapters(const std::vector<Target>& targets,
                                                          const std::vector<std::string>& asked, const OpDb& db) {
  std::vector<EnvironmentHeader::Adapter> out;
  auto add = [&](const std::string& package, const std::string& from) {
    if (std::none_of(out.begin(), out.end(), [&](const auto& a) { return a.package == package; })) out.push_back({package, from});
  };
  for (const auto& package : asked) add(package, "--with");
  for (const auto& adapter : db.equivalents().adapters())
    for (const auto& target : targets) {
      for (const auto& requirement : target.project.requirements)
        if (requirement.name == adapter.pip) add(adapter.package, target.path + ":" + std::to_string(requirement.pos.line));
      for (const auto& use : target.python.names)
        if (use.kind == PyUse::kImport && use.name == adapter.package)
          add(adapter.package, target.path + ":" + std::to_string(use.pos.line));
    }
  return out;
}

// The products judged: those asked for, else the chip a CANN image tag names when the API pages
// name it as a product, else none (every product, findings for some only merged per API).
ProductChoice chooseProducts(const std::vector<Target>& targets, const AnalysisOptions& options, const OpDb& db) {
  ProductChoice choice;
  choice.all = db.pythonApis().chips();
  if (!options.chips.empty()) {
    choice.judged = options.chips;
    choice.from = options.chips_from;
    return choice;
  }
  for (const auto& target : targets)
    for (const auto& tool : target.project.tools) {
      if (tool.tool != EnvTool::kChip) continue;
      const std::string at = target.path + ":" + std::to_string(tool.pos.line);
      if (!db.pythonApis().knowsChip(tool.version)) {
        choice.notes.push_back(at + " (" + tool.how + ") names chip " + tool.version +
                               ", which torch_npu's API pages do not name as a product: pass --chip");
      } else if (std::find(choice.judged.begin(), choice.judged.end(), tool.version) == choice.judged.end()) {
        choice.judged.push_back(tool.version);
        choice.from += (choice.from.empty() ? "" : ", ") + at + " (" + tool.how + ")";
      }
    }
  return choice;
}

}  // namespace

std::vector<std::string> installedPackages(const Report& report) {
  std::vector<std::string> out;
  for (const auto& adapter : report.environment.adapters) out.push_back(adapter.package);
  return out;
}

Report analyseTargets(std::vector<Target> targets, const AnalysisOptions& options, const AnalysisData& data) {
  Report report;
  report.torch_npu_release = options.release;
  report.torch_npu_package = options.package;
  report.shape_inputs_given = options.shape_inputs_given;
  std::stable_sort(targets.begin(), targets.end(), [](const Target& a, const Target& b) {
    return std::make_pair(groupOf(a), a.path) < std::make_pair(groupOf(b), b.path);
  });
  report.targets = std::move(targets);
  const ProjectEnvironment environment = gatherEnvironment(report.targets, data.db.compatibility(), options.environment);
  report.environment.summary = environment.summary();
  for (const EnvResult& r : environment.results) report.environment.checks.push_back({nameOf(r.check), nameOf(r.verdict), r.message, r.source});
  if (options.release_from_project && environment.stated.torch_npu) {
    const StatedVersion& pin = *environment.stated.torch_npu;
    if (const auto release = data.db.releases().releaseOf(pin.text)) {
      report.torch_npu_release = *release;
      report.torch_npu_package = data.db.releases().packageFor(pin.text);
      report.environment.release_from = "torch_npu " + pin.text + " pinned at " + pin.from;
    }
  }
  const std::string& release = report.torch_npu_release;
  // What verdicts judge: the package, where one was published (what it shipped), else the release.
  const std::string& judged = report.torch_npu_package.empty() ? release : report.torch_npu_package;
  report.products = chooseProducts(report.targets, options, data.db);
  report.environment.adapters = installedAdapters(report.targets, options.adapters, data.db);
  const std::vector<std::string> adapters = installedPackages(report);
  const Judging judging{data.db, data.python_calls, judged, adapters};
  for (auto& target : report.targets) perInput(target, "judging its ops", [&] { judgeTarget(target, judging); });
  reportWide(report, "model sources here", [&] { linkModelSources(report.targets); });
  // Rules run once every input is read: a launch in one file links to a kernel in another.
  const CodeLinks links(report.targets, options.binary_modules);
  for (auto& target : report.targets)
    if (target.status != Status::kError)
      perInput(target, "running the rules", [&] {
        applyRules(target, links, environment, data.rules, options.rules, data.db, data.api_map, release, judged,
                   report.products.judged, options.fix_target);
        // A name from the input can be as long as the input (`torch.cuda.` and a megabyte): no
        // finding's text grows past the cap, whatever it quotes.
        for (auto& finding : target.findings)
          for (std::string* text : {&finding.message, &finding.op, &finding.suggestion, &finding.location.function, &finding.fix.title})
            *text = clipped(*text, kMaxFindingText);
      });
  reportWide(report, "test code", [&] { markTestCode(report, options.test_code); });
  reportWide(report, "project findings", [&] { mergeProjectFindings(report); });
  reportWide(report, "product gaps", [&] { report.product_gaps = productGaps(report); });
  reportWide(report, "fingerprints", [&] { assignFingerprints(report); });
  if (options.baseline)
    reportWide(report, "baseline", [&] { applyBaseline(report, *options.baseline, options.baseline_file, options.part_of_project); });
  reportWide(report, "coverage by release", [&] { report.coverage_by_release = coverageByRelease(report, data.db); });
  reportWide(report, "effort", [&] { report.effort = estimateEffort(report, links, data.rules, data.effort, options.effort_include_tests); });
  report.problem_groups = groupProblems(report.targets);
  report.binary_modules = options.binary_modules;
  return report;
}

int exitCodeFor(const Report& report, const GateOptions& gate) {
  bool any_analysed = false, any_incomplete = false, any_failing = false;
  for (const auto& target : report.targets) {
    any_analysed |= target.status != Status::kError;
    any_incomplete |= target.status == Status::kError || (target.status == Status::kPartial && gate.strict);
    for (const auto& finding : target.findings) any_failing |= gate.fail_on && finding.severity >= *gate.fail_on;
  }
  if (gate.min_coverage && summarizeOps(report).coverageDistinct() < *gate.min_coverage) any_failing = true;
  if (any_failing) return kExitFindings;
  if (!any_analysed) return kExitUsage;
  return any_incomplete || !report.internal_errors.empty() ? kExitIncomplete : kExitClean;
}

}  // namespace npu_lint
