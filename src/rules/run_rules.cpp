#include "rules/run_rules.h"

#include <algorithm>
#include <cassert>

#include "core/error.h"
#include "rules/registry.h"

namespace npu_lint {
namespace {

constexpr const char* kUnusedSuppression = "unused-suppression";

// Drops findings an `npu-lint: ignore[...]` comment covers, and marks those comments used.
void applySuppressions(Target& target) {
  auto& suppressions = target.suppressions();
  if (suppressions.empty()) return;
  auto suppressed = [&](const Finding& f) {
    for (auto& s : suppressions)
      if (static_cast<int>(s.target_line) == f.location.line &&
          (s.rules.empty() || std::find(s.rules.begin(), s.rules.end(), f.rule) != s.rules.end())) {
        s.used = true;
        return true;
      }
    return false;
  };
  target.findings.erase(std::remove_if(target.findings.begin(), target.findings.end(), suppressed), target.findings.end());
}

bool names(const std::vector<std::string>& list, const RuleData& rule) {
  return std::any_of(list.begin(), list.end(), [&](const std::string& s) { return s == rule.id || s == rule.category; });
}

}  // namespace

void validateSelection(const RuleSet& rules, const RuleSelection& selection) {
  for (const auto* list : {&selection.select, &selection.ignore})
    for (const auto& name : *list) {
      const bool known = rules.find(name) ||
                         std::any_of(rules.categories.begin(), rules.categories.end(),
                                     [&](const Category& c) { return c.id == name; });
      if (!known) throw UserError("'" + name + "' is neither a rule id nor a category (see 'npu-lint rules')");
    }
}

bool isSelected(const RuleData& rule, const RuleSelection& selection) {
  return (selection.select.empty() || names(selection.select, rule)) && !names(selection.ignore, rule);
}

void applyRules(Target& target, const CodeLinks& links, const ProjectEnvironment& environment, const RuleSet& rules,
                const RuleSelection& selection, const OpDb& db, const ApiMap& api_map, const std::string& release,
                const std::vector<std::string>& chips) {
  auto run = [&](const CheckEntry& entry) {
    const RuleData* rule = rules.find(entry.id);
    assert(rule && "every registered check has rules/<id>.toml");
    if (!rule || !isSelected(*rule, selection)) return;
    std::vector<Finding> found;
    entry.check(CheckContext{target, links, environment, db, api_map, release, *rule, chips}, found);
    if (rule->severity_override)
      for (auto& f : found) f.severity = *rule->severity_override;
    target.findings.insert(target.findings.end(), found.begin(), found.end());
  };
  // Unused suppressions are known only once every other check ran and suppressions applied.
  for (const auto& entry : registeredChecks())
    if (std::string(entry.id) != kUnusedSuppression) run(entry);
  applySuppressions(target);
  // A suppression for rules this run did not select may well be needed by a full run.
  for (auto& s : target.suppressions()) {
    if (s.rules.empty() && !(selection.select.empty() && selection.ignore.empty())) s.used = true;
    for (const auto& id : s.rules)
      if (const RuleData* rule = rules.find(id); rule && !isSelected(*rule, selection)) s.used = true;
  }
  for (const auto& entry : registeredChecks())
    if (std::string(entry.id) == kUnusedSuppression) run(entry);
  std::stable_sort(target.findings.begin(), target.findings.end(), [](const Finding& a, const Finding& b) {
    return std::tie(a.location.file, a.location.line, a.location.column, a.rule) <
           std::tie(b.location.file, b.location.line, b.location.column, b.rule);
  });
  // One statement inlined twice into the same module yields the same finding twice.
  auto same = [](const Finding& a, const Finding& b) {
    return a.rule == b.rule && a.message == b.message && a.location.file == b.location.file &&
           a.location.line == b.location.line && a.location.column == b.location.column &&
           a.location.module == b.location.module;
  };
  target.findings.erase(std::unique(target.findings.begin(), target.findings.end(), same), target.findings.end());
}

}  // namespace npu_lint
