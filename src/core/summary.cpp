#include "core/summary.h"

namespace npu_lint {

bool runsNatively(const std::string& support) { return support == "npu" || support == "composite"; }

namespace {
void add(const Target& target, OpSummary& summary) {
  for (const auto& op : target.ops) {
    const std::string& support = op.verdict.support;
    ++summary.distinct;
    summary.instances += op.count;
    ++summary.distinct_by_support[support];
    summary.instances_by_support[support] += op.count;
    if (op.unknown_to_libtorch) ++summary.unknown_to_libtorch;
    if (support == "custom") ++summary.custom;
    if (support == "host") continue;
    ++summary.device_distinct;
    summary.device_instances += op.count;
    if (runsNatively(support)) {
      ++summary.native_distinct;
      summary.native_instances += op.count;
    }
  }
}
}  // namespace

OpSummary summarizeOps(const Target& target) {
  OpSummary summary;
  add(target, summary);
  return summary;
}

OpSummary summarizeOps(const Report& report) {
  OpSummary summary;
  for (const auto& target : report.targets) add(target, summary);
  return summary;
}

}  // namespace npu_lint
