#include "frontends/project/project_frontend.h"

#include <filesystem>

#include "core/paths.h"
#include "core/progress.h"
#include "frontends/fact_limits.h"
#include "frontends/project/dockerfile_parse.h"
#include "frontends/project/pyproject_parse.h"
#include "frontends/project/requirements_parse.h"
#include "frontends/project/setup_cfg_parse.h"
#include "frontends/project/shell_parse.h"
#include "frontends/project/yaml_parse.h"
#include "frontends/text_input.h"
#include "core/strings.h"

namespace npu_lint {
namespace {
namespace fs = std::filesystem;

constexpr size_t kMaxProjectFileBytes = 16u << 20;

enum class FileKind { kRequirements, kPyproject, kSetupCfg, kDockerfile, kShell, kYaml, kNone };

// By name: requirements.txt, requirements-dev.txt, requirements/base.txt; pyproject.toml;
// setup.cfg; Dockerfile, Dockerfile.gpu, train.Dockerfile, Containerfile; *.sh, *.bash; *.yml, *.yaml.
FileKind kindByName(const std::string& path) {
  const fs::path p(path);
  const std::string name = p.filename().string(), ext = p.extension().string();
  if (name == "pyproject.toml") return FileKind::kPyproject;
  if (name == "setup.cfg") return FileKind::kSetupCfg;
  if (name == "Dockerfile" || name == "Containerfile" || name.rfind("Dockerfile.", 0) == 0 || endsWith(name, ".Dockerfile") ||
      endsWith(name, ".dockerfile"))
    return FileKind::kDockerfile;
  if (ext == ".sh" || ext == ".bash") return FileKind::kShell;
  if (ext == ".yml" || ext == ".yaml") return FileKind::kYaml;
  if (ext == ".txt" && (name.find("requirements") != std::string::npos || p.parent_path().filename() == "requirements"))
    return FileKind::kRequirements;
  return FileKind::kNone;
}

project::ProjectFacts parse(FileKind kind, const std::string& text) {
  switch (kind) {
    case FileKind::kPyproject: return project::parsePyproject(text);
    case FileKind::kSetupCfg: return project::parseSetupCfg(text);
    case FileKind::kDockerfile: return project::parseDockerfile(text);
    case FileKind::kShell: return project::parseShellScript(text);
    case FileKind::kYaml: return project::parseYaml(text);
    case FileKind::kRequirements:
    case FileKind::kNone: break;
  }
  return project::parseRequirements(text);  // also a .txt claimed by its content (pip freeze output)
}

Target scanProjectFile(const std::string& path) {
  Target target;
  target.path = path;
  target.kind = InputKind::kProjectFile;
  const auto text = readTextInput(target, kMaxProjectFileBytes, "a project file");
  if (!text) return target;
  const FileKind kind = kindByName(path);
  target.project = parse(kind, *text);
  const bool requirements = kind == FileKind::kRequirements || kind == FileKind::kNone;
  for (const auto& line : target.project.unparsed) target.markPartial(line + (requirements ? ": not a requirement or an option pip reads" : ""));
  capFacts(target.project.requirements, "requirements", target);
  capFacts(target.project.env, "environment variable settings", target);
  return target;
}

class ProjectFrontend : public Frontend {
 public:
  std::string_view name() const override { return "project"; }
  std::vector<InputKind> kinds() const override { return {InputKind::kProjectFile}; }
  bool claimsByName(const std::string& path, const FrontendContext&) const override { return kindByName(path) != FileKind::kNone; }
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
  std::string_view inputDescription() const override {
    return "a project file (requirements*.txt, pyproject.toml, setup.cfg, Dockerfile, shell script, YAML)";
  }
  std::string_view noneFoundDescription() const override {
    return "no requirements*.txt, pyproject.toml, setup.cfg, Dockerfile, shell script or YAML file";
  }
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
