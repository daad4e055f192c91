#include "emit/emit_util.h"
#include "emit/emitters.h"

namespace npu_lint {
namespace {

// RFC 4180 quoting; a leading = + - @ is defused so a spreadsheet never runs a cell as a formula.
std::string field(const std::string& raw) {
  std::string text = validUtf8(raw);
  if (!text.empty() && (text[0] == '=' || text[0] == '+' || text[0] == '-' || text[0] == '@')) text = "'" + text;
  if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
  std::string out = "\"";
  for (char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

}  // namespace

// The column set of Ascend's own analysis tool, which users already import into spreadsheets.
std::string renderCsv(const Report& report, const EmitContext&) {
  std::string out = "File,Start Line,End Line,OP,Rule,Category,Severity,Tips\r\n";
  for (const auto& target : report.targets)
    for (const auto& f : target.findings) {
      // A model's Python line recorded on the machine that exported it is no file here.
      const std::string file = f.location.file.empty()             ? target.path
                               : !f.location.exported_from.empty() ? target.path + " at " + f.location.file
                                                                   : f.location.file;
      const std::string line = f.location.line ? std::to_string(f.location.line) : "";
      const std::string tips = f.suggestion.empty() ? messageWithEvidence(f) : messageWithEvidence(f) + ". Suggestion: " + f.suggestion;
      out += field(file) + "," + line + "," + line + "," + field(f.op) + "," + field(f.rule) + "," + field(f.category) +
             "," + nameOf(f.severity) + "," + field(tips) + "\r\n";
    }
  return out;
}

}  // namespace npu_lint
