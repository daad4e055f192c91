// pyproject.toml: the dependencies PEP 621 declares ([project] dependencies and
// optional-dependencies) and Poetry's ([tool.poetry.dependencies], its groups), as requirements.
#pragma once
#include <string>

#include "facts/project_facts.h"

namespace npu_lint::project {

// Never throws: a TOML syntax error, or a dependency that is not one, is kept in `unparsed`.
ProjectFacts parsePyproject(const std::string& text);

}  // namespace npu_lint::project
