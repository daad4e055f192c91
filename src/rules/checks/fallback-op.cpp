#include "rules/checks/checks.h"

namespace npu_lint::checks {

namespace {

// " (runs as aten::linalg_inv_ex)": the ops a composite op lands on that fall back.
std::string landsOn(const Verdict& verdict) {
  std::string ops;
  for (const auto& landing : verdict.runs_as)
    if (landing.support == Support::kFallback) ops += (ops.empty() ? "" : ", ") + landing.op;
  return ops.empty() ? "" : " (runs as " + ops + ")";
}

}  // namespace

// Device ops without an NPU kernel in the release, once per op; an error inside a loop,
// where the host round trip repeats every iteration. A composite op is reported at its own call
// sites, naming the ops it runs as that fall back.
void fallbackOp(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& op : ctx.target.ops) {
    if (op.verdict.support != Support::kFallback || opMatches(op, ctx.rule.skip_ops)) continue;
    Finding finding =
        ctx.finding(op, {{"where", op.max_loop_depth ? " inside a loop" : ""}, {"runs_as", landsOn(op.verdict)}});
    if (op.max_loop_depth) finding.severity = Severity::kError;
    out.push_back(std::move(finding));
  }
}

}  // namespace npu_lint::checks
