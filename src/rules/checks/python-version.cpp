#include "rules/checks/checks.h"
#include "rules/environment/env_findings.h"

namespace npu_lint::checks {

// The Python version the project's files state (a python or CANN image, conda's python=) is not
// one the compatibility page lists for the pinned PyTorch.
void pythonVersion(const CheckContext& ctx, std::vector<Finding>& out) {
  environmentFindings(ctx, {EnvCheck::kPythonSupported}, {"Python"}, out);
}

}  // namespace npu_lint::checks
