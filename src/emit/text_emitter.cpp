#include <algorithm>
#include <cstdio>
#include <map>
#include <set>
#include <sstream>

#include "report/summary.h"
#include "emit/emit_util.h"
#include "emit/emitters.h"

namespace npu_lint {
namespace {

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
    const size_t slash = first.file.rfind('/');
    text = (slash == std::string::npos ? first.file : first.file.substr(slash + 1)) + ":" + std::to_string(first.line);
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
  std::string text;
  for (const auto& part : parts) text += (text.empty() ? " (" : ", ") + part;
  return text.empty() ? text : text + ")";
}

// " (+12 more sites in 5 files)" for a project-wide finding; "" for one site.
std::string relatedText(const Finding& finding) {
  if (finding.related.empty()) return "";
  std::set<std::string> files{finding.location.file};
  for (const auto& at : finding.related) files.insert(at.file);
  return " (+" + std::to_string(finding.related.size()) + " more site(s) in " + std::to_string(files.size()) +
         " file(s): --format json lists them)";
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

void renderFindings(std::ostringstream& out, const Target& target, const Painter& paint);

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
  }
  if (isSourceCode(target.kind) && target.source.backend != Backend::kCuda) {
    out << (target.source.backend == Backend::kNpu
                ? "  an existing Ascend port (torch_npu / AscendCL): not CUDA code to migrate\n"
                : std::string("  another backend's code (") + nameOf(target.source.backend) +
                      "): not analysed for CUDA\n");
    if (!target.findings.empty()) renderFindings(out, target, paint);
    return;
  }
  if (target.kind == InputKind::kPythonSource) {
    const auto& py = target.python;
    out << "  imported names used " << py.names.size() << " · member uses " << py.members.size() << " · short strings "
        << py.strings.size() << "\n";
    if (!target.findings.empty()) renderFindings(out, target, paint);
    return;
  }
  if (target.kind == InputKind::kProjectFile) {
    const auto& project = target.project;
    const size_t versions = std::count_if(project.tools.begin(), project.tools.end(), [](const auto& t) { return t.tool != EnvTool::kChip; });
    out << "  requirements " << project.requirements.size() << " · CANN/Python versions " << versions << " · environment variables set "
        << project.env.size() << "\n";
    for (const auto& include : target.project.includes)
      out << "  includes " << include << " (read as its own input when the scan takes it: requirements*.txt by name, or named on the command line)\n";
    if (!target.findings.empty()) renderFindings(out, target, paint);
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
    if (!target.findings.empty()) renderFindings(out, target, paint);
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
  if (!target.findings.empty()) renderFindings(out, target, paint);
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

// Findings grouped by category; each rule's rewrite is shown once, after its category.
void renderFindings(std::ostringstream& out, const Target& target, const Painter& paint) {
  std::map<std::string, std::vector<const Finding*>> by_category;
  for (const auto& finding : target.findings) by_category[finding.category].push_back(&finding);
  out << "\n  " << paint("findings", "1") << " (" << target.findings.size() << ")\n";
  for (const auto& [category, findings] : by_category) {
    out << "\n  " << paint(category, "1") << "\n";
    std::map<std::string, const Finding*> rewrites;
    for (const Finding* finding : findings) {
      out << locationText(finding->location) << ": "
          << paint(std::string(nameOf(finding->severity)) + ":", severityColor(finding->severity)) << " "
          << oneLine(finding->message) << " [" << finding->rule << "]" << contextText(finding->location) << relatedText(*finding)
          << "\n";
      if (!finding->suggestion.empty()) rewrites.emplace(finding->rule + "\n" + finding->suggestion, finding);
    }
    for (const auto& [key, finding] : rewrites) {
      out << "    " << paint("rewrite", "1;32") << " [" << finding->rule << "]: " << finding->suggestion << "\n";
      if (!finding->suggestion_before.empty()) out << "      before:\n" << indent(finding->suggestion_before, "        ");
      if (!finding->suggestion_after.empty()) out << "      after:\n" << indent(finding->suggestion_after, "        ");
    }
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
  if (effort.items.empty() && effort.test_items.empty()) return;
  out << "  porting effort: " << daysText(effort.low_days, effort.high_days) << " engineer-days for " << effort.items.size()
      << " work item(s)";
  if (!effort.test_items.empty())
    out << "; test code " << daysText(effort.test_low_days, effort.test_high_days) << " for " << effort.test_items.size()
        << " item(s)" << (effort.tests_in_total ? ", included" : ", not included");
  out << "\n";
  constexpr size_t kShown = 5;
  for (size_t i = 0; i < std::min(kShown, effort.items.size()); ++i) {
    const EffortItem& item = effort.items[i];
    out << "    " << daysText(item.low_days, item.high_days) << "  " << item.kind << " " << item.name;
    if (item.kind == "kernel") out << " (" << item.level << ")";
    out << " · " << (item.location.file.empty() ? item.target : locationText(item.location));
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

}  // namespace

std::string renderText(const Report& report, const EmitContext& style) {
  const Painter paint(style.color);
  std::ostringstream out;
  out << "npu-lint " << NPU_LINT_VERSION << " · torch_npu " << report.torch_npu_release;
  if (!report.environment.release_from.empty()) out << " (from the " << report.environment.release_from << ")";
  out << "\n";
  if (!report.environment.summary.empty()) out << "environment: " << report.environment.summary << "\n";
  for (const auto& a : report.environment.adapters) out << "adapter installed: " << a.package << " (" << a.from << ")\n";
  for (const auto& c : report.environment.checks)
    out << "  " << c.verdict << ": " << c.message << (c.source.empty() || c.message.find(c.source) != std::string::npos ? "" : " (" + c.source + ")") << " ["
        << c.check << "]\n";
  out << productsText(report.products) << "\n";
  for (const auto& note : report.products.notes) out << "  note: " << note << "\n";
  out << "\n";
  std::map<std::string, size_t> by_status;
  size_t findings = 0;
  // Product code first; test code after it, in a section of its own.
  for (const bool test_code : {false, true}) {
    const bool any = std::any_of(report.targets.begin(), report.targets.end(), [&](const Target& t) { return t.test_code == test_code; });
    if (test_code && any) out << paint("test code", "1") << " (findings capped at the test severity; effort apart)\n\n";
    for (const auto& target : report.targets) {
      if (target.test_code != test_code) continue;
      renderTarget(out, target, report.torch_npu_release, style, paint);
      out << "\n";
      ++by_status[nameOf(target.status)];
      findings += target.findings.size();
    }
  }
  out << paint("summary:", "1") << " " << report.targets.size() << " target(s) (";
  bool first = true;
  for (const auto& [status, count] : by_status) {
    out << (first ? "" : ", ") << count << " " << status;
    first = false;
  }
  out << "), " << findings << " finding(s)\n";
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
  if (!report.problem_groups.empty()) {
    out << paint("not fully analysed, by cause:", "1") << "\n";
    for (const auto& group : report.problem_groups) {
      out << "  " << group.count << " input(s): " << group.cause << " (e.g. ";
      for (size_t i = 0; i < group.examples.size(); ++i) out << (i ? ", " : "") << group.examples[i];
      out << ")\n";
      if (!group.fix.empty()) out << "    fix: " << group.fix << "\n";
    }
  }
  if (!report.skipped.empty()) {
    out << paint("skipped, not read:", "1") << "\n";
    for (const auto& skipped : report.skipped) out << "  " << skipped.path << ": " << skipped.reason << "\n";
  }
  return validUtf8(out.str());
}

}  // namespace npu_lint
