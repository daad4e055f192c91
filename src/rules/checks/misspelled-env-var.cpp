#include "opdb/op_db.h"
#include "rules/checks/checks.h"
#include "rules/environment/env_settings.h"

namespace npu_lint::checks {

// A variable torch_npu does not document, a small edit away from one it does
// (PYTORCH_NPU_ALOC_CONF): the setting changes nothing.
void misspelledEnvVar(const CheckContext& ctx, std::vector<Finding>& out) {
  const CompatibilityTable& table = ctx.db.compatibility();
  for (const EnvSetting* s : envSettingsOf(ctx.target)) {
    if (table.variable(s->name)) continue;
    const auto closest = closestDocumented(table, s->name);
    if (closest.empty()) continue;
    std::string names, sources;
    for (const auto* v : closest) {
      names += (names.empty() ? "" : ", ") + v->name;
      sources += (sources.empty() ? "" : "; ") + v->source;
    }
    out.push_back(ctx.finding(s->name, sourceLocation(ctx.target, s->pos), {{"closest", names}, {"source", sources}}));
  }
}

}  // namespace npu_lint::checks
