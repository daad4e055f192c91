#include "core/strings.h"
#include "rules/checks/checks.h"
#include "rules/kernel_effort.h"
#include "rules/op_links.h"

namespace npu_lint::checks {
namespace {

// "at line 30", or "at 3 sites, first ../ops/add.py:30".
std::string sitesText(const Target& target, size_t count, const Target& first, unsigned first_line) {
  const std::string where = siteText(target, first, first_line);
  return count == 1 ? "at " + where : "at " + std::to_string(count) + " sites, first " + where;
}

std::string sitesText(const Target& target, const std::vector<const PythonCaller*>& uses) {
  return sitesText(target, uses.size(), *uses.front()->target, uses.front()->pos.line);
}

// Whether function `name` of `target` launches one of its own parameters (`kernel[grid](...)`).
bool launchesParameter(const Target& target, const std::string& name) {
  for (const auto& def : target.python.definitions)
    if (!def.is_class && def.name == name)
      for (const auto& call : target.python.subscripted_calls)
        if (call.function == name && among(def.parameters, call.callee)) return true;
  return false;
}

// Where the kernel is launched, for the message: "launched at line 30", "launched at 3 sites,
// first ../ops/add.py:30" (another file near the kernel's, from its folder); a function only
// other Triton code calls is a device function: "called as a device function at line 12"; one
// handed to a function of its file that launches a parameter is "launched through launch() at
// line 40"; one handed to another call "passed to triton.language.reduce at line 12"; one only
// read elsewhere "named at ../ext.py:206, launch not followed"; else "no launch in the scan".
std::string launchesText(const Target& target, const std::vector<SubscriptedLaunch>& launches,
                         const std::vector<PythonCaller>& uses) {
  if (!launches.empty())
    return "launched " + sitesText(target, launches.size(), *launches.front().target, launches.front().call->pos.line);
  std::vector<const PythonCaller*> calls, launchers, passed, named;
  for (const auto& use : uses) {
    if (use.use == PythonCaller::Use::kCall) calls.push_back(&use);
    else if (use.use == PythonCaller::Use::kName) named.push_back(&use);
    else (launchesParameter(*use.target, use.passed_to) ? launchers : passed).push_back(&use);
  }
  if (!launchers.empty()) return "launched through " + launchers.front()->passed_to + "() " + sitesText(target, launchers);
  if (!calls.empty()) return "called as a device function " + sitesText(target, calls);
  if (!passed.empty()) return "passed to " + passed.front()->passed_to + " " + sitesText(target, passed);
  if (!named.empty()) return "named " + sitesText(target, named) + ", launch not followed";
  return "no launch in the scan";
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
                                  {{"kernel", def.name}, {"effort", nameOf(effort.level)}, {"reasons", effort.reasons},
                                   {"launches", launchesText(ctx.target, launches, callers)}, {"sources", sources}});
    if (effort.level == EffortLevel::kLow) finding.severity = Severity::kInfo;
    out.push_back(std::move(finding));
  }
}

}  // namespace npu_lint::checks
