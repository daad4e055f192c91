#include "rules/checks/checks.h"

namespace npu_lint::checks {

// Ops no source knows (the `unknown` verdict), once per op.
void unknownOp(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& op : ctx.target.ops)
    if (op.verdict.support == Support::kUnknown) out.push_back(ctx.finding(op));
}

}  // namespace npu_lint::checks
