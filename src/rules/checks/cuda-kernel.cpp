#include <algorithm>

#include "rules/checks/checks.h"

namespace npu_lint::checks {
namespace {

bool listed(const CheckContext& ctx, const char* param, const std::string& value) {
  const auto it = ctx.rule.params.find(param);
  return it != ctx.rule.params.end() && std::find(it->second.begin(), it->second.end(), value) != it->second.end();
}

unsigned threshold(const CheckContext& ctx, const char* param) {
  const auto it = ctx.rule.params.find(param);
  return it == ctx.rule.params.end() || it->second.empty() ? ~0u : static_cast<unsigned>(std::stoul(it->second.front()));
}

}  // namespace

// Every __global__ kernel definition, with a porting-effort estimate from its traits and size
// (the thresholds are the rule's [params]).
void cudaKernel(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& kernel : ctx.target.source.kernels) {
    int effort = kernel.lines >= threshold(ctx, "high_effort_min_lines") ? 2 : kernel.lines >= threshold(ctx, "medium_effort_min_lines") ? 1 : 0;
    std::string reasons = std::to_string(kernel.lines) + " lines";
    for (const auto& trait : kernel.traits) {
      if (listed(ctx, "high_effort_traits", trait)) effort = 2;
      else if (listed(ctx, "medium_effort_traits", trait)) effort = std::max(effort, 1);
      reasons += ", " + trait;
    }
    static const char* const kEffort[] = {"low", "medium", "high"};
    out.push_back(ctx.finding(kernel.name, sourceLocation(ctx.target, kernel.pos),
                              {{"kernel", kernel.name},
                               {"template", kernel.is_template ? "template " : ""},
                               {"effort", kEffort[effort]},
                               {"reasons", reasons},
                               {"where", kernel.in_excluded_region ? " (in an #if branch this build skips)" : ""}}));
  }
}

}  // namespace npu_lint::checks
