#include "emit/emit_util.h"
#include "emit/emitters.h"

namespace npu_lint {
namespace {

// GitHub's workflow-command escaping: data escapes % CR LF; properties also : and ,.
std::string escapeData(const std::string& text) {
  std::string out;
  for (char c : validUtf8(text)) {
    if (c == '%') out += "%25";
    else if (c == '\r') out += "%0D";
    else if (c == '\n') out += "%0A";
    else out += c;
  }
  return out;
}

std::string escapeProperty(const std::string& text) {
  std::string out;
  for (char c : escapeData(text)) {
    if (c == ':') out += "%3A";
    else if (c == ',') out += "%2C";
    else out += c;
  }
  return out;
}

const char* command(Severity severity) {
  switch (severity) {
    case Severity::kError: return "error";
    case Severity::kWarning: return "warning";
    case Severity::kInfo: return "notice";
  }
  return "error";
}

}  // namespace

std::string renderGithub(const Report& report, const EmitContext&) {
  std::string out;
  for (const auto& target : report.targets) {
    for (const auto& problem : target.problems)
      out += "::" + std::string(target.status == Status::kError ? "error" : "warning") +
             " file=" + escapeProperty(target.path) + ",title=" + escapeProperty("npu-lint: input not fully analysed") +
             "::" + escapeData(problem) + "\n";
    for (const auto& f : target.findings) {
      out += "::" + std::string(command(f.severity)) + " file=" + escapeProperty(annotationFile(target, f)) +
             ",line=" + std::to_string(annotationLine(target, f));
      const bool here = locatedHere(target, f.location);
      if (here && f.location.column) out += ",col=" + std::to_string(f.location.column);
      std::string message = messageWithEvidence(f);
      message += annotationContext(target, f.location);
      if (!f.suggestion.empty()) message += "\nSuggestion: " + f.suggestion;
      out += ",title=" + escapeProperty("npu-lint " + f.rule) + "::" + escapeData(message) + "\n";
    }
  }
  return out;
}

}  // namespace npu_lint
