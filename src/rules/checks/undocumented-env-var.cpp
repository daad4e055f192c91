#include <algorithm>

#include "opdb/op_db.h"
#include "rules/checks/checks.h"
#include "rules/environment/env_settings.h"

namespace npu_lint::checks {

// A variable of the NPU_ / ASCEND_ / TORCH_NPU_ / HCCL_ / ACL_ families that torch_npu's pages do
// not document and that is no near miss of one they do (misspelled-env-var says those), nor one
// the rule's param cited_cann_variables names: CANN's own variables mostly. Not guessed at: said, for the reader to look up in CANN's reference.
void undocumentedEnvVar(const CheckContext& ctx, std::vector<Finding>& out) {
  const CompatibilityTable& table = ctx.db.compatibility();
  const auto& cited = ctx.rule.param("cited_cann_variables");
  for (const EnvSetting* s : envSettingsOf(ctx.target)) {
    if (!isAscendFamily(s->name) || table.variable(s->name) || !closestDocumented(table, s->name).empty()) continue;
    if (std::find(cited.begin(), cited.end(), s->name) != cited.end()) continue;
    out.push_back(ctx.finding(s->name, sourceLocation(ctx.target, s->pos)));
  }
}

}  // namespace npu_lint::checks
