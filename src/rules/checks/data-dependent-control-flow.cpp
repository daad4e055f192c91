#include "rules/checks/checks.h"

namespace npu_lint::checks {

// Each prim::If / prim::Loop the graph analysis found to depend on tensor values or sizes.
void dataDependentControlFlow(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& fact : ctx.target.facts) {
    if (fact.fact != GraphFactKind::kDataDependentControlFlow) continue;
    const bool is_loop = fact.op == "prim::Loop";
    out.push_back(ctx.finding(fact.op, fact.location,
                              {{"construct", is_loop ? "loop" : "branch"},
                               {"cause", fact.cause == "tensor_size" ? "a runtime tensor size" : "a tensor's value"},
                               {"via", fact.via}}));
  }
}

}  // namespace npu_lint::checks
