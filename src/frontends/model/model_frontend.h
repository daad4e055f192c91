// The model frontend: TorchScript archives. npu-lint checks the zip directory itself, then runs
// the helper npu-lint-torchscript (main.cpp in this folder) on the archive in a process of its
// own with limits, and reads its ModelFacts.
#pragma once
#include <string>

#include "frontends/frontend.h"

namespace npu_lint {

const Frontend& modelFrontend();

// Exposed for tests: the helper's reply for `path` as a Target.
Target targetFromFacts(const std::string& path, const std::string& facts_json);

}  // namespace npu_lint
