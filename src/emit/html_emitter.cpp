#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include "report/summary.h"
#include "emit/emit_util.h"
#include "emit/emitters.h"

namespace npu_lint {
namespace {

// One self-contained file: no CDN, no external fonts, inline CSS, SVG and script.
const char* const kStyle = R"(
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#1d2430;background:#f5f6f8}
header{background:#1f2d3d;color:#fff;padding:20px 32px}header h1{margin:0 0 4px;font-size:22px}header p{margin:0;opacity:.8}
main{max-width:1200px;margin:0 auto;padding:8px 32px 40px}section{background:#fff;border-radius:8px;padding:16px 20px;margin:16px 0;box-shadow:0 1px 2px #0001}
h2{font-size:17px;margin:0 0 12px}.cards{display:flex;flex-wrap:wrap;gap:12px}
.card{flex:1 1 170px;border:1px solid #e3e6ea;border-radius:6px;padding:10px 14px}.label{font-size:12px;color:#5b6675}
.value{font-size:26px;font-weight:600}.sub{font-size:12px;color:#5b6675}
table{border-collapse:collapse;width:100%;font-size:13px}th,td{text-align:left;padding:4px 8px;border-bottom:1px solid #eceef1;vertical-align:top;overflow-wrap:anywhere}
th{background:#fafbfc;cursor:pointer;user-select:none}td.num,th.num{text-align:right}
.v-npu,.v-composite{color:#137333}.v-host{color:#6b7280}.v-fallback{color:#b26a00}.v-custom,.v-unknown{color:#c5221f}
.s-error{color:#c5221f;font-weight:600}.s-warning{color:#b26a00;font-weight:600}.s-info{color:#1a73e8}
code{font:12px ui-monospace,Menlo,Consolas,monospace;background:#f1f3f5;padding:1px 4px;border-radius:3px}
pre{font:12px ui-monospace,Menlo,Consolas,monospace;background:#f6f8fa;padding:8px;border-radius:4px;overflow:auto}
details{margin:6px 0}summary{cursor:pointer;font-weight:600}.muted{color:#6b7280}.problem{color:#c5221f}
.filters{margin:0 0 8px}.filters input,.filters select{font:inherit;padding:3px 6px;margin-right:8px}
)";

const char* const kScript = R"(
(function(){
  var table=document.getElementById('op-table');if(!table)return;
  var text=document.getElementById('op-filter'),verdict=document.getElementById('op-verdict'),shown=document.getElementById('op-shown');
  function apply(){var q=text.value.toLowerCase(),v=verdict.value,n=0;
    Array.prototype.forEach.call(table.tBodies[0].rows,function(r){
      var ok=(!q||r.textContent.toLowerCase().indexOf(q)>=0)&&(!v||r.getAttribute('data-support')===v);
      r.style.display=ok?'':'none';if(ok)n++;});shown.textContent=n;}
  text.addEventListener('input',apply);verdict.addEventListener('change',apply);
  Array.prototype.forEach.call(table.tHead.rows[0].cells,function(th,i){th.addEventListener('click',function(){
    var rows=Array.prototype.slice.call(table.tBodies[0].rows),num=th.classList.contains('num'),dir=th.getAttribute('data-dir')==='1'?-1:1;
    rows.sort(function(a,b){var x=a.cells[i].textContent,y=b.cells[i].textContent;
      return dir*(num?(parseFloat(x)-parseFloat(y)):x.localeCompare(y));});
    th.setAttribute('data-dir',dir===1?'1':'0');rows.forEach(function(r){table.tBodies[0].appendChild(r);});});});
  apply();
})();
)";

std::string esc(const std::string& text) { return xmlEscape(text); }


void card(std::ostringstream& out, const std::string& label, const std::string& id, const std::string& data_value,
          const std::string& value, const std::string& sub) {
  out << "<div class=\"card\"><div class=\"label\">" << esc(label) << "</div><div class=\"value\" id=\"" << id
      << "\" data-value=\"" << esc(data_value) << "\">" << esc(value) << "</div><div class=\"sub\">" << sub
      << "</div></div>\n";
}

void renderSummary(std::ostringstream& out, const Report& report, const FindingCounts& counts) {
  const OpSummary s = summarizeOps(report);
  const bool any_model = std::any_of(report.targets.begin(), report.targets.end(),
                                     [](const Target& t) { return t.kind == InputKind::kTorchScript; });
  size_t kernels = 0;
  for (const auto& target : report.targets) kernels += target.source.kernels.size();
  out << "<section id=\"summary\"><h2>Executive summary</h2><div class=\"cards\">\n";
  if (any_model) {
    card(out, "Native coverage, distinct device ops", "coverage-distinct", oneDecimal(s.coverageDistinct()),
         percentText(s.coverageDistinct()),
         std::to_string(s.native_distinct) + " of " + std::to_string(s.device_distinct) + " run on the NPU");
    card(out, "Native coverage, op instances", "coverage-instances", oneDecimal(s.coverageInstances()),
         percentText(s.coverageInstances()),
         std::to_string(s.native_instances) + " of " + std::to_string(s.device_instances) + " instances");
  }
  card(out, "Findings", "findings-total", std::to_string(counts.total), std::to_string(counts.total),
       "<span class=\"s-error\" id=\"findings-error\">" + std::to_string(counts.of(Severity::kError)) +
           "</span> error · <span class=\"s-warning\" id=\"findings-warning\">" +
           std::to_string(counts.of(Severity::kWarning)) +
           "</span> warning · <span class=\"s-info\" id=\"findings-info\">" +
           std::to_string(counts.of(Severity::kInfo)) + "</span> info");
  card(out, "Hand-written CUDA kernels", "kernels-total", std::to_string(kernels), std::to_string(kernels),
       "in " + std::to_string(std::count_if(report.targets.begin(), report.targets.end(),
                                            [](const Target& t) { return t.kind != InputKind::kTorchScript; })) +
           " source file(s)");
  card(out, "Estimated porting effort", "effort-range", oneDecimal(report.effort.low_days) + "-" + oneDecimal(report.effort.high_days),
       oneDecimal(report.effort.low_days) + "–" + oneDecimal(report.effort.high_days), "engineer-days (assumptions below)");
  out << "</div>\n";
  std::vector<const Target*> incomplete;
  for (const auto& target : report.targets)
    if (target.status != Status::kOk) incomplete.push_back(&target);
  if (!incomplete.empty()) {
    out << "<p class=\"problem\" id=\"incomplete\" data-value=\"" << incomplete.size() << "\">" << incomplete.size()
        << " input(s) not fully analysed:</p><ul>\n";
    for (const Target* t : incomplete)
      for (const auto& problem : t->problems)
        out << "<li><code>" << esc(t->path) << "</code> (" << nameOf(t->status) << "): " << esc(problem) << "</li>\n";
    out << "</ul>\n";
  }
  if (!report.baseline.file.empty())
    out << "<p class=\"muted\">Baseline <code>" << esc(report.baseline.file) << "</code>: " << report.baseline.matched
        << " known finding(s) not shown; " << report.baseline.gone.size() << " fixed since it was written.</p>\n";
  out << "</section>\n";
}

// A bar per release: the share of distinct device ops that run natively.
void renderReleaseChart(std::ostringstream& out, const Report& report) {
  const auto& releases = report.coverage_by_release;
  if (releases.empty()) return;
  const int bar = 44, gap = 12, left = 40, top = 20, height = 180;
  const int width = left + static_cast<int>(releases.size()) * (bar + gap) + gap;
  out << "<section id=\"releases\"><h2>Native coverage across torch_npu releases</h2>\n"
      << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width << "\" height=\"" << height + top + 40
      << "\" role=\"img\" aria-label=\"native coverage per torch_npu release\">\n";
  for (int tick = 0; tick <= 100; tick += 25) {
    const int y = top + height - tick * height / 100;
    out << "<line x1=\"" << left << "\" x2=\"" << width << "\" y1=\"" << y << "\" y2=\"" << y
        << "\" stroke=\"#e3e6ea\"/><text x=\"" << left - 6 << "\" y=\"" << y + 4
        << "\" font-size=\"11\" text-anchor=\"end\" fill=\"#5b6675\">" << tick << "%</text>\n";
  }
  for (size_t i = 0; i < releases.size(); ++i) {
    const auto& r = releases[i];
    const double value = coveragePct(r.native_distinct, r.device_distinct);
    const int x = left + gap + static_cast<int>(i) * (bar + gap);
    const int h = static_cast<int>(value * height / 100 + 0.5);
    const bool chosen = r.release == report.torch_npu_release;
    out << "<rect x=\"" << x << "\" y=\"" << top + height - h << "\" width=\"" << bar << "\" height=\"" << h
        << "\" fill=\"" << (chosen ? "#1a73e8" : r.published ? "#8ab4f8" : "#d2d7de") << "\"><title>torch_npu "
        << esc(r.release) << ": " << r.native_distinct << "/" << r.device_distinct << " (" << oneDecimal(value) << "%)"
        << (r.published ? "" : ", not a published release") << "</title></rect>\n"
        << "<text x=\"" << x + bar / 2 << "\" y=\"" << top + height - h - 4
        << "\" font-size=\"10\" text-anchor=\"middle\">" << oneDecimal(value) << "</text>\n"
        << "<text x=\"" << x + bar / 2 << "\" y=\"" << top + height + 16 << "\" font-size=\"11\" text-anchor=\"middle\""
        << (chosen ? " font-weight=\"700\"" : "") << ">" << esc(r.release) << "</text>\n";
  }
  out << "</svg>\n<p class=\"muted\">Dark bar: the release this report judges against. Grey: a release listed in "
         "op-plugin's version table but not in torch_npu's published compatibility table.</p>\n";
  out << "<table id=\"release-table\"><thead><tr><th>torch_npu</th><th>published</th><th class=\"num\">native / device "
         "ops</th><th class=\"num\">distinct</th><th class=\"num\">instances</th></tr></thead><tbody>\n";
  for (const auto& r : releases)
    out << "<tr data-release=\"" << esc(r.release) << "\"><td>" << esc(r.release) << "</td><td>"
        << (r.published ? "yes" : "no") << "</td><td class=\"num\">" << r.native_distinct << " / " << r.device_distinct
        << "</td><td class=\"num\">" << oneDecimal(coveragePct(r.native_distinct, r.device_distinct)) << "%</td><td class=\"num\">"
        << oneDecimal(coveragePct(r.native_instances, r.device_instances)) << "%</td></tr>\n";
  out << "</tbody></table></section>\n";
}

void renderBlockers(std::ostringstream& out, const Report& report, const FindingCounts& counts, const RuleSet& rules) {
  out << "<section id=\"blockers\"><h2>Blockers by category</h2>\n";
  if (!counts.total) {
    out << "<p>No findings.</p></section>\n";
    return;
  }
  out << "<table id=\"category-table\"><thead><tr><th>category</th><th>what it means</th><th class=\"num\">error</th>"
         "<th class=\"num\">warning</th><th class=\"num\">info</th></tr></thead><tbody>\n";
  auto at = [](const std::map<Severity, size_t>& m, Severity s) { return m.count(s) ? m.at(s) : 0; };
  for (const auto& [category, by_severity] : counts.by_category) {
    std::string description;
    for (const auto& c : rules.categories)
      if (c.id == category) description = c.description;
    out << "<tr data-category=\"" << esc(category) << "\"><td><b>" << esc(category) << "</b></td><td>" << esc(description)
        << "</td><td class=\"num\">" << at(by_severity, Severity::kError) << "</td><td class=\"num\">"
        << at(by_severity, Severity::kWarning) << "</td><td class=\"num\">" << at(by_severity, Severity::kInfo)
        << "</td></tr>\n";
  }
  out << "</tbody></table>\n";
  for (const auto& [category, by_severity] : counts.by_category) {
    size_t n = 0;
    for (const auto& [severity, count] : by_severity) n += count;
    out << "<details><summary>" << esc(category) << " (" << n << ")</summary><table><tbody>\n";
    std::map<std::string, const Finding*> rewrites;
    for (const auto& target : report.targets)
      for (const auto& f : target.findings) {
        if (f.category != category) continue;
        out << "<tr class=\"finding\"><td class=\"s-" << nameOf(f.severity) << "\">" << nameOf(f.severity)
            << "</td><td><code>" << esc(locationText(f.location)) << "</code>"
            << (f.location.module.empty() ? "" : "<br><span class=\"muted\">" + esc(f.location.module) + "</span>")
            << "</td><td>" << esc(f.message) << "</td><td><code>" << esc(f.rule) << "</code></td></tr>\n";
        if (!f.suggestion.empty()) rewrites.emplace(f.rule + "\n" + f.suggestion, &f);
      }
    out << "</tbody></table>\n";
    for (const auto& [key, f] : rewrites) {
      out << "<p><b>Rewrite</b> (<code>" << esc(f->rule) << "</code>): " << esc(f->suggestion) << "</p>\n";
      if (!f->suggestion_before.empty()) out << "<pre>" << esc(f->suggestion_before) << "</pre>\n";
      if (!f->suggestion_after.empty()) out << "<pre>" << esc(f->suggestion_after) << "</pre>\n";
    }
    out << "</details>\n";
  }
  out << "</section>\n";
}

void renderOps(std::ostringstream& out, const Report& report) {
  size_t rows = 0;
  std::set<std::string> supports;
  for (const auto& target : report.targets)
    for (const auto& op : target.ops) {
      ++rows;
      supports.insert(nameOf(op.verdict.support));
    }
  if (!rows) return;
  out << "<section id=\"ops\"><h2>Operators and their verdicts</h2>\n<div class=\"filters\"><input id=\"op-filter\" "
         "placeholder=\"filter ops\" aria-label=\"filter ops\"><select id=\"op-verdict\" aria-label=\"verdict\"><option "
         "value=\"\">every verdict</option>";
  for (const auto& s : supports) out << "<option>" << esc(s) << "</option>";
  out << "</select><span class=\"muted\"><span id=\"op-shown\"></span> of " << rows
      << " rows</span></div>\n<table id=\"op-table\"><thead><tr><th>model</th><th>op</th><th class=\"num\">count</th>"
         "<th>verdict</th><th>kernel</th><th>provenance</th><th>where</th></tr></thead><tbody>\n";
  // What blocks a migration first; report order (by count) within a verdict.
  static const std::vector<Support> kOrder = {Support::kUnknown, Support::kCustom, Support::kFallback,
                                              Support::kNpu,     Support::kComposite, Support::kHost};
  auto rank = [](Support support) {
    return std::find(kOrder.begin(), kOrder.end(), support) - kOrder.begin();
  };
  std::vector<std::pair<const Target*, const OpUse*>> sorted;
  for (const auto& target : report.targets)
    for (const auto& op : target.ops) sorted.emplace_back(&target, &op);
  std::stable_sort(sorted.begin(), sorted.end(),
                   [&](const auto& a, const auto& b) { return rank(a.second->verdict.support) < rank(b.second->verdict.support); });
  for (const auto& [target_ptr, op_ptr] : sorted) {
    const Target& target = *target_ptr;
    const OpUse& op = *op_ptr;
    std::string provenance;
      for (const auto& p : op.verdict.provenance)
        provenance += "<code>" + esc(p.source) + "</code> " + esc(p.detail) + "<br>";
      for (const auto& c : op.verdict.caveats) provenance += "<span class=\"muted\">" + esc(c) + "</span><br>";
      std::string where;
      for (size_t i = 0; i < op.modules.size() && i < 3; ++i) where += (i ? ", " : "") + esc(op.modules[i]);
      if (op.modules.size() > 3) where += " (+" + std::to_string(op.modules.size() - 3) + ")";
      if (where.empty() && !op.locations.empty()) where = "<code>" + esc(locationText(op.locations.front())) + "</code>";
      out << "<tr data-support=\"" << esc(nameOf(op.verdict.support)) << "\"><td>" << esc(target.path) << "</td><td><code>"
          << esc(op.name + (op.overload.empty() ? "" : "." + op.overload)) << "</code></td><td class=\"num\">" << op.count
          << "</td><td class=\"v-" << esc(nameOf(op.verdict.support)) << "\">" << esc(nameOf(op.verdict.support)) << "</td><td>"
          << esc(op.verdict.kernel_path) << (op.verdict.kernel_name.empty() ? "" : " " + esc(op.verdict.kernel_name))
          << "</td><td>" << provenance << "</td><td>" << where << "</td></tr>\n";
  }
  out << "</tbody></table></section>\n";
}

void renderEffort(std::ostringstream& out, const Report& report) {
  const EffortEstimate& e = report.effort;
  out << "<section id=\"effort\"><h2>Custom kernels and porting effort</h2>\n<p>Overall estimate: <b>"
      << oneDecimal(e.low_days) << "–" << oneDecimal(e.high_days) << " engineer-days</b> for " << e.items.size()
      << " work item(s).</p>\n";
  if (!e.items.empty()) {
    out << "<table id=\"effort-table\"><thead><tr><th>work</th><th>name</th><th>level</th><th>where</th>"
           "<th class=\"num\">count</th><th class=\"num\">days</th></tr></thead><tbody>\n";
    for (const auto& item : e.items)
      out << "<tr data-kind=\"" << esc(item.kind) << "\"><td>" << esc(item.kind) << "</td><td><code>" << esc(item.name)
          << "</code></td><td>" << esc(item.level) << "</td><td><code>"
          << esc(item.location.file.empty() ? item.target : locationText(item.location)) << "</code></td><td class=\"num\">"
          << item.count << "</td><td class=\"num\">" << oneDecimal(item.low_days) << "–" << oneDecimal(item.high_days)
          << "</td></tr>\n";
    out << "</tbody></table>\n";
  }
  out << "<details open><summary>Assumptions behind the estimate</summary><ul>\n";
  for (const auto& a : e.assumptions) out << "<li>" << esc(a) << "</li>\n";
  out << "</ul></details></section>\n";
}

// Where ops that do not run natively sit, per submodule of each model.
void renderModules(std::ostringstream& out, const Report& report) {
  std::ostringstream body;
  for (const auto& target : report.targets) {
    if (target.kind != InputKind::kTorchScript) continue;
    std::map<std::string, std::map<std::string, Support>> by_module;  // module -> op -> verdict
    for (const auto& op : target.ops) {
      if (runsNatively(op.verdict.support) || op.verdict.support == Support::kHost) continue;
      const std::string name = op.name + (op.overload.empty() ? "" : "." + op.overload);
      if (op.modules.empty()) by_module["(root module)"][name] = op.verdict.support;
      for (const auto& module : op.modules) by_module[module][name] = op.verdict.support;
    }
    if (by_module.empty()) continue;
    body << "<h3>" << esc(target.path) << "</h3><table class=\"module-table\"><thead><tr><th>submodule</th>"
         << "<th>ops that do not run natively</th></tr></thead><tbody>\n";
    for (const auto& [module, ops] : by_module) {
      body << "<tr><td><code>" << esc(module) << "</code></td><td>";
      bool first = true;
      for (const auto& [op, support] : ops) {
        body << (first ? "" : ", ") << "<code>" << esc(op) << "</code> <span class=\"v-" << nameOf(support) << "\">"
             << nameOf(support) << "</span>";
        first = false;
      }
      body << "</td></tr>\n";
    }
    body << "</tbody></table>\n";
  }
  const std::string text = body.str();
  out << "<section id=\"modules\"><h2>Where unsupported ops sit</h2>\n"
      << (text.empty() ? "<p>Every device op of the scanned models runs natively.</p>\n" : text) << "</section>\n";
}

}  // namespace

std::string renderHtml(const Report& report, const EmitContext& context) {
  const FindingCounts counts = countFindings(report);
  std::ostringstream out;
  out << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" "
         "content=\"width=device-width, initial-scale=1\"><title>npu-lint migration scoping report</title><style>"
      << kStyle << "</style></head><body>\n<header><h1>Ascend NPU migration scoping report</h1><p>torch_npu <span "
                   "id=\"release\">"
      << esc(report.torch_npu_release) << "</span> · npu-lint " << NPU_LINT_VERSION << " · " << report.targets.size()
      << " input(s)</p></header>\n<main>\n";
  renderSummary(out, report, counts);
  renderReleaseChart(out, report);
  renderBlockers(out, report, counts, context.rules);
  renderOps(out, report);
  renderEffort(out, report);
  renderModules(out, report);
  out << "</main>\n<script>" << kScript << "</script>\n</body></html>\n";
  return out.str();
}

}  // namespace npu_lint
