#include "rules/checks/checks.h"

namespace npu_lint::checks {

// Suppression comments that silenced nothing. Runs after every other check has run and the
// suppressions were applied (run_rules.cpp).
void unusedSuppression(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& s : ctx.target.suppressions()) {
    if (s.used) continue;
    std::string rules;
    for (const auto& rule : s.rules) rules += (rules.empty() ? "" : ", ") + rule;
    out.push_back(ctx.finding("", sourceLocation(ctx.target, {s.comment_line, 1}),
                              {{"rules", rules.empty() ? "every rule" : rules}}));
  }
}

}  // namespace npu_lint::checks
