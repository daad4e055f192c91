#include <algorithm>

#include "rules/checks/checks.h"

namespace npu_lint::checks {
namespace {

// A custom op named like a segment/scatter reduction (torch_scatter::segment_sum_csr).
bool looksSegmented(const CheckContext& ctx, const OpUse& op) {
  if (op.verdict.support != Support::kCustom) return false;
  const std::string name = op.name.substr(op.name.find("::") + 2);
  for (const auto& pattern : ctx.rule.name_patterns)
    if (name.find(pattern) != std::string::npos) return true;
  return false;
}


bool matchesCall(const CheckContext& ctx, const std::string& name) {
  for (const auto& pattern : ctx.rule.param("source_calls"))
    if (pattern == name || (pattern.back() == '*' && name.compare(0, pattern.size() - 1, pattern, 0, pattern.size() - 1) == 0))
      return true;
  return false;
}

bool isAtomicScatterKernel(const CheckContext& ctx, const cuda::KernelFact& kernel) {
  if (std::find(kernel.traits.begin(), kernel.traits.end(), "atomics") == kernel.traits.end()) return false;
  for (const auto& pattern : ctx.rule.name_patterns)
    if (kernel.name.find(pattern) != std::string::npos) return true;
  return false;
}

}  // namespace

// Segmented and scatter reductions: in models the rule's `ops` and custom ops named like them
// (once per op); in sources CUB/Thrust segmented calls (params.source_calls) and atomic kernels
// named like scatters/segments.
void segmentedReduce(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& op : ctx.target.ops)
    if (opMatches(op, ctx.rule.ops) || looksSegmented(ctx, op))
      out.push_back(ctx.finding(op, {{"detail", runsNatively(op.verdict.support) ? "" : std::string(" (") + nameOf(op.verdict.support) + ")"}}));
  for (const auto& call : ctx.target.source.calls)
    if (matchesCall(ctx, call.name))
      out.push_back(ctx.finding(call.name, sourceLocation(ctx.target, call.pos), {{"detail", " (CUB/Thrust)"}}));
  for (const auto& kernel : ctx.target.source.kernels)
    if (isAtomicScatterKernel(ctx, kernel))
      out.push_back(ctx.finding(kernel.name, sourceLocation(ctx.target, kernel.pos), {{"detail", " (a CUDA kernel scattering with atomics)"}}));
}

}  // namespace npu_lint::checks
