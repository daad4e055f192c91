#include "rules/op_links.h"

#include <algorithm>

namespace npu_lint {

std::vector<std::string> kernelsLaunchedBy(const std::vector<Target>& targets, const std::string& function) {
  std::vector<std::string> kernels;
  if (function.empty()) return kernels;
  for (const auto& target : targets)
    for (const auto& launch : target.source.launches)
      if (launch.function == function && std::find(kernels.begin(), kernels.end(), launch.kernel) == kernels.end())
        kernels.push_back(launch.kernel);
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
