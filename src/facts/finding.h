// What a rule reports: one problem of the move to Ascend, where it is, and the rewrite.
#pragma once
#include <string>
#include <vector>

#include "facts/fix.h"
#include "facts/kinds.h"
#include "facts/location.h"

namespace npu_lint {

struct Finding {
  std::string rule;
  std::string category;
  Severity severity = Severity::kWarning;
  std::string message;
  std::string op;
  Location location;
  std::string suggestion;
  std::string suggestion_before, suggestion_after;  // a short code example of the rewrite
  std::vector<std::string> suggestion_ops;
  Fix fix;  // the automatic rewrite, where the rule has one for this site (`npu-lint fix`)
  // Identity across runs and line shifts (see report/fingerprint.h); baselines and SARIF use it.
  std::string fingerprint;
};

}  // namespace npu_lint
