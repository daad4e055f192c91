// The frontend of `npu-lint merge`: reads the targets, with their facts, back from the JSON
// reports of sharded runs, so the rules can run again over all of them at once.
#pragma once
#include <string>
#include <vector>

#include "report/report.h"

namespace npu_lint {

struct ReadReport {
  std::string torch_npu_release;
  std::string torch_npu_package;  // "" in reports written before it was added
  std::vector<Target> targets;  // without findings: merge computes them again
  std::vector<SkippedPath> skipped;
  std::vector<std::string> binary_modules;
};

// Throws UserError naming the file when it is not an npu-lint JSON report with facts.
ReadReport readJsonReport(const std::string& path);

}  // namespace npu_lint
