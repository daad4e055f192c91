#include "scoping/release_coverage.h"

#include <algorithm>

#include "core/summary.h"
#include "opdb/op_db.h"

namespace npu_lint {

std::vector<ReleaseCoverage> coverageByRelease(const Report& report, const OpDb& db) {
  std::vector<ReleaseCoverage> out;
  const bool any_model = std::any_of(report.targets.begin(), report.targets.end(),
                                     [](const Target& t) { return t.kind == "torchscript" && !t.ops.empty(); });
  if (!any_model) return out;
  for (const auto& release : db.releases().all) {
    ReleaseCoverage coverage;
    coverage.release = release.name;
    coverage.published = release.published;
    for (const auto& target : report.targets)
      for (const auto& op : target.ops) {
        const std::string support =
            release.name == report.torch_npu_release
                ? op.verdict.support
                : db.verdict(op.name, op.overload, release.name, !op.unknown_to_libtorch).support;
        if (support == "host") continue;
        ++coverage.device_distinct;
        coverage.device_instances += op.count;
        if (runsNatively(support)) {
          ++coverage.native_distinct;
          coverage.native_instances += op.count;
        }
      }
    out.push_back(coverage);
  }
  return out;
}

}  // namespace npu_lint
