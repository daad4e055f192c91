#include "rules/checks/checks.h"
#include "rules/environment/env_findings.h"

namespace npu_lint::checks {

// The CANN version the project's files state (a CANN image's tag, a toolkit installer's name) is
// not one the pinned torch_npu (or a torch_npu for the pinned torch) was released with.
void cannVersion(const CheckContext& ctx, std::vector<Finding>& out) {
  environmentFindings(ctx, {EnvCheck::kCannPairing}, {"CANN"}, out);
}

}  // namespace npu_lint::checks
