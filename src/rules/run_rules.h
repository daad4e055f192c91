// Rules turn a target's facts into findings.
#pragma once
#include <string>
#include <vector>

#include "facts/target.h"
#include "rules/rule_data.h"

namespace npu_lint {

class OpDb;
class ApiMap;
class CodeLinks;
struct ProjectEnvironment;

struct RuleSelection {
  std::vector<std::string> select;  // rule ids or categories; empty = all
  std::vector<std::string> ignore;
};

// Throws UserError for a selection that names no rule or category.
void validateSelection(const RuleSet& rules, const RuleSelection& selection);
bool isSelected(const RuleData& rule, const RuleSelection& selection);

// `links`: what every target of the scan defines, for checks that link across files;
// `environment`: what its project files pin; `judged`: what op verdicts judge (CheckContext).
void applyRules(Target& target, const CodeLinks& links, const ProjectEnvironment& environment, const RuleSet& rules,
                const RuleSelection& selection, const OpDb& db, const ApiMap& api_map, const std::string& release,
                const std::string& judged, const std::vector<std::string>& chips, FixTarget fix_target);

// One finding per (rule, file, line, submodule, subject and message): the first, with the fix
// edits of the others where their fixes apply alike (a line with two `.cuda()` is one decision,
// two edits).
void keepOnePerLine(std::vector<Finding>& findings);

}  // namespace npu_lint
