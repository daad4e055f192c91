#include "rules/checks/checks.h"

namespace npu_lint::checks {

// Each arithmetic op on an explicitly int64 tensor that the graph analysis found.
void int64Arithmetic(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& fact : ctx.target.facts)
    if (fact.fact == GraphFactKind::kInt64Arithmetic) out.push_back(ctx.finding(fact.op, fact.location, {{"via", fact.via}}));
}

}  // namespace npu_lint::checks
