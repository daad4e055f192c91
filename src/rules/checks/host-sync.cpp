#include "rules/checks/checks.h"

namespace npu_lint::checks {

// Tensor-to-host conversions (the rule's `ops`) in the scanned methods, once per op.
void hostSync(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& op : ctx.target.ops)
    if (opMatches(op, ctx.rule.ops)) out.push_back(ctx.finding(op));
}

}  // namespace npu_lint::checks
