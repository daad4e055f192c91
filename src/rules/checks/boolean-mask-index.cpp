#include "rules/checks/checks.h"

namespace npu_lint::checks {

// Each indexing with a boolean mask the graph analysis found.
void booleanMaskIndex(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& fact : ctx.target.facts)
    if (fact.fact == GraphFactKind::kBooleanMaskIndex) out.push_back(ctx.finding(fact.op, fact.location, {{"via", fact.via}}));
}

}  // namespace npu_lint::checks
