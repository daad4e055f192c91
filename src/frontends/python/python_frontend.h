// The Python frontend: .py files, parsed in this process with tree-sitter's Python grammar
// (python_scan.h), one Target of kind python-source per file.
#pragma once
#include "frontends/frontend.h"

namespace npu_lint {

const Frontend& pythonFrontend();

}  // namespace npu_lint
