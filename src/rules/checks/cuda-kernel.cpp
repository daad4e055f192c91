#include "rules/checks/checks.h"
#include "rules/kernel_effort.h"

namespace npu_lint::checks {

// Every __global__ kernel definition, with a porting-effort estimate from its traits and size.
void cudaKernel(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& kernel : ctx.target.source.kernels) {
    const KernelEffort effort = kernelEffort(kernel, ctx.rule);
    out.push_back(ctx.finding(kernel.name, sourceLocation(ctx.target, kernel.pos),
                              {{"kernel", kernel.name},
                               {"template", kernel.is_template ? "template " : ""},
                               {"effort", nameOf(effort.level)},
                               {"reasons", effort.reasons},
                               {"where", kernel.in_excluded_region ? " (in an #if branch this build skips)" : ""}}));
  }
}

}  // namespace npu_lint::checks
