// Rule documentation rendered from the rule data: docs/rules/<id>.md and docs/rules/README.md.
#pragma once
#include <string>

#include "rules/rule_data.h"

namespace npu_lint {

std::string renderRuleDoc(const RuleData& rule);
std::string renderRuleIndex(const RuleSet& rules);
// Writes every page into `dir` (created if missing); returns how many files it wrote.
size_t writeRuleDocs(const RuleSet& rules, const std::string& dir);

}  // namespace npu_lint
