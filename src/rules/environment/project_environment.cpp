#include "rules/environment/project_environment.h"

#include <algorithm>
#include <cctype>

namespace npu_lint {
namespace {

// Keeps the first statement; a later one that says otherwise is a disagreement.
void state(std::optional<StatedVersion>& slot, StatedVersion stated, const char* what, ProjectEnvironment& env) {
  if (!slot) {
    slot = std::move(stated);
    return;
  }
  const bool same = std::string(what) == "CANN" ? sameCann(slot->text, stated.text) : sameVersion(slot->version, stated.version);
  if (!same) env.disagreements.push_back({*slot, std::move(stated), what});
}

StatedVersion statedAt(const Target& target, const std::string& text, const Version& version, unsigned line) {
  return {text, version, target.path + ":" + std::to_string(line), target.path, line};
}

}  // namespace

ProjectEnvironment gatherEnvironment(const std::vector<Target>& targets, const CompatibilityTable& table, const EnvironmentStatement& given) {
  ProjectEnvironment env;
  env.stated = given;
  for (const Target& target : targets) {
    for (const auto& r : target.project.requirements) {
      if (r.name != "torch" && r.name != "torch-npu") continue;
      const auto v = pinnedVersion(r);
      if (!v) continue;
      state(r.name == "torch" ? env.stated.torch : env.stated.torch_npu, statedAt(target, v->str(), *v, r.pos.line),
            r.name == "torch" ? "torch" : "torch_npu", env);
    }
    for (const auto& tool : target.project.tools) {
      // CANN versions ("8.0.RC3") are compared as written; a Python version must read as one.
      const auto v = parseVersion(tool.version);
      if (tool.tool == EnvTool::kChip || (tool.tool == EnvTool::kPython && !v)) continue;  // a chip is no version
      state(tool.tool == EnvTool::kCann ? env.stated.cann : env.stated.python, statedAt(target, tool.version, v ? *v : Version{}, tool.pos.line),
            tool.tool == EnvTool::kCann ? "CANN" : "Python", env);
    }
  }
  env.results = checkCombination(env.stated, table);
  return env;
}

std::string ProjectEnvironment::summary() const {
  std::string out;
  const auto add = [&](const char* what, const std::optional<StatedVersion>& s) {
    if (s) out += (out.empty() ? "" : " + ") + std::string(what) + " " + s->text + " (" + s->from + ")";
  };
  add("torch", stated.torch);
  add("torch_npu", stated.torch_npu);
  add("CANN", stated.cann);
  add("Python", stated.python);
  if (out.empty()) return out;
  const size_t problems = std::count_if(results.begin(), results.end(), [](const EnvResult& r) { return r.verdict == EnvVerdict::kProblem; }) +
                          disagreements.size();
  const bool any_checked = std::any_of(results.begin(), results.end(), [](const EnvResult& r) { return r.verdict == EnvVerdict::kOk; });
  if (problems) return out + ": " + std::to_string(problems) + (problems == 1 ? " problem" : " problems");
  return out + (any_checked ? ": published combination" : ": not checked (give torch or torch_npu)");
}

}  // namespace npu_lint
