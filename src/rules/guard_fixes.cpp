#include "rules/guard_fixes.h"

#include <algorithm>

#include "rules/check.h"

namespace npu_lint {
namespace {

bool decides(const Fix& fix) { return fix.decides_last_line != 0 && !fix.empty(); }

// The first finding that keeps the block from moving with the test, or null; `unsafe` says which way.
const Finding* blocker(const Finding& test, const std::vector<Finding>& findings, const std::vector<std::string>& categories, bool& unsafe) {
  for (const auto& other : findings) {
    const auto line = static_cast<unsigned>(other.location.line);
    if (&other == &test || other.location.file != test.location.file || line < test.fix.decides_first_line || line > test.fix.decides_last_line ||
        other.severity < Severity::kWarning || std::find(categories.begin(), categories.end(), other.category) == categories.end())
      continue;
    if (other.fix.empty()) {
      unsafe = false;
      return &other;
    }
    if (other.fix.applicability != FixApplicability::kSafe && test.fix.applicability == FixApplicability::kSafe) {
      unsafe = true;
      return &other;
    }
  }
  return nullptr;
}

}  // namespace

void settleGuardFixes(std::vector<Finding>& findings, const RuleSet& rules) {
  // Dropping one test's fix can block a test around it: until nothing changes.
  for (bool changed = true; changed;) {
    changed = false;
    for (auto& test : findings) {
      if (!decides(test.fix)) continue;
      const RuleData* rule = rules.find(test.rule);
      if (!rule) continue;
      bool unsafe = false;
      const Finding* other = blocker(test, findings, rule->param("guard_blocking_categories"), unsafe);
      if (!other) continue;
      const std::string where = other->rule + " at line " + std::to_string(other->location.line);
      if (unsafe) markUnsafe(test.fix, "what it decides moves only unsafely (" + where + ")");
      else test.fix = {};
      changed = true;
    }
  }
}

}  // namespace npu_lint
