#include "opdb/op_db.h"
#include "rules/checks/checks.h"

namespace npu_lint::checks {

// Python uses of APIs whose torch_npu page, for the release's PyTorch, notes a restriction.
void apiRestriction(const CheckContext& ctx, std::vector<Finding>& out) {
  const int index = ctx.db.releases().indexOf(ctx.release);
  if (index < 0 || ctx.target.kind != InputKind::kPythonSource) return;
  const std::string& pytorch = ctx.db.releases().all[index].pytorch;
  for (const auto& use : pythonApiUses(ctx.target)) {
    const PythonApi* api = ctx.db.pythonApis().find(use.name, pytorch);
    if (!api || api->restriction.empty() || (api->is_class && !use.is_call)) continue;
    out.push_back(ctx.finding(use.name, use.location,
                              {{"restriction", api->restriction}, {"pytorch", api->pytorch}, {"source", api->source}}));
  }
}

}  // namespace npu_lint::checks
