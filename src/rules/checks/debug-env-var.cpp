#include <algorithm>
#include <cctype>
#include <filesystem>

#include "rules/checks/checks.h"
#include "rules/environment/env_settings.h"

namespace npu_lint::checks {

// A debugging setting that costs speed (the rule's records: variable, the value that does it or
// "" for any, and the page line that says so), outside files named like debug scripts.
void debugEnvVar(const CheckContext& ctx, std::vector<Finding>& out) {
  std::string file = std::filesystem::path(ctx.target.path).filename().string();
  std::transform(file.begin(), file.end(), file.begin(), [](unsigned char c) { return std::tolower(c); });
  if (file.find("debug") != std::string::npos) return;
  for (const EnvSetting* s : envSettingsOf(ctx.target))
    for (const auto& record : ctx.rule.records) {
      if (record.get("variable") != s->name || (!record.get("value").empty() && (s->computed || record.get("value") != s->value))) continue;
      out.push_back(ctx.finding(s->name + "=" + s->value, sourceLocation(ctx.target, s->pos),
                                {{"effect", record.get("effect")}, {"source", record.get("source")}}));
    }
}

}  // namespace npu_lint::checks
