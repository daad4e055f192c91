// One PEP 508 requirement as text, shared by the readers of requirements files, pyproject.toml,
// setup.cfg and Dockerfiles (frontends/project/) and of setup.py's install_requires
// (frontends/python/).
#pragma once
#include <string>
#include <string_view>

#include "facts/project_facts.h"

namespace npu_lint::project {

// One PEP 508 requirement (`torch[extra]>=2.1 ; marker`, `name @ url`, a wheel path) into `out`
// (name, specifier, url, marker); false when it is not one.
bool parseRequirementText(std::string text, Requirement& out);

// `s` without leading and trailing whitespace.
std::string trim(std::string_view s);

// pip's name normalisation (PEP 503): lowercase, runs of "-", "_", "." as one "-".
std::string normalizedName(std::string_view name);

}  // namespace npu_lint::project
