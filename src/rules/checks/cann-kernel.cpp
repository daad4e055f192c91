#include "opdb/compatibility.h"
#include "rules/environment/project_environment.h"
#include "rules/checks/checks.h"

namespace npu_lint::checks {

// Ops that run only through an aclnn kernel (no acl_op fallback in op-plugin's source) whose
// oldest CANN known to carry it is newer than the CANN the project states, once per op.
void cannKernel(const CheckContext& ctx, std::vector<Finding>& out) {
  const auto& cann = ctx.environment.stated.cann;
  const auto project = cann ? parseCannVersion(cann->text) : std::nullopt;
  if (!project) return;
  for (const auto& op : ctx.target.ops) {
    const CannNeed& need = op.verdict.needs_cann;
    if (op.verdict.support != Support::kNpu || need.empty()) continue;
    const auto since = parseCannVersion(need.since_cann);
    if (!since || compareVersions(*project, *since) >= 0) continue;
    out.push_back(ctx.finding(op, {{"kernels", need.kernelsPhrase()},
                                   {"function", need.function},
                                   {"since_cann", need.since_cann},
                                   {"since_package", need.since_package},
                                   {"since_cann_source", need.since_cann_source},
                                   {"cann", cann->text},
                                   {"cann_from", cann->from}}));
  }
}

}  // namespace npu_lint::checks
