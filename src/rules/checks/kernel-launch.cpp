#include "rules/checks/checks.h"

namespace npu_lint::checks {

// Every kernel launch, located where it is written and linked to its kernel's definition in
// any scanned file.
void kernelLaunch(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& launch : ctx.target.source.launches) {
    std::string defined = "no scanned file defines it";
    for (const auto& target : ctx.all_targets)
      for (const auto& kernel : target.source.kernels)
        if (kernel.name == launch.kernel && defined.front() == 'n')
          defined = "defined at " + target.path + ":" + std::to_string(kernel.pos.line);
    out.push_back(ctx.finding(launch.kernel, sourceLocation(ctx.target, launch.pos, launch.function),
                              {{"kernel", launch.kernel},
                               {"defined", defined},
                               {"where", launch.in_excluded_region ? " (in an #if branch this build skips)" : ""}}));
  }
}

}  // namespace npu_lint::checks
