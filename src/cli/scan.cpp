#include "cli/scan.h"

#include <algorithm>

#include "core/progress.h"
#include "core/result_cache.h"
#include "frontends/discovery.h"
#include "frontends/registry.h"

namespace npu_lint {

namespace {

// Every count-th input by path, from the index-th: shards of equal size whatever the folders.
std::vector<Input> shardOf(std::vector<Input> inputs, const Shard& shard) {
  if (shard.count <= 1) return inputs;
  std::sort(inputs.begin(), inputs.end(), [](const Input& a, const Input& b) { return a.path < b.path; });
  std::vector<Input> mine;
  for (size_t i = shard.index - 1; i < inputs.size(); i += shard.count) mine.push_back(inputs[i]);
  return mine;
}

}  // namespace

Report runScan(const ScanOptions& options, const AnalysisData& data) {
  const auto& frontends = registeredFrontends();
  DiscoveryFilter filter;
  filter.exclude = options.exclude;
  filter.follow_symlinks = options.follow_symlinks;
  if (options.only_files) filter.only = &*options.only_files;
  filter.frontend_settings = &options.frontends;
  Discovery discovery = discoverInputs(options.paths, frontends, filter);
  const std::vector<Input> inputs = shardOf(discovery.inputs, options.shard);
  Progress progress(options.show_progress, inputs.size());
  const ResultCache cache = options.cache_dir.empty() ? ResultCache() : ResultCache(options.cache_dir);
  FrontendContext context = options.frontends;
  context.roots = options.paths;
  context.progress = &progress;
  context.cache = &cache;
  std::vector<Target> targets;
  for (const Frontend* frontend : frontends) {
    if (options.only_frontends && !options.only_frontends->count(std::string(frontend->name()))) continue;
    std::vector<std::string> paths;
    for (const auto& input : inputs)
      if (input.frontend == frontend) paths.push_back(input.path);
    if (paths.empty()) continue;
    for (auto& target : frontend->analyse(paths, context)) targets.push_back(std::move(target));
  }
  progress.finish();
  // Unreadable and skipped paths belong to the first shard, so a merge lists each once.
  if (options.shard.index != 1) discovery.unreadable.clear(), discovery.skipped.clear();
  for (auto& target : discovery.unreadable) targets.push_back(std::move(target));
  AnalysisOptions analysis = options.analysis;
  analysis.binary_modules = std::move(discovery.binary_modules);
  Report report = analyseTargets(std::move(targets), analysis, data);
  report.skipped = std::move(discovery.skipped);
  return report;
}

}  // namespace npu_lint
