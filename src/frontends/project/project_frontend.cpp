#include "frontends/project/project_frontend.h"

#include <filesystem>

#include "core/paths.h"
#include "core/progress.h"
#include "frontends/fact_limits.h"
#include "frontends/project/pyproject_parse.h"
#include "frontends/project/requirements_parse.h"
#include "frontends/text_input.h"

namespace npu_lint {
namespace {
namespace fs = std::filesystem;

constexpr size_t kMaxProjectFileBytes = 16u << 20;

bool isPyproject(const std::string& path) { return fs::path(path).filename() == "pyproject.toml"; }

Target scanProjectFile(const std::string& path) {
  Target target;
  target.path = path;
  target.kind = InputKind::kProjectFile;
  const auto text = readTextInput(target, kMaxProjectFileBytes, "a project file");
  if (!text) return target;
  target.project = isPyproject(path) ? project::parsePyproject(*text) : project::parseRequirements(*text);
  for (const auto& line : target.project.unparsed)
    target.markPartial(line + (isPyproject(path) ? "" : ": not a requirement or an option pip reads"));
  capFacts(target.project.requirements, "requirements", target);
  return target;
}

class ProjectFrontend : public Frontend {
 public:
  std::string_view name() const override { return "project"; }
  std::vector<InputKind> kinds() const override { return {InputKind::kProjectFile}; }
  // requirements.txt, requirements-dev.txt, dev_requirements.txt, requirements/base.txt; pyproject.toml.
  bool claimsByName(const std::string& path, const FrontendContext&) const override {
    const fs::path p(path);
    if (isPyproject(path)) return true;
    if (p.extension() != ".txt") return false;
    return p.filename().string().find("requirements") != std::string::npos || p.parent_path().filename() == "requirements";
  }
  // A .txt file named on the command line (one another includes with -r: base.txt) whose every
  // line is a requirement, an option pip knows or a comment, with at least one requirement.
  bool claimsByContent(const std::string& path) const override {
    std::error_code ec;
    if (fs::path(path).extension() != ".txt" || fs::file_size(path, ec) > kMaxProjectFileBytes || ec) return false;
    try {
      const auto facts = project::parseRequirements(readFile(path));
      return facts.unparsed.empty() && (!facts.requirements.empty() || !facts.includes.empty());
    } catch (const std::exception&) {
      return false;
    }
  }
  std::string_view inputDescription() const override { return "a project file (requirements*.txt, pyproject.toml)"; }
  std::string_view noneFoundDescription() const override { return "no requirements*.txt or pyproject.toml"; }
  std::vector<Target> analyse(const std::vector<std::string>& paths, const FrontendContext& context) const override {
    std::vector<Target> targets;
    for (const auto& path : paths) {
      targets.push_back(scanProjectFile(path));
      if (context.progress) context.progress->advance(1, path);
    }
    return targets;
  }
};

}  // namespace

const Frontend& projectFrontend() {
  static const ProjectFrontend frontend;
  return frontend;
}

}  // namespace npu_lint
