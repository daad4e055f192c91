#include "rules/guard_fixes.h"

#include <algorithm>
#include <cassert>
#include <tuple>

#include "rules/check.h"

namespace npu_lint {

namespace {

bool before(const Finding& a, const Finding& b) { return std::tie(a.location.file, a.location.line) < std::tie(b.location.file, b.location.line); }

// The findings of `test`'s file on lines [first, last] its fix decides.
template <class Visit>
void forEachDecided(std::vector<Finding>& findings, const Finding& test, Visit visit) {
  Finding first_line;
  first_line.location.file = test.location.file;
  first_line.location.line = static_cast<int>(test.fix.decides_first_line);
  for (auto it = std::lower_bound(findings.begin(), findings.end(), first_line, before);
       it != findings.end() && it->location.file == test.location.file && static_cast<unsigned>(it->location.line) <= test.fix.decides_last_line; ++it)
    if (&*it != &test && !visit(*it)) return;
}

// A fix dropped, the block it decides kept: the test is one still, kept as CUDA's.
void dropKeepingBlock(Fix& fix) {
  const unsigned first = fix.decides_first_line, last = fix.decides_last_line;
  fix = {};
  fix.decides_first_line = first, fix.decides_last_line = last;
}

// The block of a test kept as CUDA's stays CUDA's code; that of a test rewritten only unsafely
// moves with it, unsafely.
void holdBackDecidedBlocks(std::vector<Finding>& findings) {
  for (const Finding& test : findings) {
    if (test.fix.decides_last_line == 0 || (test.fix.applicability == FixApplicability::kSafe && !test.fix.empty())) continue;
    const bool kept = test.fix.empty();
    const std::string why = "inside the device test at line " + std::to_string(test.location.line) + ", rewritten only unsafely: its block moves with it";
    forEachDecided(findings, test, [&](Finding& inside) {
      if (kept) dropKeepingBlock(inside.fix);
      else if (inside.fix.applicability == FixApplicability::kSafe) markUnsafe(inside.fix, why);
      return true;
    });
  }
}

}  // namespace

void settleGuardFixes(std::vector<Finding>& findings, const RuleSet& rules, FixTarget target) {
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
    forEachDecided(findings, test, [&](const Finding& inside) {
      if (inside.severity < Severity::kWarning || std::find(categories.begin(), categories.end(), inside.category) == categories.end()) return true;
      if (inside.fix.empty()) unfixed = &inside;
      else if (inside.fix.applicability != FixApplicability::kSafe && !unsafe) unsafe = &inside;
      return !unfixed;
    });
    if (unfixed) {
      dropKeepingBlock(test.fix);
    } else if (unsafe) {
      markUnsafe(test.fix, "what it decides moves only unsafely (" + unsafe->rule + " at line " + std::to_string(unsafe->location.line) + ")");
    }
  }
  if (target == FixTarget::kPortable) holdBackDecidedBlocks(findings);
}

}  // namespace npu_lint
