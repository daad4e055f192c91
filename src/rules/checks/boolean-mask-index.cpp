#include "rules/checks/checks.h"

namespace npu_lint::checks {

// Each indexing with a boolean mask the graph analysis found, or the Python frontend saw written.
void booleanMaskIndex(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& fact : ctx.target.facts)
    if (fact.fact == GraphFactKind::kBooleanMaskIndex) out.push_back(ctx.finding(fact.op, fact.location, {{"via", fact.via}}));
  for (const auto& index : ctx.target.python.mask_indexes)
    out.push_back(ctx.finding("", sourceLocation(ctx.target, index.pos, index.function), {{"via", index.mask}}));
}

}  // namespace npu_lint::checks
