// The project environment's judgements as findings: a check's problems located at the file and
// line that state the version the problem is about.
#pragma once
#include <vector>

#include "rules/check.h"
#include "rules/environment/project_environment.h"

namespace npu_lint {

// Findings of `ctx.rule` for the results of `checks` whose version this target states, and for
// the disagreements about `what` ("torch_npu", "torch", "CANN", "Python") that it states.
void environmentFindings(const CheckContext& ctx, const std::vector<EnvCheck>& checks, const std::vector<std::string>& what,
                         std::vector<Finding>& out);

}  // namespace npu_lint
