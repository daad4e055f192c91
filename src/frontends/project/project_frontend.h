// The project-file frontend: the files that declare a project's dependencies, one Target of kind
// project-file each: pip requirements files (*requirements*.txt, requirements/*.txt;
// requirements_parse.h) and pyproject.toml (pyproject_parse.h).
#pragma once
#include "frontends/frontend.h"

namespace npu_lint {

const Frontend& projectFrontend();

}  // namespace npu_lint
