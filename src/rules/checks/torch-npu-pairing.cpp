#include "core/specifier.h"
#include "opdb/op_db.h"
#include "rules/checks/checks.h"
#include "rules/environment/env_findings.h"

namespace npu_lint::checks {
namespace {

std::string nearestOf(const std::vector<const TorchNpuPackage*>& packages) {
  std::string out;
  for (size_t i = 0; i < packages.size() && i < 3; ++i)
    out += (out.empty() ? " Nearest published: " : "; ") + ("torch_npu " + packages[i]->torch_npu + " (PyTorch " + packages[i]->pytorch + ", " +
                                                             packages[i]->source + ")");
  return out;
}

// A torch or torch_npu range in this file, evaluated as pip does against what the project pins:
// a torch range that leaves out the PyTorch the pinned torch_npu is built for, a torch_npu range
// that allows no package published for the pinned torch (or none at all).
void ranges(const CheckContext& ctx, std::vector<Finding>& out) {
  const CompatibilityTable& table = ctx.db.compatibility();
  const EnvironmentStatement& stated = ctx.environment.stated;
  for (const auto& r : ctx.target.project.requirements) {
    if ((r.name != "torch" && r.name != "torch-npu") || pinnedVersion(r) || r.specifier.empty()) continue;
    const auto spec = parseSpecifierSet(r.specifier);
    if (!spec) continue;
    const Location where = sourceLocation(ctx.target, r.pos);
    if (r.name == "torch") {
      const TorchNpuPackage* p = stated.torch_npu ? packageOf(table, stated.torch_npu->version) : nullptr;
      if (p && !spec->contains(p->pytorch_version))
        out.push_back(ctx.finding(r.name + r.specifier, where,
                                  {{"problem", "allows no PyTorch " + p->pytorch + ", which torch_npu " + p->torch_npu + " (" + stated.torch_npu->from +
                                                   ") is built for exactly"},
                                   {"source", p->source}}));
      continue;
    }
    std::vector<const TorchNpuPackage*> allowed, candidates;
    for (const auto& p : table.packages) {
      if (!spec->contains(p.torch_npu_version)) continue;
      allowed.push_back(&p);
      if (!stated.torch || sameVersion(p.pytorch_version, stated.torch->version)) candidates.push_back(&p);
    }
    if (!candidates.empty()) continue;
    if (allowed.empty())
      out.push_back(ctx.finding(r.name + r.specifier, where, {{"problem", "allows no torch_npu package the compatibility page lists"}}));
    else {
      out.push_back(ctx.finding(r.name + r.specifier, where,
                                {{"problem", "allows no torch_npu package built for PyTorch " + stated.torch->text + " (" + stated.torch->from + ")"}}));
      out.back().suggestion += nearestOf(packagesFor(table, stated.torch->version));
    }
  }
}

}  // namespace

// The torch_npu the project pins is not a published package, or the torch it pins is not the
// PyTorch that package is built for; pins in different files are judged together, and files that
// disagree are said. Ranges are evaluated as pip does.
void torchNpuPairing(const CheckContext& ctx, std::vector<Finding>& out) {
  environmentFindings(ctx, {EnvCheck::kTorchNpuPublished, EnvCheck::kTorchPairing}, {"torch_npu", "torch"}, out);
  ranges(ctx, out);
}

}  // namespace npu_lint::checks
