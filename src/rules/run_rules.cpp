#include "rules/run_rules.h"

#include <algorithm>
#include <cassert>

#include "core/error.h"
#include "rules/registry.h"

namespace npu_lint {
namespace {

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

void applyRules(Target& target, const RuleSet& rules, const RuleSelection& selection, const OpDb& db,
                const std::string& release) {
  for (const auto& entry : registeredChecks()) {
    const RuleData* rule = rules.find(entry.id);
    assert(rule && "every registered check has rules/<id>.toml");
    if (!rule || !isSelected(*rule, selection)) continue;
    entry.check(CheckContext{target, db, release, *rule}, target.findings);
  }
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
