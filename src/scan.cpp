#include "scan.h"

#include "core/exit_codes.h"
#include "core/parallel.h"
#include "core/progress.h"
#include "core/result_cache.h"
#include "core/summary.h"
#include "frontends/input_discovery.h"
#include "opdb/op_db.h"
#include "rules/api_map.h"
#include "rules/baseline.h"
#include "rules/fingerprint.h"
#include "scoping/effort.h"
#include "scoping/release_coverage.h"

namespace npu_lint {

Report runScan(const ScanOptions& options, const ScanData& data) {
  Report report;
  report.torch_npu_release = options.release;
  DiscoveryFilter filter;
  filter.exclude = options.exclude;
  if (options.only_files) filter.only = &*options.only_files;
  Discovery discovery = discoverInputs(options.paths, filter);
  std::vector<std::string> sources, models;
  for (const auto& input : discovery.inputs) (input.kind == InputKind::kSource ? sources : models).push_back(input.path);
  Progress progress(options.show_progress, discovery.inputs.size());
  const ResultCache cache = options.cache_dir.empty() ? ResultCache() : ResultCache(options.cache_dir);
  ModelScanOptions model_options = options.model;
  model_options.cache = &cache;
  if (!models.empty()) data.db.ensureLoaded();
  std::vector<Target> model_targets(models.size());
  parallelFor(models.size(), options.jobs, [&](size_t i) {
    Target& target = model_targets[i];
    target = scanModel(models[i], model_options);
    for (auto& op : target.ops)
      op.verdict = data.db.verdict(op.name, op.overload, options.release, !op.unknown_to_libtorch);
    progress.advance(1, models[i]);
  });
  for (auto& target : model_targets) report.targets.push_back(std::move(target));
  if (!sources.empty()) {
    SourceScanOptions source_options = options.sources;
    source_options.jobs = options.jobs;
    source_options.progress = &progress;
    source_options.cache = &cache;
    for (auto& target : scanSources(sources, source_options, data.api_map)) report.targets.push_back(std::move(target));
  }
  progress.finish();
  for (auto& target : discovery.unreadable) report.targets.push_back(std::move(target));
  // Rules run once every input is read: a launch in one file links to a kernel in another.
  for (auto& target : report.targets)
    if (target.status != Status::kError)
      applyRules(target, report.targets, data.rules, options.rules, data.db, data.api_map, options.release);
  assignFingerprints(report);
  if (options.baseline) applyBaseline(report, *options.baseline, options.baseline_file);
  report.coverage_by_release = coverageByRelease(report, data.db);
  report.effort = estimateEffort(report, data.rules, data.effort);
  return report;
}

int exitCodeFor(const Report& report, const GateOptions& gate) {
  bool any_analysed = false, any_incomplete = false, any_failing = false;
  for (const auto& target : report.targets) {
    any_analysed |= target.status != Status::kError;
    any_incomplete |= target.status != Status::kOk;
    for (const auto& finding : target.findings) any_failing |= gate.fail_on && finding.severity >= *gate.fail_on;
  }
  if (gate.min_coverage && summarizeOps(report).coverageDistinct() < *gate.min_coverage) any_failing = true;
  if (any_failing) return kExitFindings;
  if (!any_analysed) return kExitUsage;
  return any_incomplete ? kExitIncomplete : kExitClean;
}

}  // namespace npu_lint
