// pip requirements files (`pip install -r`): one requirement a line (PEP 508 names, specifiers,
// extras, markers, `name @ url`, wheel paths), options pip knows (-r/-c includes, index and
// hash options), comments with `# npu-lint: ignore[...]`, and `\` continuations.
#pragma once
#include <string>
#include <string_view>

#include "core/strings.h"
#include "facts/project_facts.h"
#include "frontends/common/requirement_text.h"

namespace npu_lint::project {

// Never throws: a line that is neither a requirement nor an option pip knows is kept in `unparsed`.
ProjectFacts parseRequirements(std::string_view text);

}  // namespace npu_lint::project
