#include "rules/checks/checks.h"

namespace npu_lint::checks {

// The fused CPU/CUDA fast-path ops of the rule's `ops` list that do not run natively in the release.
void fusedFastPath(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& op : ctx.target.ops)
    if (opMatches(op, ctx.rule.ops) && !runsNatively(op.verdict.support)) out.push_back(ctx.finding(op));
}

}  // namespace npu_lint::checks
