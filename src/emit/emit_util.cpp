#include "emit/emit_util.h"

#include "core/strings.h"

#include <cstdio>
#include <optional>


namespace npu_lint {

std::string locationText(const Location& location) {
  std::string text = location.file;
  if (location.line) text += ":" + std::to_string(location.line);
  if (location.column) text += ":" + std::to_string(location.column);
  return text;
}

std::string siteText(const std::string& target_path, const Location& location) {
  if (location.file.empty()) return target_path;
  return location.exported_from.empty() ? locationText(location) : target_path + " at " + locationText(location);
}

std::string messageWithEvidence(const Finding& finding) {
  return finding.evidence.empty() ? finding.message : finding.message + " (" + finding.evidence + ")";
}

std::string oneDecimal(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f", value);
  return buffer;
}

std::string percentText(double percent) { return oneDecimal(percent) + "%"; }

std::string daysText(double low, double high) { return oneDecimal(low) + "–" + oneDecimal(high); }

std::string productsText(const ProductChoice& products) {
  if (products.judged.empty())
    return "products: none chosen (--chip, or chips in .npu-lint.toml), so all the API pages name (" + join(products.all) +
           "); an API ✘ on some only is one info finding";
  return "products: " + join(products.judged) + " (from " + products.from + ")";
}

std::string productsBrief(const ProductChoice& products) {
  return "products: " + (products.judged.empty() ? "all (none chosen)" : join(products.judged));
}

std::string runsAsText(const Verdict& verdict) {
  constexpr size_t kShown = 3;
  std::string lacking, native;
  size_t native_count = 0;
  for (const auto& landing : verdict.runs_as) {
    if (!runsNatively(landing.support) && landing.support != Support::kHost)
      lacking += (lacking.empty() ? "" : ", ") + landing.op + " (" + nameOf(landing.support) + ")";
    else if (native_count++ < kShown)
      native += (native.empty() ? "" : ", ") + landing.op;
  }
  if (!lacking.empty()) return "runs as " + lacking;
  if (native_count > kShown) native += ", +" + std::to_string(native_count - kShown) + " more";
  return native.empty() ? (verdict.runs_as.empty() ? "" : "runs as no device op") : "runs as " + native;
}

bool locatedHere(const Target& target, const Location& location) {
  if (location.file.empty()) return false;
  return locatesInInput(target.kind) || location.scanned_here;
}

std::string annotationContext(const Target& target, const Location& location) {
  if (locatedHere(target, location)) return "";
  std::vector<std::string> parts;
  if (!location.module.empty()) parts.push_back("in " + location.module);
  if (!location.file.empty())
    parts.push_back("at " + locationText(location));
  else if (!location.library_frame.empty())
    parts.push_back("runs in " + location.library_frame);
  return parts.empty() ? "" : " (" + join(parts, ", ") + ")";
}

std::string annotationFile(const Target& target, const Finding& finding) {
  return locatedHere(target, finding.location) ? finding.location.file : target.path;
}

int annotationLine(const Target& target, const Finding& finding) {
  return locatedHere(target, finding.location) && finding.location.line > 0 ? finding.location.line : 1;
}

std::string commonFolder(const Report& report) {
  // On the paths as written ("a//b/x.py" too): the page strips this text from them.
  std::optional<std::string> common;
  for (const auto& target : report.targets) {
    const size_t slash = target.path.rfind('/');
    const std::string folder = slash == std::string::npos ? "" : target.path.substr(0, slash == 0 ? 1 : slash);
    if (!common) {
      common = folder;
      continue;
    }
    size_t n = 0;
    while (n < common->size() && n < folder.size() && (*common)[n] == folder[n]) ++n;
    const auto ends_name = [&](const std::string& s) { return n == s.size() || s[n] == '/'; };
    if (!ends_name(*common) || !ends_name(folder)) {  // back to the last whole folder name
      const size_t last = n == 0 ? std::string::npos : common->rfind('/', n - 1);
      n = last == std::string::npos ? 0 : last == 0 ? 1 : last;
    }
    while (n > 1 && (*common)[n - 1] == '/') --n;
    common = common->substr(0, n);
  }
  return common.value_or("");
}

std::string belowFolder(const std::string& text, const std::string& folder) {
  if (folder.empty() || text.size() <= folder.size() || text.compare(0, folder.size(), folder) != 0) return text;
  size_t at = folder.size();
  if (folder.back() != '/' && text[at] != '/') return text;  // "ab/x" is not below "a"
  while (at < text.size() && text[at] == '/') ++at;
  return at < text.size() ? text.substr(at) : text;
}

std::string xmlEscape(const std::string& text) {
  std::string out;
  for (char c : validUtf8(text)) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      case '\n': out += "&#10;"; break;  // kept inside attributes too, where a raw newline becomes a space
      default:
        if (static_cast<unsigned char>(c) >= 0x20 || c == '\t' || c == '\r') out += c;
    }
  }
  return out;
}

FindingCounts countFindings(const Report& report) {
  FindingCounts counts;
  for (const auto& target : report.targets)
    for (const auto& finding : target.findings) {
      ++counts.total;
      ++counts.by_severity[finding.severity];
      ++counts.by_rule[finding.rule];
      ++counts.by_category[finding.category][finding.severity];
    }
  return counts;
}

}  // namespace npu_lint
