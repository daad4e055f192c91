#include "rules/checks/checks.h"
#include "rules/kernel_effort.h"
#include "rules/op_links.h"

namespace npu_lint::checks {
namespace {

// Where the kernel is launched, for the message: "launched at line 30", "launched at 3 sites,
// first ../ops/add.py:30" (another file near the kernel's, from its folder); a function only
// other Triton code calls is a device function: "called as a device function at line 12"; else
// "no launch in the scan".
std::string site(const Target& target, const Target& at, unsigned line) {
  if (&at == &target) return "line " + std::to_string(line);
  return pathFromTarget(target, at.path) + ":" + std::to_string(line);
}

std::string launchesText(const Target& target, const std::vector<SubscriptedLaunch>& launches,
                         const std::vector<PythonCaller>& callers) {
  if (!launches.empty()) {
    const std::string where = site(target, *launches.front().target, launches.front().call->pos.line);
    if (launches.size() == 1) return "launched at " + where;
    return "launched at " + std::to_string(launches.size()) + " sites, first " + where;
  }
  if (callers.empty()) return "no launch in the scan";
  const std::string where = site(target, *callers.front().target, callers.front().pos.line);
  if (callers.size() == 1) return "called as a device function at " + where;
  return "called as a device function at " + std::to_string(callers.size()) + " sites, first " + where;
}

}  // namespace

// Every Triton kernel (a def with one of the rule's decorators) with its porting effort from the
// APIs it calls, and where it is launched. A low-effort kernel is info: Triton-Ascend compiles it
// once its grid is sized for the NPU, the library decision is third-party-library's.
void tritonKernel(const CheckContext& ctx, std::vector<Finding>& out) {
  const TritonKernels kernels(ctx.links.pythonModuleOf(ctx.target.path), ctx.target.python, ctx.rule);
  if (kernels.forAscend()) return;
  for (const auto& def : ctx.target.python.definitions) {
    if (!kernels.isKernel(def)) continue;
    const KernelEffort effort = kernels.effort(def);
    const std::vector<SubscriptedLaunch> launches = ctx.links.subscriptedLaunchesOf(ctx.target, def.name);
    const std::vector<PythonCaller> callers = launches.empty() ? ctx.links.pythonCallersOf(ctx.target, def.name)
                                                               : std::vector<PythonCaller>{};
    std::string sources;
    for (const auto& source : effort.sources) sources += (sources.empty() ? "" : "; ") + source;
    Finding finding = ctx.finding(def.name, sourceLocation(ctx.target, def.pos, def.owner),
                                  {{"kernel", def.name}, {"effort", effort.level}, {"reasons", effort.reasons},
                                   {"launches", launchesText(ctx.target, launches, callers)}, {"sources", sources}});
    if (std::string(effort.level) == "low") finding.severity = Severity::kInfo;
    out.push_back(std::move(finding));
  }
}

}  // namespace npu_lint::checks
