#include "rules/run_rules.h"

#include <algorithm>
#include <cassert>
#include <map>
#include <tuple>

#include "core/deadline.h"
#include "core/error.h"
#include "core/strings.h"
#include "rules/guard_fixes.h"
#include "rules/registry.h"

namespace npu_lint {
namespace {

constexpr const char* kUnusedSuppression = "unused-suppression";
constexpr const char* kPartialAnalysis = "partial-analysis";

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

// A CUDA site in code written beside an NPU branch is the other device's side of a port made.
void dropNpuBranches(const Target& target, std::vector<Finding>& found) {
  const auto& branches = target.python.npu_branches;
  if (branches.empty()) return;
  const auto beside = [&](const Finding& f) {
    if (f.location.file != target.path) return false;
    const SourcePos at{static_cast<unsigned>(f.location.line), static_cast<unsigned>(f.location.column)};
    return std::any_of(branches.begin(), branches.end(), [&](const python::Span& s) { return s.contains(at); });
  };
  found.erase(std::remove_if(found.begin(), found.end(), beside), found.end());
}

// A fix in a block only CUDA runs, by a test the fix leaves as it is (`if is_nccl_backend:`), is
// never run on the NPU: rewriting it there ports nothing; the port adds an NPU branch beside it.
void markCudaBranches(const Target& target, std::vector<Finding>& found) {
  const auto& branches = target.python.cuda_branches;
  if (branches.empty()) return;
  for (auto& f : found) {
    if (f.location.file != target.path || f.fix.empty()) continue;
    const SourcePos at{static_cast<unsigned>(f.location.line), static_cast<unsigned>(f.location.column)};
    const auto branch = std::find_if(branches.begin(), branches.end(), [&](const python::Span& s) { return s.contains(at); });
    if (branch != branches.end())
      markUnsafe(f.fix, "in the block from line " + std::to_string(branch->begin.line) +
                            ", which only CUDA runs (its test names CUDA and stays): the NPU never reaches it; the port adds an NPU branch beside it");
  }
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
                const std::string& judged, const std::vector<std::string>& chips, FixTarget fix_target) {
  Deadline deadline = target.rules_budget == std::chrono::milliseconds::max() ? Deadline() : Deadline(target.rules_budget);
  std::vector<std::string> not_run;
  size_t ran = 0;
  auto run = [&](const CheckEntry& entry, bool budgeted) {
    const RuleData* rule = rules.find(entry.id);
    assert(rule && "every registered check has rules/<id>.toml");
    if (!rule || !isSelected(*rule, selection)) return;
    if (budgeted && deadline.passedNow()) return not_run.push_back(entry.id);
    ++ran;
    std::vector<Finding> found;
    entry.check(CheckContext{target, links, environment, db, api_map, release, judged, *rule, chips, fix_target}, found);
    if (rule->skips_npu_branches) dropNpuBranches(target, found), markCudaBranches(target, found);
    if (rule->severity_override)
      for (auto& f : found) f.severity = *rule->severity_override;
    target.findings.insert(target.findings.end(), found.begin(), found.end());
  };
  const auto is = [](const CheckEntry& entry, const char* id) { return std::string(entry.id) == id; };
  // Within the input's time budget: every check but the two that need the others' outcome.
  for (const auto& entry : registeredChecks())
    if (!is(entry, kUnusedSuppression) && !is(entry, kPartialAnalysis)) run(entry, true);
  // Unused suppressions are known only once every other check ran and suppressions applied.
  const bool all_ran = not_run.empty() && !deadline.passedNow();
  if (!all_ran) not_run.push_back(kUnusedSuppression);
  if (!not_run.empty())
    target.markPartial(ran == 0 ? "the input's time budget (--file-timeout) was spent before any rule ran; no fix is offered"
                                : "the input's time budget (--file-timeout) ran out before " + std::to_string(not_run.size()) +
                                      " rule(s) ran: " + join(not_run) + "; no fix is offered");
  // Always, whatever the budget: a file the clock cut short is partial, and the gate must see it.
  for (const auto& entry : registeredChecks())
    if (is(entry, kPartialAnalysis)) run(entry, false);
  applySuppressions(target);
  // A suppression for rules this run did not select may well be needed by a full run.
  for (auto& s : target.suppressions()) {
    if (s.rules.empty() && !(selection.select.empty() && selection.ignore.empty())) s.used = true;
    for (const auto& id : s.rules)
      if (const RuleData* rule = rules.find(id); rule && !isSelected(*rule, selection)) s.used = true;
  }
  if (all_ran)
    for (const auto& entry : registeredChecks())
      if (is(entry, kUnusedSuppression)) run(entry, false);
  std::stable_sort(target.findings.begin(), target.findings.end(), [](const Finding& a, const Finding& b) {
    return std::tie(siteFile(a.location), a.location.line, a.location.column, a.rule) <
           std::tie(siteFile(b.location), b.location.line, b.location.column, b.rule);
  });
  settleGuardFixes(target.findings, rules, fix_target);
  keepOnePerLine(target.findings);
  // A file that does not parse is edited by no fix: what the parser recovered around the error
  // may not be what Python runs, and a fix would hide the error inside a diff. Nor is one whose
  // rules did not all run: a guard's fix is safe only when no other rule's finding sits in its block.
  if (!target.python.parsed_cleanly || !not_run.empty())
    for (auto& f : target.findings) f.fix = {};
}

void keepOnePerLine(std::vector<Finding>& findings) {
  // (rule, file, line, submodule, subject): the subject is the op or API and what the message
  // says of it (two arguments of one call with advice each are two decisions).
  using Key = std::tuple<std::string, std::string, int, std::string, std::string, std::string>;
  std::map<Key, size_t> kept;
  std::vector<Finding> out;
  for (auto& finding : findings) {
    const Location& at = finding.location;
    auto [it, inserted] = kept.try_emplace(Key{finding.rule, siteFile(at), at.line, at.module, finding.op, finding.message}, out.size());
    if (inserted) {
      out.push_back(std::move(finding));
      continue;
    }
    Finding& first = out[it->second];
    // A fix of each site stays: the edits go to the kept finding when both fixes apply alike.
    // A site with a fix and one without (a guard) are two decisions, and both are kept.
    if (first.fix.empty() != finding.fix.empty() || (!first.fix.empty() && first.fix.applicability != finding.fix.applicability)) {
      out.push_back(std::move(finding));
      continue;
    }
    for (const Edit& edit : finding.fix.edits)
      if (std::find(first.fix.edits.begin(), first.fix.edits.end(), edit) == first.fix.edits.end()) first.fix.edits.push_back(edit);
    first.severity = std::max(first.severity, finding.severity);
  }
  findings = std::move(out);
}

}  // namespace npu_lint
