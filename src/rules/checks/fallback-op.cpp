#include "rules/checks/checks.h"

namespace npu_lint::checks {

// Device ops without an NPU kernel in the release, once per op; an error inside a loop,
// where the host round trip repeats every iteration.
void fallbackOp(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& op : ctx.target.ops) {
    if (op.verdict.support != Support::kFallback || opMatches(op, ctx.rule.skip_ops)) continue;
    Finding finding = ctx.finding(op, {{"where", op.max_loop_depth ? " inside a loop" : ""}});
    if (op.max_loop_depth) finding.severity = Severity::kError;
    out.push_back(std::move(finding));
  }
}

}  // namespace npu_lint::checks
