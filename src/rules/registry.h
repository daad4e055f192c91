#pragma once
#include <string>
#include <vector>

#include "rules/check.h"

namespace npu_lint {

struct CheckEntry {
  const char* id;  // the rule id: rules/<id>.toml, src/rules/checks/<id>.cpp, docs/rules/<id>.md
  CheckFn check;
  // [params] the check reads as one value (RuleData::paramText): the rules load only when each
  // holds exactly one, so a scan never stops on them.
  std::vector<const char*> one_value_params = {};
};

// Every check, sorted by rule id.
const std::vector<CheckEntry>& registeredChecks();

// The rule data in `dir`, with a UserError naming any registered check that has none.
RuleSet loadCheckedRules(const std::string& dir);

}  // namespace npu_lint
