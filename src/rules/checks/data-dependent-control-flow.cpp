#include "rules/checks/checks.h"

namespace npu_lint::checks {

// Each prim::If / prim::Loop the graph analysis found to depend on tensor values or sizes.
void dataDependentControlFlow(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& fact : ctx.target.facts) {
    if (fact.fact != GraphFactKind::kDataDependentControlFlow) continue;
    const bool is_loop = fact.op == ctx.rule.paramText("loop_op");
    // A tensor's sizes live on the host: reading one waits for nothing, but each size takes its own path.
    const bool size = fact.cause == GraphFactCause::kTensorSize;
    out.push_back(ctx.finding(fact.op, fact.location,
                              {{"construct", is_loop ? "loop" : "branch"},
                               {"cause", size ? "a runtime tensor size" : "a tensor's value"},
                               {"via", fact.via},
                               {"cost", size ? "each input size may compile anew" : "the host waits for the device to read it"}}));
  }
}

}  // namespace npu_lint::checks
