// The requirements frontend: pip requirements files (requirements*.txt, *requirements*.txt,
// requirements/*.txt), one Target of kind requirements per file (requirements_parse.h).
#pragma once
#include "frontends/frontend.h"

namespace npu_lint {

const Frontend& requirementsFrontend();

}  // namespace npu_lint
