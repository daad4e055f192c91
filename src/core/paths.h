// Where npu-lint finds its helpers and data: relative to its own executable, so a build
// tree and an installed prefix both work without configuration.
#pragma once
#include <string>

namespace npu_lint {

std::string executableDir();
// The folder holding op_db/ and rules/: <exe dir> in a build tree, <prefix>/share/npu-lint installed.
std::string dataDir();
// A helper program: <exe dir>/NAME in a build tree, <prefix>/libexec/npu-lint/NAME installed.
std::string helperPath(const std::string& name);

std::string readFile(const std::string& path);  // throws UserError

}  // namespace npu_lint
