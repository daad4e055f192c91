// The porting-effort estimate of the scoping report: kernels, custom ops and model rewrites,
// priced with the planning figures in rules/scoping/effort.toml.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "report/report.h"
#include "rules/op_links.h"
#include "rules/rule_data.h"

namespace npu_lint {

struct DayRange {
  double low = 0, high = 0;
};

struct EffortData {
  std::vector<std::string> assumptions;
  std::map<EffortLevel, DayRange> kernel;
  std::map<EffortLevel, DayRange> triton_kernel;  // the same, for a Triton kernel
  DayRange custom_op;
  // By rule id: one work item is one rule and subject (an API, an op, a library) across the
  // project, priced once however many lines it touches ...
  std::map<std::string, DayRange> finding;
  // ... plus, for rules whose every site is a rewrite of its own, this much per further site.
  std::map<std::string, DayRange> per_site;
};

// Errors name file:line; rule ids must exist in `rules`.
EffortData loadEffortData(const std::string& path, const RuleSet& rules);

// Reads the report's findings and facts (run after rules, baseline and fingerprints). Findings
// below warning are no work item (a finding's severity matches its cost); test code's items are
// listed apart and counted in the total only with `include_tests`. Items are largest first.
// `links`: the scan's, which name each Python file's module as the triton-kernel rule did.
EffortEstimate estimateEffort(const Report& report, const CodeLinks& links, const RuleSet& rules, const EffortData& data,
                              bool include_tests);

}  // namespace npu_lint
