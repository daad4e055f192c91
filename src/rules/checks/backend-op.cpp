#include "rules/checks/checks.h"

namespace npu_lint::checks {

// Ops of PyTorch's own non-CUDA backends (the op database's backend namespaces), once per op;
// custom-op leaves them to this rule.
void backendOp(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& op : ctx.target.ops)
    if (!op.verdict.backend.empty()) out.push_back(ctx.finding(op, {{"backend", op.verdict.backend}}));
}

}  // namespace npu_lint::checks
