#include "opdb/op_db.h"
#include "rules/checks/checks.h"
#include "rules/environment/combination.h"

namespace npu_lint::checks {

// torch or torch_npu required in a project file without one exact version; where the
// other is pinned, the version the compatibility page pairs with it.
void unpinnedTorch(const CheckContext& ctx, std::vector<Finding>& out) {
  if (ctx.target.kind != InputKind::kProjectFile) return;
  const auto& requirements = ctx.target.project.requirements;
  const auto pinnedPackage = [&](const std::string& name) -> const TorchNpuPackage* {
    for (auto r = requirements.rbegin(); r != requirements.rend(); ++r) {
      if (r->name != name) continue;
      const auto v = pinnedVersion(*r);
      if (!v) return nullptr;
      if (name == "torch-npu") return packageOf(ctx.db.compatibility(), *v);
      const auto for_torch = packagesFor(ctx.db.compatibility(), *v);
      return for_torch.empty() ? nullptr : for_torch.front();
    }
    return nullptr;
  };
  for (const auto& r : requirements) {
    if ((r.name != "torch" && r.name != "torch-npu") || pinnedVersion(r)) continue;
    if (!r.url.empty() && r.specifier.empty()) continue;  // a URL without a version: pip learns it by building
    std::string hint;
    if (r.name == "torch") {
      if (const TorchNpuPackage* p = pinnedPackage("torch-npu")) hint = "; the pinned torch_npu " + p->torch_npu + " is built for torch==" + p->pytorch + " (" + p->source + ")";
    } else if (const TorchNpuPackage* p = pinnedPackage("torch")) {
      hint = "; for the pinned torch the page lists torch_npu==" + p->torch_npu + " (" + p->source + ")";
    }
    out.push_back(ctx.finding(r.name + r.specifier, sourceLocation(ctx.target, r.pos), {{"hint", hint}}));
  }
}

}  // namespace npu_lint::checks
