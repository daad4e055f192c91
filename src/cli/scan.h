// One scan: inputs -> frontends (facts) -> analyseTargets (verdicts, findings) -> a Report.
#pragma once
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "frontends/frontend.h"
#include "report/analyse.h"

namespace npu_lint {

// --shard K/N: this run takes every N-th input (sorted by path), starting with the K-th.
struct Shard {
  unsigned index = 1, count = 1;
};

struct ScanOptions {
  std::vector<std::string> paths;
  std::vector<std::string> exclude;                 // glob patterns, see DiscoveryFilter
  bool follow_symlinks = false;                     // see DiscoveryFilter
  std::optional<std::set<std::string>> only_files;  // --changed-since
  std::optional<std::set<std::string>> only_frontends;  // by name ("project"): the others' inputs are not read
  FrontendContext frontends;                        // its progress and cache are set by runScan
  AnalysisOptions analysis;
  bool show_progress = false;
  std::string cache_dir;  // empty: no cache
  Shard shard;
};

// The registered frontends over the inputs, each frontend's inputs in one call, then analyseTargets.
Report runScan(const ScanOptions& options, const AnalysisData& data);

}  // namespace npu_lint
