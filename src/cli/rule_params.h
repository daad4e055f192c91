// What the rules' data tells the frontends: the [params] lists named python_* (the Python
// frontend's settings) and model_* (the model helper's op lists, its --graph-ops). Frontends
// never read rule data themselves; this is the one place that hands it over.
#pragma once
#include "frontends/frontend.h"
#include "rules/rule_data.h"

namespace npu_lint {

void applyRuleParams(const RuleSet& rules, FrontendContext& frontends);

// The model_* params of all rules as the helper's --graph-ops JSON object: each list is the
// union over the rules; a list model_X_ops_of names rules whose `ops` (without overload) join
// model_X_ops.
std::string graphOpsRequest(const RuleSet& rules);

}  // namespace npu_lint
