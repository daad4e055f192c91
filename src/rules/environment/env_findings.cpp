#include "rules/environment/env_findings.h"

#include <algorithm>

#include "core/strings.h"

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

// A finding at the statement: its message without the statement's own place (the finding is there),
// the page it comes from as evidence, the nearest published packages added to the rewrite.
Finding at(const CheckContext& ctx, const std::string& what, const StatedVersion& s, std::string problem, const std::string& source,
           const std::vector<std::string>& nearest) {
  const std::string own_place = " (" + s.from + ")";
  if (const size_t at = problem.find(own_place); at != std::string::npos) problem.erase(at, own_place.size());
  Finding finding = ctx.finding(what + " " + s.text, sourceLocation(ctx.target, {s.line, 1}), {{"problem", problem}, {"source", source}});
  if (!nearest.empty()) finding.suggestion += (finding.suggestion.empty() ? "" : " ") + std::string("Nearest published: ") + join(nearest, "; ");
  return finding;
}

}  // namespace

void environmentFindings(const CheckContext& ctx, const std::vector<EnvCheck>& checks, const std::vector<std::string>& what,
                         std::vector<Finding>& out) {
  const ProjectEnvironment& env = ctx.environment;
  for (const EnvResult& result : env.results) {
    if (result.verdict != EnvVerdict::kProblem || std::find(checks.begin(), checks.end(), result.check) == checks.end()) continue;
    const auto& s = judged(env.stated, result.check);
    if (!s || s->path != ctx.target.path) continue;
    const std::string name = result.check == EnvCheck::kTorchNpuPublished ? "torch_npu"
                             : result.check == EnvCheck::kTorchPairing   ? "torch"
                             : result.check == EnvCheck::kCannPairing    ? "CANN"
                                                                         : "Python";
    out.push_back(at(ctx, name, *s, result.message, result.source, result.nearest));
  }
  for (const auto& d : env.disagreements) {
    if (d.other.path != ctx.target.path || std::find(what.begin(), what.end(), d.what) == what.end()) continue;
    out.push_back(at(ctx, d.what, d.other,
                     "the project states " + d.what + " " + d.judged.text + " at " + d.judged.from + " and " + d.other.text +
                         " here; npu-lint judges the first",
                     "", {}));
  }
}

}  // namespace npu_lint
