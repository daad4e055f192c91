#include "scan.h"

#include <algorithm>

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
#include "rules/op_links.h"
#include "scoping/effort.h"
#include "scoping/release_coverage.h"

namespace npu_lint {

namespace {

int kindGroup(const Target& target) {
  if (target.kind == "torchscript") return 0;
  return target.kind == "cuda-source" || target.kind == "cpp-source" ? 1 : 2;
}

// Every count-th input by path, from the index-th: shards of equal size whatever the folders.
std::vector<Input> shardOf(std::vector<Input> inputs, const Shard& shard) {
  if (shard.count <= 1) return inputs;
  std::sort(inputs.begin(), inputs.end(), [](const Input& a, const Input& b) { return a.path < b.path; });
  std::vector<Input> mine;
  for (size_t i = shard.index - 1; i < inputs.size(); i += shard.count) mine.push_back(inputs[i]);
  return mine;
}

}  // namespace

Report runScan(const ScanOptions& options, const ScanData& data) {
  DiscoveryFilter filter;
  filter.exclude = options.exclude;
  if (options.only_files) filter.only = &*options.only_files;
  Discovery discovery = discoverInputs(options.paths, filter);
  const std::vector<Input> inputs = shardOf(discovery.inputs, options.shard);
  std::vector<std::string> sources, models;
  for (const auto& input : inputs) (input.kind == InputKind::kSource ? sources : models).push_back(input.path);
  Progress progress(options.show_progress, inputs.size());
  const ResultCache cache = options.cache_dir.empty() ? ResultCache() : ResultCache(options.cache_dir);
  ModelScanOptions model_options = options.model;
  model_options.cache = &cache;
  std::vector<Target> targets(models.size());
  parallelFor(models.size(), options.jobs, [&](size_t i) {
    targets[i] = scanModel(models[i], model_options);
    progress.advance(1, models[i]);
  });
  if (!sources.empty()) {
    SourceScanOptions source_options = options.sources;
    source_options.jobs = options.jobs;
    source_options.progress = &progress;
    source_options.cache = &cache;
    for (auto& target : scanSources(sources, source_options, data.api_map)) targets.push_back(std::move(target));
  }
  progress.finish();
  // Unreadable inputs belong to the first shard, so a merge lists each once.
  if (options.shard.index == 1)
    for (auto& target : discovery.unreadable) targets.push_back(std::move(target));
  return analyseTargets(std::move(targets), options, data);
}

Report analyseTargets(std::vector<Target> targets, const ScanOptions& options, const ScanData& data) {
  Report report;
  report.torch_npu_release = options.release;
  std::stable_sort(targets.begin(), targets.end(), [](const Target& a, const Target& b) {
    return std::make_pair(kindGroup(a), a.path) < std::make_pair(kindGroup(b), b.path);
  });
  report.targets = std::move(targets);
  for (auto& target : report.targets) {
    if (!target.ops.empty()) data.db.ensureLoaded();
    for (auto& op : target.ops)
      op.verdict = data.db.verdict(op.name, op.overload, options.release, !op.unknown_to_libtorch);
  }
  // Rules run once every input is read: a launch in one file links to a kernel in another.
  const CodeLinks links(report.targets);
  for (auto& target : report.targets)
    if (target.status != Status::kError)
      applyRules(target, links, data.rules, options.rules, data.db, data.api_map, options.release);
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
