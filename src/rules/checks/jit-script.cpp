#include <algorithm>

#include "rules/checks/checks.h"

namespace npu_lint::checks {

// Uses of the APIs torch_npu's patcher replaces with pass-throughs (params.apis), noting whether
// the file imports the patcher (params.patcher).
void jitScript(const CheckContext& ctx, std::vector<Finding>& out) {
  const auto& apis = ctx.rule.param("apis");
  const auto& patcher = ctx.rule.param("patcher");
  const auto& names = ctx.target.python.names;
  const bool imports_patcher = std::any_of(names.begin(), names.end(), [&](const python::NameUse& use) {
    return use.kind == PyUse::kImport && std::find(patcher.begin(), patcher.end(), use.name) != patcher.end();
  });
  for (const auto& use : names)
    if (use.kind != PyUse::kImport && std::find(apis.begin(), apis.end(), use.name) != apis.end())
      out.push_back(ctx.finding(use.name, sourceLocation(ctx.target, use.pos, use.function),
                                {{"patched", imports_patcher ? ", and this file imports it" : ""}}));
}

}  // namespace npu_lint::checks
