// The HTML scoping report: this file (its sections) with html_summary.cpp (the first screen) and
// html_charts.cpp (the charts) turns a finished Report into the values the Mustache
// template (reports/html/report.html.mustache) lays out; every word and tag of the page is in
// the template. Text is escaped for HTML by the template ({{name}}), never here.
#include <algorithm>
#include <cassert>
#include <filesystem>
#include <map>
#include <set>

#include <kainjow/mustache.hpp>

#include "emit/emit_util.h"
#include "emit/emitters.h"
#include "emit/html_data.h"
#include "emit/report_template.h"
#include "core/figures.h"
#include "report/summary.h"

namespace npu_lint {
namespace {

using namespace html;

// Coverage by compute: per model with input sets, its line and its top ops by FLOPs as bars
// (green: runs natively on the release; amber: does not).
Data computeData(const Report& report, const Paths& path) {
  constexpr size_t kTopOps = 12;
  const int label = 190, chart = 420, row = 22, top = 6;
  Data models = list();
  for (const auto& target : report.targets) {
    if (target.compute.empty()) continue;
    const ComputeFigures& c = target.compute;
    Data m;
    m.set("model", path(target.path));
    m.set("line", computeLine(c, report.torch_npu_release));
    if (c.flops > 0) m.set("by_verdict", flopsByVerdict(c));
    m.set("native_pct", oneDecimal(c.nativePct()));
    m.set("flops", formatFlops(c.flops));
    const size_t shown = std::min(kTopOps, c.ops.size());
    const double most = c.ops.empty() || c.ops.front().flops <= 0 ? 1 : c.ops.front().flops;
    Data bars = list();
    for (size_t i = 0; i < shown; ++i) {
      const OpCompute& op = c.ops[i];
      const auto support = parseName<Support>(op.support);
      const int y = top + static_cast<int>(i) * row;
      Data b;
      b.set("op", op.op);
      b.set("support", op.support);
      b.set("flops", formatFlops(op.flops));
      b.set("share", oneDecimal(c.flops > 0 ? 100 * op.flops / c.flops : 0));
      b.set("calls", std::to_string(op.calls));
      b.set("y", std::to_string(y));
      b.set("text_y", std::to_string(y + 14));
      b.set("x", std::to_string(label));
      b.set("w", std::to_string(std::max(1, static_cast<int>(chart * op.flops / most + 0.5))));
      b.set("value_x", std::to_string(label + chart + 6));
      b.set("color", support && runsNatively(*support) ? "#34a853" : "#f29900");
      bars.push_back(b);
    }
    m.set("bars", bars);
    m.set("width", std::to_string(label + chart + 240));
    m.set("height", std::to_string(top + static_cast<int>(shown) * row + 6));
    models.push_back(m);
  }
  Data d;
  d.set("models", models);
  if (shapeAnalysisSkipped(report)) d.set("skipped", std::string(kShapeAnalysisSkipped));
  return d;
}

// A finding as a row of the page's lists.
Data findingRow(const Target& target, const Finding& f, const Paths& path) {
  Data item;
  item.set("severity", nameOf(f.severity));
  item.set("location", path(siteText(target.path, f.location)));
  if (!f.location.module.empty()) item.set("module", f.location.module);
  item.set("message", path.inText(messageWithEvidence(f)));
  if (!f.related.empty()) item.set("related", num(f.related.size()));
  if (!f.fix.empty()) item.set("fix", nameOf(f.fix.applicability));
  return item;
}

// Every finding, grouped by category, then rule, then what it is about (an API, an op, a
// kernel), each group collapsed: a list of thousands reads as a few dozen lines.
Data categoryData(const Report& report, const FindingCounts& counts, const RuleSet& rules, const Paths& path) {
  struct RuleGroup {
    std::map<std::string, std::vector<std::pair<const Target*, const Finding*>>> by_subject;
    std::map<std::string, const Finding*> rewrites;  // one per rewrite text
    size_t count = 0;
  };
  std::map<std::string, std::map<std::string, RuleGroup>> by_category;  // category -> rule -> group
  for (const auto& target : report.targets)
    for (const auto& f : target.findings) {
      RuleGroup& group = by_category[f.category][f.rule];
      group.by_subject[subjectOf(f)].emplace_back(&target, &f);
      ++group.count;
      if (!f.suggestion.empty()) group.rewrites.emplace(f.suggestion, &f);
    }
  Data categories = list();
  for (const auto& [category, by_severity] : counts.by_category) {
    Data c;
    c.set("name", category);
    for (const auto& known : rules.categories)
      if (known.id == category) c.set("description", known.description);
    size_t total = 0;
    for (const auto& [severity, count] : by_severity) total += count;
    c.set("total", num(total));
    for (const Severity severity : {Severity::kError, Severity::kWarning, Severity::kInfo}) {
      const auto it = by_severity.find(severity);
      c.set(std::string(nameOf(severity)) + "s", num(it == by_severity.end() ? 0 : it->second));  // "errors", ...
    }
    Data rule_list = list();
    for (const auto& [rule_id, group] : by_category[category]) {
      Data r;
      r.set("rule", rule_id);
      if (const RuleData* rule = rules.find(rule_id)) r.set("title", rule->title);
      r.set("count", num(group.count));
      r.set("subject_count", num(group.by_subject.size()));
      Data subjects = list();
      for (const auto& [subject, findings] : group.by_subject) {
        Data sub;
        sub.set("subject", path(subject));
        sub.set("count", num(findings.size()));
        Data rows = list();
        for (const auto& [target, f] : findings) rows.push_back(findingRow(*target, *f, path));
        sub.set("findings", rows);
        subjects.push_back(sub);
      }
      r.set("subjects", subjects);
      Data rewrite_list = list();
      for (const auto& [text, f] : group.rewrites) {
        Data rewrite;
        rewrite.set("suggestion", text);
        if (!f->suggestion_before.empty()) rewrite.set("before", f->suggestion_before);
        if (!f->suggestion_after.empty()) rewrite.set("after", f->suggestion_after);
        rewrite_list.push_back(rewrite);
      }
      r.set("rewrites", rewrite_list);
      rule_list.push_back(r);
    }
    c.set("rules", rule_list);
    categories.push_back(c);
  }
  return categories;
}

// The op table of models and C++ inventories; Python's calls, one entry per call site, are
// summed up in the Python section instead.
Data opData(const Report& report, const Paths& path) {
  std::set<std::string> verdicts;
  std::vector<std::pair<const Target*, const OpUse*>> sorted;
  for (const auto& target : report.targets)
    for (const auto& op : target.ops) {
      if (target.kind == InputKind::kPythonSource) continue;
      verdicts.insert(nameOf(op.verdict.support));
      sorted.emplace_back(&target, &op);
    }
  // What blocks a migration first; report order (by count) within a verdict.
  static const std::vector<Support> kOrder = {Support::kUnknown, Support::kCustom,    Support::kFallback,
                                              Support::kAdapter, Support::kNpu,       Support::kComposite,
                                              Support::kHost};
  auto rank = [](Support support) { return std::find(kOrder.begin(), kOrder.end(), support) - kOrder.begin(); };
  std::stable_sort(sorted.begin(), sorted.end(),
                   [&](const auto& a, const auto& b) { return rank(a.second->verdict.support) < rank(b.second->verdict.support); });
  Data rows = list();
  for (const auto& [target, op] : sorted) {
    Data row;
    row.set("support", nameOf(op->verdict.support));
    row.set("model", path(target->path));
    row.set("op", op->name + (op->overload.empty() ? "" : "." + op->overload));
    if (const std::string runs_as = runsAsText(op->verdict); !runs_as.empty()) row.set("runs_as", runs_as);
    row.set("count", num(op->count));
    row.set("kernel", op->verdict.kernel_path + (op->verdict.kernel_name.empty() ? "" : " " + op->verdict.kernel_name));
    Data provenance = list();
    for (const auto& p : op->verdict.provenance) {
      Data item;
      item.set("source", p.source);
      item.set("detail", p.detail);
      provenance.push_back(item);
    }
    row.set("provenance", provenance);
    Data caveats = list();
    for (const auto& c : op->verdict.caveats) caveats.push_back(Data(c));
    row.set("caveats", caveats);
    // Up to three submodules, else the first location.
    row.set("modules", joinedStrings(op->modules, "name", 3));
    if (op->modules.size() > 3) row.set("more_modules", num(op->modules.size() - 3));
    if (op->modules.empty() && !op->locations.empty()) row.set("location", path(siteText(target->path, op->locations.front())));
    rows.push_back(row);
  }
  Data d;
  d.set("count", num(sorted.size()));
  d.set("open", sorted.size() <= 40);  // a long table starts folded; its filter finds any op
  Data verdict_list = list();
  for (const auto& v : verdicts) verdict_list.push_back(Data(v));
  d.set("verdicts", verdict_list);
  d.set("rows", rows);
  return d;
}

// The Python sources: findings per rule (with the files they are in), and the ops Python calls
// that do not run natively, with the calls that run them and how many call sites.
Data pythonData(const Report& report, const Paths& path) {
  struct RuleRow {
    std::string category;
    size_t findings = 0, fixable = 0;
    std::set<std::string> files;
  };
  struct OpRow {
    Support support = Support::kUnknown;
    std::set<std::string> calls;
    size_t sites = 0;
    std::string first;
  };
  std::map<std::string, RuleRow> rules;
  std::map<std::string, OpRow> ops;
  size_t files = 0, partial = 0, findings = 0;
  for (const auto& target : report.targets) {
    if (target.kind != InputKind::kPythonSource) continue;
    ++files;
    partial += target.status != Status::kOk;
    for (const auto& finding : target.findings) {
      RuleRow& row = rules[finding.rule];
      row.category = finding.category;
      ++row.findings;
      row.fixable += !finding.fix.empty();
      row.files.insert(target.path);
      ++findings;
    }
    for (const auto& op : target.ops) {
      if (runsNatively(op.verdict.support) || op.verdict.support == Support::kHost) continue;
      OpRow& row = ops[op.name + (op.overload.empty() ? "" : "." + op.overload)];
      row.support = op.verdict.support;
      row.sites += op.count;
      for (const auto& at : op.locations) {
        row.calls.insert(at.call);
        if (row.first.empty()) row.first = path(locationText(at));
      }
    }
  }
  Data d;
  d.set("files", num(files));
  if (partial) d.set("partial", num(partial));
  d.set("findings", num(findings));
  const FixSummary fixes = summarizeFixes(report);
  d.set("sites", num(fixes.python_sites));
  d.set("fix_safe", num(fixes.safe));
  d.set("fix_pct", percentText(fixes.safePct()));
  if (fixes.unsafe) d.set("fix_unsafe", num(fixes.unsafe));
  Data rule_rows = list();
  for (const auto& [rule, row] : rules) {
    Data r;
    r.set("rule", rule);
    r.set("category", row.category);
    r.set("count", num(row.findings));
    r.set("files", num(row.files.size()));
    r.set("fixable", num(row.fixable));
    rule_rows.push_back(r);
  }
  d.set("rules", rule_rows);
  d.set("has_ops", !ops.empty());
  Data op_rows = list();
  for (const auto& [name, row] : ops) {
    Data o;
    o.set("op", name);
    o.set("support", nameOf(row.support));
    o.set("calls", joinedStrings({row.calls.begin(), row.calls.end()}, "call"));
    o.set("sites", num(row.sites));
    o.set("first", row.first);
    op_rows.push_back(o);
  }
  d.set("ops", op_rows);
  return d;
}

// Where ops that do not run natively sit, per submodule of each model.
Data moduleData(const Report& report, const Paths& path) {
  Data tables = list();
  for (const auto& target : report.targets) {
    if (!hasOpInventory(target.kind)) continue;
    std::map<std::string, std::map<std::string, Support>> by_module;  // module -> op -> verdict
    for (const auto& op : target.ops) {
      if (runsNatively(op.verdict.support) || op.verdict.support == Support::kHost) continue;
      const std::string name = op.name + (op.overload.empty() ? "" : "." + op.overload);
      if (op.modules.empty()) by_module["(root module)"][name] = op.verdict.support;
      for (const auto& module : op.modules) by_module[module][name] = op.verdict.support;
    }
    if (by_module.empty()) continue;
    Data modules = list();
    for (const auto& [module, ops] : by_module) {
      Data row;
      row.set("module", module);
      Data op_list = list();
      for (const auto& [op, support] : ops) {
        Data o;
        o.set("op", op);
        o.set("support", nameOf(support));
        appendJoined(op_list, o);
      }
      row.set("ops", op_list);
      modules.push_back(row);
    }
    Data table;
    table.set("model", path(target.path));
    table.set("modules", modules);
    tables.push_back(table);
  }
  return tables;
}

}  // namespace

std::string renderHtml(const Report& report, const EmitContext& context) {
  assert(context.report_template && "the caller loads the report template");
  const ReportTemplate& t = *context.report_template;
  const FindingCounts counts = countFindings(report);
  const Paths path{commonFolder(report)};
  Data page;
  // The root by its own name: the path to it would show the author's folders ("../../x" too).
  if (const std::string root = std::filesystem::path(path.folder).lexically_normal().filename().string();
      !root.empty() && root != "." && root != "..")
    page.set("root", root);
  page.set("style", t.style);
  page.set("script", t.script);
  // Named apart from every value key: kainjow looks a partial up from the innermost section out,
  // so a section's own "bars" list would hide it.
  page.set("chart_rows", kainjow::mustache::partial([&t] { return t.bars; }));
  page.set("release", report.torch_npu_release);
  if (!report.environment.release_from.empty()) page.set("release_from", path.inText(report.environment.release_from));
  if (!report.environment.summary.empty()) page.set("environment", path.inText(report.environment.summary));
  page.set("products", path.inText(productsText(report.products)));
  Data notes = list();
  for (const auto& note : report.products.notes) notes.push_back(Data(path.inText(note)));
  page.set("product_notes", notes);
  if (!report.product_gaps.empty()) page.set("product_gaps", productGapData(report));
  page.set("version", NPU_LINT_VERSION);
  page.set("input_count", num(report.targets.size()));
  page.set("summary", summaryData(report, counts, path));
  page.set("blockers", blockerData(report, context.rules, path));
  if (!report.coverage_by_release.empty()) page.set("releases", releaseData(report));
  page.set("compute", computeData(report, path));
  page.set("any_findings", counts.total > 0);
  if (counts.total) page.set("charts", findingCharts(report, counts, path));
  page.set("categories", categoryData(report, counts, context.rules, path));
  if (std::any_of(report.targets.begin(), report.targets.end(),
                  [](const Target& t) { return !t.ops.empty() && t.kind != InputKind::kPythonSource; }))
    page.set("ops", opData(report, path));
  if (std::any_of(report.targets.begin(), report.targets.end(), [](const Target& t) { return t.kind == InputKind::kPythonSource; }))
    page.set("python", pythonData(report, path));
  page.set("effort", effortData(report, path));
  // "Where unsupported ops sit" speaks of models: no claim about them when none was scanned.
  page.set("any_model", anyModel(report));
  page.set("module_tables", moduleData(report, path));
  kainjow::mustache::mustache mustache{t.page};
  mustache.set_custom_escape([](const std::string& text) { return xmlEscape(text); });
  return mustache.render(page);
}

}  // namespace npu_lint
