// The porting-effort estimate of the scoping report: kernels, custom ops and model rewrites,
// priced with the planning figures in rules/scoping/effort.toml.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "report/report.h"
#include "rules/rule_data.h"

namespace npu_lint {

struct DayRange {
  double low = 0, high = 0;
};

struct EffortData {
  std::vector<std::string> assumptions;
  std::map<std::string, DayRange> kernel;   // by level: low | medium | high
  DayRange custom_op;
  std::map<std::string, DayRange> finding;  // by rule id
};

// Errors name file:line; rule ids must exist in `rules`.
EffortData loadEffortData(const std::string& path, const RuleSet& rules);

// Reads the report's findings and facts (run after rules, baseline and fingerprints).
EffortEstimate estimateEffort(const Report& report, const RuleSet& rules, const EffortData& data);

}  // namespace npu_lint
