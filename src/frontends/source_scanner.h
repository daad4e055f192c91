// The source frontend as npu-lint sees it: a lexical pass over each file (in this process) and
// the Clang pass (npu-lint-cuda, a process of its own), merged into one Target per file.
#pragma once
#include <string>
#include <vector>

#include "core/report.h"

namespace npu_lint {

class ApiMap;
class Progress;
class ResultCache;

struct SourceScanOptions {
  std::string compile_db_dir;  // -p: use the project's compile_commands.json
  unsigned file_timeout_seconds = 120;  // the Clang pass gives up on one file after this
  unsigned jobs = 1;  // Clang helper processes at once
  Progress* progress = nullptr;
  const ResultCache* cache = nullptr;  // Clang results per file, reused while the file and its headers are unchanged
};

bool isSourceFile(const std::string& path);

std::vector<Target> scanSources(const std::vector<std::string>& files, const SourceScanOptions& options,
                                const ApiMap& api_map);

}  // namespace npu_lint
