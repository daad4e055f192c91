#include "rules/environment/env_settings.h"

#include <algorithm>

namespace npu_lint {
namespace {

size_t editDistance(const std::string& a, const std::string& b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      const size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
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
    if (d > 0 && d <= 2 && d * 3 < name.size()) scored.emplace_back(d, &v);
  }
  std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<const DocumentedVariable*> out;
  for (const auto& s : scored) out.push_back(s.second);
  return out;
}

}  // namespace npu_lint
