// Facts the project-file frontend reports for one file that sets up a project's environment
// (a pip requirements file or `pip freeze` output, pyproject.toml, setup.cfg, a conda
// environment.yml, a Dockerfile, a shell script, a YAML CI or launch config): each requirement
// as written, with its line, the includes (-r/-c) a requirements file names, the CANN and Python
// versions it states, and the environment variables it sets. Versions are judged by the rules.
#pragma once
#include <string>
#include <vector>

#include "facts/env_setting.h"
#include "facts/kinds.h"
#include "facts/location.h"

namespace npu_lint::project {

// `torch==2.1.0`, `torch-npu>=2.1,<2.2 ; python_version >= "3.8"`, `./torch_npu-2.1.0.post10-cp310-...whl`.
struct Requirement {
  std::string name;       // normalised as pip compares names: lowercase, runs of "-_." as "-" ("torch-npu")
  std::string specifier;  // as written, spaces removed: "==2.1.0.post10", ">=2.1,<2.2"; "" for any version
  std::string url;        // `name @ url`, or the wheel path or URL given instead of a name
  std::string marker;     // after ";", as written
  SourcePos pos;          // the line (a continued line: where it starts), column 1
};

// A version of something pip does not install, as a file states it: a Dockerfile's `FROM python:3.10`
// or CANN installer `Ascend-cann-toolkit_8.0.RC3_linux-aarch64.run`, a conda `python=3.10`.
struct ToolVersion {
  EnvTool tool;
  std::string version;  // as written: "8.0.RC3", "3.10"
  std::string how;      // what stated it: "FROM python:3.10-slim", "Ascend-cann-toolkit_8.0.RC3_linux-aarch64.run"
  SourcePos pos;
};

struct ProjectFacts {
  std::vector<Requirement> requirements;
  std::vector<ToolVersion> tools;
  std::vector<EnvSetting> env;
  std::vector<std::string> includes;  // files named by -r / --requirement / -c / --constraint lines
  std::vector<std::string> unparsed;  // "line N: text" of lines that are not a requirement or an option pip knows
  std::vector<Suppression> suppressions;
  bool empty() const { return requirements.empty() && tools.empty() && env.empty() && includes.empty() && unparsed.empty() && suppressions.empty(); }
};

}  // namespace npu_lint::project
