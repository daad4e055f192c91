#include "rules/checks/checks.h"
#include "rules/environment/env_settings.h"

namespace npu_lint::checks {

// A variable torch_npu documents with a closed set of values (the rule's records, each from its
// page), set to another literal value. Computed values are not judged.
void envVarValue(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const EnvSetting* s : envSettingsOf(ctx.target)) {
    if (s->computed) continue;
    for (const auto& record : ctx.rule.records) {
      if (record.get("variable") != s->name) continue;
      const std::string& values = record.get("values");  // "0,1,2"
      if (("," + values + ",").find("," + s->value + ",") != std::string::npos) break;
      out.push_back(ctx.finding(s->name + "=" + s->value, sourceLocation(ctx.target, s->pos),
                                {{"variable", s->name}, {"value", s->value}, {"values", values}, {"source", record.get("source")}}));
      break;
    }
  }
}

}  // namespace npu_lint::checks
