#include "rules/op_links.h"

#include <algorithm>
#include <set>

namespace npu_lint {

std::vector<std::string> kernelsLaunchedBy(const std::vector<Target>& targets, const std::string& function) {
  std::vector<std::string> kernels;
  if (function.empty()) return kernels;
  // Breadth-first over the lexical call graph of every scanned file (names, not overloads).
  std::set<std::string> seen = {function};
  std::vector<std::string> queue = {function};
  for (size_t next = 0; next < queue.size(); ++next) {
    const std::string current = queue[next];
    for (const auto& target : targets) {
      for (const auto& launch : target.source.launches)
        if (launch.function == current && std::find(kernels.begin(), kernels.end(), launch.kernel) == kernels.end())
          kernels.push_back(launch.kernel);
      if (auto it = target.source.callees.find(current); it != target.source.callees.end())
        for (const auto& callee : it->second)
          if (seen.insert(callee).second) queue.push_back(callee);
    }
  }
  return kernels;
}

std::vector<OpImplementation> implementationsOf(const std::vector<Target>& targets, const std::string& op) {
  std::vector<OpImplementation> out;
  for (const auto& target : targets)
    for (const auto& registration : target.source.registrations)
      if (registration.op == op) out.push_back({&target, &registration, kernelsLaunchedBy(targets, registration.function)});
  return out;
}

}  // namespace npu_lint
