// The model frontend as npu-lint sees it: runs npu-lint-torchscript on one archive, in its own
// process with limits, and turns its facts into a Target.
#pragma once
#include <string>

#include "core/report.h"
#include "frontends/zip_directory.h"

namespace npu_lint {

class ResultCache;

struct ModelScanOptions {
  std::string method = "forward";
  bool all_methods = false;
  unsigned timeout_seconds = 300;  // --file-timeout
  size_t max_memory_bytes = size_t{8} << 30;
  ZipLimits zip;                       // --max-archive-entries, --max-code-bytes
  size_t max_graph_nodes = 2'000'000;  // --max-graph-nodes
  const ResultCache* cache = nullptr;  // null or disabled: always run the helper
};

Target scanModel(const std::string& path, const ModelScanOptions& options);

// Exposed for tests: the facts the helper printed, as a Target for `path`.
Target targetFromFacts(const std::string& path, const std::string& facts_json);

}  // namespace npu_lint
