#include "rules/environment/env_findings.h"

#include <algorithm>

namespace npu_lint {
namespace {

// The statement a check judges: torch_npu's publication, torch's pairing, CANN's, Python's.
const std::optional<StatedVersion>& judged(const EnvironmentStatement& stated, EnvCheck check) {
  switch (check) {
    case EnvCheck::kTorchNpuPublished: return stated.torch_npu;
    case EnvCheck::kTorchPairing: return stated.torch;
    case EnvCheck::kCannPairing: return stated.cann;
    case EnvCheck::kPythonSupported: return stated.python;
  }
  return stated.torch_npu;
}

Finding at(const CheckContext& ctx, const std::string& what, const StatedVersion& s, const std::string& problem, const std::string& nearest) {
  return ctx.finding(what + " " + s.text, sourceLocation(ctx.target, {s.line, 1}), {{"problem", problem}, {"nearest", nearest}});
}

}  // namespace

void environmentFindings(const CheckContext& ctx, const std::vector<EnvCheck>& checks, const std::vector<std::string>& what,
                         std::vector<Finding>& out) {
  const ProjectEnvironment& env = ctx.environment;
  for (const EnvResult& result : env.results) {
    if (result.verdict != EnvVerdict::kProblem || std::find(checks.begin(), checks.end(), result.check) == checks.end()) continue;
    const auto& s = judged(env.stated, result.check);
    if (!s || s->path != ctx.target.path) continue;
    std::string nearest;
    for (const auto& n : result.nearest) nearest += (nearest.empty() ? "; nearest published: " : "; ") + n;
    const std::string name = result.check == EnvCheck::kTorchNpuPublished ? "torch_npu"
                             : result.check == EnvCheck::kTorchPairing   ? "torch"
                             : result.check == EnvCheck::kCannPairing    ? "CANN"
                                                                         : "Python";
    out.push_back(at(ctx, name, *s, result.message + (result.source.empty() ? "" : " (" + result.source + ")"), nearest));
  }
  for (const auto& d : env.disagreements) {
    if (d.other.path != ctx.target.path || std::find(what.begin(), what.end(), d.what) == what.end()) continue;
    out.push_back(at(ctx, d.what, d.other,
                     "the project states " + d.what + " " + d.judged.text + " at " + d.judged.from + " and " + d.other.text +
                         " here; npu-lint judges the first",
                     ""));
  }
}

}  // namespace npu_lint
