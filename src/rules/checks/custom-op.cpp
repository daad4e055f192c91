#include "rules/checks/checks.h"

namespace npu_lint::checks {

// Ops outside aten/prim with no NPU kernel (the `custom` verdict), once per op.
void customOp(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& op : ctx.target.ops)
    if (op.verdict.support == "custom")
      out.push_back(ctx.finding(op, {{"schema", op.schema.empty() ? "schema unknown to LibTorch 1.13" : op.schema}}));
}

}  // namespace npu_lint::checks
