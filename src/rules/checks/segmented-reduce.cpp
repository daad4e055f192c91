#include "rules/checks/checks.h"

namespace npu_lint::checks {
namespace {

// A custom op named like a segment/scatter reduction (torch_scatter::segment_sum_csr).
bool looksSegmented(const CheckContext& ctx, const OpUse& op) {
  if (op.verdict.support != "custom") return false;
  const std::string name = op.name.substr(op.name.find("::") + 2);
  for (const auto& pattern : ctx.rule.name_patterns)
    if (name.find(pattern) != std::string::npos) return true;
  return false;
}

}  // namespace

// Segmented and scatter reductions (the rule's `ops`, and custom ops named like them), once per op.
void segmentedReduce(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& op : ctx.target.ops)
    if (opMatches(op, ctx.rule.ops) || looksSegmented(ctx, op)) out.push_back(ctx.finding(op));
}

}  // namespace npu_lint::checks
