// setup.cfg: setuptools' declarative install requirements, `[options] install_requires` and
// `setup_requires` (one a line, or `;`-separated), and `[options.extras_require]`.
#pragma once
#include <string_view>

#include "facts/project_facts.h"

namespace npu_lint::project {

// Never throws: a listed entry that is not a requirement is kept in `unparsed`.
ProjectFacts parseSetupCfg(std::string_view text);

}  // namespace npu_lint::project
