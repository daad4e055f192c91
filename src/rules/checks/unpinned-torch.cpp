#include "opdb/op_db.h"
#include "rules/checks/checks.h"
#include "rules/environment/project_environment.h"

namespace npu_lint::checks {

// torch or torch_npu required in a project file without one exact version; where the project
// pins the other (in any of its files), the version the compatibility page pairs with it.
void unpinnedTorch(const CheckContext& ctx, std::vector<Finding>& out) {
  const CompatibilityTable& table = ctx.db.compatibility();
  const EnvironmentStatement& stated = ctx.environment.stated;
  for (const auto& r : ctx.target.project.requirements) {
    if ((r.name != "torch" && r.name != "torch-npu") || pinnedVersion(r)) continue;
    if (!r.url.empty() && r.specifier.empty()) continue;  // a URL without a version: pip learns it by building
    std::string hint, source;
    if (r.name == "torch" && stated.torch_npu) {
      if (const TorchNpuPackage* p = packageOf(table, stated.torch_npu->version)) {
        hint = "; torch_npu " + p->torch_npu + " needs torch==" + p->pytorch;
        source = p->source;
      }
    } else if (r.name == "torch-npu" && stated.torch) {
      const auto for_torch = packagesFor(table, stated.torch->version);
      if (!for_torch.empty()) {
        hint = "; the pinned torch pairs with torch_npu==" + for_torch.front()->torch_npu;
        source = for_torch.front()->source;
      }
    }
    out.push_back(ctx.finding(r.name + r.specifier, sourceLocation(ctx.target, r.pos), {{"hint", hint}, {"source", source}}));
  }
}

}  // namespace npu_lint::checks
