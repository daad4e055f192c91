#include "rules/checks/checks.h"
#include "rules/op_links.h"

namespace npu_lint::checks {

// Every kernel launch, located where it is written and linked to its kernel's definition in
// any scanned file.
void kernelLaunch(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& launch : ctx.target.source.launches) {
    const KernelDefinition* definition = ctx.links.definitionOf(launch.kernel);
    const std::string defined = definition ? "defined at " + definition->target->path + ":" +
                                                 std::to_string(definition->kernel->pos.line)
                                           : "no scanned file defines it";
    out.push_back(ctx.finding(launch.kernel, sourceLocation(ctx.target, launch.pos, launch.function),
                              {{"kernel", launch.kernel},
                               {"defined", defined},
                               {"where", launch.in_excluded_region ? " (in an #if branch this build skips)" : ""}}));
  }
}

}  // namespace npu_lint::checks
