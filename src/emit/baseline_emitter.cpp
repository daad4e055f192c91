#include <nlohmann/json.hpp>

#include "emit/emitters.h"

namespace npu_lint {

// Sorted by fingerprint, so a re-written baseline diffs cleanly in review.
std::string renderBaseline(const Report& report) {
  using nlohmann::ordered_json;
  std::vector<ordered_json> entries;
  for (const auto& target : report.targets)
    for (const auto& f : target.findings)
      entries.push_back({{"fingerprint", f.fingerprint},
                         {"rule", f.rule},
                         {"path", target.path},
                         {"line", f.location.line},
                         {"op", f.op},
                         {"message", f.message}});
  std::stable_sort(entries.begin(), entries.end(), [](const ordered_json& a, const ordered_json& b) {
    return a["fingerprint"].get<std::string>() < b["fingerprint"].get<std::string>();
  });
  const ordered_json root = {{"tool", "npu-lint"}, {"baseline_version", 1}, {"findings", entries}};
  return root.dump(2, ' ', false, ordered_json::error_handler_t::replace) + "\n";
}

}  // namespace npu_lint
