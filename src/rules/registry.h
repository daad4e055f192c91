#pragma once
#include <string>
#include <vector>

#include "rules/check.h"

namespace npu_lint {

struct CheckEntry {
  const char* id;  // the rule id: rules/<id>.toml, src/rules/checks/<id>.cpp, docs/rules/<id>.md
  CheckFn check;
};

// Every check, sorted by rule id.
const std::vector<CheckEntry>& registeredChecks();

}  // namespace npu_lint
