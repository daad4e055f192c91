// Facts the project-file frontend reports for one file that declares a project's dependencies
// (a pip requirements file, pyproject.toml): each requirement as written, with its line, and the
// includes (-r/-c) a requirements file names. Versions are judged by the rules.
#pragma once
#include <string>
#include <vector>

#include "facts/source_facts.h"

namespace npu_lint::project {

using cuda::SourcePos;

// `torch==2.1.0`, `torch-npu>=2.1,<2.2 ; python_version >= "3.8"`, `./torch_npu-2.1.0.post10-cp310-...whl`.
struct Requirement {
  std::string name;       // normalised as pip compares names: lowercase, runs of "-_." as "-" ("torch-npu")
  std::string specifier;  // as written, spaces removed: "==2.1.0.post10", ">=2.1,<2.2"; "" for any version
  std::string url;        // `name @ url`, or the wheel path or URL given instead of a name
  std::string marker;     // after ";", as written
  SourcePos pos;          // the line (a continued line: where it starts), column 1
};

struct ProjectFacts {
  std::vector<Requirement> requirements;
  std::vector<std::string> includes;  // files named by -r / --requirement / -c / --constraint lines
  std::vector<std::string> unparsed;  // "line N: text" of lines that are not a requirement or an option pip knows
  std::vector<cuda::Suppression> suppressions;
  bool empty() const { return requirements.empty() && includes.empty() && unparsed.empty() && suppressions.empty(); }
};

}  // namespace npu_lint::project
