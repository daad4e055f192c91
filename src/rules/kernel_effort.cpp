#include "rules/kernel_effort.h"

#include <algorithm>

namespace npu_lint {
namespace {

bool listed(const RuleData& rule, const char* param, const std::string& value) {
  const auto& values = rule.param(param);
  return std::find(values.begin(), values.end(), value) != values.end();
}

unsigned threshold(const RuleData& rule, const char* param) {
  const auto& values = rule.param(param);
  return values.empty() ? ~0u : static_cast<unsigned>(std::stoul(values.front()));
}

}  // namespace

KernelEffort kernelEffort(const cuda::KernelFact& kernel, const RuleData& rule) {
  int effort = kernel.lines >= threshold(rule, "high_effort_min_lines")     ? 2
               : kernel.lines >= threshold(rule, "medium_effort_min_lines") ? 1
                                                                            : 0;
  std::string reasons = std::to_string(kernel.lines) + " lines";
  for (const auto& trait : kernel.traits) {
    if (listed(rule, "high_effort_traits", trait)) effort = 2;
    else if (listed(rule, "medium_effort_traits", trait)) effort = std::max(effort, 1);
    reasons += ", " + trait;
  }
  static const char* const kLevels[] = {"low", "medium", "high"};
  return {kLevels[effort], reasons};
}

}  // namespace npu_lint
