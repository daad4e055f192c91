// The source frontend: C++/CUDA files. A lexical pass over each file in this process, and the
// Clang pass in the helper npu-lint-cuda (main.cpp in this folder), merged into one Target per
// file.
#pragma once
#include <string>

#include "frontends/frontend.h"

namespace npu_lint {

const Frontend& sourceFrontend();

bool isSourceFile(const std::string& path);

}  // namespace npu_lint
