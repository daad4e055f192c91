#include <algorithm>
#include <sstream>

#include "report/summary.h"
#include "emit/emit_util.h"
#include "emit/emitters.h"

namespace npu_lint {
namespace {

constexpr size_t kMaxFindingRows = 50;  // a merge-request comment, not the whole report

// Inside a table cell: no line breaks, no HTML, Markdown's own characters escaped.
std::string cell(const std::string& text) {
  std::string out;
  for (char c : validUtf8(text)) {
    if (c == '|' || c == '_' || c == '*' || c == '`' || c == '[' || c == ']' || c == '\\') out += std::string("\\") + c;
    else if (c == '\n' || c == '\r') out += ' ';
    else if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else out += c;
  }
  return out;
}

// A code span in a table cell: backslash escapes do not work inside it, so only the table's
// pipe is escaped and backticks are replaced.
std::string code(const std::string& text) {
  std::string out = "`";
  for (char c : validUtf8(text)) {
    if (c == '|') out += "\\|";
    else if (c == '`') out += '\'';
    else if (c == '\n' || c == '\r') out += ' ';
    else out += c;
  }
  return out + "`";
}

const char* severityIcon(Severity severity) {
  switch (severity) {
    case Severity::kError: return "🔴 error";
    case Severity::kWarning: return "🟡 warning";
    case Severity::kInfo: return "🔵 info";
  }
  return "";
}

}  // namespace

std::string renderMarkdown(const Report& report, const EmitContext&) {
  const FindingCounts counts = countFindings(report);
  std::ostringstream out;
  out << "### npu-lint · torch_npu " << report.torch_npu_release << "\n\n";
  if (!report.environment.release_from.empty()) out << "torch_npu release from the " << report.environment.release_from << "\n\n";
  if (!report.environment.summary.empty()) out << "environment: " << report.environment.summary << "\n\n";
  out << productsText(report.products) << "\n\n";
  out << "**" << counts.total << " finding(s)**: " << counts.of(Severity::kError) << " error, "
      << counts.of(Severity::kWarning) << " warning, " << counts.of(Severity::kInfo) << " info, in "
      << report.targets.size() << " input(s)";
  const size_t incomplete = std::count_if(report.targets.begin(), report.targets.end(),
                                          [](const Target& t) { return t.status != Status::kOk; });
  if (incomplete) out << " (" << incomplete << " not fully analysed)";
  out << ".\n\n";

  bool models_header = false, sources_header = false;
  for (const auto& target : report.targets) {
    if (!hasOpInventory(target.kind)) continue;
    if (!models_header) {
      out << "| Model | Native coverage (distinct ops) | Instances | Custom ops | Findings |\n|---|---|---|---|---|\n";
      models_header = true;
    }
    const OpSummary s = summarizeOps(target);
    out << "| " << code(target.path) << " | " << s.native_distinct << "/" << s.device_distinct << " ("
        << percentText(s.coverageDistinct()) << ") | " << percentText(s.coverageInstances()) << " | " << s.custom
        << " | " << target.findings.size() << " |\n";
  }
  if (models_header) out << "\n";
  for (const auto& target : report.targets) {
    if (!isSourceCode(target.kind) || target.findings.empty()) continue;
    if (!sources_header) {
      out << "| Source | Kernels | Launches | CUDA API uses | Findings |\n|---|---|---|---|---|\n";
      sources_header = true;
    }
    out << "| " << code(target.path) << " | " << target.source.kernels.size() << " | " << target.source.launches.size()
        << " | " << target.source.calls.size() << " | " << target.findings.size() << " |\n";
  }
  if (sources_header) out << "\n";
  for (const auto& target : report.targets)
    for (const auto& problem : target.problems)
      out << "> ⚠️ " << code(target.path) << " " << nameOf(target.status) << ": " << cell(problem) << "\n";

  if (counts.total) {
    out << "\n<details><summary>Findings (" << counts.total << ")</summary>\n\n"
        << "| Severity | Location | Rule | Message |\n|---|---|---|---|\n";
    size_t rows = 0;
    for (int severity = 2; severity >= 0; --severity)
      for (const auto& target : report.targets)
        for (const auto& f : target.findings) {
          if (static_cast<int>(f.severity) != severity || rows++ >= kMaxFindingRows) continue;
          out << "| " << severityIcon(f.severity) << " | " << code(siteText(target.path, f.location)) << " | " << code(f.rule)
              << " | " << cell(messageWithEvidence(f)) << " |\n";
        }
    if (rows > kMaxFindingRows) out << "\n… and " << rows - kMaxFindingRows << " more (see the full report).\n";
    out << "\n</details>\n";
  }
  if (!report.baseline.file.empty())
    out << "\nBaseline " << code(report.baseline.file) << ": " << report.baseline.matched
        << " known finding(s) hidden, " << report.baseline.gone.size() << " fixed since it was written.\n";
  return out.str();
}

}  // namespace npu_lint
