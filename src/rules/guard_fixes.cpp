#include "rules/guard_fixes.h"

#include <algorithm>
#include <cassert>
#include <tuple>

#include "rules/check.h"

namespace npu_lint {

void settleGuardFixes(std::vector<Finding>& findings, const RuleSet& rules) {
  const auto before = [](const Finding& a, const Finding& b) { return std::tie(a.location.file, a.location.line) < std::tie(b.location.file, b.location.line); };
  assert(std::is_sorted(findings.begin(), findings.end(), before));
  std::vector<size_t> tests;
  for (size_t i = 0; i < findings.size(); ++i)
    if (findings[i].fix.decides_last_line != 0 && !findings[i].fix.empty()) tests.push_back(i);
  // Innermost first: the tests inside a block are settled before the test around it reads their
  // fixes (a nested block spans fewer lines).
  const auto span = [&](size_t i) { return findings[i].fix.decides_last_line - findings[i].fix.decides_first_line; };
  std::stable_sort(tests.begin(), tests.end(), [&](size_t a, size_t b) { return span(a) < span(b); });
  for (const size_t t : tests) {
    Finding& test = findings[t];
    const RuleData* rule = rules.find(test.rule);
    if (!rule || test.fix.empty()) continue;
    const auto& categories = rule->param("guard_blocking_categories");
    const Finding* unsafe = nullptr;
    const Finding* unfixed = nullptr;
    Finding first_line;
    first_line.location.file = test.location.file;
    first_line.location.line = static_cast<int>(test.fix.decides_first_line);
    auto it = std::lower_bound(findings.begin(), findings.end(), first_line, before);
    for (; it != findings.end() && it->location.file == test.location.file && static_cast<unsigned>(it->location.line) <= test.fix.decides_last_line && !unfixed;
         ++it) {
      if (&*it == &test || it->severity < Severity::kWarning || std::find(categories.begin(), categories.end(), it->category) == categories.end())
        continue;
      if (it->fix.empty()) unfixed = &*it;
      else if (it->fix.applicability != FixApplicability::kSafe && !unsafe) unsafe = &*it;
    }
    if (unfixed) test.fix = {};
    else if (unsafe) markUnsafe(test.fix, "what it decides moves only unsafely (" + unsafe->rule + " at line " + std::to_string(unsafe->location.line) + ")");
  }
}

}  // namespace npu_lint
