// The HTML scoping report: this file turns a finished Report into the values the Mustache
// template (reports/html/report.html.mustache) lays out; every word and tag of the page is in
// the template. Text is escaped for HTML by the template ({{name}}), never here.
#include <algorithm>
#include <cassert>
#include <map>
#include <set>

#include <kainjow/mustache.hpp>

#include "emit/emit_util.h"
#include "emit/emitters.h"
#include "emit/report_template.h"
#include "core/figures.h"
#include "report/summary.h"

namespace npu_lint {
namespace {

using Data = kainjow::mustache::data;

Data list() { return Data(Data::type::list); }

// Appends `item` to a list the template joins with ", " ({{separator}} before each item).
void appendJoined(Data& joined, Data item) {
  item.set("separator", joined.list_value().empty() ? "" : ", ");
  joined.push_back(item);
}
std::string num(size_t n) { return std::to_string(n); }

// The first `most` of `values` as a joined list of {key: value} items.
Data joinedStrings(const std::vector<std::string>& values, const char* key, size_t most = SIZE_MAX) {
  Data joined = list();
  for (size_t i = 0; i < values.size() && i < most; ++i) {
    Data item;
    item.set(key, values[i]);
    appendJoined(joined, item);
  }
  return joined;
}

bool anyModel(const Report& report) {
  return std::any_of(report.targets.begin(), report.targets.end(), [](const Target& t) { return hasOpInventory(t.kind); });
}

Data summaryData(const Report& report, const FindingCounts& counts) {
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
  d.set("kernels", num(kernels));
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
  if (!report.effort.items.empty()) d.set("effort_top", report.effort.items.front().name);
  if (!report.effort.test_items.empty())
    d.set("effort_tests", daysText(report.effort.test_low_days, report.effort.test_high_days) + " days");
  Data causes = list();
  size_t incomplete_inputs = 0;
  for (const auto& group : report.problem_groups) {
    incomplete_inputs += group.count;
    Data item;
    item.set("cause", group.cause);
    item.set("count", num(group.count));
    item.set("examples", joinedStrings(group.examples, "path"));
    if (group.count > group.examples.size()) item.set("more", num(group.count - group.examples.size()));
    if (!group.fix.empty()) item.set("fix", group.fix);
    causes.push_back(item);
  }
  if (incomplete_inputs) {
    d.set("incomplete_count", num(incomplete_inputs));
    d.set("cause_count", num(report.problem_groups.size()));
  }
  d.set("causes", causes);
  if (!report.baseline.file.empty()) {
    Data baseline;
    baseline.set("file", report.baseline.file);
    baseline.set("matched", num(report.baseline.matched));
    baseline.set("gone", num(report.baseline.gone.size()));
    d.set("baseline", baseline);
  }
  return d;
}

// A bar per release: the share of distinct device ops that run natively, with the chart's geometry.
Data releaseData(const Report& report) {
  const auto& releases = report.coverage_by_release;
  const int bar = 44, gap = 12, left = 40, top = 20, height = 180;
  const int width = left + static_cast<int>(releases.size()) * (bar + gap) + gap;
  Data d;
  d.set("width", std::to_string(width));
  d.set("height", std::to_string(height + top + 40));
  Data ticks = list();
  for (int tick = 0; tick <= 100; tick += 25) {
    const int y = top + height - tick * height / 100;
    Data t;
    t.set("left", std::to_string(left));
    t.set("width", std::to_string(width));
    t.set("y", std::to_string(y));
    t.set("label_x", std::to_string(left - 6));
    t.set("label_y", std::to_string(y + 4));
    t.set("percent", std::to_string(tick));
    ticks.push_back(t);
  }
  d.set("ticks", ticks);
  Data bars = list();
  for (size_t i = 0; i < releases.size(); ++i) {
    const auto& r = releases[i];
    const double value = coveragePct(r.native_distinct, r.device_distinct);
    const int x = left + gap + static_cast<int>(i) * (bar + gap);
    const int h = static_cast<int>(value * height / 100 + 0.5);
    const bool chosen = r.release == report.torch_npu_release;
    Data b;
    b.set("release", r.release);
    b.set("published", r.published);
    b.set("chosen", chosen);
    b.set("x", std::to_string(x));
    b.set("y", std::to_string(top + height - h));
    b.set("bar_width", std::to_string(bar));
    b.set("h", std::to_string(h));
    b.set("color", chosen ? "#1a73e8" : r.published ? "#8ab4f8" : "#d2d7de");
    b.set("native", num(r.native_distinct));
    b.set("device", num(r.device_distinct));
    b.set("value", oneDecimal(value));
    b.set("instances_value", oneDecimal(coveragePct(r.native_instances, r.device_instances)));
    b.set("center", std::to_string(x + bar / 2));
    b.set("value_y", std::to_string(top + height - h - 4));
    b.set("label_y", std::to_string(top + height + 16));
    bars.push_back(b);
  }
  d.set("bars", bars);
  return d;
}

// Coverage by compute: per model with input sets, its line and its top ops by FLOPs as bars
// (green: runs natively on the release; amber: does not).
Data computeData(const Report& report) {
  constexpr size_t kTopOps = 12;
  const int label = 190, chart = 420, row = 22, top = 6;
  Data models = list();
  for (const auto& target : report.targets) {
    if (target.compute.empty()) continue;
    const ComputeFigures& c = target.compute;
    Data m;
    m.set("model", target.path);
    m.set("line", computeLine(c, report.torch_npu_release));
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

Data categoryData(const Report& report, const FindingCounts& counts, const RuleSet& rules) {
  Data categories = list();
  auto at = [](const std::map<Severity, size_t>& m, Severity s) { return m.count(s) ? m.at(s) : 0; };
  for (const auto& [category, by_severity] : counts.by_category) {
    Data c;
    c.set("name", category);
    std::string description;
    for (const auto& known : rules.categories)
      if (known.id == category) description = known.description;
    c.set("description", description);
    c.set("errors", num(at(by_severity, Severity::kError)));
    c.set("warnings", num(at(by_severity, Severity::kWarning)));
    c.set("infos", num(at(by_severity, Severity::kInfo)));
    size_t total = 0;
    for (const auto& [severity, count] : by_severity) total += count;
    c.set("total", num(total));
    Data findings = list();
    std::map<std::string, const Finding*> rewrites;  // one per rule and rewrite text, in that order
    for (const auto& target : report.targets)
      for (const auto& f : target.findings) {
        if (f.category != category) continue;
        Data item;
        item.set("severity", nameOf(f.severity));
        item.set("location", locationText(f.location));
        if (!f.location.module.empty()) item.set("module", f.location.module);
        item.set("message", messageWithEvidence(f));
        item.set("rule", f.rule);
        if (!f.fix.empty()) item.set("fix", nameOf(f.fix.applicability));
        findings.push_back(item);
        if (!f.suggestion.empty()) rewrites.emplace(f.rule + "\n" + f.suggestion, &f);
      }
    c.set("findings", findings);
    Data rewrite_list = list();
    for (const auto& [key, f] : rewrites) {
      Data r;
      r.set("rule", f->rule);
      r.set("suggestion", f->suggestion);
      if (!f->suggestion_before.empty()) r.set("before", f->suggestion_before);
      if (!f->suggestion_after.empty()) r.set("after", f->suggestion_after);
      rewrite_list.push_back(r);
    }
    c.set("rewrites", rewrite_list);
    categories.push_back(c);
  }
  return categories;
}

// The op table of models and C++ inventories; Python's calls, one entry per call site, are
// summed up in the Python section instead.
Data opData(const Report& report) {
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
    row.set("model", target->path);
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
    if (op->modules.empty() && !op->locations.empty()) row.set("location", locationText(op->locations.front()));
    rows.push_back(row);
  }
  Data d;
  d.set("count", num(sorted.size()));
  Data verdict_list = list();
  for (const auto& v : verdicts) verdict_list.push_back(Data(v));
  d.set("verdicts", verdict_list);
  d.set("rows", rows);
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

Data effortData(const Report& report) {
  const EffortEstimate& e = report.effort;
  Data d;
  d.set("low", oneDecimal(e.low_days));
  d.set("high", oneDecimal(e.high_days));
  d.set("item_count", num(e.items.size()));
  d.set("has_items", !e.items.empty());
  if (!e.test_items.empty()) {
    d.set("test_items", num(e.test_items.size()));
    d.set("test_low", oneDecimal(e.test_low_days));
    d.set("test_high", oneDecimal(e.test_high_days));
    d.set("tests_in_total", e.tests_in_total);
  }
  Data items = list();
  for (const auto& item : e.items) {
    Data i;
    i.set("kind", item.kind);
    i.set("name", item.name);
    i.set("level", item.level);
    i.set("where", item.location.file.empty() ? item.target : locationText(item.location));
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

// The Python sources: findings per rule (with the files they are in), and the ops Python calls
// that do not run natively, with the calls that run them and how many call sites.
Data pythonData(const Report& report) {
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
        if (row.first.empty()) row.first = locationText(at);
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
Data moduleData(const Report& report) {
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
    table.set("model", target.path);
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
  Data page;
  page.set("style", t.style);
  page.set("script", t.script);
  page.set("release", report.torch_npu_release);
  if (!report.environment.release_from.empty()) page.set("release_from", report.environment.release_from);
  if (!report.environment.summary.empty()) page.set("environment", report.environment.summary);
  page.set("products", productsText(report.products));
  Data notes = list();
  for (const auto& note : report.products.notes) notes.push_back(Data(note));
  page.set("product_notes", notes);
  if (!report.product_gaps.empty()) page.set("product_gaps", productGapData(report));
  page.set("version", NPU_LINT_VERSION);
  page.set("input_count", num(report.targets.size()));
  page.set("summary", summaryData(report, counts));
  if (!report.coverage_by_release.empty()) page.set("releases", releaseData(report));
  page.set("compute", computeData(report));
  page.set("any_findings", counts.total > 0);
  page.set("categories", categoryData(report, counts, context.rules));
  if (std::any_of(report.targets.begin(), report.targets.end(),
                  [](const Target& t) { return !t.ops.empty() && t.kind != InputKind::kPythonSource; }))
    page.set("ops", opData(report));
  if (std::any_of(report.targets.begin(), report.targets.end(), [](const Target& t) { return t.kind == InputKind::kPythonSource; }))
    page.set("python", pythonData(report));
  page.set("effort", effortData(report));
  // "Where unsupported ops sit" speaks of models: no claim about them when none was scanned.
  page.set("any_model", anyModel(report));
  page.set("module_tables", moduleData(report));
  kainjow::mustache::mustache mustache{t.page};
  mustache.set_custom_escape([](const std::string& text) { return xmlEscape(text); });
  return mustache.render(page);
}

}  // namespace npu_lint
