// One scan: inputs -> frontends (facts) -> verdicts and rules (findings) -> a Report.
#pragma once
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/report.h"
#include "frontends/model_scanner.h"
#include "frontends/source_scanner.h"
#include "rules/run_rules.h"

namespace npu_lint {

class OpDb;
class ApiMap;
class Progress;
struct EffortData;

// --shard K/N: this run takes every N-th input (sorted by path), starting with the K-th.
struct Shard {
  unsigned index = 1, count = 1;
};

struct ScanOptions {
  std::vector<std::string> paths;
  std::vector<std::string> exclude;                 // glob patterns, see DiscoveryFilter
  std::optional<std::set<std::string>> only_files;  // --changed-since
  ModelScanOptions model;
  SourceScanOptions sources;
  std::string release;  // resolved torch_npu release, e.g. "2.12"
  RuleSelection rules;
  std::optional<std::vector<BaselineEntry>> baseline;
  std::string baseline_file;
  unsigned jobs = 1;
  bool show_progress = false;
  std::string cache_dir;  // empty: no cache
  Shard shard;
};

// The data files a scan reads, loaded once by the caller.
struct ScanData {
  const OpDb& db;
  const RuleSet& rules;
  const ApiMap& api_map;
  const EffortData& effort;
};

// Frontends over the inputs, then analyseTargets.
Report runScan(const ScanOptions& options, const ScanData& data);

// Everything after the frontends: verdicts, rules, fingerprints, baseline, scoping figures.
// Targets are ordered models, sources, unreadable inputs, each by path, so a merged run of
// shards matches a single run.
Report analyseTargets(std::vector<Target> targets, const ScanOptions& options, const ScanData& data);

struct GateOptions {
  std::optional<Severity> fail_on;     // empty = never fail on findings
  std::optional<double> min_coverage;  // percent of distinct device ops that run natively
};

// The exit code table in the README.
int exitCodeFor(const Report& report, const GateOptions& gate);

}  // namespace npu_lint
