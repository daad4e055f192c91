#include "report/fingerprint.h"

#include <map>

#include "core/file_lines.h"
#include "core/hash.h"

namespace npu_lint {
namespace {

std::string lineOr(const std::string* line) { return line ? *line : std::string(); }

}  // namespace

std::string normalizeSnippet(const std::string& line) {
  std::string out;
  bool space = false;
  for (char c : line) {
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += c;
  }
  return out;
}

void assignFingerprints(Report& report) {
  FileLines lines;
  std::map<std::string, int> seen;
  for (auto& target : report.targets)
    for (auto& finding : target.findings) {
      const Location& at = finding.location;
      // Model findings point into the model author's Python files, which need not exist here;
      // their op, function and submodule identify them well enough.
      const std::string snippet =
          !isSourceCode(target.kind) || at.file != target.path ? "" : normalizeSnippet(lineOr(lines.line(at.file, at.line)));
      const std::string key = finding.rule + '\0' + target.path + '\0' + finding.op + '\0' + at.function + '\0' +
                              at.module + '\0' + snippet;
      const int repeat = seen[key]++;
      finding.fingerprint = hex64(fnv1a(repeat ? key + '\0' + std::to_string(repeat) : key));
    }
}

}  // namespace npu_lint
