#include "opdb/op_db.h"
#include "rules/checks/checks.h"
#include "rules/environment/combination.h"

namespace npu_lint::checks {
namespace {

// The last requirement of `name` in the file that pins one version (pip takes the last).
const project::Requirement* pinned(const Target& target, const std::string& name) {
  const project::Requirement* found = nullptr;
  for (const auto& r : target.project.requirements)
    if (r.name == name && pinnedVersion(r)) found = &r;
  return found;
}

std::optional<StatedVersion> stated(const project::Requirement* r) {
  if (!r) return std::nullopt;
  const Version v = *pinnedVersion(*r);
  return StatedVersion{v.str(), v, "line " + std::to_string(r->pos.line)};
}

}  // namespace

// A project file that pins torch_npu (and torch) to a combination torch_npu's compatibility
// page does not list: the package itself, or the PyTorch it is built for.
void torchNpuPairing(const CheckContext& ctx, std::vector<Finding>& out) {
  if (ctx.target.kind != InputKind::kProjectFile) return;
  const project::Requirement* torch_npu = pinned(ctx.target, "torch-npu");
  if (!torch_npu) return;
  const project::Requirement* torch = pinned(ctx.target, "torch");
  EnvironmentStatement given;
  given.torch_npu = stated(torch_npu);
  given.torch = stated(torch);
  for (const EnvResult& result : checkCombination(given, ctx.db.compatibility())) {
    if (result.verdict != EnvVerdict::kProblem) continue;
    const project::Requirement* at = result.check == EnvCheck::kTorchPairing ? torch : torch_npu;
    std::string nearest;
    for (const auto& n : result.nearest) nearest += (nearest.empty() ? "; nearest published: " : "; ") + n;
    out.push_back(ctx.finding(at->name + at->specifier, sourceLocation(ctx.target, at->pos),
                              {{"problem", result.message + (result.source.empty() ? "" : " (" + result.source + ")")}, {"nearest", nearest}}));
  }
}

}  // namespace npu_lint::checks
