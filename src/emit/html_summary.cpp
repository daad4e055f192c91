// The HTML report's first screen (effort, findings, what blocks the move, inputs not analysed)
// and its effort section, as the values the template lays out.
#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

#include "core/strings.h"
#include "emit/html_data.h"
#include "report/summary.h"

namespace npu_lint::html {

std::string subjectOf(const Finding& finding) {
  return finding.op.empty() ? locationText(finding.location) : finding.op;
}

bool anyModel(const Report& report) {
  return std::any_of(report.targets.begin(), report.targets.end(), [](const Target& t) { return hasOpInventory(t.kind); });
}

// The first screen's count of what blocks the move, by the blocker kinds of the rule data: per kind,
// the distinct subjects (APIs, kernels, libraries) and their sites at warning or above, with the
// subjects most sites name; then what slows the port without blocking it.
Data blockerData(const Report& report, const RuleSet& rules, const Paths& path) {
  struct Tally {
    std::map<std::string, size_t> sites_by_subject;
    size_t sites = 0;
  };
  std::map<std::string, Tally> by_kind;
  Tally slows;
  std::set<std::string> slow_categories;
  for (const auto& target : report.targets)
    for (const auto& f : target.findings) {
      if (f.severity < Severity::kWarning) continue;
      const RuleData* rule = rules.find(f.rule);
      if (rule && !rule->blocker.empty()) {
        Tally& tally = by_kind[rule->blocker];
        tally.sites += sitesOf(f);
        tally.sites_by_subject[path(subjectOf(f))] += sitesOf(f);
      } else if (f.category != "tool") {  // npu-lint's own gaps are counted as inputs not analysed
        slows.sites += sitesOf(f);
        slows.sites_by_subject[path(subjectOf(f))] += sitesOf(f);
        slow_categories.insert(f.category);
      }
    }
  auto row = [](const std::string& id, const std::string& label, const std::string& description, const Tally& tally) {
    Data r;
    r.set("id", id);
    r.set("label", label);
    r.set("description", description);
    r.set("items", num(tally.sites_by_subject.size()));
    r.set("sites", num(tally.sites));
    r.set("none", tally.sites == 0);
    std::vector<std::pair<size_t, std::string>> most;
    for (const auto& [subject, sites] : tally.sites_by_subject) most.emplace_back(sites, subject);
    std::stable_sort(most.begin(), most.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<std::string> names;
    for (size_t i = 0; i < most.size() && i < 3; ++i) names.push_back(most[i].second);
    r.set("examples", joinedStrings(names, "name"));
    return r;
  };
  Data rows = list();
  for (const auto& kind : rules.blockers) rows.push_back(row(kind.id, kind.label, kind.description, by_kind[kind.id]));
  Data d;
  d.set("rows", rows);
  // Its label is the template's: no kind of rules/categories.toml names it.
  d.set("slows", row("slows", "", "in " + join({slow_categories.begin(), slow_categories.end()}), slows));
  d.set("any_slow", slows.sites > 0);
  return d;
}

Data summaryData(const Report& report, const FindingCounts& counts, const Paths& path) {
  const OpSummary s = summarizeOps(report);
  Data d;
  d.set("any_model", anyModel(report));
  d.set("coverage_distinct", oneDecimal(s.coverageDistinct()));
  d.set("coverage_instances", oneDecimal(s.coverageInstances()));
  d.set("native_distinct", num(s.native_distinct));
  d.set("device_distinct", num(s.device_distinct));
  d.set("native_instances", num(s.native_instances));
  d.set("device_instances", num(s.device_instances));
  // How much of the coverage an installed adapter gives, and how much one would give.
  if (const auto it = s.distinct_by_support.find(nameOf(Support::kAdapter)); it != s.distinct_by_support.end()) {
    std::string packages;
    for (const auto& a : report.environment.adapters) packages += (packages.empty() ? "" : ", ") + a.package;
    d.set("adapter_distinct", num(it->second));
    d.set("adapters", packages);
  }
  if (!s.adapter_not_installed.empty()) {
    size_t pending = 0;
    std::string packages;
    for (const auto& [package, count] : s.adapter_not_installed) {
      pending += count;
      packages += (packages.empty() ? "" : ", ") + package;
    }
    d.set("adapter_pending", num(pending));
    d.set("pending_adapters", packages);
  }
  d.set("findings", num(counts.total));
  d.set("errors", num(counts.of(Severity::kError)));
  d.set("warnings", num(counts.of(Severity::kWarning)));
  d.set("infos", num(counts.of(Severity::kInfo)));
  size_t kernels = 0, sources = 0;
  for (const auto& target : report.targets) {
    kernels += target.source.kernels.size();
    sources += isSourceCode(target.kind);
  }
  d.set("kernels", num(kernels));  // kept for report templates made before the blocker table
  // Files written for another accelerator: classified, not analysed for CUDA.
  std::map<std::string, size_t> backends;
  for (const auto& target : report.targets)
    if (isSourceCode(target.kind) && target.source.backend != Backend::kCuda) ++backends[nameOf(target.source.backend)];
  if (!backends.empty()) {
    Data list_of = list();
    for (const auto& [name, count] : backends) {
      Data b;
      b.set("name", name);
      b.set("count", num(count));
      appendJoined(list_of, b);
    }
    d.set("other_backends", list_of);
    d.set("any_other_backend", true);
  }
  d.set("source_files", num(sources));
  d.set("effort_low", oneDecimal(report.effort.low_days));
  d.set("effort_high", oneDecimal(report.effort.high_days));
  d.set("effort_items", num(report.effort.items.size()));
  // The effort's drivers: its three largest items.
  Data drivers = list();
  for (size_t i = 0; i < report.effort.items.size() && i < 3; ++i) {
    const EffortItem& item = report.effort.items[i];
    Data driver;
    driver.set("name", item.name);
    driver.set("days", daysText(item.low_days, item.high_days));
    drivers.push_back(driver);
  }
  if (!report.effort.items.empty()) d.set("effort_top", report.effort.items.front().name);  // older templates
  d.set("any_driver", !report.effort.items.empty());
  d.set("effort_drivers", drivers);
  if (!report.effort.test_items.empty())
    d.set("effort_tests", daysText(report.effort.test_low_days, report.effort.test_high_days) + " days");
  Data causes = list();
  size_t incomplete_inputs = 0;
  for (const auto& group : report.problem_groups) {
    incomplete_inputs += group.count;
    Data item;
    item.set("cause", path.inText(group.cause));
    item.set("count", num(group.count));
    std::vector<std::string> examples;
    for (const auto& example : group.examples) examples.push_back(path(example));
    item.set("examples", joinedStrings(examples, "path"));
    if (group.count > group.examples.size()) item.set("more", num(group.count - group.examples.size()));
    if (!group.fix.empty()) item.set("fix", path.inText(group.fix));
    causes.push_back(item);
  }
  if (incomplete_inputs) {
    d.set("incomplete_count", num(incomplete_inputs));
    d.set("cause_count", num(report.problem_groups.size()));
  }
  d.set("causes", causes);
  if (!report.baseline.file.empty()) {
    Data baseline;
    // Outside the scanned root, by its own name only.
    const std::string file = path(report.baseline.file);
    baseline.set("file", file.front() == '/' ? std::filesystem::path(file).filename().string() : file);
    baseline.set("matched", num(report.baseline.matched));
    baseline.set("gone", num(report.baseline.gone.size()));
    d.set("baseline", baseline);
  }
  return d;
}

Data productGapData(const Report& report) {
  Data gaps = list();
  std::set<std::string> apis;
  for (const auto& gap : report.product_gaps) {
    Data g;
    g.set("product", gap.product);
    g.set("apis", num(gap.apis.size()));
    g.set("sites", num(gap.sites));
    Data names = list();
    for (size_t i = 0; i < gap.apis.size(); ++i) {
      Data n;
      n.set("separator", i ? ", " : "");
      n.set("name", gap.apis[i].api);
      n.set("sites", num(gap.apis[i].sites));
      names.push_back(n);
      apis.insert(gap.apis[i].api);
    }
    g.set("names", names);
    gaps.push_back(g);
  }
  Data d;
  d.set("api_count", num(apis.size()));
  d.set("gaps", gaps);
  return d;
}

Data effortData(const Report& report, const Paths& path) {
  const EffortEstimate& e = report.effort;
  Data d;
  d.set("low", oneDecimal(e.low_days));
  d.set("high", oneDecimal(e.high_days));
  d.set("item_count", num(e.items.size()));
  d.set("has_items", !e.items.empty());
  d.set("open", e.items.size() <= 12);  // the first screen names the largest three already
  if (!e.test_items.empty()) {
    d.set("test_items", num(e.test_items.size()));
    d.set("test_low", oneDecimal(e.test_low_days));
    d.set("test_high", oneDecimal(e.test_high_days));
    d.set("tests_in_total", e.tests_in_total);
  }
  Data items = list();
  for (const auto& item : e.items) {
    Data i;
    i.set("kind", nameOf(item.kind));
    i.set("name", item.name);
    i.set("level", levelText(item));
    i.set("where", path(siteText(item.target, item.location)));
    i.set("count", num(item.count));
    i.set("low", oneDecimal(item.low_days));
    i.set("high", oneDecimal(item.high_days));
    items.push_back(i);
  }
  d.set("items", items);
  Data assumptions = list();
  for (const auto& a : e.assumptions) assumptions.push_back(Data(a));
  d.set("assumptions", assumptions);
  return d;
}

}  // namespace npu_lint::html
