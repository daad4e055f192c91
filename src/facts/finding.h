// What a rule reports: one problem of the move to Ascend, where it is, and the rewrite.
#pragma once
#include <string>
#include <vector>

#include "facts/fix.h"
#include "facts/kinds.h"
#include "facts/location.h"

namespace npu_lint {

// Whether a finding stands for the line it is at, or for one problem of the whole project that
// many lines share (an API unsupported on some products only): the report keeps one such finding
// per rule and subject, at its first site, and lists the other sites with it.
enum class FindingScope { kSite, kProject };

struct Finding {
  std::string rule;
  std::string category;
  Severity severity = Severity::kWarning;
  std::string message;   // one line: what is wrong and what it becomes
  std::string evidence;  // where the verdict comes from ("ascend/…/torch-Tensor.md:908"), or ""
  std::string quote;     // the vendored page's own words, where the message gives them in English
  std::string op;
  Location location;
  std::string suggestion;
  std::string suggestion_before, suggestion_after;  // a short code example of the rewrite
  std::vector<std::string> suggestion_ops;
  // The products the problem holds for ("950dt"); empty: it does not depend on the product.
  std::vector<std::string> products;
  FindingScope scope = FindingScope::kSite;
  std::vector<Location> related;  // kProject: the problem's other sites, in report order
  Fix fix;  // the automatic rewrite, where the rule has one for this site (`npu-lint fix`)
  // Identity across runs and line shifts (see report/fingerprint.h); baselines and SARIF use it.
  std::string fingerprint;
};

}  // namespace npu_lint
