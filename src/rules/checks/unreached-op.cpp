#include "rules/checks/checks.h"

namespace npu_lint::checks {

// Ops of a model's code that no scanned entry point reaches (Target::unreached_ops) and that
// have no NPU kernel, once per op at its first call site.
void unreachedOp(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& op : ctx.target.unreached_ops) {
    if (!lacksNpuKernel(op.verdict.support)) continue;
    const Location& at = op.locations.empty() ? Location{} : op.locations.front();
    const std::string where = at.function.empty() ? "module level" : "in " + at.function;
    out.push_back(ctx.finding(op, {{"where", where}}));
  }
}

}  // namespace npu_lint::checks
