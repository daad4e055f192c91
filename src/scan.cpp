#include "scan.h"

#include "core/exit_codes.h"
#include "core/parallel.h"
#include "frontends/input_discovery.h"
#include "opdb/op_db.h"
#include "rules/api_map.h"

namespace npu_lint {

Report runScan(const ScanOptions& options, const OpDb& db, const RuleSet& rules, const ApiMap& api_map) {
  Report report;
  report.torch_npu_release = options.release;
  Discovery discovery = discoverInputs(options.paths);
  std::vector<std::string> sources, models;
  for (const auto& input : discovery.inputs) (input.kind == InputKind::kSource ? sources : models).push_back(input.path);
  if (!models.empty()) db.ensureLoaded();
  std::vector<Target> model_targets(models.size());
  parallelFor(models.size(), options.jobs, [&](size_t i) {
    Target& target = model_targets[i];
    target = scanModel(models[i], options.model);
    for (auto& op : target.ops) op.verdict = db.verdict(op.name, op.overload, options.release, !op.unknown_to_libtorch);
  });
  for (auto& target : model_targets) report.targets.push_back(std::move(target));
  if (!sources.empty()) {
    SourceScanOptions source_options = options.sources;
    source_options.jobs = options.jobs;
    for (auto& target : scanSources(sources, source_options, api_map)) report.targets.push_back(std::move(target));
  }
  for (auto& target : discovery.unreadable) report.targets.push_back(std::move(target));
  // Rules run once every input is read: a launch in one file links to a kernel in another.
  for (auto& target : report.targets)
    if (target.status != Status::kError) applyRules(target, report.targets, rules, options.rules, db, api_map, options.release);
  return report;
}

int exitCodeFor(const Report& report, const std::optional<Severity>& fail_on) {
  bool any_analysed = false, any_incomplete = false, any_failing = false;
  for (const auto& target : report.targets) {
    any_analysed |= target.status != Status::kError;
    any_incomplete |= target.status != Status::kOk;
    for (const auto& finding : target.findings)
      any_failing |= fail_on && finding.severity >= *fail_on;
  }
  if (any_failing) return kExitFindings;
  if (!any_analysed) return kExitUsage;
  return any_incomplete ? kExitIncomplete : kExitClean;
}

}  // namespace npu_lint
