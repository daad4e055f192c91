// The model frontend as npu-lint sees it: runs npu-lint-torchscript on one archive, in its own
// process with limits, and turns its facts into a Target.
#pragma once
#include <string>

#include "core/report.h"

namespace npu_lint {

class ResultCache;

struct ModelScanOptions {
  std::string method = "forward";
  bool all_methods = false;
  unsigned timeout_seconds = 300;
  size_t max_memory_bytes = size_t{8} << 30;
  const ResultCache* cache = nullptr;  // null or disabled: always run the helper
};

Target scanModel(const std::string& path, const ModelScanOptions& options);

// Exposed for tests: the facts the helper printed, as a Target for `path`.
Target targetFromFacts(const std::string& path, const std::string& facts_json);

}  // namespace npu_lint
