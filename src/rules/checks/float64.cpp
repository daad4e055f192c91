#include "rules/checks/checks.h"

namespace npu_lint::checks {

// Each float64 dtype argument or tensor constant the graph analysis found.
void float64(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& fact : ctx.target.facts)
    if (fact.fact == GraphFactKind::kFloat64) out.push_back(ctx.finding(fact.op, fact.location, {{"via", fact.via}}));
}

}  // namespace npu_lint::checks
