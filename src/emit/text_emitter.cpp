#include <algorithm>
#include <cctype>
#include <cstdio>
#include <map>
#include <set>
#include <sstream>
#include <tuple>

#include "core/file_lines.h"
#include "core/strings.h"
#include "report/summary.h"
#include "emit/emit_util.h"
#include "emit/emitters.h"

namespace npu_lint {
namespace {

// A path below the working directory as ruff and compilers print it: "a/b.py", not "./a/b.py".
std::string withoutDotSlash(std::string path) {
  if (path.rfind("./", 0) == 0) path.erase(0, 2);
  return path;
}

class Painter {
 public:
  explicit Painter(bool color) : color_(color) {}
  std::string operator()(const std::string& text, const char* code) const {
    return color_ ? std::string("\033[") + code + "m" + text + "\033[0m" : text;
  }

 private:
  bool color_;
};

const char* supportColor(Support support) {
  if (runsNatively(support)) return "32";
  if (support == Support::kHost) return "2";
  if (support == Support::kFallback) return "33";
  return "31";
}

const char* severityColor(Severity severity) {
  switch (severity) {
    case Severity::kError: return "1;31";
    case Severity::kWarning: return "1;33";
    case Severity::kInfo: return "1;36";
  }
  return "0";
}

std::string padRight(std::string text, size_t width) {
  if (text.size() < width) text.append(width - text.size(), ' ');
  return text;
}

std::string padLeft(const std::string& text, size_t width) {
  return text.size() < width ? std::string(width - text.size(), ' ') + text : text;
}

// Where an op runs: its submodules, else its first source line.
std::string whereText(const OpUse& op) {
  std::string text;
  const size_t shown = std::min<size_t>(op.modules.size(), 2);
  for (size_t i = 0; i < shown; ++i) text += (i ? ", " : "") + op.modules[i];
  if (op.modules.size() > shown) text += " (+" + std::to_string(op.modules.size() - shown) + ")";
  if (text.empty() && !op.locations.empty()) {
    const Location& first = op.locations.front();
    const std::string where = first.file.empty() ? first.library_frame : first.file + ":" + std::to_string(first.line);
    text = where.substr(where.rfind('/') == std::string::npos ? 0 : where.rfind('/') + 1);
  }
  if (op.entry_points.size() > 1 || (op.entry_points.size() == 1 && op.entry_points[0] != "forward")) {
    text += (text.empty() ? "via " : " via ");
    for (size_t i = 0; i < op.entry_points.size(); ++i) text += (i ? ", " : "") + op.entry_points[i];
  }
  return text;
}

// " (in conv, via __setstate__)": the submodule, and the entry point when it is not forward;
// in Python, " (run by torch.nn.functional.pad for some arguments)".
std::string contextText(const Location& at) {
  std::vector<std::string> parts;
  if (!at.module.empty()) parts.push_back("in " + at.module);
  if (!at.entry_point.empty() && at.entry_point != "forward") parts.push_back("via " + at.entry_point);
  if (!at.call.empty()) parts.push_back("run by " + at.call + (at.for_some_arguments ? " for some arguments" : ""));
  if (at.file.empty() && !at.library_frame.empty()) parts.push_back("runs in " + at.library_frame);
  std::string text;
  for (const auto& part : parts) text += (text.empty() ? " (" : ", ") + part;
  return text.empty() ? text : text + ")";
}

// " (+12 more sites in 5 files)" for a project-wide finding; "" for one site.
std::string relatedText(const Finding& finding) {
  if (finding.related.empty()) return "";
  std::set<std::string> files{finding.location.file};
  for (const auto& at : finding.related) files.insert(at.file);
  return " (+" + std::to_string(finding.related.size()) + " more in " + std::to_string(files.size()) + " file(s))";
}

void renderSummaryLines(std::ostringstream& out, const OpSummary& s, const std::string& release, const Painter& paint) {
  out << "  op instances " << s.instances << " · distinct ops " << s.distinct << " · unknown to LibTorch "
      << s.unknown_to_libtorch << " · custom ops " << s.custom << "\n";
  out << "  native coverage on torch_npu " << release << ": "
      << paint(std::to_string(s.native_distinct) + "/" + std::to_string(s.device_distinct) + " distinct device ops (" +
                   percentText(coveragePct(s.native_distinct, s.device_distinct)) + ")",
               "1")
      << ", " << s.native_instances << "/" << s.device_instances << " instances ("
      << percentText(coveragePct(s.native_instances, s.device_instances)) << ")\n";
  out << "  verdicts:";
  for (const auto& [support, count] : s.distinct_by_support) out << " " << paint(support, supportColor(parseName<Support>(support).value_or(Support::kUnknown))) << " " << count;
  out << "\n";
  for (const auto& [package, count] : s.adapter_not_installed)
    out << "  " << count << " custom op(s) run natively once " << package << " is installed (not counted; --with "
        << package << " if it is)\n";
}

// The folder a model's Python lines are relative to (Location::exported_from), "" when none is.
std::string exportedFrom(const Target& target) {
  for (const auto& op : target.ops)
    for (const auto& at : op.locations)
      if (!at.exported_from.empty()) return at.exported_from;
  for (const auto& finding : target.findings)
    if (!finding.location.exported_from.empty()) return finding.location.exported_from;
  return "";
}

void renderTarget(std::ostringstream& out, const Target& target, const std::string& release, const EmitContext& style,
                  const Painter& paint) {
  out << paint(target.path, "1") << "  [" << nameOf(target.kind) << ", " << nameOf(target.status)
      << (target.test_code ? ", test code" : "") << "]\n";
  for (const auto& problem : target.problems) out << "  " << paint("problem:", "1;31") << " " << problem << "\n";
  if (target.status == Status::kError && target.ops.empty()) return;
  if (!target.root_class.empty()) {
    out << "  root class " << target.root_class;
    if (!target.methods.empty()) {
      out << " (";
      for (size_t i = 0; i < target.methods.size(); ++i) out << (i ? ", " : "") << target.methods[i];
      out << ")";
    }
    out << "\n";
    if (const std::string from = exportedFrom(target); !from.empty())
      out << "  Python lines as recorded where it was exported, relative to " << from << " there\n";
  }
  if (isSourceCode(target.kind) && target.source.backend != Backend::kCuda) {
    const Backend backend = target.source.backend;
    out << (backend == Backend::kNpu   ? "  an existing Ascend port (torch_npu / AscendCL): not CUDA code to migrate\n"
            : backend == Backend::kJax ? "  JAX's bindings (another framework's code): not analysed for CUDA\n"
                                       : std::string("  another backend's code (") + nameOf(backend) +
                                             "): not analysed for CUDA\n");
    return;
  }
  if (target.kind == InputKind::kPythonSource) {
    const auto& py = target.python;
    out << "  imported names used " << py.names.size() << " · member uses " << py.members.size() << " · short strings "
        << py.strings.size() << "\n";
    if (!py.subscripted_calls.empty()) out << "  subscripted launches (kernel[grid](...)) " << py.subscripted_calls.size() << "\n";
    return;
  }
  if (target.kind == InputKind::kProjectFile) {
    const auto& project = target.project;
    const size_t versions = std::count_if(project.tools.begin(), project.tools.end(), [](const auto& t) { return t.tool != EnvTool::kChip; });
    out << "  requirements " << project.requirements.size() << " · CANN/Python versions " << versions << " · environment variables set "
        << project.env.size() << "\n";
    for (const auto& include : target.project.includes)
      out << "  includes " << include << " (read as its own input when the scan takes it: requirements*.txt by name, or named on the command line)\n";
    return;
  }
  if (isSourceCode(target.kind)) {
    const auto& s = target.source;
    size_t confirmed = 0;
    for (const auto& k : s.kernels) confirmed += k.from_ast;
    out << "  kernels " << s.kernels.size() << " (" << confirmed << " confirmed by Clang's AST) · launches "
        << s.launches.size() << " · CUDA API and glue uses " << s.calls.size() << "\n";
    for (const auto& include : s.outside_includes)
      out << "  not read: #include \"" << include
          << "\" resolves outside the scanned paths (read as empty; -I its folder, or --follow-symlinks for a link, reads it)\n";
    return;
  }
  renderSummaryLines(out, summarizeOps(target), release, paint);
  if (!target.compute.empty()) out << "  coverage by compute: " << computeLine(target.compute, release) << "\n";
  out << "\n    " << padLeft("count", 6) << "  " << padRight("op", 44) << padRight("support", 11) << "where\n";
  size_t shown = 0;
  for (const auto& op : target.ops) {
    if (shown++ == style.max_op_rows) {
      out << "    ... " << target.ops.size() - style.max_op_rows << " more ops (all of them in --format json)\n";
      break;
    }
    std::string name = op.name + (op.overload.empty() ? "" : "." + op.overload);
    if (op.unknown_to_libtorch) name += " *";
    out << "    " << padLeft(std::to_string(op.count), 6) << "  " << padRight(name, 44)
        << paint(padRight(nameOf(op.verdict.support), 11), supportColor(op.verdict.support)) << whereText(op) << "\n";
    if (const std::string runs_as = runsAsText(op.verdict); !runs_as.empty())
      out << "            " << paint(runs_as, "2") << "\n";
  }
  if (std::any_of(target.ops.begin(), target.ops.end(), [](const OpUse& op) { return op.unknown_to_libtorch; }))
    out << "    * unknown to the linked LibTorch 1.13 (a custom op or a newer ATen op); verdict from the op database\n";
  if (!target.unreached_ops.empty()) {
    size_t calls = 0, without_kernel = 0;
    for (const auto& op : target.unreached_ops) {
      calls += op.count;
      without_kernel += lacksNpuKernel(op.verdict.support);
    }
    out << "    not reached by any scanned entry point: " << calls << " op call(s) of " << target.unreached_ops.size()
        << " op(s), " << without_kernel << " without an NPU kernel (unreached_ops in --format json)\n";
  }
  for (const auto& cls : target.custom_classes) {
    out << "    custom class torch.classes." << cls.name << (cls.unknown_to_libtorch ? " *" : "") << ": " << cls.calls
        << " call(s)";
    for (size_t i = 0; i < cls.methods.size(); ++i) out << (i ? ", " : "; methods ") << cls.methods[i];
    out << "\n";
  }
}

void renderProductGaps(std::ostringstream& out, const std::vector<ProductGap>& gaps) {
  if (gaps.empty()) return;
  out << "  unsupported on some products only (one info finding per API, not per site; --chip judges your products):";
  for (size_t i = 0; i < gaps.size(); ++i)
    out << (i ? ";" : "") << " " << gaps[i].product << " " << gaps[i].apis.size() << " API(s), " << gaps[i].sites << " site(s)";
  out << "\n";
}

// The estimate and the few items that drive it, largest first.
void renderEffort(std::ostringstream& out, const EffortEstimate& effort) {
  if (effort.items.empty() && effort.test_items.empty() && !effort.ascend_port_triton_kernels) return;
  out << "  porting effort: " << daysText(effort.low_days, effort.high_days) << " engineer-days for " << effort.items.size()
      << " work item(s)";
  if (!effort.test_items.empty())
    out << "; test code " << daysText(effort.test_low_days, effort.test_high_days) << " for " << effort.test_items.size()
        << " item(s)" << (effort.tests_in_total ? ", included" : ", not included");
  out << "\n";
  // Kernels by kind and level, test code's included: what porting them takes, at a glance.
  std::map<EffortKind, std::map<EffortLevel, size_t>> kernels;
  for (const auto* items : {&effort.items, &effort.test_items})
    for (const auto& item : *items)
      if (item.level) ++kernels[item.kind][*item.level];
  for (const auto& [kind, levels] : kernels) {
    size_t total = 0;
    std::string by_level;
    for (const EffortLevel level : {EffortLevel::kHigh, EffortLevel::kMedium, EffortLevel::kLow})
      if (const auto it = levels.find(level); it != levels.end()) {
        total += it->second;
        by_level += std::string(by_level.empty() ? "" : ", ") + nameOf(level) + " " + std::to_string(it->second);
      }
    out << "    " << (kind == EffortKind::kKernel ? "CUDA kernels " : "Triton kernels ") << total << " (" << by_level << ")\n";
  }
  if (effort.ascend_port_triton_kernels)
    out << "    Triton kernels in the project's Ascend ports " << effort.ascend_port_triton_kernels << ", no work\n";
  constexpr size_t kShown = 5;
  for (size_t i = 0; i < std::min(kShown, effort.items.size()); ++i) {
    const EffortItem& item = effort.items[i];
    out << "    " << daysText(item.low_days, item.high_days) << "  " << nameOf(item.kind) << " " << item.name;
    if (item.level) out << " (" << nameOf(*item.level) << ")";
    out << " · " << withoutDotSlash(siteText(item.target, item.location));
    if (item.count > 1) out << " and " << item.count - 1 << " more site(s) in " << item.files << " file(s)";
    out << "\n";
  }
}

void renderBaseline(std::ostringstream& out, const BaselineResult& baseline, const Painter& paint) {
  if (baseline.file.empty()) return;
  out << paint("baseline:", "1") << " " << baseline.file << ": " << baseline.matched << " known finding(s) not shown, "
      << baseline.gone.size() << " baseline entr" << (baseline.gone.size() == 1 ? "y" : "ies") << " no longer found\n";
  for (const auto& entry : baseline.gone)
    out << "  gone: " << entry.path << (entry.line ? ":" + std::to_string(entry.line) : "") << ": " << entry.message
        << " [" << entry.rule << "]\n";
}

std::string indent(const std::string& text, const std::string& prefix) {
  std::string out;
  size_t start = 0;
  while (start < text.size()) {
    const size_t end = text.find('\n', start);
    out += prefix + text.substr(start, end == std::string::npos ? std::string::npos : end - start) + "\n";
    if (end == std::string::npos) break;
    start = end + 1;
  }
  return out;
}

std::string oneLine(std::string text) {
  std::replace(text.begin(), text.end(), '\n', ' ');
  return text;
}

bool identifierByte(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.'; }

// "   12 | x = torch.cuda.empty_cache()" and a caret line under the name that starts at `column`
// (1-based bytes); tabs shown as one space each so that the caret stays under its byte.
void renderSourceLine(std::ostringstream& out, const std::string& line, int number, int column, const Painter& paint) {
  std::string shown = validUtf8(line);
  std::replace(shown.begin(), shown.end(), '\t', ' ');
  constexpr size_t kMaxShown = 160;
  const std::string gutter = std::to_string(number);
  out << "  " << padLeft(gutter, 5) << " | " << (shown.size() > kMaxShown ? shown.substr(0, kMaxShown) + "…" : shown) << "\n";
  if (column < 1 || static_cast<size_t>(column) > shown.size() || static_cast<size_t>(column) > kMaxShown) return;
  size_t width = 0;  // code points before the column, so that the caret lines up under UTF-8 text
  for (int i = 0; i < column - 1; ++i) width += (static_cast<unsigned char>(shown[i]) & 0xC0) != 0x80;
  size_t length = 0;
  while (column - 1 + length < shown.size() && identifierByte(shown[column - 1 + length])) ++length;
  out << "  " << std::string(5, ' ') << " | " << std::string(width, ' ') << paint(std::string(std::max<size_t>(length, 1), '^'), "1;31")
      << "\n";
}

// "path:line:col: severity[rule] message": a model finding's recorded Python line, else the model.
void renderFinding(std::ostringstream& out, const Target& target, const Finding& finding, const EmitContext& style,
                   FileLines& lines, const Painter& paint) {
  const Location& at = finding.location;
  const bool in_input = locatesInInput(target.kind);
  const std::string where = withoutDotSlash(siteText(target.path, at));
  out << paint(where, "1") << ": " << paint(std::string(nameOf(finding.severity)), severityColor(finding.severity)) << "["
      << finding.rule << "] " << oneLine(finding.message) << (in_input ? "" : contextText(at)) << relatedText(finding) << "\n";
  if (style.show_source && in_input && at.line > 0)
    if (const std::string* line = lines.line(at.file.empty() ? target.path : at.file, at.line))
      renderSourceLine(out, *line, at.line, at.column, paint);
  if (style.show_fixes && !finding.fix.edits.empty())
    out << "    " << paint("fix", "1;32") << " (" << nameOf(finding.fix.applicability) << "): " << finding.fix.title << "\n";
  if (style.explain) {
    if (!finding.evidence.empty()) out << "    evidence: " << finding.evidence << "\n";
    if (!finding.quote.empty()) out << "    the page's words: " << finding.quote << "\n";
    if (!finding.products.empty()) out << "    products: " << join(finding.products) << "\n";
    if (!at.file.empty() && !at.library_frame.empty()) out << "    runs in: " << at.library_frame << "\n";
  }
}

// Each rule's rewrite advice and example, once per run.
void renderRewrites(std::ostringstream& out, const Report& report, const Painter& paint) {
  std::map<std::string, const Finding*> rewrites;
  for (const auto& target : report.targets)
    for (const auto& finding : target.findings)
      if (!finding.suggestion.empty()) rewrites.emplace(finding.rule + "\n" + finding.suggestion, &finding);
  if (rewrites.empty()) return;
  out << paint("rewrites", "1") << " (each once; `npu-lint rules ID` explains a rule)\n";
  for (const auto& [key, finding] : rewrites) {
    out << "  [" << finding->rule << "] " << finding->suggestion << "\n";
    if (!finding->suggestion_before.empty()) out << "    before:\n" << indent(finding->suggestion_before, "      ");
    if (!finding->suggestion_after.empty()) out << "    after:\n" << indent(finding->suggestion_after, "      ");
  }
  out << "\n";
}

// ruff's --statistics: one row per rule and severity, most findings first.
void renderStatistics(std::ostringstream& out, const Report& report, const EmitContext& style) {
  std::map<std::pair<std::string, Severity>, size_t> counts;
  for (const auto& target : report.targets)
    for (const auto& finding : target.findings) ++counts[{finding.rule, finding.severity}];
  std::vector<std::pair<std::pair<std::string, Severity>, size_t>> rows(counts.begin(), counts.end());
  std::stable_sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
  for (const auto& [key, count] : rows) {
    const RuleData* rule = style.rules.find(key.first);
    out << padLeft(std::to_string(count), 7) << "  " << padRight(nameOf(key.second), 8) << padRight(key.first, 28)
        << (rule ? rule->title : "") << "\n";
  }
  if (!rows.empty()) out << "\n";
}

// The release, environment and products judged, then the inventories: every model's op table;
// with --verbose, every input's.
void renderHeader(std::ostringstream& out, const Report& report, const EmitContext& style, const Painter& paint) {
  out << "npu-lint " << NPU_LINT_VERSION << " · torch_npu " << report.torch_npu_release;
  if (!report.environment.release_from.empty()) out << " (from the " << report.environment.release_from << ")";
  else if (report.torch_npu_package.empty()) out << " (no published package: op-plugin's annotations for the release judge)";
  else out << " (package " << report.torch_npu_package << ": what it shipped)";
  out << "\n";
  if (!report.environment.summary.empty()) out << "environment: " << report.environment.summary << "\n";
  for (const auto& a : report.environment.adapters) out << "adapter installed: " << a.package << " (" << a.from << ")\n";
  for (const auto& c : report.environment.checks)
    out << "  " << c.verdict << ": " << c.message
        << (c.source.empty() || c.message.find(c.source) != std::string::npos ? "" : " (" + c.source + ")") << " [" << c.check << "]\n";
  out << productsText(report.products) << "\n";
  for (const auto& note : report.products.notes) out << "  note: " << note << "\n";
  out << "\n";
  for (const auto& target : report.targets)
    if (style.verbose || hasOpInventory(target.kind) || target.status == Status::kError) {
      renderTarget(out, target, report.torch_npu_release, style, paint);
      out << "\n";
    }
}

// The findings, product code first, each input's by line; test code after, under a heading.
void renderFindingList(std::ostringstream& out, const Report& report, const EmitContext& style, const Painter& paint) {
  FileLines lines;
  for (const bool test_code : {false, true}) {
    bool heading = false;
    for (const auto& target : report.targets) {
      if (target.test_code != test_code || target.findings.empty()) continue;
      if (test_code && !heading && !style.quiet) out << "\n" << paint("test code", "1") << " (findings capped at the test severity; effort apart)\n";
      heading = true;
      std::vector<const Finding*> findings;
      for (const auto& finding : target.findings) findings.push_back(&finding);
      std::stable_sort(findings.begin(), findings.end(), [](const Finding* a, const Finding* b) {
        return std::tie(a->location.line, a->location.column) < std::tie(b->location.line, b->location.column);
      });
      for (const Finding* finding : findings) renderFinding(out, target, *finding, style, lines, paint);
    }
  }
}

// Inputs by status, findings by severity, release and products, fixes, effort, the baseline,
// and what was not fully analysed or read.
void renderSummary(std::ostringstream& out, const Report& report, const EmitContext& style, const Painter& paint) {
  const FindingCounts counts = countFindings(report);
  std::map<std::string, size_t> by_status;
  for (const auto& target : report.targets) ++by_status[nameOf(target.status)];
  out << paint("summary:", "1") << " " << report.targets.size() << " input(s) (";
  bool first = true;
  for (const auto& [status, count] : by_status) {
    out << (first ? "" : ", ") << count << " " << status;
    first = false;
  }
  out << "), " << counts.total << " finding(s)";
  if (counts.total)
    out << ": " << counts.of(Severity::kError) << " error, " << counts.of(Severity::kWarning) << " warning, "
        << counts.of(Severity::kInfo) << " info";
  out << " · torch_npu " << report.torch_npu_release << " · " << productsBrief(report.products) << "\n";
  if (const FixSummary fixes = summarizeFixes(report); fixes.python_sites) {
    out << "  automatic fixes (npu-lint fix): " << fixes.safe << " of " << fixes.python_sites << " Python site(s) ("
        << percentText(fixes.safePct()) << ")";
    if (fixes.unsafe) out << "; " << fixes.unsafe << " more with --unsafe-fixes";
    out << "\n";
  }
  const size_t models = std::count_if(report.targets.begin(), report.targets.end(),
                                      [](const Target& t) { return hasOpInventory(t.kind); });
  if (models > 1) renderSummaryLines(out, summarizeOps(report), report.torch_npu_release, paint);
  if (shapeAnalysisSkipped(report)) out << "  " << kShapeAnalysisSkipped << "\n";
  renderProductGaps(out, report.product_gaps);
  renderEffort(out, report.effort);
  renderBaseline(out, report.baseline, paint);
  if (counts.total && !(style.show_fixes && style.explain))
    out << "  more: --show-fixes (fixes and rewrite examples), --explain (evidence), --statistics (counts per rule), "
           "`npu-lint rules ID` (why)\n";
  size_t outside_includes = 0;
  for (const auto& target : report.targets) outside_includes += target.source.outside_includes.size();
  if (outside_includes && !style.verbose)
    out << "  " << outside_includes << " #include(s) resolve outside the scanned paths and were read as empty (--verbose lists them; -I reads them)\n";
  if (!report.problem_groups.empty()) {
    out << paint("not fully analysed, by cause:", "1") << "\n";
    for (const auto& group : report.problem_groups) {
      out << "  " << group.count << " input(s): " << group.cause << " (e.g. " << join(group.examples) << ")\n";
      if (!group.fix.empty()) out << "    fix: " << group.fix << "\n";
    }
  }
  if (!report.skipped.empty()) {
    out << paint("skipped, not read:", "1") << "\n";
    for (const auto& skipped : report.skipped) out << "  " << skipped.path << ": " << skipped.reason << "\n";
  }
}

}  // namespace

std::string renderText(const Report& report, const EmitContext& style) {
  const Painter paint(style.color);
  std::ostringstream out;
  if (!style.quiet) renderHeader(out, report, style, paint);
  if (!style.statistics) renderFindingList(out, report, style, paint);
  if (style.quiet) return validUtf8(out.str());
  out << "\n";
  if (style.show_fixes) renderRewrites(out, report, paint);
  if (style.statistics) renderStatistics(out, report, style);
  renderSummary(out, report, style, paint);
  return validUtf8(out.str());
}

}  // namespace npu_lint
