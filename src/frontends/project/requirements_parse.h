// pip requirements files (`pip install -r`): one requirement a line (PEP 508 names, specifiers,
// extras, markers, `name @ url`, wheel paths), options pip knows (-r/-c includes, index and
// hash options), comments with `# npu-lint: ignore[...]`, and `\` continuations.
#pragma once
#include <string>
#include <string_view>

#include "facts/project_facts.h"
#include "core/strings.h"

namespace npu_lint::project {

// Never throws: a line that is neither a requirement nor an option pip knows is kept in `unparsed`.
ProjectFacts parseRequirements(std::string_view text);

// One PEP 508 requirement (`torch[extra]>=2.1 ; marker`, `name @ url`, a wheel path) into `out`
// (name, specifier, url, marker); false when it is not one.
bool parseRequirementText(std::string text, Requirement& out);

// `s` without leading and trailing whitespace.
std::string trim(std::string_view s);

// pip's name normalisation (PEP 503): lowercase, runs of "-", "_", "." as one "-".
std::string normalizedName(std::string_view name);

}  // namespace npu_lint::project
