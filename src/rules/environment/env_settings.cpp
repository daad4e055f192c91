#include "rules/environment/env_settings.h"

#include <algorithm>

namespace npu_lint {
namespace {

// Edits between two names, a swap of neighbours counting one (optimal string alignment).
size_t editDistance(const std::string& a, const std::string& b) {
  std::vector<std::vector<size_t>> d(a.size() + 1, std::vector<size_t>(b.size() + 1));
  for (size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (size_t i = 1; i <= a.size(); ++i)
    for (size_t j = 1; j <= b.size(); ++j) {
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.size()][b.size()];
}

}  // namespace

std::vector<const EnvSetting*> envSettingsOf(const Target& target) {
  std::vector<const EnvSetting*> out;
  for (const auto& s : target.project.env) out.push_back(&s);
  for (const auto& s : target.python.env) out.push_back(&s);
  return out;
}

bool isAscendFamily(const std::string& name) {
  for (const char* prefix : {"NPU_", "ASCEND_", "TORCH_NPU_", "HCCL_", "ACL_"})
    if (name.rfind(prefix, 0) == 0) return true;
  return false;
}

std::vector<const DocumentedVariable*> closestDocumented(const CompatibilityTable& table, const std::string& name) {
  std::vector<std::pair<size_t, const DocumentedVariable*>> scored;
  for (const auto& v : table.variables) {
    const size_t d = editDistance(name, v.name);
    if (d == 1) scored.emplace_back(d, &v);
  }
  std::vector<const DocumentedVariable*> out;
  for (const auto& s : scored) out.push_back(s.second);
  return out;
}

}  // namespace npu_lint
