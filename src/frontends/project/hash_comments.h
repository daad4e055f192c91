// `# npu-lint: ignore[...]` comments in a file whose reader keeps no comments (TOML, INI, YAML).
#pragma once
#include <string_view>
#include <vector>

#include "facts/source_facts.h"

namespace npu_lint::project {

// Every line's "# npu-lint:" comment that states a suppression.
std::vector<Suppression> hashCommentSuppressions(std::string_view text);

}  // namespace npu_lint::project
