#include "report/release_coverage.h"

#include <algorithm>

#include "judge/judge.h"
#include "report/analyse.h"
#include "report/summary.h"
#include "opdb/op_db.h"

namespace npu_lint {

std::vector<ReleaseCoverage> coverageByRelease(const Report& report, const OpDb& db) {
  std::vector<ReleaseCoverage> out;
  const bool any_model = std::any_of(report.targets.begin(), report.targets.end(),
                                     [](const Target& t) { return hasOpInventory(t.kind) && !t.ops.empty(); });
  if (!any_model) return out;
  const std::vector<std::string> adapters = installedPackages(report);
  for (const auto& release : db.releases().all) {
    OpSummary s;
    for (const auto& target : report.targets)
      if (hasOpInventory(target.kind))
        for (const auto& op : target.ops)
          countOp(op,
                  release.name == report.torch_npu_release ? op.verdict.support
                                                           : verdictOn(db, op, release.name, adapters).support,
                  s);
    out.push_back({release.name, release.published, s.native_distinct, s.device_distinct, s.native_instances,
                   s.device_instances});
  }
  return out;
}

}  // namespace npu_lint
